//! The system clipboard, where the page puts the links it hands out.

use leptos::prelude::window;

/// Puts `text` on the clipboard; `done` hears whether it got there. Browsers refuse without a
/// secure page or a click just before, and some have no clipboard at all.
pub fn copy_text(text: &str, done: impl FnOnce(bool) + 'static) {
    use wasm_bindgen::prelude::*;
    let promise = window().navigator().clipboard().write_text(text);
    let done = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let (ok, failed) = (done.clone(), done);
    let on_ok = Closure::once(move |_: JsValue| {
        if let Some(done) = ok.take() {
            done(true);
        }
    });
    let on_failed = Closure::once(move |_: JsValue| {
        if let Some(done) = failed.take() {
            done(false);
        }
    });
    let _ = promise.then2(&on_ok, &on_failed);
    // Only one of the two ever runs; both live as long as the page (a few bytes a copy).
    on_ok.forget();
    on_failed.forget();
}
