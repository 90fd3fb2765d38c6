//! The frames of a replayed board: the moves that came with a room's state, shown seed by
//! seed, as the small board numbers its cells, with this page's own row at the bottom.

use crate::engine::{Cell, Pit, Played, Player, Position, Record};

/// The moves that came with a state, as the page shows them: each cell's seeds (in the order
/// of [`counts`]) after each seed is dropped, ending with the board the state names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sowing {
    /// Counts up with each state that brings moves to show.
    pub id: u32,
    /// The boards to show in turn.
    pub frames: Vec<[u8; 14]>,
    /// Milliseconds between two boards.
    pub interval: u32,
}

/// Each cell's seeds, with `bottom`'s row at the bottom: its pits 1 to 6 (0 to 5), its store
/// (6), the other row's pits 1 to 6 (7 to 12) and its store (13).
pub fn counts(position: &Position, bottom: Player) -> [u8; 14] {
    let mut counts = [0; 14];
    for index in 0..6 {
        if let Some(pit) = Pit::from_index(index) {
            counts[index] = position.seeds(bottom, pit);
            counts[7 + index] = position.seeds(bottom.other(), pit);
        }
    }
    counts[6] = position.store(bottom);
    counts[13] = position.store(bottom.other());
    counts
}

/// Where `cell` is among [`counts`], with `bottom`'s row at the bottom.
fn place(cell: Cell, bottom: Player) -> usize {
    let index = match cell {
        Cell::Pit(player, pit) if player == bottom => pit.index(),
        Cell::Pit(_, pit) => 7 + pit.index(),
        Cell::Store(player) if player == bottom => 6,
        Cell::Store(_) => 13,
    };
    index.min(13)
}

/// The boards that show the moves of `record` from ply `from` seed by seed.
pub(super) fn frames(record: &Record, from: usize, bottom: Player) -> Vec<[u8; 14]> {
    let played = record.played();
    let mut frames = Vec::new();
    for (ply, move_played) in played.iter().enumerate().skip(from) {
        if let (Played::Sown(outcome), Some(before)) = (move_played, record.position_at(ply)) {
            let mut board = counts(&before, bottom);
            board[place(Cell::Pit(outcome.mover, outcome.pit), bottom)] = 0;
            frames.push(board);
            for &cell in &outcome.sown {
                let at = place(cell, bottom);
                board[at] = board[at].saturating_add(1);
                frames.push(board);
            }
        }
        if let Some(after) = record.position_at(ply + 1) {
            frames.push(counts(&after, bottom));
        }
    }
    frames
}
