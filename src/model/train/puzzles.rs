//! Puzzles: positions from real games where one move (or one chain of extra turns) keeps the
//! best margin the solver proves, and every other move at each decision loses at least
//! [`MISTAKE_SEEDS`]. They are made by `examples/puzzles.rs` and shipped as a text file that the
//! page reads, strictly, the first time the player trains.
//!
//! # The file
//! The first line is [`HEADER`], a space and how many puzzles follow (so that a file cut short
//! at the end of a line is still found out). Then one puzzle a line, five fields separated by
//! one space:
//!
//! ```text
//! 17 6x4.s.0-5-1-6-0-1.7.0-0-8-7-6-6.1 1420 capture 3:4,1:-2,5:-6
//! ```
//!
//! - the id, 1 on the first line and one more on each line after;
//! - the position, in the engine's text form for studies, with the side to move (who solves);
//! - the puzzle's rating (100 to 3000), from how often Easy, Medium and Hard find the answer;
//! - its theme ([`Theme`]'s slug);
//! - the decisions of the solver's turn, separated by `;`: at each, every legal move as
//!   `pit:value`, the answer first. A value is the final margin for the side that solves, with
//!   perfect play after that move, proved by the exact solver. Every decision but the last
//!   is an extra turn of the answer before it.
//!
//! [`parse`] refuses anything else with the line and the reason, and never panics.

use std::fmt;

use crate::engine::{ParseError, Pit, PlayError, Position};
use crate::model::review::MISTAKE_SEEDS;
use crate::model::train::action::FetchError;

/// The start of the file's first line, before the count.
pub const HEADER: &str = "mancala-puzzles 1";

/// The most puzzles a file may hold, and the longest it may be, so a damaged file cannot
/// make the page work without end.
const MOST_PUZZLES: usize = 20_000;
const MOST_BYTES: usize = 4 << 20;

/// What a puzzle is about (its name on the page is `super::words::theme`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A chain of extra turns.
    Chain,
    /// A capture.
    Capture,
    /// Defending against the other side's capture.
    Defence,
    /// Starving or sweeping the end, or counting the endgame.
    Endgame,
    /// Every other move loses heavily.
    Only,
    /// None of those in particular.
    Quiet,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 6] = [
        Theme::Chain,
        Theme::Capture,
        Theme::Defence,
        Theme::Endgame,
        Theme::Only,
        Theme::Quiet,
    ];

    /// Its name in the file.
    pub fn slug(self) -> &'static str {
        match self {
            Theme::Chain => "chain",
            Theme::Capture => "capture",
            Theme::Defence => "defence",
            Theme::Endgame => "endgame",
            Theme::Only => "only",
            Theme::Quiet => "quiet",
        }
    }

    /// The theme a slug names.
    pub fn from_slug(slug: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|theme| theme.slug() == slug)
    }
}

/// One decision of the solver's turn: every legal move and its proved value, the answer first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// (pit, final margin for the solver), the answer first.
    pub moves: Vec<(Pit, i32)>,
}

impl Decision {
    /// The answer and its value.
    pub fn answer(&self) -> (Pit, i32) {
        self.moves[0]
    }

    /// The value of `pit`, if it is a legal move here.
    pub fn value_of(&self, pit: Pit) -> Option<i32> {
        self.moves.iter().find(|(p, _)| *p == pit).map(|(_, v)| *v)
    }
}

/// A puzzle (see the module's documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its id, from 1.
    pub id: u32,
    /// The position, the solver to move.
    pub position: Position,
    /// Its rating.
    pub rating: u16,
    /// What it is about.
    pub theme: Theme,
    /// The decisions of the solver's turn.
    pub decisions: Vec<Decision>,
}

impl Puzzle {
    /// The answer: the moves of the solver's turn.
    pub fn answer(&self) -> Vec<Pit> {
        self.decisions.iter().map(|d| d.answer().0).collect()
    }

    /// The margin the answer keeps.
    pub fn value(&self) -> i32 {
        self.decisions[0].answer().1
    }
}

impl fmt::Display for Puzzle {
    /// The puzzle's line in the file.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {} ",
            self.id,
            self.position,
            self.rating,
            self.theme.slug()
        )?;
        for (i, decision) in self.decisions.iter().enumerate() {
            if i > 0 {
                f.write_str(";")?;
            }
            for (j, (pit, value)) in decision.moves.iter().enumerate() {
                if j > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{}:{value}", pit.number())?;
            }
        }
        Ok(())
    }
}

/// Why a puzzle file was refused: the line (from 1) and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    /// The line, from 1; 0 for the file as a whole.
    pub line: usize,
    /// Why.
    pub reason: Fault,
}

/// What is wrong with the puzzle file or one of its lines ([`super::words`] says it in words,
/// and so does [`FileError`]'s `Display`). A decision is counted from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The file is longer than a file may be.
    TooLong,
    /// The first line is not the header and a count.
    NoHeader,
    /// More puzzles than a file may hold.
    TooMany,
    /// No puzzle at all.
    NoPuzzles,
    /// Fewer puzzles than the header says, or no end of line at the end.
    CutShort,
    /// More puzzles than the header says.
    MoreThanSaid,
    /// A line with this many fields, not five.
    Fields(usize),
    /// A line that should hold the puzzle with this id.
    NotNumbered(u32),
    /// A position that cannot be read.
    NoPosition(ParseError),
    /// A position where the game is over.
    Over,
    /// No rating that can be read.
    NoRating,
    /// A rating outside 100 to 3000.
    RatingOutside(u16),
    /// No theme that can be read.
    NoTheme,
    /// A decision after the turn is over.
    PastTheTurn(usize),
    /// A move with no value.
    NoValue,
    /// A move that names no pit.
    NoPit,
    /// A value that is not a number.
    ValueNotANumber,
    /// A value larger than any board.
    ValueBeyond(i32),
    /// A pit named twice at one decision.
    PitTwice(u8),
    /// A decision that does not list exactly the legal moves.
    NotTheLegalMoves(usize),
    /// A decision where another move is within [`MISTAKE_SEEDS`] of the answer.
    CloseSecond(usize),
    /// A decision whose answer's value is not the first's.
    ValueChanges(usize),
    /// An answer that cannot be played.
    Unplayable(PlayError),
    /// The last answer gives an extra turn.
    SpareTurn,
    /// An answer before the last ends the turn.
    EndsTooSoon(usize),
}

/// Writes a puzzle file.
pub fn write(puzzles: &[Puzzle]) -> String {
    let mut text = format!("{HEADER} {}\n", puzzles.len());
    for puzzle in puzzles {
        text += &puzzle.to_string();
        text.push('\n');
    }
    text
}

/// Reads a puzzle file, checking every line.
///
/// # Errors
/// The first line that is not what [`write()`] writes, with what is wrong with it.
pub fn parse(text: &str) -> Result<Vec<Puzzle>, FileError> {
    let whole = |reason| FileError { line: 0, reason };
    if text.len() > MOST_BYTES {
        return Err(whole(Fault::TooLong));
    }
    let mut lines = text.lines();
    let count: usize = lines
        .next()
        .and_then(|first| first.strip_prefix(HEADER)?.strip_prefix(' '))
        .and_then(number)
        .ok_or_else(|| whole(Fault::NoHeader))?;
    let mut puzzles = Vec::new();
    for (index, line) in lines.enumerate() {
        let number = index + 2;
        if puzzles.len() == MOST_PUZZLES {
            return Err(whole(Fault::TooMany));
        }
        let puzzle = parse_line(line, puzzles.len() as u32 + 1).map_err(|reason| FileError {
            line: number,
            reason,
        })?;
        puzzles.push(puzzle);
    }
    if puzzles.is_empty() {
        return Err(whole(Fault::NoPuzzles));
    }
    if puzzles.len() < count || !text.ends_with('\n') {
        return Err(whole(Fault::CutShort));
    }
    if puzzles.len() > count {
        return Err(whole(Fault::MoreThanSaid));
    }
    Ok(puzzles)
}

/// Reads one line, which should hold puzzle `id`.
fn parse_line(line: &str, id: u32) -> Result<Puzzle, Fault> {
    let fields: Vec<&str> = line.split(' ').collect();
    let [id_text, position, rating, theme, decisions] = fields[..] else {
        return Err(Fault::Fields(fields.len()));
    };
    if id_text != id.to_string() {
        return Err(Fault::NotNumbered(id));
    }
    let position = Position::parse_study(position).map_err(Fault::NoPosition)?;
    if position.is_over() {
        return Err(Fault::Over);
    }
    let rating: u16 = number(rating).ok_or(Fault::NoRating)?;
    if !(100..=3000).contains(&rating) {
        return Err(Fault::RatingOutside(rating));
    }
    let theme = Theme::from_slug(theme).ok_or(Fault::NoTheme)?;
    let solver = position.to_move();
    let mut at = position;
    let mut read = Vec::new();
    let steps: Vec<&str> = decisions.split(';').collect();
    for (i, step) in steps.iter().enumerate() {
        if at.is_over() || at.to_move() != solver {
            return Err(Fault::PastTheTurn(i + 1));
        }
        let mut moves: Vec<(Pit, i32)> = Vec::new();
        for entry in step.split(',') {
            let (pit, value) = entry.split_once(':').ok_or(Fault::NoValue)?;
            let pit = number(pit).and_then(Pit::new).ok_or(Fault::NoPit)?;
            let value: i32 = signed(value).ok_or(Fault::ValueNotANumber)?;
            if value.unsigned_abs() > 255 {
                return Err(Fault::ValueBeyond(value));
            }
            if moves.iter().any(|(p, _)| *p == pit) {
                return Err(Fault::PitTwice(pit.number()));
            }
            moves.push((pit, value));
        }
        let legal = at.legal_moves();
        if moves.len() != legal.iter().count() || moves.iter().any(|(p, _)| !legal.contains(*p)) {
            return Err(Fault::NotTheLegalMoves(i + 1));
        }
        let (answer, best) = moves[0];
        if moves[1..].iter().any(|(_, v)| *v > best - MISTAKE_SEEDS) {
            return Err(Fault::CloseSecond(i + 1));
        }
        if read
            .first()
            .is_some_and(|first: &Decision| first.answer().1 != best)
        {
            return Err(Fault::ValueChanges(i + 1));
        }
        let outcome = at.play(answer).map_err(Fault::Unplayable)?;
        let last = i + 1 == steps.len();
        if outcome.extra_turn == last {
            return Err(match last {
                true => Fault::SpareTurn,
                false => Fault::EndsTooSoon(i + 1),
            });
        }
        read.push(Decision { moves });
    }
    Ok(Puzzle {
        id,
        position,
        rating,
        theme,
        decisions: read,
    })
}

/// A whole number written plainly: digits only, no sign or leading zero.
fn number<T: std::str::FromStr>(text: &str) -> Option<T> {
    let plain = !text.is_empty()
        && text.len() <= 5
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    plain.then(|| text.parse().ok()).flatten()
}

/// A whole number that may start with `-`.
fn signed(text: &str) -> Option<i32> {
    match text.strip_prefix('-') {
        Some(rest) if rest != "0" => number::<i32>(rest).map(|n| -n),
        Some(_) => None,
        None => number(text),
    }
}

/// The puzzle of the day for `days` days since 1 January 1970 (UTC): the same for everyone on
/// that date, each of `count` puzzles before any comes again, in an order that jumps about.
pub fn daily(days: i64, count: usize) -> usize {
    if count == 0 {
        return 0;
    }
    let count = count as i64;
    // A step coprime with the count walks every puzzle once a cycle.
    let mut step = (count * 5 / 8).max(1);
    while gcd(step, count) != 1 {
        step += 1;
    }
    (days.rem_euclid(count) * step % count) as usize
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The position seen from the chair of the side to move: the bottom row moves. Pits are
/// numbered from each side's own left, so a puzzle's moves name the same pits either way.
pub fn at_bottom(position: Position) -> Position {
    let text = position.to_string();
    let parts: Vec<&str> = text.split('.').collect();
    match parts[..] {
        [rules, "n", south, south_store, north, north_store] => Position::parse_study(&format!(
            "{rules}.s.{north}.{north_store}.{south}.{south_store}"
        ))
        .unwrap_or(position),
        _ => position,
    }
}

/// The most puzzles of your own kept: the oldest go first.
pub const MOST_OF_MINE: usize = 200;

/// A puzzle from one of your games: a position where the post-game analysis named your move a
/// mistake, every legal move with the analysis's rating, the best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mine {
    /// The position, you to move.
    pub position: Position,
    /// Every legal move and its rating, the best first.
    pub moves: Vec<(Pit, i32)>,
    /// Whether the ratings are exact.
    pub exact: bool,
    /// Whether you have since solved it.
    pub solved: bool,
}

impl Mine {
    /// Whether `pit` answers it: within [`MISTAKE_SEEDS`] of the best move, which the
    /// analysis's estimates cannot tell apart.
    pub fn answered_by(&self, pit: Pit) -> bool {
        let best = self.moves.first().map_or(0, |m| m.1);
        self.moves
            .iter()
            .any(|&(p, v)| p == pit && v > best - MISTAKE_SEEDS)
    }
}

/// What the player's puzzles have come to, kept between visits.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    /// The puzzle rating.
    pub rating: crate::model::train::rating::Rating,
    /// Puzzles tried in rated training and the daily puzzle.
    pub tried: u32,
    /// Puzzles solved of those.
    pub solved: u32,
    /// The best streak.
    pub best_streak: u32,
    /// The last day (since 1 January 1970) whose daily puzzle was solved.
    pub daily_solved: Option<i64>,
    /// Puzzles from your own games, oldest first.
    pub mine: Vec<Mine>,
}

impl Record {
    /// Adds puzzles from a game, leaving out positions already kept; the oldest go past
    /// [`MOST_OF_MINE`]. Says whether anything was added.
    pub fn add_mine(&mut self, found: Vec<Mine>) -> bool {
        let before = self.mine.len();
        for puzzle in found {
            if !self.mine.iter().any(|m| m.position == puzzle.position) {
                self.mine.push(puzzle);
            }
        }
        let added = self.mine.len() > before;
        if self.mine.len() > MOST_OF_MINE {
            let extra = self.mine.len() - MOST_OF_MINE;
            self.mine.drain(..extra);
        }
        added
    }
}

/// Why the puzzle file is not to hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unread {
    /// It came, but is not a puzzle file.
    Damaged(FileError),
    /// It could not be fetched, for the reason the browser gave.
    Unfetched(FetchError),
}

/// A puzzle asked for by id that the file does not hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoPuzzle {
    /// The id asked for.
    pub id: u32,
    /// How many puzzles the file holds, numbered from 1.
    pub count: usize,
}
