//! The move list as people read it. A turn is every move one player makes before the other
//! moves, so an extra-turn chain is one turn: pits 3 then 6 by one player, then 2 by the other,
//! is written `3 6 | 2`. Turns are numbered in rounds, one turn of each player a round, as
//! chess numbers its moves: `1. 3 6 | 2  2. 4 | 1 5`.
//!
//! ```
//! use mancala::engine::{Pit, Player, Position, Record, Rules};
//! use mancala::model::moves::{notation, rounds};
//!
//! let start = Position::start(Rules::KALAH, Player::South);
//! let pits: Vec<Pit> = [3, 6, 2].iter().map(|&n| Pit::new(n).unwrap()).collect();
//! let record = Record::from_moves(start, &pits).unwrap();
//! assert_eq!(notation(&record), "1. 3 6 | 2");
//! assert_eq!(rounds(&record)[0].turns[1].first_ply, 2);
//! ```

use crate::engine::{Pit, Player, Record};

/// One player's turn: the moves they made in a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    /// Who moved.
    pub mover: Player,
    /// The ply of the first of these moves (0 for the game's first move).
    pub first_ply: usize,
    /// The pits sown, in order.
    pub pits: Vec<Pit>,
}

impl Chain {
    /// The plies of these moves.
    pub fn plies(&self) -> std::ops::Range<usize> {
        self.first_ply..self.first_ply + self.pits.len()
    }
}

/// One numbered row of the list: a turn of the player who moved first, then (unless the game
/// stopped there) a turn of the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    /// Its number, from 1.
    pub number: usize,
    /// One or two turns.
    pub turns: Vec<Chain>,
}

/// Every turn of a game, in order.
pub fn chains(record: &Record) -> Vec<Chain> {
    let mut chains: Vec<Chain> = Vec::new();
    for (ply, outcome) in record.outcomes().iter().enumerate() {
        match chains.last_mut() {
            Some(chain) if chain.mover == outcome.mover => chain.pits.push(outcome.pit),
            _ => chains.push(Chain {
                mover: outcome.mover,
                first_ply: ply,
                pits: vec![outcome.pit],
            }),
        }
    }
    chains
}

/// The turns of a game, two to a numbered round.
pub fn rounds(record: &Record) -> Vec<Round> {
    let mut rounds: Vec<Round> = Vec::new();
    for (i, chain) in chains(record).into_iter().enumerate() {
        if i % 2 == 0 {
            rounds.push(Round {
                number: i / 2 + 1,
                turns: Vec::new(),
            });
        }
        if let Some(round) = rounds.last_mut() {
            round.turns.push(chain);
        }
    }
    rounds
}

/// A turn's pits, such as `3 6`.
pub fn chain_text(chain: &Chain) -> String {
    let digits: Vec<String> = chain.pits.iter().map(Pit::to_string).collect();
    digits.join(" ")
}

/// A round, such as `1. 3 6 | 2`.
pub fn round_text(round: &Round) -> String {
    let turns: Vec<String> = round.turns.iter().map(chain_text).collect();
    format!("{}. {}", round.number, turns.join(" | "))
}

/// The whole game in the list's notation, rounds separated by two spaces.
pub fn notation(record: &Record) -> String {
    let rounds: Vec<String> = rounds(record).iter().map(round_text).collect();
    rounds.join("  ")
}
