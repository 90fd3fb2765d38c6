//! The game's own view: the board, the panels around it, the questions and the game's end,
//! the move list and its replay, the hint's list and the post-game analysis, and the
//! statistics.

pub(crate) mod analysis;
pub(crate) mod board;
pub(crate) mod dialogs;
pub(crate) mod panels;
pub(crate) mod replay;
pub(crate) mod stats;

use super::Ui;
use crate::model::app::Action;
use crate::model::play::PlayAction;
use crate::web;

/// Puts a link on the clipboard and tells the session how it went: the move just made, to
/// send to the other player (`send`), or the whole game.
pub(crate) fn copy_link(ui: Ui, send: bool) {
    let query = ui.peek(|s| {
        let (table, settings) = (s.table(), s.settings());
        if send {
            table.move_link(settings)
        } else {
            table.game_link(settings)
        }
    });
    let link = web::address::link_with(&query);
    web::clipboard::copy_text(&link.clone(), move |copied| {
        ui.send(match send {
            true => Action::Play(PlayAction::MoveSent { link, copied }),
            false => Action::Play(PlayAction::LinkCopied { link, copied }),
        });
    });
}
