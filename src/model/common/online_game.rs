//! A game against someone online that has ended: what the online mode tells when one of its
//! games ends, and what play's statistics count, carried from one to the other by the router.

use crate::engine::Rules;
use crate::model::game::Verdict;
use crate::model::share::link::RoomId;

/// A game against someone online that has ended, as the statistics count it: which game of
/// which room it was, so that it counts once however often the page sees its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OnlineGame {
    /// The room.
    pub room: RoomId,
    /// The game's number in the room (0, then one more for each rematch).
    pub game: u32,
    /// The rules it was played under.
    pub rules: Rules,
    /// How it ended for this page's player.
    pub verdict: Verdict,
}
