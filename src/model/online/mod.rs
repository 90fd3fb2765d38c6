//! Online, the live rooms' controller: a game against a friend on another device, refereed by
//! the room server. It speaks the room protocol ([`crate::room::protocol`]) and knows nothing of
//! sockets or requests: each action comes with what the page saw (a frame's text, a socket
//! opened or lost, a room made), and it answers with what it wants done ([`Want`]), which the
//! router maps into the page's effects and the web layer carries out.
//!
//! The server is the referee: the board shown is always the one its last state names, replayed
//! here with the engine from the moves it lists, so nothing is guessed. A move is sent with its
//! ply and the board waits for the server's state; a refusal is said and changes nothing.
//! Whatever the server sends is read strictly, and text that is not a message, or a room that
//! cannot be (rules or moves the engine refuses), is said and changes nothing either.

pub mod seats;
pub mod words;

use crate::engine::{Cell, GameResult, Move, Pit, Played, Player, Position, Record, Rules};
use crate::model::game::{Verdict, seeds, sowing_sentence};
use crate::model::settings::{Choice, GameSettings, HouseRule};
use crate::model::share::link::{RoomId, RoomLink};
use crate::room::protocol::{
    Ending, FromQueue, Invite, Refusal, Secret, ToClient, ToServer, View, Wire,
};

use seats::{Held, Seats};

/// The turn clocks a room may have, in seconds, in the order the page offers them, with two
/// minutes first as the rooms' default; `None` is no clock.
pub const TURN_CHOICES: [Option<u16>; 5] = [Some(120), Some(30), Some(60), Some(300), None];

/// What the page says when no room server answers it.
pub const NO_SERVER: &str = "No room server answers at this address, so live games cannot be \
                             played from here. Everything else on the page plays as before.";

/// What the page says when its player has left a game under way.
pub const LEFT: &str = "You left a game that is still under way. It goes on without you: away \
                        for a minute of your own turns, you lose. Go back to the room to play \
                        on, or resign there to end it now.";

/// What the page says when the server sent something it cannot read.
pub const UNREADABLE: &str =
    "The room server sent something this page could not read, so nothing changed.";

/// What the page says of a message it cannot decode at all: most likely from a server newer
/// than the page (the decoder refuses fields it does not know), which a reload catches up with.
pub const UNDECODABLE: &str = "The room server sent something this page could not read, so \
    nothing changed. If the game was updated since this page opened, reload the page.";

/// What the player does online, and what the page saw, handed on by the router's door.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineAction {
    /// Opens the mode, with the text storage holds under the seats' key (the router reads it).
    Open {
        /// The stored seats' text, if storage held any.
        stored: Option<String>,
    },
    /// Closes the mode: back to the game, as it was.
    Close,
    /// Makes a room with the game's seeds and house rules and this turn clock.
    Create {
        /// Seconds a turn, or `None` for no clock.
        turn: Option<u16>,
        /// Whether each rematch is opened by whoever did not open the last game (or the maker
        /// opens every game).
        alternate: bool,
        /// A fresh secret for the maker's seat, from the page's random source.
        fresh: Secret,
    },
    /// The room server answered a request to make a room: its id and invite.
    Created {
        /// The request's body, as [`Want::Create`] gave it: an answer to an earlier request
        /// (made before the player left and made another) is told apart by it.
        asked: String,
        /// The room, or why none was made.
        made: Result<(RoomId, Invite), Unmade>,
    },
    /// Waits for someone to play ("play someone now") with the game's seeds and house rules
    /// and this turn clock.
    Queue {
        /// Seconds a turn, or `None` for no clock.
        turn: Option<u16>,
        /// A random number that names this page's wait, so that the server never pairs the
        /// page with its own earlier socket, left half-open by a dropped network.
        page: u64,
    },
    /// Enters a room: by invite (a seat) or to watch.
    Join(RoomLink),
    /// The room's socket opened (again), with a fresh secret from the page's random source,
    /// which an invite's hello proposes for the seat it asks for, and what storage holds under
    /// the seats' key now (another tab of the page may have kept a seat since this one read
    /// it); the router reads it.
    Opened {
        /// The fresh secret.
        fresh: Secret,
        /// The stored seats' text, if storage held any.
        stored: Option<String>,
    },
    /// A text frame from the room's socket.
    Frame(String),
    /// The room's socket closed; the page tries again by itself, unless the server said why it
    /// closed it for good ([`Closed`]).
    Lost,
    /// Takes the seat back on this page, after another tab or device took it
    /// ([`Closed::Replaced`]): the room's socket opens again, and its hello asks for the seat.
    PlayHere,
    /// Sows this pit of the player's own row.
    Sow(Pit),
    /// Swaps sides, under the pie rule.
    Swap,
    /// Gives the game up.
    Resign,
    /// Offers a new game, or accepts the other's offer.
    Rematch,
    /// Leaves the room, back to making one.
    Leave,
    /// Opens the finished game in the game's analysis and move list.
    Review,
    /// A second passed on the page's clock: the turn clock's warnings.
    Tick,
    /// The page tried to copy a room's link.
    Copied {
        /// Whether it was the watch link (or the invite).
        watch: bool,
        /// Whether it got there.
        ok: bool,
    },
    /// The page handed a room's link to the system's share sheet, and the player chose where
    /// to send it (closing the sheet says nothing).
    Shared {
        /// Whether it was the watch link (or the invite).
        watch: bool,
        /// Whether it went.
        ok: bool,
    },
}

/// Why no room was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unmade {
    /// No room server answered (the request failed, or was not understood as one).
    NoServer,
    /// The server refused, saying why (a sentence of its own).
    Said(String),
}

/// What the controller asks of the router, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Want {
    /// Ask the room server for a room: the request's JSON body.
    Create(String),
    /// Wait in the room server's queue: the query of its socket (`rules=6x4&turn=120&page=…`),
    /// kept open (reconnecting) until [`Want::Connect`] or [`Want::Disconnect`].
    Queue(String),
    /// Open the room's socket, and keep it open (reconnecting) until [`Want::Disconnect`].
    Connect(RoomId),
    /// Send this text frame on the room's socket.
    Send(String),
    /// Close the room's socket, and stop reconnecting.
    Disconnect,
    /// Keep the seats held.
    Keep(Seats),
    /// Show this room's link in the address (a seat's invite, or a watch link).
    Address(RoomLink),
    /// Show the page's own address again (the room was left).
    Home,
    /// Open this finished game in play's analysis and move list.
    Review(Record),
    /// Count this page's player's game that has ended, apart from the games against the
    /// computer: the router's statistics count each game of a room once, however often it is
    /// asked.
    Count {
        /// The room.
        room: RoomId,
        /// The game's number in the room.
        game: u32,
        /// The rules it was played under.
        rules: Rules,
        /// How it ended for this page's player.
        verdict: Verdict,
    },
}

/// The state of the room's socket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// Opening, for the first time.
    Connecting,
    /// Open.
    Open,
    /// Lost after it was open: the page is trying again.
    Lost,
    /// It never opened: no room server answers (the page keeps trying).
    NoServer,
    /// The server closed it for good, saying why: the page does not open it again by itself.
    Closed(Closed),
}

/// Why the server closed a socket for good.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closed {
    /// The room's seat was taken back by another socket of the same player (another tab, or
    /// another device): two pages that each took it back on their own would fight for ever.
    Replaced,
    /// The queue paired this page but the server could not make the room: it is full.
    Full,
}

impl Line {
    /// The line after its socket closed: lost if it was ever open, else no server answers.
    fn lost(self) -> Line {
        match self {
            Line::Connecting | Line::NoServer => Line::NoServer,
            Line::Open | Line::Lost => Line::Lost,
            Line::Closed(why) => Line::Closed(why),
        }
    }
}

/// A room the page is in.
#[derive(Clone, Debug)]
pub struct InRoom {
    link: RoomLink,
    /// The room's invite, while this page holds a seat and the other is free.
    invite: Option<Invite>,
    seat: Option<u8>,
    line: Line,
    view: Option<View>,
    /// When the view came, on the page's clock.
    at: f64,
    record: Option<Record>,
    said: String,
    /// The ply of the move sent and not yet answered.
    sent: Option<u16>,
    /// The last clock warning said this turn, in seconds.
    warned: Option<u32>,
    /// The moves that came with the last state, seed by seed, to be shown one every
    /// `interval` milliseconds (none when moves are shown at once).
    sowing: Sowing,
    /// The other player was paired by the queue, not invited: "Your opponent", not "Your
    /// friend". Read from the seat held as the socket opens, before the room's first state.
    stranger: bool,
    /// The secret the last hello asked with.
    asked: Option<Secret>,
    /// The server's state has come on the socket open now.
    heard: bool,
}

/// The moves that came with a state, as the page shows them: each cell's seeds (in the order
/// of [`counts`]) after each seed is dropped, ending with the board the state names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sowing {
    /// Counts up with each state that brings moves to show.
    pub id: u32,
    /// The boards to show in turn.
    pub frames: Vec<[u8; 14]>,
    /// Milliseconds between two boards.
    pub interval: u32,
}

/// Each cell's seeds, with `bottom`'s row at the bottom: its pits 1 to 6 (0 to 5), its store
/// (6), the other row's pits 1 to 6 (7 to 12) and its store (13).
pub fn counts(position: &Position, bottom: Player) -> [u8; 14] {
    let mut counts = [0; 14];
    for index in 0..6 {
        if let Some(pit) = Pit::from_index(index) {
            counts[index] = position.seeds(bottom, pit);
            counts[7 + index] = position.seeds(bottom.other(), pit);
        }
    }
    counts[6] = position.store(bottom);
    counts[13] = position.store(bottom.other());
    counts
}

/// Where `cell` is among [`counts`], with `bottom`'s row at the bottom.
fn place(cell: Cell, bottom: Player) -> usize {
    let index = match cell {
        Cell::Pit(player, pit) if player == bottom => pit.index(),
        Cell::Pit(_, pit) => 7 + pit.index(),
        Cell::Store(player) if player == bottom => 6,
        Cell::Store(_) => 13,
    };
    index.min(13)
}

/// The boards that show the moves of `record` from ply `from` seed by seed.
fn frames(record: &Record, from: usize, bottom: Player) -> Vec<[u8; 14]> {
    let played = record.played();
    let mut frames = Vec::new();
    for (ply, move_played) in played.iter().enumerate().skip(from) {
        if let (Played::Sown(outcome), Some(before)) = (move_played, record.position_at(ply)) {
            let mut board = counts(&before, bottom);
            board[place(Cell::Pit(outcome.mover, outcome.pit), bottom)] = 0;
            frames.push(board);
            for &cell in &outcome.sown {
                let at = place(cell, bottom);
                board[at] = board[at].saturating_add(1);
                frames.push(board);
            }
        }
        if let Some(after) = record.position_at(ply + 1) {
            frames.push(counts(&after, bottom));
        }
    }
    frames
}

/// What the mode shows.
#[derive(Clone, Debug)]
pub enum Shown {
    /// Making a room: the form, and what the last try said.
    Lobby {
        /// A room is being asked for.
        making: bool,
        /// What the last try said.
        said: Option<String>,
        /// The room this page just left while its game was under way, which it may go back
        /// to (its seat is still this page's).
        left: Option<RoomLink>,
    },
    /// A room asked for by the address, entered once the mode's part is in.
    Asked(RoomLink),
    /// Waiting in the queue for someone to play.
    Queue(Queued),
    /// In a room.
    Room(Box<InRoom>),
}

impl Default for Shown {
    fn default() -> Shown {
        Shown::Lobby {
            making: false,
            said: None,
            left: None,
        }
    }
}

/// A wait in the queue of "play someone now".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Queued {
    /// The queue's socket.
    pub line: Line,
    /// The turn clock waited for, in seconds, or `None` for no clock: trying again after the
    /// server was full asks for the same.
    pub turn: Option<u16>,
    /// What the rules and clock waited for are, in words.
    pub choice: String,
    /// The players waiting for the same choice (this page among them) and the games under
    /// way, as the server last said.
    pub counts: Option<(u32, u32)>,
    /// What the server last said that the page could not read, if anything.
    pub said: Option<String>,
}

/// The online mode's state.
#[derive(Clone, Debug, Default)]
pub struct Online {
    seats: Seats,
    shown: Shown,
    /// The request for the room being made, and the secret it proposes for the maker's seat.
    making: Option<(String, Secret)>,
}

/// The request body that asks the room server for a room under `rules`, with `turn` seconds a
/// turn, the opener alternating over rematches or not, and its maker seated under `seat`:
/// `{"rules":"6x4","turn":120,"alternate":true,"seat":"…"}`.
pub fn create_body(rules: Rules, turn: Option<u16>, alternate: bool, seat: Secret) -> String {
    let turn = turn.map_or_else(|| "null".to_string(), |seconds| seconds.to_string());
    format!(
        "{{\"rules\":\"{rules}\",\"turn\":{turn},\"alternate\":{alternate},\"seat\":\"{seat}\"}}"
    )
}

/// What a room made now would be played under, in words: "4 seeds a pit, with the pie
/// rule".
pub fn settings_sentence(game: GameSettings) -> String {
    let rules: Vec<&str> = HouseRule::ALL
        .iter()
        .filter(|rule| rule.is_on(&game.house))
        .map(|rule| rule.phrase())
        .collect();
    match rules.len() {
        0 => format!("{} a pit, standard rules", seeds(game.seeds)),
        _ => format!("{} a pit, with {}", seeds(game.seeds), rules.join(" and ")),
    }
}

/// What the page offers for each of [`TURN_CHOICES`].
pub fn turn_label(turn: Option<u16>) -> String {
    match turn {
        None => "No clock".to_string(),
        Some(seconds) if seconds < 60 => format!("{seconds} seconds a turn"),
        Some(60) => "1 minute a turn".to_string(),
        Some(seconds) => format!("{} minutes a turn", seconds / 60),
    }
}

/// "1:05": minutes and seconds, from milliseconds (rounded up, so that 0:00 means time is up).
pub fn clock(ms: u64) -> String {
    let seconds = ms.div_ceil(1000);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

impl Online {
    /// What the mode shows.
    pub fn shown(&self) -> &Shown {
        &self.shown
    }

    /// The room the page is in, if any.
    pub fn room(&self) -> Option<&InRoom> {
        match &self.shown {
            Shown::Room(room) => Some(room),
            _ => None,
        }
    }

    /// The seats this page holds.
    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    /// Takes the seats as storage holds them now.
    pub(crate) fn reseat(&mut self, seats: Seats) {
        self.seats = seats;
    }

    /// Marks the room asked for by the address (see [`Shown::Asked`]); `None` for the lobby.
    pub(crate) fn ask(&mut self, link: Option<RoomLink>) {
        self.shown = link.map_or_else(Shown::default, Shown::Asked);
    }

    /// Opens the mode with the seats held: the room asked for is entered.
    pub(crate) fn open(&mut self, seats: Seats, now: f64) -> Vec<Want> {
        self.seats = seats;
        match self.shown {
            Shown::Asked(link) => self.join(link, now),
            Shown::Room(_) | Shown::Queue(_) => Vec::new(),
            Shown::Lobby { .. } => {
                self.shown = Shown::default();
                Vec::new()
            }
        }
    }

    /// Closes the mode: leaves the room or the queue, if the page is in one; whether it was
    /// (and its socket is to be closed). A plain answer rather than [`Want`]s, so that the
    /// router's one switch, on the page's first part, needs none of the code that carries them
    /// out.
    pub(crate) fn close(&mut self) -> bool {
        let in_one = matches!(self.shown, Shown::Room(_) | Shown::Queue(_));
        self.shown = Shown::default();
        in_one
    }

    /// Carries out an action of the open mode at `now` (opening and closing are the router's),
    /// with the game's settings in force for a room to be made.
    /// `interval` is how often a move being shown drops its next seed, or `None` to show moves
    /// at once.
    pub(crate) fn act(
        &mut self,
        action: OnlineAction,
        game: GameSettings,
        interval: Option<u32>,
        now: f64,
    ) -> Vec<Want> {
        match action {
            OnlineAction::Open { .. } | OnlineAction::Close => Vec::new(),
            OnlineAction::Create {
                turn,
                alternate,
                fresh,
            } => self.create(game, turn, alternate, fresh),
            // The answer to a request given up: that room stays the server's, unentered.
            OnlineAction::Created { ref asked, .. }
                if self.making.as_ref().is_none_or(|(body, _)| body != asked) =>
            {
                Vec::new()
            }
            OnlineAction::Created {
                made: Ok((id, invite)),
                ..
            } => match (&self.shown, self.making.take()) {
                (Shown::Lobby { making: true, .. }, Some((_, secret))) => {
                    // The maker was seated under this secret as the room was made.
                    let seat = Held {
                        room: id,
                        secret,
                        paired: false,
                    };
                    let wants = self.enter_seated(seat, now);
                    if let Shown::Room(room) = &mut self.shown {
                        room.invite = Some(invite);
                    }
                    wants
                }
                _ => Vec::new(),
            },
            OnlineAction::Created { made: Err(why), .. } => {
                self.making = None;
                if let Shown::Lobby { making, said, .. } = &mut self.shown {
                    *making = false;
                    *said = Some(match why {
                        Unmade::NoServer => NO_SERVER.to_string(),
                        Unmade::Said(words) => {
                            format!("The room server made no room: {}", cut(&words))
                        }
                    });
                }
                Vec::new()
            }
            OnlineAction::Queue { turn, page } => self.queue(game, turn, page),
            OnlineAction::Join(link) => {
                let mut wants = self.leave();
                wants.extend(self.join(link, now));
                wants
            }
            OnlineAction::Leave => {
                // A player who leaves a game under way is told what that means, and may go
                // back: the game goes on, and the clock and the away countdown run.
                let under_way = self
                    .room()
                    .filter(|room| room.seat.is_some() && room.full() && !room.over())
                    .map(|room| room.link);
                let mut wants = self.leave();
                if let Some(link) = under_way {
                    self.shown = Shown::Lobby {
                        making: false,
                        said: Some(LEFT.to_string()),
                        left: Some(link),
                    };
                }
                wants.push(Want::Home);
                wants
            }
            action => match &mut self.shown {
                Shown::Room(room) => room.act(action, &mut self.seats, interval, now),
                Shown::Queue(queued) => match queued.act(action) {
                    Heard::Paired(id, secret) => self.paired(id, secret, now),
                    Heard::Closed => vec![Want::Disconnect],
                    Heard::Nothing => Vec::new(),
                },
                _ => Vec::new(),
            },
        }
    }

    /// Joins the queue for the game's rules and `turn`.
    /// Also joins it again after the server ended a wait, full ([`Closed::Full`]).
    fn queue(&mut self, game: GameSettings, turn: Option<u16>, page: u64) -> Vec<Want> {
        match &self.shown {
            Shown::Lobby { making: true, .. } | Shown::Room(_) => return Vec::new(),
            Shown::Queue(queued) if !matches!(queued.line, Line::Closed(_)) => return Vec::new(),
            _ => {}
        }
        let Some(rules) = self.rules_for_a_room(game) else {
            return Vec::new();
        };
        let clock = turn.map_or_else(|| "none".to_string(), |seconds| seconds.to_string());
        self.shown = Shown::Queue(Queued {
            line: Line::Connecting,
            turn,
            choice: format!(
                "{}, {}",
                settings_sentence(game),
                turn_label(turn).to_lowercase()
            ),
            counts: None,
            said: None,
        });
        vec![Want::Queue(format!(
            "rules={rules}&turn={clock}&page={page:016x}"
        ))]
    }

    /// Keeps the secret of a seat this page was given in room `id` (by making it, or by the
    /// queue), then enters the room as its player.
    fn enter_seated(&mut self, seat: Held, now: f64) -> Vec<Want> {
        let id = seat.room;
        self.seats.hold(seat);
        let mut wants = vec![Want::Keep(self.seats.clone())];
        let link = RoomLink {
            id,
            sit: true,
            invite: None,
        };
        wants.extend(self.join(link, now));
        wants
    }

    /// The queue paired this page: it keeps the seat's secret, marked as the queue's (so that
    /// the other player is "Your opponent", now and after a reload), then enters the room.
    fn paired(&mut self, room: RoomId, secret: Secret, now: f64) -> Vec<Want> {
        let seat = Held {
            room,
            secret,
            paired: true,
        };
        let wants = self.enter_seated(seat, now);
        if let Shown::Room(room) = &mut self.shown {
            room.said = "Paired: entering the room…".to_string();
        }
        wants
    }

    /// The rules of a room made now, or `None` (with the reason said) if a room cannot have
    /// the game's.
    fn rules_for_a_room(&mut self, game: GameSettings) -> Option<Rules> {
        match game.rules() {
            Ok(rules) if (3..=6).contains(&game.seeds) => Some(rules),
            _ => {
                self.shown = Shown::Lobby {
                    making: false,
                    said: Some("A room's pits start with 3 to 6 seeds.".to_string()),
                    left: None,
                };
                None
            }
        }
    }

    fn create(
        &mut self,
        game: GameSettings,
        turn: Option<u16>,
        alternate: bool,
        fresh: Secret,
    ) -> Vec<Want> {
        if let Shown::Lobby { making: true, .. } | Shown::Room(_) = self.shown {
            return Vec::new();
        }
        let Some(rules) = self.rules_for_a_room(game) else {
            return Vec::new();
        };
        self.shown = Shown::Lobby {
            making: true,
            said: None,
            left: None,
        };
        let body = create_body(rules, turn, alternate, fresh);
        self.making = Some((body.clone(), fresh));
        vec![Want::Create(body)]
    }

    fn join(&mut self, link: RoomLink, now: f64) -> Vec<Want> {
        self.shown = Shown::Room(Box::new(InRoom {
            link,
            invite: None,
            seat: None,
            line: Line::Connecting,
            view: None,
            at: now,
            record: None,
            said: "Entering the room…".to_string(),
            stranger: false,
            asked: None,
            heard: false,
            sent: None,
            warned: None,
            sowing: Sowing::default(),
        }));
        vec![Want::Connect(link.id), Want::Address(link)]
    }

    fn leave(&mut self) -> Vec<Want> {
        match std::mem::take(&mut self.shown) {
            Shown::Room(_) | Shown::Queue(_) => vec![Want::Disconnect],
            _ => Vec::new(),
        }
    }
}

/// Text from outside, cut to a sentence's length.
fn cut(text: &str) -> String {
    const LIMIT: usize = 200;
    let mut shown: String = text
        .chars()
        .filter(|c| !c.is_control())
        .take(LIMIT)
        .collect();
    if text.chars().count() > LIMIT {
        shown.push('…');
    }
    shown
}

/// The board and record a room's state describes, or `None` if it describes none: rules the
/// engine refuses, a move it cannot read or play, or a seat that does not exist.
fn replay(view: &View) -> Option<Record> {
    let rules: Rules = view.rules.parse().ok()?;
    if view.south > 1 || view.rematch.is_some_and(|seat| seat > 1) {
        return None;
    }
    match view.ended {
        Some(Ending::Resigned { seat } | Ending::Abandoned { seat }) if seat > 1 => return None,
        Some(Ending::Played {
            winner: Some(seat), ..
        }) if seat > 1 => return None,
        _ => {}
    }
    let mut record = Record::new(Position::start(rules, Player::South));
    for letter in view.moves.chars() {
        record.play_move(Move::from_letter(letter)?).ok()?;
    }
    Some(record)
}

/// The seat that won the game `view` and `record` describe, or `None` for a draw or a game
/// that has not ended. A game played out is decided by its record, as the engine scores it.
fn winner(view: &View, record: &Record) -> Option<u8> {
    match view.ended? {
        Ending::Played { .. } => match record.position().result()? {
            GameResult::Win {
                winner: Player::South,
                ..
            } => Some(view.south),
            GameResult::Win { .. } => Some(1 - view.south),
            _ => None,
        },
        Ending::Resigned { seat } | Ending::Abandoned { seat } => Some(1 - seat.min(1)),
    }
}

/// What came of an action on the queue's socket.
enum Heard {
    Nothing,
    /// Paired: the room, and this page's seat's secret in it.
    Paired(RoomId, Secret),
    /// The server ended the wait: the socket is to be closed for good.
    Closed,
}

impl Queued {
    /// What happened on the queue's socket.
    fn act(&mut self, action: OnlineAction) -> Heard {
        match action {
            OnlineAction::Opened { .. } => self.line = Line::Open,
            OnlineAction::Lost => {
                self.line = self.line.lost();
            }
            OnlineAction::Frame(text) => match FromQueue::decode(&text) {
                Ok(FromQueue::Waiting { waiting, playing }) => {
                    self.counts = Some((waiting, playing));
                    self.said = None;
                }
                Ok(FromQueue::Paired { room, secret }) => match RoomId::new(&room) {
                    Some(id) => return Heard::Paired(id, secret),
                    None => self.said = Some(UNREADABLE.to_string()),
                },
                // The server closes the socket: the page leaves the line rather than join it
                // again by itself, to a server that has no room to spare.
                Ok(FromQueue::Busy {}) => {
                    self.line = Line::Closed(Closed::Full);
                    self.said = None;
                    return Heard::Closed;
                }
                Err(_) => self.said = Some(UNDECODABLE.to_string()),
            },
            _ => {}
        }
        Heard::Nothing
    }

    /// Whether the page waits in the line (or is joining it): not once the server ended the
    /// wait.
    pub fn waiting(&self) -> bool {
        !matches!(self.line, Line::Closed(_))
    }

    /// The wait, in a sentence: the choice, and who waits and plays; nothing once the server
    /// ended it (the line says why).
    pub fn sentence(&self) -> String {
        if !self.waiting() {
            return String::new();
        }
        let counts = match self.counts {
            None => String::new(),
            Some((waiting, playing)) => {
                let others = waiting.saturating_sub(1);
                let waits = match others {
                    0 => "nobody else is waiting for the same".to_string(),
                    1 => "1 other player is waiting for the same".to_string(),
                    n => format!("{n} other players are waiting for the same"),
                };
                let games = match playing {
                    1 => "1 game is under way".to_string(),
                    n => format!("{n} games are under way"),
                };
                format!(" Just now {waits}, and {games}.")
            }
        };
        format!("Waiting for someone to play: {}.{counts}", self.choice)
    }
}

impl InRoom {
    /// The room's link, as the address shows it: a player's, an invite, or a watch link.
    pub fn link(&self) -> RoomLink {
        self.link
    }

    /// Whose the board's rows are, as its cells' names say them: the bottom row's owner, then
    /// the top's ("Your" and "Your friend's" for a player; "Player 1's" and "Player 2's" for a
    /// watcher, whose bottom row is the opener's), once a state has come.
    pub fn owners(&self) -> Option<[String; 2]> {
        let view = self.view.as_ref()?;
        let bottom = self.seat.unwrap_or(view.south).min(1);
        let own = |seat: u8| match self.name(seat).as_str() {
            "You" => "Your".to_string(),
            name => format!("{name}'s"),
        };
        Some([own(bottom), own(1 - bottom)])
    }

    /// The invite link to give, while this page holds a seat and the other is free.
    pub fn invite_link(&self) -> Option<RoomLink> {
        Some(RoomLink {
            id: self.link.id,
            sit: true,
            invite: Some(
                self.invite
                    .filter(|_| self.seat.is_some() && !self.full())?,
            ),
        })
    }

    /// The watch link, which anyone may be given.
    pub fn watch_link(&self) -> RoomLink {
        RoomLink {
            id: self.link.id,
            sit: false,
            invite: None,
        }
    }

    /// The seat this page holds (0 or 1), if it holds one.
    pub fn seat(&self) -> Option<u8> {
        self.seat
    }

    /// The socket's state.
    pub fn line(&self) -> Line {
        self.line
    }

    /// Whether the room as shown is the server's now: the socket is open and the server's
    /// state has come on it. While it is not, the page cannot tell who is here or what the
    /// turn clock says (a stopped server runs no clock; a dropped network leaves it running),
    /// so it shows neither.
    pub fn live(&self) -> bool {
        self.line == Line::Open && self.heard
    }

    /// The room's last state, if one came.
    pub fn view(&self) -> Option<&View> {
        self.view.as_ref()
    }

    /// The game in the room, as its record.
    pub fn record(&self) -> Option<&Record> {
        self.record.as_ref()
    }

    /// The status line: what the last moves did and whose turn it is, or what was refused.
    pub fn said(&self) -> &str {
        &self.said
    }

    /// The player this page plays, if it holds a seat and a state has come.
    pub fn player(&self) -> Option<Player> {
        let view = self.view.as_ref()?;
        Some(if self.seat? == view.south {
            Player::South
        } else {
            Player::North
        })
    }

    /// The moves that came with the last state, to be shown seed by seed.
    pub fn sowing(&self) -> &Sowing {
        &self.sowing
    }

    /// The position as this page shows it: its own row at the bottom (South's, for a
    /// watcher).
    pub fn shown_position(&self) -> Option<Position> {
        let position = *self.record.as_ref()?.position();
        Some(match self.player() {
            Some(Player::North) => position.mirrored(position.to_move().other()),
            _ => position,
        })
    }

    /// Whether both seats are taken.
    pub fn full(&self) -> bool {
        self.view
            .as_ref()
            .is_some_and(|view| view.seats.iter().all(|seat| seat.taken))
    }

    /// Whether the game has ended.
    pub fn over(&self) -> bool {
        self.view.as_ref().is_some_and(|view| view.ended.is_some())
    }

    /// Whether it is this page's turn, with both seats taken and no move on its way.
    pub fn my_turn(&self) -> bool {
        self.line == Line::Open
            && self.sent.is_none()
            && self.full()
            && !self.over()
            && self
                .record
                .as_ref()
                .zip(self.player())
                .is_some_and(|(record, me)| !record.is_over() && record.position().to_move() == me)
    }

    /// Whether this page may swap sides now, under the pie rule.
    pub fn may_swap(&self) -> bool {
        self.my_turn() && self.record.as_ref().is_some_and(Record::swap_offered)
    }

    /// Whether this page may offer or accept a rematch now.
    pub fn may_rematch(&self) -> bool {
        self.line == Line::Open
            && self.seat.is_some()
            && self.over()
            && self.view.as_ref().and_then(|view| view.rematch) != self.seat
    }

    /// Whether this page may resign now.
    pub fn may_resign(&self) -> bool {
        self.line == Line::Open && self.seat.is_some() && self.full() && !self.over()
    }

    /// The seat that plays `player`.
    fn seat_of(&self, player: Player) -> u8 {
        let south = self.view.as_ref().map_or(0, |view| view.south);
        match player {
            Player::South => south,
            Player::North => 1 - south,
        }
    }

    /// A seat's name, as this page says it: "You", "Your friend", or for a watcher "Player 1"
    /// (the room's maker) and "Player 2".
    pub fn name(&self, seat: u8) -> String {
        match self.seat {
            Some(mine) if mine == seat => "You".to_string(),
            Some(_) if self.stranger => "Your opponent".to_string(),
            Some(_) => "Your friend".to_string(),
            None => format!("Player {}", u16::from(seat) + 1),
        }
    }

    /// The turn clock's time left at `now`, while a turn runs against it and the room is
    /// [`live`](InRoom::live).
    pub fn turn_left(&self, now: f64) -> Option<u64> {
        let view = self.view.as_ref()?;
        if view.ended.is_some() || !self.live() {
            return None;
        }
        Some(view.turn_left_ms?.saturating_sub(self.elapsed(now)))
    }

    /// Milliseconds since the last state came.
    fn elapsed(&self, now: f64) -> u64 {
        let elapsed = now - self.at;
        if elapsed.is_finite() && elapsed > 0.0 {
            elapsed as u64
        } else {
            0
        }
    }

    /// The seat to move, while the game runs.
    fn mover(&self) -> Option<u8> {
        let record = self.record.as_ref()?;
        (!self.over() && !record.is_over()).then(|| self.seat_of(record.position().to_move()))
    }

    /// The turn clock's line: whose turn and the time left, or nothing without a clock; while
    /// the room is not [`live`](InRoom::live), that the clock shows again once it is.
    pub fn clock_text(&self, now: f64) -> Option<String> {
        let runs = self.view.as_ref()?.turn_left_ms.is_some();
        let mover = self.mover()?;
        if !self.full() || !runs {
            return None;
        }
        if !self.live() {
            return Some(words::CLOCK_OFF_LINE.to_string());
        }
        let left = self.turn_left(now)?;
        Some(match self.name(mover).as_str() {
            "You" => format!("Your turn: {} left", clock(left)),
            name => format!("{name} to move: {} left", clock(left)),
        })
    }

    /// Who is in the room, a line for each seat: here, away with the time left to come back,
    /// or not come yet; and the watchers. While the room is not [`live`](InRoom::live), that
    /// they show again once it is.
    pub fn presence(&self, now: f64) -> Vec<String> {
        let Some(view) = &self.view else {
            return Vec::new();
        };
        if !self.live() {
            return vec![words::PRESENCE_OFF_LINE.to_string()];
        }
        let mut lines: Vec<String> = (0..2u8)
            .map(|seat| {
                let shown = view.seats[usize::from(seat)];
                let name = self.name(seat);
                let (is, has) = match name.as_str() {
                    "You" => ("are", "have"),
                    _ => ("is", "has"),
                };
                if !shown.taken {
                    return match self.seat {
                        Some(_) => "Your friend has not come yet.".to_string(),
                        None => format!("{name}'s seat is free."),
                    };
                }
                if shown.here {
                    return format!("{name} {is} here.");
                }
                match shown.away_left_ms {
                    Some(left) => {
                        let counted = if self.mover() == Some(seat) {
                            left.saturating_sub(self.elapsed(now))
                        } else {
                            left
                        };
                        format!(
                            "{name} {is} away: {} left to come back on {} own turns.",
                            clock(counted),
                            if has == "have" { "your" } else { "their" }
                        )
                    }
                    None => format!("{name} {is} away."),
                }
            })
            .collect();
        match view.watchers {
            0 => {}
            1 => lines.push("1 person is watching.".to_string()),
            n => lines.push(format!("{n} people are watching.")),
        }
        lines
    }

    fn act(
        &mut self,
        action: OnlineAction,
        seats: &mut Seats,
        interval: Option<u32>,
        now: f64,
    ) -> Vec<Want> {
        match action {
            OnlineAction::Opened { fresh, .. } => {
                self.line = Line::Open;
                self.heard = false;
                let mut wants = Vec::new();
                let invite = self.link.invite.filter(|_| self.link.sit);
                // A watch link watches, even in a browser that holds a seat in the room.
                let held = seats.secret(self.link.id).filter(|_| self.link.sit);
                let seat = match (held, invite) {
                    (Some(held), _) => {
                        self.stranger = seats.paired(self.link.id);
                        Some(held)
                    }
                    // An invite's page proposes a secret for its seat, and keeps it before it
                    // asks: if the welcome is lost, the same hello again finds the seat.
                    (None, Some(_)) => {
                        seats.keep(self.link.id, fresh);
                        wants.push(Want::Keep(seats.clone()));
                        Some(fresh)
                    }
                    (None, None) => None,
                };
                self.asked = seat;
                wants.push(Want::Send(ToServer::Hello { seat, invite }.encode()));
                wants
            }
            OnlineAction::Lost => {
                self.line = self.line.lost();
                self.heard = false;
                self.sent = None;
                Vec::new()
            }
            OnlineAction::PlayHere if self.line == Line::Closed(Closed::Replaced) => {
                // Not open yet: if no socket opens, the page says it is trying again.
                self.line = Line::Lost;
                vec![Want::Connect(self.link.id)]
            }
            OnlineAction::Frame(text) => match ToClient::decode(&text) {
                Ok(message) => self.heard(message, seats, interval, now),
                Err(_) => {
                    self.said = UNDECODABLE.to_string();
                    Vec::new()
                }
            },
            OnlineAction::Sow(pit) => self.send_move(Move::Sow(pit)),
            OnlineAction::Swap => self.send_move(Move::Swap),
            OnlineAction::Resign if self.may_resign() => {
                vec![Want::Send(ToServer::Resign {}.encode())]
            }
            OnlineAction::Rematch if self.may_rematch() => {
                vec![Want::Send(ToServer::Rematch {}.encode())]
            }
            OnlineAction::Review => match (&self.record, self.over()) {
                (Some(record), true) => vec![Want::Review(record.clone())],
                _ => Vec::new(),
            },
            OnlineAction::Tick => {
                self.warn(now);
                Vec::new()
            }
            OnlineAction::Copied { watch, ok } => {
                self.said = match (watch, ok) {
                    (false, true) => "Invite link copied: send it to your friend. It seats one \
                                      person, once."
                        .to_string(),
                    (true, true) => "Watch link copied: whoever opens it follows the game, \
                                     with no seat."
                        .to_string(),
                    (_, false) => "The link could not be copied: select it and copy it \
                                   yourself."
                        .to_string(),
                };
                Vec::new()
            }
            OnlineAction::Shared { watch, ok } => {
                self.said = match (watch, ok) {
                    (false, true) => "Invite link shared. It seats one person, once.".to_string(),
                    (true, true) => "Watch link shared.".to_string(),
                    (_, false) => "The link could not be shared: copy it instead.".to_string(),
                };
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    /// Says the turn clock's warnings, at 30 and 10 seconds left, once a turn each.
    fn warn(&mut self, now: f64) {
        let (Some(left), Some(mover)) = (self.turn_left(now), self.mover()) else {
            return;
        };
        let seconds = left.div_ceil(1000);
        // A warning is news only on a turn longer than it: a 30-second turn starts at 30.
        let turn = self
            .view
            .as_ref()
            .and_then(|view| view.turn_seconds)
            .map_or(0, u64::from);
        for mark in [10, 30] {
            if seconds <= mark
                && seconds > 0
                && turn > mark
                && self.warned.is_none_or(|said| said > mark as u32)
            {
                self.warned = Some(mark as u32);
                self.said = match self.name(mover).as_str() {
                    "You" => format!("Your turn: {mark} seconds left."),
                    name => format!("{name} to move: {mark} seconds left."),
                };
                return;
            }
        }
    }

    fn send_move(&mut self, played: Move) -> Vec<Want> {
        let Some(record) = &self.record else {
            return Vec::new();
        };
        if self.sent.is_some() {
            return Vec::new();
        }
        if !self.my_turn() {
            self.said = match (self.seat, self.full(), self.over()) {
                (None, _, _) => Refusal::NotSeated.say(),
                (_, false, _) => Refusal::NoOpponent.say(),
                (_, _, true) => Refusal::Over.say(),
                _ => Refusal::NotYourTurn.say(),
            }
            .to_string();
            return Vec::new();
        }
        let position = record.position();
        match played {
            Move::Sow(pit) if position.seeds(position.to_move(), pit) == 0 => {
                self.said = format!("Pit {pit} is empty: choose a pit with seeds.");
                return Vec::new();
            }
            Move::Swap if !record.swap_offered() => return Vec::new(),
            _ => {}
        }
        let Ok(ply) = u16::try_from(record.ply()) else {
            return Vec::new();
        };
        self.sent = Some(ply);
        vec![Want::Send(
            ToServer::Move {
                ply,
                played: Wire(played),
            }
            .encode(),
        )]
    }

    fn heard(
        &mut self,
        message: ToClient,
        seats: &mut Seats,
        interval: Option<u32>,
        now: f64,
    ) -> Vec<Want> {
        match message {
            ToClient::Welcome {
                seat,
                secret,
                invite,
            } => {
                if seat.is_some_and(|seat| seat > 1) {
                    self.said = UNREADABLE.to_string();
                    return Vec::new();
                }
                self.seat = seat;
                self.invite = invite.filter(|_| seat.is_some());
                let mut wants = Vec::new();
                match (seat, secret) {
                    (Some(_), Some(secret)) if seats.secret(self.link.id) != Some(secret) => {
                        seats.keep(self.link.id, secret);
                        wants.push(Want::Keep(seats.clone()));
                    }
                    // No seat: the secret this page asked with names none of the room's seats.
                    // (Only that one is forgotten: another tab may have kept another since.)
                    (None, _)
                        if self.asked.is_some()
                            && seats.secret(self.link.id) == self.asked
                            && seats.forget(self.link.id) =>
                    {
                        wants.push(Want::Keep(seats.clone()));
                    }
                    _ => {}
                }
                // The address says what the page is now: a player's link, which takes the seat
                // back by its secret (the invite is used), or a watch link.
                let shown = RoomLink {
                    id: self.link.id,
                    sit: seat.is_some(),
                    invite: None,
                };
                if shown != self.link {
                    self.link = shown;
                    wants.push(Want::Address(self.link));
                }
                if let Some(view) = self.view.clone() {
                    self.said = self.turn_sentence(&view);
                }
                wants
            }
            ToClient::State(view) => {
                let Some(record) = replay(&view) else {
                    self.said = UNREADABLE.to_string();
                    return Vec::new();
                };
                self.said = self.news(&view, &record);
                let mut wants = Vec::new();
                // A game this page's player played has ended (or has been seen ended for the
                // first time since the page opened): it is counted.
                let seen_ended = self
                    .view
                    .as_ref()
                    .is_some_and(|old| old.game == view.game && old.ended.is_some());
                if let (Some(seat), Some(_), false) = (self.seat, view.ended, seen_ended) {
                    wants.push(Want::Count {
                        room: self.link.id,
                        game: view.game,
                        rules: record.start().rules(),
                        verdict: match winner(&view, &record) {
                            None => Verdict::Drawn,
                            Some(won) if won == seat => Verdict::Won,
                            Some(_) => Verdict::Lost,
                        },
                    });
                }
                let new_turn = self
                    .view
                    .as_ref()
                    .is_none_or(|old| old.game != view.game || old.moves != view.moves);
                if new_turn {
                    self.warned = None;
                }
                // The moves this state adds to the game on show, seed by seed.
                let from = self
                    .view
                    .as_ref()
                    .filter(|old| old.game == view.game && view.moves.starts_with(&old.moves))
                    .map(|old| old.moves.chars().count());
                if let (Some(from), Some(interval)) = (from, interval)
                    && from < record.ply()
                {
                    let bottom = match self.seat {
                        Some(seat) if seat != view.south => Player::North,
                        _ => Player::South,
                    };
                    self.sowing = Sowing {
                        id: self.sowing.id.wrapping_add(1),
                        frames: frames(&record, from, bottom),
                        interval,
                    };
                }
                self.view = Some(view);
                self.record = Some(record);
                self.at = now;
                self.heard = true;
                self.sent = None;
                wants
            }
            // The server closes this socket: the page lets the seat go rather than take it back
            // by itself, which the other tab would do in turn, for ever.
            ToClient::Refused {
                why: Refusal::Replaced,
            } => {
                self.line = Line::Closed(Closed::Replaced);
                self.heard = false;
                self.sent = None;
                vec![Want::Disconnect]
            }
            ToClient::Refused { why } => {
                self.said = why.say().to_string();
                self.sent = None;
                // A seat refused (`unknown_seat`, `full`) is forgotten with the welcome that
                // follows the refusal, which says the page watches.
                Vec::new()
            }
        }
    }

    /// What changed since the last state, then whose turn it is or how the game ended.
    fn news(&self, view: &View, record: &Record) -> String {
        let turn = self.turn_sentence_for(view, record);
        let Some(old) = &self.view else {
            return turn;
        };
        if old.game != view.game {
            let opener = self.name(view.south);
            let opens = if opener == "You" { "open" } else { "opens" };
            return if old.south == view.south {
                format!("A new game: {opener} {opens} again. {turn}")
            } else {
                format!("A new game, with the seats swapped: {opener} {opens}. {turn}")
            };
        }
        let before = old.moves.chars().count();
        let mut words: Vec<String> = Vec::new();
        if view.moves.starts_with(old.moves.as_str()) {
            let played = record.played();
            for played in played.iter().skip(before) {
                words.push(self.describe(played));
            }
        }
        if view.rematch.is_some() && view.rematch != old.rematch {
            words.push(match view.rematch {
                Some(seat) if Some(seat) == self.seat => {
                    "You offered a rematch; waiting for your friend.".to_string()
                }
                Some(seat) if self.seat.is_some() => format!(
                    "{} offers a rematch: choose Rematch to accept.",
                    self.name(seat)
                ),
                Some(seat) => format!("{} offers a rematch.", self.name(seat)),
                None => String::new(),
            });
        }
        words.push(turn);
        words.join(" ")
    }

    /// A move, as the page says it: "Your friend sowed pit 5 and captured 6 seeds."
    fn describe(&self, played: &Played) -> String {
        match played {
            Played::Sown(outcome) => {
                sowing_sentence(&self.name(self.seat_of(outcome.mover)), outcome)
            }
            Played::Swapped { mover } => {
                format!("{} swapped sides.", self.name(self.seat_of(*mover)))
            }
        }
    }

    fn turn_sentence(&self, view: &View) -> String {
        match replay(view) {
            Some(record) => self.turn_sentence_for(view, &record),
            None => UNREADABLE.to_string(),
        }
    }

    /// Whose turn it is, or how the game ended, or who the room waits for.
    fn turn_sentence_for(&self, view: &View, record: &Record) -> String {
        if let Some(ending) = view.ended {
            return format!("Game over. {}", self.ending(view, ending, record));
        }
        if !view.seats.iter().all(|seat| seat.taken) {
            return match self.seat {
                Some(_) => "Waiting for your friend: send them the invite link.".to_string(),
                None => "Waiting for the second player.".to_string(),
            };
        }
        let mover = record.position().to_move();
        let south = view.south;
        let seat = match mover {
            Player::South => south,
            Player::North => 1 - south,
        };
        let name = self.name(seat);
        match (name.as_str(), record.swap_offered()) {
            ("You", true) => "Your turn: sow, or swap sides.".to_string(),
            ("You", false) => "Your turn.".to_string(),
            (_, true) => format!("{name} to move: sow, or swap sides."),
            (_, false) => format!("{name} to move."),
        }
    }

    /// How the game ended, in a sentence.
    fn ending(&self, view: &View, ending: Ending, record: &Record) -> String {
        let winner = winner(view, record);
        let wins = match winner.map(|seat| self.name(seat)) {
            Some(name) if name == "You" => "You win".to_string(),
            Some(name) => format!("{name} wins"),
            None => String::new(),
        };
        match ending {
            Ending::Played { .. } => {
                let position = record.position();
                let scores = position.final_scores().unwrap_or_else(|| position.stores());
                match position.result() {
                    Some(GameResult::Win { margin, .. }) => {
                        let (high, low) = (
                            scores.south.max(scores.north),
                            scores.south.min(scores.north),
                        );
                        format!("{wins} by {}, {high} to {low}.", seeds(margin))
                    }
                    _ => format!("A draw, {} each.", scores.south),
                }
            }
            Ending::Resigned { seat } => format!("{} resigned. {wins}.", self.name(seat)),
            Ending::Abandoned { seat } => {
                let is = if self.name(seat) == "You" {
                    "were"
                } else {
                    "was"
                };
                format!("{} {is} away too long and lost. {wins}.", self.name(seat))
            }
        }
    }
}
