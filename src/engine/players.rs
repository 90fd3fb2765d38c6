//! The computer's eight levels, as budgets and choices on top of [`super::search`].
//!
//! They make one ladder, numbered 1 to 8 ([`Level::number`]), weakest first. Four steps keep
//! the names players know: Easy (1) plays at random, Medium (5) searches four plies, Hard (7)
//! and Expert (8) search for a node budget. The four steps between them are softened levels
//! ([`Softened`]): a short search rates every move, and the level draws its move with a chance
//! that falls with each seed a move is worse than the best, so it misses a quiet move a seed
//! better far more often than a capture that wins five. The steps were set by a round robin
//! of every level against every other (`examples/round_robin.rs`).
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
use super::search::{
    Found, Limits, Ranking, Table, best_move, rank_moves, solve_best_within, solve_moves,
};

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

/// How strongly the computer plays, weakest first (the derived order is the ladder's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Level 1: a uniformly random legal move.
    Easy,
    /// Level 2: a softened one-ply look ([`LEVEL_2`]).
    Two,
    /// Level 3: a softened two-ply look ([`LEVEL_3`]).
    Three,
    /// Level 4: a softened three-ply look that never misses a free capture ([`LEVEL_4`]).
    Four,
    /// Level 5: alpha-beta four plies ahead, scoring positions by the stores.
    #[default]
    Medium,
    /// Level 6: a softened six-ply look that never misses a free capture ([`LEVEL_6`]).
    Six,
    /// Level 7: iterative deepening with a transposition table, about 0.35 s a move.
    Hard,
    /// Level 8: the same search with about 2 s a move, and perfect play once few seeds are left.
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
    pub const ALL: [Level; 8] = [
        Level::Easy,
        Level::Two,
        Level::Three,
        Level::Four,
        Level::Medium,
        Level::Six,
        Level::Hard,
        Level::Expert,
    ];

    /// The stable word for this level in links, storage and the worker's messages: "hard".
    /// Never reworded: the words players see are the page's business. The four levels the
    /// page had before the ladder keep their words, so stored records still find them; the
    /// new steps are their numbers (`level=3` in a link).
    pub fn slug(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Two => "2",
            Level::Three => "3",
            Level::Four => "4",
            Level::Medium => "medium",
            Level::Six => "6",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// Its step on the ladder, 1 (Easy) to 8 (Expert).
    ///
    /// ```
    /// use mancala::engine::players::Level;
    ///
    /// assert_eq!(Level::Medium.number(), 5);
    /// assert!(Level::ALL.iter().enumerate().all(|(i, level)| usize::from(level.number()) == i + 1));
    /// ```
    pub fn number(self) -> u8 {
        match self {
            Level::Easy => 1,
            Level::Two => 2,
            Level::Three => 3,
            Level::Four => 4,
            Level::Medium => 5,
            Level::Six => 6,
            Level::Hard => 7,
            Level::Expert => 8,
        }
    }

    /// How a softened level chooses its move ([`LEVEL_2`], [`LEVEL_3`], [`LEVEL_4`],
    /// [`LEVEL_6`]), or `None` for the four levels that do not soften their choice.
    pub fn softened(self) -> Option<Softened> {
        match self {
            Level::Two => Some(LEVEL_2),
            Level::Three => Some(LEVEL_3),
            Level::Four => Some(LEVEL_4),
            Level::Six => Some(LEVEL_6),
            Level::Easy | Level::Medium | Level::Hard | Level::Expert => None,
        }
    }

    /// The search budget: the softened levels and Medium a fixed depth, Hard and Expert a node
    /// cap that stands in for their time when no clock stops them first (about what the host
    /// searches in 0.35 s and 2 s at the page's build settings). Hard plays on through captures
    /// and extra turns at its horizon ([`Limits::quiescence`]): over the accuracy benchmark's
    /// old tuning and development sets (1,300 positions, retired on 2026-12-05) it lost 28 seeds
    /// against perfect play with it and 44 without, in the same time. Expert, which searches
    /// deeper, lost 2 seeds with it on the old tuning set where it lost none without, so it does
    /// without.
    pub fn limits(self) -> Limits {
        match self {
            Level::Easy => Limits::depth(0),
            Level::Two => LEVEL_2.limits(),
            Level::Three => LEVEL_3.limits(),
            Level::Four => LEVEL_4.limits(),
            Level::Medium => Limits::depth(4),
            Level::Six => LEVEL_6.limits(),
            Level::Hard => Limits {
                quiescence: true,
                ..Limits::nodes(2_000_000)
            },
            Level::Expert => Limits::nodes(12_000_000),
        }
    }

    /// This level's move in `position`, or `None` when the game is over. `stop` is asked every
    /// few thousand nodes whether time is up; `table` is kept between moves by a caller that
    /// plays many (Medium and the softened levels, whose short searches use none, leave it
    /// alone).
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

    /// Like [`Level::decide`], with another node cap for Hard and Expert (and a safety net for
    /// the softened levels, whose depth bounds them long before): a caller whose clock
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
            Level::Two | Level::Three | Level::Four | Level::Six => self
                .softened()
                .and_then(|softened| softened.decide_within(position, node_cap, stop, rng)),
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

/// A softened level's choice: a search of `depth` plies rates every legal move
/// ([`rank_moves`], with no table, so the move depends on the position and the draw alone),
/// and the move is drawn with a weight that falls by `keep_percent` for each seed it is rated
/// below the best. A softmax over the moves' values, in other words, at the temperature
/// −1 / ln(`keep_percent` / 100) seeds, worked out in whole numbers so that every build draws
/// the same move from the same generator. A level that `sees_captures` never plays a move
/// rated below the best-rated capture: a capture that is free (that nothing the search sees
/// takes back) is never missed, whatever the draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Softened {
    /// Plies searched (an extra turn counts as a ply).
    pub depth: u8,
    /// How often, in percent, a move one seed worse is drawn against one as good as the best:
    /// 100 draws every move alike, 0 plays only the best.
    pub keep_percent: u64,
    /// Whether the search plays captures and extra turns out at its horizon
    /// ([`Limits::quiescence`]).
    pub quiescence: bool,
    /// Whether the level never plays below the best capture its search rates.
    pub sees_captures: bool,
}

/// Level 2: one ply, so it sees what a move banks now (a capture, the seed of an extra turn)
/// and nothing of the reply; a move a seed worse is drawn 50% as often as the best.
pub const LEVEL_2: Softened = Softened {
    depth: 1,
    keep_percent: 50,
    quiescence: false,
    sees_captures: false,
};

/// Level 3: two plies, so it sees the reply that punishes its move, but not its own next
/// turn; 65% as often for each seed worse.
pub const LEVEL_3: Softened = Softened {
    depth: 2,
    keep_percent: 65,
    quiescence: false,
    sees_captures: false,
};

/// Level 4: three plies; 55% as often for each seed worse, and never below its best capture.
pub const LEVEL_4: Softened = Softened {
    depth: 3,
    keep_percent: 55,
    quiescence: false,
    sees_captures: true,
};

/// Level 6: six plies, with captures and extra turns played out at the horizon; 15% as often
/// for each seed worse, and never below its best capture.
pub const LEVEL_6: Softened = Softened {
    depth: 6,
    keep_percent: 15,
    quiescence: true,
    sees_captures: true,
};

/// The weight of a move as good as the best; each seed worse multiplies it by
/// `keep_percent / 100`, rounded down.
const FULL_WEIGHT: u64 = 1 << 40;

impl Softened {
    /// Its search: `depth` plies, by the stores, no node budget.
    pub fn limits(self) -> Limits {
        Limits {
            quiescence: self.quiescence,
            ..Limits::depth(self.depth)
        }
    }

    /// Every legal move of `position` with its value (in seeds, for the side to move) by this
    /// level's search and its weight in the draw, best first; `None` when the game is over or
    /// `stop` (or `node_cap`) cut the first iteration short.
    pub fn weigh(
        self,
        position: &Position,
        node_cap: u64,
        stop: &mut dyn FnMut() -> bool,
    ) -> Option<(Ranking, Vec<u64>)> {
        let limits = Limits {
            nodes: node_cap,
            ..self.limits()
        };
        let ranking = rank_moves(position, limits, &mut Table::disabled(), stop)?;
        let floor = if self.sees_captures {
            ranking
                .moves
                .iter()
                .filter(|&&(pit, _)| {
                    let mut child = *position;
                    child.play_unchecked(pit).capture
                })
                .map(|&(_, value)| value)
                .max()
        } else {
            None
        };
        let weights = self.weights(&ranking.moves, floor);
        Some((ranking, weights))
    }

    /// The weight of each of `moves` (pits with their values, any order), given the value
    /// below which a move is never played (`floor`, if any). The best move's weight is never
    /// zero.
    pub fn weights(self, moves: &[(Pit, i32)], floor: Option<i32>) -> Vec<u64> {
        let best = moves.iter().map(|&(_, value)| value).max().unwrap_or(0);
        let floor = floor.unwrap_or(i32::MIN).min(best);
        moves
            .iter()
            .map(|&(_, value)| {
                if value < floor {
                    return 0;
                }
                let mut weight = FULL_WEIGHT;
                for _ in 0..best.saturating_sub(value) {
                    weight = weight * self.keep_percent.min(100) / 100;
                    if weight == 0 {
                        break;
                    }
                }
                weight
            })
            .collect()
    }

    /// Its move in `position`, drawn by `rng` (one draw a move), or `None` when the game is
    /// over.
    pub fn decide_within<R: Rng + ?Sized>(
        self,
        position: &Position,
        node_cap: u64,
        stop: &mut dyn FnMut() -> bool,
        rng: &mut R,
    ) -> Option<Decision> {
        let Some((ranking, weights)) = self.weigh(position, node_cap, stop) else {
            // Stopped before the first ply finished: any legal move beats none.
            return random_move(position, rng).map(|pit| Decision {
                pit,
                depth: 0,
                exact: false,
                nodes: 0,
            });
        };
        let total: u64 = weights.iter().sum();
        let mut draw = rand::RngExt::random_range(rng, 0..total);
        let mut chosen = ranking.moves[0];
        for (&entry, &weight) in ranking.moves.iter().zip(&weights) {
            if draw < weight {
                chosen = entry;
                break;
            }
            draw -= weight;
        }
        Some(Decision {
            pit: chosen.0,
            depth: ranking.depth,
            // Proved best only if the search was exact and the draw fell on a best move.
            exact: ranking.exact && chosen.1 == ranking.moves[0].1,
            nodes: ranking.nodes,
        })
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
