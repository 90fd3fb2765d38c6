//! The puzzle file once it comes: read strictly, and what waited for it started then. How far
//! it has come ([`File`]) is the controller's, in `mod.rs`, which names no file that extends
//! it.

use std::sync::Arc;

use super::action::FetchError;
use super::puzzles::{self, Unread};
use super::{File, Training, Want};

impl Training {
    /// The file came (or did not): read it, and start what waited for it.
    pub(super) fn loaded(&mut self, text: Result<String, FetchError>) -> Option<Want> {
        let waiting = match &self.file {
            File::Loading(awaiting) => *awaiting,
            _ => return None,
        };
        self.file = match text.map(|text| puzzles::parse(&text)) {
            Ok(Ok(all)) => File::Ready(Arc::new(all)),
            Ok(Err(error)) => File::Broken(Unread::Damaged(error)),
            Err(why) => File::Broken(Unread::Unfetched(why)),
        };
        // The router hands Train its actions only while it is open.
        match waiting {
            Some(awaiting) => self.start(awaiting),
            None => None,
        }
    }
}
