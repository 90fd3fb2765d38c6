//! Any game setup, and random games under it: the link and record tests write such games and
//! read them back.

use mancala::engine::playout::random_move;
use mancala::engine::{HouseRules, Record, Sweep};
use mancala::model::settings::{GameSettings, Level, Opponent, Side};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Any setup a game can have: either opponent at any level, any side, 3 to 6 seeds, any house
/// rules with the pie rule among them, and any sweep.
pub fn game_settings() -> impl Strategy<Value = GameSettings> {
    (
        (any::<bool>(), 0..Level::ALL.len(), 0..3usize, 3..=6u8),
        (any::<[bool; 5]>(), 0..3usize),
    )
        .prop_map(
            |((human, level, side, seeds), (rules, sweep))| GameSettings {
                opponent: if human {
                    Opponent::Human
                } else {
                    Opponent::Computer
                },
                level: Level::ALL[level],
                side: [Side::First, Side::Second, Side::Alternate][side],
                seeds,
                house: HouseRules {
                    empty_capture: rules[0],
                    single_extra_turn: rules[1],
                    sow_both_stores: rules[2],
                    skip_origin: rules[3],
                    pie: rules[4],
                    sweep: [Sweep::OwnRow, Sweep::ToPlayerWhoRanOut, Sweep::Discard][sweep],
                },
            },
        )
}

/// Plays up to `plies` random moves on `record`, taking the pie rule's swap half the time it
/// is offered, and stops early if the game ends.
pub fn play_randomly(record: &mut Record, seed: u64, plies: usize) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..plies {
        if record.swap_offered() && rng.random_bool(0.5) {
            record.swap().unwrap();
            continue;
        }
        let Some(pit) = random_move(record.position(), &mut rng) else {
            break;
        };
        record.play(pit).unwrap();
    }
}
