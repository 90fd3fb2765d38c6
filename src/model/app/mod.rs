//! The router: the state machine the page runs on. The page hands it [`Action`]s with the
//! time they happened; it changes its state and answers with [`Effect`]s for the page to carry
//! out. It never touches a browser, reads a clock or starts a timer itself, so every policy of
//! the page is tested natively.
//!
//! Each mode is a controller of one shape (`model::common::controller`): an action and the
//! page's context in, the mode's wants out. An [`Action`] is one of play's actions, wrapped as
//! it is ([`Action::Play`]), or one of the router's own ([`RouterAction`]); each other mode's
//! actions come in by a door of their own (`handle.rs`), which only its view calls. The router
//! owns only what spans the modes: which mode is open and the one switch between them
//! (`switch.rs`), a door per mode that maps the mode's wants into the page's effects
//! (`doors.rs`) and what each door touched (`touched.rs`), the computer's one request in
//! flight with its owner (`computer.rs`), the visit's opening and the route from the address
//! (`opening.rs`), the preferences and the notices. What the view reads of play goes through
//! `reads.rs`.
//!
//! ```
//! use mancala::engine::Pit;
//! use mancala::model::app::{Action, Effect, Opening, Session};
//! use mancala::model::play::{PlayAction, Want};
//!
//! let (mut session, _) = Session::open(Opening {
//!     link: "?vs=human&speed=instant".into(),
//!     ..Opening::default()
//! });
//! let effects = session.handle(Action::Play(PlayAction::Sow(Pit::new(3).unwrap())), 0.0).effects;
//! let play = |e: &Effect| match e {
//!     Effect::Play(want) => Some(want.clone()),
//!     _ => None,
//! };
//! let wants: Vec<Want> = effects.iter().filter_map(play).collect();
//! assert!(!wants.iter().any(|w| matches!(w, Want::StartTicker(_))), "instant: no timer");
//! assert!(wants.iter().any(|w| matches!(w, Want::SaveGame(_))), "saved after the move");
//! assert!(session.status().ends_with("Player 1 to move."), "{}", session.status());
//! ```

mod computer;
mod doors;
mod handle;
mod opened;
mod opening;
mod preferences;
mod reads;
mod saving;
mod switch;
mod touched;
mod vocabulary;

use crate::model::common::context::Context;
use crate::model::common::notices::{Notice, Notices};
use crate::model::learn::Lessons;
use crate::model::online::Online;
use crate::model::play::{Play, Start};
use crate::model::settings::Settings;
use crate::model::study::Study;
use crate::model::train::Training;

pub use crate::model::play::hint::{Analysis, Suggestion};
pub use crate::model::play::status::{Said, Status};
pub use crate::model::play::table::Table;
pub use crate::model::play::tally::{Statistics, Tally, counts_toward_stats};
pub use computer::{COMPUTER_PAUSE_MS, Computer, Request};
pub use opened::Opened;
pub use touched::{Handled, Touched};
pub use vocabulary::{
    Action, Cue, Effect, KeptElsewhere, Opening, Pending, Refused, Reply, RouterAction, Step,
    Stored,
};

use computer::Desk;
use preferences::Preferences;

/// Which mode is open: one field, so two are never open at once. The one switch between
/// them is `switch.rs`.
#[derive(Clone, Debug, Default)]
pub(super) enum Open {
    /// Play: the game on the table.
    #[default]
    Play,
    /// The analysis board, which lives only while it is open.
    Study(Box<Study>),
    /// The lessons.
    Learn,
    /// Train, the puzzles.
    Train,
    /// Online: a live room, or making one.
    Online,
}

/// The page's state. See the module documentation.
#[derive(Clone, Debug)]
pub struct Session {
    preferences: Preferences,
    play: Play,
    computer: Desk,
    notices: Notices,
    open: Open,
    lessons: Lessons,
    train: Training,
    online: Online,
    newcomer: bool,
}

impl Session {
    /// The session a visit opens with, and what the page should do first. A link with settings
    /// (anything but `learn`) decides them (and what it could not use is said); otherwise the
    /// settings saved on the last visit do; otherwise the defaults. Opening saves nothing,
    /// except a game received by link, which replaces the one kept on the device.
    pub fn open(mut opening: Opening) -> (Session, Vec<Effect>) {
        let (opened, asked) = opening::open(&mut opening);
        let (mut session, mut effects) = Session::opened(opened, &opening);
        // The route from the address: the analysis board's position before the lessons, and
        // the lessons before a puzzle.
        let out = &mut effects;
        if let Some(position) = asked.study {
            let (study, want) = Study::analysing(position);
            session.switch(Open::Study(Box::new(study)), 0.0, out);
            session.carry_out(want, out);
            session.study_address(out);
        } else if let Some(lesson) = asked.learn {
            session.switch(Open::Learn, 0.0, out);
            session.lessons.ask(lesson);
            session.learn_address(out);
        } else if let Some(room) = asked.online {
            session.switch(Open::Online, 0.0, out);
            session.online.ask(room);
            out.push(Effect::SetAddress(room.map_or_else(
                || crate::model::share::link::ONLINE_KEY.to_string(),
                |room| room.to_string(),
            )));
        } else if let Some(asked) = asked.puzzle {
            session.switch(Open::Train, 0.0, out);
            session.train.ask(asked);
            out.push(Effect::SetAddress(asked.to_string()));
        }
        session.begin(&mut effects);
        (session, effects)
    }

    /// The session a visit with nothing to read opens with (no link, and nothing stored; see
    /// [`Opening::has_something_to_read`]): the same as [`Session::open`] gives it, without the
    /// code that reads links and stored values, so that a first visit need not download it.
    /// Given a link after all (when the part of the page that reads it could not be had), it
    /// says so and leaves the address as it is.
    pub fn open_plain(opening: Opening) -> (Session, Vec<Effect>) {
        let opened = opening::plain(&opening);
        let (mut session, mut effects) = Session::opened(opened, &opening);
        session.begin(&mut effects);
        (session, effects)
    }

    /// The session `opened` describes, with the address and the save it needs at once.
    fn opened(opened: opening::Opened, opening: &Opening) -> (Session, Vec<Effect>) {
        let mut session = Session {
            preferences: Preferences::new(opened.settings, opening.system_reduced_motion),
            play: Play::new(Start {
                game: opened.game,
                started_at: opened.started_at,
                seat: opened.seat,
                said: opened.said,
                stats: opened.stats,
                page_hidden: opening.page_hidden,
            }),
            computer: Desk::default(),
            notices: Notices::new(opened.notices),
            open: Open::Play,
            lessons: Lessons::new(opened.lessons),
            train: Training::new(opened.puzzles),
            online: Online::default(),
            newcomer: opened.newcomer,
        };
        let mut effects = Vec::new();
        if opened.rewrite_address {
            effects.push(session.preferences.address());
        }
        if opened.save {
            let ctx = &mut session.context(0.0);
            session.play_door(|play, out| play.save_game(ctx, out), &mut effects);
        }
        (session, effects)
    }

    /// The first turn of an opened session: the computer's, or the clock's start.
    fn begin(&mut self, effects: &mut Vec<Effect>) {
        let ctx = &mut self.context(0.0);
        self.play_door(|play, out| play.next_turn(ctx, out), effects);
        self.sync_clock(0.0, effects);
    }

    /// The context play is handed at `now`.
    fn context(&self, now: f64) -> Context {
        Context {
            now,
            settings: *self.settings(),
            reduced_motion: self.preferences.reduced_motion(),
            open: !self.aside(),
        }
    }

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        self.preferences.settings()
    }

    /// The computer: what is asked of it, and what its last search did.
    pub fn computer(&self) -> Computer {
        self.computer
            .read(self.play.asked(), self.play.last_reply())
    }

    /// Notices for the player, oldest first.
    pub fn notices(&self) -> &[Notice] {
        self.notices.shown()
    }

    /// The analysis board, while it is open.
    pub fn study_board(&self) -> Option<&Study> {
        match &self.open {
            Open::Study(study) => Some(study),
            _ => None,
        }
    }

    /// The lessons: those done, and what is shown while they are open.
    pub fn lessons(&self) -> Opened<'_, Lessons> {
        Opened::new(&self.lessons, matches!(self.open, Open::Learn))
    }

    /// Whether to offer the lessons to a newcomer: on what looks like a first visit (nothing
    /// stored, no link), until the lessons are opened or the first move is played.
    pub fn offer_lessons(&self) -> bool {
        self.newcomer && self.game().record().ply() == 0 && !self.aside()
    }

    /// Train: the puzzles, the player's record, and what is shown while it is open.
    pub fn training(&self) -> Opened<'_, Training> {
        Opened::new(&self.train, matches!(self.open, Open::Train))
    }

    /// Online: the live room the page is in, or the page that makes one, while it is open.
    pub fn online(&self) -> Option<&Online> {
        matches!(self.open, Open::Online).then_some(&self.online)
    }
}
