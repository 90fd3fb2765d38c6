//! Online, the live rooms' controller: a game against a friend on another device, refereed by
//! the room server. It speaks the room protocol ([`crate::room::protocol`]) and knows nothing of
//! sockets or requests: each action comes with what the page saw (a frame's text, a socket
//! opened or lost, a room made), and it answers with what it wants done ([`Want`]), which the
//! router maps into the page's effects and the web layer carries out.
//!
//! The server is the referee: the board shown is always the one its last state names, replayed
//! here with the engine from the moves it lists, so nothing is guessed. A move is sent with its
//! ply and the board waits for the server's state; a refusal is said and changes nothing.
//! Whatever the server sends is read strictly, and text that is not a message, or a room that
//! cannot be (rules or moves the engine refuses), is said and changes nothing either.
//!
//! The mode in parts, as lichess keeps its lobby apart from its round: this file holds the
//! controller's entry and the state it keeps; `messages` the types it speaks, `lobby` makes and joins rooms, `queue` waits for
//! someone to play, `room` is a room and what its player does there, `news` what its server's
//! frames bring, `who` its seats and who they are to this page, `frames` the boards that show
//! the moves that came, `seats` the seats' secrets, and `words` every sentence the mode says.

mod frame;
pub mod frames;
mod lobby;
mod messages;
mod news;
mod queue;
mod room;
pub mod seats;
mod who;
pub mod words;

use crate::model::common::context::Context;
use crate::model::common::controller::Controller;
use crate::model::common::stored::{Refused, Stored};
use crate::model::settings::GameSettings;
use crate::model::share::link::RoomLink;
use crate::room::protocol::Secret;

pub use messages::{
    Closed, Garbled, Handoff, Line, LinkSent, LobbySaid, OnlineAction, TURN_CHOICES, Unmade, Want,
};
pub use news::{Finish, Moved, News, Said, Turn};
pub use queue::{Crowd, Queued};
pub use room::{Countdown, InRoom, Presence};
pub use who::{Seat, Who};

use queue::Heard;
use seats::Seats;

/// What the mode shows.
#[derive(Clone, Debug)]
pub enum Shown {
    /// Making a room: the form, and what the last try said.
    Lobby {
        /// A room is being asked for.
        making: bool,
        /// What the last try said.
        said: Option<LobbySaid>,
        /// The room this page just left while its game was under way, which it may go back
        /// to (its seat is still this page's).
        left: Option<RoomLink>,
    },
    /// A room asked for by the address, entered once the mode's part is in.
    Asked(RoomLink),
    /// Waiting in the queue for someone to play.
    Queue(Queued),
    /// In a room.
    Room(Box<InRoom>),
}

impl Default for Shown {
    fn default() -> Shown {
        Shown::Lobby {
            making: false,
            said: None,
            left: None,
        }
    }
}

/// The online mode's state.
#[derive(Clone, Debug, Default)]
pub struct Online {
    seats: Seats,
    shown: Shown,
    /// The request for the room being made, and the secret it proposes for the maker's seat.
    making: Option<(String, Secret)>,
}

impl Online {
    /// What the mode shows.
    pub fn shown(&self) -> &Shown {
        &self.shown
    }

    /// The room the page is in, if any.
    pub fn room(&self) -> Option<&InRoom> {
        match &self.shown {
            Shown::Room(room) => Some(room),
            _ => None,
        }
    }

    /// The seats this page holds.
    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    /// Marks the room asked for by the address (see [`Shown::Asked`]); `None` for the lobby.
    pub(crate) fn ask(&mut self, link: Option<RoomLink>) {
        self.shown = link.map_or_else(Shown::default, Shown::Asked);
    }

    /// Opens the mode with the seats storage holds: the room asked for is entered.
    pub(crate) fn open(&mut self, seats: Stored<Seats>, now: f64) -> Vec<Want> {
        let mut wants = Vec::new();
        self.seats = read(seats, &mut wants).unwrap_or_default();
        match self.shown {
            Shown::Asked(link) => wants.extend(self.join(link, now)),
            Shown::Room(_) | Shown::Queue(_) => {}
            Shown::Lobby { .. } => self.shown = Shown::default(),
        }
        wants
    }

    /// Closes the mode: leaves the room or the queue, if the page is in one; whether it was
    /// (and its socket is to be closed). A plain answer rather than [`Want`]s, so that the
    /// router's one switch, on the page's first part, needs none of the code that carries them
    /// out.
    pub(crate) fn close(&mut self) -> bool {
        let in_one = matches!(self.shown, Shown::Room(_) | Shown::Queue(_));
        self.shown = Shown::default();
        in_one
    }

    /// What `action` wants done, carried out at `now` with the game's settings in force and
    /// `interval`, how often a move being shown drops its next seed (or `None` to show moves
    /// at once).
    fn decide(
        &mut self,
        action: OnlineAction,
        game: GameSettings,
        interval: Option<u32>,
        now: f64,
    ) -> Vec<Want> {
        match action {
            OnlineAction::Open { .. } | OnlineAction::Close => Vec::new(),
            OnlineAction::Create {
                turn,
                alternate,
                fresh,
            } => self.create(game, turn, alternate, fresh),
            OnlineAction::Created { asked, made } => self.created(&asked, made, now),
            OnlineAction::Queue { turn, page } => self.queue(game, turn, page),
            OnlineAction::Join(link) => {
                let mut wants = self.leave();
                wants.extend(self.join(link, now));
                wants
            }
            OnlineAction::Leave => self.leave_room(),
            action => match &mut self.shown {
                Shown::Room(room) => room.act(action, &mut self.seats, interval, now),
                Shown::Queue(queued) => match queued.act(action) {
                    Heard::Paired(id, secret) => self.paired(id, secret, now),
                    Heard::Closed => vec![Want::Disconnect],
                    Heard::Nothing => Vec::new(),
                },
                _ => Vec::new(),
            },
        }
    }
}

impl Controller for Online {
    type Action = OnlineAction;
    type Want = Want;

    /// Carries out an action of the open mode (opening and closing are the router's), at the
    /// time and with the settings of `ctx` (the game's for a room to be made, and the motion
    /// for the moves shown), and says in `out` what it wants done: the one shape of every
    /// mode's controller.
    fn act(&mut self, mut action: OnlineAction, ctx: &Context, out: &mut Vec<Want>) {
        // A socket that opens reads storage again: another tab may have kept a seat since this
        // page read them.
        if let OnlineAction::Opened { seats, .. } = &mut action
            && let Some(seats) = read(std::mem::replace(seats, Ok(None)), out)
        {
            self.seats = seats;
        }
        let (game, interval, now) = (ctx.settings.game, ctx.seed_interval(), ctx.now);
        out.extend(self.decide(action, game, interval, now));
    }
}

/// The seats storage held, if it held any this page could read; seats it could not read are
/// said, and left as they are until a seat is kept.
fn read(stored: Stored<Seats>, out: &mut Vec<Want>) -> Option<Seats> {
    match stored {
        Ok(Some(Ok(seats))) => Some(seats),
        Ok(Some(Err(why))) => {
            out.push(Want::SeatsUnreadable(why));
            None
        }
        Ok(None) | Err(Refused) => None,
    }
}
