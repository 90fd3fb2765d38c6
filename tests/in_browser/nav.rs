//! The modes' navigation in the built page, in headless Chromium: a named landmark with Play,
//! Puzzles, Learn, the analysis board and online play on the first screen at 320, 375 and
//! 1,280 px (on one line wide, two at most on a phone), whose `aria-current` follows the mode
//! open (opened by a click, by keyboard or by a link), whose links are the modes' addresses,
//! and whose Play gives the game back as it was. A mode, or the ⋯ menu, opened before its part
//! of the page module has come says that it is on its way; a mode whose part cannot be had
//! says so. At 375 × 667 the whole board is on the first screen under the navigation and the
//! toolbar.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options};
use serde_json::json;

const WAIT: Duration = Duration::from_secs(30);

/// The modes' links, in order: id, accessible name, and the mode's view.
const ENTRIES: [(&str, &str, &str); 5] = [
    ("nav-play", "Play", ".board-area"),
    ("nav-train", "Puzzles", "#train"),
    ("nav-learn", "Learn", "#learn"),
    ("nav-study", "Analysis board", "#study"),
    ("nav-online", "Play online", "#online"),
];

/// The ids of the links marked `aria-current`, and the value of each mark.
fn current(browser: &Browser) -> Vec<String> {
    let marked = browser.eval(
        "[...document.querySelectorAll('.modes [aria-current]')].map(e => e.id + '=' + \
         e.getAttribute('aria-current'))",
    );
    serde_json::from_value(marked).unwrap()
}

/// Marks the document, so that a later check can tell that the page was not loaded again.
fn mark_the_page(browser: &Browser) {
    browser.execute("window.stillTheSamePage = true;");
}

fn same_page(browser: &Browser) -> bool {
    browser.eval("window.stillTheSamePage === true") == json!(true)
}

#[test]
fn the_modes_are_a_named_landmark_on_the_first_screen_at_every_width() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?speed=instant");
    let landmark = browser.eval(
        "(() => { const nav = document.querySelector('nav.modes'); \
         return [nav.getAttribute('aria-label'), \
         [...nav.querySelectorAll('a[href]')].map(a => [a.id, a.innerText])]; })()",
    );
    let entries: Vec<_> = ENTRIES
        .iter()
        .map(|(id, name, _)| json!([id, name]))
        .collect();
    assert_eq!(landmark, json!(["Modes", entries]));
    assert_eq!(current(&browser), ["nav-play=page"]);
    for (width, height) in [(320, 568), (375, 667), (1280, 800)] {
        browser.viewport(width, height);
        // Each link whole on the first screen, and readable: its box within the window.
        let outside = browser.eval(&format!(
            "[...document.querySelectorAll('nav.modes a')].filter(a => {{ \
               const r = a.getBoundingClientRect(); \
               return r.width === 0 || r.left < 0 || r.right > {width} || r.top < 0 \
                 || r.bottom > {height}; }}).map(a => a.id)"
        ));
        assert_eq!(outside, json!([]), "at {width} × {height}");
        // The narrowest phones show the analysis board's short name in place of its long one.
        let shown = if width <= 360 {
            "Analysis"
        } else {
            "Analysis board"
        };
        assert_eq!(
            browser.eval("document.getElementById('nav-study').innerText"),
            json!(shown),
            "at {width} px"
        );
        let links = browser.eval(
            "new Set([...document.querySelectorAll('nav.modes a')]\
             .map(a => Math.round(a.getBoundingClientRect().top))).size",
        );
        // Five modes fit one line on a tablet or wider; a phone may give them two.
        let most = if width < 600 { 2 } else { 1 };
        let lines = links.as_u64().unwrap_or(99);
        assert!(lines <= most, "the five on {lines} lines at {width} px");
    }
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn a_click_opens_each_mode_where_its_link_points_and_marks_it_without_a_reload() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?speed=instant");
    mark_the_page(&browser);
    for (id, _, view) in [ENTRIES[1], ENTRIES[2], ENTRIES[3], ENTRIES[0]] {
        browser.click(&format!("#{id}"));
        browser.wait_for(view);
        browser.wait_until(
            &format!("document.getElementById('{id}').getAttribute('aria-current') === 'page'"),
            WAIT,
        );
        assert_eq!(current(&browser), [format!("{id}=page")], "{id}");
        // Marked by more than colour: bold and underlined, in every engine (WebKit drops a
        // `text-decoration` shorthand that holds a thickness).
        let mark = browser.eval(&format!(
            "(() => {{ const s = getComputedStyle(document.getElementById('{id}')); \
             return s.fontWeight + ' ' + s.textDecorationLine; }})()"
        ));
        assert_eq!(mark, "700 underline", "{id}");
        // The address is the one the link holds, except where opening the mode wrote none
        // before the navigation either: Play's is the settings in force, and Puzzles opens on
        // its list of modes, which has no address (its link is the daily puzzle's).
        let href = browser.eval(&format!(
            "new URL(document.getElementById('{id}').href).search"
        ));
        let expected = match id {
            "nav-play" | "nav-train" => "?speed=instant".to_string(),
            _ => href.as_str().unwrap().to_string(),
        };
        browser.wait_until(&format!("location.search === {expected:?}"), WAIT);
        assert!(same_page(&browser), "{id}: the page was loaded again");
        assert_eq!(browser.text("#nav-loading"), "", "{id}");
    }
    assert!(!browser.exists("#train, #learn, #study"));
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn the_modes_are_reached_by_keyboard_and_play_takes_focus_back_to_the_board() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?speed=instant");
    // The navigation is the page's first stop: Play, then Puzzles, then Learn.
    browser.press("Tab");
    assert_eq!(browser.focused_attr("id").as_deref(), Some("nav-play"));
    browser.press("Tab");
    browser.press("Tab");
    assert_eq!(browser.focused_attr("id").as_deref(), Some("nav-learn"));
    browser.press("Enter");
    browser.wait_for(".lesson-list");
    browser.wait_until("document.activeElement.id === 'learn-title'", WAIT);
    assert_eq!(current(&browser), ["nav-learn=page"]);
    // Back up to the navigation, through Learn, to Play.
    let mut passed = Vec::new();
    while passed.len() < 6 && passed.last().map(String::as_str) != Some("nav-play") {
        browser.press("Shift+Tab");
        passed.push(browser.focused_attr("id").unwrap_or_default());
    }
    assert!(
        passed.ends_with(&["nav-learn".into(), "nav-train".into(), "nav-play".into()]),
        "{passed:?}"
    );
    browser.press("Enter");
    browser.wait_until(
        "document.activeElement.classList.contains('pit') && !document.getElementById('learn')",
        WAIT,
    );
    assert_eq!(current(&browser), ["nav-play=page"]);
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn a_link_to_each_mode_opens_it_with_the_navigation_showing_it() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?speed=instant");
    let hrefs = browser.eval("[...document.querySelectorAll('nav.modes a')].map(a => a.href)");
    let hrefs: Vec<String> = serde_json::from_value(hrefs).unwrap();
    // Puzzles, Learn, the board, then Play (after a mode, so that the mark must move).
    for index in [1, 2, 3, 0] {
        let (id, _, view) = ENTRIES[index];
        browser.open_url(&hrefs[index]);
        browser.wait_for(view);
        browser.wait_until(
            &format!("document.getElementById('{id}').getAttribute('aria-current') === 'page'"),
            WAIT,
        );
        assert_eq!(
            current(&browser),
            [format!("{id}=page")],
            "{}",
            hrefs[index]
        );
    }
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn play_gives_the_game_back_as_each_mode_left_it() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?vs=human&speed=instant");
    browser.press("3");
    browser.wait_until(
        "document.querySelectorAll('#move-log .ply').length === 1",
        WAIT,
    );
    let board = browser.board();
    let moves = browser.move_log();
    for (id, _, view) in [ENTRIES[2], ENTRIES[3], ENTRIES[1]] {
        browser.click(&format!("#{id}"));
        browser.wait_for(view);
        browser.click("#nav-play");
        browser.wait_until(&format!("!document.querySelector('{view}')"), WAIT);
        browser.wait_until("location.search === '?vs=human&speed=instant'", WAIT);
        assert_eq!(browser.board(), board, "after {id}");
        assert_eq!(browser.move_log(), moves, "after {id}");
        assert_eq!(current(&browser), ["nav-play=page"]);
        assert_eq!(
            browser.eval("getComputedStyle(document.querySelector('.board-area')).display"),
            "block",
            "after {id}"
        );
    }
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn a_mode_or_the_menu_opened_before_its_part_says_it_is_on_its_way() {
    let browser = Browser::start(Options {
        held: vec!["/split_later", "/split_train", "/pack_train"],
        ..Options::reduced_motion()
    });
    browser.open_board("?speed=instant");
    browser.wait_until_with("the later part held", WAIT, |browser| {
        browser
            .held_now()
            .iter()
            .any(|path| path.starts_with("/split_later-"))
    });
    // The menu, before its body.
    browser.click("#settings");
    assert_eq!(browser.text(".menu-loading"), "Loading the settings…");
    assert_eq!(
        browser.attr(".menu-loading", "role").as_deref(),
        Some("status")
    );
    browser.click("#settings");
    // Puzzles, before the later part and its own.
    browser.click("#nav-train");
    assert_eq!(browser.text("#nav-loading"), "Loading the puzzles…");
    assert_eq!(
        browser.attr("#nav-loading", "role").as_deref(),
        Some("status")
    );
    assert_eq!(current(&browser), ["nav-train=page"]);
    browser.release_held();
    browser.wait_for("#train");
    browser.wait_until(
        "document.getElementById('nav-loading').textContent === ''",
        WAIT,
    );
    assert_eq!(current(&browser), ["nav-train=page"]);
    // Back to the game, whose menu's body has come: the line has gone.
    browser.click("#nav-play");
    browser.wait_until("!document.getElementById('train')", WAIT);
    browser.click("#settings");
    browser.wait_for(".menu-body #opponent");
    assert_eq!(
        browser.eval("getComputedStyle(document.querySelector('.menu-loading')).display"),
        "none"
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

/// With the files `missing` not to be had, the mode behind `link` is asked for: the navigation
/// says it cannot be loaded, Play can be asked for again, and the game plays on.
fn a_part_not_had_is_said_and_the_game_plays_on(missing: &[&'static str], link: &str) {
    let browser = Browser::start(Options {
        missing: missing.to_vec(),
        ..Options::reduced_motion()
    });
    browser.open("?speed=instant");
    browser.click(link);
    browser.wait_until(
        "document.getElementById('nav-loading').textContent.includes('could not be loaded')",
        WAIT,
    );
    browser.click("#nav-play");
    browser.wait_until(
        "document.getElementById('nav-play').getAttribute('aria-current') === 'page'",
        WAIT,
    );
    browser.click("#pit-s-3");
    browser.wait_until(
        "document.getElementById('pit-s-3').getAttribute('aria-label').endsWith(' 0 seeds')",
        WAIT,
    );
    browser.close();
}

#[test]
fn a_mode_whose_part_cannot_be_had_says_so_and_the_game_plays_on() {
    // Its pack missing too: the loader then fetches each file alone, and meets the missing one.
    a_part_not_had_is_said_and_the_game_plays_on(&["/split_learn", "/pack_learn"], "#nav-learn");
}

#[test]
fn without_the_part_that_holds_the_modes_doors_a_mode_asked_for_says_so() {
    a_part_not_had_is_said_and_the_game_plays_on(&["/split_modes"], "#nav-train");
}

#[test]
fn a_mode_whose_pack_cannot_be_had_comes_file_by_file() {
    let browser = Browser::start(Options {
        missing: vec!["/pack_study"],
        ..Options::reduced_motion()
    });
    browser.open_board("?speed=instant");
    browser.click("#nav-study");
    browser.wait_for("#study button");
    let served = browser.served();
    assert!(
        served.iter().any(|line| line.contains("/pack_study-"))
            && served.iter().any(|line| line.contains("/split_study-")),
        "the pack was asked for, then the part's own file: {served:#?}"
    );
    // The browser's own line for the missing pack is all there is.
    let errors = browser.console_errors();
    assert!(
        errors.iter().all(|error| error.contains("/pack_study-")),
        "{errors:#?}"
    );
    browser.close();
}

#[test]
fn a_mode_opens_without_the_sections_fetched_in_advance() {
    let browser = Browser::start(Options {
        missing: vec!["/split_later"],
        ..Options::reduced_motion()
    });
    browser.open_board("?speed=instant");
    browser.click("#nav-learn");
    browser.wait_for("#lesson-1");
    browser.wait_until(
        "document.getElementById('nav-loading').textContent === ''",
        WAIT,
    );
    assert_eq!(current(&browser), ["nav-learn=page"]);
    // The sections under the board say that they could not be had; the mode is not among them.
    browser.wait_for(".not-loaded");
    browser.click("#nav-play");
    browser.wait_until("!document.getElementById('learn')", WAIT);
    browser.close();
}

#[test]
fn at_375_by_667_the_whole_board_is_on_the_first_screen_under_the_navigation_and_toolbar() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?speed=instant");
    browser.viewport(375, 667);
    let boxes = browser.eval(
        "['nav.modes', '.toolbar', '.store-top', '.row-top .pit', '.row-bottom .pit', \
          '.store-bottom'].map(s => { const r = [...document.querySelectorAll(s)]\
           .map(e => e.getBoundingClientRect()); \
           return [s, Math.min(...r.map(b => b.top)), Math.max(...r.map(b => b.bottom)), \
             Math.min(...r.map(b => b.left)), Math.max(...r.map(b => b.right))]; })",
    );
    let boxes: Vec<(String, f64, f64, f64, f64)> = serde_json::from_value(boxes).unwrap();
    for (what, top, bottom, left, right) in &boxes {
        assert!(
            *top >= 0.0 && *bottom <= 667.0 && *left >= 0.0 && *right <= 375.0,
            "{what} spans {top}..{bottom} down and {left}..{right} across: {boxes:?}"
        );
    }
    // In order: the navigation, the toolbar, then the board.
    assert!(
        boxes[0].2 <= boxes[1].1 && boxes[1].2 <= boxes[2].1,
        "{boxes:?}"
    );
    browser.screenshot("nav-375x667");
    browser.close();
}
