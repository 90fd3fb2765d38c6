//! The seats this page holds in live rooms: each room's id with the secret its server gave
//! this page, so that a reload, or a dropped network, takes the seat back. Only the newest
//! [`SEATS_KEPT`] are kept: a room older than that is long over.

use crate::model::share::link::RoomId;
use crate::room::protocol::Secret;

/// How many rooms' seats are kept.
pub const SEATS_KEPT: usize = 20;

/// The seats held, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seats(Vec<(RoomId, Secret)>);

impl Seats {
    /// The seats in `held`, oldest first; only the newest [`SEATS_KEPT`] are kept, and a room
    /// named twice keeps its later secret.
    pub fn new(held: impl IntoIterator<Item = (RoomId, Secret)>) -> Seats {
        let mut seats = Seats::default();
        for (room, secret) in held {
            seats.keep(room, secret);
        }
        seats
    }

    /// The secret held for `room`, if any.
    pub fn secret(&self, room: RoomId) -> Option<Secret> {
        self.0
            .iter()
            .find(|(held, _)| *held == room)
            .map(|&(_, secret)| secret)
    }

    /// Keeps `secret` for `room`, as the newest, dropping the oldest past the limit.
    pub fn keep(&mut self, room: RoomId, secret: Secret) {
        self.0.retain(|(held, _)| *held != room);
        self.0.push((room, secret));
        if self.0.len() > SEATS_KEPT {
            self.0.remove(0);
        }
    }

    /// Forgets the seat in `room`; says whether there was one.
    pub fn forget(&mut self, room: RoomId) -> bool {
        let before = self.0.len();
        self.0.retain(|(held, _)| *held != room);
        self.0.len() != before
    }

    /// The seats, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = (RoomId, Secret)> + '_ {
        self.0.iter().copied()
    }
}
