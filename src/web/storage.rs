//! The page's door to `localStorage`. Storage can be missing, disabled (reading it throws a
//! SecurityError) or full (writing throws a QuotaExceededError); each of those is a
//! [`Refused`] here, never a panic, and only this page's own keys are read or written.
//!
//! The page uses web-sys's `Storage` directly rather than gloo-storage: gloo-storage's
//! `LocalStorage` throws from inside when storage is disabled, which would stop the wasm module,
//! and the page has to keep playing then.

use leptos::prelude::window;

use crate::model::session::Refused;

fn local_storage() -> Result<web_sys::Storage, Refused> {
    match window().local_storage() {
        Ok(Some(storage)) => Ok(storage),
        _ => Err(Refused),
    }
}

/// The text under `key`, `Ok(None)` if there is none.
pub fn read(key: &str) -> Result<Option<String>, Refused> {
    local_storage()?.get_item(key).map_err(|_| Refused)
}

/// Stores `value` under `key`.
pub fn write(key: &str, value: &str) -> Result<(), Refused> {
    local_storage()?.set_item(key, value).map_err(|_| Refused)
}
