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
/// actions. The session itself is not reactive: each [`Part`] of the view has a trigger of its
/// own, a read names the part it draws, and each door wakes only the parts its action can have
/// changed (see [`Wakes`]).
#[derive(Clone, Copy)]
pub(crate) struct Ui {
    state: StoredValue<Session>,
    parts: [Trigger; PARTS],
}

/// The parts of the view that wake on their own. A closure that draws something reads the
/// session through [`Ui::with`] under the part that shows it; an action wakes the parts its
/// door names, and every part when it changed what the page is about (see [`Shape`]).
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
}

/// How many parts there are.
const PARTS: usize = 10;

/// The parts an action wakes, as a set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Wakes(u16);

impl Wakes {
    /// Every part.
    const ALL: Wakes = Wakes((1 << PARTS) - 1);

    /// These parts.
    const fn of(parts: &[Part]) -> Wakes {
        let mut bits = 0;
        let mut i = 0;
        while i < parts.len() {
            bits |= 1 << parts[i] as u16;
            i += 1;
        }
        Wakes(bits)
    }

    /// What one of play's actions can change, read before it is handled. Most change the game
    /// and so everything; the frequent small ones (a step of a sowing, a clock tick, focus and
    /// the preview moving) change only what they name.
    fn play(action: &Action) -> Wakes {
        match action {
            Action::Tick => Wakes::of(&[Part::Board, Part::Status]),
            Action::Focus(_) => Wakes::of(&[Part::Board, Part::Focus]),
            Action::Preview(_) => Wakes::of(&[Part::Board]),
            Action::ClockTick | Action::PageHidden(_) => Wakes::of(&[Part::Clock]),
            Action::Studied { .. } => Wakes::of(&[Part::Study, Part::StudyEditor, Part::Notices]),
            _ => Wakes::ALL,
        }
    }

    /// What an action on the analysis board can change: an edit, only the board being edited;
    /// opening, closing and playing from here, everything.
    fn study(action: &StudyAction) -> Wakes {
        match action {
            StudyAction::Change(_) => Wakes::of(&[Part::StudyEditor]),
            StudyAction::Open(_) | StudyAction::Close | StudyAction::PlayFromHere { .. } => {
                Wakes::ALL
            }
            _ => Wakes::of(&[Part::Study, Part::StudyEditor, Part::Notices]),
        }
    }

    /// What an action in the lessons can change.
    fn learn(action: &LearnAction) -> Wakes {
        match action {
            LearnAction::Open(_) | LearnAction::Close => Wakes::ALL,
            _ => Wakes::of(&[Part::Learn, Part::Notices]),
        }
    }

    /// What an action in Train can change.
    fn train(action: &TrainAction) -> Wakes {
        match action {
            TrainAction::Open | TrainAction::Close => Wakes::ALL,
            _ => Wakes::of(&[Part::Train, Part::Notices]),
        }
    }
}

/// What the page is about, compared before and after each action: when any of it changed (a
/// mode opened or closed, a move made or taken back, a sowing begun or ended, a question
/// asked, a notice given, the status line's news), the action wakes every part, whatever its
/// door said.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Shape {
    modes: (bool, bool, bool),
    ply: usize,
    animating: bool,
    pending: bool,
    notices: usize,
    replay: Option<usize>,
    said: crate::model::app::Status,
}

impl Shape {
    fn of(session: &Session) -> Shape {
        Shape {
            modes: (
                session.study_board().is_some(),
                session.lessons().is_open(),
                session.training().is_open(),
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
        RUNS.set(RUNS.get().wrapping_add(1));
        self.parts[part as usize].track();
        self.peek(read)
    }

    /// Reads the session without tracking it (in event handlers).
    pub(crate) fn peek<R>(self, read: impl FnOnce(&Session) -> R) -> R {
        self.state
            .try_with_value(read)
            .unwrap_or_else(|| unreachable!("the session lives as long as the page"))
    }

    /// Hands the session an action and carries out what it answers.
    pub(crate) fn send(self, action: Action) {
        let wakes = Wakes::play(&action);
        self.through(wakes, |session, now| session.handle(action, now));
    }

    /// Hands the session something done on the analysis board (see
    /// [`Session::handle_study`]).
    pub(crate) fn send_study(self, action: StudyAction) {
        let wakes = Wakes::study(&action);
        self.through(wakes, |session, now| session.handle_study(action, now));
    }

    /// Hands the session something done in the lessons (see [`Session::handle_learn`]).
    pub(crate) fn send_learn(self, action: LearnAction) {
        let wakes = Wakes::learn(&action);
        self.through(wakes, |session, now| session.handle_learn(action, now));
    }

    /// Hands the session something done in Train (see [`Session::handle_train`]).
    pub(crate) fn send_train(self, action: TrainAction) {
        let wakes = Wakes::train(&action);
        self.through(wakes, |session, now| session.handle_train(action, now));
    }

    /// Hands the session something through one of its doors, at the page's time, wakes the
    /// parts it changed, and carries out what it answers. Each door's caller is its own copy,
    /// so a part's door stays in the part that calls it.
    fn through(
        self,
        wakes: Wakes,
        door: impl FnOnce(&mut Session, f64) -> Vec<crate::model::app::Effect>,
    ) {
        let now = web::now_ms();
        let Some((effects, changed)) = self.state.try_update_value(|session| {
            let before = Shape::of(session);
            let effects = door(session, now);
            (effects, Shape::of(session) != before)
        }) else {
            return;
        };
        let Wakes(bits) = if changed { Wakes::ALL } else { wakes };
        for (i, part) in self.parts.iter().enumerate() {
            if bits & (1 << i) != 0 {
                part.notify();
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

/// How many times the view's reactive closures have read the session since the page opened.
/// The browser tests count what one action wakes with it (`tests/browser_wakes.rs`).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn view_runs() -> u32 {
    RUNS.get()
}
