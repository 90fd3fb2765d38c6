//! The replay part: stepping through the game never changes it, and the game takes over again.

use crate::page::*;

#[test]
fn replay_steps_through_every_position_and_back_to_the_game_unchanged() {
    let mut page = Page::with_link("vs=human&speed=instant");
    for n in [3, 6, 2, 5, 1, 4, 6, 2] {
        if page
            .session
            .can_sow(page.session.game().position().to_move(), pit(n))
        {
            page.sow(n);
        }
    }
    let record = page.session.game().record().clone();
    let total = record.ply();
    assert!(total >= 5, "the line played {total} moves");
    let live = counts(&page.session.board());

    // Back, one move at a time, to the start: each board is the record's position then.
    for ply in (0..total).rev() {
        page.send(Action::Play(PlayAction::Replay(Step::Back)));
        assert_eq!(page.session.replay(), Some(ply));
        let position = record.position_at(ply).unwrap();
        let board = page.session.board();
        let expected: Vec<u8> = Player::BOTH
            .iter()
            .flat_map(|&p| {
                let mut cells = position.row(p).to_vec();
                cells.push(position.store(p));
                cells
            })
            .collect();
        assert_eq!(counts(&board), expected, "after {ply} moves");
        // The sowing that led here is highlighted; the start has none.
        let last = ply.checked_sub(1).and_then(|i| record.moves()[i].pit());
        let marked: Vec<Pit> = (1..=6)
            .map(pit)
            .filter(|&p| {
                Player::BOTH
                    .iter()
                    .any(|&player| board.cell(Cell::Pit(player, p)).last_played)
            })
            .collect();
        assert_eq!(marked, last.into_iter().collect::<Vec<_>>(), "after {ply}");
        // Nobody can sow while the replay shows an old position.
        let mover = page.session.game().position().to_move();
        assert!((1..=6).all(|n| !page.session.can_sow(mover, pit(n))));
    }
    page.send(Action::Play(PlayAction::Replay(Step::Back)));
    assert_eq!(
        page.session.replay(),
        Some(0),
        "the start is as far back as it goes"
    );
    assert!(
        page.session
            .replay_sentence()
            .unwrap()
            .contains("the start")
    );

    // Forward again; past the last move the replay ends at the game as it stands.
    page.send(Action::Play(PlayAction::Replay(Step::To(2))));
    assert_eq!(page.session.replay(), Some(2));
    let sentence = page.session.replay_sentence().unwrap();
    assert!(
        sentence.contains(&format!("after move 2 of {total}")),
        "{sentence}"
    );
    for _ in 2..total {
        page.send(Action::Play(PlayAction::Replay(Step::Forward)));
    }
    assert_eq!(page.session.replay(), None);
    assert_eq!(counts(&page.session.board()), live);
    assert_eq!(
        page.session.game().record(),
        &record,
        "stepping never changes the game"
    );

    // The way back from anywhere, and a move made afterwards counts as usual.
    page.send(Action::Play(PlayAction::Replay(Step::First)));
    page.send(Action::Play(PlayAction::Replay(Step::Live)));
    assert_eq!(page.session.replay(), None);
    let mover = page.session.game().position().to_move();
    assert!(page.session.can_sow(mover, page.first_legal()));
}

#[test]
fn a_take_back_during_a_replay_ends_it_and_the_computer_still_moves_meanwhile() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.sow(1);
    let before = page.session.game().record().ply();
    // The person looks back while the computer thinks: its move still lands in the game.
    page.send(Action::Play(PlayAction::Sow(pit(2))));
    page.send(Action::Play(PlayAction::Replay(Step::First)));
    page.settle();
    assert_eq!(page.session.replay(), Some(0));
    assert!(page.session.game().record().ply() > before + 1);
    page.send(Action::Play(PlayAction::Undo));
    if page.session.pending() == Some(Pending::Undo) {
        page.send(Action::Play(PlayAction::Confirm(true)));
    }
    assert_eq!(
        page.session.replay(),
        None,
        "a take-back shows the game it changed"
    );
}

#[test]
fn keys_cannot_sow_during_a_replay() {
    let mut page = Page::with_link("?vs=human&speed=instant");
    page.sow(1);
    page.send(Action::Play(PlayAction::Replay(Step::Back)));
    page.send(Action::Play(PlayAction::Sow(pit(2))));
    assert_eq!(page.session.game().record().ply(), 1);
    assert!(page.session.status().starts_with("This is a replay"));
}

#[test]
fn back_to_the_game_after_a_refused_move_says_whose_turn_it_is() {
    for leave in [Step::Live, Step::Forward] {
        let mut page = Page::with_link("?vs=human&speed=instant");
        page.sow(1);
        page.send(Action::Play(PlayAction::Replay(Step::Back)));
        page.send(Action::Play(PlayAction::Sow(pit(2))));
        assert_eq!(page.session.said().said, Said::ReplayRefused);
        page.send(Action::Play(PlayAction::Replay(leave)));
        assert_eq!(page.session.replay(), None);
        assert_eq!(page.session.said().said, Said::Turn, "{leave:?}");
        assert_eq!(page.session.status(), "Player 2 to move.");
    }
}
