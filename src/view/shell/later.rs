//! The sections under the board, which a first visit can do without for a moment: the hint's
//! list of moves, the questions, the game-over view, the move list, the analysis, the
//! statistics and the help. They are built in a part of the page module of their own (the
//! `later` split point: .ci/page_module cuts the module there), which the page fetches in
//! advance as soon as it runs, so that the board is playable after downloading only what it
//! needs. Until the part arrives each section is left out; if it cannot be had, a line says so
//! and the game plays on. The modes have parts of their own, which a click fetches ahead of
//! this one (see `modes`).

use leptos::prelude::*;

use crate::model::words::shell;

use crate::view::{
    Part, play::analysis, play::dialogs, play::replay, play::stats, shell::help, shell::nav,
    shell::settings,
};
use leptos::wasm_split::wasm_split;

use super::modes::{NotLoaded, not_loaded};

/// The sections inside the game's area, under the board.
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn in_game() -> Result<AnyView, NotLoaded> {
    let ui = crate::view::use_ui();
    // A memo, so that the offer is drawn once when it shows, not again at every change.
    let offer = Memo::new(move |_| ui.with(Part::Page, |s| s.offer_lessons()));
    // From now on, what another tab counts is counted here too.
    crate::web::storage::watch(move |kept| ui.send_kept_elsewhere(kept));
    Ok(view! {
        {move || offer.get().then(|| view! {
            <p class="learn-offer">
                {shell::learn_offer_start()}" "
                <a href="?learn" id="offer-lessons" on:click=move |event| {
                    event.prevent_default();
                    crate::view::open_lessons(ui, None);
                }>{shell::learn_offer_link()}</a>
                {shell::learn_offer_end()}
            </p>
        })}
        <analysis::HintMoves/>
        <dialogs::Confirm/>
        <dialogs::GameOver/>
        <replay::MoveLog/>
        <analysis::AnalysisPanel/>
        <stats::StatsPanel/>
    }
    .into_any())
}

/// The help, after the game's area.
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn help_section() -> Result<AnyView, NotLoaded> {
    Ok(view! { <help::Help/> }.into_any())
}

/// The settings menu's body.
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn menu_body() -> Result<AnyView, NotLoaded> {
    Ok(view! { <settings::MenuBody/> }.into_any())
}

/// The places on the page that hold sections of a part fetched as the page runs.
pub(crate) const PLACES: u8 = 4;

/// Which later sections a place on the page holds.
#[derive(Clone, Copy)]
pub(crate) enum Sections {
    /// The mode open (see `modes`), in a part of its own that comes first.
    Modes,
    InGame,
    Menu,
    Help,
}

/// The sections of `which`, once their part is in. `arrived` counts the places filled (or told
/// that their part could not be had), so that what is set on the sections by id (see
/// `switches`) is set again, and so that the page can say when it is whole (`data-later`).
pub(crate) fn sections(which: Sections, arrived: RwSignal<u8>) -> impl IntoView {
    Suspend::new(async move {
        let view = match which {
            Sections::Modes => {
                let view = super::modes::modes_place().await;
                if view.is_err() {
                    // The way to the modes' doors is in that part: a mode asked for cannot be
                    // opened.
                    nav::carry(crate::view::use_ui(), cannot_go);
                }
                view
            }
            Sections::InGame => in_game().await,
            Sections::Menu => menu_body().await,
            Sections::Help => help_section().await,
        };
        arrived.update(|places| *places += 1);
        view.unwrap_or_else(not_loaded)
    })
}

/// What the navigation does with a mode asked for when the part with the way to the modes'
/// doors could not be had: it says so, in place of "Loading".
fn cannot_go(_: crate::view::Ui) {
    if nav::asked().is_some() {
        nav::unavailable();
    }
}
