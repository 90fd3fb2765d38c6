//! Every sentence the lessons build from what a try did, and the one place where those typed
//! values become text: how a turn missed its goal ([`Missed`]) and why a pit was not sown
//! ([`NotSown`]), each a message of `src/lang/<tag>/learn.ftl`. The lessons' fixed texts
//! (titles, asks, the `why` of each step) are messages of `lessons.ftl` that [`super::lessons`]
//! names; the judging decides with typed values and never reads these words.
//!
//! ```
//! use mancala::engine::{Cell, Pit, Player};
//! use mancala::model::learn::lessons::{Missed, Off};
//! use mancala::model::learn::words::missed;
//!
//! let pit = |n| Cell::Pit(Player::South, Pit::new(n).unwrap());
//! let landed = Missed::Landed { last: pit(6), target: pit(5), off: Off::Past(1) };
//! assert_eq!(missed(&landed), "Your last seed landed in your pit 6, 1 cell past your pit 5.");
//! ```

use crate::engine::{Cell, Player};
use crate::model::game::play_error_reason;
use crate::model::learn::NotSown;
use crate::model::learn::lessons::{Missed, NoCapture, Off};
use crate::model::words::learn;

/// How a turn missed its step's goal, in a sentence or two.
pub fn missed(missed: &Missed) -> String {
    match *missed {
        Missed::Landed { last, target, off } => {
            let (last, pit) = cell(last);
            let (target, goal) = cell(target);
            let (off, cells) = how_far(off);
            learn::missed_cell(last, pit, off, cells, target, goal)
        }
        Missed::TurnEnded {
            last,
            off,
            extra_turns,
        } => {
            let (last, pit) = cell(last);
            let (off, cells) = how_far(off);
            match extra_turns {
                0 => learn::missed_store(last, pit, off, cells),
                extra => learn::missed_store_after(last, pit, off, cells, extra.into()),
            }
        }
        Missed::TookTooFew { took, wanted } => learn::took_too_few(took.into(), wanted.into()),
        Missed::NoCapture(NoCapture::NotYours(last)) => {
            let (last, pit) = cell(last);
            learn::no_capture_not_yours(last, pit)
        }
        Missed::NoCapture(NoCapture::NotEmpty(pit)) => {
            learn::no_capture_not_empty(pit.number().into())
        }
        Missed::NoCapture(NoCapture::NothingFacing(pit)) => {
            learn::no_capture_nothing_facing(pit.number().into())
        }
        Missed::Banked { gained: 0, wanted } => learn::banked_nothing(wanted.into()),
        Missed::Banked { gained, wanted } => learn::banked_too_few(gained.into(), wanted.into()),
        Missed::ShortOfStore { store, wanted } => learn::store_short(
            store.into(),
            wanted.saturating_sub(store).into(),
            wanted.into(),
        ),
        Missed::NotWon {
            yours,
            theirs,
            drawn,
        } => learn::not_won(
            yours.into(),
            theirs.into(),
            if drawn { "draw" } else { "lost" },
        ),
        Missed::GoesOn(last) => {
            let (last, pit) = cell(last);
            learn::game_goes_on(last, pit)
        }
    }
}

/// Why a pit was not sown, in a sentence.
pub fn not_sown(why: &NotSown) -> String {
    match why {
        NotSown::Empty(pit) => learn::lesson_pit_empty(pit.number().into()),
        NotSown::Unplayable(error) => learn::lesson_cannot_play(&play_error_reason(*error)),
    }
}

/// A cell as the messages choose its name: which cell it is, and its number if a pit (0 for
/// a store).
fn cell(cell: Cell) -> (&'static str, i64) {
    match cell {
        Cell::Pit(Player::South, pit) => ("your-pit", pit.number().into()),
        Cell::Pit(Player::North, pit) => ("their-pit", pit.number().into()),
        Cell::Store(Player::South) => ("your-store", 0),
        Cell::Store(Player::North) => ("their-store", 0),
    }
}

/// How far a last seed landed from where it should have, as the messages choose their wording:
/// short of it, past it or apart from it, and by how many cells (0 when apart).
fn how_far(off: Off) -> (&'static str, i64) {
    match off {
        Off::Short(cells) => ("short", cells.into()),
        Off::Past(cells) => ("past", cells.into()),
        Off::Apart => ("apart", 0),
    }
}
