//! Every sentence Train builds from what it found, and the one place where those typed values
//! become text: what is wrong with the puzzle file ([`Fault`], [`FileError`]), why the file is
//! not to hand ([`Unread`]), and a puzzle asked for that the file does not hold
//! ([`NoPuzzle`]). The reader and the controller decide with typed values and never read
//! these words; the view shows them.
//!
//! ```
//! use mancala::model::train::puzzles::{Fault, FileError, NoPuzzle, Unread};
//! use mancala::model::train::words::{no_puzzle, unread};
//!
//! assert_eq!(
//!     no_puzzle(NoPuzzle { id: 9, count: 3 }),
//!     "There is no puzzle 9: the puzzles are numbered 1 to 3."
//! );
//! let cut = Unread::Damaged(FileError { line: 0, reason: Fault::CutShort });
//! assert_eq!(unread(&cut), "The puzzles could not be read: the puzzle file is cut short.");
//! ```

use std::fmt;

use crate::model::review::MISTAKE_SEEDS;
use crate::model::train::puzzles::{Fault, FileError, NoPuzzle, Unread};

/// Why the puzzle file is not to hand, in a sentence.
pub fn unread(why: &Unread) -> String {
    match why {
        Unread::Damaged(error) => format!("The puzzles could not be read: {error}."),
        Unread::Unfetched(why) => format!("The puzzles could not be fetched: {why}."),
    }
}

/// A puzzle asked for that the file does not hold, in a sentence.
pub fn no_puzzle(missing: NoPuzzle) -> String {
    format!(
        "There is no puzzle {}: the puzzles are numbered 1 to {}.",
        missing.id, missing.count
    )
}

/// What is wrong with the file or a line of it, after "the puzzle file" or "line 3 of the
/// puzzle file".
pub fn fault(fault: &Fault) -> String {
    match fault {
        Fault::TooLong => "is too long".to_string(),
        Fault::NoHeader => "does not start as a puzzle file does".to_string(),
        Fault::TooMany => "holds too many puzzles".to_string(),
        Fault::NoPuzzles => "holds no puzzles".to_string(),
        Fault::CutShort => "is cut short".to_string(),
        Fault::MoreThanSaid => "holds more puzzles than it says".to_string(),
        Fault::Fields(fields) => format!("has {fields} fields, not 5"),
        Fault::NotNumbered(id) => format!("should be puzzle {id}"),
        Fault::NoPosition(why) => format!("has no position: {why}"),
        Fault::Over => "holds a game that is over".to_string(),
        Fault::NoRating => "has no rating".to_string(),
        Fault::RatingOutside(rating) => format!("has a rating of {rating}, outside 100 to 3000"),
        Fault::NoTheme => "has no theme".to_string(),
        Fault::PastTheTurn(at) => format!("goes on to decision {at} when the turn is over"),
        Fault::NoValue => "has a move with no value".to_string(),
        Fault::NoPit => "names no pit".to_string(),
        Fault::ValueNotANumber => "has a value that is not a number".to_string(),
        Fault::ValueBeyond(value) => format!("has a value of {value}, beyond any board"),
        Fault::PitTwice(pit) => format!("names pit {pit} twice"),
        Fault::NotTheLegalMoves(at) => {
            format!("does not list exactly the legal moves at decision {at}")
        }
        Fault::CloseSecond(at) => {
            format!("has another move within {MISTAKE_SEEDS} seeds of the answer at decision {at}")
        }
        Fault::ValueChanges(at) => format!("changes the answer's value at decision {at}"),
        Fault::Unplayable(why) => format!("has an answer that cannot be played: {why}"),
        Fault::SpareTurn => "ends with an extra turn to spare".to_string(),
        Fault::EndsTooSoon(at) => format!("goes on after decision {at}, which ends the turn"),
    }
}

impl fmt::Display for FileError {
    /// Where the file is wrong and how: "line 3 of the puzzle file has 4 fields, not 5".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            0 => write!(f, "the puzzle file {}", fault(&self.reason)),
            line => write!(f, "line {line} of the puzzle file {}", fault(&self.reason)),
        }
    }
}
