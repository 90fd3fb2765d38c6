//! The seats this page holds in live rooms, under [`SEATS_KEY`]: each room's id and its
//! secret, newest last, and whether the queue paired this page there.

use serde::{Deserialize, Serialize};

use super::json::{read_version, room_id, write};
use crate::model::common::stored::LoadError;
use crate::model::online::seats::{Held, SEATS_KEPT, Seats};
use crate::room::protocol::Secret;

/// The storage key for the seats held in live rooms.
pub const SEATS_KEY: &str = "mancala.seats";
/// The schema version this code writes for the seats.
pub const SEATS_VERSION: u64 = 1;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredSeats {
    seats: Vec<StoredSeat>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredSeat {
    room: String,
    secret: Secret,
    /// Written only when true, so that a page from before it reads what this one writes for
    /// a room entered by invite.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    paired: bool,
}

/// The stored form of the seats:
/// `{"version":1,"seats":[{"room":"k3x9q2m7a1b8","secret":"<32 hex digits>"}]}`, with
/// `"paired":true` in a seat the queue gave.
pub fn seats_to_json(seats: &Seats) -> String {
    write(
        SEATS_VERSION,
        StoredSeats {
            seats: seats
                .iter()
                .map(|held| StoredSeat {
                    room: held.room.to_string(),
                    secret: held.secret,
                    paired: held.paired,
                })
                .collect(),
        },
    )
}

/// Reads the seats.
///
/// # Errors
/// A [`LoadError`] when the text is not what [`seats_to_json`] writes: a room id that is not
/// one, a room named twice, or more rooms than are ever kept.
pub fn seats_from_json(text: &str) -> Result<Seats, LoadError> {
    let stored: StoredSeats = read_version(text, SEATS_VERSION)?;
    if stored.seats.len() > SEATS_KEPT {
        return Err(LoadError::Absurd(format!(
            "{} rooms' seats, more than the {SEATS_KEPT} kept",
            stored.seats.len()
        )));
    }
    let mut held = Vec::new();
    for seat in stored.seats {
        let room = room_id(&seat.room)?;
        if held.iter().any(|seen: &Held| seen.room == room) {
            return Err(LoadError::Absurd(format!("the room {room} twice")));
        }
        held.push(Held {
            room,
            secret: seat.secret,
            paired: seat.paired,
        });
    }
    Ok(Seats::new(held))
}
