//! The analysis board's editor: a position being set up, cell by cell, with the rules it is
//! played under and the side to move. Every change is checked where it is made: a count that
//! cannot be taken is refused at its cell with the reason, and nothing else changes. Whether
//! the whole is a position to study is [`Editor::check`]'s to say, in plain words.
//!
//! Cells are numbered as the board is read: the bottom row's pits 1 to 6 (indices 0 to 5),
//! its store (6), the top row's pits 1 to 6 (7 to 12) and its store (13). The bottom row is
//! South, who moves first in a game; the top is North.
//!
//! ```
//! use mancala::model::study::editor::{Editor, STORE_SOUTH};
//!
//! let mut editor = Editor::new(4, Default::default());
//! assert_eq!(editor.total(), 48);
//! editor.set(0, "9").unwrap();
//! assert_eq!(editor.count(0), 9);
//! assert!(editor.set(1, "two").is_err(), "not a number");
//! assert_eq!(editor.count(1), 4, "nothing changed");
//! assert!(editor.note().unwrap().starts_with("Not reachable from a start"));
//! editor.set(STORE_SOUTH, "0").unwrap();
//! let position = editor.check().unwrap();
//! assert_eq!(position.to_string(), "6x4.s.9-4-4-4-4-4.0.4-4-4-4-4-4.0");
//! ```

use rand::{Rng, RngExt};

use crate::engine::playout::random_move;
use crate::engine::{HouseRules, MOST_SEEDS, Player, Position, Rules, Setup, SetupError};
use crate::model::game::seeds as seeds_words;
use crate::model::study::studied::signed;

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

/// A row's name on the analysis board.
pub fn row_name(player: Player) -> &'static str {
    match player {
        Player::South => "Bottom",
        Player::North => "Top",
    }
}

/// A cell's name, as a screen reader hears it with its count: "Bottom row, pit 3" or "Top
/// store".
pub fn cell_name(cell: usize) -> String {
    match cell_place(cell) {
        (player, Some(pit)) => format!("{} row, pit {pit}", row_name(player)),
        (player, None) => format!("{} store", row_name(player)),
    }
}

/// A count refused at a cell, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The cell.
    pub cell: usize,
    /// Why, in a sentence.
    pub reason: String,
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
    pub fn set(&mut self, cell: usize, text: &str) -> Result<(), String> {
        let text = text.trim();
        let result = match text.parse::<u32>() {
            _ if cell >= CELLS => Err("There is no such cell.".to_string()),
            Ok(count) => self.put(cell, count),
            Err(_) if text.starts_with('-') => {
                Err("A count cannot be below 0: a cell holds 0 seeds or more.".to_string())
            }
            Err(_) if text.is_empty() => Err("Type a number of seeds, 0 or more.".to_string()),
            Err(_) => Err(format!(
                "“{}” is not a whole number of seeds.",
                text.chars().take(12).collect::<String>()
            )),
        };
        self.settle(cell, result)
    }

    /// Adds `delta` seeds to a cell (−1 takes one away).
    ///
    /// # Errors
    /// As [`Editor::set`]: taking from an empty cell, or going past [`MOST_SEEDS`] in all.
    pub fn add(&mut self, cell: usize, delta: i32) -> Result<(), String> {
        let count = i64::from(self.count(cell)) + i64::from(delta);
        let result = match u32::try_from(count) {
            _ if cell >= CELLS => Err("There is no such cell.".to_string()),
            Ok(count) => self.put(cell, count),
            Err(_) => Err(format!("{} is already empty.", cell_name(cell))),
        };
        self.settle(cell, result)
    }

    /// Keeps `result`'s reason as the refusal at `cell`, or clears the refusal.
    fn settle(&mut self, cell: usize, result: Result<(), String>) -> Result<(), String> {
        self.refusal = result.as_ref().err().map(|reason| Refusal {
            cell,
            reason: reason.clone(),
        });
        result
    }

    /// Puts `count` in a cell if the board stays within [`MOST_SEEDS`].
    fn put(&mut self, cell: usize, count: u32) -> Result<(), String> {
        let others = self.total() - u32::from(self.cells[cell]);
        let most = MOST_SEEDS;
        if others + count > most {
            return Err(format!(
                "That would make {} in all; a board holds at most {most} (6 seeds in each of the \
                 12 pits at the most, wherever they are), so this cell can take at most {}.",
                seeds_count(others + count),
                most - others
            ));
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
    /// What keeps it from being one, in a sentence: an empty board, or what the engine
    /// refuses.
    pub fn check(&self) -> Result<Position, String> {
        if self.total() == 0 {
            return Err(
                "The board is empty: put at least one seed in a pit, or some in the stores for \
                 a finished game."
                    .to_string(),
            );
        }
        Position::from_study(&self.setup()).map_err(|error| match error {
            SetupError::TooManySeeds { .. } => format!(
                "A board holds at most {MOST_SEEDS} seeds; this one has {}.",
                self.total()
            ),
            other => format!("This is not a position: {other}."),
        })
    }

    /// What a player should know about the position set up, if anything: that it cannot arise
    /// in a game under its rules, or that it is already over and how.
    pub fn note(&self) -> Option<String> {
        let position = self.check().ok()?;
        let mut notes = Vec::new();
        if !position.has_the_rules_total() {
            notes.push(format!(
                "Not reachable from a start: this board holds {}, and a game of {} a pit holds \
                 {}. It can still be studied and played on.",
                seeds_count(self.total()),
                self.seeds,
                self.rules().total_seeds()
            ));
        }
        // A row with no seeds ends the game, so a side to move that cannot move is a game over.
        if position.is_over() {
            notes.push(over_sentence(&position));
        }
        (!notes.is_empty()).then(|| notes.join(" "))
    }
}

/// A finished position in words: "The game is over: Bottom wins by 4 seeds (30 to 26)."
pub fn over_sentence(position: &Position) -> String {
    let (south, north) = (position.store(Player::South), position.store(Player::North));
    let lead = i32::from(south) - i32::from(north);
    let result = match lead.signum() {
        1 => format!("Bottom wins by {}", seeds_words(south - north)),
        0 => "it is a draw".to_string(),
        _ => format!("Top wins by {}", seeds_words(north - south)),
    };
    format!(
        "The game is over: {result} ({south} to {north}; {} for the bottom).",
        signed(lead)
    )
}

/// A count of seeds in words, for totals past a byte.
fn seeds_count(n: u32) -> String {
    match n {
        1 => "1 seed".to_string(),
        _ => format!("{n} seeds"),
    }
}
