//! No English left behind: the page in the pseudo-language (`lang=en-XA`), where every message
//! is wrapped in `⟦…⟧` and lengthened, is opened in every mode, with the menu open, with each
//! question asked, after a finished game, in a lesson, a puzzle, the analysis board and an online
//! room. Any visible text, or accessible name, without a marker is English that never went
//! through a catalogue, and fails the test.
//!
//! They need `trunk build --release` first (and the room server's binary, for the room).

use std::time::Duration;

use mancala::engine::playout::random_move;
use mancala::model::game::Game;
use mancala::model::share::link::write_game;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::browser::{Browser, Engine, Options};
use crate::layout::{ONE_RECORD, close_question, open_question};
use crate::online::{RoomServer, in_the_lobby_of};
use crate::review::settings as two_players;

const WAIT: Duration = Duration::from_secs(10);

/// Every piece of visible text and every accessible name on the page now that holds a letter
/// but no marker: words that did not come from a catalogue. The names of the languages in the
/// list of languages are their own, by design, and the page's title is checked too.
const UNMARKED: &str = r#"
const letters = /\p{L}/u;
const marked = (text) => text.includes('⟦') || text.includes('⟧') || !letters.test(text);
const shown = (e) => {
  if (e.closest('[hidden]')) return false;
  if (e.tagName === 'OPTION') return e.closest('select') !== null && shown(e.closest('select'));
  return getComputedStyle(e).visibility !== 'hidden' && e.getClientRects().length > 0;
};
const found = [];
const say = (where, text) => found.push(`${where}: ${JSON.stringify(text.slice(0, 80))}`);
const where = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '');
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
// A message may hold markup (a key's name in <kbd>, the notation in <code>): its markers are
// then in the element around it. A key's name is a key's, in any language.
const inline = new Set(['KBD', 'CODE']);
const block = (e) => {
  while (e.parentElement && inline.has(e.tagName)) e = e.parentElement;
  return e;
};
for (let node; (node = walker.nextNode()); ) {
  const text = node.textContent.trim();
  const parent = node.parentElement;
  if (!text || marked(text) || !parent) continue;
  if (parent.tagName === 'KBD' || marked(block(parent).textContent)) continue;
  if (parent.closest('#language, script, style, noscript, svg title')) continue;
  if (!shown(parent)) continue;
  say(where(parent), text);
}
for (const e of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription], [aria-valuetext]')) {
  if (!shown(e) || e.closest('#language')) continue;
  for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']) {
    const text = e.getAttribute(name);
    if (text && !marked(text)) say(`${where(e)}[${name}]`, text);
  }
}
for (const e of document.querySelectorAll('input[type=button], input[type=submit]')) {
  if (shown(e) && !marked(e.value)) say(where(e), e.value);
}
if (!marked(document.title)) say('title', document.title);
const description = document.querySelector('meta[name=description]');
if (description && !marked(description.content)) say('description', description.content);
return [...new Set(found)];
"#;

fn unmarked(browser: &Browser, place: &str, failures: &mut Vec<String>) {
    let found = browser.execute(UNMARKED);
    let found: Vec<String> = found
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|f| f.as_str().map(str::to_owned))
        .collect();
    failures.extend(found.into_iter().map(|f| format!("{place}: {f}")));
}

/// Opens `query` in the pseudo-language and waits until the page speaks it.
fn open(browser: &Browser, query: &str) {
    browser.open(&format!("{query}&lang=en-XA"));
    browser.wait_until("document.documentElement.lang === 'en-XA'", WAIT);
    browser.wait_until("document.title.includes('⟦')", WAIT);
}

/// Opens each question by its button, checks it and closes it.
fn questions(browser: &Browser, buttons: &[&str], failures: &mut Vec<String>) {
    for button in buttons {
        open_question(browser, button);
        unmarked(browser, &format!("the question of #{button}"), failures);
        close_question(browser);
    }
}

/// The query of a link to a finished game between two players: random moves, the same every
/// run.
fn a_finished_game() -> String {
    let settings = two_players();
    let mut rng = SmallRng::seed_from_u64(7);
    let mut game = Game::new(settings.game).expect("a new game");
    while !game.position().is_over() {
        let pit = random_move(game.position(), &mut rng).expect("a move while under way");
        game.play(pit).expect("a legal move");
    }
    write_game(&settings, game.record())
}

#[test]
fn in_the_pseudo_language_every_word_on_the_page_comes_from_a_catalogue() {
    let mut failures = Vec::new();
    let browser = Browser::start(Options::reduced_motion());
    // A game on record, so that the statistics can be reset.
    browser.open("");
    browser.execute(&format!(
        "localStorage.setItem('mancala.stats', {});",
        serde_json::to_string(ONE_RECORD).unwrap()
    ));

    // The game against the computer, with the sections under the board and the help, then
    // the menu open.
    open(&browser, "?level=easy&speed=instant");
    unmarked(&browser, "the game", &mut failures);
    browser.execute("document.querySelector('details.menu').open = true;");
    unmarked(&browser, "the menu", &mut failures);
    browser.execute("document.querySelector('details.menu').open = false;");

    // A move, then every question a game under way can ask.
    browser.click("#pit-s-1");
    browser.wait_until(
        "!document.getElementById('undo').disabled && document.querySelector('.pit.playable') !== null",
        WAIT,
    );
    unmarked(&browser, "a game under way", &mut failures);
    questions(
        &browser,
        &["new-game", "undo", "reset-stats"],
        &mut failures,
    );

    // A finished game, analysed.
    open(&browser, &format!("?{}", a_finished_game()));
    browser.wait_for(".analysis[data-state=\"ready\"]");
    unmarked(&browser, "a game over", &mut failures);
    browser.click("#analyse");
    browser.wait_until(
        "document.querySelector('.analysis').dataset.state === 'done'",
        Duration::from_secs(60),
    );
    unmarked(&browser, "a game over, analysed", &mut failures);

    // Two players on one screen.
    open(&browser, "?vs=human&speed=instant");
    unmarked(&browser, "two players", &mut failures);

    // The lessons: their list, then a lesson.
    open(&browser, "?learn");
    browser.wait_for("#learn-title");
    unmarked(&browser, "the lessons", &mut failures);
    open(&browser, "?learn=1");
    browser.wait_for("#learn-pit-1");
    unmarked(&browser, "a lesson", &mut failures);

    // A puzzle.
    open(&browser, "?puzzle=2");
    browser.wait_for("#train-pit-1");
    unmarked(&browser, "a puzzle", &mut failures);

    // The analysis board, with its values.
    open(&browser, "?pos=6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0");
    browser.wait_for("#study-values li");
    unmarked(&browser, "the analysis board", &mut failures);

    // The online page served by a host with no room server.
    open(&browser, "?online");
    browser.wait_for("#online");
    unmarked(&browser, "online with no server", &mut failures);
    browser.close();

    // A room on the room server, waiting for a friend.
    let server = RoomServer::start();
    let maker = in_the_lobby_of(Engine::from_env(), &server);
    maker.open_url(&format!("{}?online&lang=en-XA", server.url));
    maker.wait_for("#online-create");
    unmarked(&maker, "the online lobby", &mut failures);
    maker.click("#online-create");
    maker.wait_until(
        "(document.getElementById('online-invite') || {}).value",
        WAIT,
    );
    unmarked(&maker, "a room waiting for a friend", &mut failures);
    maker.close();

    assert!(
        failures.is_empty(),
        "English left behind:\n{}",
        failures.join("\n")
    );
}
