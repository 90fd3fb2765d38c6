//! A storm of watchers on one room, against the real binary with its default limits: two
//! players play while watcher sockets join and leave the room from several loopback
//! addresses as fast as the limits allow. Bounded in sockets and in time; it stops by itself.
//!
//! ```text
//! cargo build --profile server --no-default-features --features server --bin server
//! cargo run --profile bench --features server --example watcher_storm -- [WATCHERS] [SECONDS]
//! ```
//!
//! WATCHERS sockets (1,000 by default) from 127.0.0.2 on, as many an address as the server lets
//! one address watch with (100), join the room (say hello, read their welcome and the room) as
//! fast as the server lets an address open sockets, and once all are in, the oldest leaves as
//! each new one joins, for SECONDS (20). Meanwhile the two players move at 5 moves a
//! second, each move timed from the mover's send to the opponent's receipt of the state with
//! it. It prints the moves' latency, the joins and leaves a second, the server's share of a
//! core, and whether either player was ever disconnected. `SERVER=path` names the binary (by
//! default `server/server` in this build's target folder).

#[path = "../tests/live/client.rs"]
mod client;
#[path = "support/load.rs"]
mod load;

use std::net::Ipv4Addr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use client::{Client, Server, fresh_secret, make_room, mover, replay, scratch};
use load::{cpu_seconds, percentile, server_binary};
use mancala::engine::Move;
use mancala::room::protocol::{ToClient, ToServer, Wire};

/// Sockets one address may watch with, by the server's default.
const PER_ADDRESS: usize = 100;

/// Moves a second the players make.
const PACE: f64 = 5.0;

/// One address's watchers: they join as fast as the server lets the address open sockets,
/// backing off for 50 ms when it turns one away, up to `count` at once; from then on, the
/// oldest leaves each time another joins. Returns the joins and the sockets turned away.
async fn crowd(url: String, address: Ipv4Addr, count: usize, until: Instant) -> (u64, u64) {
    let (mut joins, mut refused) = (0, 0);
    let hello = ToServer::Hello {
        seat: None,
        invite: None,
    }
    .encode();
    let mut here = std::collections::VecDeque::with_capacity(count);
    while Instant::now() < until {
        if here.len() >= count {
            here.pop_front();
        }
        let Ok(mut watcher) = Client::open_as(&url, address).await else {
            refused += 1;
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        watcher.raw(hello.clone()).await;
        // Its welcome, then the room: a watcher that has joined.
        match (watcher.next().await, watcher.next().await) {
            (Some(ToClient::Welcome { .. }), Some(ToClient::State(_))) => {
                joins += 1;
                here.push_back(watcher);
            }
            _ => refused += 1,
        }
    }
    (joins, refused)
}

/// The crowd's process: `crowd URL WATCHERS SECONDS`; prints its joins and refusals.
async fn crowds(args: &[String]) {
    let url = args[1].clone();
    let watchers: usize = args[2].parse().expect("a count");
    let seconds: u64 = args[3].parse().expect("seconds");
    let until = Instant::now() + Duration::from_secs(seconds);
    let tasks: Vec<_> = (0..watchers.div_ceil(PER_ADDRESS))
        .map(|i| {
            let count = PER_ADDRESS.min(watchers - i * PER_ADDRESS);
            let address = Ipv4Addr::new(127, 0, 0, 2 + i as u8);
            tokio::spawn(crowd(url.clone(), address, count, until))
        })
        .collect();
    let (mut joins, mut refused) = (0, 0);
    for task in tasks {
        let (j, r) = task.await.expect("a crowd's task");
        joins += j;
        refused += r;
    }
    println!("{joins} {refused}");
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "crowd") {
        return crowds(&args).await;
    }
    let watchers: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let seconds: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let dir = scratch("storm");
    let db = dir.join("rooms.sqlite3");
    let server = Server::start_binary(&server_binary(), &dir, &db, &[]);
    let port = server.port;
    let made = make_room(port, r#"{"rules":"6x4","turn":null}"#).await;
    let url = format!("ws://127.0.0.1:{port}/api/rooms/{}/socket", made.room);
    let mut players = [Client::open(&url).await, Client::open(&url).await];
    players[0].hello(Some(made.maker), None).await;
    players[1]
        .hello(Some(fresh_secret()), Some(made.invite))
        .await;
    let mut view = players[0]
        .state(|v| v.seats.iter().all(|s| s.taken && s.here))
        .await;
    let started = Instant::now();
    let until = started + Duration::from_secs(seconds);
    let cpu_before = cpu_seconds(server.pid());
    let addresses = watchers.div_ceil(PER_ADDRESS);
    // The crowd is a process of its own, at the lowest priority, as watchers are other
    // machines than the players' and the server's: the players' moves then wait on the
    // server, not on a thousand readers sharing their two cores.
    let crowd = std::process::Command::new("nice")
        .args(["-n", "19"])
        .arg(std::env::current_exe().expect("this example"))
        .args(["crowd", &url, &watchers.to_string(), &seconds.to_string()])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the crowd's process starts");
    let disconnected = Arc::new(AtomicBool::new(false));
    let most_watchers = Arc::new(AtomicU64::new(0));
    let mut latencies = Vec::new();
    let step = Duration::from_secs_f64(1.0 / PACE);
    let mut next = Instant::now();
    let mut n = 0usize;
    'play: while Instant::now() < until {
        if view.ended.is_some() {
            for player in &mut players {
                player.say(&ToServer::Rematch {}).await;
            }
            let game = view.game + 1;
            view = players[0].state(|v| v.game == game).await;
            players[1].state(|v| v.game == game).await;
            continue;
        }
        tokio::time::sleep_until(next.into()).await;
        next += step;
        let seat = mover(&view);
        let ply = view.moves.len();
        let pits: Vec<_> = replay(&view).position().legal_moves().iter().collect();
        let played = Move::Sow(pits[n % pits.len()]);
        n += 1;
        let sent = players[seat]
            .say(&ToServer::Move {
                ply: ply as u16,
                played: Wire(played),
            })
            .await;
        for side in [1 - seat, seat] {
            loop {
                match players[side].next().await {
                    Some(ToClient::State(v)) if v.game == view.game && v.moves.len() > ply => {
                        most_watchers.fetch_max(u64::from(v.watchers), Ordering::Relaxed);
                        if side == 1 - seat {
                            latencies.push(sent.elapsed().as_micros() as u32);
                        } else {
                            view = v;
                        }
                        break;
                    }
                    Some(ToClient::State(v)) => {
                        most_watchers.fetch_max(u64::from(v.watchers), Ordering::Relaxed);
                    }
                    Some(_) => {}
                    None => {
                        disconnected.store(true, Ordering::Relaxed);
                        break 'play;
                    }
                }
            }
        }
    }
    let told = crowd.wait_with_output().expect("the crowd's process ends");
    let told = String::from_utf8_lossy(&told.stdout);
    let mut counts = told
        .split_whitespace()
        .map(|n| n.parse::<u64>().unwrap_or(0));
    let (joins, refused) = (counts.next().unwrap_or(0), counts.next().unwrap_or(0));
    let elapsed = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds(server.pid()) - cpu_before;
    let here = !disconnected.load(Ordering::Relaxed);
    latencies.sort_unstable();
    println!(
        "{watchers} watchers from {addresses} addresses for {seconds} s: {joins} joins \
         ({:.0} a second), {refused} turned away or lost",
        joins as f64 / elapsed
    );
    println!(
        "players: {} moves, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; most watchers shown {}; \
         both connected throughout: {here}",
        latencies.len(),
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0),
        most_watchers.load(Ordering::Relaxed),
    );
    println!(
        "players: p90 {:.1} ms, p95 {:.1} ms, {} moves over 50 ms",
        percentile(&latencies, 0.9),
        percentile(&latencies, 0.95),
        latencies.iter().filter(|&&micros| micros > 50_000).count()
    );
    println!("server: {:.0}% of one core", 100.0 * cpu / elapsed);
    for player in players {
        player.close().await;
    }
    if !here {
        std::process::exit(1);
    }
}
