//! The exact solver on a whole game: the first player's margin under perfect play from the
//! opening, with the time and the positions it took.
//!
//! `cargo run --release --example solve -- PITS SEEDS [empty] [table=LOG2_SLOTS]
//! [endgame=SEEDS]`: `empty` turns on the empty-capture house rule; the transposition table
//! has 2^22 slots unless told; `endgame=SEEDS` first builds an endgame table of every board
//! with at most that many seeds in the pits (none by default), and its time is reported apart.
//! `after=DIGITS` solves the position reached by sowing those pits (1 to 6) from the opening
//! instead: a smaller problem to measure the solver on. `moves` solves every legal move apart,
//! as Expert and the worker's hints do (`solve_moves_within`), instead of the position alone.
//! `pie` gives the value under the pie rule instead: it solves the position each of the first
//! player's whole first turns leaves (one table for all), and prints each turn with what it
//! leaves the second player (the better of answering and swapping, `|v|`), then the pie value
//! (`-min |v|`) and the turns that keep it.

use std::sync::Arc;
use std::time::Instant;

use mancala::engine::pie::{opening_values, second_players_best};
use mancala::engine::search::{Endgame, Table, solve_counted, solve_moves_within};
use mancala::engine::{HouseRules, Pit, Player, Position, Rules};

/// CPU seconds this process has run so far (Linux: `/proc/self/schedstat`), or wall-clock
/// seconds since `started` elsewhere: on a shared machine, the CPU time is the fairer figure.
fn cpu_seconds(started: Instant) -> f64 {
    std::fs::read_to_string("/proc/self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or_else(|| started.elapsed().as_secs_f64(), |ns| ns / 1e9)
}

fn main() {
    let launched = Instant::now();
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
        let (started, cpu) = (Instant::now(), cpu_seconds(launched));
        let endgame = Endgame::new(rules, u8::try_from(most).expect("a seed count"));
        println!(
            "{name}: endgame table of up to {most} seeds built in {:.1} s ({:.1} s of CPU)",
            started.elapsed().as_secs_f64(),
            cpu_seconds(launched) - cpu
        );
        table = table.with_endgame(Arc::new(endgame));
    }
    let mut position = Position::start(rules, Player::South);
    if let Some(after) = args.iter().find_map(|a| a.strip_prefix("after=")) {
        for digit in after.chars() {
            let pit = digit
                .to_digit(10)
                .and_then(|d| Pit::new(u8::try_from(d).ok()?))
                .expect("pits are digits 1 to 6");
            position.play(pit).expect("a legal move");
        }
        println!("from {position}");
    }
    let (started, cpu) = (Instant::now(), cpu_seconds(launched));
    if args.iter().any(|a| a == "pie") {
        solve_pie(&name, &position, &mut table, launched);
        return;
    }
    if args.iter().any(|a| a == "moves") {
        let solved = solve_moves_within(&position, &mut table, u64::MAX, &mut || false)
            .expect("an unbounded solve ends");
        let cpu = cpu_seconds(launched) - cpu;
        let values: Vec<String> = solved
            .values
            .iter()
            .map(|(pit, value)| format!("{pit}:{value:+}"))
            .collect();
        println!(
            "{name}, every move: {} in {:.1} s ({cpu:.1} s of CPU), {} positions, table 2^{log2}",
            values.join(" "),
            started.elapsed().as_secs_f64(),
            solved.nodes
        );
        return;
    }
    let solved = solve_counted(&position, &mut table);
    let seconds = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds(launched) - cpu;
    println!(
        "{name}: {:+} in {seconds:.1} s ({cpu:.1} s of CPU), {} positions ({:.1} M a CPU second), \
         table 2^{log2}",
        solved.value,
        solved.nodes,
        solved.nodes as f64 / cpu / 1e6
    );
}

/// The value of `start` under the pie rule, each first turn solved in turn, with the time and
/// the positions each took.
fn solve_pie(name: &str, start: &Position, table: &mut Table, launched: Instant) {
    let (started, cpu) = (Instant::now(), cpu_seconds(launched));
    let mut nodes = 0;
    let rated = opening_values(start, |after| {
        let (turn_started, turn_cpu) = (Instant::now(), cpu_seconds(launched));
        let solved = solve_counted(after, table);
        nodes += solved.nodes;
        println!(
            "  {after}: {:+} for its side to move, so {:+} for the second player, in {:.1} s \
             ({:.1} s of CPU), {} positions",
            solved.value,
            second_players_best(after, solved.value),
            turn_started.elapsed().as_secs_f64(),
            cpu_seconds(launched) - turn_cpu,
            solved.nodes
        );
        solved.value
    });
    let value = rated.iter().map(|r| -r.second).max().unwrap_or(0);
    for r in &rated {
        let pits: Vec<String> = r.turn.pits.iter().map(ToString::to_string).collect();
        println!(
            "{name} pie, first turn {}: answering {:+}, the second player's best {:+}{}",
            pits.join(" "),
            r.answer,
            r.second,
            if -r.second == value { " (best)" } else { "" }
        );
    }
    println!(
        "{name} under the pie rule: {value:+} for the first player, over {} first turns, in \
         {:.1} s ({:.1} s of CPU), {nodes} positions",
        rated.len(),
        started.elapsed().as_secs_f64(),
        cpu_seconds(launched) - cpu
    );
}
