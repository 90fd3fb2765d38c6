//! What an operator does to a running room server: copy its store while it plays.

use std::process::Command;

use super::client::{Client, Server, scratch};
use super::{binary, play, seated};

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
    let backup = Command::new(binary())
        .arg("--db")
        .arg(&db)
        .arg("--backup")
        .arg(&copy)
        .output()
        .expect("the server's binary runs");
    let said = String::from_utf8_lossy(&backup.stdout);
    assert!(backup.status.success(), "{backup:?}");
    assert!(said.contains("1 rooms copied"), "{said}");
    let last = playing.await.expect("the game's task");
    // A second backup into the same file is refused rather than mixed with the first.
    let again = Command::new(binary())
        .arg("--db")
        .arg(&db)
        .arg("--backup")
        .arg(&copy)
        .output()
        .expect("the server's binary runs");
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
