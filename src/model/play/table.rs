//! The table: the game in play and how it is shown. It owns the game, the move being sown on
//! screen seed by seed, the pit the keyboard row and the pointer are on, when the game's first
//! move was shown, and, in a game played by link, the side this device plays. It answers what
//! the board can do now, and hands back what its owner needs to keep (the game to save, whether
//! a sowing on screen was stopped); what a move means for the rest of the page (the status
//! line, the statistics, the computer) is the router's.

use crate::engine::{Outcome, Pit, PlayError, Player, Position};
use crate::model::board::{BoardView, Marks, Sowing};
use crate::model::game::{Game, MoveError, Turn};
use crate::model::settings::{Opponent, Settings};
use crate::model::share::link;

use super::by_link;
use super::clock;
use super::saving::{self, SavedGame};
use super::status::Said;

/// The game in play and how it is shown. See the module documentation.
#[derive(Clone, Debug)]
pub struct Table {
    game: Game,
    sowing: Option<Sowing>,
    focus: usize,
    preview: Option<Pit>,
    /// When this game's first move was shown.
    started_at: Option<f64>,
    seat: Option<Player>,
}

impl Table {
    pub(crate) fn new(game: Game, started_at: Option<f64>, seat: Option<Player>) -> Table {
        Table {
            game,
            sowing: None,
            focus: 0,
            preview: None,
            started_at,
            seat,
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether a move is being shown.
    pub fn animating(&self) -> bool {
        self.sowing.is_some()
    }

    /// Whether the game is over on screen: over, with its last sowing shown to the end.
    pub fn shown_over(&self) -> bool {
        !self.animating() && self.game.turn() == Turn::Over
    }

    /// The index (0 to 5) of the pit that holds the roving focus in the keyboard row.
    pub fn focus(&self) -> usize {
        self.focus
    }

    /// The pit hovered or focused, if it can be sown.
    pub fn preview(&self) -> Option<Pit> {
        self.preview
    }

    /// In a game played by link, the player this device plays.
    pub fn seat(&self) -> Option<Player> {
        self.seat
    }

    /// The row a keyboard user moves along: the row of the person to move, or the bottom row
    /// while the computer moves or the game is over.
    pub fn keyboard_row(&self) -> Player {
        if let Some(seat) = self.seat {
            return seat;
        }
        match self.game.turn() {
            Turn::Person(player) if self.game.settings().opponent == Opponent::Human => player,
            _ => Player::South,
        }
    }

    /// The query of a link to this game, with the page's own `settings` (see
    /// [`link::write_game`]).
    pub fn game_link(&self, settings: &Settings) -> String {
        link::write_game(&self.settings(settings), self.game.record())
    }

    /// In a two-player game, the link that sends the last turn to the other player: the whole
    /// game, and whom it is for (see [`link::write_play`]).
    pub fn move_link(&self, settings: &Settings) -> String {
        let to = by_link::receiver(&self.game);
        link::write_play(&self.settings(settings), self.game.record(), to)
    }

    /// Whether "Send your move" applies: a two-player game with a move made, and, once the
    /// game is played by link, the turn of the player on the other device.
    pub fn can_send_move(&self) -> bool {
        !self.animating() && by_link::can_send_move(&self.game, self.seat)
    }

    /// The settings of the game in play, with the page's own settings in force.
    fn settings(&self, page: &Settings) -> Settings {
        Settings {
            game: self.game.settings(),
            ..*page
        }
    }

    pub(crate) fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// The board as drawn when it shows the game in play.
    pub(crate) fn view(&self, marks: Marks) -> BoardView {
        BoardView::new(&self.game, self.sowing.as_ref(), self.preview, marks)
    }

    /// Plays a random legal move for the side to move, whose time is up: the position before
    /// and what the move did.
    pub(crate) fn play_random(&mut self, now: f64) -> Option<(Position, Outcome)> {
        let before = *self.game.position();
        let pit = clock::random_pit(&before, now)?;
        Some((before, self.game.play(pit).ok()?.clone()))
    }

    /// Plays the computer's move `pit`, found in the position `searched`, if the game still
    /// stands there; what the move did.
    pub(crate) fn play_computer(&mut self, pit: Pit, searched: &Position) -> Option<Outcome> {
        self.game.play_computer(pit, searched).ok().cloned()
    }

    /// The computer swaps sides under the pie rule, if the game still stands where it
    /// searched; whether it did.
    pub(crate) fn swap_computer(&mut self, searched: &Position) -> bool {
        self.game.swap_computer(searched).is_ok()
    }

    /// A person swaps sides under the pie rule, or what to say instead.
    pub(crate) fn swap(&mut self) -> Result<(), Said> {
        if by_link::elsewhere(&self.game, self.seat) {
            return Err(Said::OtherDevice);
        }
        match self.game.swap() {
            Ok(()) => Ok(()),
            Err(MoveError::NotYourTurn) => Err(Said::NotYourTurn),
            Err(error) => Err(Said::CannotSwap(error)),
        }
    }

    /// Marks a move the game has applied as played: the preview goes, and the game's clock
    /// starts with its first move. A swap needs only this, as there is nothing to sow.
    pub(crate) fn show_played(&mut self, now: f64) {
        self.preview = None;
        self.started_at.get_or_insert(now);
    }

    pub(crate) fn set_focus(&mut self, index: usize) {
        self.focus = index.min(5);
    }

    pub(crate) fn set_preview(&mut self, pit: Option<Pit>) {
        self.preview = pit;
    }

    /// From now on this device plays `seat` in a game played by link.
    pub(crate) fn sit(&mut self, seat: Player) {
        self.seat = Some(seat);
    }

    /// A person sows `pit`: the position before and what the move did, or what to say instead.
    pub(crate) fn sow(&mut self, pit: Pit) -> Result<(Position, Outcome), Said> {
        if by_link::elsewhere(&self.game, self.seat) {
            return Err(Said::OtherDevice);
        }
        self.focus = pit.index();
        let before = *self.game.position();
        match self.game.play(pit) {
            Ok(outcome) => Ok((before, outcome.clone())),
            Err(MoveError::Illegal(PlayError::EmptyPit(_))) => Err(Said::EmptyPit(pit)),
            Err(MoveError::NotYourTurn) => Err(Said::NotYourTurn),
            Err(error) => Err(Said::CannotSow(pit, error)),
        }
    }

    /// Starts showing a move the game has applied: seed by seed if `animate`, else at once
    /// (nothing more to show).
    pub(crate) fn show(&mut self, before: Position, outcome: Outcome, animate: bool, now: f64) {
        self.show_played(now);
        if animate {
            self.sowing = Some(Sowing::new(before, outcome));
        }
    }

    /// Shows the next seed of the move being sown; `false` when it is shown to the end (or
    /// none is being shown).
    pub(crate) fn step(&mut self) -> bool {
        self.sowing.as_mut().is_some_and(Sowing::step)
    }

    /// Stops showing the move being sown, if one is, and its ticker.
    pub(crate) fn stop(&mut self) -> bool {
        self.sowing.take().is_some()
    }

    /// How long the game has been played at `now`, in milliseconds.
    pub(crate) fn played_ms(&self, now: f64) -> u64 {
        saving::played_ms(self.started_at, now)
    }

    /// The effect that stores the game as it stands, so that a reload resumes it.
    pub(crate) fn save(&self, settings: Settings, now: f64) -> SavedGame {
        saving::save(settings, &self.game, self.seat, self.started_at, now)
    }

    /// Puts a new game on the table, with nothing of the last one's (its sowing is stopped
    /// first).
    pub(crate) fn replace(&mut self, game: Game) {
        self.game = game;
        (self.started_at, self.seat) = (None, None);
        (self.focus, self.preview) = (0, None);
    }
}
