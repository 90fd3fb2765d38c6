//! The worker's side, natively: its answers to messages, and the endgame table it readies for
//! Hard and Expert after a reply.

use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::search::Table;
use mancala::engine::{Player, Position, Rules};
use mancala::worker::budget::{ENDGAME_SEEDS, answer_message, prepare};
use mancala::worker::protocol::{FromWorker, SearchRequest, ToWorker};

fn request(position: &Position, level: Level) -> String {
    ToWorker::Search(SearchRequest {
        id: 1,
        position: position.to_string(),
        level,
        seed: 5,
    })
    .encode()
}

#[test]
fn hard_and_expert_get_an_endgame_table_for_their_rules_once() {
    let start = Position::start(Rules::KALAH, Player::South);
    let mut table = Table::new(12);
    assert!(
        !prepare(&request(&start, Level::Medium), &mut table),
        "not for Medium"
    );
    assert!(
        !prepare(&request(&start, Level::Easy), &mut table),
        "nor Easy"
    );
    assert!(table.endgame().is_none());
    assert!(prepare(&request(&start, Level::Hard), &mut table));
    let endgame = table.endgame().expect("built");
    assert_eq!(
        (endgame.rules(), endgame.most()),
        (Rules::KALAH, ENDGAME_SEEDS)
    );
    assert!(
        !prepare(&request(&start, Level::Expert), &mut table),
        "built once"
    );
    // Another game's rules: another table.
    let five = Position::start(Rules::new(6, 5).unwrap(), Player::South);
    assert!(prepare(&request(&five, Level::Expert), &mut table));
    assert_eq!(table.endgame().map(|e| e.rules()), Some(five.rules()));
    assert!(!prepare("{not a request", &mut table));
}

#[test]
fn with_the_table_expert_solves_a_mid_game_position_exactly() {
    // A position with 30 seeds in the pits, past the 26 Expert solves without a table.
    let position: Position = "6x4.s.3-0-4-3-2-3.9.2-3-2-3-2-3.9".parse().unwrap();
    assert_eq!(position.seeds_on_board(), 30);
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let text = request(&position, Level::Expert);
    prepare(&text, &mut table);
    let FromWorker::Reply(reply) = answer_message(&text, &mut table, &|| 0.0) else {
        panic!("a reply");
    };
    assert!(reply.answer.is_ok(), "{reply:?}");
    assert!(reply.exact, "solved to the end: {reply:?}");
}
