//! The 3-pit, 2-seed board, searched completely: every reachable position, no position ever
//! repeats along a path, and the exact value of the game by plain minimax, checked against the
//! independent model in tests/rules_model.

mod bridge;
mod minimax;
mod rules_model;

use std::collections::{HashMap, HashSet};

use bridge::model_rules;
use mancala::engine::{HouseRules, Player, Position, Rules, Sweep};
use minimax::minimax;
use rules_model::{Model, Side};

/// Reachable positions of standard Kalah(3,2) with South to move first, counting finished ones.
const REACHABLE_3X2: usize = 3_417;
/// South's final store lead under perfect play from the opening of Kalah(3,2).
const VALUE_3X2: i32 = 4;

#[derive(Clone, Copy, PartialEq)]
enum Visit {
    OnPath,
    Done,
}

/// Depth-first search of every reachable position. Panics if a position is met again while it
/// is still on the current path, which would be a cycle. Returns how many positions it saw.
fn reachable_without_cycles(start: Position) -> usize {
    let mut seen: HashMap<Position, Visit> = HashMap::new();
    // Each frame: a position and the moves from it not yet explored.
    let mut stack = vec![(start, start.legal_moves().iter())];
    seen.insert(start, Visit::OnPath);
    while let Some((position, moves)) = stack.last_mut() {
        match moves.next() {
            Some(pit) => {
                let mut next = *position;
                next.play_unchecked(pit);
                match seen.get(&next) {
                    Some(Visit::OnPath) => panic!("{next} repeats along a path"),
                    Some(Visit::Done) => {}
                    None => {
                        seen.insert(next, Visit::OnPath);
                        stack.push((next, next.legal_moves().iter()));
                    }
                }
            }
            None => {
                let finished = *position;
                seen.insert(finished, Visit::Done);
                stack.pop();
            }
        }
    }
    assert!(seen.values().all(|&v| v == Visit::Done));
    seen.len()
}

/// The same count, depth first without cycle checks, over the model's own representation.
fn model_reachable(start: Model) -> usize {
    let mut seen = HashSet::from([start.clone()]);
    let mut frontier = vec![start];
    while let Some(model) = frontier.pop() {
        for pit in model.legal() {
            let mut next = model.clone();
            next.play(pit);
            if next.is_over() {
                // The engine gives every finished game one form: South to move, no flag.
                next.to_move = Side::South;
                next.extra_turn_taken = false;
            }
            if seen.insert(next.clone()) {
                frontier.push(next);
            }
        }
    }
    seen.len()
}

#[test]
fn every_position_of_kalah_3x2_is_reached_and_none_repeats_on_a_path() {
    let rules = Rules::new(3, 2).unwrap();
    let count = reachable_without_cycles(Position::start(rules, Player::South));
    assert_eq!(count, REACHABLE_3X2);
    assert_eq!(
        model_reachable(Model::new(model_rules(rules), Side::South)),
        count
    );
}

#[test]
fn kalah_3x2_is_a_first_player_win_by_four() {
    let rules = Rules::new(3, 2).unwrap();
    assert_eq!(
        minimax(&Position::start(rules, Player::South), u32::MAX),
        VALUE_3X2
    );
    assert_eq!(
        minimax(&Position::start(rules, Player::North), u32::MAX),
        -VALUE_3X2
    );
    assert_eq!(
        Model::new(model_rules(rules), Side::South).minimax(),
        VALUE_3X2
    );
}

#[test]
fn under_every_house_rule_combination_3x2_has_no_cycles_and_both_models_agree_on_its_value() {
    for bits in 0..32u8 {
        for sweep in [Sweep::OwnRow, Sweep::ToPlayerWhoRanOut, Sweep::Discard] {
            let house = HouseRules {
                empty_capture: bits & 1 != 0,
                sweep,
                single_extra_turn: bits & 2 != 0,
                sow_both_stores: bits & 4 != 0,
                skip_origin: bits & 8 != 0,
                pie: false,
            };
            let first = if bits & 16 != 0 {
                Player::North
            } else {
                Player::South
            };
            let rules = Rules::new(3, 2).unwrap().with_house(house);
            let start = Position::start(rules, first);
            let model = Model::new(
                model_rules(rules),
                if bits & 16 != 0 {
                    Side::North
                } else {
                    Side::South
                },
            );
            let count = reachable_without_cycles(start);
            assert_eq!(count, model_reachable(model.clone()), "{rules}");
            assert_eq!(minimax(&start, u32::MAX), model.minimax(), "{rules}");
        }
    }
}
