//! Measured runs of the built page: the weight of the first visit's critical path against its
//! budget, the time from navigation to an interactive board, the main thread's long tasks while
//! the computer searches, and how deep the search module sees in the worker. Each prints its
//! figures; the README reports them.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use browser::{Browser, Options};
use serde_json::json;

/// The most the first visit's critical path may weigh, gzipped: what it needs before the pits
/// can be played (the HTML, the CSS, the boot script, and the page module's glue, the loader of
/// its later parts, and its main part). The page module's later parts, the search module, the
/// service worker, the worker's loader, the manifest and the icons come after.
///
/// A ratchet: the last measured weight, 116,896 bytes, and about 0.25 KB over it, so that growth is
/// seen. (It was 116,413 before online play, whose view, socket and request are a later part of
/// their own; what it added here, 1.7 KB, is their glue, which issue 36 allows (the JavaScript
/// bindings of WebSocket, fetch with a body and Headers, 0.3 KB; the main module's imports of them,
/// their shims and the split loader's entries, with the mode's place in the session and the
/// navigation, 0.8 KB; the longer list of parts, 0.3 KB), with reading a room's invite in a link as
/// the page opens (51 bytes) and counting online games apart in the statistics (242 bytes). Then
/// 1.6 KB came back: .ci/page_module cuts out the classes of wasm-streams, which the page never
/// uses. The share sheet's bindings for a room's links added 206 bytes, a seat's mark of the queue
/// 55, and the watch on what other tabs store 47. It was 112,801 before play's controller of its
/// own, the view's parts that wake on their own and the modes' navigation, which cost 1.6, 1.0 and
/// 1.3 KB; 0.4 KB of that came back by keeping one copy of the view's read path.) The build is
/// deterministic for a given toolchain, so real growth fails it; a feature on the critical path
/// pays for itself in savings or goes into a later part, and the budget comes down as the critical
/// path shrinks. The goal it serves is a first visit within 1.2 s on the emulated slow phone
/// (tests/in_browser/load.rs; the figure is in docs/performance.md).
///
/// Issue 48 (every language) lets an English first visit grow by at most 1.5 KB, from 117,085
/// bytes to **118,585**: that is the goal, and this ratchet comes down to it. For now it guards
/// today's figure, 124,773 (124,285 before the last of the page's English became messages and a
/// link naming only a language stopped fetching the part that reads links, 340 bytes that save
/// a French first visit 0.8 s). What the words cost was found by cutting the main part out of the
/// module before and after (wasm-split-cli, then twiggy): one search of a string in another and
/// two slices of a string by index, in the navigation's short names, brought in the standard
/// library's whole panic formatting (5.5 KB gzipped, now gone). Returning a `&'static str` for a
/// message without values was tried and weighed 280 bytes more. What is left is the redraw on a
/// change of language (the mount handle kept, the start split in two), the messages' filler,
/// English's numbers and the link's language.
///
/// Then 126,136 (from 124,643 measured just before, the same day), for what a click asks for
/// coming first (issue 48): the loader's scheduler, which stops what is fetched in advance for a
/// part asked for and reads a part's pack (1.2 KB in parts.js), and the place of the modes,
/// whose part comes first (236 bytes in the main part).
/// That has not yet paid for itself, against this budget's own rule: it is owed, with the rest.
///
/// Then 126,449 (from 126,145), for two fixes: in WebKit the page module's main part is fetched
/// once its preload is in, not downloaded a second time beside it (91 bytes in boot.js, with
/// the service worker left unregistered where storage is refused; issue 47); and a saved game
/// that cannot be resumed says why in the page's language, not in the engine's English (207
/// bytes in the main part: the notice carries the reason's kind, worded when shown; issue 48).
/// Owed too.
///
/// Then 122,016: the computer player's side of the page (the worker's client and its messages,
/// with postcard) moved out of the main part into a part of its own, asked for once the board
/// is drawn (4.4 KB; the main part 105,517 from 110,174). 3.4 KB were still owed.
///
/// Now 116,037, under the goal: the glue's imports have short names in a release build
/// (`.ci/short_imports.mjs`), in the glue (7,370 bytes to 4,776) and in the main part (105,505
/// to 102,131), where wasm-bindgen's hashed names did not compress.
///
/// Then 116,065: for a visit in another language, boot.js makes the language's first number
/// formatter while the page module downloads (28 bytes), which took about 120 ms off the end
/// of a French first visit on the slow phone.
const CRITICAL_PATH_BUDGET_BYTES: u64 = 116_070;

/// The slowest median time to an interactive board allowed, in milliseconds. The last
/// measurement is in docs/performance.md; this has measured 193 ms with the second core busy,
/// and three times that still catches a page that has started doing real work before it
/// answers.
const INTERACTIVE_GUARD_MS: f64 = 600.0;

fn gzipped_size(path: &Path) -> u64 {
    let output = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(path)
        .output()
        .unwrap_or_else(|e| panic!("cannot run gzip: {e}"));
    assert!(output.status.success(), "gzip failed on {}", path.display());
    output.stdout.len() as u64
}

/// Whether the first visit needs `name` (a file of dist/) before the pits can be played.
fn on_the_critical_path(name: &str) -> bool {
    name == "index.html"
        || name == "boot.js"
        // The page's stylesheet; later.css comes with the sections under the board.
        || (name.starts_with("main-") && name.ends_with(".css"))
        || (name.starts_with("mancala-") && (name.ends_with(".js") || name.ends_with(".wasm")))
        || (name.starts_with("parts-") && name.ends_with(".js"))
}

/// Whether `name` is one of the page module's later parts (cut off by .ci/page_module).
fn a_later_part(name: &str) -> bool {
    (name.starts_with("split_") || name.starts_with("chunk_")) && name.ends_with(".wasm")
}

#[test]
fn the_critical_path_weighs_less_than_its_budget_gzipped() {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    let mut critical = 0;
    let mut total = 0;
    let mut search = 0;
    let mut later = 0;
    let mut lines = Vec::new();
    for entry in std::fs::read_dir(&dist).expect("dist/ exists: run `trunk build --release`") {
        let path = entry.expect("directory entry").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if browser::compressed_copy(&name) {
            continue;
        }
        let raw = std::fs::metadata(&path).expect("file size").len();
        let gz = gzipped_size(&path);
        let critical_file = on_the_critical_path(&name);
        lines.push(format!(
            "{name:<40} {raw:>8} {gz:>8}{}",
            if critical_file { "  critical path" } else { "" }
        ));
        if critical_file {
            critical += gz;
        }
        if name.starts_with("search-") {
            search += gz;
        }
        if a_later_part(&name) {
            later += gz;
        }
        total += gz;
    }
    lines.sort();
    println!("{}", lines.join("\n"));
    println!("critical path gzipped: {critical} bytes");
    println!("the page module's later parts gzipped: {later} bytes");
    println!("search module gzipped: {search} bytes");
    println!("total gzipped (every file of dist/): {total} bytes");
    let critical_files = lines
        .iter()
        .filter(|l| l.ends_with("critical path"))
        .count();
    assert_eq!(
        critical_files, 6,
        "expected the HTML, the CSS, the boot script and the page module's glue, loader and main \
         part on the critical path: {lines:#?}"
    );
    assert!(
        later > 0,
        "the page module's later parts (split_*.wasm) are missing: {lines:#?}"
    );
    assert!(
        search > 0,
        "the search module (search-*.js, search-*_bg.wasm) is missing: {lines:#?}"
    );
    assert!(
        critical <= CRITICAL_PATH_BUDGET_BYTES,
        "the critical path weighs {critical} bytes gzipped, over the \
         {CRITICAL_PATH_BUDGET_BYTES}-byte budget"
    );
}

#[test]
fn time_from_navigation_to_an_interactive_board() {
    let browser = Browser::start(Options::default());
    let mut times = Vec::new();
    for _ in 0..5 {
        browser.open("");
        browser.wait_until(
            "performance.getEntriesByName('mancala-interactive').length > 0",
            Duration::from_secs(10),
        );
        let ms = browser
            .eval("performance.getEntriesByName('mancala-interactive')[0].startTime")
            .as_f64()
            .expect("a number of milliseconds");
        // Interactive means a pit answers: sow one and see the board change.
        browser.click("#pit-s-3");
        browser.wait_until(
            "document.getElementById('pit-s-3').getAttribute('aria-label').endsWith(' 0 seeds')",
            Duration::from_secs(5),
        );
        times.push(ms);
    }
    times.sort_by(f64::total_cmp);
    println!(
        "navigation to interactive board, 5 loads: median {:.0} ms (min {:.0}, max {:.0})",
        times[2], times[0], times[4]
    );
    assert!(times[0] > 0.0);
    assert!(
        times[2] <= INTERACTIVE_GUARD_MS,
        "median {:.0} ms to an interactive board, over the {INTERACTIVE_GUARD_MS} ms guard",
        times[2]
    );
    browser.close();
}

/// The longest main-thread task allowed while the visit's first move is played and answered.
/// The browser compiles the page module's code lazily, function by function, the first time it
/// runs, so the first hover and the first sowing of a visit cost more than those after them.
/// With the machine's other core kept busy, 10 runs measured no task over 50 ms in 7, and 52
/// to 105 ms in the others. This guard catches a first move that starts doing real work on the
/// main thread; the 50 ms bar holds for the moves after it.
const FIRST_MOVE_TASK_GUARD_MS: u64 = 150;

#[test]
fn while_hard_plays_no_main_thread_task_passes_150_ms_on_the_first_move_or_50_ms_after() {
    let browser = Browser::start(Options::default());
    browser.open("");
    browser.execute(
        "const s = document.getElementById('level'); s.value = 'hard'; \
         s.dispatchEvent(new Event('change', { bubbles: true }));",
    );
    let observe = "window.__longTasks = []; \
         window.__observer?.disconnect(); \
         window.__observer = new PerformanceObserver(list => window.__longTasks.push( \
             ...list.getEntries().map(e => Math.round(e.duration)))); \
         window.__observer.observe({ type: 'longtask' });";
    // A move of mine (the first pit I can play), answered by the computer.
    let play_and_wait = || {
        let before = browser.count("#move-log .ply");
        press_like_a_person(&browser, ".row-bottom .pit.playable");
        browser.wait_until(
            &format!(
                "document.querySelectorAll('#move-log .ply').length > {} && \
                 document.querySelector('.row-bottom .pit.playable') !== null",
                before + 1
            ),
            Duration::from_secs(20),
        );
    };
    browser.execute(observe);
    play_and_wait();
    let first = browser.eval("window.__longTasks");
    println!("long tasks during the first move and its Hard reply: {first}");
    let longest = first
        .as_array()
        .expect("a list of durations")
        .iter()
        .filter_map(serde_json::Value::as_u64)
        .max()
        .unwrap_or(0);
    assert!(
        longest <= FIRST_MOVE_TASK_GUARD_MS,
        "a {longest} ms task during the first move, over the {FIRST_MOVE_TASK_GUARD_MS} ms guard"
    );
    browser.execute(observe);
    for _ in 0..3 {
        play_and_wait();
    }
    let long = browser.eval("window.__longTasks");
    println!("long tasks during the next three moves and Hard replies: {long}");
    assert_eq!(long, json!([]), "main-thread tasks over 50 ms");
    browser.close();
}

/// Moves the mouse onto the element, then presses and releases its button, each as its own input
/// event (the browser's, through the DevTools protocol), as a person's hand does. A WebDriver
/// click first runs the driver's own scripts in the page, to find and scroll to the element,
/// and then dispatches every event of the click at once, so a task it starts carries the
/// driver's work beside the page's.
fn press_like_a_person(browser: &Browser, selector: &str) {
    let at = browser.eval(&format!(
        "(() => {{ const r = document.querySelector('{selector}').getBoundingClientRect(); \
         return [r.left + r.width / 2, r.top + r.height / 2]; }})()"
    ));
    let (x, y) = (at[0].as_f64().expect("x"), at[1].as_f64().expect("y"));
    let mouse = |kind: &str, button: &str, clicks: u32| {
        browser.cdp(
            "Input.dispatchMouseEvent",
            json!({ "type": kind, "x": x, "y": y, "button": button, "clickCount": clicks }),
        );
    };
    mouse("mouseMoved", "none", 0);
    std::thread::sleep(Duration::from_millis(150));
    mouse("mousePressed", "left", 1);
    std::thread::sleep(Duration::from_millis(80));
    mouse("mouseReleased", "left", 1);
}

/// The depth each level must reach from the opening in the browser; the last measurement is in
/// docs/performance.md, and on a loaded machine it has been as low as Hard 17 and Expert 20
/// plies. Each ply
/// from the opening costs about 1.6 times the positions of the one before, so a guard a ply
/// under the lowest figure seen is the worker visiting well under half its positions: about
/// what a real regression costs (the transposition table or the move ordering lost, or the
/// worker handed a module compiled on the page, which halved its speed). What opt-level 3 gives
/// back over the size-tuned build is within this machine's noise, so it is measured side by
/// side rather than by this guard.
const DEPTH_GUARDS: [(&str, u32); 2] = [("hard", 16), ("expert", 19)];

#[test]
fn how_deep_hard_and_expert_search_in_the_browser_from_the_opening() {
    let browser = Browser::start(Options::reduced_motion());
    for (level, guard) in DEPTH_GUARDS {
        // A link with a setup starts a new game of it (whatever game was saved before).
        browser.open(&format!("level={level}&side=second"));
        browser.wait_until(
            "document.getElementById('search-report').textContent.includes('moves ahead')",
            Duration::from_secs(10),
        );
        let report = browser.text("#search-report");
        let depth: u32 = report
            .split("looked ")
            .nth(1)
            .and_then(|rest| rest.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no depth in {report:?}"));
        println!("{level}, from the opening, in the browser's worker: {report}");
        assert!(
            depth >= guard,
            "{level} searched only {depth} plies, under its guard of {guard}: {report}"
        );
    }
    browser.close();
}
