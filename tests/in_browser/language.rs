//! The page's language, in each engine: chosen by a link's `lang=`, by the setting (stored), or
//! by the browser's languages, with English last; kept by a reload and by the links the page
//! copies; `<html lang dir>` in step; a `lang=` the page does not speak named in a notice; and a
//! language whose words cannot be had leaving the page as it was, with a notice.
//!
//! What the page should say is worded here by the crate's own catalogues, in the language
//! expected, so these tests hold whatever the translators write.

use std::time::Duration;

use mancala::model::words::{self, Lang, main};
use serde_json::Value;

use crate::browser::{Browser, Options};

const WAIT: Duration = Duration::from_secs(10);

/// `say` worded in the language tagged `tag` (English's numbers, so nothing with a number).
pub(crate) fn in_lang(tag: &str, say: impl Fn() -> String) -> String {
    let lang = Lang::from_tag(tag).expect("a language of the page");
    words::speak(lang, None);
    if let Some(catalogue) = words::catalogue(lang) {
        words::hear(catalogue);
    }
    let said = say();
    words::speak(Lang::ENGLISH, None);
    said
}

/// What a hot-seat game's status says when a link opens it: Player 1 to move.
fn new_hot_seat_game() -> String {
    main::to_move("one", &main::player_one())
}

/// `<html lang>` and `<html dir>`.
fn marked(browser: &Browser) -> (String, String) {
    let root = |name: &str| {
        browser
            .eval(&format!(
                "document.documentElement.getAttribute('{name}') || 'ltr'"
            ))
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    (root("lang"), root("dir"))
}

/// The seeds in each pit and store, as drawn, whatever the language.
fn counts(browser: &Browser) -> String {
    browser
        .eval("[...document.querySelectorAll('.board .count')].map(c => c.textContent).join(' ')")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_linked_language_is_spoken_kept_by_a_reload_and_carried_by_a_copied_link() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?vs=human&lang=fr");
    assert_eq!(marked(&browser), ("fr".to_string(), "ltr".to_string()));
    let french = in_lang("fr", new_hot_seat_game);
    assert_ne!(french, new_hot_seat_game(), "French is not English");
    assert_eq!(browser.text("#status"), french);
    assert_eq!(
        browser.eval("document.getElementById('language').value"),
        "fr"
    );

    // A change of setting rewrites the address, which keeps the language; so does a reload.
    browser.click("#pit-s-3");
    browser.wait_until(
        "document.querySelectorAll('#move-log .ply').length >= 1",
        WAIT,
    );
    browser.choose("speed", "instant");
    browser.wait_until("location.search.includes('speed=instant')", WAIT);
    assert!(browser.search().contains("lang=fr"), "{}", browser.search());
    browser.note_leaving();
    browser.execute("location.reload();");
    browser.wait_until(
        "document.documentElement.lang === 'fr' && document.querySelector('[data-later]') !== null",
        WAIT,
    );
    assert_eq!(
        browser.eval("document.getElementById('language').value"),
        "fr"
    );

    // A copied link to the game carries it.
    browser.allow_clipboard();
    browser.click("#copy-game");
    let copied = in_lang("fr", main::link_copied);
    browser.wait_until(
        &format!("document.getElementById('status').textContent.startsWith({copied:?})"),
        WAIT,
    );
    let link = browser.clipboard();
    assert!(link.contains("lang=fr"), "{link}");
    // It was the link's choice, not the player's: nothing is stored.
    assert_eq!(
        browser.eval("localStorage.getItem('mancala.language')"),
        Value::Null
    );
    browser.close();
}

#[test]
fn the_setting_draws_the_page_again_in_place_and_is_stored_for_the_next_visit() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?vs=human");
    browser.click("#pit-s-3");
    browser.wait_until(
        "document.querySelectorAll('#move-log .ply').length >= 1",
        WAIT,
    );
    let board = counts(&browser);
    let moves = browser.count("#move-log .ply");
    browser.click("#settings");
    browser.choose("language", "de");
    browser.wait_until("document.documentElement.lang === 'de'", WAIT);
    // The page is drawn again in German, with the game as it was and the menu open on the
    // language's select.
    browser.wait_until(
        "document.activeElement && document.activeElement.id === 'language'",
        WAIT,
    );
    assert!(browser.exists("details.menu[open]"), "the menu stays open");
    assert_eq!(counts(&browser), board);
    assert_eq!(browser.count("#move-log .ply"), moves);
    assert_eq!(
        browser.eval("localStorage.getItem('mancala.language')"),
        "de"
    );
    assert!(browser.search().contains("lang=de"), "{}", browser.search());
    assert_eq!(browser.axe(), Vec::<String>::new(), "the page in German");

    // The next visit, by a bare address, opens in German.
    browser.open("");
    assert_eq!(marked(&browser), ("de".to_string(), "ltr".to_string()));
    assert_eq!(
        browser.eval("document.getElementById('language').value"),
        "de"
    );
    browser.close();
}

#[test]
fn the_browser_s_languages_choose_when_neither_link_nor_setting_does() {
    let browser = Browser::start(Options {
        prelude: Some(
            "Object.defineProperty(navigator, 'languages', { get: () => ['pt-PT', 'fr', 'en'] });",
        ),
        ..Options::reduced_motion()
    });
    browser.open("?vs=human");
    // European Portuguese is read in Brazil's, the nearest the page speaks.
    assert_eq!(marked(&browser), ("pt-BR".to_string(), "ltr".to_string()));
    assert_eq!(browser.text("#status"), in_lang("pt-BR", new_hot_seat_game));
    // Its pack was fetched beside the page module, once.
    let packs: Vec<String> = browser
        .served()
        .into_iter()
        .filter(|path| path.contains("/words-"))
        .collect();
    assert_eq!(packs.len(), 1, "{packs:?}");
    assert!(packs[0].contains("/words-pt-BR-"), "{packs:?}");
    // The browser's choice is left out of the page's links.
    assert!(!browser.search().contains("lang="), "{}", browser.search());

    // A link's language comes first.
    browser.open("?vs=human&lang=ar");
    assert_eq!(marked(&browser), ("ar".to_string(), "rtl".to_string()));
    browser.close();
}

#[test]
fn a_language_the_page_does_not_speak_is_named_and_english_is_spoken() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?vs=human&lang=tlh");
    assert_eq!(marked(&browser), ("en".to_string(), "ltr".to_string()));
    assert!(
        browser.notices().contains("“tlh” is not a value for lang"),
        "{}",
        browser.notices()
    );
    assert_eq!(browser.text("#status"), new_hot_seat_game());
    browser.close();
}

#[test]
fn words_that_cannot_be_had_leave_the_page_as_it_was_with_a_notice() {
    let browser = Browser::start(Options {
        missing: vec!["/words-da-"],
        ..Options::reduced_motion()
    });
    browser.open("?vs=human&lang=da");
    assert_eq!(marked(&browser), ("en".to_string(), "ltr".to_string()));
    let said = main::words_missing("Dansk");
    browser.wait_until(
        &format!(
            "[...document.querySelectorAll('.notice p')].some(p => p.textContent === {said:?})"
        ),
        WAIT,
    );
    assert_eq!(browser.text("#status"), new_hot_seat_game());

    // Chosen in the settings, it fails the same way, and the page stays in French.
    browser.click("#settings");
    browser.choose("language", "fr");
    browser.wait_until("document.documentElement.lang === 'fr'", WAIT);
    // The menu is open again after the change.
    browser.choose("language", "da");
    let said = in_lang("fr", || main::words_missing("Dansk"));
    browser.wait_until(
        &format!(
            "[...document.querySelectorAll('.notice p')].some(p => p.textContent === {said:?})"
        ),
        WAIT,
    );
    assert_eq!(marked(&browser), ("fr".to_string(), "ltr".to_string()));
    assert_eq!(
        browser.eval("document.getElementById('language').value"),
        "fr"
    );
    assert_eq!(
        browser.eval("localStorage.getItem('mancala.language')"),
        "fr"
    );
    browser.close();
}

/// The page module writes whole numbers from 0 to 999 itself in every language, as plain
/// Western digits, without asking `Intl` (`IntlNumbers` in src/web/language.rs): that holds
/// only while the browser's own rules write each of them so in each language the page speaks.
#[test]
fn each_language_writes_whole_numbers_below_a_thousand_as_plain_digits() {
    let browser = Browser::start(Options::default());
    browser.open("");
    let tags: Vec<&str> = Lang::all().map(Lang::tag).collect();
    // With the boot script's own formatter, as the page asks for any other number.
    let differing = browser.execute(&format!(
        "const differing = [];
         for (const tag of {tags:?}) {{
             for (let n = 0; n < 1000; n++) {{
                 const written = mancalaNumber(tag, n, 0, false);
                 if (written !== String(n)) differing.push(`${{tag}}: ${{n}} as ${{written}}`);
             }}
         }}
         return differing.slice(0, 10);"
    ));
    assert_eq!(
        differing,
        Value::Array(Vec::new()),
        "a language writes a whole number below 1,000 otherwise than in plain digits"
    );
}
