//! 100,000 simulated games of standard Kalah(6,4) per match, on a fixed seed. The figures
//! must land near the ones published for the game (random play: first player wins about 48%,
//! loses 45%, draws 6%; a greedy player beats random about 99% of the time first and 98%
//! second), which the README reports beside ours.

use mancala::engine::playout::{Strategy, Totals, simulate};
use mancala::engine::{Player, Position, Rules};
use rand::SeedableRng;
use rand::rngs::SmallRng;

const GAMES: u32 = 100_000;

fn tally(south: Strategy, north: Strategy, seed: u64) -> Totals {
    let start = Position::start(Rules::KALAH, Player::South);
    let tally = simulate(
        &start,
        south,
        north,
        GAMES,
        &mut SmallRng::seed_from_u64(seed),
    );
    assert_eq!(tally.games, GAMES);
    assert_eq!(tally.south_wins + tally.north_wins + tally.draws, GAMES);
    tally
}

#[test]
fn random_play_gives_the_first_player_a_small_edge() {
    let t = tally(Strategy::Random, Strategy::Random, 1);
    let (first, second, draws) = (
        t.win_rate(Player::South),
        t.win_rate(Player::North),
        t.draw_rate(),
    );
    assert!((0.465..0.505).contains(&first), "first player won {first}");
    assert!(
        (0.435..0.470).contains(&second),
        "second player won {second}"
    );
    assert!((0.050..0.075).contains(&draws), "draws {draws}");
    assert!(
        (40.0..48.0).contains(&t.mean_plies()),
        "mean length {}",
        t.mean_plies()
    );
    assert!(t.longest < 150, "longest game {}", t.longest);
}

#[test]
fn greedy_play_beats_random_from_either_side() {
    let first = tally(Strategy::Greedy, Strategy::Random, 2);
    assert!(first.win_rate(Player::South) > 0.98, "{first:?}");
    let second = tally(Strategy::Random, Strategy::Greedy, 3);
    assert!(second.win_rate(Player::North) > 0.97, "{second:?}");
    assert!(first.mean_plies() < 40.0 && second.mean_plies() < 40.0);
}
