//! The frames of a replayed board: the moves that came with a room's state, played back seed
//! by seed as play's board draws them, with this page's own row at the bottom. Each move is
//! stepped through with the board's own [`BoardView::sown`], as play animates its moves.

use crate::engine::{Played, Player, Record};
use crate::model::board::BoardView;

/// The moves that came with a state, played back: the board after each seed dropped, with
/// this page's own row at the bottom, ending with the board the state names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Playback {
    /// Counts up with each state that brings moves to show.
    pub id: u32,
    /// The boards to show in turn.
    pub frames: Vec<BoardView>,
    /// Milliseconds between two boards.
    pub interval: u32,
}

/// The boards that show the moves of `record` from ply `from` seed by seed, `bottom`'s row at
/// the bottom: for each sowing, its pit lifted, then each seed dropped; after each move, the
/// board it left (its capture and end sweep made), with the move marked.
pub(super) fn frames(record: &Record, from: usize, bottom: Player) -> Vec<BoardView> {
    let mut frames = Vec::new();
    for (ply, played) in record.played().iter().enumerate().skip(from) {
        let outcome = played.outcome();
        if let (Some(outcome), Some(before)) = (outcome, record.position_at(ply)) {
            frames.extend(BoardView::sown(&before, outcome));
        }
        if let Some(after) = record.position_at(ply + 1) {
            frames.push(BoardView::plain(&after, outcome, [false; 2]));
        }
    }
    frames.into_iter().map(|view| view.turned(bottom)).collect()
}

/// The board a room shows at rest: the game's position with its last move marked, `bottom`'s
/// row at the bottom, and the pits of `mine` (the player this page plays, if it plays) playable
/// while `my_turn` holds.
pub fn at_rest(record: &Record, bottom: Player, mine: Option<Player>, my_turn: bool) -> BoardView {
    let played = record.played();
    let last = played.last().and_then(Played::outcome);
    let may_sow = Player::BOTH.map(|player| my_turn && mine == Some(player));
    BoardView::plain(record.position(), last, may_sow).turned(bottom)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Cell, Move, Pit, Position, Rules};

    /// Each cell's seeds on a board as drawn, bottom row first: its pits 1 to 6 (0 to 5), its
    /// store (6), the top row's pits 1 to 6 (7 to 12) and its store (13).
    fn counts(view: &BoardView) -> [u8; 14] {
        let mut cells = [0; 14];
        for pit in (0..6).filter_map(Pit::from_index) {
            cells[pit.index()] = view.cell(Cell::Pit(Player::South, pit)).count;
            cells[7 + pit.index()] = view.cell(Cell::Pit(Player::North, pit)).count;
        }
        cells[6] = view.cell(Cell::Store(Player::South)).count;
        cells[13] = view.cell(Cell::Store(Player::North)).count;
        cells
    }

    /// Where `cell` is among the cells of [`counts`], worked out apart from the board's turn.
    fn place(cell: Cell, bottom: Player) -> usize {
        match cell {
            Cell::Pit(player, pit) if player == bottom => pit.index(),
            Cell::Pit(_, pit) => 7 + pit.index(),
            Cell::Store(player) if player == bottom => 6,
            Cell::Store(_) => 13,
        }
    }

    /// The cells of `position`, read from it seed count by seed count.
    fn cells(position: &Position, bottom: Player) -> [u8; 14] {
        let mut cells = [0; 14];
        for player in Player::BOTH {
            for pit in (0..6).filter_map(Pit::from_index) {
                cells[place(Cell::Pit(player, pit), bottom)] = position.seeds(player, pit);
            }
            cells[place(Cell::Store(player), bottom)] = position.store(player);
        }
        cells
    }

    /// A game under `rules`: each move the last legal pit, after a swap when one is offered.
    fn game(rules: &str) -> Record {
        let rules: Rules = rules.parse().expect("rules");
        let mut record = Record::new(Position::start(rules, Player::South));
        while !record.is_over() {
            let played = if record.swap_offered() {
                Move::Swap
            } else {
                match record.position().legal_moves().iter().next_back() {
                    Some(pit) => Move::Sow(pit),
                    None => break,
                }
            };
            record.play_move(played).expect("a legal move");
        }
        record
    }

    /// The frames of `record` from `from`, worked out seed by seed on the cells alone.
    fn by_hand(record: &Record, from: usize, bottom: Player) -> Vec<[u8; 14]> {
        let mut frames = Vec::new();
        for (ply, played) in record.played().iter().enumerate().skip(from) {
            let before = record.position_at(ply).expect("a ply of the record");
            if let Played::Sown(outcome) = played {
                let mut board = cells(&before, bottom);
                board[place(Cell::Pit(outcome.mover, outcome.pit), bottom)] = 0;
                frames.push(board);
                for &cell in &outcome.sown {
                    board[place(cell, bottom)] += 1;
                    frames.push(board);
                }
            }
            let after = record.position_at(ply + 1).expect("the ply after");
            frames.push(cells(&after, bottom));
        }
        frames
    }

    #[test]
    fn each_move_is_its_pit_lifted_then_each_seed_dropped_then_the_board_it_left() {
        // Captures, extra turns, the pie rule's swap, both stores sown, and a smaller board.
        for rules in ["6x4", "6x3p", "6x5eb", "4x3"] {
            let record = game(rules);
            assert!(record.ply() > 10, "{rules}: a real game");
            for bottom in Player::BOTH {
                for from in [0, 1, record.ply() / 2, record.ply()] {
                    let shown: Vec<[u8; 14]> =
                        frames(&record, from, bottom).iter().map(counts).collect();
                    assert_eq!(
                        shown,
                        by_hand(&record, from, bottom),
                        "{rules} from {from}, {bottom:?} at the bottom"
                    );
                }
            }
        }
    }
}
