//! The replay part: which earlier position the board shows, if any. Stepping never changes the
//! game; stepping forward onto the game as it stands ends the replay.

use crate::model::game::Game;

use super::status::moves_count;

/// The position a replay shows, as the number of moves played before it; `None` while the
/// board shows the game as it stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Replay(Option<usize>);

impl Replay {
    /// The moves played before the position shown, during a replay.
    pub(crate) fn at(self) -> Option<usize> {
        self.0
    }

    /// Ends the replay: the board shows the game as it stands.
    pub(crate) fn end(&mut self) {
        self.0 = None;
    }

    /// Takes a step through a game of `total` moves.
    pub(crate) fn step(&mut self, step: Step, total: usize) {
        let at = self.0.unwrap_or(total).min(total);
        let to = match step {
            Step::Back => at.saturating_sub(1),
            Step::Forward => at + 1,
            Step::First => 0,
            Step::To(ply) => ply,
            Step::Live => total,
        };
        self.0 = (to < total).then_some(to);
    }

    /// Where the replay stands in `game`, in words: "Replay: the start, before 12 moves." or
    /// "Replay: after move 3 of 12. You sowed pit 4." `None` outside a replay.
    pub(crate) fn sentence(self, game: &Game) -> Option<String> {
        let ply = self.0?;
        let total = game.record().ply();
        if ply == 0 {
            return Some(format!("Replay: the start, before {}.", moves_count(total)));
        }
        let what = game
            .record()
            .played()
            .get(ply - 1)
            .map(|played| game.describe_played(played))
            .unwrap_or_default();
        Some(format!("Replay: after move {ply} of {total}. {what}"))
    }
}

/// A step of the replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// One move back (from the game as it stands, the position before the last move).
    Back,
    /// One move forward; past the last move played, the replay ends.
    Forward,
    /// The position before the first move.
    First,
    /// The position after this many moves.
    To(usize),
    /// Back to the game as it stands.
    Live,
}
