//! Settings in the address and records in storage, in headless Chromium on the release build:
//! a bookmarked setup opens as it was, survives a reload and follows each change; garbage in a
//! link is named and ignored; finished games against the computer are counted and survive a
//! reload, unless a move was taken back; and corrupt, unknown, refused or full storage leaves the
//! page playable, says so, and is never overwritten until a new record exists.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options};

/// The game-over section's button, while the section shows.
const PLAY_AGAIN: &str = ".game-over:not([hidden]) #play-again";
use serde_json::Value;

const MOVE_TIMEOUT: Duration = Duration::from_secs(10);

fn value_of(browser: &Browser, id: &str) -> Value {
    browser.eval(&format!("document.getElementById('{id}').value"))
}

fn checked(browser: &Browser, id: &str) -> bool {
    browser.eval(&format!("document.getElementById('{id}').checked")) == Value::Bool(true)
}

fn stored(browser: &Browser, key: &str) -> Value {
    browser.eval(&format!("localStorage.getItem('{key}')"))
}

/// Reloads the page and waits until it is ready again.
fn reload(browser: &Browser) {
    browser.note_leaving();
    browser.execute(
        // A mark the new document does not have: until it is gone, the page seen is the old one,
        // which WebKit may still show for a moment after the reload is asked for.
        "window.beforeReload = true; location.reload();",
    );
    // Ready with the later part in too: the settings menu and the statistics come with it.
    browser.wait_until(
        &format!(
            "window.beforeReload === undefined && document.querySelector('{}') !== null",
            browser::READY_SELECTOR
        ),
        MOVE_TIMEOUT,
    );
}

#[test]
fn a_bookmarked_setup_opens_as_it_was_survives_a_reload_and_follows_changes() {
    let browser = Browser::start(Options::default());
    let link = "vs=human&seeds=6&rules=empty-capture,skip-origin&sweep=runner&speed=instant&motion=reduced";
    browser.open(link);
    assert_eq!(value_of(&browser, "opponent"), "human");
    assert_eq!(value_of(&browser, "seeds"), "6");
    assert_eq!(value_of(&browser, "sweep"), "runner");
    assert_eq!(value_of(&browser, "speed"), "instant");
    assert_eq!(value_of(&browser, "motion"), "reduced");
    assert!(checked(&browser, "rule-empty-capture"));
    assert!(checked(&browser, "rule-skip-origin"));
    assert!(!checked(&browser, "rule-both-stores"));
    assert!(!checked(&browser, "rule-one-extra-turn"));
    // Difficulty means nothing between two people; who opens does.
    assert_eq!(browser.attr("#level", "disabled").as_deref(), Some("true"));
    assert_eq!(browser.attr("#side", "disabled"), None);
    assert_eq!(browser.seeds_in("pit-s-1"), 6);
    assert_eq!(browser.seeds_in("pit-n-6"), 6);
    assert_eq!(browser.search(), format!("?{link}"));
    assert!(browser.notices().is_empty(), "{}", browser.notices());

    reload(&browser);
    assert_eq!(browser.search(), format!("?{link}"));
    assert_eq!(browser.seeds_in("pit-s-1"), 6);
    assert!(checked(&browser, "rule-skip-origin"));

    // A change rewrites the address in place: no reload (the marker survives) and no new
    // history entry.
    browser.execute("window.stillTheSamePage = true;");
    let history = browser.eval("history.length");
    browser.choose("speed", "slow");
    assert_eq!(
        browser.search(),
        "?vs=human&seeds=6&rules=empty-capture,skip-origin&sweep=runner&speed=slow&motion=reduced"
    );
    browser.choose("seeds", "3");
    assert_eq!(browser.seeds_in("pit-s-1"), 3, "a new game on three seeds");
    browser.execute(
        "const c = document.getElementById('rule-skip-origin'); c.checked = false; \
         c.dispatchEvent(new Event('change', { bubbles: true }));",
    );
    browser.choose("opponent", "computer");
    assert_eq!(
        browser.search(),
        "?seeds=3&rules=empty-capture&sweep=runner&speed=slow&motion=reduced"
    );
    assert_eq!(browser.eval("window.stillTheSamePage"), true);
    assert_eq!(browser.eval("history.length"), history);
    assert_eq!(browser.attr("#level", "disabled"), None);
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn a_plain_visit_opens_with_the_last_settings_and_a_link_does_not_replace_them() {
    let browser = Browser::start(Options::default());
    browser.open("");
    assert_eq!(browser.search(), "");
    browser.choose("level", "hard");
    browser.choose("speed", "fast");
    assert_eq!(browser.search(), "?level=hard&speed=fast");
    browser.open("");
    assert_eq!(value_of(&browser, "level"), "hard");
    assert_eq!(
        browser.search(),
        "?level=hard&speed=fast",
        "the address shows them"
    );
    // Someone else's link opens its own setup but leaves the saved one alone.
    browser.open("level=easy&seeds=5");
    assert_eq!(value_of(&browser, "level"), "easy");
    assert_eq!(value_of(&browser, "speed"), "normal");
    browser.open("");
    assert_eq!(value_of(&browser, "level"), "hard");
    assert_eq!(value_of(&browser, "seeds"), "4");
    browser.close();
}

#[test]
fn garbage_in_a_link_opens_the_defaults_with_a_notice_and_no_error() {
    let browser = Browser::start(Options::default());
    browser.open("level=imposible&seeds=99&colour=blue&%%%&speed=fast&speed=slow&=&vs");
    for (id, default) in [
        ("level", "medium"),
        ("seeds", "4"),
        ("speed", "normal"),
        ("opponent", "computer"),
    ] {
        assert_eq!(value_of(&browser, id), default, "{id}");
    }
    let said = browser.notices();
    for named in ["imposible", "99", "colour", "speed"] {
        assert!(said.contains(named), "{named} not named in {said:?}");
    }
    // The address now holds only what applies.
    assert_eq!(browser.search(), "");
    assert_eq!(browser.axe(), Vec::<String>::new(), "with the notice");
    browser.click(".notice button");
    assert!(!browser.exists(".notice"), "the notice can be dismissed");
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('status').textContent.startsWith('You sowed pit 1')",
        MOVE_TIMEOUT,
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());

    // Half good, half bad: the good half applies.
    browser.open("level=expert&seeds=seven&rules=empty-capture,nonsense");
    assert_eq!(value_of(&browser, "level"), "expert");
    assert_eq!(value_of(&browser, "seeds"), "4");
    assert!(!checked(&browser, "rule-empty-capture"));
    assert_eq!(browser.search(), "?level=expert");
    assert!(browser.notices().contains("seven"), "{}", browser.notices());
    browser.close();
}

#[test]
fn two_tabs_count_their_games_in_one_record_rather_than_over_each_other() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("level=easy&speed=instant");
    assert_eq!(browser.record("standard", "easy", 0), "0");
    // A second tab plays a game to the end and keeps it; the first hears of it, as the
    // browser tells a page of what its other tabs store, and shows it.
    let first = browser.new_tab();
    browser.open("level=easy&speed=instant");
    browser.play_to_the_end();
    browser.wait_until(
        "!document.documentElement.hasAttribute('data-saving')",
        browser::TIMEOUT,
    );
    let second = browser.to_tab(first);
    let played = "(document.querySelector('[data-rule-set=\"standard\"] tr[data-level=\"easy\"] \
         td') || {}).textContent";
    browser.wait_until(&format!("{played} === '1'"), browser::TIMEOUT);
    // The first tab's own game then counts on top of it, not over it.
    browser.play_to_the_end();
    browser.wait_until(
        "!document.documentElement.hasAttribute('data-saving')",
        browser::TIMEOUT,
    );
    assert_eq!(browser.record("standard", "easy", 0), "2");
    let saved = stored(&browser, "mancala.stats");
    let saved: Value = serde_json::from_str(saved.as_str().expect("stats were saved")).unwrap();
    assert_eq!(saved["records"]["standard"]["easy"]["played"], 2);
    // And back in the second tab, both games show.
    browser.to_tab(second);
    browser.wait_until(&format!("{played} === '2'"), browser::TIMEOUT);
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn finished_games_are_stored_survive_a_reload_and_show_per_rule_set_until_reset() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("level=easy&speed=instant");
    browser.execute("localStorage.setItem('someone.else', 'theirs');");
    assert_eq!(browser.record("standard", "easy", 0), "0");
    browser.play_to_the_end();
    let result = browser.text("#result");
    let (won, lost, drawn) = if result.starts_with("You win") {
        ("1", "0", "0")
    } else if result.starts_with("A draw") {
        ("0", "0", "1")
    } else {
        ("0", "1", "0")
    };
    assert_eq!(browser.record("standard", "easy", 0), "1", "played");
    assert_eq!(browser.record("standard", "easy", 1), won, "{result}");
    assert_eq!(browser.record("standard", "easy", 2), lost, "{result}");
    assert_eq!(browser.record("standard", "easy", 3), drawn, "{result}");
    let tally = browser.text("#tally");
    assert!(
        tally.contains(&format!("you {won}")) && tally.contains(&format!("computer {lost}")),
        "{tally}"
    );
    let saved = stored(&browser, "mancala.stats");
    let saved: Value = serde_json::from_str(saved.as_str().expect("stats were saved")).unwrap();
    assert_eq!(saved["version"], 3);
    assert_eq!(saved["records"]["standard"]["easy"]["played"], 1);

    reload(&browser);
    assert_eq!(
        browser.record("standard", "easy", 0),
        "1",
        "kept over a reload"
    );
    assert!(
        browser
            .text("#tally")
            .contains("you 0, computer 0, draws 0"),
        "the tally is per visit"
    );
    assert_eq!(stored(&browser, "someone.else"), "theirs");

    // Which games count (not one with a take-back, never a two-player one) is the session's
    // policy, tested natively in tests/session.rs; this test keeps to the storage and the
    // panel.

    // Another rule set is kept apart.
    browser.open("level=easy&speed=instant&seeds=3");
    browser.play_to_the_end();
    assert_eq!(browser.record("3-seeds", "easy", 0), "1");
    assert_eq!(browser.record("standard", "easy", 0), "1");
    assert!(
        browser
            .text("[data-rule-set=\"3-seeds\"] h3")
            .contains("3 seeds")
    );

    browser.execute("document.getElementById('stats-title').scrollIntoView();");
    browser.screenshot("stats");

    // Reset asks first, then forgets.
    browser.click("#reset-stats");
    browser.wait_for("dialog.confirm[open] #confirm-no");
    browser.click("#confirm-no");
    assert_eq!(browser.record("standard", "easy", 0), "1");
    browser.click("#reset-stats");
    browser.wait_for("dialog.confirm[open] #confirm-yes");
    browser.click("#confirm-yes");
    assert_eq!(browser.record("standard", "easy", 0), "0");
    assert!(!browser.exists("[data-rule-set=\"3-seeds\"]"));
    assert_eq!(stored(&browser, "someone.else"), "theirs");
    assert_eq!(browser.axe(), Vec::<String>::new(), "stats panel");
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn corrupt_or_unknown_stored_data_leaves_the_page_playable_and_is_kept_until_replaced() {
    let browser = Browser::start(Options::reduced_motion());
    for (bad, said) in [
        ("{\"version\":1,\"records\":", "damaged"),
        ("{\"version\":99,\"records\":{}}", "newer version"),
        (
            "{\"version\":1,\"records\":{\"standard\":{\"easy\":{\"played\":5,\"won\":9,\"lost\":0,\
             \"drawn\":0,\"streak\":0,\"best_streak\":0,\"fastest_win_ms\":1,\"most_seeds\":1,\
             \"biggest_margin\":1}}}}",
            "cannot be right",
        ),
    ] {
        browser.open("");
        // Each round a fresh game (the same setup in the address would resume the last).
        browser.execute(&format!(
            "localStorage.setItem('mancala.stats', {}); localStorage.removeItem('mancala.game');",
            serde_json::to_string(bad).unwrap()
        ));
        browser.open("level=easy&speed=instant");
        let text = browser.notices();
        assert!(text.contains(said), "{said:?} not in {text:?}");
        for internal in ["line ", "column", "expected", "struct", "JSON"] {
            assert!(
                !text.contains(internal),
                "parser words ({internal}) in {text:?}"
            );
        }
        assert_eq!(
            stored(&browser, "mancala.stats"),
            bad,
            "not overwritten on load"
        );
        browser.click("#pit-s-1");
        assert!(
            browser.text("#status").starts_with("You sowed pit 1"),
            "the game plays"
        );
        assert_eq!(browser.console_errors(), Vec::<String>::new());
    }
    // Once a game is counted, a valid record replaces the bad one.
    browser.play_to_the_end();
    let saved: Value =
        serde_json::from_str(stored(&browser, "mancala.stats").as_str().unwrap()).unwrap();
    assert_eq!(saved["records"]["standard"]["easy"]["played"], 1);

    // Bad saved settings: the defaults, a notice, and the game plays.
    browser.execute(
        "localStorage.setItem('mancala.settings', '{\"version\":1,\"setup\":\"level=godlike\"}');",
    );
    browser.open("");
    assert_eq!(value_of(&browser, "level"), "medium");
    assert!(
        browser.notices().contains("saved settings"),
        "{}",
        browser.notices()
    );
    browser.close();
}

/// Statistics exactly as the first release (storage version 1) wrote them: rule sets keyed by
/// their link form, levels by their lower-cased label. A won standard game at Hard, and two
/// lost games on three seeds with empty capture at Easy.
const V1_STATS: &str = "{\"version\":1,\"records\":{\"seeds=3&rules=empty-capture\":{\"easy\":\
    {\"played\":2,\"won\":0,\"lost\":2,\"drawn\":0,\"streak\":0,\"best_streak\":0,\
    \"fastest_win_ms\":null,\"most_seeds\":0,\"biggest_margin\":0}},\"standard\":{\"hard\":\
    {\"played\":1,\"won\":1,\"lost\":0,\"drawn\":0,\"streak\":1,\"best_streak\":1,\
    \"fastest_win_ms\":83000,\"most_seeds\":29,\"biggest_margin\":10}}}}";

/// Settings as the first release wrote them: their link form.
const V1_SETTINGS: &str = "{\"version\":1,\"setup\":\"level=hard&seeds=5&speed=fast\"}";

#[test]
fn what_the_first_release_stored_opens_with_every_record_and_setting() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("");
    browser.execute(&format!(
        "localStorage.setItem('mancala.stats', {}); localStorage.setItem('mancala.settings', {});",
        serde_json::to_string(V1_STATS).unwrap(),
        serde_json::to_string(V1_SETTINGS).unwrap()
    ));
    reload(&browser);
    assert_eq!(browser.notices(), "", "nothing to complain about");
    // The settings: in force, and in the address.
    assert_eq!(value_of(&browser, "level"), "hard");
    assert_eq!(value_of(&browser, "seeds"), "5");
    assert_eq!(value_of(&browser, "speed"), "fast");
    assert_eq!(browser.search(), "?level=hard&seeds=5&speed=fast");
    // The records, under their new keys, with every number.
    let standard = [
        "1",
        "1",
        "0",
        "0",
        "100%",
        "1",
        "1",
        "1 min 23 s",
        "29",
        "+10",
    ];
    for (column, want) in standard.iter().enumerate() {
        assert_eq!(
            browser.record("standard", "hard", column),
            *want,
            "column {column}"
        );
    }
    assert_eq!(browser.record("3-seeds+empty-capture", "easy", 0), "2");
    assert_eq!(browser.record("3-seeds+empty-capture", "easy", 2), "2");
    assert_eq!(
        browser.text("[data-rule-set=\"3-seeds+empty-capture\"] h3"),
        "3 seeds a pit; house rules: empty capture"
    );
    // Nothing is written back until something changes: the stored text is as it was.
    assert_eq!(stored(&browser, "mancala.stats"), V1_STATS);
    assert_eq!(stored(&browser, "mancala.settings"), V1_SETTINGS);
    // A change saves the settings in the new form, with nothing lost.
    browser.choose("motion", "full");
    let saved: Value =
        serde_json::from_str(stored(&browser, "mancala.settings").as_str().unwrap()).unwrap();
    assert_eq!(saved["version"], 2);
    assert_eq!(saved["level"], "hard");
    assert_eq!(saved["seeds"], 5);
    assert_eq!(saved["speed"], "fast");
    assert_eq!(saved["motion"], "full");
    browser.close();
}

/// Statistics as the page stored them before the ladder of eight levels (storage version 2, with
/// the four levels Easy, Medium, Hard and Expert), with every level played.
const FOUR_LEVEL_STATS: &str = "{\"version\":2,\"records\":{\"standard\":{\
    \"easy\":{\"played\":3,\"won\":3,\"lost\":0,\"drawn\":0,\"streak\":3,\"best_streak\":3,\
    \"fastest_win_ms\":61000,\"most_seeds\":33,\"biggest_margin\":18},\
    \"expert\":{\"played\":1,\"won\":0,\"lost\":1,\"drawn\":0,\"streak\":0,\"best_streak\":0,\
    \"fastest_win_ms\":null,\"most_seeds\":0,\"biggest_margin\":0},\
    \"hard\":{\"played\":2,\"won\":0,\"lost\":1,\"drawn\":1,\"streak\":0,\"best_streak\":0,\
    \"fastest_win_ms\":null,\"most_seeds\":0,\"biggest_margin\":0},\
    \"medium\":{\"played\":4,\"won\":2,\"lost\":2,\"drawn\":0,\"streak\":0,\"best_streak\":1,\
    \"fastest_win_ms\":95000,\"most_seeds\":27,\"biggest_margin\":6}}}}";

#[test]
fn statistics_kept_before_the_ladder_stay_with_their_levels_beside_the_new_ones() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("");
    browser.execute(&format!(
        "localStorage.setItem('mancala.stats', {});",
        serde_json::to_string(FOUR_LEVEL_STATS).unwrap()
    ));
    reload(&browser);
    assert_eq!(browser.notices(), "", "nothing to complain about");
    let rows = || -> Vec<String> {
        browser
            .eval(
                "[...document.querySelectorAll('[data-rule-set=\"standard\"] tr[data-level]')]\
                 .map(row => row.dataset.level + ' ' + row.querySelector('th').textContent)",
            )
            .as_array()
            .map(|rows| {
                rows.iter()
                    .filter_map(|r| r.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    };
    // Every level of the ladder has its row, in the ladder's order; the new ones start empty.
    // The table is drawn with the sections under the board, which may land a moment after the
    // page says it is whole: wait for its rows rather than read them at once.
    browser.wait_until(
        "document.querySelectorAll('[data-rule-set=\"standard\"] tr[data-level]').length === 8",
        MOVE_TIMEOUT,
    );
    let ladder = [
        "easy Easy",
        "2 Level 2",
        "3 Level 3",
        "4 Level 4",
        "medium Medium",
        "6 Level 6",
        "hard Hard",
        "expert Expert",
    ];
    assert_eq!(rows(), ladder);
    for level in ["2", "3", "4", "6"] {
        assert_eq!(browser.record("standard", level, 0), "0", "{level}");
    }
    // Every number where it was: played, won, lost, drawn, best streak and fastest win.
    let expect = [
        ("easy", ["3", "3", "0", "0"], "3", "1 min 01 s"),
        ("medium", ["4", "2", "2", "0"], "1", "1 min 35 s"),
        ("hard", ["2", "0", "1", "1"], "0", "–"),
        ("expert", ["1", "0", "1", "0"], "0", "–"),
    ];
    let check = |when: &str| {
        for (level, counts, best, fastest) in expect {
            for (column, want) in counts.iter().enumerate() {
                assert_eq!(
                    browser.record("standard", level, column),
                    *want,
                    "{when}: {level}"
                );
            }
            assert_eq!(
                browser.record("standard", level, 6),
                best,
                "{when}: {level}"
            );
            assert_eq!(
                browser.record("standard", level, 7),
                fastest,
                "{when}: {level}"
            );
        }
    };
    check("as kept");
    assert_eq!(stored(&browser, "mancala.stats"), FOUR_LEVEL_STATS);
    // Your rating comes from those results on the levels' scale (tests/ladder.rs has the
    // arithmetic), with the level that should give you an even game.
    assert_eq!(
        browser.text("#your-rating"),
        "Your rating: about 881 (give or take 144), from 10 counted games. Medium (level 5) \
         should give you an even game."
    );
    // A game at one of the new levels is counted apart, and the kept records are untouched.
    browser.open("level=2&speed=instant");
    browser.play_to_the_end();
    browser.wait_until(
        "document.querySelector('[data-rule-set=\"standard\"] tr[data-level=\"2\"] td')\
         .textContent === '1'",
        MOVE_TIMEOUT,
    );
    assert_eq!(rows(), ladder);
    assert_eq!(browser.record("standard", "2", 0), "1");
    check("after a game at Level 2");
    let saved: Value =
        serde_json::from_str(stored(&browser, "mancala.stats").as_str().unwrap()).unwrap();
    let kept: Value = serde_json::from_str(FOUR_LEVEL_STATS).unwrap();
    for level in ["easy", "medium", "hard", "expert"] {
        assert_eq!(
            saved["records"]["standard"][level], kept["records"]["standard"][level],
            "{level}"
        );
    }
    assert_eq!(saved["records"]["standard"]["2"]["played"], 1);
    assert!(
        browser
            .text("#your-rating")
            .contains("from 11 counted games"),
        "{}",
        browser.text("#your-rating")
    );
    browser.close();
}

#[test]
fn with_storage_disabled_the_page_plays_and_says_so_once() {
    let browser = Browser::start(Options {
        block_storage: true,
        ..Options::reduced_motion()
    });
    browser.open("level=easy&speed=instant");
    let refused = browser.eval(
        "(() => { try { localStorage.getItem('x'); return false; } catch (e) { return e.name; } })()",
    );
    assert_eq!(refused, "SecurityError", "storage really is disabled");
    let text = browser.notices();
    assert!(text.contains("not letting the page save"), "{text:?}");
    browser.choose("speed", "instant");
    browser.choose("speed", "fast");
    assert_eq!(
        browser.count(".notice"),
        1,
        "said once: {}",
        browser.notices()
    );
    browser.choose("speed", "instant");
    browser.play_to_the_end();
    assert_eq!(
        browser.record("standard", "easy", 0),
        "1",
        "kept for the visit"
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn a_full_storage_is_said_once_and_the_visit_keeps_its_count() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("level=easy&speed=instant");
    // Fill the origin's quota with big values, then smaller ones, until nothing fits.
    let filled = browser.eval(
        "(() => { let n = 0; for (let size = 1 << 20; size >= 1; size >>= 1) { \
           try { for (;;) { localStorage.setItem('filler-' + n, 'x'.repeat(size)); n++; } } \
           catch (e) { if (e.name !== 'QuotaExceededError') return e.name; } } return n > 0; })()",
    );
    assert_eq!(filled, true, "storage filled to its quota");
    browser.play_to_the_end();
    assert_eq!(
        browser.record("standard", "easy", 0),
        "1",
        "kept for the visit"
    );
    let text = browser.notices();
    assert!(text.contains("not letting the page save"), "{text:?}");
    assert_eq!(
        stored(&browser, "mancala.stats"),
        Value::Null,
        "nothing half-written"
    );
    browser.click(PLAY_AGAIN);
    browser.play_to_the_end();
    assert_eq!(browser.record("standard", "easy", 0), "2");
    assert_eq!(
        browser.count(".notice"),
        1,
        "said once: {}",
        browser.notices()
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn a_change_that_alters_the_game_asks_first_and_speed_applies_at_once() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("vs=human");
    browser.click("#pit-s-1");
    let toggle = "const c = document.getElementById('rule-both-stores'); c.click();";
    browser.execute(toggle);
    browser.wait_for("dialog.confirm[open] #confirm-no");
    browser.click("#confirm-no");
    assert!(
        !checked(&browser, "rule-both-stores"),
        "kept: the box shows the rule in force"
    );
    assert_eq!(browser.search(), "?vs=human");
    assert_eq!(browser.seeds_in("pit-s-1"), 0, "the game under way goes on");

    browser.choose("seeds", "5");
    browser.wait_for("dialog.confirm[open] #confirm-no");
    browser.click("#confirm-no");
    assert_eq!(
        value_of(&browser, "seeds"),
        "4",
        "the menu shows the seeds in force"
    );
    assert_eq!(browser.search(), "?vs=human");

    // Speed and motion change how moves are shown, not the game: no question asked.
    browser.choose("speed", "fast");
    assert!(!browser.exists("dialog.confirm[open]"));
    assert_eq!(browser.search(), "?vs=human&speed=fast");
    browser.choose("motion", "full");
    assert!(!browser.exists("dialog.confirm[open]"));
    assert_eq!(browser.search(), "?vs=human&speed=fast&motion=full");
    assert_eq!(browser.seeds_in("pit-s-1"), 0);

    browser.execute(toggle);
    browser.wait_for("dialog.confirm[open] #confirm-yes");
    browser.click("#confirm-yes");
    assert!(checked(&browser, "rule-both-stores"));
    assert_eq!(
        browser.seeds_in("pit-s-1"),
        4,
        "a new game under the new rule"
    );
    assert_eq!(
        browser.search(),
        "?vs=human&rules=both-stores&speed=fast&motion=full"
    );

    // No move yet, so nothing to lose: the sweep changes without a question.
    browser.choose("sweep", "runner");
    assert!(!browser.exists("dialog.confirm[open]"));
    assert_eq!(value_of(&browser, "sweep"), "runner");
    assert_eq!(
        browser.search(),
        "?vs=human&rules=both-stores&sweep=runner&speed=fast&motion=full"
    );
    browser.close();
}

#[test]
fn a_game_resumes_after_a_reload_move_for_move() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("level=easy&speed=instant&seeds=5");
    for pit in ["#pit-s-1", "#pit-s-2"] {
        browser.click(pit);
        browser.wait_until(
            "document.querySelector('.row-bottom .pit.playable') !== null",
            MOVE_TIMEOUT,
        );
    }
    let board = browser.board();
    let log = browser.move_log();
    assert!(stored(&browser, "mancala.game").is_string(), "saved");
    // A plain visit resumes it, move for move.
    browser.open("");
    assert_eq!(browser.board(), board);
    assert_eq!(browser.move_log(), log);
    assert!(browser.text("#status").starts_with("Game resumed."));
    assert_eq!(value_of(&browser, "seeds"), "5");
    // The game's setup comes back; the pace is the visitor's own saved one (none here).
    assert_eq!(browser.search(), "?level=easy&seeds=5");
    // A damaged save: a new game and a notice, and the page plays.
    browser.execute("localStorage.setItem('mancala.game', '{\"version\":1,\"moves\":');");
    browser.open("");
    assert!(
        browser
            .notices()
            .contains("saved game could not be resumed"),
        "{}",
        browser.notices()
    );
    assert_eq!(browser.count("#move-log li"), 0);
    browser.click("#pit-s-1");
    assert!(browser.text("#status").starts_with("You sowed pit 1"));
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

/// Whether the server has been asked for the part of the page module that reads and writes the
/// stored values (its own file, or its pack with its shared files).
fn store_part_fetched(browser: &Browser) -> bool {
    browser
        .served()
        .iter()
        .any(|line| line.contains("/split_storage-") || line.contains("/pack_storage-"))
}

#[test]
fn a_first_visit_opens_without_the_storage_part_and_a_link_or_a_return_visit_reads_with_it() {
    // A first visit, with no link and nothing stored, needs nothing from the part that reads
    // links and stored values: held back, the board comes up all the same.
    let first = Browser::start(Options {
        held: vec!["/split_storage"],
        ..Options::reduced_motion()
    });
    first.open_board("");
    assert!(first.exists("#pit-s-1"));
    first.release_held();
    first.close();
    let browser = Browser::start(Options::reduced_motion());
    // A visit by link reads the link with the part. `open` waits for the later sections too:
    // by then the page is whole.
    browser.open("vs=human&speed=instant");
    assert!(store_part_fetched(&browser), "a link is read by the part");
    assert_eq!(
        stored(&browser, "mancala.game"),
        Value::Null,
        "nothing saved yet"
    );
    // The first move is saved by the same part, which is in already.
    browser.click("#pit-s-1");
    browser.wait_until(
        "localStorage.getItem('mancala.game') !== null",
        MOVE_TIMEOUT,
    );
    browser.click("#pit-n-2");
    let board = browser.board();
    // The move just made is saved too: the writer was already in, and wrote at once.
    browser.wait_until(
        "JSON.parse(localStorage.getItem('mancala.game')).moves.length === 2",
        MOVE_TIMEOUT,
    );
    // A return visit waits for the part, then resumes the game move for move.
    browser.open("");
    assert_eq!(browser.board(), board);
    assert!(browser.text("#status").starts_with("Game resumed."));
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn without_its_storage_part_stored_values_are_left_as_they_are_and_the_page_plays() {
    let browser = Browser::start(Options {
        missing: vec!["/split_storage", "/pack_storage"],
        ..Options::reduced_motion()
    });
    browser.open("");
    // What an earlier visit kept, which this one cannot read.
    let kept = r#"{"version":2,"kept":"as it was"}"#;
    browser.execute(&format!(
        "localStorage.setItem('mancala.settings', '{kept}');"
    ));
    browser.open("");
    let said = browser.notices();
    assert!(
        said.contains("did not load") && said.contains("left as it is"),
        "{said}"
    );
    // The page plays with the defaults, and writes nothing over what is kept.
    browser.click("#pit-s-3");
    browser.wait_until(
        "document.getElementById('pit-s-3').getAttribute('aria-label').endsWith(' 0 seeds')",
        MOVE_TIMEOUT,
    );
    browser.choose("speed", "fast");
    // A write asked for marks the page's root until it ends, whatever its outcome.
    browser.wait_until(
        "!document.documentElement.hasAttribute('data-saving')",
        MOVE_TIMEOUT,
    );
    assert_eq!(stored(&browser, "mancala.settings"), kept);
    assert_eq!(stored(&browser, "mancala.game"), Value::Null);
    assert_eq!(
        browser.notices().matches("did not load").count(),
        1,
        "said once"
    );
    browser.close();
}

#[test]
fn without_the_part_that_reads_links_a_link_is_said_unread_and_kept_for_a_reload() {
    let browser = Browser::start(Options {
        missing: vec!["/split_storage", "/pack_storage"],
        ..Options::reduced_motion()
    });
    // The page says so, starts a game under the defaults, and leaves the link in the address.
    browser.open("vs=human&seeds=5");
    let said = browser.notices();
    assert!(said.contains("this link was not opened"), "{said}");
    assert_eq!(browser.seeds_in("pit-n-2"), 4, "the defaults");
    assert!(
        browser
            .eval("location.search")
            .as_str()
            .is_some_and(|query| query == "?vs=human&seeds=5"),
        "{}",
        browser.eval("location.search")
    );
    // The game plays on.
    browser.click("#pit-s-3");
    browser.wait_until(
        "document.getElementById('pit-s-3').getAttribute('aria-label').endsWith(' 0 seeds')",
        MOVE_TIMEOUT,
    );
    browser.close();
}
