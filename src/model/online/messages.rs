//! What goes into the online controller and what comes out: the player's actions and what the
//! page saw, the wants it hands the router, and the state of a room's socket. Every part of the
//! mode speaks these, so they sit apart from the controller that imports the parts.

use crate::engine::{Pit, Record};
use crate::model::common::online_game::OnlineGame;
use crate::model::common::stored::{LoadError, Stored};
use crate::model::share::link::{RoomId, RoomLink};
use crate::room::protocol::{Invite, Problem, Secret};

use super::seats::Seats;

/// What the player does online, and what the page saw, handed on by the router's door.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineAction {
    /// Opens the mode, with the seats storage holds (the router takes them, and says if they
    /// could not be read).
    Open {
        /// The stored seats, as the page read them.
        seats: Stored<Seats>,
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
    /// which an invite's hello proposes for the seat it asks for, and the seats storage holds
    /// now (another tab of the page may have kept a seat since this one read them); the router
    /// takes them.
    Opened {
        /// The fresh secret.
        fresh: Secret,
        /// The stored seats, as the page read them.
        seats: Stored<Seats>,
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
    /// The page tried to hand a room's link on: copied, or given to the share sheet.
    LinkSent(LinkSent),
}

/// Why no room was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unmade {
    /// No room server answered (the request failed, or was not understood as one).
    NoServer,
    /// The server refused, with the protocol's code for why.
    Refused(Problem),
}

/// What the controller asks of the router, in order. The room server's requests and the
/// room's socket ([`Want::Create`] to [`Want::Disconnect`]) the router hands on to the page as
/// they are (the page's `Effect::Online`), for the online view's
/// adapter to carry out; the rest are the router's.
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
    /// Say that the seats storage holds could not be read, for this reason.
    SeatsUnreadable(LoadError),
    /// Show this room's link in the address (a seat's invite, or a watch link).
    Address(RoomLink),
    /// Show the page's own address again (the room was left).
    Home,
    /// Open this finished game in play's analysis and move list.
    Review(Record),
    /// Count this page's player's game that has ended, apart from the games against the
    /// computer: the router's statistics count each game of a room once, however often it is
    /// asked.
    Count(OnlineGame),
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
    pub(super) fn lost(self) -> Line {
        match self {
            Line::Connecting | Line::NoServer => Line::NoServer,
            Line::Open | Line::Lost => Line::Lost,
            Line::Closed(why) => Line::Closed(why),
        }
    }
}

/// What the lobby says of the last try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbySaid {
    /// No room server answers.
    NoServer,
    /// The room server made no room, with its code for why.
    NotMade(Problem),
    /// A room cannot have the game's seeds.
    Seeds,
    /// The page left a game under way, which goes on without it.
    Left,
}

/// The turn clocks a room may have, in seconds, in the order the page offers them, with two
/// minutes first as the rooms' default; `None` is no clock.
pub const TURN_CHOICES: [Option<u16>; 5] = [Some(120), Some(30), Some(60), Some(300), None];

/// The page tried to hand a room's link on, and how that went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkSent {
    /// How it was handed on.
    pub by: Handoff,
    /// Whether it was the watch link (or the invite).
    pub watch: bool,
    /// Whether it got there: copied, or (from the share sheet) sent where the player chose.
    /// Closing the sheet sends no action at all.
    pub ok: bool,
}

/// How the page hands a room's link on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handoff {
    /// Onto the clipboard.
    Clipboard,
    /// Through the system's share sheet.
    ShareSheet,
}
