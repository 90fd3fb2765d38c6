//! Measures standard Kalah(6,4) by simulation: random against random, and the greedy player
//! against random from each side. Prints the figures quoted in the README's rules notes.
//!
//! `cargo run --release --example simulate [games] [seed]` (defaults: 100000 games, seed 2026).

use mancala::engine::playout::{Strategy, Totals, simulate};
use mancala::engine::{Player, Position, Rules};
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn main() {
    let mut args = std::env::args().skip(1);
    let games = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(2026);
    let start = Position::start(Rules::KALAH, Player::South);
    let mut rng = SmallRng::seed_from_u64(seed);
    println!("Kalah(6,4), {games} games per match, seed {seed}; South moves first\n");
    println!(
        "| South (first) | North (second) | South wins | North wins | draws | mean moves | longest |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (south, north) in [
        (Strategy::Random, Strategy::Random),
        (Strategy::Greedy, Strategy::Random),
        (Strategy::Random, Strategy::Greedy),
    ] {
        let tally = simulate(&start, south, north, games, &mut rng);
        row(south, north, &tally);
    }
}

fn row(south: Strategy, north: Strategy, tally: &Totals) {
    println!(
        "| {south:?} | {north:?} | {:.1}% | {:.1}% | {:.1}% | {:.1} | {} |",
        100.0 * tally.win_rate(Player::South),
        100.0 * tally.win_rate(Player::North),
        100.0 * tally.draw_rate(),
        tally.mean_plies(),
        tally.longest,
    );
}
