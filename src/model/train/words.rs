//! Every sentence Train builds from what it found, and the one place where those typed values
//! become text: what is wrong with the puzzle file ([`Fault`], [`FileError`]), why the file is
//! not to hand ([`Unread`]), and a puzzle asked for that the file does not hold
//! ([`NoPuzzle`]). The reader and the controller decide with typed values and never read
//! these words; the view shows them. The words themselves are the messages of
//! `src/lang/<tag>/train.ftl`.
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

use crate::model::game::play_error_reason;
use crate::model::review::MISTAKE_SEEDS;
use crate::model::share::reasons::position_reason;
use crate::model::train::action::FetchError;
use crate::model::train::puzzles::{Fault, FileError, NoPuzzle, Theme, Unread};
use crate::model::words::train;

/// Why the puzzle file is not to hand, in a sentence.
pub fn unread(why: &Unread) -> String {
    match why {
        Unread::Damaged(error) => train::train_unreadable(&error.to_string()),
        Unread::Unfetched(why) => train::train_unfetched(&fetch_error(*why)),
    }
}

/// Why the file could not be fetched, as a clause: "the server answered 404".
fn fetch_error(why: FetchError) -> String {
    match why {
        FetchError::Refused => train::train_fetch_refused(),
        FetchError::NoResponse => train::train_fetch_no_response(),
        FetchError::Status(status) => train::train_fetch_status(&status.to_string()),
        FetchError::BodyUnread => train::train_fetch_body(),
    }
}

/// A puzzle asked for that the file does not hold, in a sentence.
pub fn no_puzzle(missing: NoPuzzle) -> String {
    train::train_no_such_puzzle(&missing.id.to_string(), &missing.count.to_string())
}

/// A theme's name on the page: "Extra-turn chain".
pub fn theme(theme: Theme) -> String {
    match theme {
        Theme::Chain => train::train_theme_chain(),
        Theme::Capture => train::train_theme_capture(),
        Theme::Defence => train::train_theme_defence(),
        Theme::Endgame => train::train_theme_endgame(),
        Theme::Only => train::train_theme_only(),
        Theme::Quiet => train::train_theme_quiet(),
    }
}

/// A count or a place as a message takes it.
fn number(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// What is wrong with the file or a line of it, after "the puzzle file" or "line 3 of the
/// puzzle file".
pub fn fault(fault: &Fault) -> String {
    match fault {
        Fault::TooLong => train::train_fault_too_long(),
        Fault::NoHeader => train::train_fault_no_header(),
        Fault::TooMany => train::train_fault_too_many(),
        Fault::NoPuzzles => train::train_fault_no_puzzles(),
        Fault::CutShort => train::train_fault_cut_short(),
        Fault::MoreThanSaid => train::train_fault_more_than_said(),
        Fault::Fields(fields) => train::train_fault_fields(number(*fields)),
        Fault::NotNumbered(id) => train::train_fault_not_numbered(&id.to_string()),
        Fault::NoPosition(why) => train::train_fault_no_position(&position_reason(why)),
        Fault::Over => train::train_fault_over(),
        Fault::NoRating => train::train_fault_no_rating(),
        Fault::RatingOutside(rating) => train::train_fault_rating_outside(&rating.to_string()),
        Fault::NoTheme => train::train_fault_no_theme(),
        Fault::PastTheTurn(at) => train::train_fault_past_the_turn(number(*at)),
        Fault::NoValue => train::train_fault_no_value(),
        Fault::NoPit => train::train_fault_no_pit(),
        Fault::ValueNotANumber => train::train_fault_value_not_a_number(),
        Fault::ValueBeyond(value) => train::train_fault_value_beyond(&value.to_string()),
        Fault::PitTwice(pit) => train::train_fault_pit_twice(i64::from(*pit)),
        Fault::NotTheLegalMoves(at) => train::train_fault_not_the_legal_moves(number(*at)),
        Fault::CloseSecond(at) => {
            train::train_fault_close_second(i64::from(MISTAKE_SEEDS), number(*at))
        }
        Fault::ValueChanges(at) => train::train_fault_value_changes(number(*at)),
        Fault::Unplayable(why) => train::train_fault_unplayable(&play_error_reason(*why)),
        Fault::SpareTurn => train::train_fault_spare_turn(),
        Fault::EndsTooSoon(at) => train::train_fault_ends_too_soon(number(*at)),
    }
}

impl fmt::Display for FileError {
    /// Where the file is wrong and how: "line 3 of the puzzle file has 4 fields, not 5".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fault = fault(&self.reason);
        f.write_str(&match self.line {
            0 => train::train_file_fault(&fault),
            line => train::train_line_fault(&line.to_string(), &fault),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fetch_error_is_worded_as_it_was() {
        for (why, words) in [
            (FetchError::Refused, "the network refused the request"),
            (FetchError::NoResponse, "the browser gave no response"),
            (FetchError::Status(404), "the server answered 404"),
            (FetchError::BodyUnread, "its body could not be read"),
        ] {
            assert_eq!(fetch_error(why), words);
        }
        assert_eq!(
            unread(&Unread::Unfetched(FetchError::Status(500))),
            "The puzzles could not be fetched: the server answered 500."
        );
    }
}
