//! Plain minimax, the reference every search is checked against: no pruning, no table, no
//! cleverness. Shared by the test files that need it.
#![allow(dead_code)]

use mancala::engine::{Player, Position};
use std::collections::HashMap;

/// South's value of `position` by plain minimax: the final margin under perfect play, or, at
/// `depth` plies (an extra turn counts as a ply), the store lead. `u32::MAX` searches to the
/// end. An extra turn simply leaves the same player to choose again.
pub fn minimax(position: &Position, depth: u32) -> i32 {
    if let Some(result) = position.result() {
        return result.margin_for(Player::South);
    }
    if depth == 0 {
        return position.stores().lead(Player::South);
    }
    let values = position.legal_moves().iter().map(|pit| {
        let mut next = *position;
        next.play_unchecked(pit);
        minimax(&next, depth - 1)
    });
    match position.to_move() {
        Player::South => values.max(),
        Player::North => values.min(),
    }
    .expect("a game that is not over has a move")
}

/// South's value of `position` by plain minimax to the end, as [`minimax`] with `u32::MAX`
/// finds it, but keeping each position's value in `known` once it is found, so that boards
/// with many transpositions finish. Still no pruning, no bounds and no move order: a value is
/// only ever the best of its children's exact values.
pub fn minimax_remembered(position: &Position, known: &mut HashMap<Position, i32>) -> i32 {
    if let Some(result) = position.result() {
        return result.margin_for(Player::South);
    }
    if let Some(&value) = known.get(position) {
        return value;
    }
    let values = position.legal_moves().iter().map(|pit| {
        let mut next = *position;
        next.play_unchecked(pit);
        minimax_remembered(&next, known)
    });
    let values: Vec<i32> = values.collect();
    let value = match position.to_move() {
        Player::South => values.iter().max(),
        Player::North => values.iter().min(),
    }
    .copied()
    .expect("a game that is not over has a move");
    known.insert(*position, value);
    value
}
