//! The shipped puzzle file, `public/puzzles.txt` (made by `examples/puzzles.rs`): the page's
//! strict reader takes it, it holds enough puzzles of every theme the issue names, and every
//! value in it is proved again by the exact solver.
//!
//! The proof covers every puzzle, not a sample: with endgame tables of 14 seeds (one for each
//! of the file's four rule sets, about 5 s each to build) all 1,200 took 31 s in release on
//! the shared 2-core machine under a load of 5 to 7.

mod support;

use mancala::model::train::puzzles::{self, Puzzle, Theme};
use support::puzzles::{FILE, Prover};

fn shipped() -> Vec<Puzzle> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    puzzles::parse(&text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_shipped_file_holds_a_thousand_puzzles_with_every_theme_well_represented() {
    let puzzles = shipped();
    assert!(puzzles.len() >= 1000, "only {} puzzles", puzzles.len());
    for theme in [
        Theme::Chain,
        Theme::Capture,
        Theme::Defence,
        Theme::Endgame,
        Theme::Only,
    ] {
        let count = puzzles.iter().filter(|p| p.theme == theme).count();
        assert!(
            count * 20 >= puzzles.len(),
            "{count} {} puzzles, under 5% of {}",
            theme.slug(),
            puzzles.len()
        );
    }
}

#[test]
fn the_shipped_ratings_run_from_what_medium_finds_to_what_beats_it() {
    let puzzles = shipped();
    let share = |low: u16, high: u16| {
        puzzles
            .iter()
            .filter(|p| (low..high).contains(&p.rating))
            .count()
            * 100
            / puzzles.len()
    };
    assert!(share(100, 1000) >= 20, "too few easy puzzles");
    assert!(share(1500, 3001) >= 10, "too few puzzles that beat Medium");
}

#[test]
fn every_shipped_puzzle_is_proved_again_by_the_exact_solver() {
    let puzzles = shipped();
    let mut prover = Prover::default();
    let wrong: Vec<String> = puzzles
        .iter()
        .filter_map(|puzzle| prover.prove(puzzle).err())
        .collect();
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
