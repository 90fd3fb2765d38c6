//! The computer player as the page sees it: a request to search a position at a level, and the
//! reply. Both are plain serde types, so they cross into the Web Worker as JSON, and the same
//! functions answer on the page's own thread when no worker can start.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde::{Deserialize, Serialize};

use crate::engine::Position;
use crate::engine::players::Level;
use crate::engine::search::Table;

/// Ask for the computer's move in a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchRequest {
    /// Echoed in the reply, so that an answer to an older request can be told apart.
    pub id: u32,
    /// The position, in the engine's text form.
    pub position: String,
    /// How strongly to play.
    #[serde(with = "level_name")]
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
    /// The deepest search iteration completed, in plies (0 when there was no search).
    #[serde(default)]
    pub depth: u8,
    /// Whether the move was proved best to the end of the game.
    #[serde(default)]
    pub exact: bool,
    /// Positions the search visited.
    #[serde(default)]
    pub nodes: u64,
}

/// Levels travel by name ("Hard"), so the engine's type needs no serde of its own.
mod level_name {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::engine::players::Level;

    pub fn serialize<S: Serializer>(level: &Level, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(level.label())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Level, D::Error> {
        let name = String::deserialize(deserializer)?;
        Level::ALL
            .into_iter()
            .find(|level| level.label() == name)
            .ok_or_else(|| serde::de::Error::custom(format!("no level called {name:?}")))
    }
}

/// How long a level may think, in milliseconds of the caller's clock (`None`: as long as its
/// node budget lasts, which for Easy and Medium is a moment).
pub fn time_budget_ms(level: Level) -> Option<f64> {
    match level {
        Level::Easy | Level::Medium => None,
        Level::Hard => Some(350.0),
        Level::Expert => Some(2000.0),
    }
}

/// How far past its host node budget a level may search when the caller's clock bounds it:
/// the budgets are what the host visits in the time, and a faster browser should not be held
/// to them.
pub const CLOCK_HEADROOM: u64 = 4;

/// The strongest level the page searches at itself when no worker can start: a search on the
/// page's own thread has to stay short, or the page would freeze while it runs.
pub const PAGE_LEVEL_CAP: Level = Level::Medium;

/// Answers a request. `now` is the caller's clock in milliseconds, used to keep to the level's
/// time budget. Never panics: a malformed position is answered with its error.
pub fn answer(request: &SearchRequest, table: &mut Table, now: &dyn Fn() -> f64) -> SearchReply {
    let mut reply = SearchReply {
        id: request.id,
        answer: Err(String::new()),
        depth: 0,
        exact: false,
        nodes: 0,
    };
    match request.position.parse::<Position>() {
        Err(error) => reply.answer = Err(format!("cannot read the position: {error}")),
        Ok(position) => {
            let mut rng = SmallRng::seed_from_u64(request.seed);
            let deadline = time_budget_ms(request.level).map(|ms| now() + ms);
            let mut stop = || deadline.is_some_and(|d| now() >= d);
            // With a clock, the node budget is only a safety net.
            let cap = match deadline {
                Some(_) => request.level.limits().nodes.saturating_mul(CLOCK_HEADROOM),
                None => request.level.limits().nodes,
            };
            match request
                .level
                .decide_within(&position, cap, table, &mut stop, &mut rng)
            {
                Some(choice) => {
                    reply.answer = Ok(choice.pit.number());
                    reply.depth = choice.depth;
                    reply.exact = choice.exact;
                    reply.nodes = choice.nodes;
                }
                None => reply.answer = Err("the game is over".to_string()),
            }
        }
    }
    reply
}

/// Answers a request on the page's own thread, at a small budget: the level is capped at
/// [`PAGE_LEVEL_CAP`], which needs no table and no clock.
pub fn answer_on_page(request: &SearchRequest) -> SearchReply {
    let capped = SearchRequest {
        level: request.level.min(PAGE_LEVEL_CAP),
        ..request.clone()
    };
    answer(&capped, &mut Table::disabled(), &|| 0.0)
}

/// Answers a request written as JSON with a reply written as JSON. Anything unreadable gets a
/// reply with id 0 and the reason.
pub fn answer_json(text: &str, table: &mut Table, now: &dyn Fn() -> f64) -> String {
    let reply = match serde_json::from_str::<SearchRequest>(text) {
        Ok(request) => answer(&request, table, now),
        Err(error) => SearchReply {
            id: 0,
            answer: Err(format!("unreadable request: {error}")),
            depth: 0,
            exact: false,
            nodes: 0,
        },
    };
    serde_json::to_string(&reply).unwrap_or_default()
}
