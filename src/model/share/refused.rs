//! Why a pasted game record or game link was not opened, in words: the one place where a
//! [`ReadError`] becomes a sentence, from the messages of `src/lang/<tag>/share.ftl`. The
//! record's own tags, values and moves are quoted as written, never translated.

use std::fmt;

use crate::model::game::play_error_reason;
use crate::model::share::link::quote;
use crate::model::share::transcript::{ReadError, tag_names};
use crate::model::words::share;

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&sentence(self))
    }
}

/// The error as a sentence for the page's notice.
fn sentence(error: &ReadError) -> String {
    match error {
        ReadError::Empty => share::record_empty(),
        ReadError::TooLong { chars } => share::record_too_long(&chars.to_string()),
        ReadError::NotARecord { begins } => share::record_not_a_record(&quote(begins)),
        ReadError::NotATag { text } => share::record_not_a_tag(&quote(text)),
        ReadError::UnknownTag { name } => share::record_unknown_tag(&quote(name), &tag_names()),
        ReadError::RepeatedTag { tag } => share::record_repeated_tag(tag),
        ReadError::MissingTag { tag } => share::record_missing_tag(tag),
        ReadError::BadValue { tag, value } => {
            share::record_bad_value(&quote(value), tag, &takes(tag))
        }
        ReadError::Players { south, north } => share::record_players(&quote(south), &quote(north)),
        ReadError::RoundNumber { round, found } => {
            share::record_round_number(&round.to_string(), &quote(found))
        }
        ReadError::MissingBar { round } => share::record_missing_bar(&round.to_string()),
        ReadError::EmptyTurn { round } => share::record_empty_turn(&round.to_string()),
        ReadError::NotAMove { ply, round, text } => {
            let [number, round, quoted] = at(*ply, *round, text);
            share::record_not_a_move(&number, &round, &quoted)
        }
        ReadError::Illegal {
            ply,
            round,
            text,
            error,
        } => {
            let [number, round, quoted] = at(*ply, *round, text);
            share::record_illegal(&number, &round, &quoted, &play_error_reason(*error))
        }
        ReadError::TurnOver { ply, round, text } => {
            let [number, round, quoted] = at(*ply, *round, text);
            share::record_turn_over(&number, &round, &quoted)
        }
        ReadError::ExtraTurnLeft { ply, round, text } => {
            let [number, round, quoted] = at(*ply, *round, text);
            share::record_extra_turn_left(&number, &round, &quoted)
        }
        ReadError::WrongResult { written, actual } => {
            share::record_wrong_result(&quote(written), actual)
        }
        ReadError::Link(sentence) => sentence.clone(),
        ReadError::NoGameInLink => share::record_no_game_in_link(),
    }
}

/// A move as a sentence names it: its number in the game (from 1), its round, and it quoted.
fn at(ply: usize, round: usize, text: &str) -> [String; 3] {
    [(ply + 1).to_string(), round.to_string(), quote(text)]
}

/// What the tag named `tag` takes, as [`ReadError::BadValue`] says it.
fn takes(tag: &str) -> String {
    match tag {
        "Date" => share::record_takes_date(),
        "South" => share::record_takes_south(),
        "North" => share::record_takes_north(),
        "Side" => share::record_takes_side(),
        "Seeds" => share::record_takes_seeds(),
        "Rules" => share::record_takes_rules(),
        "Sweep" => share::record_takes_sweep(),
        "Start" => share::record_takes_start(),
        _ => share::record_takes_result(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sentences_no_other_test_reads_are_worded_as_they_were() {
        assert_eq!(
            ReadError::NoGameInLink.to_string(),
            "This link holds no game to open: a game link has “game=” in it, as “Copy game \
             link” writes it."
        );
        assert_eq!(
            takes("Rules"),
            "a comma list of empty-capture, one-extra-turn, both-stores, skip-origin and pie, \
             each at most once"
        );
        assert_eq!(takes("Result"), "the result the moves come to");
        assert_eq!(
            ReadError::BadValue {
                tag: "Sweep",
                value: "all".to_string()
            }
            .to_string(),
            "“all” is not a value for the Sweep tag, which takes own, runner or none."
        );
    }
}
