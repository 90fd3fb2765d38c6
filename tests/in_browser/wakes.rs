//! What one change wakes in the view, in headless Chromium on the release build: the page
//! counts every time one of the view's reactive closures reads the session (`view_runs`, an
//! export of the page module), and these tests count what one clock tick, one keystroke on the
//! analysis board's editor and one step of a sowing cost. Each part of the view wakes on its
//! own, so each of these wakes only the few closures that show what it changed.
//!
//! Each count is taken from the moment the change lands in the page to the end of the task
//! that draws it, so nothing else the page does is counted.
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use browser::{Browser, Options};
use serde_json::Value;

/// A prelude (`Options::prelude`) that imports the page module's glue from the page itself, as
/// `window.__glue`: the same module the page runs. (A script that WebDriver runs imports it
/// afresh in Firefox, into a module map of its own, where the module was never started.)
const GLUE: &str = "addEventListener('DOMContentLoaded', () => { window.__glue = import(\
    new URL(document.querySelector('script[data-wasm]').dataset.js, document.baseURI).href); });";

/// The JavaScript that reads the page module's count of closure runs, as `runs()`.
const RUNS: &str = "const glue = await window.__glue;
    const runs = () => glue.view_runs();
    // Resolves after the next change under `target`, once the task that made it is over.
    const changed = (target) => new Promise((resolve) => {
        const watch = new MutationObserver(() => {
            watch.disconnect();
            setTimeout(resolve, 0);
        });
        watch.observe(target, { childList: true, characterData: true, subtree: true, attributes: true });
    });";

/// Runs an async JavaScript body after [`RUNS`] and returns what it returns.
fn counted(browser: &Browser, body: &str) -> Value {
    browser.execute(&format!("return (async () => {{ {RUNS} {body} }})();"))
}

/// Reads a count a script returned.
fn count(value: &Value, what: &str) -> u64 {
    value
        .as_u64()
        .unwrap_or_else(|| panic!("{what}: no count in {value}"))
}

#[test]
fn a_clock_tick_wakes_only_the_clock() {
    let browser = Browser::start(Options {
        prelude: Some(GLUE),
        ..Options::reduced_motion()
    });
    browser.open("vs=human&clock=1&speed=instant");
    browser.wait_until(
        "document.getElementById('time-left').textContent.includes(':')",
        browser::TIMEOUT,
    );
    let seen = counted(
        &browser,
        "const clock = document.getElementById('time-left');
        const before = clock.textContent;
        await changed(clock);
        const from = runs();
        const shown = clock.textContent;
        await changed(clock);
        return [before, shown, clock.textContent, runs() - from];",
    );
    eprintln!("one clock tick: {seen}");
    let texts: Vec<&str> = (0..3).map(|i| seen[i].as_str().unwrap_or("")).collect();
    assert!(
        texts.windows(2).all(|pair| pair[0] != pair[1]),
        "the clock showed each tick: {texts:?}"
    );
    let runs = count(&seen[3], "clock tick");
    // The clock's own line reads the session once; nothing else wakes (80 closures did when
    // every closure read the whole session).
    assert!(runs <= 1, "one clock tick woke {runs} closures");
    assert!(runs >= 1, "the clock's line ran for the tick");
    browser.close();
}

#[test]
fn a_keystroke_on_the_analysis_boards_editor_wakes_only_the_board_being_edited() {
    let browser = Browser::start(Options {
        prelude: Some(GLUE),
        ..Options::reduced_motion()
    });
    browser.open("pos=6x4.s.0-0-0-0-2-1.20.1-0-0-0-1-0.23");
    browser.wait_for("#study-edit");
    browser.click("#study-edit");
    browser.wait_for("#study .study-editor");
    browser.execute("document.getElementById('cell-1').focus()");
    browser.wait_until(
        "document.activeElement && document.activeElement.id === 'cell-1'",
        browser::TIMEOUT,
    );
    let before = browser.text("#cell-1");
    let seen = counted(
        &browser,
        "const cell = document.getElementById('cell-1');
        const from = runs();
        const done = changed(cell);
        cell.dispatchEvent(new KeyboardEvent('keydown', { key: '+', bubbles: true }));
        await done;
        return [cell.textContent, runs() - from];",
    );
    eprintln!("one editor keystroke: {seen}");
    let after: u32 = seen[0]
        .as_str()
        .unwrap_or("")
        .trim()
        .parse()
        .expect("a count");
    let before: u32 = before.trim().parse().expect("a count");
    assert_eq!(after, before + 1, "the key added a seed to the cell");
    let runs = count(&seen[1], "editor keystroke");
    assert!(
        runs <= STUDY_KEYSTROKE,
        "one keystroke woke {runs} closures"
    );
    browser.close();
}

/// What one keystroke on the editor may wake: each cell's count (fourteen), what the editor
/// refuses, the cell that changed, and the editor's own lines. Measured at 32 when the parts
/// were split (155 when every closure read the whole session).
const STUDY_KEYSTROKE: u64 = 32;

#[test]
fn a_step_of_a_sowing_wakes_only_the_board_and_the_status() {
    let browser = Browser::start(Options {
        prelude: Some(GLUE),
        ..Options::default()
    });
    browser.open("vs=human&speed=slow&motion=full");
    let seen = counted(
        &browser,
        "const board = document.querySelector('.board');
        const pit = document.getElementById('pit-s-3');
        let done = changed(board);
        pit.click();
        await done;
        const counts = [];
        for (let step = 0; step < 3; step++) {
            const from = runs();
            await changed(board);
            counts.push(runs() - from);
        }
        return counts;",
    );
    eprintln!("three sowing steps: {seen}");
    let steps: Vec<u64> = (0..3).map(|i| count(&seen[i], "sowing step")).collect();
    let most = steps.iter().copied().max().unwrap_or_default();
    assert!(most >= 1, "the board was drawn at each step: {steps:?}");
    assert!(most <= SOWING_STEP, "a sowing step woke {steps:?} closures");
    browser.close();
}

/// What one step of a sowing may wake: the board, the preview, the status line and the
/// computer's report, and the labels of the cells the step changed. Measured at 5 and 6 when
/// the parts were split (80 when every closure read the whole session).
const SOWING_STEP: u64 = 6;
