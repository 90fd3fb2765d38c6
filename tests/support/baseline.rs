//! The classic baseline: the computer player of the best browser mancala we know, rebuilt as a
//! fixed opponent for our levels to beat. Nobody tunes it down.
//!
//! As that page describes its Hard level: alpha-beta with iterative deepening to at most 8
//! plies, stopping once 0.35 s have passed or 100,000 positions have been looked at, whichever
//! comes first; the deepest finished iteration decides, and one cut off is thrown away. A
//! position scores 10 points per seed of store lead and 2 per seed left on each side (its own
//! counting for it), plus a small bonus for having the move; a finished game scores as a win
//! or loss that outranks all of those. Extra turns keep the same player to move (no sign flip),
//! extra turns and captures are tried first, and ties between equally good moves are broken at
//! random.
#![allow(dead_code)]

use std::time::{Duration, Instant};

use mancala::engine::{Pit, Player, Position};
use rand::{Rng, RngExt};

/// The deepest iteration.
pub const MAX_DEPTH: u32 = 8;
/// Positions looked at before it stops deepening.
pub const MAX_NODES: u64 = 100_000;
/// The clock budget (on the host, the node budget always runs out first).
pub const MAX_TIME: Duration = Duration::from_millis(350);

const WIN: i32 = 100_000;

/// The baseline's static score of a position, for the side to move.
fn evaluate(position: &Position) -> i32 {
    let me = position.to_move();
    let side = |p: Player| -> i32 { position.row(p).iter().map(|&s| i32::from(s)).sum() };
    10 * position.stores().lead(me) + 2 * (side(me) - side(me.other())) + 1
}

/// A finished game, for `player`: a win or loss outranking any evaluation, by margin.
fn finished(position: &Position, player: Player) -> i32 {
    let lead = position.stores().lead(player);
    match lead.signum() {
        1 => WIN + lead,
        -1 => -WIN + lead,
        _ => 0,
    }
}

struct Search {
    nodes: u64,
    started: Instant,
    out_of_budget: bool,
}

impl Search {
    fn alphabeta(&mut self, position: &Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes >= MAX_NODES || self.started.elapsed() >= MAX_TIME {
            self.out_of_budget = true;
            return 0;
        }
        if depth == 0 {
            return evaluate(position);
        }
        let me = position.to_move();
        let mut best = -WIN * 2;
        for (pit, child) in ordered(position) {
            let _ = pit;
            let score = if child.is_over() {
                finished(&child, me)
            } else if child.to_move() == me {
                self.alphabeta(&child, depth - 1, alpha, beta)
            } else {
                -self.alphabeta(&child, depth - 1, -beta, -alpha)
            };
            if self.out_of_budget {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// Moves with their positions: extra turns first, then captures, then the rest.
fn ordered(position: &Position) -> Vec<(Pit, Position)> {
    let mut moves: Vec<(u8, Pit, Position)> = position
        .legal_moves()
        .iter()
        .map(|pit| {
            let mut child = *position;
            let effect = child.play_unchecked(pit);
            let rank = if effect.extra_turn {
                0
            } else if effect.capture {
                1
            } else {
                2
            };
            (rank, pit, child)
        })
        .collect();
    moves.sort_by_key(|&(rank, _, _)| rank);
    moves
        .into_iter()
        .map(|(_, pit, child)| (pit, child))
        .collect()
}

/// The baseline's move, or `None` when the game is over.
pub fn choose<R: Rng + ?Sized>(position: &Position, rng: &mut R) -> Option<Pit> {
    let me = position.to_move();
    let mut search = Search {
        nodes: 0,
        started: Instant::now(),
        out_of_budget: false,
    };
    let mut decided: Option<Vec<Pit>> = None;
    for depth in 1..=MAX_DEPTH {
        let mut best = -WIN * 2;
        let mut tied = Vec::new();
        for (pit, child) in ordered(position) {
            let score = if child.is_over() {
                finished(&child, me)
            } else if child.to_move() == me {
                search.alphabeta(&child, depth - 1, best - 1, WIN * 2)
            } else {
                -search.alphabeta(&child, depth - 1, -WIN * 2, -(best - 1))
            };
            if search.out_of_budget {
                break;
            }
            if score > best {
                best = score;
                tied.clear();
            }
            if score == best {
                tied.push(pit);
            }
        }
        if search.out_of_budget {
            break;
        }
        decided = Some(tied);
    }
    match decided {
        Some(tied) if !tied.is_empty() => Some(tied[rng.random_range(0..tied.len())]),
        _ => position.legal_moves().iter().next(),
    }
}
