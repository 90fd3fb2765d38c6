//! The accuracy benchmark's stored answers (`tests/data/accuracy.txt`, the tuning set,
//! `tests/data/accuracy_held_out.txt`, the held-out set, and `tests/data/accuracy_dev.txt`, the
//! development set, all written by `examples/accuracy.rs`) against a fresh solve, so that the
//! files cannot drift from the rules. That the sets keep apart is checked in
//! `tests/accuracy_sets.rs`.

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
    assert!(parsed[0].game.is_empty());
    assert_eq!(parsed[0].best(), 6);
    assert_eq!(parsed[0].loss(mancala::engine::Pit::new(3).unwrap()), 12);
    // The game that reached a position, when the line names one, reads back too.
    let with_game = "6x4.n.4-4-4-4-4-0.1.5-5-5-4-4-4.0 1:+0 2:+0 game=6";
    let parsed = support::accuracy::parse(with_game);
    assert_eq!(parsed[0].line(), with_game);
    assert_eq!(parsed[0].game, vec![mancala::engine::Pit::new(6).unwrap()]);
}
