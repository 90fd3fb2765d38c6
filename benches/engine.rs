//! Criterion benchmarks of the rules engine: single moves on the fast and checked paths, move
//! generation, and whole random playouts of Kalah(6,4); a search's speed; and the worker's
//! exact answers in the three-seed game, Kalah(6,3), whose goal is 5 s each.

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mancala::engine::players::Level;
use mancala::engine::players::TABLE_LOG2_SLOTS;
use mancala::engine::playout::{Strategy, play_out, random_move};
use mancala::engine::search::{Limits, Table, best_move, solve_moves_within};
use mancala::engine::{Pit, Player, Position, Rules};
use mancala::worker::budget::answer_message;
use mancala::worker::protocol::{Pie, Purpose, SearchRequest, ToWorker, ValuesRequest};
use rand::SeedableRng;
use rand::rngs::SmallRng;

#[path = "../tests/support/positions.rs"]
mod positions;

/// Mid-game positions from seeded random games, each paired with every legal move from it.
fn sample_moves() -> Vec<(Position, Pit)> {
    let mut rng = SmallRng::seed_from_u64(42);
    let mut sample = Vec::new();
    while sample.len() < 1000 {
        let mut position = Position::start(Rules::KALAH, Player::South);
        while let Some(pit) = random_move(&position, &mut rng) {
            sample.extend(position.legal_moves().iter().map(|p| (position, p)));
            position.play_unchecked(pit);
        }
    }
    sample
}

fn moves(c: &mut Criterion) {
    let sample = sample_moves();
    let mut group = c.benchmark_group("move");
    group.throughput(Throughput::Elements(sample.len() as u64));
    group.bench_function("play_unchecked", |b| {
        b.iter(|| {
            for &(position, pit) in &sample {
                let mut next = black_box(position);
                black_box(next.play_unchecked(black_box(pit)));
                black_box(&next);
            }
        })
    });
    group.bench_function("play (checked, with trace)", |b| {
        b.iter(|| {
            for &(position, pit) in &sample {
                let mut next = black_box(position);
                black_box(next.play(black_box(pit)).ok());
            }
        })
    });
    group.bench_function("legal_moves", |b| {
        b.iter(|| {
            for (position, _) in &sample {
                black_box(black_box(position).legal_moves());
            }
        })
    });
    group.finish();
}

fn playouts(c: &mut Criterion) {
    let start = Position::start(Rules::KALAH, Player::South);
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    for (name, south, north) in [
        ("random v random", Strategy::Random, Strategy::Random),
        ("greedy v random", Strategy::Greedy, Strategy::Random),
    ] {
        let mut rng = SmallRng::seed_from_u64(7);
        group.bench_function(name, |b| {
            b.iter(|| black_box(play_out(black_box(&start), south, north, &mut rng)))
        });
    }
    group.finish();
}

fn search(c: &mut Criterion) {
    let start = Position::start(Rules::KALAH, Player::South);
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    const NODES: u64 = 1_000_000;
    group.throughput(Throughput::Elements(NODES));
    group.bench_function("1M nodes from the opening (nodes/s)", |b| {
        b.iter(|| {
            table.clear();
            let found = best_move(
                &start,
                Limits::nodes(NODES),
                &mut table,
                &mut || false,
                &mut SmallRng::seed_from_u64(1),
            );
            black_box(found)
        })
    });
    group.finish();
}

/// The answers that `tests/wasm_solve_kalah_6x3.rs` checks in the browser, timed here
/// natively: from the start of Kalah(6,3), with a fresh table as a new worker has, Expert's
/// move (the endgame table built first) and a review's values of every move; and the review's
/// exact values of twelve later positions of at most 34 seeds, each from a table emptied but
/// for its endgame table.
fn kalah_6x3(c: &mut Criterion) {
    let rules = Rules::new(6, 3).expect("standard rules");
    let start = Position::start(rules, Player::South).to_string();
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1000.0;
    let mut group = c.benchmark_group("kalah_6x3");
    group.sample_size(10);
    let expert = ToWorker::Search(SearchRequest {
        id: 1,
        position: start.clone(),
        level: Level::Expert,
        seed: 1,
        pie: Pie::Off,
    });
    let review = ToWorker::Values(ValuesRequest {
        id: 2,
        purpose: Purpose::Review,
        position: start,
        pie: Pie::Off,
    });
    let (expert, review) = (expert.encode(), review.encode());
    for (name, message) in [
        ("Expert's move from the start, fresh table", &expert),
        ("a review of the start, fresh table", &review),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut table = Table::new(TABLE_LOG2_SLOTS);
                black_box(answer_message(message, &mut table, &now))
            })
        });
    }
    // The worker's table after a review: cleared for each position, it keeps the endgame table.
    let late = positions::late_positions(rules, 34, 12, 3);
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    answer_message(&review, &mut table, &now);
    group.throughput(Throughput::Elements(late.len() as u64));
    group.bench_function(
        "a review of 12 later positions, each from an emptied table",
        |b| {
            b.iter(|| {
                for position in &late {
                    table.clear();
                    black_box(
                        solve_moves_within(position, &mut table, u64::MAX, &mut || false).ok(),
                    );
                }
            })
        },
    );
    group.finish();
}

criterion_group!(benches, moves, playouts, search, kalah_6x3);
criterion_main!(benches);
