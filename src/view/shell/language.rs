//! The page's language as the player changes it in the settings: its words fetched, the page
//! drawn again in them, and the menu open again where the player left it.

use leptos::prelude::*;

use crate::model::app::{Action, RouterAction};
use crate::model::words::{self, Lang};
use crate::view::UI;
use crate::web;

thread_local! {
    /// Draws the page again, in the language spoken now.
    static REDRAW: std::cell::Cell<Option<fn()>> = const { std::cell::Cell::new(None) };
    /// Whether the language was changed in the settings and the page drawn again since: the
    /// menu opens again with the language's select in focus.
    static SWITCHED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The player chose `lang` in the settings: its words are fetched (if they are not in already)
/// and the page drawn again in them, its game and its place as they were. If they cannot be
/// had, the page stays as it is and a notice says so.
pub(crate) fn switch_language(lang: Lang) {
    wasm_bindgen_futures::spawn_local(async move {
        if web::language::choose(lang).await {
            web::address::keep_language();
            SWITCHED.set(true);
            if let Some(redraw) = REDRAW.get() {
                redraw();
            }
        } else {
            if let Some(select) = document().get_element_by_id("language") {
                let _ = web_sys::js_sys::Reflect::set(
                    &select,
                    &"value".into(),
                    &words::spoken().tag().into(),
                );
            }
            if let Some(ui) = UI.get() {
                ui.send(Action::Router(RouterAction::WordsMissing(lang)));
            }
        }
    });
}

/// Once the language's select is on the page: after a change of language, the menu it is in
/// opens again, with the select in focus, where the player left it.
pub(crate) fn after_switch(select: &web_sys::HtmlSelectElement) {
    if !SWITCHED.replace(false) {
        return;
    }
    if let Some(menu) = select.closest("details").ok().flatten() {
        let _ = menu.set_attribute("open", "");
    }
    let _ = select.focus();
}

/// `redraw` draws the page again once the player has changed its language.
pub(crate) fn follow(redraw: fn()) {
    REDRAW.set(Some(redraw));
}
