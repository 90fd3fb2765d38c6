//! Every sentence the lessons build from what a try did, and the one place where those typed
//! values become text: how a turn missed its goal ([`Missed`]) and why a pit was not sown
//! ([`NotSown`]). The lessons' fixed texts (titles, asks, the `why` of each step) are data in
//! [`super::lessons`]; the judging decides with typed values and never reads these words.
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
use crate::model::learn::NotSown;
use crate::model::learn::lessons::{Missed, NoCapture, Off};

/// How a turn missed its step's goal, in a sentence or two.
pub fn missed(missed: &Missed) -> String {
    match *missed {
        Missed::Landed { last, target, off } => format!("{}.", landed(last, target, off)),
        Missed::TurnEnded {
            last,
            off,
            extra_turns: 0,
        } => format!("{}, so your turn ended.", landed(last, STORE, off)),
        Missed::TurnEnded {
            last,
            off,
            extra_turns,
        } => format!(
            "{}, so your turn ended after {}.",
            landed(last, STORE, off),
            count(extra_turns, "extra turn")
        ),
        Missed::TookTooFew { took, wanted } => format!(
            "You took {}, but {wanted} or more can be had this turn.",
            count(took, "seed")
        ),
        Missed::NoCapture(NoCapture::NotYours(last)) => format!(
            "Your last seed landed in {}; a capture needs it to land in an empty pit of yours.",
            name(last)
        ),
        Missed::NoCapture(NoCapture::NotEmpty(pit)) => format!(
            "Your last seed landed in your pit {pit}, which was not empty, so nothing was captured."
        ),
        Missed::NoCapture(NoCapture::NothingFacing(pit)) => format!(
            "Your last seed landed in your empty pit {pit}, but the pit facing it was empty: \
             there was nothing to take."
        ),
        Missed::Banked { gained: 0, wanted } => {
            format!("Nothing went into your store this turn; {wanted} or more can.")
        }
        Missed::Banked { gained, wanted } => format!(
            "Your store gained {} this turn; {wanted} or more can go in.",
            count(gained, "seed")
        ),
        Missed::ShortOfStore { store, wanted } => format!(
            "Your store holds {store} at the end of your turn, {} short of {wanted}.",
            wanted.saturating_sub(store)
        ),
        Missed::NotWon {
            yours,
            theirs,
            drawn,
        } => format!(
            "That ends the game, but it is {yours} to {theirs}: {}",
            match drawn {
                true => "a draw.",
                false => "your opponent wins.",
            }
        ),
        Missed::GoesOn(last) => format!(
            "The game goes on: your last seed landed in {} and both rows still hold seeds.",
            name(last)
        ),
    }
}

/// Why a pit was not sown, in a sentence.
pub fn not_sown(why: &NotSown) -> String {
    match why {
        NotSown::Empty(pit) => format!("Your pit {pit} is empty: choose a pit with seeds in it."),
        NotSown::Unplayable(error) => format!("That move cannot be played: {error}."),
    }
}

/// Your store.
const STORE: Cell = Cell::Store(Player::South);

/// Where a last seed landed against where it should have, without the full stop.
fn landed(last: Cell, target: Cell, off: Off) -> String {
    let landed = name(last);
    match off {
        Off::Short(cells) => format!(
            "Your last seed landed in {landed}, {} short of {}",
            count(cells, "cell"),
            name(target)
        ),
        Off::Past(cells) => format!(
            "Your last seed landed in {landed}, {} past {}",
            count(cells, "cell"),
            name(target)
        ),
        Off::Apart => format!("Your last seed landed in {landed}, not in {}", name(target)),
    }
}

/// A cell as the player reads it.
fn name(cell: Cell) -> String {
    match cell {
        Cell::Pit(Player::South, pit) => format!("your pit {pit}"),
        Cell::Pit(Player::North, pit) => format!("your opponent's pit {pit}"),
        Cell::Store(Player::South) => "your store".to_string(),
        Cell::Store(Player::North) => "your opponent's store".to_string(),
    }
}

/// "1 seed", "3 seeds".
fn count(n: u8, what: &str) -> String {
    match n {
        1 => format!("1 {what}"),
        _ => format!("{n} {what}s"),
    }
}
