//! What an operator does to a running room server: copy its database while it plays, read its
//! metrics and its log.

use std::process::Command;
use std::time::{Duration, Instant};

use mancala::room::protocol::{Refusal, ToClient, ToServer, Wire};

use super::client::{Client, Server, mover, request, request_as, scratch};
use super::{a_legal_move, binary, play, seated};

/// `server --db DB --backup TO`, run to its end.
fn back_up(db: &std::path::Path, to: &std::path::Path) -> std::process::Output {
    Command::new(binary())
        .arg("--db")
        .arg(db)
        .arg("--backup")
        .arg(to)
        .output()
        .expect("the server's binary runs")
}

#[tokio::test]
async fn a_backup_taken_mid_game_restores_every_acknowledged_move() {
    let dir = scratch("backup");
    let db = dir.join("rooms.sqlite3");
    let server = Server::start_binary(&binary(), &dir, &db, &[]);
    let (room, mut clients, secrets) = seated(&server, r#"{"rules":"6x4","turn":null}"#).await;
    let view = clients[0].state(|v| v.seats.iter().all(|s| s.taken)).await;
    let acknowledged = play(&mut clients, view, 8).await;
    // The game goes on while the copy is taken.
    let playing = tokio::spawn({
        let view = acknowledged.clone();
        async move { play(&mut clients, view, 12).await }
    });
    let copy = dir.join("copy.sqlite3");
    let backup = back_up(&db, &copy);
    let said = String::from_utf8_lossy(&backup.stdout);
    assert!(backup.status.success(), "{backup:?}");
    assert!(said.contains("1 rooms copied"), "{said}");
    let last = playing.await.expect("the game's task");
    // A second backup into the same file is refused rather than mixed with the first.
    let again = back_up(&db, &copy);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("exists already"));
    // A server on the copy has the game as it stood at one moment of the backup: every move
    // acknowledged before it, and no move that was not played.
    let restored_dir = scratch("backup-restored");
    let restored = Server::start_binary(&binary(), &restored_dir, &copy, &[]);
    let mut back = Client::open(&restored.socket_url(&room)).await;
    back.hello(Some(secrets[0]), None).await;
    let resumed = back.state(|_| true).await;
    assert!(
        resumed.moves.starts_with(&acknowledged.moves),
        "every move acknowledged before the backup: {} in {}",
        acknowledged.moves,
        resumed.moves
    );
    assert!(
        last.moves.starts_with(&resumed.moves),
        "the copy holds only moves played: {} in {}",
        resumed.moves,
        last.moves
    );
    drop(server);
}

/// The service unit of `docs/deploy/`, with its `ExecStart` pointed at `binary`.
fn unit_for(binary: &std::path::Path) -> (String, Vec<String>) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/deploy/mancala.service");
    let unit = std::fs::read_to_string(path).expect("the service unit");
    let exec = unit
        .lines()
        .find_map(|line| line.strip_prefix("ExecStart="))
        .expect("an ExecStart line");
    let mut words = exec.split_whitespace();
    let program = words.next().expect("a program");
    let args = words.map(String::from).collect();
    (unit.replace(program, &binary.display().to_string()), args)
}

#[test]
fn the_service_unit_is_valid_hardened_and_runs_a_command_line_the_server_takes() {
    let (unit, args) = unit_for(&binary());
    // The arguments are the server's own.
    let parsed = mancala::server::Config::from_args(args.clone());
    assert!(
        matches!(parsed, Ok(mancala::server::Parsed::Run(_))),
        "{args:?}: {parsed:?}"
    );
    let dir = scratch("unit");
    let file = dir.join("mancala.service");
    std::fs::write(&file, unit).expect("the unit written");
    let verify = Command::new("systemd-analyze")
        .arg("verify")
        .arg(&file)
        .output()
        .expect("systemd-analyze runs (Debian's systemd)");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&verify.stdout),
        String::from_utf8_lossy(&verify.stderr)
    );
    assert!(verify.status.success(), "{said}");
    // systemd-analyze only warns of a key it does not know or a value it cannot read.
    assert!(said.trim().is_empty(), "systemd-analyze says: {said}");
    let security = Command::new("systemd-analyze")
        .args(["security", "--offline=true", "--no-pager"])
        .arg(&file)
        .output()
        .expect("systemd-analyze runs");
    let report = String::from_utf8_lossy(&security.stdout);
    let exposure: f64 = report
        .lines()
        .find_map(|line| line.split("mancala.service: ").nth(1))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|level| level.parse().ok())
        .unwrap_or_else(|| panic!("an exposure level: {report}"));
    // systemd rates under 2.0 as well protected ("OK"); a service with no hardening is near 9.6.
    assert!(exposure < 2.0, "exposure {exposure}: {report}");
}

/// The value of one series (`name{labels}`) in a scrape, if it is there.
fn series(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
}

/// A scrape of `/metrics` from the loopback address `source`.
async fn scrape(port: u16, source: std::net::Ipv4Addr) -> super::client::Answer {
    request_as(source, port, "GET", "/metrics", "", &[]).await
}

#[tokio::test]
async fn the_metrics_are_scraped_during_a_game_by_the_named_addresses_alone_and_the_log_sums_up() {
    let dir = scratch("metrics");
    let db = dir.join("rooms.sqlite3");
    let server = Server::start_binary(
        &binary(),
        &dir,
        &db,
        &["--metrics-from", "127.0.0.1/32", "--summary-every", "1"],
    );
    let (room, mut clients, _) = seated(&server, r#"{"rules":"6x4","turn":120}"#).await;
    let view = clients[0].state(|v| v.seats.iter().all(|s| s.taken)).await;
    let view = play(&mut clients, view, 6).await;
    // The player not to move tries anyway, and is refused.
    let waiting = 1 - mover(&view);
    clients[waiting]
        .say(&ToServer::Move {
            ply: view.moves.len() as u16,
            played: Wire(a_legal_move(&view, 0)),
        })
        .await;
    let refused = clients[waiting]
        .until(|m| matches!(m, ToClient::Refused { .. }))
        .await;
    assert_eq!(
        refused,
        ToClient::Refused {
            why: Refusal::NotYourTurn
        }
    );
    // A watcher sends twelve frames that are not messages, each refused.
    let mut watcher = Client::open(&server.socket_url(&room)).await;
    watcher.hello(None, None).await;
    for n in 0..12 {
        watcher.raw(format!("not a message {n}")).await;
    }
    let mut unreadable = 0;
    while unreadable < 12 {
        if watcher
            .until(|m| matches!(m, ToClient::Refused { .. }))
            .await
            == (ToClient::Refused {
                why: Refusal::Unreadable,
            })
        {
            unreadable += 1;
        }
    }
    // A request for another host, and a body over the limit.
    let rebound = format!("rebind.example:{}", server.port);
    let other_host = request_as(
        std::net::Ipv4Addr::LOCALHOST,
        server.port,
        "GET",
        "/",
        "",
        &[("Host", rebound.as_str())],
    )
    .await;
    assert_eq!(other_host.status, 421);
    let long = request(server.port, "POST", "/api/rooms", &"x".repeat(9000), None).await;
    assert_eq!(long.status, 413);

    // An address the operator did not name is answered as if there were nothing there.
    let stranger = scrape(server.port, std::net::Ipv4Addr::new(127, 0, 0, 2)).await;
    assert_eq!(stranger.status, 404, "{}", stranger.head);
    assert!(!stranger.body.contains("mancala_"), "{}", stranger.body);

    let scraped = scrape(server.port, std::net::Ipv4Addr::LOCALHOST).await;
    assert_eq!(scraped.status, 200, "{}", scraped.head);
    assert_eq!(
        scraped.header("content-type"),
        Some("text/plain; version=0.0.4; charset=utf-8")
    );
    let text = &scraped.body;
    let value = |name: &str| series(text, name).unwrap_or_else(|| panic!("{name} in\n{text}"));
    assert_eq!(value("mancala_games"), 1.0, "one game under way");
    assert_eq!(value("mancala_rooms"), 1.0);
    assert_eq!(value("mancala_sockets"), 3.0, "two players and a watcher");
    assert_eq!(value("mancala_waiting"), 0.0);
    assert!(
        value("mancala_connections") >= 3.0,
        "the three sockets' connections"
    );
    assert_eq!(
        value("mancala_moves_total"),
        view.moves.len() as f64,
        "every move played, and only those"
    );
    assert!(
        value("mancala_database_commit_seconds_count") >= 1.0,
        "commits timed"
    );
    assert!(value("mancala_database_commit_seconds_sum") > 0.0);
    assert_eq!(value("mancala_refusals_total{kind=\"not_your_turn\"}"), 1.0);
    assert_eq!(value("mancala_refusals_total{kind=\"unreadable\"}"), 12.0);
    assert_eq!(value("mancala_refusals_total{kind=\"host\"}"), 1.0);
    assert_eq!(value("mancala_refusals_total{kind=\"illegal\"}"), 0.0);
    assert_eq!(value("mancala_limited_total{limit=\"body_size\"}"), 1.0);
    assert_eq!(value("mancala_limited_total{limit=\"opens\"}"), 0.0);

    // The log sums the refusals up a period at a time: a handful of lines for the twelve
    // frames, never a line each.
    let mut lines = Vec::new();
    let mut summed = 0;
    let since = Instant::now();
    while summed < 12 {
        assert!(
            since.elapsed() < Duration::from_secs(15),
            "the log sums up the unreadable frames: {lines:#?}"
        );
        for line in server.said() {
            if let Some(count) = line
                .split("unreadable ")
                .nth(1)
                .and_then(|rest| rest.split([',', ';']).next())
                .and_then(|count| count.trim().parse::<u32>().ok())
            {
                summed += count;
            }
            lines.push(line);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mentions = lines.iter().filter(|l| l.contains("unreadable")).count();
    assert!(mentions <= 3, "{mentions} lines for 12 frames: {lines:#?}");
    assert!(
        lines.iter().any(|l| l.contains("not_your_turn 1")),
        "{lines:#?}"
    );
    assert!(server.errors().is_empty(), "{:?}", server.errors());
}
