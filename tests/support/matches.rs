//! Matches between computer players, from a fixed set of openings, each played from both
//! sides, on fixed seeds: the strength ladder.
#![allow(dead_code)]

use std::collections::BTreeSet;

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
    fn choose(self, position: &Position, table: &mut Table, rng: &mut SmallRng) -> Option<Pit> {
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

/// Distinct openings of Kalah(6,4): every two-ply opening (there are 35, because pit 3's extra
/// turn leaves South to move again), then three-ply ones drawn with a fixed seed until there
/// are `count`.
pub fn openings(count: usize) -> Vec<Vec<Pit>> {
    let start = Position::start(Rules::KALAH, Player::South);
    let lines = |plies: usize| {
        let mut found: BTreeSet<Vec<Pit>> = BTreeSet::new();
        let mut frontier = vec![(start, Vec::new())];
        for _ in 0..plies {
            frontier = frontier
                .into_iter()
                .flat_map(|(position, line): (Position, Vec<Pit>)| {
                    position.legal_moves().iter().map(move |pit| {
                        let mut next = position;
                        next.play_unchecked(pit);
                        let mut line = line.clone();
                        line.push(pit);
                        (next, line)
                    })
                })
                .collect();
        }
        found.extend(frontier.into_iter().map(|(_, line)| line));
        found.into_iter().collect::<Vec<_>>()
    };
    let mut chosen = lines(2);
    let mut three = lines(3);
    let mut rng = SmallRng::seed_from_u64(2026);
    while chosen.len() < count && !three.is_empty() {
        chosen.push(three.swap_remove(rng.random_range(0..three.len())));
    }
    chosen.truncate(count);
    chosen
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
            let mut position = Position::start(Rules::KALAH, Player::South);
            for &pit in opening {
                position.play(pit).expect("openings are legal");
            }
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
