//! The session's vocabulary: what the page found as it opened ([`Opening`]), what it tells the
//! session ([`Action`]), what the session asks of it ([`Effect`]), and the small types those
//! carry. Re-exported from the router, so callers name them `app::Action` and so on.

use crate::engine::{Pit, Position};
use crate::model::common::stored::LoadError;
use crate::model::learn::lessons::Done;
use crate::model::play::records::Stats;
use crate::model::play::saving::SavedGame;
use crate::model::review::Rated;
use crate::model::settings::{Clock, GameSettings, Level, Motion, Settings, Sound, Speed, Theme};
use crate::model::study::studied::Studied;
use crate::worker::protocol::{Pie, Purpose};

use crate::model::common::notices::NoticeKind;
use crate::model::play::PlayAction;

pub use crate::model::common::worker::Reply;
pub use crate::model::play::replay::Step;
pub use crate::model::play::{Cue, Pending};

/// The browser refused to let the page use storage at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused;

/// What storage held under one of the page's keys, as the page read it: `Ok(None)` if nothing,
/// the value or why it could not be read (see [`crate::model::store`]), or [`Refused`]. The page
/// reads the stored text itself, so that the session (and the first part of the page module)
/// carries no JSON.
pub type Stored<T> = Result<Option<Result<T, LoadError>>, Refused>;

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

    /// Whether the visit has something to read: a link, or a value storage held. Only such an
    /// opening needs [`Session::open`](super::Session::open); any other opens the same way
    /// through [`Session::open_plain`](super::Session::open_plain), without the code that
    /// reads.
    pub fn has_something_to_read(&self) -> bool {
        !self.link.trim_start_matches('?').is_empty()
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

/// Something the page tells the session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A person sows a pit of the side to move (click, Enter, Space or a digit).
    Sow(Pit),
    /// A person swaps sides, under the pie rule.
    Swap,
    /// The roving focus moved to the pit at this index (0 to 5) of the keyboard row.
    Focus(usize),
    /// A pit is hovered or focused (or nothing is).
    Preview(Option<Pit>),
    /// The animation timer fired: land one more seed.
    Tick,
    /// Show the rest of the move at once.
    Skip,
    /// Take back a turn (asks first, once a game, against the computer).
    Undo,
    /// Play again what undo took back.
    Redo,
    /// A new game with the settings in force (asks first if one is under way).
    NewGame,
    /// A new game straight away, after a game is over.
    PlayAgain,
    /// A game-shaping setting changed in the menu (asks first if a game is under way).
    ChangeGame(GameSettings),
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
    /// The answer to the question in [`Session::pending`](super::Session::pending).
    Confirm(bool),
    /// Asks to forget every statistic.
    AskResetStats,
    /// Closes the notice of this kind.
    Dismiss(NoticeKind),
    /// The computer answered the search with this id.
    Reply {
        /// The [`Effect::Search`] id it answers.
        id: u32,
        /// The answer.
        reply: Reply,
    },
    /// The pause after the computer's answer is over: play its move.
    PlayReply,
    /// A write to storage failed.
    StorageFailed,
    /// A value could not be written because the part of the page module that writes it could
    /// not be had.
    StoreMissing,
    /// No background worker could start: the computer thinks on the page.
    NoWorker,
    /// Steps through the game's positions without changing the game.
    Replay(Step),
    /// Asks for a hint: the best move for the person to move (asks first, once a game,
    /// against the computer, since a hinted game is not counted).
    Hint,
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
    /// Rates every move of the finished game, one position after another (or carries on
    /// where a stopped analysis left off).
    Analyse,
    /// Stops the analysis, keeping what it has rated.
    StopAnalysis,
    /// The turn clock changed: applies at once, from the turn in play.
    SetClock(Clock),
    /// The clock's one-second timer fired (see [`Effect::StartClock`]).
    ClockTick,
    /// The page went out of view (`true`) or came back: the clock pauses meanwhile.
    PageHidden(bool),
    /// The page tried to put the link of [`Table::move_link`](super::Table::move_link) on the
    /// clipboard: from then on this device plays the side that moved, and the other moves where
    /// the link is sent.
    MoveSent {
        /// The whole link.
        link: String,
        /// Whether it got there.
        copied: bool,
    },
    /// The page tried to put a link to this game on the clipboard.
    LinkCopied {
        /// The whole link.
        link: String,
        /// Whether it got there.
        copied: bool,
    },
    /// The page tried to put the game as text (see [`crate::model::share::transcript`]) on the
    /// clipboard.
    TextCopied {
        /// The whole text.
        text: String,
        /// Whether it got there.
        copied: bool,
    },
}

impl Action {
    /// The action as play's own, if it is play's and needs no id checked: the worker's
    /// answers, the settings and the notices are the router's. The action comes back when it
    /// is not play's.
    pub(super) fn for_play(self) -> Result<PlayAction, Action> {
        Ok(match self {
            Action::Sow(pit) => PlayAction::Sow(pit),
            Action::Swap => PlayAction::Swap,
            Action::Focus(index) => PlayAction::Focus(index),
            Action::Preview(pit) => PlayAction::Preview(pit),
            Action::Tick => PlayAction::Tick,
            Action::Skip => PlayAction::Skip,
            Action::Undo => PlayAction::Undo,
            Action::Redo => PlayAction::Redo,
            Action::NewGame => PlayAction::NewGame,
            Action::PlayAgain => PlayAction::PlayAgain,
            Action::ChangeGame(game) => PlayAction::ChangeGame(game),
            Action::Confirm(yes) => PlayAction::Confirm(yes),
            Action::AskResetStats => PlayAction::AskResetStats,
            Action::PlayReply => PlayAction::PlayReply,
            Action::Replay(step) => PlayAction::Replay(step),
            Action::Hint => PlayAction::Hint,
            Action::Analyse => PlayAction::Analyse,
            Action::StopAnalysis => PlayAction::StopAnalysis,
            Action::PageHidden(hidden) => PlayAction::PageHidden(hidden),
            Action::MoveSent { link, copied } => PlayAction::MoveSent { link, copied },
            Action::LinkCopied { link, copied } => PlayAction::LinkCopied { link, copied },
            Action::TextCopied { text, copied } => PlayAction::TextCopied { text, copied },
            other => return Err(other),
        })
    }
}

/// Something the session asks the page to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Send [`Action::Tick`] every this many milliseconds until [`Effect::StopTicker`].
    StartTicker(u32),
    /// Stop the animation timer.
    StopTicker,
    /// Ask the computer for its move; answer with [`Action::Reply`] and this id.
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
    /// Play a sound (sound is on and the page is shown).
    Sound(Cue),
    /// Rate every legal move of a position; answer with [`Action::Rated`] and this id.
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
    /// [`Action::Studied`] and this id.
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
    /// Send [`Action::PlayReply`] after this many milliseconds.
    Wait(u32),
    /// Drop the timer of [`Effect::Wait`].
    CancelWait,
    /// Store the settings.
    SaveSettings(Settings),
    /// Store the statistics.
    SaveStats(Box<Stats>),
    /// Store the game in progress.
    SaveGame(Box<SavedGame>),
    /// Store the lessons done.
    SaveLessons(Done),
    /// Store the puzzles' record.
    SavePuzzles(Box<crate::model::train::puzzles::Record>),
    /// Show this query in the address, in place.
    SetAddress(String),
    /// Send [`Action::ClockTick`] every second until [`Effect::StopClock`], counting afresh
    /// from now (a clock already ticking is replaced).
    StartClock,
    /// Stop the clock's ticks.
    StopClock,
    /// Fetch the puzzle file that ships beside the page, and hand Train its text (or why it
    /// could not be had) as [`TrainAction::Loaded`](crate::model::train::TrainAction::Loaded).
    FetchPuzzles,
    /// Something for a live room, carried out by the online view's adapter.
    Room(RoomEffect),
}

/// What the page does for a live room (see [`crate::model::online`]). The online view installs
/// what carries these out, so the sockets' code stays in its part of the page module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomEffect {
    /// Ask the room server for a room, with this JSON body; answer with
    /// [`OnlineAction::Created`](crate::model::online::OnlineAction::Created).
    Create(String),
    /// Open this room's socket and keep it open, trying again with backoff when it drops,
    /// until [`RoomEffect::Disconnect`]; tell each opening, frame and loss.
    Connect(crate::model::share::link::RoomId),
    /// Open the queue's socket ("play someone now") with this query, and keep it open as a
    /// room's is, until [`RoomEffect::Connect`] (the room it was paired into) or
    /// [`RoomEffect::Disconnect`].
    Queue(String),
    /// Send this text frame on the room's socket.
    Send(String),
    /// Close the room's socket for good.
    Disconnect,
    /// Store this text under the seats' key (see [`crate::model::store::SEATS_KEY`]).
    KeepSeats(String),
}
