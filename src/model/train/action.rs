//! What the player does in Train, and what the page saw for it: the actions its view sends,
//! apart from the controller so that every file of the mode can name them.

use crate::engine::Pit;

/// What the player does in Train, handed on by the router's door for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrainAction {
    /// Opens Train at the choice of mode.
    Open,
    /// The puzzle file's text, or why it could not be fetched.
    Loaded(Result<String, FetchError>),
    /// The daily puzzle of this day (since 1 January 1970, UTC).
    Daily(i64),
    /// A streak: puzzles of rising difficulty until the first miss.
    Streak,
    /// Rated training: puzzles near the player's rating.
    Rated,
    /// The puzzles from the player's own games.
    Mine,
    /// A puzzle by its id (from a link).
    Puzzle(u32),
    /// Plays a pit of the side to move on the puzzle's board.
    Play(Pit),
    /// The next puzzle of the mode.
    Next,
    /// The same puzzle again, from its start (not rated again).
    Again,
    /// Back to the choice of mode.
    Modes,
    /// Closes Train: back to the game, as it was.
    Close,
    /// The page shows a game's analysis done: each mistake it names on a person's side is kept
    /// as a puzzle of their own (whether Train is open or not). Sent by the analysis's view, so
    /// that the code that makes those puzzles loads with it, not with the board.
    Analysed,
}

/// Why the puzzle file could not be fetched, as the browser tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FetchError {
    /// The request never went out, or the network refused it.
    Refused,
    /// What came back was not a response.
    NoResponse,
    /// The server answered with a status other than success.
    Status(u16),
    /// The response came, but its body could not be read.
    BodyUnread,
}
