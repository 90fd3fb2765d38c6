//! What play has asked of the computer, without the id the router names it by: nothing, its
//! move (then the pause before that move is played), a hint's ratings, or the analysis's. One
//! field, so play asks one thing at a time; the router holds the request in flight and hands
//! play only the answers to it.

use crate::engine::{Move, Position};
use crate::model::common::worker::Reply;

/// The computer's pause before it moves, in milliseconds, so people can follow.
pub const COMPUTER_PAUSE_MS: f64 = 450.0;

/// What play waits for from the computer.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Asked {
    /// Nothing.
    #[default]
    Idle,
    /// Its move in this position, asked at this time (the page's clock, in milliseconds).
    Move {
        /// The position searched.
        position: Position,
        /// When it was asked.
        asked_at: f64,
    },
    /// Its move is found and waits out the pause before it is played.
    Pausing {
        /// The position it was found for.
        position: Position,
        /// The move: a pit, or the pie rule's swap.
        played: Move,
    },
    /// Every move's rating of this position, for a hint.
    Hint {
        /// The position rated.
        position: Position,
    },
    /// Every move's rating of a position of the finished game, for the analysis.
    Review,
}

/// What the computer's answer to play's move request means.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Answered {
    /// Play asked for no move: nothing to do.
    Stale,
    /// The game moved on since it was asked: nothing to do.
    Outdated,
    /// The computer found no move.
    NoMove,
    /// The move is found; the page waits this many milliseconds, then plays it.
    Pause(u32),
}

impl Asked {
    /// Whether the computer is thinking about its move or pausing before it plays.
    pub fn thinking(&self) -> bool {
        matches!(self, Asked::Move { .. } | Asked::Pausing { .. })
    }

    /// The answer to the move request: holds the move for its pause, given the game's
    /// position now and whether moves are shown at once.
    pub(super) fn answered(
        &mut self,
        reply: Reply,
        now_at: Position,
        now: f64,
        at_once: bool,
    ) -> Answered {
        let Asked::Move { position, asked_at } = *self else {
            return Answered::Stale;
        };
        *self = Asked::Idle;
        if now_at != position {
            return Answered::Outdated;
        }
        let Some(played) = reply.played else {
            return Answered::NoMove;
        };
        *self = Asked::Pausing { position, played };
        let pause = if at_once { 0.0 } else { COMPUTER_PAUSE_MS };
        Answered::Pause((pause - (now - asked_at)).max(0.0) as u32)
    }

    /// The move whose pause is over, with the position it was found for.
    pub(super) fn take_move(&mut self) -> Option<(Position, Move)> {
        match *self {
            Asked::Pausing { position, played } => {
                *self = Asked::Idle;
                Some((position, played))
            }
            _ => None,
        }
    }
}
