//! What each door says it changed, so that a page redraws only that: a [`Touched`] set beside
//! the effects of every action ([`Answer`]).
//!
//! A door names what an action of its kind can change (a clock tick, the clock's line; a step
//! of a sowing, the board and the status). When the action changed what the page is about (a
//! mode opened or closed, a move made or taken back, a sowing begun or ended, a question
//! asked, a notice given, the status line's news), it touched everything, whatever its kind:
//! the router compares that [`Shape`] before and after each action, so that no door has to
//! remember every way its action can reach further.

use super::{Action, Effect, KeptElsewhere, Session, Status};
use crate::model::learn::LearnAction;
use crate::model::online::OnlineAction;
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
    fn play(action: &Action) -> Touched {
        match action {
            Action::Tick => Touched::BOARD.and(Touched::STATUS),
            Action::Focus(_) => Touched::BOARD.and(Touched::FOCUS),
            Action::Preview(_) => Touched::BOARD,
            Action::ClockTick | Action::PageHidden(_) => Touched::CLOCK,
            Action::Studied { .. } => Touched::STUDY
                .and(Touched::STUDY_EDITOR)
                .and(Touched::NOTICES),
            _ => Touched::EVERYTHING,
        }
    }

    /// What an action on the analysis board can change: an edit, only the board being edited;
    /// opening, closing and playing from here, everything.
    fn study(action: &StudyAction) -> Touched {
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
    fn learn(action: &LearnAction) -> Touched {
        match action {
            LearnAction::Open(_) | LearnAction::Close => Touched::EVERYTHING,
            _ => Touched::LEARN.and(Touched::NOTICES),
        }
    }

    /// What an action online can change: a clock's second, only the room; opening, closing
    /// and opening a finished game in play, everything.
    fn online(action: &OnlineAction) -> Touched {
        match action {
            OnlineAction::Open { .. } | OnlineAction::Close | OnlineAction::Review => {
                Touched::EVERYTHING
            }
            _ => Touched::ONLINE.and(Touched::NOTICES),
        }
    }

    /// What an action in Train can change.
    fn train(action: &TrainAction) -> Touched {
        match action {
            TrainAction::Open | TrainAction::Close => Touched::EVERYTHING,
            _ => Touched::TRAIN.and(Touched::NOTICES),
        }
    }
}

/// What a door answers: what the page should do, and what of the session changed.
#[derive(Clone, Debug)]
#[must_use]
pub struct Answer {
    /// What the page should do, in order.
    pub effects: Vec<Effect>,
    /// What the action changed.
    pub touched: Touched,
}

/// What the page is about (see the module documentation).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Shape {
    modes: (bool, bool, bool, bool),
    ply: usize,
    animating: bool,
    pending: bool,
    notices: usize,
    replay: Option<usize>,
    said: Status,
}

impl Shape {
    fn of(session: &Session) -> Shape {
        Shape {
            modes: (
                session.study_board().is_some(),
                session.lessons().is_open(),
                session.training().is_open(),
                session.online().is_some(),
            ),
            ply: session.game().record().ply(),
            animating: session.table().animating(),
            pending: session.pending().is_some(),
            notices: session.notices().len(),
            replay: session.replay(),
            said: *session.said(),
        }
    }
}

impl Session {
    /// Carries out an action that happened at `now` (milliseconds on the page's clock): what
    /// the page should do, and what changed. Play's actions go through play's door; the router
    /// keeps the settings, the notices and the worker's answers.
    pub fn handle(&mut self, action: Action, now: f64) -> Answer {
        let kind = Touched::play(&action);
        self.answering(kind, |session| session.route(action, now))
    }

    /// Carries out what was done on the analysis board at `now`. A door of its own beside
    /// [`Session::handle`]: only the board's view calls it, so the page module keeps the
    /// board's code in the part the board loads with.
    pub fn handle_study(&mut self, action: StudyAction, now: f64) -> Answer {
        let kind = Touched::study(&action);
        self.answering(kind, |session| session.study_door(action, now))
    }

    /// Carries out what was done in the lessons at `now`. A door of its own, as the analysis
    /// board's is: only the lessons' view calls it.
    pub fn handle_learn(&mut self, action: LearnAction, now: f64) -> Answer {
        let kind = Touched::learn(&action);
        self.answering(kind, |session| session.learn_door(action, now))
    }

    /// Carries out what was done in Train at `now`. A door of its own, as the analysis board's
    /// is: only Train's view calls it.
    pub fn handle_train(&mut self, action: TrainAction, now: f64) -> Answer {
        let kind = Touched::train(&action);
        self.answering(kind, |session| session.train_door(action, now))
    }

    /// Takes a value another tab kept (see [`KeptElsewhere`]). A door of its own, as the
    /// analysis board's is: only the later part of the page, which watches storage, calls it.
    /// It asks nothing of the page: saving what another tab has just saved would only echo it.
    pub fn handle_kept_elsewhere(&mut self, kept: KeptElsewhere) -> Answer {
        self.answering(Touched::EVERYTHING, |session| {
            match kept {
                KeptElsewhere::Stats(stats) => session.play.adopt_stats(*stats),
                KeptElsewhere::Lessons(done) => session.lessons.adopt(done),
            }
            Vec::new()
        })
    }

    /// Carries out what was done online, or what a room's socket or server did, at `now`. A
    /// door of its own, as the analysis board's is: only the online view calls it.
    pub fn handle_online(&mut self, action: OnlineAction, now: f64) -> Answer {
        let kind = Touched::online(&action);
        self.answering(kind, |session| session.online_door(action, now))
    }

    /// Runs a door, and says what it touched: its `kind`, or everything when the page's shape
    /// changed.
    fn answering(
        &mut self,
        kind: Touched,
        door: impl FnOnce(&mut Session) -> Vec<Effect>,
    ) -> Answer {
        let before = Shape::of(self);
        let effects = door(self);
        let touched = if Shape::of(self) == before {
            kind
        } else {
            Touched::EVERYTHING
        };
        Answer { effects, touched }
    }
}
