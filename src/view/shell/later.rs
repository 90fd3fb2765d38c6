//! The sections under the board, which a first visit can do without for a moment: the hint's
//! list of moves, the questions, the game-over view, the move list, the
//! analysis, the statistics and the help. They are built in a part of the page module of their own (the `later` split
//! point: .ci/page_module cuts the module there), which the page fetches as soon as it runs, so
//! that the board is playable after downloading only what it needs. Until the part arrives each
//! section is left out; if it cannot be had, a line says so and the game plays on. The analysis
//! board has a part of its own (the `study` split point), fetched when it first opens, and so
//! has online play (the `online` split point), with the room's socket.

use leptos::prelude::*;

use crate::model::words::shell;

use crate::view::{
    Part, learn, online,
    play::analysis,
    play::dialogs,
    play::replay,
    play::stats,
    shell::help,
    shell::nav::{self, Mode},
    shell::settings,
    study, train,
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
    let playing_online = Memo::new(move |_| ui.with(Part::Page, |s| s.online().is_some()));
    let offer = Memo::new(move |_| ui.with(Part::Page, |s| s.offer_lessons()));
    // A mode asked for from the navigation before this part came is opened now.
    nav::carry(ui, go);
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
        {move || open.get().then(|| Suspend::new(async { drawn(Mode::Study, study_board().await) }))}
        {move || learning.get().then(|| Suspend::new(async { drawn(Mode::Learn, lessons().await) }))}
        {move || training.get().then(|| Suspend::new(async { drawn(Mode::Train, puzzles().await) }))}
        {move || playing_online.get().then(|| Suspend::new(async { drawn(Mode::Online, online_view().await) }))}
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

/// Online, in a part of its own with the room's socket, fetched the first time it opens.
#[wasm_split(online, wasm_split_path = ::leptos::wasm_split, fallible)]
fn online_view() -> Result<AnyView, NotLoaded> {
    Ok(view! { <online::Online/> }.into_any())
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
            Sections::InGame => {
                let view = in_game().await;
                if view.is_err() {
                    // The modes' doors are in that part: a mode asked for cannot be opened.
                    nav::carry(crate::view::use_ui(), cannot_go);
                }
                view
            }
            Sections::Menu => menu_body().await,
            Sections::Help => help_section().await,
        };
        arrived.update(|places| *places += 1);
        view.unwrap_or_else(not_loaded)
    })
}

/// What the navigation does with a mode asked for when the part with the modes' doors could
/// not be had: it says so, in place of "Loading".
fn cannot_go(_: crate::view::Ui) {
    if nav::asked().is_some() {
        nav::unavailable();
    }
}

/// What stands in for sections whose part could not be had.
fn not_loaded(_: NotLoaded) -> AnyView {
    view! {
        <p class="not-loaded" role="note">{shell::not_loaded()}</p>
    }
    .into_any()
}

/// A mode's view, once its part is in (or the line saying it could not be had): the
/// navigation's line saying that it is on its way goes.
fn drawn(mode: Mode, view: Result<AnyView, NotLoaded>) -> AnyView {
    nav::drawn(crate::view::use_ui(), mode);
    view.unwrap_or_else(not_loaded)
}

/// Opens the mode the navigation asks for, through its door, or, for Play, through the door of
/// the mode open (see [`door`]).
fn go(ui: crate::view::Ui) {
    let Some(to) = nav::asked() else { return };
    let through = match to {
        Mode::Play => ui.peek(Mode::open),
        mode => mode,
    };
    leptos::task::spawn_local(async move {
        if door(through).await {
            nav::opened(ui, to);
        } else {
            nav::unavailable();
        }
    });
}

/// Opens the mode the navigation asks for, or closes `mode` when it asks for Play, through the
/// door in `mode`'s part (fetched first if need be); false if that part could not be had.
async fn door(mode: Mode) -> bool {
    match mode {
        Mode::Play => Ok(()),
        Mode::Train => train_door().await,
        Mode::Learn => learn_door().await,
        Mode::Study => study_door().await,
        Mode::Online => online_door().await,
    }
    .is_ok()
}

/// Train's door for the navigation, in Train's part. Each door acts on what is asked when its
/// part is in, so that a mode asked for after it is not overtaken; closing is what the mode's
/// "Back to the game" does.
#[wasm_split(train, wasm_split_path = ::leptos::wasm_split, fallible)]
fn train_door() -> Result<(), NotLoaded> {
    let ui = crate::view::use_ui();
    match nav::asked() {
        Some(Mode::Train) => crate::view::open_train(ui),
        Some(Mode::Play) => {
            ui.send_train(crate::model::train::TrainAction::Close);
            crate::view::common::focus_pit_row();
        }
        _ => {}
    }
    Ok(())
}

/// The lessons' door for the navigation, in their part (see [`train_door`]).
#[wasm_split(learn, wasm_split_path = ::leptos::wasm_split, fallible)]
fn learn_door() -> Result<(), NotLoaded> {
    let ui = crate::view::use_ui();
    match nav::asked() {
        Some(Mode::Learn) => crate::view::open_lessons(ui, None),
        Some(Mode::Play) => {
            ui.send_learn(crate::model::learn::LearnAction::Close);
            crate::view::common::focus_pit_row();
        }
        _ => {}
    }
    Ok(())
}

/// Online's door for the navigation, in its part (see [`train_door`]).
#[wasm_split(online, wasm_split_path = ::leptos::wasm_split, fallible)]
fn online_door() -> Result<(), NotLoaded> {
    let ui = crate::view::use_ui();
    match nav::asked() {
        Some(Mode::Online) => online::open(ui),
        Some(Mode::Play) => {
            ui.send_online(crate::model::online::OnlineAction::Close);
            crate::view::common::focus_pit_row();
        }
        _ => {}
    }
    Ok(())
}

/// The analysis board's door for the navigation, in its part (see [`train_door`]).
#[wasm_split(study, wasm_split_path = ::leptos::wasm_split, fallible)]
fn study_door() -> Result<(), NotLoaded> {
    let ui = crate::view::use_ui();
    match nav::asked() {
        Some(Mode::Study) => crate::view::open_study(ui, crate::model::study::Entry::Menu),
        Some(Mode::Play) => {
            ui.send_study(crate::model::study::StudyAction::Close);
            crate::view::common::focus_pit_row();
        }
        _ => {}
    }
    Ok(())
}
