//! Online: the live rooms' controller, driven through the session as the page drives it, with
//! the room server's own referee (`mancala::room`) standing in for the server: what a page asks
//! to send is read by the referee, and what the referee sends is handed back to the pages as
//! text frames. No socket and no timer.

use mancala::engine::{GameResult, Player};
use mancala::model::play::records::{Results, RuleSet};
use mancala::model::share::link::{RoomId, RoomLink};
use mancala::room::protocol::{Invite, Problem, Refusal, Secret, ToClient, ToServer, View};
use mancala::room::{Conn, Event, Millis, Out, Room, Settings};

use super::page::*;
use mancala::model::online::words::{self, Place};
use mancala::model::online::{
    Closed, Handoff, InRoom, LinkSent, LobbySaid, Presence, Said, Seat, Who,
};

/// A room and the pages in it, each with its socket's number while connected.
struct Net {
    room: Room,
    id: RoomId,
    now: Millis,
    pages: Vec<(Option<Conn>, Page)>,
    next_conn: u64,
    next_secret: u128,
    /// The pages' own fresh secrets, counted apart from the server's.
    next_fresh: u128,
}

const ID: &str = "k3x9q2m7a1b8";

/// The room's invite.
const INVITE: Invite = Invite(0x0123_4567_89ab_cdef);

/// The invite link's query.
fn invite_link() -> String {
    format!("?online={ID}.0123456789abcdef")
}

fn id() -> RoomId {
    RoomId::new(ID).expect("a room id")
}

impl Net {
    fn new(turn: Option<u16>) -> Net {
        let settings = Settings::new(4, mancala::engine::HouseRules::STANDARD, turn)
            .expect("a room's settings");
        Net {
            room: Room::new(settings, 7, INVITE, 0),
            id: id(),
            now: 0,
            pages: Vec::new(),
            next_conn: 1,
            next_secret: 0x1234_5678_9abc_def0_1234_5678_9abc_def0,
            next_fresh: 0xfeed_0000_0000_0000_0000_0000_0000_0000,
        }
    }

    /// A page that makes the room: it opens `?online` and asks for a room, which the server
    /// makes with the page's proposed secret in the first seat; it enters the room.
    fn make(&mut self) -> usize {
        let mut page = Page::with_link("?online");
        page.online(OnlineAction::Open { seats: Ok(None) });
        self.next_fresh += 1;
        page.online(OnlineAction::Create {
            turn: None,
            alternate: true,
            fresh: Secret(self.next_fresh),
        });
        self.pages.push((None, page));
        let at = self.pages.len() - 1;
        self.pump();
        at
    }

    fn fresh(&mut self) -> Secret {
        self.next_fresh += 1;
        Secret(self.next_fresh)
    }

    /// A page that opens `link`, with `seats` as the stored seats' text; it enters the room.
    fn enter(&mut self, link: &str, seats: Option<String>) -> usize {
        self.enter_with(Page::with_link(link), seats)
    }

    /// Page `page`, opened, with `seats` as the stored seats' text; it enters the room.
    fn enter_with(&mut self, mut page: Page, seats: Option<String>) -> usize {
        page.online(OnlineAction::Open {
            seats: stored(seats, seats_from_json),
        });
        self.pages.push((None, page));
        let at = self.pages.len() - 1;
        self.pump();
        at
    }

    fn page(&self, at: usize) -> &Page {
        &self.pages[at].1
    }

    fn page_mut(&mut self, at: usize) -> &mut Page {
        &mut self.pages[at].1
    }

    /// Has page `at` do `action`, then carries every message until all is quiet.
    fn act(&mut self, at: usize, action: OnlineAction) {
        self.page_mut(at).online(action);
        self.pump();
    }

    /// Carries what the pages asked to do to the referee, and what it sends back to them.
    fn pump(&mut self) {
        for _ in 0..1000 {
            let mut busy = false;
            for at in 0..self.pages.len() {
                let asked: Vec<OnlineWant> = std::mem::take(&mut self.pages[at].1.room);
                for effect in asked {
                    busy = true;
                    self.now += 5;
                    match effect {
                        OnlineWant::Connect(room) => {
                            assert_eq!(room, self.id, "the page connects to its room");
                            let conn = Conn(self.next_conn);
                            self.next_conn += 1;
                            self.pages[at].0 = Some(conn);
                            let out = self.room.handle(self.now, Event::Opened(conn));
                            self.deliver(out);
                            let fresh = self.fresh();
                            let kept = self.page(at).saved_seats.clone();
                            let seats = stored(kept, seats_from_json);
                            self.page_mut(at)
                                .online(OnlineAction::Opened { fresh, seats });
                        }
                        OnlineWant::Create(asked) => {
                            // The server seats the maker under the secret the page proposed,
                            // as if it had come with the invite, before anyone can come.
                            let body: serde_json::Value =
                                serde_json::from_str(&asked).expect("the request is JSON");
                            let secret: Secret = body["seat"]
                                .as_str()
                                .and_then(|text| text.parse().ok())
                                .expect("the request proposes the maker's secret");
                            let stand_in = Conn(u64::MAX);
                            self.room.handle(self.now, Event::Opened(stand_in));
                            self.room.handle(
                                self.now,
                                Event::Hello {
                                    conn: stand_in,
                                    seat: Some(secret),
                                    invite: Some(INVITE),
                                    fresh: Secret(0),
                                },
                            );
                            self.room.handle(self.now, Event::Closed(stand_in));
                            let made = Ok((self.id, INVITE));
                            self.page_mut(at)
                                .online(OnlineAction::Created { asked, made });
                        }
                        OnlineWant::Send(text) => {
                            let conn = self.pages[at].0.expect("a socket to send on");
                            let message = ToServer::decode(&text).expect("the page sends messages");
                            self.next_secret += 1;
                            let event =
                                Event::from_message(conn, message, Secret(self.next_secret));
                            let out = self.room.handle(self.now, event);
                            self.deliver(out);
                        }
                        OnlineWant::Disconnect => {
                            if let Some(conn) = self.pages[at].0.take() {
                                let out = self.room.handle(self.now, Event::Closed(conn));
                                self.deliver(out);
                            }
                        }
                        // The queue's socket is not this room's: the tests that wait in
                        // it hand the pages its frames themselves.
                        OnlineWant::Queue(_) => {}
                        // The router's own, which it never hands to the page.
                        want => panic!("{want:?} handed to the page"),
                    }
                }
            }
            if !busy {
                return;
            }
        }
        panic!("the room never went quiet");
    }

    fn deliver(&mut self, out: Vec<Out>) {
        for out in out {
            let (to, message) = match out {
                Out::Send(conn, message) => (Some(conn), message),
                Out::Everyone(message) => (None, message),
                // The page told its seat is open elsewhere stops by itself.
                Out::Save(_) | Out::Drop(_) => continue,
            };
            for (conn, page) in &mut self.pages {
                if conn.is_some() && (to.is_none() || to == *conn) {
                    page.online(OnlineAction::Frame(message.encode()));
                }
            }
        }
    }

    /// Page `at`'s socket goes down (the server stopped, or the network): the referee sees it
    /// close, and the page sees it lost.
    fn drop_line(&mut self, at: usize) {
        if let Some(conn) = self.pages[at].0.take() {
            let out = self.room.handle(self.now, Event::Closed(conn));
            self.deliver(out);
        }
        self.page_mut(at).online(OnlineAction::Lost);
        self.pump();
    }

    /// Page `at`'s socket opens again by itself, as the web layer's retry does.
    fn reopen(&mut self, at: usize) {
        let conn = Conn(self.next_conn);
        self.next_conn += 1;
        self.pages[at].0 = Some(conn);
        let out = self.room.handle(self.now, Event::Opened(conn));
        self.deliver(out);
        let fresh = self.fresh();
        let seats = stored(self.page(at).saved_seats.clone(), seats_from_json);
        self.act(at, OnlineAction::Opened { fresh, seats });
    }

    /// The page whose turn it is, if any.
    fn to_move(&self) -> Option<usize> {
        (0..self.pages.len()).find(|&at| room_of(self.page(at)).my_turn())
    }
}

fn room_of(page: &Page) -> &mancala::model::online::InRoom {
    page.session
        .online()
        .and_then(|online| online.room())
        .expect("the page is in a room")
}

/// The room's status line, as the page shows it.
fn said(page: &Page) -> String {
    words::said(room_of(page).said())
}

/// The turn clock's line at `now`, as the page shows it.
fn clock_line(room: &InRoom, now: f64) -> Option<String> {
    room.countdown(now).map(words::countdown)
}

/// Who is in the room at `now`, as the page shows it.
fn presence_lines(room: &InRoom, now: f64) -> Vec<String> {
    room.presence(now).iter().map(words::presence).collect()
}

/// Two pages seated: the maker (seat 0) and the friend by invite (seat 1).
fn two_seated(turn: Option<u16>) -> (Net, usize, usize) {
    let mut net = Net::new(turn);
    let maker = net.make();
    let friend = net.enter(&invite_link(), None);
    (net, maker, friend)
}

#[test]
fn making_a_room_asks_with_the_games_seeds_rules_and_the_clock_then_enters_it() {
    let mut page = Page::with_link("?online&seeds=5&rules=empty-capture");
    assert!(page.session.online().is_some(), "?online opens the mode");
    page.online(OnlineAction::Open { seats: Ok(None) });
    page.online(OnlineAction::Create {
        turn: Some(120),
        alternate: false,
        fresh: Secret(0xabc),
    });
    // The request proposes the maker's secret: the server seats the maker as it makes the
    // room, so nobody else can take the first seat.
    assert_eq!(
        page.room,
        vec![OnlineWant::Create(
            r#"{"rules":"6x5e","turn":120,"seat":"00000000000000000000000000000abc","alternate":false}"#.to_string()
        )]
    );
    let [OnlineWant::Create(asked)] = &page.room[..] else {
        unreachable!()
    };
    let asked = asked.clone();
    page.room.clear();
    // A second click while the first is on its way asks nothing more.
    page.online(OnlineAction::Create {
        turn: None,
        alternate: true,
        fresh: Secret(0xdef),
    });
    assert!(page.room.is_empty());
    page.effects.clear();
    // An answer to another request (one given up before) enters nothing.
    page.online(OnlineAction::Created {
        asked: r#"{"rules":"6x5e","turn":120,"seat":"00000000000000000000000000000999"}"#.into(),
        made: Ok((RoomId::new("zzzzzzzzzzzz").unwrap(), INVITE)),
    });
    assert!(page.effects.is_empty(), "{:?}", page.effects);
    page.online(OnlineAction::Created {
        asked,
        made: Ok((id(), INVITE)),
    });
    // The secret is kept before the socket opens.
    let asked: Vec<&Effect> = page
        .effects
        .iter()
        .filter(|effect| matches!(effect, Effect::SaveSeats(_) | Effect::Online(_)))
        .collect();
    assert!(
        matches!(&asked[..], [Effect::SaveSeats(kept), Effect::Online(OnlineWant::Connect(room))]
            if kept.secret(id()) == Some(Secret(0xabc)) && *room == id()),
        "{asked:?}"
    );
    assert_eq!(page.address.as_deref(), Some("online=k3x9q2m7a1b8"));
    let mut none = Page::with_link("?online");
    none.online(OnlineAction::Open { seats: Ok(None) });
    none.online(OnlineAction::Create {
        turn: None,
        alternate: true,
        fresh: Secret(u128::MAX),
    });
    assert_eq!(
        none.room,
        vec![OnlineWant::Create(
            r#"{"rules":"6x4","turn":null,"seat":"ffffffffffffffffffffffffffffffff","alternate":true}"#.to_string()
        )]
    );
}

/// A page that has asked for a room with `turn`, and the request's body.
fn asking_for_a_room(turn: Option<u16>) -> (Page, String) {
    let mut page = Page::with_link("?online");
    page.online(OnlineAction::Open { seats: Ok(None) });
    page.online(OnlineAction::Create {
        turn,
        alternate: true,
        fresh: Secret(1),
    });
    match &page.room[..] {
        [OnlineWant::Create(asked)] => {
            let asked = asked.clone();
            (page, asked)
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn no_room_server_is_said_plainly_and_the_game_plays_on() {
    let (mut page, asked) = asking_for_a_room(Some(120));
    page.online(OnlineAction::Created {
        asked,
        made: Err(Unmade::NoServer),
    });
    let Some(OnlineShown::Lobby { making, said, .. }) = page.session.online().map(|o| o.shown())
    else {
        panic!("the page that makes rooms");
    };
    assert!(!making);
    assert_eq!(said, &Some(LobbySaid::NoServer));
    assert!(words::lobby(&LobbySaid::NoServer).starts_with("No room server answers"));
    // An invite whose socket never opens says the same.
    let mut invited = Page::with_link(&invite_link());
    invited.online(OnlineAction::Open { seats: Ok(None) });
    invited.online(OnlineAction::Lost);
    assert_eq!(room_of(&invited).line(), Line::NoServer);
    // Back to the game: it plays as before.
    invited.online(OnlineAction::Close);
    assert!(invited.session.online().is_none());
    assert!(invited.room.contains(&OnlineWant::Disconnect));
    invited.send(Action::Play(PlayAction::Sow(pit(1))));
    invited.settle();
    assert!(
        invited.session.game().record().ply() >= 2,
        "the computer answered"
    );
}

#[test]
fn the_servers_code_is_put_into_words_when_it_makes_no_room() {
    for (problem, words) in [
        (
            Problem::TooMany,
            "too many rooms or connections came from this address",
        ),
        (Problem::Full, "it is full just now"),
        (Problem::Settings, "cannot be played with these settings"),
    ] {
        let (mut page, asked) = asking_for_a_room(Some(30));
        page.online(OnlineAction::Created {
            asked,
            made: Err(Unmade::Refused(problem)),
        });
        let Some(OnlineShown::Lobby {
            said: Some(said), ..
        }) = page.session.online().map(|o| o.shown())
        else {
            panic!("a sentence");
        };
        let said = words::lobby(said);
        assert!(
            said.starts_with("The room server made no room: ") && said.contains(words),
            "{said}"
        );
    }
}

#[test]
fn two_pages_play_a_whole_game_and_each_says_what_the_other_did() {
    let (mut net, maker, friend) = two_seated(Some(120));
    assert_eq!(room_of(net.page(maker)).seat(), Some(Seat::First));
    assert_eq!(room_of(net.page(friend)).seat(), Some(Seat::Second));
    assert_eq!(said(net.page(maker)), "Your turn.");
    assert_eq!(said(net.page(friend)), "Your friend to move.");
    // The maker opens with pit 3: four seeds end in the store, an extra turn.
    net.act(maker, OnlineAction::Sow(pit(3)));
    assert_eq!(
        said(net.page(friend)),
        "Your friend sowed pit 3: extra turn. Your friend to move."
    );
    assert_eq!(
        said(net.page(maker)),
        "You sowed pit 3: extra turn. Your turn."
    );
    let mut moves = 1;
    while let Some(at) = net.to_move() {
        let position = room_of(net.page(at)).shown_position().unwrap();
        // Each page shows its own row at the bottom.
        let pit = position.legal_moves().iter().next().unwrap();
        net.act(at, OnlineAction::Sow(pit));
        moves += 1;
        assert!(moves < 400, "the game ends");
    }
    let record = net.room.record().clone();
    assert!(record.is_over());
    for at in [maker, friend] {
        let room = room_of(net.page(at));
        assert_eq!(
            room.record().unwrap(),
            &record,
            "both pages show the referee's game"
        );
        assert!(
            said(net.page(at)).contains("Game over."),
            "{}",
            said(net.page(at))
        );
    }
    // The friend plays North: its page shows the board turned round.
    let north = room_of(net.page(friend)).shown_position().unwrap();
    assert_eq!(
        north.store(Player::South),
        record.position().store(Player::North)
    );
}

#[test]
fn a_move_carries_its_ply_so_an_extra_turns_second_move_is_told_from_a_resend() {
    let (mut net, maker, _) = two_seated(None);
    net.act(maker, OnlineAction::Sow(pit(3)));
    net.page_mut(maker).online(OnlineAction::Sow(pit(6)));
    let sent = net.page(maker).room.clone();
    let [OnlineWant::Send(text)] = &sent[..] else {
        panic!("one frame: {sent:?}");
    };
    assert_eq!(text, r#"{"type":"move","ply":1,"move":"6"}"#);
    // While it is on its way, no second move is sent.
    net.page_mut(maker).online(OnlineAction::Sow(pit(1)));
    assert_eq!(net.page(maker).room.len(), 1);
    net.pump();
    assert_eq!(net.room.record().ply(), 2);
}

#[test]
fn a_move_out_of_turn_or_from_an_empty_pit_is_refused_on_the_page() {
    let (mut net, maker, friend) = two_seated(None);
    net.act(friend, OnlineAction::Sow(pit(1)));
    assert_eq!(said(net.page(friend)), words::refusal(Refusal::NotYourTurn));
    net.act(maker, OnlineAction::Sow(pit(3)));
    net.act(maker, OnlineAction::Sow(pit(3)));
    assert_eq!(
        said(net.page(maker)),
        "Pit 3 is empty: choose a pit with seeds."
    );
    assert_eq!(net.room.record().ply(), 1, "nothing was sent");
}

#[test]
fn the_servers_refusal_is_said_and_changes_nothing() {
    let (mut net, maker, _) = two_seated(None);
    let before = room_of(net.page(maker)).record().cloned();
    let refusal = ToClient::Refused {
        why: Refusal::Stale,
    };
    net.act(maker, OnlineAction::Frame(refusal.encode()));
    assert_eq!(said(net.page(maker)), "That move was already played.");
    assert_eq!(room_of(net.page(maker)).record().cloned(), before);
}

#[test]
fn a_malformed_frame_or_an_impossible_room_is_said_and_changes_nothing() {
    let (mut net, maker, _) = two_seated(None);
    net.act(maker, OnlineAction::Sow(pit(1)));
    let before = room_of(net.page(maker)).record().cloned();
    let view = room_of(net.page(maker)).view().cloned().unwrap();
    let bad_views = [
        View {
            moves: "19".into(),
            ..view.clone()
        },
        View {
            rules: "6x9z".into(),
            ..view.clone()
        },
        View {
            south: 7,
            ..view.clone()
        },
    ];
    let mut frames: Vec<String> = bad_views
        .into_iter()
        .map(|view| ToClient::State(view).encode())
        .collect();
    frames.extend([
        "<img src=x onerror=alert(1)>".to_string(),
        r#"{"type":"welcome","seat":9,"secret":null,"invite":null}"#.to_string(),
        r#"{"type":"state"}"#.to_string(),
        "x".repeat(10_000),
    ]);
    for frame in frames {
        net.act(maker, OnlineAction::Frame(frame.clone()));
        assert!(
            said(net.page(maker)).starts_with("The room server sent something"),
            "{frame:.60}"
        );
        assert_eq!(room_of(net.page(maker)).record().cloned(), before);
        assert_eq!(room_of(net.page(maker)).seat(), Some(Seat::First));
    }
    // A state from a newer server, with a field this page does not know: refused whole, and
    // the player is told a reload catches up.
    let mut newer = serde_json::to_value(ToClient::State(view)).expect("JSON");
    newer["spectators"] = serde_json::json!(3);
    net.act(maker, OnlineAction::Frame(newer.to_string()));
    assert!(
        said(net.page(maker))
            .ends_with("If the game was updated since this page opened, reload the page."),
        "{}",
        said(net.page(maker))
    );
    assert_eq!(room_of(net.page(maker)).record().cloned(), before);
}

#[test]
fn a_reload_takes_the_seat_back_with_the_stored_secret_and_the_link_never_carries_it() {
    let (mut net, maker, friend) = two_seated(None);
    net.act(maker, OnlineAction::Sow(pit(1)));
    let stored = net
        .page(friend)
        .saved_seats
        .clone()
        .expect("the seat's secret kept");
    let address = net.page(friend).address.clone().unwrap();
    assert_eq!(address, format!("online={ID}"));
    assert!(!address.contains(&stored[stored.len() - 10..]));
    // The friend's page goes; a new one opens the same address with what storage holds.
    net.act(friend, OnlineAction::Close);
    assert!(!room_of(net.page(maker)).view().unwrap().seats[1].here);
    let back = net.enter(&address, Some(stored));
    assert_eq!(room_of(net.page(back)).seat(), Some(Seat::Second));
    assert_eq!(said(net.page(back)), "Your turn.");
    net.act(back, OnlineAction::Sow(pit(2)));
    assert_eq!(net.room.record().ply(), 2);
    // With nothing stored, the player's address only watches; and the invite, used, seats
    // nobody else.
    for link in [address.clone(), invite_link()] {
        let stranger = net.enter(&link, None);
        assert_eq!(room_of(net.page(stranger)).seat(), None, "{link}");
        assert_eq!(
            net.page(stranger).address.as_deref(),
            Some(&*format!("watch={ID}"))
        );
        let kept = net.page(stranger).saved_seats.clone().unwrap_or_default();
        assert!(!kept.contains("\"room\""), "no seat is kept: {kept}");
    }
}

#[test]
fn a_seated_page_names_the_rows_only_once_the_rooms_state_has_come() {
    let mut page = Page::with_link(&invite_link());
    page.online(OnlineAction::Open { seats: Ok(None) });
    page.online(OnlineAction::Opened {
        fresh: Secret(0xf1),
        seats: Ok(None),
    });
    let welcome = ToClient::Welcome {
        seat: Some(1),
        secret: Some(Secret(0xf1)),
        invite: None,
    };
    page.online(OnlineAction::Frame(welcome.encode()));
    // Seated, with no state yet: the board keeps its own names for the rows.
    assert!(room_of(&page).seat().is_some());
    assert_eq!(room_of(&page).rows(), None);
}

#[test]
fn an_invites_page_keeps_the_secret_it_proposes_so_a_lost_welcome_loses_no_seat() {
    let mut net = Net::new(None);
    let maker = net.make();
    let mut page = Page::with_link(&invite_link());
    page.online(OnlineAction::Open { seats: Ok(None) });
    page.room.clear();
    page.effects.clear();
    page.online(OnlineAction::Opened {
        fresh: Secret(0xf1),
        seats: Ok(None),
    });
    // The secret is kept before the hello goes.
    let asked: Vec<&Effect> = page
        .effects
        .iter()
        .filter(|effect| matches!(effect, Effect::SaveSeats(_) | Effect::Online(_)))
        .collect();
    let [
        Effect::SaveSeats(kept),
        Effect::Online(OnlineWant::Send(hello)),
    ] = &asked[..]
    else {
        panic!("{asked:?}");
    };
    assert_eq!(kept.secret(id()), Some(Secret(0xf1)), "{kept:?}");
    assert_eq!(
        ToServer::decode(hello),
        Ok(ToServer::Hello {
            seat: Some(Secret(0xf1)),
            invite: Some(INVITE)
        })
    );
    // The server seats it; the socket drops before the welcome comes.
    let conn = Conn(77);
    net.room.handle(net.now, Event::Opened(conn));
    let message = ToServer::decode(hello).unwrap();
    net.room
        .handle(net.now, Event::from_message(conn, message, Secret(0xdead)));
    net.room.handle(net.now, Event::Closed(conn));
    page.room.clear();
    page.online(OnlineAction::Lost);
    // The page's socket opens again: the same secret, and the seat is its own.
    net.pages.push((None, page));
    let friend = net.pages.len() - 1;
    net.pages[friend].0 = Some(Conn(78));
    net.room.handle(net.now, Event::Opened(Conn(78)));
    net.act(
        friend,
        OnlineAction::Opened {
            fresh: Secret(0xf2),
            seats: Ok(None),
        },
    );
    assert_eq!(room_of(net.page(friend)).seat(), Some(Seat::Second));
    assert_eq!(said(net.page(friend)), "Your friend to move.");
    assert_eq!(said(net.page(maker)), "Your turn.");
    assert_eq!(
        net.page(friend).address.as_deref(),
        Some(&*format!("online={ID}")),
        "the used invite leaves the address"
    );
}

#[test]
fn a_watcher_follows_the_game_and_cannot_move() {
    let (mut net, maker, _) = two_seated(None);
    let watcher = net.enter(&format!("?watch={ID}"), None);
    assert_eq!(room_of(net.page(watcher)).seat(), None);
    net.act(maker, OnlineAction::Sow(pit(1)));
    assert_eq!(
        said(net.page(watcher)),
        "Player 1 sowed pit 1. Player 2 to move."
    );
    // The board names the rows' owners as this page says them.
    let watched = room_of(net.page(watcher)).rows();
    assert_eq!(
        watched,
        Some([Who::Player(Seat::First), Who::Player(Seat::Second)])
    );
    assert_eq!(
        watched.map(|rows| rows.map(words::owner)),
        Some(["Player 1's".to_string(), "Player 2's".to_string()])
    );
    let played = room_of(net.page(maker)).rows();
    assert_eq!(played, Some([Who::Me, Who::Friend]));
    assert_eq!(
        played.map(|rows| rows.map(words::owner)),
        Some(["Your".to_string(), "Your friend's".to_string()])
    );
    net.act(watcher, OnlineAction::Sow(pit(1)));
    assert_eq!(
        room_of(net.page(watcher)).said(),
        &Said::Refused(Refusal::NotSeated)
    );
    assert_eq!(said(net.page(watcher)), words::refusal(Refusal::NotSeated));
    assert_eq!(net.room.record().ply(), 1);
    let maker_page = net.page(maker);
    assert!(
        room_of(maker_page)
            .presence(maker_page.now)
            .contains(&Presence::Watching(1))
    );
    assert!(
        presence_lines(room_of(maker_page), maker_page.now)
            .contains(&"1 person is watching.".to_string())
    );
}

#[test]
fn the_room_waits_for_the_friend_before_the_first_move() {
    let mut net = Net::new(Some(120));
    let maker = net.make();
    assert_eq!(
        said(net.page(maker)),
        "Waiting for your friend: send them the invite link."
    );
    // The maker is given the invite to pass on; a watcher opening the watch link meanwhile
    // takes no seat.
    assert_eq!(
        room_of(net.page(maker))
            .invite_link()
            .map(|l| l.to_string()),
        Some(invite_link()[1..].to_string())
    );
    let watcher = net.enter(&format!("?watch={ID}"), None);
    assert_eq!(room_of(net.page(watcher)).seat(), None);
    assert!(!net.room.view(net.now).seats[1].taken);
    net.act(maker, OnlineAction::Sow(pit(3)));
    assert_eq!(said(net.page(maker)), words::refusal(Refusal::NoOpponent));
    assert!(
        room_of(net.page(maker))
            .presence(0.0)
            .contains(&Presence::Free(Who::Friend))
    );
    assert!(
        presence_lines(room_of(net.page(maker)), 0.0)
            .contains(&"Your friend has not come yet.".to_string())
    );
}

#[test]
fn copying_or_sharing_a_link_says_how_it_went_and_sends_nothing() {
    let mut net = Net::new(Some(120));
    let maker = net.make();
    let cases = [
        (
            OnlineAction::LinkSent(LinkSent {
                by: Handoff::Clipboard,
                watch: false,
                ok: true,
            }),
            "Invite link copied: send it to your friend. It seats one person, once.",
        ),
        (
            OnlineAction::LinkSent(LinkSent {
                by: Handoff::Clipboard,
                watch: true,
                ok: true,
            }),
            "Watch link copied: whoever opens it follows the game, with no seat.",
        ),
        (
            OnlineAction::LinkSent(LinkSent {
                by: Handoff::Clipboard,
                watch: false,
                ok: false,
            }),
            "The link could not be copied: select it and copy it yourself.",
        ),
        (
            OnlineAction::LinkSent(LinkSent {
                by: Handoff::ShareSheet,
                watch: false,
                ok: true,
            }),
            "Invite link shared. It seats one person, once.",
        ),
        (
            OnlineAction::LinkSent(LinkSent {
                by: Handoff::ShareSheet,
                watch: true,
                ok: true,
            }),
            "Watch link shared.",
        ),
        (
            OnlineAction::LinkSent(LinkSent {
                by: Handoff::ShareSheet,
                watch: true,
                ok: false,
            }),
            "The link could not be shared: copy it instead.",
        ),
    ];
    for (action, words) in cases {
        let page = net.page_mut(maker);
        page.online(action);
        assert_eq!(said(page), words);
        assert!(
            page.room.is_empty(),
            "nothing goes to the room: {:?}",
            page.room
        );
    }
}

#[test]
fn the_turn_clock_counts_down_on_the_page_and_warns_at_30_and_10_seconds() {
    let (mut net, maker, friend) = two_seated(Some(60));
    let page = net.page_mut(maker);
    let start = page.now;
    let room = room_of(page);
    assert_eq!(
        clock_line(room, start).as_deref(),
        Some("Your turn: 1:00 left")
    );
    page.now = start + 30_500.0;
    page.online(OnlineAction::Tick);
    assert_eq!(said(page), "Your turn: 30 seconds left.");
    page.now += 20_000.0;
    page.online(OnlineAction::Tick);
    assert_eq!(said(page), "Your turn: 10 seconds left.");
    page.online(OnlineAction::Tick);
    assert_eq!(said(page), "Your turn: 10 seconds left.", "said once");
    let friend_page = net.page(friend);
    assert_eq!(
        clock_line(room_of(friend_page), friend_page.now + 50_000.0).as_deref(),
        Some("Your friend to move: 0:10 left")
    );
}

#[test]
fn a_thirty_second_turn_is_warned_at_ten_seconds_only() {
    let (mut net, maker, _) = two_seated(Some(30));
    let page = net.page_mut(maker);
    let start = page.now;
    page.online(OnlineAction::Tick);
    assert_eq!(said(page), "Your turn.", "no warning as the turn starts");
    page.now = start + 20_500.0;
    page.online(OnlineAction::Tick);
    assert_eq!(said(page), "Your turn: 10 seconds left.");
}

#[test]
fn resigning_ends_the_game_and_a_rematch_swaps_the_opener() {
    let (mut net, maker, friend) = two_seated(None);
    net.act(maker, OnlineAction::Sow(pit(1)));
    net.act(friend, OnlineAction::Resign);
    assert_eq!(
        said(net.page(maker)),
        "Game over. Your friend resigned. You win."
    );
    assert_eq!(
        said(net.page(friend)),
        "Game over. You resigned. Your friend wins."
    );
    net.act(friend, OnlineAction::Rematch);
    assert_eq!(
        said(net.page(maker)),
        "Your friend offers a rematch: choose Rematch to accept. Game over. Your friend \
         resigned. You win."
    );
    net.act(maker, OnlineAction::Rematch);
    assert!(
        said(net.page(maker)).starts_with("A new game, with the seats swapped: Your friend opens.")
    );
    assert!(room_of(net.page(friend)).my_turn());
}

#[test]
fn a_finished_game_is_counted_apart_once_and_opens_in_the_move_list() {
    let (mut net, maker, friend) = two_seated(None);
    net.act(maker, OnlineAction::Sow(pit(1)));
    net.act(friend, OnlineAction::Sow(pit(2)));
    assert_eq!(
        net.page(maker).saved_stats,
        None,
        "nothing counted mid-game"
    );
    net.act(maker, OnlineAction::Resign);
    let standard = RuleSet::STANDARD;
    let results = |page: &Page| page.saved_stats().online_results(&standard);
    let one_lost = Results {
        played: 1,
        won: 0,
        lost: 1,
        drawn: 0,
    };
    assert_eq!(results(net.page(maker)), one_lost);
    assert_eq!(results(net.page(friend)).won, 1);
    assert_eq!(results(net.page(friend)).played, 1);
    let lost = net.page(maker).saved_stats();
    assert!(
        lost.rule_sets().is_empty(),
        "apart from the games against the computer"
    );
    // Another state of the ended game (a rematch offered) counts nothing more.
    net.act(friend, OnlineAction::Rematch);
    assert_eq!(net.page(maker).saved_stats(), lost);
    // A watcher counts nothing.
    let watcher = net.enter(&format!("?watch={ID}"), None);
    assert!(said(net.page(watcher)).contains("Game over"));
    assert_eq!(net.page(watcher).saved_stats, None);
    // The maker reloads, with its seat and statistics kept: the game is seen ended again, and
    // is not counted again.
    let seats = net.page(maker).saved_seats.clone();
    let stats = net.page(maker).saved_stats.clone();
    net.act(maker, OnlineAction::Close);
    let reloaded = Page::open(Opening {
        link: format!("?online={ID}"),
        saved_stats: stored(stats, stats_from_json),
        ..Opening::default()
    });
    let back = net.enter_with(reloaded, seats);
    assert_eq!(room_of(net.page(back)).seat(), Some(Seat::First));
    assert!(said(net.page(back)).contains("Game over. You resigned."));
    assert_eq!(net.page(back).saved_stats, None, "nothing saved again");
    assert_eq!(net.page(back).session.statistics().stats(), &lost);
    // The next game counts as a game of its own.
    net.act(back, OnlineAction::Rematch);
    net.act(friend, OnlineAction::Resign);
    assert_eq!(
        results(net.page(back)),
        Results {
            played: 2,
            won: 1,
            lost: 1,
            drawn: 0,
        }
    );
    // Opened in play's move list and analysis, it is not counted against the computer.
    let record = net.room.record().clone();
    let page = net.page_mut(back);
    page.online(OnlineAction::Review);
    assert!(page.session.online().is_none(), "back to play");
    assert_eq!(page.session.game().record().moves(), record.moves());
    assert_eq!(
        page.session.settings().game.opponent,
        mancala::model::settings::Opponent::Human
    );
    assert!(
        page.session
            .status()
            .starts_with("The online game, 0 moves, is here"),
        "{}",
        page.session.status()
    );
    assert!(page.room.contains(&OnlineWant::Disconnect));
    assert!(page.saved_stats().rule_sets().is_empty());
    assert_eq!(page.saved_stats().online_results(&standard).played, 2);
}

/// Two seated play a second game out (the friend opens it), each sowing its first legal pit:
/// each page counts it once, for the winner as won and for the loser as lost (or drawn for
/// both), decided by the stores; and a watcher who comes after its end names the same winner.
#[test]
fn a_game_played_out_is_counted_for_the_winner_and_the_loser_and_named_alike_by_all() {
    let (mut net, maker, friend) = two_seated(None);
    net.act(maker, OnlineAction::Resign);
    net.act(maker, OnlineAction::Rematch);
    net.act(friend, OnlineAction::Rematch);
    assert!(
        room_of(net.page(friend)).my_turn(),
        "the friend opens the second game"
    );
    let mut moves = 0;
    while net.room.record().position().result().is_none() {
        let at = net.to_move().expect("someone to move");
        let position = net.room.record().position();
        let pit = position.legal_moves().iter().next().expect("a legal pit");
        net.act(at, OnlineAction::Sow(pit));
        moves += 1;
        assert!(moves < 200, "the game ends");
    }
    let stats = [maker, friend].map(|at| {
        net.page(at)
            .saved_stats()
            .online_results(&RuleSet::STANDARD)
    });
    assert_eq!((stats[0].played, stats[1].played), (2, 2));
    // The friend played South, the bottom row, in the second game.
    let watcher = net.enter(&format!("?watch={ID}"), None);
    let watched = said(net.page(watcher));
    match net.room.record().position().result() {
        Some(GameResult::Win { winner, .. }) => {
            let friend_won = winner == Player::South;
            // The friend won the first game, by the maker's resignation.
            let (won, lost) = if friend_won { (2, 0) } else { (1, 1) };
            assert_eq!((stats[1].won, stats[1].lost), (won, lost), "{stats:?}");
            assert_eq!((stats[0].won, stats[0].lost), (lost, won), "{stats:?}");
            let (mine, theirs) = if friend_won {
                ("Your friend wins", "Player 2 wins")
            } else {
                ("You win", "Player 1 wins")
            };
            assert!(
                said(net.page(maker)).contains(mine),
                "{}",
                said(net.page(maker))
            );
            assert!(watched.contains(theirs), "{watched}");
        }
        _ => {
            assert_eq!((stats[0].drawn, stats[1].drawn), (1, 1));
            assert!(watched.contains("A draw"), "{watched}");
        }
    }
}

#[test]
fn a_lost_socket_is_said_and_the_reconnect_says_hello_again() {
    let (mut net, maker, _) = two_seated(None);
    net.page_mut(maker).online(OnlineAction::Lost);
    assert_eq!(room_of(net.page(maker)).line(), Line::Lost);
    assert!(!room_of(net.page(maker)).my_turn());
    net.page_mut(maker).online(OnlineAction::Opened {
        fresh: Secret(0x5eed),
        seats: Ok(None),
    });
    let sent = net.page(maker).room.clone();
    let [OnlineWant::Send(hello)] = &sent[..] else {
        panic!("{sent:?}");
    };
    let ToServer::Hello { seat, invite } = ToServer::decode(hello).unwrap() else {
        panic!("a hello");
    };
    assert!(seat.is_some_and(|s| s != Secret(0x5eed)) && invite.is_none());
}

#[test]
fn while_the_server_is_unreachable_the_clock_stops_and_nobody_is_said_to_be_here() {
    let (mut net, maker, friend) = two_seated(Some(60));
    for at in [maker, friend] {
        net.drop_line(at);
        let room = room_of(net.page(at));
        assert_eq!(room.line(), Line::Lost);
        assert!(!room.live());
        // The room says there is no connection, and that the page tries again.
        let line = words::line(room.line(), Place::Room);
        assert!(
            line.starts_with("No connection") && line.contains("Trying again"),
            "{line}"
        );
    }
    // The page's clock runs on to 10 seconds before the turn would end; the server's may not
    // (a stopped server runs no clock), so the page shows no figure and warns of nothing.
    for at in [maker, friend] {
        let page = net.page_mut(at);
        let start = page.now;
        for seconds in [30_500.0, 50_500.0, 59_500.0] {
            page.now = start + seconds;
            page.online(OnlineAction::Tick);
            let said = said(page);
            assert!(!said.contains("seconds left"), "{said}");
        }
        let room = room_of(net.page(at));
        let clock = clock_line(room, net.page(at).now);
        assert_eq!(clock.as_deref(), Some(words::clock_off_line().as_str()));
        let presence = presence_lines(room, net.page(at).now);
        assert_eq!(presence, vec![words::presence_off_line()]);
        assert!(!room.my_turn());
    }
    // The socket opens again: until the server's state comes on it, the old one is not
    // counted down from.
    net.page_mut(maker).online(OnlineAction::Opened {
        fresh: Secret(0x5eed),
        seats: Ok(None),
    });
    let page = net.page(maker);
    assert_eq!(
        clock_line(room_of(page), page.now),
        Some(words::clock_off_line())
    );
    net.page_mut(maker).room.clear();
    // Back on line: the server's state brings its own figure, the whole turn here.
    for at in [maker, friend] {
        net.reopen(at);
    }
    let page = net.page(maker);
    let room = room_of(page);
    assert_eq!(room.line(), Line::Open);
    assert_eq!(
        clock_line(room, page.now).as_deref(),
        Some("Your turn: 1:00 left")
    );
    assert!(presence_lines(room, page.now)[1].contains("Your friend is here"));
}

#[test]
fn a_seat_taken_back_in_another_tab_stops_this_page_reconnecting() {
    let (mut net, maker, _) = two_seated(None);
    // The same player opens the room in another tab: the server gives that socket the seat,
    // tells this one why, and closes it.
    let replaced = ToClient::Refused {
        why: Refusal::Replaced,
    };
    let page = net.page_mut(maker);
    page.room.clear();
    page.online(OnlineAction::Frame(replaced.encode()));
    page.online(OnlineAction::Lost);
    // The page lets go for good: the two tabs would otherwise take the seat from each other
    // for ever.
    assert_eq!(page.room, vec![OnlineWant::Disconnect]);
    let room = room_of(page);
    assert!(!room.my_turn());
    assert_eq!(room.line(), Line::Closed(Closed::Replaced));
    let line = words::line(room.line(), Place::Room);
    assert!(
        line.contains("another tab or on another device") && line.contains("Play here"),
        "{line}"
    );
    assert!(
        !said(page).contains("another tab"),
        "said once, on the line"
    );
    // "Play here" opens the socket again, and its hello takes the seat back by its secret.
    net.act(maker, OnlineAction::PlayHere);
    let room = room_of(net.page(maker));
    assert_eq!(room.line(), Line::Open);
    assert_eq!(room.seat(), Some(Seat::First));
    assert!(room.my_turn());
    // Anywhere else, the action does nothing.
    net.page_mut(maker).room.clear();
    net.page_mut(maker).online(OnlineAction::PlayHere);
    assert!(net.page(maker).room.is_empty());
}

#[test]
fn a_full_server_ends_the_wait_without_joining_again() {
    let mut page = queued(Some(30), 0xabc);
    page.online(OnlineAction::Opened {
        fresh: Secret(1),
        seats: Ok(None),
    });
    page.room.clear();
    let busy = mancala::room::protocol::FromQueue::Busy {};
    page.online(OnlineAction::Frame(busy.encode()));
    page.online(OnlineAction::Lost);
    // The page leaves the line: no socket is kept open, and nothing says it still waits.
    assert_eq!(page.room, vec![OnlineWant::Disconnect]);
    let wait = the_wait(&page);
    assert!(!wait.waiting());
    assert_eq!(words::waiting(&wait), "");
    let line = words::line(wait.line, Place::Queue);
    assert!(
        line.starts_with("The server is full just now") && line.contains("Try again"),
        "{line}"
    );
    // Trying again joins the line again, with the clock waited for.
    page.room.clear();
    page.online(OnlineAction::Queue {
        turn: wait.turn,
        page: 0xdef,
    });
    assert_eq!(
        page.room,
        vec![OnlineWant::Queue(
            "rules=6x4&turn=30&page=0000000000000def".to_string()
        )]
    );
    assert!(the_wait(&page).waiting());
}

#[test]
fn room_links_are_read_strictly() {
    let read = mancala::model::share::link::parse("?watch=k3x9q2m7a1b8");
    assert_eq!(
        read.room,
        Some(Some(RoomLink {
            id: id(),
            sit: false,
            invite: None,
        }))
    );
    let read = mancala::model::share::link::parse(&invite_link());
    let invited = RoomLink {
        id: id(),
        sit: true,
        invite: Some(INVITE),
    };
    assert_eq!(read.room, Some(Some(invited)));
    assert_eq!(format!("?{invited}"), invite_link());
    assert_eq!(
        mancala::model::share::link::parse("?online").room,
        Some(None)
    );
    for bad in [
        "?online=K3X9Q2M7A1B8",
        "?online=short",
        "?watch=",
        "?online=k3x9q2m7a1b8x",
        "?online=k3x9q2m7a1b8.",
        "?online=k3x9q2m7a1b8.0123456789ABCDEF",
        "?online=k3x9q2m7a1b8.0123456789abcde",
        "?watch=k3x9q2m7a1b8.0123456789abcdef",
    ] {
        let read = mancala::model::share::link::parse(bad);
        assert_eq!(read.room, None, "{bad}");
        assert_eq!(read.ignored.len(), 1, "{bad}");
    }
    let page = Page::with_link("?online=nope");
    assert!(page.session.online().is_none());
    assert!(!page.session.notices().is_empty());
}

#[test]
fn the_seats_are_kept_for_the_last_twenty_rooms() {
    use mancala::model::formats::{seats_from_json, seats_to_json};
    use mancala::model::online::seats::{Held, Seats};
    let rooms: Vec<RoomId> = (0..25)
        .map(|n| RoomId::new(&format!("room{n:08}")).unwrap())
        .collect();
    let seats = Seats::new(rooms.iter().map(|&room| Held {
        room,
        secret: Secret(7),
        paired: room == rooms[23],
    }));
    assert_eq!(seats.iter().count(), 20);
    assert_eq!(seats.secret(rooms[4]), None);
    assert_eq!(seats.secret(rooms[24]), Some(Secret(7)));
    assert!(seats.paired(rooms[23]) && !seats.paired(rooms[24]));
    let text = seats_to_json(&seats);
    assert_eq!(seats_from_json(&text).unwrap(), seats);
    // Only the paired seat says so: a seat by invite is written as before it was marked.
    assert_eq!(text.matches(r#""paired":true"#).count(), 1, "{text}");
    assert!(!text.contains("false"), "{text}");
    let older = r#"{"version":1,"seats":[{"room":"room00000001","secret":"00000000000000000000000000000007"}]}"#;
    let read = seats_from_json(older).unwrap();
    assert!(read.secret(rooms[1]).is_some() && !read.paired(rooms[1]));
    for bad in [
        r#"{"version":1,"seats":[{"room":"x","secret":"00000000000000000000000000000007"}]}"#,
        r#"{"version":2,"seats":[]}"#,
        r#"{"version":1,"seats":[],"more":1}"#,
        r#"{"version":1,"seats":[{"room":"room00000001","secret":"00000000000000000000000000000007","paired":1}]}"#,
        "not json",
    ] {
        assert!(seats_from_json(bad).is_err(), "{bad}");
    }
}

#[test]
fn the_other_players_move_is_shown_seed_by_seed_unless_moves_are_instant() {
    use mancala::engine::Cell;
    use mancala::model::board::BoardView;
    let (mut net, maker, friend) = two_seated(None);
    net.act(maker, OnlineAction::Sow(pit(3)));
    let room = room_of(net.page(friend));
    let playback = room.playback();
    assert_eq!(playback.id, 1);
    assert!(playback.interval > 0);
    // The friend plays North: the maker's row is on top, drawn as North's.
    let frames = &playback.frames;
    assert_eq!(
        frames.len(),
        6,
        "lifted, four seeds, then the board: {frames:?}"
    );
    let top = |ply: usize, cell: Cell| frames[ply].cell(cell);
    assert_eq!(
        top(0, Cell::Pit(Player::North, pit(3))).count,
        0,
        "the pit is lifted first"
    );
    assert!(top(0, Cell::Pit(Player::North, pit(3))).last_played);
    let seeds: u32 = counts(&frames[0]).into_iter().map(u32::from).sum();
    assert_eq!(seeds, 44);
    let store = top(4, Cell::Store(Player::North));
    assert_eq!(store.count, 1, "the last seed lands in the maker's store");
    assert!(store.landed && store.fresh, "and is shown landing");
    let record = room.record().unwrap();
    let played = record.played();
    let last = played.last().and_then(|played| played.outcome());
    assert_eq!(
        frames[5],
        BoardView::plain(record.position(), last, [false; 2]).turned(Player::North)
    );
    let mut instant = Net::new(None);
    let maker = instant.enter(&format!("?online={ID}&speed=instant"), None);
    let friend = instant.enter(&format!("?online={ID}&speed=instant"), None);
    instant.act(maker, OnlineAction::Sow(pit(3)));
    assert!(room_of(instant.page(friend)).playback().frames.is_empty());
}

/// A page that waits in the queue ("play someone now") with a clock of `turn` seconds.
fn queued(turn: Option<u16>, page: u64) -> Page {
    let mut queued = Page::with_link("?online");
    queued.online(OnlineAction::Open { seats: Ok(None) });
    queued.online(OnlineAction::Queue { turn, page });
    queued
}

fn the_wait(page: &Page) -> mancala::model::online::Queued {
    match page.session.online().map(|o| o.shown()) {
        Some(OnlineShown::Queue(queued)) => queued.clone(),
        other => panic!("the page waits in the queue: {other:?}"),
    }
}

#[test]
fn waiting_in_the_queue_says_who_waits_and_a_bad_frame_or_a_stop_changes_course_plainly() {
    let mut page = queued(Some(60), 0xabc);
    assert_eq!(
        page.room,
        vec![OnlineWant::Queue(
            "rules=6x4&turn=60&page=0000000000000abc".to_string()
        )]
    );
    page.online(OnlineAction::Opened {
        fresh: Secret(1),
        seats: Ok(None),
    });
    assert_eq!(the_wait(&page).line, Line::Open);
    let waiting = mancala::room::protocol::FromQueue::Waiting {
        waiting: 1,
        playing: 3,
    };
    page.online(OnlineAction::Frame(waiting.encode()));
    assert_eq!(
        words::waiting(&the_wait(&page)),
        "Waiting for someone to play: 4 seeds a pit, standard rules, 1 minute a turn. Just now \
         nobody else is waiting for the same, and 3 games are under way."
    );
    // Something unreadable is said, and the wait goes on.
    page.online(OnlineAction::Frame(
        r#"{"type":"paired","room":"../x","secret":"00"}"#.into(),
    ));
    assert!(the_wait(&page).said.is_some());
    page.online(OnlineAction::Frame(waiting.encode()));
    assert!(the_wait(&page).said.is_none());
    // A second click while waiting asks nothing more; stopping closes the socket.
    page.room.clear();
    page.online(OnlineAction::Queue {
        turn: None,
        page: 1,
    });
    assert!(page.room.is_empty());
    page.online(OnlineAction::Leave);
    assert_eq!(page.room, vec![OnlineWant::Disconnect]);
    assert!(matches!(
        page.session.online().map(|o| o.shown()),
        Some(OnlineShown::Lobby { .. })
    ));
    // A socket that never opens is said as no server.
    let mut lonely = queued(None, 2);
    lonely.online(OnlineAction::Lost);
    assert_eq!(the_wait(&lonely).line, Line::NoServer);
    assert_eq!(
        lonely.room,
        vec![OnlineWant::Queue(
            "rules=6x4&turn=none&page=0000000000000002".to_string()
        )]
    );
}

#[test]
fn two_pages_paired_by_the_queue_keep_their_secrets_and_play_as_opponents() {
    let mut net = Net::new(Some(60));
    // The server makes the room with both seats given, as `create_paired` does.
    let secrets = [Secret(0x51), Secret(0x52)];
    for (n, secret) in secrets.into_iter().enumerate() {
        let stand_in = Conn(u64::MAX - n as u64);
        net.room.handle(0, Event::Opened(stand_in));
        net.room.handle(
            0,
            Event::Hello {
                conn: stand_in,
                seat: Some(secret),
                invite: Some(INVITE),
                fresh: Secret(0),
            },
        );
        net.room.handle(0, Event::Closed(stand_in));
    }
    let mut seated = Vec::new();
    for secret in secrets {
        let mut page = queued(Some(60), 7);
        page.online(OnlineAction::Opened {
            fresh: Secret(1),
            seats: Ok(None),
        });
        page.room.clear();
        let paired = mancala::room::protocol::FromQueue::Paired { room: id(), secret };
        page.online(OnlineAction::Frame(paired.encode()));
        let kept = page.saved_seats.clone().expect("the seat's secret kept");
        assert!(kept.contains(&secret.to_string()), "{kept}");
        assert_eq!(page.room, vec![OnlineWant::Connect(id())]);
        assert_eq!(page.address.as_deref(), Some(&*format!("online={ID}")));
        net.pages.push((None, page));
        let at = net.pages.len() - 1;
        // The page then connects to the room as the Connect asks.
        net.pump();
        seated.push(at);
    }
    let [first, second] = seated[..] else {
        unreachable!()
    };
    assert_eq!(room_of(net.page(first)).seat(), Some(Seat::First));
    assert_eq!(room_of(net.page(second)).seat(), Some(Seat::Second));
    assert_eq!(said(net.page(first)), "Your turn.");
    assert_eq!(said(net.page(second)), "Your opponent to move.");
    net.act(first, OnlineAction::Sow(pit(1)));
    assert!(
        said(net.page(second)).starts_with("Your opponent sowed pit 1"),
        "{}",
        said(net.page(second))
    );
    assert_eq!(
        room_of(net.page(first)).invite_link(),
        None,
        "nobody to invite"
    );
    // Reloaded, the second page still knows it was paired: the other is "Your opponent".
    let stored = net.page(second).saved_seats.clone();
    assert!(
        stored
            .as_deref()
            .is_some_and(|text| text.contains(r#""paired":true"#)),
        "{stored:?}"
    );
    let reloaded = net.enter(&format!("?online={ID}"), stored);
    assert_eq!(room_of(net.page(reloaded)).seat(), Some(Seat::Second));
    net.act(reloaded, OnlineAction::Sow(pit(1)));
    net.act(first, OnlineAction::Sow(pit(2)));
    assert!(
        said(net.page(reloaded)).starts_with("Your opponent sowed pit 2"),
        "{}",
        said(net.page(reloaded))
    );
}

#[test]
fn a_watch_link_watches_even_in_the_makers_browser_and_a_second_tab_takes_the_stored_seat() {
    let (mut net, maker, friend) = two_seated(None);
    // The maker opens the watch link in the same browser: its stored seat is not used.
    let makers_storage = net.page(maker).saved_seats.clone();
    let watcher = net.enter(&format!("?watch={ID}"), makers_storage);
    assert_eq!(room_of(net.page(watcher)).seat(), None);
    assert_eq!(
        net.page(watcher).address.as_deref(),
        Some(&*format!("watch={ID}"))
    );
    assert_eq!(
        net.page(watcher).saved_seats,
        None,
        "the seat is not forgotten"
    );
    // The friend's second tab, opened on the same invite before the first had kept its seat,
    // reads storage again as its socket opens: it asks with the seat kept there, not a fresh
    // secret, and stores nothing over it.
    let shared = net.page(friend).saved_seats.clone();
    let mut tab = Page::with_link(&invite_link());
    tab.online(OnlineAction::Open { seats: Ok(None) });
    tab.room.clear();
    tab.online(OnlineAction::Opened {
        fresh: Secret(0xb0b),
        seats: stored(shared, seats_from_json),
    });
    let [OnlineWant::Send(hello)] = &tab.room[..] else {
        panic!("{:?}", tab.room);
    };
    let Ok(ToServer::Hello {
        seat: Some(secret), ..
    }) = ToServer::decode(hello)
    else {
        panic!("{hello}");
    };
    assert_eq!(net.room.seat_with(secret), Some(1), "the friend's own seat");
    assert_eq!(tab.saved_seats, None);
}

#[test]
fn a_room_made_without_taking_turns_is_opened_by_its_maker_after_a_rematch() {
    let mut net = Net::new(None);
    let settings = Settings::new(4, mancala::engine::HouseRules::STANDARD, None)
        .expect("a room's settings")
        .alternating(false);
    net.room = Room::new(settings, 7, INVITE, 0);
    let maker = net.make();
    let friend = net.enter(&invite_link(), None);
    net.act(maker, OnlineAction::Resign);
    net.act(friend, OnlineAction::Rematch);
    net.act(maker, OnlineAction::Rematch);
    assert!(
        said(net.page(maker)).starts_with("A new game: You open again."),
        "{}",
        said(net.page(maker))
    );
    assert!(room_of(net.page(maker)).my_turn());
    assert!(
        said(net.page(friend)).starts_with("A new game: Your friend opens again."),
        "{}",
        said(net.page(friend))
    );
}

#[test]
fn leaving_a_game_under_way_says_what_that_means_and_the_way_back_takes_the_seat_again() {
    let (mut net, maker, friend) = two_seated(None);
    net.act(maker, OnlineAction::Sow(pit(1)));
    net.act(maker, OnlineAction::Leave);
    let Some(OnlineShown::Lobby {
        said: Some(told),
        left: Some(left),
        ..
    }) = net.page(maker).session.online().map(|o| o.shown()).cloned()
    else {
        panic!("the lobby, saying the game goes on");
    };
    assert_eq!(told, LobbySaid::Left);
    assert_eq!(words::lobby(&told), words::left());
    assert_eq!(left.to_string(), format!("online={ID}"));
    assert_eq!(net.page(maker).address.as_deref(), Some("online"));
    assert!(!room_of(net.page(friend)).view().unwrap().seats[0].here);
    // Back to the room: the seat is the page's again, and the game goes on.
    net.act(maker, OnlineAction::Join(left));
    assert_eq!(room_of(net.page(maker)).seat(), Some(Seat::First));
    assert_eq!(said(net.page(maker)), "Your friend to move.");
    assert_eq!(
        net.page(maker).address.as_deref(),
        Some(&*format!("online={ID}"))
    );
    net.act(friend, OnlineAction::Sow(pit(2)));
    assert_eq!(net.room.record().ply(), 2);
    // Leaving a game that has ended, or watching, says nothing of the sort.
    net.act(friend, OnlineAction::Resign);
    for at in [maker, net.enter(&format!("?watch={ID}"), None)] {
        net.act(at, OnlineAction::Leave);
        assert!(matches!(
            net.page(at).session.online().map(|o| o.shown()),
            Some(OnlineShown::Lobby {
                said: None,
                left: None,
                ..
            })
        ));
    }
}

#[test]
fn seats_storage_cannot_read_are_said_and_left_as_they_are_until_a_seat_is_kept() {
    let mut page = Page::with_link("?online");
    page.online(OnlineAction::Open {
        seats: stored(Some("not json".into()), seats_from_json),
    });
    assert!(page.session.online().is_some());
    assert!(
        page.session
            .notices()
            .iter()
            .any(|notice| notice.kind() == NoticeKind::SeatsUnreadable),
        "{:?}",
        page.session.notices()
    );
    assert_eq!(page.saved_seats, None, "nothing is written over them");
}
