//! What a page and the room server say to each other over a room's WebSocket: JSON text frames,
//! one message each, typed both ways by the serde types below. Both sides are built from this
//! one file.
//!
//! Reading is strict, because the server reads what anyone may send: a frame longer than
//! [`MAX_FRAME`] bytes, an unknown message type, an unknown or missing field, or a value out of
//! range is an error with a reason, never a panic.
//!
//! ```
//! use mancala::room::protocol::{Invite, Secret, ToServer};
//!
//! let hello = ToServer::decode(r#"{"type":"hello","seat":null,"invite":null}"#).unwrap();
//! assert_eq!(hello, ToServer::Hello { seat: None, invite: None });
//! let back = ToServer::decode(&hello.encode()).unwrap();
//! assert_eq!(back, hello);
//! // An extra field is refused, not ignored.
//! assert!(ToServer::decode(r#"{"type":"resign","why":"tired"}"#).is_err());
//! // A seat's secret is 32 hexadecimal digits, an invite 16.
//! assert_eq!(Secret(255).to_string(), format!("{:032x}", 255));
//! assert_eq!("00000000000000ff".parse::<Invite>(), Ok(Invite(255)));
//! ```

use std::fmt;
use std::str::FromStr;

use serde::de::{self, Deserializer};
use serde::{Deserialize, Serialize, Serializer};

use crate::engine::Move;

/// The longest frame a side reads, in bytes. The longest message a page sends is a hello with a
/// secret (about 70 bytes); a room's whole state, the longest the server sends, stays under
/// 2 KB even at the move limit's worth of moves.
pub const MAX_FRAME: usize = 4096;

/// A seat's key: 128 random bits that only the seated player's page holds. It is never in a
/// link; the page keeps it in its storage to take its seat back after a reload.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Secret(pub u128);

impl fmt::Display for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:032x}", self.0)
    }
}

/// Never prints the secret itself, so that a log line of a room cannot give a seat away.
impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

impl FromStr for Secret {
    type Err = &'static str;

    fn from_str(text: &str) -> Result<Secret, &'static str> {
        if text.len() != 32 || !text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
            return Err("a seat's secret is 32 lowercase hexadecimal digits");
        }
        u128::from_str_radix(text, 16)
            .map(Secret)
            .map_err(|_| "a seat's secret is 32 lowercase hexadecimal digits")
    }
}

impl Serialize for Secret {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Secret {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Secret, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(de::Error::custom)
    }
}

/// A room's invite: 64 random bits, in the invite link. It seats one person, once: the first
/// page that brings it while a seat is free takes that seat, and after that it only lets its
/// own page back in (by the seat's secret, which the page proposed with it).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Invite(pub u64);

impl fmt::Display for Invite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

/// Prints the invite, unlike a secret's: it is in a link anyway, and seats nobody once used.
impl fmt::Debug for Invite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Invite({self})")
    }
}

impl FromStr for Invite {
    type Err = &'static str;

    fn from_str(text: &str) -> Result<Invite, &'static str> {
        const WHY: &str = "a room's invite is 16 lowercase hexadecimal digits";
        if text.len() != 16 || !text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
            return Err(WHY);
        }
        u64::from_str_radix(text, 16).map(Invite).map_err(|_| WHY)
    }
}

impl Serialize for Invite {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Invite {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Invite, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(de::Error::custom)
    }
}

/// A move as a record's text writes it: a pit's digit, or `s` for the pie rule's swap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wire(pub Move);

impl Serialize for Wire {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_char(self.0.letter())
    }
}

impl<'de> Deserialize<'de> for Wire {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Wire, D::Error> {
        let text = String::deserialize(deserializer)?;
        let mut chars = text.chars();
        match (chars.next().and_then(Move::from_letter), chars.next()) {
            (Some(played), None) => Ok(Wire(played)),
            _ => Err(de::Error::custom("a move is a pit's digit, 1 to 6, or s")),
        }
    }
}

/// What a page sends the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ToServer {
    /// The first message on a socket: the seat's secret if this page holds or proposes one,
    /// and the room's invite if it came by one. A secret that names a seat takes it back; with
    /// the room's invite and a seat free, the page is seated under the secret it proposes (so a
    /// welcome lost on the way loses nothing: the same hello again finds the seat); anything
    /// else watches.
    Hello {
        /// The seat's secret: the one this page holds for the room, or a fresh one it proposes
        /// with an invite.
        seat: Option<Secret>,
        /// The room's invite, from the link the page was opened by.
        invite: Option<Invite>,
    },
    /// A move, with the ply it is meant for (0 for the game's first move). The ply tells a
    /// resent move from a second one: an extra turn makes the same pit legal twice in a row.
    Move {
        /// The number of moves played before this one.
        ply: u16,
        /// The move.
        #[serde(rename = "move")]
        played: Wire,
    },
    /// The sender gives the game up.
    Resign {},
    /// The sender offers a new game, or accepts the other's offer.
    Rematch {},
}

/// What the server sends a page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ToClient {
    /// The answer to a hello: the seat this socket holds, if any, with its secret when the seat
    /// was just given (the page keeps it).
    Welcome {
        /// The seat (0 or 1), or `None` for a watcher.
        seat: Option<u8>,
        /// The seat's secret, sent once, when the seat is given.
        secret: Option<Secret>,
        /// The room's invite, for a seated page while the other seat is free, so that it can
        /// be given again after a reload.
        invite: Option<Invite>,
    },
    /// The room as it is now, sent to everyone in it after every change.
    State(View),
    /// A message of the sender's was refused, and nothing changed.
    Refused {
        /// Why.
        why: Refusal,
    },
}

/// What the server sends a page waiting in the queue of "play someone now"
/// (`/api/queue/socket`); the page sends nothing there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum FromQueue {
    /// Still waiting: the players waiting for the same rules and clock (this page among
    /// them), and the games being played on the server.
    Waiting {
        /// Players waiting for the same rules and clock.
        waiting: u32,
        /// Games under way.
        playing: u32,
    },
    /// Paired: the room made for the two, and this page's seat's secret in it. The page then
    /// opens the room's socket with a hello that carries the secret.
    Paired {
        /// The room's id.
        room: String,
        /// This page's seat's secret.
        secret: Secret,
    },
    /// The server could not make the room for a pairing (it is full, or its store failed):
    /// the socket closes, and the page may join the line again later.
    Busy {},
}

impl FromQueue {
    /// Reads a frame, strictly.
    pub fn decode(text: &str) -> Result<FromQueue, String> {
        decode(text)
    }

    /// The frame's text.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("a message of plain fields serialises")
    }
}

/// Why the server refused a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// The frame was not a message of [`ToServer`] (or was over [`MAX_FRAME`] bytes).
    Unreadable,
    /// A second hello, or a message before the hello.
    OutOfOrder,
    /// A move, a resignation or a rematch from a socket without a seat.
    NotSeated,
    /// A move while the other player is to move.
    NotYourTurn,
    /// A move before the other seat is taken.
    NoOpponent,
    /// A move for a ply already played: a resend, or a move made before the last one arrived.
    Stale,
    /// A move for a ply not reached yet.
    Ahead,
    /// A move the rules do not allow here.
    Illegal,
    /// A move or a resignation after the game has ended.
    Over,
    /// A rematch before the game has ended.
    NotOver,
    /// The secret names no seat of this room.
    UnknownSeat,
    /// Both seats are taken: the socket watches instead.
    Full,
    /// The invite is not this room's: the socket watches instead.
    WrongInvite,
    /// The server or this address is over its limit.
    Busy,
    /// The seat was taken back by another socket (the same player, in another tab or on
    /// another device): this socket is closed, and should not come back by itself.
    Replaced,
}

impl Refusal {
    /// What the page says of it.
    pub fn say(self) -> &'static str {
        match self {
            Refusal::Unreadable => "The server could not read that message.",
            Refusal::OutOfOrder => "That message came out of order.",
            Refusal::NotSeated => "You are watching this game, not playing in it.",
            Refusal::NotYourTurn => "It is not your turn.",
            Refusal::NoOpponent => "Your opponent has not come yet.",
            Refusal::Stale => "That move was already played.",
            Refusal::Ahead => "That move is ahead of the game.",
            Refusal::Illegal => "That move is not allowed here.",
            Refusal::Over => "The game is over.",
            Refusal::NotOver => "The game is still going on.",
            Refusal::UnknownSeat => "This page's seat is not one of this room's.",
            Refusal::Full => "Both seats are taken, so you are watching.",
            Refusal::WrongInvite => {
                "This invite is not this room's, so you are watching. Ask for the link again."
            }
            Refusal::Busy => "The server is busy. Try again in a moment.",
            Refusal::Replaced => "This game is now open in another tab or on another device.",
        }
    }
}

/// The room, as everyone in it sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct View {
    /// The rules' text (`6x4`, `6x5p`, …).
    pub rules: String,
    /// The seconds each turn may take, or `None` for no clock.
    pub turn_seconds: Option<u16>,
    /// The game's number in the room: 0 for the first, then one more for each rematch.
    pub game: u32,
    /// The seat that plays the bottom row (South), who opens the game: seat 0 in the first,
    /// then, while the opener alternates, seat 1 in odd games.
    pub south: u8,
    /// Whether each rematch is opened by the seat that did not open the last game (else the
    /// room's maker opens every game).
    pub alternate: bool,
    /// The moves played, as a record's text writes them (`36` is pit 3, then pit 6).
    pub moves: String,
    /// Each seat: taken or not, and whether its player is connected.
    pub seats: [SeatView; 2],
    /// Milliseconds left for the move to be made, when the turn clock runs.
    pub turn_left_ms: Option<u64>,
    /// How the game ended, once it has.
    pub ended: Option<Ending>,
    /// The seat that offered a rematch, if one has.
    pub rematch: Option<u8>,
    /// How many sockets watch without a seat.
    pub watchers: u32,
}

/// One seat, as the room shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatView {
    /// Someone holds the seat.
    pub taken: bool,
    /// The seat's player has a socket open.
    pub here: bool,
    /// While the player is away: milliseconds they may still be away on their own turns
    /// before they lose.
    pub away_left_ms: Option<u64>,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "how", rename_all = "snake_case", deny_unknown_fields)]
pub enum Ending {
    /// Played to the end: the stores decide.
    Played {
        /// The seat that won, or `None` for a draw.
        winner: Option<u8>,
    },
    /// A seat resigned.
    Resigned {
        /// The seat that resigned.
        seat: u8,
    },
    /// A seat was away on its own turns for longer than the room allows.
    Abandoned {
        /// The seat that was away.
        seat: u8,
    },
}

impl ToServer {
    /// Reads a frame, strictly.
    pub fn decode(text: &str) -> Result<ToServer, String> {
        decode(text)
    }

    /// The frame's text.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("a message of plain fields serialises")
    }
}

impl ToClient {
    /// Reads a frame, strictly.
    pub fn decode(text: &str) -> Result<ToClient, String> {
        decode(text)
    }

    /// The frame's text.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("a message of plain fields serialises")
    }
}

fn decode<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, String> {
    if text.len() > MAX_FRAME {
        return Err(format!(
            "a frame of {} bytes is over the {MAX_FRAME}-byte limit",
            text.len()
        ));
    }
    serde_json::from_str(text).map_err(|e| e.to_string())
}
