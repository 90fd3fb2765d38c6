//! What the online mode says of its sockets: the one place where a [`Line`] (opening, open,
//! lost, or never opened) becomes a sentence, for a room and for the queue of "play someone
//! now". Decisions read the typed state; only the view
//! reads these words.

use super::{Line, NO_SERVER};

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
    }
}
