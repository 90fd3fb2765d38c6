//! What an engine or a host may lack, in each engine: an engine under the page's floor is told
//! so and named browsers that work; a page module that cannot be had is said plainly rather
//! than leaving a blank page; a host that sends wasm under another type still gets the whole
//! page; sound without `navigator.userActivation` raises no error; and without full screen
//! (Safari on an iPhone) its button is not offered.
//!
//! An older engine is played by the current ones with a prelude (`Options::prelude`), a script
//! the test's server runs before the page's own, that takes away what such an engine lacks.

use std::time::Duration;

use crate::browser::{Browser, Options, READY_SELECTOR};

const WAIT: Duration = Duration::from_secs(20);

/// Opens the page, which will not get ready, and returns what it says in place of the board.
fn said_plainly(browser: &Browser) -> String {
    browser
        .block_on(browser.client().goto(browser.base_url()))
        .expect("the page loads");
    browser.wait_until("document.querySelector('.boot-failure') !== null", WAIT);
    assert!(
        !browser.exists(READY_SELECTOR),
        "no board behind the notice"
    );
    assert_eq!(
        browser.attr(".boot-failure", "role").as_deref(),
        Some("alert")
    );
    browser.text(".boot-failure")
}

#[test]
fn an_engine_under_the_floor_is_told_so_and_named_browsers_that_work() {
    for prelude in [
        // An engine without <dialog> (Firefox before 98, Safari before 15.4).
        "delete window.HTMLDialogElement;",
        // An engine whose WebAssembly lacks reference types, multiple results or bulk memory:
        // it refuses to compile the page module.
        "WebAssembly.instantiateStreaming = WebAssembly.instantiate = () => \
         Promise.reject(new WebAssembly.CompileError('reference types are not enabled'));",
    ] {
        let browser = Browser::start(Options {
            prelude: Some(prelude),
            ..Options::default()
        });
        let said = said_plainly(&browser);
        assert_eq!(
            said,
            "This browser is too old for Mancala. Safari 15.4, Firefox 98, or Chrome or Edge 96, \
             or later, will play it."
        );
        // The page module never ran: nothing of it asked for its later parts.
        assert!(
            !browser.served().iter().any(|s| s.contains("chunk_")),
            "{prelude}: {:#?}",
            browser.served()
        );
        browser.close();
    }
}

#[test]
fn a_page_module_that_cannot_be_had_is_said_plainly_not_left_blank() {
    let browser = Browser::start(Options {
        missing: vec!["/mancala-"],
        ..Options::default()
    });
    let said = said_plainly(&browser);
    assert!(
        said.starts_with("Mancala could not start (")
            && said.ends_with("Reload the page to try again."),
        "{said}"
    );
    browser.close();
}

#[test]
fn a_host_that_sends_wasm_under_another_type_still_gets_the_whole_page() {
    let browser = Browser::start(Options {
        wasm_type: Some("application/octet-stream"),
        ..Options::reduced_motion()
    });
    browser.open("?level=easy");
    // Every later part came and was compiled: the sections under the board are there, and none
    // says it could not be had.
    browser.wait_until(
        "document.getElementById('help') !== null && document.querySelector('.not-loaded') === null",
        WAIT,
    );
    assert!(
        browser
            .served()
            .iter()
            .any(|s| s.contains("chunk_") && s.contains("application/octet-stream")),
        "{:#?}",
        browser.served()
    );
    // And the computer, whose module came the same way, answers.
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('status').textContent.includes('Computer sowed')",
        WAIT,
    );
    browser.close();
}

#[test]
fn sound_in_an_engine_without_user_activation_raises_no_error() {
    // As in Safari before 16.4 and Firefox before 120.
    let browser = Browser::start(Options {
        prelude: Some("delete Navigator.prototype.userActivation;"),
        ..Options::reduced_motion()
    });
    browser.open("?level=easy");
    assert_eq!(browser.eval("navigator.userActivation === undefined"), true);
    browser.find("#pit-s-1");
    browser.press("m");
    browser.click("#pit-s-3");
    browser.wait_until(
        "document.getElementById('status').textContent.includes('Your turn')",
        WAIT,
    );
    browser.click("#pit-s-6");
    browser.wait_until(
        "document.getElementById('status').textContent.includes('Computer sowed')",
        WAIT,
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn without_full_screen_its_button_is_not_offered_and_f_does_nothing() {
    // As in Safari on an iPhone: no fullscreenEnabled, and no requestFullscreen on elements.
    let browser = Browser::start(Options {
        prelude: Some(
            "delete Document.prototype.fullscreenEnabled; \
             delete Element.prototype.requestFullscreen;",
        ),
        ..Options::default()
    });
    browser.open("");
    assert!(
        browser.exists("#full-screen[hidden]"),
        "the button is hidden"
    );
    browser.find("#pit-s-1");
    browser.press("f");
    browser.frames(2);
    assert_eq!(
        browser.eval("document.fullscreenElement"),
        serde_json::Value::Null
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();

    // Where it can, the button is there.
    let browser = Browser::start(Options::default());
    browser.open("");
    assert!(browser.exists("#full-screen:not([hidden])"));
    browser.close();
}
