//! The exact solver on a whole game: the first player's margin under perfect play from the
//! opening, with the time and the positions it took.
//!
//! `cargo run --release --example solve -- PITS SEEDS [empty] [LOG2_SLOTS]` (`empty` turns on
//! the empty-capture house rule; the table defaults to 2^22 slots).

use std::time::Instant;

use mancala::engine::search::{Table, solve_counted};
use mancala::engine::{HouseRules, Player, Position, Rules};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: u32| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (pits, seeds) = (number(0, 6), number(1, 3));
    let empty_capture = args.iter().any(|a| a == "empty");
    let log2 = args
        .iter()
        .skip(2)
        .find_map(|a| a.parse().ok())
        .unwrap_or(22);
    let rules = Rules::new(pits, seeds)
        .expect("pits and seeds 1 to 6")
        .with_house(HouseRules {
            empty_capture,
            ..HouseRules::default()
        });
    let mut table = Table::new(log2);
    let started = Instant::now();
    let solved = solve_counted(&Position::start(rules, Player::South), &mut table);
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "Kalah({pits},{seeds}){}: {:+} in {seconds:.1} s, {} positions ({:.1} M/s), table 2^{log2}",
        if empty_capture { " empty-capture" } else { "" },
        solved.value,
        solved.nodes,
        solved.nodes as f64 / seconds / 1e6
    );
}
