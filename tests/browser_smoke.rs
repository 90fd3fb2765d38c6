//! Smoke tests of the built page in headless Chromium: it loads under its own
//! Content-Security-Policy without a refusal or a console error, its worker scripts are served
//! and start on the search module (and without them the computer plays on the page and says
//! so), the board plays while the search module is still on its way, it fits a phone's width,
//! it passes an accessibility audit, the harness's window options reach the page, and after a
//! first visit it loads and plays offline, with both modules cached.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

#![cfg(not(target_arch = "wasm32"))]

mod browser;

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
fn the_worker_runs_the_search_module_each_module_downloaded_once() {
    // Without the service worker, whose install fetches every file again for its cache (the
    // test server forbids HTTP caching), so every wasm request seen is the page's or its
    // worker's.
    let browser = Browser::start(Options {
        missing: vec!["/sw.js"],
        ..Options::default()
    });
    browser.open("");

    let content_type = browser
        .block_on(browser.client().execute_async(
            r#"
            const done = arguments[arguments.length - 1];
            fetch("worker_loader.js", { method: "HEAD" })
                .then(r => done(r.ok ? r.headers.get("content-type") : "HTTP " + r.status))
                .catch(e => done("fetch failed: " + e));
            "#,
            vec![],
        ))
        .expect("the HEAD request did not run");
    assert!(
        content_type
            .as_str()
            .is_some_and(|t| t.starts_with("text/javascript")),
        "worker_loader.js is served as {content_type}"
    );

    // The page starts its worker on the search module, handing over a copy of the bytes it
    // fetched once the page module was running: the computer answers from the worker, and each
    // module is downloaded once, the page's first.
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('status').textContent.includes('Computer sowed')",
        Duration::from_secs(20),
    );
    assert_eq!(
        browser.eval("document.querySelector('.notice') === null"),
        serde_json::json!(true),
        "the computer must answer from its worker, not on the page"
    );
    let served = browser.served();
    assert!(
        served
            .iter()
            .any(|s| s.starts_with("GET /worker_loader.js 200 text/javascript")),
        "the worker's loader was not served as JavaScript: {served:#?}"
    );
    let wasm: Vec<&String> = served.iter().filter(|s| s.contains("_bg.wasm ")).collect();
    assert_eq!(
        wasm.len(),
        2,
        "each module must be downloaded once: {served:#?}"
    );
    assert!(
        wasm[0].starts_with("GET /mancala-") && wasm[1].starts_with("GET /search-"),
        "the page module first, then the search module: {served:#?}"
    );
    assert!(
        served
            .iter()
            .any(|s| s.starts_with("GET /search-") && s.contains(".js 200 text/javascript")),
        "the worker imports the search module's glue: {served:#?}"
    );
    assert_eq!(browser.csp_reports(), Vec::<String>::new());
    // The one error expected is the missing service worker's 404.
    let errors = browser.console_errors();
    assert!(
        errors.len() <= 1 && errors.iter().all(|e| e.contains("(404)")),
        "{errors:#?}"
    );
    browser.close();
}

#[test]
fn without_a_worker_the_computer_plays_on_the_page_and_says_so() {
    let browser = Browser::start(Options {
        reduced_motion: true,
        missing: vec!["/worker_loader.js"],
        ..Options::default()
    });
    browser.open("");
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('status').textContent.includes('Computer sowed')",
        Duration::from_secs(10),
    );
    let notice = browser.text(".notice p");
    assert!(notice.contains("on the page itself"), "{notice}");
    let served = browser.served();
    assert!(
        served
            .iter()
            .any(|s| s.starts_with("GET /worker_loader.js 404")),
        "the worker really was missing"
    );
    // The page module has no search: the page imported the search module on its own thread.
    assert!(
        served
            .iter()
            .any(|s| s.starts_with("GET /search-") && s.contains("_bg.wasm 200")),
        "the search module was loaded for the page: {served:#?}"
    );
    browser.close();
}

#[test]
fn the_board_plays_while_the_search_module_is_held_back_and_the_computer_answers_once_in() {
    let browser = Browser::start(Options {
        reduced_motion: true,
        held: vec!["/search-"],
        ..Options::default()
    });
    let search_held = |browser: &Browser| {
        browser
            .held_now()
            .iter()
            .any(|path| path.starts_with("/search-") && path.ends_with("_bg.wasm"))
    };
    // A two-player game: both sides move while the search module has not arrived.
    browser.open("vs=human&speed=instant");
    browser.wait_until_with(
        "the search module asked for and held",
        Duration::from_secs(10),
        search_held,
    );
    browser.click("#pit-s-1");
    browser.click("#pit-n-1");
    browser.wait_until(
        "document.getElementById('pit-n-1').getAttribute('aria-label').endsWith(' 0 seeds')",
        Duration::from_secs(5),
    );

    // Against the computer: the first move plays at once, and the computer thinks until the
    // search module is in.
    browser.open("level=easy&speed=instant");
    browser.wait_until_with(
        "the search module asked for and held",
        Duration::from_secs(10),
        search_held,
    );
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('status').textContent.startsWith('You sowed pit 1') && \
         !document.getElementById('thinking').hidden",
        Duration::from_secs(5),
    );
    std::thread::sleep(Duration::from_millis(1500));
    assert!(
        !browser.text("#status").contains("Computer sowed"),
        "the computer answered without its search module"
    );
    assert!(
        !browser
            .served()
            .iter()
            .any(|s| s.starts_with("GET /search-")),
        "nothing of the search module was served yet"
    );

    browser.release_held();
    browser.wait_until(
        "document.getElementById('status').textContent.includes('Computer sowed') && \
         document.getElementById('thinking').hidden",
        Duration::from_secs(20),
    );
    assert_eq!(
        browser.eval("document.querySelector('.notice') === null"),
        serde_json::json!(true),
        "the computer must answer from its worker, not on the page"
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn the_board_plays_while_the_later_part_is_held_back_and_its_sections_come_once_in() {
    let browser = Browser::start(Options {
        reduced_motion: true,
        held: vec!["/split_later"],
        ..Options::default()
    });
    browser.open_board("vs=human&speed=instant");
    browser.wait_until_with(
        "the later part asked for and held",
        Duration::from_secs(10),
        |browser| {
            browser
                .held_now()
                .iter()
                .any(|path| path.starts_with("/split_later-"))
        },
    );
    // The board, the toolbar and the status line are there; the sections under the board are
    // not yet.
    for absent in ["#help", "#tally", ".analysis", "[data-later]"] {
        assert!(!browser.exists(absent), "{absent} is on the page already");
    }
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('pit-s-1').getAttribute('aria-label').endsWith(' 0 seeds')",
        Duration::from_secs(5),
    );

    browser.release_held();
    browser.wait_until(
        "document.querySelector('[data-later]') !== null",
        Duration::from_secs(10),
    );
    // The sections are whole, and the move list holds the move made before they came.
    assert!(browser.exists("#help"));
    assert!(browser.exists("#tally"));
    assert!(!browser.exists(".not-loaded"));
    assert!(
        browser.exists("#move-log [data-ply='1']"),
        "the move list shows the first move: {}",
        browser.text("#move-log")
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn without_its_later_part_the_page_says_so_and_plays_on() {
    let browser = Browser::start(Options {
        reduced_motion: true,
        missing: vec!["/split_later"],
        ..Options::default()
    });
    browser.open("vs=human&speed=instant");
    // The sections under the board, the settings menu's body and the help.
    assert_eq!(
        browser.count(".not-loaded"),
        3,
        "each place of the later sections says it could not be loaded"
    );
    assert!(
        browser.exists("details.menu .not-loaded"),
        "the menu says so too"
    );
    assert!(!browser.exists("#help"));
    browser.click("#pit-s-1");
    browser.click("#pit-n-1");
    browser.wait_until(
        "document.getElementById('pit-n-1').getAttribute('aria-label').endsWith(' 0 seeds')",
        Duration::from_secs(5),
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
    assert!(
        overflow["scrollWidth"].as_u64() <= overflow["innerWidth"].as_u64(),
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
        reduced_motion: true,
        block_storage: true,
        ..Options::default()
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

#[test]
fn after_a_first_visit_the_page_loads_and_plays_offline() {
    let browser = Browser::start(Options {
        reduced_motion: true,
        ..Options::default()
    });
    browser.open("level=easy&speed=instant");
    // The boot script names the manifest once the page module runs.
    browser.wait_until(
        "document.querySelector('link[rel=manifest]')?.href.endsWith('/manifest.webmanifest')",
        Duration::from_secs(5),
    );
    // The service worker takes control once it has copied every file the page needs.
    browser.wait_until(
        "navigator.serviceWorker.controller !== null",
        Duration::from_secs(20),
    );
    let manifest = browser.execute(
        "const r = new XMLHttpRequest(); r.open('GET', 'manifest.webmanifest', false); \
         r.send(); return JSON.parse(r.responseText);",
    );
    assert_eq!(manifest["start_url"], "./");
    assert_eq!(manifest["icons"][1]["sizes"], "512x512");
    // Both modules, each its glue and its wasm, are in the service worker's cache.
    let cached = browser
        .block_on(browser.client().execute_async(
            r#"
            const done = arguments[arguments.length - 1];
            caches.keys()
                .then(keys => Promise.all(keys.map(key => caches.open(key).then(c => c.keys()))))
                .then(lists => done(lists.flat().map(r => new URL(r.url).pathname)))
                .catch(e => done(["failed: " + e]));
            "#,
            vec![],
        ))
        .expect("the cache could not be read");
    let cached: Vec<String> = serde_json::from_value(cached).expect("a list of paths");
    for (module, file) in [
        ("/mancala-", ".js"),
        ("/mancala-", "_bg.wasm"),
        ("/parts-", ".js"),
        ("/split_later-", ".wasm"),
        ("/search-", ".js"),
        ("/search-", "_bg.wasm"),
        ("/puzzles", ".txt"),
    ] {
        assert!(
            cached
                .iter()
                .any(|path| path.starts_with(module) && path.ends_with(file)),
            "{module}*{file} is not cached: {cached:#?}"
        );
    }

    browser.set_offline(true);
    let served_before = browser.served().len();
    browser.execute(
        "document.getElementById('game').removeAttribute('data-app-ready'); location.reload();",
    );
    // The sections under the board come from the copy of their part too.
    browser.wait_until(
        "document.querySelector('[data-app-ready][data-later]') !== null \
         && document.getElementById('help') !== null && document.querySelector('.not-loaded') === null",
        Duration::from_secs(20),
    );
    assert_eq!(
        browser.served().len(),
        served_before,
        "nothing came from the server: it was down"
    );
    // A move, and the computer's answer from its worker, all from the copies.
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('status').textContent.includes('Computer sowed') && \
         document.querySelector('.row-bottom .pit.playable') !== null",
        Duration::from_secs(20),
    );
    assert!(browser.text("#status").starts_with("You sowed pit 1"));
    // The day's puzzle too, though this visit never opened Train: its file was copied with
    // the rest.
    browser.execute("location.search = '?puzzle=daily';");
    browser.wait_until(
        "(document.getElementById('train-title') || {}).textContent?.startsWith('Daily puzzle')",
        Duration::from_secs(20),
    );
    assert_eq!(
        browser.served().len(),
        served_before,
        "nothing came from the server: it was down"
    );
    browser.set_offline(false);
    browser.close();
}
