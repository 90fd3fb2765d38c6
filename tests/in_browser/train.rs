//! Train in the built page, in headless Chromium: the daily puzzle solved by keyboard, a streak
//! broken by a wrong move (every move's margin shown), a puzzle by link and a bad one, a
//! mistake of an analysed game found in "From your games", rated training (the rating moved by
//! first tries only, "Try it again" not rated, "Back to the game" giving the game back as it
//! was), and axe on the modes and a puzzle. The 320 px screenshot of a puzzle is the README's.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use browser::{Browser, Options, Shown};
use mancala::engine::Player;
use mancala::model::train::puzzles::{Puzzle, at_bottom, daily, parse};
use mancala::model::train::rating::Rating;

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
    browser.click("#nav-train");
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
    // Marked, so that the wait below is on the page the reload brings, not on this one.
    browser.note_leaving();
    browser.execute("window.beforeTheReload = true; location.reload()");
    browser.wait_until(
        "window.beforeTheReload === undefined && \
         (document.getElementById('train-title') || {}).textContent?.startsWith('Daily puzzle')",
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
    solve(&browser, &first);
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

/// Plays `puzzle`'s answer by clicking its pits, and waits for the page to say it is solved.
fn solve(browser: &Browser, puzzle: &Puzzle) {
    for pit in puzzle.answer() {
        browser.click(&format!("#train-pit-{}", pit.number()));
    }
    browser.wait_until(
        "document.getElementById('train-said').textContent.startsWith('Solved!')",
        WAIT,
    );
}

/// The puzzle rated training picks for `rating`: the nearest not yet seen, the first of equals.
fn nearest(puzzles: &[Puzzle], rating: i32, seen: &[u32]) -> Puzzle {
    puzzles
        .iter()
        .filter(|p| !seen.contains(&p.id))
        .min_by_key(|p| (i32::from(p.rating) - rating).abs())
        .unwrap()
        .clone()
}

/// The line under Train's heading, as the page words it for `rating` and the counts.
fn rating_line(rating: Rating, solved: u32, tried: u32) -> String {
    let settling = if rating.provisional() {
        ", a first estimate that settles as you solve more"
    } else {
        ""
    };
    format!(
        "Your puzzle rating: {}{settling}. Rated puzzles solved: {solved} of {tried}. \
         Best streak: 0.",
        rating.shown()
    )
}

/// Train's board as a screen reader hears it: every cell's label, in page order.
fn train_board(browser: &Browser) -> String {
    browser
        .eval(
            "[...document.querySelectorAll('#train .mode-board [aria-label]')]\
             .map(e => e.getAttribute('aria-label')).join(' | ')",
        )
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Checks the stored record: its rating (to within rounding, since the page's wasm may round
/// the last bit of a logarithm otherwise than this machine), puzzles tried and solved.
fn assert_stored(browser: &Browser, rating: Rating, tried: u64, solved: u64) {
    let record = browser.eval("JSON.parse(localStorage.getItem('mancala.puzzles'))");
    let kept = record["rating"][0].as_f64().expect("a stored rating");
    assert!(
        (kept - rating.rating).abs() < 1e-6,
        "stored {kept}, expected {}",
        rating.rating
    );
    assert_eq!(
        (record["tried"].as_u64(), record["solved"].as_u64()),
        (Some(tried), Some(solved)),
        "{record}"
    );
}

#[test]
fn rated_training_rates_first_tries_only_and_closing_gives_the_game_back() {
    let puzzles = shipped();
    let browser = Browser::start(Options::reduced_motion());
    let Shown {
        board: game,
        moves,
        plies,
    } = browser.a_game_under_way();
    open_train(&browser);
    let start = Rating::default();
    assert_eq!(browser.text("#train-rating"), rating_line(start, 0, 0));

    // The first rated puzzle is the one nearest the starting rating; its link is its id.
    browser.click("#train-rated");
    let first = shown(&browser, &puzzles);
    assert_eq!(first.id, nearest(&puzzles, start.shown(), &[]).id);
    assert_eq!(
        browser.text("#train-title"),
        format!("Rated training: puzzle {}", first.id)
    );
    browser.wait_until(&format!("location.search === '?puzzle={}'", first.id), WAIT);
    let fresh = train_board(&browser);
    solve(&browser, &first);
    let risen = start.after_puzzle(first.rating, true);
    let rise = risen.shown() - start.shown();
    assert!(
        rise > 0,
        "a solve at {} from {}",
        first.rating,
        start.shown()
    );
    assert!(
        said(&browser).ends_with(&format!("Your rating rises by {rise}.")),
        "{}",
        said(&browser)
    );
    assert_eq!(browser.text("#train-rating"), rating_line(risen, 1, 1));
    browser.wait_until(
        "JSON.parse(localStorage.getItem('mancala.puzzles') || '{\"tried\":0}').tried === 1",
        WAIT,
    );
    assert_stored(&browser, risen, 1, 1);
    assert_ne!(train_board(&browser), fresh, "the answer was played");

    // "Try it again": the same puzzle from its start, solved again without a rating change.
    browser.click("#train-again");
    browser.wait_until(
        "document.getElementById('train-said').textContent.startsWith('Choose a pit')",
        WAIT,
    );
    assert_eq!(train_board(&browser), fresh, "back at the puzzle's start");
    // The button went with the verdict; focus is on the puzzle's pits, not lost to the page.
    browser.wait_until("document.activeElement.id.startsWith('train-pit-')", WAIT);
    assert!(
        !browser.exists("#train-next"),
        "open again, nothing to go on to"
    );
    assert_eq!(
        browser.text("#train-title"),
        format!("Rated training: puzzle {}", first.id)
    );
    solve(&browser, &first);
    assert!(!said(&browser).contains("rating"), "{}", said(&browser));
    assert_eq!(browser.text("#train-rating"), rating_line(risen, 1, 1));
    assert_stored(&browser, risen, 1, 1);

    // The next rated puzzle is the one nearest the new rating that was not seen; a miss
    // lowers the rating.
    browser.click("#train-next");
    browser.wait_until(
        &format!(
            "document.getElementById('train-title').textContent !== 'Rated training: puzzle {}'",
            first.id
        ),
        WAIT,
    );
    let second = shown(&browser, &puzzles);
    assert_eq!(second.id, nearest(&puzzles, risen.shown(), &[first.id]).id);
    browser.wait_until(
        &format!("location.search === '?puzzle={}'", second.id),
        WAIT,
    );
    let (wrong, _) = second.decisions[0].moves[1];
    browser.click(&format!("#train-pit-{}", wrong.number()));
    browser.wait_until(
        "document.getElementById('train-said').textContent.startsWith('Not the best')",
        WAIT,
    );
    let fallen = risen.after_puzzle(second.rating, false);
    let fall = risen.shown() - fallen.shown();
    assert!(
        fall > 0,
        "a miss at {} from {}",
        second.rating,
        risen.shown()
    );
    assert!(
        said(&browser).contains(&format!("Your rating falls by {fall}.")),
        "{}",
        said(&browser)
    );
    assert_eq!(browser.text("#train-rating"), rating_line(fallen, 1, 2));
    browser.wait_until(
        "JSON.parse(localStorage.getItem('mancala.puzzles')).tried === 2",
        WAIT,
    );
    assert_stored(&browser, fallen, 2, 1);

    // "Back to the game": the game as it was, its address, focus on its pits, and it plays on.
    browser.click("#train-close");
    browser.wait_until("document.getElementById('train') === null", WAIT);
    browser.wait_until(
        "getComputedStyle(document.querySelector('.board-area')).display !== 'none'",
        WAIT,
    );
    assert_eq!(
        browser.eval("location.search").as_str(),
        Some("?level=easy&speed=instant")
    );
    assert_eq!(browser.board(), game, "the game as it was");
    assert_eq!(browser.move_log(), moves);
    browser.wait_until(
        "(document.activeElement.id || '').startsWith('pit-s-')",
        WAIT,
    );
    browser.click(".row-bottom .pit.playable");
    browser.wait_until(
        &format!("document.querySelectorAll('#move-log .ply').length > {plies}"),
        WAIT,
    );
    assert_stored(&browser, fallen, 2, 1);
    assert!(
        browser.console_errors().is_empty(),
        "{:#?}",
        browser.console_errors()
    );
}

#[test]
fn a_puzzle_is_played_on_the_games_board_and_its_move_is_shown_seed_by_seed() {
    let puzzles = shipped();
    for reduced in [false, true] {
        let browser = Browser::start(match reduced {
            false => Options::sized(360, 800),
            true => Options::reduced_motion(),
        });
        browser.open("?puzzle=2");
        let puzzle = shown(&browser, &puzzles);
        let board = at_bottom(puzzle.position);
        let pit = puzzle.answer()[0];
        // What the answer's first move sows, worked out by the engine.
        let mut after = board;
        let outcome = after.play(pit).expect("the answer is legal");
        let cells: std::collections::BTreeSet<String> = outcome
            .sown
            .iter()
            .map(|cell| format!("{cell:?}"))
            .collect();
        // The game's board: the seeds drawn, the stores named.
        let seeds = board.seeds(Player::South, pit);
        assert_eq!(
            browser.count(&format!("#train-pit-{} .seed", pit.number())),
            usize::from(seeds.min(24))
        );
        assert_eq!(browser.text("#train-store .store-name"), "You");
        assert_eq!(browser.text("#train-store-n .store-name"), "Opponent");
        assert_eq!(
            browser.spoken("#train-store .visually-hidden"),
            format!("Your store, {}", plural(board.store(Player::South)))
        );
        assert!(!browser.exists("#train .last-played"), "nothing played yet");
        if !reduced {
            browser.screenshot("train-board-360");
        }
        browser.watch_arrivals("#train");
        browser.click(&format!("#train-pit-{}", pit.number()));
        if !reduced {
            // A seed is seen to land in each cell the move sows, one after another.
            browser.wait_until(&format!("window.arrivedIn.size === {}", cells.len()), WAIT);
        }
        // At rest, the move stays marked.
        browser.wait_until(
            &format!(
                "document.querySelector('#train-pit-{}.last-played') \
                 && !document.querySelector('#train .seed.arriving') \
                 && document.querySelectorAll('#train .pit.fresh, #train .store.fresh').length > 0",
                pit.number()
            ),
            WAIT,
        );
        let arrived = browser.arrivals();
        match reduced {
            false => {
                assert_eq!(arrived, cells.len() as u64, "shown seed by seed");
                browser.viewport(1280, 900);
                browser.screenshot("train-board-1280");
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

/// "1 seed", "4 seeds".
fn plural(n: u8) -> String {
    match n {
        1 => "1 seed".to_string(),
        n => format!("{n} seeds"),
    }
}
