//! What the timed wasm tests share, run as the worker runs: its clock, and the warm-up it does
//! before its first reply.

use mancala::engine::search::{Limits, Table, best_move};
use mancala::engine::{Player, Position, Rules};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use wasm_bindgen::JsCast;
use web_sys::WorkerGlobalScope;

/// The worker's clock: milliseconds since it started.
pub fn clock() -> impl Fn() -> f64 {
    let performance = web_sys::js_sys::global()
        .dyn_into::<WorkerGlobalScope>()
        .ok()
        .and_then(|scope| scope.performance());
    move || performance.as_ref().map_or(0.0, |p| p.now())
}

/// As the worker does before its first reply: a short search, so that the browser compiles the
/// search hot before anything is timed.
pub fn warm_up() {
    let _ = best_move(
        &Position::start(Rules::KALAH, Player::South),
        Limits::nodes(100_000),
        &mut Table::new(12),
        &mut || false,
        &mut SmallRng::seed_from_u64(0),
    );
}
