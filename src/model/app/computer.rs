//! The computer part: what the session has asked the worker, as one [`Request`]. At most one
//! request is in flight because there is one field for it, and an answer is wanted only while
//! the request it names is the one held: a stale answer finds another request (or none) and is
//! dropped. Cancelling is one match.

use crate::engine::{Move, Position};
use crate::model::settings::Level;
use crate::worker::protocol::{Pie, Purpose};

use super::vocabulary::{Effect, Reply};

/// The computer's pause before it moves, in milliseconds, so people can follow.
pub const COMPUTER_PAUSE_MS: f64 = 450.0;

/// What the session is waiting for from the computer.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Request {
    /// Nothing.
    #[default]
    Idle,
    /// Its move in this position, asked at this time.
    Move {
        /// Names the answer.
        id: u32,
        /// The position searched.
        position: Position,
        /// When it was asked (the page's clock, in milliseconds).
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
        /// Names the answer.
        id: u32,
        /// The position rated.
        position: Position,
    },
    /// Every move's rating of a position of the finished game, for the analysis.
    Review {
        /// Names the answer.
        id: u32,
    },
    /// A step of the analysis board's analysis of a position.
    Study {
        /// Names the answer.
        id: u32,
        /// The position analysed.
        position: Position,
        /// The step.
        step: u8,
    },
}

/// The computer part: the request held, the ids handed out, and what the last search did.
#[derive(Clone, Debug, Default)]
pub struct Computer {
    request: Request,
    last_id: u32,
    /// The last search that found a move, for the report.
    last_reply: Option<Reply>,
    /// No worker could start: the page searches on its own thread, at one small depth.
    on_page: bool,
}

/// What an answer to a move request means for the session.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Answered {
    /// Not the request held: nothing to do.
    Stale,
    /// The game moved on since it was asked: nothing to do.
    Outdated,
    /// The computer found no move.
    NoMove,
    /// The move is found; the page waits this many milliseconds, then plays it.
    Pause(u32),
}

impl Computer {
    /// The request held.
    pub fn request(&self) -> Request {
        self.request
    }

    /// Whether the computer is thinking about its move or pausing before it plays.
    pub fn thinking(&self) -> bool {
        matches!(self.request, Request::Move { .. } | Request::Pausing { .. })
    }

    /// Whether the analysis has a rating in flight.
    pub fn reviewing(&self) -> bool {
        matches!(self.request, Request::Review { .. })
    }

    /// Asks for the computer's move in `position`, replacing nothing (the caller has checked
    /// that the computer is idle).
    pub(super) fn ask_move(
        &mut self,
        position: Position,
        level: Level,
        pie: Pie,
        now: f64,
    ) -> Effect {
        let id = self.next_id();
        self.request = Request::Move {
            id,
            position,
            asked_at: now,
        };
        Effect::Search {
            id,
            position,
            level,
            pie,
        }
    }

    /// Whether the page searches on its own thread, with no worker.
    pub fn on_page(&self) -> bool {
        self.on_page
    }

    /// No worker could start.
    pub(super) fn set_on_page(&mut self) {
        self.on_page = true;
    }

    /// Whether a step of the analysis board's analysis is in flight.
    pub fn studying(&self) -> bool {
        matches!(self.request, Request::Study { .. })
    }

    /// Asks for a step of the analysis board's analysis of `position`.
    pub(super) fn ask_study(&mut self, position: Position, step: u8) -> Effect {
        let id = self.next_id();
        self.request = Request::Study { id, position, step };
        Effect::Study { id, position, step }
    }

    /// Takes the study request that `id` answers, if it is the one held: its position and
    /// step.
    pub(super) fn take_study(&mut self, id: u32) -> Option<(Position, u8)> {
        match self.request {
            Request::Study {
                id: asked,
                position,
                step,
            } if asked == id => {
                self.request = Request::Idle;
                Some((position, step))
            }
            _ => None,
        }
    }

    /// Asks for every move's rating of `position`.
    pub(super) fn ask_rating(&mut self, position: Position, purpose: Purpose, pie: Pie) -> Effect {
        let id = self.next_id();
        self.request = match purpose {
            Purpose::Hint => Request::Hint { id, position },
            Purpose::Review => Request::Review { id },
        };
        Effect::Rate {
            id,
            position,
            purpose,
            pie,
        }
    }

    /// The answer to a move request: holds the move for its pause, given the game's position
    /// now and whether moves are shown at once.
    pub(super) fn answered(
        &mut self,
        id: u32,
        reply: Reply,
        now_at: Position,
        now: f64,
        at_once: bool,
    ) -> Answered {
        let Request::Move {
            id: asked,
            position,
            asked_at,
        } = self.request
        else {
            return Answered::Stale;
        };
        if asked != id {
            return Answered::Stale;
        }
        self.request = Request::Idle;
        if now_at != position {
            return Answered::Outdated;
        }
        self.last_reply = Some(reply);
        let Some(played) = reply.played else {
            return Answered::NoMove;
        };
        self.request = Request::Pausing { position, played };
        let pause = if at_once { 0.0 } else { COMPUTER_PAUSE_MS };
        Answered::Pause((pause - (now - asked_at)).max(0.0) as u32)
    }

    /// The move whose pause is over, with the position it was found for.
    pub(super) fn take_move(&mut self) -> Option<(Position, Move)> {
        match self.request {
            Request::Pausing { position, played } => {
                self.request = Request::Idle;
                Some((position, played))
            }
            _ => None,
        }
    }

    /// Takes the rating request that `id` answers, if it is the one held.
    pub(super) fn take_rating(&mut self, id: u32) -> Option<Request> {
        match self.request {
            Request::Hint { id: asked, .. } | Request::Review { id: asked } if asked == id => {
                Some(std::mem::take(&mut self.request))
            }
            _ => None,
        }
    }

    /// Drops whatever is asked or waited for, and says what the page must stop.
    pub(super) fn cancel(&mut self) -> Option<Effect> {
        match std::mem::take(&mut self.request) {
            Request::Idle => None,
            Request::Pausing { .. } => Some(Effect::CancelWait),
            Request::Move { .. }
            | Request::Hint { .. }
            | Request::Review { .. }
            | Request::Study { .. } => Some(Effect::CancelSearch),
        }
    }

    /// Stops the analysis's rating in flight, if that is what is held.
    pub(super) fn stop_review(&mut self) -> Option<Effect> {
        if self.reviewing() {
            self.cancel()
        } else {
            None
        }
    }

    /// Forgets the last search (a new game).
    pub(super) fn forget_report(&mut self) {
        self.last_reply = None;
    }

    /// What the computer's last search did, in words: "The computer looked 18 moves ahead
    /// (1.2 million positions)." Empty before a search, or for a move found without one.
    pub fn report(&self) -> String {
        match self.last_reply {
            Some(reply) if reply.exact => {
                "The computer has worked this game out to the end.".to_string()
            }
            Some(reply) if reply.depth > 0 => format!(
                "The computer looked {} moves ahead ({}).",
                reply.depth,
                positions(reply.nodes)
            ),
            _ => String::new(),
        }
    }

    /// A fresh id for a request to the computer.
    fn next_id(&mut self) -> u32 {
        self.last_id = self.last_id.wrapping_add(1).max(1);
        self.last_id
    }
}

/// A count of positions in words: "1 position", "840 positions", "12,300 positions",
/// "1.2 million positions".
fn positions(nodes: u64) -> String {
    let hundreds = nodes.saturating_add(50) / 100 * 100;
    match nodes {
        1 => "1 position".to_string(),
        0..1_000 => format!("{nodes} positions"),
        _ if hundreds < 1_000_000 => {
            format!("{},{:03} positions", hundreds / 1000, hundreds % 1000)
        }
        _ => {
            // Whole-number arithmetic: the page formats no floating-point number.
            let tenths = nodes.saturating_add(50_000) / 100_000;
            format!("{}.{} million positions", tenths / 10, tenths % 10)
        }
    }
}
