//! Real user paths through the built page in headless Chromium: a whole game by keyboard alone,
//! a two-player game with an extra turn and a capture, undo and redo, previews, reduced motion,
//! skipping an animation, full screen by key and by button, the narrow layout, the
//! accessibility audit of every view, and the screenshots the README shows.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options};

/// The game-over section's button, while the section shows.
const PLAY_AGAIN: &str = ".game-over:not([hidden]) #play-again";
use fantoccini::actions::InputSource;

const MOVE_TIMEOUT: Duration = Duration::from_secs(10);

/// Seeds in a store, from its screen-reader text ("Your store, 5 seeds").
fn store(browser: &Browser, id: &str) -> u32 {
    let text = browser
        .eval(&format!(
            "document.querySelector('#{id} .visually-hidden').textContent"
        ))
        .as_str()
        .unwrap_or_default()
        .to_string();
    text.rsplit(", ")
        .next()
        .and_then(|s| s.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no seed count in {text:?}"))
}

/// Every pit's and store's accessible text, in page order: the whole board as a string.
fn status(browser: &Browser) -> String {
    browser.text("#status")
}

/// Presses Tab until the focused element has this id (or id prefix), at most 30 times.
fn tab_to(browser: &Browser, id_prefix: &str) {
    for _ in 0..30 {
        if browser
            .focused_attr("id")
            .is_some_and(|id| id.starts_with(id_prefix))
        {
            return;
        }
        browser.press("Tab");
    }
    panic!("Tab never reached #{id_prefix}…");
}

fn wait_for_status(browser: &Browser, what: &str, condition: impl Fn(&str) -> bool) -> String {
    browser.wait_until_with(what, MOVE_TIMEOUT, |b| condition(&status(b)));
    status(browser)
}

#[test]
fn a_whole_game_against_easy_by_keyboard_alone() {
    let browser = Browser::start(Options::default());
    browser.open("");

    // Open the menu and pick Easy and reduced motion, all by keyboard.
    tab_to(&browser, "settings");
    browser.press("Enter");
    tab_to(&browser, "level");
    // Easy is the first of eight levels, four steps below Medium.
    for _ in 0..4 {
        browser.press("ArrowUp");
    }
    assert_eq!(
        browser.eval("document.getElementById('level').value"),
        "easy"
    );
    tab_to(&browser, "motion");
    browser.press("ArrowDown");
    assert_eq!(
        browser.eval("document.getElementById('motion').value"),
        "reduced"
    );
    browser.press("Escape");
    assert_eq!(
        browser.eval("document.querySelector('details.menu').open"),
        false
    );
    assert_eq!(browser.focused_attr("id").as_deref(), Some("settings"));

    // Into the row of pits: one tab stop.
    tab_to(&browser, "pit-s-");
    assert_eq!(status(&browser), "New game. Your turn.");

    let mut moves = 0;
    while !browser.exists(PLAY_AGAIN) {
        assert!(moves < 200, "the game never ended");
        let said = wait_for_status(&browser, "my turn or the end", |s| {
            s.ends_with("Your turn.") || s.contains("Game over")
        });
        if said.contains("Game over") {
            break;
        }
        // Alternate between the arrow keys with Enter, and the digit keys.
        let playable: Vec<u32> = (1..=6)
            .filter(|n| browser.seeds_in(&format!("pit-s-{n}")) > 0)
            .collect();
        let pit = playable[moves % playable.len()];
        if moves % 2 == 0 {
            browser.press("Home");
            for _ in 1..pit {
                browser.press("ArrowRight");
            }
            assert_eq!(browser.focused_attr("id"), Some(format!("pit-s-{pit}")));
            browser.press("Enter");
        } else {
            browser.press(&pit.to_string());
        }
        let after = status(&browser);
        assert!(
            after.starts_with(&format!("You sowed pit {pit}")),
            "after sowing pit {pit}: {after:?}"
        );
        moves += 1;
        // Focus must stay in the row so the next move is keyboard-only too, unless the game
        // has just ended (the computer's reply can end it between two reads), when it goes to
        // "Play again".
        let focused = browser.focused_attr("id").unwrap_or_default();
        assert!(
            focused.starts_with("pit-s-")
                || (focused == "play-again" && browser.exists(PLAY_AGAIN)),
            "focus left the row: {focused}"
        );
    }
    browser.wait_for(PLAY_AGAIN);
    assert_eq!(browser.focused_attr("id").as_deref(), Some("play-again"));
    let result = browser.text("#result");
    assert!(
        result.contains(" by ") || result.starts_with("A draw"),
        "{result}"
    );
    assert!(status(&browser).contains("Game over"));
    assert!(browser.move_log().contains("Computer sowed pit"));
    assert_eq!(browser.axe(), Vec::<String>::new(), "game-over view");
    browser.screenshot("game-over");

    // Play again, by keyboard: the focused button.
    browser.press("Enter");
    wait_for_status(&browser, "a new game", |s| s.starts_with("New game."));
    assert!(!browser.exists(PLAY_AGAIN));
    browser.close();
}

#[test]
fn a_two_player_game_with_an_extra_turn_and_a_capture() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("");
    browser.choose("opponent", "human");
    assert_eq!(
        browser.attr("#pit-n-1", "aria-label").as_deref(),
        Some("Player 2's pit 1, 4 seeds")
    );
    assert_eq!(browser.attr("#level", "disabled").as_deref(), Some("true"));

    // Player 1 sows pit 5: 4 seeds to pit 6, the store, and Player 2's pits 1 and 2.
    browser.click("#pit-s-5");
    assert_eq!(status(&browser), "Player 1 sowed pit 5. Player 2 to move.");
    assert_eq!(store(&browser, "store-s"), 1);
    assert_eq!(browser.seeds_in("pit-n-2"), 5);

    // Player 2 sows pit 3 into their store: an extra turn.
    browser.click("#pit-n-3");
    assert_eq!(
        status(&browser),
        "Player 2 sowed pit 3: extra turn. Player 2 to move."
    );
    assert_eq!(store(&browser, "store-n"), 1);

    // Player 2 sows pit 1 along their row; Player 1's pit 5 is empty and faces 6 seeds.
    browser.click("#pit-n-1");
    assert_eq!(browser.seeds_in("pit-s-5"), 0);
    assert_eq!(browser.seeds_in("pit-n-2"), 6);

    // Player 1 sows pit 1 (4 seeds), ending in the empty pit 5: a capture of 6 + 1.
    browser.click("#pit-s-1");
    assert_eq!(
        status(&browser),
        "Player 1 sowed pit 1 and captured 7 seeds. Player 2 to move."
    );
    assert_eq!(store(&browser, "store-s"), 8);
    assert_eq!(browser.seeds_in("pit-s-5"), 0);
    assert_eq!(browser.seeds_in("pit-n-2"), 0);
    assert!(browser.exists("#pit-n-2.captured") && browser.exists("#pit-s-5.captured"));
    assert!(browser.exists("#pit-s-1.last-played"));
    let log = browser.move_log();
    assert!(
        log.ends_with("Player 1 sowed pit 1 and captured 7 seeds."),
        "{log}"
    );
    assert_eq!(browser.count("#move-log .ply"), 4);
    browser.close();
}

#[test]
fn undo_and_redo_restore_exact_boards() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("");
    browser.choose("level", "easy");
    let start = browser.board();
    assert_eq!(browser.attr("#undo", "disabled").as_deref(), Some("true"));
    // The computer's pits can be read but not played.
    assert_eq!(
        browser.attr("#pit-n-1", "aria-disabled").as_deref(),
        Some("true")
    );
    browser.click("#pit-n-1");
    assert_eq!(browser.board(), start);

    browser.click("#pit-s-3"); // extra turn
    browser.click("#pit-s-6");
    wait_for_status(&browser, "the computer's reply", |s| {
        s.ends_with("Your turn.")
    });
    let after_reply = browser.board();
    assert_ne!(after_reply, start);

    // Against the computer, the first take-back of a game asks first: it stops the game from
    // counting in the statistics.
    browser.click("#undo");
    browser.wait_for("dialog.confirm[open] #confirm-yes");
    assert!(
        browser.text("#confirm-text").contains("statistics"),
        "{}",
        browser.text("#confirm-text")
    );
    assert_eq!(
        browser.axe(),
        Vec::<String>::new(),
        "take-back confirmation"
    );
    browser.wait_for("dialog.confirm[open] #confirm-no");
    browser.click("#confirm-no");
    assert_eq!(
        browser.board(),
        after_reply,
        "keeping the move changes nothing"
    );
    browser.click("#undo");
    browser.wait_for("dialog.confirm[open] #confirm-yes");
    browser.click("#confirm-yes");
    assert_eq!(
        browser.board(),
        start,
        "undo takes back both my moves and the reply"
    );
    assert!(status(&browser).starts_with("Move taken back."));
    browser.click("#redo");
    assert_eq!(
        browser.board(),
        after_reply,
        "redo restores the board exactly"
    );
    browser.click("#undo");
    assert_eq!(browser.board(), start);
    browser.close();
}

#[test]
fn hover_and_focus_previews_show_an_extra_turn_and_a_capture() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("");
    browser.choose("opponent", "human");

    // Focus: pit 3 ends in the store.
    tab_to(&browser, "pit-s-");
    browser.press("Home");
    browser.press("ArrowRight");
    browser.press("ArrowRight");
    assert_eq!(browser.focused_attr("id").as_deref(), Some("pit-s-3"));
    let preview = browser.text("#preview");
    assert_eq!(
        preview,
        "Pit 3: the last seed lands in your store, for an extra turn."
    );
    assert!(browser.exists("#store-s.target"));
    assert_eq!(browser.seeds_in("pit-s-3"), 4, "a preview changes nothing");

    // Set up the capture from the two-player game, then hover the capturing pit.
    for id in ["pit-s-5", "pit-n-3", "pit-n-1"] {
        browser.click(&format!("#{id}"));
    }
    let pit = browser.find("#pit-s-1");
    browser
        .block_on(browser.client().perform_actions(
            fantoccini::actions::MouseActions::new("mouse".into()).then(
                fantoccini::actions::PointerAction::MoveToElement {
                    element: pit,
                    duration: None,
                    x: 0.0,
                    y: 0.0,
                },
            ),
        ))
        .expect("hover");
    browser.wait_until(
        "document.getElementById('preview').textContent.includes('capture')",
        MOVE_TIMEOUT,
    );
    assert_eq!(
        browser.text("#preview"),
        "Pit 1: the last seed lands in your pit 5, for a capture of 7."
    );
    assert!(browser.exists("#pit-s-5.target"));
    browser.close();
}

#[test]
fn with_reduced_motion_a_move_lands_at_once() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("");
    // Sow, and read the board as soon as the page has rendered (before any animation timer
    // could have landed even one seed).
    let counts = browser
        .block_on(browser.client().execute_async(
            "const done = arguments[arguments.length - 1]; \
             document.getElementById('pit-s-1').click(); \
             setTimeout(() => done([1, 2, 3, 4, 5].map(n => \
                 document.getElementById('pit-s-' + n).getAttribute('aria-label'))), 0);",
            vec![],
        ))
        .expect("script runs");
    assert_eq!(
        counts,
        serde_json::json!([
            "Your pit 1, 0 seeds",
            "Your pit 2, 5 seeds",
            "Your pit 3, 5 seeds",
            "Your pit 4, 5 seeds",
            "Your pit 5, 5 seeds"
        ])
    );
    browser.close();
}

#[test]
fn a_move_is_sown_seed_by_seed_and_s_skips_the_rest() {
    let browser = Browser::start(Options::default());
    browser.open("");
    browser.choose("speed", "slow");
    tab_to(&browser, "pit-s-");
    browser.press("1");
    // Mid-animation: the pit is lifted, not every seed has landed, input is refused.
    assert_eq!(browser.seeds_in("pit-s-1"), 0);
    assert!(
        browser.seeds_in("pit-s-5") == 4,
        "the last seed lands only after ~1 s"
    );
    assert_eq!(
        browser.attr("#skip", "disabled"),
        None,
        "Skip is offered while sowing"
    );
    browser.press("2");
    browser.press("s");
    assert_eq!(browser.seeds_in("pit-s-5"), 5);
    assert_eq!(
        browser.seeds_in("pit-s-2"),
        5,
        "the 2 pressed while sowing was refused"
    );
    assert_eq!(status(&browser), "You sowed pit 1. Computer to move.");
    browser.close();
}

#[test]
fn on_a_narrow_screen_the_stores_become_bars_and_nothing_scrolls_sideways() {
    let browser = Browser::start(Options::sized(375, 700));
    browser.open("");
    let fits = browser.eval("document.documentElement.scrollWidth <= window.innerWidth");
    assert_eq!(fits, true, "the page scrolls sideways at 375 px");
    // The stores span the board's width, above the top row and below the bottom row.
    let layout = browser.eval(
        "(() => { const r = id => document.getElementById(id).getBoundingClientRect(); \
         const board = document.querySelector('.board').getBoundingClientRect(); \
         const top = r('store-n'), bottom = r('store-s'), n1 = r('pit-n-1'), s1 = r('pit-s-1'); \
         return { bars: top.width > board.width * 0.8 && bottom.width > board.width * 0.8, \
                  order: top.bottom <= n1.top && n1.bottom <= s1.top && s1.bottom <= bottom.top }; })()",
    );
    assert_eq!(layout, serde_json::json!({ "bars": true, "order": true }));
    browser.screenshot("narrow");
    browser.close();
}

#[test]
fn the_wide_board_has_stores_at_the_ends_and_every_view_passes_the_audit() {
    let browser = Browser::start(Options::sized(1280, 900));
    browser.open("");
    let ends = browser.eval(
        "(() => { const r = id => document.getElementById(id).getBoundingClientRect(); \
         return r('store-n').right <= r('pit-n-6').left && r('pit-s-6').right <= r('store-s').left; })()",
    );
    assert_eq!(ends, true);
    assert_eq!(browser.axe(), Vec::<String>::new(), "game view");
    browser.screenshot("wide");

    browser.click("summary");
    browser.wait_for("#opponent");
    assert_eq!(browser.axe(), Vec::<String>::new(), "menu open");
    browser.screenshot("menu");

    browser.execute("document.getElementById('help').scrollIntoView();");
    assert!(browser.text("#help").contains("Keyboard"));
    assert_eq!(browser.axe(), Vec::<String>::new(), "help");
    browser.close();
}

#[test]
fn n_asks_before_abandoning_a_game_under_way() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("");
    browser.choose("opponent", "human");
    browser.click("#pit-s-1");
    let during = browser.board();
    tab_to(&browser, "pit-");
    browser.press("n");
    browser.wait_for("dialog.confirm[open] #confirm-yes");
    assert_eq!(browser.focused_attr("id").as_deref(), Some("confirm-yes"));
    assert_eq!(browser.axe(), Vec::<String>::new(), "confirmation");
    browser.wait_for("dialog.confirm[open] #confirm-no");
    browser.click("#confirm-no");
    assert_eq!(browser.board(), during, "keeping the game changes nothing");
    browser.press("n");
    browser.wait_for("dialog.confirm[open] #confirm-yes");
    browser.click("#confirm-yes");
    assert_eq!(browser.seeds_in("pit-s-1"), 4);
    assert!(status(&browser).starts_with("New game."));
    browser.close();
}

#[test]
fn undo_while_the_computer_thinks_cancels_its_reply() {
    let browser = Browser::start(Options::default());
    browser.open("");
    browser.choose("speed", "fast");
    browser.choose("level", "expert");
    let start = browser.board();
    // Counts the workers the page starts from now on (the page looks `Worker` up each time),
    // and holds back what the page posts to a worker until `__release()`: the computer is
    // still thinking when the undo comes, however slow the machine. What was held is then
    // posted after all, so a worker that was not stopped would answer.
    browser.execute(
        "window.__workers = 0; window.Worker = new Proxy(window.Worker, { construct(target, args) \
         { window.__workers += 1; return new target(...args); } }); \
         const post = Worker.prototype.postMessage; window.__held = []; window.__hold = true; \
         Worker.prototype.postMessage = function (...args) { \
           if (window.__hold) { window.__held.push([this, args]); } else { post.apply(this, args); } }; \
         window.__release = () => { window.__hold = false; \
           for (const [worker, args] of window.__held.splice(0)) post.apply(worker, args); };",
    );
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.querySelector('.thinking:not([hidden])') !== null",
        MOVE_TIMEOUT,
    );
    assert_eq!(status(&browser), "You sowed pit 1. Computer to move.");
    browser.click("#undo");
    browser.wait_for("dialog.confirm[open] #confirm-yes");
    browser.click("#confirm-yes");
    assert_eq!(browser.board(), start);
    assert!(!browser.exists(".thinking:not([hidden])"));
    assert!(
        browser.eval("window.__held.length").as_u64() >= Some(1),
        "the search was asked for, and held"
    );
    browser.execute("window.__release()");
    // The worker that was still searching is replaced (so its answer can never come), and
    // nothing of it has landed.
    let workers_started = |browser: &Browser| browser.eval("window.__workers");
    browser.wait_until("window.__workers === 1", MOVE_TIMEOUT);
    assert_eq!(browser.board(), start, "a cancelled reply was applied");
    assert_eq!(status(&browser), "Move taken back. Your turn.");
    // Another move, answered by the new worker a whole search later: by then a cancelled
    // answer that got through would be on the board and in the move list.
    browser.click("#pit-s-2");
    wait_for_status(&browser, "the new worker's reply", |s| {
        s.ends_with("Your turn.")
    });
    let moves = browser.move_log();
    assert!(
        moves.starts_with("You sowed pit 2") && moves.matches("You sowed").count() == 1,
        "only the new move and its answer, nothing of the cancelled one: {moves}"
    );
    assert_eq!(
        workers_started(&browser),
        1,
        "an answered search needs no new worker"
    );
    browser.close();
}

#[test]
fn playing_second_the_computer_opens_and_your_pits_stay_at_the_bottom() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("");
    browser.choose("side", "second");
    let said = wait_for_status(&browser, "the computer's opening", |s| {
        s.starts_with("Computer sowed") && s.ends_with("Your turn.")
    });
    assert!(said.starts_with("Computer sowed pit"), "{said}");
    // Your row is still the bottom one, and it is yours to play.
    let mine = browser.attr("#pit-s-1", "aria-label").unwrap_or_default();
    assert!(mine.starts_with("Your pit 1, "), "{mine}");
    let theirs = browser.attr("#pit-n-1", "aria-label").unwrap_or_default();
    assert!(theirs.starts_with("Computer's pit 1, "), "{theirs}");
    assert!(browser.exists(".row-bottom .pit.playable"));
    assert!(browser.move_log().starts_with("Computer sowed pit"));
    browser.close();
}

#[test]
fn each_in_turn_the_other_player_opens_every_new_game_and_a_reload_keeps_the_opener() {
    let browser = Browser::start(Options::reduced_motion());
    // Two players: player 1 opens the first game, player 2 the next.
    browser.open("vs=human&side=alternate&speed=instant");
    assert_eq!(
        browser.eval("document.getElementById('side').value"),
        "alternate"
    );
    assert!(browser.exists(".row-bottom .pit.playable"));
    assert!(!browser.exists(".row-top .pit.playable"));
    browser.press("n");
    browser.wait_until(
        "document.querySelector('.row-top .pit.playable') !== null",
        Duration::from_secs(5),
    );
    assert!(!browser.exists(".row-bottom .pit.playable"));
    browser.click("#pit-n-3");
    assert!(
        browser.move_log().starts_with("Player 2 sowed pit 3"),
        "{}",
        browser.move_log()
    );
    // A reload resumes the game player 2 opened, as it stands.
    let board = browser.board();
    browser.open("vs=human&side=alternate&speed=instant");
    assert_eq!(browser.board(), board);
    assert!(browser.text("#status").starts_with("Game resumed."));
    // Against the computer: you open, then the computer does.
    browser.open("side=alternate&level=easy&speed=instant");
    assert!(browser.exists(".row-bottom .pit.playable"));
    browser.press("n");
    let said = wait_for_status(&browser, "the computer's opening", |s| {
        s.starts_with("Computer sowed") && s.ends_with("Your turn.")
    });
    assert!(said.starts_with("Computer sowed pit"), "{said}");
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn under_the_pie_rule_the_computer_swaps_after_a_strong_opening_and_a_person_swaps_by_button() {
    let browser = Browser::start(Options::reduced_motion());
    // The rule is offered in the menu, and the address keeps it.
    browser.open("level=hard&speed=instant");
    assert!(!browser.exists("#rule-pie:checked"));
    browser.execute(
        "const box = document.getElementById('rule-pie'); box.checked = true; \
         box.dispatchEvent(new Event('change', { bubbles: true }));",
    );
    browser.wait_until("location.search.includes('rules=pie')", MOVE_TIMEOUT);
    // A hint in the first turn counts the swap to come, and says so.
    browser.click("#hint");
    browser.wait_for("dialog.confirm[open] #confirm-yes");
    browser.click("#confirm-yes");
    let hint = wait_for_status(&browser, "the opening's hint", |s| s.contains("Hint:"));
    assert!(
        hint.ends_with("That counts the swap your opponent may make once your turn is over."),
        "{hint}"
    );
    // Pit 3 ends in the store (an extra turn), then pit 6: the strongest opening, which the
    // computer takes for itself.
    browser.click("#pit-s-3");
    browser.click("#pit-s-6");
    let said = wait_for_status(&browser, "the computer's answer", |s| {
        s.ends_with("Your turn.")
    });
    assert!(
        said.ends_with("Computer swapped sides. Your turn."),
        "{said}"
    );
    assert!(
        browser.exists("#swap[hidden]"),
        "no swap for the first player"
    );
    assert_eq!(
        (store(&browser, "store-s"), store(&browser, "store-n")),
        (0, 2),
        "the store the opening filled is the computer's now"
    );
    let log = browser.move_log();
    assert!(log.ends_with("Computer swapped sides."), "{log}");

    // Playing second, the person is offered the swap after the computer's opening.
    browser.open("rules=pie&side=second&level=easy&speed=instant");
    wait_for_status(&browser, "the computer's opening", |s| {
        s.ends_with("Your turn: sow, or swap sides.")
    });
    assert!(browser.exists("#swap:not([hidden])"));
    assert_eq!(browser.axe(), Vec::<String>::new(), "with the swap offered");
    // A hint there weighs the swap: it is the hint when every move loses (no pit marked), and
    // otherwise the hint names a pit and says what a swap would give away.
    browser.click("#hint");
    browser.wait_for("dialog.confirm[open] #confirm-yes");
    browser.click("#confirm-yes");
    let hint = wait_for_status(&browser, "the hint", |s| s.contains("Hint:"));
    let marked = browser.eval("document.querySelectorAll('.row-bottom .pit.hinted').length");
    if hint.contains("Hint: Swapping sides") {
        assert_eq!(marked, 0, "{hint}");
    } else {
        assert!(hint.contains("Swapping sides"), "{hint}");
        assert_eq!(marked, 1, "{hint}");
    }
    browser.click("#hint-moves summary");
    assert!(
        browser.text("#hint-moves").contains("Swapping sides"),
        "{}",
        browser.text("#hint-moves")
    );
    let bottom = browser.eval(
        "[...document.querySelectorAll('.row-bottom .pit')].map(p => p.textContent).join(',')",
    );
    browser.click("#swap");
    wait_for_status(&browser, "the computer's move after the swap", |s| {
        s.ends_with("Your turn.")
    });
    assert!(browser.exists("#swap[hidden]"), "offered once");
    let log = browser.move_log();
    assert!(
        log.contains("You swapped sides. Computer sowed pit"),
        "{log}"
    );
    assert_ne!(
        browser.eval(
            "[...document.querySelectorAll('.row-bottom .pit')].map(p => p.textContent).join(',')",
        ),
        bottom,
        "the board turned round"
    );
    // A reload resumes after the swap, with the swap in the move list.
    let board = browser.board();
    browser.open("rules=pie&side=second&level=easy&speed=instant");
    assert_eq!(browser.board(), board);
    assert!(browser.move_log().contains("You swapped sides."));
    assert!(browser.exists("#swap[hidden]"));
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn f_turns_full_screen_on_and_off() {
    let browser = Browser::start(Options::default());
    browser.open("");
    tab_to(&browser, "pit-s-");
    browser.press("f");
    browser.wait_until("document.fullscreenElement !== null", MOVE_TIMEOUT);
    browser.press("f");
    browser.wait_until("document.fullscreenElement === null", MOVE_TIMEOUT);
    // With a modifier held, or in a form field, the shortcut stays out of the way.
    browser.press("Control+f");
    browser.click("#settings");
    // Focused as a script would: WebKit and Firefox do not focus a select that is clicked (its
    // list opens instead), as Chromium does.
    browser.execute("document.getElementById('level').focus()");
    assert_eq!(browser.focused_attr("id").as_deref(), Some("level"));
    browser.press("f");
    // A request for full screen is granted in the next frames' rendering steps.
    browser.frames(3);
    assert_eq!(browser.eval("document.fullscreenElement === null"), true);
    browser.close();
}

/// The classes of the seeds drawn in a cell, in order.
fn seed_classes(browser: &Browser, id: &str) -> Vec<String> {
    browser
        .eval(&format!(
            "[...document.querySelectorAll('#{id} .seed')].map(s => s.className)"
        ))
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c.as_str().map(str::to_owned))
        .collect()
}

#[test]
fn seeds_are_drawn_as_heaps_that_keep_their_places_and_each_arrival_shows() {
    let browser = Browser::start(Options::default());
    browser.open("vs=human&speed=slow");
    let before = seed_classes(&browser, "pit-s-2");
    assert_eq!(before.len(), 4);
    let colours: std::collections::BTreeSet<&str> = before
        .iter()
        .filter_map(|c| c.split(' ').find(|w| w.starts_with('c')))
        .collect();
    assert!(colours.len() >= 3, "varied colours: {before:?}");
    // Pit 1's four seeds land one by one in pits 2 to 5; catch pit 2's arrival.
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.querySelectorAll('#pit-s-2 .seed').length === 5",
        Duration::from_secs(5),
    );
    let during = seed_classes(&browser, "pit-s-2");
    assert_eq!(
        &during[..4],
        &before[..],
        "the seeds already there kept their places"
    );
    assert!(during[4].ends_with(" arriving"), "{during:?}");
    assert!(
        browser.exists("#pit-s-1.last-played") && browser.text("#pit-s-1 .count") == "0",
        "the pit sown is empty"
    );
    browser.press("s");
    let after = seed_classes(&browser, "pit-s-2");
    assert_eq!(after.len(), 5);
    assert!(after.iter().all(|c| !c.contains("arriving")), "{after:?}");
    // A store draws its seeds too (in a fresh game: the same setup would resume this one).
    browser.execute("localStorage.removeItem('mancala.game');");
    browser.open("vs=human&speed=instant");
    browser.click("#pit-s-3");
    assert_eq!(browser.count("#store-s .seed"), 1);
    browser.close();
}

#[test]
fn replay_steps_through_the_game_and_returns_to_it_unchanged() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?vs=human");
    // The same line as the two-player test: 5 | 3 1 | 1 (an extra turn, then a capture).
    let mut boards = vec![browser.board()];
    for pit in ["#pit-s-5", "#pit-n-3", "#pit-n-1", "#pit-s-1"] {
        browser.click(pit);
        boards.push(browser.board());
    }
    let live = boards[4].clone();
    let notation = browser.eval(
        "[...document.querySelectorAll('#move-log li')].map(li => [...li.querySelectorAll('.turn')]\
         .map(t => [...t.querySelectorAll('.ply')].map(b => b.textContent).join(' ')).join(' | '))\
         .join('  ')",
    );
    assert_eq!(
        notation,
        serde_json::json!("5 | 3 1  1"),
        "the list in rounds"
    );
    assert!(
        browser.exists("#replay-live[hidden]"),
        "no way back needed while live"
    );

    // [ steps back one move at a time; each board is the one seen after that move.
    for ply in (0..4).rev() {
        browser.press("[");
        assert_eq!(browser.board(), boards[ply], "after {ply} moves");
        let said = browser.text("#replay-status");
        match ply {
            0 => assert!(said.starts_with("Replay: the start"), "{said}"),
            n => assert!(
                said.starts_with(&format!("Replay: after move {n} of 4.")),
                "{said}"
            ),
        }
        assert!(
            !browser.exists(".pit.playable"),
            "no pit can be sown in a replay"
        );
    }
    // The last sowing shown is highlighted: after move 1, Player 1's pit 5.
    browser.press("]");
    assert!(browser.exists("#pit-s-5.last-played"));
    assert_eq!(
        browser
            .attr("#move-log .ply[aria-current]", "data-ply")
            .as_deref(),
        Some("1")
    );
    assert_eq!(browser.axe(), Vec::<String>::new(), "the replay view");
    browser.screenshot("replay");
    browser.viewport(375, 760);
    browser.execute("document.getElementById('log-title').scrollIntoView();");
    browser.screenshot("replay-375");
    browser.viewport(1280, 900);

    // With the list focused, → steps forward; a move in the list jumps to it.
    browser.execute("document.getElementById('move-log').focus();");
    browser.press("ArrowRight");
    assert_eq!(browser.board(), boards[2]);
    browser.click("#move-log .ply[data-ply='3']");
    assert_eq!(browser.board(), boards[3]);
    // Focus stays on the list, though its rows are drawn anew, so the arrows go on from the
    // move pressed.
    browser.wait_until(
        "document.activeElement.id === 'move-log'",
        Duration::from_secs(5),
    );
    browser.press("ArrowLeft");
    assert_eq!(browser.board(), boards[2]);
    browser.press("ArrowRight");
    assert_eq!(browser.board(), boards[3]);

    // Back to the game: the board is the game as it was, and it plays on.
    browser.click("#replay-live");
    assert_eq!(browser.board(), live);
    assert!(browser.exists("#replay-live[hidden]"));
    assert!(browser.exists(".pit.playable"));
    browser.close();
}

#[test]
fn a_copied_game_link_opens_the_same_game_and_a_tampered_one_stops_at_its_bad_move() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?vs=human");
    browser.allow_clipboard();
    for pit in ["#pit-s-5", "#pit-n-3", "#pit-n-1", "#pit-s-1"] {
        browser.click(pit);
    }
    let board = browser.board();
    let moves = browser.move_log();
    browser.click("#copy-game");
    browser.wait_until(
        "document.getElementById('status').textContent.startsWith('Link to this game copied')",
        Duration::from_secs(5),
    );
    let link = browser.clipboard();
    let query = link
        .split_once('?')
        .map(|(_, q)| q.to_string())
        .unwrap_or_default();
    assert!(query.starts_with("vs=human&game=6x4.s."), "{link}");
    assert!(query.ends_with("_5311"), "{link}");

    // Another visit opens the link: the same board, the same moves, and the replay ready.
    browser.execute("localStorage.clear();");
    browser.open(&format!("?{query}"));
    assert_eq!(browser.board(), board);
    assert_eq!(browser.move_log(), moves);
    assert!(
        browser
            .text("#status")
            .starts_with("A game from a link, after 4 moves."),
        "{}",
        browser.text("#status")
    );
    browser.press("[");
    assert!(browser.text("#replay-status").contains("after move 3 of 4"));

    // Tampered: pit 3 twice in a row cannot be played (the second time it is empty).
    let tampered = query.replace("_5311", "_5331");
    browser.open(&format!("?{tampered}"));
    let notice = browser.text(".notice p");
    assert!(
        notice.contains("move 3 (pit 3) cannot be played: pit 3 is empty"),
        "{notice}"
    );
    assert_eq!(
        browser.count("#move-log .ply"),
        2,
        "the moves before it are kept"
    );
    assert_eq!(browser.axe(), Vec::<String>::new(), "a game link's notice");
    browser.close();
}

#[test]
fn a_game_copied_as_text_opens_again_when_pasted_and_a_bad_record_is_refused_in_place() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?vs=human");
    browser.allow_clipboard();
    for pit in ["#pit-s-3", "#pit-s-6", "#pit-n-1", "#pit-s-1"] {
        browser.click(pit);
    }
    let board = browser.board();
    let moves = browser.move_log();
    browser.click("#copy-text");
    browser.wait_until(
        "document.getElementById('status').textContent.startsWith('The game is copied as text')",
        Duration::from_secs(5),
    );
    let text = browser.clipboard();
    assert!(text.starts_with("[Date \"20"), "{text}");
    assert!(
        text.contains("[South \"Player 1\"]\n[North \"Player 2\"]\n"),
        "{text}"
    );
    assert!(text.trim_end().ends_with("1. 3 6 | 1  2. 1"), "{text}");

    // Another visit: pasted (as Windows would give it), the record opens the same game.
    let paste = |browser: &Browser, text: &str| {
        if !browser.exists(".open-game[open]") {
            browser.click(".open-game summary");
        }
        browser.execute(&format!(
            "document.getElementById('open-game-text').value = {};",
            serde_json::Value::String(text.to_string())
        ));
        browser.click("#open-game");
    };
    // That visit has Expert chosen, which the two-player record, naming no level, keeps.
    browser.execute("localStorage.clear();");
    browser.open("?level=expert");
    let opened = "document.querySelectorAll('#move-log .ply').length === 4 \
                  && document.querySelector('[data-later]') !== null";
    paste(&browser, &text.replace('\n', "\r\n"));
    browser.wait_until(opened, Duration::from_secs(10));
    assert_eq!(browser.board(), board);
    assert_eq!(browser.move_log(), moves);
    let search = browser.eval("location.search");
    assert!(
        search.as_str().is_some_and(|s| s.contains("level=expert")),
        "the level chosen stays: {search}"
    );
    let address = browser.eval("location.href");

    // A record with a hidden character in a move is refused where it was pasted, the
    // character spelled out, and nothing is lost: the page stays, the text stays.
    let bad = text.replace("| 1", "| 1\u{202E}");
    paste(&browser, &bad);
    browser.wait_until(
        "document.getElementById('open-game-refused').textContent !== ''",
        Duration::from_secs(5),
    );
    let refused = browser.text("#open-game-refused");
    assert!(
        refused.contains("Move 3") && refused.contains("U+202E"),
        "{refused}"
    );
    assert!(!refused.contains('\u{202E}'), "{refused}");
    assert_eq!(
        browser.eval("document.getElementById('open-game-text').value"),
        serde_json::Value::String(bad)
    );
    assert_eq!(browser.eval("location.href"), address, "the page stays");
    assert_eq!(
        browser.axe(),
        Vec::<String>::new(),
        "the field with its refusal"
    );

    // A game link pasted into the same field opens too.
    browser.click("#copy-game");
    browser.wait_until(
        "document.getElementById('status').textContent.startsWith('Link to this game copied')",
        Duration::from_secs(5),
    );
    let link = browser.clipboard();
    browser.execute("localStorage.clear();");
    browser.open("");
    assert_eq!(browser.count("#move-log .ply"), 0);
    paste(&browser, &link);
    browser.wait_until(opened, Duration::from_secs(10));
    assert_eq!(browser.board(), board);

    // A tampered link pasted opens as the link would: up to its bad move, with its notice.
    // (Pit 6, sown at move 2, is still empty at move 4.)
    let tampered = link.replace("_3611", "_3616");
    assert_ne!(tampered, link);
    browser.open("");
    paste(&browser, &tampered);
    browser.wait_for(".notice p");
    let notice = browser.text(".notice p");
    assert!(
        notice.contains("move 4 (pit 6) cannot be played"),
        "{notice}"
    );
    // The moves before it, once the move list (a later part) is drawn.
    browser.wait_until(
        "document.querySelectorAll('#move-log .ply').length === 3 \
         && document.querySelector('[data-later]') !== null",
        Duration::from_secs(10),
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn the_full_screen_button_turns_full_screen_on_and_off_and_leaves_the_game_be() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?vs=human&speed=instant");
    browser.press("3");
    browser.press("6");
    browser.wait_until(
        "document.querySelectorAll('#move-log .ply').length === 2",
        MOVE_TIMEOUT,
    );
    let board = browser.board();
    let moves = browser.move_log();
    let said = status(&browser);
    assert_eq!(browser.text("#full-screen"), "Full screen");
    browser.click("#full-screen");
    browser.wait_until(
        "document.fullscreenElement === document.documentElement",
        MOVE_TIMEOUT,
    );
    // Nothing of the game moved, and focus stays on the button.
    assert_eq!(browser.board(), board);
    assert_eq!(browser.move_log(), moves);
    assert_eq!(status(&browser), said);
    assert_eq!(
        browser.eval("location.search").as_str(),
        Some("?vs=human&speed=instant")
    );
    assert!(!browser.exists("dialog.confirm[open]"));
    assert_eq!(browser.focused_attr("id").as_deref(), Some("full-screen"));
    // The same button turns it off, and the game plays on.
    browser.click("#full-screen");
    browser.wait_until("document.fullscreenElement === null", MOVE_TIMEOUT);
    assert_eq!(browser.board(), board);
    browser.click(".row-top .pit.playable");
    browser.wait_until(
        "document.querySelectorAll('#move-log .ply').length === 3",
        MOVE_TIMEOUT,
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}
