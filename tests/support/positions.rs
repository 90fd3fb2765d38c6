//! Positions for tests, sampled from seeded random games.

use mancala::engine::playout::random_move;
use mancala::engine::{Player, Position, Rules};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// `count` positions from random games on `rules` seeded with `seed`: in each game, the first
/// position with at most `most` seeds in the pits.
pub fn late_positions(rules: Rules, most: u8, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut found = Vec::new();
    while found.len() < count {
        let mut position = Position::start(rules, Player::South);
        while let Some(pit) = random_move(&position, &mut rng) {
            if position.seeds_on_board() <= most {
                found.push(position);
                break;
            }
            position.play_unchecked(pit);
        }
    }
    found
}
