//! The room server over loopback: the real binary, real sockets, tokio-tungstenite clients.
//! A whole game, refusals, a watcher, a reconnect, the clock, a restart on the same database and
//! a `kill -9` mid-game with every acknowledged move still there, the origin check, the rate
//! limits and load shedding.

mod client;
mod hostile;
mod operate;
mod proxy;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use client::{Client, Server, fresh_secret, make_room, mover, replay, request, scratch};
use mancala::engine::{GameResult, Move, Player};
use mancala::room::protocol::{
    Ending, FromQueue, Invite, Problem, Refusal, Secret, ToClient, ToServer, View, Wire,
};

fn binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_server"))
}

fn start(name: &str, extra: &[&str]) -> (Server, PathBuf) {
    let dir = scratch(name);
    let db = dir.join("rooms.sqlite3");
    (Server::start_binary(&binary(), &dir, &db, extra), dir)
}

/// A legal pit for the player to move: the `pick`th legal pit, counted round.
fn a_legal_move(view: &View, pick: usize) -> Move {
    let record = replay(view);
    let pits: Vec<_> = record.position().legal_moves().iter().collect();
    Move::Sow(pits[pick % pits.len()])
}

/// A pit the player to move may not sow: an empty one of their own row, or none.
fn an_empty_pit(view: &View) -> Option<Move> {
    let record = replay(view);
    let legal = record.position().legal_moves();
    (1..=6)
        .filter_map(|d| Move::from_letter(char::from(b'0' + d)))
        .find(|m| match m {
            Move::Sow(pit) => !legal.contains(*pit),
            Move::Swap => false,
        })
}

async fn welcome(client: &mut Client) -> (Option<u8>, Option<Secret>) {
    match client
        .until(|m| matches!(m, ToClient::Welcome { .. }))
        .await
    {
        ToClient::Welcome { seat, secret, .. } => (seat, secret),
        _ => unreachable!(),
    }
}

/// A room's settings as a request body, with a fresh secret for the maker's seat.
fn with_seat(settings: &str) -> String {
    let mut body: serde_json::Value = serde_json::from_str(settings).expect("JSON");
    body["seat"] = serde_json::Value::String(fresh_secret().to_string());
    body.to_string()
}

async fn refused(client: &mut Client) -> Refusal {
    match client
        .until(|m| matches!(m, ToClient::Refused { .. }))
        .await
    {
        ToClient::Refused { why } => why,
        _ => unreachable!(),
    }
}

/// Two players seated in a new room: the maker, seated as the room was made, then the friend
/// by the invite, under a secret its page proposed: (the room, the two, their secrets).
async fn seated(server: &Server, settings: &str) -> (String, [Client; 2], [Secret; 2]) {
    let made = make_room(server.port, settings).await;
    let room = made.room.clone();
    let mut first = Client::open(&server.socket_url(&room)).await;
    first.hello(Some(made.maker), None).await;
    // The maker already holds the first seat, and is given the invite to pass on.
    assert_eq!(
        first.until(|m| matches!(m, ToClient::Welcome { .. })).await,
        ToClient::Welcome {
            seat: Some(0),
            secret: None,
            invite: Some(made.invite),
        }
    );
    let mut second = Client::open(&server.socket_url(&room)).await;
    let proposed = fresh_secret();
    second.hello(Some(proposed), Some(made.invite)).await;
    assert_eq!(welcome(&mut second).await, (Some(1), Some(proposed)));
    (room, [first, second], [made.maker, proposed])
}

/// Plays `count` moves (or to the end), each acknowledged to its mover before the next.
/// Returns the last state.
async fn play(clients: &mut [Client; 2], mut view: View, count: usize) -> View {
    for i in 0..count {
        if view.ended.is_some() {
            break;
        }
        let seat = mover(&view);
        let ply = view.moves.len();
        let played = a_legal_move(&view, i * 7 + 3);
        clients[seat]
            .say(&ToServer::Move {
                ply: ply as u16,
                played: Wire(played),
            })
            .await;
        view = clients[seat].state(|v| v.moves.len() == ply + 1).await;
        assert_eq!(view.moves.chars().last(), Some(played.letter()));
        let seen = clients[1 - seat].state(|v| v.moves.len() == ply + 1).await;
        assert_eq!(seen, view, "both players see one board");
    }
    view
}

#[tokio::test]
async fn two_players_play_a_whole_game_and_a_watcher_follows_it() {
    let (server, _dir) = start("game", &[]);
    let (room, mut clients, _) = seated(&server, r#"{"rules":"6x3","turn":120}"#).await;
    let mut watcher = Client::open(&server.socket_url(&room)).await;
    watcher.hello(None, None).await;
    assert_eq!(welcome(&mut watcher).await, (None, None));
    let view = clients[0].state(|v| v.seats.iter().all(|s| s.taken)).await;
    assert_eq!(view.moves, "");
    assert!(
        view.turn_left_ms
            .is_some_and(|ms| ms <= 120_000 && ms > 100_000)
    );
    let end = play(&mut clients, view, 400).await;
    let Some(Ending::Played { winner }) = end.ended else {
        panic!("the game is played to its end: {end:?}")
    };
    let record = replay(&end);
    assert!(record.is_over());
    let expected = match record.result() {
        Some(GameResult::Win { winner, .. }) => Some(if winner == Player::South {
            end.south
        } else {
            1 - end.south
        }),
        _ => None,
    };
    assert_eq!(winner, expected, "the stores decide the winner");
    let seen = watcher.state(|v| v.ended.is_some()).await;
    assert_eq!(seen.moves, end.moves, "the watcher saw the whole game");
    assert_eq!(seen.watchers, 1);
    // A rematch: one offers, the other accepts, and the other seat opens.
    clients[0].say(&ToServer::Rematch {}).await;
    clients[1].state(|v| v.rematch == Some(0)).await;
    clients[1].say(&ToServer::Rematch {}).await;
    let next = clients[0].state(|v| v.game == 1).await;
    assert_eq!((next.south, next.moves.as_str(), next.ended), (1, "", None));
    assert!(server.errors().is_empty(), "{:?}", server.errors());
}

#[tokio::test]
async fn a_refused_move_changes_nothing_and_says_why() {
    let (server, _dir) = start("refusals", &[]);
    let (room, mut clients, _) = seated(&server, r#"{"rules":"6x4"}"#).await;
    let view = clients[0].state(|v| v.seats.iter().all(|s| s.taken)).await;
    let view = play(&mut clients, view, 3).await;
    let ply = view.moves.len() as u16;
    let seat = mover(&view);
    let legal = a_legal_move(&view, 0);
    let cases: Vec<(usize, String, Refusal)> = vec![
        // The other player moves out of turn.
        (
            1 - seat,
            ToServer::Move {
                ply,
                played: Wire(legal),
            }
            .encode(),
            Refusal::NotYourTurn,
        ),
        // A resend of the last move, by its ply.
        (
            1 - seat,
            ToServer::Move {
                ply: ply - 1,
                played: Wire(Move::from_letter(view.moves.chars().last().unwrap()).unwrap()),
            }
            .encode(),
            Refusal::Stale,
        ),
        (
            seat,
            ToServer::Move {
                ply: ply + 1,
                played: Wire(legal),
            }
            .encode(),
            Refusal::Ahead,
        ),
        (
            seat,
            r#"{"type":"move","ply":3}"#.to_string(),
            Refusal::Unreadable,
        ),
        (seat, "not even JSON".to_string(), Refusal::Unreadable),
        (
            seat,
            r#"{"type":"move","ply":3,"move":"4","extra":1}"#.to_string(),
            Refusal::Unreadable,
        ),
        (seat, ToServer::Rematch {}.encode(), Refusal::NotOver),
        (
            seat,
            ToServer::Hello {
                seat: None,
                invite: None,
            }
            .encode(),
            Refusal::OutOfOrder,
        ),
    ];
    let mut cases = cases;
    if let Some(empty) = an_empty_pit(&view) {
        cases.push((
            seat,
            ToServer::Move {
                ply,
                played: Wire(empty),
            }
            .encode(),
            Refusal::Illegal,
        ));
    }
    for (who, frame, why) in cases {
        clients[who].raw(frame.clone()).await;
        assert_eq!(refused(&mut clients[who]).await, why, "{frame}");
    }
    // A watcher cannot move.
    let mut watcher = Client::open(&server.socket_url(&room)).await;
    watcher.hello(None, None).await;
    assert_eq!(welcome(&mut watcher).await, (None, None));
    watcher
        .say(&ToServer::Move {
            ply,
            played: Wire(legal),
        })
        .await;
    assert_eq!(refused(&mut watcher).await, Refusal::NotSeated);
    // Nothing changed: the right move at the right ply is still the one played.
    let after = play(&mut clients, view.clone(), 1).await;
    assert_eq!(after.moves.len(), view.moves.len() + 1);
    assert!(after.moves.starts_with(&view.moves));
}

#[tokio::test]
async fn an_invite_seats_one_page_once_and_a_watch_link_takes_no_seat() {
    let (server, _dir) = start("invite", &[]);
    let made = make_room(server.port, r#"{"rules":"6x4","turn":null}"#).await;
    let url = server.socket_url(&made.room);
    // Before the friend comes, a page opened by the watch link takes no seat, and a guessed
    // invite is told so.
    let mut watcher = Client::open(&url).await;
    watcher.hello(None, None).await;
    assert_eq!(welcome(&mut watcher).await, (None, None));
    let mut guesser = Client::open(&url).await;
    guesser
        .hello(Some(fresh_secret()), Some(Invite(made.invite.0 ^ 1)))
        .await;
    assert_eq!(refused(&mut guesser).await, Refusal::WrongInvite);
    assert_eq!(welcome(&mut guesser).await, (None, None));
    // The friend's page proposes its secret with the invite, and its socket drops before the
    // welcome is read: the seat is taken all the same ...
    let friend = ToServer::Hello {
        seat: Some(fresh_secret()),
        invite: Some(made.invite),
    };
    let mut lost = Client::open(&url).await;
    lost.say(&friend).await;
    lost.close().await;
    watcher.state(|v| v.seats[1].taken).await;
    // ... and the same hello again finds it.
    let mut again = Client::open(&url).await;
    again.say(&friend).await;
    assert_eq!(welcome(&mut again).await.0, Some(1));
    // The invite, used, seats nobody else.
    let mut late = Client::open(&url).await;
    late.hello(Some(fresh_secret()), Some(made.invite)).await;
    assert_eq!(refused(&mut late).await, Refusal::Full);
    assert_eq!(welcome(&mut late).await, (None, None));
    assert!(server.errors().is_empty(), "{:?}", server.errors());
}

#[tokio::test]
async fn a_player_who_drops_is_shown_away_and_takes_the_seat_back() {
    let (server, _dir) = start("reconnect", &[]);
    let (room, clients, secrets) = seated(&server, r#"{"rules":"6x4","turn":60}"#).await;
    let [first, mut second] = clients;
    let view = second.state(|v| v.seats.iter().all(|s| s.taken)).await;
    assert_eq!(mover(&view), 0, "seat 0 opens");
    first.close().await;
    let away = second.state(|v| !v.seats[0].here).await;
    let left = away.seats[0].away_left_ms.expect("an away countdown");
    assert!(left <= 60_000 && left > 40_000, "{left}");
    // Another page cannot take the seat with a wrong secret.
    let mut stranger = Client::open(&server.socket_url(&room)).await;
    stranger.hello(Some(Secret(secrets[0].0 ^ 1)), None).await;
    assert_eq!(refused(&mut stranger).await, Refusal::UnknownSeat);
    assert_eq!(welcome(&mut stranger).await, (None, None));
    // The page comes back with its secret and gets the whole state.
    let mut back = Client::open(&server.socket_url(&room)).await;
    back.hello(Some(secrets[0]), None).await;
    assert_eq!(welcome(&mut back).await, (Some(0), None));
    let view = back.state(|v| v.seats[0].here).await;
    assert_eq!(view.seats[0].away_left_ms, None);
    let mut clients = [back, second];
    play(&mut clients, view, 4).await;
}

#[tokio::test]
async fn a_player_away_too_long_on_their_own_turn_loses() {
    let (server, _dir) = start("abandon", &[]);
    let (_room, clients, _) = seated(&server, r#"{"rules":"6x4","turn":null}"#).await;
    let [first, mut second] = clients;
    first.close().await;
    // Seat 0 is to move and away: after the away limit (60 s), the room ends the game.
    let ended = second.state(|v| v.ended.is_some()).await;
    assert_eq!(ended.ended, Some(Ending::Abandoned { seat: 0 }));
}

#[tokio::test]
async fn the_clock_plays_a_legal_move_when_a_turn_runs_out() {
    let (server, _dir) = start("clock", &[]);
    let (_room, mut clients, _) = seated(&server, r#"{"rules":"6x4","turn":30}"#).await;
    let view = clients[1].state(|v| v.seats.iter().all(|s| s.taken)).await;
    assert!(view.turn_left_ms.is_some_and(|ms| ms <= 30_000));
    // Nobody moves: after 30 s the server sows for seat 0, and both see it.
    let forced = clients[1].state(|v| v.moves.len() == 1).await;
    assert!(replay(&forced).ply() == 1);
    assert!(forced.turn_left_ms.is_some_and(|ms| ms > 25_000));
    clients[0].state(|v| v.moves == forced.moves).await;
}

#[tokio::test]
async fn a_lagging_movers_clock_is_credited_half_the_round_trip_up_to_half_a_second() {
    let (server, _dir) = start("lag", &[]);
    let made = make_room(server.port, r#"{"rules":"6x4","turn":30}"#).await;
    let url = server.socket_url(&made.room);
    let mut maker = Client::open(&url).await;
    maker.hello(Some(made.maker), None).await;
    assert_eq!(welcome(&mut maker).await.0, Some(0));
    let mut friend = Client::open(&url).await;
    // The clock starts as the server seats the friend, so from before the hello: what the
    // database and the sockets take can only lengthen the wait measured, never shorten it.
    let began = std::time::Instant::now();
    friend.hello(Some(fresh_secret()), Some(made.invite)).await;
    friend.state(|v| v.seats.iter().all(|s| s.taken)).await;
    // Nobody moves. The maker's connection is slow: it answers the server's pings (every
    // 15 s) 1.2 s late, so the round trip measured is over a second and the credit is its
    // cap, 0.5 s.
    let reader = tokio::spawn(async move {
        let slow = std::time::Duration::from_millis(1_200);
        maker.state_slowly(slow, |v| v.moves.len() == 1).await;
    });
    friend.state(|v| v.moves.len() == 1).await;
    let waited = began.elapsed();
    assert!(
        waited >= std::time::Duration::from_millis(30_400),
        "the clock played for the maker after {waited:?}, not 30 s and the 0.5 s credit"
    );
    reader.await.expect("the maker saw it too");
}

#[tokio::test]
async fn a_socket_that_never_says_hello_is_closed_within_ten_seconds() {
    let (server, _dir) = start("no-hello", &[]);
    let made = make_room(server.port, r#"{"rules":"6x4"}"#).await;
    // From before the socket opens, so that the server's ten seconds are all inside it.
    let opened = std::time::Instant::now();
    let mut silent = Client::open(&server.socket_url(&made.room)).await;
    // It reads (and so answers the pings) but says nothing.
    assert_eq!(
        silent.next_text().await,
        None,
        "nothing is sent before a hello"
    );
    let closed = opened.elapsed();
    assert_eq!(silent.close_code().await, Some(1008), "closed for policy");
    assert!(
        closed >= std::time::Duration::from_secs(9) && closed < std::time::Duration::from_secs(20),
        "closed after {closed:?}"
    );
}

#[tokio::test]
async fn a_player_whose_page_stops_reading_is_closed_within_fifteen_seconds_and_freed() {
    use mancala::server::connection::{PING_EVERY, PONG_WITHIN};
    let (server, _dir) = start("never-reads", &[]);
    let (_room, clients, _) = seated(&server, r#"{"rules":"6x4"}"#).await;
    let [mut reader, stuck] = clients;
    reader.state(|v| v.seats.iter().all(|s| s.here)).await;
    // From here the second player's page reads nothing, and so answers no ping (a socket
    // answers pings only as it reads). The first reads all along.
    stuck.stop_reading();
    let stopped = tokio::time::Instant::now();
    let view = reader.state(|v| !v.seats[1].here).await;
    let took = stopped.elapsed();
    assert!(
        took <= PING_EVERY + PONG_WITHIN + Duration::from_secs(1),
        "the stuck page was let go after {took:?}"
    );
    assert!(took < Duration::from_secs(15), "{took:?}");
    assert!(view.seats[1].away_left_ms.is_some(), "shown away: {view:?}");
    // Its place is freed, once its close has had its moment: one socket is left.
    let by = tokio::time::Instant::now() + Duration::from_secs(5);
    loop {
        let status = request(server.port, "GET", "/api/status", "", None).await;
        if status.body.contains("\"sockets\":1") {
            break;
        }
        assert!(
            tokio::time::Instant::now() < by,
            "still counted: {status:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    drop(stuck);
}

#[tokio::test]
async fn a_restart_on_the_same_store_resumes_the_game_with_extra_time() {
    let dir = scratch("restart");
    let db = dir.join("rooms.sqlite3");
    let mut server = Server::start_binary(&binary(), &dir, &db, &[]);
    let (room, mut clients, secrets) = seated(&server, r#"{"rules":"6x4","turn":30}"#).await;
    let view = clients[0].state(|v| v.seats.iter().all(|s| s.taken)).await;
    let before = play(&mut clients, view, 6).await;
    server.stop();
    drop(clients);
    let server = Server::start_binary(&binary(), &dir, &db, &[]);
    let mut back = Client::open(&server.socket_url(&room)).await;
    back.hello(Some(secrets[1]), None).await;
    assert_eq!(welcome(&mut back).await, (Some(1), None));
    let after = back.state(|_| true).await;
    assert_eq!(after.moves, before.moves, "every move survived the restart");
    let left = after.turn_left_ms.expect("the clock runs");
    assert!(
        left > 30_000,
        "the turn got 20 s more after the restart: {left} ms"
    );
}

#[tokio::test]
async fn a_server_killed_mid_game_keeps_every_acknowledged_move() {
    let dir = scratch("kill");
    let db = dir.join("rooms.sqlite3");
    let mut server = Server::start_binary(&binary(), &dir, &db, &[]);
    let mut rooms = Vec::new();
    for _ in 0..4 {
        rooms.push(seated(&server, r#"{"rules":"6x5","turn":null}"#).await);
    }
    // Each room's players move as fast as they are acknowledged; the server is killed while
    // they do, and each room counts the moves acknowledged to their mover.
    let counted = Arc::new(AtomicUsize::new(0));
    let mut games = Vec::new();
    for (room, mut clients, secrets) in rooms {
        let counted = counted.clone();
        games.push(tokio::spawn(async move {
            let mut view = clients[0].state(|v| v.seats.iter().all(|s| s.taken)).await;
            let mut acknowledged = String::new();
            for i in 0..1000 {
                if view.ended.is_some() {
                    break;
                }
                let seat = mover(&view);
                let ply = view.moves.len();
                let played = a_legal_move(&view, i);
                clients[seat]
                    .say(&ToServer::Move {
                        ply: ply as u16,
                        played: Wire(played),
                    })
                    .await;
                // The mover's state with its move is the acknowledgement.
                let asked = std::time::Instant::now();
                loop {
                    assert!(
                        asked.elapsed() < client::LONGEST_WAIT,
                        "the move is answered"
                    );
                    match clients[seat].next().await {
                        Some(ToClient::State(v)) if v.moves.len() == ply + 1 => {
                            view = v;
                            break;
                        }
                        Some(_) => {}
                        None => return (room, secrets, acknowledged),
                    }
                }
                acknowledged = view.moves.clone();
                counted.fetch_add(1, Ordering::Relaxed);
            }
            (room, secrets, acknowledged)
        }));
    }
    // Killed once the games are well under way: 40 moves acknowledged among them.
    let waited = std::time::Instant::now();
    while counted.load(Ordering::Relaxed) < 40 {
        assert!(waited.elapsed() < client::PATIENCE, "the games move");
        tokio::task::yield_now().await;
        tokio::time::sleep(std::time::Duration::from_millis(1)).await;
    }
    server.kill();
    let mut results = Vec::new();
    for game in games {
        results.push(game.await.expect("a game's task"));
    }
    let server = Server::start_binary(&binary(), &dir, &db, &[]);
    let mut total = 0;
    for (room, secrets, acknowledged) in results {
        let mut back = Client::open(&server.socket_url(&room)).await;
        back.hello(Some(secrets[0]), None).await;
        assert_eq!(welcome(&mut back).await, (Some(0), None));
        let view = back.state(|_| true).await;
        assert!(
            view.moves.starts_with(&acknowledged),
            "room {room}: acknowledged {acknowledged:?}, kept {:?}",
            view.moves
        );
        total += acknowledged.len();
    }
    assert!(total > 0, "moves were acknowledged before the kill");
    println!("{total} acknowledged moves in 4 rooms, all kept after kill -9");
}

#[tokio::test]
async fn sockets_and_rooms_from_another_site_are_refused() {
    let (server, _dir) = start("origin", &[]);
    let room = make_room(server.port, r#"{"rules":"6x4"}"#).await.room;
    let url = server.socket_url(&room);
    let own = format!("http://127.0.0.1:{}", server.port);
    assert!(
        Client::open_from(&url, Some(&own)).await.is_ok(),
        "the page's own origin"
    );
    let refused = Client::open_from(&url, Some("https://elsewhere.example")).await;
    assert!(refused.is_err(), "another site's page is refused");
    let answer = request(
        server.port,
        "POST",
        "/api/rooms",
        &with_seat(r#"{"rules":"6x4"}"#),
        Some("https://elsewhere.example"),
    )
    .await;
    assert_eq!(answer.status, 403, "{answer:?}");
    let (other, _dir) = start("origin-allowed", &["--origin", "https://friends.example"]);
    let room = make_room(other.port, r#"{"rules":"6x4"}"#).await.room;
    assert!(
        Client::open_from(&other.socket_url(&room), Some("https://friends.example"))
            .await
            .is_ok()
    );
}

#[tokio::test]
async fn bad_requests_get_a_reason_and_no_room() {
    let (server, _dir) = start("bad", &[]);
    for (body, problem) in [
        (with_seat(r#"{"rules":"6x9"}"#), Problem::Settings),
        (with_seat(r#"{"rules":"6x2"}"#), Problem::Settings),
        (with_seat(r#"{"rules":"4x4"}"#), Problem::Settings),
        (with_seat(r#"{"rules":"6x4","turn":45}"#), Problem::Settings),
        (
            with_seat(r#"{"rules":"6x4","colour":"red"}"#),
            Problem::Unreadable,
        ),
        (r#"{"rules":"6x4"}"#.to_string(), Problem::Unreadable),
        (
            r#"{"rules":"6x4","seat":"0123"}"#.to_string(),
            Problem::Unreadable,
        ),
        (
            format!(r#"{{"rules":"6x4","seat":"{}"}}"#, "0".repeat(32)),
            Problem::ZeroSecret,
        ),
        ("{".to_string(), Problem::Unreadable),
    ] {
        let answer = request(server.port, "POST", "/api/rooms", &body, None).await;
        assert_eq!(answer.status, 400, "{body}: {answer:?}");
        assert_eq!(Problem::decode(&answer.body), Ok(problem), "{body}");
    }
    let long = format!(r#"{{"rules":"6x4","x":"{}"}}"#, "a".repeat(5000));
    let answer = request(server.port, "POST", "/api/rooms", &long, None).await;
    assert_eq!(answer.status, 413);
    assert_eq!(Problem::decode(&answer.body), Ok(Problem::TooLong));
    let answer = request(
        server.port,
        "GET",
        "/api/rooms/nosuchroom00/socket",
        "",
        None,
    )
    .await;
    assert!(answer.status == 404 || answer.status == 400, "{answer:?}");
    assert!(
        Client::open_from(&server.socket_url("nosuchroom00"), None)
            .await
            .is_err()
    );
    assert!(
        Client::open_from(&server.socket_url("../../etc"), None)
            .await
            .is_err()
    );
    // A frame over the limit closes the socket; the room goes on.
    let made = make_room(server.port, r#"{"rules":"6x4"}"#).await;
    let mut big = Client::open(&server.socket_url(&made.room)).await;
    big.raw("x".repeat(10_000)).await;
    assert_eq!(
        big.close_code().await,
        Some(1009),
        "an oversized frame closes the socket, saying why"
    );
    let mut fine = Client::open(&server.socket_url(&made.room)).await;
    fine.hello(Some(made.maker), None).await;
    assert_eq!(welcome(&mut fine).await.0, Some(0));
}

#[tokio::test]
async fn floods_are_limited_per_socket_and_per_address() {
    let (server, _dir) = start("limits", &["--creations", "3", "--per-address", "4"]);
    let mut made = Vec::new();
    for _ in 0..3 {
        made.push(make_room(server.port, r#"{"rules":"6x4"}"#).await.room);
    }
    let answer = request(
        server.port,
        "POST",
        "/api/rooms",
        &with_seat(r#"{"rules":"6x4"}"#),
        None,
    )
    .await;
    assert_eq!(answer.status, 429, "{answer:?}");
    // A socket that floods is told the server is busy.
    let mut flood = Client::open(&server.socket_url(&made[0])).await;
    flood.hello(None, None).await;
    for _ in 0..40 {
        flood.raw(ToServer::Resign {}.encode()).await;
    }
    assert_eq!(
        flood
            .until(|m| matches!(m, ToClient::Refused { why: Refusal::Busy }))
            .await,
        ToClient::Refused { why: Refusal::Busy }
    );
    // Four sockets from one address at most.
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(Client::open(&server.socket_url(&made[1])).await);
    }
    assert!(
        Client::open_from(&server.socket_url(&made[1]), None)
            .await
            .is_err()
    );
}

#[tokio::test]
async fn over_capacity_newcomers_are_turned_away_and_players_come_back() {
    let (server, _dir) = start("shed", &["--max-sockets", "2"]);
    let (room, clients, secrets) = seated(&server, r#"{"rules":"6x4"}"#).await;
    let [first, mut second] = clients;
    let mut newcomer = Client::open(&server.socket_url(&room)).await;
    newcomer.hello(None, None).await;
    assert_eq!(
        newcomer.next().await,
        Some(ToClient::Refused { why: Refusal::Busy })
    );
    assert_eq!(
        newcomer.close_code().await,
        Some(1013),
        "and closed: try again"
    );
    first.close().await;
    second.state(|v| !v.seats[0].here).await;
    // The server is still at its limit with the newcomer gone, but a player with a seat
    // comes back.
    let mut watcher = Client::open(&server.socket_url(&room)).await;
    let mut back = Client::open(&server.socket_url(&room)).await;
    back.hello(Some(secrets[0]), None).await;
    assert_eq!(welcome(&mut back).await, (Some(0), None));
    watcher.hello(None, None).await;
    assert_eq!(refused(&mut watcher).await, Refusal::Busy);
    let answer = request(server.port, "GET", "/api/status", "", None).await;
    assert_eq!(answer.status, 200);
    assert!(answer.body.contains("\"rooms\":1"), "{}", answer.body);
}

async fn queue_news(client: &mut Client) -> Option<FromQueue> {
    let text = client.next_text().await?;
    Some(FromQueue::decode(&text).expect("the queue's frames read"))
}

#[tokio::test]
async fn the_queue_pairs_two_players_who_chose_the_same_rules_and_clock() {
    let (server, _dir) = start("queue", &[]);
    let line = |query: &str| format!("ws://127.0.0.1:{}/api/queue/socket?{query}", server.port);
    let mut first = Client::open(&line("rules=6x4&turn=60")).await;
    assert_eq!(
        queue_news(&mut first).await,
        Some(FromQueue::Waiting {
            waiting: 1,
            playing: 0
        })
    );
    // Another choice waits in a line of its own.
    let mut other = Client::open(&line("rules=6x5&turn=none")).await;
    assert_eq!(
        queue_news(&mut other).await,
        Some(FromQueue::Waiting {
            waiting: 1,
            playing: 0
        })
    );
    let mut second = Client::open(&line("rules=6x4&turn=60")).await;
    let paired = [queue_news(&mut first).await, queue_news(&mut second).await];
    let [
        Some(FromQueue::Paired { room, secret: a }),
        Some(FromQueue::Paired {
            room: same,
            secret: b,
        }),
    ] = paired
    else {
        panic!("both are paired: {paired:?}")
    };
    assert_eq!(room, same);
    assert_ne!(a, b);
    assert_eq!(queue_news(&mut first).await, None, "the wait is over");
    // Each takes the seat its secret names; the first to wait opens.
    let mut seats = Vec::new();
    for secret in [a, b] {
        let mut client = Client::open(&server.socket_url(room.as_str())).await;
        client.hello(Some(secret), None).await;
        seats.push(welcome(&mut client).await.0);
        client.close().await;
    }
    assert_eq!(seats, [Some(0), Some(1)]);
    let mut back = Client::open(&server.socket_url(room.as_str())).await;
    back.hello(Some(a), None).await;
    let view = back.state(|_| true).await;
    assert_eq!((view.rules.as_str(), view.turn_seconds), ("6x4", Some(60)));
    // A bad choice is refused before any wait, with the problem's code.
    assert!(Client::open_from(&line("rules=6x9"), None).await.is_err());
    assert!(Client::open_from(&line("turn=60"), None).await.is_err());
    for (query, problem) in [
        ("rules=6x9", Problem::Settings),
        ("turn=60", Problem::Unreadable),
        ("rules=6x4&rules=6x5", Problem::Unreadable),
        ("rules=6x4&page=xyz", Problem::Unreadable),
        ("rules=6x4&colour=red", Problem::Unreadable),
    ] {
        let path = format!("/api/queue/socket?{query}");
        let answer = request(server.port, "GET", &path, "", None).await;
        assert_eq!(answer.status, 400, "{query}: {}", answer.head);
        assert_eq!(Problem::decode(&answer.body), Ok(problem), "{query}");
    }
    let status = request(server.port, "GET", "/api/status", "", None).await;
    assert!(status.body.contains("\"playing\":1"), "{}", status.body);
}

#[tokio::test]
async fn a_page_back_in_the_queue_replaces_its_own_earlier_socket_and_is_never_paired_with_it() {
    let (server, _dir) = start("queue-page", &[]);
    let line = |query: &str| format!("ws://127.0.0.1:{}/api/queue/socket?{query}", server.port);
    let mine = "rules=6x4&turn=none&page=00000000000000a1";
    let mut earlier = Client::open(&line(mine)).await;
    assert_eq!(
        queue_news(&mut earlier).await,
        Some(FromQueue::Waiting {
            waiting: 1,
            playing: 0
        })
    );
    // The same page comes again (its earlier socket left as if half-open): it waits alone.
    let mut again = Client::open(&line(mine)).await;
    assert_eq!(
        queue_news(&mut again).await,
        Some(FromQueue::Waiting {
            waiting: 1,
            playing: 0
        })
    );
    assert_eq!(
        queue_news(&mut earlier).await,
        None,
        "the earlier socket is let go"
    );
    // Another page is paired with it.
    let mut other = Client::open(&line("rules=6x4&turn=none&page=00000000000000b2")).await;
    assert!(matches!(
        queue_news(&mut other).await,
        Some(FromQueue::Paired { .. })
    ));
    assert!(matches!(
        queue_news(&mut again).await,
        Some(FromQueue::Paired { .. })
    ));
    // A malformed page name is refused before any wait.
    assert!(
        Client::open_from(&line("rules=6x4&page=XYZ"), None)
            .await
            .is_err()
    );
}

#[tokio::test]
async fn a_room_made_to_keep_its_opener_keeps_it_over_a_rematch_and_a_restart() {
    let dir = scratch("opener");
    let db = dir.join("rooms.sqlite3");
    let mut server = Server::start_binary(&binary(), &dir, &db, &[]);
    let (room, mut clients, secrets) =
        seated(&server, r#"{"rules":"6x4","turn":null,"alternate":false}"#).await;
    let view = clients[0].state(|v| v.seats.iter().all(|s| s.taken)).await;
    assert!(!view.alternate);
    clients[1].say(&ToServer::Resign {}).await;
    clients[0].state(|v| v.ended.is_some()).await;
    for client in &mut clients {
        client.say(&ToServer::Rematch {}).await;
    }
    let next = clients[0].state(|v| v.game == 1).await;
    assert_eq!(next.south, 0, "the maker opens again");
    server.stop();
    drop(clients);
    let server = Server::start_binary(&binary(), &dir, &db, &[]);
    let mut back = Client::open(&server.socket_url(&room)).await;
    back.hello(Some(secrets[1]), None).await;
    let after = back.state(|_| true).await;
    assert_eq!((after.game, after.south, after.alternate), (1, 0, false));
}
