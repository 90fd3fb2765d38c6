//! What the online mode says of its sockets: the one place where a [`Line`] (opening, open,
//! lost, never opened, or closed for good by the server, and why) becomes a sentence, for a
//! room and for the queue of "play someone now". Decisions read the typed state; only the view
//! reads these words.

use crate::model::game::seeds;
use crate::model::settings::{Choice, GameSettings, HouseRule};

use super::room::Who;
use super::{Closed, Line};

/// What the page says when no room server answers it.
pub const NO_SERVER: &str = "No room server answers at this address, so live games cannot be \
                             played from here. Everything else on the page plays as before.";

/// What the page says when its player has left a game under way.
pub const LEFT: &str = "You left a game that is still under way. It goes on without you: away \
                        for a minute of your own turns, you lose. Go back to the room to play \
                        on, or resign there to end it now.";

/// What the page says when the server sent something it cannot read.
pub const UNREADABLE: &str =
    "The room server sent something this page could not read, so nothing changed.";

/// What the page says of a message it cannot decode at all: most likely from a server newer
/// than the page (the decoder refuses fields it does not know), which a reload catches up with.
pub const UNDECODABLE: &str = "The room server sent something this page could not read, so \
    nothing changed. If the game was updated since this page opened, reload the page.";

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

/// What a room made now would be played under, in words: "4 seeds a pit, with the pie
/// rule".
pub fn settings_sentence(game: GameSettings) -> String {
    let rules: Vec<&str> = HouseRule::ALL
        .iter()
        .filter(|rule| rule.is_on(&game.house))
        .map(|rule| rule.phrase())
        .collect();
    match rules.len() {
        0 => format!("{} a pit, standard rules", seeds(game.seeds)),
        _ => format!("{} a pit, with {}", seeds(game.seeds), rules.join(" and ")),
    }
}

/// What the page offers for each of [`TURN_CHOICES`](super::TURN_CHOICES).
pub fn turn_label(turn: Option<u16>) -> String {
    match turn {
        None => "No clock".to_string(),
        Some(seconds) if seconds < 60 => format!("{seconds} seconds a turn"),
        Some(60) => "1 minute a turn".to_string(),
        Some(seconds) => format!("{} minutes a turn", seconds / 60),
    }
}

/// "1:05": minutes and seconds, from milliseconds (rounded up, so that 0:00 means time is up).
pub fn clock(ms: u64) -> String {
    let seconds = ms.div_ceil(1000);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// What the page calls `who`: "You", "Your friend", "Your opponent", or to a watcher "Player 1"
/// (the room's maker) and "Player 2".
pub fn name(who: Who) -> String {
    match who {
        Who::Me => "You".to_string(),
        Who::Friend => "Your friend".to_string(),
        Who::Opponent => "Your opponent".to_string(),
        Who::Player(seat) => format!("Player {}", seat.index() + 1),
    }
}

/// Whose a row is, as its cells' names say it: "Your", "Your friend's", "Player 1's".
pub fn owner(who: Who) -> String {
    match who {
        Who::Me => "Your".to_string(),
        who => format!("{}'s", name(who)),
    }
}
