//! The modes the navigation opens (Puzzles, Learn, the analysis board and online play): the
//! place that draws the mode open and the way to each mode's door, in a small part of the page
//! module of their own (the `modes` split point), and each mode's view and door in the mode's
//! own part, fetched the first time it opens. The page fetches the `modes` part as soon as it
//! runs, ahead of the later sections (`later`), which it fetches in advance: so a mode clicked
//! the moment the board shows waits for its own part, not for theirs, and the page's loader
//! lets that part go ahead of them (see `.ci/parts_first.mjs`).
//!
//! Adding a mode is a variant of [`Mode`], its link in the navigation, and here a view and a
//! door, each a split point of the mode's part.

use leptos::prelude::*;
use leptos::wasm_split::{SplitLoaderError, wasm_split};

use crate::model::words::shell;

use crate::view::{
    Part, Ui, learn, online,
    shell::nav::{self, Mode},
    study, train,
};

/// The place of the mode open, in the part of its own that the page fetches first. From now on
/// a mode asked for from the navigation is opened at once, and one asked for before is opened
/// now.
#[wasm_split(modes, wasm_split_path = ::leptos::wasm_split, fallible)]
pub(crate) fn modes_place() -> Result<AnyView, NotLoaded> {
    let ui = crate::view::use_ui();
    nav::carry(ui, go);
    Ok(open_mode(ui).into_any())
}

/// The view of the mode open, once its part is in (or the line saying it could not be had).
fn open_mode(ui: Ui) -> impl IntoView {
    // A memo, so that a mode's view is drawn once when it opens, not again at every change.
    let open = Memo::new(move |_| ui.with(Part::Page, Mode::open));
    move || {
        let mode = open.get();
        (mode != Mode::Play).then(|| {
            Suspend::new(async move {
                let view = match mode {
                    Mode::Study => study_board().await,
                    Mode::Learn => lessons().await,
                    Mode::Train => puzzles().await,
                    Mode::Online => online_view().await,
                    Mode::Play => Ok(().into_any()),
                };
                nav::drawn(ui, mode);
                view.unwrap_or_else(not_loaded)
            })
        })
    }
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

/// Opens the mode the navigation asks for, through its door, or, for Play, through the door of
/// the mode open (see [`door`]).
fn go(ui: Ui) {
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

/// A part of the page module could not be fetched (the loader logs why).
pub(crate) struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// What stands in for sections whose part could not be had.
pub(crate) fn not_loaded(_: NotLoaded) -> AnyView {
    view! {
        <p class="not-loaded" role="note">{shell::not_loaded()}</p>
    }
    .into_any()
}
