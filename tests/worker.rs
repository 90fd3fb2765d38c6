//! The worker's side, natively: its answers to messages, the endgame table it readies for
//! Hard and Expert after a reply, and the answers the search module gives on the page's own
//! thread when no worker can start.

use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::search::Table;
use mancala::engine::{Player, Position, Rules};
use mancala::worker::budget::{
    ENDGAME_SEEDS, PAGE_LEVEL_CAP, answer_message, answer_on_page_message, prepare,
};
use mancala::worker::protocol::{FromWorker, Purpose, SearchRequest, ToWorker, ValuesRequest};

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

mod channel {
    use super::*;
    use mancala::worker::protocol::SearchReply;
    use proptest::prelude::*;

    fn level() -> impl Strategy<Value = Level> {
        prop::sample::select(Level::ALL.to_vec())
    }

    proptest! {
        #[test]
        fn every_request_reads_back_as_sent(
            id in any::<u32>(),
            level in level(),
            seed in any::<u64>(),
            position in "[0-9a-z.-]{1,40}",
        ) {
            let sent = ToWorker::Search(SearchRequest { id, position, level, seed });
            prop_assert_eq!(ToWorker::decode(&sent.encode()), Ok(sent));
        }

        #[test]
        fn every_reply_reads_back_as_sent(
            id in any::<u32>(),
            depth in any::<u8>(),
            exact in any::<bool>(),
            nodes in any::<u64>(),
            answer in prop_oneof![
                any::<u8>().prop_map(Ok),
                "[ -~]{0,60}".prop_map(Err),
            ],
        ) {
            let sent = FromWorker::Reply(SearchReply { id, answer, depth, exact, nodes });
            prop_assert_eq!(FromWorker::decode(&sent.encode()), Ok(sent));
        }

        #[test]
        fn no_text_makes_either_side_panic(text in "\\PC{0,80}") {
            let _ = ToWorker::decode(&text);
            let _ = FromWorker::decode(&text);
        }
    }

    #[test]
    fn what_is_not_a_message_is_refused_with_a_reason() {
        let good = "search 7 hard 1 6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0";
        assert!(ToWorker::decode(good).is_ok());
        for bad in [
            "",
            "search",
            "search 7 hard 1",
            "search -7 hard 1 p",
            "search +7 hard 1 p",
            "search 7 Hard 1 p",
            "search 7 hard 18446744073709551616 p",
            "search 7 hard 1 p extra",
            "search  7 hard 1 p",
            "reply 7 hard 1 p",
            "{\"search\":{}}",
        ] {
            let refused = ToWorker::decode(bad);
            assert!(refused.is_err(), "{bad:?} read as {refused:?}");
            assert!(!refused.unwrap_err().to_string().is_empty());
        }
        assert_eq!(FromWorker::decode("ready"), Ok(FromWorker::Ready));
        for bad in [
            "ready ",
            "reply 1 2 1 3",
            "reply 1 2 yes 3 move 4",
            "reply 1 2 1 3 move",
            "reply 1 2 1 3 move 4 5",
            "reply 1 2 1 3 moved 4",
            "reply 1 300 1 3 move 4",
            good,
        ] {
            assert!(FromWorker::decode(bad).is_err(), "{bad:?}");
        }
    }
}

#[test]
fn a_review_readies_the_endgame_table_and_a_hint_does_not() {
    use mancala::worker::protocol::{Purpose, ValuesRequest};
    let start = Position::start(Rules::KALAH, Player::South);
    let ask = |purpose| {
        ToWorker::Values(ValuesRequest {
            id: 2,
            purpose,
            position: start.to_string(),
        })
        .encode()
    };
    let mut table = Table::new(12);
    assert!(
        !prepare(&ask(Purpose::Hint), &mut table),
        "a hint at Easy must not hold up the computer's next move"
    );
    assert!(prepare(&ask(Purpose::Review), &mut table));
    assert_eq!(table.endgame().map(|e| e.rules()), Some(Rules::KALAH));
}

#[test]
fn on_the_page_the_search_module_answers_in_the_workers_words_at_the_page_level() {
    let start = Position::start(Rules::KALAH, Player::South);
    // Expert, asked on the page, searches no deeper than the page's cap.
    let capped = match FromWorker::decode(&answer_on_page_message(&request(&start, Level::Expert)))
    {
        Ok(FromWorker::Reply(reply)) => reply,
        other => panic!("not a reply: {other:?}"),
    };
    assert_eq!(capped.id, 1);
    let pit = capped.answer.expect("a move from the opening");
    assert!(
        start.legal_moves().into_iter().any(|p| p.number() == pit),
        "pit {pit}"
    );
    assert!(
        capped.depth > 0 && capped.depth <= PAGE_LEVEL_CAP.limits().max_depth,
        "depth {} beyond the page's cap",
        capped.depth
    );

    let values = ToWorker::Values(ValuesRequest {
        id: 9,
        purpose: Purpose::Hint,
        position: start.to_string(),
    })
    .encode();
    match FromWorker::decode(&answer_on_page_message(&values)) {
        Ok(FromWorker::Values(reply)) => {
            assert_eq!(reply.id, 9);
            assert_eq!(reply.moves.len(), 6, "every opening move rated: {reply:?}");
        }
        other => panic!("not ratings: {other:?}"),
    }

    match FromWorker::decode(&answer_on_page_message("nonsense")) {
        Ok(FromWorker::Reply(reply)) => assert!(reply.id == 0 && reply.answer.is_err()),
        other => panic!("not a refusal: {other:?}"),
    }
}
