//! The lobby: making a room with the game's settings and a turn clock, joining the queue of
//! "play someone now", entering a room by its link, and leaving one, with what the page says
//! when a room cannot be made or a game under way is left.

use crate::engine::Rules;
use crate::model::settings::GameSettings;
use crate::model::share::link::{RoomId, RoomLink};
use crate::room::protocol::{Invite, NewRoom, QueueChoice, Secret};

use super::messages::{Line, LobbySaid, Unmade, Want};
use super::news::Said;
use super::queue::Queued;
use super::room::InRoom;
use super::seats::Held;
use super::{Online, Shown};

/// The request body that asks the room server for a room under `rules`, with `turn` seconds a
/// turn, the opener alternating over rematches or not, and its maker seated under `seat`: the
/// protocol's [`NewRoom`], as the server reads it.
fn create_body(rules: Rules, turn: Option<u16>, alternate: bool, seat: Secret) -> String {
    NewRoom::new(rules, turn, alternate, seat).encode()
}

impl Online {
    /// The room server answered the request `asked` for a room: the room is entered, seated,
    /// or the lobby says why none was made. The answer to a request given up (made before the
    /// player left and made another) changes nothing: that room stays the server's, unentered.
    pub(super) fn created(
        &mut self,
        asked: &str,
        made: Result<(RoomId, Invite), Unmade>,
        now: f64,
    ) -> Vec<Want> {
        if self.making.as_ref().is_none_or(|(body, _)| body != asked) {
            return Vec::new();
        }
        match made {
            Ok((id, invite)) => match (&self.shown, self.making.take()) {
                (Shown::Lobby { making: true, .. }, Some((_, secret))) => {
                    // The maker was seated under this secret as the room was made.
                    let seat = Held {
                        room: id,
                        secret,
                        paired: false,
                    };
                    let wants = self.enter_seated(seat, now);
                    if let Shown::Room(room) = &mut self.shown {
                        room.invite = Some(invite);
                    }
                    wants
                }
                _ => Vec::new(),
            },
            Err(why) => {
                self.making = None;
                if let Shown::Lobby { making, said, .. } = &mut self.shown {
                    *making = false;
                    *said = Some(match why {
                        Unmade::NoServer => LobbySaid::NoServer,
                        Unmade::Refused(problem) => LobbySaid::NotMade(problem),
                    });
                }
                Vec::new()
            }
        }
    }

    /// Leaves the room or the queue, back to the lobby and the page's own address.
    pub(super) fn leave_room(&mut self) -> Vec<Want> {
        // A player who leaves a game under way is told what that means, and may go back: the
        // game goes on, and the clock and the away countdown run.
        let under_way = self
            .room()
            .filter(|room| room.seat().is_some() && room.full() && !room.over())
            .map(InRoom::link);
        let mut wants = self.leave();
        if let Some(link) = under_way {
            self.shown = Shown::Lobby {
                making: false,
                said: Some(LobbySaid::Left),
                left: Some(link),
            };
        }
        wants.push(Want::Home);
        wants
    }

    /// Joins the queue for the game's rules and `turn`.
    /// Also joins it again after the server ended a wait, full ([`Closed::Full`]).
    pub(super) fn queue(&mut self, game: GameSettings, turn: Option<u16>, page: u64) -> Vec<Want> {
        match &self.shown {
            Shown::Lobby { making: true, .. } | Shown::Room(_) => return Vec::new(),
            Shown::Queue(queued) if !matches!(queued.line, Line::Closed(_)) => return Vec::new(),
            _ => {}
        }
        let Some(rules) = self.rules_for_a_room(game) else {
            return Vec::new();
        };
        self.shown = Shown::Queue(Queued {
            line: Line::Connecting,
            turn,
            game,
            crowd: None,
            said: None,
        });
        vec![Want::Queue(
            QueueChoice::new(rules, turn, Some(page)).query(),
        )]
    }

    /// Keeps the secret of a seat this page was given in room `id` (by making it, or by the
    /// queue), then enters the room as its player.
    fn enter_seated(&mut self, seat: Held, now: f64) -> Vec<Want> {
        let id = seat.room;
        self.seats.hold(seat);
        let mut wants = vec![Want::Keep(self.seats.clone())];
        let link = RoomLink {
            id,
            sit: true,
            invite: None,
        };
        wants.extend(self.join(link, now));
        wants
    }

    /// The queue paired this page: it keeps the seat's secret, marked as the queue's (so that
    /// the other player is "Your opponent", now and after a reload), then enters the room.
    pub(super) fn paired(&mut self, room: RoomId, secret: Secret, now: f64) -> Vec<Want> {
        let seat = Held {
            room,
            secret,
            paired: true,
        };
        let wants = self.enter_seated(seat, now);
        if let Shown::Room(room) = &mut self.shown {
            room.said = Said::Paired;
        }
        wants
    }

    /// The rules of a room made now, or `None` (with the reason said) if a room cannot have
    /// the game's.
    fn rules_for_a_room(&mut self, game: GameSettings) -> Option<Rules> {
        match game.rules() {
            Ok(rules) if (3..=6).contains(&game.seeds) => Some(rules),
            _ => {
                self.shown = Shown::Lobby {
                    making: false,
                    said: Some(LobbySaid::Seeds),
                    left: None,
                };
                None
            }
        }
    }

    pub(super) fn create(
        &mut self,
        game: GameSettings,
        turn: Option<u16>,
        alternate: bool,
        fresh: Secret,
    ) -> Vec<Want> {
        if let Shown::Lobby { making: true, .. } | Shown::Room(_) = self.shown {
            return Vec::new();
        }
        let Some(rules) = self.rules_for_a_room(game) else {
            return Vec::new();
        };
        self.shown = Shown::Lobby {
            making: true,
            said: None,
            left: None,
        };
        let body = create_body(rules, turn, alternate, fresh);
        self.making = Some((body.clone(), fresh));
        vec![Want::Create(body)]
    }

    pub(super) fn join(&mut self, link: RoomLink, now: f64) -> Vec<Want> {
        self.shown = Shown::Room(Box::new(InRoom::new(link, now)));
        vec![Want::Connect(link.id), Want::Address(link)]
    }

    pub(super) fn leave(&mut self) -> Vec<Want> {
        match std::mem::take(&mut self.shown) {
            Shown::Room(_) | Shown::Queue(_) => vec![Want::Disconnect],
            _ => Vec::new(),
        }
    }
}
