//! The session's vocabulary: what the page found as it opened ([`Opening`]), what it tells the
//! session ([`Action`]), what the session asks of it ([`Effect`]), and the small types those
//! carry. Re-exported from the router, so callers name them `app::Action` and so on.

use crate::engine::Position;
use crate::model::learn::lessons::Done;
use crate::model::online::{self, seats::Seats};
use crate::model::play::records::Stats;
use crate::model::play::saving::SavedGame;
use crate::model::review::Rated;
use crate::model::settings::{Clock, Level, Motion, Settings, Sound, Speed, Theme};
use crate::model::study::studied::Studied;
use crate::model::words::{self, Lang};
use crate::worker::protocol::{Pie, Purpose};

use crate::model::common::notices::NoticeKind;
use crate::model::play::{self, PlayAction};

pub use crate::model::common::stored::{Refused, Stored};
pub use crate::model::common::worker::Reply;
pub use crate::model::play::replay::Step;
pub use crate::model::play::{Cue, Pending};

/// A value another tab of the page has just kept in storage, read. This page takes it as its
/// own, so that what it keeps next builds on the other's rather than writing over it.
#[derive(Clone, Debug, PartialEq)]
pub enum KeptElsewhere {
    /// The statistics.
    Stats(Box<Stats>),
    /// The lessons done.
    Lessons(Done),
}

/// What the page found as it opened.
#[derive(Clone, Debug, PartialEq)]
pub struct Opening {
    /// The address's query, with or without its `?`.
    pub link: String,
    /// The stored settings, if any.
    pub saved_settings: Stored<Settings>,
    /// The stored statistics, if any.
    pub saved_stats: Stored<Stats>,
    /// The stored game in progress, if any.
    pub saved_game: Stored<SavedGame>,
    /// The stored record of the lessons done, if any.
    pub saved_lessons: Stored<Done>,
    /// The stored record of the puzzles, if any.
    pub saved_puzzles: Stored<crate::model::train::puzzles::Record>,
    /// Whether storage holds values that the page could not read, because the part of the
    /// page module that reads them did not load (they are not written over; see
    /// [`Notice::StoreMissing`](super::Notice::StoreMissing)).
    pub store_missing: bool,
    /// Whether the system asks for reduced motion.
    pub system_reduced_motion: bool,
    /// Whether the page opened out of view (the turn clock waits until it is seen).
    pub page_hidden: bool,
}

impl Opening {
    /// Whether storage answered and held none of the page's values.
    pub fn nothing_stored(&self) -> bool {
        matches!(self.saved_settings, Ok(None))
            && matches!(self.saved_stats, Ok(None))
            && matches!(self.saved_game, Ok(None))
            && matches!(self.saved_lessons, Ok(None))
            && matches!(self.saved_puzzles, Ok(None))
    }

    /// Whether the link asks anything of the session. One that only names a language the page
    /// speaks, by its exact tag, does not: the words were chosen from it before the page opened
    /// (see `web::language`), and a first visit in that language is as plain as one in English.
    /// Any other value is read, so that the link's notice can name a language the page does not
    /// speak (and `fr-CA`, read as French, takes the longer way).
    pub fn link_asks(&self) -> bool {
        let spoken = |pair: &str| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            key.trim().eq_ignore_ascii_case(words::LINK_KEY)
                && Lang::from_tag(value.trim()).is_some()
        };
        self.link
            .trim_start_matches('?')
            .split('&')
            .any(|pair| !pair.is_empty() && !spoken(pair))
    }

    /// Whether the visit has something to read: a link, or a value storage held. Only such an
    /// opening needs [`Session::open`](super::Session::open); any other opens the same way
    /// through [`Session::open_plain`](super::Session::open_plain), without the code that
    /// reads.
    pub fn has_something_to_read(&self) -> bool {
        self.link_asks()
            || matches!(self.saved_settings, Ok(Some(_)))
            || matches!(self.saved_stats, Ok(Some(_)))
            || matches!(self.saved_game, Ok(Some(_)))
            || matches!(self.saved_lessons, Ok(Some(_)))
            || matches!(self.saved_puzzles, Ok(Some(_)))
    }
}

impl Default for Opening {
    fn default() -> Opening {
        Opening {
            link: String::new(),
            saved_settings: Ok(None),
            saved_stats: Ok(None),
            saved_game: Ok(None),
            saved_lessons: Ok(None),
            saved_puzzles: Ok(None),
            store_missing: false,
            system_reduced_motion: false,
            page_hidden: false,
        }
    }
}

/// Something the page tells the session: one of play's actions, or one of the router's own.
/// The other modes' actions come in by doors of their own ([`Session::handle_study`] and the
/// like), which only their views call, so that the page module keeps each mode's code in the
/// part that mode loads with.
///
/// [`Session::handle_study`]: super::Session::handle_study
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Something done in play, handed to play's controller as it is.
    Play(PlayAction),
    /// Something the router keeps itself.
    Router(RouterAction),
}

/// What the router keeps itself: the settings that apply at once, the notices, the
/// computer's answers (checked against the request in flight before they are handed on), the
/// turn clock's second, and what the page could not do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RouterAction {
    /// The sowing speed changed: applies at once.
    SetSpeed(Speed),
    /// The motion setting changed: applies at once.
    SetMotion(Motion),
    /// The page's colours were chosen.
    SetTheme(Theme),
    /// Sound was switched on or off in the menu.
    SetSound(Sound),
    /// Sound was switched over by its key (M).
    ToggleSound,
    /// The system's reduced-motion preference changed.
    SystemMotion(bool),
    /// The turn clock changed: applies at once, from the turn in play.
    SetClock(Clock),
    /// The clock's one-second timer fired (see [`play::Want::StartClock`]).
    ClockTick,
    /// Closes the notice of this kind.
    Dismiss(NoticeKind),
    /// The computer answered the search with this id.
    Reply {
        /// The [`Effect::Search`] id it answers.
        id: u32,
        /// The answer.
        reply: Reply,
    },
    /// The worker rated every move of a position, for the [`Effect::Rate`] with this id.
    Rated {
        /// The request it answers.
        id: u32,
        /// The ratings.
        rated: Rated,
    },
    /// The worker answered one step of the analysis board's analysis, for the
    /// [`Effect::Study`] with this id.
    Studied {
        /// The request it answers.
        id: u32,
        /// What the step found.
        studied: Studied,
    },
    /// A write to storage failed.
    StorageFailed,
    /// A value could not be written because the part of the page module that writes it could
    /// not be had.
    StoreMissing,
    /// No background worker could start: the computer thinks on the page.
    NoWorker,
    /// The words of this language could not be had (see
    /// [`Notice::WordsMissing`](super::Notice::WordsMissing)).
    WordsMissing(crate::model::words::Lang),
}

/// Something the session asks the page to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Something the page does for play as play asked it: a timer, a sound, a value to keep.
    /// One of play's wants but [`play::Want::Ask`], [`play::Want::Cancel`],
    /// [`play::Want::Settings`] and [`play::Want::Tell`], which are the router's.
    Play(play::Want),
    /// Ask the computer for its move; answer with [`RouterAction::Reply`] and this id.
    Search {
        /// Names the answer.
        id: u32,
        /// The position to search.
        position: Position,
        /// How strongly to play.
        level: Level,
        /// What the pie rule makes of the move.
        pie: Pie,
    },
    /// Rate every legal move of a position; answer with [`RouterAction::Rated`] and this id.
    Rate {
        /// Names the answer.
        id: u32,
        /// The position.
        position: Position,
        /// What the ratings are for, which sets the budget: a hint (Hard's time) or the
        /// post-game analysis (a fixed count of positions).
        purpose: Purpose,
        /// What the pie rule makes of the move: [`Pie::Opening`] rates each move as part of the
        /// first turn, counting the swap to come.
        pie: Pie,
    },
    /// Analyse a position of the analysis board one step deeper; answer with
    /// [`RouterAction::Studied`] and this id.
    Study {
        /// Names the answer.
        id: u32,
        /// The position.
        position: Position,
        /// Which step (see [`crate::worker::protocol::STUDY_STEPS`]).
        step: u8,
    },
    /// The search or rating in flight is no longer wanted.
    CancelSearch,
    /// Drop the timer of [`play::Want::Wait`].
    CancelWait,
    /// Store the settings.
    SaveSettings(Settings),
    /// Store the lessons done.
    SaveLessons(Done),
    /// Store the puzzles' record.
    SavePuzzles(Box<crate::model::train::puzzles::Record>),
    /// Show this query in the address, in place.
    SetAddress(String),
    /// Fetch the puzzle file that ships beside the page, and hand Train its text (or why it
    /// could not be had) as [`TrainAction::Loaded`](crate::model::train::TrainAction::Loaded).
    FetchPuzzles,
    /// Store the seats held in live rooms.
    SaveSeats(Seats),
    /// Something for a live room as the online mode asked it (a room to make, the room's or
    /// the queue's socket, a frame to send): one of [`online::Want::Create`] to
    /// [`online::Want::Disconnect`], carried out by the online view's adapter.
    Online(online::Want),
}

#[cfg(test)]
mod tests {
    use super::Opening;

    fn linked(link: &str) -> Opening {
        Opening {
            link: link.to_string(),
            ..Opening::default()
        }
    }

    #[test]
    fn a_link_that_only_names_a_spoken_language_asks_nothing_of_the_session() {
        for link in ["", "?", "?lang=fr", "?LANG=pt-br", "?lang=fr&", "?lang=ar"] {
            assert!(!linked(link).link_asks(), "{link}");
            assert!(!linked(link).has_something_to_read(), "{link}");
        }
        for link in [
            "?lang=xx",
            "?lang=fr-CA",
            "?lang=",
            "?level=hard",
            "?lang=fr&level=hard",
            "?learn",
        ] {
            assert!(linked(link).link_asks(), "{link}");
            assert!(linked(link).has_something_to_read(), "{link}");
        }
    }
}
