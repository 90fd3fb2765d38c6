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

use crate::engine::{MAX_PITS, MAX_SEEDS, ParseError, Player, RulesError, SetupError};
use crate::model::game::play_error_reason;
use crate::model::review::MISTAKE_SEEDS;
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

/// Why a puzzle's position, in the engine's text form, is not one, as a clause.
fn position_error(why: &ParseError) -> String {
    match why {
        ParseError::Fields(found) => train::train_position_parts(number(*found)),
        ParseError::RulesText(text) => train::train_position_rules_text(text),
        ParseError::Rules(RulesError::Pits(found)) => {
            train::train_position_pits(i64::from(MAX_PITS), &found.to_string())
        }
        ParseError::Rules(RulesError::Seeds(found)) => {
            train::train_position_seeds(i64::from(MAX_SEEDS), &found.to_string())
        }
        ParseError::Side(text) => train::train_position_side(text),
        ParseError::Number(text) => train::train_position_number(text),
        ParseError::Moves(text) => train::train_position_moves(text),
        ParseError::Setup(error) => setup_error(error),
        ParseError::NotCanonical(text) => train::train_position_not_canonical(text),
    }
}

/// Why a position read from the file is not a valid one, as a clause.
fn setup_error(error: &SetupError) -> String {
    match *error {
        SetupError::RowLength {
            player,
            expected,
            found,
        } => train::train_setup_row_length(
            match player {
                Player::South => "south",
                Player::North => "north",
            },
            number(found),
            i64::from(expected),
        ),
        SetupError::SeedTotal { expected, found } => {
            train::train_setup_seed_total(&found.to_string(), i64::from(expected))
        }
        SetupError::ExtraTurnWithoutRule => train::train_setup_extra_turn(),
        SetupError::TooManySeeds { most, found } => {
            train::train_setup_too_many_seeds(&found.to_string(), i64::from(most))
        }
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
        Fault::NoPosition(why) => train::train_fault_no_position(&position_error(why)),
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

    #[test]
    fn a_position_error_is_worded_as_the_engine_words_it() {
        let errors = [
            ParseError::Fields(4),
            ParseError::RulesText("6y4".to_string()),
            ParseError::Rules(RulesError::Pits(9)),
            ParseError::Rules(RulesError::Seeds(0)),
            ParseError::Side("w".to_string()),
            ParseError::Number("x".to_string()),
            ParseError::Moves("7z".to_string()),
            ParseError::Setup(SetupError::RowLength {
                player: Player::North,
                expected: 6,
                found: 5,
            }),
            ParseError::Setup(SetupError::SeedTotal {
                expected: 48,
                found: 47,
            }),
            ParseError::Setup(SetupError::ExtraTurnWithoutRule),
            ParseError::Setup(SetupError::TooManySeeds {
                most: 96,
                found: 100,
            }),
            ParseError::NotCanonical("6x4.0.0.24.24.s".to_string()),
        ];
        for error in errors {
            assert_eq!(position_error(&error), error.to_string(), "{error:?}");
        }
    }
}
