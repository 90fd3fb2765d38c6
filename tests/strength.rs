//! A small, fast version of the strength ladder (the full one is `cargo run --release --example
//! ladder`): fixed openings from both sides, fixed seeds, and reduced budgets where the full
//! ladder gives the levels their whole budget.

mod support;

use mancala::engine::players::Level;
use support::matches::{Contender, openings, play_match};

#[test]
fn medium_beats_easy_in_at_least_10_of_12_games() {
    let score = play_match(
        Contender::Level(Level::Medium),
        Contender::Level(Level::Easy),
        &openings(6),
        1,
    );
    assert_eq!(score.games(), 12);
    assert!(score.wins >= 10, "{score:?}");
}

#[test]
fn a_deeper_search_beats_medium() {
    let score = play_match(
        Contender::Budget(20_000),
        Contender::Level(Level::Medium),
        &openings(6),
        2,
    );
    assert!(score.wins > score.losses + 4, "{score:?}");
    assert!(score.margin > 0, "{score:?}");
}

#[test]
fn a_search_with_a_third_of_hards_budget_beats_the_classic_baseline() {
    // The baseline keeps its full budget (8 plies, 100,000 positions); ours gets 300,000
    // nodes. The full ladder measures Hard itself over 200 games.
    let score = play_match(
        Contender::Budget(300_000),
        Contender::Baseline,
        &openings(5),
        3,
    );
    assert_eq!(score.games(), 10);
    assert!(score.wins >= 2 * score.losses + 2, "{score:?}");
    assert!(score.margin > 0, "{score:?}");
}

#[test]
fn more_budget_beats_less() {
    let score = play_match(
        Contender::Budget(200_000),
        Contender::Budget(20_000),
        &openings(5),
        4,
    );
    assert!(score.wins > score.losses, "{score:?}");
}
