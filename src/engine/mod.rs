//! The rules of Kalah, with no page, no clock and no global state.
//!
//! ```
//! use mancala::engine::{Cell, Pit, Player, Position, Rules};
//!
//! let mut position = Position::start(Rules::KALAH, Player::South);
//! // With four seeds a pit, South's pit 3 ends in South's store: an extra turn.
//! let outcome = position.play(Pit::new(3).unwrap())?;
//! assert!(outcome.extra_turn);
//! assert_eq!(outcome.last, Cell::Store(Player::South));
//! assert_eq!(position.to_move(), Player::South);
//! assert_eq!(position.to_string(), "6x4.s.4-4-0-5-5-5.1.4-4-4-4-4-4.0");
//! # Ok::<(), mancala::engine::PlayError>(())
//! ```
//!
//! - [`Rules`] and [`HouseRules`]: board size, seeds and house rules, validated on creation.
//! - [`Position`]: a board that is always valid, with a checked [`Position::play`] that
//!   reports what happened and an unchecked [`Position::play_unchecked`] for search.
//! - [`Setup`]: an unvalidated board, checked into a position with a [`SetupError`].
//! - [`notation`]: the text form of rules and positions.
//! - [`Record`]: a game as its start and moves, replayable to any ply.
//! - [`playout`]: random and greedy players and whole-game simulation.
//! - [`players`]: the computer's four levels.
//! - [`pie`]: the pie rule's swap, its value, and the computer's choices under it.
//! - [`search`]: alpha-beta search with a transposition table, the ranking of every move, an exact solver and
//!   endgame tables.
//! - [`sort`]: the one sort for short lists, kept small for the page.
//!
//! Randomness always comes in as a parameter (any [`rand::Rng`]), so every result can be
//! reproduced from a seed.

mod board;
mod endgame;
pub mod notation;
pub mod pie;
pub mod players;
pub mod playout;
mod position;
mod record;
mod rules;
pub mod search;
pub mod sort;

pub use board::{Cell, Pit, PitSet, PitSetIter, Player};
pub use notation::ParseError;
pub use position::{
    Capture, GameEnd, GameResult, Landing, MOST_SEEDS, Outcome, PlayError, Position, Scores, Setup,
    SetupError,
};
pub use record::{Move, Played, Record, RecordError, RecordParseError};
pub use rules::{HouseRules, MAX_PITS, MAX_SEEDS, MOVE_LIMIT, Rules, RulesError, Sweep};
