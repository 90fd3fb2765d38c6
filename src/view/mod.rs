//! The Leptos page: components only. Each reads the [`Session`] through the page's `Ui` handle
//! and sends it actions; [`crate::web::Runtime`] carries out what the session answers.

mod analysis;
mod board;
mod dialogs;
mod help;
mod later;
mod learn;
mod markup;
mod menu;
mod panels;
mod pitboard;
mod replay;
mod settings;
mod stats;
mod study;
mod train;

use std::rc::Rc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

use crate::engine::Pit;
use crate::model::app::{Action, Session, Step};
use crate::model::game::Turn;
use crate::model::learn::LearnAction;
use crate::model::settings::{Choice, Theme};
use crate::model::study::StudyAction;
use crate::model::train::TrainAction;
use crate::web::{self, Runtime};
use later::Sections;
use menu::Tool;

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
        leptos::mount::mount_to_body(move || app(session, effects));
    });
}

/// The whole page.
fn app(session: Session, effects: Vec<crate::model::app::Effect>) -> impl IntoView {
    let ui = Ui {
        state: RwSignal::new(session),
    };
    let runtime = Rc::new(Runtime::new(Rc::new(move |action| ui.send(action))));
    RUNTIME.set(Some(runtime.clone()));
    UI.set(Some(ui));
    for effect in effects {
        runtime.run(effect);
    }
    let listener = window_event_listener(leptos::ev::keydown, move |event: KeyboardEvent| {
        on_key(ui, &event);
    });
    on_cleanup(move || {
        listener.remove();
        if let Some(runtime) = RUNTIME.take() {
            runtime.stop();
        }
    });
    Effect::new(move |_| web::mark_interactive());
    // The sections under the board come in a part of their own, a moment after the board: this
    // counts those on the page.
    let arrived = RwSignal::new(0);
    Effect::new(move |_| {
        arrived.track();
        switches(ui);
    });

    view! {
        <header class="masthead">
            <h1>"Mancala"</h1>
            <p class="tagline">"Kalah, the six-pit game of sowing and capturing"</p>
        </header>
        <main id="game" data-app-ready="true"
            data-later=move || (arrived.get() == later::PLACES).then_some("in")>
            <menu::Toolbar arrived=arrived/>
            <panels::Notice/>
            <board::Board/>
            <panels::Preview/>
            <panels::Status/>
            {later::sections(Sections::InGame, arrived)}
        </main>
        {later::sections(Sections::Help, arrived)}
        <footer class="footer">
            <p>"Free, with no account and no tracking. Everything runs in your browser."</p>
        </footer>
    }
}

/// Page-wide single-key shortcuts. Arrow keys live on the pit row itself.
fn on_key(ui: Ui, event: &KeyboardEvent) {
    if event.ctrl_key() || event.alt_key() || event.meta_key() || typing_in_a_field(event) {
        return;
    }
    let key = event.key();
    // The analysis board and the lessons have keys of their own (see `study` and `learn`):
    // the game's wait while either is open.
    if ui.peek(|s| s.study_board().is_some() || s.lessons().is_open() || s.training().is_open())
        && !key.eq_ignore_ascii_case("f")
    {
        return;
    }
    if in_move_list(event) {
        let step = match key.as_str() {
            "ArrowLeft" => Some(Step::Back),
            "ArrowRight" => Some(Step::Forward),
            "Home" => Some(Step::First),
            "End" => Some(Step::Live),
            _ => None,
        };
        if let Some(step) = step {
            event.prevent_default();
            ui.send(Action::Replay(step));
            return;
        }
    }
    match key.as_str() {
        "s" | "S" => ui.send(Action::Skip),
        "h" | "H" => ui.send(Action::Hint),
        "n" | "N" => ui.send(Action::NewGame),
        "f" | "F" => web::toggle_full_screen(),
        "m" | "M" => ui.send(Action::ToggleSound),
        "[" => ui.send(Action::Replay(Step::Back)),
        "]" => ui.send(Action::Replay(Step::Forward)),
        digit if digit.len() == 1 && ("1"..="6").contains(&digit) => {
            if let Some(pit) = digit.parse().ok().and_then(Pit::new) {
                ui.send(Action::Focus(pit.index()));
                ui.send(Action::Sow(pit));
                // Keyboard focus on the row follows the pit just played, so the arrows go on
                // from there.
                // (Unless the move ended the game: then "Play again" takes focus.)
                let over = ui.peek(|s| s.game().turn() == Turn::Over);
                if is_pit(event.target()) && !over {
                    focus_pit_row();
                }
            }
        }
        _ => return,
    }
    event.prevent_default();
}

/// Sets the page's on-off attributes from the session: which toolbar buttons are disabled,
/// and which parts are hidden. One effect for all of them, rather than a binding each, which
/// would cost the page about 0.3 KB apiece.
fn switches(ui: Ui) {
    let switches = ui.with(|s| {
        let busy = s.table().animating();
        [
            (Tool::Undo.id(), "disabled", busy || !s.game().can_undo()),
            (Tool::Redo.id(), "disabled", busy || !s.game().can_redo()),
            (
                Tool::Hint.id(),
                "disabled",
                !s.may_move(s.game().position().to_move()),
            ),
            (Tool::Skip.id(), "disabled", !busy),
            (Tool::SendMove.id(), "hidden", !s.table().can_send_move()),
            (Tool::Swap.id(), "hidden", !s.may_swap()),
            ("replay-live", "hidden", s.replay().is_none()),
            ("thinking", "hidden", !s.computer().thinking()),
            ("game-over", "hidden", !s.table().shown_over()),
            // The analysis board stands in for the game's sections while it is open.
            (
                "game",
                "data-study",
                s.study_board().is_some() || s.lessons().is_open() || s.training().is_open(),
            ),
        ]
    });
    // The page's colours: no attribute follows the system (see style/main.css).
    if let Some(root) = document().document_element() {
        let _ = match ui.with(|s| s.settings().theme) {
            Theme::System => root.remove_attribute("data-theme"),
            theme => root.set_attribute("data-theme", theme.slug()),
        };
    }
    for (id, attribute, on) in switches {
        if let Some(element) = document().get_element_by_id(id) {
            let _ = match on {
                true => element.set_attribute(attribute, ""),
                false => element.remove_attribute(attribute),
            };
        }
    }
}

/// Puts a link on the clipboard and tells the session how it went: the move just made, to
/// send to the other player (`send`), or the whole game.
pub(crate) fn copy_link(ui: Ui, send: bool) {
    let query = ui.peek(|s| {
        let (table, settings) = (s.table(), s.settings());
        if send {
            table.move_link(settings)
        } else {
            table.game_link(settings)
        }
    });
    let link = web::address::link_with(&query);
    web::clipboard::copy_text(&link.clone(), move |copied| {
        ui.send(match send {
            true => Action::MoveSent { link, copied },
            false => Action::LinkCopied { link, copied },
        });
    });
}

/// Whether a key went to the move list or the analysis graph (which step the replay with the
/// arrow keys).
fn in_move_list(event: &KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|element| {
            element
                .closest("#move-log, #graph")
                .ok()
                .flatten()
                .is_some()
        })
}

/// Moves keyboard focus to the pit that holds the roving focus, once the page has drawn the
/// change that led here (the row's tab stop may be about to move).
pub(crate) fn focus_pit_row() {
    focus_later(".row [tabindex=\"0\"]");
}

/// Focuses the first element matching `selector` after the current task, when the view has
/// caught up with the session.
pub(crate) fn focus_later(selector: &'static str) {
    gloo_timers::callback::Timeout::new(0, move || {
        if let Ok(Some(element)) = document().query_selector(selector)
            && let Ok(element) = element.dyn_into::<web_sys::HtmlElement>()
        {
            let _ = element.focus();
        }
    })
    .forget();
}

/// Whether an event target is one of the board's pit buttons.
fn is_pit(target: Option<web_sys::EventTarget>) -> bool {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|element| element.class_list().contains("pit"))
}

/// The pit a single digit key names (1 to 6), when the key is held with no Ctrl, Alt or Meta
/// and not typed into a field: the keys that sow a pit on the page's boards.
pub(crate) fn digit_pit(event: &KeyboardEvent) -> Option<Pit> {
    if event.ctrl_key() || event.alt_key() || event.meta_key() || typing_in_a_field(event) {
        return None;
    }
    let key = event.key();
    key.parse::<u8>()
        .ok()
        .filter(|_| key.len() == 1)
        .and_then(Pit::new)
}

/// Whether a key press is aimed at a text field, select or other editable element.
pub(crate) fn typing_in_a_field(event: &KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
        .is_some_and(|element| {
            matches!(element.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                || element.is_content_editable()
        })
}
