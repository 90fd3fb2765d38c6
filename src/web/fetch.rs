//! Fetching a text file that the page ships beside itself (the puzzles), through the
//! browser's `fetch`. A refusal, a failed request or a status other than success is a
//! [`FetchError`], never a throw; the model words it.

use leptos::prelude::window;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::model::train::FetchError;

/// The text at `path`, relative to the page, or why it could not be had.
pub async fn text(path: &str) -> Result<String, FetchError> {
    let response = JsFuture::from(window().fetch_with_str(path))
        .await
        .map_err(|_| FetchError::Refused)?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| FetchError::NoResponse)?;
    if !response.ok() {
        return Err(FetchError::Status(response.status()));
    }
    let body = response.text().map_err(|_| FetchError::BodyUnread)?;
    JsFuture::from(body)
        .await
        .ok()
        .and_then(|text| text.as_string())
        .ok_or(FetchError::BodyUnread)
}

/// The puzzle file's path, beside the page.
const PUZZLES: &str = "puzzles.txt";

/// Fetches the puzzle file and hands `loaded` its text, or why it could not be had.
pub fn puzzles(loaded: impl FnOnce(Result<String, FetchError>) + 'static) {
    wasm_bindgen_futures::spawn_local(async move { loaded(text(PUZZLES).await) });
}

/// Today, as whole days since 1 January 1970 in UTC: the date the daily puzzle is chosen by,
/// the same everywhere at once.
pub fn today() -> i64 {
    (web_sys::js_sys::Date::now() / 86_400_000.0).floor() as i64
}
