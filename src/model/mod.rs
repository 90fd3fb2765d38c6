//! What the page knows and decides, with no browser, no Leptos and no timers: the game, the
//! board as drawn, the settings, the link, the records and what is stored, the search
//! worker's client, and the [`session::Session`] that runs them all. Tested natively with
//! `cargo test`; the view draws it and the web layer carries out its effects.

pub mod board;
pub mod common;
pub mod game;
pub mod learn;
pub mod moves;
pub mod play;
pub mod review;
pub mod session;
pub mod settings;
pub mod share;
pub mod store;
pub mod study;
pub mod train;
pub mod worker_client;
