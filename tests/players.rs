//! The levels' use of the exact solver: Expert's perfect play near the end, within its budget.

use mancala::engine::players::{
    EXPERT_SOLVE_SEEDS, EXPERT_SOLVE_SEEDS_WITH_ENDGAME, Level, expert_solve_seeds, perfect_move,
};
use mancala::engine::search::{Endgame, Table, solve, solve_moves, solve_moves_within};
use mancala::engine::{Pit, Player, Position, Rules};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::sync::Arc;

mod support;

/// Positions of standard Kalah, the first in each of some seeded random games with at most
/// `most` seeds in the pits.
fn late_positions(most: u8, count: usize) -> Vec<Position> {
    support::positions::late_positions(Rules::KALAH, most, count, 8)
}

#[test]
fn a_budgeted_solve_gives_every_value_or_says_it_ran_out() {
    let mut table = Table::new(16);
    for position in late_positions(14, 20) {
        let full = solve_moves(&position, &mut table);
        table.clear();
        let within = solve_moves_within(&position, &mut table, u64::MAX, &mut || false).unwrap();
        assert_eq!(within.values, full, "{position}");
        assert!(within.nodes > 0);
    }
    let start = Position::start(Rules::KALAH, Player::South);
    let spent = solve_moves_within(&start, &mut table, 10_000, &mut || false).unwrap_err();
    assert!(spent >= 10_000, "{spent}");
    let mut asked = 0;
    let mut stop = || {
        asked += 1;
        true
    };
    assert!(solve_moves_within(&start, &mut table, u64::MAX, &mut stop).is_err());
    assert_eq!(asked, 1);
}

#[test]
fn expert_plays_a_best_move_when_few_seeds_are_left() {
    let mut table = Table::new(16);
    let mut rng = SmallRng::seed_from_u64(1);
    for position in late_positions(EXPERT_SOLVE_SEEDS.min(16), 20) {
        let values = solve_moves(&position, &mut table);
        let best = values.iter().map(|&(_, v)| v).max().unwrap();
        let value = |pit| values.iter().find(|&&(p, _)| p == pit).unwrap().1;
        let choice = Level::Expert
            .decide(&position, &mut table, &mut || false, &mut rng)
            .unwrap();
        assert!(choice.exact, "{position}");
        assert_eq!(value(choice.pit), best, "{position}");
        let perfect = perfect_move(&position, &mut table, &mut rng).unwrap();
        assert_eq!(value(perfect), best, "{position}");
    }
}

#[test]
fn expert_searches_instead_when_the_solve_does_not_fit_its_budget() {
    // A position whose solve takes many times the budget below.
    let mut table = Table::new(16);
    let position = late_positions(EXPERT_SOLVE_SEEDS, 30)
        .into_iter()
        .find(|position| {
            table.clear();
            solve_moves_within(position, &mut table, u64::MAX, &mut || false)
                .unwrap()
                .nodes
                > 100_000
        })
        .expect("a position that takes some solving");
    table.clear();
    let choice = Level::Expert
        .decide_within(
            &position,
            20_000,
            &mut table,
            &mut || false,
            &mut SmallRng::seed_from_u64(2),
        )
        .unwrap();
    assert!(position.is_legal(choice.pit));
    assert!(
        !choice.exact,
        "{position} solved in {} positions",
        choice.nodes
    );
    assert!(choice.depth > 0);
}

#[test]
fn expert_solves_from_more_seeds_when_its_table_has_an_endgame_table() {
    let endgame = Arc::new(Endgame::new(Rules::KALAH, 12));
    let mut rng = SmallRng::seed_from_u64(3);
    let positions: Vec<Position> = late_positions(28, 12)
        .into_iter()
        .filter(|p| p.seeds_on_board() > EXPERT_SOLVE_SEEDS)
        .take(4)
        .collect();
    assert_eq!(positions.len(), 4);
    for position in positions {
        let mut plain = Table::new(16);
        let searched = Level::Expert
            .decide_within(&position, 2_000_000, &mut plain, &mut || false, &mut rng)
            .unwrap();
        assert!(searched.depth > 0, "{position} is beyond a plain solve");
        let mut with_endgame = Table::new(16).with_endgame(endgame.clone());
        let solved = Level::Expert
            .decide_within(
                &position,
                2_000_000,
                &mut with_endgame,
                &mut || false,
                &mut rng,
            )
            .unwrap();
        assert!(solved.exact && solved.depth == 0, "{position}: {solved:?}");
        let values = solve_moves(&position, &mut with_endgame);
        let best = values.iter().map(|&(_, v)| v).max().unwrap();
        assert!(values.contains(&(solved.pit, best)), "{position}");
    }
}

#[test]
fn with_its_endgame_table_expert_plays_kalah_6x3_perfectly_from_the_start() {
    let rules = Rules::new(6, 3).unwrap();
    let mut table = Table::new(18).with_endgame(Arc::new(Endgame::new(rules, 12)));
    let start = Position::start(rules, Player::South);
    // Kalah(6,3) is a first-player win by 2, and only pit 5 keeps it.
    let choice = Level::Expert
        .decide(
            &start,
            &mut table,
            &mut || false,
            &mut SmallRng::seed_from_u64(4),
        )
        .unwrap();
    assert!(choice.exact, "{choice:?}");
    assert_eq!(choice.pit, Pit::new(5).unwrap());
    // The positions after the first move have more seeds than Expert solves in the bigger
    // game, and it solves them too: its move keeps the position's exact value.
    let mut rng = SmallRng::seed_from_u64(5);
    for pit in [1, 3, 6].map(|n| Pit::new(n).unwrap()) {
        let mut position = start;
        position.play_unchecked(pit);
        assert!(position.seeds_on_board() > EXPERT_SOLVE_SEEDS_WITH_ENDGAME);
        let choice = Level::Expert
            .decide(&position, &mut table, &mut || false, &mut rng)
            .unwrap();
        assert!(choice.exact, "{position}: {choice:?}");
        let mut after = position;
        after.play_unchecked(choice.pit);
        let kept = match (after.is_over(), after.to_move() == position.to_move()) {
            (true, _) => after.stores().lead(position.to_move()),
            (false, true) => solve(&after, &mut table),
            (false, false) => -solve(&after, &mut table),
        };
        assert_eq!(kept, solve(&position, &mut table), "{position}");
    }
}

#[test]
fn only_a_small_game_with_an_endgame_table_for_its_rules_is_solved_whole() {
    let three = Rules::new(6, 3).unwrap();
    let endgame = |rules, most| Table::new(8).with_endgame(Arc::new(Endgame::new(rules, most)));
    assert_eq!(expert_solve_seeds(three, &endgame(three, 12)), u8::MAX);
    assert_eq!(
        expert_solve_seeds(three, &Table::new(8)),
        EXPERT_SOLVE_SEEDS
    );
    assert_eq!(
        expert_solve_seeds(three, &endgame(three, 8)),
        EXPERT_SOLVE_SEEDS
    );
    // A table for the four-seed game knows nothing of the three-seed one.
    assert_eq!(
        expert_solve_seeds(three, &endgame(Rules::KALAH, 12)),
        EXPERT_SOLVE_SEEDS
    );
    assert_eq!(
        expert_solve_seeds(Rules::KALAH, &endgame(Rules::KALAH, 12)),
        EXPERT_SOLVE_SEEDS_WITH_ENDGAME
    );
}
