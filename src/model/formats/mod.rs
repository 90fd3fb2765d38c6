//! What the page keeps between visits, as text, one file per stored key: the settings, the
//! statistics, the game in progress, the lessons done and the puzzles' record, each as
//! versioned JSON under one key, with every choice written as its slug. The text is read and
//! written by serde_json through the stored types' derived code. Reading is strict (a record
//! that cannot be true is refused whole; a field unknown, missing or given twice is refused; a
//! number is read only as the whole number it must be), never panics, and carries every older
//! version this code knows forward to the current one, so nothing a released page wrote is lost.
//!
//! Version 1 (the first release) keyed records by the link form of their rule set and the
//! lower-cased label of their level, and held the settings as a link query. Version 2 keys
//! everything by slugs: rule sets by
//! [`RuleSet::slug`](crate::model::play::records::RuleSet::slug), levels by
//! [`Choice::slug`](crate::model::settings::Choice::slug), and settings as one field per
//! setting.
//!
//! ```
//! use mancala::model::formats::{stats_from_json, stats_to_json};
//!
//! let v1 = r#"{"version":1,"records":{"seeds=5":{"hard":{"played":1,"won":0,"lost":1,
//!     "drawn":0,"streak":0,"best_streak":0,"fastest_win_ms":null,"most_seeds":0,
//!     "biggest_margin":0}}}}"#;
//! let stats = stats_from_json(v1).expect("a version-1 record still reads");
//! assert!(stats_to_json(&stats).contains(r#""5-seeds":{"hard":"#));
//! ```
//!
//! Only the router reads and writes through here (and the web layer, which holds the keys);
//! the modes hand it their plain data and never import it.

mod game;
mod json;
mod lessons;
mod puzzles;
mod seats;
mod settings;
mod stats;

pub use game::{GAME_KEY, GAME_VERSION, game_from_json, game_to_json};
pub use lessons::{LESSONS_KEY, LESSONS_VERSION, lessons_from_json, lessons_to_json};
pub use puzzles::{PUZZLES_KEY, PUZZLES_VERSION, puzzles_from_json, puzzles_to_json};
pub use seats::{SEATS_KEY, SEATS_VERSION, seats_from_json, seats_to_json};
pub use settings::{SETTINGS_KEY, VERSION, settings_from_json, settings_to_json};
pub use stats::{STATS_KEY, STATS_VERSION, stats_from_json, stats_to_json};
