//! The turn clock of a two-player game (see [`Clock`]). It runs for the person to move while
//! nothing is being sown and the page is in view; each move, an extra turn's too, starts a
//! fresh clock; the status line (the page's polite live region) warns at 30 and at 10 seconds
//! left, and changes at no other second; and when the time is up a random legal move is played
//! for that player. Time comes in only as the `now` of each action: the
//! page sends [`Action::ClockTick`] every second while [`Effect::StartClock`] holds, and
//! [`Action::PageHidden`] when the page goes out of view or back.
//!
//! [`Clock`]: crate::model::settings::Clock
//! [`Action::ClockTick`]: super::Action::ClockTick
//! [`Action::PageHidden`]: super::Action::PageHidden
//! [`Effect::StartClock`]: super::Effect::StartClock

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::{Effect, Session};
use crate::engine::Player;
use crate::engine::playout::random_move;
use crate::model::game::Turn;
use crate::model::settings::Opponent;

/// The seconds left at which a warning is said, in the order they come.
const WARNINGS: [u32; 2] = [30, 10];

/// What the session keeps of the clock.
#[derive(Clone, Debug, Default)]
pub(super) struct State {
    /// The clock of the turn in play, if one runs or is paused.
    turn: Option<TurnClock>,
    /// Whether the page is out of view (the clock pauses).
    pub(super) hidden: bool,
    /// Whether the page was asked for one-second ticks.
    ticking: bool,
    /// Said before the status while the move played for a player out of time is shown.
    timed_out: String,
}

impl State {
    /// No clock yet, on a page in view or not.
    pub(super) fn new(hidden: bool) -> State {
        State {
            hidden,
            ..State::default()
        }
    }

    /// Drops the turn's clock, so that the next look starts a fresh one (a new game).
    pub(super) fn restart(&mut self) {
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

impl Session {
    /// The clock in words, "Player 1: 1:23"; `None` when no clock runs.
    pub fn clock_text(&self) -> Option<String> {
        let turn = self.clock.turn?;
        let seconds = turn.seconds();
        let name = self.game.role(turn.player).name();
        Some(format!("{name}: {}:{:02}", seconds / 60, seconds % 60))
    }

    /// The turn the clock should be timing: the person to move and the turn's length, in a
    /// two-player game with a clock, while nothing is being sown. In a game played by link,
    /// only this device's player is timed here: the other moves on their own device.
    fn clock_wanted(&self) -> Option<(Player, u32)> {
        let turn_ms = self.settings.clock.turn_ms()?;
        match self.game.turn() {
            Turn::Person(player)
                if self.settings.game.opponent == Opponent::Human
                    && !self.animating()
                    && self.seat.is_none_or(|seat| seat == player) =>
            {
                Some((player, turn_ms))
            }
            _ => None,
        }
    }

    /// Brings the clock in line with the game after an action at `now`: counts the time gone,
    /// says a warning that fell due, plays for a player whose time is up, starts a fresh clock
    /// for a new turn, and asks the page for ticks only while a clock runs.
    pub(super) fn sync_clock(&mut self, now: f64, out: &mut Vec<Effect>) {
        if let Some(turn) = &mut self.clock.turn
            && let Some(seconds) = turn.advance(now)
        {
            // Said by the status line, a polite live region, and only then: the clock's own
            // line changes every second and is not live.
            let name = self.game.role(turn.player).name();
            self.status = format!("{name} to move: {seconds} seconds left.");
        }
        if let Some(turn) = self.clock.turn.filter(|t| t.running && t.left <= 0.0) {
            self.time_out(turn.player, now, out);
        }
        if !self.animating() && !self.clock.timed_out.is_empty() {
            // The move played for the player out of time has been shown in full.
            let note = std::mem::take(&mut self.clock.timed_out);
            self.status.insert_str(0, &note);
        }
        let ply = self.game.record().ply();
        let mut fresh = false;
        match self.clock_wanted() {
            Some((player, turn_ms)) => {
                let same =
                    |t: &TurnClock| t.player == player && t.ply == ply && t.turn_ms == turn_ms;
                if !self.clock.turn.as_ref().is_some_and(same) {
                    self.clock.turn = Some(TurnClock {
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
            None => self.clock.turn = None,
        }
        let run = !self.clock.hidden;
        let running = match &mut self.clock.turn {
            Some(turn) => {
                turn.running = run;
                run
            }
            None => false,
        };
        if running && (fresh || !self.clock.ticking) {
            out.push(Effect::StartClock);
        } else if !running && self.clock.ticking {
            out.push(Effect::StopClock);
        }
        self.clock.ticking = running;
    }

    /// Plays a random legal move for `player`, whose time is up, and says so.
    fn time_out(&mut self, player: Player, now: f64, out: &mut Vec<Effect>) {
        self.clock.turn = None;
        // The board shows the move played, even if a replay showed another position.
        self.replay = None;
        let before = *self.game.position();
        let mut rng = SmallRng::seed_from_u64(now.to_bits());
        let Some(pit) = random_move(&before, &mut rng) else {
            return;
        };
        let Ok(outcome) = self.game.play(pit) else {
            return;
        };
        let outcome = outcome.clone();
        let name = self.game.role(player).name();
        self.clock.timed_out =
            format!("Time ran out for {name}: a pit was sown for them at random. ");
        self.show_move(before, outcome, now, out);
        self.status.insert_str(0, &self.clock.timed_out);
        if !self.animating() {
            self.clock.timed_out.clear();
        }
    }
}
