//! What the board shows: the seed counts while a move is animated (after the first few seeds of
//! the engine's sow trace have landed), and [`BoardView`], every cell's count and highlights
//! derived in one place. Plain Rust, tested natively; the view only draws it.

use crate::engine::{Capture, Cell, Outcome, Pit, Player, Position};
use crate::model::game::{Game, Role};

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
    /// The seed being shown landed here on the last step of the animation.
    pub landed: bool,
    /// A pit a person may sow now: it has seeds, and its player may move.
    pub playable: bool,
    /// The pit the hint names, on the side to move.
    pub hinted: bool,
    /// A pit that carries its number, as the keys, the status and the move log name it: every
    /// pit of the bottom row, and of the top row when a second person plays it.
    pub numbered: bool,
}

/// What the session decides about the pits that the game alone does not say: who may sow, and
/// which pit the hint names.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Whether a person may sow each player's pits now (by [`Player::index`]): it is their turn
    /// at this screen and nothing holds the board.
    pub may_sow: [bool; 2],
    /// The pit the hint names for the side to move, once the hint is rated.
    pub hint: Option<Pit>,
}

/// What marks a cell beyond its seeds: the move shown or last played, the preview's landing,
/// who may sow, the hint and the rows that carry numbers.
struct Highlights<'a> {
    fresh: &'a [Cell],
    played: Option<(Player, Pit)>,
    capture: Option<(Player, Capture)>,
    target: Option<Cell>,
    landed: Option<Cell>,
    may_sow: [bool; 2],
    hinted: Option<Cell>,
    numbered: [bool; 2],
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
    /// hovered or focused, with the pits that may be sown and the hint as `marks` says.
    pub fn new(
        game: &Game,
        sowing: Option<&Sowing>,
        preview: Option<Pit>,
        marks: Marks,
    ) -> BoardView {
        let frame = match sowing {
            Some(sowing) => sowing.frame(),
            None => Frame::of(game.position()),
        };
        let (fresh, played, capture) = lit(sowing, game.last_outcome());
        let target = preview.and_then(|pit| game.preview(pit)).map(|p| p.last);
        let landed = sowing.and_then(|s| s.fresh().last().copied());
        let to_move = game.position().to_move();
        BoardView::build(
            &frame,
            &Highlights {
                fresh,
                played,
                capture,
                target,
                landed,
                may_sow: marks.may_sow,
                hinted: marks.hint.map(|pit| Cell::Pit(to_move, pit)),
                numbered: numbered(game),
            },
        )
    }

    /// The board after the first `ply` moves of `game`, as a replay shows it: that position,
    /// with the sowing that led to it highlighted (none at the start), and no pit to sow.
    /// `None` past the moves played.
    pub fn at(game: &Game, ply: usize) -> Option<BoardView> {
        let record = game.record();
        let position = record.position_at(ply)?;
        let played = record.played();
        // A swap sows nothing: the board after it is shown with nothing highlighted.
        let last = ply
            .checked_sub(1)
            .and_then(|i| played.get(i))
            .and_then(|played| played.outcome());
        let (fresh, played, capture) = lit(None, last);
        Some(BoardView::build(
            &Frame::of(&position),
            &Highlights {
                fresh,
                played,
                capture,
                target: None,
                landed: None,
                may_sow: [false; 2],
                hinted: None,
                numbered: numbered(game),
            },
        ))
    }

    /// The board of `position` as the lessons, the puzzles and the live rooms draw it: the
    /// move that led to it (`last`, if any) marked, the pits of each player whose entry in
    /// `may_sow` (by [`Player::index`]) is true and that hold seeds playable, and every pit
    /// numbered.
    pub fn plain(position: &Position, last: Option<&Outcome>, may_sow: [bool; 2]) -> BoardView {
        BoardView::marked(&Frame::of(position), None, last, may_sow)
    }

    /// The boards that show `outcome`, played from `before`, seed by seed, as
    /// [`BoardView::plain`] draws a board: its pit lifted, then each seed dropped, with no pit
    /// to sow. Once every seed has landed the board is the one before any capture or end sweep;
    /// [`BoardView::plain`] of the position after the move shows those.
    pub fn sown(before: &Position, outcome: &Outcome) -> Vec<BoardView> {
        let mut sowing = Sowing::new(*before, outcome.clone());
        let mut boards = Vec::with_capacity(outcome.sown.len() + 1);
        loop {
            boards.push(BoardView::marked(
                &sowing.frame(),
                Some(&sowing),
                None,
                [false; 2],
            ));
            if !sowing.step() {
                return boards;
            }
        }
    }

    /// A board of [`BoardView::plain`] or [`BoardView::sown`]: `frame`'s seeds with the move
    /// being shown (or else the last one) marked.
    fn marked(
        frame: &Frame,
        sowing: Option<&Sowing>,
        last: Option<&Outcome>,
        may_sow: [bool; 2],
    ) -> BoardView {
        let (fresh, played, capture) = lit(sowing, last);
        BoardView::build(
            frame,
            &Highlights {
                fresh,
                played,
                capture,
                target: None,
                landed: sowing.and_then(|s| s.fresh().last().copied()),
                may_sow,
                hinted: None,
                numbered: [true; 2],
            },
        )
    }

    /// The same board with `bottom`'s row drawn at the bottom: the rows change places (a
    /// half turn of the board) when `bottom` is North, as a room shows a page that plays North.
    pub fn turned(mut self, bottom: Player) -> BoardView {
        if bottom == Player::North {
            self.cells.swap(0, 1);
        }
        self
    }

    fn build(frame: &Frame, lit: &Highlights) -> BoardView {
        let mut view = BoardView::default();
        for player in Player::BOTH {
            let pits = (0..6)
                .filter_map(Pit::from_index)
                .map(|p| Cell::Pit(player, p));
            for (index, cell) in pits.chain([Cell::Store(player)]).enumerate() {
                let count = frame.cell(cell);
                let pit = matches!(cell, Cell::Pit(..));
                view.cells[player.index()][index] = CellView {
                    count,
                    fresh: lit.fresh.contains(&cell),
                    last_played: matches!(cell, Cell::Pit(owner, pit) if lit.played == Some((owner, pit))),
                    captured: match (cell, lit.capture) {
                        (Cell::Pit(owner, pit), Some((mover, c))) => {
                            (owner == mover && pit == c.pit)
                                || (owner != mover && pit == c.opposite)
                        }
                        _ => false,
                    },
                    target: lit.target == Some(cell),
                    landed: lit.landed == Some(cell),
                    playable: pit && lit.may_sow[player.index()] && count > 0,
                    hinted: lit.hinted == Some(cell),
                    numbered: pit && lit.numbered[player.index()],
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

/// What marks a board beyond its seeds: the cells sown, the pit sown from and the capture, of
/// the move being shown if there is one (with no capture yet), or else of `last`.
type Lit<'a> = (&'a [Cell], Option<(Player, Pit)>, Option<(Player, Capture)>);

/// The marks of the move being shown, or else of the last one (see [`Lit`]).
fn lit<'a>(sowing: Option<&'a Sowing>, last: Option<&'a Outcome>) -> Lit<'a> {
    match (sowing, last) {
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
    }
}

/// Which rows carry their pits' numbers (by [`Player::index`]): the bottom row always, and the
/// top row when a second person plays it.
fn numbered(game: &Game) -> [bool; 2] {
    Player::BOTH.map(|player| player == Player::South || game.role(player) == Role::PlayerTwo)
}

/// The most seeds a cell draws; its count is always shown as a number too.
pub const MAX_DRAWN_SEEDS: u8 = 24;

/// How many colours seeds come in.
pub const SEED_COLOURS: u8 = 5;

/// One seed as drawn in a heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seed {
    /// Its place in the heap (0 is the middle; later places spiral out).
    pub slot: u8,
    /// Its colour, below [`SEED_COLOURS`].
    pub colour: u8,
    /// It is the seed that has just landed, shown arriving.
    pub arriving: bool,
}

/// The seeds a cell draws for a count: at most [`MAX_DRAWN_SEEDS`]. A seed's place and colour
/// depend only on the cell and its own position in the heap, never on how many there are, so
/// the seeds already drawn stay where they were when one more lands. Colours vary from cell to
/// cell, so no two heaps look alike.
pub fn heap(cell: Cell, view: CellView) -> Vec<Seed> {
    let key = cell_key(cell);
    let shown = view.count.min(MAX_DRAWN_SEEDS);
    (0..shown)
        .map(|slot| Seed {
            slot,
            // Any five seeds in a row have five colours (2 is prime to 5); the pattern starts
            // elsewhere in each cell and shifts after every five seeds.
            colour: (2 * slot + 3 * key + slot / SEED_COLOURS) % SEED_COLOURS,
            arriving: view.landed && slot + 1 == view.count,
        })
        .collect()
}

/// A number for each cell of the board, 0 to 13.
pub fn cell_key(cell: Cell) -> u8 {
    match cell {
        Cell::Pit(player, pit) => player.index() as u8 * 7 + pit.index() as u8,
        Cell::Store(player) => player.index() as u8 * 7 + 6,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(count: u8, landed: bool) -> CellView {
        CellView {
            count,
            landed,
            ..CellView::default()
        }
    }

    #[test]
    fn a_heap_keeps_its_seeds_in_place_as_one_more_lands() {
        for player in Player::BOTH {
            let cells = (0..6)
                .filter_map(Pit::from_index)
                .map(|p| Cell::Pit(player, p))
                .chain([Cell::Store(player)]);
            for cell in cells {
                for count in 0..40 {
                    let before = heap(cell, view(count, false));
                    let after = heap(cell, view(count + 1, true));
                    assert_eq!(before.len(), usize::from(count.min(MAX_DRAWN_SEEDS)));
                    let kept: Vec<(u8, u8)> = after.iter().map(|s| (s.slot, s.colour)).collect();
                    let was: Vec<(u8, u8)> = before.iter().map(|s| (s.slot, s.colour)).collect();
                    assert_eq!(&kept[..was.len()], &was[..], "{cell:?} at {count}");
                    let arriving: Vec<u8> = after
                        .iter()
                        .filter(|s| s.arriving)
                        .map(|s| s.slot)
                        .collect();
                    if count < MAX_DRAWN_SEEDS {
                        assert_eq!(arriving, vec![count], "the new seed arrives");
                    } else {
                        assert!(
                            arriving.is_empty(),
                            "past the drawn seeds, none is shown arriving"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_move_shown_seed_by_seed_lifts_its_pit_then_lands_each_seed_then_stays_marked() {
        let before = Position::start("6x4".parse().unwrap(), Player::South);
        let pit = Pit::from_index(2).unwrap();
        let mut after = before;
        let outcome = after.play(pit).unwrap();
        let sown = BoardView::sown(&before, &outcome);
        assert_eq!(sown.len(), outcome.sown.len() + 1, "lifted, then each seed");
        let lifted = Cell::Pit(Player::South, pit);
        for (landed, board) in sown.iter().enumerate() {
            assert_eq!(board.cell(lifted).count, 0);
            assert!(board.cell(lifted).last_played);
            let arriving: Vec<Cell> = outcome
                .sown
                .iter()
                .copied()
                .filter(|&cell| board.cell(cell).landed)
                .collect();
            assert_eq!(
                arriving,
                outcome.sown[..landed]
                    .last()
                    .copied()
                    .into_iter()
                    .collect::<Vec<_>>()
            );
            for (index, &cell) in outcome.sown.iter().enumerate() {
                assert_eq!(
                    board.cell(cell).fresh,
                    index < landed,
                    "{cell:?} at {landed}"
                );
                assert!(!board.cell(cell).playable, "nothing to sow mid-move");
            }
        }
        let rest = BoardView::plain(&after, Some(&outcome), [true, false]);
        assert!(rest.cell(lifted).last_played);
        assert!(
            outcome
                .sown
                .iter()
                .all(|&cell| rest.cell(cell).fresh && !rest.cell(cell).landed)
        );
        let first = Cell::Pit(Player::South, Pit::from_index(0).unwrap());
        assert!(rest.cell(first).playable && rest.cell(first).numbered);
        assert!(
            !rest
                .cell(Cell::Pit(Player::North, Pit::from_index(0).unwrap()))
                .playable
        );
    }

    #[test]
    fn a_board_turned_for_north_draws_norths_row_at_the_bottom() {
        let mut position = Position::start("6x4".parse().unwrap(), Player::South);
        let outcome = position.play(Pit::from_index(0).unwrap()).unwrap();
        let board = BoardView::plain(&position, Some(&outcome), [false, true]);
        let turned = board.clone().turned(Player::North);
        for player in Player::BOTH {
            for pit in (0..6).filter_map(Pit::from_index) {
                assert_eq!(
                    turned.cell(Cell::Pit(player.other(), pit)),
                    board.cell(Cell::Pit(player, pit))
                );
            }
            assert_eq!(
                turned.cell(Cell::Store(player.other())),
                board.cell(Cell::Store(player))
            );
        }
        assert_eq!(board.clone().turned(Player::South), board);
    }

    #[test]
    fn heaps_use_every_colour_and_differ_from_cell_to_cell() {
        let full = |cell| {
            heap(cell, view(12, false))
                .iter()
                .map(|s| s.colour)
                .collect::<Vec<_>>()
        };
        let first = full(Cell::Pit(Player::South, Pit::from_index(0).unwrap()));
        for colour in 0..SEED_COLOURS {
            assert!(first.contains(&colour), "{colour} in {first:?}");
        }
        let second = full(Cell::Pit(Player::South, Pit::from_index(1).unwrap()));
        assert_ne!(first, second);
        let keys: std::collections::BTreeSet<u8> = Player::BOTH
            .iter()
            .flat_map(|&p| {
                (0..6)
                    .filter_map(Pit::from_index)
                    .map(move |pit| Cell::Pit(p, pit))
                    .chain([Cell::Store(p)])
            })
            .map(cell_key)
            .collect();
        assert_eq!(keys.len(), 14);
    }
}
