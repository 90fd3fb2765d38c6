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
//! The crate is built in layers, and imports run one way, down them: view → web → model →
//! engine, with the worker's protocol and the room layer between the model and the engine, each
//! on the engine alone; and server → room → engine. `tests/house.rs` holds the rules, and
//! `docs/architecture.md` draws them.
//!
//! - [`engine`]: the rules, search and computer players; no page, no clock.
//! - [`model`]: what the page knows and decides, above all the [`model::app::Session`]
//!   state machine; no browser, no Leptos, no timers.
//! - [`room`]: live rooms' protocol and referee, on the engine alone; the page and the room
//!   server both use it.
//! - [`worker`]: the search worker's typed messages and budgets, and (with the `worker`
//!   feature) its loop.
//! - `web` (with the `page` feature): the browser's edges, such as storage, the address, the
//!   worker client and timers, which carry out the session's effects.
//! - `view` (with the `page` feature): the Leptos components.
//! - `server` (with the `server` feature): the room server, a native binary
//!   (`src/bin/server.rs`) that serves the built page and referees the live rooms.
//!
//! The crate builds two wasm modules: the page (`src/main.rs`, the `page` feature, built for
//! size) and the search (`src/bin/search.rs`, the `worker` feature, built for speed). Built
//! without its default features, the crate is the engine, the model and the worker's protocol
//! alone, with no DOM, JavaScript or timer crate to reach for: the compiler
//! then proves that none of them does.

#![warn(missing_docs)]

pub mod engine;
pub mod model;
pub mod room;
#[cfg(feature = "server")]
pub mod server;
#[cfg(feature = "page")]
pub mod view;
#[cfg(feature = "page")]
pub mod web;
pub mod worker;
