//! What the runtime (`mod.rs`) and the adapters it drives both use, in a file of its own so
//! that an adapter, which the runtime imports, never imports the runtime's file: the way an
//! action goes back to the session, the browser's entropy, and the marks on the page's root
//! that the browser tests wait on.

use std::rc::Rc;

use leptos::prelude::document;

use crate::model::app::Action;

/// How the web layer hands an action back to the session.
pub type Send = Rc<dyn Fn(Action)>;

/// A fresh seed from the browser's entropy, for the computer's random choices and the analysis
/// board's random positions, so they vary from visit to visit. Without an entropy source the
/// page still plays, only with the same seed.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    let _ = getrandom::fill(&mut bytes);
    u64::from_le_bytes(bytes)
}

/// A fresh seat's secret for a live room: 128 bits from the browser's entropy
/// (`crypto.getRandomValues`, which every browser that runs WebAssembly has).
pub fn random_secret() -> crate::room::protocol::Secret {
    let mut bytes = [0u8; 16];
    let _ = getrandom::fill(&mut bytes);
    crate::room::protocol::Secret(u128::from_le_bytes(bytes))
}

/// Sets or removes an attribute on the page's root that says what the page is doing, for a
/// test to wait on rather than watch for a while: `data-clock` while the turn clock's timer
/// runs, `data-saving` while a write to storage is on its way.
pub(crate) fn mark(attribute: &str, on: bool) {
    if let Some(root) = document().document_element() {
        let _ = match on {
            true => root.set_attribute(attribute, ""),
            false => root.remove_attribute(attribute),
        };
    }
}
