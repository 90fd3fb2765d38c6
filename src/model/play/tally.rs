//! The statistics part: the records kept in storage and this visit's tally, with the one rule
//! both follow: a game counts when it was played against the computer, to its end, with no move
//! taken back and no hint shown.

use crate::engine::Player;
use crate::model::game::Game;
use crate::model::play::records::{Finished, OnlineGame, Stats, Verdict};
use crate::model::settings::Opponent;

/// This visit's results against the computer, in the games that count; never stored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games the person won.
    pub you: u32,
    /// Games the computer won.
    pub computer: u32,
    /// Drawn games.
    pub draws: u32,
    /// Hints shown, in any game.
    pub hints: u32,
}

/// Whether `game` counts, in the records and in the tally alike: against the computer, with no
/// move taken back and no hint shown. (Whether it is over is the caller's to check.)
pub fn counts_toward_stats(game: &Game) -> bool {
    game.settings().opponent == Opponent::Computer && !game.undo_used()
}

/// The records, the tally, and whether the game in play has been counted.
#[derive(Clone, Debug, Default)]
pub struct Statistics {
    stats: Stats,
    tally: Tally,
    /// Whether the game in play has been counted (it is counted once).
    counted: bool,
}

impl Statistics {
    /// The statistics a visit opens with.
    pub(crate) fn new(stats: Stats) -> Statistics {
        Statistics {
            stats,
            ..Statistics::default()
        }
    }

    /// The stored records.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// This visit's tally.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// A hint was shown.
    pub(crate) fn hint_shown(&mut self) {
        self.tally.hints += 1;
    }

    /// A new game is in play: it has not been counted.
    pub(crate) fn new_game(&mut self) {
        self.counted = false;
    }

    /// Counts `game` once it is over, if it counts: in the tally and in the records, which
    /// are then to be saved. `millis` is how long it was played.
    pub(crate) fn count(&mut self, game: &Game, millis: u64) -> Option<Box<Stats>> {
        let result = game.result()?;
        if self.counted || !counts_toward_stats(game) {
            return None;
        }
        self.counted = true;
        // The person always plays South.
        let verdict = match result.winner() {
            Some(Player::South) => Verdict::Won,
            Some(Player::North) => Verdict::Lost,
            None => Verdict::Drawn,
        };
        match verdict {
            Verdict::Won => self.tally.you += 1,
            Verdict::Lost => self.tally.computer += 1,
            Verdict::Drawn => self.tally.draws += 1,
        }
        let finished = Finished {
            verdict,
            store: u32::from(game.position().store(Player::South)),
            margin: u32::try_from(result.margin_for(Player::South).max(0)).unwrap_or(0),
            millis,
        };
        self.stats.add(&game.settings(), finished);
        Some(Box::new(self.stats.clone()))
    }

    /// Takes `stats` in place of the records and results, keeping this visit's tally.
    pub(crate) fn adopt(&mut self, stats: Stats) {
        self.stats = stats;
    }

    /// Counts a game against someone online, once: the records, which are then to be saved
    /// (not this visit's tally, which is of games against the computer).
    pub(crate) fn count_online(&mut self, game: OnlineGame) -> Option<Box<Stats>> {
        self.stats
            .add_online(game)
            .then(|| Box::new(self.stats.clone()))
    }

    /// Forgets every record, which are then to be saved.
    pub(crate) fn reset(&mut self) -> Box<Stats> {
        self.stats.reset();
        Box::new(self.stats.clone())
    }
}
