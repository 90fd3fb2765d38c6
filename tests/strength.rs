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
    // Some openings are won for one side whoever plays them, so the sure test is the pair:
    // the deeper search makes at least as much of every opening as Medium does from the same
    // two sides, and more of most (a pair can end level: both sides play it out the same).
    assert_eq!(score.pairs_lost, 0, "{score:?}");
    assert!(score.pairs_won >= 5, "{score:?}");
    assert!(score.wins > score.losses, "{score:?}");
    assert!(score.margin > 0, "{score:?}");
}

#[test]
fn a_search_with_a_third_of_hards_budget_beats_the_classic_baseline() {
    // The baseline keeps its full budget (8 plies, 100,000 positions); ours gets 300,000
    // nodes. The full ladder measures Hard itself over 200 games. As above, the sure test is
    // the pair: ours makes more of every opening than the baseline does.
    let score = play_match(
        Contender::Budget(300_000),
        Contender::Baseline,
        &openings(5),
        3,
    );
    assert_eq!(score.games(), 10);
    assert_eq!(score.pairs_won, 5, "{score:?}");
    assert!(score.wins > score.losses, "{score:?}");
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
    // Ten games from lopsided openings swing on single games (5-5 here, with a margin of +42),
    // so the test is the margin and the opening pairs: over 30 openings the same match is
    // 36-21-3, margin +252, pairs 23-2.
    assert!(score.margin > 0, "{score:?}");
    assert!(score.pairs_won > score.pairs_lost, "{score:?}");
}

#[test]
fn the_openings_are_every_pair_of_first_turns() {
    use mancala::engine::{Player, Position, Rules};
    use std::collections::BTreeSet;

    let all = openings(usize::MAX);
    assert_eq!(all.len(), 116);
    let mut reached = BTreeSet::new();
    for line in &all {
        let mut position = Position::start(Rules::KALAH, Player::South);
        let mut turns_ended = 0;
        for &pit in line {
            let mover = position.to_move();
            position.play(pit).expect("openings are legal");
            if position.to_move() != mover {
                turns_ended += 1;
            }
        }
        // South's turn and then North's, each to its end, and nothing more.
        assert_eq!(turns_ended, 2, "{line:?}");
        assert_eq!(position.to_move(), Player::South, "{line:?}");
        reached.insert(position.key());
    }
    assert_eq!(
        reached.len(),
        all.len(),
        "two openings reach the same position"
    );
    assert_eq!(
        openings(100),
        all[..100],
        "a shorter set is a prefix of the longer"
    );
}
