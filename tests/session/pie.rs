//! The pie rule in a session: a person's swap, the computer's swap, and the computer's
//! opening, each asked of the worker with what the rule makes of the move.

use crate::page::*;
use mancala::engine::pie;
use mancala::model::moves::notation;
use mancala::model::review::{Point, opening_note, swap_sentence};

#[test]
fn a_person_swaps_after_the_computers_opening_and_the_computer_plays_on_from_the_other_side() {
    let mut page = Page::with_link("rules=pie&side=second&level=medium&speed=instant");
    assert!(page.searching.is_some(), "the computer opens");
    assert_eq!(page.pie, Pie::Opening, "knowing the person may swap");
    page.settle();
    let game = page.session.game();
    assert!(
        game.swap_offered(),
        "the person may swap: {}",
        game.record()
    );
    let before = *game.position();
    let opening = game.record().ply();

    page.send(Action::Play(PlayAction::Swap));
    let game = page.session.game();
    assert_eq!(game.record().ply(), opening + 1);
    assert_eq!(game.record().moves().last(), Some(&Move::Swap));
    assert_eq!(*game.position(), pie::swapped(&before, Player::North));
    assert_eq!(
        game.turn(),
        Turn::Computer,
        "the first player moves after the swap"
    );
    assert!(
        notation(game.record()).ends_with("| swap"),
        "{}",
        notation(game.record())
    );
    assert!(
        page.effects
            .iter()
            .any(|e| matches!(e, Effect::Play(PlayWant::SaveGame(_)))),
        "the swap is saved, so a reload resumes after it"
    );
    assert_eq!(
        page.pie,
        Pie::Off,
        "the computer's next move is an ordinary one"
    );
    page.settle();
    assert_eq!(page.session.game().turn(), Turn::Person(Player::South));
    assert!(!page.session.game().swap_offered(), "once only");
}

#[test]
fn the_computer_offered_the_swap_plays_the_swap_it_is_given() {
    let mut page = Page::with_link("rules=pie&level=hard&speed=instant");
    page.sow(3);
    page.send(Action::Play(PlayAction::Sow(pit(6))));
    let before = *page.session.game().position();
    assert!(page.session.game().swap_offered());
    let (id, _, _) = page.searching.take().expect("the computer is asked");
    assert_eq!(page.pie, Pie::Offered);
    let reply = Reply {
        played: Some(Move::Swap),
        depth: 0,
        exact: false,
        nodes: 0,
    };
    page.send(Action::Router(RouterAction::Reply { id, reply }));
    page.waiting = false;
    page.send(Action::Play(PlayAction::PlayReply));
    let game = page.session.game();
    assert_eq!(*game.position(), pie::swapped(&before, Player::South));
    assert_eq!(
        game.turn(),
        Turn::Person(Player::South),
        "the person, who opened, moves"
    );
    assert_eq!(notation(game.record()), "1. 3 6 | swap");
    assert_eq!(game.log().last().unwrap(), "Computer swapped sides.");
    assert!(
        page.searching.is_none(),
        "nothing more is asked of the computer"
    );
}

#[test]
fn after_the_strongest_opening_the_computer_swaps_by_its_own_search() {
    // 3 then 6 leaves the first player well ahead: any search that sees it takes that side.
    let mut page = Page::with_link("rules=pie&level=medium&speed=instant");
    page.sow(3);
    page.sow(6);
    let game = page.session.game();
    assert_eq!(
        notation(game.record()).split("  ").next(),
        Some("1. 3 6 | swap")
    );
    assert_eq!(game.turn(), Turn::Person(Player::South));
}

#[test]
fn a_swap_not_offered_is_refused_in_words_and_changes_nothing() {
    let mut page = Page::with_link("rules=pie&speed=instant");
    page.send(Action::Play(PlayAction::Swap));
    assert_eq!(page.session.game().record().ply(), 0);
    assert!(
        page.session
            .status()
            .starts_with("The sides cannot be swapped: "),
        "{}",
        page.session.status()
    );
    let mut standard = Page::with_link("speed=instant&vs=human");
    standard.sow(1);
    standard.send(Action::Play(PlayAction::Swap));
    assert_eq!(
        standard.session.game().record().ply(),
        1,
        "no swap without the rule"
    );
}

#[test]
fn the_computer_opening_under_the_rule_asks_again_after_an_extra_turn() {
    let mut page = Page::with_link("rules=pie&side=second&level=hard&speed=instant");
    // Its pit 3 ends in its store, an extra turn; then pit 1 passes the turn.
    for (n, pie) in [(3, Pie::Opening), (1, Pie::Opening)] {
        let (id, _, _) = page.searching.take().expect("the computer is asked");
        assert_eq!(page.pie, pie, "before its pit {n}");
        let reply = Reply {
            played: Some(Move::Sow(pit(n))),
            depth: 1,
            exact: false,
            nodes: 1,
        };
        page.send(Action::Router(RouterAction::Reply { id, reply }));
        page.waiting = false;
        page.send(Action::Play(PlayAction::PlayReply));
    }
    assert!(page.searching.is_none());
    assert_eq!(notation(page.session.game().record()), "1. 3 1");
    assert!(
        page.session.game().swap_offered(),
        "the person may swap now"
    );
}

/// A hint asked where the swap is offered weighs it: swapping is worth the best move's value
/// turned round, so with every move losing the hint is to swap (and no pit is marked), and
/// otherwise it says what a swap would give away. The list of every move's value has it too.
#[test]
fn a_hint_with_the_swap_offered_weighs_the_swap() {
    for (values, says, marked) in [
        (
            [-7, -3, -5, -9, -4, -6],
            "Hint: Swapping sides: you should win by about 3 seeds.",
            None,
        ),
        (
            [-7, 5, -5, -9, -4, -6],
            "Hint: Pit 2: you should win by about 5 seeds. Swapping sides would hand that to \
             your opponent.",
            Some(2),
        ),
        (
            [-7, -3, 0, -9, -4, -6],
            "Hint: Pit 3: it should be about even. Swapping sides is worth the same.",
            Some(3),
        ),
    ] {
        let mut page = Page::with_link("vs=human&rules=pie&speed=instant");
        page.sow(3);
        page.sow(6);
        assert!(page.session.game().swap_offered());
        let mover = page.session.game().position().to_move();
        page.send(Action::Play(PlayAction::Hint));
        let (id, _, purpose) = page.rating.take().expect("a hint asked for");
        assert_eq!(purpose, Purpose::Hint);
        let rated = Rated {
            moves: (1..=6).map(pit).zip(values).collect(),
            exact: false,
        };
        page.send(Action::Router(RouterAction::Rated { id, rated }));
        assert_eq!(page.session.status(), says);
        let board = page.session.board();
        let hinted: Vec<u8> = (1..=6)
            .filter(|&n| board.cell(Cell::Pit(mover, pit(n))).hinted)
            .collect();
        assert_eq!(hinted, Vec::from_iter(marked), "{says}");
        let hint = page.session.hint().expect("the hint is kept");
        assert_eq!(hint.pie, Pie::Offered);
        assert_eq!(
            swap_sentence(hint.rated.as_ref().unwrap()).as_deref(),
            Some(match values.iter().max() {
                Some(5) => "Swapping sides: you should lose by about 5 seeds.",
                Some(0) => "Swapping sides: it should be about even.",
                _ => "Swapping sides: you should win by about 3 seeds.",
            })
        );
    }

    // With no swap offered the hint is the best move's alone, even under the pie rule.
    let mut page = Page::with_link("vs=human&rules=pie&speed=instant");
    page.sow(3);
    page.sow(6);
    page.sow(1);
    assert!(!page.session.game().swap_offered());
    page.send(Action::Play(PlayAction::Hint));
    let (id, _, _) = page.rating.take().expect("a hint asked for");
    let rated = Rated {
        moves: vec![(pit(2), -3), (pit(4), -1)],
        exact: true,
    };
    page.send(Action::Router(RouterAction::Rated { id, rated }));
    assert_eq!(
        page.session.status(),
        "Hint: Pit 4 loses by exactly 1 seed, with best play on both sides."
    );
    assert_eq!(page.session.hint().unwrap().pie, Pie::Off);
}

/// Taking back a swap offers it again (after the question every first take-back asks), the
/// computer's opening stays, and redo plays the swap and the reply again.
#[test]
fn a_swap_taken_back_is_offered_again_and_redo_plays_it_again() {
    let mut page = Page::with_link("rules=pie&side=second&level=medium&speed=instant");
    page.settle();
    let opened = page.session.game().record().clone();
    page.send(Action::Play(PlayAction::Swap));
    page.settle();
    let swapped = page.session.game().record().clone();
    assert_eq!(swapped.moves()[opened.ply()], Move::Swap);
    assert!(swapped.ply() > opened.ply() + 1, "the computer answered");

    page.send(Action::Play(PlayAction::Undo));
    page.send(Action::Play(PlayAction::Confirm(true)));
    page.settle();
    assert_eq!(page.session.game().record(), &opened);
    assert!(page.session.may_swap(), "offered again");
    assert_eq!(
        page.session.status(),
        "Move taken back. Your turn: sow, or swap sides."
    );
    page.send(Action::Play(PlayAction::Undo));
    assert_eq!(
        page.session.game().record(),
        &opened,
        "the computer's opening is not the person's to take back"
    );

    page.send(Action::Play(PlayAction::Redo));
    page.settle();
    assert_eq!(page.session.game().record(), &swapped);
    assert!(!page.session.may_swap());
}

/// A hint in the first turn is asked as part of the opening (so its values count the swap to
/// come, and never promise a gain) and says so; after an extra turn the turn goes on, and the
/// next player's hint weighs the swap offered instead.
#[test]
fn a_hint_in_the_first_turn_counts_the_swap_to_come() {
    let mut page = Page::with_link("vs=human&rules=pie&speed=instant");
    for (sow, pie) in [
        (None, Pie::Opening),
        (Some(3), Pie::Opening),
        (Some(6), Pie::Offered),
    ] {
        if let Some(n) = sow {
            page.sow(n);
        }
        page.send(Action::Play(PlayAction::Hint));
        assert_eq!(page.rating_pie, pie, "after {sow:?}");
        let (id, rated) = page.rate();
        if pie == Pie::Opening {
            assert!(rated.moves.iter().all(|&(_, v)| v <= 0), "{rated:?}");
        }
        page.send(Action::Router(RouterAction::Rated { id, rated }));
        let status = page.session.status();
        assert_eq!(
            status.ends_with(&opening_note()),
            pie == Pie::Opening,
            "{status}"
        );
        assert_eq!(page.session.hint().map(|h| h.pie), Some(pie));
    }
}

/// The analysis of a game under the pie rule rates the first turn as it was played, knowing a
/// swap could follow (so no opening move is worth more than nothing), and every later move
/// plainly.
#[test]
fn the_analysis_rates_the_first_turn_counting_the_swap() {
    let mut page = Page::with_link("vs=human&rules=pie&speed=instant");
    page.sow(3);
    page.sow(6);
    assert!(page.session.game().swap_offered());
    page.play_to_the_end();
    page.send(Action::Play(PlayAction::Analyse));
    let mut ply = 0;
    while page.rating.is_some() {
        let expected = if ply < 2 { Pie::Opening } else { Pie::Off };
        assert_eq!(page.rating_pie, expected, "ply {ply}");
        let (id, rated) = page.rate();
        if expected == Pie::Opening {
            assert!(rated.moves.iter().all(|&(_, v)| v <= 0), "{rated:?}");
        }
        page.send(Action::Router(RouterAction::Rated { id, rated }));
        ply += 1;
    }
    assert_eq!(ply, page.session.game().record().ply());
    let points = page.session.analysis_points();
    assert!(
        points[..2].iter().all(|point| point.margin <= 0),
        "South opened, and the swap leaves it nothing: {points:?}"
    );
}

/// A mistake in the first turn under the pie rule was judged knowing a swap could follow, which
/// a position alone cannot carry: it is named in the analysis but kept out of "From your games".
#[test]
fn a_mistake_in_the_first_turn_is_not_made_a_puzzle() {
    let mut page = Page::with_link("vs=human&rules=pie&speed=instant");
    // Both players take the lowest pit they can: the opening it makes gives the swap away.
    page.play_to_the_end();
    page.analyse_to_the_end();
    page.train(TrainAction::Analysed);
    let record = page.session.game().record().clone();
    let points = page.session.analysis_points();
    let (opening, later): (Vec<&Point>, Vec<&Point>) = points
        .iter()
        .filter(|p| p.mistake.is_some())
        .partition(|p| record.opening_under_pie_at(p.ply - 1));
    assert!(
        !opening.is_empty(),
        "the opening is named a mistake: {points:?}"
    );
    let mine = &page.session.training().record().mine;
    assert_eq!(mine.len(), later.len(), "only the later mistakes: {mine:?}");
}
