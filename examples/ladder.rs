//! The strength ladder: matches between the computer's levels and against the classic
//! baseline, from fixed openings played from both sides, on fixed seeds. Prints the table the
//! README reports.
//!
//! `cargo run --profile bench --example ladder [openings] [match] [from..to]` (default 100
//! openings: 200 games a match; `match` picks one row of the table by its index, and
//! `from..to` a slice of the openings, so that a long match can be split across processes).
//! With `LADDER_GAMES=1` in the environment it also lists every game the first contender did
//! not win. The players' budgets are node counts, so the results do not depend on the speed of
//! the build or the machine, only the time column does.

#[path = "../tests/support/mod.rs"]
mod support;

use std::time::Instant;

use mancala::engine::Player;
use mancala::engine::players::Level;
use mancala::engine::search::Limits;
use support::matches::{Contender, Score, openings, play_match_with};

fn main() {
    let count = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100);
    let mut openings = openings(count);
    if let Some((from, to)) = std::env::args().nth(3).and_then(|slice| {
        let (from, to) = slice.split_once("..")?;
        Some((from.parse::<usize>().ok()?, to.parse::<usize>().ok()?))
    }) {
        let to = to.min(openings.len());
        openings = openings[from.min(to)..to].to_vec();
    }
    println!("{} openings, each from both sides\n", openings.len());
    println!(
        "| match | games | wins | losses | draws | win rate | mean margin | openings won–lost | time |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
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
        (Contender::Level(Level::Expert), Contender::Baseline),
        // Not part of the ladder: a quarter-seed side weight at the horizon against Hard's none.
        (
            Contender::Search(Limits {
                side_weight: 2,
                ..Level::Hard.limits()
            }),
            Contender::Level(Level::Hard),
        ),
    ];
    let list_games = std::env::var_os("LADDER_GAMES").is_some();
    let only: Option<usize> = std::env::args().nth(2).and_then(|a| a.parse().ok());
    for (i, (a, b)) in ladder.into_iter().enumerate() {
        if only.is_some_and(|o| o != i) {
            continue;
        }
        let started = Instant::now();
        let mut each_game = |index: usize, side: Player, lead: i32| {
            if list_games && lead <= 0 {
                eprintln!(
                    "opening {index} {:?} as {side:?}: {lead:+}",
                    openings[index]
                );
            }
        };
        let score = play_match_with(a, b, &openings, 7 + i as u64, &mut each_game);
        row(a, b, &score, started.elapsed().as_secs_f64());
    }
}

fn row(a: Contender, b: Contender, score: &Score, seconds: f64) {
    let games = score.games().max(1);
    println!(
        "| {a:?} v {b:?} | {} | {} | {} | {} | {:.1}% | {:+.1} | {}–{} | {seconds:.0} s |",
        score.games(),
        score.wins,
        score.losses,
        score.draws,
        100.0 * f64::from(score.wins) / f64::from(games),
        f64::from(score.margin) / f64::from(games),
        score.pairs_won,
        score.pairs_lost,
    );
}
