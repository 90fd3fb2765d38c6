//! How long each level may think, and the answer to a request within that budget: the same
//! function answers in the worker and, when no worker can start, on the page's own thread at a
//! smaller level.

use std::sync::Arc;

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::engine::players::{Level, SOLVED_GAME_SEEDS, expert_solve_seeds, solves_whole_game};
use crate::engine::playout::random_move;
use crate::engine::search::{
    Endgame, Limits, Ranking, Table, best_move, rank_moves, solve_moves_within,
};
use crate::engine::{Position, Rules};
use crate::worker::protocol::{
    FromWorker, Purpose, SearchReply, SearchRequest, StudyReply, ToWorker, ValuesReply,
    ValuesRequest,
};

/// How long a level may think, in milliseconds of the caller's clock (`None`: as long as its
/// node budget lasts, which for Easy and Medium is a moment).
pub fn time_budget_ms(level: Level) -> Option<f64> {
    match level {
        Level::Easy | Level::Medium => None,
        Level::Hard => Some(350.0),
        Level::Expert => Some(2000.0),
    }
}

/// How long Expert may think in a game small enough to solve whole (see
/// [`solves_whole_game`]), in milliseconds of the caller's clock: its solve of any position of
/// Kalah(6,3) ends well within this in Chromium, and perfect play is worth the wait the rare
/// costly position asks for.
pub const SOLVED_GAME_MS: f64 = 5000.0;

/// The most positions a review's solve may visit in a game small enough to solve whole: about
/// ten times what its costliest position was seen to need, so that only a position no game
/// reaches could fall back to a search.
pub const SOLVED_GAME_REVIEW_NODES: u64 = 150_000_000;

/// How far past its host node budget a level may search when the caller's clock bounds it:
/// the budgets are what the host visits in the time, and a faster browser should not be held
/// to them.
pub const CLOCK_HEADROOM: u64 = 4;

/// The strongest level the page searches at itself when no worker can start: a search on the
/// page's own thread has to stay short, or the page would freeze while it runs.
pub const PAGE_LEVEL_CAP: Level = Level::Medium;

/// Answers a request. `now` is the caller's clock in milliseconds, used to keep to the level's
/// time budget. Never panics: a malformed position is answered with its error.
pub fn answer(request: &SearchRequest, table: &mut Table, now: &dyn Fn() -> f64) -> SearchReply {
    let position = match request.position.parse::<Position>() {
        Ok(position) => position,
        Err(error) => {
            return SearchReply::refusal(request.id, format!("cannot read the position: {error}"));
        }
    };
    let mut rng = SmallRng::seed_from_u64(request.seed);
    if request.level == Level::Expert {
        ready_to_solve(position.rules(), table);
    }
    let ms = match time_budget_ms(request.level) {
        Some(_) if request.level == Level::Expert && solves_whole_game(position.rules(), table) => {
            Some(SOLVED_GAME_MS)
        }
        ms => ms,
    };
    let deadline = ms.map(|ms| now() + ms);
    let mut stop = || deadline.is_some_and(|d| now() >= d);
    // With a clock, the node budget is only a safety net.
    let cap = match deadline {
        Some(_) => request.level.limits().nodes.saturating_mul(CLOCK_HEADROOM),
        None => request.level.limits().nodes,
    };
    match request
        .level
        .decide_within(&position, cap, table, &mut stop, &mut rng)
    {
        Some(choice) => SearchReply {
            id: request.id,
            answer: Ok(choice.pit.number()),
            depth: choice.depth,
            exact: choice.exact,
            nodes: choice.nodes,
        },
        None => SearchReply::refusal(request.id, "the game is over".to_string()),
    }
}

/// Answers a request on the page's own thread, at a small budget: Easy as asked, anything
/// stronger as [`PAGE_LEVEL_CAP`] (a plain search to a fixed depth, with no table and no
/// clock). It calls the search itself rather than the levels, so the page's wasm carries no
/// copy of Hard's and Expert's machinery (the solver and the endgame table), only the worker's
/// does.
pub fn answer_on_page(request: &SearchRequest) -> SearchReply {
    let position = match request.position.parse::<Position>() {
        Ok(position) => position,
        Err(error) => {
            return SearchReply::refusal(request.id, format!("cannot read the position: {error}"));
        }
    };
    let mut rng = SmallRng::seed_from_u64(request.seed);
    let found = match request.level {
        Level::Easy => random_move(&position, &mut rng).map(|pit| (pit, 0, 0)),
        _ => best_move(
            &position,
            PAGE_LEVEL_CAP.limits(),
            &mut Table::disabled(),
            &mut || false,
            &mut rng,
        )
        .map(|found| (found.best, found.depth, found.nodes)),
    };
    match found {
        Some((pit, depth, nodes)) => SearchReply {
            id: request.id,
            answer: Ok(pit.number()),
            depth,
            exact: false,
            nodes,
        },
        None => SearchReply::refusal(request.id, "the game is over".to_string()),
    }
}

/// Positions a post-game analysis visits for each position of the game: a number, not a time,
/// so that a slow browser rates a game as deeply as a fast one (a few tenths of a second
/// each). What the worker's tables already hold can still change a rating a little.
pub const REVIEW_NODES: u64 = 300_000;

/// Rates every legal move of a request's position. A hint has Hard's time (and its node cap as
/// a safety net), a review [`REVIEW_NODES`] and no clock. With few seeds left, half the budget
/// goes to an exact solve, as Expert's does; if that does not finish, a search rates the moves
/// in what is left. Never panics: an unreadable position, or a finished game, has no moves.
pub fn values(request: &ValuesRequest, table: &mut Table, now: &dyn Fn() -> f64) -> ValuesReply {
    let mut reply = ValuesReply {
        id: request.id,
        ..ValuesReply::default()
    };
    let Ok(position) = request.position.parse::<Position>() else {
        return reply;
    };
    if request.purpose == Purpose::Review {
        ready_to_solve(position.rules(), table);
    }
    let (ms, nodes) = match request.purpose {
        Purpose::Hint => (
            time_budget_ms(Level::Hard),
            Level::Hard.limits().nodes.saturating_mul(CLOCK_HEADROOM),
        ),
        Purpose::Review => (None, REVIEW_NODES),
    };
    // A review of a game small enough to solve whole is exact throughout.
    let solve_nodes =
        if request.purpose == Purpose::Review && solves_whole_game(position.rules(), table) {
            SOLVED_GAME_REVIEW_NODES
        } else {
            nodes / 2
        };
    let start = now();
    let until = |share: f64| move || ms.is_some_and(|ms| now() - start >= ms * share);
    let mut spent = 0;
    if position.seeds_on_board() <= expert_solve_seeds(position.rules(), table) {
        match solve_moves_within(&position, table, solve_nodes, &mut until(0.5)) {
            Ok(solved) => {
                reply.moves = solved
                    .values
                    .iter()
                    .map(|&(p, v)| (p.number(), v))
                    .collect();
                reply.exact = true;
                reply.nodes = solved.nodes;
                return reply;
            }
            Err(visited) => spent = visited,
        }
    }
    let limits = Limits::nodes(nodes.saturating_sub(spent));
    let mut reply = with_ranking(reply, rank_moves(&position, limits, table, &mut until(1.0)));
    reply.nodes += spent;
    reply
}

/// A reply that carries a ranking's values, if there is one.
fn with_ranking(reply: ValuesReply, ranking: Option<Ranking>) -> ValuesReply {
    match ranking {
        Some(ranking) => ValuesReply {
            moves: ranking
                .moves
                .iter()
                .map(|&(p, v)| (p.number(), v))
                .collect(),
            depth: ranking.depth,
            exact: ranking.exact,
            nodes: ranking.nodes,
            ..reply
        },
        None => reply,
    }
}

/// Rates every move on the page's own thread, when no worker can start: a plain search to
/// [`PAGE_LEVEL_CAP`]'s depth, so the page never freezes for long.
pub fn values_on_page(request: &ValuesRequest) -> ValuesReply {
    let reply = ValuesReply {
        id: request.id,
        ..ValuesReply::default()
    };
    let ranking = request
        .position
        .parse::<Position>()
        .ok()
        .and_then(|position| {
            rank_moves(
                &position,
                PAGE_LEVEL_CAP.limits(),
                &mut Table::disabled(),
                &mut || false,
            )
        });
    with_ranking(reply, ranking)
}

/// The worker's answer to a message from the page, as posted back. Anything unreadable gets a
/// reply with id 0 and the reason.
pub fn answer_message(message: &[u8], table: &mut Table, now: &dyn Fn() -> f64) -> FromWorker {
    match ToWorker::decode(message) {
        Ok(ToWorker::Search(request)) => FromWorker::Reply(answer(&request, table, now)),
        Ok(ToWorker::Values(request)) => FromWorker::Values(values(&request, table, now)),
        Ok(ToWorker::Study(request)) => FromWorker::Study(StudyReply {
            id: request.id,
            ..StudyReply::default()
        }),
        Err(error) => FromWorker::Reply(SearchReply::refusal(0, error.to_string())),
    }
}

/// The answer to a message on the page's own thread, when no worker can start, as the bytes a
/// worker would post: [`answer_on_page`] or [`values_on_page`], whose search is capped at
/// [`PAGE_LEVEL_CAP`]. The search module exports it to the page, which then needs no search of
/// its own. Anything unreadable gets a reply with id 0 and the reason.
pub fn answer_on_page_message(message: &[u8]) -> Vec<u8> {
    let reply = match ToWorker::decode(message) {
        Ok(ToWorker::Search(request)) => FromWorker::Reply(answer_on_page(&request)),
        Ok(ToWorker::Values(request)) => FromWorker::Values(values_on_page(&request)),
        Ok(ToWorker::Study(request)) => FromWorker::Study(StudyReply {
            id: request.id,
            ..StudyReply::default()
        }),
        Err(error) => FromWorker::Reply(SearchReply::refusal(0, error.to_string())),
    };
    reply.encode()
}

/// Seeds in the pits up to which the worker keeps every board's exact value (an endgame
/// table): 2.7 MB, built in about a second natively. With it Hard finds the best move in
/// 97.7% of the accuracy benchmark's positions (95.7% without), and Expert in all of them, since
/// it can then solve the game exactly from 32 seeds instead of 26.
pub const ENDGAME_SEEDS: u8 = 12;

/// Readies the worker's table for the game of a request it has just answered: for Hard,
/// Expert and reviews, an endgame table for that game's rules, built once (and again only when the rules
/// change). It runs after the reply is posted, while the person thinks, so no move waits for
/// it but the one asked while it is built. Returns whether it built one.
pub fn prepare(message: &[u8], table: &mut Table) -> bool {
    let position = match ToWorker::decode(message) {
        Ok(ToWorker::Search(request)) if matches!(request.level, Level::Hard | Level::Expert) => {
            request.position
        }
        // Not after a hint: at Easy or Medium the table would only delay the computer's
        // next move, and Hard and Expert build it after their first reply anyway.
        Ok(ToWorker::Values(request)) if request.purpose == Purpose::Review => request.position,
        _ => return false,
    };
    let Ok(position) = position.parse::<Position>() else {
        return false;
    };
    build_endgame(position.rules(), table)
}

/// Builds the endgame table for `rules` first, when Expert or a review would solve a game that
/// small whole with it ([`SOLVED_GAME_SEEDS`]; about a second in Chromium for Kalah(6,3)):
/// without it, a solve from the start of Kalah(6,3) takes ten times the positions.
fn ready_to_solve(rules: Rules, table: &mut Table) {
    if rules.total_seeds() <= SOLVED_GAME_SEEDS {
        build_endgame(rules, table);
    }
}

/// Gives `table` an endgame table of [`ENDGAME_SEEDS`] for `rules`, unless it has one. Returns
/// whether it built one.
fn build_endgame(rules: Rules, table: &mut Table) -> bool {
    if table
        .endgame()
        .is_some_and(|endgame| endgame.rules() == rules)
    {
        return false;
    }
    let endgame = Arc::new(Endgame::new(rules, ENDGAME_SEEDS));
    let kept = std::mem::replace(table, Table::disabled());
    *table = kept.with_endgame(endgame);
    true
}
