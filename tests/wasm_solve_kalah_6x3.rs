//! Kalah(6,3) solved in the browser: the worker's answers for the three-seed game, compiled as
//! the worker's search module is and run in a dedicated worker in headless Chromium, each
//! timed. From the start, with a fresh table as a new worker has: Expert's move (the worker
//! first builds the endgame table, then solves) and a review's values of every move; then,
//! over a sample of later positions, Expert's solve and the review's, each from an empty table.
//! Both answers from the start, and Expert's solve of every later position, must end within
//! 5 s, the goal for the three-seed game; the review's solves of later positions are logged,
//! since the costliest of them still take about that long.
//!
//! A measurement of a minute or so, ignored unless asked for; with the search module's build
//! settings (the `search` profile at opt-level 3, the `worker` feature alone):
//!
//! ```text
//! WASM_BINDGEN_TEST_TIMEOUT=300 \
//!     CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
//!     WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/.ci/webdriver.json" \
//!     CHROMEDRIVER=/usr/bin/chromedriver \
//!     cargo test --profile search --no-default-features --features worker \
//!     --target wasm32-unknown-unknown --test wasm_solve_kalah_6x3 -- --include-ignored --nocapture
//! ```

#![cfg(target_arch = "wasm32")]

use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::search::{Table, solve_best_within, solve_moves_within};
use mancala::engine::{Player, Position, Rules};
use mancala::worker::budget::answer_message;
use mancala::worker::protocol::{
    FromWorker, Pie, Play, Purpose, SearchRequest, ToWorker, ValuesRequest,
};
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

#[path = "support/in_worker.rs"]
mod in_worker;

use in_worker::{clock, warm_up};

#[path = "support/positions.rs"]
mod positions;

/// The most any of these may take, in milliseconds: the goal for Kalah(6,3).
const LIMIT_MS: f64 = 5000.0;

/// Later positions sampled, and the most seeds in their pits.
const SAMPLE: usize = 12;
const SAMPLE_SEEDS: u8 = 34;

#[wasm_bindgen_test]
#[ignore = "a measurement of a minute or so, run by hand"]
fn every_answer_in_the_three_seed_game_is_exact_within_five_seconds() {
    let now = clock();
    warm_up();
    let rules = Rules::new(6, 3).expect("standard rules");
    let start = Position::start(rules, Player::South);

    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let message = ToWorker::Search(SearchRequest {
        id: 1,
        position: start.to_string(),
        level: Level::Expert,
        seed: 1,
        pie: Pie::Off,
    })
    .encode();
    let started = now();
    let FromWorker::Reply(reply) = answer_message(&message, &mut table, &now) else {
        panic!("a reply");
    };
    let expert = now() - started;
    console_log!(
        "Kalah(6,3) start, Expert with a fresh table (endgame table built first): pit {:?}, \
         exact {}, {} positions, {:.2} s",
        reply.answer,
        reply.exact,
        reply.nodes,
        expert / 1000.0
    );
    assert_eq!((reply.answer, reply.exact), (Ok(Play::Sow(5)), true));

    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let message = ToWorker::Values(ValuesRequest {
        id: 2,
        purpose: Purpose::Review,
        position: start.to_string(),
        pie: Pie::Off,
    })
    .encode();
    let started = now();
    let FromWorker::Values(values) = answer_message(&message, &mut table, &now) else {
        panic!("values");
    };
    let review = now() - started;
    console_log!(
        "Kalah(6,3) start, a review with a fresh table: {:?}, exact {}, {} positions, {:.2} s",
        values.moves,
        values.exact,
        values.nodes,
        review / 1000.0
    );
    assert!(values.exact);

    // Later positions, each from an empty table (the table the worker now has keeps the
    // endgame table).
    let mut late = Vec::new();
    for position in positions::late_positions(rules, SAMPLE_SEEDS, SAMPLE, 3) {
        let now = &now;
        let limit = |started: f64| move || now() - started >= LIMIT_MS;
        table.clear();
        let started = now();
        let best = solve_best_within(&position, &mut table, u64::MAX, &mut limit(started));
        let expert = (best.is_ok(), now() - started);
        table.clear();
        let started = now();
        let every = solve_moves_within(&position, &mut table, u64::MAX, &mut limit(started));
        let review = (every.is_ok(), now() - started);
        console_log!(
            "{position}: Expert's solve {:.2} s{}, the review's {:.2} s{}",
            expert.1 / 1000.0,
            if expert.0 { "" } else { " (cut off)" },
            review.1 / 1000.0,
            if review.0 { "" } else { " (cut off)" }
        );
        late.push((position, expert.0, review.0));
    }
    assert!(
        expert < LIMIT_MS && review < LIMIT_MS,
        "from the start: {expert} and {review} ms"
    );
    for (position, expert, review) in late {
        assert!(
            expert && review,
            "{position}: Expert's {expert}, the review's {review}"
        );
    }
}
