//! The questions the session asks before it acts, and the end of a game.

use leptos::html;
use leptos::prelude::*;

use super::use_ui;
use crate::engine::Player;
use crate::model::game::Turn;
use crate::model::session::{Action, Pending};

/// The words of one question: title, explanation, yes and no.
fn words(pending: Pending) -> [&'static str; 4] {
    match pending {
        Pending::NewGame(_) => [
            "Start a new game?",
            "The game under way will be abandoned.",
            "Start a new game",
            "Keep playing",
        ],
        Pending::Undo => [
            "Take a move back?",
            "A game in which a move is taken back does not count in your statistics.",
            "Take the move back",
            "Keep playing",
        ],
        Pending::ResetStats => [
            "Reset your statistics?",
            "Every record, on every difficulty and rule set, will be forgotten.",
            "Reset statistics",
            "Keep them",
        ],
    }
}

/// Asks before a new game abandons the one under way, before a take-back stops a game from
/// counting, and before the statistics are reset.
#[component]
pub(super) fn Confirm() -> impl IntoView {
    let ui = use_ui();
    let pending = Memo::new(move |_| ui.with(|s| s.pending()));
    let yes = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if pending.with(Option::is_some)
            && let Some(button) = yes.get()
        {
            let _ = button.focus();
        }
    });
    let text = move |part: usize| move || pending.get().map(|p| words(p)[part]).unwrap_or_default();
    view! {
        <Show when=move || pending.with(Option::is_some)>
            <div class="confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
                <h2 id="confirm-title">{text(0)}</h2>
                <p id="confirm-text">{text(1)}</p>
                <button type="button" id="confirm-yes" node_ref=yes on:click=move |_| ui.send(Action::Confirm(true))>{text(2)}</button>
                <button type="button" id="confirm-no" on:click=move |_| ui.send(Action::Confirm(false))>{text(3)}</button>
            </div>
        </Show>
    }
}

/// The result and margin, with "Play again".
#[component]
pub(super) fn GameOver() -> impl IntoView {
    let ui = use_ui();
    let over = Memo::new(move |_| ui.with(|s| !s.animating() && s.game().turn() == Turn::Over));
    let again = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if over.get()
            && let Some(button) = again.get()
        {
            let _ = button.focus();
        }
    });
    view! {
        <Show when=move || over.get()>
            <section class="game-over" aria-labelledby="over-title">
                <h2 id="over-title">"Game over"</h2>
                <p id="result">{move || ui.with(|s| s.game().result_sentence()).unwrap_or_default()}</p>
                <p class="final-score">{move || ui.with(|s| {
                    let g = s.game();
                    let stores = g.position().stores();
                    format!("{} {}, {} {}", g.role(Player::South).name(), stores.south, g.role(Player::North).name(), stores.north)
                })}</p>
                <button type="button" id="play-again" node_ref=again
                    on:click=move |_| ui.send(Action::PlayAgain)>
                    "Play again"
                </button>
            </section>
        </Show>
    }
}
