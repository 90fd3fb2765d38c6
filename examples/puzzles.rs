//! The puzzle generator (issue 21), and a check of a puzzle file.
//!
//! `cargo run --release --example puzzles -- make N SEED` writes N puzzles to
//! `public/puzzles.txt`, the same file from the same N and SEED on any machine (every player and
//! search in it runs on node budgets and seeded random numbers, never on a clock), and prints
//! the time it took and the puzzles by theme, by rule set and by rating band. The shipped file
//! is `make 1200 21` as of commit 0f885c2 (31 minutes of wall time, 14 of CPU, on the shared
//! 2-core machine under a load of 5 to 7, half of it finding standard Kalah's rarer themes),
//! rated again by `rate 21` (77 s) once Hard had changed. The levels that play the sampled games
//! have changed since, so `make 1200 21` today writes other puzzles; `rate` keeps the shipped
//! ones and brings only their ratings up to date.
//! `cargo run --release --example puzzles -- rate SEED` rates the shipped file's puzzles again
//! with today's levels, keeping their ids and order (for when a level changes).
//! `cargo run --release --example puzzles -- check [FILE]` reads a puzzle file
//! (`public/puzzles.txt` by default) with the page's strict reader and proves every value of
//! every puzzle again with the exact solver.
//!
//! # Where the positions come from
//! Games of Kalah(6,4) between players of mixed strength (Easy, Medium, and searches of 5,000,
//! 20,000 and 100,000 positions), seat by seat drawn on SEED. From each game, one position in
//! each band of seeds left in the pits (up to 12, 13 to 20, 21 to [`MOST_SEEDS`]) where the side
//! to move has a choice, so that there are mid-game puzzles as well as endings. Most games are
//! standard Kalah; the rest are under the common house rules of the page: empty captures, the
//! sweep to whoever ran out, and the sweep to nobody ([`RULE_SETS`] gives the shares). Rules
//! that the endgame table cannot serve (one extra turn) or that change the count in play
//! (sowing both stores) are left out.
//!
//! # Which positions become puzzles
//! Every legal move is solved exactly (the solver, with an endgame table of every board up to
//! 14 seeds: no value rests on an estimate). A position is kept when exactly one move keeps the
//! best value and every other is at least `MISTAKE_SEEDS` worse; when that move earns an extra
//! turn, the same must hold at each decision of the chain, until the turn passes or the game
//! ends. That is what `mancala::model::train::puzzles::parse` accepts, and each puzzle is
//! written and read back through it before it is kept. A position lost by more than [`LOST`]
//! seeds whatever is played is left out: saving a few seeds of a lost game is a dull task.
//!
//! # Themes
//! The first of these that fits, in this order (the most particular idea first):
//! 1. **Chain**: the answer is two moves or more (extra turns).
//! 2. **Capture**: a move of the answer captures at least [`CAPTURE_SEEDS`] of the other side's
//!    seeds.
//! 3. **Defence**: the other side threatens now (were it to move) to capture at least
//!    [`THREAT_SEEDS`] seeds; after the answer its best capture is at most half of that, while
//!    most of the other first moves that pass the turn leave the whole threat standing.
//! 4. **Endgame**: at most [`ENDGAME_SEEDS`] seeds in the pits, or the answer ends the game (by
//!    emptying a row, starving or sweeping).
//! 5. **Only**: every other move, at every decision, loses at least [`ONLY_SEEDS`] seeds more.
//! 6. **Quiet**: none of these.
//!
//! A theme takes only its share of each rule set's puzzles ([`SHARES`]) while candidates last,
//! so one common theme cannot crowd out the rest; once [`PATIENCE`] candidates per puzzle have
//! been tried, the places left go to the puzzles set aside, in the order they were found.
//!
//! # Rating
//! From how often each level finds the whole answer (every move of a chain): Easy's chance is
//! exact (it plays a uniformly random legal move); Medium plays each puzzle [`MEDIUM_RUNS`]
//! times and Hard [`HARD_RUNS`] times, on different seeds (they break ties at random), Hard on
//! its own node budget with a fresh table and no endgame table, as on the page. With the miss
//! rates `e`, `m` and `h`:
//!
//! ```text
//! rating = 500 + 500 e + 800 m + 1200 h + 20 (10 - g) + 50 (d - 1), within 100 to 3000
//! ```
//!
//! where `g` is the least that the best other move loses at any decision (2 to 10; more counts
//! as 10), since a narrow gap is harder to see, and `d` is the number of decisions. So a
//! puzzle that Medium and Hard always solve rates from 750 to about 1,100, one that beats
//! Medium but not Hard about 1,550 to 1,900, and one that beats Hard too 2,750 or more. `make`
//! sorts the file by rating (ties in the order found), ids from 1; `rate` keeps that order, so
//! a file rated again is sorted only nearly.

#[path = "../tests/support/mod.rs"]
mod support;

use std::collections::{BTreeMap, HashSet};
use std::time::Instant;

use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::search::{Table, solve_moves};
use mancala::engine::{HouseRules, Player, Position, Rules, Sweep};
use mancala::model::review::MISTAKE_SEEDS;
use mancala::model::train::puzzles::{self, Decision, Puzzle, Theme};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use support::matches::Contender;
use support::puzzles::{FILE, Prover};

/// The most seeds in the pits of a sampled position: solving every move of it takes well under
/// a second with the endgame table.
const MOST_SEEDS: u8 = 28;

/// Where each band of seeds in the pits ends.
const BANDS: [u8; 3] = [12, 20, MOST_SEEDS];

/// A position that the side to move loses by more than this whatever it plays is no puzzle.
const LOST: i32 = -8;

/// A capture of at least this many of the other side's seeds makes a capture puzzle.
const CAPTURE_SEEDS: u8 = 2;

/// A threat of at least this many seeds makes a defence puzzle.
const THREAT_SEEDS: u8 = 3;

/// Seeds in the pits at or below which a puzzle is an endgame.
const ENDGAME_SEEDS: u8 = 12;

/// How much worse every other move must be for an "only move".
const ONLY_SEEDS: i32 = 8;

/// The share of each theme, in [`Theme::ALL`]'s order, in hundredths.
const SHARES: [usize; 6] = [18, 20, 14, 20, 14, 14];

/// Candidates tried per puzzle wanted before the themes' shares are given up.
const PATIENCE: usize = 12;

/// Plays of each puzzle by Medium and by Hard for the rating.
const MEDIUM_RUNS: u64 = 8;
const HARD_RUNS: u64 = 2;

/// The rule sets, each with its share of the puzzles in hundredths.
const RULE_SETS: [(HouseRules, usize); 4] = [
    (HouseRules::STANDARD, 60),
    (
        HouseRules {
            empty_capture: true,
            ..HouseRules::STANDARD
        },
        20,
    ),
    (
        HouseRules {
            sweep: Sweep::ToPlayerWhoRanOut,
            ..HouseRules::STANDARD
        },
        10,
    ),
    (
        HouseRules {
            sweep: Sweep::Discard,
            ..HouseRules::STANDARD
        },
        10,
    ),
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("make") => {
            let count = args.get(1).and_then(|a| a.parse().ok());
            let seed = args.get(2).and_then(|a| a.parse().ok());
            let (Some(count), Some(seed)) = (count, seed) else {
                eprintln!("usage: puzzles make N SEED");
                std::process::exit(2);
            };
            make(count, seed);
        }
        Some("check") => check(args.get(1).map_or(FILE, String::as_str)),
        Some("rate") => {
            let Some(seed) = args.get(1).and_then(|a| a.parse().ok()) else {
                eprintln!("usage: puzzles rate SEED");
                std::process::exit(2);
            };
            rate_again(seed);
        }
        _ => {
            eprintln!("usage: puzzles make N SEED | puzzles check [FILE] | puzzles rate SEED");
            std::process::exit(2);
        }
    }
}

fn make(count: usize, seed: u64) {
    let started = Instant::now();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut found: Vec<Puzzle> = Vec::new();
    let mut prover = Prover::default();
    let mut hard_table = Table::new(TABLE_LOG2_SLOTS);
    let mut left = count;
    for (i, (house, share)) in RULE_SETS.into_iter().enumerate() {
        let rules = Rules::KALAH.with_house(house);
        let wanted = if i + 1 == RULE_SETS.len() {
            left
        } else {
            count * share / 100
        };
        left -= wanted;
        let before = found.len();
        let table = prover.table(rules);
        let built = started.elapsed().as_secs_f64();
        let chosen = choose(rules, wanted, table, &mut rng);
        let sampled = started.elapsed().as_secs_f64();
        for (position, decisions, theme) in chosen {
            let rating = rate(&position, &decisions, &mut hard_table, &mut rng);
            found.push(Puzzle {
                id: 0,
                position,
                rating,
                theme,
                decisions,
            });
        }
        eprintln!(
            "{rules}: {} puzzles; endgame table by {built:.0} s, chosen by {sampled:.0} s, \
             rated by {:.0} s",
            found.len() - before,
            started.elapsed().as_secs_f64()
        );
    }
    found.sort_by_key(|p| p.rating);
    for (i, puzzle) in found.iter_mut().enumerate() {
        puzzle.id = i as u32 + 1;
    }
    let text = puzzles::write(&found);
    assert_eq!(
        puzzles::parse(&text).as_deref(),
        Ok(&found[..]),
        "the file reads back"
    );
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    std::fs::write(&path, &text).expect("writing the puzzle file");
    println!(
        "{} puzzles (make {count} {seed}) written to {} ({} bytes) in {:.0} s",
        found.len(),
        path.display(),
        text.len(),
        started.elapsed().as_secs_f64()
    );
    report(&found);
}

/// Rates every puzzle of the shipped file again with today's levels, in place: the ids, the
/// order and everything else stay, since links, the daily choice and the player's own records
/// name puzzles by id. For when a level the rating rests on has changed.
fn rate_again(seed: u64) {
    let started = Instant::now();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{FILE}: {e}"));
    let mut found = puzzles::parse(&text).unwrap_or_else(|why| panic!("{FILE}: {why}"));
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut hard_table = Table::new(TABLE_LOG2_SLOTS);
    let mut moved = 0;
    for puzzle in &mut found {
        let rating = rate(
            &puzzle.position,
            &puzzle.decisions,
            &mut hard_table,
            &mut rng,
        );
        moved += usize::from(rating != puzzle.rating);
        puzzle.rating = rating;
    }
    let text = puzzles::write(&found);
    assert_eq!(
        puzzles::parse(&text).as_deref(),
        Ok(&found[..]),
        "the file reads back"
    );
    std::fs::write(&path, &text).expect("writing the puzzle file");
    println!(
        "{} puzzles rated again (rate {seed}), {moved} with a new rating, written to {} \
         ({} bytes) in {:.0} s",
        found.len(),
        path.display(),
        text.len(),
        started.elapsed().as_secs_f64()
    );
    report(&found);
}

/// What a kept position is before it is rated: the position, its decisions and its theme.
type Candidate = (Position, Vec<Decision>, Theme);

/// `wanted` puzzles under `rules`, each theme up to its share while candidates last.
fn choose(rules: Rules, wanted: usize, table: &mut Table, rng: &mut SmallRng) -> Vec<Candidate> {
    let players = [
        Contender::Level(Level::Easy),
        Contender::Level(Level::Medium),
        Contender::Budget(5_000),
        Contender::Budget(20_000),
        Contender::Budget(100_000),
    ];
    let quota = |theme: Theme| {
        let index = Theme::ALL.iter().position(|&t| t == theme).unwrap_or(0);
        (wanted * SHARES[index]).div_ceil(100)
    };
    let mut seen = HashSet::new();
    let mut kept: Vec<Candidate> = Vec::new();
    let mut spare: Vec<Candidate> = Vec::new();
    let mut tried = 0;
    let mut tables = [Table::new(16), Table::new(16)];
    while kept.len() < wanted && tried < wanted * PATIENCE {
        let seats = [
            players[rng.random_range(0..players.len())],
            players[rng.random_range(0..players.len())],
        ];
        for table in &mut tables {
            table.clear();
        }
        let mut bands: [Vec<Position>; 3] = Default::default();
        let first = if rng.random_bool(0.5) {
            Player::South
        } else {
            Player::North
        };
        let mut position = Position::start(rules, first);
        while !position.is_over() {
            let seeds = position.seeds_on_board();
            if let Some(band) = BANDS.iter().position(|&top| seeds <= top)
                && position.legal_moves().len() > 1
            {
                bands[band].push(position);
            }
            let side = position.to_move().index();
            let pit = seats[side]
                .choose(&position, &mut tables[side], rng)
                .expect("the game is not over");
            position.play_unchecked(pit);
        }
        for band in bands {
            if band.is_empty() {
                continue;
            }
            let position = band[rng.random_range(0..band.len())];
            if !seen.insert(position) {
                continue;
            }
            tried += 1;
            let Some(candidate) = examine(&position, table) else {
                continue;
            };
            let theme = candidate.2;
            if kept.iter().filter(|c| c.2 == theme).count() < quota(theme) {
                kept.push(candidate);
            } else {
                spare.push(candidate);
            }
        }
    }
    eprintln!(
        "{rules}: {tried} positions tried, {} puzzles found",
        kept.len() + spare.len()
    );
    let short = wanted.saturating_sub(kept.len());
    kept.extend(spare.into_iter().take(short));
    kept.truncate(wanted);
    kept
}

/// The position as a puzzle, if it is one (see the header), with its theme.
fn examine(position: &Position, table: &mut Table) -> Option<Candidate> {
    let solver = position.to_move();
    let mut at = *position;
    let mut decisions = Vec::new();
    let mut outcomes = Vec::new();
    loop {
        let values = solve_moves(&at, table);
        let best = values.iter().map(|&(_, v)| v).max()?;
        let mut answers = values.iter().filter(|&&(_, v)| v == best);
        let &(answer, _) = answers.next()?;
        let close = values
            .iter()
            .any(|&(_, v)| v != best && v > best - MISTAKE_SEEDS);
        if answers.next().is_some() || close || best < LOST {
            return None;
        }
        let mut moves = vec![(answer, best)];
        moves.extend(values.iter().filter(|&&(p, _)| p != answer));
        decisions.push(Decision { moves });
        let outcome = at.play(answer).ok()?;
        let extra = outcome.extra_turn;
        outcomes.push(outcome);
        if !extra {
            break;
        }
        debug_assert_eq!(at.to_move(), solver);
    }
    let theme = theme(position, &decisions, &outcomes, &at);
    let puzzle = Puzzle {
        id: 1,
        position: *position,
        rating: 100,
        theme,
        decisions,
    };
    let text = puzzles::write(std::slice::from_ref(&puzzle));
    match puzzles::parse(&text) {
        Ok(read) if read == [puzzle.clone()] => Some((puzzle.position, puzzle.decisions, theme)),
        other => panic!("a puzzle that does not read back: {text} {other:?}"),
    }
}

/// The puzzle's theme (see the header): `after` is the position once the answer is played.
fn theme(
    position: &Position,
    decisions: &[Decision],
    outcomes: &[mancala::engine::Outcome],
    after: &Position,
) -> Theme {
    if decisions.len() > 1 {
        return Theme::Chain;
    }
    if outcomes
        .iter()
        .any(|o| o.capture.is_some_and(|c| c.seeds >= CAPTURE_SEEDS))
    {
        return Theme::Capture;
    }
    if defends(position, decisions, after) {
        return Theme::Defence;
    }
    if position.seeds_on_board() <= ENDGAME_SEEDS || outcomes.iter().any(|o| o.end.is_some()) {
        return Theme::Endgame;
    }
    let only = decisions.iter().all(|d| {
        let (_, best) = d.answer();
        d.moves[1..].iter().all(|&(_, v)| v <= best - ONLY_SEEDS)
    });
    if only { Theme::Only } else { Theme::Quiet }
}

/// The most seeds the player not to move could capture with one sowing if it were its turn.
fn threat(position: &Position) -> u8 {
    if position.is_over() {
        return 0;
    }
    let mut setup = position.to_setup();
    setup.to_move = position.to_move().other();
    setup.extra_turn = false;
    let Ok(turned) = Position::from_study(&setup) else {
        return 0;
    };
    if turned.is_over() {
        return 0;
    }
    turned
        .legal_moves()
        .iter()
        .filter_map(|pit| {
            let mut next = turned;
            next.play(pit).ok()?.capture.map(|c| c.seeds)
        })
        .max()
        .unwrap_or(0)
}

/// Whether the answer defends against a capture that most other moves leave standing.
fn defends(position: &Position, decisions: &[Decision], after: &Position) -> bool {
    let now = threat(position);
    if now < THREAT_SEEDS || after.is_over() || after.to_move() == position.to_move() {
        return false;
    }
    if threat_to_move(after) * 2 > now {
        return false;
    }
    let others: Vec<Position> = decisions[0].moves[1..]
        .iter()
        .filter_map(|&(pit, _)| {
            let mut next = *position;
            let landing = next.play_unchecked(pit);
            (!landing.extra_turn && !landing.over).then_some(next)
        })
        .collect();
    let standing = others.iter().filter(|p| threat_to_move(p) >= now).count();
    !others.is_empty() && standing * 2 > others.len()
}

/// The most seeds the side to move can capture with one sowing.
fn threat_to_move(position: &Position) -> u8 {
    position
        .legal_moves()
        .iter()
        .filter_map(|pit| {
            let mut next = *position;
            next.play(pit).ok()?.capture.map(|c| c.seeds)
        })
        .max()
        .unwrap_or(0)
}

/// The rating (see the header).
fn rate(
    position: &Position,
    decisions: &[Decision],
    hard_table: &mut Table,
    rng: &mut SmallRng,
) -> u16 {
    let easy = 1.0
        - decisions
            .iter()
            .map(|d| 1.0 / d.moves.len() as f64)
            .product::<f64>();
    let base = rng.random::<u64>();
    let miss = |level: Level, runs: u64, table: &mut Table| {
        let missed = (0..runs)
            .filter(|run| {
                let mut rng = SmallRng::seed_from_u64(base ^ run);
                let mut at = *position;
                !decisions.iter().all(|d| {
                    table.clear();
                    let pit = level
                        .choose(&at, table, &mut || false, &mut rng)
                        .expect("the game is not over");
                    at.play_unchecked(d.answer().0);
                    pit == d.answer().0
                })
            })
            .count();
        missed as f64 / runs as f64
    };
    let medium = miss(Level::Medium, MEDIUM_RUNS, &mut Table::disabled());
    let hard = miss(Level::Hard, HARD_RUNS, hard_table);
    let gap = decisions
        .iter()
        .map(|d| d.answer().1 - d.moves.get(1).map_or(-255, |&(_, v)| v))
        .min()
        .unwrap_or(0)
        .min(10);
    let rating = 500.0
        + 500.0 * easy
        + 800.0 * medium
        + 1200.0 * hard
        + 20.0 * f64::from(10 - gap)
        + 50.0 * (decisions.len() - 1) as f64;
    rating.round().clamp(100.0, 3000.0) as u16
}

/// The rating bands of the report.
const RATING_BANDS: [u16; 5] = [1000, 1400, 1800, 2400, 3001];

fn report(puzzles: &[Puzzle]) {
    let mut by_theme: BTreeMap<Theme, usize> = BTreeMap::new();
    let mut by_rules: BTreeMap<String, usize> = BTreeMap::new();
    let mut by_band = [0; RATING_BANDS.len()];
    let mut by_seeds = [0; BANDS.len()];
    for puzzle in puzzles {
        *by_theme.entry(puzzle.theme).or_default() += 1;
        *by_rules
            .entry(puzzle.position.rules().to_string())
            .or_default() += 1;
        let band = RATING_BANDS.iter().position(|&top| puzzle.rating < top);
        by_band[band.unwrap_or(RATING_BANDS.len() - 1)] += 1;
        let seeds = puzzle.position.seeds_on_board();
        by_seeds[BANDS
            .iter()
            .position(|&top| seeds <= top)
            .unwrap_or(BANDS.len() - 1)] += 1;
    }
    println!("\nby theme:");
    for theme in Theme::ALL {
        println!(
            "  {:<8} {}",
            theme.slug(),
            by_theme.get(&theme).unwrap_or(&0)
        );
    }
    println!("by rule set:");
    for (rules, n) in &by_rules {
        println!("  {rules:<8} {n}");
    }
    println!("by rating:");
    let mut low = 100;
    for (top, n) in RATING_BANDS.iter().zip(by_band) {
        println!("  {low:>4}-{:<4} {n}", top - 1);
        low = *top;
    }
    println!("by seeds in the pits:");
    let mut low = 0;
    for (top, n) in BANDS.iter().zip(by_seeds) {
        println!("  {low:>2}-{top:<2} {n}");
        low = top + 1;
    }
}

fn check(file: &str) {
    let started = Instant::now();
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let puzzles = match puzzles::parse(&text) {
        Ok(puzzles) => puzzles,
        Err(why) => {
            eprintln!("{file}: {why}");
            std::process::exit(1);
        }
    };
    let mut prover = Prover::default();
    let mut wrong = 0;
    for puzzle in &puzzles {
        if let Err(why) = prover.prove(puzzle) {
            eprintln!("{why}");
            wrong += 1;
        }
    }
    println!(
        "{file}: {} puzzles read, {} proved, {wrong} wrong, in {:.1} s",
        puzzles.len(),
        puzzles.len() - wrong,
        started.elapsed().as_secs_f64()
    );
    report(&puzzles);
    if wrong > 0 {
        std::process::exit(1);
    }
}
