//! The puzzles' record, under [`PUZZLES_KEY`]: the rating, the counts, the best streak, the
//! day's puzzle solved and the puzzles of your own.

use serde::{Deserialize, Serialize};

use super::json::{absent, read_version, some, write};
use crate::engine::Pit;
use crate::model::common::stored::LoadError;

/// The puzzles' record as stored.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredPuzzles {
    /// Rating, deviation and volatility.
    rating: [f64; 3],
    tried: u32,
    solved: u32,
    best_streak: u32,
    #[serde(default, skip_serializing_if = "absent", deserialize_with = "some")]
    daily_solved: Option<i64>,
    mine: Vec<StoredMine>,
}

/// One of your own puzzles as stored: the position, each move as `[pit, rating]` (the best
/// first), and whether the ratings are exact and it has been solved.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredMine {
    position: String,
    moves: Vec<[i32; 2]>,
    exact: bool,
    solved: bool,
}

/// The schema version this code writes for the puzzles' record.
pub const PUZZLES_VERSION: u64 = 1;

/// The storage key for the puzzles' record.
pub const PUZZLES_KEY: &str = "mancala.puzzles";

/// The stored form of the puzzles' record.
pub fn puzzles_to_json(record: &crate::model::train::puzzles::Record) -> String {
    let mut written = StoredPuzzles {
        rating: [
            record.rating.rating,
            record.rating.deviation,
            record.rating.volatility,
        ],
        tried: record.tried,
        solved: record.solved,
        best_streak: record.best_streak,
        daily_solved: record.daily_solved,
        mine: Vec::new(),
    };
    for mine in &record.mine {
        written.mine.push(StoredMine {
            position: mine.position.to_string(),
            moves: mine
                .moves
                .iter()
                .map(|&(pit, value)| [i32::from(pit.number()), value])
                .collect(),
            exact: mine.exact,
            solved: mine.solved,
        });
    }
    write(PUZZLES_VERSION, written)
}

/// Reads the puzzles' record.
///
/// # Errors
/// A [`LoadError`] when the text is not what [`puzzles_to_json`] writes, or its numbers cannot
/// be right (a rating out of range, a position that does not parse, moves that are not its
/// legal moves).
pub fn puzzles_from_json(text: &str) -> Result<crate::model::train::puzzles::Record, LoadError> {
    use crate::model::train::puzzles::{MOST_OF_MINE, Mine, Record};
    use crate::model::train::rating::Rating;
    let stored: StoredPuzzles = read_version(text, PUZZLES_VERSION)?;
    let absurd = |why: &str| LoadError::Absurd(why.to_string());
    let [rating, deviation, volatility] = stored.rating;
    if !(100.0..=3500.0).contains(&rating)
        || !(1.0..=350.0).contains(&deviation)
        || !(0.0..=1.0).contains(&volatility)
    {
        return Err(absurd("the rating is out of range"));
    }
    if stored.solved > stored.tried || stored.mine.len() > MOST_OF_MINE {
        return Err(absurd("the counts do not add up"));
    }
    let mut mine = Vec::new();
    for kept in stored.mine {
        let position = crate::engine::Position::parse_study(&kept.position)
            .map_err(|_| absurd("a puzzle of yours has no position"))?;
        let legal = position.legal_moves();
        let mut moves = Vec::new();
        for [pit, value] in kept.moves {
            let pit = u8::try_from(pit)
                .ok()
                .and_then(Pit::new)
                .filter(|&p| legal.contains(p) && !moves.iter().any(|&(q, _)| q == p))
                .ok_or_else(|| absurd("a puzzle of yours names a move it cannot have"))?;
            moves.push((pit, value));
        }
        if moves.len() != legal.iter().count() || moves.windows(2).any(|w| w[0].1 < w[1].1) {
            return Err(absurd(
                "a puzzle of yours does not list its moves best first",
            ));
        }
        mine.push(Mine {
            position,
            moves,
            exact: kept.exact,
            solved: kept.solved,
        });
    }
    Ok(Record {
        rating: Rating {
            rating,
            deviation,
            volatility,
        },
        tried: stored.tried,
        solved: stored.solved,
        best_streak: stored.best_streak,
        daily_solved: stored.daily_solved,
        mine,
    })
}
