//! Play by link: two devices, each move sent as a link, forks, seats and reloads.

use crate::page::*;
use mancala::engine::Move;

#[test]
fn a_move_sent_by_link_is_answered_on_the_other_device_and_comes_back() {
    // Device A: a two-player game; player 1 sows pit 1 (no extra turn) and sends it.
    let mut a = Page::with_link("?vs=human&speed=instant");
    assert!(
        !a.session.table().can_send_move(),
        "nothing to send before a move"
    );
    a.sow(1);
    assert!(a.session.table().can_send_move());
    let link = a.move_link();
    assert!(link.ends_with("&play=2"), "{link}");
    a.send(Action::Play(PlayAction::MoveSent {
        link: link.clone(),
        copied: true,
    }));
    assert_eq!(
        a.session.table().seat(),
        Some(Player::South),
        "A now plays player 1"
    );
    assert!(
        a.session.status().contains("send it to Player 2"),
        "{}",
        a.session.status()
    );
    assert!(
        !a.session.may_move(Player::North),
        "player 2 moves on the other device"
    );

    // Device B opens it: it plays player 2, whose turn it is.
    let mut b = Page::reopen(&link, None);
    assert_eq!(b.session.table().seat(), Some(Player::North));
    assert!(
        b.session
            .status()
            .starts_with("You are Player 2, playing by link. Player 2 to move."),
        "{}",
        b.session.status()
    );
    assert!(b.session.notices().is_empty(), "{:?}", b.session.notices());
    assert!(b.session.may_move(Player::North) && !b.session.may_move(Player::South));
    assert_eq!(b.session.table().keyboard_row(), Player::North);
    b.sow(1);
    assert!(
        b.session
            .status()
            .ends_with("Send your move to Player 1 with “Send your move”."),
        "{}",
        b.session.status()
    );
    assert!(b.session.table().can_send_move());
    let reply = b.move_link();
    assert!(reply.ends_with("&play=1"), "{reply}");

    // Back on A, with its own game saved: the reply continues it, so no notice.
    let mut back = Page::reopen(&reply, a.saved_game.clone());
    assert_eq!(back.session.table().seat(), Some(Player::South));
    assert!(
        back.session.notices().is_empty(),
        "{:?}",
        back.session.notices()
    );
    assert_eq!(back.session.game().record().ply(), 2);
    assert!(back.session.may_move(Player::South));
    // A new game ends the game by link.
    back.send(Action::Play(PlayAction::NewGame));
    back.send(Action::Play(PlayAction::Confirm(true)));
    assert_eq!(back.session.table().seat(), None);
}

#[test]
fn a_reply_to_an_old_link_is_a_fork_kept_from_then_on_with_a_way_back() {
    let mut a = Page::with_link("?vs=human&speed=instant");
    a.sow(1);
    let first = a.move_link();
    // B answers with pit 2, and later, from the same old link, with pit 3.
    let mut b = Page::reopen(&first, None);
    b.sow(2);
    let reply = b.move_link();
    let mut b2 = Page::reopen(&first, None);
    b2.sow(3);
    let other = b2.move_link();
    // A takes the first reply and moves on; then the second reply arrives.
    let mut a2 = Page::reopen(&reply, a.saved_game.clone());
    a2.sow(2);
    assert_eq!(a2.session.game().record().ply(), 3);
    let forked = Page::reopen(&other, a2.saved_game.clone());
    let [Notice::Fork(fork)] = forked.session.notices() else {
        panic!("a fork: {:?}", forked.session.notices());
    };
    assert_eq!(fork.same, 1);
    assert_eq!(
        fork.how,
        Parting::Differs {
            kept: Move::Sow(pit(2)),
            linked: Move::Sow(pit(3))
        }
    );
    assert!(
        fork.kept_link.starts_with("vs=human&speed=instant&game="),
        "a way back: {}",
        fork.kept_link
    );
    assert_eq!(forked.session.game().record().moves(), [pit(1), pit(3)]);
    // The old link itself, opened where the game went further, is said to be older.
    let older = Page::reopen(&first, a2.saved_game.clone());
    let [Notice::Fork(fork)] = older.session.notices() else {
        panic!("a fork: {:?}", older.session.notices());
    };
    assert_eq!(fork.same, 1);
    assert_eq!(fork.how, Parting::Older { kept_moves: 3 });
    assert!(
        older.session.notices()[0]
            .to_string()
            .contains("kept here from now on"),
        "{fork:?}"
    );
    // The link's game is the one kept now, as the notice says: a reload shows it.
    let address = older.address.clone().expect("the address was set");
    let reloaded = Page::reopen(&address, older.saved_game.clone());
    assert_eq!(reloaded.session.game().record().moves(), [pit(1)]);
    // The way back opens the game the device had.
    let back = Page::with_link(&format!("?{}", fork.kept_link));
    assert_eq!(
        back.session.game().record().moves(),
        [pit(1), pit(2), pit(2)]
    );
}

#[test]
fn only_this_devices_player_sows_and_a_reload_keeps_the_game_and_the_seat() {
    let mut a = Page::with_link("?vs=human&speed=instant");
    a.sow(1);
    let link = a.move_link();
    a.send(Action::Play(PlayAction::MoveSent {
        link: link.clone(),
        copied: true,
    }));
    // Player 2's turn: the keys 1 to 6 (which sow the pit of the player to move) do
    // nothing on player 1's device.
    a.send(Action::Play(PlayAction::Sow(pit(3))));
    assert_eq!(a.session.game().record().ply(), 1, "{}", a.session.status());
    assert!(a.session.status().starts_with("It is not your turn"));
    let mut b = Page::reopen(&link, None);
    b.sow(2);
    // A reload: the address holds the setup only, and the game comes back with the seat.
    let address = b.address.clone().expect("the address was set");
    let reloaded = Page::reopen(&address, b.saved_game.clone());
    assert_eq!(reloaded.session.game().record().ply(), 2);
    assert_eq!(reloaded.session.table().seat(), Some(Player::North));
    assert!(
        reloaded.session.status().starts_with("You are Player 2"),
        "{}",
        reloaded.session.status()
    );
}

#[test]
fn a_move_is_offered_for_sending_only_once_the_turn_has_passed() {
    let mut a = Page::with_link("?vs=human&speed=instant");
    a.sow(3); // four seeds from pit 3 end in the store: an extra turn
    assert_eq!(a.session.game().position().to_move(), Player::South);
    assert!(!a.session.table().can_send_move(), "the turn is not over");
    a.sow(1);
    assert!(a.session.table().can_send_move());
    assert!(a.move_link().ends_with("&play=2"));
}

#[test]
fn a_seat_means_nothing_in_a_game_against_the_computer() {
    let page = Page::with_link("?game=6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_1&play=2");
    assert_eq!(page.session.table().seat(), None);
    assert!(page.session.may_move(Player::South) || page.searching.is_some());
}

#[test]
fn a_bad_or_lone_seat_in_a_link_is_said_and_ignored() {
    let page = Page::with_link("?vs=human&game=6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_1&play=3");
    assert_eq!(page.session.table().seat(), None);
    let [Notice::LinkIgnored(ignored)] = page.session.notices() else {
        panic!("the bad seat is said: {:?}", page.session.notices());
    };
    assert!(
        ignored.iter().any(|i| i.to_string().contains("play")),
        "{ignored:?}"
    );
    let lone = Page::with_link("?vs=human&play=2");
    assert_eq!(
        lone.session.table().seat(),
        None,
        "a seat without a game means nothing"
    );
}

#[test]
fn in_a_game_played_by_link_the_clock_times_only_this_devices_player() {
    let mut a = Page::with_link("?vs=human&speed=instant&clock=1");
    a.sow(1);
    assert!(
        a.session.clock_text().is_some(),
        "player 2's clock runs on one screen"
    );
    let link = a.move_link();
    a.send(Action::Play(PlayAction::MoveSent { link, copied: true }));
    assert_eq!(
        a.session.clock_text(),
        None,
        "player 2 moves, and is timed, elsewhere"
    );
    a.now += 120_000.0;
    a.send(Action::Router(RouterAction::ClockTick));
    assert_eq!(
        a.session.game().record().ply(),
        1,
        "nothing is played for them here"
    );
}

#[test]
fn the_senders_seat_is_kept_at_once_and_survives_a_reload() {
    let mut a = Page::with_link("?vs=human&speed=instant");
    a.sow(1);
    let link = a.move_link();
    a.send(Action::Play(PlayAction::MoveSent { link, copied: true }));
    assert_eq!(a.session.table().seat(), Some(Player::South));
    // A reload before this device moves again: the seat comes back with the game.
    let address = a.address.clone().expect("the address was set");
    let reloaded = Page::reopen(&address, a.saved_game.clone());
    assert_eq!(reloaded.session.game().record().moves(), [pit(1)]);
    assert_eq!(reloaded.session.table().seat(), Some(Player::South));
    assert_eq!(reloaded.session.said().said, Said::Seated(Player::South));
    assert!(
        !reloaded.session.may_move(Player::North),
        "player 2 moves on the other device"
    );
}

#[test]
fn a_game_received_by_link_is_kept_at_once_and_survives_a_reload() {
    let mut a = Page::with_link("?vs=human&speed=instant");
    a.sow(1);
    let first = a.move_link();
    a.send(Action::Play(PlayAction::MoveSent {
        link: first.clone(),
        copied: true,
    }));
    // B opens the link and reloads before moving: the game and its seat are still there.
    let b = Page::reopen(&first, None);
    let kept = b
        .saved_game
        .clone()
        .expect("a received game is kept at once");
    let address = b.address.clone().expect("the address was set");
    let b = Page::reopen(&address, Some(kept));
    assert_eq!(b.session.game().record().moves(), [pit(1)]);
    assert_eq!(b.session.table().seat(), Some(Player::North));
    // B answers; A opens the answer and reloads before moving: the answer is kept too.
    let mut b = b;
    b.sow(2);
    let reply = b.move_link();
    let a = Page::reopen(&reply, a.saved_game.clone());
    assert!(a.session.notices().is_empty(), "{:?}", a.session.notices());
    let a = Page::reopen(&address, a.saved_game.clone());
    assert_eq!(a.session.game().record().moves(), [pit(1), pit(2)]);
    assert_eq!(a.session.table().seat(), Some(Player::South));
}
