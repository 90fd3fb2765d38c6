//! The turn clock of a two-player game (see [`Clock`]), as a part of its own: it owns its
//! times and tells its owner what has happened to them ([`News`]): a warning fell due, or the
//! time is up. It runs for the person to move while nothing is being sown and the page is in
//! view; each move, an extra turn's too, starts a fresh clock; warnings come at 30 and at 10
//! seconds left, and at no other second. What is done with the news (the status line's words,
//! the random move when time is up) is its owner's. Time comes in only as the `now` of each
//! action: the page sends a tick every second while the clock asks for ticks ([`Ticks`]), and
//! says when the page goes out of view or back.
//!
//! [`Clock`]: crate::model::settings::Clock

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::engine::playout::random_move;
use crate::engine::{Pit, Player, Position};
use crate::model::game::{Game, Turn};
use crate::model::settings::{Clock, Opponent};

/// What the clock asks of the page: a tick every second from now on, or no more ticks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ticks {
    /// A tick every second, from now on.
    Start,
    /// No more ticks.
    Stop,
}

/// The seconds left at which a warning is said, in the order they come.
const WARNINGS: [u32; 2] = [30, 10];

/// What happened to the clock since the last look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum News {
    /// This player has this many seconds left: say so.
    Warning(Player, u32),
    /// This player's time is up: move for them. The clock has stopped.
    TimeUp(Player),
}

/// The turn clock part.
#[derive(Clone, Debug, Default)]
pub(crate) struct TurnClocks {
    /// The clock of the turn in play, if one runs or is paused.
    turn: Option<TurnClock>,
    /// Whether the page is out of view (the clock pauses).
    hidden: bool,
    /// Whether the page was asked for one-second ticks.
    ticking: bool,
}

impl TurnClocks {
    /// No clock yet, on a page in view or not.
    pub(crate) fn new(hidden: bool) -> TurnClocks {
        TurnClocks {
            hidden,
            ..TurnClocks::default()
        }
    }

    /// The page went out of view, or came back.
    /// Whether the page is hidden.
    pub(crate) fn hidden(&self) -> bool {
        self.hidden
    }

    pub(crate) fn set_hidden(&mut self, hidden: bool) {
        self.hidden = hidden;
    }

    /// Drops the turn's clock, so that the next look starts a fresh one (a new game).
    pub(crate) fn restart(&mut self) {
        self.turn = None;
    }
}

/// One turn's clock.
#[derive(Clone, Copy, Debug, PartialEq)]
struct TurnClock {
    player: Player,
    /// The moves played when the turn began: a move, undo or redo makes a new turn.
    ply: usize,
    /// The whole turn, in milliseconds.
    turn_ms: u32,
    /// Milliseconds left at `at`.
    left: f64,
    at: f64,
    running: bool,
    /// How many of [`WARNINGS`] have been given.
    warned: usize,
}

impl TurnClock {
    /// Counts the time since the last look (if the clock runs), and gives the warning that has
    /// fallen due since, if any; warnings passed together give only the last.
    fn advance(&mut self, now: f64) -> Option<u32> {
        if self.running {
            self.left -= (now - self.at).max(0.0);
        }
        self.at = now;
        let mut due = None;
        while let Some(&seconds) = WARNINGS.get(self.warned)
            && self.left <= f64::from(seconds * 1000)
        {
            due = Some(seconds);
            self.warned += 1;
        }
        due
    }

    /// Whole seconds left, rounded up, so the clock reads 0:00 only when the time is up.
    fn seconds(&self) -> u64 {
        (self.left.max(0.0) as u64).div_ceil(1000)
    }
}

impl TurnClocks {
    /// The clock in words for `game`, "Player 1: 1:23", while a clock runs or is paused.
    pub(crate) fn text(&self, game: &Game) -> Option<String> {
        let turn = self.turn?;
        let seconds = turn.seconds();
        let name = game.role(turn.player).name();
        Some(format!("{name}: {}:{:02}", seconds / 60, seconds % 60))
    }

    /// Counts the time gone until `now`, and says what fell due: the time up (which stops the
    /// clock), or else the last warning passed.
    pub(crate) fn advance(&mut self, now: f64) -> Option<News> {
        let turn = self.turn.as_mut()?;
        let warning = turn.advance(now);
        if turn.running && turn.left <= 0.0 {
            let player = turn.player;
            self.turn = None;
            return Some(News::TimeUp(player));
        }
        warning.map(|seconds| News::Warning(turn.player, seconds))
    }

    /// Follows the game after an action at `now`: times `wanted` (the person to move and the
    /// turn's length, while one should be timed), starting a fresh clock for a new turn (the
    /// moves played, `ply`, name it), and asks the page for ticks only while a clock runs.
    pub(crate) fn follow(
        &mut self,
        wanted: Option<(Player, u32)>,
        ply: usize,
        now: f64,
    ) -> Option<Ticks> {
        let mut fresh = false;
        match wanted {
            Some((player, turn_ms)) => {
                let same =
                    |t: &TurnClock| t.player == player && t.ply == ply && t.turn_ms == turn_ms;
                if !self.turn.as_ref().is_some_and(same) {
                    self.turn = Some(TurnClock {
                        player,
                        ply,
                        turn_ms,
                        left: f64::from(turn_ms),
                        at: now,
                        running: false,
                        warned: 0,
                    });
                    fresh = true;
                }
            }
            None => self.turn = None,
        }
        let run = !self.hidden;
        let running = match &mut self.turn {
            Some(turn) => {
                turn.running = run;
                run
            }
            None => false,
        };
        let effect = if running && (fresh || !self.ticking) {
            Some(Ticks::Start)
        } else if !running && self.ticking {
            Some(Ticks::Stop)
        } else {
            None
        };
        self.ticking = running;
        effect
    }
}

/// The turn the clock should be timing in `game`: the person to move and the turn's length, in
/// a two-player game with a clock, while nothing is being sown (`animating`). In a game played
/// by link, only this device's player (`seat`) is timed here: the other moves on their own
/// device.
pub(crate) fn wanted(
    game: &Game,
    clock: Clock,
    animating: bool,
    seat: Option<Player>,
) -> Option<(Player, u32)> {
    let turn_ms = clock.turn_ms()?;
    match game.turn() {
        Turn::Person(player)
            if game.settings().opponent == Opponent::Human
                && !animating
                && seat.is_none_or(|seat| seat == player) =>
        {
            Some((player, turn_ms))
        }
        _ => None,
    }
}

/// The pit sown at random for a player whose time is up in `position`, at `now` (which seeds
/// the choice).
pub(crate) fn random_pit(position: &Position, now: f64) -> Option<Pit> {
    random_move(position, &mut SmallRng::seed_from_u64(now.to_bits()))
}
