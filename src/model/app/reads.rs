//! What the view and the tests read of the modes, through the router: each of play's reads a
//! thin delegation to play's controller, with whether play is the mode open where that
//! matters; the lessons and Train as [`Opened`](super::Opened) (in `opened.rs`), their
//! controller with whether it is open, which only the router knows.

use super::{Pending, Session};
use crate::engine::{Pit, Player, Position};
use crate::model::board::BoardView;
use crate::model::game::Game;
use crate::model::play::hint::{Analysis, Suggestion};
use crate::model::play::status::Status;
use crate::model::play::table::Table;
use crate::model::play::tally::Statistics;
use crate::model::review::Point;

impl Session {
    /// The game.
    pub fn game(&self) -> &Game {
        self.play.game()
    }

    /// The table: the game in play, the move being shown, the focus, and this device's side.
    pub fn table(&self) -> &Table {
        self.play.table()
    }

    /// How often a move shown on a mode's board sows its next seed, in milliseconds, as the
    /// speed, the motion setting and the system's preference say; `None` when moves land at
    /// once.
    pub fn seed_interval(&self) -> Option<u32> {
        self.context(0.0).seed_interval()
    }

    /// Every cell of the board as drawn now.
    pub fn board(&self) -> BoardView {
        self.play.board(!self.aside())
    }

    /// The status line: what happened and whose turn it is.
    pub fn status(&self) -> String {
        self.play.status()
    }

    /// What the status line says, as data.
    pub fn said(&self) -> &Status {
        self.play.said()
    }

    /// The records against the computer and this visit's tally.
    pub fn statistics(&self) -> &Statistics {
        self.play.statistics()
    }

    /// The question waiting for an answer, if any.
    pub fn pending(&self) -> Option<Pending> {
        self.play.pending()
    }

    /// Whether a person may sow this pit of `player`'s now.
    pub fn can_sow(&self, player: Player, pit: Pit) -> bool {
        self.play.can_sow(player, pit, !self.aside())
    }

    /// Whether it is a person's turn on `player`'s side and nothing holds the board.
    pub fn may_move(&self, player: Player) -> bool {
        self.play.may_move(player, !self.aside())
    }

    /// Whether the person to move may swap sides now, under the pie rule.
    pub fn may_swap(&self) -> bool {
        self.play.may_swap(!self.aside())
    }

    /// The position a replay shows, as the number of moves played before it; `None` when the
    /// board shows the game as it stands.
    pub fn replay(&self) -> Option<usize> {
        self.play.replay()
    }

    /// Where the replay stands, in words: "Replay: the start, before 12 moves." or "Replay:
    /// after move 3 of 12. You sowed pit 4." `None` outside a replay.
    pub fn replay_sentence(&self) -> Option<String> {
        self.play.replay_sentence()
    }

    /// The hint for the position on the board, if one was asked for it.
    pub fn hint(&self) -> Option<&Suggestion> {
        self.play.hint()
    }

    /// The post-game analysis, once asked for.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.play.analysis()
    }

    /// One point per move the analysis has rated.
    pub fn analysis_points(&self) -> Vec<Point> {
        self.play.analysis_points()
    }

    /// The position the game's board shows: the game as it stands, or the one a replay shows.
    pub fn shown_position(&self) -> Position {
        self.play.shown_position()
    }

    /// The turn clock in words, "Player 1: 1:23"; `None` when no clock runs.
    pub fn clock_text(&self) -> Option<String> {
        self.play.clock_text()
    }
}
