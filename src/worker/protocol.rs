//! The messages between the page and the search worker, typed both ways. Each crosses the
//! channel as postcard's encoding of its serde-derived type: compact bytes, posted as a
//! `Uint8Array`. Nothing else is ever posted, so either side can read anything it is sent into
//! one of these types, or say exactly why not. The encoding is not self-describing: both sides
//! are built from this one file, and a message must be read to its last byte.
//!
//! ```
//! use mancala::engine::players::Level;
//! use mancala::worker::protocol::{FromWorker, Pie, SearchRequest, ToWorker};
//!
//! let request = ToWorker::Search(SearchRequest {
//!     id: 7,
//!     position: "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0".into(),
//!     level: Level::Hard,
//!     seed: 1,
//!     pie: Pie::Off,
//! });
//! let bytes = request.encode();
//! // The variant, the id, the position's length and its 33 letters, "hard", the seed, and
//! // the pie rule's part in the move.
//! assert_eq!(bytes.len(), 1 + 1 + 1 + 33 + 5 + 1 + 1);
//! assert_eq!(ToWorker::decode(&bytes), Ok(request));
//! assert_eq!(FromWorker::decode(&FromWorker::Ready.encode()), Ok(FromWorker::Ready));
//! let mut longer = bytes.clone();
//! longer.push(0);
//! assert!(ToWorker::decode(&longer).is_err(), "a byte too many");
//! ```

use serde::de::{self, DeserializeOwned};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::players::Level;

/// What the page sends the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToWorker {
    /// Find the computer's move.
    Search(SearchRequest),
    /// Rate every legal move of a position.
    Values(ValuesRequest),
    /// One step of the analysis board's continuous analysis.
    Study(StudyRequest),
}

/// What the worker sends the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker listens: a wasm worker drops what arrives while its module still loads, so
    /// the page sends nothing before this.
    Ready,
    /// The answer to a [`ToWorker::Search`].
    Reply(SearchReply),
    /// The answer to a [`ToWorker::Values`].
    Values(ValuesReply),
    /// The answer to a [`ToWorker::Study`].
    Study(StudyReply),
}

/// Why a position's moves are rated, which sets the budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Purpose {
    /// A hint for the person to move: Hard's time, or an exact solve where one finishes in it.
    Hint,
    /// One position of a post-game analysis: a fixed number of positions, not a time, so a
    /// slow browser rates as deeply as a fast one.
    Review,
}

/// Ask for the value of every legal move in a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValuesRequest {
    /// Echoed in the reply.
    pub id: u32,
    /// What the values are for.
    pub purpose: Purpose,
    /// The position, in the engine's text form.
    pub position: String,
    /// What the pie rule makes of the move: with [`Pie::Opening`], each move is rated as part of
    /// the first turn, counting the swap the other player may make once the turn is over
    /// ([`crate::engine::pie::opening_moves`]). Otherwise the values are the plain ones (the
    /// page works out a swap's own value from them).
    #[serde(default)]
    pub pie: Pie,
}

/// Every legal move's value: the final store margin expected for the side to move after it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValuesReply {
    /// The request this answers.
    pub id: u32,
    /// Each legal move (1-based pit) and its value, in no set order; empty when the position
    /// could not be read or the game is over.
    pub moves: Vec<(u8, i32)>,
    /// The deepest search iteration completed, in plies (0 for a solve).
    pub depth: u8,
    /// Whether every value is exact (the game searched to its end).
    pub exact: bool,
    /// Positions the search visited.
    pub nodes: u64,
}

/// The steps of the analysis board's continuous analysis: step `k` may visit
/// [`STUDY_FIRST_NODES`] times `2^k` positions, so each step costs about as much as all before
/// it, and the page asks for the next step until one is solved or the last is done.
pub const STUDY_STEPS: u8 = 12;

/// Positions the first step of a study may visit (a few tenths of a second in Chromium).
pub const STUDY_FIRST_NODES: u64 = 200_000;

/// Ask the analysis board's analysis of a position, one step deeper than the last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StudyRequest {
    /// Echoed in the reply.
    pub id: u32,
    /// The position, in the engine's text form; a study (any seed total up to the engine's
    /// limit) is read as one.
    pub position: String,
    /// Which step: the budget is [`STUDY_FIRST_NODES`] times `2^step`.
    pub step: u8,
}

/// How much a move's value is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Certainty {
    /// Proved: the final margin with best play on both sides.
    Exact,
    /// Proved to be at most the value (the move is worse than a best move proved exact).
    AtMost,
    /// A search's estimate at the reply's depth.
    Estimate,
}

/// One legal move of a study, as the analysis sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveValue {
    /// The pit (1-based).
    pub pit: u8,
    /// The final store margin expected for the side to move after this move.
    pub value: i32,
    /// How much of it is proved.
    pub certainty: Certainty,
    /// The line the analysis expects, this move first, as 1-based pits of whoever is to move
    /// (a few moves at most).
    pub line: Vec<u8>,
}

/// One step of a study's analysis.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StudyReply {
    /// The request this answers.
    pub id: u32,
    /// Every legal move, best first; empty when the position could not be read or the game is
    /// over.
    pub moves: Vec<MoveValue>,
    /// The deepest search iteration behind the estimates, in plies (0 when every value is
    /// proved, or when there was no search).
    pub depth: u8,
    /// Positions visited in this step.
    pub nodes: u64,
    /// Whether every value is exact: a deeper step would learn nothing.
    pub solved: bool,
}

/// Ask for the computer's move in a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchRequest {
    /// Echoed in the reply, so that an answer to an older request can be told apart.
    pub id: u32,
    /// The position, in the engine's text form.
    pub position: String,
    /// How strongly to play (sent as its slug).
    #[serde(with = "level_slug")]
    pub level: Level,
    /// Seeds the random choices (ties, and Easy's moves), so that games vary.
    pub seed: u64,
    /// What the pie rule makes of this move.
    pub pie: Pie,
}

/// What the pie rule makes of a move the computer is asked for (see [`crate::engine::pie`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pie {
    /// Nothing: the rule is off, or the game is past its first two turns.
    #[default]
    Off,
    /// The computer plays the game's first turn (or goes on with it after an extra turn),
    /// knowing that the other player may swap once it is over.
    Opening,
    /// The computer may swap sides instead of moving.
    Offered,
}

/// What the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Play {
    /// Sows this pit (1-based).
    Sow(u8),
    /// Swaps sides, under the pie rule.
    Swap,
}

/// The computer's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchReply {
    /// The request this answers (0 when the request could not be read).
    pub id: u32,
    /// The move, or the reason there is none.
    pub answer: Result<Play, String>,
    /// The deepest search iteration completed, in plies (0 when there was no search).
    pub depth: u8,
    /// Whether the move was proved best to the end of the game.
    pub exact: bool,
    /// Positions the search visited.
    pub nodes: u64,
}

impl SearchReply {
    /// A reply that carries no move, only why.
    pub fn refusal(id: u32, why: String) -> SearchReply {
        SearchReply {
            id,
            answer: Err(why),
            depth: 0,
            exact: false,
            nodes: 0,
        }
    }
}

/// A message that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable(pub String);

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unreadable message: {}", self.0)
    }
}

impl std::error::Error for Unreadable {}

impl ToWorker {
    /// The message as the bytes posted on the channel.
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }

    /// Reads a message posted on the channel, every byte of it.
    ///
    /// # Errors
    /// [`Unreadable`] for anything that is not such a message.
    pub fn decode(bytes: &[u8]) -> Result<Self, Unreadable> {
        decode(bytes)
    }
}

impl FromWorker {
    /// The message as the bytes posted on the channel.
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }

    /// Reads a message posted on the channel, every byte of it.
    ///
    /// # Errors
    /// [`Unreadable`] for anything that is not such a message.
    pub fn decode(bytes: &[u8]) -> Result<Self, Unreadable> {
        decode(bytes)
    }
}

/// The messages hold only whole numbers, strings, booleans and lists, which postcard always
/// encodes; should it ever fail, nothing is posted but an empty message, which the other side
/// refuses.
fn encode(message: &impl Serialize) -> Vec<u8> {
    postcard::to_allocvec(message).unwrap_or_default()
}

/// Reads one message that takes up all of `bytes`.
fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Unreadable> {
    match postcard::take_from_bytes(bytes) {
        Ok((message, [])) => Ok(message),
        Ok((_, rest)) => Err(Unreadable(format!(
            "{} bytes after the message",
            rest.len()
        ))),
        Err(error) => Err(Unreadable(error.to_string())),
    }
}

/// A [`Level`] on the channel: its slug. The engine's types stay free of serde.
mod level_slug {
    use super::*;

    pub(super) fn serialize<S: Serializer>(
        level: &Level,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(level.slug())
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Level, D::Error> {
        let slug = String::deserialize(deserializer)?;
        Level::ALL
            .into_iter()
            .find(|level| level.slug() == slug)
            .ok_or_else(|| de::Error::custom(format_args!("no level called {slug:?}")))
    }
}
