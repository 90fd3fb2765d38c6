//! The modes' navigation: Play, Puzzles, Learn, the analysis board and online play, a landmark of its own
//! above the game, which marks the mode open with `aria-current="page"`.
//!
//! Each entry is a link to the mode's address, so that it can be bookmarked or opened in a new
//! tab; a plain click is caught and opens the mode on the page. The navigation is in the page
//! module's first part, but the modes' doors are in their own parts (see `modes`): a click
//! only asks for a mode ([`Mode`] in `asked`), and the small part with the modes' places, once
//! it is in, hands over what carries the request out through the door in the mode's part
//! ([`carry`]), so that this module needs nothing of those parts. Until the mode's view is
//! drawn, a line in a live region says that it is on its way ([`mark`]).
//!
//! Adding a mode is a variant of [`Mode`], its link in the markup of [`ModeNav`] (with its
//! split point in `data-part`, which boot.js starts fetching as the link is clicked), and a view
//! and a door in `modes`.

use std::cell::Cell;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::model::app::Session;
use crate::model::words::shell;
use crate::view::Ui;

/// A mode the navigation opens, by its value in `asked` (0 stands for none).
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Mode {
    Play = 1,
    Train,
    Learn,
    Study,
    Online,
}

impl Mode {
    /// Every mode, in the navigation's order.
    const ALL: [Mode; 5] = [
        Mode::Play,
        Mode::Train,
        Mode::Learn,
        Mode::Study,
        Mode::Online,
    ];

    /// The DOM id of the mode's link.
    fn id(self) -> &'static str {
        match self {
            Mode::Play => "nav-play",
            Mode::Train => "nav-train",
            Mode::Learn => "nav-learn",
            Mode::Study => "nav-study",
            Mode::Online => "nav-online",
        }
    }

    /// What the live region says until the mode's view is drawn.
    fn loading(self) -> String {
        match self {
            Mode::Play => String::new(),
            Mode::Train => shell::loading_puzzles(),
            Mode::Learn => shell::loading_lessons(),
            Mode::Study => shell::loading_analysis_board(),
            Mode::Online => shell::loading_online(),
        }
    }

    /// The mode the session has open.
    pub(crate) fn open(session: &Session) -> Mode {
        if session.study_board().is_some() {
            Mode::Study
        } else if session.lessons().is_open() {
            Mode::Learn
        } else if session.training().is_open() {
            Mode::Train
        } else if session.online().is_some() {
            Mode::Online
        } else {
            Mode::Play
        }
    }

    fn from_bits(bits: u8) -> Option<Mode> {
        match bits {
            1 => Some(Mode::Play),
            2 => Some(Mode::Train),
            3 => Some(Mode::Learn),
            4 => Some(Mode::Study),
            5 => Some(Mode::Online),
            _ => None,
        }
    }
}

thread_local! {
    /// The mode asked for from the navigation and not yet opened, as a [`Mode`]'s value (0 for
    /// none). A plain cell, not a signal: what follows it is called when it changes.
    static ASKED: Cell<u8> = const { Cell::new(0) };
    /// What opens the mode asked for, once the part with the modes' places has put it here (see
    /// [`carry`]): a plain function, so that nothing here names that part.
    static CARRY: Cell<Option<fn(Ui)>> = const { Cell::new(None) };
    /// The modes whose views have been drawn, a bit for each [`Mode`]'s value: Play's, the
    /// board, is in the page's first part.
    static DRAWN: Cell<u8> = const { Cell::new(1 << Mode::Play as u8) };
}

/// The mode asked for from the navigation and not yet opened (read by the modes' doors, which
/// act only on what is still asked when their part arrives).
pub(crate) fn asked() -> Option<Mode> {
    Mode::from_bits(ASKED.get())
}

/// Marks the link of the mode open, or asked for, with `aria-current`, and has the live region
/// say whether its view is on its way: set on the page by id, by the page's switches (see the
/// parent module) and when a mode is asked for, rather than a binding each.
#[inline(never)]
pub(crate) fn mark(ui: Ui) {
    // Read without tracking: the page's switches, which call this, track the session already,
    // and a view whose part has just come (see `drawn`) must not come to depend on it.
    let open = asked().unwrap_or_else(|| ui.peek(Mode::open));
    let page = document();
    if let Ok(Some(was)) = page.query_selector(".modes [aria-current]") {
        let _ = was.remove_attribute("aria-current");
    }
    if let Some(link) = page.get_element_by_id(open.id()) {
        let _ = link.set_attribute("aria-current", "page");
    }
    if let Some(line) = page.get_element_by_id("nav-loading") {
        let drawn = DRAWN.get() & 1 << open as u8 != 0;
        let said = if drawn { String::new() } else { open.loading() };
        line.set_text_content(Some(&said));
    }
}

/// Notes that `mode`'s view has been drawn (or that its part could not be had, which the view's
/// place says), so that the line saying it is on its way goes. Called from the modes' part.
pub(crate) fn drawn(ui: Ui, mode: Mode) {
    DRAWN.set(DRAWN.get() | 1 << mode as u8);
    mark(ui);
}

/// Called from the part with the modes' places when it is in, with `go`, which opens the mode
/// asked for: from then on a mode asked for is opened at once, and one asked for before is
/// opened now.
pub(crate) fn carry(ui: Ui, go: fn(Ui)) {
    CARRY.set(Some(go));
    go(ui);
}

/// `mode` was opened through its door: if it is still the one asked for, the request is done.
pub(crate) fn opened(ui: Ui, mode: Mode) {
    if asked() == Some(mode) {
        ASKED.set(0);
        mark(ui);
    }
}

/// The part of the mode asked for could not be had: the line says so in place of "Loading".
pub(crate) fn unavailable() {
    if let Some(line) = document().get_element_by_id("nav-loading") {
        line.set_text_content(Some(&shell::not_loaded()));
    }
}

/// A click in the navigation (from the page's click handler, which serves the toolbar too): a
/// link asks for its mode, unless the mode is open or asked for already.
pub(crate) fn clicked(ui: Ui, event: &web_sys::MouseEvent) {
    // A click with Ctrl or Meta opens the link in a new tab, as the browser does.
    if event.ctrl_key() || event.meta_key() {
        return;
    }
    let Some(mode) = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .and_then(|element| element.closest(".modes a").ok().flatten())
        .and_then(|link| Mode::ALL.into_iter().find(|mode| mode.id() == link.id()))
    else {
        return;
    };
    event.prevent_default();
    if mode != asked().unwrap_or_else(|| ui.peek(Mode::open)) {
        ASKED.set(mode as u8);
        mark(ui);
        if let Some(carry) = CARRY.get() {
            carry(ui);
        }
    }
}

/// A link's words: `full`, and `short` in its place on the narrowest phones (see
/// style/main.css). Two spans rather than a search of one in the other: a language's short
/// form need not be a part of its long one.
fn narrow(full: String, short: String) -> impl IntoView {
    view! {
        <span class="nav-full">{full}</span>
        <span class="nav-short">{short}</span>
    }
}

/// The navigation between the modes, and the line that says when one is on its way.
#[component]
pub(crate) fn ModeNav() -> impl IntoView {
    view! {
        <nav class="modes" aria-label=shell::modes_label()>
            <a href="./" id="nav-play">{shell::nav_play()}</a>
            <a href="?puzzle=daily" id="nav-train" data-part="train">{shell::nav_puzzles()}</a>
            <a href="?learn" id="nav-learn" data-part="learn">{shell::nav_learn()}</a>
            <a href="?pos=6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0" id="nav-study" data-part="study">{narrow(shell::nav_analysis(), shell::nav_analysis_short())}</a>
            <a href="?online" id="nav-online" data-part="online">{narrow(shell::nav_online(), shell::nav_online_short())}</a>
        </nav>
        <p id="nav-loading" class="nav-loading" role="status"></p>
    }
}
