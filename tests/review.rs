//! Hints and the post-game analysis, natively: what the ratings are turned into (points,
//! mistakes, the summary, the hint in words), and the worker's ratings themselves, checked
//! against the exact solver.

use mancala::engine::search::{Table, solve_moves};
use mancala::engine::{HouseRules, Move, Pit, Player, Position, Record, Rules};
use mancala::model::game::Game;
use mancala::model::review::{
    Choice, MISTAKE_SEEDS, Rated, all_moves, hint_sentence, point_sentence, points, summary,
};
use mancala::model::settings::{GameSettings, Opponent};
use mancala::worker::budget::{answer_message, values};
use mancala::worker::protocol::{FromWorker, Pie, Purpose, ToWorker, ValuesReply, ValuesRequest};
use proptest::prelude::*;

fn pit(n: u8) -> Pit {
    Pit::new(n).unwrap()
}

/// Exact ratings of a position, from the solver.
fn solved(position: &Position) -> Rated {
    TABLE.with_borrow_mut(|table| Rated {
        moves: solve_moves(position, table),
        exact: true,
    })
}

thread_local! {
    /// One solver table for each test, so positions the game has seen are solved once.
    static TABLE: std::cell::RefCell<Table> = std::cell::RefCell::new(Table::new(18));
}

/// A short game on a small board, so every position solves at once: 6 pits of 2 seeds.
fn small_game(moves: &[u8]) -> (Game, Record) {
    let settings = GameSettings {
        opponent: Opponent::Human,
        seeds: 2,
        ..GameSettings::default()
    };
    let pits: Vec<Pit> = moves.iter().map(|&n| pit(n)).collect();
    let game = Game::resume(settings, &pits, false).expect("legal moves");
    let record = game.record().clone();
    (game, record)
}

#[test]
fn hints_say_the_best_move_and_what_it_leads_to() {
    let rated = Rated {
        moves: vec![(pit(1), -3), (pit(5), 0), (pit(2), 0)],
        exact: false,
    };
    assert_eq!(
        hint_sentence(rated.best(), rated.exact, Pie::Off).unwrap(),
        "Pit 2: it should be about even.",
        "the lowest of equal pits"
    );
    let losing = Rated {
        moves: vec![(pit(6), -1)],
        exact: true,
    };
    assert_eq!(
        hint_sentence(losing.best(), losing.exact, Pie::Off).unwrap(),
        "Pit 6 loses by exactly 1 seed, with best play on both sides."
    );
    assert_eq!(
        hint_sentence(Rated::default().best(), false, Pie::Off),
        None
    );
    assert_eq!(
        all_moves(&rated),
        [
            "Pit 1: you should lose by about 3 seeds.",
            "Pit 2: it should be about even.",
            "Pit 5: it should be about even."
        ]
    );
}

#[test]
fn one_point_per_rated_move_with_the_margin_for_the_bottom_player() {
    let (game, record) = small_game(&[1, 2, 3]);
    let ratings: Vec<Rated> = (0..record.ply())
        .map(|ply| solved(&record.position_at(ply).unwrap()))
        .collect();
    let points = points(&record, &ratings);
    assert_eq!(points.len(), record.ply());
    for (i, point) in points.iter().enumerate() {
        let before = record.position_at(i).unwrap();
        assert_eq!(point.ply, i + 1);
        let Choice::Sow(sown) = point.choice else {
            panic!("no swap without the pie rule: {point:?}");
        };
        assert_eq!(record.moves()[i], sown);
        assert_eq!(point.mover, before.to_move());
        let value = ratings[i].of(sown).unwrap();
        let south = if point.mover == Player::South {
            value
        } else {
            -value
        };
        assert_eq!(point.margin, south);
        assert!(!point_sentence(&game, point).is_empty());
    }
    // Fewer ratings than moves: only the rated ones.
    assert_eq!(
        mancala::model::review::points(&record, &ratings[..1]).len(),
        1
    );
}

/// Under the pie rule the swap is a move like any other to the analysis: taken, it is worth the
/// best answer turned round and is a mistake when answering was 2 seeds better; declined, the
/// answer is judged against the swap too. Each whole first turn of the 2-seed game is tried
/// both ways, with the answer the best sowing.
#[test]
fn the_pie_rules_swap_is_judged_taken_or_declined() {
    let settings = GameSettings {
        opponent: Opponent::Human,
        seeds: 2,
        house: HouseRules {
            pie: true,
            ..HouseRules::default()
        },
        ..GameSettings::default()
    };
    let analyse = |moves: &[Move]| {
        let game = Game::resume_from(settings, None, moves, false).expect("legal moves");
        let record = game.record().clone();
        let ratings: Vec<Rated> = (0..record.ply())
            .map(|ply| solved(&record.position_at(ply).unwrap()))
            .collect();
        let points = points(&record, &ratings);
        (game, ratings, points)
    };
    let (mut swaps_lost, mut answers_lost) = (0, 0);
    let start = *Game::new(settings).unwrap().position();
    for turn in mancala::engine::pie::whole_turns(&start) {
        let offered = turn.after;
        if offered.is_over() {
            continue; // nothing to swap
        }
        let rated = solved(&offered);
        let (answer, b) = rated.best().unwrap();
        let opening: Vec<Move> = turn.pits.iter().map(|&p| Move::Sow(p)).collect();
        let n = opening.len();

        let (game, ratings, taken) = analyse(&[opening.clone(), vec![Move::Swap]].concat());
        assert_eq!(taken.len(), n + 1, "the swap has its point: {taken:?}");
        let swap = taken[n];
        assert_eq!((swap.ply, swap.choice), (n + 1, Choice::Swap));
        assert_eq!(swap.mover, offered.to_move());
        let value = -b;
        assert_eq!(
            swap.margin,
            if swap.mover == Player::South {
                value
            } else {
                -value
            }
        );
        assert_eq!(ratings[n].best(), Some((answer, b)));
        assert_eq!(swap.best, b <= 0, "b = {b}");
        assert_eq!(swap.mistake.is_some(), b >= 1, "b = {b}");
        if let Some(mistake) = swap.mistake {
            swaps_lost += 1;
            assert_eq!(mistake.better, Choice::Sow(answer));
            assert_eq!(mistake.lost, 2 * b);
            let said = point_sentence(&game, &swap);
            assert!(
                said.starts_with(&format!("Move {}, Player 2 swapped sides: ", n + 1)),
                "{said}"
            );
            assert!(summary(&game, &taken).join(" ").contains("(the swap; pit "));
        }

        let (game, _, declined) = analyse(&[opening, vec![Move::Sow(answer)]].concat());
        let reply = declined[n];
        assert_eq!(reply.choice, Choice::Sow(answer));
        assert_eq!(reply.mistake.is_some(), b <= -1, "b = {b}");
        if let Some(mistake) = reply.mistake {
            answers_lost += 1;
            assert_eq!(mistake.better, Choice::Swap);
            assert_eq!(mistake.lost, -2 * b);
            assert!(
                point_sentence(&game, &reply).contains(" A mistake: the swap was "),
                "{}",
                point_sentence(&game, &reply)
            );
        }
    }
    assert!(
        swaps_lost > 0 && answers_lost > 0,
        "both kinds are tried: {swaps_lost} swaps and {answers_lost} answers that lost"
    );
}

#[test]
fn a_planted_blunder_is_marked_with_the_better_move_and_summarised() {
    // Search the small game for a move that loses at least MISTAKE_SEEDS against the best, play
    // it, and check the analysis finds exactly it.
    let start = Game::new(GameSettings {
        opponent: Opponent::Human,
        seeds: 2,
        ..GameSettings::default()
    })
    .unwrap();
    let mut moves = Vec::new();
    let mut position = *start.position();
    let mut planted = None;
    while !position.is_over() {
        let rated = solved(&position);
        let (best, value) = rated.best().unwrap();
        let blunder = rated
            .moves
            .iter()
            .copied()
            .find(|&(_, v)| value - v > MISTAKE_SEEDS);
        let choice = match (planted, blunder) {
            (None, Some((bad, _))) if moves.len() >= 2 => {
                planted = Some((moves.len() + 1, bad, best));
                bad
            }
            _ => best,
        };
        moves.push(choice);
        position.play(choice).unwrap();
    }
    let (ply, bad, best) = planted.expect("a game with a blunder to plant");
    let game = Game::resume(start.settings(), &moves, false).unwrap();
    let record = game.record();
    let ratings: Vec<Rated> = (0..record.ply())
        .map(|i| solved(&record.position_at(i).unwrap()))
        .collect();
    let points = points(record, &ratings);
    let marked: Vec<_> = points.iter().filter(|p| p.mistake.is_some()).collect();
    assert_eq!(marked.len(), 1, "only the planted move: {marked:?}");
    assert_eq!(marked[0].ply, ply);
    assert_eq!(marked[0].choice, Choice::Sow(bad));
    let mistake = marked[0].mistake.unwrap();
    let Choice::Sow(better) = mistake.better else {
        panic!("no swap without the pie rule: {mistake:?}");
    };
    assert_eq!(
        ratings[ply - 1].of(better),
        ratings[ply - 1].best().map(|b| b.1)
    );
    assert!(mistake.lost > MISTAKE_SEEDS, "{mistake:?}");
    let _ = best;
    let words = summary(&game, &points).join(" ");
    assert!(
        words.contains(&format!("move {ply} (pit {bad}; pit {better}")),
        "{words}"
    );
    assert!(
        words.contains("No mistakes of 2 seeds or more."),
        "the other side: {words}"
    );
    assert!(
        words.contains("The turning point") || words.contains("The biggest swing"),
        "{words}"
    );
}

#[test]
fn the_worker_rates_a_small_position_exactly_as_the_solver_does() {
    let (_, record) = small_game(&[1, 2]);
    let position = *record.position();
    let request = ValuesRequest {
        id: 9,
        purpose: Purpose::Hint,
        position: position.to_string(),
        pie: Pie::Off,
    };
    let text = ToWorker::Values(request.clone()).encode();
    let review = ToWorker::Values(ValuesRequest {
        purpose: Purpose::Review,
        ..request.clone()
    });
    assert_ne!(text, review.encode(), "the purpose is sent");
    assert_eq!(
        ToWorker::decode(&text),
        Ok(ToWorker::Values(request.clone()))
    );
    let FromWorker::Values(reply) = answer_message(&text, &mut Table::new(14), &|| 0.0) else {
        panic!("ratings");
    };
    assert!(reply.exact);
    let mut got: Vec<(Pit, i32)> = reply.moves.iter().map(|&(n, v)| (pit(n), v)).collect();
    got.sort();
    assert_eq!(got, solve_moves(&position, &mut Table::new(14)));
    // A review of the same position, and refusals.
    let review = values(
        &ValuesRequest {
            purpose: Purpose::Review,
            ..request.clone()
        },
        &mut Table::new(14),
        &|| 0.0,
    );
    assert_eq!(review.moves.len(), got.len());
    let broken = values(
        &ValuesRequest {
            position: "6x4.s.nonsense".into(),
            ..request
        },
        &mut Table::new(10),
        &|| 0.0,
    );
    assert!(broken.moves.is_empty());
    let start = Position::start(Rules::KALAH, Player::South);
    let deep = values(
        &ValuesRequest {
            id: 1,
            purpose: Purpose::Review,
            position: start.to_string(),
            pie: Pie::Off,
        },
        &mut Table::new(16),
        &|| 0.0,
    );
    assert_eq!(deep.moves.len(), 6);
    assert!(!deep.exact && deep.depth >= 8, "{deep:?}");
}

proptest! {
    #[test]
    fn ratings_cross_the_channel_unchanged(
        id in any::<u32>(),
        depth in any::<u8>(),
        exact in any::<bool>(),
        nodes in any::<u64>(),
        moves in prop::collection::vec((1u8..=6, -72i32..=72), 0..6),
    ) {
        let reply = FromWorker::Values(ValuesReply { id, moves, depth, exact, nodes });
        prop_assert_eq!(FromWorker::decode(&reply.encode()), Ok(reply));
    }

}

fn values_replies() -> impl Strategy<Value = ValuesReply> {
    (
        any::<u32>(),
        prop::collection::vec((1u8..=6, -72i32..=72), 0..6),
        any::<u8>(),
        any::<bool>(),
        any::<u64>(),
    )
        .prop_map(|(id, moves, depth, exact, nodes)| ValuesReply {
            id,
            moves,
            depth,
            exact,
            nodes,
        })
}

/// Bytes that are not a message, each made from a good one: cut short, one byte too many, a
/// tag no message has, or a flag that is neither 0 nor 1.
fn broken_ratings() -> impl Strategy<Value = Vec<u8>> {
    (values_replies(), any::<usize>(), 0..4, any::<u8>()).prop_map(|(reply, at, how, byte)| {
        let mut bytes = FromWorker::Values(reply.clone()).encode();
        match how {
            0 => bytes.truncate(at % bytes.len()),
            1 => bytes.push(byte),
            // Tags are varints: above 127 a byte says the tag goes on.
            2 => bytes[0] = byte.clamp(4, 127),
            _ => {
                // The one byte where the two values of the flag differ.
                let flipped = FromWorker::Values(ValuesReply {
                    exact: !reply.exact,
                    ..reply
                })
                .encode();
                let flag = (0..bytes.len()).find(|&i| bytes[i] != flipped[i]).unwrap();
                bytes[flag] = byte.max(2);
            }
        }
        bytes
    })
}

/// The page refuses what is not a message of the channel: every broken form of a good message
/// is an error that says something; and of random bytes after the ratings' tag, or a good
/// message with one byte changed, those read at all read as a message that encodes and reads
/// back the same. Both outcomes must come up.
#[test]
fn garbled_ratings_are_refused_without_panicking() {
    let config = ProptestConfig {
        cases: 1024,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    proptest::test_runner::TestRunner::new(config.clone())
        .run(&broken_ratings(), |bytes| {
            let decoded = FromWorker::decode(&bytes);
            prop_assert!(decoded.is_err(), "read {:?} from {:?}", decoded, bytes);
            prop_assert!(decoded.is_err_and(|error| !error.to_string().is_empty()));
            Ok(())
        })
        .unwrap();

    let [read, refused] = std::array::from_fn(|_| std::cell::Cell::new(0u32));
    // The tag of FromWorker::Values, then anything; or a good message with one byte changed.
    let tails = prop::collection::vec(any::<u8>(), 0..40).prop_map(|tail| [vec![2], tail].concat());
    let changed = (values_replies(), any::<usize>(), any::<u8>()).prop_map(|(reply, at, byte)| {
        let mut bytes = FromWorker::Values(reply).encode();
        let at = at % bytes.len();
        bytes[at] = byte;
        bytes
    });
    let garbled = prop_oneof![tails, changed];
    proptest::test_runner::TestRunner::new(config)
        .run(&garbled, |bytes| {
            match FromWorker::decode(&bytes) {
                Ok(message) => {
                    prop_assert_eq!(FromWorker::decode(&message.encode()), Ok(message));
                    read.set(read.get() + 1);
                }
                Err(error) => {
                    prop_assert!(!error.to_string().is_empty());
                    refused.set(refused.get() + 1);
                }
            }
            Ok(())
        })
        .unwrap();
    let (read, refused) = (read.get(), refused.get());
    println!("of garbled ratings, {read} read and {refused} refused");
    assert!(
        read >= 100 && refused >= 500,
        "{read} read, {refused} refused"
    );
}
