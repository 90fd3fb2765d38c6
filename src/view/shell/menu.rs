//! The toolbar (new game, undo, redo, hint, skip, full screen, send the move, swap sides) and the ⋯ menu's button; the
//! menu's body is `settings`, from the page module's later part.

use crate::model::play::PlayAction;
use leptos::prelude::*;

use crate::model::app::Action;
use crate::model::words;
use crate::view::use_ui;

/// A button of the toolbar, named by its DOM id: the click handler and the page's switches (see
/// the parent module) read the id here, and the browser tests find the button by it. The
/// toolbar's markup writes each id out as a literal, since Leptos renders a button whose
/// attributes are all literals as plain HTML, where an id from [`Tool::id`] would make the
/// eight buttons typed views at 0.5 KB more of gzipped wasm; a test holds the markup to this
/// table.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tool {
    NewGame,
    Undo,
    Redo,
    Hint,
    Skip,
    FullScreen,
    SendMove,
    Swap,
}

impl Tool {
    /// Every button, in the toolbar's order.
    const ALL: [Tool; 8] = [
        Tool::NewGame,
        Tool::Undo,
        Tool::Redo,
        Tool::Hint,
        Tool::Skip,
        Tool::FullScreen,
        Tool::SendMove,
        Tool::Swap,
    ];

    /// The button's DOM id.
    pub(crate) fn id(self) -> &'static str {
        match self {
            Tool::NewGame => "new-game",
            Tool::Undo => "undo",
            Tool::Redo => "redo",
            Tool::Hint => "hint",
            Tool::Skip => "skip",
            Tool::FullScreen => "full-screen",
            Tool::SendMove => "send-move",
            Tool::Swap => "swap",
        }
    }

    /// The button with this DOM id, if it is one of the toolbar's.
    fn from_id(id: &str) -> Option<Tool> {
        Tool::ALL.into_iter().find(|tool| tool.id() == id)
    }
}

/// The page's click handler (see the parent module), for the toolbar's buttons and the modes'
/// navigation (see `nav`): one listener on the window serves both, which costs the page less
/// code than a handler on each.
pub(crate) fn on_click(event: web_sys::MouseEvent) {
    let ui = use_ui();
    let tool = event
        .target()
        .and_then(|target| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(target).ok())
        .and_then(|element| element.closest(".toolbar > button").ok().flatten())
        .and_then(|button| Tool::from_id(&button.id()));
    ui.send(match tool {
        Some(Tool::NewGame) => Action::Play(PlayAction::NewGame),
        Some(Tool::Undo) => Action::Play(PlayAction::Undo),
        Some(Tool::Redo) => Action::Play(PlayAction::Redo),
        Some(Tool::Hint) => Action::Play(PlayAction::Hint),
        Some(Tool::Skip) => Action::Play(PlayAction::Skip),
        Some(Tool::FullScreen) => return crate::web::toggle_full_screen(),
        Some(Tool::SendMove) => return crate::view::play::copy_link(ui, true),
        Some(Tool::Swap) => Action::Play(PlayAction::Swap),
        None => return super::nav::clicked(ui, &event),
    });
}

/// New game, undo, redo, hint, skip, full screen, "Send your move" (shown when a move can be
/// sent by link), "Swap sides" (shown when the pie rule offers the swap to the person to move)
/// and the settings menu. One click handler serves every button (by its
/// [`Tool`] id); which are disabled or hidden is set by the page's switches (see the parent
/// module).
#[component]
pub(crate) fn Toolbar(arrived: RwSignal<u8>) -> impl IntoView {
    view! {
        <nav class="toolbar" aria-label=words::shell::toolbar_label()>
            <button type="button" id="new-game" aria-keyshortcuts="N">{words::shell::new_game_button()}</button>
            <button type="button" id="undo" disabled>{words::shell::undo_button()}</button>
            <button type="button" id="redo" disabled>{words::shell::redo_button()}</button>
            <button type="button" id="hint" aria-keyshortcuts="H">{words::shell::hint_button()}</button>
            <button type="button" id="skip" aria-keyshortcuts="S" disabled>{words::shell::skip_button()}</button>
            <button type="button" id="full-screen" aria-keyshortcuts="F">{words::shell::full_screen_button()}</button>
            <button type="button" id="send-move" hidden>{words::shell::send_move_button()}</button>
            <button type="button" id="swap" class="primary" hidden>{words::shell::swap_button()}</button>
            <Menu arrived=arrived/>
        </nav>
    }
}

/// The ⋯ menu of settings: its button, with the body from the page module's later part (see
/// `later`), which comes a moment after the board and before the search module.
#[component]
fn Menu(arrived: RwSignal<u8>) -> impl IntoView {
    view! {
        <details class="menu">
            <summary id="settings" aria-label=words::shell::settings_button()>"⋯"<span class="menu-label">" "{words::shell::settings_button()}</span></summary>
            // Until the body comes, the open menu says it is on its way (style/main.css hides
            // this line once the body, or the line saying it could not be had, follows it).
            <p class="menu-loading" role="status">{words::shell::loading_settings()}</p>
            {super::later::sections(super::later::Sections::Menu, arrived)}
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::Tool;

    #[test]
    fn the_toolbar_markup_gives_each_tool_its_id_once_and_has_no_other_button() {
        let source = include_str!("menu.rs");
        let start = source.find("fn Toolbar(").expect("the toolbar's component");
        let toolbar = &source[start..];
        let toolbar = &toolbar[..toolbar.find("</nav>").expect("the end of its markup")];
        for tool in Tool::ALL {
            let button = format!(r#"<button type="button" id="{}""#, tool.id());
            assert_eq!(toolbar.matches(&button).count(), 1, "{}", tool.id());
        }
        assert_eq!(toolbar.matches("<button").count(), Tool::ALL.len());
    }
}
