//! The exact solver on a whole game: the first player's margin under perfect play from the
//! opening, with the time and the positions it took.
//!
//! `cargo run --release --example solve -- PITS SEEDS [empty] [table=LOG2_SLOTS]
//! [endgame=SEEDS]`: `empty` turns on the empty-capture house rule; the transposition table
//! has 2^22 slots unless told; `endgame=SEEDS` first builds an endgame table of every board
//! with at most that many seeds in the pits (none by default), and its time is reported apart.

use std::sync::Arc;
use std::time::Instant;

use mancala::engine::search::{Endgame, Table, solve_counted};
use mancala::engine::{HouseRules, Player, Position, Rules};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: u32| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let named = |name: &str, default: u32| {
        args.iter()
            .find_map(|a| a.strip_prefix(name)?.strip_prefix('=')?.parse().ok())
            .unwrap_or(default)
    };
    let (pits, seeds) = (number(0, 6), number(1, 3));
    let empty_capture = args.iter().any(|a| a == "empty");
    let log2 = named("table", 22);
    let most = named("endgame", 0);
    let rules = Rules::new(pits, seeds)
        .expect("pits and seeds 1 to 6")
        .with_house(HouseRules {
            empty_capture,
            ..HouseRules::default()
        });
    let mut table = Table::new(log2);
    let name = format!(
        "Kalah({pits},{seeds}){}",
        if empty_capture { " empty-capture" } else { "" }
    );
    if most > 0 {
        let started = Instant::now();
        let endgame = Endgame::new(rules, u8::try_from(most).expect("a seed count"));
        println!(
            "{name}: endgame table of up to {most} seeds built in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        table = table.with_endgame(Arc::new(endgame));
    }
    let started = Instant::now();
    let solved = solve_counted(&Position::start(rules, Player::South), &mut table);
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{name}: {:+} in {seconds:.1} s, {} positions ({:.1} M/s), table 2^{log2}",
        solved.value,
        solved.nodes,
        solved.nodes as f64 / seconds / 1e6
    );
}
