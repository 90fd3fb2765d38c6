//! Train, the puzzles' controller: the puzzle file (asked for the first time it is needed, read
//! strictly), the player's record (rating, streaks, the daily puzzle, puzzles from their own
//! games), and, while Train is open, the choice of mode or the puzzle being tried. It owns all of
//! that; the router opens and closes it, sets the game aside meanwhile, fetches the file and keeps
//! the record when asked.
//!
//! A puzzle is tried one move at a time: the answer's next move goes on (a chain of extra
//! turns is entered move by move), any other move misses, and the page then shows every move's
//! proved margin at that decision, as the hints word them.

mod action;
mod file;
pub mod puzzles;
pub mod rating;
pub mod words;
pub(crate) mod yours;

use crate::model::common::context::Context;
use crate::model::common::controller::Controller;
use std::sync::Arc;

use crate::engine::{Outcome, Pit, Position};
use crate::model::review::Rated;
use crate::model::share::link::PuzzleLink;
use puzzles::{Mine, NoPuzzle, Puzzle, Record, Unread, at_bottom};

pub use action::{FetchError, TrainAction};

/// A way of training.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The daily puzzle of a day.
    Daily(i64),
    /// A streak, so many solved so far.
    Streak(u32),
    /// Rated training.
    Rated,
    /// A puzzle asked for by id.
    Linked,
    /// Puzzles from your own games.
    Mine,
}

/// Where a puzzle being tried comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The file, at this index.
    File(usize),
    /// Your own, at this index.
    Mine(usize),
}

/// How a try stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Your move (after `step` moves of the answer).
    Going,
    /// Solved.
    Solved,
    /// Missed with this pit; the decision's every move and its margin, as the hints give them.
    Missed {
        /// The pit played.
        played: Pit,
        /// Every move there, rated.
        rated: Rated,
    },
    /// The pit cannot be sown; nothing changed.
    Refused(Pit),
}

/// A puzzle being tried.
#[derive(Clone, Debug)]
pub struct Try {
    /// The mode.
    pub mode: Mode,
    /// Which puzzle.
    pub source: Source,
    /// The board as it stands.
    pub board: Position,
    /// Moves of the answer played.
    pub step: usize,
    /// How it stands.
    pub standing: Standing,
    /// Whether this try counts for the rating (the first try of a rated or daily puzzle).
    pub rated: bool,
    /// The rating change it made, once done.
    pub change: Option<i32>,
    /// The last move of the answer played on the board, if one was: the board before it, and
    /// what it did.
    pub last: Option<(Position, Outcome)>,
}

/// What Train shows while open (whether it is open, the router alone knows).
#[derive(Clone, Debug, Default)]
pub enum Shown {
    /// Asked for by the address as the page opened: this puzzle, or the day's. Opened (with
    /// [`TrainAction::Puzzle`] or [`TrainAction::Daily`]) once the part of the page that draws
    /// Train is in, which knows the date.
    Asked(PuzzleLink),
    /// The choice of mode.
    #[default]
    Modes,
    /// A puzzle being tried.
    Trying(Try),
    /// Nothing left to try in a mode (all of your own solved, or today's done); says which.
    Empty(Mode),
}

/// The puzzle file, as far as it has come.
#[derive(Clone, Debug, Default)]
pub enum File {
    /// Not asked for yet.
    #[default]
    NotAsked,
    /// Asked for; this mode waits for it.
    Loading(Option<Awaiting>),
    /// Read.
    Ready(Arc<Vec<Puzzle>>),
    /// It could not be had or read, for this reason.
    Broken(Unread),
}

/// What waits for the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Awaiting {
    /// A mode.
    Mode(Mode),
    /// A puzzle by id.
    Id(u32),
}

/// Train: the file, the record, and what is shown.
#[derive(Clone, Debug, Default)]
pub struct Training {
    file: File,
    record: Record,
    shown: Shown,
    /// Puzzle ids tried this visit, so that training does not repeat itself.
    seen: Vec<u32>,
    /// A reason the last puzzle asked for by id could not be shown.
    missing: Option<NoPuzzle>,
}

/// What the Train part asks of the router.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Want {
    /// Fetch the puzzle file.
    Load,
    /// Keep the record.
    Keep(Box<Record>),
    /// Show this query in the address.
    Address(String),
}

impl Training {
    pub(crate) fn new(record: Record) -> Training {
        Training {
            record,
            ..Training::default()
        }
    }

    /// The record.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The puzzle file, as far as it has come.
    pub fn file(&self) -> &File {
        &self.file
    }

    /// What Train shows, or would show were it open: the router says whether it is (see
    /// `Session::training`).
    pub fn shown(&self) -> &Shown {
        &self.shown
    }

    /// Why the puzzle asked for by id could not be shown, if it could not.
    pub fn missing(&self) -> Option<NoPuzzle> {
        self.missing
    }

    /// The puzzle being tried, from the file, if one is.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        match (&self.shown, &self.file) {
            (Shown::Trying(t), File::Ready(all)) => match t.source {
                Source::File(index) => all.get(index),
                Source::Mine(_) => None,
            },
            _ => None,
        }
    }

    /// The puzzle of your own being tried, if one is.
    pub fn mine(&self) -> Option<&Mine> {
        match &self.shown {
            Shown::Trying(Try {
                source: Source::Mine(index),
                ..
            }) => self.record.mine.get(*index),
            _ => None,
        }
    }

    /// The try, if a puzzle is shown.
    pub fn trying(&self) -> Option<&Try> {
        match &self.shown {
            Shown::Trying(t) => Some(t),
            _ => None,
        }
    }

    /// The record, replaced (when the router adds puzzles from a game).
    pub(crate) fn record_mut(&mut self) -> &mut Record {
        &mut self.record
    }

    /// Marks a puzzle asked for by the address.
    pub(crate) fn ask(&mut self, asked: PuzzleLink) {
        self.shown = Shown::Asked(asked);
    }

    /// Opens Train at the choice of mode (the router calls it only when Train was closed).
    pub(crate) fn open(&mut self) {
        self.shown = Shown::Modes;
    }

    /// Closes Train: what it showed is dropped.
    pub(crate) fn close(&mut self) {
        self.shown = Shown::default();
    }

    /// Carries out an action of an open Train (opening and closing are the router's).
    fn decide(&mut self, action: TrainAction) -> Option<Want> {
        match action {
            TrainAction::Open | TrainAction::Close | TrainAction::Analysed => None,
            TrainAction::Modes => {
                self.shown = Shown::Modes;
                None
            }
            TrainAction::Loaded(text) => self.loaded(text),
            TrainAction::Daily(day) => self.start(Awaiting::Mode(Mode::Daily(day))),
            TrainAction::Streak => self.start(Awaiting::Mode(Mode::Streak(0))),
            TrainAction::Rated => self.start(Awaiting::Mode(Mode::Rated)),
            TrainAction::Puzzle(id) => self.start(Awaiting::Id(id)),
            TrainAction::Mine => self.next_mine(0),
            TrainAction::Play(pit) => self.play(pit),
            TrainAction::Again => {
                if let Shown::Trying(t) = &mut self.shown {
                    let start = match t.source {
                        Source::File(index) => match &self.file {
                            File::Ready(all) => all.get(index).map(|p| at_bottom(p.position)),
                            _ => None,
                        },
                        Source::Mine(index) => self.record.mine.get(index).map(|m| m.position),
                    };
                    if let Some(start) = start {
                        t.board = start;
                        t.step = 0;
                        t.standing = Standing::Going;
                        t.rated = false;
                        t.change = None;
                        t.last = None;
                    }
                }
                None
            }
            TrainAction::Next => {
                let Shown::Trying(t) = &self.shown else {
                    return None;
                };
                match (t.mode, &t.standing) {
                    (Mode::Streak(n), Standing::Solved) => {
                        self.start(Awaiting::Mode(Mode::Streak(n + 1)))
                    }
                    (Mode::Streak(_), _) => self.start(Awaiting::Mode(Mode::Streak(0))),
                    (Mode::Rated | Mode::Linked, _) => self.start(Awaiting::Mode(Mode::Rated)),
                    (Mode::Daily(day), _) => {
                        self.shown = Shown::Empty(Mode::Daily(day));
                        None
                    }
                    (Mode::Mine, _) => {
                        let from = match t.source {
                            Source::Mine(index) => index + 1,
                            Source::File(_) => 0,
                        };
                        self.next_mine(from)
                    }
                }
            }
        }
    }

    /// Starts a mode, or a puzzle by id, once the file is in (asking for it if need be).
    fn start(&mut self, awaiting: Awaiting) -> Option<Want> {
        let all = match &self.file {
            File::Ready(all) => all.clone(),
            File::NotAsked | File::Loading(_) => {
                let asked = matches!(self.file, File::NotAsked);
                self.file = File::Loading(Some(awaiting));
                self.shown = Shown::Modes;
                return if asked { Some(Want::Load) } else { None };
            }
            File::Broken(_) => {
                self.shown = Shown::Modes;
                return None;
            }
        };
        self.missing = None;
        let (mode, index) = match awaiting {
            Awaiting::Id(id) => match all.iter().position(|p| p.id == id) {
                Some(index) => (Mode::Linked, index),
                None => {
                    self.missing = Some(NoPuzzle {
                        id,
                        count: all.len(),
                    });
                    self.shown = Shown::Modes;
                    return None;
                }
            },
            Awaiting::Mode(Mode::Daily(day)) => (Mode::Daily(day), puzzles::daily(day, all.len())),
            Awaiting::Mode(Mode::Streak(n)) => {
                let target = 700 + 80 * i64::from(n);
                (Mode::Streak(n), self.nearest(&all, target))
            }
            Awaiting::Mode(mode) => {
                let target = i64::from(self.record.rating.shown());
                (mode, self.nearest(&all, target))
            }
        };
        let puzzle = &all[index];
        self.seen.push(puzzle.id);
        let daily_done = matches!(mode, Mode::Daily(day) if self.record.daily_solved == Some(day));
        self.shown = Shown::Trying(Try {
            mode,
            source: Source::File(index),
            board: at_bottom(puzzle.position),
            step: 0,
            standing: Standing::Going,
            rated: matches!(mode, Mode::Rated | Mode::Daily(_)) && !daily_done,
            change: None,
            last: None,
        });
        // The daily puzzle's address stays the day's, so that a link to it is a link to
        // whichever puzzle the day it is opened.
        let link = match mode {
            Mode::Daily(_) => PuzzleLink::Daily,
            _ => PuzzleLink::Id(puzzle.id),
        };
        Some(Want::Address(link.to_string()))
    }
}

impl Training {
    /// The index of the puzzle not yet seen this visit whose rating is nearest `target`.
    fn nearest(&self, all: &[Puzzle], target: i64) -> usize {
        let distance = |p: &Puzzle| (i64::from(p.rating) - target).abs();
        let unseen = all
            .iter()
            .enumerate()
            .filter(|(_, p)| !self.seen.contains(&p.id))
            .min_by_key(|(_, p)| distance(p));
        match unseen {
            Some((index, _)) => index,
            None => all
                .iter()
                .enumerate()
                .min_by_key(|(_, p)| distance(p))
                .map_or(0, |(index, _)| index),
        }
    }

    /// Plays `pit` on the puzzle's board and judges it.
    fn play(&mut self, pit: Pit) -> Option<Want> {
        let file = match &self.file {
            File::Ready(all) => Some(all.clone()),
            _ => None,
        };
        let Shown::Trying(t) = &mut self.shown else {
            return None;
        };
        if t.standing != Standing::Going && !matches!(t.standing, Standing::Refused(_)) {
            return None;
        }
        if !t.board.legal_moves().contains(pit) {
            t.standing = Standing::Refused(pit);
            return None;
        }
        let (right, rated, last) = match t.source {
            Source::File(index) => {
                let decision = file
                    .as_ref()
                    .and_then(|all| all.get(index)?.decisions.get(t.step))?;
                let steps = file.as_ref().map_or(0, |all| all[index].decisions.len());
                let rated = Rated {
                    moves: decision.moves.clone(),
                    exact: true,
                };
                (decision.answer().0 == pit, rated, t.step + 1 == steps)
            }
            Source::Mine(index) => {
                let mine = self.record.mine.get_mut(index)?;
                let rated = Rated {
                    moves: mine.moves.clone(),
                    exact: mine.exact,
                };
                let right = mine.answered_by(pit);
                if right {
                    mine.solved = true;
                }
                (right, rated, true)
            }
        };
        if !right {
            t.standing = Standing::Missed { played: pit, rated };
            return self.finished(false);
        }
        // The answer's move: on the board, and on to the next decision or done.
        let before = t.board;
        let Ok(outcome) = t.board.play(pit) else {
            return None;
        };
        t.last = Some((before, outcome));
        t.step += 1;
        if !last {
            t.standing = Standing::Going;
            return None;
        }
        t.standing = Standing::Solved;
        self.finished(true)
    }

    /// A try is over: the record follows it.
    fn finished(&mut self, solved: bool) -> Option<Want> {
        let Shown::Trying(t) = &mut self.shown else {
            return None;
        };
        let rating = match (t.source, &self.file) {
            (Source::File(index), File::Ready(all)) => all.get(index).map(|p| p.rating),
            _ => None,
        };
        let record = &mut self.record;
        match t.mode {
            Mode::Streak(n) => {
                let streak = n + u32::from(solved);
                record.best_streak = record.best_streak.max(streak);
            }
            Mode::Daily(day) if solved => record.daily_solved = Some(day),
            _ => {}
        }
        if t.rated
            && let Some(rating) = rating
        {
            let before = record.rating.shown();
            record.rating = record.rating.after_puzzle(rating, solved);
            record.tried += 1;
            record.solved += u32::from(solved);
            t.change = Some(record.rating.shown() - before);
            t.rated = false;
        }
        Some(Want::Keep(Box::new(record.clone())))
    }
}

impl Controller for Training {
    type Action = TrainAction;
    type Want = Want;

    /// Carries out an action of an open Train with the page's context, and says in `out` what it
    /// wants done: the one shape of every mode's controller.
    fn act(&mut self, action: TrainAction, _ctx: &Context, out: &mut Vec<Want>) {
        out.extend(self.decide(action));
    }
}
