//! The session's doors as the page calls them, one for each kind of action: the action in,
//! what the page should do and what the action touched out ([`Handled`]); and the router's
//! own actions, beside play's door.
//!
//! Each door's kind says what its actions can change ([`Touched`]). When an action changed
//! what the page is about (a mode opened or closed, a move made or taken back, a sowing begun
//! or ended, a question asked, a notice given, the status line's news), it touched everything,
//! whatever its kind: the router compares that [`Shape`] before and after each action, so that
//! no door has to remember every way its action can reach further.

use super::touched::{Handled, Touched};
use super::vocabulary::{Action, Effect, KeptElsewhere, RouterAction};
use super::{Said, Session, Status};
use crate::model::common::context::Context;
use crate::model::common::controller::Controller;
use crate::model::common::notices::Notice;
use crate::model::learn::LearnAction;
use crate::model::online::OnlineAction;
use crate::model::play::PlayAction;
use crate::model::settings::Sound;
use crate::model::study::StudyAction;
use crate::model::train::TrainAction;

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
    pub fn handle(&mut self, action: Action, now: f64) -> Handled {
        let kind = Touched::play(&action);
        self.answering(kind, |session| session.route(action, now))
    }

    /// Carries out what was done on the analysis board at `now`. A door of its own beside
    /// [`Session::handle`]: only the board's view calls it, so the page module keeps the
    /// board's code in the part the board loads with.
    pub fn handle_study(&mut self, action: StudyAction, now: f64) -> Handled {
        let kind = Touched::study(&action);
        self.answering(kind, |session| session.study_door(action, now))
    }

    /// Carries out what was done in the lessons at `now`. A door of its own, as the analysis
    /// board's is: only the lessons' view calls it.
    pub fn handle_learn(&mut self, action: LearnAction, now: f64) -> Handled {
        let kind = Touched::learn(&action);
        self.answering(kind, |session| session.learn_door(action, now))
    }

    /// Carries out what was done in Train at `now`. A door of its own, as the analysis board's
    /// is: only Train's view calls it.
    pub fn handle_train(&mut self, action: TrainAction, now: f64) -> Handled {
        let kind = Touched::train(&action);
        self.answering(kind, |session| session.train_door(action, now))
    }

    /// Takes a value another tab kept (see [`KeptElsewhere`]). A door of its own, as the
    /// analysis board's is: only the later part of the page, which watches storage, calls it.
    /// It asks nothing of the page: saving what another tab has just saved would only echo it.
    pub fn handle_kept_elsewhere(&mut self, kept: KeptElsewhere) -> Handled {
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
    pub fn handle_online(&mut self, action: OnlineAction, now: f64) -> Handled {
        let kind = Touched::online(&action);
        self.answering(kind, |session| session.online_door(action, now))
    }

    /// Runs a door, and says what it touched: its `kind`, or everything when the page's shape
    /// changed.
    fn answering(
        &mut self,
        kind: Touched,
        door: impl FnOnce(&mut Session) -> Vec<Effect>,
    ) -> Handled {
        let before = Shape::of(self);
        let effects = door(self);
        let touched = if Shape::of(self) == before {
            kind
        } else {
            Touched::EVERYTHING
        };
        Handled { effects, touched }
    }

    /// Carries out an action that happened at `now` (see [`Session::handle`]): play's actions
    /// go through play's door, and the router keeps the settings, the notices and the worker's
    /// answers, which it checks against the request in flight before it hands them on.
    fn route(&mut self, action: Action, now: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let out = &mut effects;
        let ctx = &self.context(now);
        match action {
            Action::Play(action) => self.play_door(|play, out| play.act(action, ctx, out), out),
            Action::Router(action) => self.own(action, ctx, out),
        }
        self.sync_clock(now, out);
        effects
    }

    /// Carries out one of the router's own actions.
    fn own(&mut self, action: RouterAction, ctx: &Context, out: &mut Vec<Effect>) {
        match action {
            RouterAction::SetSpeed(speed) => self.preferences.change(|s| s.speed = speed, out),
            RouterAction::SetMotion(motion) => self.preferences.change(|s| s.motion = motion, out),
            RouterAction::SetTheme(theme) => self.preferences.change(|s| s.theme = theme, out),
            RouterAction::SetSound(sound) => self.preferences.change(|s| s.sound = sound, out),
            RouterAction::ToggleSound => {
                let sound = match self.settings().sound {
                    Sound::Off => Sound::On,
                    Sound::On => Sound::Off,
                };
                self.preferences.change(|s| s.sound = sound, out);
                self.play.say(Said::Sound(sound));
            }
            RouterAction::SetClock(clock) => self.preferences.change(|s| s.clock = clock, out),
            RouterAction::SystemMotion(reduced) => self.preferences.set_system_motion(reduced),
            // Play's clock is brought in line after every action, by `route`.
            RouterAction::ClockTick => {}
            RouterAction::Dismiss(kind) => self.notices.dismiss(kind),
            RouterAction::Reply { id, reply } if self.computer.take_search(id) => {
                let action = PlayAction::Replied(reply);
                self.play_door(|play, out| play.act(action, ctx, out), out);
            }
            RouterAction::Rated { id, rated } if self.computer.take_rating(id) => {
                let action = PlayAction::Rated(rated);
                self.play_door(|play, out| play.act(action, ctx, out), out);
            }
            RouterAction::Reply { .. } | RouterAction::Rated { .. } => {}
            RouterAction::Studied { id, studied } => self.studied(id, studied, out),
            RouterAction::StorageFailed => self.notices.tell(Notice::StorageTrouble),
            RouterAction::StoreMissing => self.notices.tell(Notice::StoreMissing),
            RouterAction::NoWorker => {
                self.computer.set_on_page();
                self.notices.tell(Notice::NoWorker);
            }
            RouterAction::WordsMissing(lang) => self.notices.tell(Notice::WordsMissing(lang)),
        }
    }
}
