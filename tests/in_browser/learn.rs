//! The lessons in the built page, in headless Chromium: offered on a first visit, a lesson
//! played by keyboard alone (wrong, then right, then to its end), its progress kept across a
//! reload, opened by link, a chain half played set back, and the game set aside and given back
//! as it was. axe runs on the list and on a step; the 320 px screenshots of both are the
//! README's.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options, Shown};
use mancala::model::learn::lessons::LESSONS;

const WAIT: Duration = Duration::from_secs(30);

/// The id of the focused element.
fn focused(browser: &Browser) -> String {
    browser
        .eval("document.activeElement && document.activeElement.id")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Waits until the element `id` has focus.
fn wait_focus(browser: &Browser, id: &str) {
    browser.wait_until(&format!("document.activeElement.id === '{id}'"), WAIT);
}

/// The count a pit of the lesson's bottom row shows.
fn pit(browser: &Browser, number: u8) -> u32 {
    browser
        .text(&format!("#learn-pit-{number}"))
        .trim()
        .parse()
        .unwrap()
}

/// What a screen reader hears of a store of the lesson's board ("Your store, 1 seed"):
/// `learn-store`, the bottom row's, or `learn-store-n`, the top row's.
fn store(browser: &Browser, id: &str) -> String {
    browser.spoken(&format!("#{id} .visually-hidden"))
}

fn query(browser: &Browser) -> String {
    browser
        .eval("location.search")
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn a_newcomer_plays_a_lesson_by_keyboard_wrong_then_right_and_it_stays_done() {
    let browser = Browser::start(Options::sized(320, 800));
    browser.open("");
    // A first visit: a line under the board offers the lessons.
    browser.wait_for("#offer-lessons");
    assert!(browser.text(".learn-offer").starts_with("New to mancala?"));
    browser.screenshot("learn-offer-320");
    browser.execute("document.getElementById('offer-lessons').focus()");
    browser.press("Enter");
    browser.wait_for(".lesson-list");
    wait_focus(&browser, "learn-title");
    assert_eq!(query(&browser), "?learn");
    assert_eq!(browser.count(".lesson"), LESSONS.len());
    assert!(browser.text(".learn-intro").contains("0 of 8 done"));
    assert!(!browser.exists("#offer-lessons"), "offered once");
    browser.screenshot("learn-list-320");
    let violations = browser.axe();
    assert!(violations.is_empty(), "the list: {violations:#?}");

    // Lesson 1, by keyboard: its button, then the board's one tab stop.
    browser.execute("document.getElementById('lesson-1').focus()");
    browser.press("Enter");
    browser.wait_for("#learn-pit-1");
    wait_focus(&browser, "learn-title");
    assert_eq!(query(&browser), "?learn=1");
    assert_eq!(
        browser.text("#learn-ask"),
        format!("Goal: {}", LESSONS[0].steps[0].ask())
    );
    browser.press("Tab");
    assert_eq!(focused(&browser), "learn-close");
    browser.press("Tab");
    assert_eq!(focused(&browser), "learn-pit-1", "the board's one tab stop");
    assert_eq!(
        browser.attr("#learn-pit-1", "aria-label").as_deref(),
        Some("Your pit 1, 4 seeds")
    );
    assert_eq!(
        store(&browser, "learn-store-n"),
        "Your opponent's store, 0 seeds"
    );
    // Wrong: pit 2's last seed lands one past pit 5, and the board is set back.
    browser.press("ArrowRight");
    assert_eq!(focused(&browser), "learn-pit-2");
    browser.press("Enter");
    browser.wait_until(
        "document.getElementById('learn-said').textContent.startsWith('Not yet.')",
        WAIT,
    );
    let said = browser.text("#learn-said");
    assert!(said.contains("1 cell past your pit 5"), "{said}");
    assert!(browser.exists("#learn-said.refusal"));
    assert_eq!(pit(&browser, 2), 4, "set back");
    assert_eq!(
        browser.attr("#learn-said", "aria-live").as_deref(),
        Some("polite")
    );
    // Right, with Home then Enter: it says why, and focus goes to the way on.
    browser.press("Home");
    assert_eq!(focused(&browser), "learn-pit-1");
    browser.press("Enter");
    browser.wait_until(
        "document.getElementById('learn-said').textContent.startsWith('Right!')",
        WAIT,
    );
    assert!(
        browser
            .text("#learn-said")
            .contains(&LESSONS[0].steps[0].why())
    );
    wait_focus(&browser, "learn-next");
    browser.screenshot("learn-step-320");
    let violations = browser.axe();
    assert!(violations.is_empty(), "a step: {violations:#?}");

    // The rest of the lesson by its digits, each step's "Next" by Enter.
    for step in &LESSONS[0].steps[1..] {
        browser.press("Enter");
        browser.wait_until(
            &format!(
                "document.getElementById('learn-ask').textContent.includes({:?})",
                step.ask()
            ),
            WAIT,
        );
        for &number in step.answer {
            browser.press(&number.to_string());
        }
        wait_focus(&browser, "learn-next");
    }
    assert!(browser.text("#learn-said").contains("end of this lesson"));
    assert_eq!(browser.text("#learn-next"), "Next lesson");
    browser.wait_until(
        "localStorage.getItem('mancala.lessons') === '{\"version\":1,\"done\":[1]}'",
        WAIT,
    );

    // Kept across a reload by link to the list.
    browser.open("?learn");
    browser.wait_for(".lesson-list");
    assert!(browser.text(".learn-intro").contains("1 of 8 done"));
    assert!(browser.exists(".lesson.done #lesson-1"));
    assert_eq!(browser.count(".lesson.done"), 1);
    assert!(
        browser.console_errors().is_empty(),
        "{:#?}",
        browser.console_errors()
    );
}

#[test]
fn the_lessons_set_a_game_aside_and_give_it_back_as_it_was() {
    let browser = Browser::start(Options::default());
    let Shown {
        board,
        moves,
        plies,
    } = browser.a_game_under_way();
    browser.click("#nav-learn");
    browser.wait_for(".lesson-list");
    assert!(!browser.exists("#offer-lessons"), "not a first visit");
    // The game's board and its keys wait meanwhile.
    assert_eq!(
        browser.eval("getComputedStyle(document.querySelector('.board-area')).display"),
        "none"
    );
    browser.click("#lesson-3");
    browser.wait_for("#learn-pit-1");
    browser.press("N");
    browser.click("#learn-close");
    browser.wait_for(".board-area");
    assert_eq!(query(&browser), "?level=easy&speed=instant");
    assert_eq!(browser.board(), board, "the game as it was");
    assert_eq!(browser.move_log(), moves);
    assert!(!browser.exists("#learn"));
    assert!(
        !browser.exists("#confirm[open]"),
        "N went to the lesson, not the game"
    );
    // And it plays on.
    browser.wait_for(".row-bottom .pit.playable");
    browser.click(".row-bottom .pit.playable");
    browser.wait_until(
        &format!("document.querySelectorAll('#move-log .ply').length > {plies}"),
        WAIT,
    );
    assert!(
        browser.console_errors().is_empty(),
        "{:#?}",
        browser.console_errors()
    );
}

#[test]
fn set_the_board_back_undoes_a_chain_half_played_and_the_step_is_still_to_do() {
    let browser = Browser::start(Options::reduced_motion());
    // Lesson 4, "Chaining extra turns": pit 6 holds 1 and pit 5 holds 2; the answer is 6 then 5.
    browser.open("?learn=4");
    browser.wait_for("#learn-pit-1");
    assert_eq!(LESSONS[3].steps[0].answer, &[6, 5]);
    let fresh = |browser: &Browser| {
        assert_eq!((pit(browser, 5), pit(browser, 6)), (2, 1));
        assert_eq!(store(browser, "learn-store"), "Your store, 0 seeds");
        assert!(
            browser
                .text("#learn-said")
                .starts_with("Choose a pit of yours to sow"),
            "{}",
            browser.text("#learn-said")
        );
    };
    fresh(&browser);
    // Half the chain: pit 6's one seed lands in the store, and the turn goes on.
    browser.click("#learn-pit-6");
    browser.wait_until(
        "document.getElementById('learn-said').textContent.startsWith('An extra turn')",
        WAIT,
    );
    assert_eq!(pit(&browser, 6), 0);
    assert_eq!(store(&browser, "learn-store"), "Your store, 1 seed");
    // "Set the board back": the step's board as it began, the same step, nothing kept.
    browser.click("#learn-again");
    browser.wait_until(
        "document.getElementById('learn-said').textContent.startsWith('Choose a pit')",
        WAIT,
    );
    fresh(&browser);
    assert_eq!(browser.text(".learn-step"), "Step 1 of 3");
    assert_eq!(query(&browser), "?learn=4");
    assert_eq!(
        browser.eval("localStorage.getItem('mancala.lessons')"),
        serde_json::Value::Null
    );
    // From there the whole chain meets the goal, and the way on replaces the set-back.
    browser.click("#learn-pit-6");
    browser.wait_until(
        "document.getElementById('learn-said').textContent.startsWith('An extra turn')",
        WAIT,
    );
    browser.click("#learn-pit-5");
    browser.wait_until(
        "document.getElementById('learn-said').textContent.startsWith('Right!')",
        WAIT,
    );
    wait_focus(&browser, "learn-next");
    assert!(
        !browser.exists("#learn-again"),
        "nothing to set back once met"
    );
    assert!(
        browser.console_errors().is_empty(),
        "{:#?}",
        browser.console_errors()
    );
}

#[test]
fn a_lesson_is_played_on_the_games_board_and_its_move_is_shown_seed_by_seed() {
    for reduced in [false, true] {
        let browser = Browser::start(match reduced {
            false => Options::sized(360, 800),
            true => Options::reduced_motion(),
        });
        // Lesson 1's first step: pit 1's four seeds go into pits 2 to 5.
        browser.open("?learn=1");
        browser.wait_for("#learn-pit-1");
        // The game's board: the seeds drawn, the stores named, the rows' names as before.
        assert_eq!(browser.count("#learn-pit-1 .seed"), 4);
        assert_eq!(browser.count("#learn .board .seed"), 48);
        assert_eq!(browser.text("#learn-store .store-name"), "You");
        assert_eq!(browser.text("#learn-store-n .store-name"), "Opponent");
        assert_eq!(
            browser.attr("#learn-pit-n-3", "aria-label").as_deref(),
            Some("Your opponent's pit 3, 4 seeds")
        );
        assert!(!browser.exists("#learn .last-played"), "nothing played yet");
        if !reduced {
            browser.screenshot("learn-board-360");
        }
        browser.watch_arrivals("#learn");
        browser.click("#learn-pit-1");
        browser.wait_until(
            "document.getElementById('learn-said').textContent.startsWith('Right!')",
            WAIT,
        );
        if !reduced {
            // Each of the four seeds is seen to land, one cell after another.
            browser.wait_until("window.arrivedIn.size === 4", WAIT);
        }
        // At rest, the move stays marked: the pit sown and the four cells it sowed.
        browser.wait_until(
            "document.querySelector('#learn-pit-1.last-played') \
             && !document.querySelector('#learn .seed.arriving') \
             && document.querySelectorAll('#learn .pit.fresh').length === 4",
            WAIT,
        );
        assert_eq!(pit(&browser, 5), 5);
        let arrived = browser.arrivals();
        match reduced {
            false => {
                assert_eq!(arrived, 4, "shown seed by seed");
                browser.viewport(1280, 900);
                browser.screenshot("learn-board-1280");
            }
            true => assert_eq!(arrived, 0, "under reduced motion the move lands at once"),
        }
        assert!(
            browser.console_errors().is_empty(),
            "{:#?}",
            browser.console_errors()
        );
    }
}
