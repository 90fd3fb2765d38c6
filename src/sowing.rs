//! What the board shows while a move is animated: the seed counts after the first few seeds of
//! the engine's sow trace have landed. Plain Rust, so the frames are tested natively; the view
//! only steps through them on a timer.

use crate::engine::{Cell, Outcome, Player, Position};

/// One picture of the board: seeds in every pit and store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Pits per player (indexed by [`Player::index`]), pit 1 first.
    pub pits: [Vec<u8>; 2],
    /// Stores per player.
    pub stores: [u8; 2],
}

impl Frame {
    /// The board of a position, as it stands.
    pub fn of(position: &Position) -> Frame {
        Frame {
            pits: Player::BOTH.map(|p| position.row(p).to_vec()),
            stores: Player::BOTH.map(|p| position.store(p)),
        }
    }

    /// The board part-way through a move: the pit lifted and the first `landed` seeds of its
    /// trace dropped. Once every seed has landed this is the board before any capture or end
    /// sweep; [`Frame::of`] the position after the move shows those.
    pub fn during(before: &Position, outcome: &Outcome, landed: usize) -> Frame {
        let mut frame = Frame::of(before);
        frame.pits[outcome.mover.index()][outcome.pit.index()] = 0;
        for &cell in outcome.sown.iter().take(landed) {
            *frame.cell_mut(cell) += 1;
        }
        frame
    }

    /// Seeds in one cell.
    pub fn cell(&self, cell: Cell) -> u8 {
        match cell {
            Cell::Pit(player, pit) => self.pits[player.index()]
                .get(pit.index())
                .copied()
                .unwrap_or(0),
            Cell::Store(player) => self.stores[player.index()],
        }
    }

    fn cell_mut(&mut self, cell: Cell) -> &mut u8 {
        match cell {
            Cell::Pit(player, pit) => &mut self.pits[player.index()][pit.index()],
            Cell::Store(player) => &mut self.stores[player.index()],
        }
    }
}

/// A move being shown seed by seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sowing {
    /// The position before the move.
    pub before: Position,
    /// What the move did.
    pub outcome: Outcome,
    /// Seeds landed so far.
    pub landed: usize,
}

impl Sowing {
    /// A move about to be shown, with no seed landed yet.
    pub fn new(before: Position, outcome: Outcome) -> Sowing {
        Sowing {
            before,
            outcome,
            landed: 0,
        }
    }

    /// The board to show now.
    pub fn frame(&self) -> Frame {
        Frame::during(&self.before, &self.outcome, self.landed)
    }

    /// Lands one more seed. Returns false once every seed has landed.
    pub fn step(&mut self) -> bool {
        if self.landed < self.outcome.sown.len() {
            self.landed += 1;
            true
        } else {
            false
        }
    }

    /// The cells that have received a seed so far.
    pub fn fresh(&self) -> &[Cell] {
        &self.outcome.sown[..self.landed]
    }
}
