//! The sections under the board, which a first visit can do without for a moment: the hint's
//! list of moves, the questions, the game-over view, the move list, the
//! analysis, the statistics and the help. They are built in a part of the page module of their own (the `later` split
//! point: .ci/page_module cuts the module there), which the page fetches as soon as it runs, so
//! that the board is playable after downloading only what it needs. Until the part arrives each
//! section is left out; if it cannot be had, a line says so and the game plays on. The analysis
//! board has a part of its own (the `study` split point), fetched when it first opens.

use leptos::prelude::*;

use crate::view::{
    Part, learn, play::analysis, play::dialogs, play::replay, play::stats, shell::help,
    shell::settings, study, train,
};
use leptos::wasm_split::{SplitLoaderError, wasm_split};

/// The part with the later sections could not be fetched (the loader logs why).
pub(crate) struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// The sections inside the game's area, under the board.
#[wasm_split(later, wasm_split_path = ::leptos::wasm_split, fallible)]
fn in_game() -> Result<AnyView, NotLoaded> {
    let ui = crate::view::use_ui();
    // A memo, so that the board is drawn once when it opens, not again at every change.
    let open = Memo::new(move |_| ui.with(Part::Page, |s| s.study_board().is_some()));
    let learning = Memo::new(move |_| ui.with(Part::Page, |s| s.lessons().is_open()));
    let training = Memo::new(move |_| ui.with(Part::Page, |s| s.training().is_open()));
    let offer = Memo::new(move |_| ui.with(Part::Page, |s| s.offer_lessons()));
    Ok(view! {
        {move || offer.get().then(|| view! {
            <p class="learn-offer">
                "New to mancala? "
                <a href="?learn" id="offer-lessons" on:click=move |event| {
                    event.prevent_default();
                    crate::view::open_lessons(ui, None);
                }>"Learn to play in eight short lessons"</a>
                "."
            </p>
        })}
        {move || open.get().then(|| Suspend::new(async { study_board().await.unwrap_or_else(not_loaded) }))}
        {move || learning.get().then(|| Suspend::new(async { lessons().await.unwrap_or_else(not_loaded) }))}
        {move || training.get().then(|| Suspend::new(async { puzzles().await.unwrap_or_else(not_loaded) }))}
        <analysis::HintMoves/>
        <dialogs::Confirm/>
        <dialogs::GameOver/>
        <replay::MoveLog/>
        <analysis::AnalysisPanel/>
        <stats::StatsPanel/>
    }
    .into_any())
}

/// The analysis board, in a part of its own that the page fetches the first time the board
/// opens: most visits never open it.
#[wasm_split(study, wasm_split_path = ::leptos::wasm_split, fallible)]
fn study_board() -> Result<AnyView, NotLoaded> {
    Ok(view! { <study::StudyBoard/> }.into_any())
}

/// The lessons, in a part of their own that the page fetches the first time they open.
#[wasm_split(learn, wasm_split_path = ::leptos::wasm_split, fallible)]
fn lessons() -> Result<AnyView, NotLoaded> {
    Ok(view! { <learn::Lessons/> }.into_any())
}

/// Train, in a part of its own that the page fetches the first time it opens.
#[wasm_split(train, wasm_split_path = ::leptos::wasm_split, fallible)]
fn puzzles() -> Result<AnyView, NotLoaded> {
    Ok(view! { <train::Train/> }.into_any())
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

/// The places on the page that hold later sections.
pub(crate) const PLACES: u8 = 3;

/// Which later sections a place on the page holds.
#[derive(Clone, Copy)]
pub(crate) enum Sections {
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
            Sections::InGame => in_game().await,
            Sections::Menu => menu_body().await,
            Sections::Help => help_section().await,
        };
        arrived.update(|places| *places += 1);
        view.unwrap_or_else(not_loaded)
    })
}

/// What stands in for sections whose part could not be had.
fn not_loaded(_: NotLoaded) -> AnyView {
    view! {
        <p class="not-loaded" role="note">
            "This part of the page could not be loaded. The game plays on; reload the page to \
             try again."
        </p>
    }
    .into_any()
}
