//! The engine against an independently written model of the rules (tests/rules_model), move by
//! move.
//!
//! The model keeps each side as its own array and walks an explicit track of places for every
//! move; the engine uses one ring of cells. Over thousands of random games on every board size
//! from 3 to 6 pits, under standard rules, each house rule alone and all of them together, the
//! two must agree on legal moves, every sown cell, boards, extra turns, captures and results.

mod bridge;
mod rules_model;

use bridge::{model_rules, side, spot};
use mancala::engine::{HouseRules, Pit, Player, Position, Rules, Scores, Setup, Sweep};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use rules_model::{EndSweep, Model, Side, Spot};

const GAMES_PER_CASE: u32 = 3000;

/// Standard rules, each house rule on its own, and all of them at once.
fn rule_sets() -> Vec<(&'static str, HouseRules)> {
    let off = HouseRules::default();
    vec![
        ("standard", off),
        (
            "empty capture",
            HouseRules {
                empty_capture: true,
                ..off
            },
        ),
        (
            "runner takes all",
            HouseRules {
                sweep: Sweep::ToPlayerWhoRanOut,
                ..off
            },
        ),
        (
            "discard",
            HouseRules {
                sweep: Sweep::Discard,
                ..off
            },
        ),
        (
            "single extra turn",
            HouseRules {
                single_extra_turn: true,
                ..off
            },
        ),
        (
            "both stores",
            HouseRules {
                sow_both_stores: true,
                ..off
            },
        ),
        (
            "skip origin",
            HouseRules {
                skip_origin: true,
                ..off
            },
        ),
        (
            "all together",
            HouseRules {
                empty_capture: true,
                sweep: Sweep::ToPlayerWhoRanOut,
                single_extra_turn: true,
                sow_both_stores: true,
                skip_origin: true,
                pie: true,
            },
        ),
    ]
}

fn assert_same_board(engine: &Position, model: &Model, context: &str) {
    for player in Player::BOTH {
        let row: Vec<u32> = engine.row(player).iter().map(|&s| u32::from(s)).collect();
        assert_eq!(row, model.row(side(player)), "{player}'s row, {context}");
        assert_eq!(
            u32::from(engine.store(player)),
            model.store(side(player)),
            "{player}'s store, {context}"
        );
    }
}

/// The model in the same state as an engine position.
fn model_of(position: &Position) -> Model {
    let row = |player| position.row(player).iter().map(|&s| u32::from(s)).collect();
    Model {
        rules: model_rules(position.rules()),
        south: row(Player::South),
        north: row(Player::North),
        south_store: u32::from(position.store(Player::South)),
        north_store: u32::from(position.store(Player::North)),
        to_move: side(position.to_move()),
        extra_turn_taken: position.is_extra_turn(),
    }
}

/// What each side banks when `pit` ends the game, worked out on the model: play the move with
/// the seeds left on the board uncounted, then hand them out as the real sweep would.
fn expected_banked(before: &Model, pit: usize) -> Scores {
    let mut unswept = before.clone();
    unswept.rules.sweep = EndSweep::NotCounted;
    unswept.play(pit);
    let row = |side| unswept.row(side).iter().sum::<u32>() as u8;
    let (south, north) = (row(Side::South), row(Side::North));
    match before.rules.sweep {
        EndSweep::Standard => Scores { south, north },
        EndSweep::RanOutTakesAll if south == 0 => Scores {
            south: north,
            north: 0,
        },
        EndSweep::RanOutTakesAll => Scores {
            south: 0,
            north: south,
        },
        EndSweep::NotCounted => Scores::default(),
    }
}

/// What the compared moves of some games held, so that a test can tell that the comparisons
/// it names took place.
#[derive(Clone, Copy, Debug, Default)]
struct Seen {
    /// Games compared to their end.
    games: u64,
    /// Moves compared.
    plies: u64,
    /// The longest game, in moves.
    longest: usize,
    /// Moves that captured.
    captures: u64,
    /// Moves that earned an extra turn.
    extra_turns: u64,
    /// Moves that ended the game with seeds still on the board, banked or discarded.
    sweeps: u64,
}

/// Plays one random game on both from `start` and compares after every move, counting into
/// `seen` what the moves held.
fn compare_game(start: Position, rng: &mut SmallRng, context: &str, seen: &mut Seen) {
    let mut engine = start;
    let mut model = model_of(&start);
    let mut plies = 0;
    loop {
        let context = format!("{context}, ply {plies}, at {engine}");
        assert_same_board(&engine, &model, &context);
        let legal: Vec<usize> = engine
            .legal_moves()
            .iter()
            .map(|p| usize::from(p.number()))
            .collect();
        assert_eq!(legal, model.legal(), "legal moves, {context}");
        assert_eq!(engine.is_over(), model.is_over(), "game over, {context}");
        if engine.is_over() {
            let margin = engine.result().expect("finished").margin_for(Player::South);
            assert_eq!(Some(margin), model.final_margin(), "result, {context}");
            seen.games += 1;
            seen.plies += plies as u64;
            seen.longest = seen.longest.max(plies);
            return;
        }
        assert_eq!(
            side(engine.to_move()),
            model.to_move,
            "side to move, {context}"
        );
        assert_eq!(
            engine.is_extra_turn(),
            model.extra_turn_taken,
            "extra-turn flag, {context}"
        );

        let number = legal[rng.random_range(0..legal.len())];
        let pit = Pit::new(number as u8).expect("legal pit");
        let ours = engine.play(pit).expect("legal move");
        let before_model = model.clone();
        let theirs = model.play(number);
        let sown: Vec<Spot> = ours.sown.iter().map(|&c| spot(c)).collect();
        assert_eq!(sown, theirs.sown, "sown cells, {context}");
        assert_eq!(spot(ours.last), theirs.last, "last cell, {context}");
        assert_eq!(
            ours.extra_turn,
            theirs.extra_turn && !theirs.game_over,
            "extra turn, {context}"
        );
        let capture = ours
            .capture
            .map(|c| (usize::from(c.pit.number()), u32::from(c.seeds)));
        assert_eq!(capture, theirs.capture, "capture, {context}");
        seen.captures += u64::from(capture.is_some());
        seen.extra_turns += u64::from(ours.extra_turn);
        assert_eq!(ours.end.is_some(), theirs.game_over, "end, {context}");
        if let Some(end) = ours.end {
            assert_eq!(
                end.banked,
                expected_banked(&before_model, number),
                "banked, {context}"
            );
            let stored = u32::from(end.scores.south) + u32::from(end.scores.north);
            let swept = end.banked != Scores::default() || stored < engine.rules().total_seeds();
            seen.sweeps += u64::from(swept);
        }
        plies += 1;
    }
}

#[test]
fn engine_and_independent_model_agree_on_every_move_of_random_games() {
    let mut total = Seen::default();
    for pits in 3..=6 {
        for (name, house) in rule_sets() {
            let mut rng = SmallRng::seed_from_u64(u64::from(pits) * 1000 + total.games);
            let mut seen = Seen::default();
            for game in 0..GAMES_PER_CASE {
                // Every seed count and both first players come round in turn.
                let seeds = game % 6 + 1;
                let first = if game % 2 == 0 {
                    Player::South
                } else {
                    Player::North
                };
                let rules = Rules::new(pits, seeds).unwrap().with_house(house);
                let context = format!("{rules} ({name}), game {game}");
                let start = Position::start(rules, first);
                compare_game(start, &mut rng, &context, &mut seen);
            }
            // Each case's games were compared to their ends, and held each kind of move.
            let case = format!("{pits} pits, {name}: {seen:?}");
            assert_eq!(seen.games, u64::from(GAMES_PER_CASE), "{case}");
            assert!(seen.plies > 10 * seen.games, "{case}");
            for count in [seen.captures, seen.extra_turns, seen.sweeps] {
                assert!(count > seen.games / 4, "{case}");
            }
            total.games += seen.games;
            total.plies += seen.plies;
            total.longest = total.longest.max(seen.longest);
        }
    }
    assert!(
        total.longest < mancala::engine::MOVE_LIMIT / 2,
        "longest game {}",
        total.longest
    );
    println!(
        "{} games and {} moves compared; the longest lasted {} moves",
        total.games, total.plies, total.longest
    );
}

/// A valid position on any board with the rules' seeds heaped on a few random cells, so that
/// big piles, double laps, 1- and 2-pit boards and part-finished games all come up.
fn heaped_position(rng: &mut SmallRng) -> Position {
    let pits = rng.random_range(1..=6u32);
    let seeds = rng.random_range(1..=6u32);
    let sweep = [Sweep::OwnRow, Sweep::ToPlayerWhoRanOut, Sweep::Discard][rng.random_range(0..3)];
    let house = HouseRules {
        empty_capture: rng.random(),
        sweep,
        single_extra_turn: rng.random(),
        sow_both_stores: rng.random(),
        skip_origin: rng.random(),
        pie: rng.random(),
    };
    let rules = Rules::new(pits, seeds).unwrap().with_house(house);
    let m = pits as usize;
    let cells = 2 * m + 2;
    let heaps: Vec<usize> = (0..rng.random_range(1..=cells))
        .map(|_| rng.random_range(0..cells))
        .collect();
    let mut board = vec![0u8; cells];
    for _ in 0..rules.total_seeds() {
        board[heaps[rng.random_range(0..heaps.len())]] += 1;
    }
    let setup = Setup {
        rules,
        south: board[..m].to_vec(),
        south_store: board[m],
        north: board[m + 1..2 * m + 1].to_vec(),
        north_store: board[2 * m + 1],
        to_move: if rng.random() {
            Player::South
        } else {
            Player::North
        },
        extra_turn: house.single_extra_turn && rng.random(),
    };
    Position::from_setup(&setup).expect("the seeds add up")
}

#[test]
fn engine_and_model_agree_from_heaped_positions_on_every_board_size() {
    let mut rng = SmallRng::seed_from_u64(99);
    let mut double_laps = 0;
    for game in 0..40_000 {
        let start = heaped_position(&mut rng);
        let mover = start.to_move();
        double_laps += start.row(mover).iter().filter(|&&s| s >= 26).count();
        compare_game(
            start,
            &mut rng,
            &format!("heaped game {game} from {start}"),
            &mut Seen::default(),
        );
    }
    assert!(
        double_laps > 100,
        "only {double_laps} piles of 26 or more came up"
    );
}
