//! The rooms' database: one SQLite file in WAL mode, written by one thread of its own.
//!
//! A room's life is its settings and the [`Change`]s the referee asked to keep, in order. The
//! rooms hand their writes to the database's thread and wait for its answer before they send
//! anything that follows the write: so no move is acknowledged that a crash could lose. The
//! thread commits every write waiting for it in one transaction (a group commit), so a busy
//! server pays one sync of the file for many moves, not one each. `synchronous = FULL`: a commit
//! is on the disk, not only in the system's cache, before the rooms are told.

use std::path::Path;
use std::sync::mpsc as std_mpsc;
use std::thread;

use prometheus_client::metrics::histogram::Histogram;
use rusqlite::{Connection, OptionalExtension, params};
use tokio::sync::oneshot;

use super::metrics::Metrics;

use crate::engine::{Move, Rules};
use crate::room::protocol::{Ending, Invite, Secret};
use crate::room::{Change, Millis, Settings};

/// The most writes one transaction takes.
const BATCH: usize = 4096;

/// A room as the database keeps it.
#[derive(Clone, Debug)]
pub struct StoredRoom {
    /// Its id.
    pub id: String,
    /// Its settings.
    pub settings: Settings,
    /// The seed its clock draws from.
    pub seed: u64,
    /// Its invite.
    pub invite: Invite,
    /// Its changes, in order.
    pub changes: Vec<Change>,
}

/// A room being made, as the database first keeps it.
#[derive(Clone, Debug)]
pub struct Creation {
    /// Its settings.
    pub settings: Settings,
    /// The seed its clock draws from.
    pub seed: u64,
    /// Its invite.
    pub invite: Invite,
    /// When it was made.
    pub at: Millis,
    /// Its first changes (the seats taken as it was made), numbered from 0.
    pub changes: Vec<Change>,
}

/// One write.
#[derive(Debug)]
enum Write {
    /// A new room, with its first changes, in one transaction.
    Create { id: String, creation: Creation },
    /// A room's changes from its `first`th on, in one transaction: what one event changed is
    /// kept whole or not at all (a game's last move with its ending).
    Changes {
        room: String,
        first: u64,
        changes: Vec<Change>,
        at: Millis,
    },
    /// Removes the rooms whose last game ended before the time, and the rooms made before it
    /// whose seats were never both taken, with their changes.
    Purge { before: Millis },
}

enum Job {
    Write(Write, oneshot::Sender<Result<(), String>>),
    Load(String, oneshot::Sender<Result<Option<StoredRoom>, String>>),
    InPlay(oneshot::Sender<Result<Vec<StoredRoom>, String>>),
    /// Answered once every write handed to the database before it is done.
    Flush(oneshot::Sender<()>),
}

/// A handle on the database's thread; cheap to clone.
#[derive(Clone)]
pub struct Database {
    jobs: std_mpsc::Sender<Job>,
    commits: Histogram,
}

impl Database {
    /// Opens (or creates) the database at `path`, and starts its thread.
    ///
    /// # Errors
    ///
    /// The file cannot be opened or its tables made, with SQLite's reason.
    pub fn open(path: &Path) -> Result<Database, String> {
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder)
                .map_err(|e| format!("cannot make the folder {}: {e}", folder.display()))?;
        }
        let connection = open_connection(path)
            .map_err(|e| format!("cannot open the rooms' database {}: {e}", path.display()))?;
        // The write-ahead log is copied back into the database by a thread of its own, with
        // its own connection: a checkpoint in the writer's thread (SQLite's default) would hold
        // up every move waiting on the commit behind it.
        connection
            .pragma_update(None, "wal_autocheckpoint", 0)
            .map_err(|e| format!("the rooms' database {}: {e}", path.display()))?;
        let checkpoints = Connection::open(path)
            .map_err(|e| format!("cannot open the rooms' database {}: {e}", path.display()))?;
        thread::Builder::new()
            .name("rooms-checkpoint".into())
            .spawn(move || checkpoint(&checkpoints))
            .map_err(|e| format!("cannot start the database's checkpoint thread: {e}"))?;
        let (jobs, queue) = std_mpsc::channel();
        let path = path.to_path_buf();
        let commits = Metrics::commit_times();
        let timed = commits.clone();
        thread::Builder::new()
            .name("rooms-database".into())
            .spawn(move || work(connection, &path, queue, &timed))
            .map_err(|e| format!("cannot start the database's thread: {e}"))?;
        Ok(Database { jobs, commits })
    }

    /// The times its commits took, in seconds, as they are made: for the server's metrics.
    pub fn commit_times(&self) -> Histogram {
        self.commits.clone()
    }

    async fn write(&self, write: Write) -> Result<(), String> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::Write(write, done))
            .map_err(|_| "the database has stopped".to_string())?;
        answer
            .await
            .map_err(|_| "the database has stopped".to_string())?
    }

    /// Keeps a new room and its first changes, all or none.
    pub async fn create(&self, id: &str, creation: Creation) -> Result<(), String> {
        self.write(Write::Create {
            id: id.to_string(),
            creation,
        })
        .await
    }

    /// Keeps a room's change, its `n`th (from 0); answers once it is on the disk.
    pub async fn change(
        &self,
        room: &str,
        n: u64,
        change: Change,
        at: Millis,
    ) -> Result<(), String> {
        self.changes(room, n, vec![change], at).await
    }

    /// Keeps a room's changes, numbered from `first`, all or none; answers once they are on
    /// the disk.
    pub async fn changes(
        &self,
        room: &str,
        first: u64,
        changes: Vec<Change>,
        at: Millis,
    ) -> Result<(), String> {
        self.write(Write::Changes {
            room: room.to_string(),
            first,
            changes,
            at,
        })
        .await
    }

    /// Removes the rooms whose last game ended before `before`, and those made before it whose
    /// seats were never both taken.
    pub async fn purge(&self, before: Millis) -> Result<(), String> {
        self.write(Write::Purge { before }).await
    }

    /// Resolves once every write handed to the database before this call is done (kept or
    /// refused): what a server that stops waits for.
    pub async fn flush(&self) {
        let (done, answer) = oneshot::channel();
        if self.jobs.send(Job::Flush(done)).is_ok() {
            let _ = answer.await;
        }
    }

    /// A room and its changes, if the database has it.
    pub async fn load(&self, id: &str) -> Result<Option<StoredRoom>, String> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::Load(id.to_string(), done))
            .map_err(|_| "the database has stopped".to_string())?;
        answer
            .await
            .map_err(|_| "the database has stopped".to_string())?
    }

    /// The rooms with a game under way: both seats taken and the last game not ended.
    pub async fn in_play(&self) -> Result<Vec<StoredRoom>, String> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::InPlay(done))
            .map_err(|_| "the database has stopped".to_string())?;
        answer
            .await
            .map_err(|_| "the database has stopped".to_string())?
    }
}

/// Copies the database at `path` into a new file `to`, through SQLite's `VACUUM INTO`: one read
/// transaction, so the copy is the database as it was at one moment, every commit before it whole
/// and none after it, even while a server writes to the database. Returns the rooms copied.
///
/// # Errors
///
/// A database that cannot be opened or read, or a copy that cannot be written (`to` exists
/// already, or its folder cannot be written to), each with a sentence that says which.
pub fn backup(path: &Path, to: &Path) -> Result<u64, String> {
    if !path.exists() {
        return Err(format!("there is no rooms' database at {}", path.display()));
    }
    if to.exists() {
        return Err(format!(
            "{} exists already: a backup goes into a new file",
            to.display()
        ));
    }
    let connection = Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
        .map_err(|e| format!("cannot open the rooms' database {}: {e}", path.display()))?;
    let target = to
        .to_str()
        .ok_or_else(|| format!("{} is not a path SQLite can be given", to.display()))?;
    connection
        .execute("VACUUM INTO ?1", [target])
        .map_err(|e| format!("cannot copy the rooms' database into {}: {e}", to.display()))?;
    let copy = Connection::open_with_flags(to, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
        .map_err(|e| format!("cannot read the copy {}: {e}", to.display()))?;
    copy.query_row("SELECT count(*) FROM rooms", [], |row| row.get(0))
        .map_err(|e| format!("the copy {} cannot be read: {e}", to.display()))
}

fn open_connection(path: &Path) -> rusqlite::Result<Connection> {
    let connection = Connection::open(path)?;
    connection.pragma_update(None, "journal_mode", "WAL")?;
    connection.pragma_update(None, "synchronous", "FULL")?;
    connection.pragma_update(None, "foreign_keys", "ON")?;
    connection.execute_batch(
        "CREATE TABLE IF NOT EXISTS rooms (
             id TEXT PRIMARY KEY,
             rules TEXT NOT NULL,
             turn INTEGER,
             seed INTEGER NOT NULL,
             created INTEGER NOT NULL,
             seats INTEGER NOT NULL DEFAULT 0,
             ended INTEGER,
             invite TEXT,
             alternate INTEGER NOT NULL DEFAULT 1
         ) WITHOUT ROWID;
         CREATE TABLE IF NOT EXISTS changes (
             room TEXT NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,
             n INTEGER NOT NULL,
             kind TEXT NOT NULL,
             game INTEGER NOT NULL,
             number INTEGER NOT NULL,
             value TEXT NOT NULL,
             at INTEGER NOT NULL,
             PRIMARY KEY (room, n)
         ) WITHOUT ROWID;
         CREATE INDEX IF NOT EXISTS rooms_ended ON rooms(ended);",
    )?;
    // A database made before rooms had invites gains the column, and each of its rooms an
    // invite of its own, which the seated player's page is given with its next welcome; one
    // made before the opener could stay gains that column, its rooms alternating as they did.
    let has = |column: &str| -> rusqlite::Result<bool> {
        connection.query_row(
            "SELECT count(*) FROM pragma_table_info('rooms') WHERE name = ?1",
            [column],
            |row| row.get::<_, i64>(0).map(|n| n > 0),
        )
    };
    if !has("invite")? {
        connection.execute_batch("ALTER TABLE rooms ADD COLUMN invite TEXT")?;
    }
    if !has("alternate")? {
        connection
            .execute_batch("ALTER TABLE rooms ADD COLUMN alternate INTEGER NOT NULL DEFAULT 1")?;
    }
    connection.execute(
        "UPDATE rooms SET invite = lower(hex(randomblob(8))) WHERE invite IS NULL",
        [],
    )?;
    Ok(connection)
}

/// How often the log is copied back into the database.
const CHECKPOINT_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// Copies the write-ahead log back into the database, without waiting for or holding up the
/// writer (a passive checkpoint), then sleeps; for as long as the process runs.
fn checkpoint(connection: &Connection) {
    loop {
        thread::sleep(CHECKPOINT_EVERY);
        if let Err(error) = connection.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(())) {
            tracing::error!("the rooms' database's checkpoint failed: {error}");
        }
    }
}

/// The database's thread: takes every job waiting, commits the writes among them in one
/// transaction, then answers them.
fn work(
    mut connection: Connection,
    path: &Path,
    queue: std_mpsc::Receiver<Job>,
    commits: &Histogram,
) {
    while let Ok(first) = queue.recv() {
        let mut writes = Vec::new();
        let mut flushes = Vec::new();
        let mut next = Some(first);
        while let Some(job) = next.take() {
            match job {
                Job::Write(write, done) => writes.push((write, done)),
                Job::Load(id, done) => {
                    let _ = done.send(load(&connection, &id).map_err(|e| e.to_string()));
                }
                Job::InPlay(done) => {
                    let _ = done.send(in_play(&connection).map_err(|e| e.to_string()));
                }
                Job::Flush(done) => flushes.push(done),
            }
            if writes.len() < BATCH {
                next = queue.try_recv().ok();
            }
        }
        write_batch(&mut connection, path, writes, commits);
        for done in flushes {
            let _ = done.send(());
        }
    }
}

/// Commits a batch of writes in one transaction, and answers each.
fn write_batch(
    connection: &mut Connection,
    path: &Path,
    writes: Vec<(Write, oneshot::Sender<Result<(), String>>)>,
    commits: &Histogram,
) {
    if writes.is_empty() {
        return;
    }
    let started = std::time::Instant::now();
    let committed = commit(connection, writes.iter().map(|(w, _)| w));
    commits.observe(started.elapsed().as_secs_f64());
    if committed.is_ok() {
        for (_, done) in writes {
            let _ = done.send(Ok(()));
        }
        return;
    }
    // One write refused rolls the whole batch back: each is tried again alone, so that only
    // the refused one fails.
    for (write, done) in writes {
        let result = commit(connection, std::iter::once(&write)).map_err(|e| e.to_string());
        if let Err(error) = &result {
            tracing::error!(
                "the rooms' database {} refused a write: {error}",
                path.display()
            );
        }
        let _ = done.send(result);
    }
}

fn commit<'a>(
    connection: &mut Connection,
    writes: impl Iterator<Item = &'a Write>,
) -> rusqlite::Result<()> {
    let transaction = connection.transaction()?;
    for write in writes {
        match write {
            Write::Create { id, creation } => {
                transaction.execute(
                    "INSERT INTO rooms (id, rules, turn, seed, created, invite, alternate)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                    params![
                        id,
                        creation.settings.rules().to_string(),
                        creation.settings.turn(),
                        creation.seed as i64,
                        creation.at as i64,
                        creation.invite.to_string(),
                        creation.settings.alternate()
                    ],
                )?;
                for (n, change) in (0..).zip(&creation.changes) {
                    keep(&transaction, id, n, change, creation.at)?;
                }
            }
            Write::Changes {
                room,
                first,
                changes,
                at,
            } => {
                for (n, change) in (*first..).zip(changes) {
                    keep(&transaction, room, n, change, *at)?;
                }
            }
            Write::Purge { before } => {
                transaction.execute(
                    "DELETE FROM rooms WHERE (ended IS NOT NULL AND ended < ?1)
                         OR (seats < 2 AND created < ?1)",
                    [*before as i64],
                )?;
            }
        }
    }
    transaction.commit()
}

fn keep(
    transaction: &rusqlite::Transaction<'_>,
    room: &str,
    n: u64,
    change: &Change,
    at: Millis,
) -> rusqlite::Result<()> {
    let (kind, game, number, value) = columns(change);
    transaction
        .prepare_cached(
            "INSERT INTO changes (room, n, kind, game, number, value, at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )?
        .execute(params![
            room, n as i64, kind, game, number, value, at as i64
        ])?;
    match change {
        Change::Seated { .. } => {
            transaction.execute("UPDATE rooms SET seats = seats + 1 WHERE id = ?1", [room])?;
        }
        Change::Ended { .. } => {
            transaction.execute(
                "UPDATE rooms SET ended = ?2 WHERE id = ?1",
                params![room, at as i64],
            )?;
        }
        Change::Began { .. } => {
            transaction.execute("UPDATE rooms SET ended = NULL WHERE id = ?1", [room])?;
        }
        Change::Moved { .. } => {}
    }
    Ok(())
}

/// A change as the table's columns: its kind, its game, a number (the seat or the ply) and a
/// value (the secret, the move or the ending).
fn columns(change: &Change) -> (&'static str, u32, i64, String) {
    match *change {
        Change::Seated { seat, secret } => ("seat", 0, i64::from(seat), secret.to_string()),
        Change::Moved {
            game, ply, played, ..
        } => ("move", game, i64::from(ply), played.letter().to_string()),
        Change::Ended { game, ending } => (
            "end",
            game,
            0,
            serde_json::to_string(&ending).unwrap_or_default(),
        ),
        Change::Began { game, .. } => ("begin", game, 0, String::new()),
    }
}

fn change_from(
    kind: &str,
    game: u32,
    number: i64,
    value: &str,
    at: Millis,
) -> Result<Change, String> {
    Ok(match kind {
        "seat" => Change::Seated {
            seat: u8::try_from(number).map_err(|_| format!("seat {number}"))?,
            secret: value.parse::<Secret>()?,
        },
        "move" => Change::Moved {
            game,
            ply: u16::try_from(number).map_err(|_| format!("ply {number}"))?,
            played: value
                .chars()
                .next()
                .and_then(Move::from_letter)
                .ok_or_else(|| format!("move {value:?}"))?,
            at,
        },
        "end" => Change::Ended {
            game,
            ending: serde_json::from_str::<Ending>(value).map_err(|e| e.to_string())?,
        },
        "begin" => Change::Began { game, at },
        other => return Err(format!("a change of kind {other:?}")),
    })
}

fn settings_from(rules: &str, turn: Option<u16>) -> Result<Settings, String> {
    let rules: Rules = rules
        .parse()
        .map_err(|e| format!("rules {rules:?}: {e:?}"))?;
    Settings::new(rules.seeds(), rules.house(), turn)
}

fn load(connection: &Connection, id: &str) -> rusqlite::Result<Option<StoredRoom>> {
    let room = connection
        .query_row(
            "SELECT rules, turn, seed, invite, alternate FROM rooms WHERE id = ?1",
            [id],
            |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, Option<u16>>(1)?,
                    row.get::<_, i64>(2)?,
                    row.get::<_, Option<String>>(3)?,
                    row.get::<_, bool>(4)?,
                ))
            },
        )
        .optional()?;
    let Some((rules, turn, seed, invite, alternate)) = room else {
        return Ok(None);
    };
    let bad = |why: String| {
        rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, why.into())
    };
    let settings = settings_from(&rules, turn)
        .map_err(bad)?
        .alternating(alternate);
    let invite = invite
        .ok_or_else(|| "a room without an invite".to_string())
        .and_then(|text| text.parse::<Invite>().map_err(str::to_string))
        .map_err(bad)?;
    let mut statement = connection.prepare_cached(
        "SELECT kind, game, number, value, at FROM changes WHERE room = ?1 ORDER BY n",
    )?;
    let rows = statement.query_map([id], |row| {
        Ok((
            row.get::<_, String>(0)?,
            row.get::<_, u32>(1)?,
            row.get::<_, i64>(2)?,
            row.get::<_, String>(3)?,
            row.get::<_, i64>(4)?,
        ))
    })?;
    let mut changes = Vec::new();
    for row in rows {
        let (kind, game, number, value, at) = row?;
        changes.push(change_from(&kind, game, number, &value, at.max(0) as Millis).map_err(bad)?);
    }
    Ok(Some(StoredRoom {
        id: id.to_string(),
        settings,
        seed: seed as u64,
        invite,
        changes,
    }))
}

fn in_play(connection: &Connection) -> rusqlite::Result<Vec<StoredRoom>> {
    let ids: Vec<String> = connection
        .prepare("SELECT id FROM rooms WHERE seats >= 2 AND ended IS NULL")?
        .query_map([], |row| row.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut rooms = Vec::new();
    for id in ids {
        match load(connection, &id) {
            Ok(Some(room)) => rooms.push(room),
            Ok(None) => {}
            Err(error) => {
                tracing::error!("room {id} cannot be read back from the database: {error}")
            }
        }
    }
    Ok(rooms)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::HouseRules;
    use std::path::PathBuf;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("mancala-database-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir.join("rooms.sqlite3")
    }

    fn settings() -> Settings {
        Settings::new(4, HouseRules::STANDARD, Some(60)).expect("valid")
    }

    fn creation(seed: u64, at: Millis, changes: Vec<Change>) -> Creation {
        Creation {
            // Odd seeds keep their opener, to read back both ways.
            settings: settings().alternating(seed.is_multiple_of(2)),
            seed,
            invite: Invite(seed << 8),
            at,
            changes,
        }
    }

    #[tokio::test]
    async fn a_room_reads_back_as_it_was_kept_and_a_finished_one_is_purged_in_time() {
        let path = scratch("round-trip");
        let database = Database::open(&path).expect("opens");
        database
            .create("room00000001", creation(7, 1_000, Vec::new()))
            .await
            .unwrap();
        let changes = [
            Change::Seated {
                seat: 0,
                secret: Secret(1),
            },
            Change::Seated {
                seat: 1,
                secret: Secret(u128::MAX),
            },
            Change::Moved {
                game: 0,
                ply: 0,
                played: Move::from_letter('3').unwrap(),
                at: 2_000,
            },
        ];
        for (n, change) in changes.iter().enumerate() {
            database
                .change("room00000001", n as u64, change.clone(), 2_000)
                .await
                .unwrap();
        }
        let back = database.load("room00000001").await.unwrap().expect("kept");
        assert_eq!(
            (back.settings, back.seed, back.invite),
            (settings().alternating(false), 7, Invite(7 << 8))
        );
        assert_eq!(back.changes, changes);
        assert_eq!(
            database.in_play().await.unwrap().len(),
            1,
            "both seats taken, not over"
        );
        assert!(database.load("room00000002").await.unwrap().is_none());
        // A second change with the same number is refused, and nothing is half-written.
        assert!(
            database
                .change("room00000001", 2, changes[2].clone(), 3_000)
                .await
                .is_err()
        );
        let ending = Change::Ended {
            game: 0,
            ending: Ending::Resigned { seat: 1 },
        };
        database
            .change("room00000001", 3, ending, 5_000)
            .await
            .unwrap();
        assert!(database.in_play().await.unwrap().is_empty());
        database.purge(5_000).await.unwrap();
        assert!(
            database.load("room00000001").await.unwrap().is_some(),
            "kept until its time"
        );
        database.purge(5_001).await.unwrap();
        assert!(
            database.load("room00000001").await.unwrap().is_none(),
            "purged after it"
        );
        // A database reopened (as after a restart) finds what was kept.
        let seated = Change::Seated {
            seat: 0,
            secret: Secret(3),
        };
        database
            .create("room00000003", creation(9, 6_000, vec![seated.clone()]))
            .await
            .unwrap();
        // A room whose first seat cannot be written is not kept either: the room and its
        // first changes are one transaction. (A change row left without its room, written
        // around the database's checks, makes the seat's write fail after the room's.)
        let around = Connection::open(&path).unwrap();
        around.pragma_update(None, "foreign_keys", "OFF").unwrap();
        around
            .execute(
                "INSERT INTO changes (room, n, kind, game, number, value, at)
                 VALUES ('room00000004', 0, 'begin', 0, 0, '', 0)",
                [],
            )
            .unwrap();
        assert!(
            database
                .create("room00000004", creation(10, 7_000, vec![seated.clone()]))
                .await
                .is_err()
        );
        assert!(
            database.load("room00000004").await.unwrap().is_none(),
            "the room went with its seat"
        );
        drop(database);
        let again = Database::open(&path).expect("opens again");
        let back = again.load("room00000003").await.unwrap().expect("kept");
        assert_eq!((back.seed, back.changes), (9, vec![seated]));
    }

    #[tokio::test]
    async fn a_database_from_before_invites_gives_each_room_one_and_keeps_it() {
        let path = scratch("before-invites");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let old = Connection::open(&path).unwrap();
        old.execute_batch(
            "CREATE TABLE rooms (id TEXT PRIMARY KEY, rules TEXT NOT NULL, turn INTEGER,
                 seed INTEGER NOT NULL, created INTEGER NOT NULL,
                 seats INTEGER NOT NULL DEFAULT 0, ended INTEGER) WITHOUT ROWID;
             INSERT INTO rooms (id, rules, turn, seed, created) VALUES ('room00000001', '6x4', 60, 7, 1);
             INSERT INTO rooms (id, rules, turn, seed, created) VALUES ('room00000002', '6x4', 60, 8, 1);",
        )
        .unwrap();
        drop(old);
        let database = Database::open(&path).expect("opens and gains the column");
        let first = database.load("room00000001").await.unwrap().expect("kept");
        let other = database.load("room00000002").await.unwrap().expect("kept");
        assert_ne!(first.invite, other.invite, "each room an invite of its own");
        drop(database);
        let database = Database::open(&path).expect("opens again");
        let second = database.load("room00000001").await.unwrap().expect("kept");
        assert_eq!(first.invite, second.invite, "the invite given is kept");
        assert_eq!(first.settings, settings());
    }

    #[tokio::test]
    async fn a_damaged_row_is_an_error_not_a_panic() {
        let path = scratch("damaged");
        let database = Database::open(&path).expect("opens");
        database
            .create("room00000001", creation(7, 1_000, Vec::new()))
            .await
            .unwrap();
        let other = Connection::open(&path).unwrap();
        other
            .execute(
                "INSERT INTO changes (room, n, kind, game, number, value, at)
                 VALUES ('room00000001', 0, 'move', 0, 0, 'x', 0)",
                [],
            )
            .unwrap();
        let error = database.load("room00000001").await.expect_err("damaged");
        assert!(error.contains("move"), "{error}");
        assert!(Database::open(Path::new("/proc/no/such/place/rooms.sqlite3")).is_err());
    }
}
