//! Play's board: the shared board (`common::board`) with the session's game on it, its rows
//! named by the game's roles, the keyboard's focus kept by the session, and the line above it
//! that says who plays. The bottom row is always the person's (player 1's in a two-player
//! game), with its store on the right.

use leptos::prelude::*;

use crate::engine::Player;
use crate::model::app::{Action, Session};
use crate::model::play::PlayAction;
use crate::model::settings::{Choice, Opponent};
use crate::model::words::play;
use crate::view::common::board::{Did, Ids, Owner, Shown, board};
use crate::view::{Part, use_ui};

/// The ids of play's cells.
const IDS: Ids = Ids {
    pits: ["pit-s-", "pit-n-"],
    stores: ["store-s", "store-n"],
};

/// What play does with what is done on its board.
fn did(did: Did) {
    let ui = use_ui();
    match did {
        Did::Sow(player, pit) => {
            if ui.peek(|s| s.may_move(player)) {
                ui.send(Action::Play(PlayAction::Sow(pit)));
            }
        }
        Did::Focus(index) => ui.send(Action::Play(PlayAction::Focus(index))),
        Did::Preview(pit) => ui.send(Action::Play(PlayAction::Preview(pit))),
    }
}

/// Whose a row is: the game's role for its player.
fn owner(player: Player) -> Owner {
    let role = use_ui().with(Part::Page, |s| s.game().role(player));
    Owner {
        who: role.who(),
        name: role.name(),
    }
}

/// The row that holds the keyboard's focus, and the pit in it that has it.
fn focus() -> (Player, usize) {
    use_ui().with(Part::Focus, |s| {
        (s.table().keyboard_row(), s.table().focus())
    })
}

/// The board, rendered from the session's board view.
#[component]
pub(crate) fn Board() -> impl IntoView {
    let ui = use_ui();
    let cells = Memo::new(move |_| ui.with(Part::Board, Session::board));
    let matchup = move || {
        ui.with(Part::Page, |s| {
            let game = s.settings().game;
            match (game.opponent, s.table().seat()) {
                (Opponent::Human, Some(seat)) => play::playing_by_link(&s.game().role(seat).name()),
                (Opponent::Human, None) => play::two_players_one_screen(),
                (Opponent::Computer, _) => play::against_computer(&game.level.label()),
            }
        })
    };
    view! {
        <section class="board-area" aria-labelledby="board-title">
            <h2 id="board-title" class="visually-hidden">{play::board_heading()}</h2>
            <p id="matchup" class="matchup">{matchup}</p>
            {board(Shown {
                cells,
                owner,
                focus: Some(focus),
                ids: &IDS,
                described_by: Some("preview"),
                did,
            })}
        </section>
    }
}
