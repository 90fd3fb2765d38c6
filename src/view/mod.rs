//! The Leptos page: components only. Each reads the [`Session`] through the page's `Ui` handle
//! and sends it actions; [`crate::web::Runtime`] carries out what the session answers. The
//! page's frame, [`shell`], mounts it: this file, which every part imports, imports no part.

mod common;
mod learn;
mod online;
mod play;
pub mod shell;
mod study;
mod train;

use std::rc::Rc;

use leptos::prelude::*;

use crate::model::app::{Action, Handled, Session, Touched};
use crate::model::learn::LearnAction;
use crate::model::online::OnlineAction;
use crate::model::study::StudyAction;
use crate::model::train::TrainAction;
use crate::web::{self, Runtime};

/// The page's handle on the session, shared through a thread-local: read the state, send
/// actions. The session itself is not reactive: each [`Part`] of the view has a trigger of its
/// own, a read names the part it draws, and an action wakes only the parts that show what its
/// door says it touched (see [`Touched`]).
#[derive(Clone, Copy)]
pub(crate) struct Ui {
    state: StoredValue<Session>,
    parts: [Trigger; PARTS],
}

/// The parts of the view that wake on their own. A closure that draws something reads the
/// session through [`Ui::with`] under the part that shows it; an action wakes the parts that
/// show what its door touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Part {
    /// Everything not named below: the frame, the toolbar and the menu, the move list and its
    /// replay, the questions, the analysis, the statistics. Woken only with every part.
    Page,
    /// The game's board and the preview of the pit in hand.
    Board,
    /// Which pit of the board holds the keyboard's focus.
    Focus,
    /// The status line and the computer's report.
    Status,
    /// The turn clock's line.
    Clock,
    /// The notices.
    Notices,
    /// The analysis board, but for its editor.
    Study,
    /// The analysis board's cells and editor: what a keystroke in the editor changes.
    StudyEditor,
    /// The lessons.
    Learn,
    /// Train.
    Train,
    /// Online: the room, or the page that makes one.
    Online,
}

/// How many parts there are.
const PARTS: usize = 11;

impl Part {
    /// Every part, in order.
    const ALL: [Part; PARTS] = [
        Part::Page,
        Part::Board,
        Part::Focus,
        Part::Status,
        Part::Clock,
        Part::Notices,
        Part::Study,
        Part::StudyEditor,
        Part::Learn,
        Part::Train,
        Part::Online,
    ];

    /// What of the session this part shows; the page's frame shows the rest, which is
    /// touched only with everything.
    const fn shows(self) -> Touched {
        match self {
            Part::Page => Touched::REST,
            Part::Board => Touched::BOARD,
            Part::Focus => Touched::FOCUS,
            Part::Status => Touched::STATUS,
            Part::Clock => Touched::CLOCK,
            Part::Notices => Touched::NOTICES,
            Part::Study => Touched::STUDY,
            Part::StudyEditor => Touched::STUDY_EDITOR,
            Part::Learn => Touched::LEARN,
            Part::Train => Touched::TRAIN,
            Part::Online => Touched::ONLINE,
        }
    }

    /// Whether this part wakes when `touched` changed.
    fn wakes(self, touched: Touched) -> bool {
        touched.any(self.shows())
    }
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
    /// How many times the view's closures have read the session (see [`view_runs`]).
    static RUNS: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
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
    /// Reads the session for what `part` shows, so that the closure runs again when that part
    /// wakes.
    pub(crate) fn with<R>(self, part: Part, read: impl FnOnce(&Session) -> R) -> R {
        self.track(part);
        self.peek(read)
    }

    /// Counts a read and tracks `part`: one copy for every read, rather than one in each of
    /// the many copies of [`Ui::with`].
    #[inline(never)]
    fn track(self, part: Part) {
        RUNS.set(RUNS.get().wrapping_add(1));
        self.parts[part as usize].track();
    }

    /// Reads the session without tracking it (in event handlers).
    pub(crate) fn peek<R>(self, read: impl FnOnce(&Session) -> R) -> R {
        self.state.try_with_value(read).unwrap_or_else(|| gone())
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

    /// Hands the session something done online, or what a room's socket did (see
    /// [`Session::handle_online`]).
    pub(crate) fn send_online(self, action: OnlineAction) {
        self.through(|session, now| session.handle_online(action, now));
    }

    /// Hands the session a value another tab kept (see [`Session::handle_kept_elsewhere`]).
    pub(crate) fn send_kept_elsewhere(self, kept: crate::model::app::KeptElsewhere) {
        self.through(|session, _| session.handle_kept_elsewhere(kept));
    }

    /// Hands the session something done in Train (see [`Session::handle_train`]).
    pub(crate) fn send_train(self, action: TrainAction) {
        self.through(|session, now| session.handle_train(action, now));
    }

    /// Hands the session something through one of its doors, at the page's time, wakes the
    /// parts that show what the door says it touched, and carries out what it answers. Each
    /// door's caller is its own copy, so a part's door stays in the part that calls it.
    fn through(self, door: impl FnOnce(&mut Session, f64) -> Handled) {
        let now = web::now_ms();
        let Some(Handled { effects, touched }) =
            self.state.try_update_value(|session| door(session, now))
        else {
            return;
        };
        for part in Part::ALL {
            if part.wakes(touched) {
                self.parts[part as usize].notify();
            }
        }
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

/// The page's runtime, which carries out the session's effects.
pub(crate) fn runtime() -> Option<Rc<Runtime>> {
    RUNTIME.with_borrow(Clone::clone)
}

/// The session is gone: it lives as long as the page, so this is never called. One copy for
/// every read, rather than a panic's message and place in each copy of [`Ui::peek`].
#[cold]
#[inline(never)]
fn gone() -> ! {
    unreachable!("the session lives as long as the page")
}

/// The [`Ui`] of the page.
pub(crate) fn use_ui() -> Ui {
    UI.with(|ui| ui.get())
        .unwrap_or_else(|| unreachable!("the page's components run inside the app"))
}

/// How many times the view's reactive closures have read the session since the page opened.
/// The browser tests count what one action wakes with it (`tests/in_browser/wakes.rs`).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn view_runs() -> u32 {
    RUNS.get()
}
