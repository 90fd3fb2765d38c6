//! Mancala: Kalah, the six-pit mancala of boxed sets, for the browser.
//!
//! ```
//! use mancala::engine::{GameResult, Player, Position, Rules};
//! use mancala::engine::playout::{play_out, Strategy};
//! use rand::SeedableRng;
//!
//! // A whole game between a greedy player (South) and a random one (North).
//! let start = Position::start(Rules::KALAH, Player::South);
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let game = play_out(&start, Strategy::Greedy, Strategy::Random, &mut rng);
//! assert!(game.plies > 0);
//! if let GameResult::Win { margin, .. } = game.result {
//!     assert!(margin > 0);
//! }
//! ```
//!
//! The [`engine`] module holds the rules and knows nothing of any page.

#![warn(missing_docs)]

pub mod ai;
pub mod app;
pub mod engine;
pub mod game;
pub mod query;
pub mod settings;
pub mod sowing;
pub mod stats;
pub mod worker;
