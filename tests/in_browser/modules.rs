//! How the page's modules load and what the page does while one is missing: the worker
//! scripts are served and start on the search module, each module downloaded once; without a
//! worker the computer plays on the page and says so; the board plays while the search module
//! or the later part is still on its way; and without its later part the page says so and
//! plays on.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options};

#[test]
fn the_worker_runs_the_search_module_each_module_downloaded_once() {
    // Without the service worker, whose install fetches every file again for its cache, so
    // every wasm request seen is the page's or its worker's. (In WebKit, see the next test.)
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
fn the_page_module_is_not_asked_for_again_while_its_preload_is_on_the_way() {
    // WebKit does not hand a preload to a fetch of the same file: a fetch while the preload is
    // on its way downloads the page module a second time beside it. The page waits there until
    // the preload is in and fetches it then, from the HTTP cache that a host lets keep it (in
    // Safari; WebKit's automation profile keeps no cache, so a second request still comes,
    // after the first is answered). Other engines take the preload up at once. So, while the
    // page module is held back, it is asked for once, in every engine.
    let browser = Browser::start(Options {
        missing: vec!["/sw.js"],
        held: vec!["/mancala-"],
        host_caching: true,
        ..Options::default()
    });
    // The page is loaded from a script, as the held preload keeps the load from finishing.
    browser.execute(&format!(
        "setTimeout(() => location.assign({}))",
        serde_json::to_string(&format!("{}?lang=fr", browser.base_url())).unwrap()
    ));
    // boot.js asks for the French words after it starts the page module.
    browser.wait_until_with(
        "boot.js asks for the French words",
        Duration::from_secs(20),
        |browser| {
            browser
                .served()
                .iter()
                .any(|s| s.starts_with("GET /words-fr-"))
        },
    );
    let held = browser.held_now();
    let asked = held
        .iter()
        .filter(|path| path.ends_with("_bg.wasm"))
        .count();
    assert_eq!(
        asked, 1,
        "the page module asked for beside its preload: {held:#?}"
    );
    browser.release_held();
    browser.wait_until(
        "document.querySelector('[data-app-ready]') !== null",
        Duration::from_secs(20),
    );
    browser.close();
}

#[test]
fn without_a_worker_the_computer_plays_on_the_page_and_says_so() {
    let browser = Browser::start(Options {
        missing: vec!["/worker_loader.js"],
        ..Options::reduced_motion()
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
fn without_its_computer_part_the_page_refuses_the_computers_turn_instead_of_waiting() {
    // The part comes in a pack of its files, or file by file if the pack cannot be had.
    let browser = Browser::start(Options {
        missing: vec!["/split_computer", "/pack_computer"],
        ..Options::reduced_motion()
    });
    browser.open("speed=instant");
    // Pit 1's four seeds stop short of the store: the computer's turn.
    browser.click("#pit-s-1");
    let refused = mancala::model::words::main::no_move_found();
    browser.wait_until(
        &format!("document.getElementById('status').textContent.includes({refused:?})"),
        Duration::from_secs(10),
    );
    assert!(
        browser
            .served()
            .iter()
            .any(|s| s.contains("_computer-") && s.contains(" 404 ")),
        "the computer's part really was missing: {:#?}",
        browser.served()
    );
    browser.close();
}

#[test]
fn the_board_plays_while_the_search_module_is_held_back_and_the_computer_answers_once_in() {
    let browser = Browser::start(Options {
        held: vec!["/search-"],
        ..Options::reduced_motion()
    });
    // The requests for the search module held so far (the first page's stay held after it
    // is left, so the second page's is one more).
    let held = |browser: &Browser| {
        browser
            .held_now()
            .iter()
            .filter(|path| path.starts_with("/search-") && path.ends_with("_bg.wasm"))
            .count()
    };
    // A two-player game: both sides move while the search module has not arrived.
    browser.open("vs=human&speed=instant");
    browser.wait_until_with(
        "the search module asked for and held",
        Duration::from_secs(10),
        |browser| held(browser) > 0,
    );
    browser.click("#pit-s-1");
    browser.click("#pit-n-1");
    browser.wait_until(
        "document.getElementById('pit-n-1').getAttribute('aria-label').endsWith(' 0 seeds')",
        Duration::from_secs(5),
    );

    // Against the computer: the first move plays at once, and the computer thinks until the
    // search module is in.
    let before = held(&browser);
    browser.open("level=easy&speed=instant");
    browser.wait_until_with(
        "the search module asked for again and held",
        Duration::from_secs(10),
        |browser| held(browser) > before,
    );
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('status').textContent.startsWith('You sowed pit 1') && \
         !document.getElementById('thinking').hidden",
        Duration::from_secs(5),
    );
    // From here until the module is let through, the status is watched: a move of the
    // computer's seen in that time is one it made without its search module. The page has no
    // timer that would answer later on its own (no worker, or a worker that fails, answers on
    // the page at once), so a few drawn frames are enough for anything it would do.
    browser.execute(
        "window.released = false; window.answeredEarly = false; \
         const status = document.getElementById('status'); \
         new MutationObserver(() => { \
           if (!window.released && status.textContent.includes('Computer sowed')) \
             window.answeredEarly = true; \
         }).observe(status, { childList: true, subtree: true, characterData: true });",
    );
    browser.frames(3);
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

    browser.execute("window.released = true;");
    browser.release_held();
    browser.wait_until(
        "document.getElementById('status').textContent.includes('Computer sowed') && \
         document.getElementById('thinking').hidden",
        Duration::from_secs(20),
    );
    assert_eq!(
        browser.eval("window.answeredEarly"),
        serde_json::json!(false),
        "the computer answered while its search module was held"
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
        held: vec!["/split_later"],
        ..Options::reduced_motion()
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
        missing: vec!["/split_later"],
        ..Options::reduced_motion()
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
