//! The page at every width a phone, a tablet or a desktop gives it: a sweep from 320 to 1280 CSS
//! pixels in steps of 20, in portrait and landscape, with the settings menu closed and open and
//! with each question open. Nothing may scroll sideways, and every control of the open menu or
//! question must lie inside the window. The dialogs' keyboard behaviour (focus in, Escape, focus
//! back) is tested here too, and the fit again in German and in Arabic.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options};

/// Window sizes: every width from 320 to 1280 in steps of 20 at a tall height, three common
/// portrait sizes (phones of 375 and 414 px, a 768 px tablet), then the landscape sizes of
/// common phones, where the height is what runs short. Widths are measured without the page's
/// scroll bar, so a page that fits only under an overlay scroll bar fails.
fn sizes() -> Vec<(u32, u32)> {
    let mut sizes: Vec<(u32, u32)> = (320..=1280).step_by(20).map(|w| (w, 860)).collect();
    sizes.extend([(375, 812), (414, 896), (768, 1024)]);
    sizes.extend([(568, 320), (640, 360), (740, 360), (844, 390), (915, 412)]);
    sizes
}

/// What is wrong with the layout now: the page scrolling sideways, and any visible control
/// inside `open` (a CSS selector; none when empty) lying outside the window, or none of them
/// visible at all (so that a menu or question that drew nothing does not pass unmeasured),
/// each as a line.
fn problems(browser: &Browser, open: &str) -> Vec<String> {
    let found = browser.execute(&format!(
        "const problems = []; \
         const width = document.documentElement.clientWidth, height = window.innerHeight; \
         const scroll = document.documentElement.scrollWidth; \
         if (scroll > width) {{ \
           const wide = [...document.querySelectorAll('body *')] \
             .filter(e => e.getBoundingClientRect().right > width + 0.5) \
             .slice(0, 3) \
             .map(e => e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className); \
           problems.push(`the page is ${{scroll}} px wide for ${{width}}: ${{wide.join(', ')}}`); \
         }} \
         const open = {open:?}; \
         if (open) {{ \
           const box = document.querySelector(open); \
           let visible = 0; \
           if (!box) problems.push(`${{open}} is not open`); \
           else for (const c of box.querySelectorAll('button, select, input, summary')) {{ \
             const r = c.getBoundingClientRect(); \
             if (r.width === 0 && r.height === 0) continue; \
             visible += 1; \
             const name = c.id || c.textContent.trim().slice(0, 20) || c.tagName; \
             if (r.left < 0 || r.right > width + 0.5) \
               problems.push(`${{name}} spans x ${{Math.round(r.left)}}..${{Math.round(r.right)}}`); \
             if (box.tagName === 'DIALOG' && (r.top < 0 || r.bottom > height + 0.5)) \
               problems.push(`${{name}} spans y ${{Math.round(r.top)}}..${{Math.round(r.bottom)}}`); \
           }} \
           if (box && visible === 0) problems.push(`${{open}} shows no control`); \
         }} \
         return problems;"
    ));
    found
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| p.as_str().map(str::to_owned))
        .collect()
}

/// A record for the statistics, so that "Reset statistics" can be asked.
pub(crate) const ONE_RECORD: &str = "{\"version\":3,\"records\":{\"standard\":{\"easy\":{\"played\":1,\
    \"won\":1,\"lost\":0,\"drawn\":0,\"streak\":1,\"best_streak\":1,\"fastest_win_ms\":60000,\
    \"most_seeds\":30,\"biggest_margin\":12}}},\"online\":{\"5-seeds+skip-origin+pie\":\
    {\"played\":12,\"won\":7,\"lost\":4,\"drawn\":1},\"standard\":{\"played\":3,\"won\":1,\
    \"lost\":2,\"drawn\":0}},\"counted\":[]}";

// The clicks run after the script has returned: WebKit's driver cannot read the result of a
// script during which a modal dialog opened or closed ("Could not parse script result").
pub(crate) fn open_question(browser: &Browser, button: &str) {
    browser.execute(&format!(
        "setTimeout(() => document.getElementById('{button}').click());"
    ));
    wait_for_question(browser, true);
}

pub(crate) fn close_question(browser: &Browser) {
    browser.execute("setTimeout(() => document.getElementById('confirm-no').click());");
    wait_for_question(browser, false);
}

/// Waits until a question is open, or until none is.
fn wait_for_question(browser: &Browser, open: bool) {
    let compare = if open { "!==" } else { "===" };
    browser.wait_until(
        &format!("document.querySelector('dialog.confirm[open]') {compare} null"),
        Duration::from_secs(5),
    );
}

/// Waits until keyboard focus is on a pit of the board.
fn wait_for_focus_on_a_pit(browser: &Browser) {
    browser.wait_until(
        "document.activeElement && document.activeElement.classList.contains('pit')",
        Duration::from_secs(5),
    );
}

#[test]
fn at_every_width_nothing_scrolls_sideways_and_the_open_menu_and_questions_fit() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("");
    browser.execute(&format!(
        "localStorage.setItem('mancala.stats', {});",
        serde_json::to_string(ONE_RECORD).unwrap()
    ));
    // A game under way against the computer, so that every question can be asked.
    browser.open("level=easy&speed=instant");
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('status').textContent.endsWith('Your turn.')",
        Duration::from_secs(10),
    );
    let mut failures = Vec::new();
    for (width, height) in sizes() {
        browser.viewport(width, height);
        let mut check = |state: &str, open: &str| {
            for problem in problems(&browser, open) {
                failures.push(format!("{width}x{height}, {state}: {problem}"));
            }
        };
        check("menu closed", "");
        browser.execute("document.querySelector('details.menu').open = true;");
        check("menu open", "details.menu[open] .menu-body");
        browser.execute("document.querySelector('details.menu').open = false;");
        for (question, button) in [
            ("new game", "new-game"),
            ("take-back", "undo"),
            ("reset", "reset-stats"),
        ] {
            open_question(&browser, button);
            check(question, "dialog.confirm[open]");
            close_question(&browser);
        }
        if [320, 375, 414, 768, 1280].contains(&width) || height < 500 {
            browser.execute("document.querySelector('details.menu').open = true;");
            browser.screenshot(&format!("menu-{width}x{height}"));
            if width == 375 {
                // The new narrow views: the menu as a sheet, and the records as cards.
                for violation in browser.axe() {
                    failures.push(format!("{width}x{height}, menu open, axe: {violation}"));
                }
            }
            browser.execute("document.querySelector('details.menu').open = false;");
            open_question(&browser, "new-game");
            browser.screenshot(&format!("question-{width}x{height}"));
            close_question(&browser);
            browser.screenshot(&format!("page-{width}x{height}"));
            browser.execute("document.getElementById('stats-title').scrollIntoView();");
            browser.screenshot(&format!("stats-{width}x{height}"));
            browser.execute("document.getElementById('stats-online-title').scrollIntoView();");
            browser.screenshot(&format!("stats-online-{width}x{height}"));
            browser.execute("window.scrollTo(0, 0);");
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

/// The page in German, whose words run longest, in Arabic, written right to left, and in
/// Turkish, whose dotted and dotless i change the letters' widths, at a small phone's width, a
/// common phone's and a desktop's: nothing may scroll sideways, and the open menu and each
/// question must fit, as in English at every width above. At 375 px the board, the open menu
/// and a question are kept as screenshots, and axe checks the page.
#[test]
fn in_german_arabic_and_turkish_nothing_scrolls_sideways_and_the_menu_and_questions_fit() {
    let mut failures = Vec::new();
    for lang in ["de", "ar", "tr"] {
        let browser = Browser::start(Options::reduced_motion());
        browser.open("");
        browser.execute(&format!(
            "localStorage.setItem('mancala.stats', {});",
            serde_json::to_string(ONE_RECORD).unwrap()
        ));
        browser.open(&format!("level=easy&speed=instant&lang={lang}"));
        browser.click("#pit-s-1");
        let your_turn =
            crate::language::in_lang(lang, || mancala::model::words::main::to_move("you", ""));
        browser.wait_until(
            &format!("document.getElementById('status').textContent.endsWith({your_turn:?})"),
            Duration::from_secs(10),
        );
        for width in [320, 375, 1280] {
            browser.viewport(width, 860);
            let mut axe = Vec::new();
            let mut check = |state: &str, open: &str| {
                for problem in problems(&browser, open) {
                    failures.push(format!("{lang} at {width}, {state}: {problem}"));
                }
            };
            check("menu closed", "");
            if width == 375 {
                browser.screenshot(&format!("board-{lang}-{width}"));
            }
            browser.execute("document.querySelector('details.menu').open = true;");
            check("menu open", "details.menu[open] .menu-body");
            if width == 375 {
                browser.screenshot(&format!("menu-{lang}-{width}"));
                axe = browser.axe();
            }
            browser.execute("document.querySelector('details.menu').open = false;");
            for (question, button) in [
                ("new game", "new-game"),
                ("take-back", "undo"),
                ("reset", "reset-stats"),
            ] {
                open_question(&browser, button);
                check(question, "dialog.confirm[open]");
                if width == 375 && question == "new game" {
                    browser.screenshot(&format!("question-{lang}-{width}"));
                }
                close_question(&browser);
            }
            failures.extend(
                axe.into_iter()
                    .map(|violation| format!("{lang} at {width}, menu open, axe: {violation}")),
            );
        }
        assert_eq!(browser.console_errors(), Vec::<String>::new(), "{lang}");
        browser.close();
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_question_takes_focus_escape_keeps_playing_and_focus_comes_back() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("level=easy&speed=instant");
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('status').textContent.endsWith('Your turn.')",
        Duration::from_secs(10),
    );
    // From the settings menu: a game-changing choice asks, and the menu closes.
    browser.click("#settings");
    browser.choose("seeds", "5");
    wait_for_question(&browser, true);
    assert!(!browser.exists("details.menu[open]"), "the menu closed");
    assert_eq!(browser.focused_attr("id").as_deref(), Some("confirm-yes"));
    // Tab stays inside the modal dialog.
    browser.press("Tab");
    assert_eq!(browser.focused_attr("id").as_deref(), Some("confirm-no"));
    // Escape: keep playing, and focus goes to the row of pits.
    browser.press("Escape");
    wait_for_question(&browser, false);
    wait_for_focus_on_a_pit(&browser);
    assert_eq!(
        browser.eval("document.getElementById('seeds').value"),
        "4",
        "the menu shows the settings in force again"
    );
    assert_eq!(browser.text("#matchup"), "Against the computer: Easy");

    // Enter on "Keep playing" also lands on the row of pits.
    browser.click("#new-game");
    wait_for_question(&browser, true);
    browser.press("Tab");
    browser.press("Enter");
    wait_for_focus_on_a_pit(&browser);

    // Digits move the row's focus with the pit they sow: from pit 4, 5 plays pit 5, and → goes
    // on to pit 6.
    browser.execute("document.getElementById('pit-s-4').focus();");
    browser.press("5");
    browser.wait_until(
        "document.getElementById('status').textContent.endsWith('Your turn.')",
        Duration::from_secs(10),
    );
    browser.wait_until(
        "document.activeElement && document.activeElement.id === 'pit-s-5'",
        Duration::from_secs(5),
    );
    browser.press("ArrowRight");
    assert_eq!(browser.focused_attr("id").as_deref(), Some("pit-s-6"));

    // The reset question hands focus back to its button.
    browser.execute(&format!(
        "localStorage.setItem('mancala.stats', {});",
        serde_json::to_string(ONE_RECORD).unwrap()
    ));
    browser.open("level=easy&speed=instant");
    browser.execute("document.getElementById('reset-stats').focus();");
    browser.press("Enter");
    wait_for_question(&browser, true);
    assert_eq!(browser.axe(), Vec::<String>::new(), "the open question");
    browser.press("Escape");
    browser.wait_until(
        "document.activeElement && document.activeElement.id === 'reset-stats'",
        Duration::from_secs(5),
    );
    assert_eq!(browser.console_errors(), Vec::<String>::new());
    browser.close();
}

#[test]
fn a_link_with_direction_controls_shows_them_written_out() {
    let browser = Browser::start(Options::default());
    // U+202E (right-to-left override) and U+2066 (left-to-right isolate) in a key.
    browser.open("ab%E2%80%AEcd%E2%81%A6=1&level=hard");
    let notice = browser.text(".notice p");
    assert!(notice.contains("abU+202EcdU+2066"), "{notice}");
    assert!(
        !notice.contains('\u{202E}') && !notice.contains('\u{2066}'),
        "{notice}"
    );
    assert_eq!(
        browser.eval("document.getElementById('level').value"),
        "hard"
    );
    browser.close();
}

/// The number drawn on a pit (its `::after` badge), or "" when none is drawn.
/// The number drawn on a pit: its `::after` content. Firefox computes `attr(data-number)` as
/// written, so there the attribute it names is read.
fn drawn_number(browser: &Browser, id: &str) -> String {
    browser
        .eval(&format!(
            "(() => {{ const pit = document.getElementById('{id}'); \
             const c = getComputedStyle(pit, '::after').content; \
             if (c === 'attr(data-number)') return pit.dataset.number || ''; \
             return c === 'none' ? '' : c.replaceAll('\"', ''); }})()"
        ))
        .as_str()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn pit_numbers_are_drawn_on_the_rows_people_play() {
    let browser = Browser::start(Options::default());
    browser.open("");
    for n in 1..=6 {
        assert_eq!(drawn_number(&browser, &format!("pit-s-{n}")), n.to_string());
        assert_eq!(
            drawn_number(&browser, &format!("pit-n-{n}")),
            "",
            "the computer's row"
        );
    }
    assert_eq!(browser.text("#matchup"), "Against the computer: Medium");
    browser.open("vs=human");
    for n in 1..=6 {
        assert_eq!(drawn_number(&browser, &format!("pit-s-{n}")), n.to_string());
        assert_eq!(drawn_number(&browser, &format!("pit-n-{n}")), n.to_string());
    }
    assert_eq!(browser.text("#matchup"), "Two players, one screen");
    assert_eq!(
        browser.text("#tally"),
        "This visit: hints used 0.",
        "no results against the computer in a two-player game, only the hints"
    );
    assert_eq!(browser.axe(), Vec::<String>::new());
    // The lessons' and the puzzles' boards number their pits as play's board does, each number
    // centred in its badge on both rows (the boards of those modes once drew it off centre).
    for (query, board) in [("?learn=1", "#learn"), ("?puzzle=1", "#train")] {
        browser.open(query);
        browser.wait_for(&format!("{board} .pit.numbered"));
        let off_centre = browser.eval(&format!(
            "[...document.querySelectorAll('{board} .pit.numbered')]\
             .filter(p => getComputedStyle(p, '::after').textAlign !== 'center').map(p => p.id)"
        ));
        assert_eq!(off_centre, serde_json::json!([]), "{query}");
        assert!(
            browser.count(&format!("{board} .pit.numbered")) >= 6,
            "{query}"
        );
    }
    browser.close();
}
