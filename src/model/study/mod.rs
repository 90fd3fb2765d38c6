//! Study, the analysis board's controller: a position set up in the editor, the moves played on
//! from it (with undo and redo), and the continuous analysis of the position on the board. It owns
//! all of that; the router opens and closes it, hands it the worker's answers, and carries out the
//! one request it wants at a time.
//!
//! The analysis goes step by step, each step with twice the positions of the last (see
//! [`STUDY_STEPS`]): the part asks for step 0 whenever the position changes, and for the next
//! step when one comes back, until a step proves every value, the last step is done, or the
//! player stops it.

pub mod editor;
pub mod studied;
pub mod words;

use crate::model::common::context::Context;
use crate::model::common::controller::Controller;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::engine::{Pit, Position, Record};
use crate::model::settings::{Level, Opponent};
use crate::model::study::editor::Editor;
use crate::model::study::studied::{Proved, Studied, proved_start};
use crate::worker::protocol::STUDY_STEPS;

/// What the player does on the analysis board, handed on by the router's door for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StudyAction {
    /// Opens the board: from the menu (the editor, at the start of the game set up) or from
    /// the position the game's board shows (straight to its analysis).
    Open(Entry),
    /// Closes the board: back to the game, as it was.
    Close,
    /// Back to the editor, with the position on the board.
    Edit,
    /// A change to the position being set up.
    Change(Change),
    /// The position set up is done: analyse it.
    Done,
    /// Plays a move on the board.
    Play(Pit),
    /// Takes back the last move played on the board.
    Undo,
    /// Plays again the move undo took back.
    Redo,
    /// Shows the position after this many of the moves played (0: the position set up),
    /// keeping the later ones for redo.
    To(usize),
    /// Stops the analysis, keeping what it found.
    Stop,
    /// Carries the analysis on, one step deeper.
    GoOn,
    /// Starts a real game from the position on the board, against the computer at a level or
    /// between two people; it is not counted in the statistics.
    PlayFromHere {
        /// Who plays the top row.
        opponent: Opponent,
        /// The computer's level, against the computer.
        level: Level,
    },
}

/// Where the analysis board is opened from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The menu: the editor, at the start of the game set up.
    Menu,
    /// The position the game's board shows (live, in a replay, or at the end).
    Game,
}

/// A change to the position being set up; each is refused at its cell, with the reason, if
/// it cannot be made (see [`Editor`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A cell set to what was typed.
    Set(usize, String),
    /// Seeds added to a cell (or taken away, below zero).
    Add(usize, i32),
    /// The side to move.
    ToMove(crate::engine::Player),
    /// Seeds a pit at the start of the rules.
    Seeds(u8),
    /// The house rules.
    House(crate::engine::HouseRules),
    /// The start position.
    Start,
    /// Every cell emptied.
    Empty,
    /// The sides swapped.
    Swap,
    /// A position from a game played at random from the start, from this seed.
    Random(u64),
}

/// Whether the board is being set up or analysed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The editor is open.
    Editing,
    /// The position is analysed, and moves can be played on it.
    Analysing,
}

/// The analysis of the position on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Live {
    /// The position analysed.
    pub position: Position,
    /// What the last step found, if one has come back.
    pub studied: Option<Studied>,
    /// The step asked for last.
    pub step: u8,
    /// Whether a step is being worked on.
    pub running: bool,
}

impl Live {
    /// Whether going on could learn more: not proved yet, and steps left.
    pub fn can_go_on(&self) -> bool {
        !self.position.is_over()
            && !self.studied.as_ref().is_some_and(|s| s.solved)
            && self.step + 1 < STUDY_STEPS
    }
}

/// The analysis board. See the module documentation.
#[derive(Clone, Debug)]
pub struct Study {
    stage: Stage,
    editor: Editor,
    record: Record,
    /// Moves undo took back, the next to redo last.
    redo: Vec<Pit>,
    live: Live,
}

/// What the part wants of the router after an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Want {
    /// Ask this step of the analysis of this position (dropping any step in flight).
    Ask(Position, u8),
    /// Drop the step in flight.
    Stop,
}

impl Study {
    /// The board in the editor, set to `editor`.
    pub(crate) fn editing(editor: Editor) -> Study {
        let position = editor
            .check()
            .unwrap_or_else(|_| Position::start(editor.rules(), editor.to_move()));
        Study {
            stage: Stage::Editing,
            editor,
            record: Record::new(position),
            redo: Vec::new(),
            live: Live {
                position,
                studied: None,
                step: 0,
                running: false,
            },
        }
    }

    /// The board analysing `position`, and the step to ask first.
    pub(crate) fn analysing(position: Position) -> (Study, Option<Want>) {
        let mut study = Study::editing(Editor::from_position(&position));
        study.record = Record::new(position);
        study.stage = Stage::Analysing;
        let want = study.restart();
        (study, want)
    }

    /// Whether it is set up or analysed.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The editor.
    pub fn editor(&self) -> &Editor {
        &self.editor
    }

    /// The moves played on the board from the position set up.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The position on the board.
    pub fn position(&self) -> &Position {
        self.record.position()
    }

    /// The analysis of the position on the board.
    pub fn live(&self) -> &Live {
        &self.live
    }

    /// Whether a move taken back can be played again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The proved value of the position on the board, if it is a start whose value is known.
    pub fn proved(&self) -> Option<Proved> {
        proved_start(self.position())
    }

    /// The position the address should carry: the one on the board, or, in the editor, the
    /// one set up if it is a position.
    pub fn shared_position(&self) -> Option<Position> {
        match self.stage {
            Stage::Analysing => Some(*self.position()),
            Stage::Editing => self.editor.check().ok(),
        }
    }

    /// Carries out an action of the board's own (not opening it, nor closing it).
    fn decide(&mut self, action: StudyAction) -> Option<Want> {
        match (self.stage, action) {
            (Stage::Analysing, StudyAction::Edit) => {
                self.editor = Editor::from_position(self.position());
                self.stage = Stage::Editing;
                self.live.running = false;
                Some(Want::Stop)
            }
            (Stage::Editing, StudyAction::Change(change)) => {
                self.change(change);
                None
            }
            (Stage::Editing, StudyAction::Done) => match self.editor.check() {
                Ok(position) => {
                    self.record = Record::new(position);
                    self.redo.clear();
                    self.stage = Stage::Analysing;
                    self.restart()
                }
                Err(_) => None,
            },
            (Stage::Analysing, StudyAction::Play(pit)) => {
                if self.record.play(pit).is_err() {
                    return None;
                }
                // A move other than the one undo took back ends what redo could replay.
                if self.redo.last() == Some(&pit) {
                    self.redo.pop();
                } else {
                    self.redo.clear();
                }
                self.restart()
            }
            (Stage::Analysing, StudyAction::Undo) => match self.record.ply() {
                0 => None,
                ply => self.back_to(ply - 1),
            },
            (Stage::Analysing, StudyAction::Redo) => match self.redo.pop() {
                Some(pit) if self.record.play(pit).is_ok() => self.restart(),
                _ => None,
            },
            (Stage::Analysing, StudyAction::To(ply)) if ply < self.record.ply() => {
                self.back_to(ply)
            }
            (Stage::Analysing, StudyAction::To(ply)) => {
                let before = self.record.ply();
                while self.record.ply() < ply
                    && let Some(pit) = self.redo.pop()
                {
                    if self.record.play(pit).is_err() {
                        self.redo.clear();
                        break;
                    }
                }
                match self.record.ply() == before {
                    true => None,
                    false => self.restart(),
                }
            }
            (Stage::Analysing, StudyAction::Stop) if self.live.running => {
                self.live.running = false;
                Some(Want::Stop)
            }
            (Stage::Analysing, StudyAction::GoOn) if !self.live.running => {
                if self.live.studied.is_none() {
                    return self.restart();
                }
                if !self.live.can_go_on() {
                    return None;
                }
                self.live.step += 1;
                self.live.running = true;
                Some(Want::Ask(self.live.position, self.live.step))
            }
            _ => None,
        }
    }

    /// A step of the analysis came back for `position`: kept if it is the position analysed
    /// and the step asked; then the next step, if there is more to learn. `last` when no
    /// deeper step can learn more (the page searches on its own thread, at one small depth).
    pub(crate) fn studied(
        &mut self,
        position: Position,
        step: u8,
        studied: Studied,
        last: bool,
    ) -> Option<Want> {
        if position != self.live.position || step != self.live.step || !self.live.running {
            return None;
        }
        let solved = studied.solved;
        self.live.studied = Some(studied);
        if last {
            self.live.step = STUDY_STEPS - 1;
        }
        if solved || self.live.step + 1 >= STUDY_STEPS {
            self.live.running = false;
            return None;
        }
        self.live.step += 1;
        Some(Want::Ask(position, self.live.step))
    }

    /// Back to the position after `ply` of the moves played, keeping the rest for redo.
    fn back_to(&mut self, ply: usize) -> Option<Want> {
        if ply >= self.record.ply() {
            return None;
        }
        // The board's own moves are all sowings: it offers no swap.
        let taken: Vec<Pit> = self.record.moves()[ply..]
            .iter()
            .filter_map(|played| played.pit())
            .collect();
        self.record.truncate(ply);
        self.redo.extend(taken.into_iter().rev());
        self.restart()
    }

    /// The analysis starts again for the position on the board.
    fn restart(&mut self) -> Option<Want> {
        let position = *self.position();
        self.live = Live {
            position,
            studied: None,
            step: 0,
            running: !position.is_over(),
        };
        match self.live.running {
            true => Some(Want::Ask(position, 0)),
            false => Some(Want::Stop),
        }
    }

    fn change(&mut self, change: Change) {
        let editor = &mut self.editor;
        // A refused change keeps its reason in the editor; nothing else changes.
        match change {
            Change::Set(cell, text) => {
                let _ = editor.set(cell, &text);
            }
            Change::Add(cell, delta) => {
                let _ = editor.add(cell, delta);
            }
            Change::ToMove(player) => editor.set_to_move(player),
            Change::Seeds(seeds) => editor.set_seeds(seeds),
            Change::House(house) => editor.set_house(house),
            Change::Start => editor.start(),
            Change::Empty => editor.empty(),
            Change::Swap => editor.swap(),
            Change::Random(seed) => editor.random(&mut SmallRng::seed_from_u64(seed)),
        }
    }
}

impl Controller for Study {
    type Action = StudyAction;
    type Want = Want;

    /// Carries out an action of the open analysis board with the page's context, and says in `out` what it
    /// wants done: the one shape of every mode's controller.
    fn act(&mut self, action: StudyAction, _ctx: &Context, out: &mut Vec<Want>) {
        out.extend(self.decide(action));
    }
}
