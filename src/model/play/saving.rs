//! The game in play as it is saved after every move, so that a reload resumes it: what is
//! kept ([`SavedGame`]; its stored text is the stored formats' business) and how long it has been
//! played.

use crate::engine::{Move, Player, Position};
use crate::model::game::Game;
use crate::model::settings::Settings;

/// A game in progress, as saved after every move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// Its setup (and the pace it was shown at).
    pub settings: Settings,
    /// Its moves, from the start (with the pie rule's swap, if it was played).
    pub moves: Vec<Move>,
    /// Whether a move was taken back in it.
    pub undo_used: bool,
    /// How long it has been played, in milliseconds, for the fastest win.
    pub elapsed_ms: u64,
    /// In a game played by link, the player this device plays.
    pub seat: Option<Player>,
    /// The position it started from, for a game from the analysis board (`None`: the start
    /// of its settings).
    pub start: Option<Position>,
}

/// How long a game has been played at `now`, in milliseconds, from when its first move was
/// shown (`None`: not yet).
pub(crate) fn played_ms(started_at: Option<f64>, now: f64) -> u64 {
    started_at.map_or(0, |start| (now - start).max(0.0) as u64)
}

/// `game` as it stands, to be stored so that a reload resumes it, with this device's player in
/// a game played by link.
pub(crate) fn save(
    settings: Settings,
    game: &Game,
    seat: Option<Player>,
    started_at: Option<f64>,
    now: f64,
) -> SavedGame {
    SavedGame {
        settings,
        moves: game.record().moves().to_vec(),
        start: game.studied_start(),
        undo_used: game.undo_used(),
        seat,
        elapsed_ms: played_ms(started_at, now),
    }
}
