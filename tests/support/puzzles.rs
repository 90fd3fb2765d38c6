//! Proving puzzles again: every value of every decision of a puzzle, solved exactly and
//! compared with what its line says. Shared by `examples/puzzles.rs` (its `check`) and
//! `tests/puzzles.rs`.
#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::Arc;

use mancala::engine::search::{Endgame, Table, solve_moves};
use mancala::engine::{Pit, Rules};
use mancala::model::train::puzzles::Puzzle;

/// Where the shipped puzzles are kept, from the crate's root.
pub const FILE: &str = "public/puzzles.txt";

/// Seeds in the pits up to which the provers' endgame tables know every board.
pub const ENDGAME_SEEDS: u8 = 14;

/// Slots of each prover's transposition table, as a power of two (2^21 slots: 96 MiB).
pub const TABLE_LOG2_SLOTS: u32 = 21;

/// Exact solvers, one for each rule set met, each with its endgame table.
#[derive(Default)]
pub struct Prover {
    tables: HashMap<Rules, Table>,
}

impl Prover {
    /// The solver's table for `rules`, built (with its endgame table) the first time.
    pub fn table(&mut self, rules: Rules) -> &mut Table {
        self.tables.entry(rules).or_insert_with(|| {
            Table::new(TABLE_LOG2_SLOTS).with_endgame(Arc::new(Endgame::new(rules, ENDGAME_SEEDS)))
        })
    }

    /// Solves every decision of `puzzle` again and compares each legal move's value with the
    /// one its line gives.
    ///
    /// # Errors
    /// The first decision whose values differ, with both lists.
    pub fn prove(&mut self, puzzle: &Puzzle) -> Result<(), String> {
        let mut at = puzzle.position;
        let table = self.table(at.rules());
        for (i, decision) in puzzle.decisions.iter().enumerate() {
            let mut solved = solve_moves(&at, table);
            let mut listed: Vec<(Pit, i32)> = decision.moves.clone();
            solved.sort();
            listed.sort();
            if solved != listed {
                return Err(format!(
                    "puzzle {} ({}), decision {}: the file says {listed:?}, the solver {solved:?}",
                    puzzle.id,
                    puzzle.position,
                    i + 1
                ));
            }
            at.play_unchecked(decision.answer().0);
        }
        Ok(())
    }
}

/// The decisions that make a puzzle of `position`, if it makes one: at each decision of the
/// turn, every legal move solved exactly, one of them at least `MISTAKE_SEEDS` better than all
/// the others, the answer first. The test the generator applies, without its other choices.
pub fn decisions(
    position: &mancala::engine::Position,
    table: &mut Table,
) -> Option<Vec<mancala::model::train::puzzles::Decision>> {
    let solver = position.to_move();
    let mut at = *position;
    let mut decisions = Vec::new();
    loop {
        let mut moves = solve_moves(&at, table);
        moves.sort_by_key(|&(_, value)| -value);
        let (best, value) = *moves.first()?;
        if moves[1..]
            .iter()
            .any(|&(_, v)| v > value - mancala::model::review::MISTAKE_SEEDS)
        {
            return None;
        }
        decisions.push(mancala::model::train::puzzles::Decision { moves });
        if !at.play(best).ok()?.extra_turn || at.to_move() != solver {
            return Some(decisions);
        }
    }
}

/// The puzzle `text` (a position in the engine's text form) makes, if it makes one (see
/// [`decisions`]), with this id and rating and no theme in particular.
pub fn puzzle_from(text: &str, id: u32, rating: u16) -> Option<Puzzle> {
    let position = mancala::engine::Position::parse_study(text).ok()?;
    let decisions = decisions(&position, &mut Table::new(16))?;
    Some(Puzzle {
        id,
        position,
        rating,
        theme: mancala::model::train::puzzles::Theme::Quiet,
        decisions,
    })
}
