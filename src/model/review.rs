//! What the computer's ratings of moves tell a player: a hint in words, and the post-game
//! analysis (the margin expected after every move, the mistakes, and a summary). The ratings
//! themselves come from the search (the page asks the worker); this module only reads them, so
//! it is tested natively with ratings made up or searched on the host.
//!
//! A rating is the final store margin expected for the side to move after a move: +6 means
//! that side should end six seeds ahead. Ratings within one position are comparable; a move
//! that rates [`MISTAKE_SEEDS`] or more below the best one is a mistake.
//!
//! ```
//! use mancala::engine::Pit;
//! use mancala::model::review::{Rated, hint_sentence};
//! use mancala::worker::protocol::Pie;
//!
//! let pit = |n| Pit::new(n).unwrap();
//! let rated = Rated { moves: vec![(pit(2), -1), (pit(4), 6)], exact: false };
//! let hint = hint_sentence(rated.best(), rated.exact, Pie::Off);
//! assert_eq!(hint.unwrap(), "Pit 4: you should win by about 6 seeds.");
//! let solved = Rated { moves: vec![(pit(4), 2)], exact: true };
//! let hint = hint_sentence(solved.best(), solved.exact, Pie::Off);
//! assert_eq!(hint.unwrap(), "Pit 4 wins by exactly 2 seeds.");
//! // Under the pie rule, with the swap offered and every move losing, the hint is to swap.
//! let losing = Rated { moves: vec![(pit(1), -5), (pit(3), -3)], exact: true };
//! let hint = hint_sentence(losing.best(), losing.exact, Pie::Offered);
//! assert_eq!(hint.unwrap(), "Swapping sides wins by exactly 3 seeds.");
//! ```

use crate::engine::{Pit, Player, Record, pie, sort};
use crate::model::game::Game;
use crate::model::words::play;
use crate::worker::protocol::Pie;

/// How much value a move must give away against the best move, in seeds of the final margin,
/// to be called a mistake. One seed is within what a search at a fixed budget can misjudge
/// between two good moves; two seeds is a real loss, and in a game decided by a few seeds it
/// often decides it.
pub const MISTAKE_SEEDS: i32 = 2;

/// Every legal move of one position with its rating (see the module documentation).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rated {
    /// Each legal move and its rating, in no set order.
    pub moves: Vec<(Pit, i32)>,
    /// Whether the ratings are exact: the search saw every line to the end of the game.
    pub exact: bool,
}

impl Rated {
    /// The best move (the lowest pit among equals) and its rating.
    pub fn best(&self) -> Option<(Pit, i32)> {
        let mut best: Option<(Pit, i32)> = None;
        for &(pit, value) in &self.moves {
            if best.is_none_or(|(b, v)| value > v || (value == v && pit < b)) {
                best = Some((pit, value));
            }
        }
        best
    }

    /// A move's rating, if it is legal.
    pub fn of(&self, pit: Pit) -> Option<i32> {
        self.moves.iter().find(|&&(p, _)| p == pit).map(|&(_, v)| v)
    }
}

/// The hint in words: the best move and what it should lead to, for the side to move, from a
/// rating's [`Rated::best`] and whether it is exact. `None` when there is no move to suggest.
///
/// Under the pie rule (`pie`), when a swap is offered the hint weighs it too: swapping is worth
/// the best move's value turned round ([`pie::swap_value`]), so it is the hint when every move
/// loses, and otherwise the hint says what swapping would give away. In the first turn the
/// values already count the swap to come, and the hint says so.
pub fn hint_sentence(best: Option<(Pit, i32)>, exact: bool, pie: Pie) -> Option<String> {
    let (pit, value) = best?;
    let sow = move_sentence(pit, value, exact);
    Some(match pie {
        Pie::Off => sow,
        Pie::Opening => format!("{sow} {}", opening_note()),
        Pie::Offered if pie::should_swap(value) => outcome(None, pie::swap_value(value), exact),
        Pie::Offered if value == 0 => format!("{sow} {}", play::swap_worth_same()),
        Pie::Offered => format!("{sow} {}", play::swap_hands_over()),
    })
}

/// What a hint in the first turn under the pie rule adds: its values are what the other player
/// leaves once it has chosen whether to swap.
pub fn opening_note() -> String {
    play::opening_note()
}

/// What swapping sides is worth, in words, from the rating of the moves the swap would stand
/// in for (the pie rule: see [`hint_sentence`]).
pub fn swap_sentence(rated: &Rated) -> Option<String> {
    let (_, value) = rated.best()?;
    Some(outcome(None, pie::swap_value(value), rated.exact))
}

/// Every move's rating in words, pit by pit: "Pit 1: you should lose by about 2 seeds."
pub fn all_moves(rated: &Rated) -> Vec<String> {
    let mut moves = rated.moves.clone();
    sort::by_key(&mut moves, |&(pit, _)| pit);
    moves
        .into_iter()
        .map(|(pit, value)| move_sentence(pit, value, rated.exact))
        .collect()
}

/// One move's rating in words: "Pit 4: you should win by about 6 seeds." or, when exact,
/// "Pit 4 wins by exactly 2 seeds."
fn move_sentence(pit: Pit, value: i32, exact: bool) -> String {
    outcome(Some(pit), value, exact)
}

/// What sowing `pit`, or swapping sides when it is `None`, should lead to, in words.
fn outcome(pit: Option<Pit>, value: i32, exact: bool) -> String {
    let (choice, pit) = match pit {
        Some(pit) => ("pit", i64::from(pit.number())),
        None => ("swap", 0),
    };
    let by = count(value.abs());
    match (exact, value.signum()) {
        (true, 1) => play::wins_exactly(choice, pit, by),
        (true, 0) => play::draws_exactly(choice, pit),
        (true, _) => play::loses_exactly(choice, pit, by),
        (false, 1) => play::should_win(choice, pit, by),
        (false, 0) => play::should_be_even(choice, pit),
        (false, _) => play::should_lose(choice, pit, by),
    }
}

/// A count of seeds, from a rating, as a message takes it (a seeds' count never passes 255,
/// as the board's cells hold them).
fn count(n: i32) -> i64 {
    i64::from(u8::try_from(n).unwrap_or(u8::MAX))
}

/// What a move of a game did, as the analysis names it: sow a pit, or swap sides under the pie
/// rule. Written "pit 4" or "the swap", for the middle of a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A pit was sown.
    Sow(Pit),
    /// The second player swapped sides.
    Swap,
}

impl std::fmt::Display for Choice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            Choice::Sow(pit) => play::choice_pit(i64::from(pit.number())),
            Choice::Swap => play::choice_swap(),
        })
    }
}

/// A move that gave away value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// The best move instead.
    pub better: Choice,
    /// Seeds of final margin given away (at least [`MISTAKE_SEEDS`]).
    pub lost: i32,
}

/// The analysis of one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Point {
    /// Moves played up to and including this one (1 for the first move).
    pub ply: usize,
    /// Who made it.
    pub mover: Player,
    /// What it did.
    pub choice: Choice,
    /// The final margin expected after it, for South (the bottom player).
    pub margin: i32,
    /// Whether it was a best move.
    pub best: bool,
    /// Set when it gave away [`MISTAKE_SEEDS`] or more.
    pub mistake: Option<Mistake>,
}

/// One point per move rated so far: `rated[i]` rates the position before move `i + 1`, so
/// `points[i]` is move `i + 1`.
///
/// Under the pie rule, where the swap was offered, swapping is one of the choices: it is worth
/// the best move's rating turned round ([`pie::swap_value`]). So a swap is judged against the
/// best move, and a move that declined the swap against the swap too. The moves after a swap go
/// on from the board it turned, each person keeping their seat.
pub fn points(record: &Record, rated: &[Rated]) -> Vec<Point> {
    let mut points = Vec::new();
    for (ply, (played, rating)) in record.played().iter().zip(rated).enumerate() {
        let Some((best_pit, best)) = rating.best() else {
            break;
        };
        let (choice, value) = match played.outcome() {
            Some(outcome) => match rating.of(outcome.pit) {
                Some(value) => (Choice::Sow(outcome.pit), value),
                None => break,
            },
            None => (Choice::Swap, pie::swap_value(best)),
        };
        let (better, top) = if record.swap_offered_at(ply) && pie::should_swap(best) {
            (Choice::Swap, pie::swap_value(best))
        } else {
            (Choice::Sow(best_pit), best)
        };
        let mover = played.mover();
        let lost = top - value;
        points.push(Point {
            ply: ply + 1,
            mover,
            choice,
            margin: if mover == Player::South {
                value
            } else {
                -value
            },
            best: lost <= 0,
            mistake: (lost >= MISTAKE_SEEDS).then_some(Mistake { better, lost }),
        });
    }
    points
}

/// One sentence for a move, as a graph point's label: "Move 5, you sowed pit 3: you should
/// finish 2 seeds ahead. A mistake: pit 5 was 4 seeds better." (or "Move 3, Player 2 swapped
/// sides: …" under the pie rule).
pub fn point_sentence(game: &Game, point: &Point) -> String {
    let ahead = |player: Player, margin: i32| {
        let role = game.role(player);
        play::expect_ahead(role.who(), &role.name(), count(margin))
    };
    let expected = match point.margin {
        1.. => ahead(Player::South, point.margin),
        0 => play::expect_even(),
        _ => ahead(Player::North, -point.margin),
    };
    let mover = game.role(point.mover);
    let ply = ply(point.ply);
    let mut sentence = match point.choice {
        Choice::Sow(pit) => play::point_sowed(
            ply,
            mover.who(),
            &mover.name(),
            i64::from(pit.number()),
            &expected,
        ),
        Choice::Swap => play::point_swapped(ply, mover.who(), &mover.name(), &expected),
    };
    if let Some(mistake) = point.mistake {
        sentence += &mistake_note(mistake);
    }
    sentence
}

/// A move's number in the game, as a message takes it.
fn ply(ply: usize) -> i64 {
    i64::try_from(ply).unwrap_or(i64::MAX)
}

/// " A mistake: pit 5 was 4 seeds better." (or "the swap was …"), said after a move's
/// sentence.
pub fn mistake_note(mistake: Mistake) -> String {
    format!(
        " {}",
        play::mistake_note(&mistake.better.to_string(), count(mistake.lost))
    )
}

/// The analysis in words: each side's accuracy (the share of best moves), the biggest
/// mistakes, and the turning point. Empty before any move is rated.
pub fn summary(game: &Game, points: &[Point]) -> Vec<String> {
    let mut said = Vec::new();
    if points.is_empty() {
        return said;
    }
    for player in [Player::South, Player::North] {
        let role = game.role(player);
        let theirs: Vec<&Point> = points.iter().filter(|p| p.mover == player).collect();
        if theirs.is_empty() {
            continue;
        }
        let best = theirs.iter().filter(|p| p.best).count();
        let mut mistakes: Vec<&&Point> = theirs.iter().filter(|p| p.mistake.is_some()).collect();
        sort::by_key(&mut mistakes, |p| -p.mistake.map_or(0, |m| m.lost));
        let mut sentence = play::analysis_accuracy(
            role.who(),
            &role.name(),
            ply(best),
            ply(theirs.len()),
            ply(best * 100 / theirs.len()),
        );
        sentence.push(' ');
        if mistakes.is_empty() {
            sentence += &play::no_mistakes(count(MISTAKE_SEEDS));
        } else {
            let named: Vec<String> = mistakes
                .iter()
                .take(3)
                .filter_map(|p| {
                    let m = p.mistake?;
                    Some(play::mistake_item(
                        ply(p.ply),
                        &p.choice.to_string(),
                        &m.better.to_string(),
                        count(m.lost),
                    ))
                })
                .collect();
            sentence +=
                &play::biggest_mistakes(role.who(), &role.name(), ply(named.len()), &list(named));
        }
        said.push(sentence);
    }
    said.extend(turning_point(game, points));
    said
}

/// Mistakes in a list, each joined to the rest as the language joins them.
fn list(named: Vec<String>) -> String {
    let list = named
        .into_iter()
        .rev()
        .reduce(|rest, first| play::mistake_list(&first, &rest));
    list.unwrap_or_default()
}

/// The move after which the eventual winner stayed ahead, or, in a draw (or when the winner
/// led throughout), the move that swung the margin most.
fn turning_point(game: &Game, points: &[Point]) -> Option<String> {
    let last = points.last()?;
    let sign = last.margin.signum();
    let since = points.iter().rposition(|p| p.margin.signum() != sign);
    if sign != 0
        && let Some(i) = since
        && let Some(point) = points.get(i + 1)
    {
        let leader = game.role(if sign > 0 {
            Player::South
        } else {
            Player::North
        });
        return Some(play::turning_point(
            ply(point.ply),
            &point.choice.to_string(),
            leader.who(),
            &leader.name(),
        ));
    }
    let mut swing = (0, 0);
    let mut before = 0;
    for (i, p) in points.iter().enumerate() {
        let change = (p.margin - before).abs();
        if change > swing.0 {
            swing = (change, i);
        }
        before = p.margin;
    }
    let point = points.get(swing.1)?;
    Some(play::biggest_swing(
        ply(point.ply),
        &point.choice.to_string(),
        count(swing.0),
    ))
}
