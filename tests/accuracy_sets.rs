//! The accuracy sets (`tests/data/accuracy.txt`, `tests/data/accuracy_dev.txt` and
//! `tests/data/accuracy_held_out.txt`, written by `examples/accuracy.rs -- make`) keep apart, so
//! that a figure on the held-out set says how a level plays positions it was not tuned on:
//! - each set holds each position once;
//! - no position of one set is within `PLIES_APART` (4) plies of a position of another set or
//!   of the retired sets, either way: neither reaches the other by 4 legal moves or fewer;
//! - each position comes from a game of its own, stored on its line, and no two of those games
//!   (nor a game and a retired position) meet at a position with 40 seeds or fewer in the pits;
//! - each file's header states the true counts, its games' seed and the command that wrote it.
//!
//! The stored values are checked against a fresh solve in `tests/accuracy.rs`.

mod support;

use std::collections::{HashMap, HashSet};

use mancala::engine::Position;
use support::accuracy::{
    Counts, MAKE, MOST, PLIES_APART, RETIRED, SETS, Solved, header, load_from, positions_of,
    replay, stored_header,
};

/// The most faults a failure lists.
const SHOWN: usize = 5;

/// Each set's name and positions, then the retired positions under the name "retired".
fn groups() -> Vec<(&'static str, Vec<Position>)> {
    let mut groups: Vec<(&'static str, Vec<Position>)> = SETS
        .iter()
        .map(|set| (set.name, positions_of(set.file)))
        .collect();
    groups.push(("retired", positions_of(RETIRED)));
    groups
}

fn fail_if_any(faults: &[String], what: &str) {
    assert!(
        faults.is_empty(),
        "{} {what}, first {}:\n{}",
        faults.len(),
        SHOWN.min(faults.len()),
        faults[..SHOWN.min(faults.len())].join("\n")
    );
}

#[test]
fn each_set_holds_each_position_once() {
    let mut faults = Vec::new();
    for (name, positions) in groups() {
        let mut first: HashMap<Position, usize> = HashMap::new();
        for (index, position) in positions.into_iter().enumerate() {
            if let Some(earlier) = first.insert(position, index + 1) {
                faults.push(format!(
                    "the {name} set's positions {earlier} and {} are both {position}",
                    index + 1
                ));
            }
        }
    }
    fail_if_any(&faults, "repeated positions");
}

/// The positions of `targets` that `from` reaches by at most `plies` legal moves, each with the
/// fewest moves it takes.
fn reached(from: &Position, plies: usize, targets: &HashSet<Position>) -> Vec<(Position, usize)> {
    let mut found = Vec::new();
    let mut seen = HashSet::from([*from]);
    let mut frontier = vec![*from];
    for ply in 0..=plies {
        found.extend(
            frontier
                .iter()
                .filter(|p| targets.contains(p))
                .map(|p| (*p, ply)),
        );
        if ply == plies {
            break;
        }
        let mut next = Vec::new();
        for position in frontier {
            for pit in position.legal_moves().iter() {
                let mut after = position;
                after.play_unchecked(pit);
                if seen.insert(after) {
                    next.push(after);
                }
            }
        }
        frontier = next;
    }
    found
}

/// Every case of a position of one group reaching one of another group within
/// [`PLIES_APART`] plies (the retired positions are not compared with each other).
fn too_close(groups: &[(&'static str, Vec<Position>)]) -> Vec<String> {
    let sets: Vec<HashSet<Position>> = groups
        .iter()
        .map(|(_, positions)| positions.iter().copied().collect())
        .collect();
    let mut faults = Vec::new();
    for (from, (from_name, positions)) in groups.iter().enumerate() {
        for position in positions {
            for (to, (to_name, _)) in groups.iter().enumerate() {
                if to == from || (*from_name == "retired" && *to_name == "retired") {
                    continue;
                }
                for (target, plies) in reached(position, PLIES_APART, &sets[to]) {
                    let moves = if plies == 1 { "move" } else { "moves" };
                    faults.push(format!(
                        "the {from_name} set's {position} reaches the {to_name} set's {target} \
                         in {plies} {moves}"
                    ));
                }
            }
        }
    }
    faults
}

#[test]
fn no_position_is_within_four_plies_of_another_sets_either_way() {
    fail_if_any(
        &too_close(&groups()),
        &format!("pairs within {PLIES_APART} plies of each other across sets"),
    );
}

#[test]
fn the_distance_check_sees_a_position_four_moves_on_but_not_five() {
    // The check itself: a tuning position and the one its own game reached a few moves later,
    // put in a pretend set of their own, are caught at 4 plies and let through at 5.
    let tuning = load_from(SETS[0].file);
    let entry = tuning
        .iter()
        .find(|e| {
            let mut position = e.position;
            (0..5).all(|_| match position.legal_moves().iter().next() {
                Some(pit) if !position.is_over() => {
                    position.play_unchecked(pit);
                    true
                }
                _ => false,
            })
        })
        .expect("a tuning position five moves from the end");
    let mut later = entry.position;
    let mut at = Vec::new();
    for _ in 0..5 {
        let pit = later.legal_moves().iter().next().expect("a move");
        later.play_unchecked(pit);
        at.push(later);
    }
    let shortest = |target: Position| {
        reached(&entry.position, 5, &HashSet::from([target]))
            .first()
            .map(|&(_, plies)| plies)
    };
    for position in &at[..4] {
        let apart = shortest(*position).expect("reached");
        assert!(apart <= PLIES_APART);
        let groups = vec![
            ("tuning", vec![entry.position]),
            ("planted", vec![*position]),
        ];
        assert!(!too_close(&groups).is_empty(), "{position} not seen");
    }
    if shortest(at[4]) == Some(5) {
        let groups = vec![("tuning", vec![entry.position]), ("planted", vec![at[4]])];
        assert!(too_close(&groups).is_empty(), "{} is 5 plies on", at[4]);
    }
}

#[test]
fn each_position_comes_from_a_game_of_its_own_that_meets_no_other() {
    let mut faults = Vec::new();
    // Every position with MOST seeds or fewer in the pits on a game, with the game that reached
    // it first; the retired positions count as games of their own.
    let mut met: HashMap<Position, String> = positions_of(RETIRED)
        .into_iter()
        .map(|p| (p, "a retired position".to_string()))
        .collect();
    for set in SETS {
        for (index, entry) in load_from(set.file).iter().enumerate() {
            let name = format!("the {} set's game {}", set.name, index + 1);
            let Some(trail) = replay(&entry.game) else {
                faults.push(format!("{name} is not a legal game: {}", entry.line()));
                continue;
            };
            if trail.last() != Some(&entry.position) {
                faults.push(format!("{name} does not reach {}", entry.position));
                continue;
            }
            let own: Vec<Position> = trail
                .into_iter()
                .filter(|p| p.seeds_on_board() <= MOST)
                .collect();
            // One fault for each other game met, at the first place this one meets it.
            let mut others: HashSet<&String> = HashSet::new();
            for position in &own {
                if let Some(other) = met.get(position)
                    && others.insert(other)
                {
                    faults.push(format!("{name} meets {other} at {position}"));
                }
            }
            for position in own {
                met.entry(position).or_insert_with(|| name.clone());
            }
        }
    }
    fail_if_any(&faults, "games that are missing, wrong, or meet another");
}

#[test]
fn each_header_states_the_true_counts_and_the_command() {
    for set in SETS {
        let solved: Vec<Solved> = load_from(set.file);
        let counts = Counts::of(solved.iter().map(|s| &s.position));
        assert_eq!(
            stored_header(set.file),
            header(&set, &counts, MAKE),
            "{}'s header against its {} positions",
            set.file,
            counts.positions
        );
        assert_eq!(counts.positions, set.count, "{}", set.file);
    }
}
