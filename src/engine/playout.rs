//! Simple players and whole-game simulation: the random and greedy players, and a tally of
//! many games between them. These measure the rules (who wins from the start, how long games
//! last) and serve as fixed, cheap opponents.

use rand::{Rng, RngExt};

use super::board::{Pit, Player};
use super::position::{GameResult, Position};
use super::rules::MOVE_LIMIT;

/// A uniformly random legal move, or `None` when there is none (the game is over).
pub fn random_move<R: Rng + ?Sized>(position: &Position, rng: &mut R) -> Option<Pit> {
    let moves = position.legal_moves();
    if moves.is_empty() {
        return None;
    }
    moves.nth(rng.random_range(0..moves.len()))
}

/// The greedy move: an extra turn if there is one (the one nearest the store, so that it does
/// not spoil another), otherwise a move that puts the most seeds in the mover's store, ties
/// broken at random. `None` when the game is over.
pub fn greedy_move<R: Rng + ?Sized>(position: &Position, rng: &mut R) -> Option<Pit> {
    let me = position.to_move();
    let mut best = None;
    let mut best_gain = 0;
    let mut ties = 0;
    for pit in position.legal_moves().iter().rev() {
        let mut next = *position;
        if next.play_unchecked(pit).extra_turn {
            return Some(pit);
        }
        let gain = next.store(me) - position.store(me);
        if best.is_none() || gain > best_gain {
            (best, best_gain, ties) = (Some(pit), gain, 1);
        } else if gain == best_gain {
            ties += 1;
            if rng.random_range(0..ties) == 0 {
                best = Some(pit);
            }
        }
    }
    best
}

/// A fixed way of choosing moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// [`random_move`].
    Random,
    /// [`greedy_move`].
    Greedy,
}

impl Strategy {
    /// This strategy's move, or `None` when the game is over.
    pub fn choose<R: Rng + ?Sized>(self, position: &Position, rng: &mut R) -> Option<Pit> {
        match self {
            Strategy::Random => random_move(position, rng),
            Strategy::Greedy => greedy_move(position, rng),
        }
    }
}

/// How one simulated game went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playout {
    /// The result.
    pub result: GameResult,
    /// Moves played, extra turns counted as moves of their own.
    pub plies: usize,
}

/// Plays a game to its end from `start`, each player using their strategy. A game that reaches
/// [`MOVE_LIMIT`] ends there and is scored with each player banking their own row.
pub fn play_out<R: Rng + ?Sized>(
    start: &Position,
    south: Strategy,
    north: Strategy,
    rng: &mut R,
) -> Playout {
    let mut position = *start;
    let mut plies = 0;
    while plies < MOVE_LIMIT {
        let strategy = match position.to_move() {
            Player::South => south,
            Player::North => north,
        };
        let Some(pit) = strategy.choose(&position, rng) else {
            break;
        };
        position.play_unchecked(pit);
        plies += 1;
    }
    let result = position
        .result()
        .unwrap_or_else(|| GameResult::from_scores(position.own_rows_banked()));
    Playout { result, plies }
}

/// Totals over many simulated games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// Games played.
    pub games: u32,
    /// Games South won.
    pub south_wins: u32,
    /// Games North won.
    pub north_wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Moves played in all games together.
    pub plies: u64,
    /// The longest game, in moves.
    pub longest: usize,
}

impl Totals {
    /// Adds one game.
    pub fn add(&mut self, game: Playout) {
        self.games += 1;
        match game.result.winner() {
            Some(Player::South) => self.south_wins += 1,
            Some(Player::North) => self.north_wins += 1,
            None => self.draws += 1,
        }
        self.plies += game.plies as u64;
        self.longest = self.longest.max(game.plies);
    }

    /// The share of games a player won, from 0 to 1.
    pub fn win_rate(&self, player: Player) -> f64 {
        let wins = match player {
            Player::South => self.south_wins,
            Player::North => self.north_wins,
        };
        f64::from(wins) / f64::from(self.games.max(1))
    }

    /// The share of games drawn, from 0 to 1.
    pub fn draw_rate(&self) -> f64 {
        f64::from(self.draws) / f64::from(self.games.max(1))
    }

    /// The average game length in moves.
    pub fn mean_plies(&self) -> f64 {
        self.plies as f64 / f64::from(self.games.max(1))
    }
}

/// Plays `games` games from `start` and tallies them.
pub fn simulate<R: Rng + ?Sized>(
    start: &Position,
    south: Strategy,
    north: Strategy,
    games: u32,
    rng: &mut R,
) -> Totals {
    let mut tally = Totals::default();
    for _ in 0..games {
        tally.add(play_out(start, south, north, rng));
    }
    tally
}
