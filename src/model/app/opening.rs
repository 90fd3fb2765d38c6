//! Opening a visit: a pure function from what the page found (the address, what storage holds,
//! the system's motion setting) to the state the session opens with and what it must say.
//! Resuming a saved game, opening a linked game and noticing a fork all happen here.

use crate::engine::Player;
use crate::model::game::Game;
use crate::model::learn::{self, lessons::Done};
use crate::model::play::records::Stats;
use crate::model::settings::{GameSettings, Settings};
use crate::model::share::link::{self, Read};

use super::saving::resume;
use super::vocabulary::Opening;
use crate::model::common::notices::Notice;
use crate::model::play::by_link::{fork, linked_game};
use crate::model::play::status::Said;

/// What a visit opens with.
pub(super) struct Opened {
    /// The settings in force.
    pub(super) settings: Settings,
    /// The stored records.
    pub(super) stats: Stats,
    /// The game shown.
    pub(super) game: Game,
    /// When its first move was shown, on the page's clock (a resumed game began before 0).
    pub(super) started_at: Option<f64>,
    /// In a game played by link, the player this device plays.
    pub(super) seat: Option<Player>,
    /// What to tell the player, oldest first.
    pub(super) notices: Vec<Notice>,
    /// What the status line says first.
    pub(super) said: Said,
    /// The lessons done.
    pub(super) lessons: Done,
    /// The puzzles' record.
    pub(super) puzzles: crate::model::train::puzzles::Record,
    /// Whether this looks like a first visit: no link, and storage holds none of the page's
    /// values (nor refuses to say).
    pub(super) newcomer: bool,
    /// Whether the game shown must be saved at once: a game received by link replaces the one
    /// kept on the device, so that a reload finds it.
    pub(super) save: bool,
    /// Whether the address is written from the settings at once: not when the link was left
    /// unread ([`plain`]), so that a reload can try it again.
    pub(super) rewrite_address: bool,
}

/// What a link asks the visit to open over the game.
#[derive(Default)]
pub(super) struct Asked {
    /// A position for the analysis board.
    pub(super) study: Option<crate::engine::Position>,
    /// The lessons: their list (`Some(None)`) or a lesson.
    pub(super) learn: Option<Option<usize>>,
    /// A puzzle.
    pub(super) puzzle: Option<link::PuzzleLink>,
    /// Live rooms: the page that makes one, or a room to enter.
    pub(super) online: Option<Option<link::RoomLink>>,
}

/// The state a visit opens with (see [`super::Session::open`]).
pub(super) fn open(opening: &mut Opening) -> (Opened, Asked) {
    let mut notices = Vec::new();
    // The address is read once: its settings, and any game it holds.
    let mut read = link::parse(&opening.link);
    // The lessons say whether the lesson asked for exists; one that does not is named with
    // the link's other bad values.
    let learn = read.take_lesson(learn::exists);
    let mut settings = opening_settings(opening, &mut read, &mut notices);
    let stats = match &opening.saved_stats {
        Ok(Some(read)) => read.clone().unwrap_or_else(|why| {
            notices.push(Notice::StatsUnreadable(why));
            Stats::default()
        }),
        _ => Stats::default(),
    };
    // A position for the analysis board opens it over the game, which stays as it would be.
    let study = read.pos.take().and_then(|text| {
        link::read_position(&text)
            .map_err(|why| notices.push(Notice::LinkPosition(why)))
            .ok()
    });
    let puzzle = read.puzzle.take();
    let online = read.room.take();
    let (linked, mut seat) = linked_game(read, &settings, &mut notices);
    let from_link = linked.is_some();
    let by_link = seat.is_some();
    // A move sent by link: how the link's game stands to the one kept here.
    if by_link && let Some(game) = &linked {
        let kept = match &opening.saved_game {
            Ok(Some(Ok(kept))) => Some(kept),
            _ => None,
        };
        notices.extend(fork(game, kept));
    }
    let resumed = match linked {
        Some(game) => Some((game, 0.0)),
        None => resume(opening, &settings, &mut notices).map(|(game, elapsed, kept)| {
            seat = kept;
            (game, elapsed)
        }),
    };
    let (game, started_at) = match resumed {
        Some((game, elapsed)) => {
            settings.game = game.settings();
            (game, Some(-elapsed))
        }
        None => (
            Game::new(settings.game)
                .or_else(|_| Game::new(GameSettings::default()))
                .unwrap_or_else(|_| unreachable!("the default settings are valid")),
            None,
        ),
    };
    let said = match (started_at, seat) {
        (_, Some(seat)) => Said::Seated(seat),
        (Some(_), _) if from_link => Said::FromLink(game.record().ply()),
        (Some(_), _) => Said::Resumed,
        (None, _) => Said::Move,
    };
    let lessons = match &opening.saved_lessons {
        Ok(Some(read)) => read.clone().unwrap_or_else(|why| {
            notices.push(Notice::LessonsUnreadable(why));
            Done::default()
        }),
        _ => Done::default(),
    };
    let newcomer = !opening.link_asks() && opening.nothing_stored() && !opening.store_missing;
    let puzzles = match std::mem::replace(&mut opening.saved_puzzles, Ok(None)) {
        Ok(Some(read)) => read.unwrap_or_else(|why| {
            notices.push(Notice::PuzzlesUnreadable(why));
            crate::model::train::puzzles::Record::default()
        }),
        _ => crate::model::train::puzzles::Record::default(),
    };
    if opening.saved_stats.is_err() {
        notices.push(Notice::StorageTrouble);
    }
    if opening.store_missing {
        notices.push(Notice::StoreMissing);
    }
    let opened = Opened {
        settings,
        stats,
        game,
        started_at,
        seat,
        notices,
        said,
        lessons,
        puzzles,
        newcomer,
        save: by_link,
        rewrite_address: true,
    };
    (
        opened,
        Asked {
            study,
            learn,
            puzzle,
            online,
        },
    )
}

/// The state a visit opens with when it reads neither its link nor stored values (see
/// [`super::Session::open_plain`]): the defaults and a new game, with the notices for storage
/// that refused, for stored values whose reader did not load, and for a link left unread.
/// Where there is nothing to read this is what [`open`] gives; it leaves out the code that
/// reads, which a first visit does not need.
pub(super) fn plain(opening: &Opening) -> Opened {
    let mut notices = Vec::new();
    let unread = opening.link_asks();
    if unread {
        notices.push(Notice::LinkUnread);
    }
    if opening.saved_stats.is_err() {
        notices.push(Notice::StorageTrouble);
    }
    if opening.store_missing {
        notices.push(Notice::StoreMissing);
    }
    let settings = Settings::default();
    let game =
        Game::new(settings.game).unwrap_or_else(|_| unreachable!("the default settings are valid"));
    Opened {
        settings,
        stats: Stats::default(),
        game,
        started_at: None,
        seat: None,
        notices,
        said: Said::Move,
        lessons: Done::default(),
        puzzles: crate::model::train::puzzles::Record::default(),
        newcomer: !unread && opening.nothing_stored() && !opening.store_missing,
        save: false,
        rewrite_address: !unread,
    }
}

/// The settings to open with: a link with settings (anything but `learn`) decides them (and
/// what it could not use is said); otherwise the settings saved on the last visit do;
/// otherwise the defaults.
/// `read` is what the address says; what of it was not understood is taken into the notices.
fn opening_settings(opening: &Opening, read: &mut Read, notices: &mut Vec<Notice>) -> Settings {
    if !read.ignored.is_empty() {
        notices.push(Notice::LinkIgnored(std::mem::take(&mut read.ignored)));
    }
    if read.sets {
        return read.settings;
    }
    match &opening.saved_settings {
        Ok(Some(read)) => read.clone().unwrap_or_else(|why| {
            notices.push(Notice::SettingsUnreadable(why));
            Settings::default()
        }),
        _ => Settings::default(),
    }
}
