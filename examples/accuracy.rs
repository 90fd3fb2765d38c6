//! The accuracy benchmark against perfect play.
//!
//! `cargo run --release --example accuracy -- make [COUNT] [MAX_SEEDS] [held-out]` samples
//! COUNT (300) positions of standard Kalah(6,4) from games between players of mixed strength,
//! on a fixed seed: half with 12 to 25 seeds in the pits, half with 26 to MAX_SEEDS (40). It
//! solves every legal move of each exactly (with an endgame table of every board of up to 18
//! seeds, built first) and writes them to `tests/data/accuracy.txt`, or with `held-out` to
//! `tests/data/accuracy_held_out.txt` from games on another seed: a second set that no change
//! to the levels is ever tuned on, to tell whether a gain on the first set is real. With `dev`
//! it writes `tests/data/accuracy_dev.txt` from games on a third seed: a set to decide changes
//! on beside the first, sharing no position with either.
//!
//! `cargo run --release --example accuracy [LEVEL...] [endgame=SEEDS] [held-out | dev]` lets
//! each level (Medium, Hard and Expert by default, on their node budgets) choose a move in every
//! stored position (of the held-out set with `held-out`, the development set with `dev`), and
//! reports the share of best moves,
//! the mean loss in seeds against the best move and the worst loss, for 12 to 25 seeds and for
//! 26 or more. With `endgame=SEEDS` the levels' table carries an endgame table of that many
//! seeds, as the worker builds after its first reply; with `list` it also lists every position
//! where a level did not play a best move. With `nodes=COUNT` Hard and Expert search that many
//! positions a move in place of their budgets: what a bigger or smaller budget would buy.

#[path = "../tests/support/mod.rs"]
mod support;

use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Instant;

use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::search::{Endgame, Table, solve_moves};
use mancala::engine::{Player, Position, Rules};
use mancala::model::settings::Choice;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use support::accuracy::{DATA, DEV, DEV_SEED, HELD_OUT, HELD_OUT_SEED, SEED, Solved, load_from};
use support::matches::Contender;

/// The least seeds in the pits of a sampled position, and where the lower band ends.
const FEWEST: u8 = 12;
const LOW_BAND_TOP: u8 = 25;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (file, seed) = if args.iter().any(|a| a == "held-out") {
        (HELD_OUT, HELD_OUT_SEED)
    } else if args.iter().any(|a| a == "dev") {
        (DEV, DEV_SEED)
    } else {
        (DATA, SEED)
    };
    if args.first().map(String::as_str) == Some("make") {
        let count = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(300);
        let most = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(40);
        make(count, most, file, seed);
    } else {
        let mut levels: Vec<Level> = Level::ALL
            .into_iter()
            .filter(|l| args.iter().any(|a| a.eq_ignore_ascii_case(l.label())))
            .collect();
        if levels.is_empty() {
            levels = vec![Level::Medium, Level::Hard, Level::Expert];
        }
        let endgame = args
            .iter()
            .find_map(|a| a.strip_prefix("endgame=")?.parse().ok());
        let list = args.iter().any(|a| a == "list");
        let nodes = args
            .iter()
            .find_map(|a| a.strip_prefix("nodes=")?.parse().ok());
        bench(&levels, endgame, nodes, list, file);
    }
}

/// Positions from games between players of mixed strength: one from each band at most per game,
/// each with at least two legal moves (a forced move says nothing about a player), and none of
/// `apart` (the held-out set shares no position with the tuning set, the development set none
/// with either).
fn sample(count: usize, most: u8, seed: u64, apart: &[Position]) -> Vec<Position> {
    let players = [
        Contender::Level(Level::Easy),
        Contender::Level(Level::Medium),
        Contender::Budget(20_000),
        Contender::Baseline,
        Contender::Budget(200_000),
    ];
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut tables = [Table::new(16), Table::new(16)];
    let mut bands: [Vec<Position>; 2] = [Vec::new(), Vec::new()];
    while bands.iter().any(|band| band.len() < count / 2) {
        let seats = [
            players[rng.random_range(0..players.len())],
            players[rng.random_range(0..players.len())],
        ];
        for table in &mut tables {
            table.clear();
        }
        let mut seen: [Vec<Position>; 2] = [Vec::new(), Vec::new()];
        let mut position = Position::start(Rules::KALAH, Player::South);
        while !position.is_over() {
            let seeds = position.seeds_on_board();
            if (FEWEST..=most).contains(&seeds)
                && position.legal_moves().len() > 1
                && !apart.contains(&position)
            {
                seen[usize::from(seeds > LOW_BAND_TOP)].push(position);
            }
            let side = position.to_move().index();
            let pit = seats[side]
                .choose(&position, &mut tables[side], &mut rng)
                .expect("the game is not over");
            position.play_unchecked(pit);
        }
        for (band, candidates) in bands.iter_mut().zip(seen) {
            if band.len() < count / 2 && !candidates.is_empty() {
                band.push(candidates[rng.random_range(0..candidates.len())]);
            }
        }
    }
    bands.concat()
}

fn make(count: usize, most: u8, file: &str, seed: u64) {
    let others: &[&str] = match file {
        HELD_OUT => &[DATA],
        DEV => &[DATA, HELD_OUT],
        _ => &[],
    };
    let apart: Vec<Position> = others
        .iter()
        .flat_map(|other| load_from(other))
        .map(|s| s.position)
        .collect();
    let positions = sample(count, most, seed, &apart);
    let started = Instant::now();
    let endgame = Endgame::new(Rules::KALAH, 18);
    eprintln!(
        "endgame table built in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    let mut table = Table::new(24).with_endgame(Arc::new(endgame));
    let mut text = format!(
        "# {} positions of standard Kalah(6,4), {FEWEST} to {most} seeds in the pits, from games \
         between players of mixed strength (seed {seed}){}.\n# Each line: the position, then \
         every legal move as pit:value, the final store margin for the side to move under \
         perfect play.\n# Written by `cargo run --release --example accuracy -- make {count} \
         {most}{}`.\n",
        positions.len(),
        match file {
            HELD_OUT => ", none of them in the tuning set",
            DEV => ", none of them in the tuning or held-out sets",
            _ => "",
        },
        match file {
            HELD_OUT => " held-out",
            DEV => " dev",
            _ => "",
        }
    );
    let started = Instant::now();
    for (index, position) in positions.iter().enumerate() {
        let solved = Solved {
            position: *position,
            values: solve_moves(position, &mut table),
        };
        writeln!(text, "{}", solved.line()).expect("writing to a string");
        eprintln!(
            "{:>3} {:>2} seeds {:>7.1} s {}",
            index + 1,
            position.seeds_on_board(),
            started.elapsed().as_secs_f64(),
            solved.line()
        );
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    std::fs::write(&path, text).expect("writing the data file");
    println!(
        "{} positions solved in {:.0} s, written to {}",
        positions.len(),
        started.elapsed().as_secs_f64(),
        path.display()
    );
}

/// How one level did over a set of positions.
#[derive(Default)]
struct Tally {
    positions: u32,
    best: u32,
    loss: i64,
    worst: i32,
}

impl Tally {
    fn add(&mut self, loss: i32) {
        self.positions += 1;
        self.best += u32::from(loss == 0);
        self.loss += i64::from(loss);
        self.worst = self.worst.max(loss);
    }

    fn cells(&self) -> String {
        if self.positions == 0 {
            return "– | – | –".to_string();
        }
        format!(
            "{:.1}% | {:.3} | {}",
            100.0 * f64::from(self.best) / f64::from(self.positions),
            self.loss as f64 / f64::from(self.positions),
            self.worst
        )
    }
}

fn bench(levels: &[Level], endgame: Option<u8>, nodes: Option<u64>, list: bool, file: &str) {
    let solved = load_from(file);
    let most = solved
        .iter()
        .map(|s| s.position.seeds_on_board())
        .max()
        .unwrap_or(0);
    println!(
        "{} positions of {file}; each band: best moves | mean loss (seeds) | worst loss\n",
        solved.len()
    );
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    if let Some(most) = endgame {
        table = table.with_endgame(Arc::new(Endgame::new(Rules::KALAH, most)));
        println!("The levels' table carries an endgame table of up to {most} seeds.\n");
    }
    println!(
        "| level | all | {FEWEST}–{LOW_BAND_TOP} seeds | {}–{most} seeds | time |",
        LOW_BAND_TOP + 1
    );
    println!("|---|---|---|---|---|");
    for &level in levels {
        let mut rng = SmallRng::seed_from_u64(7);
        let mut tallies: [Tally; 3] = Default::default();
        let started = Instant::now();
        for entry in &solved {
            table.clear();
            let cap = nodes.unwrap_or(level.limits().nodes);
            let choice = level
                .decide_within(&entry.position, cap, &mut table, &mut || false, &mut rng)
                .expect("stored positions are in play");
            let loss = entry.loss(choice.pit);
            if list && loss > 0 {
                eprintln!(
                    "{} loses {loss} with {} (depth {}, {} positions): {}",
                    level.label(),
                    choice.pit,
                    choice.depth,
                    choice.nodes,
                    entry.line()
                );
            }
            tallies[0].add(loss);
            tallies[1 + usize::from(entry.position.seeds_on_board() > LOW_BAND_TOP)].add(loss);
        }
        println!(
            "| {} | {} | {} | {} | {:.0} s |",
            level.label(),
            tallies[0].cells(),
            tallies[1].cells(),
            tallies[2].cells(),
            started.elapsed().as_secs_f64()
        );
    }
}
