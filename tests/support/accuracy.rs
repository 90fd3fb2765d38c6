//! The accuracy benchmark's positions: Kalah(6,4) positions with the exact value of every legal
//! move, written by `examples/accuracy.rs -- make` to three sets that keep apart (see [`SETS`]):
//! `tests/data/accuracy.txt` (the tuning set), `tests/data/accuracy_dev.txt` (the development
//! set, to decide changes on without looking at the held-out set) and
//! `tests/data/accuracy_held_out.txt` (the held-out set, only ever measured). One position a
//! line: the position in the engine's notation, then each legal move as `pit:value`, the value
//! being the final store margin for the side to move under perfect play after that move, then
//! `game=` and the pits sown from the start to reach it.
//!
//! `tests/data/accuracy_retired.txt` lists, positions only, the sets these replaced (the levels
//! were tuned on the first of them), so that the new sets can be kept away from them too.
#![allow(dead_code)]

use std::collections::HashSet;

use mancala::engine::{Pit, Player, Position, Rules};

/// Where the benchmark's positions are kept, from the crate's root: the tuning set.
pub const DATA: &str = "tests/data/accuracy.txt";

/// The held-out set: only ever measured, never tuned or decided on.
pub const HELD_OUT: &str = "tests/data/accuracy_held_out.txt";

/// The development set: for deciding between changes beside [`DATA`].
pub const DEV: &str = "tests/data/accuracy_dev.txt";

/// The positions of the sets written before 2026-12-05 (tuning, development and held-out, each
/// position once), which the levels were tuned and judged on: the new sets keep away from them.
pub const RETIRED: &str = "tests/data/accuracy_retired.txt";

/// The seed of the games [`DATA`]'s positions come from.
pub const SEED: u64 = 1_205;

/// The seed of the games [`DEV`]'s positions come from.
pub const DEV_SEED: u64 = 2_205;

/// The seed of the games [`HELD_OUT`]'s positions come from.
pub const HELD_OUT_SEED: u64 = 3_205;

/// The fewest seeds in the pits of a stored position.
pub const FEWEST: u8 = 12;

/// The most seeds in the pits of the lower band; the upper band starts one above.
pub const LOW_BAND_TOP: u8 = 25;

/// The most seeds in the pits of a stored position.
pub const MOST: u8 = 40;

/// How far apart, in plies, positions of different sets must be: no position of one set is
/// reachable by this many legal moves or fewer from a position of another (either way round).
pub const PLIES_APART: usize = 4;

/// One of the three sets: its name in the headers, its file, the seed of its games and the
/// number of positions `make` draws for it by default. `make` writes them in this order, each
/// kept apart from those before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Set {
    /// What the set is for, as the headers name it.
    pub name: &'static str,
    /// Its file, from the crate's root.
    pub file: &'static str,
    /// The seed of its games.
    pub seed: u64,
    /// How many positions it holds.
    pub count: usize,
}

/// The three sets, in the order `make` draws them.
pub const SETS: [Set; 3] = [
    Set {
        name: "tuning",
        file: DATA,
        seed: SEED,
        count: 300,
    },
    Set {
        name: "development",
        file: DEV,
        seed: DEV_SEED,
        count: 1_000,
    },
    Set {
        name: "held-out",
        file: HELD_OUT,
        seed: HELD_OUT_SEED,
        count: 300,
    },
];

/// The command that writes all three sets.
pub const MAKE: &str = "cargo run --release --example accuracy -- make";

/// How each game is played, as the headers say it: `make`'s players and opening.
pub const HOW_PLAYED: &str = "Each game opens with 1 to 4 random moves; then each side is one \
     player drawn at random from random play, Levels 2, 3, 4 and 6, Medium, and engine searches \
     of 20,000 and 200,000 positions a move.";

/// The counts a set's header states: positions, those in each band, and the fewest and most
/// seeds in the pits among them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    /// Positions (one from each game, so also games).
    pub positions: usize,
    /// Positions with at most [`LOW_BAND_TOP`] seeds in the pits.
    pub low: usize,
    /// Positions with more.
    pub high: usize,
    /// The fewest seeds in the pits of any position.
    pub fewest: u8,
    /// The most.
    pub most: u8,
}

impl Counts {
    /// Counts `positions`.
    pub fn of<'a>(positions: impl IntoIterator<Item = &'a Position>) -> Counts {
        let seeds: Vec<u8> = positions
            .into_iter()
            .map(Position::seeds_on_board)
            .collect();
        Counts {
            positions: seeds.len(),
            low: seeds.iter().filter(|&&s| s <= LOW_BAND_TOP).count(),
            high: seeds.iter().filter(|&&s| s > LOW_BAND_TOP).count(),
            fewest: seeds.iter().copied().min().unwrap_or(0),
            most: seeds.iter().copied().max().unwrap_or(0),
        }
    }
}

/// The comment lines that open a set's file: what it holds (the counts), how its games were
/// played, what keeps it apart from the others, the line format and the command that wrote it.
pub fn header(set: &Set, counts: &Counts, command: &str) -> String {
    let others: Vec<&str> = SETS
        .iter()
        .filter(|other| other.name != set.name)
        .map(|other| other.name)
        .collect();
    format!(
        "# The {} set: {} positions of standard Kalah(6,4), no two alike, each from a game of its \
         own ({} games, rng seed {}); {} with {} to {LOW_BAND_TOP} seeds in the pits and {} with \
         {} to {}.\n\
         # {HOW_PLAYED}\n\
         # No position is {PLIES_APART} plies or fewer, either way (by at most {PLIES_APART} legal \
         moves from one to the other), from a position of the {} or {} set or of {RETIRED}, and \
         no game meets another game of the three sets, or a position of {RETIRED}, at a position \
         with {MOST} or fewer seeds in the pits.\n\
         # Each line: the position, then every legal move as pit:value, the final store margin \
         for the side to move under perfect play, then game= and the pits sown from the start, \
         South first.\n\
         # Written, with the other two sets, by `{command}`.\n",
        set.name,
        counts.positions,
        counts.positions,
        set.seed,
        counts.low,
        counts.fewest,
        counts.high,
        LOW_BAND_TOP + 1,
        counts.most,
        others[0],
        others[1],
    )
}

/// The header lines of a stored file, as they stand.
pub fn stored_header(file: &str) -> String {
    read(file)
        .lines()
        .take_while(|line| line.starts_with('#'))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// Every position reachable from `position` by at most `plies` legal moves, itself included.
pub fn within_plies(position: &Position, plies: usize) -> HashSet<Position> {
    let mut seen = HashSet::from([*position]);
    let mut frontier = vec![*position];
    for _ in 0..plies {
        let mut next = Vec::new();
        for from in frontier {
            for pit in from.legal_moves().iter() {
                let mut to = from;
                to.play_unchecked(pit);
                if seen.insert(to) {
                    next.push(to);
                }
            }
        }
        frontier = next;
    }
    seen
}

/// Every position a game passes through, from the start (South first) to the end of `moves`,
/// both included; `None` if a move is not legal where it is played.
pub fn replay(moves: &[Pit]) -> Option<Vec<Position>> {
    let mut position = Position::start(Rules::KALAH, Player::South);
    let mut trail = vec![position];
    for &pit in moves {
        position.play(pit).ok()?;
        trail.push(position);
    }
    Some(trail)
}

/// A position, the exact value of each legal move in it, and the game that reached it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The position.
    pub position: Position,
    /// Every legal move with its exact value for the side to move.
    pub values: Vec<(Pit, i32)>,
    /// The pits sown from the start to reach the position (empty when the line names none).
    pub game: Vec<Pit>,
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
        let mut fields = vec![self.position.to_string()];
        fields.extend(
            self.values
                .iter()
                .map(|(pit, value)| format!("{pit}:{value:+}")),
        );
        if !self.game.is_empty() {
            let game: String = self.game.iter().map(ToString::to_string).collect();
            fields.push(format!("game={game}"));
        }
        fields.join(" ")
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
            let mut values = Vec::new();
            let mut game = Vec::new();
            for field in fields {
                if let Some(moves) = field.strip_prefix("game=") {
                    game = moves
                        .chars()
                        .map(|c| {
                            c.to_digit(10)
                                .and_then(|d| Pit::new(u8::try_from(d).ok()?))
                                .unwrap_or_else(|| panic!("bad move {c} in {line}"))
                        })
                        .collect();
                } else {
                    let (pit, value) = field.split_once(':').expect("pit:value");
                    let pit = pit.parse().ok().and_then(Pit::new).expect("a pit number");
                    values.push((pit, value.parse().expect("a value")));
                }
            }
            Solved {
                position,
                values,
                game,
            }
        })
        .collect()
}

fn read(file: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Reads the stored positions from [`DATA`].
///
/// # Panics
/// When the file cannot be read.
pub fn load() -> Vec<Solved> {
    load_from(DATA)
}

/// Reads the stored positions from `file` ([`DATA`], [`HELD_OUT`], [`DEV`] or [`RETIRED`]),
/// from the crate's root.
///
/// # Panics
/// When the file cannot be read.
pub fn load_from(file: &str) -> Vec<Solved> {
    parse(&read(file))
}

/// The positions of `file`, in its order.
pub fn positions_of(file: &str) -> Vec<Position> {
    load_from(file).into_iter().map(|s| s.position).collect()
}
