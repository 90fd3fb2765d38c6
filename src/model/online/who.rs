//! A room's two seats, and who each of them is to this page: its own, the other player's, or
//! for a page that watches, a seat by its number. Decisions branch on these; `words` names them.

use crate::engine::Player;

/// One of a room's two seats. The first is the maker's (or, for a room the queue made, the
/// first player paired); the second is the one the invite gives. Which of them plays South,
/// the bottom row that opens the game, is the room's to say and may change with each rematch,
/// so a seat is not a side of the board. The wire numbers them 0 and 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// Seat 0: "Player 1" to a watcher.
    First,
    /// Seat 1: "Player 2" to a watcher.
    Second,
}

impl Seat {
    /// Both seats, the first first.
    pub const BOTH: [Seat; 2] = [Seat::First, Seat::Second];

    /// The seat the wire numbers `number`, or `None` for a number no room has.
    pub fn from_wire(number: u8) -> Option<Seat> {
        match number {
            0 => Some(Seat::First),
            1 => Some(Seat::Second),
            _ => None,
        }
    }

    /// Its place in the room's list of seats: 0 or 1, as the wire numbers it.
    pub fn index(self) -> usize {
        match self {
            Seat::First => 0,
            Seat::Second => 1,
        }
    }

    /// The other seat.
    pub fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }

    /// The seat that plays `player` when `south` plays South.
    pub(super) fn playing(south: Seat, player: Player) -> Seat {
        match player {
            Player::South => south,
            Player::North => south.other(),
        }
    }
}

/// Who a seat is to this page: the page's own, the other player's (a friend who came by the
/// invite, or a stranger the queue paired), or, for a page that watches, a seat by its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Who {
    /// This page's own seat.
    Me,
    /// The other seat, taken by the invite.
    Friend,
    /// The other seat, taken by a stranger the queue paired this page with.
    Opponent,
    /// A seat, to a page that holds none.
    Player(Seat),
}
