//! The analysis board on the start of Kalah(6,3), in the browser: the worker's answers to the
//! board's steps, compiled as the worker's search module is and run in a dedicated worker in
//! headless Chromium, one step after another as the page asks them, with one table for all of
//! them and the endgame table built as the worker builds it. Logged: each step's time, depth
//! and what it proved, the time until the best move is proved and until every value is, and
//! whether that is within the 5 s the issue sets for the three-seed game.
//!
//! A measurement of some seconds, ignored unless asked for; run as
//! `tests/wasm_solve_kalah_6x3.rs` says, with `--test wasm_study_6x3`.

#![cfg(target_arch = "wasm32")]

use mancala::engine::players::TABLE_LOG2_SLOTS;
use mancala::engine::search::Table;
use mancala::engine::{Player, Position, Rules};
use mancala::worker::budget::{answer_message, prepare};
use mancala::worker::protocol::{Certainty, FromWorker, STUDY_STEPS, StudyRequest, ToWorker};
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

#[path = "support/in_worker.rs"]
mod in_worker;

use in_worker::{clock, warm_up};

#[wasm_bindgen_test]
#[ignore = "a measurement of some seconds, run by hand"]
fn the_board_proves_the_three_seed_start_step_by_step() {
    let now = clock();
    warm_up();
    let start = Position::start(Rules::new(6, 3).expect("standard rules"), Player::South);
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let began = now();
    let mut best_proved = None;
    for step in 0..STUDY_STEPS {
        let message = ToWorker::Study(StudyRequest {
            id: u32::from(step) + 1,
            position: start.to_string(),
            step,
        })
        .encode();
        let started = now();
        let FromWorker::Study(reply) = answer_message(&message, &mut table, &now) else {
            panic!("a study reply");
        };
        let took = now() - started;
        let exact = reply
            .moves
            .iter()
            .filter(|m| m.certainty == Certainty::Exact)
            .count();
        console_log!(
            "step {step}: {:.2} s, depth {}, {} positions, {exact} of {} exact, best {:?}",
            took / 1000.0,
            reply.depth,
            reply.nodes,
            reply.moves.len(),
            reply.moves.first().map(|m| (m.pit, m.value, m.certainty)),
        );
        if best_proved.is_none()
            && reply
                .moves
                .first()
                .is_some_and(|m| m.certainty == Certainty::Exact)
        {
            best_proved = Some(now() - began);
        }
        // As the worker does after posting its reply.
        prepare(&message, &mut table);
        if reply.solved {
            let all = now() - began;
            console_log!(
                "Kalah(6,3) start on the analysis board: best move proved after {:.2} s, every \
                 value after {all:.0} ms ({:.2} s), at step {step}",
                best_proved.unwrap_or(all) / 1000.0,
                all / 1000.0
            );
            assert_eq!(reply.moves[0].value, 2, "the start is worth +2");
            return;
        }
    }
    panic!("the three-seed start was not solved in {STUDY_STEPS} steps");
}
