//! The pie rule ([`super::HouseRules::pie`]): once the first player's first turn is over (its
//! whole chain of extra turns), the second player may swap sides instead of answering.
//!
//! **What a swap does.** The players keep their seats; the board turns round. Each side's pits
//! and store go to the other side ([`Position::mirrored`]), and the move passes back to the
//! first player. So the swapper owns what the first player built, and the first player answers
//! it from the other side. The swap is offered once, at the second player's first decision,
//! only under the pie rule and only in a game from its opening ([`super::Record::swap_offered`]);
//! declining it is simply sowing a pit. In a game record it is the move [`super::Move::Swap`],
//! written `s` in the record's text and `swap` in the move list.
//!
//! **What it is worth.** If answering is worth `v` to the second player (the value of the
//! position for its side to move), swapping leaves the same board with the other player to
//! move and is worth `-v` to it ([`swap_value`]). So the second player gets `|v|`, and with
//! perfect play the first player's value is `-min |v|` over its first turns (a turn that ends the
//! game counts at its final margin, with nothing to swap): it opens with the turn that leaves
//! the least to either side ([`opening_values`], [`pie_value`]).
//!
//! None of this reaches the search: the swap is one decision at one point of a game, taken
//! here by one search of the position ([`reply`]), and the first turn is chosen by searching
//! each position a first turn can leave ([`opening`]).
//!
//! ```
//! use mancala::engine::pie::{pie_value, whole_turns};
//! use mancala::engine::search::{Table, solve};
//! use mancala::engine::{Player, Position, Rules};
//!
//! // Kalah(3,2): the first player's whole first turns, and the game's value under the pie rule.
//! let start = Position::start(Rules::new(3, 2).unwrap(), Player::South);
//! let turns = whole_turns(&start);
//! assert!(turns.iter().all(|turn| !turn.pits.is_empty()));
//! let mut table = Table::new(10);
//! let value = pie_value(&start, |position| solve(position, &mut table));
//! // A first turn that ended the game would leave nothing to swap; here none does, so the
//! // first player can gain nothing.
//! assert!(turns.iter().all(|turn| !turn.after.is_over()));
//! assert!(value.value <= 0);
//! ```

use rand::{Rng, RngExt};

use super::board::{Pit, Player};
use super::players::{Decision, Level, expert_solve_seeds};
use super::position::Position;
use super::search::{Limits, Table, best_move, solve_best_within};

/// One whole turn: the pits one player sows in a row, and where they leave the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The pits sown, in order: one, or a chain of extra turns.
    pub pits: Vec<Pit>,
    /// The position after them: the other player to move, or the game over.
    pub after: Position,
}

/// Every whole turn the side to move can play from `position`: each chain of moves it can make
/// before the turn passes or the game ends, in the order of their pits (depth first). Empty
/// when the game is over.
pub fn whole_turns(position: &Position) -> Vec<Turn> {
    let mut turns = Vec::new();
    extend(&mut Vec::new(), position, position.to_move(), &mut turns);
    turns
}

/// Adds to `turns` every whole turn of `mover` that starts with `pits` and goes on from `now`.
fn extend(pits: &mut Vec<Pit>, now: &Position, mover: Player, turns: &mut Vec<Turn>) {
    for pit in now.legal_moves() {
        let mut after = *now;
        after.play_unchecked(pit);
        pits.push(pit);
        if after.is_over() || after.to_move() != mover {
            turns.push(Turn {
                pits: pits.clone(),
                after,
            });
        } else {
            extend(pits, &after, mover, turns);
        }
        pits.pop();
    }
}

/// What swapping is worth to the second player, given what answering is worth to it (`answer`,
/// the value of the position for its side to move): the same board with the other player to
/// move, so the negation.
pub fn swap_value(answer: i32) -> i32 {
    -answer
}

/// Whether the second player should swap, given what answering is worth to it: when swapping
/// is worth more. On a tie it answers, so that a drawn position is played on, not turned round.
pub fn should_swap(answer: i32) -> bool {
    swap_value(answer) > answer
}

/// The board the swap leaves: `position` turned round, with `first`, the player who opened,
/// to move (see the module's notes).
pub fn swapped(position: &Position, first: Player) -> Position {
    position.mirrored(first)
}

/// What a first turn leaves the second player under the pie rule: the better of answering and
/// swapping, or the final margin if the turn ended the game (there is nothing to swap then).
/// `value` gives the value of a position for its side to move.
pub fn second_players_best(after: &Position, value: i32) -> i32 {
    if after.is_over() {
        value
    } else {
        value.max(swap_value(value))
    }
}

/// A first turn rated under the pie rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rated {
    /// The turn.
    pub turn: Turn,
    /// What answering it is worth to the second player (the value of `turn.after` for its side
    /// to move; for a finished game, its final margin for the second player).
    pub answer: i32,
    /// What the second player gets, the better of answering and swapping: the first player
    /// gets its negation.
    pub second: i32,
}

/// Every whole first turn from `start` with what it leaves the second player, by `value` (the
/// value of a position for its side to move, from a search or a solver), in the order of
/// [`whole_turns`].
pub fn opening_values(start: &Position, mut value: impl FnMut(&Position) -> i32) -> Vec<Rated> {
    let second = start.to_move().other();
    whole_turns(start)
        .into_iter()
        .map(|turn| {
            let answer = if turn.after.is_over() {
                turn.after.stores().lead(second)
            } else {
                value(&turn.after)
            };
            Rated {
                second: second_players_best(&turn.after, answer),
                answer,
                turn,
            }
        })
        .collect()
}

/// Each pit the side to move can sow from `start` in its first turn under the pie rule, with
/// what it is worth to that side: the best, over the whole turns it begins, of what the second
/// player leaves the first ([`opening_values`]), so never more than zero while a swap is to
/// come. In pit order; empty when the game is over. `value` is as for [`opening_values`].
///
/// ```
/// use mancala::engine::pie::opening_moves;
/// use mancala::engine::search::{Table, solve};
/// use mancala::engine::{Player, Position, Rules};
///
/// let start = Position::start(Rules::new(3, 2).unwrap(), Player::South);
/// let mut table = Table::new(10);
/// let moves = opening_moves(&start, |position| solve(position, &mut table));
/// assert_eq!(moves.len(), start.legal_moves().len());
/// // Whatever the first player opens with, the second takes the better side.
/// assert!(moves.iter().all(|&(_, value)| value <= 0));
/// ```
pub fn opening_moves(start: &Position, value: impl FnMut(&Position) -> i32) -> Vec<(Pit, i32)> {
    let mut moves: Vec<(Pit, i32)> = Vec::new();
    for rated in opening_values(start, value) {
        let Some(&pit) = rated.turn.pits.first() else {
            continue;
        };
        match moves.iter_mut().find(|(p, _)| *p == pit) {
            Some((_, best)) => *best = (*best).max(-rated.second),
            None => moves.push((pit, -rated.second)),
        }
    }
    super::sort::by_key(&mut moves, |&(pit, _)| pit);
    moves
}

/// A game's value for its first player under the pie rule, and the first turns that keep it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieValue {
    /// The first player's final margin under perfect play by both, the swap included.
    pub value: i32,
    /// Every first turn, rated.
    pub turns: Vec<Rated>,
}

impl PieValue {
    /// The first turns that keep [`PieValue::value`].
    pub fn best(&self) -> impl Iterator<Item = &Rated> {
        self.turns
            .iter()
            .filter(move |rated| -rated.second == self.value)
    }
}

/// The value of `start` for its side to move under the pie rule, with `value` giving the value
/// of a position for its side to move (exact from a solver): the best over the first turns of
/// what the second player leaves the first.
pub fn pie_value(start: &Position, value: impl FnMut(&Position) -> i32) -> PieValue {
    let turns = opening_values(start, value);
    let value = turns
        .iter()
        .map(|rated| -rated.second)
        .max()
        .unwrap_or_else(|| start.stores().lead(start.to_move()));
    PieValue { value, turns }
}

/// The computer's reply at the second player's first decision under the pie rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Swap sides.
    Swap,
    /// Answer by sowing this pit.
    Sow(Decision),
}

/// The reply `level` makes where the swap is offered ([`super::Record::swap_offered`]): it
/// searches the position as it would to choose a move, and swaps when its value for the side to
/// move is below zero ([`should_swap`]), since swapping is worth its negation. Easy, which
/// plays at random, swaps at random, half the time. `None` when the game is over. The budget and
/// `stop` are as for [`Level::decide_within`].
pub fn reply<R: Rng + ?Sized>(
    level: Level,
    position: &Position,
    node_cap: u64,
    table: &mut Table,
    stop: &mut dyn FnMut() -> bool,
    rng: &mut R,
) -> Option<Reply> {
    if level == Level::Easy {
        return if rng.random_bool(0.5) {
            Some(Reply::Swap)
        } else {
            level
                .decide_within(position, node_cap, table, stop, rng)
                .map(Reply::Sow)
        };
    }
    let (decision, value) = searched(level, position, node_cap, table, stop, rng)?;
    Some(if should_swap(value) {
        Reply::Swap
    } else {
        Reply::Sow(decision)
    })
}

/// `level`'s move in `position` and the value its search gave the position: an exact solve
/// where Expert would solve, else the level's search.
fn searched<R: Rng + ?Sized>(
    level: Level,
    position: &Position,
    node_cap: u64,
    table: &mut Table,
    stop: &mut dyn FnMut() -> bool,
    rng: &mut R,
) -> Option<(Decision, i32)> {
    let mut spent = 0;
    if level == Level::Expert
        && position.seeds_on_board() <= expert_solve_seeds(position.rules(), table)
    {
        match solve_best_within(position, table, node_cap / 2, stop) {
            Ok(solved) if !solved.moves.is_empty() => {
                let pit = solved.moves[rng.random_range(0..solved.moves.len())];
                let decision = Decision {
                    pit,
                    depth: 0,
                    exact: true,
                    nodes: solved.nodes,
                };
                return Some((decision, solved.value));
            }
            Ok(solved) => spent = solved.nodes,
            Err(nodes) => spent = nodes,
        }
    }
    let mut plain = Table::disabled();
    let (limits, table) = match level {
        Level::Medium => (level.limits(), &mut plain),
        _ => (
            Limits {
                nodes: node_cap.saturating_sub(spent),
                ..level.limits()
            },
            table,
        ),
    };
    let found = best_move(position, limits, table, stop, rng)?;
    let decision = Decision {
        nodes: spent + found.nodes,
        ..Decision::from(found.clone())
    };
    Some((decision, found.score))
}

/// The computer's first turn under the pie rule, knowing the second player may swap: of the
/// whole turns from `position` (the first player to move, before the turn has passed), the one
/// that leaves the second player least by `level`'s search of each position it can leave, the
/// budget shared among them. Easy plays at random, as it always does. `None` when the game is
/// over. The page plays the turn's first pit, and asks again after an extra turn: the turns
/// from there are the rest of the chains it was choosing among.
pub fn opening<R: Rng + ?Sized>(
    level: Level,
    position: &Position,
    node_cap: u64,
    table: &mut Table,
    stop: &mut dyn FnMut() -> bool,
    rng: &mut R,
) -> Option<Turn> {
    let turns = whole_turns(position);
    if turns.is_empty() {
        return None;
    }
    if level == Level::Easy {
        return Some(turns[rng.random_range(0..turns.len())].clone());
    }
    let share = node_cap / turns.len() as u64;
    let mut best: Option<(i32, Vec<&Turn>)> = None;
    for turn in &turns {
        let second = if turn.after.is_over() {
            turn.after.stores().lead(position.to_move().other())
        } else {
            let (_, value) = searched(level, &turn.after, share, table, stop, rng)?;
            second_players_best(&turn.after, value)
        };
        match &mut best {
            Some((least, kept)) if second == *least => kept.push(turn),
            Some((least, _)) if second > *least => {}
            _ => best = Some((second, vec![turn])),
        }
    }
    let (_, kept) = best?;
    Some(kept[rng.random_range(0..kept.len())].clone())
}
