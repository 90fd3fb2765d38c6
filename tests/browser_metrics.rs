//! Measured runs of the built page: its weight on the wire against the budget, the time from
//! navigation to an interactive board, and the main thread's long tasks while the computer
//! searches. Each prints its figures; the README reports them.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

#![cfg(not(target_arch = "wasm32"))]

mod browser;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use browser::{Browser, Options};

/// The most the page may weigh, gzipped: everything a first visit downloads (wasm, JavaScript,
/// CSS, the manifest and the service worker) together: the goal of 150 KB, which the README's
/// figure (149,896 bytes, with hints, the analysis, play by link, the turn clock and the session
/// as a folder of parts) meets.
/// The build is deterministic for a given toolchain, so any real growth fails it; a new feature
/// pays for itself in savings.
const BUDGET_BYTES: u64 = 150_000;

/// The slowest median time to an interactive board allowed, in milliseconds. The README
/// reports 70 to 75 ms on a quiet machine, and this measured 193 ms with the second core busy;
/// three times that still catches a page that has started doing real work before it answers.
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

#[test]
fn the_page_weighs_less_than_its_budget_gzipped() {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    let mut total = 0;
    let mut lines = Vec::new();
    for entry in std::fs::read_dir(&dist).expect("dist/ exists: run `trunk build --release`") {
        let path = entry.expect("directory entry").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if [".wasm", ".js", ".css", ".webmanifest"]
            .iter()
            .any(|ext| name.ends_with(ext))
        {
            let raw = std::fs::metadata(&path).expect("file size").len();
            let gz = gzipped_size(&path);
            lines.push(format!("{name:<40} {raw:>8} {gz:>8}"));
            total += gz;
        }
    }
    lines.sort();
    println!("{}\ntotal gzipped: {total} bytes", lines.join("\n"));
    assert!(
        lines.len() >= 6,
        "expected the wasm, its glue, the page's scripts, the CSS and the manifest: {lines:?}"
    );
    assert!(
        total <= BUDGET_BYTES,
        "the page weighs {total} bytes gzipped, over the {BUDGET_BYTES}-byte budget"
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

#[test]
fn no_main_thread_task_over_50_ms_while_the_computer_plays_hard() {
    let browser = Browser::start(Options::default());
    browser.open("");
    browser.execute(
        "const s = document.getElementById('level'); s.value = 'hard'; \
         s.dispatchEvent(new Event('change', { bubbles: true }));",
    );
    browser.execute(
        "window.__longTasks = []; \
         new PerformanceObserver(list => window.__longTasks.push( \
             ...list.getEntries().map(e => Math.round(e.duration)))) \
             .observe({ type: 'longtask' });",
    );
    // Three moves of mine (the first pit I can play), each answered by the computer.
    for _ in 0..3 {
        let before = browser.count("#move-log .ply");
        browser.click(".row-bottom .pit.playable");
        browser.wait_until(
            &format!(
                "document.querySelectorAll('#move-log .ply').length > {} && \
                 document.querySelector('.row-bottom .pit.playable') !== null",
                before + 1
            ),
            Duration::from_secs(20),
        );
    }
    let long = browser.eval("window.__longTasks");
    println!("long tasks during three Hard replies: {long}");
    assert_eq!(long, serde_json::json!([]), "main-thread tasks over 50 ms");
    browser.close();
}

/// The depth each level must reach from the opening in the browser. The README reports 18 and
/// 21 plies on a quiet machine, since the worker shares the page's size-tuned module; with the
/// second core busy (a search running beside the tests) this measured 15 to 17 and 19 to 21. Each
/// ply from the opening costs about 1.6 times the positions of the one before, so two plies
/// under the README is the worker visiting well under half its positions: about what a real
/// regression costs (the transposition table or the move ordering lost, or the worker handed a
/// module compiled on the page, which halved its speed).
const DEPTH_GUARDS: [(&str, u32); 2] = [("hard", 16), ("expert", 19)];

#[test]
fn how_deep_hard_and_expert_search_in_the_browser_from_the_opening() {
    let browser = Browser::start(Options {
        reduced_motion: true,
        ..Options::default()
    });
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
