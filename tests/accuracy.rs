//! The accuracy benchmark's stored answers (`tests/data/accuracy.txt`, the tuning set,
//! `tests/data/accuracy_held_out.txt`, the held-out set, and `tests/data/accuracy_dev.txt`, the
//! development set, all written by `examples/accuracy.rs`) against a fresh solve, so that the files cannot drift from the rules.

mod support;

use mancala::engine::Rules;
use mancala::engine::search::{Table, solve_moves};
use support::accuracy::{DATA, DEV, HELD_OUT, Solved, load_from};

#[test]
fn the_stored_positions_are_what_the_benchmark_promises() {
    for file in [DATA, HELD_OUT, DEV] {
        keeps_its_promises(&load_from(file));
    }
}

#[test]
fn the_held_out_set_shares_no_position_with_the_tuning_set() {
    let tuning: Vec<_> = load_from(DATA).into_iter().map(|e| e.position).collect();
    for entry in load_from(HELD_OUT) {
        assert!(!tuning.contains(&entry.position), "{}", entry.position);
    }
}

#[test]
fn the_development_set_shares_no_position_with_the_other_two() {
    let others: Vec<_> = [DATA, HELD_OUT]
        .into_iter()
        .flat_map(load_from)
        .map(|e| e.position)
        .collect();
    for entry in load_from(DEV) {
        assert!(!others.contains(&entry.position), "{}", entry.position);
    }
}

fn keeps_its_promises(solved: &[Solved]) {
    assert!(solved.len() >= 300, "{} positions", solved.len());
    for entry in solved {
        let position = entry.position;
        assert_eq!(position.rules(), Rules::KALAH);
        assert!((12..=40).contains(&position.seeds_on_board()), "{position}");
        let pits: Vec<_> = entry.values.iter().map(|&(pit, _)| pit).collect();
        assert_eq!(pits, position.legal_moves().iter().collect::<Vec<_>>());
        assert!(pits.len() > 1, "a forced move at {position}");
    }
    let upper = solved
        .iter()
        .filter(|e| e.position.seeds_on_board() > 25)
        .count();
    assert!(
        upper * 3 > solved.len(),
        "only {upper} with 26 seeds or more"
    );
}

#[test]
fn a_sample_of_the_stored_values_matches_a_fresh_solve() {
    for file in [DATA, HELD_OUT, DEV] {
        matches_a_fresh_solve(load_from(file));
    }
}

fn matches_a_fresh_solve(mut solved: Vec<Solved>) {
    // The positions with fewest seeds solve in moments; a few with more check the rest.
    solved.sort_by_key(|e| e.position.seeds_on_board());
    let mut sample: Vec<&Solved> = solved.iter().take(6).collect();
    sample.extend(
        solved
            .iter()
            .filter(|e| e.position.seeds_on_board() == 20)
            .take(2),
    );
    let mut table = Table::new(18);
    for entry in sample {
        assert_eq!(
            solve_moves(&entry.position, &mut table),
            entry.values,
            "{}",
            entry.position
        );
    }
}

#[test]
fn a_line_reads_back_as_written() {
    let line = "6x4.s.0-0-7-2-2-2.17.1-4-3-0-0-0.10 3:-6 4:-4 5:+0 6:+6";
    let parsed = support::accuracy::parse(line);
    assert_eq!(parsed.len(), 1);
    assert_eq!(parsed[0].line(), line);
    assert_eq!(parsed[0].best(), 6);
    assert_eq!(parsed[0].loss(mancala::engine::Pit::new(3).unwrap()), 12);
}
