//! The turn clock of a two-player game, in headless Chromium on the release build: it shows
//! the time left under the status, stands still while the page is hidden, and, when a turn's
//! minute is up, sows a pit for the player and says so. The page passes axe with the clock
//! showing.
//!
//! The expiry takes the clock's real minute: the page has nothing to speed it up for a test.
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options};

/// Makes the page believe it was hidden (or shown again), as switching tabs would.
fn set_hidden(browser: &Browser, hidden: bool) {
    browser.execute(&format!(
        "Object.defineProperty(document, 'hidden', {{ value: {hidden}, configurable: true }}); \
         document.dispatchEvent(new Event('visibilitychange'));"
    ));
}

/// The seconds a clock's line shows (`Player 1: 0:57` is 57).
fn seconds_left(line: &str) -> i64 {
    let time = line.rsplit(' ').next().unwrap_or_default();
    let (minutes, seconds) = time
        .split_once(':')
        .unwrap_or_else(|| panic!("no time in {line:?}"));
    let number = |text: &str| -> i64 { text.parse().unwrap_or_else(|_| panic!("{line:?}")) };
    number(minutes) * 60 + number(seconds)
}

#[test]
fn a_turn_clock_that_runs_out_sows_a_pit_for_the_player_and_says_so() {
    let browser = Browser::start(Options::default());
    browser.open("vs=human&clock=1&speed=instant");
    let clock = browser.text("#time-left");
    assert!(
        clock == "Player 1: 1:00" || clock == "Player 1: 0:59",
        "{clock:?}"
    );
    assert_eq!(
        browser.eval("document.getElementById('time-left').closest('[aria-live]')"),
        serde_json::Value::Null,
        "the ticking seconds are not live"
    );
    assert_eq!(
        browser.axe(),
        Vec::<String>::new(),
        "with the clock showing"
    );
    browser.click("#settings");
    assert_eq!(
        browser.eval(
            "[document.getElementById('clock').value, document.getElementById('clock').disabled]"
        ),
        serde_json::json!(["1", false])
    );
    assert_eq!(
        browser.axe(),
        Vec::<String>::new(),
        "the menu with the clock"
    );
    browser.click("#settings");

    // Hidden, the clock stops its timer, and the time the page spends hidden is not counted:
    // half a minute passes on the page's clock while it is hidden.
    browser.wait_until(
        "document.documentElement.hasAttribute('data-clock')",
        browser::TIMEOUT,
    );
    set_hidden(&browser, true);
    browser.wait_until(
        "!document.documentElement.hasAttribute('data-clock')",
        browser::TIMEOUT,
    );
    let paused = seconds_left(&browser.text("#time-left"));
    browser.execute(
        "const now = Performance.prototype.now; \
         Performance.prototype.now = function () { return now.call(this) + 30000; };",
    );
    set_hidden(&browser, false);
    browser.wait_until(
        "document.documentElement.hasAttribute('data-clock')",
        browser::TIMEOUT,
    );
    browser.wait_until(
        &format!(
            "document.getElementById('time-left').textContent.trim() !== '{}'",
            browser.text("#time-left")
        ),
        Duration::from_secs(3),
    );
    // A tick or two of real time, a few on a slow machine; the 30 hidden seconds are far past.
    let resumed = seconds_left(&browser.text("#time-left"));
    assert!(
        (paused - 5..paused).contains(&resumed),
        "{paused} s left when hidden, {resumed} s once shown again: the hidden time counted"
    );

    // The rest of the minute passes on the page's clock at once, rather than in real time: the
    // next tick finds the turn's time gone. Nothing runs out before that.
    assert!(
        !browser.text("#status").starts_with("Time ran out"),
        "the clock ran out early, with {resumed} s left"
    );
    browser.execute(&format!(
        "const later = Performance.prototype.now; \
         Performance.prototype.now = function () {{ return later.call(this) + {}; }};",
        resumed * 1000 + 500
    ));
    browser.wait_until(
        "document.getElementById('status').textContent.startsWith('Time ran out for Player 1')",
        browser::TIMEOUT,
    );
    let log = browser.move_log();
    assert!(log.starts_with("Player 1 sowed pit "), "{log}");
    assert!(!log.contains("Player 2"), "{log}");
    let status = browser.text("#status");
    assert!(
        status.contains("a pit was sown for them at random"),
        "{status}"
    );
    // The next turn has a full clock of its own.
    let clock = browser.text("#time-left");
    assert!(
        clock.ends_with(": 1:00") || clock.ends_with(": 0:59"),
        "{clock:?}"
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    assert_eq!(browser.csp_reports(), Vec::<String>::new());
    browser.close();
}
