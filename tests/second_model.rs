//! The engine against an independently written model of the rules (tests/model), move by move.
//!
//! The model keeps each side as its own array and walks an explicit track of places for every
//! move; the engine uses one ring of cells. Over thousands of random games on every board size
//! from 3 to 6 pits, under standard rules, each house rule alone and all of them together, the
//! two must agree on legal moves, every sown cell, boards, extra turns, captures and results.

mod model;

use mancala::engine::{Cell, GameResult, HouseRules, Pit, Player, Position, Rules, Sweep};
use model::{EndSweep, Model, ModelRules, Side, Spot};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

const GAMES_PER_CASE: u32 = 3000;

fn side(player: Player) -> Side {
    match player {
        Player::South => Side::South,
        Player::North => Side::North,
    }
}

fn spot(cell: Cell) -> Spot {
    match cell {
        Cell::Pit(player, pit) => Spot::Pit(side(player), usize::from(pit.number())),
        Cell::Store(player) => Spot::Store(side(player)),
    }
}

fn model_rules(rules: Rules) -> ModelRules {
    let house = rules.house();
    ModelRules {
        pits: usize::from(rules.pits()),
        seeds: u32::from(rules.seeds()),
        empty_capture: house.empty_capture,
        sweep: match house.sweep {
            Sweep::OwnRow => EndSweep::Standard,
            Sweep::ToPlayerWhoRanOut => EndSweep::RanOutTakesAll,
            Sweep::Discard => EndSweep::NotCounted,
        },
        one_extra_turn: house.single_extra_turn,
        both_stores: house.sow_both_stores,
        skip_origin: house.skip_origin,
    }
}

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

/// Plays one random game on both and compares after every move. Returns its length.
fn compare_game(rules: Rules, first: Player, rng: &mut SmallRng, context: &str) -> usize {
    let mut engine = Position::start(rules, first);
    let mut model = Model::new(model_rules(rules), side(first));
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
            let margin = match engine.result().expect("finished") {
                GameResult::Win {
                    winner: Player::South,
                    margin,
                } => i32::from(margin),
                GameResult::Win {
                    winner: Player::North,
                    margin,
                } => -i32::from(margin),
                GameResult::Draw => 0,
            };
            assert_eq!(Some(margin), model.final_margin(), "result, {context}");
            return plies;
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
        assert_eq!(ours.end.is_some(), theirs.game_over, "end, {context}");
        plies += 1;
    }
}

#[test]
fn engine_and_independent_model_agree_on_every_move_of_random_games() {
    let mut longest = 0;
    let mut games = 0;
    for pits in 3..=6 {
        for (name, house) in rule_sets() {
            let mut rng = SmallRng::seed_from_u64(u64::from(pits) * 1000 + games);
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
                longest = longest.max(compare_game(rules, first, &mut rng, &context));
            }
            games += u64::from(GAMES_PER_CASE);
        }
    }
    assert_eq!(games, 4 * 8 * u64::from(GAMES_PER_CASE));
    assert!(
        longest < mancala::engine::MOVE_LIMIT / 2,
        "longest game {longest}"
    );
    println!("{games} games compared; the longest lasted {longest} moves");
}
