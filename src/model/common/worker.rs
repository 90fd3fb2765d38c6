//! What a controller asks of the computer and what comes back, without ids: the router alone
//! names each request with an id, holds the one in flight with its owner, and hands a
//! controller only the answers to its own request.

use crate::engine::{Move, Position};
use crate::model::settings::Level;
use crate::worker::protocol::{Pie, Purpose};

/// A job for the computer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Job {
    /// Its move in `position`, at `level`.
    Move {
        /// The position to search.
        position: Position,
        /// How strongly to play.
        level: Level,
        /// What the pie rule makes of the move.
        pie: Pie,
    },
    /// Every legal move of `position` rated.
    Rate {
        /// The position.
        position: Position,
        /// What the ratings are for, which sets the budget.
        purpose: Purpose,
        /// What the pie rule makes of the move.
        pie: Pie,
    },
    /// One step of the analysis board's analysis of `position`.
    Study {
        /// The position.
        position: Position,
        /// The step.
        step: u8,
    },
}

/// What the computer answered to a [`Job::Move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The move it plays (a pit, or the pie rule's swap), or `None` if it found no move.
    pub played: Option<Move>,
    /// The deepest search iteration completed, in plies.
    pub depth: u8,
    /// Whether the move was proved best to the end of the game.
    pub exact: bool,
    /// Positions visited.
    pub nodes: u64,
}
