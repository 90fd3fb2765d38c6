//! The replay part: which earlier position the board shows, if any. Stepping never changes the
//! game; stepping forward onto the game as it stands ends the replay.

use crate::model::game::Game;

use crate::model::words::play;

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
            return Some(play::replay_at_start(
                i64::try_from(total).unwrap_or(i64::MAX),
            ));
        }
        let what = game
            .record()
            .played()
            .get(ply - 1)
            .map(|played| game.describe_played(played))
            .unwrap_or_default();
        Some(play::replay_after_move(
            &ply.to_string(),
            &total.to_string(),
            &what,
        ))
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

#[cfg(test)]
mod tests {
    use super::Replay;
    use crate::engine::Pit;
    use crate::model::game::Game;
    use crate::model::settings::GameSettings;

    #[test]
    fn where_a_replay_stands_is_worded_as_it_was() {
        let pits: Vec<Pit> = [3, 6, 2].iter().map(|&n| Pit::new(n).unwrap()).collect();
        let game = Game::resume(GameSettings::default(), &pits, false).unwrap();
        assert_eq!(Replay(None).sentence(&game), None);
        assert_eq!(
            Replay(Some(0)).sentence(&game).unwrap(),
            "Replay: the start, before 3 moves."
        );
        let after = Replay(Some(1)).sentence(&game).unwrap();
        assert!(
            after.starts_with("Replay: after move 1 of 3. You sowed pit 3"),
            "{after}"
        );
    }
}
