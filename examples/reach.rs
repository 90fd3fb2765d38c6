//! Expert's reach natively, on the sample `tests/wasm_solve_reach.rs` times in Chromium: for
//! each seed count, twelve positions, each the first at or below it in a seeded random game of
//! Kalah(6,4), solved with the worker's table size and its 12-seed endgame table. Positions are
//! exact and machine-independent, so a change to the solver can be weighed here before the
//! browser run; the times are the host's.
//!
//! `cargo run --profile bench --example reach -- [every] [nodes=MILLIONS] SEEDS...`: the moves
//! of perfect play (`solve_best_within`, what Expert runs) unless `every` asks for every move's
//! value (`solve_moves_within`); each solve stops after `MILLIONS` million positions (40
//! unless told), counted as not solved.

#[path = "../tests/support/positions.rs"]
mod positions;

use std::sync::Arc;
use std::time::Instant;

use mancala::engine::Rules;
use mancala::engine::players::TABLE_LOG2_SLOTS;
use mancala::engine::search::{Endgame, Table, solve_best_within, solve_moves_within};
use mancala::worker::budget::ENDGAME_SEEDS;

/// Positions sampled at each seed count, as in the browser test.
const SAMPLE: usize = 12;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let every = args.iter().any(|a| a == "every");
    let most: u64 = args
        .iter()
        .find_map(|a| a.strip_prefix("nodes=")?.parse::<u64>().ok())
        .unwrap_or(40)
        * 1_000_000;
    let endgame = Arc::new(Endgame::new(Rules::KALAH, ENDGAME_SEEDS));
    let mut table = Table::new(TABLE_LOG2_SLOTS).with_endgame(endgame);
    println!(
        "{}: millions of positions each took, fewest first (-: more than {}), total, seconds",
        if every { "every move" } else { "best moves" },
        most / 1_000_000
    );
    let (mut all_nodes, mut all_seconds) = (0, 0.0);
    for seeds in args.iter().filter_map(|a| a.parse::<u8>().ok()) {
        let clock = Instant::now();
        let mut nodes: Vec<(bool, u64)> =
            positions::late_positions(Rules::KALAH, seeds, SAMPLE, u64::from(seeds))
                .iter()
                .map(|position| {
                    table.clear();
                    let mut never = || false;
                    let solved = if every {
                        solve_moves_within(position, &mut table, most, &mut never).map(|s| s.nodes)
                    } else {
                        solve_best_within(position, &mut table, most, &mut never).map(|s| s.nodes)
                    };
                    match solved {
                        Ok(n) => (true, n),
                        Err(n) => (false, n),
                    }
                })
                .collect();
        let seconds = clock.elapsed().as_secs_f64();
        nodes.sort_unstable_by_key(|&(done, n)| (!done, n));
        let total: u64 = nodes.iter().map(|&(_, n)| n).sum();
        let shown: Vec<String> = nodes
            .iter()
            .map(|&(done, n)| {
                if done {
                    format!("{:.2}", n as f64 / 1e6)
                } else {
                    "-".into()
                }
            })
            .collect();
        println!(
            "{seeds}: {} | {:.1} M, {seconds:.1} s",
            shown.join(" "),
            total as f64 / 1e6
        );
        all_nodes += total;
        all_seconds += seconds;
    }
    println!(
        "all: {:.1} M positions, {all_seconds:.1} s",
        all_nodes as f64 / 1e6
    );
}
