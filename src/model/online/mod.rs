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
//!
//! The mode in parts, as lichess keeps its lobby apart from its round: this file holds the
//! controller's entry and the types it speaks; `lobby` makes and joins rooms, `queue` waits for
//! someone to play, `room` is a room and what its player does there, `news` what its server's
//! frames bring, `who` its seats and who they are to this page, `frames` the boards that show
//! the moves that came, `seats` the seats' secrets, and `words` every sentence the mode says.

mod frame;
pub mod frames;
mod lobby;
mod news;
mod queue;
mod room;
pub mod seats;
mod who;
pub mod words;

use crate::engine::{Pit, Record, Rules};
use crate::model::game::Verdict;
use crate::model::settings::GameSettings;
use crate::model::share::link::{RoomId, RoomLink};
use crate::room::protocol::{Invite, Problem, Secret};

pub use lobby::{LobbySaid, TURN_CHOICES, create_body};
pub use news::{Finish, Moved, News, Said, Turn};
pub use queue::{Crowd, Queued};
pub use room::{Countdown, InRoom, Presence};
pub use who::{Seat, Who};

use queue::Heard;
use seats::Seats;

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
    /// The server refused, with the protocol's code for why.
    Refused(Problem),
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

/// Something from the room server that this page could not take: it is said, and nothing
/// changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Garbled {
    /// A message that describes nothing that can be: a seat no room has, rules or moves the
    /// engine refuses, a room id that is not one.
    Unreadable,
    /// Text that is no message at all: most likely from a server newer than the page (the
    /// decoder refuses fields it does not know), which a reload catches up with.
    Undecodable,
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

/// What the mode shows.
#[derive(Clone, Debug)]
pub enum Shown {
    /// Making a room: the form, and what the last try said.
    Lobby {
        /// A room is being asked for.
        making: bool,
        /// What the last try said.
        said: Option<LobbySaid>,
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

/// The online mode's state.
#[derive(Clone, Debug, Default)]
pub struct Online {
    seats: Seats,
    shown: Shown,
    /// The request for the room being made, and the secret it proposes for the maker's seat.
    making: Option<(String, Secret)>,
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
            OnlineAction::Created { asked, made } => self.created(&asked, made, now),
            OnlineAction::Queue { turn, page } => self.queue(game, turn, page),
            OnlineAction::Join(link) => {
                let mut wants = self.leave();
                wants.extend(self.join(link, now));
                wants
            }
            OnlineAction::Leave => self.leave_room(),
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
}
