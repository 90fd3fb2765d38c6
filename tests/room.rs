//! The room's referee, as a pure state machine: a whole game, every refusal, the watcher, the
//! turn clock, the away rule, rematches, a resume from the stored changes, and properties over
//! random event sequences from both seats, watchers and strangers. No socket and no timer: the
//! time comes with each event.

use mancala::engine::{HouseRules, Move, Pit, Player, Position, Record};
use mancala::room::protocol::{Ending, Invite, Refusal, Secret, ToClient, ToServer, View};
use mancala::room::referee::{AWAY_LIMIT, DEFAULT_TURN};
use mancala::room::{Change, Conn, Event, Millis, Out, Room, Settings};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

const A: Conn = Conn(1);
const B: Conn = Conn(2);
const WATCHER: Conn = Conn(3);
/// The rooms' invite in these tests.
const INVITE: Invite = Invite(0x1e7);

fn kalah(turn: Option<u16>) -> Settings {
    Settings::new(4, HouseRules::STANDARD, turn).expect("standard Kalah with a turn clock")
}

fn pit(n: u8) -> Move {
    Move::Sow(Pit::new(n).expect("a pit from 1 to 6"))
}

/// What a socket was sent, in order, from a batch of outs.
fn sent_to(out: &[Out], conn: Conn) -> Vec<ToClient> {
    out.iter()
        .filter_map(|o| match o {
            Out::Send(c, message) if *c == conn => Some(message.clone()),
            Out::Everyone(message) => Some(message.clone()),
            _ => None,
        })
        .collect()
}

fn refusal(out: &[Out], conn: Conn) -> Option<Refusal> {
    sent_to(out, conn).into_iter().find_map(|m| match m {
        ToClient::Refused { why } => Some(why),
        _ => None,
    })
}

fn last_view(out: &[Out]) -> Option<View> {
    out.iter().rev().find_map(|o| match o {
        Out::Everyone(ToClient::State(view)) => Some(view.clone()),
        _ => None,
    })
}

fn saves(out: &[Out]) -> Vec<Change> {
    out.iter()
        .filter_map(|o| match o {
            Out::Save(change) => Some(change.clone()),
            _ => None,
        })
        .collect()
}

/// A room with both seats taken: A (seat 0, South, opens) and B (seat 1), at time 0.
struct Table {
    room: Room,
    saved: Vec<Change>,
    now: Millis,
}

impl Table {
    fn new(settings: Settings) -> Table {
        let mut table = Table {
            room: Room::new(settings, 99, INVITE, 0),
            saved: Vec::new(),
            now: 0,
        };
        for (conn, secret) in [(A, 0xA), (B, 0xB)] {
            table.at(0, Event::Opened(conn));
            let out = table.at(
                0,
                Event::Hello {
                    conn,
                    seat: Some(Secret(secret)),
                    invite: Some(INVITE),
                    fresh: Secret(0xF),
                },
            );
            // Each is seated under the secret its page proposed; the first is given the invite
            // to pass on, the second has no one left to invite.
            assert!(
                sent_to(&out, conn).contains(&ToClient::Welcome {
                    seat: Some(u8::from(conn == B)),
                    secret: Some(Secret(secret)),
                    invite: (conn == A).then_some(INVITE),
                }),
                "{out:?}"
            );
        }
        table
    }

    fn at(&mut self, now: Millis, event: Event) -> Vec<Out> {
        self.now = now;
        let out = self.room.handle(now, event);
        self.saved.extend(saves(&out));
        out
    }

    fn play(&mut self, conn: Conn, played: Move) -> Vec<Out> {
        let ply = self.room.record().ply() as u16;
        let now = self.now + 1_000;
        self.at(now, Event::Move { conn, ply, played })
    }
}

#[test]
fn a_whole_game_is_refereed_to_its_end_and_every_move_is_saved_before_it_is_shown() {
    let mut table = Table::new(kalah(None));
    let mut rng = SmallRng::seed_from_u64(5);
    let mut record = Record::new(Position::start(
        table.room.settings().rules(),
        Player::South,
    ));
    while table.room.ended().is_none() {
        let mover = record.position().to_move();
        let conn = if mover == Player::South { A } else { B };
        let legal: Vec<Pit> = record.position().legal_moves().into_iter().collect();
        let choice = legal[rng.random_range(0..legal.len())];
        let out = table.play(conn, Move::Sow(choice));
        record.play(choice).expect("a legal move");
        // The move is stored first, then everyone is shown it.
        assert!(
            matches!(out.first(), Some(Out::Save(Change::Moved { played, .. })) if *played == choice),
            "{out:?}"
        );
        let view = last_view(&out).expect("everyone sees the move");
        let moves: String = record.moves().iter().map(|m| m.letter()).collect();
        assert_eq!(view.moves, moves);
    }
    let winner = match record.result() {
        Some(mancala::engine::GameResult::Win { winner, .. }) => {
            Some(u8::from(winner == Player::North))
        }
        _ => None,
    };
    assert_eq!(table.room.ended(), Some(Ending::Played { winner }));
    assert!(record.is_over());
    // The moves, and the ending, are all in what was stored.
    let moved = table
        .saved
        .iter()
        .filter(|c| matches!(c, Change::Moved { .. }))
        .count();
    assert_eq!(moved, record.ply());
    assert!(matches!(table.saved.last(), Some(Change::Ended { .. })));
}

#[test]
fn duplicate_stale_early_late_illegal_and_out_of_turn_moves_are_refused_and_change_nothing() {
    let mut table = Table::new(kalah(None));
    // Pit 3 of 4 seeds lands in the store: South moves again, the same ply rule applies.
    table.play(A, pit(3));
    let before = table.room.view(table.now);

    let cases = [
        (B, 1, pit(1), Refusal::NotYourTurn),
        (A, 0, pit(3), Refusal::Stale),
        (A, 2, pit(1), Refusal::Ahead),
        (A, 1, pit(3), Refusal::Illegal), // pit 3 is empty now
        (A, 1, Move::Swap, Refusal::Illegal),
        (WATCHER, 1, pit(1), Refusal::OutOfOrder),
    ];
    for (conn, ply, played, why) in cases {
        let out = table.at(table.now, Event::Move { conn, ply, played });
        assert_eq!(
            refusal(&out, conn),
            Some(why),
            "{conn:?} ply {ply} {played}"
        );
        assert!(saves(&out).is_empty(), "a refused move stores nothing");
        assert!(
            last_view(&out).is_none(),
            "a refused move is shown to nobody"
        );
        assert_eq!(table.room.view(table.now), before);
    }
    // The same pit twice in a row is legal on an extra turn, told apart by the ply.
    let out = table.play(A, pit(6));
    assert!(refusal(&out, A).is_none(), "{out:?}");
    assert_eq!(table.room.record().ply(), 2);
}

#[test]
fn a_move_before_the_opponent_comes_is_refused() {
    let mut room = Room::new(kalah(Some(DEFAULT_TURN)), 1, INVITE, 0);
    room.handle(0, Event::Opened(A));
    room.handle(
        0,
        Event::Hello {
            conn: A,
            seat: None,
            invite: Some(INVITE),
            fresh: Secret(1),
        },
    );
    let out = room.handle(
        5,
        Event::Move {
            conn: A,
            ply: 0,
            played: pit(1),
        },
    );
    assert_eq!(refusal(&out, A), Some(Refusal::NoOpponent));
    assert_eq!(
        room.view(5).turn_left_ms,
        None,
        "no clock runs for one player"
    );
    assert_eq!(room.next_wake(), None);
}

#[test]
fn a_watcher_sees_every_move_and_cannot_move_resign_or_take_a_seat() {
    let mut table = Table::new(kalah(None));
    table.at(0, Event::Opened(WATCHER));
    let out = table.at(
        0,
        Event::Hello {
            conn: WATCHER,
            seat: Some(Secret(0xC)),
            invite: Some(INVITE),
            fresh: Secret(0xC),
        },
    );
    assert_eq!(refusal(&out, WATCHER), Some(Refusal::Full));
    assert!(sent_to(&out, WATCHER).contains(&ToClient::Welcome {
        seat: None,
        secret: None,
        invite: None,
    }));
    let shown = sent_to(&out, WATCHER).into_iter().find_map(|m| match m {
        ToClient::State(view) => Some(view),
        _ => None,
    });
    assert_eq!(shown.map(|v| v.watchers), Some(1));

    let out = table.play(A, pit(1));
    assert_eq!(
        last_view(
            &sent_to(&out, WATCHER)
                .into_iter()
                .map(Out::Everyone)
                .collect::<Vec<_>>()
        )
        .map(|v| v.moves),
        Some("1".into())
    );
    for event in [
        Event::Move {
            conn: WATCHER,
            ply: 1,
            played: pit(1),
        },
        Event::Resign(WATCHER),
        Event::Rematch(WATCHER),
    ] {
        let out = table.at(table.now, event);
        assert_eq!(refusal(&out, WATCHER), Some(Refusal::NotSeated));
    }
    // A secret it does not hold is no seat either.
    let stranger = Conn(9);
    table.at(table.now, Event::Opened(stranger));
    let out = table.at(
        table.now,
        Event::Hello {
            conn: stranger,
            seat: Some(Secret(0xBAD)),
            invite: None,
            fresh: Secret(0xD),
        },
    );
    assert_eq!(refusal(&out, stranger), Some(Refusal::UnknownSeat));
    assert_eq!(table.room.record().ply(), 1);
}

#[test]
fn only_the_invite_seats_and_it_seats_one_page_once_which_a_lost_welcome_does_not_lose() {
    let mut room = Room::new(kalah(Some(DEFAULT_TURN)), 5, INVITE, 0);
    let seated = |out: &[Out], conn: Conn| {
        sent_to(out, conn).into_iter().find_map(|m| match m {
            ToClient::Welcome { seat, .. } => Some(seat),
            _ => None,
        })
    };
    // The maker's page, with the invite and its own secret.
    room.handle(0, Event::Opened(A));
    let hello_a = Event::Hello {
        conn: A,
        seat: Some(Secret(0xA)),
        invite: Some(INVITE),
        fresh: Secret(1),
    };
    assert_eq!(seated(&room.handle(0, hello_a), A), Some(Some(0)));
    // A watch link (no invite) finds a seat free and does not take it.
    room.handle(1, Event::Opened(WATCHER));
    let out = room.handle(
        1,
        Event::Hello {
            conn: WATCHER,
            seat: None,
            invite: None,
            fresh: Secret(2),
        },
    );
    assert_eq!(seated(&out, WATCHER), Some(None));
    assert!(saves(&out).is_empty());
    // Nor does a made-up invite, which is said.
    let guesser = Conn(7);
    room.handle(2, Event::Opened(guesser));
    let out = room.handle(
        2,
        Event::Hello {
            conn: guesser,
            seat: Some(Secret(0x99)),
            invite: Some(Invite(0x1e8)),
            fresh: Secret(3),
        },
    );
    assert_eq!(refusal(&out, guesser), Some(Refusal::WrongInvite));
    assert_eq!(seated(&out, guesser), Some(None));
    assert!(!room.view(2).seats[1].taken);
    // The friend brings the invite: seated, under the secret the page proposed.
    room.handle(3, Event::Opened(B));
    let hello_b = |conn| Event::Hello {
        conn,
        seat: Some(Secret(0xB)),
        invite: Some(INVITE),
        fresh: Secret(4),
    };
    let out = room.handle(3, hello_b(B));
    assert_eq!(seated(&out, B), Some(Some(1)));
    assert_eq!(
        saves(&out),
        vec![Change::Seated {
            seat: 1,
            secret: Secret(0xB)
        }]
    );
    // Its welcome is lost with its socket: the same hello on a new socket finds the seat.
    room.handle(4, Event::Closed(B));
    let again = Conn(8);
    room.handle(5, Event::Opened(again));
    let out = room.handle(5, hello_b(again));
    assert_eq!(seated(&out, again), Some(Some(1)));
    assert!(saves(&out).is_empty(), "the seat was not given twice");
    // The invite, used, seats nobody else.
    let late = Conn(9);
    room.handle(6, Event::Opened(late));
    let out = room.handle(
        6,
        Event::Hello {
            conn: late,
            seat: Some(Secret(0xC)),
            invite: Some(INVITE),
            fresh: Secret(5),
        },
    );
    assert_eq!(refusal(&out, late), Some(Refusal::Full));
    assert_eq!(seated(&out, late), Some(None));
    assert_eq!(room.seat_with(Secret(0xC)), None);
}

#[test]
fn a_reload_takes_the_seat_back_by_its_secret_and_the_away_clock_runs_only_on_its_own_turn() {
    let mut table = Table::new(kalah(None));
    // B leaves while South (A) is to move: B's absence is not counted.
    let out = table.at(1_000, Event::Closed(B));
    let view = last_view(&out).unwrap();
    assert!(!view.seats[1].here);
    assert_eq!(view.seats[1].away_left_ms, Some(AWAY_LIMIT));
    let view = table.room.view(50_000);
    assert_eq!(view.seats[1].away_left_ms, Some(AWAY_LIMIT));

    // A moves at 50 s: now B's turn, and B's absence counts.
    table.at(
        50_000,
        Event::Move {
            conn: A,
            ply: 0,
            played: pit(1),
        },
    );
    assert_eq!(
        table.room.view(60_000).seats[1].away_left_ms,
        Some(AWAY_LIMIT - 10_000)
    );
    assert_eq!(table.room.next_wake(), Some(50_000 + AWAY_LIMIT));

    // B comes back on a new socket with its secret: the same seat, no new secret.
    let again = Conn(20);
    table.at(60_000, Event::Opened(again));
    let out = table.at(
        60_000,
        Event::Hello {
            conn: again,
            seat: Some(Secret(0xB)),
            invite: Some(INVITE),
            fresh: Secret(0xE),
        },
    );
    assert!(sent_to(&out, again).contains(&ToClient::Welcome {
        seat: Some(1),
        secret: None,
        invite: None,
    }));
    assert!(saves(&out).is_empty(), "no new seat is stored");
    let view = last_view(&out).unwrap();
    assert!(view.seats[1].here);
    assert_eq!(view.seats[1].away_left_ms, None);
    let out = table.at(
        61_000,
        Event::Move {
            conn: again,
            ply: 1,
            played: pit(1),
        },
    );
    assert!(refusal(&out, again).is_none(), "{out:?}");
}

#[test]
fn a_player_away_past_the_limit_on_their_own_turn_loses() {
    let mut table = Table::new(kalah(None));
    table.at(10, Event::Closed(A));
    assert_eq!(table.room.next_wake(), Some(10 + AWAY_LIMIT));
    assert!(table.at(10 + AWAY_LIMIT - 1, Event::Tick).is_empty());
    let out = table.at(10 + AWAY_LIMIT, Event::Tick);
    assert_eq!(
        table.room.ended(),
        Some(Ending::Abandoned { seat: 0 }),
        "{out:?}"
    );
    assert_eq!(
        saves(&out),
        vec![Change::Ended {
            game: 0,
            ending: Ending::Abandoned { seat: 0 }
        }]
    );
    assert_eq!(table.room.next_wake(), None);
}

#[test]
fn when_the_turn_clock_runs_out_the_room_plays_a_legal_move_and_the_next_turn_starts() {
    let turn = Millis::from(DEFAULT_TURN) * 1000;
    let mut table = Table::new(kalah(Some(DEFAULT_TURN)));
    assert_eq!(table.room.view(30_000).turn_left_ms, Some(turn - 30_000));
    assert_eq!(table.room.next_wake(), Some(turn));
    assert!(table.at(turn - 1, Event::Tick).is_empty(), "not yet");
    let out = table.at(turn, Event::Tick);
    let played = match saves(&out).as_slice() {
        [
            Change::Moved {
                ply: 0, played, at, ..
            },
        ] => {
            assert_eq!(*at, turn);
            *played
        }
        other => panic!("the clock should play one move: {other:?}"),
    };
    let mut record = Record::new(Position::start(
        table.room.settings().rules(),
        Player::South,
    ));
    record
        .play_move(played)
        .expect("the clock plays a legal move");
    assert_eq!(table.room.record().position(), record.position());
    let mover_after = record.position().to_move();
    let left = table.room.view(turn + 5).turn_left_ms;
    assert_eq!(
        left,
        Some(turn - 5),
        "the next turn's whole time, for {mover_after:?}"
    );
    // The same room, from the same seed, draws the same move.
    let mut twin = Table::new(kalah(Some(DEFAULT_TURN)));
    assert_eq!(saves(&twin.at(turn, Event::Tick)), saves(&out));
}

#[test]
fn resign_then_a_rematch_swaps_who_opens_and_a_second_offer_by_the_same_seat_is_no_acceptance() {
    let mut table = Table::new(kalah(None));
    table.play(A, pit(1));
    let out = table.at(table.now, Event::Resign(B));
    assert_eq!(table.room.ended(), Some(Ending::Resigned { seat: 1 }));
    assert_eq!(
        last_view(&out).unwrap().ended,
        Some(Ending::Resigned { seat: 1 })
    );
    let out = table.at(table.now, Event::Resign(A));
    assert_eq!(refusal(&out, A), Some(Refusal::Over));

    table.at(table.now, Event::Rematch(A));
    let out = table.at(table.now, Event::Rematch(A));
    assert_eq!(last_view(&out).unwrap().rematch, Some(0));
    assert_eq!(
        table.room.game(),
        0,
        "one seat's offer twice is not a rematch"
    );
    let out = table.at(table.now + 1, Event::Rematch(B));
    assert_eq!(table.room.game(), 1);
    let view = last_view(&out).unwrap();
    assert_eq!((view.south, view.moves.as_str(), view.ended), (1, "", None));
    // B (seat 1) plays South and opens now; A may not.
    let out = table.at(
        table.now,
        Event::Move {
            conn: A,
            ply: 0,
            played: pit(1),
        },
    );
    assert_eq!(refusal(&out, A), Some(Refusal::NotYourTurn));
    let out = table.at(
        table.now,
        Event::Move {
            conn: B,
            ply: 0,
            played: pit(1),
        },
    );
    assert!(refusal(&out, B).is_none());
    let out = table.at(table.now, Event::Rematch(B));
    assert_eq!(refusal(&out, B), Some(Refusal::NotOver));
}

#[test]
fn a_room_that_does_not_alternate_keeps_its_maker_opening_every_game() {
    let mut table = Table::new(kalah(None).alternating(false));
    for game in 1..=2 {
        table.at(table.now, Event::Resign(B));
        table.at(table.now, Event::Rematch(A));
        let out = table.at(table.now + 1, Event::Rematch(B));
        let view = last_view(&out).unwrap();
        assert_eq!((view.game, view.south, view.alternate), (game, 0, false));
        // A (seat 0) opens again; B may not.
        let out = table.play(B, pit(1));
        assert_eq!(refusal(&out, B), Some(Refusal::NotYourTurn));
        let out = table.play(A, pit(1));
        assert!(refusal(&out, A).is_none(), "{out:?}");
    }
    // Resumed from its changes, the room still does not alternate.
    let resumed = Room::resume(
        kalah(None).alternating(false),
        99,
        INVITE,
        &table.saved,
        table.now,
        0,
    )
    .expect("the stored changes replay");
    assert_eq!(resumed.seat_of(Player::South), 0);
    assert_eq!(resumed.record().moves(), table.room.record().moves());
}

#[test]
fn a_room_resumed_from_its_stored_changes_is_the_same_room_with_the_turn_begun_again() {
    let mut table = Table::new(kalah(Some(60)));
    for (conn, played) in [(A, pit(3)), (A, pit(1)), (B, pit(2))] {
        let out = table.play(conn, played);
        assert!(refusal(&out, conn).is_none());
    }
    let resumed = Room::resume(kalah(Some(60)), 99, INVITE, &table.saved, 500_000, 20_000)
        .expect("the stored changes replay");
    assert_eq!(resumed.record().moves(), table.room.record().moves());
    assert_eq!(resumed.game(), 0);
    // The turn starts over with its whole minute and 20 s of grace.
    assert_eq!(resumed.view(500_000).turn_left_ms, Some(80_000));
    // Both seats come back by their secrets.
    let mut resumed = resumed;
    resumed.handle(500_000, Event::Opened(A));
    let out = resumed.handle(
        500_000,
        Event::Hello {
            conn: A,
            seat: Some(Secret(0xA)),
            invite: None,
            fresh: Secret(7),
        },
    );
    assert!(sent_to(&out, A).contains(&ToClient::Welcome {
        seat: Some(0),
        secret: None,
        invite: None,
    }));

    // A change that does not follow is refused, not replayed.
    let mut broken = table.saved.clone();
    let second = broken
        .iter_mut()
        .filter(|c| matches!(c, Change::Moved { .. }))
        .nth(1);
    if let Some(Change::Moved { played, .. }) = second {
        *played = pit(3); // South's pit 3 was emptied by the first move
    }
    assert!(Room::resume(kalah(Some(60)), 99, INVITE, &broken, 0, 0).is_err());
}

#[test]
fn settings_outside_the_rooms_choices_are_refused() {
    assert!(Settings::new(2, HouseRules::STANDARD, None).is_err());
    assert!(Settings::new(7, HouseRules::STANDARD, None).is_err());
    assert!(Settings::new(5, HouseRules::STANDARD, Some(45)).is_err());
    for seeds in 3..=6 {
        for turn in [None, Some(30), Some(60), Some(120), Some(300)] {
            assert!(Settings::new(seeds, HouseRules::STANDARD, turn).is_ok());
        }
    }
}

/// A random event from the pool of sockets: the two players, watchers and a stranger.
#[test]
fn a_watcher_coming_and_going_is_sent_the_room_alone_and_tells_nobody_else() {
    // Each watcher's hello and close used to send the whole room to everyone in it, so a
    // crowd of watchers could bury the players' sockets under states.
    let mut table = Table::new(kalah(None));
    for n in 0..50 {
        let watcher = Conn(100 + n);
        table.at(table.now, Event::Opened(watcher));
        let out = table.at(
            table.now,
            Event::Hello {
                conn: watcher,
                seat: None,
                invite: None,
                fresh: Secret(0xF),
            },
        );
        assert!(
            out.iter()
                .all(|o| matches!(o, Out::Send(c, _) if *c == watcher)),
            "{out:?}"
        );
        assert!(
            sent_to(&out, watcher)
                .iter()
                .any(|m| matches!(m, ToClient::State(v) if v.watchers == n as u32 + 1)),
            "the watcher is sent the room, itself counted"
        );
    }
    assert_eq!(table.room.watchers(), 50);
    let out = table.at(table.now, Event::Closed(Conn(100)));
    assert!(out.is_empty(), "{out:?}");
    assert_eq!(table.room.watchers(), 49);
    // The next change that everyone sees carries the count as it is.
    let out = table.play(A, pit(1));
    assert_eq!(last_view(&out).map(|v| v.watchers), Some(49));
}

#[test]
fn a_second_socket_with_a_seats_secret_takes_the_seat_and_the_first_is_told_and_let_go() {
    let mut table = Table::new(kalah(None));
    let again = Conn(77);
    table.at(table.now, Event::Opened(again));
    let out = table.at(
        table.now,
        Event::Hello {
            conn: again,
            seat: Some(Secret(0xA)),
            invite: None,
            fresh: Secret(0xE),
        },
    );
    assert_eq!(refusal(&out, A), Some(Refusal::Replaced));
    let dropped = out.iter().position(|o| *o == Out::Drop(A));
    let told = out
        .iter()
        .position(|o| matches!(o, Out::Send(c, ToClient::Refused { .. }) if *c == A));
    assert!(
        told.is_some() && dropped.is_some() && told < dropped,
        "told, then let go: {out:?}"
    );
    assert_eq!(table.room.seat_held_by(again), Some(0));
    assert_eq!(table.room.seat_held_by(A), None);
    // The old socket's close, when it comes, changes nothing: the seat stays here.
    let out = table.at(table.now, Event::Closed(A));
    assert!(out.is_empty(), "{out:?}");
    assert!(table.room.view(table.now).seats[0].here);
    // The new socket plays.
    let out = table.at(
        table.now,
        Event::Move {
            conn: again,
            ply: 0,
            played: pit(1),
        },
    );
    assert_eq!(refusal(&out, again), None);
    assert_eq!(table.room.record().ply(), 1);
}

#[test]
fn a_message_whose_strings_are_escaped_reads_as_the_plain_one() {
    // JSON may write any character of a string as an escape; a decoder that borrowed the text
    // could not unescape it, and refused a valid move, secret or invite.
    let plain = ToServer::decode(r#"{"type":"move","ply":0,"move":"1"}"#);
    assert_eq!(
        ToServer::decode(r#"{"type":"move","ply":0,"move":"\u0031"}"#),
        plain
    );
    assert!(plain.is_ok(), "{plain:?}");
    let secret = Secret(0xabc);
    let escaped_secret = format!("{secret}").replace('a', "\\u0061");
    let hello = format!(
        r#"{{"type":"hello","seat":"{escaped_secret}","invite":"\u0030\u0030000000000000ff"}}"#
    );
    assert_eq!(
        ToServer::decode(&hello),
        Ok(ToServer::Hello {
            seat: Some(secret),
            invite: Some(Invite(0xff)),
        })
    );
}

fn random_event(rng: &mut SmallRng, room: &Room) -> Event {
    let conns = [A, B, WATCHER, Conn(4), Conn(5)];
    let conn = conns[rng.random_range(0..conns.len())];
    let ply = room.record().ply() as u16;
    match rng.random_range(0..20) {
        0 => Event::Opened(conn),
        1 => Event::Hello {
            conn,
            seat: [
                None,
                Some(Secret(0xA)),
                Some(Secret(0xB)),
                Some(Secret(0xBAD)),
            ][rng.random_range(0..4)],
            invite: [None, Some(INVITE), Some(Invite(0xBAD))][rng.random_range(0..3)],
            fresh: Secret(rng.random()),
        },
        2 => Event::Closed(conn),
        3 => Event::Resign(conn),
        4 | 5 => Event::Rematch(conn),
        6 => Event::Unreadable(conn),
        7..=9 => Event::Tick,
        _ => Event::Move {
            conn,
            ply: ply.saturating_add_signed(rng.random_range(-1..=1)),
            played: if rng.random_range(0..10) == 0 {
                Move::Swap
            } else {
                pit(rng.random_range(1..=6))
            },
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Over random events from both seats, watchers and strangers, at random times: the seeds
    /// are conserved, only the player to move moves, the turn clock only runs down between
    /// moves, the room resumed from what it stored has the room's board, and every message sent
    /// reads back as itself.
    #[test]
    fn random_events_keep_the_rooms_promises(seed in any::<u64>(), seeds in 3u8..=6, pie in any::<bool>(), clock in any::<bool>()) {
        let house = HouseRules { pie, ..HouseRules::STANDARD };
        let settings = Settings::new(seeds, house, clock.then_some(30)).unwrap();
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut room = Room::new(settings, seed, INVITE, 0);
        let mut saved = Vec::new();
        let mut now: Millis = 0;
        let mut moves_seen = 0usize;
        let mut seats_of: std::collections::HashMap<Conn, u8> = Default::default();
        for _ in 0..400 {
            let event = random_event(&mut rng, &room);
            now += rng.random_range(0..20_000);
            let before = room.clone();
            let left_before = before.view(now).turn_left_ms;
            let out = room.handle(now, event.clone());
            for o in &out {
                // What the server sends reads back, strictly, as the same message.
                if let Out::Send(_, message) | Out::Everyone(message) = o {
                    let text = message.encode();
                    prop_assert!(text.len() <= mancala::room::protocol::MAX_FRAME);
                    prop_assert_eq!(&ToClient::decode(&text), &Ok(message.clone()));
                }
                if let Out::Send(conn, ToClient::Welcome { seat: Some(seat), .. }) = o {
                    seats_of.insert(*conn, *seat);
                }
                if let Out::Send(_, ToClient::Welcome { seat: None, .. }) = o
                    && let Event::Hello { conn, .. } = event
                {
                    seats_of.remove(&conn);
                }
            }
            if let Event::Closed(conn) = event {
                seats_of.remove(&conn);
            }
            // A seat is given only to a hello that brings the room's invite.
            if saves(&out).iter().any(|c| matches!(c, Change::Seated { .. })) {
                prop_assert!(matches!(event, Event::Hello { invite: Some(INVITE), .. }), "{:?} took a seat", event);
            }
            saved.extend(saves(&out));
            let position = room.record().position();
            prop_assert_eq!(position.total_seeds(), settings.rules().total_seeds());
            let played = room.record().ply() - if room.game() == before.game() { before.record().ply() } else { 0 };
            if room.game() == before.game() && played > 0 {
                prop_assert_eq!(played, 1, "one event plays one move at most");
                let mover = before.record().position().to_move();
                match event {
                    Event::Move { conn, .. } => {
                        prop_assert_eq!(seats_of.get(&conn).copied(), Some(before.seat_of(mover)), "only the player to move moves");
                    }
                    Event::Tick => {
                        prop_assert!(left_before == Some(0), "the clock plays only when the turn is up");
                    }
                    ref other => prop_assert!(false, "{:?} played a move", other),
                }
                moves_seen += 1;
            } else if room.game() == before.game() {
                // No move: the clock only ran down.
                let later = room.view(now + 1).turn_left_ms;
                if let (Some(a), Some(b)) = (left_before, later) {
                    prop_assert!(b <= a, "the clock went up from {} to {}", a, b);
                }
            }
            // The room resumed from its stored changes has the same game and board.
            if rng.random_range(0..25) == 0 {
                let resumed = Room::resume(settings, seed, INVITE, &saved, now, 0).map_err(TestCaseError::fail)?;
                prop_assert_eq!(resumed.game(), room.game());
                prop_assert_eq!(resumed.record().moves(), room.record().moves());
                prop_assert_eq!(resumed.ended(), room.ended());
            }
        }
        let _ = moves_seen;
    }

    /// Any text at all, read as a message: an error or a message that writes back the same,
    /// never a panic; and a message's own text always reads back.
    #[test]
    fn any_text_is_read_strictly(text in ".{0,200}", bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        for candidate in [text.clone(), String::from_utf8_lossy(&bytes).into_owned()] {
            if let Ok(message) = ToServer::decode(&candidate) {
                prop_assert_eq!(ToServer::decode(&message.encode()), Ok(message));
            }
            let _ = ToClient::decode(&candidate);
        }
    }
}

#[test]
fn seats_given_ahead_wait_away_for_their_pages_and_are_kept_as_any_seat() {
    // The queue's pairing: both seats given as the room is made, before any page comes.
    let mut room = Room::new(kalah(None), 99, INVITE, 50);
    let kept = room.seat_ahead(&[Secret(0xA), Secret(0xB)], 50);
    assert_eq!(
        kept,
        vec![
            Change::Seated {
                seat: 0,
                secret: Secret(0xA)
            },
            Change::Seated {
                seat: 1,
                secret: Secret(0xB)
            },
        ]
    );
    assert!(room.playing(), "both seats taken: the game is under way");
    // Each is away from the start: the mover's away limit runs while no page comes.
    assert_eq!(room.next_wake(), Some(50 + AWAY_LIMIT));
    // A page with its seat's secret takes it, as after a reload; the invite seats no one more.
    room.handle(60, Event::Opened(B));
    let out = room.handle(
        60,
        Event::Hello {
            conn: B,
            seat: Some(Secret(0xB)),
            invite: None,
            fresh: Secret(0xF),
        },
    );
    assert!(
        sent_to(&out, B).contains(&ToClient::Welcome {
            seat: Some(1),
            secret: None,
            invite: None,
        }),
        "{out:?}"
    );
    assert!(saves(&out).is_empty(), "nothing new to keep: {out:?}");
    room.handle(60, Event::Opened(WATCHER));
    let out = room.handle(
        60,
        Event::Hello {
            conn: WATCHER,
            seat: None,
            invite: Some(INVITE),
            fresh: Secret(0xF),
        },
    );
    assert_eq!(refusal(&out, WATCHER), Some(Refusal::Full));
    // Read back from what was kept, the room has the same seats.
    let resumed = Room::resume(kalah(None), 99, INVITE, &kept, 70, 0).expect("resumes");
    assert_eq!(resumed.seat_with(Secret(0xA)), Some(0));
    assert_eq!(resumed.seat_with(Secret(0xB)), Some(1));

    // A room made by hand: its maker's seat given ahead, the other left for the invite.
    let mut made = Room::new(kalah(None), 99, INVITE, 0);
    assert_eq!(
        made.seat_ahead(&[Secret(0xA)], 0),
        vec![Change::Seated {
            seat: 0,
            secret: Secret(0xA)
        }]
    );
    assert!(!made.playing());
    made.handle(5, Event::Opened(B));
    let out = made.handle(
        5,
        Event::Hello {
            conn: B,
            seat: Some(Secret(0xB)),
            invite: Some(INVITE),
            fresh: Secret(0xF),
        },
    );
    assert_eq!(
        saves(&out),
        vec![Change::Seated {
            seat: 1,
            secret: Secret(0xB)
        }]
    );
    assert!(made.playing());
}
