//! What the room server's frames bring to a room, and what the page makes of them. Each frame is
//! read strictly: a welcome seats the page (or lets it watch), a state is replayed with the
//! engine into the room's [`State`], and a refusal is kept as it came. What the room's status
//! line says of it is a [`Said`], a value with the seats already put as [`Who`] they are to
//! this page; `words` alone makes sentences of it.

use crate::engine::{GameResult, Move, Outcome, Pit, Player, Position, Record, Rules};
use crate::room::protocol::{Ending, Refusal, View};

use super::messages::{Garbled, LinkSent};
use super::who::{Seat, Who};

/// A room's state as the page keeps it: the server's view, the game it replays and the seats
/// it names, read once as the state comes.
#[derive(Clone, Debug)]
pub(super) struct State {
    pub(super) view: View,
    pub(super) record: Record,
    /// The seat that plays South (the bottom row, which opens the game).
    pub(super) south: Seat,
    /// The seat that offers a rematch, if one does.
    pub(super) rematch: Option<Seat>,
    /// How the game ended, if it has.
    pub(super) ended: Option<Ended>,
}

/// How a room's game ended, with its seat read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ended {
    /// Played out: the record says who won.
    Played,
    /// This seat resigned.
    Resigned(Seat),
    /// This seat was away too long.
    Abandoned(Seat),
}

/// What a room's status line says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The room is being entered.
    Entering,
    /// The queue paired this page, and the room is being entered.
    Paired,
    /// The server sent something this page could not take; nothing changed.
    Garbled(Garbled),
    /// The server refused what this page asked, or the page knows it would.
    Refused(Refusal),
    /// The player chose an empty pit.
    EmptyPit(Pit),
    /// The page tried to hand a room's link on.
    LinkSent(LinkSent),
    /// The turn clock's warning: `seconds` left for `mover`.
    Warned {
        /// Whose turn runs out.
        mover: Who,
        /// The seconds left: 30 or 10.
        seconds: u64,
    },
    /// Whose turn it is, how the game ended, or who the room waits for.
    Turn(Turn),
    /// What a state brought since the last.
    News(News),
}

/// What a state brought since the last one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// A new game began.
    NewGame {
        /// Who opens it.
        opener: Who,
        /// Whether the seats swapped sides since the last game.
        swapped: bool,
        /// Whose turn it is.
        turn: Turn,
    },
    /// The game went on.
    Went {
        /// The moves played since, in order.
        moves: Vec<Moved>,
        /// Who newly offers a rematch, if anyone.
        rematch: Option<Who>,
        /// Whose turn it is, or how the game ended.
        turn: Turn,
    },
}

/// A move that came, by whom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moved {
    /// A pit was sown, with what it did.
    Sown {
        /// Who sowed.
        who: Who,
        /// What the sowing did.
        outcome: Outcome,
    },
    /// Sides were swapped, under the pie rule.
    Swapped(Who),
}

/// Whose turn it is, how the game ended, or who the room waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The game has ended.
    Over(Finish),
    /// A seat is free: the room waits for the friend this page invites (`seated`), or for a
    /// second player, to a watcher.
    Waiting {
        /// Whether this page holds a seat.
        seated: bool,
    },
    /// Someone is to move.
    ToMove {
        /// Who.
        who: Who,
        /// Whether they may swap sides instead, under the pie rule.
        swap: bool,
    },
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// Played out and won.
    Won {
        /// Who won.
        winner: Who,
        /// By how many seeds.
        margin: u8,
        /// The winner's seeds.
        high: u8,
        /// The loser's seeds.
        low: u8,
    },
    /// Played out to a draw, with each player's seeds.
    Drawn {
        /// Each player's seeds.
        each: u8,
    },
    /// Someone resigned.
    Resigned {
        /// Who resigned.
        who: Who,
        /// Who won.
        winner: Who,
    },
    /// Someone was away too long.
    Abandoned {
        /// Who was away.
        who: Who,
        /// Who won.
        winner: Who,
    },
}

/// The room's state that `view` describes, or `None` if it describes none: rules the engine
/// refuses, a move it cannot read or play, or a seat that does not exist.
pub(super) fn read(view: View) -> Option<State> {
    let rules: Rules = view.rules.parse().ok()?;
    let south = Seat::from_wire(view.south)?;
    let rematch = match view.rematch {
        Some(number) => Some(Seat::from_wire(number)?),
        None => None,
    };
    let ended = match view.ended {
        None => None,
        Some(Ending::Played { winner }) => {
            // The record decides who won; a seat that does not exist still makes no room.
            if let Some(number) = winner {
                Seat::from_wire(number)?;
            }
            Some(Ended::Played)
        }
        Some(Ending::Resigned { seat }) => Some(Ended::Resigned(Seat::from_wire(seat)?)),
        Some(Ending::Abandoned { seat }) => Some(Ended::Abandoned(Seat::from_wire(seat)?)),
    };
    let mut record = Record::new(Position::start(rules, Player::South));
    for letter in view.moves.chars() {
        record.play_move(Move::from_letter(letter)?).ok()?;
    }
    Some(State {
        view,
        record,
        south,
        rematch,
        ended,
    })
}

/// The seat that won the game `state` describes, or `None` for a draw or a game that has not
/// ended. A game played out is decided by its record, as the engine scores it.
pub(super) fn winner(state: &State) -> Option<Seat> {
    match state.ended? {
        Ended::Played => match state.record.position().result()? {
            GameResult::Win { winner, .. } => Some(Seat::playing(state.south, winner)),
            GameResult::Draw => None,
        },
        Ended::Resigned(seat) | Ended::Abandoned(seat) => Some(seat.other()),
    }
}
