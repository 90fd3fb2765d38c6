//! The hints and analysis part: what the worker's ratings are kept as, and what they lead to.
//! The router holds the request in flight; this part keeps the answers.

use crate::engine::{Position, Record};
use crate::model::review::Rated;
use crate::worker::protocol::Pie;

use super::status::Said;

/// A hint: asked for a position, and rated once the answer comes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// The position it is for.
    pub position: Position,
    /// Every move's rating; `None` while the computer thinks.
    pub rated: Option<Rated>,
    /// What the pie rule makes of the move there: a swap offered, which the hint weighs too, or
    /// the first turn, whose ratings count the swap to come.
    pub pie: Pie,
}

impl Suggestion {
    /// The pit to mark on the board: the best move, once rated, unless swapping is better.
    pub fn pit(&self) -> Option<crate::engine::Pit> {
        let (pit, value) = self.rated.as_ref()?.best()?;
        (!(self.pie == Pie::Offered && crate::engine::pie::should_swap(value))).then_some(pit)
    }
}

/// The post-game analysis: the positions rated so far, in order from the start.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    /// `rated[i]` rates the position before move `i + 1`.
    pub rated: Vec<Rated>,
    /// The moves to rate in all.
    pub total: usize,
}

impl Analysis {
    /// Whether every move is rated.
    pub fn done(&self) -> bool {
        self.total > 0 && self.rated.len() == self.total
    }

    /// The next position of the finished game in `record` to rate, with the moves played
    /// before it, if any is left.
    pub(crate) fn next(&mut self, record: &Record) -> Option<(usize, Position)> {
        self.total = record.ply();
        let next = self.rated.len();
        record
            .position_at(next)
            .filter(|_| next < self.total)
            .map(|position| (next, position))
    }
}

/// The hints and analysis part: the answers kept for the game in play.
#[derive(Clone, Debug, Default)]
pub(crate) struct Hints {
    hint: Option<Suggestion>,
    analysis: Option<Analysis>,
}

impl Hints {
    /// The hint asked for `position`, if any.
    pub(crate) fn hint_for(&self, position: &Position) -> Option<&Suggestion> {
        self.hint.as_ref().filter(|hint| hint.position == *position)
    }

    /// The analysis, once asked for.
    pub(crate) fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref()
    }

    /// Forgets both: the game they were for has changed.
    pub(crate) fn clear(&mut self) {
        *self = Hints::default();
    }

    /// A hint is asked for `position`, where the pie rule makes `pie` of the move.
    pub(crate) fn asked(&mut self, position: Position, pie: Pie) {
        self.hint = Some(Suggestion {
            position,
            rated: None,
            pie,
        });
    }

    /// The hint for `position` is rated; it is said if the board still shows that position.
    pub(crate) fn hint_rated(
        &mut self,
        position: Position,
        rated: Rated,
        at: Position,
    ) -> Option<Said> {
        let hint = self.hint.as_mut().filter(|h| h.position == position);
        let said = Said::Hint {
            best: rated.best(),
            exact: rated.exact,
            pie: hint.as_ref().map_or(Pie::Off, |h| h.pie),
        };
        if let Some(hint) = hint {
            hint.rated = Some(rated);
        }
        (position == at).then_some(said)
    }

    /// The analysis rated one more position.
    pub(crate) fn reviewed(&mut self, rated: Rated) {
        if let Some(analysis) = &mut self.analysis {
            analysis.rated.push(rated);
        }
    }

    /// The analysis's next step for the finished game in `record`: the position to rate next
    /// (with the moves played before it) and, for the first, what to say; or, with none left,
    /// that it is done.
    pub(crate) fn next_review(
        &mut self,
        record: &Record,
    ) -> (Option<(usize, Position)>, Option<Said>) {
        let analysis = self.analysis.get_or_insert_with(Analysis::default);
        match analysis.next(record) {
            Some(position) => (
                Some(position),
                analysis.rated.is_empty().then_some(Said::Analysing),
            ),
            None => (None, Some(Said::AnalysisDone)),
        }
    }
}
