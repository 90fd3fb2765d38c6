//! The queue of "play someone now": a wait for anyone who asks for the same rules and clock,
//! what the queue's socket says while the page waits (who else waits and plays), and the room
//! it pairs the page into.

use crate::model::share::link::RoomId;
use crate::room::protocol::{FromQueue, Secret};

use super::words::{UNDECODABLE, UNREADABLE};
use super::{Closed, Line, OnlineAction};

/// A wait in the queue of "play someone now".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Queued {
    /// The queue's socket.
    pub line: Line,
    /// The turn clock waited for, in seconds, or `None` for no clock: trying again after the
    /// server was full asks for the same.
    pub turn: Option<u16>,
    /// What the rules and clock waited for are, in words.
    pub choice: String,
    /// The players waiting for the same choice (this page among them) and the games under
    /// way, as the server last said.
    pub counts: Option<(u32, u32)>,
    /// What the server last said that the page could not read, if anything.
    pub said: Option<String>,
}

/// What came of an action on the queue's socket.
pub(super) enum Heard {
    Nothing,
    /// Paired: the room, and this page's seat's secret in it.
    Paired(RoomId, Secret),
    /// The server ended the wait: the socket is to be closed for good.
    Closed,
}

impl Queued {
    /// What happened on the queue's socket.
    pub(super) fn act(&mut self, action: OnlineAction) -> Heard {
        match action {
            OnlineAction::Opened { .. } => self.line = Line::Open,
            OnlineAction::Lost => {
                self.line = self.line.lost();
            }
            OnlineAction::Frame(text) => match FromQueue::decode(&text) {
                Ok(FromQueue::Waiting { waiting, playing }) => {
                    self.counts = Some((waiting, playing));
                    self.said = None;
                }
                Ok(FromQueue::Paired { room, secret }) => match RoomId::new(&room) {
                    Some(id) => return Heard::Paired(id, secret),
                    None => self.said = Some(UNREADABLE.to_string()),
                },
                // The server closes the socket: the page leaves the line rather than join it
                // again by itself, to a server that has no room to spare.
                Ok(FromQueue::Busy {}) => {
                    self.line = Line::Closed(Closed::Full);
                    self.said = None;
                    return Heard::Closed;
                }
                Err(_) => self.said = Some(UNDECODABLE.to_string()),
            },
            _ => {}
        }
        Heard::Nothing
    }

    /// Whether the page waits in the line (or is joining it): not once the server ended the
    /// wait.
    pub fn waiting(&self) -> bool {
        !matches!(self.line, Line::Closed(_))
    }

    /// The wait, in a sentence: the choice, and who waits and plays; nothing once the server
    /// ended it (the line says why).
    pub fn sentence(&self) -> String {
        if !self.waiting() {
            return String::new();
        }
        let counts = match self.counts {
            None => String::new(),
            Some((waiting, playing)) => {
                let others = waiting.saturating_sub(1);
                let waits = match others {
                    0 => "nobody else is waiting for the same".to_string(),
                    1 => "1 other player is waiting for the same".to_string(),
                    n => format!("{n} other players are waiting for the same"),
                };
                let games = match playing {
                    1 => "1 game is under way".to_string(),
                    n => format!("{n} games are under way"),
                };
                format!(" Just now {waits}, and {games}.")
            }
        };
        format!("Waiting for someone to play: {}.{counts}", self.choice)
    }
}
