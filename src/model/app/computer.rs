//! The computer, as the router holds it: the one request in flight, with the id that names
//! it and the mode that owns it. At most one request is in flight because there is one field
//! for it, and an answer is handed on only while the request it names is the one held: a stale
//! answer finds another request (or none) and is dropped. Cancelling is one match. What play
//! waits for (its move, the pause before it, a hint, the analysis) play keeps itself; the
//! page reads both together as one [`Request`].

use crate::engine::Position;
use crate::model::common::worker::{Job, Reply};
use crate::model::play::asked::Asked;
use crate::model::words::play;

use super::vocabulary::Effect;

pub use crate::model::play::asked::COMPUTER_PAUSE_MS;

/// What the session is waiting for from the computer: what play asked of it, or a step of
/// the analysis board's analysis.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Request {
    /// What play waits for (nothing, its move, the pause before the move, or ratings).
    Play(Asked),
    /// A step of the analysis board's analysis of a position.
    Study {
        /// The position analysed.
        position: Position,
        /// The step.
        step: u8,
    },
}

/// The request in flight, with its owner: play's move or ratings, or the analysis board's
/// step.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
enum Flight {
    /// Nothing.
    #[default]
    Idle,
    /// Play's search for the computer's move.
    Search { id: u32 },
    /// Play's ratings, for a hint or the analysis.
    Rate { id: u32 },
    /// The analysis board's step of its analysis of a position.
    Study {
        id: u32,
        position: Position,
        step: u8,
    },
}

/// The router's side of the computer: the request in flight, the ids handed out, and whether
/// the page searches on its own thread.
#[derive(Clone, Debug, Default)]
pub(super) struct Desk {
    flight: Flight,
    last_id: u32,
    /// No worker could start: the page searches on its own thread, at one small depth.
    on_page: bool,
}

impl Desk {
    /// Asks for `job`, in place of whatever was in flight, and names it with a fresh id.
    pub(super) fn ask(&mut self, job: Job) -> Effect {
        let id = self.next_id();
        match job {
            Job::Move {
                position,
                level,
                pie,
            } => {
                self.flight = Flight::Search { id };
                Effect::Search {
                    id,
                    position,
                    level,
                    pie,
                }
            }
            Job::Rate {
                position,
                purpose,
                pie,
            } => {
                self.flight = Flight::Rate { id };
                Effect::Rate {
                    id,
                    position,
                    purpose,
                    pie,
                }
            }
            Job::Study { position, step } => {
                self.flight = Flight::Study { id, position, step };
                Effect::Study { id, position, step }
            }
        }
    }

    /// Whether the answer to the search `id` is wanted: it is, once, if that search is the
    /// request in flight.
    pub(super) fn take_search(&mut self, id: u32) -> bool {
        self.take_if(|flight| flight == Flight::Search { id })
    }

    /// Whether the ratings `id` are wanted: they are, once, if that request is in flight.
    pub(super) fn take_rating(&mut self, id: u32) -> bool {
        self.take_if(|flight| flight == Flight::Rate { id })
    }

    /// Takes the study request that `id` answers, if it is the one in flight: its position
    /// and step.
    pub(super) fn take_study(&mut self, id: u32) -> Option<(Position, u8)> {
        match self.flight {
            Flight::Study {
                id: asked,
                position,
                step,
            } if asked == id => {
                self.flight = Flight::Idle;
                Some((position, step))
            }
            _ => None,
        }
    }

    /// Whether a step of the analysis board's analysis is in flight.
    pub(super) fn studying(&self) -> bool {
        matches!(self.flight, Flight::Study { .. })
    }

    /// Drops whatever is in flight, and says what the page must stop: the pause's timer when
    /// `pausing` (play's move waited out its pause), or else the search, if one was asked.
    pub(super) fn cancel(&mut self, pausing: bool) -> Option<Effect> {
        let held = std::mem::take(&mut self.flight) != Flight::Idle;
        if pausing {
            Some(Effect::CancelWait)
        } else if held {
            Some(Effect::CancelSearch)
        } else {
            None
        }
    }

    /// Whether the page searches on its own thread, with no worker.
    pub(super) fn on_page(&self) -> bool {
        self.on_page
    }

    /// No worker could start.
    pub(super) fn set_on_page(&mut self) {
        self.on_page = true;
    }

    /// The computer as the page reads it, given what play waits for and its last search.
    pub(super) fn read(&self, asked: Asked, last_reply: Option<Reply>) -> Computer {
        let request = match self.flight {
            Flight::Study { position, step, .. } => Request::Study { position, step },
            _ => Request::Play(asked),
        };
        Computer {
            request,
            last_reply,
            on_page: self.on_page,
        }
    }

    /// Takes the request in flight if `wanted` says it is the one.
    fn take_if(&mut self, wanted: impl FnOnce(Flight) -> bool) -> bool {
        let taken = wanted(self.flight);
        if taken {
            self.flight = Flight::Idle;
        }
        taken
    }

    /// A fresh id for a request to the computer.
    fn next_id(&mut self) -> u32 {
        self.last_id = self.last_id.wrapping_add(1).max(1);
        self.last_id
    }
}

/// The computer as the page reads it: what is asked of it, and what its last search did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Computer {
    request: Request,
    last_reply: Option<Reply>,
    on_page: bool,
}

impl Computer {
    /// The request held.
    pub fn request(&self) -> Request {
        self.request
    }

    /// Whether the computer is thinking about its move or pausing before it plays.
    pub fn thinking(&self) -> bool {
        matches!(self.request, Request::Play(asked) if asked.thinking())
    }

    /// Whether the analysis has a rating in flight.
    pub fn reviewing(&self) -> bool {
        self.request == Request::Play(Asked::Review)
    }

    /// Whether a step of the analysis board's analysis is in flight.
    pub fn studying(&self) -> bool {
        matches!(self.request, Request::Study { .. })
    }

    /// Whether the page searches on its own thread, with no worker.
    pub fn on_page(&self) -> bool {
        self.on_page
    }

    /// What the computer's last search did, in words: "The computer looked 18 moves ahead
    /// (1.2 million positions)." Empty before a search, or for a move found without one.
    pub fn report(&self) -> String {
        match self.last_reply {
            Some(reply) if reply.exact => play::search_solved(),
            Some(reply) if reply.depth > 0 => {
                play::search_looked_ahead(i64::from(reply.depth), &positions(reply.nodes))
            }
            _ => String::new(),
        }
    }
}

/// A count of positions in words: "1 position", "840 positions", "12,300 positions",
/// "1.2 million positions".
fn positions(nodes: u64) -> String {
    let hundreds = nodes.saturating_add(50) / 100 * 100;
    match nodes {
        0..1_000 => play::search_positions(i64::try_from(nodes).unwrap_or(i64::MAX)),
        _ if hundreds < 1_000_000 => {
            play::search_positions(i64::try_from(hundreds).unwrap_or(i64::MAX))
        }
        _ => {
            // Whole-number arithmetic, then one decimal: "1.2 million".
            let tenths = nodes.saturating_add(50_000) / 100_000;
            play::search_million_positions(tenths as f64 / 10.0)
        }
    }
}

#[cfg(test)]
mod words_tests {
    use super::positions;

    #[test]
    fn a_count_of_positions_is_worded_as_it_was() {
        for (nodes, words) in [
            (0, "0 positions"),
            (1, "1 position"),
            (840, "840 positions"),
            (12_345, "12,300 positions"),
            (999_960, "1.0 million positions"),
            (1_234_567, "1.2 million positions"),
            (12_000_000, "12.0 million positions"),
        ] {
            assert_eq!(positions(nodes), words, "{nodes}");
        }
    }
}
