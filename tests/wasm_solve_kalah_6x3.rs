//! Kalah(6,3) solved in the browser: the worker's answers for the three-seed game, compiled as
//! the worker's search module is and run in a dedicated worker in headless Chromium. From the
//! start, with a fresh table as a new worker has: Expert's move (the worker first builds the
//! endgame table, then solves) and a review's values of every move; then, over a sample of
//! later positions, Expert's solve and the review's, each from an empty table. Every answer
//! must be exact, and Expert's best moves must be the review's best. Each is timed and logged,
//! but no time is asserted: the goal of 5 s for the three-seed game is measured natively by
//! the `kalah_6x3` benchmarks in `benches/engine.rs`, and in the browser by reading this log.
//!
//! A run of a minute or so, ignored unless asked for; with the search module's build
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

/// Later positions sampled, and the most seeds in their pits.
const SAMPLE: usize = 12;
const SAMPLE_SEEDS: u8 = 34;

#[wasm_bindgen_test]
#[ignore = "a minute or so, run by hand"]
fn every_answer_in_the_three_seed_game_is_exact() {
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
    let best = values.moves.iter().map(|&(_, value)| value).max();
    assert_eq!(best, Some(2), "Kalah(6,3) is a first player win by 2");
    assert!(values.moves.contains(&(5, 2)), "{:?}", values.moves);

    // Later positions, each from an empty table (the table the worker now has keeps the
    // endgame table).
    for position in positions::late_positions(rules, SAMPLE_SEEDS, SAMPLE, 3) {
        table.clear();
        let started = now();
        let best = solve_best_within(&position, &mut table, u64::MAX, &mut || false)
            .expect("no budget to run out");
        let expert = now() - started;
        table.clear();
        let started = now();
        let every = solve_moves_within(&position, &mut table, u64::MAX, &mut || false)
            .expect("no budget to run out");
        let review = now() - started;
        console_log!(
            "{position}: Expert's solve {:.2} s, the review's {:.2} s",
            expert / 1000.0,
            review / 1000.0
        );
        let top = every.values.iter().map(|&(_, value)| value).max();
        assert_eq!(top, Some(best.value), "{position}");
        let tops: Vec<_> = every
            .values
            .iter()
            .filter(|&&(_, value)| value == best.value)
            .map(|&(pit, _)| pit)
            .collect();
        assert_eq!(tops, best.moves, "{position}");
    }
}
