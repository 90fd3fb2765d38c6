//! Your rating against the computer's levels: reference values worked out apart from the page
//! (the same likelihood solved by Newton's method, or by halving where that fails), the
//! suggested level, and the rating's response to more wins.

use mancala::model::play::ladder::{Estimate, estimate, even_game, level_rating};
use mancala::model::play::records::{LevelRecord, Stats};
use mancala::model::settings::{GameSettings, Level};
use proptest::prelude::*;

fn record(won: u32, drawn: u32, lost: u32) -> LevelRecord {
    LevelRecord {
        played: won + drawn + lost,
        won,
        drawn,
        lost,
        ..LevelRecord::default()
    }
}

fn rated(records: &[(Level, LevelRecord)]) -> Estimate {
    estimate(records).expect("games were counted")
}

fn close(estimate: Estimate, rating: f64, deviation: f64) {
    assert!(
        (estimate.rating - rating).abs() < 0.01 && (estimate.deviation - deviation).abs() < 0.01,
        "{estimate:?}, not {rating} ± {deviation}"
    );
}

#[test]
fn the_rating_matches_reference_values() {
    close(rated(&[(Level::Easy, record(10, 0, 0))]), 744.672, 287.382);
    close(
        rated(&[
            (Level::Medium, record(3, 0, 1)),
            (Level::Hard, record(0, 2, 0)),
        ]),
        1088.595,
        157.541,
    );
    close(rated(&[(Level::Easy, record(0, 0, 5))]), -382.720, 258.814);
    close(rated(&[(Level::Four, record(2, 0, 2))]), 648.0, 155.378);
    close(
        rated(&[
            (Level::Two, record(4, 1, 2)),
            (Level::Three, record(2, 0, 3)),
            (Level::Six, record(0, 0, 1)),
        ]),
        363.342,
        104.055,
    );
    // The statistics of the browser test of the ladder's migration.
    close(
        rated(&[
            (Level::Easy, record(3, 0, 0)),
            (Level::Medium, record(2, 0, 2)),
            (Level::Hard, record(0, 1, 1)),
            (Level::Expert, record(0, 0, 1)),
        ]),
        880.930,
        143.925,
    );
    assert_eq!(rated(&[(Level::Easy, record(0, 0, 5))]).games, 5);
}

#[test]
fn no_counted_game_gives_no_rating() {
    assert_eq!(estimate(&[]), None);
    assert_eq!(estimate(&[(Level::Hard, LevelRecord::default())]), None);
    assert_eq!(estimate(&Stats::default().results_by_level()), None);
}

#[test]
fn the_even_game_is_the_nearest_level_and_the_ladder_climbs() {
    for pair in Level::ALL.windows(2) {
        assert!(level_rating(pair[0]) < level_rating(pair[1]), "{pair:?}");
    }
    for level in Level::ALL {
        assert_eq!(even_game(level_rating(level)), level);
    }
    assert_eq!(even_game(-900.0), Level::Easy);
    assert_eq!(even_game(5000.0), Level::Expert);
    assert_eq!(even_game(744.672), Level::Four);
    assert_eq!(even_game(1088.595), Level::Six);
}

#[test]
fn results_are_pooled_over_rule_sets_by_level() {
    let mut stats = Stats::default();
    let hard = GameSettings {
        level: Level::Hard,
        ..GameSettings::default()
    };
    let five_seeds = GameSettings { seeds: 5, ..hard };
    let won = |stats: &mut Stats, game: &GameSettings| {
        stats.add(
            game,
            mancala::model::play::records::Finished {
                verdict: mancala::model::play::records::Verdict::Won,
                store: 30,
                margin: 12,
                millis: 1000,
            },
        );
    };
    won(&mut stats, &hard);
    won(&mut stats, &five_seeds);
    let by_level = stats.results_by_level();
    assert_eq!(by_level.len(), 8);
    let (level, hard_record) = by_level[6];
    assert_eq!(level, Level::Hard);
    assert_eq!((hard_record.played, hard_record.won), (2, 2));
    assert!(
        by_level
            .iter()
            .filter(|(l, _)| *l != Level::Hard)
            .all(|(_, r)| r.played == 0)
    );
    assert_eq!(rated(&by_level).games, 2);
}

proptest! {
    #[test]
    fn one_more_win_never_lowers_the_rating_and_one_more_loss_never_raises_it(
        counts in proptest::collection::vec((0u32..6, 0u32..6, 0u32..6), 8),
        which in 0usize..8,
    ) {
        let records: Vec<(Level, LevelRecord)> = Level::ALL
            .into_iter()
            .zip(&counts)
            .map(|(level, &(w, d, l))| (level, record(w, d, l)))
            .collect();
        let with = |extra: LevelRecord| {
            let mut more = records.clone();
            let r = &mut more[which].1;
            *r = record(r.won + extra.won, r.drawn + extra.drawn, r.lost + extra.lost);
            rated(&more).rating
        };
        let base = estimate(&records).map(|e| e.rating);
        let win = with(record(1, 0, 0));
        let loss = with(record(0, 0, 1));
        if let Some(base) = base {
            prop_assert!(win >= base - 1e-6, "{win} < {base}");
            prop_assert!(loss <= base + 1e-6, "{loss} > {base}");
            prop_assert!(base.is_finite());
        }
        prop_assert!(win > loss);
    }
}
