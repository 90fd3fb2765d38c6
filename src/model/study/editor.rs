//! The analysis board's editor: a position being set up, cell by cell, with the rules it is
//! played under and the side to move. Every change is checked where it is made: a count that
//! cannot be taken is refused at its cell with the reason, and nothing else changes. Whether
//! the whole is a position to study is [`Editor::check`]'s to say. Each reason is a typed
//! value; [`super::words`] puts them into sentences.
//!
//! Cells are numbered as the board is read: the bottom row's pits 1 to 6 (indices 0 to 5),
//! its store (6), the top row's pits 1 to 6 (7 to 12) and its store (13). The bottom row is
//! South, who moves first in a game; the top is North.
//!
//! ```
//! use mancala::model::study::editor::{Editor, Note, STORE_SOUTH};
//!
//! let mut editor = Editor::new(4, Default::default());
//! assert_eq!(editor.total(), 48);
//! editor.set(0, "9").unwrap();
//! assert_eq!(editor.count(0), 9);
//! assert!(editor.set(1, "two").is_err(), "not a number");
//! assert_eq!(editor.count(1), 4, "nothing changed");
//! assert!(matches!(editor.notes()[..], [Note::OffStart { total: 53, .. }]));
//! editor.set(STORE_SOUTH, "0").unwrap();
//! let position = editor.check().unwrap();
//! assert_eq!(position.to_string(), "6x4.s.9-4-4-4-4-4.0.4-4-4-4-4-4.0");
//! ```

use rand::{Rng, RngExt};

use crate::engine::playout::random_move;
use crate::engine::{HouseRules, MOST_SEEDS, Player, Position, Rules, Setup, SetupError};

/// Pits a row.
pub const PITS: usize = 6;

/// Cells on the board: two rows of [`PITS`] and two stores.
pub const CELLS: usize = 2 * PITS + 2;

/// The bottom row's store.
pub const STORE_SOUTH: usize = PITS;

/// The top row's store.
pub const STORE_NORTH: usize = CELLS - 1;

/// A cell's owner and, for a pit, its number (1 to 6); `None` for a store.
pub fn cell_place(cell: usize) -> (Player, Option<u8>) {
    match cell {
        0..PITS => (Player::South, Some(cell as u8 + 1)),
        STORE_SOUTH => (Player::South, None),
        STORE_NORTH => (Player::North, None),
        _ => (Player::North, Some((cell - PITS) as u8)),
    }
}

/// A count refused at a cell, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The cell.
    pub cell: usize,
    /// Why.
    pub reason: BadCount,
}

/// Why a count cannot be put in a cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadCount {
    /// The board has no such cell.
    NoSuchCell,
    /// What was typed is below zero.
    BelowZero,
    /// Nothing was typed.
    Blank,
    /// What was typed (its first 12 characters) is not a whole number.
    NotANumber(String),
    /// Seeds were taken from this cell, which is empty.
    AlreadyEmpty(usize),
    /// The count would make `total` seeds on the board, past [`MOST_SEEDS`]; the cell can
    /// take at most `most`.
    TooMany {
        /// The seeds the board would hold.
        total: u32,
        /// The most the cell can take.
        most: u32,
    },
}

/// Why the editor's board is not a position to study.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// No seed anywhere.
    Empty,
    /// More than [`MOST_SEEDS`] seeds: this many.
    TooManySeeds(u32),
    /// What else the engine refuses.
    Refused(SetupError),
}

/// What a player should know about a position set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// It cannot arise in a game of its rules: it holds `total` seeds, and a game of `seeds`
    /// a pit holds `start`.
    OffStart {
        /// The seeds on the board.
        total: u32,
        /// Seeds a pit at the rules' start.
        seeds: u8,
        /// The seeds a game of those rules holds.
        start: u32,
    },
    /// The game is already over, with these stores.
    Over {
        /// The bottom row's store.
        south: u8,
        /// The top row's store.
        north: u8,
    },
}

/// A position being set up. See the module documentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    seeds: u8,
    house: HouseRules,
    cells: [u8; CELLS],
    to_move: Player,
    refusal: Option<Refusal>,
}

impl Editor {
    /// The start of a game of `seeds` a pit under `house`, the bottom row to move.
    pub fn new(seeds: u8, house: HouseRules) -> Editor {
        let mut editor = Editor {
            seeds,
            house,
            cells: [0; CELLS],
            to_move: Player::South,
            refusal: None,
        };
        editor.start();
        editor
    }

    /// The editor set to `position`, which it can always hold (six pits a row; other boards
    /// are taken as the start of six pits of their seeds).
    pub fn from_position(position: &Position) -> Editor {
        let rules = position.rules();
        let mut editor = Editor::new(rules.seeds(), rules.house());
        if usize::from(rules.pits()) != PITS {
            return editor;
        }
        for (i, &count) in position.row(Player::South).iter().enumerate() {
            editor.cells[i] = count;
        }
        for (i, &count) in position.row(Player::North).iter().enumerate() {
            editor.cells[STORE_SOUTH + 1 + i] = count;
        }
        editor.cells[STORE_SOUTH] = position.store(Player::South);
        editor.cells[STORE_NORTH] = position.store(Player::North);
        editor.to_move = position.to_move();
        editor
    }

    /// Seeds a pit at the start under these rules.
    pub fn seeds(&self) -> u8 {
        self.seeds
    }

    /// The house rules.
    pub fn house(&self) -> HouseRules {
        self.house
    }

    /// The rules the position is played under.
    pub fn rules(&self) -> Rules {
        Rules::new(PITS as u32, u32::from(self.seeds))
            .unwrap_or(Rules::KALAH)
            .with_house(self.house)
    }

    /// The count in a cell (0 for a cell that does not exist).
    pub fn count(&self, cell: usize) -> u8 {
        self.cells.get(cell).copied().unwrap_or(0)
    }

    /// The side to move.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Seeds on the whole board, stores included.
    pub fn total(&self) -> u32 {
        self.cells.iter().map(|&c| u32::from(c)).sum()
    }

    /// The last change refused, if the last change was refused.
    pub fn refusal(&self) -> Option<&Refusal> {
        self.refusal.as_ref()
    }

    /// Sets a cell from what was typed: a whole number from 0 up to what keeps the board within
    /// [`MOST_SEEDS`] seeds in all.
    ///
    /// # Errors
    /// The reason, when the text is not such a number; it is also kept as the
    /// [`Editor::refusal`], and nothing else changes.
    pub fn set(&mut self, cell: usize, text: &str) -> Result<(), BadCount> {
        let text = text.trim();
        let result = match text.parse::<u32>() {
            _ if cell >= CELLS => Err(BadCount::NoSuchCell),
            Ok(count) => self.put(cell, count),
            Err(_) if text.starts_with('-') => Err(BadCount::BelowZero),
            Err(_) if text.is_empty() => Err(BadCount::Blank),
            Err(_) => Err(BadCount::NotANumber(text.chars().take(12).collect())),
        };
        self.settle(cell, result)
    }

    /// Adds `delta` seeds to a cell (−1 takes one away).
    ///
    /// # Errors
    /// As [`Editor::set`]: taking from an empty cell, or going past [`MOST_SEEDS`] in all.
    pub fn add(&mut self, cell: usize, delta: i32) -> Result<(), BadCount> {
        let count = i64::from(self.count(cell)) + i64::from(delta);
        let result = match u32::try_from(count) {
            _ if cell >= CELLS => Err(BadCount::NoSuchCell),
            Ok(count) => self.put(cell, count),
            Err(_) => Err(BadCount::AlreadyEmpty(cell)),
        };
        self.settle(cell, result)
    }

    /// Keeps `result`'s reason as the refusal at `cell`, or clears the refusal.
    fn settle(&mut self, cell: usize, result: Result<(), BadCount>) -> Result<(), BadCount> {
        self.refusal = result.as_ref().err().map(|reason| Refusal {
            cell,
            reason: reason.clone(),
        });
        result
    }

    /// Puts `count` in a cell if the board stays within [`MOST_SEEDS`].
    fn put(&mut self, cell: usize, count: u32) -> Result<(), BadCount> {
        let others = self.total() - u32::from(self.cells[cell]);
        if others + count > MOST_SEEDS {
            return Err(BadCount::TooMany {
                total: others + count,
                most: MOST_SEEDS - others,
            });
        }
        self.cells[cell] = count as u8;
        Ok(())
    }

    /// Sets the side to move.
    pub fn set_to_move(&mut self, player: Player) {
        self.to_move = player;
        self.refusal = None;
    }

    /// Sets the seeds a pit of the rules (3 to 6 on this page), which only say what a start
    /// holds: the counts stay as they are.
    pub fn set_seeds(&mut self, seeds: u8) {
        if Rules::new(PITS as u32, u32::from(seeds)).is_ok() {
            self.seeds = seeds;
        }
        self.refusal = None;
    }

    /// Sets the house rules.
    pub fn set_house(&mut self, house: HouseRules) {
        self.house = house;
        self.refusal = None;
    }

    /// The start position of the rules, the bottom row to move.
    pub fn start(&mut self) {
        self.cells = [self.seeds; CELLS];
        self.cells[STORE_SOUTH] = 0;
        self.cells[STORE_NORTH] = 0;
        self.to_move = Player::South;
        self.refusal = None;
    }

    /// Every cell emptied.
    pub fn empty(&mut self) {
        self.cells = [0; CELLS];
        self.refusal = None;
    }

    /// The two sides swapped: each row and store goes to the other side, and so does the move,
    /// so the same game is seen from the other chair.
    pub fn swap(&mut self) {
        let mut swapped = [0; CELLS];
        for (cell, &count) in self.cells.iter().enumerate() {
            swapped[(cell + PITS + 1) % CELLS] = count;
        }
        self.cells = swapped;
        self.to_move = self.to_move.other();
        self.refusal = None;
    }

    /// A position from a game: the start, then between 6 and 30 moves chosen at random (the
    /// game's Easy player), stopping before the game would end.
    pub fn random<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let mut position = Position::start(self.rules(), Player::South);
        let plies = rng.random_range(6..=30);
        for _ in 0..plies {
            let Some(pit) = random_move(&position, rng) else {
                break;
            };
            let mut next = position;
            if next.play(pit).is_err() || next.is_over() {
                break;
            }
            position = next;
        }
        *self = Editor::from_position(&position);
    }

    /// The setup as the engine takes it.
    pub fn setup(&self) -> Setup {
        Setup {
            rules: self.rules(),
            south: self.cells[..PITS].to_vec(),
            north: self.cells[STORE_SOUTH + 1..STORE_NORTH].to_vec(),
            south_store: self.cells[STORE_SOUTH],
            north_store: self.cells[STORE_NORTH],
            to_move: self.to_move,
            extra_turn: false,
        }
    }

    /// The position set up, to study.
    ///
    /// # Errors
    /// What keeps it from being one: an empty board, or what the engine refuses.
    pub fn check(&self) -> Result<Position, Unfit> {
        if self.total() == 0 {
            return Err(Unfit::Empty);
        }
        Position::from_study(&self.setup()).map_err(|error| match error {
            SetupError::TooManySeeds { .. } => Unfit::TooManySeeds(self.total()),
            other => Unfit::Refused(other),
        })
    }

    /// What a player should know about the position set up, in order, if anything: that it
    /// cannot arise in a game under its rules, and that it is already over and how. None for
    /// a board that is not a position.
    pub fn notes(&self) -> Vec<Note> {
        let Ok(position) = self.check() else {
            return Vec::new();
        };
        let mut notes = Vec::new();
        if !position.has_the_rules_total() {
            notes.push(Note::OffStart {
                total: self.total(),
                seeds: self.seeds,
                start: self.rules().total_seeds(),
            });
        }
        // A row with no seeds ends the game, so a side to move that cannot move is a game over.
        if position.is_over() {
            notes.push(Note::Over {
                south: position.store(Player::South),
                north: position.store(Player::North),
            });
        }
        notes
    }
}
