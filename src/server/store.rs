//! The rooms' store: one SQLite file in WAL mode, written by one thread of its own.
//!
//! A room's life is its settings and the [`Change`]s the referee asked to keep, in order. The
//! rooms hand their writes to the store's thread and wait for its answer before they send
//! anything that follows the write: so no move is acknowledged that a crash could lose. The
//! thread commits every write waiting for it in one transaction (a group commit), so a busy
//! server pays one sync of the file for many moves, not one each. `synchronous = FULL`: a commit
//! is on the disk, not only in the system's cache, before the rooms are told.

use std::path::{Path, PathBuf};
use std::sync::mpsc as std_mpsc;
use std::thread;

use rusqlite::{Connection, OptionalExtension, params};
use tokio::sync::oneshot;

use crate::engine::{Move, Rules};
use crate::room::protocol::{Ending, Secret};
use crate::room::{Change, Millis, Settings};

/// The most writes one transaction takes.
const BATCH: usize = 4096;

/// A room as the store keeps it.
#[derive(Clone, Debug)]
pub struct StoredRoom {
    /// Its id.
    pub id: String,
    /// Its settings.
    pub settings: Settings,
    /// The seed its clock draws from.
    pub seed: u64,
    /// Its changes, in order.
    pub changes: Vec<Change>,
}

/// One write.
#[derive(Debug)]
enum Write {
    Create {
        id: String,
        settings: Settings,
        seed: u64,
        at: Millis,
    },
    Change {
        room: String,
        n: u64,
        change: Change,
        at: Millis,
    },
    /// Removes the rooms whose last game ended before the time, with their changes.
    Purge { before: Millis },
}

enum Job {
    Write(Write, oneshot::Sender<Result<(), String>>),
    Load(String, oneshot::Sender<Result<Option<StoredRoom>, String>>),
    InPlay(oneshot::Sender<Result<Vec<StoredRoom>, String>>),
}

/// A handle on the store's thread; cheap to clone.
#[derive(Clone)]
pub struct Store {
    jobs: std_mpsc::Sender<Job>,
}

impl Store {
    /// Opens (or creates) the store at `path`, and starts its thread.
    ///
    /// # Errors
    ///
    /// The file cannot be opened or its tables made, with SQLite's reason.
    pub fn open(path: &Path) -> Result<Store, String> {
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder)
                .map_err(|e| format!("cannot make the folder {}: {e}", folder.display()))?;
        }
        let connection = open_connection(path)
            .map_err(|e| format!("cannot open the rooms' store {}: {e}", path.display()))?;
        let (jobs, queue) = std_mpsc::channel();
        let path = path.to_path_buf();
        thread::Builder::new()
            .name("rooms-store".into())
            .spawn(move || serve(connection, path, queue))
            .map_err(|e| format!("cannot start the store's thread: {e}"))?;
        Ok(Store { jobs })
    }

    async fn write(&self, write: Write) -> Result<(), String> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::Write(write, done))
            .map_err(|_| "the store has stopped".to_string())?;
        answer
            .await
            .map_err(|_| "the store has stopped".to_string())?
    }

    /// Keeps a new room.
    pub async fn create(
        &self,
        id: &str,
        settings: Settings,
        seed: u64,
        at: Millis,
    ) -> Result<(), String> {
        self.write(Write::Create {
            id: id.to_string(),
            settings,
            seed,
            at,
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
        self.write(Write::Change {
            room: room.to_string(),
            n,
            change,
            at,
        })
        .await
    }

    /// Removes the rooms whose last game ended before `before`.
    pub async fn purge(&self, before: Millis) -> Result<(), String> {
        self.write(Write::Purge { before }).await
    }

    /// A room and its changes, if the store has it.
    pub async fn load(&self, id: &str) -> Result<Option<StoredRoom>, String> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::Load(id.to_string(), done))
            .map_err(|_| "the store has stopped".to_string())?;
        answer
            .await
            .map_err(|_| "the store has stopped".to_string())?
    }

    /// The rooms with a game under way: both seats taken and the last game not ended.
    pub async fn in_play(&self) -> Result<Vec<StoredRoom>, String> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::InPlay(done))
            .map_err(|_| "the store has stopped".to_string())?;
        answer
            .await
            .map_err(|_| "the store has stopped".to_string())?
    }
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
             ended INTEGER
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
    Ok(connection)
}

/// The store's thread: takes every job waiting, commits the writes among them in one
/// transaction, then answers them.
fn serve(mut connection: Connection, path: PathBuf, queue: std_mpsc::Receiver<Job>) {
    while let Ok(first) = queue.recv() {
        let mut writes = Vec::new();
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
            }
            if writes.len() < BATCH {
                next = queue.try_recv().ok();
            }
        }
        if writes.is_empty() {
            continue;
        }
        let result =
            commit(&mut connection, writes.iter().map(|(w, _)| w)).map_err(|e| e.to_string());
        if let Err(error) = &result {
            eprintln!(
                "server: the rooms' store {} refused a write: {error}",
                path.display()
            );
        }
        for (_, done) in writes {
            let _ = done.send(result.clone());
        }
    }
}

fn commit<'a>(
    connection: &mut Connection,
    writes: impl Iterator<Item = &'a Write>,
) -> rusqlite::Result<()> {
    let transaction = connection.transaction()?;
    for write in writes {
        match write {
            Write::Create {
                id,
                settings,
                seed,
                at,
            } => {
                transaction.execute(
                    "INSERT INTO rooms (id, rules, turn, seed, created) VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![
                        id,
                        settings.rules().to_string(),
                        settings.turn(),
                        *seed as i64,
                        *at as i64
                    ],
                )?;
            }
            Write::Change {
                room,
                n,
                change,
                at,
            } => {
                let (kind, game, number, value) = columns(change);
                transaction.execute(
                    "INSERT INTO changes (room, n, kind, game, number, value, at)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                    params![room, *n as i64, kind, game, number, value, *at as i64],
                )?;
                match change {
                    Change::Seated { .. } => {
                        transaction
                            .execute("UPDATE rooms SET seats = seats + 1 WHERE id = ?1", [room])?;
                    }
                    Change::Ended { .. } => {
                        transaction.execute(
                            "UPDATE rooms SET ended = ?2 WHERE id = ?1",
                            params![room, *at as i64],
                        )?;
                    }
                    Change::Began { .. } => {
                        transaction
                            .execute("UPDATE rooms SET ended = NULL WHERE id = ?1", [room])?;
                    }
                    Change::Moved { .. } => {}
                }
            }
            Write::Purge { before } => {
                transaction.execute(
                    "DELETE FROM rooms WHERE ended IS NOT NULL AND ended < ?1",
                    [*before as i64],
                )?;
            }
        }
    }
    transaction.commit()
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
            "SELECT rules, turn, seed FROM rooms WHERE id = ?1",
            [id],
            |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, Option<u16>>(1)?,
                    row.get::<_, i64>(2)?,
                ))
            },
        )
        .optional()?;
    let Some((rules, turn, seed)) = room else {
        return Ok(None);
    };
    let bad = |why: String| {
        rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, why.into())
    };
    let settings = settings_from(&rules, turn).map_err(bad)?;
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
            Err(error) => eprintln!("server: room {id} cannot be read back: {error}"),
        }
    }
    Ok(rooms)
}
