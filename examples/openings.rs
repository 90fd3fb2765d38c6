//! What the ladder's openings are worth: every two-turn opening of Kalah(6,4), searched deeply
//! (12 million positions, Expert's budget), with its value for South, then how many openings
//! are worth how much to one side. It shows how many of the ladder's games start from a
//! position already won for one player.
//!
//! `cargo run --profile bench --example openings [positions per opening]`

#[path = "../tests/support/mod.rs"]
mod support;

use std::collections::BTreeMap;

use mancala::engine::Player;
use mancala::engine::players::TABLE_LOG2_SLOTS;
use mancala::engine::search::{Limits, Table, best_move};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use support::matches::{after_opening, openings};

fn main() {
    let nodes = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(12_000_000);
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let mut rng = SmallRng::seed_from_u64(1);
    let mut values: BTreeMap<i32, u32> = BTreeMap::new();
    let all = openings(usize::MAX);
    for line in &all {
        let position = after_opening(line);
        table.clear();
        let Some(found) = best_move(
            &position,
            Limits::nodes(nodes),
            &mut table,
            &mut || false,
            &mut rng,
        ) else {
            continue;
        };
        let for_south = if position.to_move() == Player::South {
            found.score
        } else {
            -found.score
        };
        let exact = if found.exact { ", exact" } else { "" };
        println!(
            "{line:?}: {for_south:+} for South ({} plies{exact})",
            found.depth
        );
        *values.entry(for_south).or_default() += 1;
    }
    println!("\n{} openings; value for South: count", all.len());
    for (value, count) in &values {
        println!("{value:+}: {count}");
    }
    for at_least in [1, 3, 6, 10] {
        let lopsided: u32 = values
            .iter()
            .filter(|(value, _)| value.abs() >= at_least)
            .map(|(_, count)| count)
            .sum();
        println!("worth {at_least} or more seeds to one side: {lopsided}");
    }
}
