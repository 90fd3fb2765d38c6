//! A mode's controller as the view reads it through the router, with whether the mode is open,
//! which only the router knows.

use crate::model::learn::{self, Lessons};
use crate::model::train::{self, Training};

/// A mode's controller as the view reads it, with whether the mode is open (which only the
/// router knows): it says what the mode shows only while it is open.
#[derive(Clone, Copy, Debug)]
pub struct Opened<'a, T> {
    mode: &'a T,
    open: bool,
}

impl<'a, T> Opened<'a, T> {
    /// `mode`, open or not.
    pub(super) fn new(mode: &'a T, open: bool) -> Opened<'a, T> {
        Opened { mode, open }
    }

    /// Whether the mode is open.
    pub fn is_open(&self) -> bool {
        self.open
    }
}

impl<'a> Opened<'a, Lessons> {
    /// What the lessons show, while they are open.
    pub fn shown(&self) -> Option<&'a learn::Shown> {
        self.open.then(|| self.mode.shown())
    }

    /// The lessons done.
    pub fn done(&self) -> learn::lessons::Done {
        self.mode.done()
    }

    /// The step being tried, if one is.
    pub fn at_step(&self) -> Option<&'a learn::AtStep> {
        self.mode.at_step()
    }

    /// The lesson open (from 0), if one is: for the address.
    pub fn open_lesson(&self) -> Option<usize> {
        self.mode.open_lesson()
    }
}

impl<'a> Opened<'a, Training> {
    /// What Train shows, while it is open.
    pub fn shown(&self) -> Option<&'a train::Shown> {
        self.open.then(|| self.mode.shown())
    }

    /// The player's record.
    pub fn record(&self) -> &'a train::puzzles::Record {
        self.mode.record()
    }

    /// The puzzle file, as far as it has come.
    pub fn file(&self) -> &'a train::File {
        self.mode.file()
    }

    /// Why the puzzle asked for by id could not be shown, if it could not.
    pub fn missing(&self) -> Option<train::puzzles::NoPuzzle> {
        self.mode.missing()
    }

    /// The puzzle being tried, from the file, if one is.
    pub fn puzzle(&self) -> Option<&'a train::puzzles::Puzzle> {
        self.mode.puzzle()
    }

    /// The puzzle of your own being tried, if one is.
    pub fn mine(&self) -> Option<&'a train::puzzles::Mine> {
        self.mode.mine()
    }

    /// The try, if a puzzle is shown.
    pub fn trying(&self) -> Option<&'a train::Try> {
        self.mode.trying()
    }
}
