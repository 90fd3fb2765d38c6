//! The computer player as the page sees it: a request to search a position at a level, and the
//! reply. Both are plain serde types, so they cross into the Web Worker as JSON, and the same
//! function answers on the main thread when no worker can start.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde::{Deserialize, Serialize};

use crate::engine::playout::{greedy_move, random_move};
use crate::engine::{Pit, Position};
use crate::settings::Level;

/// Ask for the computer's move in a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchRequest {
    /// Echoed in the reply, so that an answer to an older request can be told apart.
    pub id: u32,
    /// The position, in the engine's text form.
    pub position: String,
    /// How strongly to play.
    pub level: Level,
    /// Seeds the random choices (ties, and Easy's moves), so that games vary.
    pub seed: u64,
}

/// The computer's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchReply {
    /// The request this answers.
    pub id: u32,
    /// The pit to sow (1-based), or the reason there is none.
    pub answer: Result<u8, String>,
}

/// The computer's choice at a level, or `None` when the game is over.
///
/// Easy plays a uniformly random legal move. The other levels take an extra turn when there is
/// one and otherwise bank the most seeds now; deeper search replaces this as it lands in the
/// engine.
pub fn choose(position: &Position, level: Level, rng: &mut SmallRng) -> Option<Pit> {
    match level {
        Level::Easy => random_move(position, rng),
        Level::Medium | Level::Hard | Level::Expert => greedy_move(position, rng),
    }
}

/// Answers a request. Never panics: a malformed position is answered with its error.
pub fn answer(request: &SearchRequest) -> SearchReply {
    let answer = match request.position.parse::<Position>() {
        Err(error) => Err(format!("cannot read the position: {error}")),
        Ok(position) => {
            let mut rng = SmallRng::seed_from_u64(request.seed);
            choose(&position, request.level, &mut rng)
                .map(Pit::number)
                .ok_or_else(|| "the game is over".to_string())
        }
    };
    SearchReply {
        id: request.id,
        answer,
    }
}

/// The strongest level the page searches at itself when no worker can start: a search on the
/// page's own thread has to stay short, or the page would freeze while it runs.
pub const PAGE_LEVEL_CAP: Level = Level::Medium;

/// Answers a request on the page's own thread, at a small budget: the level is capped at
/// [`PAGE_LEVEL_CAP`].
pub fn answer_on_page(request: &SearchRequest) -> SearchReply {
    answer(&SearchRequest {
        level: request.level.min(PAGE_LEVEL_CAP),
        ..request.clone()
    })
}

/// Answers a request written as JSON with a reply written as JSON. Anything unreadable gets a
/// reply with id 0 and the reason.
pub fn answer_json(text: &str) -> String {
    let reply = match serde_json::from_str::<SearchRequest>(text) {
        Ok(request) => answer(&request),
        Err(error) => SearchReply {
            id: 0,
            answer: Err(format!("unreadable request: {error}")),
        },
    };
    serde_json::to_string(&reply).unwrap_or_default()
}
