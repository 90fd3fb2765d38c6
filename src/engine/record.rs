//! Game records: a starting position and the moves played from it.
//!
//! A record can rebuild the position at any ply, so undo, redo, replays and shared games all
//! come from one list of moves. Its text form is the starting position's text, then `_` and
//! one digit per move (`6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_36` opens with pit 3, an extra turn,
//! then pit 6).

use std::fmt;
use std::str::FromStr;

use super::board::Pit;
use super::notation::ParseError;
use super::position::{GameResult, Outcome, PlayError, Position};

/// The most moves (plies) a game may last. Kalah cannot cycle, and real games end far sooner;
/// this is only a safety net. A game that reaches it ends, and each player banks their own row.
pub const MOVE_LIMIT: usize = 1000;

/// Why a record could not be rebuilt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The ply (0 for the first move) that could not be played.
    pub ply: usize,
    /// Why that move was refused.
    pub error: PlayError,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} cannot be played: {}", self.ply + 1, self.error)
    }
}

impl std::error::Error for RecordError {}

/// A game: where it started, every move since, and the position they lead to.
///
/// The text form carries the start and the moves, not the move limit: a record read from text
/// has the standard [`MOVE_LIMIT`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    start: Position,
    moves: Vec<Pit>,
    current: Position,
    limit: usize,
}

impl Record {
    /// A game with no moves yet, ending at the latest after [`MOVE_LIMIT`] moves.
    pub fn new(start: Position) -> Record {
        Record::with_move_limit(start, MOVE_LIMIT)
    }

    /// A game with no moves yet that ends after at most `limit` moves, for tests and for
    /// analysis of short lines.
    pub fn with_move_limit(start: Position, limit: usize) -> Record {
        Record {
            start,
            moves: Vec::new(),
            current: start,
            limit,
        }
    }

    /// Replays a list of moves from a starting position.
    ///
    /// # Errors
    /// [`RecordError`] naming the first move that is not legal where it stands, or the first
    /// move past the end of the game or past [`MOVE_LIMIT`].
    pub fn from_moves(start: Position, moves: &[Pit]) -> Result<Record, RecordError> {
        let mut record = Record::new(start);
        for (ply, &pit) in moves.iter().enumerate() {
            record
                .play(pit)
                .map_err(|error| RecordError { ply, error })?;
        }
        Ok(record)
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The moves played, first to last.
    pub fn moves(&self) -> &[Pit] {
        &self.moves
    }

    /// How many moves have been played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.current
    }

    /// Whether the game is over: a row is empty, or the move limit has been reached.
    pub fn is_over(&self) -> bool {
        self.current.is_over() || self.moves.len() >= self.limit
    }

    /// The result once the game is over. A game stopped by the move limit is scored as if each
    /// player banked their own row ([`Position::own_rows_banked`]).
    pub fn result(&self) -> Option<GameResult> {
        if self.current.is_over() {
            return self.current.result();
        }
        (self.moves.len() >= self.limit)
            .then(|| GameResult::from_scores(self.current.own_rows_banked()))
    }

    /// Plays a move and adds it to the record.
    ///
    /// # Errors
    /// [`PlayError`] when the move is illegal, the game is over, or the move limit has been
    /// reached ([`PlayError::MoveLimit`]). The record is then unchanged.
    pub fn play(&mut self, pit: Pit) -> Result<Outcome, PlayError> {
        if self.moves.len() >= self.limit {
            return Err(PlayError::MoveLimit);
        }
        let outcome = self.current.play(pit)?;
        self.moves.push(pit);
        Ok(outcome)
    }

    /// The position after the first `ply` moves, or `None` past the last move.
    pub fn position_at(&self, ply: usize) -> Option<Position> {
        if ply > self.moves.len() {
            return None;
        }
        let mut position = self.start;
        for &pit in &self.moves[..ply] {
            position.play_unchecked(pit);
        }
        Some(position)
    }

    /// Every move with its outcome, in order: what a replay animates.
    pub fn outcomes(&self) -> Vec<Outcome> {
        let mut position = self.start;
        self.moves
            .iter()
            .filter_map(|&pit| position.play(pit).ok())
            .collect()
    }

    /// Takes back moves so that only the first `ply` remain (no change if there are fewer).
    pub fn truncate(&mut self, ply: usize) {
        if let Some(position) = self.position_at(ply) {
            self.moves.truncate(ply);
            self.current = position;
        }
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.start)?;
        if !self.moves.is_empty() {
            f.write_str("_")?;
            self.moves.iter().try_for_each(|pit| write!(f, "{pit}"))?;
        }
        Ok(())
    }
}

/// Why the text of a record could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordParseError {
    /// The text is not a well-formed record.
    Text(ParseError),
    /// A move in it cannot be played.
    Move(RecordError),
}

impl fmt::Display for RecordParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordParseError::Text(error) => error.fmt(f),
            RecordParseError::Move(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for RecordParseError {}

impl FromStr for Record {
    type Err = RecordParseError;

    fn from_str(text: &str) -> Result<Record, RecordParseError> {
        let (start, moves) = match text.split_once('_') {
            Some((start, moves)) => (start, Some(moves)),
            None => (text, None),
        };
        let start: Position = start.parse().map_err(RecordParseError::Text)?;
        let moves = match moves {
            None => Vec::new(),
            Some(digits) => {
                let bad = || RecordParseError::Text(ParseError::Moves(digits.to_string()));
                if digits.is_empty() {
                    return Err(bad());
                }
                digits
                    .bytes()
                    .map(|b| b.checked_sub(b'0').and_then(Pit::new).ok_or_else(bad))
                    .collect::<Result<Vec<Pit>, _>>()?
            }
        };
        Record::from_moves(start, &moves).map_err(RecordParseError::Move)
    }
}
