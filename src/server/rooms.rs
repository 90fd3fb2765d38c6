//! The rooms of one server: a task each, holding its [`Room`] and the sockets in it.
//!
//! A room's task is the only place its state changes. Sockets hand it what they read
//! ([`ToRoom`]); it asks the referee, writes each change to the store and waits for the disk,
//! then sends what followed the write. Its timer is the referee's [`Room::next_wake`], with the
//! mover's lag credited. A room with nobody in it and nothing to wait for leaves memory after a
//! while and is read back from the store when someone comes again.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::extract::ws::Utf8Bytes;
use tokio::sync::mpsc;
use tokio::time::Instant;

use super::store::{Store, StoredRoom};
use crate::room::protocol::{Refusal, Secret, ToClient, ToServer};
use crate::room::{Conn, Event, Millis, Out, Room, Settings};

/// The most lag credited to a player's move: half their connection's round trip, at most this.
pub const LAG_CAP: Millis = 500;

/// How long an empty room with nothing to wait for stays in memory.
const UNLOAD_AFTER: Duration = Duration::from_secs(120);

/// Messages a room's inbox holds before the sockets writing to it wait.
const INBOX: usize = 256;

/// Messages a socket's outbox holds; a socket that falls this far behind is dropped.
pub const OUTBOX: usize = 64;

/// The time on the server's clock: milliseconds since 1970, so that a restart keeps it.
pub fn now() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as Millis)
}

/// A room id: 12 characters of `a`–`z` and `0`–`9` (62 random bits).
pub fn is_room_id(text: &str) -> bool {
    text.len() == 12
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0; N];
    // The system's random source failing is not something a server can carry on without.
    getrandom::fill(&mut bytes).expect("the system's random source answers");
    bytes
}

fn new_room_id() -> String {
    const LETTERS: &[u8; 36] = b"abcdefghijklmnopqrstuvwxyz0123456789";
    random_bytes::<12>()
        .iter()
        .map(|b| LETTERS[usize::from(*b) % 36] as char)
        .collect()
}

/// A fresh seat's secret: 128 bits from the system.
pub fn new_secret() -> Secret {
    Secret(u128::from_le_bytes(random_bytes()))
}

/// What a socket hands its room.
#[derive(Debug)]
pub enum ToRoom {
    /// The socket joined; the room sends to it through `outbox`.
    Open {
        /// The socket.
        conn: Conn,
        /// Where its frames go.
        outbox: mpsc::Sender<Outgoing>,
    },
    /// A message it read.
    Said {
        /// The socket.
        conn: Conn,
        /// The message.
        message: ToServer,
    },
    /// A frame it could not read.
    Unreadable(Conn),
    /// Its latest round trip, measured by a ping.
    RoundTrip {
        /// The socket.
        conn: Conn,
        /// The round trip in milliseconds.
        millis: Millis,
    },
    /// It closed.
    Gone(Conn),
}

/// What a room sends a socket.
#[derive(Clone, Debug)]
pub enum Outgoing {
    /// A frame of text.
    Text(Utf8Bytes),
    /// Close the socket: the room has stopped (its store failed, or it left memory as the
    /// socket came); the page connects again.
    Close,
}

/// The limits a server keeps to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Rooms in memory at most; past it, no room is made.
    pub rooms: usize,
    /// Sockets open at most; past it, a socket without a seat is turned away.
    pub sockets: usize,
    /// Sockets open from one address at most.
    pub per_address: usize,
    /// Rooms one address may make a minute.
    pub creations: u32,
    /// How long a finished room is kept before it is purged.
    pub keep_finished: Millis,
    /// The extra time a turn in progress gets after a restart.
    pub grace: Millis,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            rooms: 20_000,
            sockets: 40_000,
            per_address: 200,
            creations: 30,
            keep_finished: 7 * 24 * 3600 * 1000,
            grace: 20_000,
        }
    }
}

/// A token bucket: `rate` tokens a minute, holding at most `rate`.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn full(rate: u32) -> Bucket {
        Bucket {
            tokens: f64::from(rate),
            at: Instant::now(),
        }
    }

    fn take(&mut self, rate: u32) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * f64::from(rate) / 60.0;
        self.tokens = (self.tokens + refill).min(f64::from(rate));
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[derive(Debug)]
struct Address {
    sockets: usize,
    creations: Bucket,
}

/// Why a room could not be made or joined.
#[derive(Debug, PartialEq, Eq)]
pub enum Turned {
    /// The server is at its limit.
    Full,
    /// This address is at its limit.
    TooMany,
    /// No such room.
    Unknown,
    /// The store failed.
    Store(String),
}

/// Every room of the server, the store, and the counts the limits need.
pub struct Hub {
    store: Store,
    limits: Limits,
    rooms: Mutex<HashMap<String, mpsc::Sender<ToRoom>>>,
    addresses: Mutex<HashMap<IpAddr, Address>>,
    sockets: AtomicUsize,
    next_conn: AtomicU64,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A task that panicked while holding the lock left a map, not a half-made room: go on.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Hub {
    /// A hub on `store`; call [`Hub::resume`] to bring back the games in progress.
    pub fn new(store: Store, limits: Limits) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            limits,
            rooms: Mutex::new(HashMap::new()),
            addresses: Mutex::new(HashMap::new()),
            sockets: AtomicUsize::new(0),
            next_conn: AtomicU64::new(1),
        })
    }

    /// The limits.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Starts the rooms whose game was under way when the server stopped, so that their
    /// clocks run again: each turn in progress starts over with its whole time and the grace.
    /// Returns how many.
    pub async fn resume(self: &Arc<Hub>) -> Result<usize, String> {
        let stored = self.store.in_play().await?;
        let mut count = 0;
        for room in stored {
            if self.start(room).is_some() {
                count += 1;
            }
        }
        Ok(count)
    }

    fn start(self: &Arc<Hub>, stored: StoredRoom) -> Option<mpsc::Sender<ToRoom>> {
        let room = match Room::resume(
            stored.settings,
            stored.seed,
            &stored.changes,
            now(),
            self.limits.grace,
        ) {
            Ok(room) => room,
            Err(error) => {
                eprintln!("server: room {} cannot be resumed: {error}", stored.id);
                return None;
            }
        };
        let mut rooms = lock(&self.rooms);
        if let Some(running) = rooms.get(&stored.id) {
            return Some(running.clone());
        }
        let (inbox, taken) = mpsc::channel(INBOX);
        rooms.insert(stored.id.clone(), inbox.clone());
        drop(rooms);
        let changes = stored.changes.len() as u64;
        tokio::spawn(run(self.clone(), stored.id, room, changes, taken));
        Some(inbox)
    }

    /// Makes a room for `address`.
    pub async fn create(
        self: &Arc<Hub>,
        address: IpAddr,
        settings: Settings,
    ) -> Result<String, Turned> {
        if lock(&self.rooms).len() >= self.limits.rooms {
            return Err(Turned::Full);
        }
        {
            let mut addresses = lock(&self.addresses);
            let entry = addresses.entry(address).or_insert_with(|| Address {
                sockets: 0,
                creations: Bucket::full(self.limits.creations),
            });
            if !entry.creations.take(self.limits.creations) {
                return Err(Turned::TooMany);
            }
        }
        let id = new_room_id();
        let seed = u64::from_le_bytes(random_bytes());
        let at = now();
        self.store
            .create(&id, settings, seed, at)
            .await
            .map_err(Turned::Store)?;
        let (inbox, taken) = mpsc::channel(INBOX);
        lock(&self.rooms).insert(id.clone(), inbox);
        tokio::spawn(run(
            self.clone(),
            id.clone(),
            Room::new(settings, seed, at),
            0,
            taken,
        ));
        Ok(id)
    }

    /// The inbox of room `id`, read back from the store if it is not in memory.
    pub async fn room(self: &Arc<Hub>, id: &str) -> Result<mpsc::Sender<ToRoom>, Turned> {
        if let Some(inbox) = lock(&self.rooms).get(id) {
            return Ok(inbox.clone());
        }
        match self.store.load(id).await.map_err(Turned::Store)? {
            Some(stored) => self
                .start(stored)
                .ok_or_else(|| Turned::Store(format!("room {id} cannot be read back"))),
            None => Err(Turned::Unknown),
        }
    }

    /// Counts a socket from `address` in, if the address is under its limit.
    pub fn socket_opened(&self, address: IpAddr) -> Result<Conn, Turned> {
        let mut addresses = lock(&self.addresses);
        let entry = addresses.entry(address).or_insert_with(|| Address {
            sockets: 0,
            creations: Bucket::full(self.limits.creations),
        });
        if entry.sockets >= self.limits.per_address {
            return Err(Turned::TooMany);
        }
        entry.sockets += 1;
        self.sockets.fetch_add(1, Ordering::Relaxed);
        Ok(Conn(self.next_conn.fetch_add(1, Ordering::Relaxed)))
    }

    /// Counts a socket from `address` out.
    pub fn socket_closed(&self, address: IpAddr) {
        let mut addresses = lock(&self.addresses);
        if let Some(entry) = addresses.get_mut(&address) {
            entry.sockets = entry.sockets.saturating_sub(1);
        }
        self.sockets.fetch_sub(1, Ordering::Relaxed);
    }

    /// True when the server has more sockets open than its limit: a newcomer without a seat
    /// is turned away, and the games in progress go on.
    pub fn over_capacity(&self) -> bool {
        self.sockets.load(Ordering::Relaxed) > self.limits.sockets
    }

    /// Rooms in memory and sockets open.
    pub fn counts(&self) -> (usize, usize) {
        (
            lock(&self.rooms).len(),
            self.sockets.load(Ordering::Relaxed),
        )
    }

    /// Purges the finished rooms past their keeping time, and forgets idle addresses.
    pub async fn tidy(&self) -> Result<(), String> {
        lock(&self.addresses).retain(|_, entry| {
            entry.sockets > 0 || entry.creations.tokens < f64::from(self.limits.creations) - 1.0
        });
        self.store
            .purge(now().saturating_sub(self.limits.keep_finished))
            .await
    }

    /// Removes room `id` from memory if nothing has come for it since `inbox` was last seen
    /// empty. Returns false when something has.
    fn unload(&self, id: &str, inbox: &mut mpsc::Receiver<ToRoom>) -> bool {
        let mut rooms = lock(&self.rooms);
        if !inbox.is_empty() {
            return false;
        }
        rooms.remove(id);
        inbox.close();
        true
    }
}

struct Socket {
    outbox: mpsc::Sender<Outgoing>,
    round_trip: Millis,
}

/// A room's task: see the module's comment.
async fn run(
    hub: Arc<Hub>,
    id: String,
    mut room: Room,
    mut changes: u64,
    mut inbox: mpsc::Receiver<ToRoom>,
) {
    let mut sockets: HashMap<Conn, Socket> = HashMap::new();
    loop {
        let wake = room.next_wake().map(|at| at + lag(&room, &sockets));
        let idle = room.is_empty() && wake.is_none();
        let event = tokio::select! {
            message = inbox.recv() => match message {
                Some(message) => match message {
                    ToRoom::Open { conn, outbox } => {
                        sockets.insert(conn, Socket { outbox, round_trip: 0 });
                        Event::Opened(conn)
                    }
                    ToRoom::Said { conn, message } => {
                        Event::from_message(conn, message, new_secret())
                    }
                    ToRoom::Unreadable(conn) => Event::Unreadable(conn),
                    ToRoom::RoundTrip { conn, millis } => {
                        if let Some(socket) = sockets.get_mut(&conn) {
                            socket.round_trip = millis;
                        }
                        continue;
                    }
                    ToRoom::Gone(conn) => {
                        sockets.remove(&conn);
                        Event::Closed(conn)
                    }
                },
                None => break,
            },
            () = sleep_until(wake.unwrap_or(0)), if wake.is_some() => Event::Tick,
            () = tokio::time::sleep(UNLOAD_AFTER), if idle => {
                if hub.unload(&id, &mut inbox) {
                    break;
                }
                continue;
            }
        };
        let out = room.handle(now(), event);
        if let Err(error) = carry_out(&hub, &id, &mut changes, &mut sockets, out).await {
            // The room in memory is ahead of the store: stop it, so that the next socket reads
            // it back as the store has it, and tell everyone to come again.
            eprintln!("server: room {id} stopped: {error}");
            lock(&hub.rooms).remove(&id);
            for socket in sockets.values() {
                let _ = socket.outbox.try_send(Outgoing::Close);
            }
            break;
        }
    }
    // Whoever came as the room stopped is told to come again.
    inbox.close();
    while let Ok(message) = inbox.try_recv() {
        if let ToRoom::Open { outbox, .. } = message {
            let _ = outbox.try_send(Outgoing::Close);
        }
    }
}

/// What the mover's lag is credited: half the round trip of their fastest socket, capped.
fn lag(room: &Room, sockets: &HashMap<Conn, Socket>) -> Millis {
    let Some(mover) = room.mover() else {
        return 0;
    };
    sockets
        .iter()
        .filter(|(conn, _)| room.seat_held_by(**conn) == Some(mover))
        .map(|(_, socket)| socket.round_trip / 2)
        .min()
        .unwrap_or(0)
        .min(LAG_CAP)
}

async fn sleep_until(at: Millis) {
    let left = at.saturating_sub(now());
    tokio::time::sleep_until(Instant::now() + Duration::from_millis(left)).await;
}

/// Stores and sends, in the referee's order: nothing after a change is sent before the
/// change is on the disk.
async fn carry_out(
    hub: &Hub,
    id: &str,
    changes: &mut u64,
    sockets: &mut HashMap<Conn, Socket>,
    out: Vec<Out>,
) -> Result<(), String> {
    for step in out {
        match step {
            Out::Save(change) => {
                hub.store.change(id, *changes, change, now()).await?;
                *changes += 1;
            }
            Out::Send(conn, message) => send(sockets, Some(conn), &message),
            Out::Everyone(message) => send(sockets, None, &message),
        }
    }
    Ok(())
}

/// Sends to one socket or all. A socket whose outbox is full has fallen too far behind: it is
/// dropped, and its task closes it and tells the room.
fn send(sockets: &mut HashMap<Conn, Socket>, to: Option<Conn>, message: &ToClient) {
    let text = Utf8Bytes::from(message.encode());
    sockets.retain(|conn, socket| {
        if to.is_some_and(|to| to != *conn) {
            return true;
        }
        socket.outbox.try_send(Outgoing::Text(text.clone())).is_ok()
    });
}

/// The frame a socket sends its page when the server turns it away.
pub fn busy() -> Utf8Bytes {
    Utf8Bytes::from(ToClient::Refused { why: Refusal::Busy }.encode())
}
