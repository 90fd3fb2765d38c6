//! The questions the session asks before it acts, and the end of a game.

use crate::model::play::PlayAction;
use leptos::prelude::*;

use crate::model::words::play;
use crate::view::common::markup::escape;
use crate::view::{Part, use_ui};
use wasm_bindgen::JsCast;

use crate::engine::Player;
use crate::model::app::{Action, Pending};

/// The words of one question: title, explanation, yes and no.
fn words(pending: Pending) -> [String; 4] {
    match pending {
        Pending::NewGame(_) => [
            play::new_game_title(),
            play::new_game_text(),
            play::new_game_yes(),
            play::confirm_keep_playing(),
        ],
        Pending::Undo => [
            play::undo_title(),
            play::undo_text(),
            play::undo_yes(),
            play::confirm_keep_playing(),
        ],
        Pending::Hint => [
            play::hint_title(),
            play::hint_text(),
            play::hint_yes(),
            play::confirm_keep_playing(),
        ],
        Pending::ResetStats => [
            play::reset_title(),
            play::reset_text(),
            play::reset_statistics(),
            play::reset_no(),
        ],
    }
}

/// Asks before a new game abandons the one under way, before a take-back stops a game from
/// counting, and before the statistics are reset: a native modal dialog, so focus moves into it
/// and stays there, and Escape means "no". The settings menu closes when a question opens.
/// After a question about the game, focus goes to the board's row of pits; after the reset
/// question, back to where it was.
#[component]
pub(crate) fn Confirm() -> impl IntoView {
    let ui = use_ui();
    let pending = move || ui.with(Part::Page, |s| s.pending());
    // The dialog element, once it is in the document.
    let dialog = || {
        document()
            .get_element_by_id("confirm")
            .and_then(|element| element.dyn_into::<web_sys::HtmlDialogElement>().ok())
    };
    Effect::new(move |_| {
        let pending = pending();
        let Some(dialog) = dialog() else {
            return;
        };
        match pending {
            Some(_) if !dialog.open() => {
                crate::view::common::close_menu();
                // Refused only when the dialog is not in the document.
                let _ = dialog.show_modal();
            }
            None if dialog.open() => dialog.close(),
            _ => {}
        }
    });
    let answer = move |yes: bool| {
        let about_the_game = matches!(
            ui.peek(|s| s.pending()),
            Some(Pending::NewGame(_) | Pending::Undo | Pending::Hint)
        );
        if let Some(dialog) = dialog() {
            dialog.close();
        }
        ui.send(Action::Play(PlayAction::Confirm(yes)));
        if about_the_game {
            crate::view::common::focus_pit_row();
        }
    };
    let text = move |part: usize| {
        move || {
            pending()
                .map(|p| words(p)[part].clone())
                .unwrap_or_default()
        }
    };
    view! {
        <dialog id="confirm" class="confirm" role="alertdialog"
            aria-labelledby="confirm-title" aria-describedby="confirm-text"
            on:cancel=move |event: web_sys::Event| {
                // Escape: answer "no" here rather than let the browser close the dialog alone.
                event.prevent_default();
                answer(false);
            }>
            <h2 id="confirm-title">{text(0)}</h2>
            <p id="confirm-text">{text(1)}</p>
            <div class="actions">
                <button type="button" id="confirm-yes" autofocus=true on:click=move |_| answer(true)>{text(2)}</button>
                <button type="button" id="confirm-no" on:click=move |_| answer(false)>{text(3)}</button>
            </div>
        </dialog>
    }
}

/// The result and margin, with "Play again", which takes focus as the game ends.
#[component]
pub(crate) fn GameOver() -> impl IntoView {
    let ui = use_ui();
    let over = move || ui.with(Part::Page, |s| s.table().shown_over());
    // Focus moves to "Play again" as the game ends, not again while it stays over.
    Effect::new(move |was_over: Option<bool>| {
        let over = over();
        if over && was_over != Some(true) {
            crate::view::common::focus_later("#play-again");
        }
        over
    });
    let result = move || {
        ui.with(Part::Page, |s| {
            let g = s.game();
            let stores = g.position().stores();
            let score = play::final_score(
                &g.role(Player::South).name(),
                i64::from(stores.south),
                &g.role(Player::North).name(),
                i64::from(stores.north),
            );
            format!(
                "<p id=\"result\">{}</p><p class=\"final-score\">{}</p>",
                escape(&g.result_sentence().unwrap_or_default()),
                escape(&score)
            )
        })
    };
    view! {
        <section id="game-over" class="game-over" aria-labelledby="over-title" hidden>
            <h2 id="over-title">{play::game_over_heading()}</h2>
            <div inner_html=result></div>
            <button type="button" id="play-again"
                on:click=move |_| {
                    ui.send(Action::Play(PlayAction::PlayAgain));
                    crate::view::common::focus_pit_row();
                }>
                {play::game_over_play_again()}
            </button>
        </section>
    }
}
