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
use crate::model::game::{Game, Role, seeds};
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
        Pie::Opening => format!("{sow} {OPENING_NOTE}"),
        Pie::Offered if pie::should_swap(value) => {
            outcome("Swapping sides", pie::swap_value(value), exact)
        }
        Pie::Offered if value == 0 => format!("{sow} Swapping sides is worth the same."),
        Pie::Offered => format!("{sow} Swapping sides would hand that to your opponent."),
    })
}

/// What a hint in the first turn under the pie rule adds: its values are what the other player
/// leaves once it has chosen whether to swap.
pub const OPENING_NOTE: &str =
    "That counts the swap your opponent may make once your turn is over.";

/// What swapping sides is worth, in words, from the rating of the moves the swap would stand
/// in for (the pie rule: see [`hint_sentence`]).
pub fn swap_sentence(rated: &Rated) -> Option<String> {
    let (_, value) = rated.best()?;
    Some(outcome(
        "Swapping sides",
        pie::swap_value(value),
        rated.exact,
    ))
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
    outcome(&format!("Pit {pit}"), value, exact)
}

/// What a choice (`what`: "Pit 4", "Swapping sides") should lead to, in words.
fn outcome(what: &str, value: i32, exact: bool) -> String {
    let by = seeds_i(value.abs());
    match (exact, value.signum()) {
        (true, 1) => format!("{what} wins by exactly {by}."),
        (true, 0) => format!("{what} draws, with best play on both sides."),
        (true, _) => format!("{what} loses by exactly {by}, with best play on both sides."),
        (false, 1) => format!("{what}: you should win by about {by}."),
        (false, 0) => format!("{what}: it should be about even."),
        (false, _) => format!("{what}: you should lose by about {by}."),
    }
}

/// A count of seeds in words, from a rating.
fn seeds_i(n: i32) -> String {
    seeds(u8::try_from(n).unwrap_or(u8::MAX))
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
        match self {
            Choice::Sow(pit) => write!(f, "pit {pit}"),
            Choice::Swap => f.write_str("the swap"),
        }
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
    let who = subject(game.role(point.mover));
    let expected = match point.margin {
        1.. => format!(
            "{} should finish {} ahead",
            subject(game.role(Player::South)),
            seeds_i(point.margin)
        ),
        0 => "it should end about even".to_string(),
        _ => format!(
            "{} should finish {} ahead",
            subject(game.role(Player::North)),
            seeds_i(-point.margin)
        ),
    };
    let did = match point.choice {
        Choice::Sow(pit) => format!("sowed pit {pit}"),
        Choice::Swap => "swapped sides".to_string(),
    };
    let mut sentence = format!("Move {}, {who} {did}: {expected}.", point.ply);
    if let Some(mistake) = point.mistake {
        sentence += &mistake_note(mistake);
    }
    sentence
}

/// A role in the middle of a sentence: "you", "the computer", "Player 1".
fn subject(role: Role) -> String {
    match role {
        Role::You => "you".to_string(),
        Role::Computer => "the computer".to_string(),
        role => role.name(),
    }
}

/// " A mistake: pit 5 was 4 seeds better." (or "the swap was …").
pub fn mistake_note(mistake: Mistake) -> String {
    format!(
        " A mistake: {} was {} better.",
        mistake.better,
        seeds_i(mistake.lost)
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
        let mut sentence = format!(
            "{} played the best move {best} times in {} ({}%).",
            role.name(),
            theirs.len(),
            best * 100 / theirs.len()
        );
        if mistakes.is_empty() {
            sentence += &format!(" No mistakes of {} or more.", seeds_i(MISTAKE_SEEDS));
        } else {
            let named: Vec<String> = mistakes
                .iter()
                .take(3)
                .filter_map(|p| {
                    let m = p.mistake?;
                    Some(format!(
                        "move {} ({}; {} was {} better)",
                        p.ply,
                        p.choice,
                        m.better,
                        seeds_i(m.lost)
                    ))
                })
                .collect();
            sentence += &format!(
                " {} biggest {}: {}.",
                role.possessive(),
                if named.len() == 1 {
                    "mistake"
                } else {
                    "mistakes"
                },
                named.join(", ")
            );
        }
        said.push(sentence);
    }
    said.extend(turning_point(game, points));
    said
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
        return Some(format!(
            "The turning point: move {} ({}). From there {} stayed ahead.",
            point.ply,
            point.choice,
            subject(leader)
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
    Some(format!(
        "The biggest swing: move {} ({}), by {}.",
        point.ply,
        point.choice,
        seeds_i(swing.0)
    ))
}
