//! What each door says it changed, so that a page redraws only that: a [`Touched`] set beside
//! the effects of every action ([`Handled`]).
//!
//! A door names what an action of its kind can change (a clock tick, the clock's line; a step
//! of a sowing, the board and the status); `handle.rs` widens that to everything when the
//! action changed what the page is about.

use super::vocabulary::RouterAction;
use super::vocabulary::{Action, Effect};
use crate::model::learn::LearnAction;
use crate::model::online::OnlineAction;
use crate::model::play::PlayAction;
use crate::model::study::StudyAction;
use crate::model::train::TrainAction;

/// Parts of the session, as a set: what an action changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Touched(u16);

impl Touched {
    /// The game's board and the preview of the pit in hand.
    pub const BOARD: Touched = Touched(1);
    /// Which pit of the board holds the keyboard's focus.
    pub const FOCUS: Touched = Touched(1 << 1);
    /// The status line and the computer's report.
    pub const STATUS: Touched = Touched(1 << 2);
    /// The turn clock.
    pub const CLOCK: Touched = Touched(1 << 3);
    /// The notices.
    pub const NOTICES: Touched = Touched(1 << 4);
    /// The analysis board, but for its editor.
    pub const STUDY: Touched = Touched(1 << 5);
    /// The analysis board's editor and the position it shows.
    pub const STUDY_EDITOR: Touched = Touched(1 << 6);
    /// The lessons.
    pub const LEARN: Touched = Touched(1 << 7);
    /// Train.
    pub const TRAIN: Touched = Touched(1 << 8);
    /// All the rest: the game's record, its settings, the modes, the questions, the analysis,
    /// the statistics. No action touches it alone; it is touched only with everything.
    pub const REST: Touched = Touched(1 << 9);
    /// Online: the room, or the page that makes one.
    pub const ONLINE: Touched = Touched(1 << 10);
    /// Everything: the parts above and the rest.
    pub const EVERYTHING: Touched = Touched(u16::MAX);

    /// Both sets.
    #[must_use]
    pub const fn and(self, other: Touched) -> Touched {
        Touched(self.0 | other.0)
    }

    /// Whether this set holds any of `parts`.
    pub const fn any(self, parts: Touched) -> bool {
        self.0 & parts.0 != 0
    }

    /// Whether this is everything.
    pub const fn is_everything(self) -> bool {
        self.0 == u16::MAX
    }

    /// What one of play's actions (or the router's own) can change, by its kind. Most change
    /// the game and so everything; the frequent small ones (a step of a sowing, a clock tick,
    /// focus and the preview moving, an analysis board's answer) change only what they name.
    pub(super) fn play(action: &Action) -> Touched {
        match action {
            Action::Play(PlayAction::Tick) => Touched::BOARD.and(Touched::STATUS),
            Action::Play(PlayAction::Focus(_)) => Touched::BOARD.and(Touched::FOCUS),
            Action::Play(PlayAction::Preview(_)) => Touched::BOARD,
            Action::Router(RouterAction::ClockTick) | Action::Play(PlayAction::PageHidden(_)) => {
                Touched::CLOCK
            }
            Action::Router(RouterAction::Studied { .. }) => Touched::STUDY
                .and(Touched::STUDY_EDITOR)
                .and(Touched::NOTICES),
            _ => Touched::EVERYTHING,
        }
    }

    /// What an action on the analysis board can change: an edit, only the board being edited;
    /// opening, closing and playing from here, everything.
    pub(super) fn study(action: &StudyAction) -> Touched {
        match action {
            StudyAction::Change(_) => Touched::STUDY_EDITOR,
            StudyAction::Open(_) | StudyAction::Close | StudyAction::PlayFromHere { .. } => {
                Touched::EVERYTHING
            }
            _ => Touched::STUDY
                .and(Touched::STUDY_EDITOR)
                .and(Touched::NOTICES),
        }
    }

    /// What an action in the lessons can change.
    pub(super) fn learn(action: &LearnAction) -> Touched {
        match action {
            LearnAction::Open(_) | LearnAction::Close => Touched::EVERYTHING,
            _ => Touched::LEARN.and(Touched::NOTICES),
        }
    }

    /// What an action online can change: a clock's second, only the room; opening, closing
    /// and opening a finished game in play, everything.
    pub(super) fn online(action: &OnlineAction) -> Touched {
        match action {
            OnlineAction::Open { .. } | OnlineAction::Close | OnlineAction::Review => {
                Touched::EVERYTHING
            }
            _ => Touched::ONLINE.and(Touched::NOTICES),
        }
    }

    /// What an action in Train can change.
    pub(super) fn train(action: &TrainAction) -> Touched {
        match action {
            TrainAction::Open | TrainAction::Close => Touched::EVERYTHING,
            _ => Touched::TRAIN.and(Touched::NOTICES),
        }
    }
}

/// What handling an action came to: what the page should do, and what of the session changed.
#[derive(Clone, Debug)]
#[must_use]
pub struct Handled {
    /// What the page should do, in order.
    pub effects: Vec<Effect>,
    /// What the action changed.
    pub touched: Touched,
}
