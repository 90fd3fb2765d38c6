//! The worker's side of the analysis board's continuous analysis: each step's answer to a
//! study, through the worker's messages, checked against the exact solver, and the answer the
//! search module gives on the page's own thread when no worker can start.

use mancala::engine::players::TABLE_LOG2_SLOTS;
use mancala::engine::search::{Table, solve_moves};
use mancala::engine::{Pit, Player, Position, Rules};
use mancala::worker::budget::{
    PAGE_LEVEL_CAP, STUDY_LINE_MOVES, answer_message, answer_on_page_message, prepare, study_nodes,
};
use mancala::worker::protocol::{
    Certainty, FromWorker, STUDY_FIRST_NODES, STUDY_STEPS, StudyReply, StudyRequest, ToWorker,
};

fn message(id: u32, position: &str, step: u8) -> Vec<u8> {
    ToWorker::Study(StudyRequest {
        id,
        position: position.into(),
        step,
    })
    .encode()
}

/// The worker's reply to one step of a study, with `table` kept as the worker keeps it.
fn step(table: &mut Table, id: u32, position: &str, step: u8) -> StudyReply {
    match answer_message(&message(id, position, step), table, &|| 0.0) {
        FromWorker::Study(reply) => reply,
        other => panic!("a study's reply, not {other:?}"),
    }
}

/// What every reply promises: the request's id; every legal move once, best first (the highest
/// value, then the lowest pit); each move's line starting with it, short, and playable; solved
/// exactly when every value is exact, and then no depth.
fn check_shape(reply: &StudyReply, id: u32, position: &Position) {
    assert_eq!(reply.id, id);
    let mut pits: Vec<u8> = reply.moves.iter().map(|m| m.pit).collect();
    pits.sort_unstable();
    let legal: Vec<u8> = position.legal_moves().iter().map(Pit::number).collect();
    assert_eq!(pits, legal, "{position}: {reply:?}");
    for pair in reply.moves.windows(2) {
        assert!(
            (pair[0].value, std::cmp::Reverse(pair[0].pit))
                > (pair[1].value, std::cmp::Reverse(pair[1].pit)),
            "{position}: best first: {reply:?}"
        );
    }
    for m in &reply.moves {
        assert_eq!(m.line.first(), Some(&m.pit), "{position}: {m:?}");
        assert!(m.line.len() <= STUDY_LINE_MOVES, "{m:?}");
        let mut now = *position;
        for &pit in &m.line {
            let pit = Pit::new(pit).expect("a pit number");
            now.play(pit)
                .unwrap_or_else(|e| panic!("{position}: {m:?}: {e}"));
        }
    }
    let all_exact = reply.moves.iter().all(|m| m.certainty == Certainty::Exact);
    assert_eq!(
        reply.solved,
        !reply.moves.is_empty() && all_exact,
        "{reply:?}"
    );
    if reply.solved {
        assert_eq!(reply.depth, 0, "{reply:?}");
    }
}

/// Each value against the solver's: equal where the reply says exact, no less where it says
/// "at most", and an "at most" only below the best move's exact value.
fn check_against_the_solver(reply: &StudyReply, position: &Position) {
    let values = solve_moves(position, &mut Table::new(16));
    let best = reply.moves.first().expect("moves");
    for m in &reply.moves {
        let exact = values
            .iter()
            .find(|(pit, _)| pit.number() == m.pit)
            .map(|&(_, value)| value)
            .expect("a legal move");
        match m.certainty {
            Certainty::Exact => assert_eq!(m.value, exact, "{position}: {m:?}"),
            Certainty::AtMost => {
                assert!(m.value >= exact, "{position}: {m:?} is {exact}");
                assert_eq!(best.certainty, Certainty::Exact, "{reply:?}");
                assert!(m.value < best.value, "{reply:?}");
            }
            Certainty::Estimate => {}
        }
    }
}

#[test]
fn the_first_step_from_the_opening_estimates_every_move() {
    let start = Position::start(Rules::KALAH, Player::South);
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let reply = step(&mut table, 41, &start.to_string(), 0);
    check_shape(&reply, 41, &start);
    assert_eq!(reply.moves.len(), 6);
    assert!(
        reply
            .moves
            .iter()
            .all(|m| m.certainty == Certainty::Estimate),
        "{reply:?}"
    );
    assert!(reply.depth > 0 && !reply.solved, "{reply:?}");
    // Its budget, give or take the few thousand positions between two looks at it.
    assert!(reply.nodes <= STUDY_FIRST_NODES + 20_000, "{}", reply.nodes);
    // The best move's line goes past the move itself.
    assert!(reply.moves[0].line.len() > 1, "{reply:?}");
}

#[test]
fn each_step_doubles_the_budget_up_to_the_last() {
    assert_eq!(study_nodes(0), STUDY_FIRST_NODES);
    assert_eq!(study_nodes(3), 8 * STUDY_FIRST_NODES);
    let last = study_nodes(STUDY_STEPS - 1);
    assert_eq!(last, STUDY_FIRST_NODES << (STUDY_STEPS - 1));
    assert_eq!(study_nodes(STUDY_STEPS), last);
    assert_eq!(study_nodes(u8::MAX), last);
}

#[test]
fn deeper_steps_search_no_shallower_with_the_same_table() {
    // After South's 3 (an extra turn) and 6.
    let mut parsed = Position::start(Rules::KALAH, Player::South);
    for pit in [3, 6] {
        parsed.play(Pit::new(pit).unwrap()).unwrap();
    }
    let position = &parsed.to_string();
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let mut deepest = 0;
    for k in 0..4 {
        let reply = step(&mut table, k.into(), position, k);
        check_shape(&reply, k.into(), &parsed);
        assert!(!reply.solved, "{reply:?}");
        assert!(
            reply.depth >= deepest,
            "step {k}: {reply:?} after depth {deepest}"
        );
        deepest = reply.depth;
    }
}

#[test]
fn a_small_study_comes_back_solved_with_the_solvers_values() {
    // Twenty seeds under rules that start with 48: a study, not a game's position.
    let position = "6x4.s.0-2-0-1-3-0.9.1-0-2-0-0-1.1";
    let parsed = Position::parse_study(position).unwrap();
    assert!(!parsed.has_the_rules_total());
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let reply = step(&mut table, 3, position, 0);
    check_shape(&reply, 3, &parsed);
    assert!(reply.solved, "{reply:?}");
    check_against_the_solver(&reply, &parsed);
    // So few seeds are solved whole with the endgame table, built before the reply.
    assert_eq!(table.endgame().map(|e| e.rules()), Some(Rules::KALAH));
}

#[test]
fn a_study_of_more_seeds_than_its_rules_is_answered() {
    // 60 seeds under Kalah(6,4): a search's estimates, every move with its line.
    let position = "6x4.s.5-5-5-5-5-5.0.5-5-5-5-5-5.0";
    let parsed = Position::parse_study(position).unwrap();
    let reply = step(&mut Table::new(TABLE_LOG2_SLOTS), 8, position, 0);
    check_shape(&reply, 8, &parsed);
    assert!(reply.depth > 0, "{reply:?}");
}

#[test]
fn where_only_the_best_moves_are_proved_the_others_are_bounded_by_them() {
    // Found by sampling: at the first step, with a fresh table, the solve proves the best
    // moves but not every other move's value.
    let position = "6x4.n.0-0-11-0-8-1.13.1-1-1-1-2-0.9";
    let parsed = Position::parse_study(position).unwrap();
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let reply = step(&mut table, 5, position, 0);
    check_shape(&reply, 5, &parsed);
    assert!(
        reply.moves.iter().any(|m| m.certainty == Certainty::AtMost),
        "{reply:?}"
    );
    check_against_the_solver(&reply, &parsed);
    // The next steps, with the same table, prove more, and stay true.
    let mut open = usize::MAX;
    for k in 1..=3 {
        let reply = step(&mut table, 5, position, k);
        check_shape(&reply, 5, &parsed);
        check_against_the_solver(&reply, &parsed);
        let now = reply
            .moves
            .iter()
            .filter(|m| m.certainty != Certainty::Exact)
            .count();
        assert!(now <= open, "step {k}: {reply:?}");
        open = now;
    }
    assert_eq!(open, 0, "solved by step 3");
}

#[test]
fn an_unreadable_study_or_a_finished_game_has_no_moves() {
    let mut table = Table::new(12);
    for position in [
        "not a position",
        // 73 seeds: one more than any study may hold.
        "6x6.s.6-6-6-6-6-6.1.6-6-6-6-6-6.0",
        "6x4.s.0-0-0-0-0-0.30.0-0-0-0-0-0.18",
        "6x4.s.0-0-0-0-0-0.9.0-0-0-0-0-0.3",
    ] {
        let reply = step(&mut table, 77, position, 2);
        assert_eq!(
            reply,
            StudyReply {
                id: 77,
                ..StudyReply::default()
            },
            "{position}"
        );
        let FromWorker::Study(on_page) =
            FromWorker::decode(&answer_on_page_message(&message(78, position, 0))).unwrap()
        else {
            panic!("a study's reply");
        };
        assert_eq!(
            on_page,
            StudyReply {
                id: 78,
                ..StudyReply::default()
            },
            "{position}"
        );
    }
}

#[test]
fn a_study_readies_the_endgame_table_after_its_reply() {
    let start = Position::start(Rules::KALAH, Player::South).to_string();
    let mut table = Table::new(12);
    step(&mut table, 1, &start, 0);
    assert!(
        table.endgame().is_none(),
        "not before a reply from 48 seeds"
    );
    assert!(prepare(&message(1, &start, 0), &mut table));
    assert_eq!(table.endgame().map(|e| e.rules()), Some(Rules::KALAH));
    assert!(!prepare(&message(2, &start, 1), &mut table), "built once");
    // A study of another total, under other rules.
    let six_three = "6x3.s.0-2-0-1-3-0.9.1-0-2-0-0-1.1";
    assert!(prepare(&message(3, six_three, 0), &mut table));
    assert_eq!(
        table.endgame().map(|e| e.rules()),
        Some(Rules::new(6, 3).unwrap())
    );
    assert!(!prepare(&message(4, "not a position", 0), &mut table));
}

#[test]
fn on_the_page_a_study_is_a_short_search_solved_only_if_it_reaches_every_end() {
    let start = Position::start(Rules::KALAH, Player::South);
    let FromWorker::Study(reply) =
        FromWorker::decode(&answer_on_page_message(&message(9, &start.to_string(), 5))).unwrap()
    else {
        panic!("a study's reply");
    };
    check_shape(&reply, 9, &start);
    assert_eq!(reply.depth, PAGE_LEVEL_CAP.limits().max_depth);
    assert!(!reply.solved);
    assert!(
        reply
            .moves
            .iter()
            .all(|m| m.certainty == Certainty::Estimate)
    );
    // No table: each line is its move alone.
    assert!(reply.moves.iter().all(|m| m.line.len() == 1), "{reply:?}");
    // Three seeds in the pits: the short search sees every end, and the page can stop asking.
    let few = "6x4.s.0-0-0-0-2-1.20.0-0-0-0-0-1.26";
    let parsed = Position::parse_study(few).unwrap();
    let FromWorker::Study(reply) =
        FromWorker::decode(&answer_on_page_message(&message(10, few, 0))).unwrap()
    else {
        panic!("a study's reply");
    };
    check_shape(&reply, 10, &parsed);
    assert!(reply.solved, "{reply:?}");
    check_against_the_solver(&reply, &parsed);
}
