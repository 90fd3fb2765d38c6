//! Every sentence of the analysis board, and the one place where its typed values become
//! text: the names of rows and cells and whose move it is, why a count or a board is refused
//! ([`BadCount`], [`Unfit`]), what a player should know about a position set up ([`Note`]),
//! how a finished position ended, a move's value and line, and a start's proved value with
//! where it comes from ([`Proved`], [`Proof`]).
//! The editor and the analysis decide with typed values and never read these words; the view
//! shows them.
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
use crate::model::game::seeds;
use crate::model::study::editor::{BadCount, Note, Unfit, cell_place};
use crate::model::study::studied::{Proof, Proved, Valued};
use crate::worker::protocol::Certainty;

/// A row's name on the analysis board.
pub fn row_name(player: Player) -> &'static str {
    match player {
        Player::South => "Bottom",
        Player::North => "Top",
    }
}

/// A cell's name, as a screen reader hears it with its count: "Bottom row, pit 3" or "Top
/// store".
pub fn cell_name(cell: usize) -> String {
    match cell_place(cell) {
        (player, Some(pit)) => format!("{} row, pit {pit}", row_name(player)),
        (player, None) => format!("{} store", row_name(player)),
    }
}

/// A cell and its count, as the editor says it of the chosen cell: "Bottom row, pit 3: 4
/// seeds."
pub fn cell_count(cell: usize, count: u8) -> String {
    format!("{}: {}.", cell_name(cell), seeds(count))
}

/// Whose move it is on the analysis board: "Bottom row to move."
pub fn to_move(player: Player) -> String {
    format!("{} row to move.", row_name(player))
}

/// Why a count was refused at its cell, in a sentence.
pub fn bad_count(reason: &BadCount) -> String {
    match reason {
        BadCount::NoSuchCell => "There is no such cell.".to_string(),
        BadCount::BelowZero => "A count cannot be below 0: a cell holds 0 seeds or more.".into(),
        BadCount::Blank => "Type a number of seeds, 0 or more.".to_string(),
        BadCount::NotANumber(typed) => format!("“{typed}” is not a whole number of seeds."),
        BadCount::AlreadyEmpty(cell) => format!("{} is already empty.", cell_name(*cell)),
        BadCount::TooMany { total, most } => format!(
            "That would make {} in all; a board holds at most {MOST_SEEDS} (6 seeds in each of \
             the 12 pits at the most, wherever they are), so this cell can take at most {most}.",
            seeds_count(*total),
        ),
    }
}

/// Why the board set up is not a position to study, in a sentence.
pub fn unfit(reason: &Unfit) -> String {
    match reason {
        Unfit::Empty => "The board is empty: put at least one seed in a pit, or some in the \
                         stores for a finished game."
            .to_string(),
        Unfit::TooManySeeds(total) => {
            format!("A board holds at most {MOST_SEEDS} seeds; this one has {total}.")
        }
        Unfit::Refused(error) => format!("This is not a position: {error}."),
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
        } => format!(
            "Not reachable from a start: this board holds {}, and a game of {seeds} a pit holds \
             {start}. It can still be studied and played on.",
            seeds_count(total),
        ),
        Note::Over { south, north } => over(south, north),
    }
}

/// A finished position in words: "The game is over: Bottom wins by 4 seeds (30 to 26)."
pub fn over_sentence(position: &Position) -> String {
    over(position.store(Player::South), position.store(Player::North))
}

/// A finished game with these stores in words.
fn over(south: u8, north: u8) -> String {
    let lead = i32::from(south) - i32::from(north);
    let result = match lead.signum() {
        1 => format!("Bottom wins by {}", seeds(south - north)),
        0 => "it is a draw".to_string(),
        _ => format!("Top wins by {}", seeds(north - south)),
    };
    format!(
        "The game is over: {result} ({south} to {north}; {} for the bottom).",
        signed(lead)
    )
}

/// A move's value in words, for the side to move: "wins by exactly 4 seeds", "at best loses
/// by 1 seed (proved)", "about +2 at depth 14".
pub fn value_words(valued: &Valued, depth: u8) -> String {
    let by = seeds(u8::try_from(valued.value.unsigned_abs()).unwrap_or(u8::MAX));
    match (valued.certainty, valued.value.signum()) {
        (Certainty::Exact, 1) => format!("wins by exactly {by}"),
        (Certainty::Exact, 0) => "draws with best play".to_string(),
        (Certainty::Exact, _) => format!("loses by exactly {by}"),
        (Certainty::AtMost, 1) => format!("at best wins by {by} (proved)"),
        (Certainty::AtMost, 0) => "at best draws (proved)".to_string(),
        (Certainty::AtMost, _) => format!("at best loses by {by} (proved)"),
        (Certainty::Estimate, _) => format!("about {} at depth {depth}", signed(valued.value)),
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
    let by = seeds(u8::try_from(proved.value.unsigned_abs()).unwrap_or(u8::MAX));
    let value = match proved.value.signum() {
        1 => format!("the first player wins by {by}"),
        0 => "it is a draw".to_string(),
        _ => format!("the first player loses by {by}"),
    };
    format!(
        "Solved: from this start, with best play on both sides, {value} ({}).",
        proof(proved.source)
    )
}

/// Where a proved value comes from, in words.
fn proof(source: Proof) -> &'static str {
    match source {
        Proof::Ours => "proved by this game's own solver",
        Proof::OursAndPublished => {
            "proved by this game's own solver; the same as the published value"
        }
    }
}

/// A count of seeds in words, for totals past a byte.
fn seeds_count(n: u32) -> String {
    match n {
        1 => "1 seed".to_string(),
        _ => format!("{n} seeds"),
    }
}
