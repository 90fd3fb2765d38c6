//! Why a position or a game read as text cannot be used, as a clause: the engine's
//! [`ParseError`] and the model's [`ResumeError`] in words, from the messages of
//! `src/lang/<tag>/share.ftl`. The engine's own `Display` stays English, for developers; what a
//! player reads comes from here (a link's position or game, the puzzle file).

use crate::engine::{MAX_PITS, MAX_SEEDS, Move, ParseError, Player, RulesError, SetupError};
use crate::model::game::{ResumeError, play_error_reason};
use crate::model::words::share;

/// Why a position in the engine's text form (a link's, or the puzzle file's) is not one, as a
/// clause.
pub fn position_reason(why: &ParseError) -> String {
    match why {
        ParseError::Fields(found) => {
            share::position_parts(i64::try_from(*found).unwrap_or(i64::MAX))
        }
        ParseError::RulesText(text) => share::position_rules_text(text),
        ParseError::Rules(RulesError::Pits(found)) => {
            share::position_pits(i64::from(MAX_PITS), &found.to_string())
        }
        ParseError::Rules(RulesError::Seeds(found)) => {
            share::position_seeds(i64::from(MAX_SEEDS), &found.to_string())
        }
        ParseError::Side(text) => share::position_side(text),
        ParseError::Number(text) => share::position_number(text),
        ParseError::Moves(text) => share::position_moves(text),
        ParseError::Setup(error) => setup_error(error),
        ParseError::NotCanonical(text) => share::position_not_canonical(text),
    }
}

/// Why a position is not a valid one, as a clause (for a position read as text, and for one
/// set up on the analysis board).
pub(crate) fn setup_error(error: &SetupError) -> String {
    match *error {
        SetupError::RowLength {
            player,
            expected,
            found,
        } => share::position_row_length(
            match player {
                Player::South => "south",
                Player::North => "north",
            },
            i64::try_from(found).unwrap_or(i64::MAX),
            i64::from(expected),
        ),
        SetupError::SeedTotal { expected, found } => {
            share::position_seed_total(&found.to_string(), i64::from(expected))
        }
        SetupError::ExtraTurnWithoutRule => share::position_extra_turn(),
        SetupError::TooManySeeds { most, found } => {
            share::position_too_many_seeds(&found.to_string(), i64::from(most))
        }
    }
}

/// Why a game could not be resumed from its moves, as a clause: "move 2 (pit 3) cannot be
/// played: pit 3 is empty".
pub(crate) fn resume_reason(error: ResumeError) -> String {
    match error {
        ResumeError::Rules(RulesError::Pits(found)) => {
            share::position_pits(i64::from(MAX_PITS), &found.to_string())
        }
        ResumeError::Rules(RulesError::Seeds(found)) => {
            share::position_seeds(i64::from(MAX_SEEDS), &found.to_string())
        }
        ResumeError::Move {
            ply,
            played: Move::Sow(pit),
            error,
        } => share::link_game_illegal_sow(
            &(ply + 1).to_string(),
            i64::from(pit.number()),
            &play_error_reason(error),
        ),
        ResumeError::Move {
            ply,
            played: Move::Swap,
            error,
        } => share::link_game_illegal_swap(&(ply + 1).to_string(), &play_error_reason(error)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            assert_eq!(position_reason(&error), error.to_string(), "{error:?}");
        }
    }

    #[test]
    fn a_game_that_cannot_resume_is_worded_as_it_was() {
        use crate::engine::{Pit, PlayError};

        let pit = Pit::new(3).unwrap();
        for error in [
            ResumeError::Rules(RulesError::Seeds(9)),
            ResumeError::Move {
                ply: 1,
                played: Move::Sow(pit),
                error: PlayError::EmptyPit(pit),
            },
            ResumeError::Move {
                ply: 2,
                played: Move::Swap,
                error: PlayError::SwapNotOffered,
            },
        ] {
            assert_eq!(resume_reason(error), error.to_string(), "{error:?}");
        }
    }
}
