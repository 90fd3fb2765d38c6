//! Train in the built page, in headless Chromium: the daily puzzle solved by keyboard, a streak
//! broken by a wrong move (every move's margin shown), a puzzle by link and a bad one, a
//! mistake of an analysed game found in "From your games", and axe on the modes and a puzzle.
//! The 320 px screenshot of a puzzle is the README's.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

#![cfg(not(target_arch = "wasm32"))]

mod browser;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use browser::{Browser, Options};
use mancala::model::train::puzzles::{Puzzle, daily, parse};

const WAIT: Duration = Duration::from_secs(30);

/// The shipped puzzles, as the page reads them.
fn shipped() -> Vec<Puzzle> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/public/puzzles.txt");
    parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The puzzle the page shows, by the id in its heading ("Daily puzzle: puzzle 17").
fn shown(browser: &Browser, puzzles: &[Puzzle]) -> Puzzle {
    browser.wait_for("#train-pit-1");
    let title = browser.text("#train-title");
    let id: u32 = title
        .rsplit(' ')
        .next()
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("no id in {title:?}"));
    puzzles.iter().find(|p| p.id == id).unwrap().clone()
}

fn said(browser: &Browser) -> String {
    browser.text("#train-said")
}

fn open_train(browser: &Browser) {
    browser.click("#settings");
    browser.click("#open-train");
    browser.wait_for(".train-modes");
}

#[test]
fn the_daily_puzzle_is_solved_by_keyboard_and_a_streak_ends_at_a_miss() {
    let puzzles = shipped();
    let browser = Browser::start(Options::sized(320, 800));
    browser.open("?speed=instant");
    open_train(&browser);
    browser.wait_until("document.activeElement.id === 'train-title'", WAIT);
    let violations = browser.axe();
    assert!(violations.is_empty(), "the modes: {violations:#?}");
    browser.execute("document.getElementById('train-daily').focus()");
    browser.press("Enter");
    let puzzle = shown(&browser, &puzzles);
    let today = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
        / 86_400;
    assert_eq!(
        puzzle.id,
        puzzles[daily(today as i64, puzzles.len())].id,
        "the day's"
    );
    assert!(browser.text("#train-title").starts_with("Daily puzzle"));
    // The day's puzzle has a link of its own, which a reload keeps.
    browser.wait_until("location.search === '?puzzle=daily'", WAIT);
    browser.execute("location.reload()");
    browser.wait_until(
        "(document.getElementById('train-title') || {}).textContent?.startsWith('Daily puzzle')",
        WAIT,
    );
    assert_eq!(
        shown(&browser, &puzzles).id,
        puzzle.id,
        "the same after a reload"
    );
    browser.screenshot("train-puzzle-320");
    let violations = browser.axe();
    assert!(violations.is_empty(), "a puzzle: {violations:#?}");
    // The answer by its digits, a chain move by move.
    let answer = puzzle.answer();
    for (i, pit) in answer.iter().enumerate() {
        browser.press(&pit.number().to_string());
        if i + 1 < answer.len() {
            browser.wait_until(
                "document.getElementById('train-said').textContent.includes('move again')",
                WAIT,
            );
        }
    }
    browser.wait_until(
        "document.getElementById('train-said').textContent.startsWith('Solved!')",
        WAIT,
    );
    assert!(
        said(&browser).contains("Your rating rises"),
        "{}",
        said(&browser)
    );
    browser.wait_until("document.activeElement.id === 'train-next'", WAIT);
    browser.screenshot("train-solved-320");
    browser.wait_until(
        &format!(
            "(JSON.parse(localStorage.getItem('mancala.puzzles') || '{{}}').daily_solved) === {today}"
        ),
        WAIT,
    );
    browser.press("Enter");
    browser.wait_for("#train-empty");
    browser.click("#train-modes");
    assert!(browser.text("#train-daily").contains("solved today"));

    // A streak: the first solved, the second missed.
    browser.click("#train-streak");
    let first = shown(&browser, &puzzles);
    for pit in first.answer() {
        browser.click(&format!("#train-pit-{}", pit.number()));
    }
    browser.wait_until(
        "document.getElementById('train-said').textContent.startsWith('Solved!')",
        WAIT,
    );
    browser.click("#train-next");
    browser.wait_until(
        "document.getElementById('train-title').textContent.startsWith('Streak: 1 solved')",
        WAIT,
    );
    let second = shown(&browser, &puzzles);
    assert_ne!(second.id, first.id);
    assert!(second.rating >= first.rating, "rising difficulty");
    let (wrong, _) = second.decisions[0].moves[1];
    browser.click(&format!("#train-pit-{}", wrong.number()));
    browser.wait_until(
        "document.getElementById('train-said').textContent.startsWith('Not the best')",
        WAIT,
    );
    let words = said(&browser);
    let (best, _) = second.decisions[0].answer();
    assert!(
        words.contains(&format!("The best was pit {best}")),
        "{words}"
    );
    // Every move of the decision, worded as the hints are.
    assert_eq!(
        browser.count("#train-said p"),
        1 + second.decisions[0].moves.len(),
        "{words}"
    );
    assert!(words.contains(&format!("Pit {wrong}")), "{words}");
    assert!(
        words.contains("exactly") || words.contains("draws"),
        "{words}"
    );
    browser.wait_until(
        "JSON.parse(localStorage.getItem('mancala.puzzles')).best_streak === 1",
        WAIT,
    );
    assert!(browser.text("#train-rating").contains("Best streak: 1."));
    assert!(
        browser.console_errors().is_empty(),
        "{:#?}",
        browser.console_errors()
    );
}

#[test]
fn a_puzzle_opens_by_link_and_a_bad_id_is_named() {
    let puzzles = shipped();
    let browser = Browser::start(Options::default());
    browser.open("?puzzle=2");
    let puzzle = shown(&browser, &puzzles);
    assert_eq!(puzzle.id, 2);
    assert_eq!(browser.text("#train-title"), "Puzzle 2");
    browser.open(&format!("?puzzle={}", puzzles.len() + 5));
    browser.wait_until(
        "(document.getElementById('train-problem') || {}).textContent?.startsWith('There is no puzzle')",
        WAIT,
    );
    browser.open("?puzzle=abc");
    browser.wait_for(".notice");
    assert!(
        browser.text(".notice").contains("puzzle"),
        "{}",
        browser.text(".notice")
    );
    assert!(!browser.exists("#train"));
}

#[test]
fn a_mistake_of_an_analysed_game_is_found_in_from_your_games() {
    let browser = Browser::start(Options::default());
    browser.open("?level=easy&speed=instant");
    browser.play_to_the_end();
    browser.click("#analyse");
    browser.wait_until(
        "document.querySelector('.analysis').dataset.state === 'done'",
        Duration::from_secs(180),
    );
    assert!(
        browser.count("#move-log .ply.mistake") > 0,
        "the game has mistakes"
    );
    browser.wait_until(
        "(JSON.parse(localStorage.getItem('mancala.puzzles') || '{\"mine\":[]}').mine.length) > 0",
        WAIT,
    );
    open_train(&browser);
    let button = browser.text("#train-mine");
    assert!(!button.contains("(0 to solve)"), "{button}");
    browser.click("#train-mine");
    browser.wait_for("#train-pit-1");
    assert!(browser.text("#train-title").starts_with("From your games"));
    assert!(browser.text("#train-ask").contains("better move"));
    // Its best move, from what was kept.
    let best = browser.eval(
        "JSON.parse(localStorage.getItem('mancala.puzzles')).mine.find(m => !m.solved).moves[0][0]",
    );
    browser.click(&format!("#train-pit-{best}"));
    browser.wait_until(
        "document.getElementById('train-said').textContent.startsWith('Solved!')",
        WAIT,
    );
    assert!(
        browser.console_errors().is_empty(),
        "{:#?}",
        browser.console_errors()
    );
}
