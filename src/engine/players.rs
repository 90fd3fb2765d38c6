//! The computer's four levels, as budgets and choices on top of [`super::search`].
//!
//! The engine has no clock, so a level's time budget reaches it only through the caller: a
//! node budget, and a `stop` callback the page answers from its own clock. The node budgets
//! here are what the host searches in each level's time: the matches use them in place of a
//! clock, and a caller with a clock can raise them ([`Level::decide_within`]).

use rand::Rng;

use super::board::Pit;
use super::playout::random_move;
use super::position::Position;
use super::rules::Rules;
use super::search::{Found, Limits, Table, best_move, solve_best_within, solve_moves};

/// A level's move, with what its search did to find it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The pit to sow.
    pub pit: Pit,
    /// The deepest search iteration completed, in plies (0 for Easy and for a solved move).
    pub depth: u8,
    /// Whether the move was proved best to the end of the game.
    pub exact: bool,
    /// Positions visited.
    pub nodes: u64,
}

impl From<Found> for Decision {
    fn from(found: Found) -> Decision {
        Decision {
            pit: found.best,
            depth: found.depth,
            exact: found.exact,
            nodes: found.nodes,
        }
    }
}

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A uniformly random legal move.
    Easy,
    /// Alpha-beta four plies ahead, scoring positions by the stores.
    #[default]
    Medium,
    /// Iterative deepening with a transposition table, about 0.35 s a move.
    Hard,
    /// The same search with about 2 s a move, and perfect play once few seeds are left.
    Expert,
}

/// Seeds on the board at or below which Expert first tries to solve the position exactly
/// (within half its budget) instead of searching to a depth. Natively, a solve of every move
/// fits in those 6 million positions in at least 90% of sampled positions up to 26 seeds, and
/// within 2 s in all of them up to 28 (`examples/solve_seeds.rs`).
pub const EXPERT_SOLVE_SEEDS: u8 = 26;

/// The same when Expert's table carries an endgame table ([`Table::with_endgame`]) of 12 seeds
/// or more: then every sampled position up to 32 seeds solves within 2 s natively, and 58% at
/// 34.
pub const EXPERT_SOLVE_SEEDS_WITH_ENDGAME: u8 = 32;

/// Games of at most this many seeds in all (Kalah(6,3) has 36) are small enough for Expert to
/// solve every position of, from the start, once its table carries an endgame table of 12
/// seeds or more for their rules: from the start of Kalah(6,3), its solve visits about 2
/// million positions (0.4 s in Chromium), and the costliest position seen in sampled games 9
/// million (`tests/wasm_solve_kalah_6x3.rs`).
pub const SOLVED_GAME_SEEDS: u32 = 36;

/// Table size for Hard and Expert: 2^18 slots of two 24-byte entries (12 MiB).
pub const TABLE_LOG2_SLOTS: u32 = 18;

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The stable word for this level in links, storage and the worker's messages: "hard".
    /// Never reworded: the words players see are the page's business.
    pub fn slug(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The search budget: Medium a fixed depth, Hard and Expert a node cap that stands in for
    /// their time when no clock stops them first (about what the host searches in 0.35 s and
    /// 2 s at the page's build settings). Hard plays on through captures and extra turns at its
    /// horizon ([`Limits::quiescence`]): over the accuracy benchmark's tuning and development
    /// sets (1,300 positions) it lost 28 seeds against perfect play with it and 44 without, in
    /// the same time. Expert, which searches deeper, lost 2 seeds with it on the tuning set
    /// where it lost none without, so it does without.
    pub fn limits(self) -> Limits {
        match self {
            Level::Easy => Limits::depth(0),
            Level::Medium => Limits::depth(4),
            Level::Hard => Limits {
                quiescence: true,
                ..Limits::nodes(2_000_000)
            },
            Level::Expert => Limits::nodes(12_000_000),
        }
    }

    /// This level's move in `position`, or `None` when the game is over. `stop` is asked every
    /// few thousand nodes whether time is up; `table` is kept between moves by a caller that
    /// plays many (it is cleared for Medium, whose plain four-ply search uses none).
    pub fn choose<R: Rng + ?Sized>(
        self,
        position: &Position,
        table: &mut Table,
        stop: &mut dyn FnMut() -> bool,
        rng: &mut R,
    ) -> Option<Pit> {
        self.decide(position, table, stop, rng)
            .map(|decision| decision.pit)
    }

    /// Like [`Level::choose`], with a report of the search behind the move.
    pub fn decide<R: Rng + ?Sized>(
        self,
        position: &Position,
        table: &mut Table,
        stop: &mut dyn FnMut() -> bool,
        rng: &mut R,
    ) -> Option<Decision> {
        self.decide_within(position, self.limits().nodes, table, stop, rng)
    }

    /// Like [`Level::decide`], with another node cap for Hard and Expert: a caller whose clock
    /// stops the search (through `stop`) can let it run past the budget that stands in for
    /// that clock on the host, since a faster machine visits more positions in the same time.
    pub fn decide_within<R: Rng + ?Sized>(
        self,
        position: &Position,
        node_cap: u64,
        table: &mut Table,
        stop: &mut dyn FnMut() -> bool,
        rng: &mut R,
    ) -> Option<Decision> {
        match self {
            Level::Easy => random_move(position, rng).map(|pit| Decision {
                pit,
                depth: 0,
                exact: false,
                nodes: 0,
            }),
            Level::Medium => {
                let mut plain = Table::disabled();
                best_move(position, self.limits(), &mut plain, stop, rng).map(Decision::from)
            }
            Level::Expert
                if position.seeds_on_board() <= expert_solve_seeds(position.rules(), table) =>
            {
                // Perfect play if a solve fits in half the level's own budget (about half its
                // time, even when a caller's clock lets it run past that budget); the search in
                // what is left if not, so that a hard position never keeps the player waiting.
                // In a game small enough to solve from its start, the solve may take the whole
                // budget: it nearly always fits, and perfect play is what that level promises.
                let solve_nodes = if solves_whole_game(position.rules(), table) {
                    node_cap
                } else {
                    self.limits().nodes.min(node_cap) / 2
                };
                match solve_best_within(position, table, solve_nodes, stop) {
                    Ok(solved) => Some(Decision {
                        pit: pick(&solved.moves, rng)?,
                        depth: 0,
                        exact: true,
                        nodes: solved.nodes,
                    }),
                    Err(spent) => {
                        let limits = Limits::nodes(node_cap.saturating_sub(spent));
                        best_move(position, limits, table, stop, rng).map(|found| Decision {
                            nodes: spent + found.nodes,
                            ..Decision::from(found)
                        })
                    }
                }
            }
            Level::Hard | Level::Expert => {
                let limits = Limits {
                    nodes: node_cap,
                    ..self.limits()
                };
                best_move(position, limits, table, stop, rng).map(Decision::from)
            }
        }
    }
}

/// Seeds at or below which Expert tries to solve a position of a game under `rules`, with this
/// table (the worker's hints and reviews try at the same point): every position of a game
/// small enough to solve whole ([`solves_whole_game`]), else [`EXPERT_SOLVE_SEEDS_WITH_ENDGAME`]
/// with an endgame table of 12 seeds or more for these rules, else [`EXPERT_SOLVE_SEEDS`].
pub fn expert_solve_seeds(rules: Rules, table: &Table) -> u8 {
    if solves_whole_game(rules, table) {
        u8::MAX
    } else if endgame_helps(rules, table) {
        EXPERT_SOLVE_SEEDS_WITH_ENDGAME
    } else {
        EXPERT_SOLVE_SEEDS
    }
}

/// Whether Expert solves every position of a game under `rules` with this table: a game of at
/// most [`SOLVED_GAME_SEEDS`] seeds, with an endgame table of 12 seeds or more for its rules.
pub fn solves_whole_game(rules: Rules, table: &Table) -> bool {
    rules.total_seeds() <= SOLVED_GAME_SEEDS && endgame_helps(rules, table)
}

/// Whether `table` carries an endgame table for `rules` that knows the boards of up to 12
/// seeds (one for other rules, or the empty one of the single-extra-turn rule, knows none).
fn endgame_helps(rules: Rules, table: &Table) -> bool {
    table
        .endgame()
        .is_some_and(|endgame| endgame.rules() == rules && endgame.most() >= 12)
}

/// A move of perfect play: one whose exact value (by [`solve_moves`]) is the best, ties broken
/// by `rng`. Only fast with few seeds on the board.
pub fn perfect_move<R: Rng + ?Sized>(
    position: &Position,
    table: &mut Table,
    rng: &mut R,
) -> Option<Pit> {
    best_of(&solve_moves(position, table), rng)
}

/// One of the moves of highest value, drawn by `rng`; `None` if there are none.
fn best_of<R: Rng + ?Sized>(values: &[(Pit, i32)], rng: &mut R) -> Option<Pit> {
    let best = values.iter().map(|&(_, value)| value).max()?;
    let tied: Vec<Pit> = values
        .iter()
        .filter(|&&(_, value)| value == best)
        .map(|&(pit, _)| pit)
        .collect();
    pick(&tied, rng)
}

/// One of `moves`, drawn by `rng`; `None` if there are none.
fn pick<R: Rng + ?Sized>(moves: &[Pit], rng: &mut R) -> Option<Pit> {
    (!moves.is_empty()).then(|| moves[rand::RngExt::random_range(rng, 0..moves.len())])
}
