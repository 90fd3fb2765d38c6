//! The analysis board in the built page, in headless Chromium: a position set up by keyboard
//! alone, its exact values (checked against the solver natively), shared by link and opened
//! fresh, the seeds a pit and "Analyse this position" by mouse, a move played on the board and a
//! game played from there, the way in from a game and back, and axe on both the editor and the
//! analysis. The 320 px screenshots of the editor and
//! the analysis are the README's.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options};
use mancala::engine::search::{Table, solve_moves};
use mancala::engine::{Pit, Position};

const WAIT: Duration = Duration::from_secs(30);

/// A study of few seeds: the bottom row to move, with pits 5 and 6 to choose from.
const SMALL: &str = "6x4.s.0-0-0-0-2-1.20.1-0-0-0-1-0.23";

/// The id of the focused element.
fn focused(browser: &Browser) -> String {
    browser
        .eval("document.activeElement && document.activeElement.id")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The count a cell of the analysis board shows.
fn cell(browser: &Browser, cell: usize) -> u32 {
    browser
        .text(&format!("#cell-{cell}"))
        .trim()
        .parse()
        .unwrap_or_else(|e| panic!("cell {cell}: {e}"))
}

/// Waits until the analysis has values for every legal move, and returns them as (pit,
/// value, certainty class) from the list.
fn values(browser: &Browser, moves: usize) -> Vec<(u8, i32, String)> {
    browser.wait_until(
        &format!("document.querySelectorAll('#study-values li').length === {moves}"),
        WAIT,
    );
    let read = browser.eval(
        "[...document.querySelectorAll('#study-values li')].map(li => [
            li.querySelector('[data-pit]').dataset.pit,
            li.querySelector('.study-value').textContent,
            li.className])",
    );
    read.as_array()
        .unwrap()
        .iter()
        .map(|row| {
            let pit = row[0].as_str().unwrap().parse().unwrap();
            let value = row[1].as_str().unwrap().replace('−', "-").replace('+', "");
            (
                pit,
                value.parse().unwrap(),
                row[2].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The exact value of every legal move of `text`, as the solver finds it natively.
fn solved(text: &str) -> Vec<(u8, i32)> {
    let position = Position::parse_study(text).unwrap();
    let mut values: Vec<(u8, i32)> = solve_moves(&position, &mut Table::new(16))
        .into_iter()
        .map(|(pit, value)| (pit.number(), value))
        .collect();
    values.sort();
    values
}

#[test]
fn a_position_set_up_by_keyboard_alone_is_proved_and_its_link_opens_it_fresh() {
    let browser = Browser::start(Options::sized(320, 800));
    browser.open("?speed=instant");
    // The navigation's "Analysis board", by keyboard.
    browser.execute("document.getElementById('nav-study').focus()");
    browser.press("Enter");
    browser.wait_for("#study .study-editor");
    browser.wait_until("document.activeElement.id === 'study-title'", WAIT);
    browser.press("Tab");
    assert_eq!(focused(&browser), "study-close");
    browser.press("Tab");
    assert_eq!(focused(&browser), "cell-0", "the board's one tab stop");
    assert_eq!(
        browser.attr("#cell-0", "aria-label").as_deref(),
        Some("Bottom row, pit 1, 4 seeds")
    );
    // Bottom row 0 0 0 0 2 1, its store 20; top row 1 0 0 0 1 0, its store 23.
    for count in ["0", "0", "0", "0", "2", "1"] {
        browser.press(count);
        browser.press("ArrowRight");
    }
    assert_eq!(focused(&browser), "cell-6", "past pit 6, the store");
    browser.press("20");
    browser.press("ArrowLeft");
    browser.press("ArrowUp");
    assert_eq!(
        focused(&browser),
        "cell-7",
        "above pit 6 is the top row's pit 1"
    );
    for count in ["1", "0", "0", "0", "1", "0"] {
        browser.press(count);
        browser.press("ArrowLeft");
    }
    assert_eq!(focused(&browser), "cell-13");
    browser.press("23");
    assert_eq!(
        browser.attr("#cell-13", "aria-label").as_deref(),
        Some("Top store, 23 seeds")
    );
    browser.wait_until(
        "document.getElementById('study-said').textContent.includes('Top store: 23 seeds')",
        WAIT,
    );
    // + and − change the count, and a count past the board's limit is refused at its cell.
    browser.press("+");
    assert_eq!(cell(&browser, 13), 24);
    browser.press("-");
    assert_eq!(cell(&browser, 13), 23);
    for _ in 0..25 {
        browser.press("+");
    }
    assert!(
        browser.text("#study-said").contains("at most 72"),
        "{}",
        browser.text("#study-said")
    );
    assert!(browser.exists("#cell-13.refused"));
    assert_eq!(cell(&browser, 13), 47, "the 25th seed was refused");
    // Two digits in a row make one count only when quick: after a pause, the second digit
    // is a count of its own. The pause is the page's clock moved on, not a wait.
    let pause = || {
        browser.execute(
            "const now = Performance.prototype.now; \
             Performance.prototype.now = function () { return now.call(this) + 1500; };",
        );
    };
    browser.press("2");
    assert_eq!(cell(&browser, 13), 2);
    pause();
    browser.press("3");
    assert_eq!(
        cell(&browser, 13),
        3,
        "a digit after a pause starts a new count"
    );
    pause();
    browser.press("23");
    assert_eq!(cell(&browser, 13), 23);
    assert!(!browser.exists("#cell-13.refused"));
    browser.screenshot("study-editor-320");
    let violations = browser.axe();
    assert!(violations.is_empty(), "the editor: {violations:#?}");

    browser.press("Enter");
    let found = values(&browser, 2);
    let mut got: Vec<(u8, i32)> = found.iter().map(|(p, v, _)| (*p, *v)).collect();
    got.sort();
    assert_eq!(got, solved(SMALL), "the page's values are the solver's");
    assert!(
        found.iter().all(|(_, _, class)| class == "exact"),
        "{found:?}"
    );
    browser.wait_until(
        "document.getElementById('study-progress').textContent.includes('every value proved')",
        WAIT,
    );
    let query = browser
        .eval("location.search")
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(query, format!("?pos={SMALL}"));
    browser.screenshot("study-analysis-320");
    let violations = browser.axe();
    assert!(violations.is_empty(), "the analysis: {violations:#?}");

    // The link, copied and opened in a fresh page, shows the same board and values.
    browser.allow_clipboard();
    browser.click("#study-copy");
    browser.wait_until(
        "document.getElementById('study-copied').textContent.includes('copied')",
        WAIT,
    );
    assert!(
        browser.clipboard().ends_with(&query),
        "{}",
        browser.clipboard()
    );
    let fresh = Browser::start(Options::default());
    fresh.open(&query);
    fresh.wait_for("#study-values");
    for (i, count) in [0, 0, 0, 0, 2, 1, 20, 1, 0, 0, 0, 1, 0, 23]
        .into_iter()
        .enumerate()
    {
        assert_eq!(cell(&fresh, i), count, "cell {i}");
    }
    let again = values(&fresh, 2);
    assert_eq!(again, found);
}

#[test]
fn a_move_played_on_the_board_then_a_game_from_there_that_a_reload_keeps() {
    let browser = Browser::start(Options::default());
    browser.open(&format!("?pos={SMALL}&speed=instant"));
    values(&browser, 2);
    // A digit plays that pit of the side to move; undo and redo step the board's moves.
    browser.press("5");
    browser.wait_until(
        "document.querySelectorAll('#study-log li').length === 2",
        WAIT,
    );
    let after: Position = {
        let mut position = Position::parse_study(SMALL).unwrap();
        position.play(Pit::new(5).unwrap()).unwrap();
        position
    };
    assert_eq!(
        browser.eval("location.search").as_str(),
        Some(format!("?pos={after}").as_str())
    );
    // The board is redrawn after the click: wait for it, rather than read it at once.
    let cell_shows =
        |count: u32| format!("document.getElementById('cell-4').textContent.trim() === '{count}'");
    browser.click("[data-do=undo]");
    browser.wait_until(&cell_shows(2), WAIT);
    assert_eq!(cell(&browser, 4), 2);
    browser.click("[data-do=redo]");
    browser.wait_until(&cell_shows(0), WAIT);
    assert_eq!(cell(&browser, 4), 0);
    browser.choose("study-opponent", "human");
    browser.click("#study-play");
    browser.wait_until("document.getElementById('study') === null", WAIT);
    assert!(
        browser.text("#status").contains("not counted"),
        "{}",
        browser.text("#status")
    );
    let board = browser.board();
    let address = browser
        .eval("location.search")
        .as_str()
        .unwrap()
        .to_string();
    browser.open_board(&address);
    assert_eq!(browser.board(), board, "the game from the board resumes");
}

#[test]
fn from_a_game_the_board_opens_on_the_position_shown_and_closes_back_to_the_game() {
    let browser = Browser::start(Options::default());
    browser.open("?vs=human&speed=instant");
    browser.press("3");
    browser.press("6");
    let board = browser.board();
    browser.click("#analyse-here");
    browser.wait_for("#study-values li");
    assert_eq!(
        browser.eval("document.querySelector('.board').checkVisibility()"),
        serde_json::Value::Bool(false),
        "the game's board waits out of sight"
    );
    // The top row is to move after pit 3's extra turn and pit 6.
    assert!(
        browser.text(".study-turn").starts_with("Top row to move"),
        "{}",
        browser.text(".study-turn")
    );
    browser.click("#study-close");
    browser.wait_until("document.getElementById('study') === null", WAIT);
    assert_eq!(browser.board(), board, "the game is as it was");
    assert_eq!(
        browser.eval("location.search").as_str(),
        Some("?vs=human&speed=instant")
    );
}

#[test]
fn a_bad_position_in_a_link_is_named_and_the_game_opens_instead() {
    let browser = Browser::start(Options::default());
    browser.open("?pos=6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-%E2%80%AE.0");
    let notice = browser.text(".notices");
    assert!(notice.contains("U+202E"), "{notice}");
    assert!(!browser.exists("#study"));
    assert!(browser.exists(".board"));
}

#[test]
fn the_analysis_deepens_in_the_worker_and_the_page_stays_responsive() {
    let browser = Browser::start(Options::default());
    browser.open("?pos=6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0");
    browser.execute(
        "window.__longTasks = []; \
         new PerformanceObserver(list => window.__longTasks.push( \
             ...list.getEntries().map(e => Math.round(e.duration)))) \
             .observe({ type: 'longtask' });",
    );
    // The start of standard Kalah: marked solved, with its source.
    browser.wait_for(".study-proved:not([hidden])");
    let proved = browser.text(".study-proved");
    assert!(proved.contains("wins by 8 seeds"), "{proved}");
    assert!(proved.contains("this game's own solver"), "{proved}");
    values(&browser, 6);
    // Steps come one after another: the depth grows while the page answers clicks at once.
    let depth = |browser: &Browser| -> u32 {
        let text = browser.text("#study-progress");
        text.strip_prefix("Depth ")
            .and_then(|rest| rest.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    let first = depth(&browser);
    browser.wait_until_with("a deeper step", WAIT, |b| depth(b) > first);
    assert!(
        browser.exists("#study-stop:not([hidden])"),
        "Stop is offered while it runs"
    );
    browser.click("#study-stop");
    browser.wait_until(
        "document.getElementById('study-go-on').hidden === false",
        WAIT,
    );
    let stopped = depth(&browser);
    assert!(browser.text("#study-progress").contains("stopped"));
    browser.click("#study-go-on");
    browser.wait_until_with("a deeper step after Go on", WAIT, |b| depth(b) > stopped);
    // The expected line starts with its move.
    let line = browser.text("#study-values li .study-line");
    let pit = browser
        .attr("#study-values li [data-pit]", "data-pit")
        .unwrap();
    assert!(line.starts_with(&pit), "{line} for pit {pit}");
    let long = browser.eval("window.__longTasks");
    assert_eq!(long, serde_json::json!([]), "main-thread tasks over 50 ms");
}

/// The statistics count no game at Easy in the standard rules.
fn assert_no_easy_game_counted(browser: &Browser) {
    assert_eq!(
        browser.record("standard", "easy", 0),
        "0",
        "{}",
        browser.text("#tally")
    );
}

#[test]
fn a_hint_and_a_take_back_before_the_board_are_as_they_were_after_it_and_the_game_goes_uncounted() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?level=easy&speed=instant");
    browser.click("#pit-s-1");
    browser.wait_until("!document.getElementById('hint').disabled", WAIT);
    browser.click("#hint");
    browser.wait_for("dialog.confirm[open] #confirm-yes");
    browser.click("#confirm-yes");
    browser.wait_until("document.querySelector('.pit.hinted') !== null", WAIT);
    // The hint already keeps the game out of the statistics, so the take-back asks nothing.
    browser.click("#undo");
    browser.wait_until("!document.getElementById('redo').disabled", WAIT);
    assert!(!browser.exists("dialog.confirm[open]"));
    let board = browser.board();
    let tally = browser.text("#tally");
    assert!(tally.contains("hints used 1"), "{tally}");
    // The board, opened on the position shown, and closed again.
    browser.click("#analyse-here");
    browser.wait_for("#study-values li");
    browser.click("#study-close");
    browser.wait_until("document.getElementById('study') === null", WAIT);
    assert_eq!(
        browser.board(),
        board,
        "the game is where the take-back left it"
    );
    assert_eq!(
        browser.text("#tally"),
        tally,
        "the visit's tally is unchanged"
    );
    assert!(
        browser.attr("#redo", "disabled").is_none(),
        "what was taken back can still be played again"
    );
    // Played to the end, a game with a hint and a take-back is not counted.
    browser.play_to_the_end();
    assert_no_easy_game_counted(&browser);
    assert_eq!(browser.console_errors(), Vec::<String>::new());
}

#[test]
fn a_game_played_from_the_board_to_its_end_is_not_counted() {
    let browser = Browser::start(Options::reduced_motion());
    // A few seeds from the end, the bottom row to move.
    browser.open(&format!("?pos={SMALL}&speed=instant"));
    browser.wait_for("#study-values li");
    browser.choose("study-opponent", "computer-easy");
    browser.click("#study-play");
    browser.wait_until("document.getElementById('study') === null", WAIT);
    browser.play_to_the_end();
    assert_no_easy_game_counted(&browser);
    assert_eq!(
        browser.eval("localStorage.getItem('mancala.stats')"),
        serde_json::Value::Null,
        "nothing counted, nothing stored"
    );
    // A game from the start afterwards is counted as usual.
    browser.press("n");
    browser.play_to_the_end();
    assert_eq!(
        browser.record("standard", "easy", 0),
        "1",
        "{}",
        browser.text("#tally")
    );
}

/// The counts of the analysis board's fourteen cells, in cell order.
fn cells(browser: &Browser) -> Vec<u32> {
    (0..14).map(|i| cell(browser, i)).collect()
}

#[test]
fn the_seeds_a_pit_set_the_rules_analyse_opens_the_position_set_up_and_the_game_stays_as_it_was() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?vs=human&speed=instant");
    browser.press("1");
    browser.wait_until(
        "document.querySelectorAll('#move-log .ply').length === 1",
        WAIT,
    );
    let board = browser.board();
    browser.click("#nav-study");
    browser.wait_for("#study .study-editor");
    let four = vec![4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0];
    assert_eq!(cells(&browser), four, "the start of the game's rules");
    assert_eq!(
        browser.eval("document.getElementById('study-seeds').value"),
        "4"
    );
    // Three a pit: the rules change, not the counts, and the page says the board is not a
    // start of those rules.
    browser.choose("study-seeds", "3");
    browser.wait_until(
        "location.search === '?pos=6x3.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0'",
        WAIT,
    );
    assert_eq!(cells(&browser), four);
    let note = browser.text(".study-note");
    assert!(
        note.starts_with(
            "Not reachable from a start: this board holds 48 seeds, and a game of 3 a pit \
             holds 36."
        ),
        "{note}"
    );
    // An empty board cannot be analysed: the button is off, and the page says why.
    assert_eq!(
        browser.text(".study-quick button:nth-child(2)"),
        "Empty board"
    );
    browser.click(".study-quick button:nth-child(2)");
    browser.wait_until("document.getElementById('study-done').disabled", WAIT);
    assert!(
        browser
            .text(".study-error")
            .starts_with("The board is empty"),
        "{}",
        browser.text(".study-error")
    );
    browser.click("#study-done");
    assert!(browser.exists("#study .study-editor"), "still setting up");
    // The start of three a pit, then "Analyse this position".
    assert_eq!(
        browser.text(".study-quick button:nth-child(1)"),
        "Start position"
    );
    browser.click(".study-quick button:nth-child(1)");
    browser.wait_until("!document.getElementById('study-done').disabled", WAIT);
    assert_eq!(
        cells(&browser),
        vec![3, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 0]
    );
    assert!(
        browser.exists(".study-note[hidden]"),
        "a start: nothing to note"
    );
    browser.click("#study-done");
    browser.wait_for("#study-values");
    browser.wait_until("document.activeElement.id === 'study-values'", WAIT);
    assert_eq!(browser.text("#study-title"), "Analysis board");
    assert_eq!(
        browser.eval("location.search").as_str(),
        Some("?pos=6x3.s.3-3-3-3-3-3.0.3-3-3-3-3-3.0")
    );
    // Kalah(6,3) from its start, as the board's table of solved starts gives it.
    browser.wait_for(".study-proved:not([hidden])");
    let proved = browser.text(".study-proved");
    assert!(
        proved.contains("the first player wins by 2 seeds"),
        "{proved}"
    );
    assert_eq!(values(&browser, 6).len(), 6);
    // Closed, the game is the one set aside: four a pit, its move played, its address.
    browser.click("#study-close");
    browser.wait_until("document.getElementById('study') === null", WAIT);
    assert_eq!(browser.board(), board, "the game as it was");
    assert_eq!(
        browser.eval("location.search").as_str(),
        Some("?vs=human&speed=instant")
    );
    assert!(
        browser.console_errors().is_empty(),
        "{:#?}",
        browser.console_errors()
    );
}
