//! The puzzle file as far as it has come: asked for the first time a mode needs it, read
//! strictly once it is in, and what waited for it started then.

use std::sync::Arc;

use super::puzzles::{self, Puzzle};
use super::{Mode, Training, Want};

/// The puzzle file, as far as it has come.
#[derive(Clone, Debug, Default)]
pub enum File {
    /// Not asked for yet.
    #[default]
    NotAsked,
    /// Asked for; this mode waits for it.
    Loading(Option<Wanted>),
    /// Read.
    Ready(Arc<Vec<Puzzle>>),
    /// It could not be had or read, for this reason.
    Broken(String),
}

/// What waits for the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// A mode.
    Mode(Mode),
    /// A puzzle by id.
    Id(u32),
}

impl Training {
    /// The file came (or did not): read it, and start what waited for it.
    pub(super) fn loaded(&mut self, text: Result<String, String>) -> Want {
        let waiting = match &self.file {
            File::Loading(wanted) => *wanted,
            _ => return Want::Nothing,
        };
        self.file = match text.map(|text| puzzles::parse(&text)) {
            Ok(Ok(all)) => File::Ready(Arc::new(all)),
            Ok(Err(error)) => File::Broken(format!("The puzzles could not be read: {error}.")),
            Err(why) => File::Broken(format!("The puzzles could not be fetched: {why}.")),
        };
        // The router hands Train its actions only while it is open.
        match waiting {
            Some(wanted) => self.start(wanted),
            None => Want::Nothing,
        }
    }
}
