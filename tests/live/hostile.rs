//! The attacks that once held or broke the rooms, each tried again on the real binary over
//! loopback: a crowd of watchers, slow and idle connections, a rebinding page, floods in
//! bursts, a second socket on a seat, a proxy's clients, a full server's queue, and a stop.
//! Other loopback addresses (127.0.0.2 and on) stand for other clients.

use std::net::Ipv4Addr;
use std::time::Duration;

use mancala::room::protocol::{FromQueue, Refusal, ToClient, ToServer};
use mancala::server::listen::HEAD_WITHIN;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::time::Instant;

use super::client::{Client, Server, connect_from, make_room, request, request_as, scratch};
use super::{binary, play, refused, seated, start, welcome, with_seat};

/// The loopback address `127.0.0.n`.
fn from(n: u8) -> Ipv4Addr {
    Ipv4Addr::new(127, 0, 0, n)
}

fn hello_watching() -> String {
    ToServer::Hello {
        seat: None,
        invite: None,
    }
    .encode()
}

/// Whether the server ends a connection within `within`: a read that ends (with nothing, an
/// error, or an answer such as 408) rather than waits.
async fn ended_within(stream: &mut tokio::net::TcpStream, within: Duration) -> bool {
    let mut buffer = [0u8; 1024];
    let read = tokio::time::timeout(within, async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    });
    read.await.is_ok()
}

#[tokio::test]
async fn a_crowd_of_watchers_coming_and_going_never_disconnects_the_players() {
    // 190 watchers of one address, saying hello at once, used to close both players' sockets:
    // each hello and each close sent the whole room to everyone, and a player's full outbox
    // dropped the player. The address may watch with all of them here.
    let (server, _dir) = start("storm", &["--watching", "400", "--opens", "1000"]);
    let (room, mut clients, _) = seated(&server, r#"{"rules":"6x4","turn":null}"#).await;
    let url = server.socket_url(&room);
    let mut view = clients[0].state(|v| v.seats.iter().all(|s| s.taken)).await;
    for _ in 0..3 {
        let mut crowd = Vec::new();
        for _ in 0..190 {
            crowd.push(Client::open(&url).await);
        }
        for watcher in &mut crowd {
            watcher.raw(hello_watching()).await;
        }
        // The players play on while the crowd is there, and after it has gone at once.
        view = play(&mut clients, view, 3).await;
        let seen = crowd[189].state(|v| v.watchers >= 150).await;
        assert!(seen.watchers <= 191, "{seen:?}");
        drop(crowd);
        // The players hear that the crowd has gone, as a count, and play on.
        let gone = clients[0].state(|v| v.watchers == 0).await;
        assert_eq!(gone.moves, view.moves);
        view = play(&mut clients, view, 3).await;
    }
    assert!(view.seats.iter().all(|s| s.here), "{view:?}");
}

#[tokio::test]
async fn a_room_and_an_address_watch_with_so_many_sockets_and_no_more() {
    let (server, _dir) = start("watch-limits", &["--watchers", "5", "--watching", "3"]);
    let made = make_room(server.port, r#"{"rules":"6x4"}"#).await;
    let url = server.socket_url(&made.room);
    let mut watching = Vec::new();
    for (address, let_in) in [(2, 3), (3, 2)] {
        for _ in 0..let_in {
            let mut watcher = Client::open_as(&url, from(address)).await.expect("opens");
            watcher.raw(hello_watching()).await;
            assert_eq!(welcome(&mut watcher).await, (None, None));
            watching.push(watcher);
        }
        // One more from the address (past its 3), or into the room (past its 5), is turned
        // away, and told why.
        let mut over = Client::open_as(&url, from(address)).await.expect("opens");
        over.raw(hello_watching()).await;
        assert_eq!(refused(&mut over).await, Refusal::Busy);
        assert_eq!(over.close_code().await, Some(1013));
    }
    // The maker still takes the seat: the limits are on watchers only.
    let mut maker = Client::open(&url).await;
    maker.hello(Some(made.maker), None).await;
    assert_eq!(welcome(&mut maker).await.0, Some(0));
}

#[tokio::test]
async fn slow_and_idle_connections_are_let_go_and_a_new_visitor_still_plays() {
    let (server, _dir) = start("slow", &["--connections-per-address", "250"]);
    let port = server.port;
    // A thousand connections from four addresses send the start of a request head and no
    // more: under the address cap, all are let in.
    let mut slow = Vec::new();
    for address in 2..6 {
        for _ in 0..250 {
            let mut stream = connect_from(from(address), port).await;
            stream
                .write_all(b"GET / HTTP/1.1\r\nHo")
                .await
                .expect("sent");
            slow.push(stream);
        }
    }
    let opened = Instant::now();
    // One more from a full address is closed at the door.
    let mut over = connect_from(from(2), port).await;
    assert!(
        ended_within(&mut over, Duration::from_secs(5)).await,
        "the address's 251st connection is closed at once"
    );
    // A new visitor gets the page and makes a room within 2 s.
    let visit = Instant::now();
    let page = request(port, "GET", "/", "", None).await;
    assert_eq!(page.status, 200, "{page:?}");
    make_room(port, r#"{"rules":"6x4"}"#).await;
    let took = visit.elapsed();
    assert!(took < Duration::from_secs(2), "the visit took {took:?}");
    // A connection kept alive after its answer, and saying nothing more, is closed too.
    let mut idle = connect_from(from(6), port).await;
    idle.write_all(format!("GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n").as_bytes())
        .await
        .expect("sent");
    // Each slow connection is closed once its head is overdue.
    let by = opened + HEAD_WITHIN + Duration::from_secs(10);
    for stream in &mut slow {
        let left = by.saturating_duration_since(Instant::now());
        assert!(ended_within(stream, left).await, "a slow head is let go");
    }
    assert!(
        ended_within(&mut idle, HEAD_WITHIN + Duration::from_secs(5)).await,
        "an idle kept-alive connection is let go"
    );
}

#[tokio::test]
async fn a_rebinding_page_reaches_nothing_and_only_the_served_origins_open_rooms() {
    let (server, _dir) = start("hosts", &["--origin", "https://kalah.example"]);
    let port = server.port;
    let rebound = format!("rebind.example:{port}");
    let rebound_origin = format!("http://rebind.example:{port}");
    let body = with_seat(r#"{"rules":"6x4"}"#);
    // A page whose name was pointed at the loopback sends its own host in both headers.
    let headers = [
        ("Host", rebound.as_str()),
        ("Origin", rebound_origin.as_str()),
    ];
    for (method, path, body) in [
        ("POST", "/api/rooms", body.as_str()),
        ("GET", "/", ""),
        ("GET", "/api/status", ""),
    ] {
        let answer = request_as(from(1), port, method, path, body, &headers).await;
        assert_eq!(answer.status, 421, "{method} {path}: {answer:?}");
    }
    // With the right host but a foreign page, no room either; the public origin is served,
    // and its pages make rooms.
    let own_host = format!("127.0.0.1:{port}");
    for (host, origin, status) in [
        (own_host.as_str(), rebound_origin.as_str(), 403),
        ("kalah.example", "https://kalah.example", 201),
    ] {
        let headers = [("Host", host), ("Origin", origin)];
        let answer = request_as(from(1), port, "POST", "/api/rooms", &body, &headers).await;
        assert_eq!(answer.status, status, "{origin}: {answer:?}");
    }
}

#[tokio::test]
async fn bursts_under_the_average_rate_never_close_a_socket() {
    // 22 frames every 3 s is 7.3 a second, under the 8 allowed: the frames past the burst are
    // refused as busy, but the socket stays open. Strikes that never expired closed it after
    // six bursts.
    let (server, _dir) = start("bursts", &[]);
    let made = make_room(server.port, r#"{"rules":"6x4"}"#).await;
    let mut socket = Client::open(&server.socket_url(&made.room)).await;
    socket.raw(hello_watching()).await;
    welcome(&mut socket).await;
    let start = Instant::now();
    for burst in 0..8u32 {
        tokio::time::sleep_until(start + Duration::from_secs(3) * burst).await;
        for _ in 0..22 {
            socket.raw(ToServer::Resign {}.encode()).await;
        }
    }
    // Still open: it is answered.
    let mut answered = false;
    for _ in 0..200 {
        match socket.next().await {
            Some(ToClient::Refused {
                why: Refusal::NotSeated,
            }) => answered = true,
            Some(_) => {}
            None => panic!("the socket was closed"),
        }
        if answered {
            break;
        }
    }
    assert!(answered);
    socket.raw(ToServer::Resign {}.encode()).await;
    assert!(
        matches!(socket.next().await, Some(ToClient::Refused { .. })),
        "still answered after the bursts"
    );
}

#[tokio::test]
async fn a_second_socket_on_a_seat_takes_it_and_the_first_is_told_and_closed() {
    let (server, _dir) = start("replaced", &[]);
    let (room, clients, secrets) = seated(&server, r#"{"rules":"6x4"}"#).await;
    let [mut first, mut second] = clients;
    let mut again = Client::open(&server.socket_url(&room)).await;
    again.hello(Some(secrets[0]), None).await;
    assert_eq!(welcome(&mut again).await.0, Some(0));
    assert_eq!(refused(&mut first).await, Refusal::Replaced);
    assert_eq!(first.close_code().await, Some(1008));
    // The seat is still here, on the new socket, which plays.
    let view = second.state(|v| v.seats.iter().all(|s| s.here)).await;
    let mut players = [again, second];
    let view = play(&mut players, view, 2).await;
    assert_eq!(view.moves.len(), 2);
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_client_has_its_own_limits() {
    let body = with_seat(r#"{"rules":"6x4"}"#);
    let make = async |port, forwarded: &str| {
        request_as(
            from(1),
            port,
            "POST",
            "/api/rooms",
            &body,
            &[("X-Forwarded-For", forwarded)],
        )
        .await
        .status
    };
    let (proxied, _dir) = start(
        "proxied",
        &["--trust-proxy", "127.0.0.1/32", "--creations", "2"],
    );
    assert_eq!(make(proxied.port, "198.51.100.1").await, 201);
    assert_eq!(make(proxied.port, "198.51.100.1").await, 201);
    assert_eq!(
        make(proxied.port, "198.51.100.1").await,
        429,
        "one client's budget"
    );
    assert_eq!(make(proxied.port, "198.51.100.2").await, 201, "another's");
    // Without the trust, the header is the client's own word, and counts for nothing.
    let (direct, _dir) = start("direct", &["--creations", "2"]);
    assert_eq!(make(direct.port, "198.51.100.1").await, 201);
    assert_eq!(make(direct.port, "198.51.100.2").await, 201);
    assert_eq!(make(direct.port, "198.51.100.3").await, 429);
}

#[tokio::test]
async fn a_pairing_the_full_server_cannot_make_a_room_for_is_told_busy() {
    let (server, _dir) = start("queue-full", &["--max-rooms", "0"]);
    let line = format!(
        "ws://127.0.0.1:{}/api/queue/socket?rules=6x4&turn=60",
        server.port
    );
    let mut first = Client::open(&line).await;
    assert!(matches!(
        first.next_text().await.map(|t| FromQueue::decode(&t)),
        Some(Ok(FromQueue::Waiting { .. }))
    ));
    let mut second = Client::open(&line).await;
    for page in [&mut first, &mut second] {
        let mut told = Vec::new();
        while let Some(text) = page.next_text().await {
            told.push(FromQueue::decode(&text).expect("the queue's frames read"));
        }
        assert!(told.contains(&FromQueue::Busy {}), "{told:?}");
        assert_eq!(page.close_code().await, Some(1013));
    }
}

#[tokio::test]
async fn a_stopping_server_tells_every_socket_and_keeps_every_move() {
    let dir = scratch("stopping");
    let db = dir.join("rooms.sqlite3");
    let mut server = Server::start_binary(&binary(), &dir, &db, &[]);
    let (room, mut clients, secrets) = seated(&server, r#"{"rules":"6x4","turn":null}"#).await;
    let view = clients[0].state(|v| v.seats.iter().all(|s| s.taken)).await;
    let view = play(&mut clients, view, 5).await;
    let stopping = Instant::now();
    server.stop();
    assert!(
        stopping.elapsed() < Duration::from_secs(15),
        "stopped in {:?}",
        stopping.elapsed()
    );
    for client in &mut clients {
        assert_eq!(client.close_code().await, Some(1001), "going away");
    }
    let server = Server::start_binary(&binary(), &dir, &db, &[]);
    let mut back = Client::open(&server.socket_url(&room)).await;
    back.hello(Some(secrets[0]), None).await;
    let resumed = back.state(|_| true).await;
    assert_eq!(resumed.moves, view.moves, "every acknowledged move kept");
}

#[tokio::test]
async fn a_watcher_saying_hello_again_is_counted_once() {
    let (server, _dir) = start("hello-again", &["--watching", "2"]);
    let made = make_room(server.port, r#"{"rules":"6x4"}"#).await;
    let url = server.socket_url(&made.room);
    let mut first = Client::open_as(&url, from(7)).await.expect("opens");
    first.raw(hello_watching()).await;
    assert_eq!(welcome(&mut first).await, (None, None));
    for _ in 0..3 {
        first.raw(hello_watching()).await;
        assert_eq!(refused(&mut first).await, Refusal::OutOfOrder);
    }
    // The address watches with one socket, so a second is let in.
    let mut second = Client::open_as(&url, from(7)).await.expect("opens");
    second.raw(hello_watching()).await;
    assert_eq!(welcome(&mut second).await, (None, None));
}

#[tokio::test]
async fn an_address_opens_sockets_at_its_rate_and_no_faster() {
    // Without a rate, one address could open and close thousands of sockets a second, each a
    // welcome and a room's state to write.
    let (server, _dir) = start("opens", &[]);
    let made = make_room(server.port, r#"{"rules":"6x4"}"#).await;
    let url = server.socket_url(&made.room);
    let began = Instant::now();
    let mut opened = Vec::new();
    let mut turned_away = 0;
    for _ in 0..40 {
        match Client::open_as(&url, from(8)).await {
            Ok(client) => opened.push(client),
            Err(_) => turned_away += 1,
        }
    }
    let took = began.elapsed().as_secs_f64();
    // Twenty at once, then ten a second.
    assert!(opened.len() >= 20, "{} opened", opened.len());
    assert!(
        opened.len() as f64 <= 20.0 + 10.0 * took + 1.0,
        "{} opened in {took:.2} s, {turned_away} turned away",
        opened.len()
    );
    // Another address has its own.
    assert!(Client::open_as(&url, from(9)).await.is_ok());
}
