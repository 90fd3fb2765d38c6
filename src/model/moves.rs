//! The move list as people read it. A turn is every move one player makes before the other
//! moves, so an extra-turn chain is one turn: pits 3 then 6 by one player, then 2 by the other,
//! is written `3 6 | 2`. Turns are numbered in rounds, one turn of each player a round, as
//! chess numbers its moves: `1. 3 6 | 2  2. 4 | 1 5`. Under the pie rule the second player's
//! first turn may be the swap, a turn of its own: `1. 3 6 | swap  2. 4 | 1 5`, where the first
//! player, to move after the swap, plays 4 from the other side of the board.
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

use crate::engine::{Move, Player, Record};

/// One player's turn: the moves they made in a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    /// Who moved.
    pub mover: Player,
    /// The ply of the first of these moves (0 for the game's first move).
    pub first_ply: usize,
    /// The moves, in order: pits sown, or the pie rule's swap alone.
    pub moves: Vec<Move>,
}

impl Chain {
    /// The plies of these moves.
    pub fn plies(&self) -> std::ops::Range<usize> {
        self.first_ply..self.first_ply + self.moves.len()
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
    for (ply, played) in record.played().iter().enumerate() {
        let (mover, next) = (played.mover(), played.as_move());
        match chains.last_mut() {
            Some(chain) if chain.mover == mover => chain.moves.push(next),
            _ => chains.push(Chain {
                mover,
                first_ply: ply,
                moves: vec![next],
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

/// A turn's moves, such as `3 6`, or `swap`.
pub fn chain_text(chain: &Chain) -> String {
    let digits: Vec<String> = chain.moves.iter().map(Move::to_string).collect();
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
