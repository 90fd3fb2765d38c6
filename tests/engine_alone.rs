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
fn the_engine_alone_plays_a_whole_game() {
    let start = Position::start(Rules::KALAH, Player::South);
    let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
    let game = play_out(&start, Strategy::Greedy, Strategy::Random, &mut rng);
    assert!(game.plies > 0);
    assert_eq!(
        game.result.margin_for(Player::South) + game.result.margin_for(Player::North),
        0
    );
}
