//! The page's game state, natively: roles, turns, undo and redo, stale computer answers,
//! previews, and the sentences the status line and move log show.

use mancala::engine::{Cell, Pit, Player, Position};
use mancala::model::game::{Game, MoveError, PreviewEffect, Role, Turn};
use mancala::model::settings::{GameSettings, Opponent, Side};

fn pit(n: u8) -> Pit {
    Pit::new(n).unwrap()
}

fn versus_computer(side: Side) -> Game {
    Game::new(GameSettings {
        side,
        ..GameSettings::default()
    })
    .unwrap()
}

fn hot_seat() -> Game {
    Game::new(GameSettings {
        opponent: Opponent::Human,
        ..GameSettings::default()
    })
    .unwrap()
}

/// Plays the computer's move as if the search had answered for the current position.
fn computer(game: &mut Game, n: u8) {
    let searched = *game.position();
    game.play_computer(pit(n), &searched).unwrap();
}

#[test]
fn against_the_computer_you_are_south_and_open_unless_you_chose_second() {
    let game = versus_computer(Side::First);
    assert_eq!(game.role(Player::South), Role::You);
    assert_eq!(game.role(Player::North), Role::Computer);
    assert_eq!(game.turn(), Turn::Person(Player::South));
    assert_eq!(game.status(), "Your turn.");

    let second = versus_computer(Side::Second);
    assert_eq!(second.turn(), Turn::Computer);
    assert_eq!(second.position().to_move(), Player::North);
}

#[test]
fn in_hot_seat_the_bottom_player_opens_and_both_play() {
    let mut game = hot_seat();
    assert_eq!(game.role(Player::South), Role::PlayerOne);
    assert_eq!(game.turn(), Turn::Person(Player::South));
    game.play(pit(1)).unwrap();
    assert_eq!(game.turn(), Turn::Person(Player::North));
    assert_eq!(game.status(), "Player 1 sowed pit 1. Player 2 to move.");
}

#[test]
fn a_person_cannot_move_for_the_computer_and_the_computer_cannot_move_for_you() {
    let mut game = versus_computer(Side::First);
    let start = *game.position();
    assert_eq!(
        game.play_computer(pit(1), &start).unwrap_err(),
        MoveError::NotYourTurn
    );
    game.play(pit(1)).unwrap();
    assert_eq!(game.play(pit(2)).unwrap_err(), MoveError::NotYourTurn);
}

#[test]
fn an_answer_for_an_earlier_position_is_refused() {
    let mut game = versus_computer(Side::First);
    game.play(pit(1)).unwrap();
    let searched = *game.position();
    assert!(game.undo());
    game.play(pit(2)).unwrap();
    // Same number of moves, different position: the old answer must not be applied.
    assert_eq!(game.record().ply(), 1);
    let before = *game.position();
    assert_eq!(
        game.play_computer(pit(1), &searched).unwrap_err(),
        MoveError::Stale
    );
    assert_eq!(*game.position(), before);
}

#[test]
fn the_status_says_what_the_move_did_and_whose_turn_it_is() {
    let mut game = versus_computer(Side::First);
    game.play(pit(3)).unwrap();
    assert_eq!(game.status(), "You sowed pit 3: extra turn. Your turn.");
    game.play(pit(6)).unwrap();
    assert_eq!(game.status(), "You sowed pit 6. Computer to move.");
}

#[test]
fn the_status_keeps_every_reply_since_your_move() {
    let mut game = versus_computer(Side::First);
    game.play(pit(1)).unwrap();
    computer(&mut game, 3); // the computer's extra turn
    computer(&mut game, 1);
    assert_eq!(
        game.status(),
        "You sowed pit 1. Computer sowed pit 3: extra turn. Computer sowed pit 1. Your turn."
    );
    game.play(pit(2)).unwrap();
    assert_eq!(game.status(), "You sowed pit 2: extra turn. Your turn.");
}

#[test]
fn a_capture_is_described_with_the_seeds_banked() {
    let position: Position = "6x4.n.1-1-1-7-1-1.14.1-1-0-1-1-1.17".parse().unwrap();
    let mut game = versus_computer(Side::First);
    let mut outcome_position = position;
    let outcome = outcome_position.play(pit(2)).unwrap();
    assert_eq!(
        game.describe(&outcome),
        "Computer sowed pit 2 and captured 8 seeds."
    );
    // The same sentence shape for the person, through the game itself.
    game.play(pit(1)).unwrap();
    assert_eq!(game.log(), vec!["You sowed pit 1."]);
}

#[test]
fn undo_against_the_computer_takes_back_your_whole_turn_and_the_reply() {
    let mut game = versus_computer(Side::First);
    let start = *game.position();
    game.play(pit(3)).unwrap(); // extra turn
    game.play(pit(6)).unwrap();
    computer(&mut game, 1);
    let before_undo = *game.position();
    assert!(game.can_undo());
    assert!(game.undo());
    assert_eq!(*game.position(), start);
    assert!(game.undo_used());
    assert!(!game.can_undo());
    assert!(game.redo());
    assert_eq!(*game.position(), before_undo);
    assert!(!game.can_redo());
}

#[test]
fn undo_when_the_computer_opened_stops_at_your_first_turn() {
    let mut game = versus_computer(Side::Second);
    assert!(!game.can_undo());
    computer(&mut game, 1);
    let after_opening = *game.position();
    assert!(
        !game.can_undo(),
        "the computer's opening alone is not yours to undo"
    );
    game.play(pit(1)).unwrap();
    computer(&mut game, 2);
    assert!(game.undo());
    assert_eq!(*game.position(), after_opening);
}

#[test]
fn undo_in_hot_seat_takes_back_one_move_and_redo_restores_it() {
    let mut game = hot_seat();
    game.play(pit(3)).unwrap();
    game.play(pit(6)).unwrap();
    let after_two = *game.position();
    assert!(game.undo());
    assert_eq!(game.record().ply(), 1);
    assert!(game.redo());
    assert_eq!(*game.position(), after_two);
}

#[test]
fn a_new_move_clears_redo() {
    let mut game = hot_seat();
    game.play(pit(1)).unwrap();
    game.undo();
    assert!(game.can_redo());
    game.play(pit(2)).unwrap();
    assert!(!game.can_redo());
    assert!(!game.redo());
}

#[test]
fn undo_is_not_available_once_the_game_is_over() {
    let mut game = hot_seat();
    // Play the lowest legal pit until the game ends.
    while game.turn() != Turn::Over {
        let pit = game.position().legal_moves().iter().next().unwrap();
        game.play(pit).unwrap();
    }
    assert!(!game.can_undo());
    assert!(!game.undo());
    let result = game.result_sentence().unwrap();
    assert!(
        result.contains(" by ") || result.starts_with("A draw"),
        "{result}"
    );
    assert!(game.status().ends_with(&result));
}

#[test]
fn the_preview_shows_an_extra_turn_a_capture_or_nothing() {
    let game = versus_computer(Side::First);
    let extra = game.preview(pit(3)).unwrap();
    assert_eq!(extra.last, Cell::Store(Player::South));
    assert_eq!(extra.effect, PreviewEffect::ExtraTurn);
    let plain = game.preview(pit(1)).unwrap();
    assert_eq!(plain.last, Cell::Pit(Player::South, pit(5)));
    assert_eq!(plain.effect, PreviewEffect::Nothing);

    let mut hot = hot_seat();
    hot.play(pit(5)).unwrap(); // South: 6, store, North 1, 2.
    hot.play(pit(3)).unwrap(); // North: extra turn.
    hot.play(pit(1)).unwrap(); // North: 5 seeds from pit 1 fill North 2..6.
    // South pit 5 is empty; South pit 1 (4 seeds) ends there, facing North pit 2.
    let capture = hot.preview(pit(1)).unwrap();
    assert_eq!(capture.last, Cell::Pit(Player::South, pit(5)));
    assert!(matches!(capture.effect, PreviewEffect::Capture(n) if n > 1));
    assert_eq!(hot.preview(pit(5)), None, "an empty pit has no preview");
}

#[test]
fn the_preview_sentence_names_the_landing_and_an_extra_turn_a_capture_or_nothing() {
    let game = versus_computer(Side::First);
    assert_eq!(
        game.describe_preview(pit(3)).as_deref(),
        Some("Pit 3: the last seed lands in your store, for an extra turn.")
    );
    assert_eq!(
        game.describe_preview(pit(1)).as_deref(),
        Some("Pit 1: the last seed lands in your pit 5, for no capture and no extra turn.")
    );
    assert_eq!(
        game.describe_preview(pit(6)).as_deref(),
        Some(
            "Pit 6: the last seed lands in the other side's pit 3, for no capture and no extra turn."
        )
    );

    let mut hot = hot_seat();
    hot.play(pit(5)).unwrap(); // South: 6, store, North 1, 2.
    hot.play(pit(3)).unwrap(); // North: extra turn.
    hot.play(pit(1)).unwrap(); // North: 5 seeds from pit 1 fill North 2..6.
    // South pit 1 ends in the empty pit 5, across from North pit 2 and its 6 seeds.
    assert_eq!(
        hot.describe_preview(pit(1)).as_deref(),
        Some("Pit 1: the last seed lands in your pit 5, for a capture of 7.")
    );
    assert_eq!(
        hot.describe_preview(pit(5)),
        None,
        "an empty pit says nothing"
    );
}

#[test]
fn a_game_in_progress_is_one_with_moves_and_no_result() {
    let mut game = hot_seat();
    assert!(!game.in_progress());
    game.play(pit(1)).unwrap();
    assert!(game.in_progress());
}

mod move_list {
    use super::pit;
    use mancala::engine::playout::random_move;
    use mancala::engine::{Player, Position, Record, Rules};
    use mancala::model::moves::{chains, notation, rounds};
    use proptest::prelude::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    #[test]
    fn an_extra_turn_chain_is_one_turn_and_rounds_pair_the_turns() {
        let start = Position::start(Rules::KALAH, Player::South);
        // 3 ends in South's store (extra turn), 6 does not; North's 2 ends in its store, 5
        // does not; then South moves again.
        let line = [3, 6, 2, 5, 1].map(pit);
        let record = Record::from_moves(start, &line).unwrap();
        let chains = chains(&record);
        assert_eq!(chains.len(), 3, "{chains:?}");
        assert_eq!(chains[0].moves, vec![pit(3), pit(6)]);
        assert_eq!(chains[0].plies(), 0..2);
        assert_eq!(chains[1].mover, Player::North);
        assert_eq!(chains[1].plies(), 2..4);
        assert_eq!(notation(&record), "1. 3 6 | 2 5  2. 1");
        let rounds = rounds(&record);
        assert_eq!(rounds.len(), 2);
        assert_eq!(rounds[1].turns.len(), 1);
        assert_eq!(notation(&Record::new(start)), "");
    }

    proptest! {
        /// Over random games: the turns hold every move once, in order, alternate players,
        /// and each one ends where the rules give the other player the move.
        #[test]
        fn turns_partition_a_game_and_alternate(seed in any::<u64>(), plies in 0usize..60) {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut record = Record::new(Position::start(Rules::KALAH, Player::South));
            for _ in 0..plies {
                let Some(next) = random_move(record.position(), &mut rng) else { break };
                record.play(next).unwrap();
            }
            let chains = chains(&record);
            let flat: Vec<_> = chains.iter().flat_map(|c| c.moves.clone()).collect();
            prop_assert_eq!(&flat[..], record.moves());
            for pair in chains.windows(2) {
                prop_assert_ne!(pair[0].mover, pair[1].mover);
                prop_assert_eq!(pair[0].plies().end, pair[1].first_ply);
                let after = record.position_at(pair[0].plies().end).unwrap();
                prop_assert_eq!(after.to_move(), pair[1].mover);
            }
            let numbers: Vec<usize> = rounds(&record).iter().map(|r| r.number).collect();
            prop_assert_eq!(numbers, (1..=chains.len().div_ceil(2)).collect::<Vec<_>>());
        }
    }
}
