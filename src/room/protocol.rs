//! What a page and the room server say to each other: over a room's WebSocket, JSON text
//! frames, one message each ([`ToServer`], [`ToClient`]), and the queue's ([`FromQueue`]);
//! over HTTP, the body that makes a room ([`NewRoom`]), its answer ([`Made`]), the body of a
//! refusal ([`Problem`]), the queue socket's query ([`QueueChoice`]) and a room's id
//! ([`RoomId`]). Every type below is built into both sides from this one file, and nothing
//! either side sends is written anywhere else.
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

use crate::engine::{Move, Rules};

/// The longest frame a side reads, in bytes. The longest message a page sends is a hello with a
/// secret (about 70 bytes); a room's whole state, the longest the server sends, stays under
/// 2 KB even at the move limit's worth of moves.
pub const MAX_FRAME: usize = 4096;

/// The turn clock of a new room, in seconds, unless its maker chooses another.
pub const DEFAULT_TURN: u16 = 120;

/// A live room's id, as the server draws it: 12 characters of `a`–`z` and `0`–`9` (62 random
/// bits). It is in the room's links and in the path of its socket.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoomId([u8; RoomId::LEN]);

impl RoomId {
    /// How many characters an id has.
    pub const LEN: usize = 12;

    /// The characters an id is drawn from.
    pub const ALPHABET: &[u8; 36] = b"abcdefghijklmnopqrstuvwxyz0123456789";

    /// The id `text` spells, if it spells one.
    pub fn new(text: &str) -> Option<RoomId> {
        let bytes: [u8; RoomId::LEN] = text.as_bytes().try_into().ok()?;
        bytes
            .iter()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
            .then_some(RoomId(bytes))
    }

    /// The id whose characters `draw` picks, each from one random byte.
    pub fn drawn(draw: [u8; RoomId::LEN]) -> RoomId {
        RoomId(draw.map(|byte| RoomId::ALPHABET[usize::from(byte) % RoomId::ALPHABET.len()]))
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        // Only ASCII letters and digits get in (see `new` and `drawn`).
        std::str::from_utf8(&self.0).unwrap_or_default()
    }
}

impl fmt::Display for RoomId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for RoomId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for RoomId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RoomId, D::Error> {
        let text = String::deserialize(deserializer)?;
        RoomId::new(&text)
            .ok_or_else(|| de::Error::custom(format_args!("{text:?} is not a room's id")))
    }
}

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
        room: RoomId,
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

/// The body of `POST /api/rooms`: a new room's settings, and the secret the maker's page
/// proposes for its seat (the maker is seated under it as the room is made).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewRoom {
    /// The rules' text: six pits, 3 to 6 seeds, any house rules (`6x4`, `6x5p`, …).
    pub rules: String,
    /// The turn clock in seconds (30, 60, 120 or 300), or `null` for none; two minutes when
    /// left out.
    #[serde(default = "default_turn")]
    pub turn: Option<u16>,
    /// The secret proposed for the maker's seat.
    pub seat: Secret,
    /// Whether each rematch is opened by the seat that did not open the last game (the
    /// default), or the maker opens every game.
    #[serde(default = "alternate_by_default")]
    pub alternate: bool,
}

fn alternate_by_default() -> bool {
    true
}

#[allow(clippy::unnecessary_wraps)] // serde's default wants the field's own type
fn default_turn() -> Option<u16> {
    Some(DEFAULT_TURN)
}

impl NewRoom {
    /// A new room's body for a game of `rules`.
    pub fn new(rules: Rules, turn: Option<u16>, alternate: bool, seat: Secret) -> NewRoom {
        NewRoom {
            rules: rules.to_string(),
            turn,
            seat,
            alternate,
        }
    }

    /// Reads a body, strictly.
    ///
    /// # Errors
    ///
    /// A body over [`MAX_FRAME`] bytes, or not exactly a new room's fields.
    pub fn decode(text: &str) -> Result<NewRoom, String> {
        decode(text)
    }

    /// The body's text.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("a body of plain fields serialises")
    }
}

/// The answer to a room made (`201 Created`): its id, and its invite for the invite link (the
/// maker's page is also given the invite in its welcome).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Made {
    /// The room's id.
    pub room: RoomId,
    /// Its invite.
    pub invite: Invite,
}

impl Made {
    /// Reads an answer, strictly.
    ///
    /// # Errors
    ///
    /// Text that is not exactly a room made.
    pub fn decode(text: &str) -> Result<Made, String> {
        decode(text)
    }

    /// The answer's text.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("an answer of plain fields serialises")
    }
}

/// Why the server made, opened or queued nothing: the body of an HTTP refusal,
/// `{"problem":"full"}`, which the page puts into words as it does a [`Refusal`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Problem {
    /// The request came from another site's page (403).
    Foreign,
    /// The body is longer than any new room's (413).
    TooLong,
    /// The body or the query is not a new room's or the queue's (400).
    Unreadable,
    /// The rules or the clock are not ones a room can have (400).
    Settings,
    /// The seat's proposed secret is all zeros, which anyone could guess (400).
    ZeroSecret,
    /// The server holds as many rooms as it may (503).
    Full,
    /// This address has made or opened as many as it may for now (429).
    TooMany,
    /// There is no such room (404).
    NoRoom,
    /// The server cannot keep rooms just now: its store failed (503).
    Unavailable,
}

/// A refusal's body: `{"problem":…}`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProblemBody {
    problem: Problem,
}

impl Problem {
    /// Reads a refusal's body, strictly.
    ///
    /// # Errors
    ///
    /// Text that is not exactly a refusal's body (a proxy's error page, say).
    pub fn decode(text: &str) -> Result<Problem, String> {
        decode::<ProblemBody>(text).map(|body| body.problem)
    }

    /// The body's text.
    pub fn encode(self) -> String {
        serde_json::to_string(&ProblemBody { problem: self })
            .expect("a body of plain fields serialises")
    }
}

/// The query of the queue's socket (`/api/queue/socket?rules=6x4&turn=120&page=…`): the game
/// the page waits for, and the page's name for its wait.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueueChoice {
    /// The rules' text, as in a new room's body (`6x4`); whether it is a room's is the
    /// server's to check.
    pub rules: String,
    /// The turn clock in seconds, or `None` for none.
    pub turn: Option<u16>,
    /// The page's name for its wait: a page coming back after a dropped network replaces its
    /// own earlier socket in the line rather than being paired with it.
    pub page: Option<u64>,
}

impl QueueChoice {
    /// The choice of a game of `rules` with this clock, from the page that names its wait
    /// `page`.
    pub fn new(rules: Rules, turn: Option<u16>, page: Option<u64>) -> QueueChoice {
        QueueChoice {
            rules: rules.to_string(),
            turn,
            page,
        }
    }

    /// The query's text: `rules=6x4&turn=120&page=<16 hexadecimal digits>`, with `turn=none`
    /// for no clock, and no `page` when there is none.
    pub fn query(&self) -> String {
        let turn = match self.turn {
            Some(seconds) => seconds.to_string(),
            None => "none".to_string(),
        };
        let mut query = format!("rules={}&turn={turn}", self.rules);
        if let Some(page) = self.page {
            query.push_str(&format!("&page={page:016x}"));
        }
        query
    }

    /// Reads a query, strictly: `rules` once (letters and digits), `turn` and `page` at most
    /// once each (the turn two minutes when left out), nothing else. Whether the rules and the
    /// clock are a room's is the server's to check.
    ///
    /// # Errors
    ///
    /// A sentence naming what is wrong.
    pub fn parse(query: &str) -> Result<QueueChoice, String> {
        let (mut rules, mut turn, mut page) = (None, None, None);
        for pair in query.split('&').filter(|pair| !pair.is_empty()) {
            let (name, value) = pair
                .split_once('=')
                .ok_or_else(|| format!("{pair:?} has no value"))?;
            let slot = match name {
                "rules" => &mut rules,
                "turn" => &mut turn,
                "page" => &mut page,
                other => return Err(format!("the queue takes no {other:?}")),
            };
            if slot.replace(value).is_some() {
                return Err(format!("{name} given twice"));
            }
        }
        let rules = rules.ok_or("the queue needs rules, such as rules=6x4")?;
        if rules.is_empty() || !rules.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(format!("{rules:?} is not a rules text such as 6x4"));
        }
        let rules = rules.to_string();
        let turn = match turn {
            None => Some(DEFAULT_TURN),
            Some("none") => None,
            Some(seconds) => Some(
                seconds
                    .parse()
                    .map_err(|_| format!("{seconds:?} is not a number of seconds"))?,
            ),
        };
        let page = match page {
            None => None,
            Some(text) => Some(page_name(text).ok_or("a page's name is 16 hexadecimal digits")?),
        };
        Ok(QueueChoice { rules, turn, page })
    }
}

/// A page's name for its wait in the queue, if `text` is one: 16 lowercase hexadecimal digits.
fn page_name(text: &str) -> Option<u64> {
    (text.len() == 16 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
        .then(|| u64::from_str_radix(text, 16).ok())
        .flatten()
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
