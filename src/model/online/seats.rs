//! The seats this page holds in live rooms: each room's id with the secret its server gave
//! this page, so that a reload, or a dropped network, takes the seat back, and whether the
//! queue paired this page there with someone it does not know. Only the newest [`SEATS_KEPT`]
//! are kept: a room older than that is long over.

use crate::model::share::link::RoomId;
use crate::room::protocol::Secret;

/// How many rooms' seats are kept.
pub const SEATS_KEPT: usize = 20;

/// A seat held in a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    /// The room.
    pub room: RoomId,
    /// The seat's secret.
    pub secret: Secret,
    /// The queue of "play someone now" seated this page here, with a stranger rather than a
    /// friend who came by the invite.
    pub paired: bool,
}

/// The seats held, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seats(Vec<Held>);

impl Seats {
    /// The seats in `held`, oldest first; only the newest [`SEATS_KEPT`] are kept, and a room
    /// named twice keeps its later seat.
    pub fn new(held: impl IntoIterator<Item = Held>) -> Seats {
        let mut seats = Seats::default();
        for seat in held {
            seats.hold(seat);
        }
        seats
    }

    /// The secret held for `room`, if any.
    pub fn secret(&self, room: RoomId) -> Option<Secret> {
        self.find(room).map(|held| held.secret)
    }

    /// Whether the seat held in `room` is one the queue paired this page into.
    pub fn paired(&self, room: RoomId) -> bool {
        self.find(room).is_some_and(|held| held.paired)
    }

    /// Keeps `secret` for `room`, as the newest, dropping the oldest past the limit.
    pub fn keep(&mut self, room: RoomId, secret: Secret) {
        self.hold(Held {
            room,
            secret,
            paired: false,
        });
    }

    /// Keeps `seat`, as the newest, dropping the oldest past the limit.
    pub fn hold(&mut self, seat: Held) {
        self.0.retain(|held| held.room != seat.room);
        self.0.push(seat);
        if self.0.len() > SEATS_KEPT {
            self.0.remove(0);
        }
    }

    /// Forgets the seat in `room`; says whether there was one.
    pub fn forget(&mut self, room: RoomId) -> bool {
        let before = self.0.len();
        self.0.retain(|held| held.room != room);
        self.0.len() != before
    }

    /// The seats, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = Held> + '_ {
        self.0.iter().copied()
    }

    fn find(&self, room: RoomId) -> Option<&Held> {
        self.0.iter().find(|held| held.room == room)
    }
}
