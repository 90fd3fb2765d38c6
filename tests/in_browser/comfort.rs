//! The page's comfort settings in headless Chromium. Its colours: each theme (`theme=light|dark|contrast`, and the
//! system's preference when none is named) passes the accessibility audit with its contrast
//! checks, in the game, the open menu and after a move; the choice is kept in the address and in
//! storage and applies on a reload before the page module runs; Windows contrast themes (forced
//! colours) keep the board readable; and under simulated colour-vision deficiencies every pit
//! still says its count in digits. Screenshots of each go to `target/screenshots`. Its sound:
//! no audio context is made until sound is on and the page has been used, and none once it is
//! off.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options};
use serde_json::{Value, json};

const WAIT: Duration = Duration::from_secs(10);

fn phone() -> Browser {
    Browser::start(Options {
        width: 375,
        height: 812,
        ..Options::reduced_motion()
    })
}

/// The page's background colour as the browser computes it.
fn background(browser: &Browser) -> String {
    browser
        .eval("getComputedStyle(document.body).backgroundColor")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Every pit's and store's count as the page writes it, in digits.
fn counts(browser: &Browser) -> Vec<String> {
    let counts = browser
        .eval("[...document.querySelectorAll('.board .count')].map(c => c.textContent.trim())");
    counts
        .as_array()
        .expect("a list")
        .iter()
        .map(|c| c.as_str().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn each_theme_passes_the_audit_in_the_game_the_menu_a_question_a_lesson_and_a_puzzle() {
    let browser = phone();
    let mut backgrounds = Vec::new();
    for theme in ["light", "dark", "contrast"] {
        browser.open(&format!("theme={theme}&speed=instant"));
        assert_eq!(
            browser.attr("html", "data-theme").as_deref(),
            Some(theme),
            "the page sets its theme"
        );
        assert_eq!(browser.axe(), Vec::<String>::new(), "{theme}: the game");
        browser.screenshot(&format!("theme-{theme}-375"));
        browser.click("#settings");
        browser.wait_for(".menu[open] #theme");
        assert_eq!(
            browser.eval("document.getElementById('theme').value"),
            theme
        );
        assert_eq!(
            browser.axe(),
            Vec::<String>::new(),
            "{theme}: the open menu"
        );
        browser.screenshot(&format!("theme-{theme}-375-menu"));
        browser.press("Escape");
        // A move, so the last move's marks, the move list and the computer's reply show.
        browser.click("#pit-s-3");
        browser.click("#pit-s-6");
        browser.wait_until(
            "document.querySelector('.row-bottom .pit.playable') !== null",
            WAIT,
        );
        assert_eq!(browser.axe(), Vec::<String>::new(), "{theme}: after a move");
        backgrounds.push(background(&browser));
        // A question, the lessons and a puzzle, each with its own colours.
        browser.click("#new-game");
        browser.wait_for("dialog.confirm[open] #confirm-no");
        assert_eq!(browser.axe(), Vec::<String>::new(), "{theme}: a question");
        browser.screenshot(&format!("theme-{theme}-375-question"));
        browser.click("#confirm-no");
        browser.open(&format!("theme={theme}&learn=1"));
        browser.wait_for("#learn-pit-1");
        assert_eq!(browser.axe(), Vec::<String>::new(), "{theme}: a lesson");
        browser.screenshot(&format!("theme-{theme}-375-lesson"));
        browser.open(&format!("theme={theme}&puzzle=1"));
        browser.wait_for("#train-pit-1");
        assert_eq!(browser.axe(), Vec::<String>::new(), "{theme}: a puzzle");
        browser.screenshot(&format!("theme-{theme}-375-puzzle"));
    }
    backgrounds.dedup();
    assert_eq!(
        backgrounds.len(),
        3,
        "three different pages: {backgrounds:?}"
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

/// The colours of the browser's bar (the theme-color tags), in the page's order.
fn bars(browser: &Browser) -> Vec<String> {
    let bars = browser
        .eval("[...document.querySelectorAll('meta[name=\"theme-color\"]')].map(m => m.content)");
    serde_json::from_value(bars).expect("a list of colours")
}

#[test]
fn with_no_theme_named_the_page_follows_the_system_and_a_chosen_one_is_kept() {
    let browser = phone();
    browser.cdp(
        "Emulation.setEmulatedMedia",
        json!({ "features": [{ "name": "prefers-color-scheme", "value": "dark" }] }),
    );
    browser.open("");
    assert_eq!(browser.attr("html", "data-theme"), None);
    assert_eq!(bars(&browser), ["#6e4522", "#3b2411"], "the system's pair");
    let system_dark = background(&browser);
    browser.open("theme=dark");
    assert_eq!(
        background(&browser),
        system_dark,
        "the system's dark is the dark theme"
    );
    assert_eq!(bars(&browser), ["#3b2411", "#3b2411"]);
    browser.open("theme=light");
    assert_ne!(
        background(&browser),
        system_dark,
        "light whatever the system says"
    );
    assert_eq!(
        bars(&browser),
        ["#6e4522", "#6e4522"],
        "the browser's bar light in a dark system too"
    );
    assert_eq!(
        browser.axe(),
        Vec::<String>::new(),
        "light in a dark system"
    );

    // Chosen in the menu: the address and storage keep it, and a reload opens in it.
    browser.open("");
    browser.click("#settings");
    browser.wait_for(".menu[open] #theme");
    browser.choose("theme", "contrast");
    browser.wait_until("location.search.includes('theme=contrast')", WAIT);
    assert_eq!(
        browser.attr("html", "data-theme").as_deref(),
        Some("contrast")
    );
    assert_eq!(bars(&browser), ["#000", "#000"], "the bar follows the menu");
    let stored = browser.eval("localStorage.getItem('mancala.settings')");
    assert!(
        stored
            .as_str()
            .is_some_and(|s| s.contains("\"theme\":\"contrast\"")),
        "{stored}"
    );
    browser.open_board("");
    assert_eq!(
        browser.attr("html", "data-theme").as_deref(),
        Some("contrast")
    );
    // Back to the system's: the attribute goes, and storage no longer names a theme.
    browser.click("#settings");
    browser.wait_for(".menu[open] #theme");
    browser.choose("theme", "system");
    browser.wait_until("!document.documentElement.hasAttribute('data-theme')", WAIT);
    assert_eq!(
        bars(&browser),
        ["#6e4522", "#3b2411"],
        "the system's pair again"
    );
    let stored = browser.eval("localStorage.getItem('mancala.settings')");
    assert!(
        stored.as_str().is_some_and(|s| !s.contains("theme")),
        "{stored}"
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn in_forced_colours_every_cell_is_outlined_and_the_playable_pits_stand_out() {
    let browser = phone();
    browser.cdp(
        "Emulation.setEmulatedMedia",
        json!({ "features": [{ "name": "forced-colors", "value": "active" }] }),
    );
    browser.open("speed=instant");
    assert_eq!(
        browser.eval("matchMedia('(forced-colors: active)').matches"),
        Value::Bool(true)
    );
    let border = |css: &str| {
        browser.eval(&format!(
            "(() => {{ const s = getComputedStyle(document.querySelector('{css}')); \
             return [s.borderTopWidth, s.borderTopColor]; }})()"
        ))
    };
    let (playable, waiting, store) = (
        border(".row-bottom .pit.playable"),
        border(".row-top .pit"),
        border("#store-s"),
    );
    for (name, side) in [
        ("playable", &playable),
        ("waiting", &waiting),
        ("store", &store),
    ] {
        assert_ne!(side[0], "0px", "{name}: {side}");
        assert_ne!(
            side[1], "rgba(0, 0, 0, 0)",
            "{name} has a visible edge: {side}"
        );
    }
    assert_ne!(playable[1], waiting[1], "the pits to play are marked apart");
    assert_eq!(counts(&browser).len(), 14);
    assert_eq!(browser.axe(), Vec::<String>::new());
    browser.screenshot("forced-colours-375");
    browser.close();
}

#[test]
fn under_simulated_colour_blindness_every_count_is_still_written_in_digits() {
    let browser = phone();
    browser.open("speed=instant");
    browser.click("#pit-s-3");
    for deficiency in ["protanopia", "deuteranopia", "tritanopia", "achromatopsia"] {
        browser.cdp(
            "Emulation.setEmulatedVisionDeficiency",
            json!({ "type": deficiency }),
        );
        let counts = counts(&browser);
        assert_eq!(counts.len(), 14, "{deficiency}");
        assert!(
            counts.iter().all(|c| c.parse::<u8>().is_ok()),
            "{deficiency}: {counts:?}"
        );
        // The move's marks are told in words too, not only in colour.
        assert!(
            browser.text("#status").contains("sowed pit 3: extra turn"),
            "{deficiency}"
        );
        browser.screenshot(&format!("vision-{deficiency}-375"));
    }
    browser.cdp(
        "Emulation.setEmulatedVisionDeficiency",
        json!({ "type": "none" }),
    );
    browser.close();
}

/// Counts the audio contexts the page makes, and the notes it plays, from before it loads (a
/// prelude: `Options::prelude`).
const COUNT_AUDIO: &str = "window.__contexts = 0; window.__notes = 0; \
            const Real = window.AudioContext; \
            window.AudioContext = class extends Real { \
                constructor(...args) { super(...args); window.__contexts += 1; } \
                createOscillator() { window.__notes += 1; return super.createOscillator(); } \
            };";

fn audio(browser: &Browser) -> (u64, u64) {
    let counts = browser.eval("[window.__contexts, window.__notes]");
    (
        counts[0].as_u64().expect("contexts"),
        counts[1].as_u64().expect("notes"),
    )
}

/// Plays the first pit the person can, and waits until the person may move again: at once
/// after an extra turn, else after the computer's answer.
fn play_a_move(browser: &Browser) {
    let before = browser.count("#move-log .ply");
    browser.click(".row-bottom .pit.playable");
    browser.wait_until(
        &format!(
            "document.querySelectorAll('#move-log .ply').length > {before} && \
             document.querySelector('.row-bottom .pit.playable') !== null && \
             document.getElementById('thinking').hidden"
        ),
        WAIT,
    );
}

#[test]
fn sound_makes_no_audio_until_it_is_on_and_the_page_has_been_used() {
    let browser = Browser::start(Options {
        width: 375,
        height: 812,
        prelude: Some(COUNT_AUDIO),
        ..Options::reduced_motion()
    });
    // Off by default: moves make no sound, and no audio context.
    browser.open("level=easy");
    assert_eq!(
        browser.eval("document.getElementById('sound').value"),
        "off"
    );
    play_a_move(&browser);
    assert_eq!(audio(&browser), (0, 0));
    // M turns it on; the toggle alone plays nothing, and the next move makes the one context.
    browser.press("m");
    assert!(browser.text("#status").starts_with("Sound on"));
    browser.wait_until("location.search.includes('sound=on')", WAIT);
    assert_eq!(audio(&browser).0, 0, "no context before a sound");
    play_a_move(&browser);
    let (contexts, notes) = audio(&browser);
    assert_eq!(contexts, 1);
    assert!(notes >= 1, "a note at least for the person's move: {notes}");
    assert_eq!(
        browser.eval("document.getElementById('sound').value"),
        "on",
        "the menu says so"
    );
    play_a_move(&browser);
    let (contexts, more) = audio(&browser);
    assert_eq!(contexts, 1, "one context for the page");
    assert!(more > notes);
    // M again: silence.
    browser.press("m");
    assert!(browser.text("#status").starts_with("Sound off"));
    play_a_move(&browser);
    assert_eq!(audio(&browser), (1, more));

    // On from the address, and the computer opens: the page has not been used, so its
    // opening makes no audio context.
    browser.open("sound=on&side=second&level=easy");
    browser.wait_until(
        "document.querySelector('.row-bottom .pit.playable') !== null",
        WAIT,
    );
    assert!(browser.count("#move-log .ply") >= 1);
    assert_eq!(
        browser.eval("navigator.userActivation.hasBeenActive"),
        Value::Bool(false)
    );
    assert_eq!(audio(&browser), (0, 0));
    // The first click is a gesture: from then on it sounds.
    play_a_move(&browser);
    assert_eq!(audio(&browser).0, 1);
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}
