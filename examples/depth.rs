//! How deep the search gets in 350 ms and in 2 s on this machine, as Hard and as Expert search
//! (their limits, with no node cap): from the Kalah(6,4) opening and from ten fixed mid-game
//! positions. The clock is the example's: the engine only asks a `stop` callback.
//!
//! `cargo run --release --example depth`

use std::time::{Duration, Instant};

use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::playout::random_move;
use mancala::engine::search::{Limits, Table, best_move};
use mancala::engine::{Player, Position, Rules};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// Ten positions from seeded random games, 10 to 19 moves in.
fn mid_game_positions() -> Vec<Position> {
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut positions = Vec::new();
    while positions.len() < 10 {
        let mut position = Position::start(Rules::KALAH, Player::South);
        let plies = 10 + positions.len();
        for _ in 0..plies {
            match random_move(&position, &mut rng) {
                Some(pit) => {
                    position.play_unchecked(pit);
                }
                None => break,
            }
        }
        if !position.is_over() {
            positions.push(position);
        }
    }
    positions
}

fn main() {
    let mut positions = vec![Position::start(Rules::KALAH, Player::South)];
    positions.extend(mid_game_positions());
    println!("| position | depth in 350 ms | nodes/s | depth in 2 s | nodes/s |");
    println!("|---|---|---|---|---|");
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    for position in &positions {
        let mut cells = Vec::new();
        for (level, budget) in [
            (Level::Hard, Duration::from_millis(350)),
            (Level::Expert, Duration::from_secs(2)),
        ] {
            table.clear();
            let started = Instant::now();
            let mut stop = || started.elapsed() >= budget;
            let found = best_move(
                position,
                Limits {
                    nodes: u64::MAX,
                    ..level.limits()
                },
                &mut table,
                &mut stop,
                &mut SmallRng::seed_from_u64(1),
            )
            .expect("positions still in play");
            let rate = found.nodes as f64 / started.elapsed().as_secs_f64();
            let depth = if found.exact {
                format!("{} (exact)", found.depth)
            } else {
                found.depth.to_string()
            };
            cells.push(format!("{depth} | {:.1} M", rate / 1e6));
        }
        println!("| `{position}` | {} |", cells.join(" | "));
    }
}
