//! The built page as a whole in headless Chromium: it loads under its own
//! Content-Security-Policy with no refusal and a clean console, passes an accessibility audit,
//! fits a phone's width, and the harness's window options reach it.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

use browser::{Browser, Options};

#[test]
fn page_loads_under_its_csp_with_no_violation_and_a_clean_console() {
    let browser = Browser::start(Options::default());
    browser.open("");

    let title = browser.eval("document.title");
    assert!(
        title.as_str().is_some_and(|t| t.contains("Mancala")),
        "title: {title}"
    );
    assert_eq!(
        browser.csp_reports(),
        Vec::<String>::new(),
        "the page broke its own Content-Security-Policy"
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());

    let served = browser.served();
    let wasm: Vec<&String> = served.iter().filter(|s| s.contains("_bg.wasm")).collect();
    assert!(
        !wasm.is_empty() && wasm.iter().all(|s| s.contains(" 200 application/wasm ")),
        "the app's wasm must be served as application/wasm: {served:#?}"
    );
    assert!(
        served
            .iter()
            .all(|s| s.contains(" 200 ") || s.contains(" 204 ")),
        "every request the page made must succeed: {served:#?}"
    );
    browser.close();
}

#[test]
fn a_phone_width_window_has_no_horizontal_overflow() {
    let browser = Browser::start(Options::sized(375, 700));
    browser.open("");

    assert_eq!(
        browser.eval("window.innerWidth"),
        375,
        "the window is not the width asked for"
    );
    let overflow = browser.eval(
        "{ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }",
    );
    let scroll_width = overflow["scrollWidth"].as_u64().expect("a scroll width");
    let inner_width = overflow["innerWidth"].as_u64().expect("an inner width");
    assert!(
        scroll_width <= inner_width,
        "the page scrolls sideways at 375 px: {overflow}"
    );
    browser.screenshot("smoke-375x700");
    browser.close();
}

#[test]
fn page_has_no_accessibility_violations() {
    let browser = Browser::start(Options::default());
    browser.open("");
    assert_eq!(browser.axe(), Vec::<String>::new());
    assert_eq!(
        browser.csp_reports(),
        Vec::<String>::new(),
        "the audit must not need a CSP exception"
    );
    browser.close();
}

#[test]
fn window_options_reach_the_page() {
    let browser = Browser::start(Options {
        block_storage: true,
        ..Options::reduced_motion()
    });
    browser.open("");
    assert_eq!(
        browser.eval("matchMedia('(prefers-reduced-motion: reduce)').matches"),
        true
    );
    let storage = browser.eval(
        "(() => { try { localStorage.setItem('probe', '1'); return 'usable'; } \
         catch (e) { return e.name; } })()",
    );
    assert_eq!(storage, "SecurityError", "storage must be blocked");
    browser.close();
}

/// The harness hears the console in every engine: an error and a warning written to it, an
/// uncaught exception and an unhandled rejection, on a page served by the harness, and again
/// after a reload. (Chromium's driver hands out its log; in the others the harness's own
/// script gathers it. If it did not, every check of a clean console would pass unheard.)
#[test]
fn the_console_is_heard_in_every_engine() {
    let browser = Browser::start(Options::default());
    browser.open("");
    let make_noise = |tag: &str| {
        browser.execute(&format!(
            "console.error('probe error {tag}'); console.warn('probe warning {tag}'); \
             setTimeout(() => {{ throw new Error('probe thrown {tag}'); }}); \
             Promise.reject(new Error('probe rejected {tag}'));"
        ));
        browser.frames(2);
    };
    make_noise("one");
    // Heard across a reload too: marked, so that the wait is on the page the reload brings.
    browser.note_leaving();
    browser.execute("window.beforeTheReload = true; location.reload()");
    browser.wait_until(
        "window.beforeTheReload === undefined && document.querySelector('[data-app-ready]') !== null",
        browser::TIMEOUT,
    );
    make_noise("two");
    let heard = browser.console_errors().join("\n");
    for tag in ["one", "two"] {
        for what in ["error", "warning", "thrown", "rejected"] {
            let probe = format!("probe {what} {tag}");
            assert!(heard.contains(&probe), "{probe} unheard in {heard}");
        }
    }
    browser.close();
}

/// An engine that crashes under a test ends its session, and the harness tells that apart from
/// a page that fails the test: `.ci/test` runs such a test once more, and only such a test
/// (docs/testing.md). Here the browser below the driver is killed while it shows the board.
#[test]
fn a_browser_that_dies_under_a_test_is_told_apart_from_a_failing_page() {
    let browser = Browser::start(Options::default());
    browser.open("");
    assert!(!browser.lost(), "a running browser's session is not lost");
    browser.kill_engine();
    // A wait on a session that has ended fails when the driver says so, long before its time.
    let waited = catch_unwind(AssertUnwindSafe(|| {
        browser.wait_until("false", Duration::from_secs(600));
    }));
    assert!(waited.is_err(), "a wait on a dead browser came back");
    assert!(
        browser.lost(),
        "the harness did not see that the session had ended"
    );
}
