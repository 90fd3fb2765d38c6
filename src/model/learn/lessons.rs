//! Lessons for a first-time player: short runs of steps, each a real board with a goal for one
//! turn of yours (the bottom row, South, always moves first, and the other player never moves
//! inside a step).
//!
//! # The format
//! A lesson is data: a title, a line that says what it teaches, and its [`Step`]s. A step is
//! - `board`: the position, in the engine's text form for studies (see
//!   [`crate::engine::notation`]), with the bottom row to move;
//! - `goal`: what the turn must achieve (a [`Goal`]);
//! - `ask`: the goal as the player reads it;
//! - `answer`: the intended moves, pit numbers in order (more than one for a chain of extra
//!   turns); `tests/lessons.rs` plays every answer through the engine and checks that it meets
//!   its goal, so no lesson ships whose answer does not work;
//! - `why`: what the page says when the goal is met.
//!
//! A wrong try says what was missed as a [`Missed`], worked out from what the move did
//! ([`Attempt::play`]) and put into a sentence by [`super::words`], and the page sets the board
//! back for another go.

use crate::engine::{Cell, Outcome, ParseError, Pit, PlayError, Player, Position};

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
    /// The goal, as the player reads it.
    pub ask: &'static str,
    /// The intended moves, by pit number.
    pub answer: &'static [u8],
    /// Said when the goal is met.
    pub why: &'static str,
}

/// A lesson: a title, what it teaches, and its steps.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// Its title.
    pub title: &'static str,
    /// What it teaches, in a line.
    pub teaches: &'static str,
    /// Its boards, in order.
    pub steps: &'static [Step],
}

/// Which lessons the player has finished, kept between visits (see
/// [`crate::model::formats::lessons_to_json`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Done(u16);

impl Done {
    /// Whether lesson `lesson` (from 0) is done.
    pub fn has(self, lesson: usize) -> bool {
        lesson < LESSONS.len() && self.0 & (1 << lesson) != 0
    }

    /// With lesson `lesson` (from 0) done too; lessons past the last are ignored.
    #[must_use]
    pub fn with(self, lesson: usize) -> Done {
        match lesson < LESSONS.len() {
            true => Done(self.0 | 1 << lesson),
            false => self,
        }
    }

    /// The lessons done, from 0, in order.
    pub fn lessons(self) -> impl Iterator<Item = usize> {
        (0..LESSONS.len()).filter(move |&lesson| self.has(lesson))
    }

    /// How many are done.
    pub fn count(self) -> usize {
        self.lessons().count()
    }
}

/// Where a try stands after a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The turn goes on: move again.
    GoOn,
    /// The goal is met.
    Right,
    /// The goal was missed, in this way.
    Wrong(Missed),
}

/// How a turn missed its step's goal, with the numbers that say by how much.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missed {
    /// The last seed landed in `last`, `off` from `target`.
    Landed {
        /// Where it landed.
        last: Cell,
        /// Where it should have.
        target: Cell,
        /// How far off.
        off: Off,
    },
    /// The turn ended, its last seed in `last`, `off` from your store, after this many extra
    /// turns.
    TurnEnded {
        /// Where the last seed landed.
        last: Cell,
        /// How far off your store.
        off: Off,
        /// The extra turns had before it.
        extra_turns: u8,
    },
    /// This many seeds were taken, fewer than the `wanted` that could be.
    TookTooFew {
        /// The seeds taken.
        took: u8,
        /// The seeds that could be.
        wanted: u8,
    },
    /// Nothing was captured, for this reason.
    NoCapture(NoCapture),
    /// Your store gained this many seeds this turn (perhaps none), fewer than `wanted`.
    Banked {
        /// The seeds gained.
        gained: u8,
        /// The seeds that could go in.
        wanted: u8,
    },
    /// Your store holds `store` at the end of the turn, short of `wanted`.
    ShortOfStore {
        /// What the store holds.
        store: u8,
        /// What it should.
        wanted: u8,
    },
    /// The game ended with these scores, and you did not win it.
    NotWon {
        /// Your score.
        yours: u8,
        /// Your opponent's.
        theirs: u8,
        /// Whether it is a draw (else your opponent wins).
        drawn: bool,
    },
    /// The game goes on, the last seed in this cell with seeds left on both rows.
    GoesOn(Cell),
}

/// Where a last seed landed against the cell it should have reached, counted along the
/// bottom row's way round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Off {
    /// This many cells short of it.
    Short(u8),
    /// This many cells past it.
    Past(u8),
    /// Not on the way to it (your opponent's store).
    Apart,
}

/// Why a move that ended the turn captured nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoCapture {
    /// The last seed landed outside your pits, in this cell.
    NotYours(Cell),
    /// The last seed landed in this pit of yours, which was not empty.
    NotEmpty(Pit),
    /// The last seed landed in this empty pit of yours, but the pit facing it was empty.
    NothingFacing(Pit),
}

/// A try at a step: its board as it stands and what the turn has done so far.
#[derive(Clone, Debug)]
pub struct Attempt {
    goal: Goal,
    position: Position,
    /// The store as the turn began.
    store_at_start: u8,
    extra_turns: u8,
    captured: u8,
    done: bool,
    /// The last move of this try: the board before it, and what it did.
    last: Option<(Position, Outcome)>,
}

/// Why a step's board cannot be tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepError {
    /// The board's text is not a position.
    Board(ParseError),
    /// The bottom row is not to move, or cannot.
    NotYourMove,
}

impl Attempt {
    /// A fresh try at `step`.
    ///
    /// # Errors
    /// When the step's board is not a position where the bottom row can move.
    pub fn new(step: &Step) -> Result<Attempt, StepError> {
        let position = Position::parse_study(step.board).map_err(StepError::Board)?;
        if position.to_move() != Player::South || position.is_over() {
            return Err(StepError::NotYourMove);
        }
        Ok(Attempt {
            goal: step.goal,
            store_at_start: position.store(Player::South),
            position,
            extra_turns: 0,
            captured: 0,
            done: false,
            last: None,
        })
    }

    /// The board as it stands.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The last move of this try, if one was played: the board before it, and what it did.
    pub fn last(&self) -> Option<&(Position, Outcome)> {
        self.last.as_ref()
    }

    /// Plays `pit` and judges the turn so far.
    ///
    /// # Errors
    /// When the try is over, or the move is not legal.
    pub fn play(&mut self, pit: Pit) -> Result<Verdict, PlayError> {
        if self.done {
            return Err(PlayError::GameOver);
        }
        let before = self.position;
        let outcome = self.position.play(pit)?;
        self.last = Some((before, outcome.clone()));
        self.extra_turns += u8::from(outcome.extra_turn);
        self.captured += outcome.capture.map_or(0, |capture| capture.seeds);
        let store = self.position.store(Player::South);
        let turn_ends = !outcome.extra_turn;
        let verdict = match self.goal {
            Goal::LastIn(target) if outcome.last == target => Verdict::Right,
            Goal::LastIn(target) => Verdict::Wrong(Missed::Landed {
                last: outcome.last,
                target,
                off: off(outcome.last, target),
            }),
            Goal::ExtraTurns(wanted) if self.extra_turns >= wanted => Verdict::Right,
            Goal::ExtraTurns(_) if !turn_ends => Verdict::GoOn,
            Goal::ExtraTurns(_) => Verdict::Wrong(Missed::TurnEnded {
                last: outcome.last,
                off: off(outcome.last, STORE),
                extra_turns: self.extra_turns,
            }),
            Goal::Capture(wanted) if self.captured >= wanted => Verdict::Right,
            Goal::Bank(wanted) if store - self.store_at_start >= wanted => Verdict::Right,
            Goal::Reach(wanted) if store >= wanted => Verdict::Right,
            Goal::Win
                if outcome
                    .end
                    .is_some_and(|end| end.result.winner() == Some(Player::South)) =>
            {
                Verdict::Right
            }
            Goal::Capture(_) | Goal::Bank(_) | Goal::Reach(_) | Goal::Win if !turn_ends => {
                Verdict::GoOn
            }
            Goal::Capture(wanted) => Verdict::Wrong(match outcome.capture {
                Some(capture) if capture.seeds > 0 => Missed::TookTooFew {
                    took: self.captured,
                    wanted,
                },
                _ => Missed::NoCapture(no_capture(&before, outcome.last)),
            }),
            Goal::Bank(wanted) => Verdict::Wrong(Missed::Banked {
                gained: store - self.store_at_start,
                wanted,
            }),
            Goal::Reach(wanted) => Verdict::Wrong(Missed::ShortOfStore { store, wanted }),
            Goal::Win => Verdict::Wrong(match outcome.end {
                Some(end) => Missed::NotWon {
                    yours: end.scores.of(Player::South),
                    theirs: end.scores.of(Player::North),
                    drawn: end.result.winner().is_none(),
                },
                None => Missed::GoesOn(outcome.last),
            }),
        };
        self.done = verdict != Verdict::GoOn;
        Ok(verdict)
    }
}

/// Where a cell comes on the bottom row's way round: its pits, its store, the other row's pits
/// (the other store is skipped). `None` for the other store.
fn on_the_way(cell: Cell) -> Option<u8> {
    match cell {
        Cell::Pit(Player::South, pit) => Some(pit.index() as u8),
        Cell::Store(Player::South) => Some(6),
        Cell::Pit(Player::North, pit) => Some(7 + pit.index() as u8),
        Cell::Store(Player::North) => None,
    }
}

/// Where a last seed landed against where it should have.
fn off(last: Cell, target: Cell) -> Off {
    let (Some(at), Some(wanted)) = (on_the_way(last), on_the_way(target)) else {
        return Off::Apart;
    };
    let ahead = (wanted + 13 - at) % 13;
    match ahead <= 6 {
        true => Off::Short(ahead),
        false => Off::Past(13 - ahead),
    }
}

/// Why a move that ended the turn captured nothing, from the board before it.
fn no_capture(before: &Position, last: Cell) -> NoCapture {
    match last {
        Cell::Pit(Player::South, pit) if before.seeds(Player::South, pit) > 0 => {
            NoCapture::NotEmpty(pit)
        }
        Cell::Pit(Player::South, pit) => NoCapture::NothingFacing(pit),
        other => NoCapture::NotYours(other),
    }
}

/// Your pit `n` (1 to 6).
const fn yours(n: u8) -> Cell {
    Cell::Pit(Player::South, Pit::numbered(n))
}

/// The other player's pit `n` (1 to 6).
const fn theirs(n: u8) -> Cell {
    Cell::Pit(Player::North, Pit::numbered(n))
}

/// Your store.
const STORE: Cell = Cell::Store(Player::South);

/// The lessons, in order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        title: "Sowing",
        teaches: "A move takes every seed from one of your pits and drops them one by one into \
                  the pits that follow, going to the right along your row.",
        steps: &[
            Step {
                board: "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0",
                goal: Goal::LastIn(yours(5)),
                ask: "Sow so that your last seed lands in your pit 5.",
                answer: &[1],
                why: "Pit 1 held four seeds: one went into each of pits 2, 3, 4 and 5.",
            },
            Step {
                board: "6x4.s.2-0-3-1-0-0.0.4-4-4-4-4-4.0",
                goal: Goal::LastIn(yours(6)),
                ask: "Sow so that your last seed lands in your pit 6.",
                answer: &[3],
                why: "Pit 3's three seeds went into pits 4, 5 and 6: count the seeds, then count \
                      the pits.",
            },
            Step {
                board: "6x4.s.0-1-0-5-0-1.0.4-4-4-4-4-4.0",
                goal: Goal::LastIn(theirs(2)),
                ask: "Sow so that your last seed lands in your opponent's pit 2.",
                answer: &[4],
                why: "Sowing goes on past the end of your row: pit 4's five seeds went into pits 5 \
                      and 6, your store, then your opponent's pits 1 and 2.",
            },
        ],
    },
    Lesson {
        title: "The store you skip",
        teaches: "Sowing goes round the board, into your store but never into your opponent's: \
                  their store is skipped.",
        steps: &[
            Step {
                board: "6x4.s.2-0-0-0-0-9.0.1-1-1-1-1-1.0",
                goal: Goal::LastIn(yours(2)),
                ask: "Land your last seed in your own pit 2.",
                answer: &[6],
                why: "Pit 6's nine seeds: one into your store, six across your opponent's row, \
                      none into their store, and the last two into your pits 1 and 2.",
            },
            Step {
                board: "6x4.s.3-0-0-0-0-8.0.2-2-2-2-2-2.0",
                goal: Goal::LastIn(yours(1)),
                ask: "Land your last seed in your own pit 1.",
                answer: &[6],
                why: "Eight seeds from pit 6: your store, your opponent's six pits, their store \
                      skipped, and the eighth in your pit 1.",
            },
            Step {
                board: "6x4.s.1-0-0-0-0-14.0.1-1-1-1-1-1.0",
                goal: Goal::LastIn(STORE),
                ask: "Land your last seed in your store, after going all the way round.",
                answer: &[6],
                why: "Fourteen seeds from pit 6: your store, six in your opponent's row, six in \
                      yours, and the fourteenth in your store again. Their store was skipped, \
                      so the count came out right.",
            },
        ],
    },
    Lesson {
        title: "An extra turn",
        teaches: "When your last seed lands in your store, you move again.",
        steps: &[
            Step {
                board: "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(1),
                ask: "Sow so that your last seed lands in your store.",
                answer: &[3],
                why: "Pit 3 is four cells from your store and held four seeds: the last one \
                      landed in the store, so you move again.",
            },
            Step {
                board: "6x4.s.3-1-2-0-2-3.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(1),
                ask: "Find the pit whose seeds end exactly in your store.",
                answer: &[5],
                why: "Pit 5 is two cells from your store and held two seeds. A pit needs as many \
                      seeds as it is cells from the store: pit 6 one, pit 5 two, pit 1 six.",
            },
            Step {
                board: "6x4.s.6-0-1-0-0-3.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(1),
                ask: "Earn an extra turn. The pit that does it is far from the store.",
                answer: &[1],
                why: "Pit 1 is six cells from your store and held six seeds.",
            },
        ],
    },
    Lesson {
        title: "Chaining extra turns",
        teaches: "Extra turns can follow one another. The order matters: play the pit nearest \
                  the store first, so that its seeds do not spoil the count of the others.",
        steps: &[
            Step {
                board: "6x4.s.0-0-0-0-2-1.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(2),
                ask: "Take two extra turns in a row.",
                answer: &[6, 5],
                why: "Pit 6 first: its one seed went into the store. Pit 5's two seeds then still \
                      reached it. The other way round, pit 5 would have put a seed in pit 6, and \
                      pit 6 would then have overshot.",
            },
            Step {
                board: "6x4.s.4-0-0-0-2-1.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(3),
                ask: "Take three extra turns in a row.",
                answer: &[6, 5, 6],
                why: "Pit 6, then pit 5 (whose first seed refilled pit 6), then pit 6 again: each \
                      ended in the store.",
            },
            Step {
                board: "6x4.s.0-0-0-3-2-1.0.4-4-4-4-4-4.0",
                goal: Goal::ExtraTurns(4),
                ask: "Take four extra turns in a row.",
                answer: &[6, 5, 6, 4],
                why: "Pit 6, pit 5, pit 6 again, then pit 4: always the pit whose seeds end \
                      exactly in the store, nearest first.",
            },
        ],
    },
    Lesson {
        title: "A capture",
        teaches: "When your last seed lands in an empty pit of yours and the pit facing it holds \
                  seeds, you take those seeds and your last seed into your store.",
        steps: &[
            Step {
                board: "6x4.s.1-0-4-0-0-0.0.4-4-4-4-6-4.0",
                goal: Goal::Capture(5),
                ask: "Capture at least 5 seeds in one move.",
                answer: &[1],
                why: "Your seed from pit 1 landed in your empty pit 2, which faces your \
                      opponent's pit 5: its six seeds went into your store.",
            },
            Step {
                board: "6x4.s.2-0-0-1-0-0.0.4-6-4-2-4-4.0",
                goal: Goal::Capture(6),
                ask: "Two moves capture. Find the one that takes at least 6 seeds.",
                answer: &[4],
                why: "Pit 4's seed landed in your empty pit 5, facing six seeds. Pit 1 would have \
                      landed in pit 3, facing only two.",
            },
            Step {
                board: "6x4.s.0-0-0-0-1-1.0.4-4-4-4-4-4.0",
                goal: Goal::Capture(4),
                ask: "Capture at least 4 seeds. You may need your extra turn first.",
                answer: &[6, 5],
                why: "Pit 6 went into your store and emptied itself, so pit 5's seed then landed \
                      in an empty pit 6 and took the four seeds facing it.",
            },
        ],
    },
    Lesson {
        title: "No capture from an empty pit",
        teaches: "A capture needs seeds in the pit facing yours. If that pit is empty, your last \
                  seed simply stays where it landed (unless the empty-capture house rule is on).",
        steps: &[
            Step {
                board: "6x4.s.1-0-0-1-0-0.0.4-3-4-4-0-4.0",
                goal: Goal::Capture(1),
                ask: "Capture something. Look at the pit facing where you land.",
                answer: &[4],
                why: "Pit 4's seed landed in your empty pit 5, facing three seeds. From pit 1 it \
                      would have landed in pit 2, facing an empty pit, and taken nothing.",
            },
            Step {
                board: "6x4.s.1-0-1-0-1-0.0.5-4-0-4-0-4.0",
                goal: Goal::Capture(1),
                ask: "Three moves land in an empty pit of yours. Only one captures: find it.",
                answer: &[5],
                why: "Pit 5's seed landed in your pit 6, facing five seeds. Pits 2 and 4 face \
                      empty pits.",
            },
            Step {
                board: "6x4e.s.1-0-1-1-0-0.0.4-0-0-4-0-4.0",
                goal: Goal::Bank(1),
                ask: "With the empty-capture house rule on, put a seed in your store.",
                answer: &[1],
                why: "Under this house rule a last seed in an empty pit of yours goes to your \
                      store even when the pit facing it is empty.",
            },
        ],
    },
    Lesson {
        title: "The end of the game",
        teaches: "The game ends as soon as either row is empty. Then the seeds still in the \
                  other row go to that row's owner's store, and the larger store wins.",
        steps: &[
            Step {
                board: "6x4.s.1-0-0-0-0-3.20.0-0-0-0-6-0.18",
                goal: Goal::Win,
                ask: "Your opponent has seeds in one pit only. End the game now, and win.",
                answer: &[1],
                why: "Capturing their last seeds emptied their row, so the game ended, and the \
                      three seeds left in your row went to your store: 30 to 18.",
            },
            Step {
                board: "6x4.s.0-0-0-0-2-1.22.3-0-0-0-0-0.20",
                goal: Goal::Win,
                ask: "Empty your own row with extra turns so that the game ends with you ahead.",
                answer: &[6, 5, 6],
                why: "Pit 6, pit 5, then pit 6 again: three seeds into your store, your row \
                      empty, and your opponent's three seeds into theirs: 25 to 23. Played the \
                      other way, a seed would have gone over to them: a draw.",
            },
            Step {
                board: "6x4.s.0-0-0-1-0-2.20.0-5-0-0-0-0.20",
                goal: Goal::Win,
                ask: "End the game and win it. The seeds left in your row will be yours if your \
                      opponent's row empties first.",
                answer: &[4],
                why: "Pit 4's seed landed in your empty pit 5 and took the five seeds facing it, \
                      the last in your opponent's row. The game ended, and your pit 6's two \
                      seeds went to your store: 28 to 20.",
            },
        ],
    },
    Lesson {
        title: "Counting to a win",
        teaches: "There are 48 seeds. A store of 25 can no longer be caught: count the seeds \
                  you need, then find the turn that brings them in.",
        steps: &[
            Step {
                board: "6x4.s.0-0-0-1-2-1.22.4-4-4-4-1-1.0",
                goal: Goal::Reach(25),
                ask: "Bring your store to 25 this turn.",
                answer: &[6, 5, 6],
                why: "Three extra turns, a seed each: 22, 23, 24, 25. With 25 of the 48 seeds \
                      the game is yours.",
            },
            Step {
                board: "6x4.s.0-1-0-0-1-0.20.3-0-0-4-4-3.12",
                goal: Goal::Reach(25),
                ask: "Bring your store to 25 this turn. Two moves capture: count what each takes.",
                answer: &[2],
                why: "Pit 2's seed landed in your empty pit 3, facing four seeds: four and your \
                      own seed make 25. Pit 5's capture would have brought 24.",
            },
            Step {
                board: "6x4.s.0-0-0-1-0-1.22.3-1-3-3-3-3.10",
                goal: Goal::Reach(25),
                ask: "Bring your store to 25 this turn. Count before you capture.",
                answer: &[6, 4],
                why: "Pit 6 first: a seed in your store and another turn. Then pit 4's seed took \
                      the one seed facing pit 5: 23 and 2 make 25. Capturing first would have \
                      stopped at 24.",
            },
        ],
    },
];
