//! Criterion benchmarks of the rules engine: single moves on the fast and checked paths, move
//! generation, and whole random playouts of Kalah(6,4).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mancala::engine::players::TABLE_LOG2_SLOTS;
use mancala::engine::playout::{Strategy, play_out, random_move};
use mancala::engine::search::{Limits, Table, best_move};
use mancala::engine::{Pit, Player, Position, Rules};
use rand::SeedableRng;
use rand::rngs::SmallRng;

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

criterion_group!(benches, moves, playouts, search);
criterion_main!(benches);
