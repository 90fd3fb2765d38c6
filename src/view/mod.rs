//! The Leptos page: components only. Each reads the [`Session`] through the page's `Ui` handle
//! and sends it actions; [`crate::web::Runtime`] carries out what the session answers.

mod common;
mod learn;
mod play;
mod shell;
mod study;
mod train;

use std::rc::Rc;

use leptos::prelude::*;

use crate::model::app::{Action, Session};
use crate::model::learn::LearnAction;
use crate::model::study::StudyAction;
use crate::model::train::TrainAction;
use crate::web::{self, Runtime};

/// The page's handle on the session, shared through a thread-local: read the state, send
/// actions.
#[derive(Clone, Copy)]
pub(crate) struct Ui {
    state: RwSignal<Session>,
}

thread_local! {
    /// What carries out the session's effects: one a page (a plain thread-local rather than a
    /// reactive stored value, whose generic machinery the page would carry for this alone).
    static RUNTIME: std::cell::RefCell<Option<Rc<Runtime>>> = const { std::cell::RefCell::new(None) };
    /// The page's [`Ui`], for its components (a thread-local, like [`RUNTIME`], rather than a
    /// Leptos context).
    static UI: std::cell::Cell<Option<Ui>> = const { std::cell::Cell::new(None) };
    /// Set when a control opens the analysis board: the board takes focus once it is drawn.
    static FOCUS_STUDY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Set when a control opens the lessons: they take focus once they are drawn.
    static FOCUS_LEARN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Set when a control opens Train: it takes focus once it is drawn.
    static FOCUS_TRAIN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Opens Train from a control, which hands it keyboard focus.
pub(crate) fn open_train(ui: Ui) {
    FOCUS_TRAIN.set(true);
    ui.send_train(TrainAction::Open);
}

/// Opens the lessons (their list, or a lesson) from a control, which hands them keyboard
/// focus.
pub(crate) fn open_lessons(ui: Ui, lesson: Option<usize>) {
    FOCUS_LEARN.set(true);
    ui.send_learn(LearnAction::Open(lesson));
}

/// Opens the analysis board from a control, which hands it keyboard focus.
pub(crate) fn open_study(ui: Ui, entry: crate::model::study::Entry) {
    FOCUS_STUDY.set(true);
    ui.send_study(StudyAction::Open(entry));
}

impl Ui {
    /// Reads the session, tracking it.
    pub(crate) fn with<R>(self, read: impl FnOnce(&Session) -> R) -> R {
        self.state.with(read)
    }

    /// Reads the session without tracking it (in event handlers).
    pub(crate) fn peek<R>(self, read: impl FnOnce(&Session) -> R) -> R {
        self.state.with_untracked(read)
    }

    /// Hands the session an action and carries out what it answers.
    pub(crate) fn send(self, action: Action) {
        self.through(|session, now| session.handle(action, now));
    }

    /// Hands the session something done on the analysis board (see
    /// [`Session::handle_study`]).
    pub(crate) fn send_study(self, action: StudyAction) {
        self.through(|session, now| session.handle_study(action, now));
    }

    /// Hands the session something done in the lessons (see [`Session::handle_learn`]).
    pub(crate) fn send_learn(self, action: LearnAction) {
        self.through(|session, now| session.handle_learn(action, now));
    }

    /// Hands the session something done in Train (see [`Session::handle_train`]).
    pub(crate) fn send_train(self, action: TrainAction) {
        self.through(|session, now| session.handle_train(action, now));
    }

    /// Hands the session something through one of its doors, at the page's time, and carries
    /// out what it answers. Each door's caller is its own copy, so a part's door stays in the
    /// part that calls it.
    fn through(self, door: impl FnOnce(&mut Session, f64) -> Vec<crate::model::app::Effect>) {
        let now = web::now_ms();
        let effects = self
            .state
            .try_update(|session| door(session, now))
            .unwrap_or_default();
        Ui::run(effects);
    }

    /// Carries out what the session answered.
    fn run(effects: Vec<crate::model::app::Effect>) {
        if let Some(runtime) = RUNTIME.with_borrow(Clone::clone) {
            for effect in effects {
                runtime.run(effect);
            }
        }
    }
}

/// The [`Ui`] of the page.
pub(crate) fn use_ui() -> Ui {
    UI.with(|ui| ui.get())
        .unwrap_or_else(|| unreachable!("the page's components run inside the app"))
}

/// Opens the page on the body: the app, once the page has read what it finds (at once unless
/// storage holds the player's values and the part of the module that reads them is still on
/// its way; see [`web::open`]).
pub fn start() {
    wasm_bindgen_futures::spawn_local(async {
        let (session, effects) = web::open().await;
        leptos::mount::mount_to_body(move || shell::app(session, effects));
    });
}
