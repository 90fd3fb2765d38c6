//! The round robin that calibrates the ladder: every level against every other, from the
//! strength ladder's paired openings (each played from both sides, on fixed seeds), then a
//! rating for each level fitted to all the games at once, and each level's share of best moves
//! and mean loss over the 300 solved positions of `tests/data/accuracy.txt`. Prints the table
//! the README reports.
//!
//! `cargo run --profile bench --example round_robin [quick] [openings=N] [hard=N] [expert=N]
//! [levels=easy,2,medium,...] [accuracy=off]`
//!
//! A pair plays N openings (100 by default: 200 games) when neither side is Hard or Expert,
//! `hard=N` (12) when one is Hard and neither Expert, and `expert=N` (2) when one is Expert:
//! those two search for 2 and 12 million positions a move, and a game of theirs takes seconds,
//! where one between the shorter searches takes milliseconds. `quick` plays 20, 2 and 1 and
//! skips Expert's accuracy. `levels=` keeps only the levels named (their slugs), to tune a few
//! steps at a time. The players' budgets are node counts and depths, so the results do not
//! depend on the machine's speed; only the times do.
//!
//! The ratings are Elo points, anchored at Easy = 0 (or the weakest level kept), fitted by
//! maximum likelihood to every game (draws count half a win each way), with one draw added to
//! each pair that played, so that a level that won every game still gets a finite rating.
//! Hard and Expert choose their moves in the accuracy positions as the page's worker does, with
//! its 12-seed endgame table.

#[path = "../tests/support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::Instant;

use mancala::engine::Rules;
use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::search::{Endgame, Table};
use mancala::model::settings::Choice;
use mancala::worker::budget::ENDGAME_SEEDS;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use support::accuracy::{DATA, load_from};
use support::matches::{Contender, openings, play_match};

/// Openings a pair plays, by the costliest level in it.
struct Plan {
    cheap: usize,
    hard: usize,
    expert: usize,
    levels: Vec<Level>,
    accuracy: bool,
    expert_accuracy: bool,
}

impl Plan {
    fn read(args: &[String]) -> Plan {
        let quick = args.iter().any(|a| a == "quick");
        let number = |key: &str, default: usize| {
            args.iter()
                .find_map(|a| a.strip_prefix(key)?.strip_prefix('=')?.parse().ok())
                .unwrap_or(default)
        };
        let levels: Vec<Level> = match args.iter().find_map(|a| a.strip_prefix("levels=")) {
            Some(list) => Level::ALL
                .into_iter()
                .filter(|level| list.split(',').any(|slug| slug == level.slug()))
                .collect(),
            None => Level::ALL.to_vec(),
        };
        let accuracy = !args.iter().any(|a| a == "accuracy=off");
        Plan {
            cheap: number("openings", if quick { 20 } else { 100 }),
            hard: number("hard", if quick { 2 } else { 12 }),
            expert: number("expert", if quick { 1 } else { 2 }),
            levels,
            accuracy,
            expert_accuracy: accuracy && !quick,
        }
    }

    fn openings(&self, a: Level, b: Level) -> usize {
        match a.max(b) {
            Level::Expert => self.expert,
            Level::Hard => self.hard,
            _ => self.cheap,
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let plan = Plan::read(&args);
    let started = Instant::now();
    let levels = &plan.levels;
    let n = levels.len();
    let all_openings = openings(plan.cheap.max(plan.hard).max(plan.expert));
    // points[i][j]: what level i scored against level j (a win 1, a draw 1/2); games[i][j]
    // how many they played.
    let mut points = vec![vec![0.0; n]; n];
    let mut games = vec![vec![0.0; n]; n];
    println!(
        "Pairs: {} openings from both sides, {} with Hard, {} with Expert\n",
        plan.cheap, plan.hard, plan.expert
    );
    println!("| pair | games | score of the first | mean margin | time |");
    println!("|---|---|---|---|---|");
    for i in 0..n {
        for j in i + 1..n {
            let (a, b) = (levels[j], levels[i]);
            let count = plan.openings(a, b);
            if count == 0 {
                continue;
            }
            let pair_started = Instant::now();
            let seed = 100 + 16 * a.number() as u64 + b.number() as u64;
            let score = play_match(
                Contender::Level(a),
                Contender::Level(b),
                &all_openings[..count],
                seed,
            );
            let played = f64::from(score.games());
            let scored = f64::from(score.wins) + f64::from(score.draws) / 2.0;
            points[j][i] = scored;
            points[i][j] = played - scored;
            games[j][i] = played;
            games[i][j] = played;
            println!(
                "| {} v {} | {} | {:.1}% | {:+.1} | {:.0} s |",
                name(a),
                name(b),
                score.games(),
                100.0 * scored / played,
                f64::from(score.margin) / played,
                pair_started.elapsed().as_secs_f64()
            );
        }
    }
    let ratings = fit(&points, &games);
    let accuracy: Vec<Option<(f64, f64)>> = levels
        .iter()
        .map(|&level| {
            (plan.accuracy && (level != Level::Expert || plan.expert_accuracy))
                .then(|| accuracy(level))
        })
        .collect();
    println!("\n| level | rating | gap to the level below | best moves | mean loss |");
    println!("|---|---|---|---|---|");
    for (k, &level) in levels.iter().enumerate() {
        let gap = match k {
            0 => "–".to_string(),
            _ => format!("{:+.0}", ratings[k] - ratings[k - 1]),
        };
        let (share, loss) = match accuracy[k] {
            Some((share, loss)) => (format!("{:.1}%", 100.0 * share), format!("{loss:.3}")),
            None => ("–".to_string(), "–".to_string()),
        };
        println!(
            "| {} | {:.0} | {gap} | {share} | {loss} |",
            name(level),
            ratings[k]
        );
    }
    let seconds = started.elapsed().as_secs();
    println!("\nRun time: {} min {} s", seconds / 60, seconds % 60);
}

/// "5 Medium", "3 Level 3": the ladder's step, and the page's name for it.
fn name(level: Level) -> String {
    match level.label().strip_prefix("Level ") {
        Some(_) => level.label().to_string(),
        None => format!("{} ({})", level.label(), level.number()),
    }
}

/// Elo ratings fitted to the results by maximum likelihood (the Bradley–Terry model, by its
/// minorise–maximise iteration), the first level at 0. Each pair that played gets one more
/// draw, which keeps a clean sweep finite.
fn fit(points: &[Vec<f64>], games: &[Vec<f64>]) -> Vec<f64> {
    let n = points.len();
    let played = |i: usize, j: usize| i != j && games[i][j] > 0.0;
    let mut strength = vec![1.0_f64; n];
    for _ in 0..100_000 {
        let mut next = vec![0.0; n];
        for i in 0..n {
            let won: f64 = (0..n)
                .filter(|&j| played(i, j))
                .map(|j| points[i][j] + 0.5)
                .sum();
            let expected: f64 = (0..n)
                .filter(|&j| played(i, j))
                .map(|j| (games[i][j] + 1.0) / (strength[i] + strength[j]))
                .sum();
            next[i] = if expected > 0.0 { won / expected } else { 1.0 };
        }
        let anchor = next[0];
        next.iter_mut().for_each(|s| *s /= anchor);
        let change = next
            .iter()
            .zip(&strength)
            .map(|(a, b)| (a / b).ln().abs())
            .fold(0.0, f64::max);
        strength = next;
        if change < 1e-12 {
            break;
        }
    }
    strength.iter().map(|s| 400.0 * s.log10()).collect()
}

/// The level's share of best moves and mean loss in seeds over the accuracy positions, each
/// chosen from an empty table (Hard's and Expert's carrying the worker's endgame table).
fn accuracy(level: Level) -> (f64, f64) {
    let solved = load_from(DATA);
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    if matches!(level, Level::Hard | Level::Expert) {
        table = table.with_endgame(Arc::new(Endgame::new(Rules::KALAH, ENDGAME_SEEDS)));
    }
    let mut rng = SmallRng::seed_from_u64(7);
    let (mut best, mut loss) = (0_u32, 0_i64);
    for entry in &solved {
        table.clear();
        let pit = level
            .choose(&entry.position, &mut table, &mut || false, &mut rng)
            .expect("stored positions are in play");
        let lost = entry.loss(pit);
        best += u32::from(lost == 0);
        loss += i64::from(lost);
    }
    let count = solved.len().max(1) as f64;
    (f64::from(best) / count, loss as f64 / count)
}
