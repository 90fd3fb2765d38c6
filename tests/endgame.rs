//! The endgame table against the solver and plain minimax, and searches that use it.

mod minimax;
mod support;

use std::sync::Arc;

use mancala::engine::search::{Endgame, Limits, Table, best_move, solve};
use mancala::engine::{HouseRules, Player, Position, Rules};
use minimax::minimax;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use support::positions::late_positions;

#[test]
fn the_table_knows_every_small_board_of_kalah_3x3_as_minimax_does() {
    let rules = Rules::new(3, 3).unwrap();
    let endgame = Endgame::new(rules, 11);
    for position in late_positions(rules, 11, 300, 1) {
        let for_mover = match position.to_move() {
            Player::South => 1,
            Player::North => -1,
        };
        assert_eq!(
            endgame.value(&position),
            Some(for_mover * minimax(&position, u32::MAX)),
            "{position}"
        );
    }
}

#[test]
fn the_table_agrees_with_the_solver_on_six_pit_endgames_under_both_capture_rules() {
    for empty_capture in [false, true] {
        let rules = Rules::KALAH.with_house(HouseRules {
            empty_capture,
            ..HouseRules::default()
        });
        let endgame = Endgame::new(rules, 10);
        let mut table = Table::new(16);
        for position in late_positions(rules, 10, 200, 2) {
            assert_eq!(
                endgame.value(&position),
                Some(solve(&position, &mut table)),
                "{position}"
            );
        }
    }
}

#[test]
fn the_table_knows_only_its_own_rules_and_seed_counts() {
    let endgame = Endgame::new(Rules::KALAH, 6);
    assert_eq!(endgame.most(), 6);
    let start = Position::start(Rules::KALAH, Player::South);
    assert_eq!(endgame.value(&start), None, "48 seeds in the pits");
    let small = Position::start(Rules::new(6, 1).unwrap(), Player::South);
    assert_eq!(endgame.value(&small), None, "other rules");
    let single = Rules::KALAH.with_house(HouseRules {
        single_extra_turn: true,
        ..HouseRules::default()
    });
    let late = late_positions(single, 6, 1, 3)[0];
    assert_eq!(Endgame::new(single, 6).value(&late), None);
}

#[test]
fn a_search_with_the_table_finds_the_same_values() {
    let rules = Rules::KALAH;
    let endgame = Arc::new(Endgame::new(rules, 10));
    let mut with = Table::new(16).with_endgame(endgame);
    let mut without = Table::new(16);
    for position in late_positions(rules, 20, 40, 4) {
        assert_eq!(solve(&position, &mut with), solve(&position, &mut without));
        let found = best_move(
            &position,
            Limits::nodes(2_000_000),
            &mut with,
            &mut || false,
            &mut SmallRng::seed_from_u64(5),
        )
        .unwrap();
        if found.exact {
            assert_eq!(found.score, solve(&position, &mut without), "{position}");
        }
    }
}
