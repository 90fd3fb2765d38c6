//! The accuracy benchmark's positions: Kalah(6,4) positions with the exact value of every legal
//! move, as `examples/accuracy.rs` writes them to `tests/data/accuracy.txt` (the set the
//! levels' tie-breaks were tuned on), `tests/data/accuracy_held_out.txt` (a second set,
//! sampled the same way on another seed and never used for tuning) and
//! `tests/data/accuracy_dev.txt` (a third, on a third seed, to check a change made on the first
//! without looking at the held-out set), one a line: the position
//! in the engine's notation, then each legal move as `pit:value`, the value being the final
//! store margin for the side to move under perfect play after that move.
#![allow(dead_code)]

use mancala::engine::Pit;
use mancala::engine::Position;

/// Where the benchmark's positions are kept, from the crate's root: the tuning set.
pub const DATA: &str = "tests/data/accuracy.txt";

/// The held-out set: sampled like [`DATA`] on [`HELD_OUT_SEED`], and only ever measured.
pub const HELD_OUT: &str = "tests/data/accuracy_held_out.txt";

/// The development set: sampled like [`DATA`] on [`DEV_SEED`], sharing no position with the
/// other two, for deciding between changes beside [`DATA`] (the held-out set only measures).
pub const DEV: &str = "tests/data/accuracy_dev.txt";

/// The seed of the games [`DATA`]'s positions come from.
pub const SEED: u64 = 2026;

/// The seed of the games [`HELD_OUT`]'s positions come from.
pub const HELD_OUT_SEED: u64 = 7919;

/// The seed of the games [`DEV`]'s positions come from.
pub const DEV_SEED: u64 = 104_729;

/// A position and the exact value of each legal move in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The position.
    pub position: Position,
    /// Every legal move with its exact value for the side to move.
    pub values: Vec<(Pit, i32)>,
}

impl Solved {
    /// The value of the best move.
    pub fn best(&self) -> i32 {
        self.values.iter().map(|&(_, v)| v).max().unwrap_or(0)
    }

    /// The value of a move, if it is legal here.
    pub fn value(&self, pit: Pit) -> Option<i32> {
        self.values
            .iter()
            .find(|&&(p, _)| p == pit)
            .map(|&(_, v)| v)
    }

    /// How many seeds playing `pit` gives away against the best move.
    pub fn loss(&self, pit: Pit) -> i32 {
        self.best() - self.value(pit).expect("a legal move")
    }

    /// The line that stores it.
    pub fn line(&self) -> String {
        let values: Vec<String> = self
            .values
            .iter()
            .map(|(pit, value)| format!("{pit}:{value:+}"))
            .collect();
        format!("{} {}", self.position, values.join(" "))
    }
}

/// Reads the stored positions, skipping blank lines and `#` comments.
///
/// # Panics
/// On a line that does not parse: the file is the repository's own.
pub fn parse(text: &str) -> Vec<Solved> {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let mut fields = line.split_whitespace();
            let position = fields
                .next()
                .and_then(|p| p.parse().ok())
                .unwrap_or_else(|| panic!("bad position in {line}"));
            let values = fields
                .map(|field| {
                    let (pit, value) = field.split_once(':').expect("pit:value");
                    let pit = pit.parse().ok().and_then(Pit::new).expect("a pit number");
                    (pit, value.parse().expect("a value"))
                })
                .collect();
            Solved { position, values }
        })
        .collect()
}

/// Reads the stored positions from [`DATA`].
///
/// # Panics
/// When the file cannot be read.
pub fn load() -> Vec<Solved> {
    load_from(DATA)
}

/// Reads the stored positions from `file` ([`DATA`], [`HELD_OUT`] or [`DEV`]), from the crate's
/// root.
///
/// # Panics
/// When the file cannot be read.
pub fn load_from(file: &str) -> Vec<Solved> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    parse(&std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
}
