//! What an operator does to a running room server: copy its store while it plays.

use std::process::Command;

use super::client::{Client, Server, scratch};
use super::{binary, play, seated};

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
