//! The search module's entry point. In the computer player's Web Worker it starts the search
//! loop (`public/worker_loader.js` loads this module with the bytes the page fetched for it).
//! When no worker can start, the page imports this module on its own thread instead and asks
//! [`answer_on_page`] for each answer, at a smaller level, so that the page module itself
//! carries no search.

use wasm_bindgen::prelude::*;

fn main() {
    mancala::worker::start();
}

/// Answers one request, in the worker's message format, on the page's own thread: the search
/// capped at the page's level (see `mancala::worker::budget::answer_on_page_message`).
#[wasm_bindgen(js_name = answerOnPage)]
pub fn answer_on_page(request: &[u8]) -> Vec<u8> {
    mancala::worker::budget::answer_on_page_message(request)
}
