//! What the board shows: the seed counts while a move is animated (after the first few seeds of
//! the engine's sow trace have landed), and [`BoardView`], every cell's count and highlights
//! derived in one place. Plain Rust, tested natively; the view only draws it.

use crate::engine::{Cell, Outcome, Pit, Player, Position};
use crate::model::game::Game;

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

/// What one cell of the board shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellView {
    /// Seeds in it.
    pub count: u8,
    /// It received a seed in the move being shown, or else in the last move played.
    pub fresh: bool,
    /// The pit the move being shown (or the last move) was sown from.
    pub last_played: bool,
    /// A pit the last move captured from: the capturing pit and the pit across from it.
    pub captured: bool,
    /// Where the last seed of the previewed move would land.
    pub target: bool,
}

/// Every cell of the board as the page draws it, derived in one place from the game, the move
/// being shown and the pit being previewed. Pits and stores follow the same rules, so a store
/// that just received seeds is tinted like a pit, during the animation and after it alike.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardView {
    /// Per player (by [`Player::index`]): six pits, then the store.
    cells: [[CellView; 7]; 2],
}

impl BoardView {
    /// The board for `game`, while `sowing` (if any) is shown and `preview` (if any) is
    /// hovered or focused.
    pub fn new(game: &Game, sowing: Option<&Sowing>, preview: Option<Pit>) -> BoardView {
        let frame = match sowing {
            Some(sowing) => sowing.frame(),
            None => Frame::of(game.position()),
        };
        let (fresh, played, capture) = match (sowing, game.last_outcome()) {
            (Some(sowing), _) => (
                sowing.fresh(),
                Some((sowing.outcome.mover, sowing.outcome.pit)),
                None,
            ),
            (None, Some(last)) => (
                &last.sown[..],
                Some((last.mover, last.pit)),
                last.capture.map(|c| (last.mover, c)),
            ),
            (None, None) => (&[][..], None, None),
        };
        let target = preview.and_then(|pit| game.preview(pit)).map(|p| p.last);
        let mut view = BoardView::default();
        for player in Player::BOTH {
            let pits = (0..6)
                .filter_map(Pit::from_index)
                .map(|p| Cell::Pit(player, p));
            for (index, cell) in pits.chain([Cell::Store(player)]).enumerate() {
                view.cells[player.index()][index] = CellView {
                    count: frame.cell(cell),
                    fresh: fresh.contains(&cell),
                    last_played: matches!(cell, Cell::Pit(owner, pit) if played == Some((owner, pit))),
                    captured: match (cell, capture) {
                        (Cell::Pit(owner, pit), Some((mover, c))) => {
                            (owner == mover && pit == c.pit)
                                || (owner != mover && pit == c.opposite)
                        }
                        _ => false,
                    },
                    target: target == Some(cell),
                };
            }
        }
        view
    }

    /// What one cell shows.
    pub fn cell(&self, cell: Cell) -> CellView {
        match cell {
            Cell::Pit(player, pit) => self.cells[player.index()]
                .get(pit.index())
                .copied()
                .unwrap_or_default(),
            Cell::Store(player) => self.cells[player.index()][6],
        }
    }
}
