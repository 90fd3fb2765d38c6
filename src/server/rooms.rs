//! The rooms of one server: a task each, holding its [`Room`] and the sockets in it.
//!
//! A room's task is the only place its state changes. Sockets hand it what they read
//! ([`ToRoom`]); it asks the referee, writes each change to the database and waits for the disk,
//! then sends what followed the write. Its timer is the referee's [`Room::next_wake`], with the
//! mover's lag credited. A room with nobody in it and nothing to wait for leaves memory after a
//! while and is read back from the database when someone comes again.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::extract::ws::Utf8Bytes;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

use super::connection::{Breach, End};
use super::database::{Creation, Database, StoredRoom};
use super::limits::Limiter;
use super::limits::Limits;
use super::metrics::{Census, Kind, Limit, Metrics};
use super::queue::Queue;
pub use super::time::now;
use crate::room::protocol::{Invite, Problem, Refusal, RoomId, Secret, ToClient, ToServer};
use crate::room::{Change, Conn, Event, Millis, Out, Room, Settings};

/// The most lag credited to a player's move: half their connection's round trip, at most this.
pub const LAG_CAP: Millis = 500;

/// How long an empty room with nothing to wait for stays in memory.
const UNLOAD_AFTER: Duration = Duration::from_secs(120);

/// Messages a room's inbox holds before the sockets writing to it wait.
const INBOX: usize = 256;

/// Messages a player's outbox holds; a player's socket that falls this far behind is dropped.
/// A watcher's holds only what is said to it alone: the room's state reaches watchers as the
/// latest one, never as a queue ([`Outgoing::Follow`]).
pub const OUTBOX: usize = 64;

/// How often, at most, a change in the count of watchers alone is sent to the room.
pub const WATCHERS_EVERY: Duration = Duration::from_millis(500);

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0; N];
    // The system's random source failing is not something a server can carry on without.
    getrandom::fill(&mut bytes).expect("the system's random source answers");
    bytes
}

fn new_room_id() -> RoomId {
    RoomId::drawn(random_bytes())
}

/// The database failed: said in the log, and to the page as the server being unable to keep rooms
/// for now.
fn unavailable(error: &str) -> Problem {
    tracing::error!("the rooms' database failed: {error}");
    Problem::Unavailable
}

/// A fresh seat's secret: 128 bits from the system.
pub fn new_secret() -> Secret {
    Secret(u128::from_le_bytes(random_bytes()))
}

/// A new room's invite: 64 bits from the system.
fn new_invite() -> Invite {
    Invite(u64::from_le_bytes(random_bytes()))
}

/// What a socket hands its room.
#[derive(Debug)]
pub enum ToRoom {
    /// The socket joined; the room sends to it through `outbox`.
    Open {
        /// The socket.
        conn: Conn,
        /// The client it comes from, for the limit on the sockets one address may watch with.
        address: IpAddr,
        /// Where its frames go.
        outbox: mpsc::Sender<Outgoing>,
    },
    /// A message it read.
    Said {
        /// The socket.
        conn: Conn,
        /// The message.
        message: ToServer,
        /// The server is over capacity: a hello is let in only with a seat's secret.
        seated_only: bool,
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
#[derive(Debug)]
pub enum Outgoing {
    /// A frame of text.
    Text(Utf8Bytes),
    /// The socket watches: from now on it sends the room's latest state whenever it changes,
    /// skipping any it had no time for. The state as it was when this was sent has already
    /// gone through the outbox.
    Follow(watch::Receiver<Utf8Bytes>),
    /// Close the socket with this end: the room has stopped (its database failed, or it left
    /// memory as the socket came), and the page connects again; or the socket is no longer
    /// in the room.
    Close(End),
}

/// Every room of the server, the database, and the limiter.
pub struct Hub {
    database: Database,
    limits: Limits,
    rooms: Mutex<HashMap<String, mpsc::Sender<ToRoom>>>,
    /// The counts per address and in all that the limits are checked against.
    limiter: Limiter,
    playing: AtomicUsize,
    next_conn: AtomicU64,
    /// The line of "play someone now".
    pub queue: Queue,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A task that panicked while holding the lock left a map, not a half-made room: go on.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Hub {
    /// A hub on `database`, counting in `metrics`; call [`Hub::resume`] to bring back the games
    /// in progress.
    pub fn new(database: Database, limits: Limits, metrics: Arc<Metrics>) -> Arc<Hub> {
        Arc::new(Hub {
            database,
            limits,
            rooms: Mutex::new(HashMap::new()),
            limiter: Limiter::new(limits, metrics),
            playing: AtomicUsize::new(0),
            next_conn: AtomicU64::new(1),
            queue: Queue::default(),
        })
    }

    /// The limits.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// What the server counts.
    pub fn metrics(&self) -> &Arc<Metrics> {
        self.limiter.metrics()
    }

    /// What the server holds now, for a scrape of its metrics.
    pub fn census(&self) -> Census {
        Census {
            rooms: lock(&self.rooms).len(),
            sockets: self.limiter.sockets(),
            games: self.playing(),
            waiting: self.queue.waiting(),
        }
    }

    /// Starts the rooms whose game was under way when the server stopped, so that their
    /// clocks run again: each turn in progress starts over with its whole time and the grace.
    /// Returns how many.
    pub async fn resume(self: &Arc<Hub>) -> Result<usize, String> {
        let stored = self.database.in_play().await?;
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
            stored.invite,
            &stored.changes,
            now(),
            self.limits.grace,
        ) {
            Ok(room) => room,
            Err(error) => {
                tracing::error!("room {} cannot be resumed: {error}", stored.id);
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

    /// Takes one of `address`'s room creations for this minute, if it has one left. A queue's
    /// pairing takes one from each page's address, as a room made by hand does.
    pub fn may_create(&self, address: IpAddr) -> bool {
        self.limiter.may_create(address)
    }

    /// Makes a room for `address`, with its maker in the first seat under `maker`, the secret
    /// the maker's page proposed: returns its id and invite. The maker is seated before the
    /// room is known to anyone, so no one else can open it; the page then comes with its
    /// secret, as after a reload.
    pub async fn create(
        self: &Arc<Hub>,
        address: IpAddr,
        settings: Settings,
        maker: Secret,
    ) -> Result<(RoomId, Invite), Problem> {
        if self.rooms_full() {
            return Err(Problem::Full);
        }
        if !self.may_create(address) {
            return Err(Problem::TooMany);
        }
        self.make(settings, &[maker]).await
    }

    /// Makes a room for two players paired by the queue, with both seats given: returns its
    /// id and the seats' secrets, the first seat's first. Each page then comes with its
    /// secret, as after a reload; until it does, it is away.
    pub async fn create_paired(
        self: &Arc<Hub>,
        settings: Settings,
    ) -> Result<(RoomId, [Secret; 2]), Problem> {
        if self.rooms_full() {
            return Err(Problem::Full);
        }
        let secrets = [new_secret(), new_secret()];
        let (id, _) = self.make(settings, &secrets).await?;
        Ok((id, secrets))
    }

    /// Whether memory holds as many rooms as it may: no room is then made.
    fn rooms_full(&self) -> bool {
        let full = lock(&self.rooms).len() >= self.limits.rooms;
        if full {
            self.metrics().limited(Limit::rooms);
        }
        full
    }

    /// Makes, databases and starts a room with these seats taken: the room and its first seats
    /// are kept in one transaction, so a crash leaves all of it or none.
    async fn make(
        self: &Arc<Hub>,
        settings: Settings,
        seated: &[Secret],
    ) -> Result<(RoomId, Invite), Problem> {
        let id = new_room_id();
        let seed = u64::from_le_bytes(random_bytes());
        let invite = new_invite();
        let at = now();
        let mut room = Room::new(settings, seed, invite, at);
        let changes = room.seat_ahead(seated, at);
        let count = changes.len() as u64;
        self.database
            .create(
                id.as_str(),
                Creation {
                    settings,
                    seed,
                    invite,
                    at,
                    changes,
                },
            )
            .await
            .map_err(|error| unavailable(&error))?;
        let (inbox, taken) = mpsc::channel(INBOX);
        lock(&self.rooms).insert(id.to_string(), inbox);
        tokio::spawn(run(self.clone(), id.to_string(), room, count, taken));
        Ok((id, invite))
    }

    /// Games under way: both seats taken and the game not over.
    pub fn playing(&self) -> usize {
        self.playing.load(Ordering::Relaxed)
    }

    /// The inbox of room `id`, read back from the database if it is not in memory.
    pub async fn room(self: &Arc<Hub>, id: &str) -> Result<mpsc::Sender<ToRoom>, Problem> {
        if let Some(inbox) = lock(&self.rooms).get(id) {
            return Ok(inbox.clone());
        }
        match self
            .database
            .load(id)
            .await
            .map_err(|error| unavailable(&error))?
        {
            Some(stored) => self.start(stored).ok_or(Problem::Unavailable),
            None => Err(Problem::NoRoom),
        }
    }

    /// Whether `address` may open another socket now.
    pub fn may_open(&self, address: IpAddr) -> bool {
        self.limiter.may_open(address)
    }

    /// Counts a socket from `address` in, if the address is under its limits.
    pub fn socket_opened(&self, address: IpAddr) -> Result<Conn, Problem> {
        if !self.limiter.socket_opened(address) {
            return Err(Problem::TooMany);
        }
        Ok(Conn(self.next_conn.fetch_add(1, Ordering::Relaxed)))
    }

    /// Counts a socket from `address` out.
    pub fn socket_closed(&self, address: IpAddr) {
        self.limiter.socket_closed(address);
    }

    /// True when the server has more sockets open than its limit: a newcomer without a seat
    /// is turned away, and the games in progress go on.
    pub fn over_capacity(&self) -> bool {
        self.limiter.over_capacity()
    }

    /// Turns a newcomer away because the server holds as many sockets as it may: counts it,
    /// and returns the end its socket closes with (after [`busy`]).
    pub fn turn_away_as_full(&self) -> End {
        self.metrics().limited(Limit::sockets);
        End::Again("the server is full")
    }

    /// Purges the finished rooms past their keeping time, and forgets idle addresses.
    pub async fn tidy(&self) -> Result<(), String> {
        self.limiter.forget_idle();
        self.database
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
    address: IpAddr,
    round_trip: Millis,
    /// It has said hello: only then is it sent the room's state.
    greeted: bool,
    /// It watches: the room's state reaches it through the crowd's `shown`, not its outbox.
    watching: bool,
}

/// The sockets in a room, and how the room reaches them: players through their outboxes, in
/// order; watchers through one `watch` channel that holds the latest state, so that no
/// number of watchers, slow or not, costs the room more than one write of it.
struct Crowd {
    sockets: HashMap<Conn, Socket>,
    shown: watch::Sender<Utf8Bytes>,
    /// The count of watchers in the last state sent to everyone.
    watchers_shown: u32,
    /// When the count of watchers is next due to go out, if it has changed since.
    count_due: Option<Instant>,
    /// When a state last went to everyone.
    sent_at: Instant,
}

impl Crowd {
    fn new() -> Crowd {
        Crowd {
            sockets: HashMap::new(),
            shown: watch::Sender::new(Utf8Bytes::default()),
            watchers_shown: 0,
            count_due: None,
            sent_at: Instant::now(),
        }
    }

    /// Takes a socket out of the room's sockets (if still there), with its watch counted out.
    fn remove(&mut self, hub: &Hub, conn: Conn) -> Option<Socket> {
        let socket = self.sockets.remove(&conn)?;
        if socket.watching {
            hub.limiter.watch_ended(socket.address);
        }
        Some(socket)
    }

    /// Lets a socket go with this end: it is told, and the room no longer sends to it.
    fn let_go(&mut self, hub: &Hub, conn: Conn, end: End) {
        if let Some(socket) = self.remove(hub, conn) {
            let _ = socket.outbox.try_send(Outgoing::Close(end));
        }
    }

    /// Sends to one socket. One whose outbox is full has fallen too far behind: it is let go.
    fn send(&mut self, hub: &Hub, conn: Conn, text: Utf8Bytes) {
        let Some(socket) = self.sockets.get(&conn) else {
            return;
        };
        if socket.outbox.try_send(Outgoing::Text(text)).is_err() {
            self.let_go(hub, conn, End::Policy(Breach::Behind));
        }
    }

    /// Sends to everyone who has said hello: the players through their outboxes, the watchers
    /// as the latest state.
    fn everyone(&mut self, hub: &Hub, message: &ToClient) {
        let text = Utf8Bytes::from(message.encode());
        if let ToClient::State(view) = message {
            self.watchers_shown = view.watchers;
            self.count_due = None;
            self.sent_at = Instant::now();
        }
        let players: Vec<Conn> = self
            .sockets
            .iter()
            .filter(|(_, socket)| socket.greeted && !socket.watching)
            .map(|(conn, _)| *conn)
            .collect();
        for conn in players {
            self.send(hub, conn, text.clone());
        }
        self.shown.send_replace(text);
    }

    /// Notes that the count of watchers may have changed: if it has, it goes out with the next
    /// state, and at the latest [`WATCHERS_EVERY`] after the last.
    fn recount(&mut self, watchers: u32) {
        if watchers == self.watchers_shown {
            self.count_due = None;
        } else if self.count_due.is_none() {
            self.count_due = Some((self.sent_at + WATCHERS_EVERY).max(Instant::now()));
        }
    }
}

/// Waits until `at`, or for ever when there is nothing to wait for.
async fn until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

/// A room's task: see the module's comment.
async fn run(
    hub: Arc<Hub>,
    id: String,
    mut room: Room,
    mut changes: u64,
    mut inbox: mpsc::Receiver<ToRoom>,
) {
    let mut crowd = Crowd::new();
    let mut playing = false;
    loop {
        if room.playing() != playing {
            playing = room.playing();
            if playing {
                hub.playing.fetch_add(1, Ordering::Relaxed);
            } else {
                hub.playing.fetch_sub(1, Ordering::Relaxed);
            }
        }
        crowd.recount(room.watchers());
        let wake = room.next_wake().map(|at| at + lag(&room, &crowd.sockets));
        let idle = room.is_empty() && wake.is_none();
        let mut hello_from = None;
        let event = tokio::select! {
            message = inbox.recv() => match message {
                Some(message) => match message {
                    ToRoom::Open { conn, address, outbox } => {
                        crowd.sockets.insert(conn, Socket {
                            outbox,
                            address,
                            round_trip: 0,
                            greeted: false,
                            watching: false,
                        });
                        Event::Opened(conn)
                    }
                    ToRoom::Said { conn, message, seated_only } => {
                        // A first hello: a second one is refused by the referee, and must
                        // not count its socket as a watcher twice.
                        if matches!(message, ToServer::Hello { .. })
                            && let Some(socket) = crowd.sockets.get_mut(&conn)
                            && !socket.greeted
                        {
                            socket.greeted = true;
                            hello_from = Some(conn);
                        }
                        if seated_only
                            && let ToServer::Hello { seat, .. } = &message
                            && seat.and_then(|secret| room.seat_with(secret)).is_none()
                        {
                            crowd.send(&hub, conn, busy());
                            let end = hub.turn_away_as_full();
                            crowd.let_go(&hub, conn, end);
                            continue;
                        }
                        Event::from_message(conn, message, new_secret())
                    }
                    ToRoom::Unreadable(conn) => Event::Unreadable(conn),
                    ToRoom::RoundTrip { conn, millis } => {
                        if let Some(socket) = crowd.sockets.get_mut(&conn) {
                            socket.round_trip = millis;
                        }
                        continue;
                    }
                    ToRoom::Gone(conn) => {
                        crowd.remove(&hub, conn);
                        Event::Closed(conn)
                    }
                },
                None => break,
            },
            () = sleep_until(wake.unwrap_or(0)), if wake.is_some() => Event::Tick,
            () = until(crowd.count_due) => {
                crowd.everyone(&hub, &ToClient::State(room.view(now())));
                continue;
            }
            () = tokio::time::sleep(UNLOAD_AFTER), if idle => {
                if hub.unload(&id, &mut inbox) {
                    break;
                }
                continue;
            }
        };
        let at = now();
        let out = room.handle(at, event);
        // A hello that made its socket a watcher: within the room's and the address's limits
        // on watchers, it follows the room from here; past them, it is turned away.
        if let Some(conn) = hello_from
            && room.seat_held_by(conn).is_none()
            && let Some(address) = crowd.sockets.get(&conn).map(|s| s.address)
        {
            let room_full = room.watchers() as usize > hub.limits.watchers;
            if room_full {
                hub.metrics().limited(Limit::watchers);
            }
            if room_full || !hub.limiter.watch_started(address) {
                room.handle(at, Event::Closed(conn));
                crowd.send(&hub, conn, busy());
                crowd.let_go(&hub, conn, End::Again("too many watchers"));
                continue;
            }
            if let Some(socket) = crowd.sockets.get_mut(&conn) {
                socket.watching = true;
            }
        }
        if let Err(error) = carry_out(&hub, &id, &mut changes, &mut crowd, out).await {
            // The room in memory is ahead of the database: stop it, so that the next socket reads
            // it back as the database has it, and tell everyone to come again.
            tracing::error!("room {id} stopped, its database failing: {error}");
            lock(&hub.rooms).remove(&id);
            for conn in crowd.sockets.keys().copied().collect::<Vec<_>>() {
                crowd.let_go(&hub, conn, End::Again("the room is starting again"));
            }
            break;
        }
        if let Some(conn) = hello_from
            && let Some(socket) = crowd.sockets.get(&conn)
            && socket.watching
        {
            let _ = socket
                .outbox
                .try_send(Outgoing::Follow(crowd.shown.subscribe()));
        }
    }
    if playing {
        hub.playing.fetch_sub(1, Ordering::Relaxed);
    }
    for conn in crowd.sockets.keys().copied().collect::<Vec<_>>() {
        crowd.remove(&hub, conn);
    }
    // Whoever came as the room stopped is told to come again.
    inbox.close();
    while let Ok(message) = inbox.try_recv() {
        if let ToRoom::Open { outbox, .. } = message {
            let _ = outbox.try_send(Outgoing::Close(End::Again("the room is starting again")));
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
    crowd: &mut Crowd,
    out: Vec<Out>,
) -> Result<(), String> {
    let mut saves = Vec::new();
    for step in out {
        match step {
            Out::Save(change) => saves.push(change),
            Out::Send(conn, message) => {
                if let ToClient::Refused { why } = &message
                    && let Some(kind) = Kind::of(*why)
                {
                    hub.metrics().refused(kind);
                }
                keep(hub, id, changes, &mut saves).await?;
                crowd.send(hub, conn, Utf8Bytes::from(message.encode()));
            }
            Out::Everyone(message) => {
                keep(hub, id, changes, &mut saves).await?;
                crowd.everyone(hub, &message);
            }
            Out::Drop(conn) => {
                keep(hub, id, changes, &mut saves).await?;
                crowd.let_go(hub, conn, End::Policy(Breach::Elsewhere));
            }
        }
    }
    keep(hub, id, changes, &mut saves).await
}

/// Writes the changes gathered so far, in one transaction: what one event changed (a game's
/// last move and its ending) is kept whole or not at all.
async fn keep(
    hub: &Hub,
    id: &str,
    changes: &mut u64,
    saves: &mut Vec<Change>,
) -> Result<(), String> {
    if saves.is_empty() {
        return Ok(());
    }
    let count = saves.len() as u64;
    let moves = saves
        .iter()
        .filter(|change| matches!(change, Change::Moved { .. }))
        .count();
    hub.database
        .changes(id, *changes, std::mem::take(saves), now())
        .await?;
    *changes += count;
    hub.metrics().moved(moves as u64);
    Ok(())
}

/// The frame a socket sends its page when the server turns it away.
pub fn busy() -> Utf8Bytes {
    Utf8Bytes::from(ToClient::Refused { why: Refusal::Busy }.encode())
}
