//! How far Expert's exact solve reaches: for positions with a given number of seeds in the
//! pits, the share whose every move is solved exactly within 2 s on this machine (the time
//! Expert has in the browser), and within 6 million positions (the half of Expert's node
//! budget it gives the solve), with the page's table size, with or without an endgame table.
//!
//! `cargo run --release --example solve_seeds -- [POSITIONS] [endgame=SEEDS]` (20 positions a
//! seed count; no endgame table unless told).

#[path = "../tests/support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use mancala::engine::Rules;
use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::search::{Endgame, Table, solve_moves_within};
use support::matches::mixed_positions;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let count = args.first().and_then(|a| a.parse().ok()).unwrap_or(20);
    let most: Option<u8> = args
        .iter()
        .find_map(|a| a.strip_prefix("endgame=")?.parse().ok());
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    if let Some(most) = most {
        let started = Instant::now();
        table = table.with_endgame(Arc::new(Endgame::new(Rules::KALAH, most)));
        println!(
            "endgame table of up to {most} seeds built in {:.1} s\n",
            started.elapsed().as_secs_f64()
        );
    }
    let budget = Duration::from_secs(2);
    let half_budget = Level::Expert.limits().nodes / 2;
    println!(
        "| seeds in the pits | solved within 2 s | within {half_budget} positions | median time | median positions |"
    );
    println!("|---|---|---|---|---|");
    for seeds in (16..=40).step_by(2) {
        let mut times = Vec::new();
        let mut nodes = Vec::new();
        let (mut solved, mut within_half) = (0, 0);
        for position in mixed_positions(seeds, count) {
            table.clear();
            let started = Instant::now();
            let mut stop = || started.elapsed() >= budget;
            let result = solve_moves_within(&position, &mut table, u64::MAX, &mut stop);
            times.push(started.elapsed());
            match result {
                Ok(values) => {
                    solved += 1;
                    within_half += usize::from(values.nodes <= half_budget);
                    nodes.push(values.nodes);
                }
                Err(spent) => nodes.push(spent),
            }
        }
        times.sort();
        nodes.sort_unstable();
        let share = 100 * solved / count;
        println!(
            "| {seeds} | {share}% | {}% | {:.2} s | {} |",
            100 * within_half / count,
            times[count / 2].as_secs_f64(),
            nodes[count / 2]
        );
        if share == 0 {
            break;
        }
    }
}
