//! The levels: the softened levels' choice between moves, every level's legal and repeatable
//! moves, and Expert's use of the exact solver (perfect play near the end, within its budget).

use mancala::engine::players::{
    EXPERT_SOLVE_SEEDS, EXPERT_SOLVE_SEEDS_WITH_ENDGAME, Level, Softened, expert_solve_seeds,
    perfect_move,
};
use mancala::engine::playout::random_move;
use mancala::engine::search::{Endgame, Table, solve, solve_moves, solve_moves_within};
use mancala::engine::{Pit, Player, Position, Rules};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::collections::HashMap;
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

/// The softened levels, weakest first.
fn softened_levels() -> Vec<(Level, Softened)> {
    Level::ALL
        .into_iter()
        .filter_map(|level| Some((level, level.softened()?)))
        .collect()
}

/// The position after `plies` random moves from the start of standard Kalah (fewer if the game
/// ends first, in which case the position before the last move).
fn played(seed: u64, plies: usize) -> Position {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut position = Position::start(Rules::KALAH, Player::South);
    for _ in 0..plies {
        let Some(pit) = random_move(&position, &mut rng) else {
            break;
        };
        let mut next = position;
        next.play_unchecked(pit);
        if next.is_over() {
            break;
        }
        position = next;
    }
    position
}

/// A node cap that lets every level play as it does on the page, except Hard and Expert, cut
/// short so that the tests stay quick.
fn quick_cap(level: Level) -> u64 {
    match level {
        Level::Hard | Level::Expert => 20_000,
        _ => level.limits().nodes,
    }
}

#[test]
fn the_ladder_keeps_the_known_words_and_counts_up_from_the_weakest() {
    let slugs: Vec<&str> = Level::ALL.iter().map(|level| level.slug()).collect();
    assert_eq!(
        slugs,
        ["easy", "2", "3", "4", "medium", "6", "hard", "expert"]
    );
    for (index, level) in Level::ALL.into_iter().enumerate() {
        assert_eq!(usize::from(level.number()), index + 1);
    }
    assert!(Level::ALL.windows(2).all(|pair| pair[0] < pair[1]));
    assert_eq!(Level::default(), Level::Medium);
    let softened: Vec<Level> = softened_levels()
        .into_iter()
        .map(|(level, _)| level)
        .collect();
    assert_eq!(
        softened,
        [Level::Two, Level::Three, Level::Four, Level::Six]
    );
}

#[test]
fn a_softened_weight_falls_by_the_same_share_for_each_seed_worse() {
    let pit = |n| Pit::new(n).unwrap();
    let softened = Softened {
        depth: 1,
        keep_percent: 50,
        quiescence: false,
        sees_captures: false,
    };
    let moves = [(pit(1), 2), (pit(2), 5), (pit(3), 4), (pit(4), -7)];
    let weights = softened.weights(&moves, None);
    let full = weights[1];
    assert_eq!(weights, [full / 8, full, full / 2, full >> 12]);
    // A floor (the best capture's value) rules out every move below it, never the best.
    assert_eq!(softened.weights(&moves, Some(4)), [0, full, full / 2, 0]);
    assert_eq!(softened.weights(&moves, Some(9))[1], full);
    // At 100% every move is drawn alike; at 0% only the best ones.
    let flat = Softened {
        keep_percent: 100,
        ..softened
    };
    assert!(flat.weights(&moves, None).iter().all(|&w| w == full));
    let sharp = Softened {
        keep_percent: 0,
        ..softened
    };
    assert_eq!(sharp.weights(&moves, None), [0, full, 0, 0]);
}

#[test]
fn a_softened_level_plays_the_best_move_most_often_and_a_worse_move_less_the_worse_it_is() {
    for (level, softened) in softened_levels() {
        // A position where the level's search rates at least three moves differently.
        let position = (0..200)
            .map(|seed| played(seed, 12))
            .find(|position| {
                let (ranking, _) = softened.weigh(position, u64::MAX, &mut || false).unwrap();
                let mut values: Vec<i32> = ranking.moves.iter().map(|&(_, v)| v).collect();
                values.dedup();
                values.len() >= 3
            })
            .expect("a position with three different values");
        let (ranking, _) = softened.weigh(&position, u64::MAX, &mut || false).unwrap();
        let value: HashMap<Pit, i32> = ranking.moves.iter().copied().collect();
        let mut rng = SmallRng::seed_from_u64(9);
        let draws = 3000;
        let mut by_value: HashMap<i32, u32> = HashMap::new();
        for _ in 0..draws {
            let pit = level
                .choose(&position, &mut Table::disabled(), &mut || false, &mut rng)
                .unwrap();
            *by_value.entry(value[&pit]).or_default() += 1;
        }
        // Per move, so that a value shared by several moves is not counted up.
        let share = |v: i32| {
            let moves = ranking.moves.iter().filter(|&&(_, x)| x == v).count() as f64;
            f64::from(by_value.get(&v).copied().unwrap_or(0)) / moves / f64::from(draws)
        };
        let mut values: Vec<i32> = ranking.moves.iter().map(|&(_, v)| v).collect();
        values.dedup();
        let best = values[0];
        assert!(share(best) > 0.0, "{level:?} {position}");
        for pair in values.windows(2) {
            assert!(
                share(pair[0]) >= share(pair[1]),
                "{level:?} {position}: a move worth {} drawn more than one worth {} ({by_value:?})",
                pair[1],
                pair[0]
            );
        }
        // The best move is drawn more than any other, whatever the level.
        for &v in &values[1..] {
            assert!(share(best) > share(v), "{level:?} {position} {by_value:?}");
        }
    }
}

#[test]
fn the_weakest_softened_level_still_misses_some_best_moves_and_the_strongest_fewer() {
    let positions: Vec<Position> = (0..60)
        .map(|seed| played(seed, 10 + seed as usize % 30))
        .collect();
    let mut rng = SmallRng::seed_from_u64(11);
    let misses = |level: Level, rng: &mut SmallRng| {
        let softened = level.softened().unwrap();
        positions
            .iter()
            .filter(|position| {
                let (ranking, _) = softened.weigh(position, u64::MAX, &mut || false).unwrap();
                let pit = level
                    .choose(position, &mut Table::disabled(), &mut || false, rng)
                    .unwrap();
                ranking.moves.iter().find(|&&(p, _)| p == pit).unwrap().1 < ranking.moves[0].1
            })
            .count()
    };
    let weakest = misses(Level::Two, &mut rng);
    let strongest = misses(Level::Six, &mut rng);
    assert!(weakest > strongest, "{weakest} against {strongest}");
    assert!(weakest > 0);
}

#[test]
fn every_level_plays_a_legal_move_and_the_same_seed_gives_the_same_move() {
    for seed in 0..8 {
        let position = played(seed, 6 + 7 * seed as usize);
        for level in Level::ALL {
            let decide = |draw: u64| {
                level
                    .decide_within(
                        &position,
                        quick_cap(level),
                        &mut Table::new(12),
                        &mut || false,
                        &mut SmallRng::seed_from_u64(draw),
                    )
                    .unwrap()
            };
            let first = decide(seed);
            assert!(position.is_legal(first.pit), "{level:?} {position}");
            assert_eq!(decide(seed), first, "{level:?} {position}");
        }
    }
    let mut over = played(3, 400);
    while let Some(pit) = random_move(&over, &mut SmallRng::seed_from_u64(1)) {
        over.play_unchecked(pit);
    }
    for level in Level::ALL {
        let choice = level.decide_within(
            &over,
            quick_cap(level),
            &mut Table::new(12),
            &mut || false,
            &mut SmallRng::seed_from_u64(0),
        );
        assert_eq!(choice, None, "{level:?}");
    }
}

#[test]
fn a_softened_level_stopped_at_once_still_plays_a_legal_move() {
    let position = played(5, 20);
    for (level, softened) in softened_levels() {
        let choice = softened
            .decide_within(
                &position,
                u64::MAX,
                &mut || true,
                &mut SmallRng::seed_from_u64(1),
            )
            .unwrap_or_else(|| panic!("{level:?} gave no move"));
        assert!(position.is_legal(choice.pit), "{level:?}");
    }
}

/// A capture in one move that is free: after it, no move of the opponent captures or earns an
/// extra turn, so nothing can take the seeds back at once. The capture and the seeds it takes.
fn free_capture(position: &Position) -> Option<(Pit, u32)> {
    let me = position.to_move();
    position.legal_moves().iter().find_map(|pit| {
        let mut after = *position;
        let landing = after.play_unchecked(pit);
        if !landing.capture || after.is_over() {
            return None;
        }
        let safe = after.legal_moves().iter().all(|reply| {
            let mut next = after;
            let answer = next.play_unchecked(reply);
            !answer.capture && !answer.extra_turn
        });
        let taken = u32::try_from(after.stores().lead(me) - position.stores().lead(me)).ok()?;
        safe.then_some((pit, taken))
    })
}

#[test]
fn a_free_capture_of_many_seeds_is_taken_at_every_step_that_sees_captures() {
    // South's pit 1 ends in its empty pit 2, opposite North's 9 seeds in pit 5. North can then
    // only sow its pit 6, which ends on South's side: no capture, no extra turn.
    let position: Position = "6x4.s.1-0-0-2-0-0.16.0-0-0-0-9-3.17".parse().unwrap();
    let Some((capture, taken)) = free_capture(&position) else {
        panic!("{position} has no free capture");
    };
    assert!(taken >= 5, "{taken}");
    for (level, softened) in softened_levels() {
        if !softened.sees_captures {
            continue;
        }
        for draw in 0..200 {
            let pit = level
                .choose(
                    &position,
                    &mut Table::disabled(),
                    &mut || false,
                    &mut SmallRng::seed_from_u64(draw),
                )
                .unwrap();
            assert_eq!(pit, capture, "{level:?}, draw {draw}");
        }
    }
}

#[test]
fn random_play_often_leaves_a_free_capture_so_the_property_below_bites() {
    let found = (0..256)
        .filter(|&game| free_capture(&played(game, game as usize % 60)).is_some())
        .count();
    assert!(found >= 20, "{found} of 256");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// At the top of the softened range a free capture is never missed: the move played is the
    /// capture or one the level's own search rates at least as high.
    #[test]
    fn the_top_softened_levels_never_miss_a_free_capture(
        game in any::<u64>(),
        plies in 0usize..60,
        draw in any::<u64>(),
    ) {
        let position = played(game, plies);
        if let Some((capture, _)) = free_capture(&position) {
            for (level, softened) in softened_levels() {
                if !softened.sees_captures {
                    continue;
                }
                let (ranking, _) = softened.weigh(&position, u64::MAX, &mut || false).unwrap();
                let value = |pit: Pit| ranking.moves.iter().find(|&&(p, _)| p == pit).unwrap().1;
                let pit = level
                    .choose(&position, &mut Table::disabled(), &mut || false, &mut SmallRng::seed_from_u64(draw))
                    .unwrap();
                prop_assert!(
                    value(pit) >= value(capture),
                    "{level:?} played {pit} ({}) in {position} over the free capture {capture} ({})",
                    value(pit),
                    value(capture)
                );
            }
        }
    }
}
