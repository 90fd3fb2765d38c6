//! Settings in a URL query, both ways: [`parse`] reads whatever a link holds, keeping what it
//! understands and naming what it does not, and [`write()`] gives the short canonical form, with
//! only the settings that differ from the defaults. It holds one concern, the address's query
//! read and written, with its tests, and is long for that reason alone.
//!
//! | key | values | default |
//! |---|---|---|
//! | `vs` | `computer`, `human` | `computer` |
//! | `level` | `easy`, `medium`, `hard`, `expert` | `medium` |
//! | `side` | `first`, `second`, `alternate` | `first` |
//! | `seeds` | `3` to `6` | `4` |
//! | `rules` | a comma list of `empty-capture`, `one-extra-turn`, `both-stores`, `skip-origin`, `pie` | none |
//! | `sweep` | `own`, `runner`, `none` | `own` |
//! | `speed` | `slow`, `normal`, `fast`, `instant` | `normal` |
//! | `motion` | `system`, `reduced`, `full` | `system` |
//! | `clock` | `off`, `1`, `2`, `5` (minutes a turn, two-player games only) | `off` |
//! | `theme` | `system`, `light`, `dark`, `contrast` | `system` |
//! | `sound` | `off`, `on` | `off` |
//! | `game` | a whole game: the engine's record text, its start position, `_`, a digit a move (`s` for the pie rule's swap) | none |
//! | `pos` | a position for the analysis board, in the engine's text form (below) | none |
//! | `puzzle` | a puzzle's number, or `daily` for the day's puzzle, to open it in Train | none |
//! | `learn` | the lessons: no value for their list, or a lesson's number, `1` to `8` | none |
//! | `online` | a room to sit in (an invite): the room's id, 12 of `a`–`z` and `0`–`9` | none |
//! | `watch` | a room to watch, with no seat: the room's id | none |
//!
//! A position is written as the engine writes it: the rules (`6x4`, then a letter for each
//! house rule), the side to move (`s` for the bottom row, `n` for the top), then the bottom
//! row's pits from pit 1, its store, the top row's pits and its store, all joined by `.` with
//! `-` between pits: `pos=6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0` is the start of standard Kalah. Any
//! total up to 72 seeds is taken, so a study need not be reachable from a start.
//!
//! ```
//! use mancala::model::share::link::{parse, write};
//! use mancala::model::settings::{Level, Opponent};
//!
//! let read = parse("?level=expert&seeds=5&colour=blue");
//! assert_eq!(read.settings.game.level, Level::Expert);
//! assert_eq!(read.settings.game.seeds, 5);
//! assert_eq!(read.settings.game.opponent, Opponent::Computer);
//! assert_eq!(read.ignored.len(), 1); // "colour" is no setting of ours
//! assert_eq!(write(&read.settings), "level=expert&seeds=5");
//! ```

use std::fmt;

use crate::engine::{HouseRules, Move, Player, Position, Record};
use crate::model::game::{Game, ResumeError};
use crate::model::settings::{Choice, GameSettings, HouseRule, SEED_CHOICES, Settings};
use crate::model::share::reasons::{position_reason, resume_reason};
use crate::model::words::{self, Lang, share, shell};
use crate::room::protocol::Invite;
pub use crate::room::protocol::RoomId;

/// Something in a query that was not applied; its setting keeps the default.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ignored {
    /// A key that names no setting.
    UnknownKey(String),
    /// A known key with a value it cannot take.
    BadValue {
        /// The key.
        key: &'static str,
        /// The value as written.
        value: String,
    },
    /// A key given more than once: none of its values is trusted.
    Repeated(&'static str),
}

/// The longest piece of a link quoted back in a message; garbage can be long.
const QUOTE_LIMIT: usize = 24;

/// A piece of a link as a message quotes it: cut to [`QUOTE_LIMIT`] characters, with every
/// character that could hide or reorder the text around it written out as its code point
/// (`U+202E`): controls, direction marks and overrides, and invisible joiners.
pub(crate) fn quote(text: &str) -> String {
    format!("“{}”", quoted(text))
}

/// A piece of a link as [`quote`] shows it, without the quotation marks, which a message
/// puts around it in its language's way.
fn quoted(text: &str) -> String {
    let mut shown = spelled(&text.chars().take(QUOTE_LIMIT).collect::<String>());
    if text.chars().count() > QUOTE_LIMIT {
        shown.push('…');
    }
    shown
}

/// `text` with every character that could hide or reorder the text around it written out as
/// its code point (`U+202E`).
fn spelled(text: &str) -> String {
    let mut shown = String::new();
    for c in text.chars() {
        if hides_or_reorders(c) {
            shown.push_str(&format!("U+{:04X}", u32::from(c)));
        } else {
            shown.push(c);
        }
    }
    shown
}

/// Whether a character can change how the text around it reads: a control character, a
/// bidirectional mark, embedding, override or isolate, or an invisible formatting character.
fn hides_or_reorders(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}'
                | '\u{115F}'..='\u{1160}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{3164}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF0}'..='\u{FFFB}'
        )
}

impl fmt::Display for Ignored {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ignored::UnknownKey(key) => f.write_str(&shell::ignored_unknown_key(&quoted(key))),
            Ignored::BadValue { key, value } => {
                f.write_str(&shell::ignored_bad_value(&quoted(value), key))
            }
            Ignored::Repeated(key) => f.write_str(&shell::ignored_repeated(key)),
        }
    }
}

/// What [`parse`] made of a query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Read {
    /// The settings: what the query set, and the defaults for the rest.
    pub settings: Settings,
    /// What was not applied, in the order it appeared.
    pub ignored: Vec<Ignored>,
    /// A whole game (`game=`), in the engine's record text, not yet read (see [`read_game`]).
    pub game: Option<String>,
    /// In a game played by link (`play=1` or `play=2`), the player the link was sent to.
    pub seat: Option<Player>,
    /// A position for the analysis board (`pos=`), not yet read (see [`read_position`]).
    pub pos: Option<String>,
    /// The lessons (`learn`), as asked for: their list or a lesson's number. Whether that
    /// lesson exists, the lessons know (see [`Read::take_lesson`]).
    pub learn: Option<LessonLink>,
    /// A puzzle to open (`puzzle=`).
    pub puzzle: Option<PuzzleLink>,
    /// Live rooms: `Some(None)` for the page that makes one (`online` with no value), or a room
    /// to sit in (`online=`) or watch (`watch=`).
    pub room: Option<Option<RoomLink>>,
    /// Whether the query holds anything but `learn`, `puzzle`, `online`, `watch` or `lang`: a
    /// link to the lessons alone leaves the saved settings in force.
    pub sets: bool,
}

/// What a `learn` value asks for: the lessons' list, or a lesson by its number, with where a
/// refusal of it goes among [`Read::ignored`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonLink {
    /// The lesson, from 0; `None` for the list.
    lesson: Option<usize>,
    /// The value as written.
    text: String,
    /// Its place among what was not applied, were it refused.
    at: usize,
}

impl Read {
    /// Takes the lessons asked for: `Some(None)` for their list, `Some(Some(n))` for lesson `n`
    /// (from 0) if `exists(n)` says there is one. A lesson that does not exist is listed in
    /// [`Read::ignored`] where the link named it, as any other bad value is.
    pub fn take_lesson(&mut self, exists: impl Fn(usize) -> bool) -> Option<Option<usize>> {
        let asked = self.learn.take()?;
        match asked.lesson {
            Some(lesson) if !exists(lesson) => {
                let at = asked.at.min(self.ignored.len());
                self.ignored.insert(
                    at,
                    Ignored::BadValue {
                        key: LEARN_KEY,
                        value: asked.text,
                    },
                );
                None
            }
            lesson => Some(lesson),
        }
    }

    /// One sentence for the page's notice (see [`ignored_sentence`]), or `None` when
    /// everything applied.
    pub fn notice(&self) -> Option<String> {
        (!self.ignored.is_empty()).then(|| ignored_sentence(&self.ignored))
    }
}

/// What a link's ignored parts come to, in one sentence for the page's notice; at most a few
/// are named, and the rest counted.
pub fn ignored_sentence(ignored: &[Ignored]) -> String {
    const NAMED: usize = 6;
    let mut parts: Vec<String> = ignored.iter().take(NAMED).map(|i| i.to_string()).collect();
    if ignored.len() > NAMED {
        let more = i64::try_from(ignored.len() - NAMED).unwrap_or(i64::MAX);
        parts.push(shell::ignored_more(more));
    }
    shell::ignored(&parts.join(&shell::ignored_separator()))
}

/// The settings a link can hold, each with its query key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    Vs,
    Level,
    Side,
    Seeds,
    Rules,
    Sweep,
    Speed,
    Motion,
    Clock,
    Theme,
    Sound,
}

impl Key {
    const ALL: [Key; 11] = [
        Key::Vs,
        Key::Level,
        Key::Side,
        Key::Seeds,
        Key::Rules,
        Key::Sweep,
        Key::Speed,
        Key::Motion,
        Key::Clock,
        Key::Theme,
        Key::Sound,
    ];

    fn name(self) -> &'static str {
        match self {
            Key::Vs => "vs",
            Key::Level => "level",
            Key::Side => "side",
            Key::Seeds => "seeds",
            Key::Rules => "rules",
            Key::Sweep => "sweep",
            Key::Speed => "speed",
            Key::Motion => "motion",
            Key::Clock => "clock",
            Key::Theme => "theme",
            Key::Sound => "sound",
        }
    }

    /// Sets this key's setting from `value`; `false` (and nothing changed) if it cannot.
    fn apply(self, value: &str, settings: &mut Settings) -> bool {
        let game = &mut settings.game;
        match self {
            Key::Vs => set(&mut game.opponent, value),
            Key::Level => set(&mut game.level, value),
            Key::Side => set(&mut game.side, value),
            Key::Seeds => match value.parse::<u8>() {
                Ok(n) if SEED_CHOICES.contains(&n) && value.len() == 1 => {
                    game.seeds = n;
                    true
                }
                _ => false,
            },
            Key::Rules => match parse_rules(value) {
                Some(rules) => {
                    let sweep = game.house.sweep;
                    game.house = HouseRules { sweep, ..rules };
                    true
                }
                None => false,
            },
            Key::Sweep => set(&mut game.house.sweep, value),
            Key::Speed => set(&mut settings.speed, value),
            Key::Motion => set(&mut settings.motion, value),
            Key::Clock => set(&mut settings.clock, value),
            Key::Theme => set(&mut settings.theme, value),
            Key::Sound => set(&mut settings.sound, value),
        }
    }

    /// This key's value in `settings`, as written in a query.
    fn value(self, settings: &Settings) -> String {
        let game = &settings.game;
        match self {
            Key::Vs => game.opponent.slug().to_string(),
            Key::Level => game.level.slug().to_string(),
            Key::Side => game.side.slug().to_string(),
            Key::Seeds => game.seeds.to_string(),
            Key::Rules => write_rules(&game.house),
            Key::Sweep => game.house.sweep.slug().to_string(),
            Key::Speed => settings.speed.slug().to_string(),
            Key::Motion => settings.motion.slug().to_string(),
            Key::Clock => settings.clock.slug().to_string(),
            Key::Theme => settings.theme.slug().to_string(),
            Key::Sound => settings.sound.slug().to_string(),
        }
    }
}

/// Sets `target` to the value `slug` names; `false` (and nothing changed) if it names none.
fn set<T: Choice>(target: &mut T, slug: &str) -> bool {
    match T::from_slug(slug) {
        Some(found) => {
            *target = found;
            true
        }
        None => false,
    }
}

/// A comma list of house-rule slugs (empty for none); `None` if any is unknown or repeated.
pub(crate) fn parse_rules(value: &str) -> Option<HouseRules> {
    let mut house = HouseRules::default();
    if value.is_empty() {
        return Some(house);
    }
    for slug in value.split(',') {
        let rule = HouseRule::from_slug(slug)?;
        if rule.is_on(&house) {
            return None;
        }
        rule.set(&mut house, true);
    }
    Some(house)
}

/// The house rules switched on, as a comma list of slugs.
pub(crate) fn write_rules(house: &HouseRules) -> String {
    HouseRule::ALL
        .iter()
        .filter(|rule| rule.is_on(house))
        .map(|rule| rule.slug())
        .collect::<Vec<_>>()
        .join(",")
}

/// Reads a query string (with or without its leading `?`). Never fails: anything it cannot
/// use is listed in [`Read::ignored`] and its setting keeps the default.
pub fn parse(query: &str) -> Read {
    let query = query.strip_prefix('?').unwrap_or(query);
    let pairs: Vec<(String, String)> = query
        .split('&')
        .map(|pair| pair.split_once('=').unwrap_or((pair, "")))
        .filter(|(key, value)| !(key.is_empty() && value.is_empty()))
        .map(|(key, value)| (decode(key), decode(value)))
        .collect();
    let known = |key: &str| {
        Key::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(key.trim()))
    };
    let mut settings = Settings::default();
    let mut ignored = Vec::new();
    let mut repeated: Vec<Key> = Vec::new();
    // The game and the seat are not settings: each is read once, whole.
    let mut single = |name: &'static str| {
        let values: Vec<&String> = pairs
            .iter()
            .filter(|(key, _)| key.trim().eq_ignore_ascii_case(name))
            .map(|(_, value)| value)
            .collect();
        match values[..] {
            [one] => Some(one.trim().to_string()),
            [] => None,
            _ => {
                ignored.push(Ignored::Repeated(name));
                None
            }
        }
    };
    let game = single(GAME_KEY);
    let seat = single(PLAY_KEY);
    let pos = single(POS_KEY);
    let learn = single(LEARN_KEY);
    let online = single(ONLINE_KEY);
    let watch = single(WATCH_KEY);
    let lang = single(words::LINK_KEY);
    let puzzle = single(PUZZLE_KEY).and_then(|text| {
        if text == DAILY {
            return Some(PuzzleLink::Daily);
        }
        let plain = !text.is_empty() && text.len() <= 6 && text.bytes().all(|b| b.is_ascii_digit());
        match text.parse::<u32>().ok().filter(|&n| plain && n > 0) {
            Some(id) => Some(PuzzleLink::Id(id)),
            None => {
                ignored.push(Ignored::BadValue {
                    key: PUZZLE_KEY,
                    value: text,
                });
                None
            }
        }
    });
    // The language is chosen before the page opens (public/boot.js, `web::language`); a link
    // names one or is told it named none.
    if let Some(value) = lang
        && Lang::for_reader(&value).is_none()
    {
        ignored.push(Ignored::BadValue {
            key: words::LINK_KEY,
            value,
        });
    }
    let learn = learn.and_then(|text| match lesson_of(&text) {
        Some(lesson) => Some(LessonLink {
            lesson,
            text,
            at: ignored.len(),
        }),
        None => {
            ignored.push(Ignored::BadValue {
                key: LEARN_KEY,
                value: text,
            });
            None
        }
    });
    // `online` with no value opens the rooms' page; an invite wins over a watch link given
    // with it, since a seated page can still watch.
    let mut room_of = |key: &'static str, text: Option<String>, sit: bool| {
        let text = text?;
        if sit && text.is_empty() {
            return Some(None);
        }
        // An invite carries the room's invite after its id: `online=<id>.<invite>`.
        let (id, invite) = match text.split_once('.') {
            Some((id, invite)) if sit => (id, invite.parse::<Invite>().ok().map(Some)),
            _ => (text.as_str(), Some(None)),
        };
        match (RoomId::new(id), invite) {
            (Some(id), Some(invite)) => Some(Some(RoomLink { id, sit, invite })),
            _ => {
                ignored.push(Ignored::BadValue { key, value: text });
                None
            }
        }
    };
    let room = room_of(ONLINE_KEY, online, true).or_else(|| room_of(WATCH_KEY, watch, false));
    let named = |key: &str, keys: &[&str]| keys.iter().any(|k| key.trim().eq_ignore_ascii_case(k));
    // What opens a mode or picks the language, rather than setting up a game.
    let not_a_setup = [
        LEARN_KEY,
        PUZZLE_KEY,
        ONLINE_KEY,
        WATCH_KEY,
        words::LINK_KEY,
    ];
    let sets = pairs.iter().any(|(key, _)| !named(key, &not_a_setup));
    let seat = match seat.as_deref().map(|text| (text, player_of(text))) {
        None => None,
        Some((_, Some(player))) => Some(player),
        Some((other, None)) => {
            ignored.push(Ignored::BadValue {
                key: PLAY_KEY,
                value: other.to_string(),
            });
            None
        }
    };
    // In the order written, so the notice names things as the link has them.
    for (key, value) in &pairs {
        if named(key, &not_a_setup) || named(key, &[GAME_KEY, PLAY_KEY, POS_KEY]) {
            continue;
        }
        let Some(found) = known(key) else {
            ignored.push(Ignored::UnknownKey(key.clone()));
            continue;
        };
        if pairs
            .iter()
            .filter(|(k, _)| known(k) == Some(found))
            .count()
            > 1
        {
            if !repeated.contains(&found) {
                repeated.push(found);
                ignored.push(Ignored::Repeated(found.name()));
            }
        } else if !found.apply(value.trim(), &mut settings) {
            ignored.push(Ignored::BadValue {
                key: found.name(),
                value: value.clone(),
            });
        }
    }
    Read {
        settings,
        ignored,
        seat: seat.filter(|_| game.is_some()),
        game,
        pos,
        learn,
        puzzle,
        room,
        sets,
    }
}

/// The key of an invite to a live room: who opens it takes the free seat.
pub const ONLINE_KEY: &str = "online";

/// The key of a link that watches a live room, with no seat.
pub const WATCH_KEY: &str = "watch";

/// A link to a live room: a player's, which takes a seat back by the secret the page holds
/// or takes a free one by the room's invite, or a watch link, which takes no seat. None
/// carries a seat's secret: that stays in the storage of the page it was given to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoomLink {
    /// The room.
    pub id: RoomId,
    /// Whether the link is a player's.
    pub sit: bool,
    /// The room's invite, on an invite link (never on a watch link).
    pub invite: Option<Invite>,
}

impl fmt::Display for RoomLink {
    /// The link's query: `online=<id>`, `online=<id>.<invite>` or `watch=<id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.sit, self.invite) {
            (true, Some(invite)) => write!(f, "{ONLINE_KEY}={}.{invite}", self.id),
            (true, None) => write!(f, "{ONLINE_KEY}={}", self.id),
            (false, _) => write!(f, "{WATCH_KEY}={}", self.id),
        }
    }
}

/// The key of a puzzle in a link.
pub const PUZZLE_KEY: &str = "puzzle";

/// The value of [`PUZZLE_KEY`] that asks for the day's puzzle, whichever it is that day.
const DAILY: &str = "daily";

/// A puzzle a link asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleLink {
    /// This puzzle, by its number.
    Id(u32),
    /// The daily puzzle of the day the link is opened.
    Daily,
}

impl fmt::Display for PuzzleLink {
    /// The link's query for it: `puzzle=12` or `puzzle=daily`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleLink::Id(id) => write!(f, "{PUZZLE_KEY}={id}"),
            PuzzleLink::Daily => write!(f, "{PUZZLE_KEY}={DAILY}"),
        }
    }
}

/// The key of the lessons in a link.
pub const LEARN_KEY: &str = "learn";

/// The lessons a `learn` value asks for: `Some(None)` for the list (no value), `Some(Some(n))`
/// for lesson number `n + 1`; `None` if it is not a lesson's number (whole, from 1). Whether
/// that lesson exists is the lessons' to say.
fn lesson_of(text: &str) -> Option<Option<usize>> {
    if text.is_empty() {
        return Some(None);
    }
    let number: usize = text
        .parse()
        .ok()
        .filter(|_| text.bytes().all(|b| b.is_ascii_digit()))?;
    number.checked_sub(1).map(Some)
}

/// The query of a link that opens the lessons: their list, or lesson `lesson` (from 0).
pub fn write_learn(lesson: Option<usize>) -> String {
    match lesson {
        None => LEARN_KEY.to_string(),
        Some(lesson) => format!("{LEARN_KEY}={}", lesson + 1),
    }
}

/// The key of a position for the analysis board in a link.
pub const POS_KEY: &str = "pos";

/// The most characters a position's text may have: the longest real one is about 60.
const POSITION_TEXT_LIMIT: usize = 80;

/// The query of a link that opens the analysis board on `position`.
pub fn write_position(position: &Position) -> String {
    format!("{POS_KEY}={position}")
}

/// The position a link's `pos=` holds, or why it cannot be used, in a sentence for the page's
/// notice that quotes the text (hidden and direction characters spelled out).
///
/// # Errors
/// The sentence, when the text is not a position the analysis board can take.
pub fn read_position(text: &str) -> Result<Position, String> {
    let refused = |why: String| share::link_position_refused(&why);
    let chars = text.chars().count();
    if chars > POSITION_TEXT_LIMIT {
        return Err(refused(share::link_position_too_long(
            &quote(text),
            &chars.to_string(),
        )));
    }
    // The reason may quote a piece of the text: spelled out as the quote is.
    let position = Position::parse_study(text).map_err(|error| {
        refused(share::link_position_unreadable(
            &quote(text),
            &spelled(&position_reason(&error)),
        ))
    })?;
    match position.total_seeds() {
        0 => Err(refused(share::link_position_no_seeds(&quote(text)))),
        _ => Ok(position),
    }
}

/// The key of a whole game in a link.
pub const GAME_KEY: &str = "game";

/// The key of the player a game played by link is sent to.
pub const PLAY_KEY: &str = "play";

/// The most characters a game's text may have: a start and a thousand moves, and some over.
const GAME_TEXT_LIMIT: usize = 1200;

/// A link to a whole game: its settings (as [`write()`] gives them) and `game=` with the record
/// in the engine's text form, its start position then `_` and a digit per move.
pub fn write_game(settings: &Settings, record: &Record) -> String {
    let setup = write(settings);
    let game = format!("{GAME_KEY}={record}");
    match setup.is_empty() {
        true => game,
        false => format!("{setup}&{game}"),
    }
}

/// A move sent by link: the game as [`write_game`] writes it, then `play=` and the player
/// (`1` at the bottom, `2` at the top) it is sent to.
pub fn write_play(settings: &Settings, record: &Record, to: Player) -> String {
    format!(
        "{}&{PLAY_KEY}={}",
        write_game(settings, record),
        player_digit(to)
    )
}

/// How a link, and a saved game, name a player: `1` for the bottom one (player 1), `2` for
/// the top.
pub(crate) fn player_digit(player: Player) -> &'static str {
    match player {
        Player::South => "1",
        Player::North => "2",
    }
}

/// The player a [`player_digit`] names, if it names one.
pub(crate) fn player_of(digit: &str) -> Option<Player> {
    [Player::South, Player::North]
        .into_iter()
        .find(|&player| player_digit(player) == digit)
}

/// The game a link's `game=` holds, played from `settings`' start: every move up to the first
/// that cannot be read or played, and, when one cannot, why in words, naming it. `None` for the
/// game when nothing of it can be used (its start is not this setup's).
pub fn read_game(settings: GameSettings, text: &str) -> (Option<Game>, Option<String>) {
    let refused = |why: String| (None, Some(share::link_game_refused(&why)));
    if text.chars().count() > GAME_TEXT_LIMIT {
        return refused(share::link_game_too_long(&text.len().to_string()));
    }
    let Ok(fresh) = Game::new(settings) else {
        return refused(share::link_game_no_rules());
    };
    let (start, digits) = text.split_once('_').unwrap_or((text, ""));
    let from = match start.parse::<Position>() {
        // Under alternating sides a game may open with either player; any other start than
        // the settings' own is kept with the game.
        Ok(position) if Game::may_start_from(settings, &position) => {
            (position != *fresh.position()).then_some(position)
        }
        Ok(_) => return refused(share::link_game_other_start(&quote(start))),
        Err(_) => return refused(share::link_game_not_a_position(&quote(start))),
    };
    let mut moves = Vec::new();
    let mut why = None;
    for (i, c) in digits.chars().enumerate() {
        match Move::from_letter(c) {
            Some(next) => moves.push(next),
            None => {
                why = Some(share::link_game_not_a_move(
                    &(i + 1).to_string(),
                    &quote(&c.to_string()),
                ));
                break;
            }
        }
    }
    // A link's game is shown, not counted: it was not played here from its start.
    let game = match Game::resume_from(settings, from, &moves, true) {
        Ok(game) => game,
        Err(error @ ResumeError::Move { ply, .. }) => {
            why = Some(resume_reason(error));
            match Game::resume_from(settings, from, &moves[..ply], true) {
                Ok(game) => game,
                Err(error) => return refused(resume_reason(error)),
            }
        }
        Err(error) => return refused(resume_reason(error)),
    };
    let notice = why.map(|why| {
        let kept = game.record().ply();
        share::link_game_stops_early(
            &why,
            i64::try_from(kept).unwrap_or(i64::MAX),
            &kept.to_string(),
        )
    });
    (Some(game), notice)
}

/// The canonical query for `settings`, without the `?`: only the settings that differ from the
/// defaults, in a fixed order. Empty for the defaults.
pub fn write(settings: &Settings) -> String {
    let default = Settings::default();
    Key::ALL
        .into_iter()
        .map(|key| (key, key.value(settings)))
        .filter(|(key, value)| *value != key.value(&default))
        .map(|(key, value)| format!("{}={value}", key.name()))
        .collect::<Vec<_>>()
        .join("&")
}

/// Percent-decoding as browsers encode a query (`+` is a space). A broken escape is kept as
/// written, and bytes that are not UTF-8 become replacement characters.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => match (bytes.get(i + 1), bytes.get(i + 2)) {
                (Some(&high), Some(&low))
                    if high.is_ascii_hexdigit() && low.is_ascii_hexdigit() =>
                {
                    let hex = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
                    out.push(hex(high) * 16 + hex(low));
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Sweep;
    use crate::model::settings::{Clock, GameSettings, Level, Motion, Opponent, Side, Speed};

    fn round_trip(settings: Settings) {
        let written = write(&settings);
        let read = parse(&written);
        assert_eq!(read.settings, settings, "through {written:?}");
        assert!(read.ignored.is_empty(), "{written:?}: {:?}", read.ignored);
    }

    #[test]
    fn the_defaults_write_nothing_and_an_empty_query_reads_as_the_defaults() {
        assert_eq!(write(&Settings::default()), "");
        for empty in ["", "?", "&&", "?&"] {
            assert_eq!(
                parse(empty),
                Read {
                    settings: Settings::default(),
                    ignored: vec![],
                    game: None,
                    seat: None,
                    pos: None,
                    learn: None,
                    puzzle: None,
                    room: None,
                    sets: false,
                }
            );
        }
    }

    #[test]
    fn every_value_of_every_setting_survives_a_round_trip() {
        let base = Settings::default();
        let game = |edit: &dyn Fn(&mut GameSettings)| {
            let mut settings = base;
            edit(&mut settings.game);
            settings
        };
        for opponent in Opponent::ALL {
            round_trip(game(&|g| g.opponent = *opponent));
        }
        for level in <Level as Choice>::ALL {
            round_trip(game(&|g| g.level = *level));
        }
        for side in Side::ALL {
            round_trip(game(&|g| g.side = *side));
        }
        for seeds in SEED_CHOICES {
            round_trip(game(&|g| g.seeds = seeds));
        }
        for mask in 0..16u8 {
            round_trip(game(&|g| {
                g.house.empty_capture = mask & 1 != 0;
                g.house.single_extra_turn = mask & 2 != 0;
                g.house.sow_both_stores = mask & 4 != 0;
                g.house.skip_origin = mask & 8 != 0;
            }));
        }
        for sweep in Sweep::ALL {
            round_trip(game(&|g| g.house.sweep = *sweep));
        }
        for speed in Speed::ALL {
            round_trip(Settings {
                speed: *speed,
                ..base
            });
        }
        for motion in Motion::ALL {
            round_trip(Settings {
                motion: *motion,
                ..base
            });
        }
        for clock in Clock::ALL {
            round_trip(Settings {
                clock: *clock,
                ..base
            });
        }
    }

    #[test]
    fn a_full_setup_is_written_in_a_fixed_order_with_readable_values() {
        let mut settings = Settings::default();
        settings.game.opponent = Opponent::Human;
        settings.game.level = Level::Expert;
        settings.game.side = Side::Second;
        settings.game.seeds = 6;
        settings.game.house.empty_capture = true;
        settings.game.house.skip_origin = true;
        settings.game.house.sweep = Sweep::Discard;
        settings.speed = Speed::Instant;
        settings.motion = Motion::Full;
        settings.clock = Clock::Two;
        assert_eq!(
            write(&settings),
            "vs=human&level=expert&side=second&seeds=6&rules=empty-capture,skip-origin\
             &sweep=none&speed=instant&motion=full&clock=2"
        );
        round_trip(settings);
    }

    #[test]
    fn keys_and_values_are_read_whatever_their_case_and_encoding() {
        let read = parse("?LEVEL=Hard&rules=Empty-Capture%2Cboth-stores&speed=%20fast+");
        assert!(read.ignored.is_empty(), "{:?}", read.ignored);
        assert_eq!(read.settings.game.level, Level::Hard);
        assert!(read.settings.game.house.empty_capture);
        assert!(read.settings.game.house.sow_both_stores);
        assert_eq!(read.settings.speed, Speed::Fast);
    }

    #[test]
    fn unknown_keys_are_named_and_the_rest_still_applies() {
        let read = parse("colour=blue&seeds=5&utm_source=mail");
        assert_eq!(read.settings.game.seeds, 5);
        assert_eq!(
            read.ignored,
            vec![
                Ignored::UnknownKey("colour".into()),
                Ignored::UnknownKey("utm_source".into())
            ]
        );
    }

    #[test]
    fn misspelt_and_out_of_range_values_fall_back_to_their_defaults() {
        for (query, key) in [
            ("level=imposible", "level"),
            ("seeds=7", "seeds"),
            ("seeds=2", "seeds"),
            ("seeds=04", "seeds"),
            ("seeds=-1", "seeds"),
            ("seeds=99999999999999999999", "seeds"),
            ("vs=", "vs"),
            ("side=middle", "side"),
            ("rules=empty-capture,empty-capture", "rules"),
            ("rules=empty-capture,,skip-origin", "rules"),
            ("rules=no-such-rule", "rules"),
            ("sweep=both", "sweep"),
            ("speed=warp", "speed"),
            ("motion=none", "motion"),
            ("clock=3", "clock"),
            ("clock=1m", "clock"),
            ("clock=", "clock"),
        ] {
            let read = parse(query);
            assert_eq!(read.settings, Settings::default(), "{query}");
            assert!(
                matches!(&read.ignored[..], [Ignored::BadValue { key: k, .. }] if *k == key),
                "{query}: {:?}",
                read.ignored
            );
        }
    }

    #[test]
    fn a_language_is_left_to_the_page_and_one_it_does_not_speak_is_named() {
        let read = parse("lang=fr&level=hard");
        assert!(read.ignored.is_empty(), "{:?}", read.ignored);
        assert_eq!(read.settings.game.level, Level::Hard);
        let read = parse("LANG=pt-pt");
        assert!(read.ignored.is_empty(), "Portuguese is read in Brazil's");
        assert!(
            !read.sets,
            "a language alone leaves the saved settings in force"
        );
        let read = parse("lang=klingon&level=hard");
        assert_eq!(
            read.ignored,
            vec![Ignored::BadValue {
                key: "lang",
                value: "klingon".to_string()
            }]
        );
        assert_eq!(read.settings.game.level, Level::Hard);
    }

    #[test]
    fn a_repeated_key_trusts_neither_value() {
        let read = parse("level=hard&seeds=3&level=easy&level=expert");
        assert_eq!(read.settings.game.level, Level::default());
        assert_eq!(read.settings.game.seeds, 3);
        assert_eq!(read.ignored, vec![Ignored::Repeated("level")]);
    }

    #[test]
    fn characters_that_could_reorder_or_hide_a_notice_are_written_out() {
        let read = parse("lev%E2%80%AEel=x&a%00b=1&%E2%81%A6x=y&z%E2%80%8Bw=1&caf%C3%A9=1");
        let notice = read.notice().expect("unknown keys");
        for shown in ["levU+202Eel", "aU+0000b", "U+2066x", "zU+200Bw", "café"] {
            assert!(notice.contains(shown), "{shown} not in {notice}");
        }
        for hidden in ['\u{202E}', '\u{0}', '\u{2066}', '\u{200B}'] {
            assert!(!notice.contains(hidden), "{hidden:?} in {notice}");
        }
    }

    #[test]
    fn garbage_reads_as_the_defaults_with_a_notice_that_stays_short() {
        let garbage = format!("%%%&=&{}&\u{0}=%ff%fe&level&a&b&c", "x".repeat(5000));
        let read = parse(&garbage);
        assert_eq!(read.settings, Settings::default());
        let notice = read.notice().expect("something was ignored");
        assert!(notice.len() < 400, "{notice}");
        assert!(notice.contains("more"), "{notice}");
        assert_eq!(parse("seeds=5").notice(), None);
    }
}
