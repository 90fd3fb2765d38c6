//! How soon the board can be played as a player on a slow phone meets the page: DevTools'
//! network throttling at 1.6 Mbps down, 750 kbps up and a 150 ms round trip, the CPU four times
//! slower, a 375 px window, and the files served gzipped, as a static host serves them. The
//! time is from navigation to six playable pits (the page's `mancala-interactive` mark).
//!
//! A first visit starts from an empty cache: a fresh browser profile for each load. A second
//! visit is the next load in the same profile, with the service worker installed and in charge.
//! A return with settings kept is the load after that, once a setting has been changed and kept
//! in storage: that visit first reads what is stored, with the page module's storage part (see
//! `src/web/storage.rs`). Each prints the median of five loads, which the README reports. The goals (issue 19) are
//! 1.2 s for a first visit and 0.3 s for a second; the guards below hold today's figures with a
//! margin for this noisy machine, so that a regression fails while the goals are being worked
//! towards.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options};
use serde_json::json;

/// Loads measured for each figure; the median is reported.
const LOADS: usize = 5;

/// The slowest median first visit allowed, in milliseconds. The goal is 1.2 s on the emulated
/// phone; the last measurement is in docs/performance.md. A busy machine has measured up to
/// about 1.6 s, so the guard stays above that.
const FIRST_VISIT_GUARD_MS: f64 = 2_000.0;

/// The slowest median second visit allowed, in milliseconds (for a return with settings kept,
/// too). The goal is 300 ms on the emulated phone; the last quiet measurement is in
/// docs/performance.md. On this shared 2-core machine the same build has measured from about
/// 200 ms with the other core idle to over 800 ms with it busy, so the guard stays loose: it
/// catches a page that has gone badly wrong, not a miss of the goal, which docs/performance.md
/// reports.
const SECOND_VISIT_GUARD_MS: f64 = 1_100.0;

/// A phone-sized browser with a fresh profile, served gzipped files.
fn phone() -> Browser {
    Browser::start(Options {
        gzip: true,
        ..Options::sized(375, 812)
    })
}

/// Slows the browser's page down to the emulated phone and its network.
fn throttle(browser: &Browser) {
    browser.cdp("Network.enable", json!({}));
    browser.cdp(
        "Network.emulateNetworkConditions",
        json!({
            "offline": false,
            "latency": 150,
            // Bytes a second: 1.6 Mbps down, 750 kbps up.
            "downloadThroughput": 200_000,
            "uploadThroughput": 93_750
        }),
    );
    browser.cdp("Emulation.setCPUThrottlingRate", json!({ "rate": 4 }));
}

/// Loads the page and returns the milliseconds from navigation to a playable board.
fn load(browser: &Browser) -> f64 {
    load_of(browser, "")
}

/// Loads the page with `query` and returns the milliseconds from navigation to a playable
/// board.
fn load_of(browser: &Browser, query: &str) -> f64 {
    browser.open(query);
    browser.wait_until(
        "performance.getEntriesByName('mancala-interactive').length > 0 \
         && document.querySelectorAll('.row [aria-disabled=\"false\"]').length === 6",
        Duration::from_secs(30),
    );
    browser
        .eval("performance.getEntriesByName('mancala-interactive')[0].startTime")
        .as_f64()
        .expect("a number of milliseconds")
}

/// What the page fetched, from when to when: the page itself, then one file a line.
fn waterfall(browser: &Browser) -> String {
    browser
        .execute(
            "const n = performance.getEntriesByType('navigation')[0]; \
             return [`the page: asked ${Math.round(n.requestStart)}, first byte \
             ${Math.round(n.responseStart)}, in ${Math.round(n.responseEnd)}, parsed \
             ${Math.round(n.domInteractive)} ms`].concat(\
             performance.getEntriesByType('resource').map(e => \
             `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ms \
             ${e.name.replace(location.origin, '')} (${e.encodedBodySize} B)`)).join('\\n')",
        )
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The median of a handful of figures, with the lowest and highest.
fn median(mut times: Vec<f64>) -> (f64, f64, f64) {
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2], times[0], times[times.len() - 1])
}

#[test]
fn a_first_and_a_second_visit_on_an_emulated_slow_phone() {
    let mut first = Vec::new();
    let mut second = Vec::new();
    let mut settings_kept = Vec::new();
    for run in 0..LOADS {
        let browser = phone();
        throttle(&browser);
        first.push(load(&browser));
        if run == 0 {
            // The first visit's waterfall: what was fetched, from when to when.
            println!("first visit, as fetched:\n{}", waterfall(&browser));
        }
        // The service worker is ready once it has installed, with every file in its cache.
        browser.execute(
            "navigator.serviceWorker.ready.then(() => { window.serviceWorkerReady = true; });",
        );
        browser.wait_until(
            "window.serviceWorkerReady === true",
            Duration::from_secs(30),
        );
        second.push(load(&browser));
        // A setting changed, kept in storage, and a return.
        browser.choose("speed", "fast");
        browser.wait_until(
            "localStorage.getItem('mancala.settings') !== null",
            Duration::from_secs(30),
        );
        settings_kept.push(load(&browser));
        assert_eq!(
            browser.eval("document.getElementById('speed').value"),
            "fast",
            "the return visit read the kept settings"
        );
        let served = browser.served();
        assert!(
            served
                .iter()
                .any(|s| s.contains("_bg.wasm 200") && s.ends_with(" gzip")),
            "the wasm went gzipped, as a static host sends it: {served:#?}"
        );
        browser.close();
    }
    let (first, first_low, first_high) = median(first);
    let (second, second_low, second_high) = median(second);
    let (kept, kept_low, kept_high) = median(settings_kept);
    println!(
        "emulated slow phone, {LOADS} loads each: first visit median {first:.0} ms \
         (min {first_low:.0}, max {first_high:.0}); second visit median {second:.0} ms \
         (min {second_low:.0}, max {second_high:.0}); return with settings kept median {kept:.0} ms \
         (min {kept_low:.0}, max {kept_high:.0})"
    );
    assert!(
        first <= FIRST_VISIT_GUARD_MS,
        "a first visit took {first:.0} ms (median), over the {FIRST_VISIT_GUARD_MS} ms guard"
    );
    assert!(
        second <= SECOND_VISIT_GUARD_MS,
        "a second visit took {second:.0} ms (median), over the {SECOND_VISIT_GUARD_MS} ms guard"
    );
    assert!(
        kept <= SECOND_VISIT_GUARD_MS,
        "a return with settings kept took {kept:.0} ms (median), over the \
         {SECOND_VISIT_GUARD_MS} ms guard"
    );
}

/// One round trip of the emulated phone's network, in milliseconds: how much slower a first
/// visit in French may be than one in English (issue 48's goal).
const ROUND_TRIP_MS: f64 = 150.0;

/// What this guard allows today, in milliseconds, until the goal of a round trip is met.
/// Measured 202 ms (medians of 1,398 and 1,196 ms): the pack and the part that reads it (the
/// `words` split point, preloaded by boot.js in one request, its pack) share the line with the
/// main part, about 22 KB, and reading the pack takes the rest. With the part as seven files it
/// was 316 ms; before, the part was fetched only once the module ran (600 ms), and before that a
/// link naming the language also fetched the part that reads links and storage (1,377 ms).
/// With the page module writing the board's whole numbers itself, so that the first drawing
/// makes no `Intl` number formatter (about 115 ms), three runs measured 164, 229 and 130 ms;
/// what is left is mostly the bytes.
const FRENCH_GUARD_MS: f64 = 350.0;

/// A first visit in French fetches its pack beside the page module (boot.js starts it), so it
/// should be slower than one in English by at most a round trip ([`ROUND_TRIP_MS`]; guarded at
/// [`FRENCH_GUARD_MS`] for now). The loads alternate, so that a busy moment of the machine
/// falls on both.
#[test]
fn a_first_visit_in_french_is_little_slower_than_in_english() {
    let mut english = Vec::new();
    let mut french = Vec::new();
    for _ in 0..LOADS {
        for (times, query) in [(&mut english, ""), (&mut french, "lang=fr")] {
            let browser = phone();
            throttle(&browser);
            times.push(load_of(&browser, query));
            let lang = browser.eval("document.documentElement.lang");
            let expected = if query.is_empty() { "en" } else { "fr" };
            assert_eq!(lang, expected, "the board was playable in its language");
            if times.len() == 1 {
                println!(
                    "first visit ({expected}), as fetched:\n{}",
                    waterfall(&browser)
                );
            }
            browser.close();
        }
    }
    let (english, english_low, english_high) = median(english);
    let (french, french_low, french_high) = median(french);
    println!(
        "emulated slow phone, {LOADS} first visits each: English median {english:.0} ms \
         (min {english_low:.0}, max {english_high:.0}); French median {french:.0} ms \
         (min {french_low:.0}, max {french_high:.0})"
    );
    println!(
        "French is {:.0} ms slower; the goal is a round trip, {ROUND_TRIP_MS} ms",
        french - english
    );
    assert!(
        french - english <= FRENCH_GUARD_MS,
        "a first visit in French took {french:.0} ms (median), {:.0} ms more than in English \
         ({english:.0} ms): over the {FRENCH_GUARD_MS} ms guard",
        french - english
    );
}

/// The goal for the median time from a click on a mode's link, the moment the board shows, to
/// the mode being usable, in milliseconds (issue 48: what a click asks for comes first).
const CLICK_AT_ONCE_GOAL_MS: f64 = 800.0;

/// What the test allows: the goal and a margin for this noisy machine, as the other guards here
/// have. Measured 587 to 667 ms with the machine quiet, and up to 742 ms just after a build; the
/// last quiet measurement is in docs/performance.md.
const CLICK_AT_ONCE_GUARD_MS: f64 = 1_000.0;

/// A mode clicked the moment the board shows, on a first visit on the slow phone: its part goes
/// ahead of the later part, which the page has just started to fetch in advance and which the
/// mode does not need, and comes in one request (its pack). The time is from the click to the
/// mode's first control on the page, with the line saying it is on its way gone.
#[test]
fn a_mode_clicked_as_the_board_shows_comes_ahead_of_what_is_fetched_in_advance() {
    for (link, part, usable) in [
        ("nav-study", "study", "#study button"),
        ("nav-learn", "learn", "#lesson-1"),
        ("nav-train", "train", "#train-daily"),
    ] {
        let mut times = Vec::new();
        for run in 0..3 {
            let browser = phone();
            throttle(&browser);
            browser.open_board("");
            // Clicked at once, and timed in the page from the click to the first moment the mode
            // is usable, seen by an observer of every change.
            browser.execute(&format!(
                "const clicked = performance.now();
                 const usable = () => document.querySelector({usable:?}) !== null
                     && document.getElementById('nav-loading').textContent === '';
                 new MutationObserver((_, watch) => {{
                     if (usable()) {{
                         window.usableAfter = performance.now() - clicked;
                         watch.disconnect();
                     }}
                 }}).observe(document, {{ subtree: true, childList: true, characterData: true }});
                 document.getElementById({link:?}).click();"
            ));
            browser.wait_until("window.usableAfter !== undefined", Duration::from_secs(30));
            times.push(
                browser
                    .eval("window.usableAfter")
                    .as_f64()
                    .expect("a number of milliseconds"),
            );
            browser.wait_for("[data-later]");
            if run == 0 {
                println!(
                    "{link} clicked at once, as fetched:\n{}",
                    waterfall(&browser)
                );
            }
            // The mode's part came in one request, done before the later part's last file.
            let order = browser.execute(&format!(
                "const files = performance.getEntriesByType('resource');
                 const ended = (name) => files.filter(e => e.name.includes(name) && e.encodedBodySize > 0)
                     .map(e => e.responseEnd);
                 return [ended('/pack_{part}-'), ended('/split_{part}-'), Math.max(...ended('/split_later-'))];"
            ));
            let [pack, alone, later] = [&order[0], &order[1], &order[2]];
            assert_eq!(
                alone,
                &json!([]),
                "{link}: its part was fetched file by file"
            );
            let pack = pack[0].as_f64().expect("the mode's pack was fetched");
            assert!(
                pack < later.as_f64().unwrap(),
                "{link}: its pack came in at {pack} ms, after the later part ({later} ms)"
            );
            assert_eq!(browser.console_errors(), Vec::<String>::new(), "{link}");
            browser.close();
        }
        let (time, low, high) = median(times);
        println!(
            "emulated slow phone, {link} clicked as the board shows: usable after a median of \
             {time:.0} ms (min {low:.0}, max {high:.0}); the goal is {CLICK_AT_ONCE_GOAL_MS} ms"
        );
        assert!(
            time <= CLICK_AT_ONCE_GUARD_MS,
            "{link}: usable {time:.0} ms after the click (median), over the \
             {CLICK_AT_ONCE_GUARD_MS} ms guard (the goal is {CLICK_AT_ONCE_GOAL_MS} ms)"
        );
    }
}
