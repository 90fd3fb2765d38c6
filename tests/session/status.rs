//! The status line: what happened, as data, worded in one place together with whose turn it is.

use crate::page::*;
use mancala::model::app::Status;
use mancala::model::game::Game;

/// A fresh two-player game, Player 1 to move.
fn two_players() -> Game {
    Game::new(GameSettings {
        opponent: Opponent::Human,
        ..GameSettings::default()
    })
    .unwrap()
}

#[test]
fn each_thing_said_is_worded_with_whose_turn_it_is_where_that_follows() {
    let game = two_players();
    for (said, words) in [
        (Said::Turn, "Player 1 to move."),
        (Said::TakenBack, "Move taken back. Player 1 to move."),
        (Said::Resumed, "Game resumed. Player 1 to move."),
        (
            Said::FromLink(1),
            "A game from a link, after 1 move. Player 1 to move.",
        ),
        (
            Said::Seated(Player::North),
            "You are Player 2, playing by link. Player 1 to move.",
        ),
        (Said::StatsReset, "Statistics reset."),
        (
            Said::EmptyPit(pit(3)),
            "Pit 3 is empty: choose a pit with seeds.",
        ),
        (
            Said::ClockWarning {
                player: Player::South,
                seconds: 10,
            },
            "Player 1 to move: 10 seconds left.",
        ),
        (
            Said::Hint {
                best: None,
                exact: true,
                pie: Pie::Off,
            },
            "No hint: there is no move to make.",
        ),
        (
            Said::Hint {
                best: Some((pit(4), 2)),
                exact: true,
                pie: Pie::Off,
            },
            "Hint: Pit 4 wins by exactly 2 seeds.",
        ),
        (
            Said::Hint {
                best: Some((pit(4), -2)),
                exact: true,
                pie: Pie::Offered,
            },
            "Hint: Swapping sides wins by exactly 2 seeds.",
        ),
        (
            Said::Hint {
                best: Some((pit(4), 2)),
                exact: true,
                pie: Pie::Offered,
            },
            "Hint: Pit 4 wins by exactly 2 seeds. Swapping sides would hand that to your \
             opponent.",
        ),
    ] {
        assert_eq!(Status::new(said).words(&game, None), words, "{said:?}");
    }
}

#[test]
fn a_move_played_for_a_player_out_of_time_says_so_first() {
    let status = Status {
        said: Said::Turn,
        timed_out: Some(Player::South),
    };
    assert_eq!(
        status.words(&two_players(), None),
        "Time ran out for Player 1: a pit was sown for them at random. Player 1 to move."
    );
}

#[test]
fn a_move_shown_on_a_device_playing_by_link_reminds_it_to_send_the_move() {
    let mut game = two_players();
    game.play(pit(1)).unwrap();
    let shown = Status::new(Said::MoveShown);
    let here = shown.words(&game, Some(Player::South));
    assert!(
        here.ends_with(
            "Player 2 to move. Send your move to Player 2 with \u{201c}Send your move\u{201d}."
        ),
        "{here}"
    );
    assert_eq!(
        shown.words(&game, None),
        game.status(),
        "one screen: nothing to send"
    );
    assert_eq!(
        Status::new(Said::Move).words(&game, Some(Player::South)),
        game.status(),
        "not while the move is still being sown"
    );
}
