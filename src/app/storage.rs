//! The page's door to `localStorage` and to its own address. Storage can be missing, disabled
//! (reading it throws a SecurityError) or full (writing throws a QuotaExceededError); each of
//! those is an `Err` here, never a panic, and only this page's own keys are read or written.
//!
//! The page uses web-sys's `Storage` directly rather than gloo-storage: gloo-storage's
//! `LocalStorage` throws from inside when storage is disabled, which would stop the wasm module,
//! and the page has to keep playing then.

use leptos::prelude::window;

/// Storage could not be used: the browser refuses it to this page (disabled, blocked or
/// missing), or a write failed (most likely because it is full). The page treats both alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Unavailable;

fn local_storage() -> Result<web_sys::Storage, Unavailable> {
    match window().local_storage() {
        Ok(Some(storage)) => Ok(storage),
        _ => Err(Unavailable),
    }
}

/// The text under `key`, `Ok(None)` if there is none.
pub(super) fn read(key: &str) -> Result<Option<String>, Unavailable> {
    local_storage()?.get_item(key).map_err(|_| Unavailable)
}

/// Stores `value` under `key`.
pub(super) fn write(key: &str, value: &str) -> Result<(), Unavailable> {
    local_storage()?
        .set_item(key, value)
        .map_err(|_| Unavailable)
}

/// The query part of the page's address, with its `?` (empty when there is none).
pub(super) fn query() -> String {
    window().location().search().unwrap_or_default()
}

/// Replaces the query in the address bar without a reload or a new history entry. An empty
/// query leaves the bare address.
pub(super) fn set_query(query_text: &str) {
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
