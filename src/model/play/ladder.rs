//! Your rating against the computer's levels, and the level that should give you an even game.
//!
//! Each level has a rating on one Elo scale, measured by the round robin of
//! `examples/round_robin.rs` (the README's ladder table, Easy at 0). Your rating is the one that
//! best explains your counted results against them: the maximum of the Elo likelihood of every
//! win, draw and loss in the statistics, with one virtual draw against Level 4 (the middle of
//! the ladder) so that a few games, or only wins, still give a finite figure. It is worked out
//! afresh from the stored statistics, so it needs no storage of its own and follows a reset;
//! a game with a take-back or a hint is not in the statistics, so it does not count here either.
//! Results on every seed count and house rule are pooled: the levels were measured on standard
//! Kalah, and their order holds on the others.
//!
//! ```
//! use mancala::model::play::ladder::{estimate, even_game};
//! use mancala::model::play::records::LevelRecord;
//! use mancala::model::settings::Level;
//!
//! let even = LevelRecord { played: 4, won: 2, lost: 2, ..LevelRecord::default() };
//! let yours = estimate(&[(Level::Four, even)]).expect("four games");
//! assert_eq!(yours.rating.round(), 648.0, "even with Level 4: Level 4's rating");
//! assert_eq!(even_game(yours.rating), Level::Four);
//! ```

use crate::model::play::records::LevelRecord;
use crate::model::settings::Level;

/// Each level's rating, weakest first. Levels 1 to 7 are the round robin's fit (four games a
/// pair from each paired opening). Expert is Hard's rating plus the 19 points the 200-game
/// strength ladder measured between the two: the round robin's four games a pair put it 71
/// under Hard, a figure too thin to rank them by.
const RATINGS: [(Level, f64); 8] = [
    (Level::Easy, 0.0),
    (Level::Two, 213.0),
    (Level::Three, 449.0),
    (Level::Four, 648.0),
    (Level::Medium, 895.0),
    (Level::Six, 1091.0),
    (Level::Hard, 1252.0),
    (Level::Expert, 1271.0),
];

/// The level whose rating anchors the virtual draw.
const PRIOR: Level = Level::Four;

/// The lowest and highest ratings searched: far outside the ladder either way.
const RANGE: (f64, f64) = (-1500.0, 3000.0);

/// A level's rating.
pub fn level_rating(level: Level) -> f64 {
    RATINGS
        .iter()
        .find(|(l, _)| *l == level)
        .map_or(0.0, |&(_, rating)| rating)
}

/// Your rating as the statistics give it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The rating, on the levels' scale.
    pub rating: f64,
    /// One standard deviation of it (from the likelihood's curvature).
    pub deviation: f64,
    /// The counted games it rests on.
    pub games: u32,
}

/// The chance of a player rated `rating` scoring against one rated `opponent` (a win 1, a draw
/// half).
fn expected(rating: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((opponent - rating) / 400.0))
}

/// Your rating from your records against each level, or `None` before any counted game.
pub fn estimate(records: &[(Level, LevelRecord)]) -> Option<Estimate> {
    // (opponent's rating, points scored, games), the virtual draw first.
    let mut results = vec![(level_rating(PRIOR), 0.5, 1.0)];
    let mut games = 0;
    for (level, record) in records {
        if record.played == 0 {
            continue;
        }
        games += record.played;
        let points = f64::from(record.won) + f64::from(record.drawn) / 2.0;
        results.push((level_rating(*level), points, f64::from(record.played)));
    }
    if games == 0 {
        return None;
    }
    // The likelihood's slope, points scored less points expected, falls as the rating rises:
    // its one zero is the rating, found by halving the range.
    let slope = |rating: f64| -> f64 {
        results
            .iter()
            .map(|&(opponent, points, n)| points - n * expected(rating, opponent))
            .sum()
    };
    let (mut low, mut high) = RANGE;
    for _ in 0..60 {
        let middle = (low + high) / 2.0;
        if slope(middle) > 0.0 {
            low = middle;
        } else {
            high = middle;
        }
    }
    let rating = (low + high) / 2.0;
    let per_point = std::f64::consts::LN_10 / 400.0;
    let information: f64 = results
        .iter()
        .map(|&(opponent, _, n)| {
            let e = expected(rating, opponent);
            n * e * (1.0 - e) * per_point * per_point
        })
        .sum();
    Some(Estimate {
        rating,
        deviation: 1.0 / information.sqrt(),
        games,
    })
}

/// The level whose rating is nearest `rating`: the one that should give an even game.
pub fn even_game(rating: f64) -> Level {
    RATINGS
        .iter()
        .min_by(|a, b| (a.1 - rating).abs().total_cmp(&(b.1 - rating).abs()))
        .map_or(Level::Medium, |&(level, _)| level)
}
