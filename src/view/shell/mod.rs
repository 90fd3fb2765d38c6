//! The page's frame: the masthead, the main region with the toolbar, the board and the
//! sections under it, the footer, the page-wide keys, and the on-off attributes that follow
//! the session. The toolbar and the menu are here too (`menu`, `settings`), with the split
//! points of the modes (`modes`) and of the later sections (`later`), and the help.

pub(crate) mod help;
pub(crate) mod language;
pub(crate) mod later;
pub(crate) mod menu;
pub(crate) mod modes;
pub(crate) mod nav;
pub(crate) mod settings;

use crate::model::app::RouterAction;
use crate::model::play::PlayAction;
use std::rc::Rc;

use leptos::prelude::*;

use crate::view::Part;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

use super::common::{focus_pit_row, typing_in_a_field};
use super::{RUNTIME, UI, Ui};
use crate::engine::Pit;
use crate::model::app::{Action, Session, Step};
use crate::model::game::Turn;
use crate::model::settings::{Choice, Theme};
use crate::model::words;
use crate::web::{self, Runtime};
use later::Sections;
use menu::Tool;

/// Opens the page on the body: the app, once the page has read what it finds (at once unless
/// storage holds the player's values and the part of the module that reads them is still on
/// its way; see [`web::open`]).
pub fn start() {
    wasm_bindgen_futures::spawn_local(async {
        // The language first: its words were fetched beside the page module (see boot.js).
        let missing = web::language::open().await;
        let (session, effects) = web::open().await;
        let ui = begin(session);
        if let Some(lang) = missing {
            ui.send(Action::Router(RouterAction::WordsMissing(lang)));
        }
        language::follow(redraw);
        draw(ui);
        // After the first drawing, which starts Leptos's executor: an effect may spawn a task.
        if let Some(runtime) = RUNTIME.with_borrow(Clone::clone) {
            for effect in effects {
                runtime.run(effect);
            }
            runtime.start_computer();
        }
    });
}

/// The visit's state and the runtime that carries out its effects, set up once: the page is
/// drawn from them, and drawn again in another language, without either changing.
fn begin(session: Session) -> Ui {
    let ui = Ui {
        state: StoredValue::new(session),
        parts: std::array::from_fn(|_| Trigger::new()),
    };
    let runtime = Rc::new(Runtime::new(Rc::new(move |action| ui.send(action))));
    RUNTIME.set(Some(runtime));
    UI.set(Some(ui));
    // The page-wide keys, and the toolbar's buttons and the modes' links, with one handler for
    // the page; both last as long as the page.
    window_event_listener(leptos::ev::keydown, move |event: KeyboardEvent| {
        on_key(ui, &event);
    });
    window_event_listener(leptos::ev::click, menu::on_click);
    ui
}

thread_local! {
    /// Takes the page as drawn off the body.
    static DRAWN: std::cell::RefCell<Option<Box<dyn FnOnce()>>> = const {
        std::cell::RefCell::new(None)
    };
}

/// Draws the page on the body in the language spoken, taking off what was drawn before.
/// (Mounted afresh rather than drawn by a closure that follows the language: such a closure
/// would carry code to patch every part of the page in place, kilobytes of the first visit.)
fn draw(ui: Ui) {
    if let Some(undraw) = DRAWN.take() {
        undraw();
    }
    let Some(body) = document().body() else {
        return;
    };
    let drawn = leptos::mount::mount_to(body, move || page(ui));
    DRAWN.set(Some(Box::new(move || drop(drawn))));
}

/// Draws the page again, after a change of language.
fn redraw() {
    if let Some(ui) = UI.get() {
        draw(ui);
    }
}

/// The page's frame and everything in it, in the language spoken.
fn page(ui: Ui) -> impl IntoView {
    Effect::new(move |_| web::mark_interactive());
    // The sections under the board come in a part of their own, a moment after the board: this
    // counts those on the page.
    let arrived = RwSignal::new(0);
    Effect::new(move |_| {
        arrived.track();
        switches(ui);
        nav::mark(ui);
    });

    view! {
        <header class="masthead">
            <h1>{words::shell::masthead()}</h1>
            <p class="tagline">{words::shell::tagline()}</p>
        </header>
        <nav::ModeNav/>
        <main id="game" data-app-ready="true"
            data-later=move || (arrived.get() == later::PLACES).then_some("in")>
            <menu::Toolbar arrived=arrived/>
            <crate::view::play::panels::Notice/>
            <crate::view::play::board::Board/>
            <crate::view::play::panels::Preview/>
            <crate::view::play::panels::Status/>
            {later::sections(Sections::Modes, arrived)}
            {later::sections(Sections::InGame, arrived)}
        </main>
        {later::sections(Sections::Help, arrived)}
        <footer class="footer">
            <p>{words::shell::footer()}</p>
        </footer>
    }
}

/// Page-wide single-key shortcuts. Arrow keys live on the pit row itself.
fn on_key(ui: Ui, event: &KeyboardEvent) {
    // Escape in the settings menu closes it and hands focus back to its button.
    if event.key() == "Escape" && in_closest(event, "details.menu") {
        crate::view::common::close_menu();
        event.prevent_default();
        return;
    }
    if event.ctrl_key() || event.alt_key() || event.meta_key() || typing_in_a_field(event) {
        return;
    }
    let key = event.key();
    // The analysis board and the lessons have keys of their own (see `study` and `learn`):
    // the game's wait while either is open.
    if ui.peek(|s| {
        s.study_board().is_some()
            || s.lessons().is_open()
            || s.training().is_open()
            || s.online().is_some()
    }) && !key.eq_ignore_ascii_case("f")
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
            ui.send(Action::Play(PlayAction::Replay(step)));
            return;
        }
    }
    match key.as_str() {
        "s" | "S" => ui.send(Action::Play(PlayAction::Skip)),
        "h" | "H" => ui.send(Action::Play(PlayAction::Hint)),
        "n" | "N" => ui.send(Action::Play(PlayAction::NewGame)),
        "f" | "F" => web::toggle_full_screen(),
        "m" | "M" => ui.send(Action::Router(RouterAction::ToggleSound)),
        "[" => ui.send(Action::Play(PlayAction::Replay(Step::Back))),
        "]" => ui.send(Action::Play(PlayAction::Replay(Step::Forward))),
        digit if digit.len() == 1 && ("1"..="6").contains(&digit) => {
            if let Some(pit) = digit.parse().ok().and_then(Pit::new) {
                ui.send(Action::Play(PlayAction::Focus(pit.index())));
                ui.send(Action::Play(PlayAction::Sow(pit)));
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
    let switches = ui.with(Part::Page, |s| {
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
            (
                Tool::FullScreen.id(),
                "hidden",
                !web::full_screen_possible(),
            ),
            (Tool::SendMove.id(), "hidden", !s.table().can_send_move()),
            (Tool::Swap.id(), "hidden", !s.may_swap()),
            ("replay-live", "hidden", s.replay().is_none()),
            ("thinking", "hidden", !s.computer().thinking()),
            ("game-over", "hidden", !s.table().shown_over()),
            // The analysis board stands in for the game's sections while it is open.
            (
                "game",
                "data-study",
                s.study_board().is_some()
                    || s.lessons().is_open()
                    || s.training().is_open()
                    || s.online().is_some(),
            ),
        ]
    });
    // The page's colours: no attribute follows the system (see style/main.css).
    if let Some(root) = document().document_element() {
        let _ = match ui.with(Part::Page, |s| s.settings().theme) {
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

/// Whether a key went to the move list or the analysis graph (which step the replay with the
/// arrow keys).
fn in_move_list(event: &KeyboardEvent) -> bool {
    in_closest(event, "#move-log, #graph")
}

/// Whether a key went to an element inside one that `selector` matches.
fn in_closest(event: &KeyboardEvent, selector: &str) -> bool {
    event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|element| element.closest(selector).ok().flatten().is_some())
}

/// Whether an event target is one of the board's pit buttons.
fn is_pit(target: Option<web_sys::EventTarget>) -> bool {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|element| element.class_list().contains("pit"))
}
