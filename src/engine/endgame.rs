//! An endgame table: the exact value of every board with few seeds left, computed once, so that
//! a search that reaches such a board reads its value instead of searching on.
//!
//! The rules never look at the stores, so what a board is still worth to the side to move (the
//! final store lead minus the lead now) depends only on the pits. The table keeps that for
//! every way of placing up to `most` seeds in the pits, seen from the side to move (its row
//! first), one byte each: `C(most + 2m, 2m)` bytes for `m` pits a side (Kalah(6,·) with 12
//! seeds: 2.7 MB; 16 seeds: 30 MB; 20 seeds: 226 MB). Building visits each board once, about
//! six moves each.
//!
//! ```
//! use mancala::engine::search::{Endgame, Table, solve};
//! use mancala::engine::{Position, Rules};
//!
//! let endgame = Endgame::new(Rules::KALAH, 8);
//! let position: Position = "6x4.s.0-0-0-1-1-1.20.0-1-0-0-0-2.22".parse()?;
//! assert_eq!(endgame.value(&position), Some(solve(&position, &mut Table::new(10))));
//! # Ok::<(), mancala::engine::ParseError>(())
//! ```

use super::board::{Pit, Player};
use super::position::Position;
use super::rules::{MAX_PITS, Rules};

/// Marks a board whose value is not known yet while the table is built.
const UNKNOWN: i8 = i8::MIN;

/// The pits of a board seen from the side to move: its row, then the other row.
type Pits = [u8; 2 * MAX_PITS as usize];

/// Exact values of every board with at most a given number of seeds in the pits.
#[derive(Clone, Debug)]
pub struct Endgame {
    rules: Rules,
    most: u8,
    /// Pits in both rows together.
    cells: usize,
    /// `before[(k * (most + 1) + r) * (most + 1) + p]`: how many ways there are to place `r`
    /// seeds in `k` pits with fewer than `p` in the first.
    before: Vec<u64>,
    /// Where the boards with each number of seeds start.
    offsets: Vec<u64>,
    values: Vec<i8>,
}

impl Endgame {
    /// The table for these rules, of every board with at most `most` seeds in the pits. Under
    /// the single-extra-turn house rule (where a board's future also depends on whether an
    /// extra turn is being played) it is empty and knows nothing.
    pub fn new(rules: Rules, most: u8) -> Endgame {
        let cells = 2 * usize::from(rules.pits());
        let size = usize::from(most) + 1;
        let ways = |seeds: usize, pits: usize| binomial(seeds + pits - 1, pits - 1);
        let mut before = vec![0; (cells + 1) * size * size];
        // Only boards of two pits or more are ranked this way (the last pit takes what is left).
        for k in 2..=cells {
            for r in 0..size {
                for p in 1..=r + 1 {
                    if p < size {
                        before[(k * size + r) * size + p] =
                            before[(k * size + r) * size + p - 1] + ways(r + 1 - p, k - 1);
                    }
                }
            }
        }
        let mut offsets = vec![0];
        for seeds in 0..size {
            offsets.push(offsets[seeds] + ways(seeds, cells));
        }
        let mut table = Endgame {
            rules,
            most,
            cells,
            before,
            offsets,
            values: Vec::new(),
        };
        if rules.house().single_extra_turn {
            table.most = 0;
            return table;
        }
        table.values = vec![UNKNOWN; table.offsets[size] as usize];
        let mut pits = [0; 2 * MAX_PITS as usize];
        for seeds in 0..=most {
            table.fill(&mut pits, 0, seeds);
        }
        table
    }

    /// The rules this table was built for.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The most seeds in the pits of a board this table knows.
    pub fn most(&self) -> u8 {
        self.most
    }

    /// The exact value of `position` for its side to move (its final store lead under perfect
    /// play, in seeds), if the table knows its board: same rules, at most [`Endgame::most`]
    /// seeds in the pits.
    #[inline]
    pub fn value(&self, position: &Position) -> Option<i32> {
        if self.values.is_empty()
            || position.rules() != self.rules
            || position.seeds_on_board() > self.most
        {
            return None;
        }
        let me = position.to_move();
        let gain = i32::from(self.values[self.index(&pits_of(position))]);
        Some(position.stores().lead(me) + gain)
    }

    /// Visits every board with `left` seeds still to place in the pits from `from` on.
    fn fill(&mut self, pits: &mut Pits, from: usize, left: u8) {
        if from == self.cells - 1 {
            pits[from] = left;
            self.gain(pits);
            return;
        }
        for here in 0..=left {
            pits[from] = here;
            self.fill(pits, from + 1, left - here);
        }
    }

    /// What the board `pits` is still worth to its side to move, working it out (and the
    /// boards it leads to) if not known yet. The rules admit no cycle, so this recursion ends.
    fn gain(&mut self, pits: &Pits) -> i8 {
        let index = self.index(pits);
        if self.values[index] != UNKNOWN {
            return self.values[index];
        }
        let m = self.cells / 2;
        let position = Position::from_rows(self.rules, &pits[..m], &pits[m..self.cells]);
        let value = if position.is_over() {
            position.stores().lead(Player::South)
        } else {
            let mut best = i32::MIN;
            for pit in position.legal_moves() {
                best = best.max(self.after(&position, pit));
            }
            best
        };
        let value = value as i8;
        self.values[index] = value;
        value
    }

    /// The value for South, to move in `position` (with empty stores), of sowing `pit`.
    fn after(&mut self, position: &Position, pit: Pit) -> i32 {
        let mut child = *position;
        let landing = child.play_unchecked(pit);
        let banked = child.stores().lead(Player::South);
        if landing.over {
            banked
        } else if child.to_move() == Player::South {
            banked + i32::from(self.gain(&pits_of(&child)))
        } else {
            banked - i32::from(self.gain(&pits_of(&child)))
        }
    }

    /// The board's place in the table: after all boards with fewer seeds, in the order of
    /// their pits.
    #[inline]
    fn index(&self, pits: &Pits) -> usize {
        let size = usize::from(self.most) + 1;
        let mut left: usize = pits[..self.cells].iter().map(|&s| usize::from(s)).sum();
        let mut index = self.offsets[left];
        for (i, &here) in pits[..self.cells - 1].iter().enumerate() {
            let k = self.cells - i;
            index += self.before[(k * size + left) * size + usize::from(here)];
            left -= usize::from(here);
        }
        index as usize
    }
}

/// The pits of `position` seen from its side to move.
#[inline]
fn pits_of(position: &Position) -> Pits {
    let me = position.to_move();
    let mut pits = [0; 2 * MAX_PITS as usize];
    let m = position.row(me).len();
    pits[..m].copy_from_slice(position.row(me));
    pits[m..2 * m].copy_from_slice(position.row(me.other()));
    pits
}

/// `n` choose `k`.
fn binomial(n: usize, k: usize) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) as u64 / (i + 1) as u64)
}
