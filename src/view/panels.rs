//! Around the board: the notices, the preview of the pit in hand, the status line with the
//! computer's report, and the turn clock.

use leptos::prelude::*;

use super::use_ui;
use crate::engine::Cell;
use crate::model::game::PreviewEffect;
use crate::model::session::{Action, Session};

/// Dismissible notices, such as the worker fallback or a link that was not understood.
#[component]
pub(super) fn Notice() -> impl IntoView {
    let ui = use_ui();
    view! {
        {move || ui.with(|s| s.notices().to_vec()).into_iter().map(|text| {
            let dismissed = text.clone();
            view! {
                <div class="notice" role="note">
                    <p>{text}</p>
                    <button type="button" on:click=move |_| ui.send(Action::Dismiss(dismissed.clone()))>"Dismiss"</button>
                </div>
            }
        }).collect_view()}
    }
}

/// What the hovered or focused pit would do.
#[component]
pub(super) fn Preview() -> impl IntoView {
    let ui = use_ui();
    let text = move || {
        ui.with(|s| {
            let pit = s.preview()?;
            let preview = s.game().preview(pit)?;
            let mover = s.game().position().to_move();
            let lands = match preview.last {
                Cell::Store(player) if player == mover => "in your store".to_string(),
                Cell::Store(_) => "in the other store".to_string(),
                Cell::Pit(player, landing) if player == mover => format!("in your pit {landing}"),
                Cell::Pit(_, landing) => format!("in the other side's pit {landing}"),
            };
            let effect = match preview.effect {
                PreviewEffect::ExtraTurn => "an extra turn".to_string(),
                PreviewEffect::Capture(n) => format!("a capture of {n}"),
                PreviewEffect::EndsGame => "the end of the game".to_string(),
                PreviewEffect::Nothing => "no capture and no extra turn".to_string(),
            };
            Some(format!(
                "Pit {pit}: the last seed lands {lands}, for {effect}."
            ))
        })
    };
    view! { <p id="preview" class="preview">{move || text().unwrap_or_default()}</p> }
}

/// The status line (a polite live region), the thinking indicator, the computer's report and
/// the turn clock. The clock's line changes every second, so it is not live: the status line
/// says its warnings.
#[component]
pub(super) fn Status() -> impl IntoView {
    let ui = use_ui();
    view! {
        <div class="status-area">
            <p id="status" role="status" aria-live="polite">{move || ui.with(|s| s.status().to_string())}</p>
            <p class="thinking" aria-hidden="true" hidden=move || !ui.with(Session::thinking)>"Computer is thinking…"</p>
        </div>
        <p id="search-report" class="search-report">{move || ui.with(|s| s.report().to_string())}</p>
        <div id="time-left" class="clock">{move || ui.with(Session::clock_text).unwrap_or_default()}</div>
    }
}
