//! The pie rule in a session: a person's swap, the computer's swap, and the computer's
//! opening, each asked of the worker with what the rule makes of the move.

use crate::page::*;
use mancala::engine::pie;
use mancala::model::moves::notation;

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

    page.send(Action::Swap);
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
            .any(|e| matches!(e, Effect::SaveGame(_))),
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
    page.send(Action::Sow(pit(6)));
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
    page.send(Action::Reply { id, reply });
    page.waiting = false;
    page.send(Action::PlayReply);
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
    page.send(Action::Swap);
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
    standard.send(Action::Swap);
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
        page.send(Action::Reply { id, reply });
        page.waiting = false;
        page.send(Action::PlayReply);
    }
    assert!(page.searching.is_none());
    assert_eq!(notation(page.session.game().record()), "1. 3 1");
    assert!(
        page.session.game().swap_offered(),
        "the person may swap now"
    );
}
