//! The levels that no other browser test plays (3, 4 and 6), each for a whole game in the built
//! page, in headless Chromium: the level set by the link is the menu's and the board's, every
//! move the page asks its worker for names it, each of the computer's moves is the worker's
//! answer, found by that level's own search (as deep, and over as many positions, as natively)
//! and one its draw can fall on, every move is legal, the game ends, and the statistics count it
//! at that level.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use serde_json::Value;

use browser::{Browser, Options};
use mancala::engine::players::Level;
use mancala::engine::search::Table;
use mancala::engine::{Player, Position, Rules};
use mancala::model::formats::game_from_json;
use mancala::model::game::seeds;
use mancala::worker::budget::answer;
use mancala::worker::protocol::{FromWorker, Pie, Play, SearchReply, SearchRequest, ToWorker};

/// Keeps a copy of every message between the page and its workers, from before the page loads
/// (a prelude: `Options::prelude`): what the page posts in `window.__toWorker`, what a worker
/// answers in `window.__fromWorker` (each message as an array of bytes).
const RECORD_WORKER_MESSAGES: &str = "window.__toWorker = []; window.__fromWorker = []; \
            const Real = window.Worker; \
            const post = Real.prototype.postMessage; \
            Real.prototype.postMessage = function (message, ...rest) { \
                if (message instanceof Uint8Array) window.__toWorker.push(Array.from(message)); \
                return post.call(this, message, ...rest); \
            }; \
            window.Worker = class extends Real { \
                constructor(...args) { \
                    super(...args); \
                    this.addEventListener('message', e => { \
                        if (e.data instanceof Uint8Array) \
                            window.__fromWorker.push(Array.from(e.data)); \
                    }); \
                } \
            };";

/// The messages recorded under `name`, as bytes.
fn recorded(browser: &Browser, name: &str) -> Vec<Vec<u8>> {
    browser
        .eval(&format!("window.{name}"))
        .as_array()
        .unwrap_or_else(|| panic!("no {name}: the messages were not recorded"))
        .iter()
        .map(|bytes| {
            bytes
                .as_array()
                .unwrap()
                .iter()
                .map(|b| b.as_u64().unwrap() as u8)
                .collect()
        })
        .collect()
}

/// The computer's moves the page asked its worker for, in order, each with the worker's reply.
fn searches(browser: &Browser) -> Vec<(SearchRequest, SearchReply)> {
    let replies: Vec<SearchReply> = recorded(browser, "__fromWorker")
        .iter()
        .filter_map(|bytes| match FromWorker::decode(bytes) {
            Ok(FromWorker::Reply(reply)) => Some(reply),
            Ok(_) => None,
            Err(e) => panic!("a reply the page cannot read: {e}"),
        })
        .collect();
    recorded(browser, "__toWorker")
        .iter()
        .filter_map(|bytes| match ToWorker::decode(bytes) {
            Ok(ToWorker::Search(search)) => Some(search),
            Ok(_) => None,
            Err(e) => panic!("a request the worker cannot read: {e}"),
        })
        .map(|search| {
            let reply = replies
                .iter()
                .find(|r| r.id == search.id)
                .unwrap_or_else(|| panic!("no reply to {search:?}"))
                .clone();
            (search, reply)
        })
        .collect()
}

/// Plays a whole game against `level`, set by the link, and checks it (see the module's
/// documentation).
fn a_whole_game_at(browser: &Browser, level: Level) {
    let slug = level.slug();
    browser.open(&format!("?level={slug}&speed=instant"));
    assert_eq!(
        browser.eval("document.getElementById('level').value"),
        Value::from(slug),
        "the menu shows the link's level"
    );
    assert_eq!(
        browser.text("#matchup"),
        format!("Against the computer: Level {}", level.number())
    );
    browser.play_to_the_end();
    browser.wait_until(
        &format!(
            "document.querySelector('[data-rule-set=\"standard\"] tr[data-level=\"{slug}\"] td')\
             .textContent === '1'"
        ),
        browser::TIMEOUT,
    );
    assert_eq!(
        browser.eval("location.search").as_str(),
        Some(format!("?level={slug}&speed=instant").as_str())
    );

    // The game as kept: played at this level, every move legal, to the end.
    let kept = browser.eval("localStorage.getItem('mancala.game')");
    let saved = game_from_json(kept.as_str().expect("the game is kept")).unwrap();
    assert_eq!(saved.settings.game.level, level);
    let searches = searches(browser);
    let mut asked = searches.iter();
    let softened = level.softened().expect("a softened level");
    let mut position = Position::start(Rules::KALAH, Player::South);
    let mut computer_moves = 0;
    for (ply, played) in saved.moves.iter().enumerate() {
        let pit = played.pit().expect("no swap without the pie rule");
        if position.to_move() == Player::North {
            // The computer's move: the worker's answer for this position at this level, by
            // that level's own search (the same depth and positions searched as natively), and
            // a move its draw can fall on. The draw itself is not repeated here: the seeded
            // generator is another on wasm32 than on this 64-bit machine.
            let (request, reply) = asked
                .next()
                .unwrap_or_else(|| panic!("ply {ply}: the computer moved unasked"));
            assert_eq!(request.level, level, "ply {ply}: {request:?}");
            assert_eq!(request.pie, Pie::Off);
            assert_eq!(
                Position::parse_study(&request.position).unwrap(),
                position,
                "ply {ply}"
            );
            assert_eq!(reply.answer, Ok(Play::Sow(pit.number())), "ply {ply}");
            let native = answer(request, &mut Table::disabled(), &|| 0.0);
            assert_eq!(
                (reply.depth, reply.nodes),
                (native.depth, native.nodes),
                "ply {ply}: {level:?}'s search from {position}"
            );
            let (ranking, weights) = softened
                .weigh(&position, level.limits().nodes, &mut || false)
                .unwrap();
            let drawn = ranking.moves.iter().position(|&(p, _)| p == pit).unwrap();
            assert!(
                weights[drawn] > 0,
                "ply {ply}: pit {pit} from {position} is never {level:?}'s move: {ranking:?}"
            );
            computer_moves += 1;
        }
        position
            .play(pit)
            .unwrap_or_else(|e| panic!("ply {ply}: pit {pit} from {position}: {e}"));
    }
    assert!(position.is_over(), "the game ended: {position}");
    assert!(computer_moves > 0);
    assert_eq!(asked.next(), None, "a request left unanswered");
    // The board shows where the moves lead.
    for (player, id) in [(Player::South, "store-s"), (Player::North, "store-n")] {
        let said = browser.eval(&format!(
            "document.querySelector('#{id} .visually-hidden').textContent"
        ));
        let said = said.as_str().unwrap_or_default();
        let count = seeds(position.store(player));
        assert!(said.ends_with(&format!(", {count}")), "{said}: {count}");
    }
}

#[test]
fn levels_3_4_and_6_each_play_a_whole_game_with_their_own_moves() {
    let browser = Browser::start(Options {
        prelude: Some(RECORD_WORKER_MESSAGES),
        ..Options::reduced_motion()
    });
    for level in [Level::Three, Level::Four, Level::Six] {
        a_whole_game_at(&browser, level);
    }
    assert_eq!(browser.console_errors(), Vec::<String>::new());
}
