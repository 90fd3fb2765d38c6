//! How far the exact solve reaches in the browser: for a fixed sample of positions at each seed
//! count, the share whose every move `solve_moves_within` settles within 2 s (Expert's time in
//! the worker), compiled to wasm32 and run in a dedicated worker in headless Chromium, with the
//! worker's table size, with and without the worker's endgame table; and, with the table, the
//! share whose moves of perfect play `solve_best_within` finds within 2 s, which is the solve
//! Expert itself runs (hints and reviews value every move).
//!
//! It takes minutes, so it is ignored unless asked for; with the search module's build settings
//! (the `search` profile at opt-level 3, the `worker` feature alone) and time for it to finish:
//!
//! ```text
//! WASM_BINDGEN_TEST_TIMEOUT=900 \
//!     CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
//!     WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/.ci/webdriver.json" \
//!     CHROMEDRIVER=/usr/bin/chromedriver \
//!     cargo test --profile search --no-default-features --features worker \
//!     --target wasm32-unknown-unknown --test wasm_solve_reach -- --include-ignored --nocapture
//! ```
//!
//! `--release` instead of `--profile search` measures the size-tuned page profile, which the
//! worker ran before the page and the search became two modules.

#![cfg(target_arch = "wasm32")]

use std::sync::Arc;

use mancala::engine::Rules;
use mancala::engine::players::TABLE_LOG2_SLOTS;
use mancala::engine::search::{Endgame, Table, solve_best_within, solve_moves_within};
use mancala::worker::budget::ENDGAME_SEEDS;
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

#[path = "support/in_worker.rs"]
mod in_worker;

use in_worker::{clock, warm_up};

#[path = "support/positions.rs"]
mod positions;

/// Expert's time in the worker, in milliseconds.
const BUDGET_MS: f64 = 2000.0;

/// Positions sampled at each seed count.
const SAMPLE: usize = 12;

/// Which solve to time: every move's value, or only the moves of perfect play.
#[derive(Clone, Copy)]
enum Solve {
    EveryMove,
    BestMoves,
}

/// Over the sample at `seeds`, how many solve within the budget, and the median time in ms.
fn reach(seeds: u8, solve: Solve, table: &mut Table, now: &dyn Fn() -> f64) -> (usize, f64) {
    let mut times = Vec::new();
    let mut solved = 0;
    for position in positions::late_positions(Rules::KALAH, seeds, SAMPLE, u64::from(seeds)) {
        table.clear();
        let started = now();
        let mut stop = || now() - started >= BUDGET_MS;
        let finished = match solve {
            Solve::EveryMove => solve_moves_within(&position, table, u64::MAX, &mut stop).is_ok(),
            Solve::BestMoves => solve_best_within(&position, table, u64::MAX, &mut stop).is_ok(),
        };
        times.push(now() - started);
        solved += usize::from(finished);
    }
    times.sort_by(f64::total_cmp);
    (solved, times[times.len() / 2])
}

#[wasm_bindgen_test]
#[ignore = "a measurement of some minutes, run by hand"]
fn the_share_solved_within_two_seconds_by_seeds_left() {
    let now = clock();
    warm_up();
    let started = now();
    let endgame = Arc::new(Endgame::new(Rules::KALAH, ENDGAME_SEEDS));
    console_log!(
        "{ENDGAME_SEEDS}-seed endgame table built in {:.1} s; {SAMPLE} positions a seed count, \
         each the first at or below it in a seeded random game",
        (now() - started) / 1000.0
    );
    let mut plain = Table::new(TABLE_LOG2_SLOTS);
    let mut with_endgame = Table::new(TABLE_LOG2_SLOTS).with_endgame(endgame);
    console_log!(
        "| seeds at most | every move solved in 2 s | median | with the endgame table | median \
         | Expert's best moves, with the table | median |"
    );
    console_log!("|---|---|---|---|---|---|---|");
    let mut shares = Vec::new();
    for seeds in (20..=40).step_by(2) {
        let (alone, alone_ms) = reach(seeds, Solve::EveryMove, &mut plain, &now);
        let (helped, helped_ms) = reach(seeds, Solve::EveryMove, &mut with_endgame, &now);
        let (best, best_ms) = reach(seeds, Solve::BestMoves, &mut with_endgame, &now);
        let percent = |solved: usize| (100 * solved + SAMPLE / 2) / SAMPLE;
        console_log!(
            "| {seeds} | {}% | {:.2} s | {}% | {:.2} s | {}% | {:.2} s |",
            percent(alone),
            alone_ms / 1000.0,
            percent(helped),
            helped_ms / 1000.0,
            percent(best),
            best_ms / 1000.0
        );
        shares.push((seeds, alone, helped));
        if best == 0 {
            break;
        }
    }
    // Expert tries the solve from 26 seeds (32 with the table) on the strength of native
    // figures: every sampled position with 20 seeds or fewer should solve in time here too.
    let (_, alone, helped) = shares[0];
    assert_eq!((alone, helped), (SAMPLE, SAMPLE), "20 seeds: {shares:?}");
}
