//! What the page knows and decides, with no browser, no Leptos and no timers, by mode:
//!
//! - the ground, shared by every mode and importing no folder: [`game`], [`settings`],
//!   [`board`], [`moves`] and [`review`];
//! - [`share`] (links and text records), [`formats`] (one file per stored key) and [`common`]
//!   (what every controller speaks);
//! - one folder per mode, each with its own state and data: [`play`], [`study`], [`learn`],
//!   [`train`] and [`online`]. A mode never imports another mode, the stored formats or the router;
//! - [`app`], the router: the [`app::Session`] the page runs on, which opens one mode at a
//!   time and carries what one mode gives another. Only the web layer and the view import it.
//!
//! Tested natively with `cargo test` (tests/house.rs checks the imports above); the view draws
//! it and the web layer carries out its effects.

pub mod app;
pub mod board;
pub mod common;
pub mod formats;
pub mod game;
pub mod learn;
pub mod moves;
pub mod online;
pub mod play;
pub mod review;
pub mod settings;
pub mod share;
pub mod study;
pub mod train;
pub mod words;
