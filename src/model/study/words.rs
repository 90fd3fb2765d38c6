//! Every sentence of the analysis board, and the one place where its typed values become
//! text: the names of rows and cells and whose move it is, why a count or a board is refused
//! ([`BadCount`], [`Unfit`]), what a player should know about a position set up ([`Note`]),
//! how a finished position ended, a move's value and line, and a start's proved value with
//! where it comes from ([`Proved`], [`Proof`]).
//! The editor and the analysis decide with typed values and never read these words; the view
//! shows them. The words themselves are the messages of `src/lang/<tag>/study.ftl`.
//!
//! ```
//! use mancala::engine::Pit;
//! use mancala::model::study::studied::{Valued, proved_start};
//! use mancala::model::study::words::{line_words, solved, value_words};
//! use mancala::worker::protocol::Certainty;
//!
//! let pit = |n| Pit::new(n).unwrap();
//! let best = Valued { pit: pit(3), value: 4, certainty: Certainty::Exact, line: vec![pit(3), pit(6)] };
//! assert_eq!(value_words(&best, 0), "wins by exactly 4 seeds");
//! let worse = Valued { value: -1, certainty: Certainty::AtMost, ..best.clone() };
//! assert_eq!(value_words(&worse, 0), "at best loses by 1 seed (proved)");
//! let guess = Valued { value: 2, certainty: Certainty::Estimate, ..best };
//! assert_eq!(value_words(&guess, 14), "about +2 at depth 14");
//!
//! // From the start, pit 3 ends in the store (another turn), then pit 6, then the top row.
//! let start: mancala::engine::Position = "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0".parse().unwrap();
//! assert_eq!(line_words(&start, &[pit(3), pit(6), pit(2)]), "3 6 | 2");
//! assert_eq!(
//!     solved(proved_start(&start).unwrap()),
//!     "Solved: from this start, with best play on both sides, the first player wins by 8 \
//!      seeds (proved by this game's own solver)."
//! );
//! ```

use crate::engine::{MOST_SEEDS, Pit, Player, Position};
use crate::model::share::reasons::setup_error;
use crate::model::study::editor::{BadCount, Note, Unfit, cell_place};
use crate::model::study::studied::{Proof, Proved, Valued};
use crate::model::words::study;
use crate::worker::protocol::Certainty;

/// A row as the messages choose it (`$row`): `bottom` or `top`.
pub fn row_choice(player: Player) -> &'static str {
    match player {
        Player::South => "bottom",
        Player::North => "top",
    }
}

/// A row's name on the analysis board: "Bottom row".
pub fn row_name(player: Player) -> String {
    study::study_row(row_choice(player))
}

/// The one letter that stands for a row in the list of moves: "B" or "T".
pub fn row_initial(player: Player) -> String {
    study::study_row_initial(row_choice(player))
}

/// A cell's name, as a screen reader hears it with its count: "Bottom row, pit 3" or "Top
/// store".
pub fn cell_name(cell: usize) -> String {
    match cell_place(cell) {
        (player, Some(pit)) => study::study_cell_pit(row_choice(player), i64::from(pit)),
        (player, None) => study::study_cell_store(row_choice(player)),
    }
}

/// A cell and its count, as the editor says it of the chosen cell: "Bottom row, pit 3: 4
/// seeds."
pub fn cell_count(cell: usize, count: u8) -> String {
    study::study_cell_count(&cell_name(cell), i64::from(count))
}

/// A cell and its count, as the board's button is named: "Bottom row, pit 3, 4 seeds".
pub fn cell_label(cell: usize, count: u8) -> String {
    study::study_cell_label(&cell_name(cell), i64::from(count))
}

/// Whose move it is on the analysis board: "Bottom row to move."
pub fn to_move(player: Player) -> String {
    study::study_row_to_move(row_choice(player))
}

/// Why a count was refused at its cell, in a sentence.
pub fn bad_count(reason: &BadCount) -> String {
    match reason {
        BadCount::NoSuchCell => study::study_no_such_cell(),
        BadCount::BelowZero => study::study_count_below_zero(),
        BadCount::Blank => study::study_count_blank(),
        BadCount::NotANumber(typed) => study::study_count_not_a_number(typed),
        BadCount::AlreadyEmpty(cell) => study::study_count_already_empty(&cell_name(*cell)),
        BadCount::TooMany { total, most } => study::study_count_too_many(
            i64::from(*total),
            &total.to_string(),
            i64::from(MOST_SEEDS),
            i64::from(*most),
        ),
    }
}

/// Why the board set up is not a position to study, in a sentence.
pub fn unfit(reason: &Unfit) -> String {
    match reason {
        Unfit::Empty => study::study_board_empty(),
        Unfit::TooManySeeds(total) => {
            study::study_board_too_full(i64::from(MOST_SEEDS), &total.to_string())
        }
        Unfit::Refused(error) => study::study_not_a_position(&setup_error(error)),
    }
}

/// What a player should know about the position set up, as one paragraph; `None` when there
/// is nothing to say.
pub fn notes(notes: &[Note]) -> Option<String> {
    let sentences: Vec<String> = notes.iter().map(note).collect();
    (!sentences.is_empty()).then(|| sentences.join(" "))
}

/// One note in words.
fn note(note: &Note) -> String {
    match *note {
        Note::OffStart {
            total,
            seeds,
            start,
        } => study::study_off_start(i64::from(total), i64::from(seeds), i64::from(start)),
        Note::Over { south, north } => over(south, north),
    }
}

/// A finished position in words: "The game is over: Bottom wins by 4 seeds (30 to 26; +4 for
/// the bottom)."
pub fn over_sentence(position: &Position) -> String {
    over(position.store(Player::South), position.store(Player::North))
}

/// A finished game with these stores in words.
fn over(south: u8, north: u8) -> String {
    let lead = i32::from(south) - i32::from(north);
    let winner = match lead.signum() {
        1 => "bottom",
        0 => "draw",
        _ => "top",
    };
    study::study_board_over(
        winner,
        i64::from(lead.unsigned_abs()),
        i64::from(south),
        i64::from(north),
        &signed(lead),
    )
}

/// A move's value in words, for the side to move: "wins by exactly 4 seeds", "at best loses
/// by 1 seed (proved)", "about +2 at depth 14".
pub fn value_words(valued: &Valued, depth: u8) -> String {
    let by = i64::from(valued.value.unsigned_abs());
    match (valued.certainty, valued.value.signum()) {
        (Certainty::Exact, 1) => study::study_value_wins_exactly(by),
        (Certainty::Exact, 0) => study::study_value_draws(),
        (Certainty::Exact, _) => study::study_value_loses_exactly(by),
        (Certainty::AtMost, 1) => study::study_value_wins_at_best(by),
        (Certainty::AtMost, 0) => study::study_value_draws_at_best(),
        (Certainty::AtMost, _) => study::study_value_loses_at_best(by),
        (Certainty::Estimate, _) => {
            study::study_value_estimate(&signed(valued.value), i64::from(depth))
        }
    }
}

/// A margin with its sign: "+4", "0", "−3" (a true minus sign).
pub fn signed(value: i32) -> String {
    match value.signum() {
        1 => format!("+{value}"),
        0 => "0".to_string(),
        _ => format!("−{}", value.unsigned_abs()),
    }
}

/// A line of moves in the move list's notation: the sowings of one turn joined by spaces,
/// and turns by " | " ("3 6 | 2 | 5"), played from `position`. Stops at the first move that
/// cannot be played.
pub fn line_words(position: &Position, line: &[Pit]) -> String {
    let mut position = *position;
    let mut words = String::new();
    let mut mover = None;
    for &pit in line {
        let who = position.to_move();
        if position.play(pit).is_err() {
            break;
        }
        match mover {
            None => {}
            Some(last) if last == who => words.push(' '),
            Some(_) => words.push_str(" | "),
        }
        words.push_str(&pit.to_string());
        mover = Some(who);
    }
    words
}

/// A start's proved value and where it comes from: "Solved: from this start, with best play
/// on both sides, the first player wins by 8 seeds (proved by this game's own solver)."
pub fn solved(proved: Proved) -> String {
    let result = match proved.value.signum() {
        1 => "wins",
        0 => "draw",
        _ => "loses",
    };
    let proof = match proved.source {
        Proof::Ours => "ours",
        Proof::OursAndPublished => "published",
    };
    study::study_solved(result, i64::from(proved.value.unsigned_abs()), proof)
}
