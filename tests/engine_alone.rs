//! The engine compiled on its own: this test crate's root holds `src/engine` and nothing else
//! of the crate, so an engine that reached for the model, the worker, the web layer or the view
//! (`crate::model` and the like) would not build here. With `.ci/test`'s build of the library
//! without the `page` feature, which has no DOM, JavaScript or timer crate to offer, the
//! compiler holds the engine to its layer. (Lints that spare an exported API are allowed here,
//! where the engine is a private module.)

#[allow(dead_code, unused_imports, clippy::wrong_self_convention)]
#[path = "../src/engine/mod.rs"]
mod engine;

use engine::playout::{Strategy, play_out};
use engine::{Player, Position, Rules};
use rand::SeedableRng;

#[test]
fn the_engine_alone_plays_whole_games() {
    let start = Position::start(Rules::KALAH, Player::South);
    let mut decisive = 0;
    for seed in 0..20 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let game = play_out(&start, Strategy::Greedy, Strategy::Random, &mut rng);
        // The same game again, move by move through the checked door, from the same seed.
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let mut position = start;
        let mut plies = 0;
        loop {
            let strategy = match position.to_move() {
                Player::South => Strategy::Greedy,
                Player::North => Strategy::Random,
            };
            let Some(pit) = strategy.choose(&position, &mut rng) else {
                break;
            };
            position.play(pit).expect("a chosen move is legal");
            plies += 1;
        }
        assert!(position.is_over(), "seed {seed}: {position}");
        assert_eq!(game.plies, plies, "seed {seed}");
        assert_eq!(Some(game.result), position.result(), "seed {seed}");
        let stores = position.stores();
        assert_eq!(
            game.result.margin_for(Player::South),
            i32::from(stores.south) - i32::from(stores.north),
            "seed {seed}"
        );
        decisive += usize::from(game.result.winner().is_some());
    }
    // A draw proves little about the scoring: most of these games must have a winner.
    assert!(decisive >= 10, "{decisive} of 20 games decisive");
}
