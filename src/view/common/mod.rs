//! What the modes' views share: the markup helpers, the board every mode is played on, and
//! the page's focus and key helpers.

pub(crate) mod board;
pub(crate) mod markup;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

use crate::engine::Pit;

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

/// Closes the settings menu, if it is open, and puts focus on its button.
pub(crate) fn close_menu() {
    if let Some(menu) = document()
        .query_selector("details.menu[open]")
        .ok()
        .flatten()
        && let Ok(menu) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlDetailsElement>(menu)
    {
        menu.set_open(false);
        focus_summary();
    }
}

fn focus_summary() {
    if let Some(summary) = document().get_element_by_id("settings")
        && let Ok(summary) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(summary)
    {
        let _ = summary.focus();
    }
}
