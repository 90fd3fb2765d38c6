//! The analysis board's continuous analysis as the worker runs it, and how far its solve reaches.
//!
//! `cargo run --profile bench --example study -- [PITS SEEDS] [steps=N]`: each step from a
//! game's opening (Kalah(6,4) unless told; every step, [`STUDY_STEPS`], unless told fewer) with
//! its time, positions, depth and what it proved. The worker's table persists from step to
//! step; after each reply the endgame table is readied as the worker does (`prepare`), its time
//! given apart, and for a game of at most 36 seeds, whose first step builds it before it
//! answers, it is built and timed before the first step.
//!
//! `cargo run --profile bench --example study -- reach [POSITIONS] [NODES] SEEDS...`: for
//! sampled Kalah(6,4) positions with each number of seeds in the pits (6 a count unless told),
//! the positions a solve of the best moves (`solve_best_within`) needs with the worker's table
//! and its 12-seed endgame table, up to `NODES` (100 million unless told): what
//! [`mancala::worker::budget::STUDY_SOLVE_SEEDS`] is set from.

#[path = "../tests/support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::Instant;

use mancala::engine::players::TABLE_LOG2_SLOTS;
use mancala::engine::search::{Endgame, Table, solve_best_within};
use mancala::engine::{Player, Position, Rules};
use mancala::worker::budget::{ENDGAME_SEEDS, prepare, study};
use mancala::worker::protocol::{Certainty, STUDY_STEPS, StudyRequest, ToWorker};
use support::matches::mixed_positions;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "reach") {
        reach(&args[1..]);
    } else {
        steps(&args);
    }
}

fn steps(args: &[String]) {
    let number =
        |i: usize, default: u32| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let steps = args
        .iter()
        .find_map(|a| a.strip_prefix("steps=")?.parse().ok())
        .unwrap_or(STUDY_STEPS);
    let rules = Rules::new(number(0, 6), number(1, 4)).expect("pits and seeds from 1 to 6");
    let start = Position::start(rules, Player::South);
    let request = |step| StudyRequest {
        id: u32::from(step),
        position: start.to_string(),
        step,
    };
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    println!("{start}");
    if start.total_seeds() <= 36 {
        let clock = Instant::now();
        prepare(&ToWorker::Study(request(0)).encode(), &mut table);
        println!("endgame table: {:.2} s", clock.elapsed().as_secs_f64());
    }
    println!("step  seconds    positions  depth  solved  exact  at most  estimate  best");
    for step in 0..steps {
        let clock = Instant::now();
        let reply = study(&request(step), &mut table);
        let seconds = clock.elapsed().as_secs_f64();
        let count = |c: Certainty| reply.moves.iter().filter(|m| m.certainty == c).count();
        let best = reply.moves.first().map(|m| {
            format!(
                "pit {} {:+} {:?}, line {:?}",
                m.pit, m.value, m.certainty, m.line
            )
        });
        println!(
            "{step:>4}  {seconds:>7.2}  {:>11}  {:>5}  {:>6}  {:>5}  {:>7}  {:>8}  {}",
            reply.nodes,
            reply.depth,
            reply.solved,
            count(Certainty::Exact),
            count(Certainty::AtMost),
            count(Certainty::Estimate),
            best.unwrap_or_default(),
        );
        let clock = Instant::now();
        if prepare(&ToWorker::Study(request(step)).encode(), &mut table) {
            println!(
                "      endgame table, after the reply: {:.2} s",
                clock.elapsed().as_secs_f64()
            );
        }
        if reply.solved {
            break;
        }
    }
}

fn reach(args: &[String]) {
    let count = args.first().and_then(|a| a.parse().ok()).unwrap_or(6);
    let most: u64 = args
        .get(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100_000_000);
    let endgame = Arc::new(Endgame::new(Rules::KALAH, ENDGAME_SEEDS));
    let mut table = Table::new(TABLE_LOG2_SLOTS).with_endgame(endgame);
    println!(
        "seeds in the pits: millions of positions each solve took, fewest first (-: more than {most})"
    );
    for seeds in args.iter().skip(2).filter_map(|a| a.parse().ok()) {
        let mut nodes: Vec<Option<u64>> = mixed_positions(seeds, count)
            .iter()
            .map(|position| {
                table.clear();
                solve_best_within(position, &mut table, most, &mut || false)
                    .ok()
                    .map(|best| best.nodes)
            })
            .collect();
        nodes.sort_unstable_by_key(|n| n.unwrap_or(u64::MAX));
        let shown: Vec<String> = nodes
            .iter()
            .map(|n| n.map_or("-".into(), |n| format!("{:.1}", n as f64 / 1e6)))
            .collect();
        println!("{seeds}: {}", shown.join(" "));
    }
}
