//! The browser tests: the built page (`dist/`) driven in headless Chromium, one module for each
//! part of the page. They are one test binary, so that the harness ([`browser`]) and the crates
//! it uses are compiled and linked once rather than once a file; each test still starts its own
//! server, chromedriver and Chromium, so no test sees another's state.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them, and runs them
//! one at a time (`--test-threads=1`): two Chromiums at once on two cores make the waits flaky.

#![cfg(not(target_arch = "wasm32"))]

#[path = "../browser/mod.rs"]
mod browser;

mod by_link;
mod clock;
mod comfort;
mod floor;
mod game;
mod language;
mod layout;
mod learn;
mod levels;
mod load;
mod metrics;
mod modules;
mod nav;
mod offline;
mod online;
mod page;
mod pseudo;
mod review;
mod settings;
mod study;
mod train;
mod wakes;
