//! Game records: a starting position and the moves played from it.
//!
//! A record can rebuild the position at any ply, so undo, redo, replays and shared games all
//! come from one list of moves. Its text form is the starting position's text, then `_` and
//! one digit per move (`6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_36` opens with pit 3, an extra turn,
//! then pit 6), with `s` for the pie rule's swap (`6x4p.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_36s4`:
//! the second player swapped sides, and the first answered with pit 4; see [`super::pie`]).

use std::fmt;
use std::str::FromStr;

use super::board::{Pit, Player};
use super::notation::ParseError;
use super::position::{GameResult, Outcome, PlayError, Position};
use super::rules::MOVE_LIMIT;

/// One move of a game: a pit sown, or the pie rule's swap (see [`super::pie`]). Written as in
/// the move list: the pit's number, or `swap` (a record's text writes the swap `s`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The player to move sows this pit.
    Sow(Pit),
    /// The second player swaps sides instead of answering the first player's first turn.
    Swap,
}

impl Move {
    /// The pit sown, or `None` for the swap.
    pub fn pit(self) -> Option<Pit> {
        match self {
            Move::Sow(pit) => Some(pit),
            Move::Swap => None,
        }
    }

    /// The move as one character of a record's text: the pit's digit, or `s` for the swap.
    pub fn letter(self) -> char {
        match self {
            Move::Sow(pit) => char::from(b'0' + pit.number()),
            Move::Swap => SWAP_LETTER,
        }
    }

    /// The move a character of a record's text names, if it names one.
    pub fn from_letter(c: char) -> Option<Move> {
        if c == SWAP_LETTER {
            return Some(Move::Swap);
        }
        let digit = u8::try_from(c.to_digit(10)?).ok()?;
        Pit::new(digit).map(Move::Sow)
    }
}

/// The swap in a record's text.
const SWAP_LETTER: char = 's';

impl From<Pit> for Move {
    fn from(pit: Pit) -> Move {
        Move::Sow(pit)
    }
}

impl PartialEq<Pit> for Move {
    fn eq(&self, pit: &Pit) -> bool {
        *self == Move::Sow(*pit)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Sow(pit) => pit.fmt(f),
            Move::Swap => f.write_str("swap"),
        }
    }
}

/// What one move of a record did: a sowing's whole [`Outcome`], or the swap, by the player who
/// swapped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Played {
    /// A pit was sown.
    Sown(Outcome),
    /// The second player swapped sides: the board turned round and the first player is to move.
    Swapped {
        /// Who swapped (the second player).
        mover: Player,
    },
}

impl Played {
    /// Who made the move.
    pub fn mover(&self) -> Player {
        match self {
            Played::Sown(outcome) => outcome.mover,
            Played::Swapped { mover } => *mover,
        }
    }

    /// The sowing's outcome, or `None` for the swap.
    pub fn outcome(&self) -> Option<&Outcome> {
        match self {
            Played::Sown(outcome) => Some(outcome),
            Played::Swapped { .. } => None,
        }
    }

    /// The move that was played.
    pub fn as_move(&self) -> Move {
        match self {
            Played::Sown(outcome) => Move::Sow(outcome.pit),
            Played::Swapped { .. } => Move::Swap,
        }
    }
}

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
    moves: Vec<Move>,
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

    /// Replays a list of moves (pits, or [`Move`]s with the swap) from a starting position.
    ///
    /// # Errors
    /// [`RecordError`] naming the first move that is not legal where it stands (a swap where
    /// none is offered among them), or the first move past the end of the game or past
    /// [`MOVE_LIMIT`].
    pub fn from_moves<M: Copy + Into<Move>>(
        start: Position,
        moves: &[M],
    ) -> Result<Record, RecordError> {
        let mut record = Record::new(start);
        for (ply, &played) in moves.iter().enumerate() {
            record
                .play_move(played.into())
                .map_err(|error| RecordError { ply, error })?;
        }
        Ok(record)
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The moves played, first to last.
    pub fn moves(&self) -> &[Move] {
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
        self.moves.push(Move::Sow(pit));
        Ok(outcome)
    }

    /// Whether the second player may swap sides now, under the pie rule (see [`super::pie`]):
    /// the rules have it, the game started from its opening, the first player's first turn (its
    /// whole chain of extra turns) has just ended, and the game goes on. Only the next move can
    /// be the swap; sowing a pit declines it.
    pub fn swap_offered(&self) -> bool {
        self.swap_offered_at(self.moves.len())
    }

    /// Whether the swap was offered (or is, at the end) to the move played from the position
    /// after `ply` moves (see [`Record::position_at`]), as [`Record::swap_offered`] says of the
    /// next move: for judging a finished game's swap, taken or declined. False past the end of
    /// the record.
    pub fn swap_offered_at(&self, ply: usize) -> bool {
        self.pie_from_the_opening() && self.moves_from(ply) && self.first_turn_length() == Some(ply)
    }

    /// Whether a move is played, or is still to be, from the position after `ply` moves: one
    /// of the record's own, or the next while the game goes on.
    fn moves_from(&self, ply: usize) -> bool {
        ply < self.moves.len() || (ply == self.moves.len() && !self.is_over())
    }

    /// Whether the rules have the pie rule and the game started from its opening.
    fn pie_from_the_opening(&self) -> bool {
        self.start.rules().house().pie
            && self.start == Position::start(self.start.rules(), self.start.to_move())
    }

    /// Whether the first player is playing the game's first turn under the pie rule, knowing the
    /// second may swap once it is over: the rules have it, the game started from its opening
    /// and goes on, and the first player still has the move (its first, or one of its chain of
    /// extra turns).
    pub fn opening_under_pie(&self) -> bool {
        self.opening_under_pie_at(self.moves.len())
    }

    /// Whether the move played from the position after `ply` moves (see
    /// [`Record::position_at`]) belongs to the first player's first turn under the pie rule, as
    /// [`Record::opening_under_pie`] says of the next move: for rating a finished game's opening
    /// as it was played, knowing a swap could follow. False past the end of the record.
    pub fn opening_under_pie_at(&self, ply: usize) -> bool {
        self.pie_from_the_opening()
            && self.moves_from(ply)
            && self.first_turn_length().is_none_or(|length| ply < length)
    }

    /// How many moves the first player's first turn took, once it is over and was all sowing:
    /// the ply at which the other player first had the move.
    fn first_turn_length(&self) -> Option<usize> {
        let first = self.start.to_move();
        let mut position = self.start;
        for (ply, &played) in self.moves.iter().enumerate() {
            if position.to_move() != first {
                return Some(ply);
            }
            position.play_unchecked(played.pit()?);
        }
        (position.to_move() != first).then_some(self.moves.len())
    }

    /// The pie rule's swap (see [`super::pie`]): the board turns round and the first player is
    /// to move. Returns who swapped.
    ///
    /// # Errors
    /// [`PlayError::SwapNotOffered`] where the swap is not offered ([`Record::swap_offered`]),
    /// and [`PlayError::MoveLimit`] at the move limit. The record is then unchanged.
    pub fn swap(&mut self) -> Result<Player, PlayError> {
        if self.moves.len() >= self.limit {
            return Err(PlayError::MoveLimit);
        }
        if !self.swap_offered() {
            return Err(PlayError::SwapNotOffered);
        }
        let mover = self.current.to_move();
        self.current = super::pie::swapped(&self.current, mover.other());
        self.moves.push(Move::Swap);
        Ok(mover)
    }

    /// Plays a move, a pit or the swap, and adds it to the record.
    ///
    /// # Errors
    /// As [`Record::play`] for a pit and [`Record::swap`] for the swap. The record is then
    /// unchanged.
    pub fn play_move(&mut self, played: Move) -> Result<Played, PlayError> {
        match played {
            Move::Sow(pit) => self.play(pit).map(Played::Sown),
            Move::Swap => self.swap().map(|mover| Played::Swapped { mover }),
        }
    }

    /// The position after the first `ply` moves, or `None` past the last move.
    pub fn position_at(&self, ply: usize) -> Option<Position> {
        if ply > self.moves.len() {
            return None;
        }
        let mut position = self.start;
        for &played in &self.moves[..ply] {
            match played {
                Move::Sow(pit) => {
                    position.play_unchecked(pit);
                }
                Move::Swap => position = super::pie::swapped(&position, self.start.to_move()),
            }
        }
        Some(position)
    }

    /// Every move with what it did, in order: what a replay animates and the move list shows.
    pub fn played(&self) -> Vec<Played> {
        let mut position = self.start;
        let first = self.start.to_move();
        self.moves
            .iter()
            .filter_map(|&played| match played {
                Move::Sow(pit) => position.play(pit).ok().map(Played::Sown),
                Move::Swap => {
                    let mover = position.to_move();
                    position = super::pie::swapped(&position, first);
                    Some(Played::Swapped { mover })
                }
            })
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
            self.moves
                .iter()
                .try_for_each(|played| write!(f, "{}", played.letter()))?;
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
                    .chars()
                    .map(|c| Move::from_letter(c).ok_or_else(bad))
                    .collect::<Result<Vec<Move>, _>>()?
            }
        };
        Record::from_moves(start, &moves).map_err(RecordParseError::Move)
    }
}
