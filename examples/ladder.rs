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
//!
//! `cargo run --profile bench --example ladder -- start [GAMES] [LEVEL]` plays instead from the
//! real start of standard Kalah(6,4): LEVEL (Hard by default) against the classic baseline,
//! GAMES (100) games in each seat, each game on its own seed so that both sides break their
//! ties at random differently. The level plays as the page's worker does: its node budget, a
//! table of the worker's size kept through the game, and the worker's endgame table.

#[path = "../tests/support/mod.rs"]
mod support;

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Instant;

use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::search::{Endgame, Limits, Table};
use mancala::engine::{Pit, Player, Position, Rules};
use mancala::model::settings::Choice;
use mancala::worker::budget::ENDGAME_SEEDS;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use support::baseline;
use support::matches::{Contender, Score, openings, play_match_with};

fn main() {
    if std::env::args().nth(1).as_deref() == Some("start") {
        let games = std::env::args()
            .nth(2)
            .and_then(|a| a.parse().ok())
            .unwrap_or(100);
        let level = std::env::args()
            .nth(3)
            .and_then(|a| {
                Level::ALL
                    .into_iter()
                    .find(|l| a.eq_ignore_ascii_case(l.slug()))
            })
            .unwrap_or(Level::Hard);
        from_start(level, games);
        return;
    }
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

/// `level` against the classic baseline from the start of standard Kalah(6,4), `games` games
/// in each seat; prints a row for each seat.
fn from_start(level: Level, games: u32) {
    let started = Instant::now();
    let endgame = Arc::new(Endgame::new(Rules::KALAH, ENDGAME_SEEDS));
    println!(
        "{} v the classic baseline from the start, {games} games in each seat ({ENDGAME_SEEDS}-seed \
         endgame table built in {:.1} s)\n",
        level.label(),
        started.elapsed().as_secs_f64()
    );
    println!(
        "| {} plays | games | wins | draws | losses | win rate | mean margin | different games | time |",
        level.label()
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    let mut table = Table::new(TABLE_LOG2_SLOTS).with_endgame(endgame);
    for (seat, side) in Player::BOTH.into_iter().enumerate() {
        let started = Instant::now();
        let (mut wins, mut draws, mut losses, mut margin) = (0, 0, 0, 0);
        let mut lines: HashSet<Vec<Pit>> = HashSet::new();
        for game in 0..games {
            let mut rng = SmallRng::seed_from_u64(1000 * seat as u64 + u64::from(game));
            table.clear();
            let mut position = Position::start(Rules::KALAH, Player::South);
            let mut line = Vec::new();
            while !position.is_over() {
                let pit = if position.to_move() == side {
                    level.choose(&position, &mut table, &mut || false, &mut rng)
                } else {
                    baseline::choose(&position, &mut rng)
                }
                .expect("a game that is not over has a move");
                position.play(pit).expect("players choose legal moves");
                line.push(pit);
            }
            let lead = position.stores().lead(side);
            margin += lead;
            match lead.signum() {
                1 => wins += 1,
                0 => draws += 1,
                _ => losses += 1,
            }
            if std::env::var_os("LADDER_GAMES").is_some() && lead <= 0 {
                eprintln!("{side:?} game {game}: {lead:+}");
            }
            lines.insert(line);
        }
        let played = f64::from(games.max(1));
        println!(
            "| {side:?} | {games} | {wins} | {draws} | {losses} | {:.1}% | {:+.1} | {} | {:.0} s |",
            100.0 * f64::from(wins) / played,
            f64::from(margin) / played,
            lines.len(),
            started.elapsed().as_secs_f64()
        );
    }
}
