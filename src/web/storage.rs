//! The page's door to `localStorage`, through gloo-storage's typed `get` and `set`. Storage can
//! be missing, disabled (reaching it throws a SecurityError: private modes, blocked cookies) or
//! full (writing throws a QuotaExceededError); each of those is a [`Refused`] here, never a
//! panic or a throw, and only this page's own keys are read or written.
//!
//! gloo-storage reaches the storage through `LocalStorage::raw()`, which throws when the
//! browser refuses it, and its `get` throws if reading an item does; a throw would stop the
//! wasm module, and the page has to keep playing. So whether the storage can be reached and
//! read is checked once, through web-sys, whose calls return the browser's refusal as an
//! error, and gloo is called only when it can. Writing needs no such check: `set` hands a
//! refused write (a full storage) back as an error.
//!
//! The model keeps each stored value as JSON text, which it reads and writes itself (its
//! versions and their migration are its business), so the value given to gloo is that text as
//! a JSON value ([`RawValue`]), which serde_json passes through unchanged both ways.

use std::cell::OnceCell;

use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::window;
use serde_json::value::RawValue;

use crate::model::session::Refused;

/// A key no other page uses, read once to see whether reading throws.
const PROBE_KEY: &str = "mancala.probe";

/// Whether `localStorage` can be reached and read without a throw, asked of the browser once.
fn available() -> bool {
    thread_local! {
        static AVAILABLE: OnceCell<bool> = const { OnceCell::new() };
    }
    AVAILABLE.with(|available| {
        *available.get_or_init(|| match window().local_storage() {
            Ok(Some(storage)) => storage.get_item(PROBE_KEY).is_ok(),
            _ => false,
        })
    })
}

/// The text under `key`, `Ok(None)` if there is none.
pub fn read(key: &str) -> Result<Option<String>, Refused> {
    if !available() {
        return Err(Refused);
    }
    match LocalStorage::get::<Box<RawValue>>(key) {
        Ok(value) => Ok(Some(value.get().to_string())),
        Err(StorageError::KeyNotFound(_)) => Ok(None),
        // Not JSON: the text as it is, which the model says is damaged.
        Err(StorageError::SerdeError(_)) => window()
            .local_storage()
            .ok()
            .flatten()
            .and_then(|storage| storage.get_item(key).ok())
            .ok_or(Refused),
        Err(StorageError::JsError(_)) => Err(Refused),
    }
}

/// Stores `value`, JSON text, under `key`.
pub fn write(key: &str, value: &str) -> Result<(), Refused> {
    if !available() {
        return Err(Refused);
    }
    let value = RawValue::from_string(value.to_string()).map_err(|_| Refused)?;
    LocalStorage::set(key, value).map_err(|_| Refused)
}
