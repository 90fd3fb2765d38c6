//! Learn, the lessons' controller: which lessons are done (kept between visits), and, while the
//! lessons are open, the list of them or the step being tried. It owns all of that; the router
//! opens and closes it, sets the game aside meanwhile, and keeps what it asks to keep.
//!
//! A step's board is tried one move at a time. A move that keeps the turn going (an extra
//! turn short of the goal) waits for the next; a wrong one is explained and the board is set
//! back at once for another go; a right one says why it worked and waits for the player to go
//! on. Finishing a lesson's last step marks the lesson done.

mod course;
pub mod lessons;
pub mod words;

use crate::engine::{Pit, PlayError};
use crate::model::common::context::Context;
use crate::model::common::controller::Controller;
use crate::model::learn::lessons::{Attempt, Done, LESSONS, Lesson, Missed, Step, Verdict};

/// Whether there is a lesson at `lesson` (from 0): the router asks, for a link's lesson.
pub fn exists(lesson: usize) -> bool {
    lesson < LESSONS.len()
}

/// What the player does in the lessons, handed on by the router's door for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LearnAction {
    /// Opens the lessons: the list (`None`) or a lesson, from 0.
    Open(Option<usize>),
    /// Starts a lesson, from 0, at its first step.
    Choose(usize),
    /// Plays a pit of the bottom row on the step's board.
    Play(Pit),
    /// Sets the step's board back to its start.
    Again,
    /// After a step is met: the next step, or after a lesson's last the next lesson (or the
    /// list, after the last lesson).
    Next,
    /// Back to the list of lessons.
    List,
    /// Closes the lessons: back to the game, as it was.
    Close,
}

/// What the last move on a step's board did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tried {
    /// Nothing played yet on this board.
    Fresh,
    /// The turn goes on: an extra turn, this many so far.
    GoOn(u8),
    /// The goal was missed, in this way; the board is set back.
    Wrong(Missed),
    /// The pit cannot be sown, for this reason; nothing changed.
    Refused(NotSown),
    /// The goal is met.
    Right,
}

/// Why a pit chosen on a step's board was not sown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotSown {
    /// This pit of yours is empty.
    Empty(Pit),
    /// The engine refused the move.
    Unplayable(PlayError),
}

/// A lesson open at one of its steps.
#[derive(Clone, Debug)]
pub struct AtStep {
    lesson: usize,
    step: usize,
    attempt: Attempt,
    tried: Tried,
    moves: u8,
}

impl AtStep {
    fn new(lesson: usize, step: usize) -> Option<AtStep> {
        let data = LESSONS.get(lesson)?.steps.get(step)?;
        Some(AtStep {
            lesson,
            step,
            attempt: Attempt::new(data).ok()?,
            tried: Tried::Fresh,
            moves: 0,
        })
    }

    /// The lesson, from 0.
    pub fn lesson_index(&self) -> usize {
        self.lesson
    }

    /// The step, from 0.
    pub fn step_index(&self) -> usize {
        self.step
    }

    /// The lesson's data.
    pub fn lesson(&self) -> &'static Lesson {
        &LESSONS[self.lesson]
    }

    /// The step's data.
    pub fn step(&self) -> &'static Step {
        &LESSONS[self.lesson].steps[self.step]
    }

    /// The board as it stands in this try.
    pub fn attempt(&self) -> &Attempt {
        &self.attempt
    }

    /// What the last move did.
    pub fn tried(&self) -> &Tried {
        &self.tried
    }

    /// Whether the step is met and waits for the player to go on.
    pub fn met(&self) -> bool {
        self.tried == Tried::Right
    }

    /// Whether this is the lesson's last step.
    pub fn last_step(&self) -> bool {
        self.step + 1 == self.lesson().steps.len()
    }
}

/// The lessons, as the page shows them.
#[derive(Clone, Debug, Default)]
pub struct Lessons {
    done: Done,
    shown: Shown,
}

/// What the lessons show while open (whether they are open, the router alone knows).
#[derive(Clone, Debug, Default)]
pub enum Shown {
    /// Asked for by the address as the page opened: the list (`None`) or a lesson. The
    /// lessons' data and boards live in the part of the page that draws them, so the page
    /// opens them (with [`LearnAction::Open`]) once that part is in; opening the visit does
    /// not carry them.
    Asked(Option<usize>),
    /// The list of lessons.
    #[default]
    List,
    /// A step of a lesson.
    Step(AtStep),
}

/// What the lessons part asks of the router.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Want {
    /// Keep the lessons done.
    Keep(Done),
    /// Close: back to the game.
    Close,
}

impl Lessons {
    /// The lessons, with these done.
    pub(crate) fn new(done: Done) -> Lessons {
        Lessons {
            done,
            shown: Shown::default(),
        }
    }

    /// The lessons done.
    pub fn done(&self) -> Done {
        self.done
    }

    /// Takes `done` as the lessons done: what another tab kept.
    pub(crate) fn adopt(&mut self, done: Done) {
        self.done = done;
    }

    /// What the lessons show, or would show were they open: the router says whether they
    /// are (see `Session::lessons`).
    pub fn shown(&self) -> &Shown {
        &self.shown
    }

    /// The step being tried, if one is.
    pub fn at_step(&self) -> Option<&AtStep> {
        match &self.shown {
            Shown::Step(at) => Some(at),
            _ => None,
        }
    }

    /// The lesson open (from 0), if one is: for the address.
    pub fn open_lesson(&self) -> Option<usize> {
        match &self.shown {
            Shown::Step(at) => Some(at.lesson),
            Shown::Asked(lesson) => *lesson,
            _ => None,
        }
    }

    /// Marks the lessons asked for by the address (see [`Shown::Asked`]).
    pub(crate) fn ask(&mut self, lesson: Option<usize>) {
        self.shown = Shown::Asked(lesson);
    }

    /// Opens the lessons at the list, or at a lesson's first step (the list if there is no
    /// such lesson).
    pub(crate) fn open(&mut self, lesson: Option<usize>) {
        self.shown = lesson
            .and_then(|lesson| AtStep::new(lesson, 0))
            .map_or(Shown::List, Shown::Step);
    }

    /// Closes the lessons: what they showed is dropped.
    pub(crate) fn close(&mut self) {
        self.shown = Shown::default();
    }

    /// Carries out an action of the open lessons (opening and closing are the router's, which
    /// hands the lessons their actions only while they are open).
    fn decide(&mut self, action: LearnAction) -> Option<Want> {
        if let LearnAction::Play(pit) = action {
            return self.play(pit);
        }
        let shown = &mut self.shown;
        match action {
            LearnAction::Open(lesson) => self.open(lesson),
            LearnAction::Choose(lesson) => self.open(Some(lesson)),
            LearnAction::List => *shown = Shown::List,
            LearnAction::Close => return Some(Want::Close),
            LearnAction::Again => {
                if let Shown::Step(at) = shown
                    && let Some(fresh) = AtStep::new(at.lesson, at.step)
                {
                    *at = fresh;
                }
            }
            LearnAction::Next => {
                let Shown::Step(at) = shown else {
                    return None;
                };
                if !at.met() {
                    return None;
                }
                let next = match at.last_step() {
                    false => AtStep::new(at.lesson, at.step + 1),
                    true => AtStep::new(at.lesson + 1, 0),
                };
                *shown = next.map_or(Shown::List, Shown::Step);
            }
            LearnAction::Play(_) => {}
        }
        None
    }

    /// Plays `pit` on the step's board and judges the try.
    fn play(&mut self, pit: Pit) -> Option<Want> {
        let Shown::Step(at) = &mut self.shown else {
            return None;
        };
        if at.met() {
            return None;
        }
        if at
            .attempt
            .position()
            .seeds(crate::engine::Player::South, pit)
            == 0
        {
            at.tried = Tried::Refused(NotSown::Empty(pit));
            return None;
        }
        at.moves += 1;
        match at.attempt.play(pit) {
            Ok(Verdict::GoOn) => {
                at.tried = Tried::GoOn(at.moves);
                None
            }
            Ok(Verdict::Right) => {
                at.tried = Tried::Right;
                let done = self.done.with(at.lesson);
                if at.last_step() && done != self.done {
                    self.done = done;
                    return Some(Want::Keep(done));
                }
                None
            }
            Ok(Verdict::Wrong(why)) => {
                if let Some(fresh) = AtStep::new(at.lesson, at.step) {
                    *at = fresh;
                }
                at.tried = Tried::Wrong(why);
                None
            }
            Err(error) => {
                at.tried = Tried::Refused(NotSown::Unplayable(error));
                None
            }
        }
    }
}

impl Controller for Lessons {
    type Action = LearnAction;
    type Want = Want;

    /// Carries out an action of the open lessons with the page's context, and says in `out` what it
    /// wants done: the one shape of every mode's controller.
    fn act(&mut self, action: LearnAction, _ctx: &Context, out: &mut Vec<Want>) {
        out.extend(self.decide(action));
    }
}
