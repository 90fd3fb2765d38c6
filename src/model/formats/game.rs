//! The game in progress, under [`GAME_KEY`]: saved after every move, so that a reload
//! resumes it. Its settings are stored as the settings are on their own.

use serde::{Deserialize, Serialize};

use super::json::{Versioned, absent, read_version, some, write};
use super::settings::{StoredSettings, VERSION, read_settings};
use crate::engine::{Move, Position};
use crate::model::common::stored::LoadError;
use crate::model::play::saving::SavedGame;
use crate::model::share::link;

/// The storage key for the game in progress.
pub const GAME_KEY: &str = "mancala.game";
/// The schema version this code writes for the game in progress (first stored in version 2
/// of the page, so it starts at 1).
pub const GAME_VERSION: u64 = 1;

/// A game in progress as stored.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredGame {
    /// Its settings as they are stored on their own, version and all.
    settings: Versioned<StoredSettings>,
    /// Its moves as in a record's text: pit digits, and `s` for a swap ("36s1").
    moves: String,
    undo_used: bool,
    elapsed_ms: u64,
    /// Only in a game played by link: other saves read the same on pages from before it.
    #[serde(default, skip_serializing_if = "absent", deserialize_with = "some")]
    seat: Option<String>,
    /// Only in a game from the analysis board: its start, in the engine's text form.
    #[serde(default, skip_serializing_if = "absent", deserialize_with = "some")]
    start: Option<String>,
}

/// The stored form of a game in progress: its version, its settings as stored, its moves as
/// pit digits ("361"), whether a move was taken back, and how long it has been played.
pub fn game_to_json(game: &SavedGame) -> String {
    let game = StoredGame {
        settings: StoredSettings::versioned(&game.settings),
        moves: game.moves.iter().map(|played| played.letter()).collect(),
        undo_used: game.undo_used,
        elapsed_ms: game.elapsed_ms,
        seat: game.seat.map(|seat| link::player_digit(seat).to_string()),
        start: game.start.map(|start| start.to_string()),
    };
    write(GAME_VERSION, game)
}

/// Reads a stored game. Whether its moves can be played is the game's to say (see
/// [`crate::model::game::Game::resume`]).
///
/// # Errors
/// A [`LoadError`] when the text is not a game this page saved.
pub fn game_from_json(text: &str) -> Result<SavedGame, LoadError> {
    let stored: StoredGame = read_version(text, GAME_VERSION)?;
    if stored.settings.version != VERSION {
        return Err(LoadError::Shape("the settings' version".into()));
    }
    let settings = read_settings(stored.settings.body)?;
    let seat = match &stored.seat {
        Some(text) => Some(
            link::player_of(text).ok_or_else(|| LoadError::Shape(format!("a seat {text:?}")))?,
        ),
        None => None,
    };
    let digits = stored.moves;
    let moves = digits
        .chars()
        .map(Move::from_letter)
        .collect::<Option<Vec<Move>>>()
        .ok_or_else(|| LoadError::Shape(format!("moves {digits:?}")))?;
    let start = match &stored.start {
        Some(text) => Some(
            Position::parse_study(text)
                .map_err(|why| LoadError::Shape(format!("a start {text:?} ({why})")))?,
        ),
        None => None,
    };
    Ok(SavedGame {
        start,
        settings,
        moves,
        undo_used: stored.undo_used,
        elapsed_ms: stored.elapsed_ms,
        seat,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Pit, Player};
    use crate::model::settings::Level;
    use crate::model::settings::Settings;

    #[test]
    fn a_saved_game_reads_back_and_a_damaged_one_is_refused() {
        let mut settings = Settings::default();
        settings.game.level = Level::Hard;
        let game = SavedGame {
            settings,
            moves: [3, 6, 1]
                .iter()
                .map(|&n| Move::Sow(Pit::new(n).unwrap()))
                .collect(),
            undo_used: true,
            elapsed_ms: 4200,
            seat: None,
            start: None,
        };
        let text = game_to_json(&game);
        assert!(text.contains("\"moves\":\"361\""), "{text}");
        assert!(
            !text.contains("start"),
            "no start unless from a study: {text}"
        );
        let study = "6x4.n.0-2-0-1-3-0.9.1-0-2-0-0-1.1";
        let from_study = SavedGame {
            start: Some(Position::parse_study(study).unwrap()),
            ..game.clone()
        };
        let stored = game_to_json(&from_study);
        assert!(stored.contains(study), "{stored}");
        assert_eq!(game_from_json(&stored), Ok(from_study));
        let damaged = stored.replace(study, "6x4.n.0-2");
        assert!(matches!(game_from_json(&damaged), Err(LoadError::Shape(_))));
        assert!(
            !text.contains("seat"),
            "no seat unless played by link: {text}"
        );
        assert_eq!(game_from_json(&text), Ok(game.clone()));
        for seat in [Player::South, Player::North] {
            let by_link = SavedGame {
                seat: Some(seat),
                ..game.clone()
            };
            assert_eq!(game_from_json(&game_to_json(&by_link)), Ok(by_link));
        }
        assert_eq!(game_from_json("{"), Err(LoadError::Corrupt));
        assert_eq!(
            game_from_json(&text.replace("\"version\":1", "\"version\":9")),
            Err(LoadError::Version(9))
        );
        for bad in [
            text.replace("\"361\"", "\"381\""),
            text.replace("\"361\"", "\"3 6\""),
            text.replace("\"hard\"", "\"Hard\""),
            text.replace(",\"undo_used\":true", ""),
            text.replace("4200}", "4200,\"seat\":\"3\"}"),
        ] {
            assert!(
                matches!(game_from_json(&bad), Err(LoadError::Shape(_))),
                "{bad}"
            );
        }
    }
}
