//! Positions and moves: the rules of Kalah applied to a board.
//!
//! The board is a fixed array of small counters laid out as a ring, in sowing order for South:
//! South's pits 1..m, South's store, North's pits 1..m, North's store. A move copies nothing
//! and allocates nothing on the fast path ([`Position::play_unchecked`]); the checked path
//! ([`Position::play`]) also records every cell it sows so that a view can animate it.

use std::fmt;

use super::board::{Cell, Pit, PitSet, Player};
use super::rules::{MAX_PITS, Rules, Sweep};

/// Cells in the largest board: two rows of [`MAX_PITS`] and two stores.
const CELLS: usize = 2 * MAX_PITS as usize + 2;

/// The most seeds a study may hold in all: as many as the largest game starts with (two rows of
/// [`MAX_PITS`] pits of [`super::rules::MAX_SEEDS`]), 72.
pub const MOST_SEEDS: u32 = 2 * MAX_PITS as u32 * super::rules::MAX_SEEDS as u32;

/// A valid game position: the board, the rules, whose turn it is, and whether that turn is
/// already an extra turn (tracked only under [`super::HouseRules::single_extra_turn`]).
///
/// Build one with [`Position::start`], from a [`Setup`], or by parsing its text form (see
/// [`super::notation`]): those hold the rules' seed total. A study ([`Position::from_study`])
/// may hold any total up to [`MOST_SEEDS`]. Each move keeps the total it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    cells: [u8; CELLS],
    rules: Rules,
    to_move: Player,
    extra_turn: bool,
    /// Seeds in all (at most [`MOST_SEEDS`]), which no move changes: kept so that the search
    /// need not count them at every node.
    total: u8,
}

/// An unvalidated position, as it comes from a URL, saved data or a test. Turn it into a
/// [`Position`] with [`Position::from_setup`], which says what is wrong with it, if anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The rules the position is played under.
    pub rules: Rules,
    /// South's pits, pit 1 first.
    pub south: Vec<u8>,
    /// North's pits, pit 1 first (pit 1 faces South's last pit).
    pub north: Vec<u8>,
    /// South's store.
    pub south_store: u8,
    /// North's store.
    pub north_store: u8,
    /// The player to move.
    pub to_move: Player,
    /// Whether the player to move is already playing an extra turn. Only meaningful, and only
    /// allowed, under the single-extra-turn house rule.
    pub extra_turn: bool,
}

/// Why a [`Setup`] is not a valid position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A row has the wrong number of pits for the rules.
    RowLength {
        /// Whose row.
        player: Player,
        /// Pits per side under the rules.
        expected: u8,
        /// Pits given.
        found: usize,
    },
    /// The seeds on the board and in the stores do not add up to the rules' total.
    SeedTotal {
        /// Pits per side times seeds per pit times two.
        expected: u32,
        /// Seeds given.
        found: u32,
    },
    /// The extra-turn flag is set, but the rules allow unlimited extra turns, so it means
    /// nothing.
    ExtraTurnWithoutRule,
    /// A study holds more seeds in all than [`MOST_SEEDS`].
    TooManySeeds {
        /// The most allowed.
        most: u32,
        /// Seeds given.
        found: u32,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::RowLength {
                player,
                expected,
                found,
            } => write!(
                f,
                "{player}'s row has {found} pits; the rules say {expected}"
            ),
            SetupError::SeedTotal { expected, found } => write!(
                f,
                "the board holds {found} seeds in all; the rules start with {expected}"
            ),
            SetupError::ExtraTurnWithoutRule => f.write_str(
                "the position is marked as an extra turn, but that only applies under the \
                 one-extra-turn house rule",
            ),
            SetupError::TooManySeeds { most, found } => write!(
                f,
                "the board holds {found} seeds in all; a position may hold at most {most}"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// Why a move was refused. The position is left as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is already over.
    GameOver,
    /// The board has fewer pits than that.
    NoSuchPit {
        /// The pit asked for.
        pit: Pit,
        /// Pits per side on this board.
        pits: u8,
    },
    /// The pit has no seeds to sow.
    EmptyPit(Pit),
    /// A game record has reached its move limit (see [`super::Record`]).
    MoveLimit,
    /// A swap where the pie rule offers none (see [`super::Record::swap_offered`]).
    SwapNotOffered,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::NoSuchPit { pit, pits } => {
                write!(f, "there is no pit {pit}; each side has {pits}")
            }
            PlayError::EmptyPit(pit) => write!(f, "pit {pit} is empty"),
            PlayError::MoveLimit => f.write_str("the game has reached its move limit"),
            PlayError::SwapNotOffered => f.write_str(
                "a swap is offered only under the pie rule, to the second player, once the first \
                 player's first turn is over",
            ),
        }
    }
}

impl std::error::Error for PlayError {}

/// The two stores, or any other pair of per-player counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Scores {
    /// South's count.
    pub south: u8,
    /// North's count.
    pub north: u8,
}

impl Scores {
    /// The count for one player.
    pub fn of(self, player: Player) -> u8 {
        match player {
            Player::South => self.south,
            Player::North => self.north,
        }
    }

    /// The player's count minus the opponent's.
    #[inline]
    pub fn lead(self, player: Player) -> i32 {
        i32::from(self.of(player)) - i32::from(self.of(player.other()))
    }
}

/// How a finished game came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// One player has the bigger store.
    Win {
        /// Who won.
        winner: Player,
        /// By how many seeds.
        margin: u8,
    },
    /// The stores are equal.
    Draw,
}

impl GameResult {
    /// The result that these final scores give.
    pub fn from_scores(scores: Scores) -> GameResult {
        match scores.south.cmp(&scores.north) {
            std::cmp::Ordering::Greater => GameResult::Win {
                winner: Player::South,
                margin: scores.south - scores.north,
            },
            std::cmp::Ordering::Less => GameResult::Win {
                winner: Player::North,
                margin: scores.north - scores.south,
            },
            std::cmp::Ordering::Equal => GameResult::Draw,
        }
    }

    /// The final margin from one player's side: positive when they won, negative when they
    /// lost, zero for a draw.
    pub fn margin_for(self, player: Player) -> i32 {
        match self {
            GameResult::Win { winner, margin } if winner == player => i32::from(margin),
            GameResult::Win { margin, .. } => -i32::from(margin),
            GameResult::Draw => 0,
        }
    }

    /// The winner, if there is one.
    pub fn winner(self) -> Option<Player> {
        match self {
            GameResult::Win { winner, .. } => Some(winner),
            GameResult::Draw => None,
        }
    }
}

/// A capture: the last seed landed in an empty pit of the mover's, and it and the seeds
/// opposite went to the mover's store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Capture {
    /// The mover's pit where the last seed landed.
    pub pit: Pit,
    /// The opponent's pit facing it.
    pub opposite: Pit,
    /// Seeds taken from the opposite pit. Zero only under the empty-capture house rule.
    pub seeds: u8,
}

impl Capture {
    /// Seeds that went into the store: those taken plus the capturing seed.
    pub fn banked(self) -> u8 {
        self.seeds + 1
    }
}

/// How the game ended, reported by the move that ended it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameEnd {
    /// Seeds each player banked from the board when a row ran empty.
    pub banked: Scores,
    /// The final stores.
    pub scores: Scores,
    /// Who won, and by how much.
    pub result: GameResult,
}

/// Everything a checked move did, in enough detail to animate it and describe it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Who moved.
    pub mover: Player,
    /// The pit sown.
    pub pit: Pit,
    /// Every cell that received a seed, in the order the seeds were dropped.
    pub sown: Vec<Cell>,
    /// Where the last seed landed.
    pub last: Cell,
    /// Whether the mover moves again. False when the move ended the game, even if its last seed
    /// landed in the mover's store.
    pub extra_turn: bool,
    /// The capture this move made, if any.
    pub capture: Option<Capture>,
    /// How the game ended, if this move ended it.
    pub end: Option<GameEnd>,
}

/// What a move's last seed led to, on the fast path: what search needs and nothing more (the
/// checked path's [`Outcome`] tells the whole story).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Landing {
    /// The mover moves again (never when the game is over).
    pub extra_turn: bool,
    /// The move captured.
    pub capture: bool,
    /// The move ended the game (the sweep has been applied).
    pub over: bool,
}

/// Where sown cells are reported. Search passes `()`, which records nothing and costs nothing.
trait Trace {
    fn sown(&mut self, cell: usize);
}

impl Trace for () {
    #[inline(always)]
    fn sown(&mut self, _cell: usize) {}
}

impl Trace for Vec<usize> {
    fn sown(&mut self, cell: usize) {
        self.push(cell);
    }
}

/// Seeds in all the cells. The callers have checked the total is at most [`MOST_SEEDS`] (a
/// start holds at most that many), so it fits a byte.
fn total_of(cells: &[u8; CELLS]) -> u8 {
    cells.iter().fold(0, |sum: u8, &n| sum.saturating_add(n))
}

/// What one application of the rules did, in cell indices.
#[derive(Clone, Copy)]
struct Step {
    last: usize,
    extra_turn: bool,
    capture: Option<(usize, u8)>,
    end: Option<Scores>,
}

impl Position {
    /// The opening position: every pit full, both stores empty, `first` to move.
    pub fn start(rules: Rules, first: Player) -> Position {
        let mut cells = [0; CELLS];
        let m = usize::from(rules.pits());
        for player in Player::BOTH {
            let base = row_base(m, player);
            cells[base..base + m].fill(rules.seeds());
        }
        Position {
            cells,
            rules,
            to_move: first,
            extra_turn: false,
            total: total_of(&cells),
        }
    }

    /// Checks an unvalidated setup and turns it into a position.
    ///
    /// A setup with an empty row is a finished game. It is accepted and brought to the one form
    /// every finished game has: the seeds left on the board banked as the rules say, South
    /// named as the side to move, and no extra-turn flag. So one finished game has one
    /// position, whatever side or flag the setup named.
    ///
    /// # Errors
    /// A [`SetupError`] that names the first thing wrong: a row of the wrong length, a seed
    /// total that does not match the rules, or an extra-turn flag the rules do not use.
    pub fn from_setup(setup: &Setup) -> Result<Position, SetupError> {
        let position = Position::from_study(setup)?;
        let found = position.total_seeds();
        if found != setup.rules.total_seeds() {
            return Err(SetupError::SeedTotal {
                expected: setup.rules.total_seeds(),
                found,
            });
        }
        Ok(position)
    }

    /// Checks a setup for study, as an analysis board takes it, and turns it into a position:
    /// as [`Position::from_setup`] does, except that the seeds may add up to any total up to
    /// [`MOST_SEEDS`]. A position whose total is not the rules' cannot arise in a game under
    /// them ([`Position::has_the_rules_total`] tells), but it can be studied and played on.
    ///
    /// # Errors
    /// A [`SetupError`] that names the first thing wrong: a row of the wrong length, more seeds
    /// than [`MOST_SEEDS`], or an extra-turn flag the rules do not use.
    pub fn from_study(setup: &Setup) -> Result<Position, SetupError> {
        let rules = setup.rules;
        let m = rules.pits();
        for (player, row) in [(Player::South, &setup.south), (Player::North, &setup.north)] {
            if row.len() != usize::from(m) {
                return Err(SetupError::RowLength {
                    player,
                    expected: m,
                    found: row.len(),
                });
            }
        }
        let found: u32 = setup
            .south
            .iter()
            .chain(&setup.north)
            .chain([&setup.south_store, &setup.north_store])
            .map(|&n| u32::from(n))
            .sum();
        if found > MOST_SEEDS {
            return Err(SetupError::TooManySeeds {
                most: MOST_SEEDS,
                found,
            });
        }
        if setup.extra_turn && !rules.house().single_extra_turn {
            return Err(SetupError::ExtraTurnWithoutRule);
        }
        let m = usize::from(m);
        let mut cells = [0; CELLS];
        cells[..m].copy_from_slice(&setup.south);
        cells[m] = setup.south_store;
        cells[m + 1..2 * m + 1].copy_from_slice(&setup.north);
        cells[2 * m + 1] = setup.north_store;
        let mut position = Position {
            cells,
            rules,
            to_move: setup.to_move,
            extra_turn: setup.extra_turn,
            total: total_of(&cells),
        };
        if position.is_over() {
            position.finish();
        }
        Ok(position)
    }

    /// The position as an editable, unvalidated setup.
    pub fn to_setup(&self) -> Setup {
        Setup {
            rules: self.rules,
            south: self.row(Player::South).to_vec(),
            north: self.row(Player::North).to_vec(),
            south_store: self.store(Player::South),
            north_store: self.store(Player::North),
            to_move: self.to_move,
            extra_turn: self.extra_turn,
        }
    }

    /// The rules in force.
    #[inline]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The player whose turn it is. Once the game has ended it is always South, by
    /// convention, and means nothing.
    #[inline]
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Whether the player to move is playing an extra turn that cannot earn another (only ever
    /// true under the single-extra-turn house rule).
    pub fn is_extra_turn(&self) -> bool {
        self.extra_turn
    }

    /// A player's pits, pit 1 first.
    #[inline]
    pub fn row(&self, player: Player) -> &[u8] {
        let base = row_base(self.pits(), player);
        &self.cells[base..base + self.pits()]
    }

    /// Seeds in one of a player's pits; 0 for a pit this board does not have.
    #[inline]
    pub fn seeds(&self, player: Player, pit: Pit) -> u8 {
        self.row(player).get(pit.index()).copied().unwrap_or(0)
    }

    /// Seeds in a player's store.
    #[inline]
    pub fn store(&self, player: Player) -> u8 {
        self.cells[store_index(self.pits(), player)]
    }

    /// Both stores as they stand.
    #[inline]
    pub fn stores(&self) -> Scores {
        Scores {
            south: self.store(Player::South),
            north: self.store(Player::North),
        }
    }

    /// Seeds in any cell; 0 for a pit this board does not have.
    pub fn cell(&self, cell: Cell) -> u8 {
        match cell {
            Cell::Pit(player, pit) => self.seeds(player, pit),
            Cell::Store(player) => self.store(player),
        }
    }

    /// The pits the player to move may sow: the non-empty ones, or none once the game is over.
    #[inline]
    pub fn legal_moves(&self) -> PitSet {
        if self.is_over() {
            return PitSet::EMPTY;
        }
        self.row(self.to_move)
            .iter()
            .enumerate()
            .filter(|&(_, &seeds)| seeds > 0)
            .map(|(index, _)| Pit(index as u8))
            .collect()
    }

    /// Whether sowing this pit is a legal move now.
    pub fn is_legal(&self, pit: Pit) -> bool {
        self.check(pit).is_ok()
    }

    /// Whether the game is over: it is exactly when either row is empty.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.row_empty(Player::South) || self.row_empty(Player::North)
    }

    /// The final stores, once the game is over (the end sweep has been applied by then).
    pub fn final_scores(&self) -> Option<Scores> {
        self.is_over().then(|| self.stores())
    }

    /// The board, the side to move and the extra-turn flag packed into one number. Two
    /// positions under the same rules are equal exactly when their keys are, so a search can
    /// keep positions in a table by key without ever confusing two.
    #[inline]
    pub fn key(&self) -> u128 {
        let mut bytes = [0u8; 16];
        bytes[..CELLS].copy_from_slice(&self.cells);
        bytes[CELLS] = self.to_move as u8;
        bytes[CELLS + 1] = u8::from(self.extra_turn);
        u128::from_le_bytes(bytes)
    }

    /// Like [`Position::key`], but without the stores: the pits, the side to move and the
    /// extra-turn flag. The rules never look at the stores, so two positions with the same
    /// board key have the same future, and their values differ by their store leads alone. A
    /// search can keep one result for all of them.
    #[inline]
    pub fn board_key(&self) -> u128 {
        let mut board = *self;
        let m = self.pits();
        for player in Player::BOTH {
            board.cells[store_index(m, player)] = 0;
        }
        board.key()
    }

    /// A position with South to move, these rows and empty stores, whatever the rules' seed
    /// total (for tables of endgames, which value boards by what is still to be won). A finished
    /// one is brought to its one form, as [`Position::from_setup`] does.
    pub(super) fn from_rows(rules: Rules, south: &[u8], north: &[u8]) -> Position {
        let m = usize::from(rules.pits());
        let mut cells = [0; CELLS];
        cells[..m].copy_from_slice(south);
        cells[m + 1..2 * m + 1].copy_from_slice(north);
        let mut position = Position {
            cells,
            rules,
            to_move: Player::South,
            extra_turn: false,
            total: total_of(&cells),
        };
        if position.is_over() {
            position.finish();
        }
        position
    }

    /// The board turned round, with `to_move` to move: each side's pits and store go to the
    /// other side; the extra-turn flag is kept. With `to_move` the other player than in `self`,
    /// as the pie rule's swap leaves it (see [`super::pie`]), the side to move owns the same
    /// seeds under the other name, so its value is the same as in `self`.
    ///
    /// ```
    /// use mancala::engine::{Pit, Player, Position, Rules};
    ///
    /// let mut position = Position::start(Rules::KALAH, Player::South);
    /// position.play(Pit::new(1).unwrap())?;
    /// let turned = position.mirrored(Player::South);
    /// assert_eq!(turned.to_string(), "6x4.s.4-4-4-4-4-4.0.0-5-5-5-5-4.0");
    /// assert_eq!(turned.mirrored(Player::North), position);
    /// # Ok::<(), mancala::engine::PlayError>(())
    /// ```
    #[must_use]
    pub fn mirrored(&self, to_move: Player) -> Position {
        let m = self.pits();
        let len = 2 * m + 2;
        let mut cells = [0; CELLS];
        for (index, &seeds) in self.cells[..len].iter().enumerate() {
            cells[(index + m + 1) % len] = seeds;
        }
        let mut position = Position {
            cells,
            to_move,
            ..*self
        };
        if position.is_over() {
            position.finish();
        }
        position
    }

    /// Seeds in all, on the board and in the stores. Moves never change it.
    #[inline]
    pub fn total_seeds(&self) -> u32 {
        u32::from(self.total)
    }

    /// Whether the position holds the seeds its rules start a game with, as every position of a
    /// game does; a study ([`Position::from_study`]) may not.
    pub fn has_the_rules_total(&self) -> bool {
        self.total_seeds() == self.rules.total_seeds()
    }

    /// Seeds still on the board (in both rows).
    #[inline]
    pub fn seeds_on_board(&self) -> u8 {
        Player::BOTH
            .iter()
            .map(|&p| self.row(p).iter().sum::<u8>())
            .sum()
    }

    /// The stores as they would be if each player banked their own row now. This is how a game
    /// cut short (by the move limit of a [`super::Record`]) is scored.
    pub fn own_rows_banked(&self) -> Scores {
        let banked = |player| -> u8 { self.store(player) + self.row(player).iter().sum::<u8>() };
        Scores {
            south: banked(Player::South),
            north: banked(Player::North),
        }
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<GameResult> {
        self.final_scores().map(GameResult::from_scores)
    }

    /// Sows a pit for the player to move, and reports everything that happened.
    ///
    /// # Errors
    /// [`PlayError`] when the game is over, the pit is not on this board or the pit is empty.
    /// The position is then unchanged.
    pub fn play(&mut self, pit: Pit) -> Result<Outcome, PlayError> {
        self.check(pit)?;
        let mover = self.to_move;
        let m = self.pits();
        let mut sown = Vec::with_capacity(usize::from(self.seeds(mover, pit)));
        let step = self.apply(pit.index(), &mut sown);
        Ok(Outcome {
            mover,
            pit,
            sown: sown.into_iter().map(|i| cell_at(m, i)).collect(),
            last: cell_at(m, step.last),
            extra_turn: step.extra_turn,
            capture: step.capture.map(|(landing, seeds)| {
                let pit = pit_of(m, landing);
                Capture {
                    pit,
                    opposite: Pit((m - 1 - pit.index()) as u8),
                    seeds,
                }
            }),
            end: step.end.map(|banked| {
                let scores = self.stores();
                GameEnd {
                    banked,
                    scores,
                    result: GameResult::from_scores(scores),
                }
            }),
        })
    }

    /// Sows a pit without checking it, for search. It records nothing and allocates nothing.
    ///
    /// The pit must be a legal move ([`Position::legal_moves`]); otherwise the resulting
    /// position is unspecified (but still memory-safe, and free of panics in release builds).
    ///
    /// # Panics
    /// In debug builds, on an illegal move, so that a search bug shows up in its tests.
    #[inline]
    pub fn play_unchecked(&mut self, pit: Pit) -> Landing {
        debug_assert!(self.is_legal(pit), "illegal move {pit} in {self}");
        let step = self.apply(pit.index(), &mut ());
        Landing {
            extra_turn: step.extra_turn,
            capture: step.capture.is_some(),
            over: step.end.is_some(),
        }
    }

    fn check(&self, pit: Pit) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        if pit.number() > self.rules.pits() {
            return Err(PlayError::NoSuchPit {
                pit,
                pits: self.rules.pits(),
            });
        }
        if self.seeds(self.to_move, pit) == 0 {
            return Err(PlayError::EmptyPit(pit));
        }
        Ok(())
    }

    /// The rules themselves, shared by both paths.
    #[inline(always)]
    fn apply<T: Trace>(&mut self, pit: usize, trace: &mut T) -> Step {
        let m = self.pits();
        let len = 2 * m + 2;
        let house = self.rules.house();
        let me = self.to_move;
        let base = row_base(m, me);
        let own_store = store_index(m, me);
        let skipped_store = if house.sow_both_stores {
            usize::MAX
        } else {
            store_index(m, me.other())
        };
        let origin = base + pit;
        let skipped_origin = if house.skip_origin {
            origin
        } else {
            usize::MAX
        };

        let mut seeds = self.cells[origin];
        self.cells[origin] = 0;
        let mut cell = origin;
        while seeds > 0 {
            cell += 1;
            if cell == len {
                cell = 0;
            }
            if cell == skipped_store || cell == skipped_origin {
                continue;
            }
            self.cells[cell] += 1;
            seeds -= 1;
            trace.sown(cell);
        }

        let mut step = Step {
            last: cell,
            extra_turn: false,
            capture: None,
            end: None,
        };
        if cell == own_store {
            step.extra_turn = !(house.single_extra_turn && self.extra_turn);
        } else if (base..base + m).contains(&cell) && self.cells[cell] == 1 {
            let opposite = 2 * m - cell;
            let taken = self.cells[opposite];
            if taken > 0 || house.empty_capture {
                self.cells[own_store] += taken + 1;
                self.cells[opposite] = 0;
                self.cells[cell] = 0;
                step.capture = Some((cell, taken));
            }
        }
        if step.extra_turn {
            self.extra_turn = house.single_extra_turn;
        } else {
            self.to_move = me.other();
            self.extra_turn = false;
        }
        if self.is_over() {
            step.end = Some(self.finish());
            step.extra_turn = false;
        }
        step
    }

    /// Brings a finished game to its one canonical form: the seeds left on the board banked as
    /// the rules say, South named to move, no extra-turn flag. Reports who banked how many.
    fn finish(&mut self) -> Scores {
        self.to_move = Player::South;
        self.extra_turn = false;
        self.sweep()
    }

    /// Banks the seeds left on the board as the rules say, and reports who got how many.
    fn sweep(&mut self) -> Scores {
        let m = self.pits();
        let mut banked = [0u8; 2];
        match self.rules.house().sweep {
            Sweep::OwnRow => {
                for player in Player::BOTH {
                    banked[player.index()] = self.take_row(m, player);
                }
            }
            Sweep::ToPlayerWhoRanOut => {
                let runner = if self.row_empty(Player::South) {
                    Player::South
                } else {
                    Player::North
                };
                banked[runner.index()] =
                    self.take_row(m, Player::South) + self.take_row(m, Player::North);
            }
            Sweep::Discard => {}
        }
        for player in Player::BOTH {
            self.cells[store_index(m, player)] += banked[player.index()];
        }
        Scores {
            south: banked[0],
            north: banked[1],
        }
    }

    fn take_row(&mut self, m: usize, player: Player) -> u8 {
        let base = row_base(m, player);
        let row = &mut self.cells[base..base + m];
        let seeds = row.iter().sum();
        row.fill(0);
        seeds
    }

    #[inline]
    fn row_empty(&self, player: Player) -> bool {
        self.row(player).iter().all(|&seeds| seeds == 0)
    }

    #[inline]
    fn pits(&self) -> usize {
        usize::from(self.rules.pits())
    }
}

/// Index of a player's pit 1.
#[inline]
fn row_base(m: usize, player: Player) -> usize {
    match player {
        Player::South => 0,
        Player::North => m + 1,
    }
}

/// Index of a player's store.
#[inline]
fn store_index(m: usize, player: Player) -> usize {
    match player {
        Player::South => m,
        Player::North => 2 * m + 1,
    }
}

/// The pit at a cell index that is known to be a pit.
fn pit_of(m: usize, index: usize) -> Pit {
    let offset = if index > m { index - m - 1 } else { index };
    Pit(offset as u8)
}

/// The cell at an index of a board with `m` pits a side.
fn cell_at(m: usize, index: usize) -> Cell {
    if index == m {
        Cell::Store(Player::South)
    } else if index == 2 * m + 1 {
        Cell::Store(Player::North)
    } else if index < m {
        Cell::Pit(Player::South, pit_of(m, index))
    } else {
        Cell::Pit(Player::North, pit_of(m, index))
    }
}
