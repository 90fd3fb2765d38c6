//! Notices: what the player should know that is not part of the game, such as storage that
//! refuses to save or a link that was only partly understood. Each is a [`Notice`], worded in
//! one place (its `Display`), and closed by the player by identity: at most one notice of each
//! kind shows, and closing one closes that kind, whatever its words.

use std::fmt;

use crate::engine::Move;
use crate::model::common::stored::LoadError;
use crate::model::game::Role;
use crate::model::share::link::{self, Ignored};
use crate::model::words::{self, Lang, shell};

/// Something the page tells the player beside the game, until it is dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Storage refuses to read or write: settings and statistics last only for this visit.
    StorageTrouble,
    /// The part of the page module that reads and writes the stored values did not load:
    /// what was stored is left as it is, and this visit may not be kept.
    StoreMissing,
    /// No background worker would start: the computer thinks on the page, at Medium at most.
    NoWorker,
    /// The part of the page module that reads links did not load: the link was left unread,
    /// and the address is kept for a reload.
    LinkUnread,
    /// Parts of the address were not applied, in the order they appeared.
    LinkIgnored(Vec<Ignored>),
    /// The game a link holds was opened only in part, or not at all; the link reader's words
    /// say which move stopped it.
    LinkGame(String),
    /// The position a link holds for the analysis board could not be opened; the link
    /// reader's words say why.
    LinkPosition(String),
    /// The saved settings could not be read, so the defaults apply.
    SettingsUnreadable(LoadError),
    /// The saved statistics could not be read; they are kept, and this visit counts afresh.
    StatsUnreadable(LoadError),
    /// The saved game could not be resumed: it could not be read, or its moves cannot be
    /// played ([`LoadError::Absurd`], naming the first such move for the tests and debugging).
    GameUnresumable(LoadError),
    /// The record of the lessons done could not be read; it is kept until a lesson is done.
    LessonsUnreadable(LoadError),
    /// The puzzles' record could not be read; it is kept until a puzzle is tried.
    PuzzlesUnreadable(LoadError),
    /// The seats held in live rooms could not be read; they are kept until a seat is taken.
    SeatsUnreadable(LoadError),
    /// A game sent by link does not simply carry on the game kept on this device.
    Fork(Fork),
    /// The browser would not copy the link that sends a move to this player.
    MoveNotCopied {
        /// The player the move is for ("Player 2").
        to: Role,
        /// The whole link, to copy by hand.
        link: String,
    },
    /// The browser would not copy the link to this game.
    LinkNotCopied(String),
    /// The browser would not copy the game as text; the text, on one line, to copy by hand.
    TextNotCopied(String),
    /// Settings that make no game were asked for, and nothing changed.
    InvalidSettings,
    /// The words of the language chosen (by the link, the browser, or the player just now)
    /// could not be had: the page speaks as it did (English, on opening).
    WordsMissing(Lang),
}

/// How the game of a link parts from the game kept on this device (see [`Notice::Fork`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fork {
    /// The moves the two games share from the start.
    pub same: usize,
    /// How the two differ after those moves.
    pub how: Parting,
    /// The query of a link back to the game kept on this device.
    pub kept_link: String,
}

/// Where the games of a [`Fork`] part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parting {
    /// The link stops where the device's game goes on to this many moves.
    Older {
        /// The moves of the device's game.
        kept_moves: usize,
    },
    /// The next move differs: this one on the device, that one in the link.
    Differs {
        /// The move the device's game made.
        kept: Move,
        /// The move the link's game made.
        linked: Move,
    },
}

/// A kind of [`Notice`], without what it carries: a notice's identity, since at most one of
/// each kind shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// [`Notice::StorageTrouble`].
    StorageTrouble,
    /// [`Notice::StoreMissing`].
    StoreMissing,
    /// [`Notice::NoWorker`].
    NoWorker,
    /// [`Notice::LinkUnread`].
    LinkUnread,
    /// [`Notice::LinkIgnored`].
    LinkIgnored,
    /// [`Notice::LinkGame`].
    LinkGame,
    /// [`Notice::LinkPosition`].
    LinkPosition,
    /// [`Notice::SettingsUnreadable`].
    SettingsUnreadable,
    /// [`Notice::StatsUnreadable`].
    StatsUnreadable,
    /// [`Notice::GameUnresumable`].
    GameUnresumable,
    /// [`Notice::LessonsUnreadable`].
    LessonsUnreadable,
    /// [`Notice::PuzzlesUnreadable`].
    PuzzlesUnreadable,
    /// [`Notice::SeatsUnreadable`].
    SeatsUnreadable,
    /// [`Notice::Fork`].
    Fork,
    /// [`Notice::MoveNotCopied`].
    MoveNotCopied,
    /// [`Notice::LinkNotCopied`].
    LinkNotCopied,
    /// [`Notice::TextNotCopied`].
    TextNotCopied,
    /// [`Notice::InvalidSettings`].
    InvalidSettings,
    /// [`Notice::WordsMissing`].
    WordsMissing,
}

impl Notice {
    /// Which kind of notice this is.
    pub fn kind(&self) -> NoticeKind {
        match self {
            Notice::StorageTrouble => NoticeKind::StorageTrouble,
            Notice::StoreMissing => NoticeKind::StoreMissing,
            Notice::NoWorker => NoticeKind::NoWorker,
            Notice::LinkUnread => NoticeKind::LinkUnread,
            Notice::LinkIgnored(_) => NoticeKind::LinkIgnored,
            Notice::LinkGame(_) => NoticeKind::LinkGame,
            Notice::LinkPosition(_) => NoticeKind::LinkPosition,
            Notice::SettingsUnreadable(_) => NoticeKind::SettingsUnreadable,
            Notice::StatsUnreadable(_) => NoticeKind::StatsUnreadable,
            Notice::GameUnresumable(_) => NoticeKind::GameUnresumable,
            Notice::LessonsUnreadable(_) => NoticeKind::LessonsUnreadable,
            Notice::PuzzlesUnreadable(_) => NoticeKind::PuzzlesUnreadable,
            Notice::SeatsUnreadable(_) => NoticeKind::SeatsUnreadable,
            Notice::Fork(_) => NoticeKind::Fork,
            Notice::MoveNotCopied { .. } => NoticeKind::MoveNotCopied,
            Notice::LinkNotCopied(_) => NoticeKind::LinkNotCopied,
            Notice::TextNotCopied(_) => NoticeKind::TextNotCopied,
            Notice::InvalidSettings => NoticeKind::InvalidSettings,
            Notice::WordsMissing(_) => NoticeKind::WordsMissing,
        }
    }
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Notice::StorageTrouble => shell::storage_trouble(),
            Notice::StoreMissing => shell::store_missing(),
            Notice::NoWorker => shell::no_worker(),
            Notice::LinkUnread => shell::link_unread(),
            Notice::LinkIgnored(ignored) => link::ignored_sentence(ignored),
            Notice::LinkGame(words) | Notice::LinkPosition(words) => words.clone(),
            Notice::SettingsUnreadable(why) => shell::settings_unreadable(&why.to_string()),
            Notice::StatsUnreadable(why) => shell::stats_unreadable(&why.to_string()),
            Notice::GameUnresumable(why) => shell::game_unresumable(&why.to_string()),
            Notice::LessonsUnreadable(why) => shell::lessons_unreadable(&why.to_string()),
            Notice::PuzzlesUnreadable(why) => shell::puzzles_unreadable(&why.to_string()),
            Notice::SeatsUnreadable(why) => shell::seats_unreadable(&why.to_string()),
            Notice::Fork(fork) => fork_words(fork),
            Notice::MoveNotCopied { to, link } => shell::move_not_copied(&to.name(), link),
            Notice::LinkNotCopied(link) => shell::link_not_copied(link),
            Notice::TextNotCopied(text) => shell::text_not_copied(text),
            Notice::InvalidSettings => shell::invalid_settings(),
            Notice::WordsMissing(lang) => words::main::words_missing(lang.language().name),
        })
    }
}

/// What a [`Fork`] notice says: where the games part, and the way back to the device's.
fn fork_words(fork: &Fork) -> String {
    let same = count(fork.same);
    match fork.how {
        Parting::Older { kept_moves } => {
            shell::fork_older(same, count(kept_moves), &fork.kept_link)
        }
        Parting::Differs { kept, linked } => shell::fork_differs(
            same,
            same + 1,
            &move_words(kept),
            &move_words(linked),
            &fork.kept_link,
        ),
    }
}

/// A count of moves as a message takes it.
fn count(moves: usize) -> i64 {
    i64::try_from(moves).unwrap_or(i64::MAX)
}

/// The notices showing, oldest first, and what has been said once a visit.
#[derive(Clone, Debug, Default)]
pub(crate) struct Notices {
    shown: Vec<Notice>,
    /// The kinds said once a visit, even if dismissed, that have been said: trouble with
    /// storage, which every later write would meet again.
    said: Vec<NoticeKind>,
}

/// Whether notices of this kind are said once a visit.
fn once_a_visit(kind: NoticeKind) -> bool {
    matches!(kind, NoticeKind::StorageTrouble | NoticeKind::StoreMissing)
}

impl Notices {
    /// The notices a visit opens with.
    pub(crate) fn new(shown: Vec<Notice>) -> Notices {
        let said = shown
            .iter()
            .map(Notice::kind)
            .filter(|&kind| once_a_visit(kind))
            .collect();
        Notices { shown, said }
    }

    /// Shows a notice, in place of one of its kind that is showing (there is at most one of
    /// each kind); trouble with storage only once a visit.
    pub(crate) fn tell(&mut self, notice: Notice) {
        let kind = notice.kind();
        if once_a_visit(kind) {
            if self.said.contains(&kind) {
                return;
            }
            self.said.push(kind);
        }
        match self.shown.iter_mut().find(|n| n.kind() == notice.kind()) {
            Some(shown) => *shown = notice,
            None => self.shown.push(notice),
        }
    }

    /// Closes the notice of this kind.
    pub(crate) fn dismiss(&mut self, kind: NoticeKind) {
        self.shown.retain(|n| n.kind() != kind);
    }

    /// The notices showing, oldest first.
    pub(crate) fn shown(&self) -> &[Notice] {
        &self.shown
    }
}

/// A move as a notice names it: "pit 3", or "the swap".
fn move_words(played: Move) -> String {
    match played {
        Move::Sow(pit) => shell::fork_pit(i64::from(pit.number())),
        Move::Swap => shell::fork_swap(),
    }
}
