//! The search against plain minimax, the solver against published values, and the root's
//! choices, rankings and stopping.

mod minimax;
mod support;

use mancala::engine::players::Level;
use mancala::engine::playout::random_move;
use mancala::engine::search::{
    Endgame, INFINITY, Limits, SCALE, Searcher, Table, best_move, principal_line, rank_moves,
    solve, solve_best_within, solve_counted, solve_moves, solve_within,
};
use mancala::engine::{HouseRules, Pit, Player, Position, Rules, Setup};
use mancala::model::study::studied::{proved_rules, proved_start};
use minimax::{minimax, minimax_remembered};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// Minimax's value seen from the side to move.
fn for_mover(position: &Position, south_value: i32) -> i32 {
    match position.to_move() {
        Player::South => south_value,
        Player::North => -south_value,
    }
}

fn alphabeta(position: &Position, depth: u8, table: &mut Table) -> i32 {
    let mut never = || false;
    let mut searcher = Searcher::new(table, u64::MAX, &mut never);
    searcher.negamax(position, depth, -INFINITY, INFINITY)
}

/// Every position reachable from a start.
fn reachable(start: Position) -> Vec<Position> {
    let mut seen = HashSet::from([start]);
    let mut frontier = vec![start];
    while let Some(position) = frontier.pop() {
        for pit in position.legal_moves() {
            let mut next = position;
            next.play_unchecked(pit);
            if seen.insert(next) {
                frontier.push(next);
            }
        }
    }
    seen.into_iter().collect()
}

#[test]
fn alpha_beta_equals_minimax_on_every_position_of_kalah_3x2() {
    let start = Position::start(Rules::new(3, 2).unwrap(), Player::South);
    let positions = reachable(start);
    assert!(positions.len() > 3000);
    let mut table = Table::new(14);
    for position in positions.iter().filter(|p| !p.is_over()) {
        let exact = for_mover(position, minimax(position, u32::MAX));
        assert_eq!(
            alphabeta(position, u8::MAX, &mut Table::disabled()),
            SCALE * exact,
            "plain alpha-beta at {position}"
        );
        assert_eq!(
            alphabeta(position, u8::MAX, &mut table),
            SCALE * exact,
            "alpha-beta with the table at {position}"
        );
        assert_eq!(solve(position, &mut table), exact, "solver at {position}");
    }
}

#[test]
fn alpha_beta_equals_minimax_at_depths_1_to_4_on_six_pit_positions() {
    let mut rng = SmallRng::seed_from_u64(5);
    let mut checked = 0;
    for game in 0..40 {
        let rules = if game % 4 == 3 {
            Rules::KALAH.with_house(HouseRules {
                empty_capture: true,
                ..HouseRules::default()
            })
        } else {
            Rules::KALAH
        };
        let mut position = Position::start(rules, Player::South);
        while let Some(pit) = random_move(&position, &mut rng) {
            if checked % 3 == 0 {
                for depth in 1..=4u8 {
                    let plain = for_mover(&position, minimax(&position, u32::from(depth)));
                    assert_eq!(
                        alphabeta(&position, depth, &mut Table::disabled()),
                        SCALE * plain,
                        "depth {depth} at {position}"
                    );
                }
            }
            checked += 1;
            position.play_unchecked(pit);
        }
    }
    assert!(checked > 1000);
}

#[test]
fn the_solver_reproduces_the_published_values() {
    let empty_capture = HouseRules {
        empty_capture: true,
        ..HouseRules::default()
    };
    let mut table = Table::new(20);
    for (seeds, value) in [(1, 2), (2, 10)] {
        let rules = Rules::new(6, seeds).unwrap().with_house(empty_capture);
        table.clear();
        assert_eq!(
            solve(&Position::start(rules, Player::South), &mut table),
            value,
            "empty-capture Kalah(6,{seeds})"
        );
    }
}

#[test]
fn the_counting_solver_gives_the_same_value_and_counts_its_positions() {
    let mut table = Table::new(16);
    let start = Position::start(Rules::new(4, 2).unwrap(), Player::South);
    let solved = solve_counted(&start, &mut table);
    assert_eq!(solved.value, 6);
    assert!(solved.nodes > 100, "{solved:?}");
    let finished: Position = "6x4.s.0-0-0-0-0-0.30.0-0-0-0-0-0.18".parse().unwrap();
    assert_eq!(solve_counted(&finished, &mut table).nodes, 0);
    assert_eq!(solve(&finished, &mut table), 12);
}

#[test]
fn positions_that_differ_only_in_their_stores_share_the_table() {
    let a: Position = "6x4.s.3-0-3-1-2-4.10.1-2-1-3-2-1.15".parse().unwrap();
    let b: Position = "6x4.s.3-0-3-1-2-4.16.1-2-1-3-2-1.9".parse().unwrap();
    assert_ne!(a.key(), b.key());
    assert_eq!(a.board_key(), b.board_key());
    let mut table = Table::new(16);
    let first = solve_counted(&a, &mut table);
    let second = solve_counted(&b, &mut table);
    // The pits decide what is still to be won; the stores only shift the margin.
    assert_eq!(second.value - first.value, 12);
    assert_eq!(second.value, solve(&b, &mut Table::new(16)));
    assert!(second.nodes * 3 < first.nodes, "{first:?} then {second:?}");
}

#[test]
#[ignore = "about 3 s; run with -- --ignored"]
fn empty_capture_kalah_6x3_is_a_first_player_win_by_2() {
    let rules = Rules::new(6, 3).unwrap().with_house(HouseRules {
        empty_capture: true,
        ..HouseRules::default()
    });
    let mut table = Table::new(22);
    assert_eq!(solve(&Position::start(rules, Player::South), &mut table), 2);
}

#[test]
#[ignore = "about 6 s; run with -- --ignored"]
fn standard_kalah_6x3_is_a_first_player_win_by_2() {
    let rules = Rules::new(6, 3).unwrap();
    let mut table = Table::new(22);
    assert_eq!(solve(&Position::start(rules, Player::South), &mut table), 2);
}

#[test]
fn with_an_endgame_table_standard_kalah_6x3_solves_in_moments_to_the_same_value() {
    let rules = Rules::new(6, 3).unwrap();
    let endgame = Arc::new(Endgame::new(rules, 12));
    let mut table = Table::new(20).with_endgame(endgame);
    let solved = solve_counted(&Position::start(rules, Player::South), &mut table);
    assert_eq!(solved.value, 2);
    // Without the endgame table it takes about 17 million.
    assert!(solved.nodes < 3_000_000, "{solved:?}");
}

#[test]
#[ignore = "about 2 min in release (48 s of it building the endgame table); run with --release -- --ignored"]
fn empty_capture_kalah_6x4_is_a_first_player_win_by_10() {
    let rules = Rules::KALAH.with_house(HouseRules {
        empty_capture: true,
        ..HouseRules::default()
    });
    let endgame = Arc::new(Endgame::new(rules, 18));
    let mut table = Table::new(25).with_endgame(endgame);
    assert_eq!(
        solve(&Position::start(rules, Player::South), &mut table),
        10
    );
}

#[test]
#[ignore = "about 4 min of CPU in release (3.5 of them building the endgame table); run with --release -- --ignored"]
fn standard_kalah_6x4_is_a_first_player_win_by_8() {
    // A 21-seed endgame table (355 MB) beside a 1.6 GB transposition table: 1.83 GiB resident.
    // The solve needed 665 million positions with 18 seeds, 131 million with 20, and 88
    // million with 21 (the table's old slot); 65 million with the slot from a full hash, and
    // 81 million, in a fifth less time, since a solve leaves the table alone within two seeds
    // of the endgame table.
    let endgame = Arc::new(Endgame::new(Rules::KALAH, 21));
    let mut table = Table::new(25).with_endgame(endgame);
    assert_eq!(
        solve(&Position::start(Rules::KALAH, Player::South), &mut table),
        8
    );
}

/// Values of standard Kalah on small boards, with South to move first: the final margin for
/// South under perfect play, as this crate's solver finds them. The tests after this one check
/// each of them again without the solver.
const SMALL_BOARDS: [((u32, u32), i32); 15] = [
    ((3, 1), 0),
    ((3, 2), 4),
    ((3, 3), 2),
    ((3, 4), 2),
    ((3, 5), 6),
    ((3, 6), -8),
    ((4, 1), 2),
    ((4, 2), 6),
    ((4, 3), 6),
    ((4, 4), 2),
    ((5, 1), 0),
    ((5, 2), 2),
    ((5, 3), 6),
    ((6, 1), 2),
    ((6, 2), 6),
];

#[test]
fn small_boards_have_these_values() {
    let mut table = Table::new(18);
    for ((pits, seeds), value) in SMALL_BOARDS {
        let start = Position::start(Rules::new(pits, seeds).unwrap(), Player::South);
        table.clear();
        assert_eq!(solve(&start, &mut table), value, "Kalah({pits},{seeds})");
    }
}

/// The boards among [`SMALL_BOARDS`] that plain minimax cannot value in seconds: Kalah(5,2)
/// takes it about 26 s and 18 million remembered positions (over 4 GB at the peak), and
/// Kalah(4,4), (5,3) and (6,2) over a minute and more memory still. [`BoundsSearch`] checks
/// them in the suite instead.
const BIG_BOARDS: [(u32, u32); 4] = [(4, 4), (5, 2), (5, 3), (6, 2)];

/// Checks each of [`SMALL_BOARDS`] that `pick` takes with plain minimax, which remembers the
/// positions it has valued but has no other help, and the smallest with no memory at all.
fn check_small_boards_with_minimax(pick: impl Fn(&(u32, u32)) -> bool) {
    for ((pits, seeds), value) in SMALL_BOARDS.into_iter().filter(|(board, _)| pick(board)) {
        let start = Position::start(Rules::new(pits, seeds).unwrap(), Player::South);
        let mut known = HashMap::new();
        let found = minimax_remembered(&start, &mut known);
        assert_eq!(found, value, "minimax on Kalah({pits},{seeds})");
        println!("Kalah({pits},{seeds}): {value}, {} positions", known.len());
        if [(3, 1), (3, 2), (4, 1), (5, 1)].contains(&(pits, seeds)) {
            assert_eq!(minimax(&start, u32::MAX), value, "Kalah({pits},{seeds})");
        }
    }
}

/// Plain minimax, with nothing but a memory of the values it has found, agrees with the
/// solver on the eleven boards it values in seconds (the biggest, Kalah(4,3), in about 4 s).
#[test]
fn plain_minimax_finds_the_small_boards_values() {
    check_small_boards_with_minimax(|board| !BIG_BOARDS.contains(board));
}

/// The same for the four big boards, for a machine with minutes and gigabytes to spare.
#[test]
#[ignore = "minutes, and more than 4 GB; run with -- --ignored on a machine that has them"]
fn plain_minimax_finds_the_big_small_boards_values() {
    check_small_boards_with_minimax(|board| BIG_BOARDS.contains(board));
}

/// A second exact search, written here apart from the crate's solver and using only the rules
/// (legal moves, a move, the stores, the result), to check boards too big for plain minimax.
///
/// It is alpha-beta in negamax form: values are always from the side to move's point of view.
/// A finished child's value is its result's margin for the mover. An extra turn leaves the
/// same side to move, so that child's value is taken as it is, with the same window; any other
/// child's is negated, with the window turned round. Each search leaves what it proved in
/// `proved`: the value itself when it fell inside the window, or a bound when it fell outside.
/// A position not yet searched starts from the bounds its stores give. Either kind of bound is
/// used only to answer at once when it already settles the question asked. The move order
/// (the child with the best lead first) changes only the speed, never the value.
struct BoundsSearch {
    /// For each position searched: the least and the most its value can be.
    proved: HashMap<Position, (i32, i32)>,
}

impl BoundsSearch {
    /// More than any margin can be.
    const WIDE: i32 = 1000;

    fn new() -> Self {
        BoundsSearch {
            proved: HashMap::new(),
        }
    }

    /// The exact value of `position` for the side to move.
    fn value(&mut self, position: &Position) -> i32 {
        self.search(position, -Self::WIDE, Self::WIDE)
    }

    /// The value for the side to move when it lies strictly between `alpha` and `beta`;
    /// otherwise a bound on it, at most `alpha` (the value is no bigger) or at least `beta`
    /// (the value is no smaller).
    fn search(&mut self, position: &Position, mut alpha: i32, beta: i32) -> i32 {
        let mover = position.to_move();
        if let Some(result) = position.result() {
            return result.margin_for(mover);
        }
        // Stores only fill, and every seed still on the board ends in one of them: the margin
        // is the stores' lead give or take those seeds.
        let lead = position.stores().lead(mover);
        let left = i32::from(position.seeds_on_board());
        let (least, most) = self
            .proved
            .get(position)
            .copied()
            .unwrap_or((lead - left, lead + left));
        if least == most || least >= beta {
            return least;
        }
        if most <= alpha {
            return most;
        }
        let asked = alpha;
        let mut children: Vec<Position> = position
            .legal_moves()
            .iter()
            .map(|pit| {
                let mut child = *position;
                child.play_unchecked(pit);
                child
            })
            .collect();
        children.sort_by_key(|child| -child.stores().lead(mover));
        let mut best = -Self::WIDE;
        for child in children {
            let value = if let Some(result) = child.result() {
                result.margin_for(mover)
            } else if child.to_move() == mover {
                self.search(&child, alpha, beta)
            } else {
                -self.search(&child, -beta, -alpha)
            };
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        let bounds = self.proved.entry(*position).or_insert((least, most));
        if best <= asked {
            bounds.1 = bounds.1.min(best);
        } else if best >= beta {
            bounds.0 = bounds.0.max(best);
        } else {
            *bounds = (best, best);
        }
        best
    }
}

/// All fifteen values, big boards too, agree with an alpha-beta search that keeps bounds on
/// the positions it has seen and shares no code with the solver.
#[test]
fn an_independent_alpha_beta_finds_the_small_boards_values() {
    for ((pits, seeds), value) in SMALL_BOARDS {
        let start = Position::start(Rules::new(pits, seeds).unwrap(), Player::South);
        let mut search = BoundsSearch::new();
        assert_eq!(
            search.value(&start),
            value,
            "alpha-beta with bounds on Kalah({pits},{seeds})"
        );
        println!(
            "Kalah({pits},{seeds}): {value}, {} positions",
            search.proved.len()
        );
    }
}

/// The analysis board's "Solved" values, for the starts this solver proves in seconds (one to
/// three seeds a pit, either rule set, either side first), against a solve run here. The
/// four-seed starts take minutes: the ignored 6x4 tests above hold their values.
#[test]
fn the_analysis_boards_solved_starts_are_what_the_solver_finds() {
    let mut checked = 0;
    for rules in proved_rules()
        .into_iter()
        .filter(|rules| rules.seeds() <= 3)
    {
        let endgame = Arc::new(Endgame::new(rules, 12));
        let mut table = Table::new(20).with_endgame(endgame);
        for first in Player::BOTH {
            let start = Position::start(rules, first);
            let proved = proved_start(&start).expect("a proved start");
            table.clear();
            assert_eq!(solve(&start, &mut table), proved.value, "{start}");
            checked += 1;
        }
    }
    assert_eq!(checked, 12);
}

#[test]
fn the_chosen_move_is_always_one_of_the_best_whatever_the_seed() {
    let start = Position::start(Rules::new(3, 2).unwrap(), Player::South);
    let mut table = Table::new(14);
    for position in reachable(start).iter().filter(|p| !p.is_over()).take(600) {
        let value = |pit| {
            let mut child = *position;
            child.play_unchecked(pit);
            // Minimax is from South's side, whoever moves next.
            for_mover(position, minimax(&child, u32::MAX))
        };
        let best = position.legal_moves().iter().map(value).max().unwrap();
        for seed in 0..4 {
            let found = best_move(
                position,
                Limits::depth(60),
                &mut table,
                &mut || false,
                &mut SmallRng::seed_from_u64(seed),
            )
            .unwrap();
            assert!(found.exact, "a 3x2 game is searched to its end");
            assert_eq!(value(found.best), best, "seed {seed} at {position}");
            assert_eq!(found.score, best);
        }
    }
}

#[test]
fn ties_are_broken_at_random() {
    // In the 3x2 opening two moves tie for best often enough that four seeds pick both.
    let mut rng = SmallRng::seed_from_u64(1);
    let mut table = Table::new(14);
    let mut chosen = HashSet::new();
    for position in reachable(Position::start(Rules::new(3, 2).unwrap(), Player::South)) {
        if position.is_over() {
            continue;
        }
        let mut picks = HashSet::new();
        for _ in 0..8 {
            let found = best_move(
                &position,
                Limits::depth(60),
                &mut table,
                &mut || false,
                &mut rng,
            )
            .unwrap();
            picks.insert(found.best);
        }
        if picks.len() > 1 {
            chosen.insert(position);
        }
    }
    assert!(chosen.len() > 50, "only {} positions varied", chosen.len());
}

/// Each legal move's value searched to `depth` plies, by plain alpha-beta (no table), with the
/// horizon Hard's is.
fn values_at(position: &Position, depth: u8) -> Vec<(Pit, i32)> {
    rank_moves(
        position,
        Limits {
            // The horizon of Hard's search.
            quiescence: true,
            ..Limits::depth(depth)
        },
        &mut Table::disabled(),
        &mut || false,
    )
    .unwrap()
    .moves
}

#[test]
fn a_cut_off_iteration_keeps_a_tied_move_or_plays_one_it_showed_better() {
    // Without a table, a search on a node budget runs the same iterations as plain alpha-beta
    // to the depth it completed, so it faces the same tie at that depth. The cut-off deeper
    // iteration may drop tied moves it showed worse, and once it has shown all of them worse
    // it plays the move that beat them: one worth more, one ply deeper, than every tied move.
    let mut rng = SmallRng::seed_from_u64(11);
    let (mut positions, mut narrowed, mut replaced) = (0, 0, 0);
    // At least 40 positions, and more until both cases have shown up (at most 200).
    while positions < 40 || (positions < 200 && (narrowed == 0 || replaced == 0)) {
        let mut position = Position::start(Rules::KALAH, Player::South);
        for _ in 0..rng.random_range(4..30) {
            if let Some(pit) = random_move(&position, &mut rng) {
                position.play_unchecked(pit);
            }
        }
        if position.is_over() {
            continue;
        }
        let mut budgeted = HashSet::new();
        let mut depth = 0;
        for seed in 0..16 {
            let found = best_move(
                &position,
                Limits {
                    nodes: 20_000,
                    ..Level::Hard.limits()
                },
                &mut Table::disabled(),
                &mut || false,
                &mut SmallRng::seed_from_u64(seed),
            )
            .unwrap();
            budgeted.insert(found.best);
            depth = found.depth;
        }
        let at_depth = values_at(&position, depth);
        let best = at_depth[0].1;
        let tied: HashSet<Pit> = at_depth
            .iter()
            .filter(|&&(_, value)| value == best)
            .map(|&(pit, _)| pit)
            .collect();
        let deeper = values_at(&position, depth + 1);
        let deeper_value = |pit: Pit| deeper.iter().find(|&&(p, _)| p == pit).unwrap().1;
        let best_tied_deeper = tied.iter().map(|&pit| deeper_value(pit)).max().unwrap();
        for &pit in &budgeted {
            assert!(
                tied.contains(&pit) || deeper_value(pit) > best_tied_deeper,
                "{position}: {pit} at depth {depth}"
            );
        }
        positions += 1;
        if budgeted.is_subset(&tied) {
            narrowed += usize::from(budgeted.len() < tied.len());
        } else {
            replaced += 1;
        }
    }
    assert!(narrowed > 0, "no tie was ever narrowed");
    assert!(replaced > 0, "no move was ever replaced");
}

#[test]
fn ranking_values_every_move_and_agrees_with_the_solver_at_the_end() {
    let position: Position = "6x4.s.0-1-0-2-0-1.22.1-0-2-0-0-1.18".parse().unwrap();
    let mut table = Table::new(16);
    let ranking = rank_moves(&position, Limits::depth(100), &mut table, &mut || false).unwrap();
    assert!(ranking.exact);
    assert_eq!(ranking.moves.len(), position.legal_moves().len());
    let (_, best) = ranking.best().unwrap();
    assert_eq!(best, solve(&position, &mut table));
    for (pit, value) in &ranking.moves {
        let mut child = position;
        child.play_unchecked(*pit);
        let exact = for_mover(&position, minimax(&child, u32::MAX));
        assert_eq!(*value, exact, "pit {pit}");
    }
}

#[test]
fn a_stopped_search_keeps_its_deepest_finished_iteration() {
    let start = Position::start(Rules::KALAH, Player::South);
    let mut table = Table::new(16);
    let mut asked = 0;
    let mut stop = || {
        asked += 1;
        asked > 20
    };
    let found = best_move(
        &start,
        Limits::nodes(u64::MAX),
        &mut table,
        &mut stop,
        &mut SmallRng::seed_from_u64(3),
    )
    .unwrap();
    assert!(found.depth >= 4, "depth {}", found.depth);
    assert!(!found.exact);
    assert!(start.is_legal(found.best));
    // The ranking keeps what it finished too.
    let mut asked = 0;
    let mut stop = || {
        asked += 1;
        asked > 20
    };
    let ranking = rank_moves(&start, Limits::nodes(u64::MAX), &mut table, &mut stop).unwrap();
    assert!(ranking.depth >= 3);
    assert_eq!(ranking.moves.len(), 6);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The moves of perfect play, found by the value and one test a move, are exactly the moves
    /// that a full solve of every move values best, on positions of small boards reached by
    /// random play under any capture rule.
    #[test]
    fn the_moves_of_perfect_play_are_the_moves_a_full_solve_values_best(
        pits in 2u32..=5,
        seeds in 1u32..=3,
        empty_capture in any::<bool>(),
        game in any::<u64>(),
        plies in 0usize..12,
    ) {
        let rules = Rules::new(pits, seeds).unwrap().with_house(HouseRules {
            empty_capture,
            ..HouseRules::default()
        });
        let mut rng = SmallRng::seed_from_u64(game);
        let mut position = Position::start(rules, Player::South);
        for _ in 0..plies {
            let Some(pit) = random_move(&position, &mut rng) else { break };
            position.play_unchecked(pit);
        }
        let values = solve_moves(&position, &mut Table::new(12));
        let best = values.iter().map(|&(_, v)| v).max();
        let wanted: Vec<Pit> = values
            .iter()
            .filter(|&&(_, v)| Some(v) == best)
            .map(|&(pit, _)| pit)
            .collect();
        let found = solve_best_within(&position, &mut Table::new(12), u64::MAX, &mut || false)
            .unwrap();
        prop_assert_eq!(&found.moves, &wanted, "{}", position);
        prop_assert_eq!(found.value, solve(&position, &mut Table::new(12)), "{}", position);
        if let Some(best) = best {
            prop_assert_eq!(found.value, best, "{}", position);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A study may hold more or fewer seeds than its rules start a game with; the solver, the
    /// search and the best-move solve still agree with plain minimax on it (their bounds come
    /// from the seeds the position holds, not from the rules).
    #[test]
    fn on_studies_of_any_total_the_solver_and_search_equal_minimax(
        pits in 2u32..=3,
        cells in prop::collection::vec(0u8..=2, 8),
        to_move in prop_oneof![Just(Player::South), Just(Player::North)],
        depth in 1u8..=5,
    ) {
        // Up to 12 seeds on the board (plain minimax must see every game to its end), and stores
        // that make totals below and above the rules' 8 or 12.
        let rules = Rules::new(pits, 2).unwrap();
        let m = pits as usize;
        let setup = Setup {
            rules,
            south: cells[..m].to_vec(),
            north: cells[m..2 * m].to_vec(),
            south_store: cells[6],
            north_store: cells[7] * 3,
            to_move,
            extra_turn: false,
        };
        let position = Position::from_study(&setup).unwrap();
        let exact = for_mover(&position, minimax(&position, u32::MAX));
        prop_assert_eq!(solve(&position, &mut Table::new(12)), exact, "{}", position);
        if !position.is_over() {
            let found = solve_best_within(&position, &mut Table::new(12), u64::MAX, &mut || false)
                .unwrap();
            prop_assert_eq!(found.value, exact, "{}", position);
            let plain = for_mover(&position, minimax(&position, u32::from(depth)));
            prop_assert_eq!(
                alphabeta(&position, depth, &mut Table::new(12)),
                SCALE * plain,
                "{} at depth {}",
                position,
                depth
            );
        }
    }
}

#[test]
fn the_search_for_the_best_moves_says_when_its_budget_ran_out() {
    let start = Position::start(Rules::KALAH, Player::South);
    let spent = solve_best_within(&start, &mut Table::new(14), 10_000, &mut || false).unwrap_err();
    assert!(spent >= 10_000, "{spent}");
    let mut asked = 0;
    let mut stop = || {
        asked += 1;
        true
    };
    assert!(solve_best_within(&start, &mut Table::new(14), u64::MAX, &mut stop).is_err());
    assert_eq!(asked, 1);
    let finished: Position = "6x4.s.0-0-0-0-0-0.30.0-0-0-0-0-0.18".parse().unwrap();
    let over = solve_best_within(&finished, &mut Table::new(14), 10, &mut || true).unwrap();
    assert_eq!((over.moves, over.value, over.nodes), (vec![], 12, 0));
}

#[test]
fn a_bounded_solve_gives_the_solvers_value_or_says_its_budget_ran_out() {
    let position: Position = "6x4.s.0-2-1-0-3-1.20.2-0-1-0-3-2.13".parse().unwrap();
    let exact = solve_counted(&position, &mut Table::new(14));
    let solved = solve_within(&position, &mut Table::new(14), u64::MAX, &mut || false);
    assert_eq!(solved, Ok(exact));
    let start = Position::start(Rules::KALAH, Player::South);
    let spent = solve_within(&start, &mut Table::new(14), 10_000, &mut || false).unwrap_err();
    assert!(spent >= 10_000, "{spent}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// After a search, each move's line starts with that move, keeps to `most` moves and can
    /// be played out; on the boards the endgame table knows, it keeps to perfect play.
    #[test]
    fn every_line_starts_with_its_move_and_can_be_played(
        seeds in 1u32..=4,
        game in any::<u64>(),
        plies in 0usize..30,
        depth in 1u8..=8,
        most in 0usize..=10,
        with_endgame in any::<bool>(),
    ) {
        let rules = Rules::new(6, seeds).unwrap();
        let mut rng = SmallRng::seed_from_u64(game);
        let mut position = Position::start(rules, Player::South);
        for _ in 0..plies {
            let Some(pit) = random_move(&position, &mut rng) else { break };
            position.play_unchecked(pit);
        }
        let mut table = Table::new(14);
        if with_endgame {
            table = table.with_endgame(Arc::new(Endgame::new(rules, 6)));
        }
        rank_moves(&position, Limits::depth(depth), &mut table, &mut || false);
        for number in 1..=6 {
            let pit = Pit::new(number).unwrap();
            let line = principal_line(&position, pit, &table, most);
            if !position.is_legal(pit) || most == 0 {
                prop_assert!(line.is_empty(), "{} {:?}", position, line);
                continue;
            }
            prop_assert_eq!(line.first(), Some(&pit));
            prop_assert!(line.len() <= most);
            let mut now = position;
            for (i, &step) in line.iter().enumerate() {
                let known = table.endgame().and_then(|e| e.value(&now));
                let me = now.to_move();
                prop_assert!(now.play(step).is_ok(), "{}: {:?} at {}", position, line, i);
                if let (Some(value), true) = (known, i > 0) {
                    let after = if now.is_over() {
                        now.stores().lead(me)
                    } else {
                        let child = solve(&now, &mut Table::new(10));
                        if now.to_move() == me { child } else { -child }
                    };
                    prop_assert_eq!(after, value, "{}: {:?} at {}", position, line, i);
                }
            }
        }
    }
}

/// The value of a position at the horizon when play goes on through captures and extra turns,
/// for its side to move, in seeds: written out as the definition says, apart from the search.
fn played_on(position: &Position) -> i32 {
    let me = position.to_move();
    let mut best = position.stores().lead(me);
    for pit in position.legal_moves() {
        let mut child = *position;
        let landing = child.play_unchecked(pit);
        if !(landing.extra_turn || landing.capture) {
            continue;
        }
        let value = if landing.over {
            child.stores().lead(me)
        } else if child.to_move() == me {
            played_on(&child)
        } else {
            -played_on(&child)
        };
        best = best.max(value);
    }
    best
}

#[test]
fn a_horizon_that_plays_on_sees_the_capture_just_past_it() {
    let mut rng = SmallRng::seed_from_u64(5);
    let (mut positions, mut changed) = (0, 0);
    while positions < 200 {
        let mut position = Position::start(Rules::KALAH, Player::South);
        for _ in 0..rng.random_range(0..40) {
            if let Some(pit) = random_move(&position, &mut rng) {
                position.play_unchecked(pit);
            }
        }
        if position.is_over() {
            continue;
        }
        let me = position.to_move();
        let mut expected: Vec<(Pit, i32)> = position
            .legal_moves()
            .iter()
            .map(|pit| {
                let mut child = position;
                let landing = child.play_unchecked(pit);
                let value = if landing.over {
                    child.stores().lead(me)
                } else if child.to_move() == me {
                    played_on(&child)
                } else {
                    -played_on(&child)
                };
                (pit, value)
            })
            .collect();
        expected.sort_by_key(|&(pit, value)| (std::cmp::Reverse(value), pit));
        assert_eq!(values_at(&position, 1), expected, "{position}");
        let plain = rank_moves(
            &position,
            Limits::depth(1),
            &mut Table::disabled(),
            &mut || false,
        )
        .unwrap()
        .moves;
        changed += usize::from(plain != expected);
        positions += 1;
    }
    assert!(changed > 20, "only {changed} positions changed");
}
