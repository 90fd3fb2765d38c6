//! "From your games": the puzzles made of the player's own mistakes. A finished game's
//! analysis names them; the router hands the game and its ratings here, and Train keeps what
//! this makes and offers it one unsolved puzzle after another.

use super::puzzles::{Mine, at_bottom};
use super::{Mode, Shown, Source, Standing, Training, Try, Want};
use crate::model::game::{Game, Role};
use crate::model::review::Choice::Sow;
use crate::model::review::{Rated, points};

/// The puzzles of your own that `game` makes, from `rated`, its analysis (`rated[i]` rates the
/// position before move `i + 1`): one for each mistake on a person's side whose answer is a
/// pit to sow.
pub(crate) fn from_your_game(game: &Game, rated: &[Rated]) -> Vec<Mine> {
    points(game.record(), rated)
        .into_iter()
        .filter(|point| {
            // A puzzle's answer is pits to sow, and its position alone cannot carry the pie
            // rule: a move of the first turn was rated knowing a swap could follow, and a
            // swap, or a sowing that should have been one, has no pit for its answer.
            let sown = matches!(
                (point.choice, point.mistake),
                (Sow(_), Some(mistake)) if matches!(mistake.better, Sow(_))
            );
            sown && game.role(point.mover) != Role::Computer
                && !game.record().opening_under_pie_at(point.ply - 1)
        })
        .filter_map(|point| {
            let rated = rated.get(point.ply - 1)?;
            let position = game.record().position_at(point.ply - 1)?;
            let mut moves = rated.moves.clone();
            crate::engine::sort::by_key(&mut moves, |&(_, value)| -value);
            Some(Mine {
                position: at_bottom(position),
                moves,
                exact: rated.exact,
                solved: false,
            })
        })
        .collect()
}

impl Training {
    /// The next unsolved puzzle of your own from `from` on (then from the start).
    pub(super) fn next_mine(&mut self, from: usize) -> Option<Want> {
        let count = self.record.mine.len();
        let next = (0..count)
            .map(|i| (from + i) % count)
            .find(|&i| !self.record.mine[i].solved);
        self.shown = match next {
            Some(index) => Shown::Trying(Try {
                mode: Mode::Mine,
                source: Source::Mine(index),
                board: self.record.mine[index].position,
                step: 0,
                standing: Standing::Going,
                rated: false,
                change: None,
                last: None,
            }),
            None => Shown::Empty(Mode::Mine),
        };
        None
    }
}
