//! The system's reduced-motion preference, read once and then followed as it changes.

use leptos::prelude::window;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::MediaQueryList;

const REDUCED_MOTION: &str = "(prefers-reduced-motion: reduce)";

fn query() -> Option<MediaQueryList> {
    window().match_media(REDUCED_MOTION).ok().flatten()
}

/// Whether the system asks for reduced motion now.
pub fn prefers_reduced_motion() -> bool {
    query().is_some_and(|q| q.matches())
}

/// Calls `changed` with the new preference each time the system's setting changes, for as long
/// as the returned handle is kept.
pub fn watch_reduced_motion(changed: impl Fn(bool) + 'static) -> Option<Watch> {
    let list = query()?;
    let reader = list.clone();
    let on_change = Closure::<dyn Fn()>::new(move || changed(reader.matches()));
    list.set_onchange(Some(on_change.as_ref().unchecked_ref()));
    Some(Watch {
        list,
        _on_change: on_change,
    })
}

/// A watch on the preference; dropping it stops the calls.
pub struct Watch {
    list: MediaQueryList,
    _on_change: Closure<dyn Fn()>,
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.list.set_onchange(None);
    }
}
