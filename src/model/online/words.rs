//! What the online mode says of its sockets: the one place where a [`Line`] (opening, open,
//! lost, never opened, or closed for good by the server, and why) becomes a sentence, for a
//! room and for the queue of "play someone now". Decisions read the typed state; only the view
//! reads these words.

use super::{Closed, Line, NO_SERVER};

/// Where a socket leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A room.
    Room,
    /// The queue of "play someone now".
    Queue,
}

/// The turn clock's line while the room cannot be heard.
pub const CLOCK_OFF_LINE: &str = "The turn clock shows again once the room server answers.";

/// Who is in the room, while it cannot be heard.
pub const PRESENCE_OFF_LINE: &str = "Who is in the room shows again once the room server \
                                     answers.";

/// What the page says of a socket's line at `place`; nothing while it is open.
pub fn line(line: Line, place: Place) -> &'static str {
    match (line, place) {
        (Line::Open, _) => "",
        (Line::Connecting, Place::Room) => "Connecting to the room…",
        (Line::Connecting, Place::Queue) => "Connecting…",
        (Line::Lost, _) => "No connection to the room server just now. Trying again…",
        (Line::NoServer, _) => NO_SERVER,
        (Line::Closed(Closed::Replaced), _) => {
            "This game is open in another tab or on another device now, which holds your seat, \
             so this page has let go of it. Choose Play here to play on this page instead."
        }
        (Line::Closed(Closed::Full), _) => {
            "The server is full just now and could not start a game, so you are no longer \
             waiting. Try again in a moment."
        }
    }
}
