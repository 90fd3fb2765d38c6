//! The strength ladder: matches between the computer's levels and against the classic
//! baseline, from fixed openings played from both sides, on fixed seeds. Prints the table the
//! README reports.
//!
//! `cargo run --release --example ladder [openings]` (default 100 openings: 200 games a match).

#[path = "../tests/support/mod.rs"]
mod support;

use std::time::Instant;

use mancala::engine::players::Level;
use support::matches::{Contender, Score, openings, play_match};

fn main() {
    let count = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100);
    let openings = openings(count);
    println!("{} openings, each from both sides\n", openings.len());
    println!("| match | games | wins | losses | draws | win rate | mean margin | time |");
    println!("|---|---|---|---|---|---|---|---|");
    let ladder = [
        (
            Contender::Level(Level::Medium),
            Contender::Level(Level::Easy),
        ),
        (
            Contender::Level(Level::Hard),
            Contender::Level(Level::Medium),
        ),
        (Contender::Level(Level::Hard), Contender::Baseline),
        (
            Contender::Level(Level::Expert),
            Contender::Level(Level::Hard),
        ),
    ];
    let only: Option<usize> = std::env::args().nth(2).and_then(|a| a.parse().ok());
    for (i, (a, b)) in ladder.into_iter().enumerate() {
        if only.is_some_and(|o| o != i) {
            continue;
        }
        let started = Instant::now();
        let score = play_match(a, b, &openings, 7 + i as u64);
        row(a, b, &score, started.elapsed().as_secs_f64());
    }
}

fn row(a: Contender, b: Contender, score: &Score, seconds: f64) {
    let games = score.games().max(1);
    println!(
        "| {a:?} v {b:?} | {} | {} | {} | {} | {:.1}% | {:+.1} | {seconds:.0} s |",
        score.games(),
        score.wins,
        score.losses,
        score.draws,
        100.0 * f64::from(score.wins) / f64::from(games),
        f64::from(score.margin) / f64::from(games),
    );
}
