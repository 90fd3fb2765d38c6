//! Game-tree search: negamax alpha-beta with a transposition table, iterative deepening, move
//! ordering, and an exact solver. Scores are final store margins, from the view of the side to
//! move, counted in eighths of a seed inside the search (so that a heuristic leaf can weigh
//! the seeds on each side too) and in seeds in every result. A depth-limited leaf is scored by
//! its store lead, plus, if asked, a fraction of a seed for each seed on the mover's side
//! beyond the opponent's.
//!
//! A table keeps results by board ([`Table`]), and can carry an [`Endgame`] table: the exact
//! value of every board with few seeds left, which any search then reads instead of searching
//! on. The exact solver ([`solve`], [`solve_within`], [`solve_moves`], [`solve_moves_within`],
//! [`solve_best_within`]) runs MTD(f) to the end of the game on top of both, and
//! [`principal_line`] reads the line a search or a solve expects back out of the table.
//!
//! Kalah's extra turn leaves the same side to move, so the search does not negate the score
//! (or swap the window) across such a move. It never reads a clock: the caller bounds the work
//! with a node budget and a `stop` callback that is asked every few thousand nodes.

use std::sync::Arc;

pub use super::endgame::Endgame;

use super::board::{Pit, Player};
use super::position::Position;
use super::sort;
use rand::{Rng, RngExt};

/// Search units per seed.
pub const SCALE: i32 = 8;

/// Larger than any score, in search units.
pub const INFINITY: i32 = 10_000;

/// The stored depth of a result that needed no heuristic leaf: exact to the end of the game.
const TO_THE_END: u8 = u8::MAX;

/// The depth, and the weight of a seed on the mover's side (in eighths of a seed), of the
/// short search that breaks ties the main search leaves (see [`best_move`]). Over the
/// accuracy benchmark's old tuning set (300 positions, retired on 2026-12-05), Hard chose a
/// best move in 94.3% without it and 95.0% to 95.7% with it at depths 1 to 10 (weights 2 and 4
/// alike).
const TIE_BREAK_DEPTH: u8 = 6;
const TIE_BREAK_SIDE_WEIGHT: i32 = 2;

/// Nodes with fewer plies than this left to their horizon neither read nor write the
/// transposition table: they are most of the nodes, each probe of a well-spread table is a
/// cache miss, and their subtrees cost less to search again than to fetch. (A solve, searched
/// to the end, is never that close to its horizon; it has its own rule near the endgame table,
/// [`SOLVE_TABLE_ABOVE_ENDGAME`].) With the slot taken from a full hash of the key, this makes
/// a search to a given depth faster than before at fewer nodes; without it the misses cost
/// more time than the better table saves.
const TABLE_FROM_DEPTH: u8 = 4;

/// A solve leaves the table alone at nodes with at most this many seeds in the pits beyond what
/// the endgame table knows: every child of theirs is close to a board the endgame table values
/// at once, so their subtrees cost less to search again than a table probe costs to fetch (a
/// cache miss on a well-spread table, and the slots they would take are left to costlier
/// results). Standard Kalah(6,4) from the start, 2^25 slots and the 21-seed endgame table, in
/// one run: 35.6 s of CPU and 64.7 million positions with the table at every node, 32.7 s
/// (70.2 million) leaving it alone one seed above the endgame table, 28.9 s (81.3 million) two
/// seeds above, 29.4 s (98.7 million) three.
const SOLVE_TABLE_ABOVE_ENDGAME: u8 = 2;

/// How often (in nodes) the `stop` callback is asked.
const STOP_CHECK_INTERVAL: u64 = 4096;

/// How much a search may do, and how it scores the positions where it stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies (an extra turn counts as a ply).
    pub max_depth: u8,
    /// Stop once this many positions have been visited.
    pub nodes: u64,
    /// What a seed on the mover's own side (beyond the opponent's count) is worth at the
    /// search horizon, in eighths of a seed. Zero counts the stores alone.
    pub side_weight: i32,
    /// Whether the horizon plays on through captures and extra turns before it scores a
    /// position (a quiescence search, see [`Searcher::with_quiescence`]).
    pub quiescence: bool,
}

/// The side weight the stronger levels use: none. Seeds on one's own side do tend to end in
/// one's own store, but at the same node budget a quarter-seed weight played no better (an even
/// match, row 5 of the ladder example), and the coarser scores of the stores alone cut far more
/// of the tree: a full 18-ply search of the opening needs 0.87 million positions, not 2.3.
pub const SIDE_WEIGHT: i32 = 0;

impl Limits {
    /// A search to a fixed depth with no node budget, counting the stores alone.
    pub fn depth(max_depth: u8) -> Limits {
        Limits {
            max_depth,
            nodes: u64::MAX,
            side_weight: 0,
            quiescence: false,
        }
    }

    /// A search bounded only by a node budget, with the stronger levels' evaluation.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            max_depth: TO_THE_END - 1,
            nodes,
            side_weight: SIDE_WEIGHT,
            quiescence: false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    key: [u64; 2],
    score: i16,
    depth: u8,
    bound: Bound,
    best: u8,
    /// How much work the result took: the bit length of the number of positions searched
    /// under it. The table keeps the costliest results when it must choose.
    work: u8,
}

const EMPTY: Entry = Entry {
    key: [u64::MAX; 2],
    score: 0,
    depth: 0,
    bound: Bound::Exact,
    best: u8::MAX,
    work: 0,
};

/// A transposition table: search results by position, so that a position reached by two move
/// orders is searched once, and the best move found last time is tried first next time. Keys
/// are exact ([`Position::board_key`]), so two boards are never confused; they leave out the
/// stores, and the table keeps what a position is worth beyond its store lead, so one entry
/// serves every position with the same pits. Each slot holds two entries: one kept for the
/// work its result took, one for whatever came last.
#[derive(Clone, Debug)]
pub struct Table {
    slots: Vec<[Entry; 2]>,
    mask: usize,
    /// Exact values of the boards with few seeds, if the caller built them.
    endgame: Option<Arc<Endgame>>,
}

/// Whether a table keeps anything: a disabled one turns the search into plain alpha-beta,
/// which is what the tests compare with minimax.
impl Table {
    /// A table that keeps nothing.
    pub fn disabled() -> Table {
        Table {
            slots: Vec::new(),
            mask: 0,
            endgame: None,
        }
    }
}

impl Table {
    /// A table of `2^log2_slots` slots (each two entries of 24 bytes).
    pub fn new(log2_slots: u32) -> Table {
        let size = 1usize << log2_slots.min(28);
        Table {
            slots: vec![[EMPTY; 2]; size],
            mask: size - 1,
            endgame: None,
        }
    }

    /// The same table, with an endgame table: a search then reads the exact value of any
    /// board the endgame table knows instead of searching on from it. Shared, since it costs
    /// time to build; [`Table::clear`] keeps it.
    #[must_use]
    pub fn with_endgame(mut self, endgame: Arc<Endgame>) -> Table {
        self.endgame = Some(endgame);
        self
    }

    /// The endgame table it carries, if any.
    pub fn endgame(&self) -> Option<&Endgame> {
        self.endgame.as_deref()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.fill([EMPTY; 2]);
    }

    #[inline]
    fn split(key: u128) -> [u64; 2] {
        [key as u64, (key >> 64) as u64]
    }

    /// The slot of a key: every bit of both halves reaches every bit of the index, so two
    /// positions share a slot only by chance. (A single multiply, read below its top bits, let
    /// several pits never reach the slot, and a position and its child often evicted each
    /// other.)
    #[inline]
    fn index(&self, key: [u64; 2]) -> usize {
        (fmix64(key[0] ^ fmix64(key[1])) as usize) & self.mask
    }

    #[inline]
    fn probe(&self, key: u128) -> Option<Entry> {
        if self.slots.is_empty() {
            return None;
        }
        let key = Table::split(key);
        self.slots[self.index(key)]
            .iter()
            .find(|e| e.key == key)
            .copied()
    }

    fn store(
        &mut self,
        key: u128,
        score: i32,
        depth: u8,
        bound: Bound,
        best: Option<Pit>,
        work: u8,
    ) {
        if self.slots.is_empty() {
            return;
        }
        let key = Table::split(key);
        let index = self.index(key);
        let entry = Entry {
            key,
            score: score as i16,
            depth,
            bound,
            best: best.map_or(u8::MAX, |p| p.index() as u8),
            work,
        };
        let slot = &mut self.slots[index];
        if slot[0].key == key {
            slot[0] = entry;
        } else if work >= slot[0].work {
            // The costlier result moves up; the one it displaces still gets the second place.
            slot[1] = std::mem::replace(&mut slot[0], entry);
        } else {
            slot[1] = entry;
        }
    }
}

/// MurmurHash3's 64-bit finaliser: a bijection whose every output bit depends on every input
/// bit, so any slice of it makes a table index for any table size.
#[inline]
fn fmix64(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    h ^= h >> 33;
    h = h.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    h ^ (h >> 33)
}

/// The result of a search at the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The move chosen.
    pub best: Pit,
    /// Its value: the final margin expected for the side to move, in seeds (rounded, unless
    /// exact).
    pub score: i32,
    /// The deepest iteration completed, in plies.
    pub depth: u8,
    /// True when the value is exact: the search reached the end of every line.
    pub exact: bool,
    /// Positions visited, in all iterations.
    pub nodes: u64,
}

/// Every legal move ranked by its searched value, best first: what hints and the post-game
/// analysis are made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranking {
    /// Each legal move with its value (final margin for the side to move, in seeds), best
    /// first.
    pub moves: Vec<(Pit, i32)>,
    /// The deepest iteration completed, in plies.
    pub depth: u8,
    /// True when every value is exact.
    pub exact: bool,
    /// Positions visited.
    pub nodes: u64,
}

impl Ranking {
    /// The best move and its value.
    pub fn best(&self) -> Option<(Pit, i32)> {
        self.moves.first().copied()
    }
}

/// One search: its table, its budget and its counters.
pub struct Searcher<'a> {
    table: &'a mut Table,
    stop: &'a mut dyn FnMut() -> bool,
    node_limit: u64,
    side_weight: i32,
    nodes: u64,
    stopped: bool,
    /// Set when a heuristic leaf was scored in the subtree being searched.
    horizon: bool,
    /// How often each side's move from each pit has refuted a line (weighted by the depth
    /// left): the order in which to try quiet moves.
    history: History,
    /// Whether the horizon plays on through captures and extra turns.
    quiescence: bool,
}

/// Cut-off counts by side and pit (see [`Searcher`]).
type History = [[u32; 6]; 2];

impl<'a> Searcher<'a> {
    /// A searcher using `table`, stopping when `stop` says so (asked every few thousand nodes)
    /// or after `node_limit` nodes.
    pub fn new(
        table: &'a mut Table,
        node_limit: u64,
        stop: &'a mut dyn FnMut() -> bool,
    ) -> Searcher<'a> {
        Searcher {
            table,
            stop,
            node_limit,
            side_weight: 0,
            nodes: 0,
            stopped: false,
            horizon: false,
            history: [[0; 6]; 2],
            quiescence: false,
        }
    }

    /// Weighs the seeds on each side at the horizon (see [`Limits::side_weight`]).
    #[must_use]
    pub fn with_side_weight(mut self, side_weight: i32) -> Searcher<'a> {
        self.side_weight = side_weight;
        self
    }

    /// Plays on at the horizon (a quiescence search): the side to move there may keep the
    /// position's score or make a capture or an extra turn, and so on from the position that
    /// leads to, until no side wants to. A horizon that counts the stores alone otherwise
    /// misses a capture or a free move one ply past it, and so misjudges the line that stops
    /// just before it. Every move it plays puts a seed or more in a store, so it always ends.
    #[must_use]
    pub fn with_quiescence(mut self, quiescence: bool) -> Searcher<'a> {
        self.quiescence = quiescence;
        self
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the budget ran out or `stop` said so.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Negamax alpha-beta: the value of `position` for its side to move, in search units
    /// ([`SCALE`] per seed), searched `depth` plies ([`u8::MAX`] means to the end of the
    /// game), within the window `(alpha, beta)`.
    /// Outside the window the result is a bound (fail-soft). Meaningless once
    /// [`Searcher::stopped`].
    pub fn negamax(&mut self, position: &Position, depth: u8, mut alpha: i32, beta: i32) -> i32 {
        let nodes_before = self.nodes;
        self.nodes += 1;
        if self.nodes.is_multiple_of(STOP_CHECK_INTERVAL)
            && (self.nodes >= self.node_limit || (self.stop)())
        {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let me = position.to_move();
        // Whatever happens, each side keeps what its store already holds, and the seeds still
        // on the board can go either way (a study may hold any total, so it is counted here).
        let (mine, theirs) = (position.store(me), position.store(me.other()));
        let stores = i32::from(mine) - i32::from(theirs);
        let open = i32::try_from(position.total_seeds()).unwrap_or(INFINITY)
            - i32::from(mine)
            - i32::from(theirs);
        let (floor, ceiling) = (SCALE * (stores - open), SCALE * (stores + open));
        if floor >= beta {
            return floor;
        }
        if ceiling <= alpha {
            return ceiling;
        }
        if let Some(value) = self.table.endgame.as_ref().and_then(|e| e.value(position)) {
            return SCALE * value;
        }
        if depth == 0 {
            self.horizon = true;
            let side = |p| -> i32 { position.row(p).iter().map(|&s| i32::from(s)).sum() };
            let score = SCALE * stores + self.side_weight * (side(me) - side(me.other()));
            return if self.quiescence {
                self.quiesce(position, score, alpha, beta)
            } else {
                score
            };
        }

        // The table keeps values beyond the store lead (see [`Table`]).
        let lead = SCALE * stores;
        let key = position.board_key();
        let mut hinted = None;
        let shallow = depth < TABLE_FROM_DEPTH
            || (depth == TO_THE_END
                && self.table.endgame.as_ref().is_some_and(|endgame| {
                    position.seeds_on_board()
                        <= endgame.most().saturating_add(SOLVE_TABLE_ABOVE_ENDGAME)
                }));
        if let Some(entry) = (!shallow).then(|| self.table.probe(key)).flatten() {
            hinted = Pit::from_index(usize::from(entry.best));
            if entry.depth >= depth {
                let score = lead + i32::from(entry.score);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    if entry.depth != TO_THE_END {
                        self.horizon = true;
                    }
                    return score;
                }
            }
        }

        let outer_horizon = std::mem::replace(&mut self.horizon, false);
        let child_depth = if depth == TO_THE_END {
            TO_THE_END
        } else {
            depth - 1
        };
        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for (pit, child, over) in ordered_children(position, hinted, &self.history) {
            // Principal variation search: the first move gets the whole window; each later one
            // is first only tested against the best so far with a null window, and searched
            // again in full only if it beats it.
            let score = if best_move.is_none() {
                self.child_value(me, &child, over, child_depth, alpha, beta)
            } else {
                let probe = self.child_value(me, &child, over, child_depth, alpha, alpha + 1);
                if probe > alpha && probe < beta && !self.stopped {
                    self.child_value(me, &child, over, child_depth, probe, beta)
                } else {
                    probe
                }
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(pit);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        let weight = u32::from(depth.min(30));
                        let count = &mut self.history[me.index()][pit.index()];
                        *count = count.saturating_add(weight * weight);
                        break;
                    }
                }
            }
        }
        let exact_below = !self.horizon;
        self.horizon |= outer_horizon;
        let bound = if best <= alpha_in {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let stored_depth = if exact_below { TO_THE_END } else { depth };
        let work = (u64::BITS - (self.nodes - nodes_before).leading_zeros()) as u8;
        if !shallow {
            self.table
                .store(key, best - lead, stored_depth, bound, best_move, work);
        }
        best
    }

    /// The value of `position` at the horizon, for its side to move: at least `score` (what
    /// the position itself is worth there), or what a capture or an extra turn makes of it,
    /// played on at the horizon (see [`Searcher::with_quiescence`]). Fail-soft, like
    /// [`Searcher::negamax`].
    fn quiesce(&mut self, position: &Position, score: i32, mut alpha: i32, beta: i32) -> i32 {
        let mut best = score;
        if best >= beta {
            return best;
        }
        alpha = alpha.max(best);
        let me = position.to_move();
        for pit in position.legal_moves() {
            let mut child = *position;
            let landing = child.play_unchecked(pit);
            if !(landing.extra_turn || landing.capture) {
                continue;
            }
            let score = self.child_value(me, &child, landing.over, 0, alpha, beta);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }

    /// The value of a child for `me`, the side that moved into it: the final margin if the move
    /// ended the game (`over`, as the move reported it, so the rows are not scanned again);
    /// the child's own value if `me` moves again (an extra turn: no negation); its negated
    /// value otherwise.
    fn child_value(
        &mut self,
        me: Player,
        child: &Position,
        over: bool,
        depth: u8,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if over {
            return SCALE * child.stores().lead(me);
        }
        if child.to_move() == me {
            self.negamax(child, depth, alpha, beta)
        } else {
            -self.negamax(child, depth, -beta, -alpha)
        }
    }
}

/// The legal moves and the positions they lead to, best guesses first: the table's move, then
/// extra turns (nearest the store first), then captures (biggest first), then the rest by how
/// much they bank and, among equals, by how often they refuted other lines (`history`). A fixed
/// array: move ordering allocates nothing.
fn ordered_children(position: &Position, hinted: Option<Pit>, history: &History) -> Children {
    let me = position.to_move();
    let mut children = Children {
        items: [(i64::MIN, Pit(0), *position, false); 6],
        len: 0,
        next: 0,
    };
    for pit in position.legal_moves() {
        let mut child = *position;
        let landing = child.play_unchecked(pit);
        let gain = i32::from(child.store(me)) - i32::from(position.store(me));
        let rank = if Some(pit) == hinted {
            4 << 40
        } else if landing.extra_turn {
            (3 << 40) + i64::from(pit.number())
        } else if landing.capture {
            (2 << 40) + i64::from(gain)
        } else {
            (i64::from(gain) << 34) + i64::from(history[me.index()][pit.index()])
        };
        children.items[children.len] = (rank, pit, child, landing.over);
        children.len += 1;
    }
    sort::by_key(&mut children.items[..children.len], |&(rank, _, _, _)| {
        std::cmp::Reverse(rank)
    });
    children
}

/// The children of a position in search order (see [`ordered_children`]).
struct Children {
    items: [(i64, Pit, Position, bool); 6],
    len: usize,
    next: usize,
}

impl Iterator for Children {
    type Item = (Pit, Position, bool);

    fn next(&mut self) -> Option<(Pit, Position, bool)> {
        (self.next < self.len).then(|| {
            let (_, pit, child, over) = self.items[self.next];
            self.next += 1;
            (pit, child, over)
        })
    }
}

/// What a root search to one depth found.
enum Root {
    /// Every move was searched: the moves that tie for best, and their value.
    Complete(Vec<Pit>, i32),
    /// The search was cut off: the moves already shown to be worse than another, and the
    /// moves leading when it stopped.
    Cut { worse: Vec<Pit>, leading: Vec<Pit> },
}

/// Searches the root to `depth`. `first` are the moves to try before the others, in their
/// order (the moves that tied last time, so that a cut-off search says which of them is
/// better, if it gets that far); the others follow in the usual order.
fn root(searcher: &mut Searcher<'_>, position: &Position, depth: u8, first: &[Pit]) -> Root {
    let me = position.to_move();
    let hinted = searcher
        .table
        .probe(position.board_key())
        .and_then(|e| Pit::from_index(usize::from(e.best)));
    let child_depth = if depth == TO_THE_END {
        TO_THE_END
    } else {
        depth - 1
    };
    let mut children: Vec<_> = ordered_children(position, hinted, &searcher.history).collect();
    sort::by_key(&mut children, |(pit, _, _)| {
        first.iter().position(|p| p == pit).unwrap_or(6)
    });
    let mut best = -INFINITY;
    let mut tied = Vec::new();
    let mut worse = Vec::new();
    for (pit, child, over) in children {
        // The first move gets the whole window. A later one is tested with a window around
        // the best so far, which tells a worse move from a tie from a better one, and only a
        // better one is searched again for its value.
        let mut beats_best = false;
        let score = if tied.is_empty() {
            searcher.child_value(me, &child, over, child_depth, -INFINITY, INFINITY)
        } else {
            let probe = searcher.child_value(me, &child, over, child_depth, best - 1, best + 1);
            if probe > best && !searcher.stopped {
                beats_best = true;
                searcher.child_value(me, &child, over, child_depth, probe - 1, INFINITY)
            } else {
                probe
            }
        };
        if searcher.stopped {
            if beats_best {
                // Better than every move so far, whatever its value turns out to be.
                worse.append(&mut tied);
                tied.push(pit);
            }
            return Root::Cut {
                worse,
                leading: tied,
            };
        }
        if score > best {
            best = score;
            worse.append(&mut tied);
            tied.push(pit);
        } else if score == best {
            tied.push(pit);
        } else {
            worse.push(pit);
        }
    }
    if let Some(&first) = tied.first() {
        let lead = SCALE * position.stores().lead(me);
        searcher.table.store(
            position.board_key(),
            best - lead,
            depth,
            Bound::Exact,
            Some(first),
            u8::MAX,
        );
    }
    Root::Complete(tied, best)
}

/// What iterative deepening found: the deepest completed iteration's result, if any, and the
/// positions visited in all iterations (the cut-off one too).
struct Deepened<T> {
    last: Option<Iteration<T>>,
    nodes: u64,
}

/// One completed iteration at the root.
struct Iteration<T> {
    result: T,
    depth: u8,
    /// No heuristic leaf was scored: the result holds to the end of the game.
    exact: bool,
}

/// Iterative deepening, the one loop behind [`best_move`] and [`rank_moves`]: `iteration` searches
/// the root to each depth from 1 up to `limits.max_depth`, until the budget or `stop` cuts one
/// off (it then returns `None` and is thrown away) or one is exact.
fn deepen<T>(
    limits: Limits,
    table: &mut Table,
    stop: &mut dyn FnMut() -> bool,
    mut iteration: impl FnMut(&mut Searcher<'_>, u8) -> Option<T>,
) -> Deepened<T> {
    let mut searcher = Searcher::new(table, limits.nodes, stop)
        .with_side_weight(limits.side_weight)
        .with_quiescence(limits.quiescence);
    let mut last = None;
    for depth in 1..=limits.max_depth.max(1) {
        searcher.horizon = false;
        let Some(result) = iteration(&mut searcher, depth) else {
            break;
        };
        let exact = !searcher.horizon;
        last = Some(Iteration {
            result,
            depth,
            exact,
        });
        if exact {
            break;
        }
    }
    Deepened {
        last,
        nodes: searcher.nodes,
    }
}

/// Iterative deepening from depth 1 up to `limits.max_depth`, until the budget or `stop` ends
/// it or a value is exact. The deepest completed iteration decides. `None` when the game is
/// over.
///
/// The best moves at that depth (often several: the horizon counts the stores alone, so moves
/// often tie there that are seeds apart) are searched first in the next iteration, and if the
/// budget cuts that one off after it has shown some of them worse than another, those are
/// dropped (a deeper look). If it has shown all of them worse, a lone best move too, the move
/// that beat them is played instead (`score` stays the completed depth's). Of those left, a short
/// search that also counts the seeds on each side keeps the best (a secondary evaluation).
/// `rng` then picks among the moves left: moves proven equal when the value is exact,
/// otherwise moves that still tie after both tie-breaks. A search bounded by depth alone has
/// no cut-off iteration, so it draws among all moves that tie at its depth, as Medium does.
pub fn best_move<R: Rng + ?Sized>(
    position: &Position,
    limits: Limits,
    table: &mut Table,
    stop: &mut dyn FnMut() -> bool,
    rng: &mut R,
) -> Option<Found> {
    if position.is_over() {
        return None;
    }
    // The moves that tied in the last complete iteration go first in the next, and what the
    // next one, if cut off, learned about them before it stopped breaks their tie.
    let mut tied_before = Vec::new();
    let mut cut = None;
    let deepened = deepen(limits, table, stop, |searcher, depth| {
        match root(searcher, position, depth, &tied_before) {
            Root::Complete(tied, score) => {
                tied_before.clone_from(&tied);
                Some((tied, score))
            }
            Root::Cut { worse, leading } => {
                cut = Some((worse, leading));
                None
            }
        }
    });
    let Some(Iteration {
        result: (mut tied, score),
        depth,
        exact,
    }) = deepened.last
    else {
        // Not even depth 1 finished: any legal move beats none.
        return Some(Found {
            best: position.legal_moves().iter().next()?,
            score: 0,
            depth: 0,
            exact: false,
            nodes: deepened.nodes,
        });
    };
    if let Some((worse, leading)) = &cut {
        // A deeper look at the best moves: drop those the deeper search found worse than
        // another. If it found all of them worse (a lone best move too), it found a better
        // move, and that leads.
        tied.retain(|pit| !worse.contains(pit));
        if tied.is_empty() {
            tied.clone_from(leading);
        }
    }
    let mut nodes = deepened.nodes;
    if tied.len() > 1 && !exact && cut.is_some() {
        nodes += tie_break(position, &mut tied);
    }
    Some(Found {
        best: tied[rng.random_range(0..tied.len())],
        score: to_seeds(score),
        depth,
        exact,
        nodes,
    })
}

/// Keeps, of `tied` (moves that tie at the search's horizon and that no deeper search within
/// the budget told apart), those that score best in a short search ([`TIE_BREAK_DEPTH`] plies)
/// that also counts the seeds on each side ([`TIE_BREAK_SIDE_WEIGHT`]): seeds on one's own side
/// tend to end in one's own store. Returns the positions it visited (a few thousand).
fn tie_break(position: &Position, tied: &mut Vec<Pit>) -> u64 {
    let me = position.to_move();
    let mut plain = Table::disabled();
    let mut never = || false;
    let mut searcher =
        Searcher::new(&mut plain, u64::MAX, &mut never).with_side_weight(TIE_BREAK_SIDE_WEIGHT);
    let mut best = -INFINITY;
    let mut kept = Vec::new();
    for &pit in tied.iter() {
        let mut child = *position;
        let landing = child.play_unchecked(pit);
        let score = searcher.child_value(
            me,
            &child,
            landing.over,
            TIE_BREAK_DEPTH - 1,
            -INFINITY,
            INFINITY,
        );
        if score > best {
            best = score;
            kept.clear();
        }
        if score == best {
            kept.push(pit);
        }
    }
    *tied = kept;
    searcher.nodes
}

/// Ranks every legal move by its value, by iterative deepening within `limits` (and `stop`): each
/// root move is searched with a full window, so every value is exact at the depth reached. The
/// deepest completed iteration is kept. `None` when the game is over.
pub fn rank_moves(
    position: &Position,
    limits: Limits,
    table: &mut Table,
    stop: &mut dyn FnMut() -> bool,
) -> Option<Ranking> {
    if position.is_over() {
        return None;
    }
    let me = position.to_move();
    let deepened = deepen(limits, table, stop, |searcher, depth| {
        let mut moves = Vec::new();
        for (pit, child, over) in ordered_children(position, None, &searcher.history) {
            let score = searcher.child_value(me, &child, over, depth - 1, -INFINITY, INFINITY);
            if searcher.stopped {
                return None;
            }
            moves.push((pit, to_seeds(score)));
        }
        sort::by_key(&mut moves, |&(pit, seeds)| (std::cmp::Reverse(seeds), pit));
        Some(moves)
    });
    deepened.last.map(|last| Ranking {
        moves: last.result,
        depth: last.depth,
        exact: last.exact,
        nodes: deepened.nodes,
    })
}

/// The line a search or a solve expects after `first`: `first`, then, from each position
/// reached, the move the table keeps as best there, until the game ends, the table knows no
/// move, or the line is `most` moves long. Where the table's endgame table knows a board, the
/// line takes the lowest pit whose exact value is the board's (the endgame table keeps values,
/// not moves). Every move is checked legal before it is played, so the line can always be
/// replayed; where the table kept only a bound on a position, its move is the search's best
/// guess, not a proved one. Empty when `first` is not legal or `most` is 0.
///
/// ```
/// use mancala::engine::search::{Limits, Table, principal_line, rank_moves};
/// use mancala::engine::{Pit, Player, Position, Rules};
///
/// let start = Position::start(Rules::KALAH, Player::South);
/// let mut table = Table::new(16);
/// let ranking = rank_moves(&start, Limits::depth(8), &mut table, &mut || false).unwrap();
/// let (best, _) = ranking.best().unwrap();
/// let line = principal_line(&start, best, &table, 8);
/// assert_eq!(line[0], best);
/// assert!(line.len() > 1 && line.len() <= 8);
/// let mut position = start;
/// for pit in line {
///     position.play(pit).expect("every move of the line is legal");
/// }
/// ```
pub fn principal_line(position: &Position, first: Pit, table: &Table, most: usize) -> Vec<Pit> {
    let mut line = Vec::new();
    let mut now = *position;
    let mut next = Some(first);
    while let Some(pit) = next.filter(|&pit| line.len() < most && now.is_legal(pit)) {
        now.play_unchecked(pit);
        line.push(pit);
        if now.is_over() {
            break;
        }
        next = endgame_move(&now, table).or_else(|| {
            table
                .probe(now.board_key())
                .and_then(|entry| Pit::from_index(usize::from(entry.best)))
        });
    }
    line
}

/// A move that keeps the exact value of `position` by the table's endgame table, if that knows
/// its board: the lowest such pit.
fn endgame_move(position: &Position, table: &Table) -> Option<Pit> {
    let endgame = table.endgame()?;
    let value = endgame.value(position)?;
    let me = position.to_move();
    position.legal_moves().iter().find(|&pit| {
        let mut child = *position;
        let landing = child.play_unchecked(pit);
        let after = if landing.over {
            Some(child.stores().lead(me))
        } else if child.to_move() == me {
            endgame.value(&child)
        } else {
            endgame.value(&child).map(|v| -v)
        };
        after == Some(value)
    })
}

/// The exact value of a position: the final store margin for the side to move under perfect
/// play by both sides (for a finished game, its final margin from South's side, since South is
/// named to move once a game is over). Uses
/// MTD(f): null-window searches to the end of the game that close in on the value, sharing one
/// table. Only the table's size bounds its memory; its time grows quickly with the seeds on
/// the board.
pub fn solve(position: &Position, table: &mut Table) -> i32 {
    solve_counted(position, table).value
}

/// An exact value, with the work it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The final store margin for the side to move under perfect play (see [`solve`]).
    pub value: i32,
    /// Positions visited.
    pub nodes: u64,
}

/// Like [`solve`], also reporting the positions visited.
pub fn solve_counted(position: &Position, table: &mut Table) -> Solved {
    solve_within(position, table, u64::MAX, &mut || false).expect("an unbounded search ends")
}

/// Like [`solve_counted`], within a budget as in [`solve_moves_within`]: at most about `nodes`
/// positions, and `stop` (asked every few thousand positions) may end it sooner.
///
/// # Errors
/// The positions visited, if the budget ran out before the value was exact.
pub fn solve_within(
    position: &Position,
    table: &mut Table,
    nodes: u64,
    stop: &mut dyn FnMut() -> bool,
) -> Result<Solved, u64> {
    let mut searcher = Searcher::new(table, nodes, stop);
    match exact_value(&mut searcher, position) {
        Some(value) => Ok(Solved {
            value,
            nodes: searcher.nodes,
        }),
        None => Err(searcher.nodes),
    }
}

/// The exact value of `position` for its side to move, in seeds, or `None` if `searcher` ran
/// out of budget first.
fn exact_value(searcher: &mut Searcher<'_>, position: &Position) -> Option<i32> {
    if position.is_over() {
        return Some(position.stores().lead(position.to_move()));
    }
    let me = position.to_move();
    let guess = mtdf(
        searcher,
        position,
        TO_THE_END,
        SCALE * position.stores().lead(me),
    );
    (!searcher.stopped).then(|| to_seeds(guess))
}

/// MTD(f): the value of `position` searched `depth` plies, by null-window searches that close
/// in on it from `guess`. (Deepening first, by MTD(f) to 8, 12, 16... plies until a search
/// reaches every end, visited 7-40% more positions in all.) Meaningless once the searcher has
/// stopped.
fn mtdf(searcher: &mut Searcher<'_>, position: &Position, depth: u8, mut guess: i32) -> i32 {
    let (mut lower, mut upper) = (-INFINITY, INFINITY);
    while lower < upper && !searcher.stopped {
        let beta = guess.max(lower + 1);
        guess = searcher.negamax(position, depth, beta - 1, beta);
        if guess < beta {
            upper = guess;
        } else {
            lower = guess;
        }
    }
    guess
}

/// The exact value of every legal move, in the order of the pits: the final store margin for
/// the side to move under perfect play after that move (by [`solve`], sharing `table`). Empty
/// when the game is over. Only fast with few seeds on the board, or with an endgame table
/// that knows most of what follows ([`Table::with_endgame`]).
pub fn solve_moves(position: &Position, table: &mut Table) -> Vec<(Pit, i32)> {
    match solve_moves_within(position, table, u64::MAX, &mut || false) {
        Ok(solved) => solved.values,
        Err(_) => unreachable!("an unbounded search ends"),
    }
}

/// The exact value of every legal move (see [`solve_moves`]), with the work it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveValues {
    /// Each legal move and its exact value, in the order of the pits.
    pub values: Vec<(Pit, i32)>,
    /// Positions visited.
    pub nodes: u64,
}

/// Like [`solve_moves`], within a budget: at most about `nodes` positions for all the moves
/// together, and `stop` (asked every few thousand positions) may end it sooner.
///
/// # Errors
/// The positions visited, if the budget ran out before every value was exact.
pub fn solve_moves_within(
    position: &Position,
    table: &mut Table,
    nodes: u64,
    stop: &mut dyn FnMut() -> bool,
) -> Result<MoveValues, u64> {
    let me = position.to_move();
    let mut searcher = Searcher::new(table, nodes, stop);
    let mut values = Vec::new();
    for pit in position.legal_moves() {
        let mut child = *position;
        child.play_unchecked(pit);
        let value = if child.is_over() {
            child.stores().lead(me)
        } else {
            let Some(value) = exact_value(&mut searcher, &child) else {
                return Err(searcher.nodes);
            };
            if child.to_move() == me { value } else { -value }
        };
        values.push((pit, value));
    }
    Ok(MoveValues {
        values,
        nodes: searcher.nodes,
    })
}

/// The moves of perfect play in a position: every legal move whose exact value is the best, and
/// that value (see [`solve_best_within`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestMoves {
    /// The moves that keep the exact value, in the order of the pits.
    pub moves: Vec<Pit>,
    /// The exact value of the position for its side to move (see [`solve`]).
    pub value: i32,
    /// Positions visited.
    pub nodes: u64,
}

/// The moves of perfect play, within a budget as in [`solve_moves_within`]: the exact value of
/// the position, then, for each legal move, one null-window search that tells whether it keeps
/// that value. It proves less than [`solve_moves_within`], which pins down how much each worse
/// move loses, and so costs a fraction of it (from the start of Kalah(6,3), a fifth); a
/// player needs no more. Empty moves when the game is over.
///
/// # Errors
/// The positions visited, if the budget ran out before the best moves were known.
pub fn solve_best_within(
    position: &Position,
    table: &mut Table,
    nodes: u64,
    stop: &mut dyn FnMut() -> bool,
) -> Result<BestMoves, u64> {
    let me = position.to_move();
    let mut searcher = Searcher::new(table, nodes, stop);
    let Some(value) = exact_value(&mut searcher, position) else {
        return Err(searcher.nodes);
    };
    let target = SCALE * value;
    let mut moves = Vec::new();
    for pit in position.legal_moves() {
        let mut child = *position;
        let landing = child.play_unchecked(pit);
        // No move is worth more than the position, so "at least its value" means "exactly".
        let keeps = searcher.child_value(me, &child, landing.over, TO_THE_END, target - 1, target);
        if searcher.stopped {
            return Err(searcher.nodes);
        }
        if keeps >= target {
            moves.push(pit);
        }
    }
    Ok(BestMoves {
        moves,
        value,
        nodes: searcher.nodes,
    })
}

/// Search units to seeds, to the nearest seed (exact values are whole seeds already).
fn to_seeds(units: i32) -> i32 {
    (units + units.signum() * SCALE / 2) / SCALE
}
