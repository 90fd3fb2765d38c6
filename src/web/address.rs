//! The page's own address: the query a visit opened with, and rewriting it in place.

use leptos::prelude::window;

use super::language;
use crate::model::words;

/// The query part of the page's address, with its `?` (empty when there is none).
pub fn query() -> String {
    window().location().search().unwrap_or_default()
}

/// Replaces the query in the address bar without a reload or a new history entry, with the
/// language the player chose, if they chose one. An empty query leaves the bare address.
pub fn set_query(query_text: &str) {
    let query_text = &words::with_lang(query_text, language::carried());
    let wanted = if query_text.is_empty() {
        String::new()
    } else {
        format!("?{query_text}")
    };
    if query() == wanted {
        return;
    }
    let location = window().location();
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    if let Ok(history) = window().history() {
        // A refusal (some sandboxed frames) leaves the address as it was; the game is unharmed.
        let url = format!("{path}{wanted}{hash}");
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// The page's address with `query_text` as its query: a link to the page as set up so, in
/// the language the player chose, if they chose one.
pub fn link_with(query_text: &str) -> String {
    let location = window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    let query_text = words::with_lang(query_text, language::carried());
    format!("{origin}{path}?{query_text}")
}

/// The address's query with the language links carry now, after the player chose one.
pub fn keep_language() {
    set_query(query().trim_start_matches('?'));
}
