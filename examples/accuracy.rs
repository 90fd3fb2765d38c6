//! The accuracy benchmark against perfect play.
//!
//! `cargo run --release --example accuracy -- make [TUNING DEV HELD_OUT]` writes the three sets
//! of `tests/support/accuracy.rs` (`SETS`; 300, 1,000 and 300 positions by default), in that
//! order, each from games on its own seed: `tests/data/accuracy.txt`, the set the levels are
//! tuned on, `tests/data/accuracy_dev.txt`, to decide changes on, and
//! `tests/data/accuracy_held_out.txt`, only ever measured. Each game opens with 1 to 4 random
//! moves and then gives each side a player drawn from a mix of strengths; it gives one position
//! at most, with 12 to 25 seeds in the pits or 26 to 40 (half the set from each band), never a
//! forced move. A position is kept only if it is new to its set and more than 4 plies, either
//! way, from every position of the sets drawn before it and of `tests/data/accuracy_retired.txt`
//! (the sets these replaced), and only from a game that meets no earlier game of the three sets
//! at a position of 40 seeds or fewer. Every legal move of each is then solved exactly (with an
//! endgame table of every board of up to 18 seeds, built first). The same command writes the
//! same files.
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

use std::collections::HashSet;
use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Instant;

use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::search::{Endgame, Table, solve_moves};
use mancala::engine::{Pit, Player, Position, Rules};
use mancala::model::settings::Choice;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use support::accuracy::{
    Counts, DATA, DEV, FEWEST, HELD_OUT, LOW_BAND_TOP, MAKE, MOST, PLIES_APART, RETIRED, SETS, Set,
    Solved, header, load_from, positions_of, within_plies,
};
use support::matches::Contender;

/// The players a game's sides are drawn from, after its random opening moves (as
/// `support::accuracy::HOW_PLAYED` says).
const PLAYERS: [Contender; 8] = [
    Contender::Level(Level::Easy),
    Contender::Level(Level::Two),
    Contender::Level(Level::Three),
    Contender::Level(Level::Four),
    Contender::Level(Level::Six),
    Contender::Level(Level::Medium),
    Contender::Budget(20_000),
    Contender::Budget(200_000),
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("make") {
        let counts: Vec<usize> = args[1..].iter().filter_map(|a| a.parse().ok()).collect();
        let mut sets = SETS;
        let mut command = MAKE.to_string();
        if !counts.is_empty() {
            assert_eq!(counts.len(), 3, "make takes three counts or none");
            for (set, &count) in sets.iter_mut().zip(&counts) {
                set.count = count;
                write!(command, " {count}").expect("writing to a string");
            }
        }
        make(&sets, &command);
        return;
    }
    let file = if args.iter().any(|a| a == "held-out") {
        HELD_OUT
    } else if args.iter().any(|a| a == "dev") {
        DEV
    } else {
        DATA
    };
    let mut levels: Vec<Level> = Level::ALL
        .into_iter()
        .filter(|l| args.iter().any(|a| a.eq_ignore_ascii_case(&l.label())))
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

/// What keeps a set apart from those drawn before it.
struct Apart {
    /// The positions of the earlier sets and of the retired ones.
    positions: HashSet<Position>,
    /// Every position within [`PLIES_APART`] plies after one of those.
    near: HashSet<Position>,
    /// Every position with [`MOST`] seeds or fewer in the pits that a game already sampled
    /// passes through before its position (this set's games too), and the retired positions.
    met: HashSet<Position>,
}

impl Apart {
    fn add(&mut self, position: Position) {
        self.positions.insert(position);
        self.near.extend(within_plies(&position, PLIES_APART));
    }

    /// Whether `position` is far enough from every earlier one, either way round.
    fn allows(&self, position: &Position) -> bool {
        !self.near.contains(position)
            && within_plies(position, PLIES_APART)
                .iter()
                .all(|p| !self.positions.contains(p))
    }
}

/// A game from the start: its moves and the position after each (`trail[0]` the start).
fn play_game(rng: &mut SmallRng, tables: &mut [Table; 2]) -> (Vec<Pit>, Vec<Position>) {
    let seats = [
        PLAYERS[rng.random_range(0..PLAYERS.len())],
        PLAYERS[rng.random_range(0..PLAYERS.len())],
    ];
    let opening = rng.random_range(1..=4);
    for table in tables.iter_mut() {
        table.clear();
    }
    let mut position = Position::start(Rules::KALAH, Player::South);
    let mut moves = Vec::new();
    let mut trail = vec![position];
    while !position.is_over() {
        let pit = if moves.len() < opening {
            let legal: Vec<Pit> = position.legal_moves().iter().collect();
            legal[rng.random_range(0..legal.len())]
        } else {
            let side = position.to_move().index();
            seats[side]
                .choose(&position, &mut tables[side], rng)
                .expect("the game is not over")
        };
        position.play_unchecked(pit);
        moves.push(pit);
        trail.push(position);
    }
    (moves, trail)
}

/// `set.count` positions (half from each band), each with the game that reached it, one a game
/// at most, kept apart as [`Apart`] says.
fn sample(set: &Set, apart: &mut Apart) -> Vec<(Position, Vec<Pit>)> {
    let mut rng = SmallRng::seed_from_u64(set.seed);
    let mut tables = [Table::new(16), Table::new(16)];
    let wanted = [set.count / 2, set.count - set.count / 2];
    let mut bands: [Vec<(Position, Vec<Pit>)>; 2] = [Vec::new(), Vec::new()];
    let mut taken: HashSet<Position> = HashSet::new();
    let (mut games, mut met_early) = (0, 0);
    while bands
        .iter()
        .zip(wanted)
        .any(|(band, want)| band.len() < want)
    {
        let (moves, trail) = play_game(&mut rng, &mut tables);
        games += 1;
        // The game is usable up to the first position another game has passed through.
        let usable = trail
            .iter()
            .position(|p| p.seeds_on_board() <= MOST && apart.met.contains(p))
            .unwrap_or(trail.len());
        met_early += usize::from(usable < trail.len());
        // The band with fewer positions for its goal first, then the other.
        let mut order = [0, 1];
        if bands[1].len() * wanted[0] < bands[0].len() * wanted[1] {
            order.swap(0, 1);
        }
        for band in order {
            if bands[band].len() >= wanted[band] {
                continue;
            }
            let candidates: Vec<usize> = (0..usable)
                .filter(|&ply| {
                    let p = &trail[ply];
                    let seeds = p.seeds_on_board();
                    (FEWEST..=MOST).contains(&seeds)
                        && usize::from(seeds > LOW_BAND_TOP) == band
                        && p.legal_moves().len() > 1
                        && !taken.contains(p)
                        && apart.allows(p)
                })
                .collect();
            if candidates.is_empty() {
                continue;
            }
            let ply = candidates[rng.random_range(0..candidates.len())];
            apart
                .met
                .extend(trail[..=ply].iter().filter(|p| p.seeds_on_board() <= MOST));
            taken.insert(trail[ply]);
            bands[band].push((trail[ply], moves[..ply].to_vec()));
            break;
        }
    }
    eprintln!(
        "{} set: {} positions from {games} games played ({met_early} met an earlier game)",
        set.name, set.count
    );
    bands.concat()
}

fn make(sets: &[Set], command: &str) {
    let retired = positions_of(RETIRED);
    let mut apart = Apart {
        positions: HashSet::new(),
        near: HashSet::new(),
        met: retired.iter().copied().collect(),
    };
    for position in retired {
        apart.add(position);
    }
    let started = Instant::now();
    let mut drawn = Vec::new();
    for set in sets {
        let positions = sample(set, &mut apart);
        for (position, _) in &positions {
            apart.add(*position);
        }
        drawn.push(positions);
    }
    eprintln!(
        "positions drawn in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    let started = Instant::now();
    let endgame = Endgame::new(Rules::KALAH, 18);
    eprintln!(
        "endgame table built in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    let mut table = Table::new(24).with_endgame(Arc::new(endgame));
    for (set, positions) in sets.iter().zip(drawn) {
        let counts = Counts::of(positions.iter().map(|(position, _)| position));
        let mut text = header(set, &counts, command);
        let started = Instant::now();
        for (index, (position, game)) in positions.into_iter().enumerate() {
            let solved = Solved {
                position,
                values: solve_moves(&position, &mut table),
                game,
            };
            writeln!(text, "{}", solved.line()).expect("writing to a string");
            eprintln!(
                "{} {:>4} {:>2} seeds {:>7.1} s",
                set.name,
                index + 1,
                position.seeds_on_board(),
                started.elapsed().as_secs_f64(),
            );
        }
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(set.file);
        std::fs::write(&path, text).expect("writing the data file");
        println!(
            "{} positions solved in {:.0} s, written to {}",
            counts.positions,
            started.elapsed().as_secs_f64(),
            path.display()
        );
    }
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
