//! One room, refereed: two seats, one game at a time, a turn clock and the sockets watching it.
//!
//! [`Room::handle`] is the whole of it: an [`Event`] and the time it happened in, in; what to
//! store and what to send, out ([`Out`]), in the order the server must carry them out. It
//! reads no clock and draws no random number of its own: the time comes with each event, the
//! room's invite comes with it when it is made, a new seat's secret comes with the hello that
//! asks for it, and the move played for a player whose turn clock ran out is drawn from the
//! room's seed and the ply. So a room's life can be
//! replayed exactly, and tested without a socket or a timer.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::protocol::{Ending, Invite, Refusal, SeatView, Secret, ToClient, ToServer, View, Wire};
use crate::engine::playout::random_move;
use crate::engine::{GameResult, HouseRules, Move, PlayError, Player, Position, Record, Rules};

/// Milliseconds on the server's clock.
pub type Millis = u64;

/// A socket, by the number the server gave it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Conn(pub u64);

/// The turn clocks a room may have, in seconds: two minutes is the room's default.
pub const TURN_CHOICES: [u16; 4] = [30, 60, 120, 300];

pub use super::protocol::DEFAULT_TURN;

/// How long a player may be away (no socket open) on their own turns before they lose the
/// game. Time away while the other player is to move is not counted, and the count starts
/// again each time they come back.
pub const AWAY_LIMIT: Millis = 60_000;

/// The seeds a pit may start with in a room.
pub const SEED_CHOICES: std::ops::RangeInclusive<u8> = 3..=6;

/// What a room is played under, fixed when it is created.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    rules: Rules,
    turn: Option<u16>,
    alternate: bool,
}

impl Settings {
    /// Six pits a side, `seeds` a pit (3 to 6), the house rules, and the turn clock in seconds
    /// (one of [`TURN_CHOICES`], or `None` for no clock).
    pub fn new(seeds: u8, house: HouseRules, turn: Option<u16>) -> Result<Settings, String> {
        if !SEED_CHOICES.contains(&seeds) {
            return Err(format!(
                "a room's pits start with 3 to 6 seeds, not {seeds}"
            ));
        }
        if let Some(seconds) = turn
            && !TURN_CHOICES.contains(&seconds)
        {
            return Err(format!(
                "a turn lasts 30, 60, 120 or 300 seconds, not {seconds}"
            ));
        }
        let rules = Rules::new(6, u32::from(seeds))
            .map_err(|e| e.to_string())?
            .with_house(house);
        Ok(Settings {
            rules,
            turn,
            alternate: true,
        })
    }

    /// The same, with the opener of each rematch chosen: the seat that did not open the last
    /// game (`true`, a room's default), or the room's maker every time (`false`).
    #[must_use]
    pub fn alternating(self, alternate: bool) -> Settings {
        Settings { alternate, ..self }
    }

    /// Whether each rematch is opened by the seat that did not open the last game.
    pub fn alternate(&self) -> bool {
        self.alternate
    }

    /// The rules.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The seconds a turn may take, if the clock runs.
    pub fn turn(&self) -> Option<u16> {
        self.turn
    }

    fn turn_ms(&self) -> Option<Millis> {
        self.turn.map(|seconds| Millis::from(seconds) * 1000)
    }
}

/// Something that happened to a room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A socket joined the room and has not said hello yet.
    Opened(Conn),
    /// A socket's hello (see [`ToServer::Hello`]), with a fresh random secret in case it is
    /// given a seat without proposing one.
    Hello {
        /// The socket.
        conn: Conn,
        /// The secret it holds for the room, or proposes for a new seat.
        seat: Option<Secret>,
        /// The invite it came by, if any.
        invite: Option<Invite>,
        /// The secret a new seat gets when the hello proposes none: 128 bits from the server's
        /// random source.
        fresh: Secret,
    },
    /// A move, for the ply it names.
    Move {
        /// The socket.
        conn: Conn,
        /// The moves played before it.
        ply: u16,
        /// The move.
        played: Move,
    },
    /// A resignation.
    Resign(Conn),
    /// A rematch, offered or accepted.
    Rematch(Conn),
    /// A frame that was not a message.
    Unreadable(Conn),
    /// A socket closed.
    Closed(Conn),
    /// Time passed: the server's timer, at [`Room::next_wake`] or later.
    Tick,
}

impl Event {
    /// The event a socket's message is, with the fresh secret a hello needs.
    pub fn from_message(conn: Conn, message: ToServer, fresh: Secret) -> Event {
        match message {
            ToServer::Hello { seat, invite } => Event::Hello {
                conn,
                seat,
                invite,
                fresh,
            },
            ToServer::Move {
                ply,
                played: Wire(played),
            } => Event::Move { conn, ply, played },
            ToServer::Resign {} => Event::Resign(conn),
            ToServer::Rematch {} => Event::Rematch(conn),
        }
    }
}

/// What the server must do, in order: every [`Out::Save`] is stored before anything after it
/// is sent, so that no move is acknowledged that a crash could lose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Out {
    /// Store this change of the room.
    Save(Change),
    /// Send this to one socket.
    Send(Conn, ToClient),
    /// Send this to every socket in the room that has said hello.
    Everyone(ToClient),
    /// Close this socket, after what was sent to it before: it is no longer in the room (its
    /// seat was taken back by another socket).
    Drop(Conn),
}

/// A change of a room that must outlive the process.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A seat was given, with its secret.
    Seated {
        /// The seat.
        seat: u8,
        /// Its secret.
        secret: Secret,
    },
    /// A move was played: by a player, or by the clock for one.
    Moved {
        /// The game's number in the room.
        game: u32,
        /// The moves before it.
        ply: u16,
        /// The move.
        played: Move,
        /// When: the next turn's clock starts here.
        at: Millis,
    },
    /// A game ended.
    Ended {
        /// The game's number.
        game: u32,
        /// How.
        ending: Ending,
    },
    /// A new game began (a rematch).
    Began {
        /// The new game's number.
        game: u32,
        /// When: its first turn's clock starts here.
        at: Millis,
    },
}

/// Who a socket is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// It has not said hello.
    Waiting,
    /// It holds a seat.
    Seat(u8),
    /// It watches.
    Watcher,
}

#[derive(Clone, Copy, Debug)]
struct Seat {
    secret: Secret,
    /// When its player's last socket closed, while none is open.
    away_since: Option<Millis>,
    /// Time away counted so far on this player's own turns, in this absence.
    away_used: Millis,
}

/// One room: its settings, seats, game and sockets.
#[derive(Clone, Debug)]
pub struct Room {
    settings: Settings,
    seed: u64,
    invite: Invite,
    seats: [Option<Seat>; 2],
    sockets: Vec<(Conn, Role)>,
    game: u32,
    record: Record,
    /// When the turn in progress began (or, before both seats are taken, when the room was
    /// made).
    turn_began: Millis,
    /// When away time was last counted.
    counted: Millis,
    ended: Option<Ending>,
    rematch: Option<u8>,
}

impl Room {
    /// A new room, made at `now`, with no one in it. `seed` draws the moves its clock plays;
    /// `invite` seats the first page that brings it while a seat is free.
    pub fn new(settings: Settings, seed: u64, invite: Invite, now: Millis) -> Room {
        Room {
            settings,
            seed,
            invite,
            seats: [None, None],
            sockets: Vec::new(),
            game: 0,
            record: Record::new(Position::start(settings.rules, Player::South)),
            turn_began: now,
            counted: now,
            ended: None,
            rematch: None,
        }
    }

    /// A room as its stored changes left it, in their order, resumed at `now` after a restart.
    /// The turn in progress starts over with its whole time and `grace` more, and nobody is
    /// counted away for the time the server was down. A change that does not follow from the
    /// ones before it (a move the rules refuse, a game that does not follow) is an error.
    pub fn resume(
        settings: Settings,
        seed: u64,
        invite: Invite,
        changes: &[Change],
        now: Millis,
        grace: Millis,
    ) -> Result<Room, String> {
        let mut room = Room::new(settings, seed, invite, now);
        for change in changes {
            room.replay(change)?;
        }
        // A game whose last move was kept without its ending (a store written otherwise)
        // ends as the stores say, rather than waiting on a move nobody can make.
        if room.ended.is_none() && room.record.is_over() {
            room.ended = Some(room.played_ending());
        }
        room.turn_began = now + grace;
        room.counted = now;
        for seat in room.seats.iter_mut().flatten() {
            seat.away_since = Some(now);
            seat.away_used = 0;
        }
        Ok(room)
    }

    fn replay(&mut self, change: &Change) -> Result<(), String> {
        match *change {
            Change::Seated { seat, secret } => {
                let slot = self
                    .seats
                    .get_mut(usize::from(seat))
                    .ok_or_else(|| format!("no seat {seat}"))?;
                *slot = Some(Seat {
                    secret,
                    away_since: None,
                    away_used: 0,
                });
            }
            Change::Moved {
                game, ply, played, ..
            } => {
                if game != self.game || usize::from(ply) != self.record.ply() {
                    return Err(format!(
                        "a move for game {game} ply {ply} follows game {} ply {}",
                        self.game,
                        self.record.ply()
                    ));
                }
                self.record
                    .play_move(played)
                    .map_err(|e| format!("game {game} ply {ply}: {e}"))?;
            }
            Change::Ended { game, ending } => {
                if game != self.game {
                    return Err(format!("game {game} ended during game {}", self.game));
                }
                self.ended = Some(ending);
            }
            Change::Began { game, .. } => {
                if game != self.game + 1 || self.ended.is_none() {
                    return Err(format!("game {game} began after game {}", self.game));
                }
                self.begin(game);
            }
        }
        Ok(())
    }

    /// The room's settings.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// The room's invite.
    pub fn invite(&self) -> Invite {
        self.invite
    }

    /// The game in progress (or the last one), as its record.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The game's number in the room.
    pub fn game(&self) -> u32 {
        self.game
    }

    /// How the game ended, if it has.
    pub fn ended(&self) -> Option<Ending> {
        self.ended
    }

    /// The sockets in the room.
    pub fn sockets(&self) -> impl Iterator<Item = Conn> + '_ {
        self.sockets.iter().map(|&(conn, _)| conn)
    }

    /// True when nobody is in the room.
    pub fn is_empty(&self) -> bool {
        self.sockets.is_empty()
    }

    /// The seat that plays `player` in the game in progress: seat 0 plays South (and opens)
    /// the first game; with the opener alternating (the default), seat 1 the odd ones, so a
    /// rematch swaps who opens.
    pub fn seat_of(&self, player: Player) -> u8 {
        let south = u8::from(self.settings.alternate && self.game % 2 == 1);
        match player {
            Player::South => south,
            Player::North => 1 - south,
        }
    }

    fn player_of(&self, seat: u8) -> Player {
        if self.seat_of(Player::South) == seat {
            Player::South
        } else {
            Player::North
        }
    }

    /// Both seats are taken and the game is on.
    pub fn playing(&self) -> bool {
        self.seats.iter().all(Option::is_some) && self.ended.is_none()
    }

    /// The seat to move, while the game is on.
    pub fn mover(&self) -> Option<u8> {
        self.playing()
            .then(|| self.seat_of(self.record.position().to_move()))
    }

    /// When the turn clock runs out, while it runs.
    pub fn deadline(&self) -> Option<Millis> {
        self.mover()?;
        Some(self.turn_began + self.settings.turn_ms()?)
    }

    /// When the player to move, if away, has been away too long.
    fn away_deadline(&self) -> Option<Millis> {
        let seat = self.seats[usize::from(self.mover()?)]?;
        seat.away_since?;
        Some(self.counted + AWAY_LIMIT.saturating_sub(seat.away_used))
    }

    /// The earliest time at which a [`Event::Tick`] would change the room, if any.
    pub fn next_wake(&self) -> Option<Millis> {
        match (self.deadline(), self.away_deadline()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Counts the time since the last event (`now` is never earlier) as away time for the
    /// player to move, if away.
    fn count_away(&mut self, now: Millis) {
        if let Some(mover) = self.mover()
            && let Some(seat) = self.seats[usize::from(mover)].as_mut()
            && seat.away_since.is_some()
        {
            seat.away_used += now - self.counted;
        }
        self.counted = now;
    }

    /// Handles one event at `now` (never earlier than the last event's time: an earlier `now`
    /// counts as the last). Returns what to store and send, in order.
    pub fn handle(&mut self, now: Millis, event: Event) -> Vec<Out> {
        let now = now.max(self.counted);
        self.count_away(now);
        let mut out = Vec::new();
        let changed = match event {
            Event::Opened(conn) => {
                if self.role(conn).is_none() {
                    self.sockets.push((conn, Role::Waiting));
                }
                false
            }
            Event::Hello {
                conn,
                seat,
                invite,
                fresh,
            } => self.hello(conn, seat, invite, fresh, now, &mut out),
            Event::Move { conn, ply, played } => {
                match self.moving(conn, ply) {
                    // The record refuses an illegal move and is then unchanged (`Record::play_move`).
                    Ok(()) => match self.play(played, now, &mut out) {
                        Ok(()) => true,
                        Err(_) => refuse(conn, Refusal::Illegal, &mut out),
                    },
                    Err(why) => refuse(conn, why, &mut out),
                }
            }
            Event::Resign(conn) => match self.seated(conn) {
                Ok(seat) if self.playing() => {
                    self.end(Ending::Resigned { seat }, &mut out);
                    true
                }
                Ok(_) if self.ended.is_some() => refuse(conn, Refusal::Over, &mut out),
                Ok(_) => refuse(conn, Refusal::NotOver, &mut out),
                Err(why) => refuse(conn, why, &mut out),
            },
            Event::Rematch(conn) => match self.seated(conn) {
                Ok(seat) if self.ended.is_some() => self.rematch(seat, now, &mut out),
                Ok(_) => refuse(conn, Refusal::NotOver, &mut out),
                Err(why) => refuse(conn, why, &mut out),
            },
            Event::Unreadable(conn) => refuse(conn, Refusal::Unreadable, &mut out),
            Event::Closed(conn) => self.closed(conn, now),
            Event::Tick => self.tick(now, &mut out),
        };
        if changed {
            out.push(Out::Everyone(ToClient::State(self.view(now))));
        }
        out
    }

    /// Seats players as the room is made, before any page of theirs comes: the free seats, in
    /// order, are given `secrets` (drawn at random, or proposed by the maker's page), and each
    /// is away from `now` until its page comes with its secret, as after a reload. Once both
    /// seats are taken, the first turn's clock starts at `now`. Returns what to store, in order.
    pub fn seat_ahead(&mut self, secrets: &[Secret], now: Millis) -> Vec<Change> {
        let mut changes = Vec::new();
        let mut secrets = secrets.iter().copied();
        for seat in 0..2u8 {
            let slot = &mut self.seats[usize::from(seat)];
            if slot.is_some() {
                continue;
            }
            let Some(secret) = secrets.next() else { break };
            *slot = Some(Seat {
                secret,
                away_since: Some(now),
                away_used: 0,
            });
            changes.push(Change::Seated { seat, secret });
        }
        if self.seats.iter().all(Option::is_some) {
            self.turn_began = now;
        }
        changes
    }

    /// The seat that `secret` names, if any.
    pub fn seat_with(&self, secret: Secret) -> Option<u8> {
        (0..2u8).find(|&i| self.seats[usize::from(i)].is_some_and(|seat| seat.secret == secret))
    }

    /// The seat a socket holds, if it holds one.
    pub fn seat_held_by(&self, conn: Conn) -> Option<u8> {
        match self.role(conn)? {
            Role::Seat(seat) => Some(seat),
            Role::Waiting | Role::Watcher => None,
        }
    }

    fn role(&self, conn: Conn) -> Option<Role> {
        self.sockets
            .iter()
            .find(|(c, _)| *c == conn)
            .map(|&(_, role)| role)
    }

    fn set_role(&mut self, conn: Conn, role: Role) {
        match self.sockets.iter_mut().find(|(c, _)| *c == conn) {
            Some(entry) => entry.1 = role,
            None => self.sockets.push((conn, role)),
        }
    }

    /// The invite, for a seated page while the other seat is free.
    fn invite_for(&self, seat: Option<u8>) -> Option<Invite> {
        (seat.is_some() && self.seats.iter().any(Option::is_none)).then_some(self.invite)
    }

    fn hello(
        &mut self,
        conn: Conn,
        secret: Option<Secret>,
        invite: Option<Invite>,
        fresh: Secret,
        now: Millis,
        out: &mut Vec<Out>,
    ) -> bool {
        if !matches!(self.role(conn), None | Some(Role::Waiting)) {
            return refuse(conn, Refusal::OutOfOrder, out);
        }
        if let Some(seat) = secret.and_then(|secret| self.seat_with(secret)) {
            // One socket a seat: the newest takes it (the player reloaded, or opened the game
            // on another device), and the one it replaces is told so and let go.
            let replaced: Vec<Conn> = self
                .sockets
                .iter()
                .filter(|&&(c, role)| c != conn && role == Role::Seat(seat))
                .map(|&(c, _)| c)
                .collect();
            for old in replaced {
                self.sockets.retain(|&(c, _)| c != old);
                refuse(old, Refusal::Replaced, out);
                out.push(Out::Drop(old));
            }
            self.set_role(conn, Role::Seat(seat));
            if let Some(held) = self.seats[usize::from(seat)].as_mut() {
                held.away_since = None;
                held.away_used = 0;
            }
            out.push(Out::Send(
                conn,
                ToClient::Welcome {
                    seat: Some(seat),
                    secret: None,
                    invite: self.invite_for(Some(seat)),
                },
            ));
            return true;
        }
        let free = (0..2u8).find(|&i| self.seats[usize::from(i)].is_none());
        let refusal = match (invite, free) {
            (Some(invite), _) if invite != self.invite => Some(Refusal::WrongInvite),
            (Some(_), None) => Some(Refusal::Full),
            (Some(_), Some(seat)) => {
                // A proposed secret of nothing but zeros is what a page without a random
                // source would send, and anyone could guess it: the server's own goes instead.
                let given = secret.filter(|s| s.0 != 0).unwrap_or(fresh);
                self.seats[usize::from(seat)] = Some(Seat {
                    secret: given,
                    away_since: None,
                    away_used: 0,
                });
                if self.seats.iter().all(Option::is_some) {
                    // Both seats taken: the first turn's clock starts now.
                    self.turn_began = now;
                }
                self.set_role(conn, Role::Seat(seat));
                out.push(Out::Save(Change::Seated {
                    seat,
                    secret: given,
                }));
                out.push(Out::Send(
                    conn,
                    ToClient::Welcome {
                        seat: Some(seat),
                        secret: Some(given),
                        invite: self.invite_for(Some(seat)),
                    },
                ));
                return true;
            }
            // A secret that names no seat, without an invite: a seat lost or a room mistaken.
            (None, _) if secret.is_some() => Some(Refusal::UnknownSeat),
            (None, _) => None,
        };
        if let Some(why) = refusal {
            out.push(Out::Send(conn, ToClient::Refused { why }));
        }
        self.set_role(conn, Role::Watcher);
        out.push(Out::Send(
            conn,
            ToClient::Welcome {
                seat: None,
                secret: None,
                invite: None,
            },
        ));
        // A watcher coming changes nothing for anyone else: it alone is sent the room. The
        // count of watchers others see is the server's to send, at its own pace
        // ([`Room::watchers`]), so that a crowd coming and going cannot flood the players.
        out.push(Out::Send(conn, ToClient::State(self.view(now))));
        false
    }

    /// How many sockets watch without a seat.
    pub fn watchers(&self) -> u32 {
        self.sockets
            .iter()
            .filter(|&&(_, role)| role == Role::Watcher)
            .count() as u32
    }

    fn seated(&self, conn: Conn) -> Result<u8, Refusal> {
        match self.role(conn) {
            Some(Role::Seat(seat)) => Ok(seat),
            Some(Role::Watcher) => Err(Refusal::NotSeated),
            Some(Role::Waiting) | None => Err(Refusal::OutOfOrder),
        }
    }

    /// Whether `conn` may move at `ply`, and why not; whether the move itself is legal is the
    /// record's to say when it is played.
    fn moving(&self, conn: Conn, ply: u16) -> Result<(), Refusal> {
        let seat = self.seated(conn)?;
        if self.ended.is_some() {
            return Err(Refusal::Over);
        }
        if self.seats.iter().any(Option::is_none) {
            return Err(Refusal::NoOpponent);
        }
        let at = self.record.ply();
        match usize::from(ply).cmp(&at) {
            std::cmp::Ordering::Less => return Err(Refusal::Stale),
            std::cmp::Ordering::Greater => return Err(Refusal::Ahead),
            std::cmp::Ordering::Equal => {}
        }
        if self.player_of(seat) != self.record.position().to_move() {
            return Err(Refusal::NotYourTurn);
        }
        Ok(())
    }

    /// Plays a move, stores it and ends the game if it is over; an illegal move changes
    /// nothing.
    fn play(&mut self, played: Move, now: Millis, out: &mut Vec<Out>) -> Result<(), PlayError> {
        let ply = u16::try_from(self.record.ply()).expect("a game is shorter than the move limit");
        self.record.play_move(played)?;
        self.turn_began = now;
        out.push(Out::Save(Change::Moved {
            game: self.game,
            ply,
            played,
            at: now,
        }));
        if self.record.is_over() {
            self.end(self.played_ending(), out);
        }
        Ok(())
    }

    /// How a game played to its end ended: the seat with the bigger store won.
    fn played_ending(&self) -> Ending {
        let winner = match self.record.result() {
            Some(GameResult::Win { winner, .. }) => Some(self.seat_of(winner)),
            _ => None,
        };
        Ending::Played { winner }
    }

    fn end(&mut self, ending: Ending, out: &mut Vec<Out>) {
        self.ended = Some(ending);
        self.rematch = None;
        out.push(Out::Save(Change::Ended {
            game: self.game,
            ending,
        }));
    }

    fn rematch(&mut self, seat: u8, now: Millis, out: &mut Vec<Out>) -> bool {
        match self.rematch {
            Some(offered) if offered != seat => {
                let game = self.game + 1;
                self.begin(game);
                self.turn_began = now;
                out.push(Out::Save(Change::Began { game, at: now }));
            }
            _ => self.rematch = Some(seat),
        }
        true
    }

    fn begin(&mut self, game: u32) {
        self.game = game;
        self.record = Record::new(Position::start(self.settings.rules, Player::South));
        self.ended = None;
        self.rematch = None;
    }

    fn closed(&mut self, conn: Conn, now: Millis) -> bool {
        let Some(role) = self.role(conn) else {
            return false;
        };
        self.sockets.retain(|&(c, _)| c != conn);
        match role {
            Role::Seat(seat) => {
                let still_here = self.sockets.iter().any(|&(_, r)| r == Role::Seat(seat));
                if !still_here && let Some(held) = self.seats[usize::from(seat)].as_mut() {
                    held.away_since = Some(now);
                    held.away_used = 0;
                }
                true
            }
            // See [`Room::watchers`]: a watcher leaving is not news for everyone.
            Role::Watcher | Role::Waiting => false,
        }
    }

    fn tick(&mut self, now: Millis, out: &mut Vec<Out>) -> bool {
        let Some(mover) = self.mover() else {
            return false;
        };
        if self.away_deadline().is_some_and(|at| now >= at) {
            self.end(Ending::Abandoned { seat: mover }, out);
            return true;
        }
        if self.deadline().is_some_and(|at| now >= at) {
            // The clock plays for the player: a random pit, drawn from the room's seed and the
            // ply, so that a replay draws the same.
            let draw = self.seed ^ (u64::from(self.game) << 32) ^ self.record.ply() as u64;
            let pit = random_move(self.record.position(), &mut SmallRng::seed_from_u64(draw));
            if let Some(pit) = pit {
                return self.play(Move::Sow(pit), now, out).is_ok();
            }
        }
        false
    }

    /// The room as everyone sees it at `now`.
    pub fn view(&self, now: Millis) -> View {
        let seat_view = |i: usize| -> SeatView {
            let seat = self.seats[i];
            let here = self
                .sockets
                .iter()
                .any(|&(_, role)| role == Role::Seat(i as u8));
            SeatView {
                taken: seat.is_some(),
                here,
                away_left_ms: seat.filter(|s| s.away_since.is_some()).map(|s| {
                    let used = if self.mover() == Some(i as u8) {
                        s.away_used + now.saturating_sub(self.counted)
                    } else {
                        s.away_used
                    };
                    AWAY_LIMIT.saturating_sub(used)
                }),
            }
        };
        View {
            rules: self.settings.rules.to_string(),
            turn_seconds: self.settings.turn,
            game: self.game,
            south: self.seat_of(Player::South),
            alternate: self.settings.alternate,
            moves: self.record.moves().iter().map(|m| m.letter()).collect(),
            seats: [seat_view(0), seat_view(1)],
            turn_left_ms: self.deadline().map(|at| at.saturating_sub(now)),
            ended: self.ended,
            rematch: self.rematch,
            watchers: self.watchers(),
        }
    }
}

fn refuse(conn: Conn, why: Refusal, out: &mut Vec<Out>) -> bool {
    out.push(Out::Send(conn, ToClient::Refused { why }));
    false
}
