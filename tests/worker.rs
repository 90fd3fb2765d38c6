//! The worker's side, natively: its answers to messages, the endgame table it readies for
//! Hard and Expert after a reply, and the answers the search module gives on the page's own
//! thread when no worker can start.

use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::search::Table;
use mancala::engine::{Player, Position, Rules};
use mancala::worker::budget::{
    ENDGAME_SEEDS, PAGE_LEVEL_CAP, answer_message, answer_on_page_message, prepare, values,
    values_on_page,
};
use mancala::worker::protocol::{
    FromWorker, Pie, Play, Purpose, SearchRequest, ToWorker, ValuesRequest,
};

fn request(position: &Position, level: Level) -> Vec<u8> {
    ToWorker::Search(SearchRequest {
        id: 1,
        position: position.to_string(),
        level,
        seed: 5,
        pie: Pie::Off,
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
    assert!(!prepare(b"{not a request", &mut table));
}

#[test]
fn expert_solves_the_start_of_the_three_seed_game_with_a_table_it_builds_first() {
    let rules = Rules::new(6, 3).unwrap();
    let start = Position::start(rules, Player::South);
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let FromWorker::Reply(reply) =
        answer_message(&request(&start, Level::Expert), &mut table, &|| 0.0)
    else {
        panic!("a reply");
    };
    assert_eq!(table.endgame().map(|e| e.rules()), Some(rules));
    // Kalah(6,3) is a first-player win by 2, and only pit 5 keeps it.
    assert_eq!(reply.answer, Ok(Play::Sow(5)), "{reply:?}");
    assert!(reply.exact && reply.depth == 0, "{reply:?}");
    // In the four-seed game the table is built after the reply, not before.
    let mut table = Table::new(12);
    let four = Position::start(Rules::KALAH, Player::South);
    answer_message(&request(&four, Level::Expert), &mut table, &|| 0.0);
    assert!(table.endgame().is_none());
}

#[test]
fn a_review_of_the_three_seed_game_is_exact_from_the_start() {
    let start = Position::start(Rules::new(6, 3).unwrap(), Player::South);
    let message = ToWorker::Values(ValuesRequest {
        id: 2,
        purpose: Purpose::Review,
        position: start.to_string(),
        pie: Pie::Off,
    })
    .encode();
    let mut table = Table::new(TABLE_LOG2_SLOTS);
    let FromWorker::Values(reply) = answer_message(&message, &mut table, &|| 0.0) else {
        panic!("values");
    };
    assert!(reply.exact, "{reply:?}");
    let mut moves = reply.moves.clone();
    moves.sort_unstable();
    assert_eq!(
        moves,
        vec![(1, -14), (2, -16), (3, -10), (4, -2), (5, 2), (6, 0)]
    );
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
    use mancala::worker::protocol::{Purpose, SearchReply, ValuesReply, ValuesRequest};
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
            pie in prop::sample::select(vec![Pie::Off, Pie::Opening, Pie::Offered]),
        ) {
            let sent = ToWorker::Search(SearchRequest { id, position, level, seed, pie });
            prop_assert_eq!(ToWorker::decode(&sent.encode()), Ok(sent));
        }

        #[test]
        fn every_reply_reads_back_as_sent(
            id in any::<u32>(),
            depth in any::<u8>(),
            exact in any::<bool>(),
            nodes in any::<u64>(),
            answer in prop_oneof![
                any::<u8>().prop_map(|pit| Ok(Play::Sow(pit))),
                Just(Ok(Play::Swap)),
                "\\PC{0,60}".prop_map(Err),
            ],
        ) {
            let sent = FromWorker::Reply(SearchReply { id, answer, depth, exact, nodes });
            prop_assert_eq!(FromWorker::decode(&sent.encode()), Ok(sent));
        }

        #[test]
        fn every_rating_request_reads_back_as_sent(
            id in any::<u32>(),
            review in any::<bool>(),
            position in "\\PC{0,40}",
        ) {
            let purpose = if review { Purpose::Review } else { Purpose::Hint };
            let sent = ToWorker::Values(ValuesRequest { id, purpose, position, pie: Pie::Off });
            prop_assert_eq!(ToWorker::decode(&sent.encode()), Ok(sent));
        }

        #[test]
        fn no_bytes_make_either_side_panic(bytes in prop::collection::vec(any::<u8>(), 0..80)) {
            let _ = ToWorker::decode(&bytes);
            let _ = FromWorker::decode(&bytes);
        }

        /// A message with one byte changed, taken out or put in: the edits most likely to
        /// pass for another message, or to read a length past the end.
        #[test]
        fn no_edit_of_a_message_makes_either_side_panic(
            id in any::<u32>(),
            seed in any::<u64>(),
            at in any::<prop::sample::Index>(),
            byte in any::<u8>(),
            edit in 0..3,
        ) {
            let request = ToWorker::Search(SearchRequest {
                id,
                position: "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0".into(),
                level: Level::Medium,
                seed,
                pie: Pie::Off,
            });
            let reply = FromWorker::Values(ValuesReply {
                id,
                moves: vec![(1, -3), (4, 12)],
                depth: 9,
                exact: false,
                nodes: seed,
            });
            for mut bytes in [request.encode(), reply.encode()] {
                let i = at.index(bytes.len());
                match edit {
                    0 => bytes[i] = byte,
                    1 => drop(bytes.remove(i)),
                    _ => bytes.insert(i, byte),
                }
                let _ = ToWorker::decode(&bytes);
                let _ = FromWorker::decode(&bytes);
            }
        }
    }

    #[test]
    fn what_is_not_a_message_is_refused_with_a_reason() {
        let good = ToWorker::Search(SearchRequest {
            id: 7,
            position: "p".into(),
            level: Level::Hard,
            seed: 1,
            pie: Pie::Off,
        })
        .encode();
        // The variant, the id, "p" and "hard" with their lengths, the seed, and the pie rule's
        // part in the move (its first variant, off).
        assert_eq!(good, [0, 7, 1, b'p', 4, b'h', b'a', b'r', b'd', 1, 0]);
        let changed = |at: usize, byte: u8| {
            let mut bytes = good.clone();
            bytes[at] = byte;
            bytes
        };
        let mut longer = good.clone();
        longer.push(0);
        for bad in [
            Vec::new(),
            b"search 7 hard 1 p".to_vec(),
            good[..good.len() - 1].to_vec(),
            longer,
            changed(0, 9),
            changed(5, b'H'),
            changed(3, 0xff),
            changed(4, 40),
            changed(9, 0x80),
            changed(10, 3),
            FromWorker::Ready.encode(),
        ] {
            let refused = ToWorker::decode(&bad);
            assert!(refused.is_err(), "{bad:?} read as {refused:?}");
            assert!(!refused.unwrap_err().to_string().is_empty());
        }
        assert_eq!(FromWorker::decode(&[0]), Ok(FromWorker::Ready));
        let answered = FromWorker::Reply(SearchReply {
            id: 1,
            answer: Ok(Play::Sow(4)),
            depth: 2,
            exact: true,
            nodes: 3,
        })
        .encode();
        // The variant, the id, Ok, a sowing and its pit, the depth, exact, and the nodes.
        assert_eq!(answered, [1, 1, 0, 0, 4, 2, 1, 3]);
        let mut longer = answered.clone();
        longer.push(0);
        for bad in [
            b"ready".to_vec(),
            vec![0, 0],
            vec![3],
            answered[..7].to_vec(),
            longer,
            [&answered[..6], &[2], &answered[7..]].concat(),
            [&answered[..2], &[2], &answered[3..]].concat(),
            [&answered[..3], &[2], &answered[4..]].concat(),
        ] {
            assert!(FromWorker::decode(&bad).is_err(), "{bad:?}");
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
            pie: Pie::Off,
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
    let Ok(Play::Sow(pit)) = capped.answer else {
        panic!("not a move from the opening: {:?}", capped.answer);
    };
    assert!(
        start.legal_moves().into_iter().any(|p| p.number() == pit),
        "pit {pit}"
    );
    assert!(
        capped.depth > 0 && capped.depth <= PAGE_LEVEL_CAP.limits().max_depth,
        "depth {} beyond the page's cap",
        capped.depth
    );
    // A softened level below the cap plays as itself: its own short search.
    match FromWorker::decode(&answer_on_page_message(&request(&start, Level::Three))) {
        Ok(FromWorker::Reply(reply)) => {
            assert!(reply.answer.is_ok(), "{reply:?}");
            assert_eq!(reply.depth, Level::Three.limits().max_depth, "{reply:?}");
        }
        other => panic!("not a reply: {other:?}"),
    }

    let values = ToWorker::Values(ValuesRequest {
        id: 9,
        purpose: Purpose::Hint,
        position: start.to_string(),
        pie: Pie::Off,
    })
    .encode();
    match FromWorker::decode(&answer_on_page_message(&values)) {
        Ok(FromWorker::Values(reply)) => {
            assert_eq!(reply.id, 9);
            assert_eq!(reply.moves.len(), 6, "every opening move rated: {reply:?}");
        }
        other => panic!("not ratings: {other:?}"),
    }

    match FromWorker::decode(&answer_on_page_message(b"nonsense")) {
        Ok(FromWorker::Reply(reply)) => assert!(reply.id == 0 && reply.answer.is_err()),
        other => panic!("not a refusal: {other:?}"),
    }
}

#[test]
fn offered_the_swap_after_the_strongest_opening_the_worker_swaps_and_opening_it_plays_a_pit() {
    use mancala::engine::HouseRules;
    let rules = Rules::KALAH.with_house(HouseRules {
        pie: true,
        ..HouseRules::default()
    });
    let start = Position::start(rules, Player::South);
    let mut record = mancala::engine::Record::new(start);
    for n in [3, 6] {
        record.play(mancala::engine::Pit::new(n).unwrap()).unwrap();
    }
    assert!(record.swap_offered());
    let ask = |position: &Position, level: Level, pie: Pie| {
        ToWorker::Search(SearchRequest {
            id: 2,
            position: position.to_string(),
            level,
            seed: 3,
            pie,
        })
        .encode()
    };
    for level in [Level::Medium, Level::Hard] {
        let mut table = Table::new(16);
        let message = ask(record.position(), level, Pie::Offered);
        let FromWorker::Reply(reply) = answer_message(&message, &mut table, &|| 0.0) else {
            panic!("a reply");
        };
        assert_eq!(reply.answer, Ok(Play::Swap), "{level:?}");
        // On the page, at the page's level, too.
        let on_page = FromWorker::decode(&answer_on_page_message(&message));
        assert!(
            matches!(on_page, Ok(FromWorker::Reply(ref r)) if r.answer == Ok(Play::Swap)),
            "{on_page:?}"
        );
    }
    let mut table = Table::new(16);
    let FromWorker::Reply(opening) =
        answer_message(&ask(&start, Level::Hard, Pie::Opening), &mut table, &|| 0.0)
    else {
        panic!("a reply");
    };
    let Ok(Play::Sow(pit)) = opening.answer else {
        panic!("an opening pit: {:?}", opening.answer);
    };
    assert!((1..=6).contains(&pit));

    // A hint in the first turn rates each pit by what the turns it begins leave once the other
    // player has chosen whether to swap: never above zero, and pit 3's extra turn then 6, the
    // strongest plain opening, no better than the rest.
    let request = ValuesRequest {
        id: 4,
        purpose: Purpose::Hint,
        position: start.to_string(),
        pie: Pie::Opening,
    };
    let plain = values(
        &ValuesRequest {
            pie: Pie::Off,
            ..request.clone()
        },
        &mut Table::new(16),
        &|| 0.0,
    );
    for reply in [
        values(&request, &mut Table::new(16), &|| 0.0),
        values_on_page(&request),
    ] {
        assert_eq!(reply.moves.len(), 6, "{reply:?}");
        assert!(reply.moves.iter().all(|&(_, v)| v <= 0), "{reply:?}");
        assert_ne!(reply.moves, plain.moves);
    }
    assert!(
        plain.moves.iter().any(|&(_, v)| v > 0),
        "without the rule the first player gains: {plain:?}"
    );
}
