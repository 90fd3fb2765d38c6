//! How long each level may think, and the answer to a request within that budget: the same
//! function answers in the worker and, when no worker can start, on the page's own thread at a
//! smaller level.

use std::sync::Arc;

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::engine::pie;
use crate::engine::players::Decision;
use crate::engine::players::{Level, SOLVED_GAME_SEEDS, expert_solve_seeds, solves_whole_game};
use crate::engine::playout::random_move;
use crate::engine::search::{
    Endgame, Limits, Ranking, Table, best_move, principal_line, rank_moves, solve_best_within,
    solve_moves_within, solve_within,
};
use crate::engine::{Pit, Position, Rules, sort};
use crate::worker::protocol::{
    Certainty, FromWorker, MoveValue, Pie, Play, Purpose, STUDY_FIRST_NODES, STUDY_STEPS,
    SearchReply, SearchRequest, StudyReply, StudyRequest, ToWorker, ValuesReply, ValuesRequest,
};

/// How long a level may think, in milliseconds of the caller's clock (`None`: as long as its
/// node budget lasts, which for Easy and Medium is a moment).
pub fn time_budget_ms(level: Level) -> Option<f64> {
    match level {
        Level::Easy | Level::Two | Level::Three | Level::Four | Level::Medium | Level::Six => None,
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
        ready_to_solve(&position, table);
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
    let found = match request.pie {
        Pie::Off => request
            .level
            .decide_within(&position, cap, table, &mut stop, &mut rng)
            .map(sown),
        Pie::Offered => {
            pie::reply(request.level, &position, cap, table, &mut stop, &mut rng).map(replied)
        }
        // The opening searches every whole turn the first player can play, each with its share
        // of the level's own budget and no clock: a clock that ran out partway would leave the
        // last turns unsearched, and a turn is chosen by comparing them all.
        Pie::Opening => pie::opening(
            request.level,
            &position,
            request.level.limits().nodes,
            table,
            &mut || false,
            &mut rng,
        )
        .and_then(opened),
    };
    reply(request.id, found)
}

/// What a search found, as the reply carries it.
struct Found {
    play: Play,
    depth: u8,
    exact: bool,
    nodes: u64,
}

/// A sowing the level chose.
fn sown(decision: Decision) -> Found {
    Found {
        play: Play::Sow(decision.pit.number()),
        depth: decision.depth,
        exact: decision.exact,
        nodes: decision.nodes,
    }
}

/// A move that reports no search: the engine gives none for the pie rule's swap or opening.
fn unreported(play: Play) -> Found {
    Found {
        play,
        depth: 0,
        exact: false,
        nodes: 0,
    }
}

/// The pie rule's reply.
fn replied(reply: pie::Reply) -> Found {
    match reply {
        pie::Reply::Sow(decision) => sown(decision),
        pie::Reply::Swap => unreported(Play::Swap),
    }
}

/// The first pit of the opening turn chosen: the page asks again after an extra turn.
fn opened(turn: pie::Turn) -> Option<Found> {
    turn.pits
        .first()
        .map(|pit| unreported(Play::Sow(pit.number())))
}

/// The reply to request `id`: the move found, or that the game is over.
fn reply(id: u32, found: Option<Found>) -> SearchReply {
    match found {
        Some(found) => SearchReply {
            id,
            answer: Ok(found.play),
            depth: found.depth,
            exact: found.exact,
            nodes: found.nodes,
        },
        None => SearchReply::refusal(id, "the game is over".to_string()),
    }
}

/// Answers a request on the page's own thread, at a small budget: a level below
/// [`PAGE_LEVEL_CAP`] as asked (Easy, or a softened level's short search), anything stronger as
/// [`PAGE_LEVEL_CAP`] (a plain search to a fixed depth, with no table and no clock). It calls
/// the search itself rather than [`Level::decide`], so the page's wasm carries no copy of
/// Hard's and Expert's machinery (the solver and the endgame table), only the worker's does.
pub fn answer_on_page(request: &SearchRequest) -> SearchReply {
    let position = match request.position.parse::<Position>() {
        Ok(position) => position,
        Err(error) => {
            return SearchReply::refusal(request.id, format!("cannot read the position: {error}"));
        }
    };
    let mut rng = SmallRng::seed_from_u64(request.seed);
    // Under the pie rule, the engine's own choice at the page's level, with no table.
    let level = request.level.min(PAGE_LEVEL_CAP);
    let node_cap = PAGE_LEVEL_CAP.limits().nodes;
    let mut plain = Table::disabled();
    let found = match request.pie {
        Pie::Offered => pie::reply(
            level,
            &position,
            node_cap,
            &mut plain,
            &mut || false,
            &mut rng,
        )
        .map(replied),
        Pie::Opening => pie::opening(
            level,
            &position,
            node_cap,
            &mut plain,
            &mut || false,
            &mut rng,
        )
        .and_then(opened),
        Pie::Off => match request
            .level
            .softened()
            .filter(|_| request.level < PAGE_LEVEL_CAP)
        {
            _ if request.level == Level::Easy => {
                random_move(&position, &mut rng).map(|pit| unreported(Play::Sow(pit.number())))
            }
            Some(softened) => softened
                .decide_within(&position, u64::MAX, &mut || false, &mut rng)
                .map(sown),
            None => best_move(
                &position,
                PAGE_LEVEL_CAP.limits(),
                &mut plain,
                &mut || false,
                &mut rng,
            )
            .map(|found| sown(Decision::from(found))),
        },
    };
    reply(request.id, found)
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
        ready_to_solve(&position, table);
    }
    if request.pie == Pie::Opening {
        // Every whole turn is searched with its share of the budget and no clock, as the
        // computer's own opening is: a clock that ran out partway would leave turns unrated.
        let nodes = match request.purpose {
            Purpose::Hint => Level::Hard.limits().nodes,
            Purpose::Review => REVIEW_NODES,
        };
        return opening_values(reply, &position, Limits::nodes(nodes), table);
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

/// Every first pit's value under the pie rule (see [`pie::opening_moves`]), the position each
/// whole turn leaves searched within `limits`, whose nodes are shared out among the turns as
/// the computer's own opening shares them ([`pie::opening`]). Exact only if every search was.
fn opening_values(
    mut reply: ValuesReply,
    position: &Position,
    limits: Limits,
    table: &mut Table,
) -> ValuesReply {
    let turns = pie::whole_turns(position).len().max(1) as u64;
    let limits = Limits {
        nodes: limits.nodes / turns,
        ..limits
    };
    let mut exact = true;
    let moves = pie::opening_moves(position, |after| {
        match rank_moves(after, limits, table, &mut || false) {
            Some(ranking) => {
                exact &= ranking.exact;
                reply.nodes += ranking.nodes;
                reply.depth = reply.depth.max(ranking.depth);
                ranking.best().map_or(0, |(_, value)| value)
            }
            None => after.stores().lead(after.to_move()),
        }
    });
    reply.exact = exact && !moves.is_empty();
    reply.moves = moves.iter().map(|&(p, v)| (p.number(), v)).collect();
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
    let Ok(position) = request.position.parse::<Position>() else {
        return reply;
    };
    if request.pie == Pie::Opening {
        let limits = PAGE_LEVEL_CAP.limits();
        return opening_values(reply, &position, limits, &mut Table::disabled());
    }
    let ranking = rank_moves(
        &position,
        PAGE_LEVEL_CAP.limits(),
        &mut Table::disabled(),
        &mut || false,
    );
    with_ranking(reply, ranking)
}

/// The positions step `step` of a study may visit: [`STUDY_FIRST_NODES`] times `2^step`, a step
/// past the last counting as the last.
pub fn study_nodes(step: u8) -> u64 {
    STUDY_FIRST_NODES.saturating_mul(1 << step.min(STUDY_STEPS - 1))
}

/// The most moves of each line a study's reply shows.
pub const STUDY_LINE_MOVES: usize = 8;

/// Seeds in the pits up to which a study's solve may take half of a step's budget; beyond
/// them it takes an eighth, a long shot that costs the search little. Measured in Kalah(6,4)
/// with the worker's table and its 12-seed endgame table (`examples/study.rs`): the best moves
/// of six sampled positions were proved within 100 million positions for all six with 36 seeds
/// in the pits (the median about 6 million), five with 40 and one with 44. From the opening (48
/// seeds, which no step solves), giving the solve half of each step's budget cost the search
/// one or two plies at each of the first ten steps; an eighth, one ply at three of them.
pub const STUDY_SOLVE_SEEDS: u8 = 44;

/// A study step's budget for its solve, of `budget` in all (see [`STUDY_SOLVE_SEEDS`]).
fn study_solve_nodes(position: &Position, budget: u64) -> u64 {
    if position.seeds_on_board() <= STUDY_SOLVE_SEEDS {
        budget / 2
    } else {
        budget / 8
    }
}

/// One step of the analysis board's analysis of a study, within [`study_nodes`] positions and no
/// clock: the table, kept from step to step, carries each step's work into the next.
///
/// First a solve of the position's value and best moves ([`solve_best_within`]), in half the
/// budget (an eighth with more than [`STUDY_SOLVE_SEEDS`] seeds in the pits). If it finishes,
/// the best moves are exact, and what is left of the budget goes to the exact value of each
/// other move (first a fair share each, then all that remains to those still open); a move
/// whose solve does not finish is only known to be worse than the best, and is given as at
/// most the best value less one. If the solve does not finish, a search ([`rank_moves`])
/// estimates every move in what is left. Every move comes with the line the table expects
/// after it. Never panics: an unreadable position, or a finished game, has no moves.
pub fn study(request: &StudyRequest, table: &mut Table) -> StudyReply {
    let mut reply = StudyReply {
        id: request.id,
        ..StudyReply::default()
    };
    let Ok(position) = Position::parse_study(&request.position) else {
        return reply;
    };
    if position.is_over() {
        return reply;
    }
    ready_to_solve(&position, table);
    let budget = study_nodes(request.step);
    let mut never = || false;
    let solve_nodes = study_solve_nodes(&position, budget);
    let values = match solve_best_within(&position, table, solve_nodes, &mut never) {
        Ok(best) => {
            reply.nodes = best.nodes;
            let mut values: Vec<_> = best
                .moves
                .iter()
                .map(|&pit| (pit, best.value, Certainty::Exact))
                .collect();
            let mut left: Vec<Pit> = position
                .legal_moves()
                .iter()
                .filter(|pit| !best.moves.contains(pit))
                .collect();
            // Each move first gets a fair share of the rest, so that a costly one does not
            // starve the cheap ones; then the moves still open get all that is left, one after
            // another, and go on from what their first try left in the table.
            for fair in [true, false] {
                let mut open = Vec::new();
                for (i, &pit) in left.iter().enumerate() {
                    let rest = budget.saturating_sub(reply.nodes);
                    let share = if fair {
                        rest / (left.len() - i) as u64
                    } else {
                        rest
                    };
                    match move_value_within(&position, pit, table, share) {
                        Ok((value, nodes)) => {
                            reply.nodes += nodes;
                            values.push((pit, value, Certainty::Exact));
                        }
                        Err(nodes) => {
                            reply.nodes += nodes;
                            open.push(pit);
                        }
                    }
                }
                left = open;
            }
            // Not solved, but worse than the best: at most the best value less a seed.
            values.extend(
                left.iter()
                    .map(|&pit| (pit, best.value - 1, Certainty::AtMost)),
            );
            values
        }
        Err(spent) => {
            let limits = Limits::nodes(budget.saturating_sub(spent));
            let ranking = rank_moves(&position, limits, table, &mut never);
            reply.nodes = spent + ranking.as_ref().map_or(0, |ranking| ranking.nodes);
            ranking.map_or_else(Vec::new, |ranking| {
                reply.depth = if ranking.exact { 0 } else { ranking.depth };
                estimates(&ranking)
            })
        }
    };
    with_study_moves(reply, &position, values, table)
}

/// The exact value of `pit`'s move for the side to move in `position`, and the positions its
/// solve visited, within `nodes`.
///
/// # Errors
/// The positions visited, if the budget ran out first.
fn move_value_within(
    position: &Position,
    pit: Pit,
    table: &mut Table,
    nodes: u64,
) -> Result<(i32, u64), u64> {
    let me = position.to_move();
    let mut child = *position;
    if child.play_unchecked(pit).over {
        return Ok((child.stores().lead(me), 0));
    }
    let solved = solve_within(&child, table, nodes, &mut || false)?;
    let value = if child.to_move() == me {
        solved.value
    } else {
        -solved.value
    };
    Ok((value, solved.nodes))
}

/// A ranking's values as a study's: estimates, or exact values if the search reached every end.
fn estimates(ranking: &Ranking) -> Vec<(Pit, i32, Certainty)> {
    let certainty = if ranking.exact {
        Certainty::Exact
    } else {
        Certainty::Estimate
    };
    ranking
        .moves
        .iter()
        .map(|&(pit, value)| (pit, value, certainty))
        .collect()
}

/// A study's reply with its moves: best first (the highest value, then the lowest pit), each
/// with the line `table` expects after it; solved when there are moves and every one is exact.
fn with_study_moves(
    reply: StudyReply,
    position: &Position,
    mut values: Vec<(Pit, i32, Certainty)>,
    table: &Table,
) -> StudyReply {
    sort::by_key(&mut values, |&(pit, value, _)| {
        (std::cmp::Reverse(value), pit)
    });
    let moves: Vec<MoveValue> = values
        .into_iter()
        .map(|(pit, value, certainty)| MoveValue {
            pit: pit.number(),
            value,
            certainty,
            line: principal_line(position, pit, table, STUDY_LINE_MOVES)
                .iter()
                .map(|pit| pit.number())
                .collect(),
        })
        .collect();
    let solved = !moves.is_empty() && moves.iter().all(|m| m.certainty == Certainty::Exact);
    StudyReply {
        moves,
        solved,
        depth: if solved { 0 } else { reply.depth },
        ..reply
    }
}

/// A study's step on the page's own thread, when no worker can start: a plain search to
/// [`PAGE_LEVEL_CAP`]'s depth, with no table, whatever the step (a deeper step would take the
/// page's thread too long). Its values are estimates, unless the search reached every end of
/// the game, and only then is it solved; each line is its move alone, as there is no table to
/// read more from.
pub fn study_on_page(request: &StudyRequest) -> StudyReply {
    let reply = StudyReply {
        id: request.id,
        ..StudyReply::default()
    };
    let Ok(position) = Position::parse_study(&request.position) else {
        return reply;
    };
    let mut table = Table::disabled();
    match rank_moves(&position, PAGE_LEVEL_CAP.limits(), &mut table, &mut || {
        false
    }) {
        Some(ranking) => with_study_moves(
            StudyReply {
                depth: ranking.depth,
                nodes: ranking.nodes,
                ..reply
            },
            &position,
            estimates(&ranking),
            &table,
        ),
        None => reply,
    }
}

/// The worker's answer to a message from the page, as posted back. Anything unreadable gets a
/// reply with id 0 and the reason.
pub fn answer_message(message: &[u8], table: &mut Table, now: &dyn Fn() -> f64) -> FromWorker {
    match ToWorker::decode(message) {
        Ok(ToWorker::Search(request)) => FromWorker::Reply(answer(&request, table, now)),
        Ok(ToWorker::Values(request)) => FromWorker::Values(values(&request, table, now)),
        Ok(ToWorker::Study(request)) => FromWorker::Study(study(&request, table)),
        Err(error) => FromWorker::Reply(SearchReply::refusal(0, error.to_string())),
    }
}

/// The answer to a message on the page's own thread, when no worker can start, as the bytes a
/// worker would post: [`answer_on_page`], [`values_on_page`] or [`study_on_page`], whose
/// search is capped at [`PAGE_LEVEL_CAP`]. The search module exports it to the page, which then
/// needs no search of its own. Anything unreadable gets a reply with id 0 and the reason.
pub fn answer_on_page_message(message: &[u8]) -> Vec<u8> {
    let reply = match ToWorker::decode(message) {
        Ok(ToWorker::Search(request)) => FromWorker::Reply(answer_on_page(&request)),
        Ok(ToWorker::Values(request)) => FromWorker::Values(values_on_page(&request)),
        Ok(ToWorker::Study(request)) => FromWorker::Study(study_on_page(&request)),
        Err(error) => FromWorker::Reply(SearchReply::refusal(0, error.to_string())),
    };
    reply.encode()
}

/// Seeds in the pits up to which the worker keeps every board's exact value (an endgame
/// table): 2.7 MB, built in about a second natively. With it, on the accuracy benchmark's old
/// sets (retired on 2026-12-05), Hard found the best move in 98.7% of the tuning set's positions
/// (98.3% of the held-out set's), and Expert in all of them, since it can then solve the game
/// exactly from 32 seeds instead of 26. The figures on today's sets are in
/// `docs/computer-players.md`.
pub const ENDGAME_SEEDS: u8 = 12;

/// Readies the worker's table for the game of a request it has just answered: for Hard,
/// Expert, reviews and studies, an endgame table for that game's rules, built once (and again
/// only when the rules change). It runs after the reply is posted, while the person thinks, so
/// no move waits for it but the one asked while it is built. Returns whether it built one.
pub fn prepare(message: &[u8], table: &mut Table) -> bool {
    let position = match ToWorker::decode(message) {
        Ok(ToWorker::Search(request)) if matches!(request.level, Level::Hard | Level::Expert) => {
            request.position
        }
        // Not after a hint: at Easy or Medium the table would only delay the computer's
        // next move, and Hard and Expert build it after their first reply anyway.
        Ok(ToWorker::Values(request)) if request.purpose == Purpose::Review => request.position,
        // The next step of a study solves more with it.
        Ok(ToWorker::Study(request)) => request.position,
        _ => return false,
    };
    // A game's position reads as a study too.
    let Ok(position) = Position::parse_study(&position) else {
        return false;
    };
    build_endgame(position.rules(), table)
}

/// Builds the endgame table for the rules of `position` first, when its seeds are few enough
/// for Expert, a review or a study to solve it whole with the table ([`SOLVED_GAME_SEEDS`];
/// about a second in Chromium for Kalah(6,3)): without it, a solve from the start of
/// Kalah(6,3) takes ten times the positions. A game's position holds its rules' total; a study
/// may hold fewer seeds, and is then small enough under larger rules too.
fn ready_to_solve(position: &Position, table: &mut Table) {
    if position.total_seeds() <= SOLVED_GAME_SEEDS {
        build_endgame(position.rules(), table);
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
