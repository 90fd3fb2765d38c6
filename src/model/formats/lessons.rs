//! The lessons done, under [`LESSONS_KEY`].

use serde::{Deserialize, Serialize};

use super::json::{read_version, write};
use crate::model::common::stored::LoadError;
use crate::model::learn::lessons::{Done, LESSONS};

/// The storage key for the lessons done.
pub const LESSONS_KEY: &str = "mancala.lessons";
/// The schema version this code writes for the lessons done.
pub const LESSONS_VERSION: u64 = 1;

/// The lessons done as stored: their numbers from 1, in order.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredLessons {
    done: Vec<u64>,
}

/// The stored form of the lessons done: `{"version":1,"done":[1,2,5]}`.
pub fn lessons_to_json(done: Done) -> String {
    let done = done.lessons().map(|lesson| lesson as u64 + 1).collect();
    write(LESSONS_VERSION, StoredLessons { done })
}

/// Reads the lessons done.
///
/// # Errors
/// A [`LoadError`] when the text is not what [`lessons_to_json`] writes: a lesson that does
/// not exist, or one named twice or out of order, cannot be right.
pub fn lessons_from_json(text: &str) -> Result<Done, LoadError> {
    let stored: StoredLessons = read_version(text, LESSONS_VERSION)?;
    let mut done = Done::default();
    let mut last = 0;
    for number in stored.done {
        if number == 0 || number > LESSONS.len() as u64 {
            return Err(LoadError::Absurd(format!("there is no lesson {number}")));
        }
        if number <= last {
            return Err(LoadError::Absurd(format!("lesson {number} out of order")));
        }
        last = number;
        done = done.with(number as usize - 1);
    }
    Ok(done)
}
