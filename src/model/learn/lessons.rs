//! Lessons for a first-time player: short runs of steps, each a real board with a goal for one
//! turn of yours (the bottom row, South, always moves first, and the other player never moves
//! inside a step).
//!
//! # The format
//! A lesson is data: a title, a line that says what it teaches, and its [`Step`]s. A step is
//! - `board`: the position, in the engine's text form for studies (see
//!   [`crate::engine::notation`]), with the bottom row to move;
//! - `goal`: what the turn must achieve (a [`Goal`]);
//! - `ask`: the goal as the player reads it (a message of `src/lang/<tag>/lessons.ftl`, as are
//!   the lesson's title and line and the step's `why`);
//! - `answer`: the intended moves, pit numbers in order (more than one for a chain of extra
//!   turns); `tests/lessons.rs` plays every answer through the engine and checks that it meets
//!   its goal, so no lesson ships whose answer does not work;
//! - `why`: what the page says when the goal is met.
//!
//! A wrong try says what was missed as a [`Missed`], worked out from what the move did
//! ([`Attempt::play`]) and put into a sentence by [`super::words`], and the page sets the board
//! back for another go.

use crate::engine::{Cell, Outcome, ParseError, Pit, PlayError, Player, Position};

use super::course::STORE;
pub use super::course::{Goal, LESSONS, Lesson, Step};

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
