//! The room server under load: bots in rooms over loopback, against the real binary with its
//! SQLite database synced on every commit. Bounded in rooms and in time; it stops by itself.
//!
//! ```text
//! cargo build --profile server --no-default-features --features server --bin server
//! cargo run --profile bench --features server --example room_load -- [ROOMS] [SECONDS] [kill]
//! ```
//!
//! ROOMS rooms (1,000 by default, two sockets each) play for SECONDS (20) at a steady pace of
//! 0.4 moves a second a room, so 5,000 rooms ask for 2,000 moves a second. Each move is timed
//! from the mover's send to the opponent's receipt of the state with it. At the end every room's
//! moves are checked against the moves its bots played: none lost, none played twice. With
//! `kill`, the server is killed (SIGKILL) halfway and started again on the same database; the bots
//! come back with their seats' secrets, and every move acknowledged before the kill is looked
//! for afterwards. `SERVER=path` names the binary (by default `server/server` in this build's
//! target folder).

#[path = "../tests/live/client.rs"]
mod client;
#[path = "support/load.rs"]
mod load;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use client::{Client, Server, fresh_secret, make_room, mover, replay, scratch};
use load::{cpu_seconds, percentile, server_binary};
use mancala::engine::Move;
use mancala::room::protocol::{Invite, Secret, ToClient, ToServer, Wire};
use tokio::sync::Mutex;

/// Moves a second each room asks for.
const PACE: f64 = 0.4;

#[derive(Default)]
struct Tally {
    /// (when the move was sent, in milliseconds from the start, and its latency in µs).
    latencies: Mutex<Vec<(u32, u32)>>,
    moves: AtomicU64,
    lost: AtomicU64,
    doubled: AtomicU64,
    errors: AtomicU64,
}

/// One room's bots: returns the room, the secrets, and the moves of the game in progress that
/// were acknowledged (the state with them reached the mover).
/// When a room's bots play: from `started + offset` until `until`.
#[derive(Clone, Copy)]
struct Pace {
    started: Instant,
    offset: Duration,
    until: Instant,
}

async fn bots(
    url: String,
    room: String,
    secrets: [Secret; 2],
    invite: Option<Invite>,
    pace: Pace,
    tally: Arc<Tally>,
    stop: Arc<AtomicBool>,
) -> Option<([Secret; 2], u32, String)> {
    let Pace {
        started,
        offset,
        until,
    } = pace;
    let mut clients = Vec::new();
    let mut got = [Secret(0); 2];
    for seat in 0..2 {
        let mut client = Client::open_from(&url, None).await.ok()?;
        client
            .say(&ToServer::Hello {
                seat: Some(secrets[seat]),
                invite,
            })
            .await;
        match client
            .until(|m| matches!(m, ToClient::Welcome { .. }))
            .await
        {
            ToClient::Welcome { seat: Some(s), .. } if usize::from(s) == seat => {
                got[seat] = secrets[seat];
            }
            other => {
                eprintln!("room {room}: seat {seat} not given: {other:?}");
                tally.errors.fetch_add(1, Ordering::Relaxed);
                return None;
            }
        }
        clients.push(client);
    }
    let mut view = clients[1]
        .state(|v| v.seats.iter().all(|s| s.taken && s.here))
        .await;
    let mut acknowledged = (view.game, view.moves.clone());
    tokio::time::sleep(offset).await;
    let step = Duration::from_secs_f64(1.0 / PACE);
    let mut next = Instant::now();
    let mut n = 0usize;
    while Instant::now() < until && !stop.load(Ordering::Relaxed) {
        if view.ended.is_some() {
            for client in &mut clients {
                client.say(&ToServer::Rematch {}).await;
            }
            let game = view.game + 1;
            view = match clients[0]
                .until(|m| matches!(m, ToClient::State(v) if v.game == game))
                .await
            {
                ToClient::State(v) => v,
                _ => unreachable!(),
            };
            clients[1].state(|v| v.game == game).await;
            acknowledged = (view.game, view.moves.clone());
            continue;
        }
        tokio::time::sleep_until(next.into()).await;
        next += step;
        let seat = mover(&view);
        let ply = view.moves.len();
        let record = replay(&view);
        let pits: Vec<_> = record.position().legal_moves().iter().collect();
        let played = Move::Sow(pits[n % pits.len()]);
        n += 1;
        let sent = clients[seat]
            .say(&ToServer::Move {
                ply: ply as u16,
                played: Wire(played),
            })
            .await;
        // The opponent's receipt is the latency; the mover's is the acknowledgement.
        let seen = loop {
            match clients[1 - seat].next().await {
                Some(ToClient::State(v)) if v.game == view.game && v.moves.len() > ply => {
                    break Some(v);
                }
                Some(_) => {}
                None => break None,
            }
        };
        let Some(seen) = seen else {
            return Some((got, acknowledged.0, acknowledged.1));
        };
        let micros = sent.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
        let at = sent.duration_since(started).as_millis() as u32;
        tally.latencies.lock().await.push((at, micros));
        loop {
            match clients[seat].next().await {
                Some(ToClient::State(v)) if v.game == view.game && v.moves.len() > ply => {
                    view = v;
                    break;
                }
                Some(_) => {}
                None => return Some((got, acknowledged.0, acknowledged.1)),
            }
        }
        let expected = format!("{}{}", acknowledged.1, played.letter());
        if view.moves != expected || seen.moves != expected {
            if view.moves.len() > expected.len() {
                tally.doubled.fetch_add(1, Ordering::Relaxed);
            } else {
                tally.lost.fetch_add(1, Ordering::Relaxed);
            }
        }
        tally.moves.fetch_add(1, Ordering::Relaxed);
        acknowledged = (view.game, view.moves.clone());
    }
    for client in clients {
        client.close().await;
    }
    Some((got, acknowledged.0, acknowledged.1))
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rooms: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let seconds: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let kill = args.iter().any(|a| a == "kill");
    let dir = scratch(&format!("load-{rooms}"));
    let db = dir.join("rooms.sqlite3");
    let limits = [
        "--per-address",
        "100000",
        "--creations",
        "1000000",
        "--max-sockets",
        "100000",
        "--max-rooms",
        "100000",
        "--connections-per-address",
        "100000",
        "--opens",
        "100000",
    ];
    let binary = server_binary();
    let mut server = Server::start_binary(&binary, &dir, &db, &limits);
    let port = server.port;
    let made = Instant::now();
    let mut ids = Vec::with_capacity(rooms);
    for chunk in (0..rooms).collect::<Vec<_>>().chunks(64) {
        let batch: Vec<_> = chunk
            .iter()
            .map(|_| {
                tokio::spawn(async move { make_room(port, r#"{"rules":"6x4","turn":null}"#).await })
            })
            .collect();
        for made in batch {
            ids.push(made.await.expect("a room"));
        }
    }
    println!(
        "{rooms} rooms made in {:.1} s",
        made.elapsed().as_secs_f64()
    );
    let tally = Arc::new(Tally::default());
    let stop = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let warm = Duration::from_secs(5) + Duration::from_millis(rooms as u64 * 2);
    let until = started + warm + Duration::from_secs(seconds);
    let mut tasks = Vec::with_capacity(rooms);
    for (i, made) in ids.iter().enumerate() {
        let room = &made.room;
        let url = format!("ws://127.0.0.1:{port}/api/rooms/{room}/socket");
        let offset = warm.saturating_sub(started.elapsed())
            + Duration::from_secs_f64((i as f64 / rooms as f64) / PACE);
        tasks.push(tokio::spawn(bots(
            url,
            room.clone(),
            [made.maker, fresh_secret()],
            Some(made.invite),
            Pace {
                started,
                offset,
                until,
            },
            tally.clone(),
            stop.clone(),
        )));
        if i % 200 == 199 {
            tokio::task::yield_now().await;
        }
    }
    let paced_from = started + warm;
    let steady = paced_from + Duration::from_secs_f64(1.0 / PACE);
    tokio::time::sleep_until(steady.into()).await;
    let cpu_before = cpu_seconds(server.pid());
    let bots_before = cpu_seconds(std::process::id());
    let steady_at = Instant::now();
    // The server's share of a core, over the steady state: up to the kill in a kill run, as a
    // killed process's time can no longer be read.
    let mut server_share = None;
    if kill {
        tokio::time::sleep_until((paced_from + Duration::from_secs(seconds / 2)).into()).await;
        let cpu = cpu_seconds(server.pid()) - cpu_before;
        server_share = Some(cpu / steady_at.elapsed().as_secs_f64().max(0.001));
        server.kill();
        println!("server killed at {:.1} s", started.elapsed().as_secs_f64());
    }
    let mut kept = Vec::new();
    for (task, room) in tasks.into_iter().zip(&ids) {
        if let Ok(Some(result)) = task.await {
            kept.push((room.room.clone(), result));
        }
    }
    let cpu = cpu_seconds(server.pid()) - cpu_before;
    let elapsed = steady_at.elapsed().as_secs_f64();
    let server_share = server_share.unwrap_or(cpu / elapsed.max(0.001));
    let bots_cpu = cpu_seconds(std::process::id()) - bots_before;
    let timed = tally.latencies.lock().await.clone();
    // Every room has begun to move 1/PACE seconds after the warm-up: the steady state is from
    // then on, and each ten seconds of it is shown apart.
    let steady_from = steady.duration_since(started).as_millis() as u32;
    let mut latencies: Vec<u32> = timed
        .iter()
        .filter(|(at, _)| *at >= steady_from)
        .map(|&(_, micros)| micros)
        .collect();
    latencies.sort_unstable();
    let mut window = steady_from;
    while window < steady_from + seconds as u32 * 1000 {
        let mut slice: Vec<u32> = timed
            .iter()
            .filter(|(at, _)| (window..window + 10_000).contains(at))
            .map(|&(_, micros)| micros)
            .collect();
        slice.sort_unstable();
        if !slice.is_empty() {
            println!(
                "  from {:>3} s: {} moves, p99 {:.1} ms",
                (window - steady_from) / 1000,
                slice.len(),
                percentile(&slice, 0.99)
            );
        }
        window += 10_000;
    }
    let all = timed.len();
    let moves = tally.moves.load(Ordering::Relaxed);
    println!(
        "| rooms | sockets | moves | moves/s | p50 ms | p99 ms | max ms | server CPU | bots' CPU | lost | doubled | errors |"
    );
    let _ = all;
    println!(
        "| {rooms} | {} | {moves} | {:.0} | {:.1} | {:.1} | {:.1} | {:.0}% | {:.0}% | {} | {} | {} |",
        rooms * 2,
        latencies.len() as f64 / elapsed,
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0),
        100.0 * server_share,
        100.0 * bots_cpu / elapsed.max(0.001),
        tally.lost.load(Ordering::Relaxed),
        tally.doubled.load(Ordering::Relaxed),
        tally.errors.load(Ordering::Relaxed),
    );
    if kill {
        let server = Server::start_binary(&binary, &dir, &db, &limits);
        // Each room is asked for its moves by a socket with the first seat's secret, 64 at
        // a time.
        let port = server.port;
        let mut survived = 0usize;
        let mut acknowledged = 0usize;
        let mut missing = 0usize;
        for chunk in kept.chunks(64) {
            let asked: Vec<_> = chunk
                .iter()
                .cloned()
                .map(|(room, (secrets, game, moves))| {
                    tokio::spawn(async move {
                        let url = format!("ws://127.0.0.1:{port}/api/rooms/{room}/socket");
                        let Ok(mut back) = Client::open_from(&url, None).await else {
                            return (room, game, moves, None);
                        };
                        back.say(&ToServer::Hello {
                            seat: Some(secrets[0]),
                            invite: None,
                        })
                        .await;
                        let view = back.state(|_| true).await;
                        back.close().await;
                        (room, game, moves, Some(view))
                    })
                })
                .collect();
            for asked in asked {
                let Ok((room, game, moves, view)) = asked.await else {
                    continue;
                };
                acknowledged += moves.len();
                match view {
                    Some(view)
                        if view.game > game
                            || (view.game == game && view.moves.starts_with(&moves)) =>
                    {
                        survived += moves.len();
                    }
                    other => {
                        missing += moves.len();
                        eprintln!(
                            "room {room}: acknowledged {moves:?} in game {game}, kept {other:?}"
                        );
                    }
                }
            }
        }
        println!(
            "after kill -9 and restart: {survived} of {acknowledged} acknowledged moves of the games in progress kept, {missing} missing"
        );
        let _ = stop;
    }
}
