//! The analysis board's model: what the worker's analysis of a position says (every move's
//! value, how much of it is proved, and the line expected), the start positions whose value
//! is proved, and how those read in words. The editor that sets a position up is
//! [`super::editor`]; the controller that runs the board is [`super::Study`].
//!
//! ```
//! use mancala::engine::Pit;
//! use mancala::model::study::studied::{Studied, Valued, line_words, value_words};
//! use mancala::worker::protocol::Certainty;
//!
//! let pit = |n| Pit::new(n).unwrap();
//! let best = Valued { pit: pit(3), value: 4, certainty: Certainty::Exact, line: vec![pit(3), pit(6)] };
//! assert_eq!(value_words(&best, 0), "wins by exactly 4 seeds");
//! let worse = Valued { value: -1, certainty: Certainty::AtMost, ..best.clone() };
//! assert_eq!(value_words(&worse, 0), "at best loses by 1 seed (proved)");
//! let guess = Valued { value: 2, certainty: Certainty::Estimate, ..best };
//! assert_eq!(value_words(&guess, 14), "about +2 at depth 14");
//! assert!(Studied::default().moves.is_empty());
//!
//! // From the start, pit 3 ends in the store (another turn), then pit 6, then the top row.
//! let start: mancala::engine::Position = "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0".parse().unwrap();
//! assert_eq!(line_words(&start, &[pit(3), pit(6), pit(2)]), "3 6 | 2");
//! ```

use crate::engine::{HouseRules, Pit, Position, Rules};
use crate::model::game::seeds;
use crate::worker::protocol::{Certainty, StudyReply};

/// One legal move's value as the analysis gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Valued {
    /// The pit sown.
    pub pit: Pit,
    /// The final store margin expected for the side to move after it.
    pub value: i32,
    /// How much of the value is proved.
    pub certainty: Certainty,
    /// The line expected, this move first (pits of whoever is to move at each step).
    pub line: Vec<Pit>,
}

/// One step of the analysis of a position: what the worker answered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Studied {
    /// Every legal move, best first.
    pub moves: Vec<Valued>,
    /// The deepest search iteration behind the estimates (0 when all are proved).
    pub depth: u8,
    /// Positions visited in the step.
    pub nodes: u64,
    /// Whether every value is exact.
    pub solved: bool,
}

impl From<StudyReply> for Studied {
    /// The page's view of the worker's answer; a move or a line step with a pit number out
    /// of range is left out (a line ends there).
    fn from(reply: StudyReply) -> Studied {
        Studied {
            moves: reply
                .moves
                .into_iter()
                .filter_map(|m| {
                    Some(Valued {
                        pit: Pit::new(m.pit)?,
                        value: m.value,
                        certainty: m.certainty,
                        line: m.line.iter().map_while(|&p| Pit::new(p)).collect(),
                    })
                })
                .collect(),
            depth: reply.depth,
            nodes: reply.nodes,
            solved: reply.solved,
        }
    }
}

/// A move's value in words, for the side to move: "wins by exactly 4 seeds", "at best loses
/// by 1 seed (proved)", "about +2 at depth 14".
pub fn value_words(valued: &Valued, depth: u8) -> String {
    let by = seeds(u8::try_from(valued.value.unsigned_abs()).unwrap_or(u8::MAX));
    match (valued.certainty, valued.value.signum()) {
        (Certainty::Exact, 1) => format!("wins by exactly {by}"),
        (Certainty::Exact, 0) => "draws with best play".to_string(),
        (Certainty::Exact, _) => format!("loses by exactly {by}"),
        (Certainty::AtMost, 1) => format!("at best wins by {by} (proved)"),
        (Certainty::AtMost, 0) => "at best draws (proved)".to_string(),
        (Certainty::AtMost, _) => format!("at best loses by {by} (proved)"),
        (Certainty::Estimate, _) => format!("about {} at depth {depth}", signed(valued.value)),
    }
}

/// A margin with its sign: "+4", "0", "−3" (a true minus sign).
pub fn signed(value: i32) -> String {
    match value.signum() {
        1 => format!("+{value}"),
        0 => "0".to_string(),
        _ => format!("−{}", value.unsigned_abs()),
    }
}

/// A line of moves in the move list's notation: the sowings of one turn joined by spaces,
/// and turns by " | " ("3 6 | 2 | 5"), played from `position`. Stops at the first move that
/// cannot be played.
pub fn line_words(position: &Position, line: &[Pit]) -> String {
    let mut position = *position;
    let mut words = String::new();
    let mut mover = None;
    for &pit in line {
        let who = position.to_move();
        if position.play(pit).is_err() {
            break;
        }
        match mover {
            None => {}
            Some(last) if last == who => words.push(' '),
            Some(_) => words.push_str(" | "),
        }
        words.push_str(&pit.to_string());
        mover = Some(who);
    }
    words
}

/// A start position whose value is proved, and where the proof comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proved {
    /// The final margin for the first player with best play on both sides.
    pub value: i32,
    /// Where it comes from, in words.
    pub source: &'static str,
}

/// Proved by this game's own solver (the README's solver table and tests).
const OURS: &str = "proved by this game's own solver";

/// Proved by this game's own solver, and the same as the value published by the researchers
/// who first solved Kalah.
const OURS_AND_PUBLISHED: &str =
    "proved by this game's own solver; the same as the published value";

/// The proved value of `position` if it is the start of a six-pit game whose value is known
/// (standard rules, or standard but for empty captures), South or North to move first.
pub fn proved_start(position: &Position) -> Option<Proved> {
    let rules = position.rules();
    if position != &Position::start(rules, position.to_move()) || rules.pits() != 6 {
        return None;
    }
    let house = rules.house();
    let standard = house == HouseRules::STANDARD;
    let empty_capture = house
        == HouseRules {
            empty_capture: true,
            ..HouseRules::STANDARD
        };
    let (value, source) = match (standard, empty_capture, rules.seeds()) {
        (true, _, 1) => (2, OURS),
        (true, _, 2) => (6, OURS),
        (true, _, 3) => (2, OURS),
        (true, _, 4) => (8, OURS),
        (_, true, 1) => (2, OURS_AND_PUBLISHED),
        (_, true, 2) => (10, OURS_AND_PUBLISHED),
        (_, true, 3) => (2, OURS_AND_PUBLISHED),
        (_, true, 4) => (10, OURS_AND_PUBLISHED),
        _ => return None,
    };
    Some(Proved { value, source })
}

/// The rules of a proved start, for tests and the help: `6x4` standard and so on.
pub fn proved_rules() -> Vec<Rules> {
    let mut all = Vec::new();
    for seeds in 1..=4 {
        for empty_capture in [false, true] {
            if let Ok(rules) = Rules::new(6, seeds) {
                all.push(rules.with_house(HouseRules {
                    empty_capture,
                    ..HouseRules::STANDARD
                }));
            }
        }
    }
    all
}
