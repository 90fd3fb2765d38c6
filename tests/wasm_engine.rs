//! The engine, the game state and the computer's request handling, compiled to wasm32 and run
//! in headless Chromium by wasm-bindgen-test: the same code the page and its worker ship, on
//! the platform where `usize` is 32 bits and there is no clock.
//!
//! `bash .ci/test` runs them with `cargo test --target wasm32-unknown-unknown --test
//! wasm_engine`, through wasm-bindgen-test-runner.

#![cfg(target_arch = "wasm32")]

use mancala::engine::playout::{Strategy, simulate};
use mancala::engine::search::Table;
use mancala::engine::{Pit, Player, Position, Record, Rules};
use mancala::model::game::Game;
use mancala::model::settings::{GameSettings, Level, Opponent};
use mancala::worker::budget::answer_message;
use mancala::worker::protocol::{FromWorker, Pie, Play, SearchRequest, ToWorker};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

mod minimax;
use minimax::minimax;

fn pit(n: u8) -> Pit {
    Pit::new(n).unwrap()
}

#[wasm_bindgen_test]
fn the_opening_extra_turn_and_the_thirteen_seed_capture_hold_in_wasm() {
    let mut position = Position::start(Rules::KALAH, Player::South);
    assert!(position.play(pit(3)).unwrap().extra_turn);
    let mut lap: Position = "6x4.s.0-0-0-0-0-13.0.4-4-4-4-4-4.11".parse().unwrap();
    let outcome = lap.play(pit(6)).unwrap();
    assert_eq!(outcome.capture.map(|c| c.banked()), Some(6));
    assert_eq!(lap.to_string(), "6x4.n.1-1-1-1-1-0.7.0-5-5-5-5-5.11");
}

#[wasm_bindgen_test]
fn seeded_random_games_end_and_keep_every_seed() {
    let start = Position::start(Rules::KALAH, Player::South);
    let mut rng = SmallRng::seed_from_u64(11);
    let tally = simulate(&start, Strategy::Random, Strategy::Random, 500, &mut rng);
    assert_eq!(tally.games, 500);
    assert_eq!(tally.south_wins + tally.north_wins + tally.draws, 500);
    assert!(tally.longest < 200, "longest game {}", tally.longest);
    let greedy = simulate(&start, Strategy::Greedy, Strategy::Random, 200, &mut rng);
    assert!(
        greedy.south_wins > 180,
        "greedy won only {}",
        greedy.south_wins
    );
}

#[wasm_bindgen_test]
fn a_record_replays_and_its_text_round_trips() {
    let text = "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_3625";
    let record: Record = text.parse().unwrap();
    assert_eq!(record.to_string(), text);
    let total: u32 = Player::BOTH
        .iter()
        .map(|&p| {
            u32::from(record.position().store(p))
                + record
                    .position()
                    .row(p)
                    .iter()
                    .map(|&s| u32::from(s))
                    .sum::<u32>()
        })
        .sum();
    assert_eq!(total, 48);
}

#[wasm_bindgen_test]
fn kalah_3x2_is_still_a_first_player_win_by_four() {
    let start = Position::start(Rules::new(3, 2).unwrap(), Player::South);
    assert_eq!(minimax(&start, u32::MAX), 4);
}

#[wasm_bindgen_test]
fn the_game_state_undoes_a_whole_turn() {
    let mut game = Game::new(GameSettings {
        opponent: Opponent::Human,
        ..GameSettings::default()
    })
    .unwrap();
    let start = *game.position();
    game.play(pit(3)).unwrap();
    assert!(game.undo());
    assert_eq!(*game.position(), start);
    assert!(game.redo());
    assert_eq!(
        game.status(),
        "Player 1 sowed pit 3: extra turn. Player 1 to move."
    );
}

#[wasm_bindgen_test]
fn the_worker_protocol_answers_with_a_legal_move_and_refuses_garbage() {
    let request = SearchRequest {
        id: 7,
        position: Position::start(Rules::KALAH, Player::North).to_string(),
        level: Level::Hard,
        seed: 3,
        pie: Pie::Off,
    };
    let mut table = Table::new(12);
    let message = ToWorker::Search(request).encode();
    // Hard keeps to its 0.35 s by the browser's clock, as it does in the worker.
    let performance = web_sys::window().unwrap().performance().unwrap();
    let answered = answer_message(&message, &mut table, &|| performance.now()).encode();
    let FromWorker::Reply(reply) = FromWorker::decode(&answered).unwrap() else {
        panic!("not a reply: {answered:?}");
    };
    assert_eq!(reply.id, 7);
    let Ok(Play::Sow(pit)) = reply.answer else {
        panic!("not a move: {:?}", reply.answer);
    };
    assert!((1..=6).contains(&pit));

    let FromWorker::Reply(garbage) = answer_message(b"{not a message", &mut table, &|| 0.0) else {
        panic!("garbage is answered with a reply");
    };
    assert_eq!(garbage.id, 0);
    assert!(garbage.answer.is_err());
}
