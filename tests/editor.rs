//! The analysis board's editor: every change checked at its cell, the whole checked in plain
//! words, and the quick actions.

use mancala::engine::{HouseRules, MOST_SEEDS, Player, Position, Rules};
use mancala::model::study::editor::{CELLS, Editor, STORE_NORTH, STORE_SOUTH};
use mancala::model::study::words::{bad_count, cell_name, notes, unfit};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn standard() -> Editor {
    Editor::new(4, HouseRules::default())
}

#[test]
fn cells_are_named_by_row_and_number() {
    assert_eq!(cell_name(0), "Bottom row, pit 1");
    assert_eq!(cell_name(5), "Bottom row, pit 6");
    assert_eq!(cell_name(STORE_SOUTH), "Bottom store");
    assert_eq!(cell_name(7), "Top row, pit 1");
    assert_eq!(cell_name(12), "Top row, pit 6");
    assert_eq!(cell_name(STORE_NORTH), "Top store");
}

#[test]
fn a_count_that_cannot_be_taken_is_refused_at_its_cell_with_the_reason_and_nothing_changes() {
    let mut editor = standard();
    let before = editor.clone();
    for (text, reason) in [
        ("x", "not a whole number"),
        ("2.5", "not a whole number"),
        ("-1", "cannot be below 0"),
        ("", "Type a number"),
        ("99999999999", "not a whole number"),
        ("40", "at most 72"),
    ] {
        let refused = bad_count(&editor.set(2, text).unwrap_err());
        assert!(refused.contains(reason), "{text:?}: {refused}");
        assert_eq!(editor.refusal().map(|r| r.cell), Some(2));
        let mut same = editor.clone();
        same.set_to_move(Player::South);
        assert_eq!(same, before, "{text:?} changed something");
    }
    editor.set(2, " 7 ").unwrap();
    assert!(
        editor.refusal().is_none(),
        "a good change clears the refusal"
    );
    assert_eq!(editor.count(2), 7);
    editor.empty();
    assert!(
        bad_count(&editor.add(4, -1).unwrap_err()).contains("Bottom row, pit 5 is already empty")
    );
    editor.add(4, 1).unwrap();
    assert_eq!(editor.count(4), 1);
    assert!(editor.set(CELLS, "1").is_err(), "no such cell");
}

#[test]
fn the_board_holds_at_most_the_seeds_of_the_biggest_start() {
    let mut editor = standard();
    editor.empty();
    editor.set(STORE_SOUTH, &MOST_SEEDS.to_string()).unwrap();
    let refused = bad_count(&editor.add(0, 1).unwrap_err());
    assert!(refused.contains("73 seeds in all"), "{refused}");
    assert!(refused.contains("can take at most 0"), "{refused}");
}

#[test]
fn the_whole_is_checked_in_plain_words() {
    let mut editor = standard();
    editor.empty();
    assert!(unfit(&editor.check().unwrap_err()).contains("The board is empty"));
    editor.set(STORE_SOUTH, "30").unwrap();
    editor.set(STORE_NORTH, "18").unwrap();
    let over = editor.check().expect("stores alone are a finished game");
    assert!(over.is_over());
    let note = noted(&editor).unwrap();
    assert!(
        note.contains("The game is over: Bottom wins by 12 seeds"),
        "{note}"
    );
    // The side to move has no seeds: the game is over, and the rest is banked.
    let mut editor = standard();
    for cell in 0..6 {
        editor.set(cell, "0").unwrap();
    }
    editor.set(STORE_SOUTH, "24").unwrap();
    let position = editor.check().unwrap();
    assert!(position.is_over());
    assert!(
        noted(&editor).unwrap().contains("it is a draw"),
        "{:?}",
        noted(&editor)
    );
}

#[test]
fn an_unreachable_total_is_flagged_not_refused() {
    let mut editor = standard();
    assert_eq!(noted(&editor), None, "the start is reachable");
    editor.set(0, "5").unwrap();
    let position = editor.check().expect("a study may hold any total");
    assert_eq!(position.total_seeds(), 49);
    let note = noted(&editor).unwrap();
    assert!(
        note.starts_with("Not reachable from a start: this board holds 49 seeds"),
        "{note}"
    );
    assert!(note.contains("holds 48"), "{note}");
    editor.set_seeds(5);
    editor.start();
    assert_eq!(editor.total(), 60);
    assert_eq!(noted(&editor), None);
}

#[test]
fn swapping_twice_is_the_same_board_and_once_mirrors_it() {
    let mut editor = standard();
    editor.set(0, "9").unwrap();
    editor.set(STORE_NORTH, "2").unwrap();
    let before = editor.clone();
    editor.swap();
    assert_eq!(editor.count(7), 9);
    assert_eq!(editor.count(STORE_SOUTH), 2);
    assert_eq!(editor.to_move(), Player::North);
    editor.swap();
    assert_eq!(editor, before);
}

#[test]
fn a_random_position_comes_from_a_game_under_way() {
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..50 {
        let mut editor = Editor::new(3, HouseRules::default());
        editor.random(&mut rng);
        let position = editor.check().expect("a position");
        assert!(!position.is_over());
        assert!(position.has_the_rules_total());
        assert_eq!(editor.seeds(), 3);
    }
}

proptest! {
    /// Any position of six pits a row goes into the editor and comes back out the same.
    #[test]
    fn a_position_goes_through_the_editor_unchanged(
        seeds in 3u8..=6,
        plies in 0usize..40,
        seed in any::<u64>(),
    ) {
        let rules = Rules::new(6, u32::from(seeds)).unwrap();
        let mut position = Position::start(rules, Player::South);
        let mut rng = SmallRng::seed_from_u64(seed);
        for _ in 0..plies {
            match mancala::engine::playout::random_move(&position, &mut rng) {
                Some(pit) => { position.play(pit).unwrap(); }
                None => break,
            }
        }
        prop_assume!(!position.is_extra_turn());
        let editor = Editor::from_position(&position);
        prop_assert_eq!(editor.check(), Ok(position));
    }

    /// No text typed into a cell panics, and a refused one changes nothing.
    #[test]
    fn no_text_typed_into_a_cell_panics(cell in 0usize..16, text in ".{0,12}") {
        let mut editor = standard();
        let before = editor.clone();
        if editor.set(cell, &text).is_err() {
            editor.set_to_move(Player::South);
            prop_assert_eq!(editor, before);
        }
    }
}

/// What the editor notes about its position, in the words the page shows.
fn noted(editor: &Editor) -> Option<String> {
    notes(&editor.notes())
}
