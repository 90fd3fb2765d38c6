//! The analysis board's model: what the worker's analysis of a position says (every move's
//! value, how much of it is proved, and the line expected), the start positions whose value
//! is proved. [`super::words`] puts them into words. The editor that sets a position up is
//! [`super::editor`]; the controller that runs the board is [`super::Study`].
//!
//! ```
//! use mancala::model::study::studied::{Proof, Studied, proved_start};
//!
//! let start: mancala::engine::Position = "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0".parse().unwrap();
//! let proved = proved_start(&start).unwrap();
//! assert_eq!((proved.value, proved.source), (8, Proof::Ours));
//! assert!(Studied::default().moves.is_empty());
//! ```

use crate::engine::{HouseRules, Pit, Position, Rules};
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

/// A start position whose value is proved, and where the proof comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proved {
    /// The final margin for the first player with best play on both sides.
    pub value: i32,
    /// Where it comes from.
    pub source: Proof,
}

/// Where a proved value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// This game's own solver (the README's solver table and tests).
    Ours,
    /// This game's own solver, and the same as the value published by the researchers who
    /// first solved Kalah.
    OursAndPublished,
}

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
        (true, _, 1) => (2, Proof::Ours),
        (true, _, 2) => (6, Proof::Ours),
        (true, _, 3) => (2, Proof::Ours),
        (true, _, 4) => (8, Proof::Ours),
        (_, true, 1) => (2, Proof::OursAndPublished),
        (_, true, 2) => (10, Proof::OursAndPublished),
        (_, true, 3) => (2, Proof::OursAndPublished),
        (_, true, 4) => (10, Proof::OursAndPublished),
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
