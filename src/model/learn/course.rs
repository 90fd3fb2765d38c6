//! The lessons as data: what a lesson and a step are, and the eight lessons' boards, goals and
//! answers, in order (see [`super::lessons`] for the format, and for how a try is judged).
//! Their words are messages of `src/lang/<tag>/lessons.ftl`, each step's an ask and a why.

use crate::engine::{Cell, Pit, Player};
use crate::model::words::lessons as said;

/// What one turn on a step's board must achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The first move's last seed lands in this cell.
    LastIn(Cell),
    /// At least this many extra turns in a row.
    ExtraTurns(u8),
    /// At least this many of the other player's seeds taken by captures this turn.
    Capture(u8),
    /// At least this many seeds into your store this turn, however they get there.
    Bank(u8),
    /// Your store holds at least this many seeds by the end of the turn.
    Reach(u8),
    /// The game ends this turn, and you have won it.
    Win,
}

/// One board of a lesson (see the module's documentation).
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// The position, bottom row to move.
    pub board: &'static str,
    /// What the turn must achieve.
    pub goal: Goal,
    /// The goal, as the player reads it (see [`Step::ask`]).
    ask: fn() -> String,
    /// The intended moves, by pit number.
    pub answer: &'static [u8],
    /// Said when the goal is met (see [`Step::why`]).
    why: fn() -> String,
}

impl Step {
    /// The goal, as the player reads it, in the language spoken.
    pub fn ask(&self) -> String {
        (self.ask)()
    }

    /// What the page says when the goal is met, in the language spoken.
    pub fn why(&self) -> String {
        (self.why)()
    }
}

/// A lesson: a title, what it teaches, and its steps.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// Its title (see [`Lesson::title`]).
    title: fn() -> String,
    /// What it teaches, in a line (see [`Lesson::teaches`]).
    teaches: fn() -> String,
    /// Its boards, in order.
    pub steps: &'static [Step],
}

impl Lesson {
    /// Its title, in the language spoken.
    pub fn title(&self) -> String {
        (self.title)()
    }

    /// What it teaches, in a line, in the language spoken.
    pub fn teaches(&self) -> String {
        (self.teaches)()
    }
}

/// Your store.
pub(super) const STORE: Cell = Cell::Store(Player::South);

/// Your pit `n` (1 to 6).
const fn yours(n: u8) -> Cell {
    Cell::Pit(Player::South, Pit::numbered(n))
}

/// The other player's pit `n` (1 to 6).
const fn theirs(n: u8) -> Cell {
    Cell::Pit(Player::North, Pit::numbered(n))
}

/// The lessons, in order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        title: said::lesson_1_title,
        teaches: said::lesson_1_teaches,
        steps: &[
            Step {
                board: "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0",
                goal: Goal::LastIn(yours(5)),
                ask: said::lesson_1_step_1_ask,
                answer: &[1],
                why: said::lesson_1_step_1_why,
            },
            Step {
                board: "6x4.s.2-0-3-1-0-0.0.4-4-4-4-4-4.0",
                goal: Goal::LastIn(yours(6)),
                ask: said::lesson_1_step_2_ask,
                answer: &[3],
                why: said::lesson_1_step_2_why,
            },
            Step {
                board: "6x4.s.0-1-0-5-0-1.0.4-4-4-4-4-4.0",
                goal: Goal::LastIn(theirs(2)),
                ask: said::lesson_1_step_3_ask,
                answer: &[4],
                why: said::lesson_1_step_3_why,
            },
        ],
    },
    Lesson {
        title: said::lesson_2_title,
        teaches: said::lesson_2_teaches,
        steps: &[
            Step {
                board: "6x4.s.2-0-0-0-0-9.0.1-1-1-1-1-1.0",
                goal: Goal::LastIn(yours(2)),
                ask: said::lesson_2_step_1_ask,
                answer: &[6],
                why: said::lesson_2_step_1_why,
            },
            Step {
                board: "6x4.s.3-0-0-0-0-8.0.2-2-2-2-2-2.0",
                goal: Goal::LastIn(yours(1)),
                ask: said::lesson_2_step_2_ask,
                answer: &[6],
                why: said::lesson_2_step_2_why,
            },
            Step {
                board: "6x4.s.1-0-0-0-0-14.0.1-1-1-1-1-1.0",
                goal: Goal::LastIn(STORE),
                ask: said::lesson_2_step_3_ask,
                answer: &[6],
                why: said::lesson_2_step_3_why,
            },
        ],
    },
    Lesson {
        title: said::lesson_3_title,
        teaches: said::lesson_3_teaches,
        steps: &[
            Step {
                board: "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(1),
                ask: said::lesson_3_step_1_ask,
                answer: &[3],
                why: said::lesson_3_step_1_why,
            },
            Step {
                board: "6x4.s.3-1-2-0-2-3.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(1),
                ask: said::lesson_3_step_2_ask,
                answer: &[5],
                why: said::lesson_3_step_2_why,
            },
            Step {
                board: "6x4.s.6-0-1-0-0-3.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(1),
                ask: said::lesson_3_step_3_ask,
                answer: &[1],
                why: said::lesson_3_step_3_why,
            },
        ],
    },
    Lesson {
        title: said::lesson_4_title,
        teaches: said::lesson_4_teaches,
        steps: &[
            Step {
                board: "6x4.s.0-0-0-0-2-1.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(2),
                ask: said::lesson_4_step_1_ask,
                answer: &[6, 5],
                why: said::lesson_4_step_1_why,
            },
            Step {
                board: "6x4.s.4-0-0-0-2-1.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(3),
                ask: said::lesson_4_step_2_ask,
                answer: &[6, 5, 6],
                why: said::lesson_4_step_2_why,
            },
            Step {
                board: "6x4.s.0-0-0-3-2-1.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(4),
                ask: said::lesson_4_step_3_ask,
                answer: &[6, 5, 6, 4],
                why: said::lesson_4_step_3_why,
            },
        ],
    },
    Lesson {
        title: said::lesson_5_title,
        teaches: said::lesson_5_teaches,
        steps: &[
            Step {
                board: "6x4.s.1-0-4-0-0-0.0.4-4-4-4-6-4.0",
                goal: Goal::Capture(5),
                ask: said::lesson_5_step_1_ask,
                answer: &[1],
                why: said::lesson_5_step_1_why,
            },
            Step {
                board: "6x4.s.2-0-0-1-0-0.0.4-6-4-2-4-4.0",
                goal: Goal::Capture(6),
                ask: said::lesson_5_step_2_ask,
                answer: &[4],
                why: said::lesson_5_step_2_why,
            },
            Step {
                board: "6x4.s.0-0-0-0-1-1.0.4-4-4-4-4-4.0",
                goal: Goal::Capture(4),
                ask: said::lesson_5_step_3_ask,
                answer: &[6, 5],
                why: said::lesson_5_step_3_why,
            },
        ],
    },
    Lesson {
        title: said::lesson_6_title,
        teaches: said::lesson_6_teaches,
        steps: &[
            Step {
                board: "6x4.s.1-0-0-1-0-0.0.4-3-4-4-0-4.0",
                goal: Goal::Capture(1),
                ask: said::lesson_6_step_1_ask,
                answer: &[4],
                why: said::lesson_6_step_1_why,
            },
            Step {
                board: "6x4.s.1-0-1-0-1-0.0.5-4-0-4-0-4.0",
                goal: Goal::Capture(1),
                ask: said::lesson_6_step_2_ask,
                answer: &[5],
                why: said::lesson_6_step_2_why,
            },
            Step {
                board: "6x4e.s.1-0-1-1-0-0.0.4-0-0-4-0-4.0",
                goal: Goal::Bank(1),
                ask: said::lesson_6_step_3_ask,
                answer: &[1],
                why: said::lesson_6_step_3_why,
            },
        ],
    },
    Lesson {
        title: said::lesson_7_title,
        teaches: said::lesson_7_teaches,
        steps: &[
            Step {
                board: "6x4.s.1-0-0-0-0-3.20.0-0-0-0-6-0.18",
                goal: Goal::Win,
                ask: said::lesson_7_step_1_ask,
                answer: &[1],
                why: said::lesson_7_step_1_why,
            },
            Step {
                board: "6x4.s.0-0-0-0-2-1.22.3-0-0-0-0-0.20",
                goal: Goal::Win,
                ask: said::lesson_7_step_2_ask,
                answer: &[6, 5, 6],
                why: said::lesson_7_step_2_why,
            },
            Step {
                board: "6x4.s.0-0-0-1-0-2.20.0-5-0-0-0-0.20",
                goal: Goal::Win,
                ask: said::lesson_7_step_3_ask,
                answer: &[4],
                why: said::lesson_7_step_3_why,
            },
        ],
    },
    Lesson {
        title: said::lesson_8_title,
        teaches: said::lesson_8_teaches,
        steps: &[
            Step {
                board: "6x4.s.0-0-0-1-2-1.22.4-4-4-4-1-1.0",
                goal: Goal::Reach(25),
                ask: said::lesson_8_step_1_ask,
                answer: &[6, 5, 6],
                why: said::lesson_8_step_1_why,
            },
            Step {
                board: "6x4.s.0-1-0-0-1-0.20.3-0-0-4-4-3.12",
                goal: Goal::Reach(25),
                ask: said::lesson_8_step_2_ask,
                answer: &[2],
                why: said::lesson_8_step_2_why,
            },
            Step {
                board: "6x4.s.0-0-0-1-0-1.22.3-1-3-3-3-3.10",
                goal: Goal::Reach(25),
                ask: said::lesson_8_step_3_ask,
                answer: &[6, 4],
                why: said::lesson_8_step_3_why,
            },
        ],
    },
];
