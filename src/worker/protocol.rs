//! The messages between the page and the search worker, typed both ways. Each crosses the
//! channel as JSON text; nothing else is ever posted, so either side can read anything it is
//! sent into one of these types, or say exactly why not.
//!
//! ```
//! use mancala::engine::players::Level;
//! use mancala::worker::protocol::{FromWorker, SearchRequest, ToWorker};
//!
//! let request = ToWorker::Search(SearchRequest {
//!     id: 7,
//!     position: "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0".into(),
//!     level: Level::Hard,
//!     seed: 1,
//! });
//! let text = request.encode();
//! assert!(text.contains(r#""level":"hard""#));
//! assert_eq!(ToWorker::decode(&text), Ok(request));
//! assert_eq!(FromWorker::decode(&FromWorker::Ready.encode()), Ok(FromWorker::Ready));
//! ```

use serde::{Deserialize, Serialize};

use crate::engine::players::Level;

/// What the page sends the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ToWorker {
    /// Find the computer's move.
    Search(SearchRequest),
}

/// What the worker sends the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FromWorker {
    /// The worker listens: a wasm worker drops what arrives while its module still loads, so
    /// the page sends nothing before this.
    Ready,
    /// The answer to a [`ToWorker::Search`].
    Reply(SearchReply),
}

/// Ask for the computer's move in a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchRequest {
    /// Echoed in the reply, so that an answer to an older request can be told apart.
    pub id: u32,
    /// The position, in the engine's text form.
    pub position: String,
    /// How strongly to play, by its slug.
    #[serde(with = "level_slug")]
    pub level: Level,
    /// Seeds the random choices (ties, and Easy's moves), so that games vary.
    pub seed: u64,
}

/// The computer's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchReply {
    /// The request this answers (0 when the request could not be read).
    pub id: u32,
    /// The pit to sow (1-based), or the reason there is none.
    pub answer: Result<u8, String>,
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

/// JSON both ways for the message enums.
macro_rules! json_message {
    ($type:ty) => {
        impl $type {
            /// The message as the text posted on the channel.
            pub fn encode(&self) -> String {
                serde_json::to_string(self).unwrap_or_default()
            }

            /// Reads a message posted on the channel.
            ///
            /// # Errors
            /// [`Unreadable`] for anything that is not such a message.
            pub fn decode(text: &str) -> Result<Self, Unreadable> {
                serde_json::from_str(text).map_err(|e| Unreadable(e.to_string()))
            }
        }
    };
}

json_message!(ToWorker);
json_message!(FromWorker);

/// Levels travel by slug ("hard"), so the engine's type needs no serde of its own.
mod level_slug {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::engine::players::Level;

    pub fn serialize<S: Serializer>(level: &Level, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(level.slug())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Level, D::Error> {
        let slug = String::deserialize(deserializer)?;
        Level::ALL
            .into_iter()
            .find(|level| level.slug() == slug)
            .ok_or_else(|| serde::de::Error::custom(format!("no level called {slug:?}")))
    }
}
