//! The queue of "play someone now": a wait for anyone who asks for the same rules and clock,
//! what the queue's socket says while the page waits (who else waits and plays), and the room
//! it pairs the page into.

use crate::model::settings::GameSettings;
use crate::model::share::link::RoomId;
use crate::room::protocol::{FromQueue, Secret};

use super::messages::{Closed, Garbled, Line, OnlineAction};

/// A wait in the queue of "play someone now".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Queued {
    /// The queue's socket.
    pub line: Line,
    /// The turn clock waited for, in seconds, or `None` for no clock: trying again after the
    /// server was full asks for the same.
    pub turn: Option<u16>,
    /// The game's settings waited for: its seeds and house rules.
    pub game: GameSettings,
    /// Who else waits and plays, as the server last said.
    pub crowd: Option<Crowd>,
    /// What the server last sent that the page could not read, if anything.
    pub said: Option<Garbled>,
}

/// Who waits and plays, as the queue's server says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crowd {
    /// The players waiting for the same rules and clock, this page among them.
    pub waiting: u32,
    /// The games under way.
    pub playing: u32,
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
                    self.crowd = Some(Crowd { waiting, playing });
                    self.said = None;
                }
                Ok(FromQueue::Paired { room, secret }) => return Heard::Paired(room, secret),
                // The server closes the socket: the page leaves the line rather than join it
                // again by itself, to a server that has no room to spare.
                Ok(FromQueue::Busy {}) => {
                    self.line = Line::Closed(Closed::Full);
                    self.said = None;
                    return Heard::Closed;
                }
                Err(_) => self.said = Some(Garbled::Undecodable),
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
}
