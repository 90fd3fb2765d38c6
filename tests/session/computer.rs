//! The computer part: one request in flight, stale answers dropped, and the report of its search.

use crate::page::*;

#[test]
fn a_reply_to_a_cancelled_search_is_dropped() {
    let mut page = Page::with_link("level=medium&side=second&speed=instant");
    let (id, reply) = {
        assert!(page.session.computer().thinking(), "the computer opens");
        page.answer()
    };
    // A new game before the answer arrives: no game is under way, so no question.
    page.send(Action::Play(PlayAction::NewGame));
    assert!(page.effects.contains(&Effect::CancelSearch));
    let fresh = page.searching.expect("the new game's search").0;
    assert_ne!(fresh, id);
    page.send(Action::Router(RouterAction::Reply { id, reply }));
    assert!(!page.waiting, "the stale answer starts no timer");
    assert_eq!(page.session.game().record().ply(), 0);
    assert!(
        page.session.computer().thinking(),
        "still waiting for the fresh answer"
    );
    page.settle();
    assert_eq!(page.session.game().turn(), Turn::Person(Player::South));
}

#[test]
fn undo_while_the_computer_waits_to_move_drops_its_move() {
    let mut page = Page::with_link("level=medium&speed=instant&vs=computer");
    page.send(Action::Play(PlayAction::Sow(pit(1))));
    let (id, reply) = page.answer();
    page.send(Action::Router(RouterAction::Reply { id, reply }));
    assert!(page.waiting, "the computer pauses before it moves");
    page.send(Action::Play(PlayAction::Undo));
    page.send(Action::Play(PlayAction::Confirm(true)));
    assert!(page.effects.contains(&Effect::CancelWait));
    page.send(Action::Play(PlayAction::PlayReply));
    assert_eq!(page.session.game().record().ply(), 0);
}

#[test]
fn the_computer_moving_first_is_asked_at_once_and_the_person_then_moves() {
    let mut page = Page::with_link("level=easy&side=second&speed=instant");
    assert!(page.searching.is_some(), "the opening asks the computer");
    page.settle();
    assert!(page.session.game().record().ply() >= 1);
    assert_eq!(page.session.game().turn(), Turn::Person(Player::South));
    assert_eq!(page.session.settings().game.side, Side::Second);
}

#[test]
fn the_computer_reports_its_search_in_words_at_every_size() {
    for (nodes, words) in [
        (1, "(1 position)"),
        (840, "(840 positions)"),
        (12_345, "(12,300 positions)"),
        (999_960, "(1.0 million positions)"),
        (1_234_567, "(1.2 million positions)"),
    ] {
        let mut page = Page::with_link("side=second&speed=instant");
        let (id, position, _) = page.searching.take().expect("the computer opens");
        let played = position.legal_moves().iter().next().map(Move::Sow);
        let reply = Reply {
            played,
            depth: 4,
            exact: false,
            nodes,
        };
        page.send(Action::Router(RouterAction::Reply { id, reply }));
        assert_eq!(
            page.session.computer().report(),
            format!("The computer looked 4 moves ahead {words}.")
        );
    }
}
