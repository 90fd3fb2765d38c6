//! The table part: the game in play and how it is shown (the focus along the keyboard row, the
//! preview of a pit, the move being sown, the side this device plays).

use crate::page::*;

#[test]
fn the_focus_stays_in_the_row_and_follows_the_pit_sown() {
    let mut page = Page::with_link("vs=human&speed=instant");
    page.send(Action::Play(PlayAction::Focus(9)));
    assert_eq!(page.session.table().focus(), 5, "the sixth pit at most");
    page.send(Action::Play(PlayAction::Sow(pit(4))));
    assert_eq!(page.session.table().focus(), 3);
}

#[test]
fn a_preview_is_kept_only_for_a_pit_that_can_be_sown_and_ends_with_the_move() {
    let mut page = Page::with_link("vs=human&speed=instant");
    page.send(Action::Play(PlayAction::Preview(Some(pit(3)))));
    assert_eq!(page.session.table().preview(), Some(pit(3)));
    // Pit 3's four seeds end in the store: the same player moves again, with pit 3 empty.
    page.sow(3);
    assert_eq!(
        page.session.table().preview(),
        None,
        "the move ends the preview"
    );
    assert_eq!(page.session.game().position().to_move(), Player::South);
    page.send(Action::Play(PlayAction::Preview(Some(pit(3)))));
    assert_eq!(page.session.table().preview(), None, "an empty pit");
    page.send(Action::Play(PlayAction::Preview(Some(page.first_legal()))));
    assert!(page.session.table().preview().is_some());
}

#[test]
fn the_keyboard_row_is_the_movers_in_a_two_player_game_and_the_bottom_one_otherwise() {
    let mut page = Page::with_link("vs=human&speed=instant");
    assert_eq!(page.session.table().keyboard_row(), Player::South);
    // Pit 1 of the opening lands short of the store: the turn passes.
    page.sow(1);
    assert_eq!(page.session.game().position().to_move(), Player::North);
    assert_eq!(page.session.table().keyboard_row(), Player::North);

    let mut against = Page::with_link("level=easy&side=second&speed=instant");
    assert_eq!(against.session.table().keyboard_row(), Player::South);
    against.answer();
    against.settle();
    assert_eq!(against.session.table().keyboard_row(), Player::South);
}

#[test]
fn a_move_is_shown_seed_by_seed_and_a_new_game_clears_the_table() {
    let mut page = Page::with_link("vs=human&speed=slow");
    page.send(Action::Play(PlayAction::Sow(pit(3))));
    assert!(page.session.table().animating() && page.ticking);
    assert!(!page.session.table().shown_over());
    page.send(Action::Play(PlayAction::NewGame));
    assert_eq!(
        page.session.pending(),
        None,
        "not asked while a move is being shown"
    );
    page.send(Action::Play(PlayAction::Skip));
    assert!(!page.session.table().animating() && !page.ticking);
    page.send(Action::Play(PlayAction::Focus(4)));
    page.send(Action::Play(PlayAction::NewGame));
    page.send(Action::Play(PlayAction::Confirm(true)));
    let table = page.session.table();
    assert_eq!(
        (table.focus(), table.preview(), table.seat()),
        (0, None, None)
    );
    assert_eq!(table.game().record().ply(), 0);
}
