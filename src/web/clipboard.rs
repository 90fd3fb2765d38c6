//! The system clipboard, and the system's share sheet where there is one, where the page puts
//! the links it hands out.

use leptos::prelude::window;
use wasm_bindgen::prelude::*;

/// Puts `text` on the clipboard; `done` hears whether it got there. Browsers refuse without a
/// secure page or a click just before, and some have no clipboard at all.
pub fn copy_text(text: &str, done: impl FnOnce(bool) + 'static) {
    let promise = window().navigator().clipboard().write_text(text);
    settle(promise, move |result| done(result.is_ok()));
}

/// Whether the browser has a share sheet (`navigator.share`): phones have one, and some
/// desktops.
pub fn can_share() -> bool {
    web_sys::js_sys::Reflect::has(&window().navigator(), &JsValue::from_str("share"))
        .unwrap_or(false)
}

/// Hands `url`, with `title`, to the system's share sheet. `done` hears whether it went
/// (`Some(true)`) or failed (`Some(false)`), or `None` when the player closed the sheet without
/// choosing where to send it.
pub fn share(title: &str, url: &str, done: impl FnOnce(Option<bool>) + 'static) {
    let data = web_sys::ShareData::new();
    data.set_title(title);
    data.set_url(url);
    let promise = window().navigator().share_with_data(&data);
    settle(promise, move |result| {
        done(match result {
            Ok(()) => Some(true),
            Err(why) if why == "AbortError" => None,
            Err(_) => Some(false),
        })
    });
}

/// Calls `done` once `promise` settles: `Ok` when it resolved, else the rejection's name
/// (`AbortError`, `NotAllowedError`, …), or an empty one when it has none.
fn settle(promise: web_sys::js_sys::Promise, done: impl FnOnce(Result<(), String>) + 'static) {
    let done = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let (ok, failed) = (done.clone(), done);
    let on_ok = Closure::once(move |_: JsValue| {
        if let Some(done) = ok.take() {
            done(Ok(()));
        }
    });
    let on_failed = Closure::once(move |why: JsValue| {
        if let Some(done) = failed.take() {
            let name = web_sys::js_sys::Reflect::get(&why, &JsValue::from_str("name"))
                .ok()
                .and_then(|name| name.as_string())
                .unwrap_or_default();
            done(Err(name));
        }
    });
    let _ = promise.then2(&on_ok, &on_failed);
    // Only one of the two ever runs; both live as long as the page (a few bytes a call).
    on_ok.forget();
    on_failed.forget();
}
