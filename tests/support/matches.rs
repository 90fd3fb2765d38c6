//! Matches between computer players, from a fixed set of openings, each played from both
//! sides, on fixed seeds: the strength ladder.
#![allow(dead_code)]

use mancala::engine::players::{Level, TABLE_LOG2_SLOTS};
use mancala::engine::search::{Limits, Table, best_move};
use mancala::engine::{GameResult, Pit, Player, Position, Rules};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use super::baseline;

/// A computer player in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contender {
    /// One of the engine's levels, with its own node budget in place of its clock.
    Level(Level),
    /// An engine search with this node budget (for quick versions of the ladder).
    Budget(u64),
    /// An engine search with these limits, whatever the levels use (for tuning experiments).
    Search(Limits),
    /// The classic baseline.
    Baseline,
}

impl Contender {
    /// Its move in `position`, `None` once the game is over.
    pub fn choose(self, position: &Position, table: &mut Table, rng: &mut SmallRng) -> Option<Pit> {
        match self {
            Contender::Level(level) => level.choose(position, table, &mut || false, rng),
            Contender::Budget(nodes) => {
                Contender::Search(Limits::nodes(nodes)).choose(position, table, rng)
            }
            Contender::Search(limits) => {
                best_move(position, limits, table, &mut || false, rng).map(|f| f.best)
            }
            Contender::Baseline => baseline::choose(position, rng),
        }
    }
}

/// Openings of Kalah(6,4): each player's first turn, where a turn is all of one player's
/// sowings until the other is to move (pit 3's extra turn keeps South sowing). There are 116
/// of these two-turn openings, all leading to different positions; `count` of them are drawn
/// on a fixed seed, so a small match still gets a spread.
pub fn openings(count: usize) -> Vec<Vec<Pit>> {
    fn turns(position: Position, line: Vec<Pit>, out: &mut Vec<(Position, Vec<Pit>)>) {
        let mover = position.to_move();
        for pit in position.legal_moves().iter() {
            let mut next = position;
            next.play_unchecked(pit);
            let mut line = line.clone();
            line.push(pit);
            if !next.is_over() && next.to_move() == mover {
                turns(next, line, out);
            } else {
                out.push((next, line));
            }
        }
    }
    let mut first = Vec::new();
    turns(
        Position::start(Rules::KALAH, Player::South),
        Vec::new(),
        &mut first,
    );
    let mut all = Vec::new();
    for (position, line) in first {
        turns(position, line, &mut all);
    }
    let mut lines: Vec<Vec<Pit>> = all.into_iter().map(|(_, line)| line).collect();
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut chosen = Vec::new();
    while chosen.len() < count && !lines.is_empty() {
        chosen.push(lines.swap_remove(rng.random_range(0..lines.len())));
    }
    chosen
}

/// The position an opening leads to.
pub fn after_opening(opening: &[Pit]) -> Position {
    let mut position = Position::start(Rules::KALAH, Player::South);
    for &pit in opening {
        position.play(pit).expect("openings are legal");
    }
    position
}

/// The tally of a match, from the first contender's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Games the first contender won.
    pub wins: u32,
    /// Games it lost.
    pub losses: u32,
    /// Drawn games.
    pub draws: u32,
    /// Its total store margin over all games.
    pub margin: i32,
    /// Openings where its margins from the two sides add up to more than zero: it did better
    /// with the opening than its opponent did with the same opening.
    pub pairs_won: u32,
    /// Openings where they add up to less than zero.
    pub pairs_lost: u32,
}

impl Score {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }
}

/// Plays every opening twice, `a` taking South once and North once, and tallies for `a`.
pub fn play_match(a: Contender, b: Contender, openings: &[Vec<Pit>], seed: u64) -> Score {
    play_match_with(a, b, openings, seed, &mut |_, _, _| {})
}

/// Like [`play_match`], telling `each_game` the opening's index, `a`'s side and `a`'s final
/// store lead after every game.
pub fn play_match_with(
    a: Contender,
    b: Contender,
    openings: &[Vec<Pit>],
    seed: u64,
    each_game: &mut dyn FnMut(usize, Player, i32),
) -> Score {
    let mut score = Score::default();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut tables = [
        Table::new(TABLE_LOG2_SLOTS - 2),
        Table::new(TABLE_LOG2_SLOTS - 2),
    ];
    for (index, opening) in openings.iter().enumerate() {
        let mut pair_margin = 0;
        for a_side in Player::BOTH {
            let mut position = after_opening(opening);
            for table in &mut tables {
                table.clear();
            }
            while !position.is_over() {
                let mover = position.to_move();
                let (contender, table) = if mover == a_side {
                    (a, &mut tables[0])
                } else {
                    (b, &mut tables[1])
                };
                let pit = contender
                    .choose(&position, table, &mut rng)
                    .expect("a game that is not over has a move");
                position.play(pit).expect("players choose legal moves");
            }
            let lead = position.stores().lead(a_side);
            each_game(index, a_side, lead);
            score.margin += lead;
            pair_margin += lead;
            match position.result() {
                Some(GameResult::Win { winner, .. }) if winner == a_side => score.wins += 1,
                Some(GameResult::Win { .. }) => score.losses += 1,
                _ => score.draws += 1,
            }
        }
        match pair_margin.signum() {
            1 => score.pairs_won += 1,
            -1 => score.pairs_lost += 1,
            _ => {}
        }
    }
    score
}

/// `count` positions of Kalah(6,4) with exactly `seeds` seeds in the pits, one from each game
/// between players of mixed strength (seeded with `seeds`), never a forced move: what the
/// examples measure the solver's reach on.
pub fn mixed_positions(seeds: u8, count: usize) -> Vec<Position> {
    let players = [
        Contender::Level(Level::Easy),
        Contender::Level(Level::Medium),
        Contender::Budget(20_000),
        Contender::Baseline,
    ];
    let mut rng = SmallRng::seed_from_u64(u64::from(seeds));
    let mut tables = [Table::new(14), Table::new(14)];
    let mut found = Vec::new();
    while found.len() < count {
        let seats = [
            players[rng.random_range(0..players.len())],
            players[rng.random_range(0..players.len())],
        ];
        let mut position = Position::start(Rules::KALAH, Player::South);
        while !position.is_over() && position.seeds_on_board() > seeds {
            let side = position.to_move().index();
            let pit = seats[side]
                .choose(&position, &mut tables[side], &mut rng)
                .expect("the game is not over");
            position.play_unchecked(pit);
        }
        if position.seeds_on_board() == seeds && position.legal_moves().len() > 1 {
            found.push(position);
        }
    }
    found
}
