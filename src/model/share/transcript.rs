//! A game as text, to copy and paste: [`write()`] gives a record of the game, a block of tags
//! then the moves in the move list's notation (see [`crate::model::moves`]), and [`read`] opens
//! such a record again, as strictly as a link is read. [`read_pasted`] takes whatever was
//! pasted into the page's field, a record or a game link. It holds one concern, the game's
//! text record read and written, and is long for that reason alone; its tests are in
//! `tests/transcript.rs`.
//!
//! ```text
//! [Date "2026-12-02"]
//! [South "You"]
//! [North "Computer, Hard (level 7)"]
//! [Side "first"]
//! [Seeds "4"]
//! [Rules "empty-capture"]
//! [Result "Unfinished"]
//!
//! 1. 3 6 | 2 4
//! ```
//!
//! | tag | value | written |
//! |---|---|---|
//! | `Date` | the day the record was made, `2026-12-02` | when the caller gives one |
//! | `South` | the bottom player: `You`, or `Player 1` in a two-player game | always |
//! | `North` | the top player: `Computer, ` and the level as the page names it (`Hard (level 7)`, `Level 3`), or `Player 2` | always |
//! | `Side` | who opens, as a link's `side`: `first`, `second`, `alternate` | always |
//! | `Seeds` | seeds per pit, `3` to `6` | always |
//! | `Rules` | the house rules, as a link's `rules`: a comma list of `empty-capture`, `one-extra-turn`, `both-stores`, `skip-origin`, `pie` | when one is on |
//! | `Sweep` | as a link's `sweep`: `runner` or `none` | when it is not `own` |
//! | `Start` | the start position in the engine's text form | when it is not the setup's own start |
//! | `Result` | `South wins by 12 seeds, 30 to 18`, `A draw, 24 each`, or `Unfinished` | always |
//!
//! The moves follow a blank line, on one line as the move list writes them, so that a field
//! that drops line breaks on paste still parts every move from the next. A two-player record
//! names no level: it reads back with the default level, which a two-player game does not use,
//! and the page opens it with the level already chosen ([`Pasted::settings`]).
//!
//! Reading takes tag names and words in any letter case, tags in any order, and any whitespace
//! between the parts (tabs, Windows line ends, lines joined or broken by a chat app), as the
//! same words. Anything else is refused, with the reason in a sentence that quotes the part at
//! fault (hidden and direction characters spelled out as `U+202E`): an unknown or repeated tag,
//! a missing `South`, `North`, `Side` or `Seeds`, a value a tag cannot take, a `Start` the
//! setup cannot begin from, a `Result` the moves do not come to, and the first move that is not
//! a pit or a swap, that the rules refuse, or that is written in the wrong turn, named by its
//! number and round.
//!
//! ```
//! use mancala::engine::Pit;
//! use mancala::model::game::Game;
//! use mancala::model::settings::GameSettings;
//! use mancala::model::share::transcript::{Date, read, write};
//!
//! let pits: Vec<Pit> = [3, 6, 2].iter().map(|&n| Pit::new(n).unwrap()).collect();
//! let game = Game::resume(GameSettings::default(), &pits, false).unwrap();
//! let text = write(&game, Date::new(2026, 12, 2));
//! assert_eq!(
//!     text,
//!     "[Date \"2026-12-02\"]\n[South \"You\"]\n[North \"Computer, Medium (level 5)\"]\n\
//!      [Side \"first\"]\n[Seeds \"4\"]\n[Result \"Unfinished\"]\n\n1. 3 6 | 2\n"
//! );
//! let back = read(&text.replace('\n', "\r\n")).unwrap();
//! assert_eq!(back.game.record(), game.record());
//! assert_eq!(back.date, Date::new(2026, 12, 2));
//!
//! let error = read(&text.replace("| 2", "| 2\u{200B}")).unwrap_err();
//! assert_eq!(error.to_string(), "Move 3 (in round 1), “2U+200B”, is not a pit or a swap.");
//! ```

use std::fmt;

use crate::engine::{GameResult, Move, PlayError, Position, Record, Sweep};
use crate::model::game::{Game, ResumeError};
use crate::model::moves::{chains, notation};
use crate::model::settings::{Choice, GameSettings, Level, Opponent, SEED_CHOICES, Settings, Side};
use crate::model::share::link::{self, parse_rules, write_rules};

/// The most characters a pasted record may have: the tags and a thousand moves, and some over.
pub const RECORD_TEXT_LIMIT: usize = 10_000;

/// A calendar day, as a record's `Date` tag writes it: `2026-12-02`. The model has no clock:
/// the caller says what day it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

impl Date {
    /// The day, or `None` when there is no such day (the years are 1 to 9999).
    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        let leap =
            year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
        let days = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => 0,
        };
        ((1..=9999).contains(&year) && (1..=days).contains(&day)).then_some(Date {
            year,
            month,
            day,
        })
    }

    /// The year.
    pub fn year(self) -> u16 {
        self.year
    }

    /// The month, 1 to 12.
    pub fn month(self) -> u8 {
        self.month
    }

    /// The day of the month, from 1.
    pub fn day(self) -> u8 {
        self.day
    }

    /// The day a tag's value names: exactly `YYYY-MM-DD`.
    fn parse(text: &str) -> Option<Date> {
        let bytes = text.as_bytes();
        if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
            return None;
        }
        let number = |from: usize, to: usize| -> Option<u16> {
            bytes[from..to].iter().try_fold(0u16, |n, &b| {
                b.is_ascii_digit().then(|| n * 10 + u16::from(b - b'0'))
            })
        };
        let small = |from, to| number(from, to).and_then(|n| u8::try_from(n).ok());
        Date::new(number(0, 4)?, small(5, 7)?, small(8, 10)?)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The tags of a record, in the order [`write()`] writes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tag {
    Date,
    South,
    North,
    Side,
    Seeds,
    Rules,
    Sweep,
    Start,
    Result,
}

impl Tag {
    const ALL: [Tag; 9] = [
        Tag::Date,
        Tag::South,
        Tag::North,
        Tag::Side,
        Tag::Seeds,
        Tag::Rules,
        Tag::Sweep,
        Tag::Start,
        Tag::Result,
    ];

    fn name(self) -> &'static str {
        match self {
            Tag::Date => "Date",
            Tag::South => "South",
            Tag::North => "North",
            Tag::Side => "Side",
            Tag::Seeds => "Seeds",
            Tag::Rules => "Rules",
            Tag::Sweep => "Sweep",
            Tag::Start => "Start",
            Tag::Result => "Result",
        }
    }
}

/// The tag names a record has, as a comma list: "Date, South, …".
pub(super) fn tag_names() -> String {
    let names: Vec<&str> = Tag::ALL.iter().map(|tag| tag.name()).collect();
    names.join(", ")
}

/// Why a pasted text was not opened. Its [`Display`](fmt::Display) (in `refused.rs`) is a
/// sentence for the page's notice, which quotes the part at fault with hidden and direction characters spelled
/// out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// Nothing but whitespace.
    Empty,
    /// More characters than any record has ([`RECORD_TEXT_LIMIT`]).
    TooLong {
        /// Its characters.
        chars: usize,
    },
    /// Text that begins with no tag, and is no link either.
    NotARecord {
        /// The text, from its first character that is not whitespace.
        begins: String,
    },
    /// Something in brackets that is not written as a tag is, `[Name "value"]`.
    NotATag {
        /// It, as written.
        text: String,
    },
    /// A tag that a record does not have.
    UnknownTag {
        /// Its name, as written.
        name: String,
    },
    /// A tag given twice.
    RepeatedTag {
        /// Its name.
        tag: &'static str,
    },
    /// A tag every record needs is missing.
    MissingTag {
        /// Its name.
        tag: &'static str,
    },
    /// A tag with a value it cannot take.
    BadValue {
        /// Its name.
        tag: &'static str,
        /// The value, as written.
        value: String,
    },
    /// Two players who do not play one game together, such as `You` and `Player 2`.
    Players {
        /// The South tag's value.
        south: String,
        /// The North tag's value.
        north: String,
    },
    /// A round of the moves that does not begin with its number, such as `2.`.
    RoundNumber {
        /// The round, from 1.
        round: usize,
        /// What stands where its number should.
        found: String,
    },
    /// A round whose first turn is followed by more than a second turn after `|`.
    MissingBar {
        /// The round, from 1.
        round: usize,
    },
    /// A turn with no moves, such as `1. | 2`.
    EmptyTurn {
        /// Its round, from 1.
        round: usize,
    },
    /// A move that is not a pit's number or `swap`.
    NotAMove {
        /// Moves before it.
        ply: usize,
        /// Its round, from 1.
        round: usize,
        /// It, as written.
        text: String,
    },
    /// A move the rules refuse where it comes.
    Illegal {
        /// Moves before it.
        ply: usize,
        /// Its round, from 1.
        round: usize,
        /// It, as written.
        text: String,
        /// Why the rules refuse it.
        error: PlayError,
    },
    /// A move written in a turn that is over: the move before it gave no extra turn, so it is
    /// the other player's.
    TurnOver {
        /// Moves before it.
        ply: usize,
        /// Its round, from 1.
        round: usize,
        /// It, as written.
        text: String,
    },
    /// A turn that ends on a move that earned an extra turn, though more moves follow.
    ExtraTurnLeft {
        /// Moves before that move.
        ply: usize,
        /// Its round, from 1.
        round: usize,
        /// That move, as written.
        text: String,
    },
    /// A result that is not what the moves come to.
    WrongResult {
        /// The Result tag's value, as written.
        written: String,
        /// The result of the moves.
        actual: String,
    },
    /// A game link that opens no game: the link reader's sentence (see
    /// [`crate::model::share::link::read_game`]).
    Link(String),
    /// A link with no game in it.
    NoGameInLink,
}

impl std::error::Error for ReadError {}

/// A record read back.
#[derive(Clone, Debug)]
pub struct Transcript {
    /// The game, at its last move, with the settings its tags give; not counted in the
    /// statistics, since it was not played here.
    pub game: Game,
    /// The day the record gives, if it gives one.
    pub date: Option<Date>,
}

/// What [`read_pasted`] opened.
#[derive(Clone, Debug)]
pub struct Pasted {
    /// The game, at its last move; not counted in the statistics.
    pub game: Game,
    /// The day a record gives, if it gives one (a link gives none).
    pub date: Option<Date>,
    /// For a link: what of it was not used, and where its game stops early, as the link reader
    /// says it. A record opens whole or not at all, so it has none.
    pub notice: Option<String>,
    /// Whether the text named a level: a link always does, a record only against the computer.
    pub names_level: bool,
    /// For a link: its query, which the page follows as it is, so that the game opens as the
    /// link would, with its notice on the page.
    pub query: Option<String>,
}

impl Pasted {
    /// The query to open the game with, from the settings in use (`current`): a link's own, or
    /// for a record a game link under [`Pasted::settings`].
    pub fn query(&self, current: &Settings) -> String {
        match &self.query {
            Some(query) => query.clone(),
            None => link::write_game(&self.settings(current), self.game.record()),
        }
    }

    /// The settings to open the game with, from those in use (`current`): the game's own, with
    /// the level in use where the text names none (a two-player record), so that opening a game
    /// does not reset the level chosen for the computer. The rest (colours, speed, sound) stay
    /// as they are.
    pub fn settings(&self, current: &Settings) -> Settings {
        let mut game = self.game.settings();
        if !self.names_level {
            game.level = current.game.level;
        }
        Settings { game, ..*current }
    }
}

/// The game as a record: its tags, one a line, then a blank line and the moves on one line in
/// the move list's notation (none before the first move). The `Date` tag is written when `date`
/// is given.
pub fn write(game: &Game, date: Option<Date>) -> String {
    let settings = game.settings();
    let [south, north] = names(settings.opponent, settings.level);
    let mut tags: Vec<(Tag, String)> = Vec::new();
    if let Some(date) = date {
        tags.push((Tag::Date, date.to_string()));
    }
    tags.push((Tag::South, south));
    tags.push((Tag::North, north));
    tags.push((Tag::Side, settings.side.slug().to_string()));
    tags.push((Tag::Seeds, settings.seeds.to_string()));
    let rules = write_rules(&settings.house);
    if !rules.is_empty() {
        tags.push((Tag::Rules, rules));
    }
    if settings.house.sweep != Sweep::default() {
        tags.push((Tag::Sweep, settings.house.sweep.slug().to_string()));
    }
    if let Some(start) = game.studied_start() {
        tags.push((Tag::Start, start.to_string()));
    }
    tags.push((Tag::Result, result_text(game.record())));
    let mut text: String = tags
        .iter()
        .map(|(tag, value)| format!("[{} \"{value}\"]\n", tag.name()))
        .collect();
    if game.record().ply() > 0 {
        text.push('\n');
        text.push_str(&notation(game.record()));
        text.push('\n');
    }
    text
}

/// The two players as a record names them, South first. A record is a format, not words: it
/// names them in English whatever language the page speaks, so that it reads back on any page.
fn names(opponent: Opponent, level: Level) -> [String; 2] {
    match opponent {
        Opponent::Computer => [
            "You".to_string(),
            format!("Computer, {}", level_text(level)),
        ],
        Opponent::Human => ["Player 1".to_string(), "Player 2".to_string()],
    }
}

/// A level as a record names it, as the English page does: "Level 3", or "Hard (level 7)".
fn level_text(level: Level) -> String {
    let number = level.number();
    let named = match level {
        Level::Easy => "Easy",
        Level::Medium => "Medium",
        Level::Hard => "Hard",
        Level::Expert => "Expert",
        Level::Two | Level::Three | Level::Four | Level::Six => {
            return format!("Level {number}");
        }
    };
    format!("{named} (level {number})")
}

/// How the game stands, as the Result tag says it (in English, as [`names`] does).
fn result_text(record: &Record) -> String {
    let Some(result) = record.result() else {
        return "Unfinished".to_string();
    };
    // A game stopped by the move limit is scored with each row banked by its owner.
    let scores = record
        .position()
        .final_scores()
        .unwrap_or_else(|| record.position().own_rows_banked());
    match result {
        GameResult::Draw => format!("A draw, {} each", scores.south),
        GameResult::Win { winner, margin } => format!(
            "{winner} wins by {margin} {}, {} to {}",
            if margin == 1 { "seed" } else { "seeds" },
            scores.of(winner),
            scores.of(winner.other())
        ),
    }
}

/// Whether two values are the same words: letter case and whitespace aside.
fn same(a: &str, b: &str) -> bool {
    a.split_whitespace()
        .map(str::to_ascii_lowercase)
        .eq(b.split_whitespace().map(str::to_ascii_lowercase))
}

/// Reads a record as [`write()`] writes it (see the module's notes for what is accepted).
///
/// # Errors
/// [`ReadError`] naming the first thing that is wrong; no game is opened then.
pub fn read(text: &str) -> Result<Transcript, ReadError> {
    if text.chars().nth(RECORD_TEXT_LIMIT).is_some() {
        return Err(ReadError::TooLong {
            chars: text.chars().count(),
        });
    }
    let text = text.trim();
    if text.is_empty() {
        return Err(ReadError::Empty);
    }
    let (tags, list) = read_tags(text)?;
    if tags.is_empty() {
        return Err(ReadError::NotARecord {
            begins: text.to_string(),
        });
    }
    let value = |tag: Tag| {
        tags.iter()
            .find(|(found, _)| *found == tag)
            .map(|&(_, value)| value)
    };
    let required = |tag: Tag| value(tag).ok_or(ReadError::MissingTag { tag: tag.name() });
    let bad = |tag: Tag, value: &str| ReadError::BadValue {
        tag: tag.name(),
        value: value.to_string(),
    };
    let (opponent, level) = players(required(Tag::South)?, required(Tag::North)?)?;
    let side = required(Tag::Side)?;
    let side = Side::from_slug(side).ok_or_else(|| bad(Tag::Side, side))?;
    let seeds = required(Tag::Seeds)?;
    let seeds = match seeds.parse::<u8>() {
        Ok(n) if SEED_CHOICES.contains(&n) && seeds.len() == 1 => n,
        _ => return Err(bad(Tag::Seeds, seeds)),
    };
    let mut house = match value(Tag::Rules) {
        None => Default::default(),
        Some(rules) => {
            let slugs: Vec<&str> = rules.split(',').map(str::trim).collect();
            parse_rules(&slugs.join(",")).ok_or_else(|| bad(Tag::Rules, rules))?
        }
    };
    if let Some(sweep) = value(Tag::Sweep) {
        house.sweep = Sweep::from_slug(sweep).ok_or_else(|| bad(Tag::Sweep, sweep))?;
    }
    let settings = GameSettings {
        opponent,
        level,
        side,
        seeds,
        house,
    };
    let date = match value(Tag::Date) {
        Some(date) => Some(Date::parse(date).ok_or_else(|| bad(Tag::Date, date))?),
        None => None,
    };
    let from = match value(Tag::Start) {
        None => None,
        Some(start) => match start.parse::<Position>() {
            Ok(position) if Game::may_start_from(settings, &position) => {
                let fresh = Game::new(settings).map_err(|_| bad(Tag::Start, start))?;
                (position != *fresh.position()).then_some(position)
            }
            _ => return Err(bad(Tag::Start, start)),
        },
    };
    let turns = read_list(list)?;
    let written: Vec<&Written> = turns.iter().flatten().collect();
    let moves: Vec<Move> = written.iter().map(|w| w.played).collect();
    let game = match Game::resume_from(settings, from, &moves, true) {
        Ok(game) => game,
        Err(ResumeError::Move { ply, error, .. }) => {
            let w = written[ply];
            return Err(ReadError::Illegal {
                ply,
                round: w.round,
                text: w.text.to_string(),
                error,
            });
        }
        Err(ResumeError::Rules(_)) => return Err(bad(Tag::Seeds, &seeds.to_string())),
    };
    check_turns(&turns, game.record())?;
    if let Some(written) = value(Tag::Result) {
        let actual = result_text(game.record());
        if !same(written, &actual) {
            return Err(ReadError::WrongResult {
                written: written.to_string(),
                actual,
            });
        }
    }
    Ok(Transcript { game, date })
}

/// A record's tags as read, in order, each with its value (trimmed).
type Tags<'a> = Vec<(Tag, &'a str)>;

/// The tags at the head of `text`, and the text after them.
fn read_tags(text: &str) -> Result<(Tags<'_>, &str), ReadError> {
    let mut tags: Tags = Vec::new();
    let mut rest = text.trim_start();
    while let Some(after) = rest.strip_prefix('[') {
        let Some(end) = after.find(']') else {
            return Err(ReadError::NotATag {
                text: rest.to_string(),
            });
        };
        let written = &rest[..end + 2];
        let (name, value) = split_tag(&after[..end]).ok_or_else(|| ReadError::NotATag {
            text: written.to_string(),
        })?;
        let tag = Tag::ALL
            .into_iter()
            .find(|tag| tag.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| ReadError::UnknownTag {
                name: name.to_string(),
            })?;
        if tags.iter().any(|(found, _)| *found == tag) {
            return Err(ReadError::RepeatedTag { tag: tag.name() });
        }
        tags.push((tag, value));
        rest = after[end + 1..].trim_start();
    }
    Ok((tags, rest))
}

/// A tag's name and value from what stands between its brackets: `Name "value"`.
fn split_tag(inside: &str) -> Option<(&str, &str)> {
    let (name, value) = inside.trim().split_once(char::is_whitespace)?;
    let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    (!value.contains('"')).then_some((name, value.trim()))
}

/// One move of the list as written.
struct Written<'a> {
    /// Its round, from 1.
    round: usize,
    /// It, as written.
    text: &'a str,
    /// The move it names.
    played: Move,
}

/// The list's moves turn by turn, checked for their form alone: rounds numbered from 1, a `|`
/// between a round's two turns, and each move a pit's number or `swap`.
fn read_list(text: &str) -> Result<Vec<Vec<Written<'_>>>, ReadError> {
    let mut tokens = text.split_whitespace().peekable();
    let mut turns: Vec<Vec<Written>> = Vec::new();
    let mut ply = 0;
    let mut round = 0;
    while let Some(number) = tokens.next() {
        round += 1;
        if number != format!("{round}.") {
            return Err(ReadError::RoundNumber {
                round,
                found: number.to_string(),
            });
        }
        for second in [false, true] {
            if second {
                match tokens.peek() {
                    None => break,
                    Some(&"|") => {
                        tokens.next();
                    }
                    Some(_) => return Err(ReadError::MissingBar { round }),
                }
            }
            let mut turn = Vec::new();
            while let Some(&text) = tokens.peek() {
                if text == "|" || numbers_a_round(text) {
                    break;
                }
                let played = move_of(text).ok_or_else(|| ReadError::NotAMove {
                    ply,
                    round,
                    text: text.to_string(),
                })?;
                turn.push(Written {
                    round,
                    text,
                    played,
                });
                ply += 1;
                tokens.next();
            }
            if turn.is_empty() {
                return Err(ReadError::EmptyTurn { round });
            }
            turns.push(turn);
        }
    }
    Ok(turns)
}

/// Whether a word of the list is a round's number, such as `12.`.
fn numbers_a_round(text: &str) -> bool {
    text.strip_suffix('.')
        .is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
}

/// The move a word of the list names: a pit's number, or `swap`.
fn move_of(text: &str) -> Option<Move> {
    if text.eq_ignore_ascii_case("swap") {
        return Some(Move::Swap);
    }
    match text.as_bytes() {
        [digit] if digit.is_ascii_digit() => Move::from_letter(char::from(*digit)),
        _ => None,
    }
}

/// Checks that the turns as written are the turns as played: a turn goes on exactly as long as
/// its player keeps the move.
fn check_turns(turns: &[Vec<Written>], record: &Record) -> Result<(), ReadError> {
    let mut ply = 0;
    for (turn, chain) in turns.iter().zip(chains(record)) {
        let played = chain.moves.len();
        if turn.len() > played {
            let w = &turn[played];
            return Err(ReadError::TurnOver {
                ply: ply + played,
                round: w.round,
                text: w.text.to_string(),
            });
        }
        if turn.len() < played {
            let last = turn.len() - 1;
            let w = &turn[last];
            return Err(ReadError::ExtraTurnLeft {
                ply: ply + last,
                round: w.round,
                text: w.text.to_string(),
            });
        }
        ply += played;
    }
    Ok(())
}

/// The opponent and level that a record's two players name.
fn players(south: &str, north: &str) -> Result<(Opponent, Level), ReadError> {
    let seats: Vec<(Opponent, Level, [String; 2])> = Level::ALL
        .into_iter()
        .map(|level| (Opponent::Computer, level))
        .chain([(Opponent::Human, Level::default())])
        .map(|(opponent, level)| (opponent, level, names(opponent, level)))
        .collect();
    if let Some(&(opponent, level, _)) = seats
        .iter()
        .find(|(_, _, [s, n])| same(s, south) && same(n, north))
    {
        return Ok((opponent, level));
    }
    let bad = |tag: Tag, value: &str| ReadError::BadValue {
        tag: tag.name(),
        value: value.to_string(),
    };
    if !seats.iter().any(|(_, _, [s, _])| same(s, south)) {
        return Err(bad(Tag::South, south));
    }
    if !seats.iter().any(|(_, _, [_, n])| same(n, north)) {
        return Err(bad(Tag::North, north));
    }
    Err(ReadError::Players {
        south: south.to_string(),
        north: north.to_string(),
    })
}

/// Reads what was pasted into the page's field: a game link (a whole address, or only its query
/// with `game=`), read as a link is (see [`super::link::read_game`]), or else a record,
/// read by [`read`]. A link broken over lines is joined back.
///
/// # Errors
/// [`ReadError`] when the text opens no game: as [`read`] says for a record, and for a link
/// [`ReadError::NoGameInLink`] or the link reader's sentence.
pub fn read_pasted(text: &str) -> Result<Pasted, ReadError> {
    if text.chars().nth(RECORD_TEXT_LIMIT).is_some() {
        return Err(ReadError::TooLong {
            chars: text.chars().count(),
        });
    }
    match link_query(text) {
        Some(query) => read_link(&query),
        None => read(text).map(|Transcript { game, date }| Pasted {
            names_level: game.settings().opponent == Opponent::Computer,
            game,
            date,
            notice: None,
            query: None,
        }),
    }
}

/// The query of `text` when it is a link: it does not begin as a record does, and it begins as
/// an address or a query does, or holds `game=`.
fn link_query(text: &str) -> Option<String> {
    let text = text.trim();
    let lower = text.to_ascii_lowercase();
    let link = !text.starts_with('[')
        && (text.starts_with('?')
            || lower.starts_with("http://")
            || lower.starts_with("https://")
            || lower.contains("game="));
    if !link {
        return None;
    }
    let joined: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let query = joined
        .split_once('?')
        .map_or(joined.as_str(), |(_, query)| query);
    let query = query.split_once('#').map_or(query, |(query, _)| query);
    Some(query.to_string())
}

/// The game a link's query holds, as a page opening the link would show it.
fn read_link(query: &str) -> Result<Pasted, ReadError> {
    let read = link::parse(query);
    let Some(text) = read.game.as_deref() else {
        return Err(ReadError::NoGameInLink);
    };
    match link::read_game(read.settings.game, text) {
        (Some(game), stopped) => {
            let said: Vec<String> = [read.notice(), stopped].into_iter().flatten().collect();
            Ok(Pasted {
                game,
                date: None,
                notice: (!said.is_empty()).then(|| said.join(" ")),
                names_level: true,
                query: Some(query.to_string()),
            })
        }
        (None, why) => Err(ReadError::Link(why.unwrap_or_default())),
    }
}
