//! Hints and the post-game analysis in the built page, in headless Chromium: a hint names a
//! move the exact solver rates best, a hint against the computer asks first and is counted in
//! the visit, and the analysis of a game with a planted blunder draws one point per move,
//! marks the blunder with the better move, and steps the replay from its points.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options};
use mancala::engine::playout::random_move;
use mancala::engine::search::{Table, solve_moves};
use mancala::engine::{Move, Pit};
use mancala::model::game::Game;
use mancala::model::review::MISTAKE_SEEDS;
use mancala::model::settings::{GameSettings, Opponent, Settings, Speed};
use mancala::model::share::link::write_game;
use rand::SeedableRng;
use rand::rngs::SmallRng;

const WAIT: Duration = Duration::from_secs(20);

/// Two players on three seeds a pit, at instant speed.
pub(crate) fn settings() -> Settings {
    Settings {
        game: GameSettings {
            opponent: Opponent::Human,
            seeds: 3,
            ..GameSettings::default()
        },
        speed: Speed::Instant,
        ..Settings::default()
    }
}

/// A game of random moves (the same every run) until at most `seeds` are left in the pits,
/// with the game still under way.
fn opening(seeds: u8) -> Vec<Move> {
    for draw in 0.. {
        let mut rng = SmallRng::seed_from_u64(draw);
        let mut game = Game::new(settings().game).unwrap();
        while game.position().seeds_on_board() > seeds && !game.position().is_over() {
            game.play(random_move(game.position(), &mut rng).unwrap())
                .unwrap();
        }
        if !game.position().is_over() {
            return game.record().moves().to_vec();
        }
    }
    unreachable!("some draw leaves a game under way")
}

/// The query of a link to the game these moves make.
fn link(moves: &[Move]) -> String {
    let game = Game::resume(settings().game, moves, false).unwrap();
    write_game(&settings(), game.record())
}

#[test]
fn a_hint_names_a_move_the_solver_rates_best_and_every_moves_value_on_request() {
    let moves = opening(18);
    let game = Game::resume(settings().game, &moves, false).unwrap();
    let position = *game.position();
    let values = solve_moves(&position, &mut Table::new(18));
    let best = values.iter().map(|&(_, v)| v).max().unwrap();

    let browser = Browser::start(Options::default());
    browser.open(&format!("?{}", link(&moves)));
    browser.press("h");
    browser.wait_until("document.querySelector('.pit.hinted') !== null", WAIT);
    let id = browser
        .attr(".pit.hinted", "id")
        .expect("the hinted pit has an id");
    let number: u8 = id.rsplit('-').next().unwrap().parse().unwrap();
    let hinted = Pit::new(number).unwrap();
    assert_eq!(
        values.iter().find(|&&(p, _)| p == hinted).map(|&(_, v)| v),
        Some(best),
        "the hint, pit {hinted}, is one of the best moves: {values:?}"
    );
    let status = browser.text("#status");
    let expected = match best {
        1.. => "wins by exactly",
        0 => "draws",
        _ => "loses by exactly",
    };
    assert!(
        status.starts_with(&format!("Hint: Pit {hinted} {expected}")),
        "{status}"
    );
    assert!(
        browser
            .attr(".pit.hinted", "aria-label")
            .unwrap_or_default()
            .ends_with(", the hint"),
        "screen readers hear which pit is hinted"
    );
    // Every move's value, on request.
    assert_eq!(browser.count("#hint-moves li"), values.len());
    browser.click("#hint-moves summary");
    assert!(
        browser
            .text("#hint-moves")
            .contains(&format!("Pit {hinted} "))
    );
    assert_eq!(browser.axe(), Vec::<String>::new(), "with a hint showing");
    browser.viewport(360, 740);
    browser.screenshot("hint-narrow");
    assert_eq!(
        browser.axe(),
        Vec::<String>::new(),
        "with a hint showing, narrow"
    );
    // A move ends the hint.
    browser.click(&format!("#{id}"));
    assert!(!browser.exists(".pit.hinted"));
    assert!(!browser.exists("#hint-moves"));
}

#[test]
fn a_hint_against_the_computer_asks_first_and_counts_in_the_visit() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?level=easy");
    browser.click("#hint");
    browser.wait_until(
        "document.querySelector('dialog.confirm[open]') !== null",
        WAIT,
    );
    assert_eq!(browser.text("#confirm-title"), "Show a hint?");
    assert_eq!(browser.axe(), Vec::<String>::new(), "the hint question");
    browser.click("#confirm-yes");
    browser.wait_until("document.querySelector('.pit.hinted') !== null", WAIT);
    assert!(
        browser.text("#status").starts_with("Hint: Pit "),
        "{}",
        browser.text("#status")
    );
    assert!(
        browser.text("#tally").contains("hints used 1"),
        "{}",
        browser.text("#tally")
    );
    // The second hint of the game asks nothing.
    browser.click(".pit.hinted");
    browser.wait_until(
        "!document.getElementById('hint').disabled && !document.querySelector('.pit.hinted')",
        WAIT,
    );
    browser.press("h");
    browser.wait_until("document.querySelector('.pit.hinted') !== null", WAIT);
    assert!(!browser.exists("dialog.confirm[open]"));
    assert!(browser.text("#tally").contains("hints used 2"));
}

/// A finished game with a blunder planted where at most 16 seeds are left (so the page's
/// analysis solves that position exactly): the moves, the blunder's ply (from 1), and the
/// solver's best move there.
fn game_with_a_blunder() -> (Vec<Move>, usize, Pit) {
    let mut table = Table::new(18);
    let mut game = Game::resume(settings().game, &opening(16), false).unwrap();
    let mut planted = None;
    while !game.position().is_over() {
        let values = solve_moves(game.position(), &mut table);
        let best = values.iter().map(|&(_, v)| v).max().unwrap();
        let better = values.iter().find(|&&(_, v)| v == best).unwrap().0;
        let blunder = values
            .iter()
            .find(|&&(_, v)| best - v > MISTAKE_SEEDS)
            .map(|&(p, _)| p);
        let pit = match (planted, blunder) {
            (None, Some(bad)) => {
                planted = Some((game.record().ply() + 1, better));
                bad
            }
            _ => better,
        };
        game.play(pit).unwrap();
    }
    let (ply, better) = planted.expect("a blunder to plant");
    (game.record().moves().to_vec(), ply, better)
}

#[test]
fn the_analysis_draws_a_point_a_move_marks_a_planted_blunder_and_steps_the_replay() {
    let (moves, blunder, better) = game_with_a_blunder();
    let browser = Browser::start(Options::default());
    browser.open(&format!("?{}", link(&moves)));
    browser.wait_for(".analysis[data-state=\"ready\"]");
    // Started and stopped, then carried on to the end.
    browser.click("#analyse");
    browser.click("#stop-analysis");
    browser.wait_for(".analysis[data-state=\"ready\"]");
    assert!(
        !browser.exists(".analysis progress"),
        "no progress once stopped"
    );
    browser.click("#analyse");
    browser.wait_until(
        "document.querySelector('.analysis').dataset.state === 'done'",
        Duration::from_secs(120),
    );
    assert_eq!(
        browser.count("#graph circle"),
        moves.len(),
        "a point a move"
    );
    let point = format!("#pt-{blunder}");
    assert!(
        browser
            .attr(&point, "class")
            .unwrap_or_default()
            .contains("mistake"),
        "the blunder at move {blunder} is marked"
    );
    let label = browser.attr(&point, "aria-label").unwrap_or_default();
    assert!(
        label.contains(&format!("A mistake: pit {better} was")),
        "{label}"
    );
    let in_list = format!("#move-log .ply.mistake[data-ply=\"{blunder}\"]");
    assert!(browser.exists(&in_list), "and in the move list");
    assert!(browser.text(&in_list).ends_with('?'));
    let summary = browser.text("#analysis-summary");
    assert!(summary.contains("played the best move"), "{summary}");
    assert!(
        summary.contains("biggest mistake")
            && (summary.contains("The turning point") || summary.contains("The biggest swing")),
        "the summary names mistakes and the turning point: {summary}"
    );
    assert!(
        browser
            .text("#help")
            .contains(&format!("gives away {MISTAKE_SEEDS} seeds or more")),
        "the help explains the threshold the page uses"
    );
    assert_eq!(browser.axe(), Vec::<String>::new(), "the analysis");
    browser.execute("document.querySelector('.log').scrollIntoView();");
    browser.screenshot("analysis");

    // A point steps the replay there, and the arrows go on from it.
    browser.click(&point);
    assert!(
        browser
            .text("#replay-status")
            .contains(&format!("after move {blunder} of {}", moves.len())),
        "{}",
        browser.text("#replay-status")
    );
    assert_eq!(
        browser.attr("#graph", "aria-activedescendant").as_deref(),
        Some(format!("pt-{blunder}").as_str())
    );
    browser.execute("document.getElementById('graph').focus();");
    browser.press("ArrowLeft");
    assert!(
        browser
            .text("#replay-status")
            .contains(&format!("after move {} of", blunder - 1)),
        "{}",
        browser.text("#replay-status")
    );
    browser.viewport(375, 800);
    browser.execute("document.getElementById('graph').scrollIntoView();");
    browser.screenshot("analysis-narrow");
    assert_eq!(browser.axe(), Vec::<String>::new(), "the analysis, narrow");
}

/// Under the pie rule the swap is a move of the analysis like any other: a point on the graph
/// that says who swapped, and the marks in the move list stay on their own moves after it.
#[test]
fn the_analysis_of_a_game_with_a_swap_gives_the_swap_its_own_point() {
    let mut pie = settings();
    pie.game.house.pie = true;
    // Player 1 opens with pit 1 (no extra turn), player 2 swaps, then random moves to the end.
    let mut game = Game::new(pie.game).unwrap();
    game.play(Pit::new(1).unwrap()).unwrap();
    game.swap().unwrap();
    let mut rng = SmallRng::seed_from_u64(7);
    while !game.position().is_over() {
        game.play(random_move(game.position(), &mut rng).unwrap())
            .unwrap();
    }
    let plies = game.record().ply();
    let browser = Browser::start(Options::default());
    browser.open(&format!("?{}", write_game(&pie, game.record())));
    browser.wait_for(".analysis[data-state=\"ready\"]");
    browser.click("#analyse");
    browser.wait_until(
        "document.querySelector('.analysis').dataset.state === 'done'",
        Duration::from_secs(180),
    );
    assert_eq!(browser.count("#graph circle"), plies, "a point a move");
    let swap = browser.attr("#pt-2", "aria-label").unwrap_or_default();
    assert!(
        swap.starts_with("Move 2, Player 2 swapped sides: "),
        "{swap}"
    );
    let button = browser
        .attr("#move-log .ply[data-ply=\"2\"]", "aria-label")
        .unwrap_or_default();
    assert!(
        button.starts_with("Swap: Player 2 swapped sides."),
        "the list's swap names the word it shows: {button}"
    );
    // Each mark in the list is on the move its point names.
    let marked = browser.execute(
        "return [...document.querySelectorAll('#move-log .ply.mistake')].map(b => b.dataset.ply).join(' ')",
    );
    let marked = marked.as_str().unwrap_or_default().to_string();
    // Random moves against perfect play: the game is sure to hold mistakes to check.
    assert!(
        marked.split_whitespace().count() >= 2,
        "a random game's mistakes are marked in the list: {marked:?}"
    );
    for ply in marked.split_whitespace() {
        let class = browser
            .attr(&format!("#pt-{ply}"), "class")
            .unwrap_or_default();
        assert!(class.contains("mistake"), "move {ply}: {class}");
    }
    let points = browser.count("#graph circle.mistake");
    assert_eq!(marked.split_whitespace().count(), points, "{marked}");
    // The last move's point is the one the finished game shows.
    assert_eq!(
        browser.attr("#graph", "aria-activedescendant").as_deref(),
        Some(format!("pt-{plies}").as_str())
    );
    assert_eq!(
        browser.axe(),
        Vec::<String>::new(),
        "the analysis of a swap"
    );
    browser.viewport(360, 800);
    browser.click("#pt-2");
    browser.execute("document.querySelector('.log').scrollIntoView();");
    browser.screenshot("analysis-swap-narrow");
}
