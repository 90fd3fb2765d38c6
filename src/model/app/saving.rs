//! Resuming the game saved on the last visit, as this one opens (play saves it; see
//! [`crate::model::play::saving`]).

use crate::engine::Player;
use crate::model::game::Game;
use crate::model::settings::Settings;

use super::vocabulary::Opening;
use crate::model::common::notices::Notice;
use crate::model::common::stored::LoadError;

/// The saved game to resume, if there is one under way and the visit is a plain one or its
/// link sets up that same game (as the address does after a reload), with how long it has been
/// played and, in a game played by link, this device's player. A save that cannot be resumed
/// is said, and a new game starts.
pub(super) fn resume(
    opening: &Opening,
    settings: &Settings,
    notices: &mut Vec<Notice>,
) -> Option<(Game, f64, Option<Player>)> {
    let Ok(Some(read)) = &opening.saved_game else {
        return None;
    };
    let plain = opening.link.trim_start_matches('?').is_empty();
    let resumed = read.as_ref().map_err(LoadError::clone).and_then(|saved| {
        Game::resume_from(
            saved.settings.game,
            saved.start,
            &saved.moves,
            saved.undo_used,
        )
        .map(|game| (game, saved.elapsed_ms as f64, saved.seat))
        // Its English detail is kept for debugging; the player reads the general reason.
        .map_err(|why| LoadError::Absurd(why.to_string()))
    });
    match resumed {
        Ok((game, ..)) if !plain && game.settings() != settings.game => None,
        // A game from the analysis board is kept from its first position, before any move.
        Ok((game, elapsed, seat)) => {
            let from_board = game.studied_start().is_some() && !game.record().is_over();
            (game.in_progress() || from_board).then_some((game, elapsed, seat))
        }
        Err(_) if !plain => None,
        Err(why) => {
            notices.push(Notice::GameUnresumable(why));
            None
        }
    }
}
