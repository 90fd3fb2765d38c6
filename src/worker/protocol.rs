//! The messages between the page and the search worker, typed both ways. Each crosses the
//! channel as one line of words (a few bytes, and no JSON library in the page's wasm); nothing
//! else is ever posted, so either side can read anything it is sent into one of these types, or
//! say exactly why not.
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
//! assert_eq!(text, "search 7 hard 1 6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0");
//! assert_eq!(ToWorker::decode(&text), Ok(request));
//! assert_eq!(FromWorker::decode(&FromWorker::Ready.encode()), Ok(FromWorker::Ready));
//! ```

use crate::engine::players::Level;

/// What the page sends the worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToWorker {
    /// Find the computer's move.
    Search(SearchRequest),
    /// Rate every legal move of a position.
    Values(ValuesRequest),
}

/// What the worker sends the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FromWorker {
    /// The worker listens: a wasm worker drops what arrives while its module still loads, so
    /// the page sends nothing before this.
    Ready,
    /// The answer to a [`ToWorker::Search`].
    Reply(SearchReply),
    /// The answer to a [`ToWorker::Values`].
    Values(ValuesReply),
}

/// Why a position's moves are rated, which sets the budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A hint for the person to move: Hard's time, or an exact solve where one finishes in it.
    Hint,
    /// One position of a post-game analysis: a fixed number of positions, not a time, so a
    /// slow browser rates as deeply as a fast one.
    Review,
}

/// Ask for the value of every legal move in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValuesRequest {
    /// Echoed in the reply.
    pub id: u32,
    /// What the values are for.
    pub purpose: Purpose,
    /// The position, in the engine's text form.
    pub position: String,
}

/// Every legal move's value: the final store margin expected for the side to move after it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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

/// Ask for the computer's move in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchRequest {
    /// Echoed in the reply, so that an answer to an older request can be told apart.
    pub id: u32,
    /// The position, in the engine's text form.
    pub position: String,
    /// How strongly to play (sent as its slug).
    pub level: Level,
    /// Seeds the random choices (ties, and Easy's moves), so that games vary.
    pub seed: u64,
}

/// The computer's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl ToWorker {
    /// The message as the text posted on the channel: `search <id> <level> <seed> <position>`,
    /// or `hint <id> <position>` and `review <id> <position>`.
    pub fn encode(&self) -> String {
        match self {
            ToWorker::Search(request) => format!(
                "search {} {} {} {}",
                request.id,
                request.level.slug(),
                request.seed,
                request.position
            ),
            ToWorker::Values(request) => format!(
                "{} {} {}",
                match request.purpose {
                    Purpose::Hint => "hint",
                    Purpose::Review => "review",
                },
                request.id,
                request.position
            ),
        }
    }

    /// Reads a message posted on the channel.
    ///
    /// # Errors
    /// [`Unreadable`] for anything that is not such a message.
    pub fn decode(text: &str) -> Result<Self, Unreadable> {
        let mut words = Words::new(text);
        let purpose = match words.word("kind")? {
            "search" => None,
            "hint" => Some(Purpose::Hint),
            "review" => Some(Purpose::Review),
            other => return Err(Unreadable(format!("a message of kind {other:?}"))),
        };
        let id = words.number("id")?;
        if let Some(purpose) = purpose {
            let position = words.word("position")?.to_string();
            words.end()?;
            return Ok(ToWorker::Values(ValuesRequest {
                id,
                purpose,
                position,
            }));
        }
        let slug = words.word("level")?;
        let level = Level::ALL
            .into_iter()
            .find(|level| level.slug() == slug)
            .ok_or_else(|| Unreadable(format!("no level called {slug:?}")))?;
        let seed = words.number("seed")?;
        let position = words.word("position")?.to_string();
        words.end()?;
        Ok(ToWorker::Search(SearchRequest {
            id,
            position,
            level,
            seed,
        }))
    }
}

impl FromWorker {
    /// The message as the text posted on the channel: `ready`, or
    /// `reply <id> <depth> <exact> <nodes> move <pit>` or `... refused <why, in words>`, or
    /// `values <id> <depth> <exact> <nodes>` followed by ` <pit>:<value>` for each move.
    pub fn encode(&self) -> String {
        match self {
            FromWorker::Ready => "ready".to_string(),
            FromWorker::Values(reply) => {
                let mut text = format!(
                    "values {} {} {} {}",
                    reply.id,
                    reply.depth,
                    u8::from(reply.exact),
                    reply.nodes
                );
                for (pit, value) in &reply.moves {
                    text += &format!(" {pit}:{value}");
                }
                text
            }
            FromWorker::Reply(reply) => {
                let head = format!(
                    "reply {} {} {} {}",
                    reply.id,
                    reply.depth,
                    u8::from(reply.exact),
                    reply.nodes
                );
                match &reply.answer {
                    Ok(pit) => format!("{head} move {pit}"),
                    Err(why) => format!("{head} refused {why}"),
                }
            }
        }
    }

    /// Reads a message posted on the channel.
    ///
    /// # Errors
    /// [`Unreadable`] for anything that is not such a message.
    pub fn decode(text: &str) -> Result<Self, Unreadable> {
        if text == "ready" {
            return Ok(FromWorker::Ready);
        }
        let mut words = Words::new(text);
        let values = match words.word("kind")? {
            "reply" => false,
            "values" => true,
            other => return Err(Unreadable(format!("a message of kind {other:?}"))),
        };
        let id = words.number("id")?;
        let depth = words.number("depth")?;
        let exact = match words.word("exact")? {
            "0" => false,
            "1" => true,
            other => return Err(Unreadable(format!("exact is {other:?}, not 0 or 1"))),
        };
        let nodes = words.number("nodes")?;
        if values {
            let mut moves = Vec::new();
            while !words.rest().is_empty() {
                let word = words.word("move")?;
                let read = word
                    .split_once(':')
                    .and_then(|(pit, value)| Some((pit.parse().ok()?, value.parse().ok()?)));
                moves.push(read.ok_or_else(|| Unreadable(format!("a move's value {word:?}")))?);
            }
            return Ok(FromWorker::Values(ValuesReply {
                id,
                moves,
                depth,
                exact,
                nodes,
            }));
        }
        let answer = match words.word("answer")? {
            "move" => {
                let pit = words.number("pit")?;
                words.end()?;
                Ok(pit)
            }
            "refused" => Err(words.rest().to_string()),
            other => return Err(Unreadable(format!("an answer {other:?}"))),
        };
        Ok(FromWorker::Reply(SearchReply {
            id,
            answer,
            depth,
            exact,
            nodes,
        }))
    }
}

/// A message's words, read one at a time, each separated by one space.
struct Words<'a> {
    rest: &'a str,
}

impl<'a> Words<'a> {
    fn new(text: &'a str) -> Words<'a> {
        Words { rest: text }
    }

    /// The next word; `what` names it when it is missing.
    fn word(&mut self, what: &str) -> Result<&'a str, Unreadable> {
        let (word, rest) = self.rest.split_once(' ').unwrap_or((self.rest, ""));
        if word.is_empty() {
            return Err(Unreadable(format!("no {what}")));
        }
        self.rest = rest;
        Ok(word)
    }

    /// The next word as a whole number in decimal digits only.
    fn number<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, Unreadable> {
        let word = self.word(what)?;
        word.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| word.parse().ok())
            .flatten()
            .ok_or_else(|| Unreadable(format!("{what} is {word:?}, not a number that fits")))
    }

    /// Everything not yet read.
    fn rest(&self) -> &'a str {
        self.rest
    }

    fn end(&self) -> Result<(), Unreadable> {
        match self.rest {
            "" => Ok(()),
            more => Err(Unreadable(format!("more than expected: {more:?}"))),
        }
    }
}
