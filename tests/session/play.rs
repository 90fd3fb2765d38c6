//! Sowing, taking back, the settings that shape a game, and the board as drawn.

use crate::page::*;

#[test]
fn a_game_changing_setting_asks_first_mid_game_and_applies_only_on_confirmation() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.sow(1);
    let before = *page.session.game().position();
    let expert = GameSettings {
        level: Level::Expert,
        ..page.session.settings().game
    };
    page.send(Action::Play(PlayAction::ChangeGame(expert)));
    assert_eq!(page.session.pending(), Some(Pending::NewGame(expert)));
    assert_eq!(page.session.settings().game.level, Level::Easy, "not yet");
    assert_eq!(*page.session.game().position(), before);
    // Keep playing: nothing changes.
    page.send(Action::Play(PlayAction::Confirm(false)));
    assert_eq!(page.session.pending(), None);
    assert_eq!(page.session.settings().game.level, Level::Easy);
    assert_eq!(*page.session.game().position(), before);
    // Asked again and confirmed: a new game at Expert, in the address and in storage.
    page.send(Action::Play(PlayAction::ChangeGame(expert)));
    page.send(Action::Play(PlayAction::Confirm(true)));
    assert_eq!(page.session.settings().game.level, Level::Expert);
    assert_eq!(page.session.game().record().ply(), 0);
    assert_eq!(page.address.as_deref(), Some("level=expert&speed=instant"));
    let saved = settings_from_json(page.saved_settings.as_deref().unwrap()).unwrap();
    assert_eq!(saved.game.level, Level::Expert);
    // Speed is not game-changing: it applies at once, mid-game too.
    page.sow(1);
    page.send(Action::Router(RouterAction::SetSpeed(Speed::Slow)));
    assert_eq!(page.session.pending(), None);
    assert_eq!(page.session.settings().speed, Speed::Slow);
}

#[test]
fn undo_against_the_computer_takes_back_the_whole_turn_chain_and_the_reply() {
    let mut page = Page::with_link("level=medium&speed=instant");
    let start = *page.session.game().position();
    // Pit 3 earns an extra turn; pit 6 ends the turn, and the computer replies.
    page.sow(3);
    assert_eq!(page.session.game().turn(), Turn::Person(Player::South));
    page.sow(6);
    assert_eq!(page.session.game().turn(), Turn::Person(Player::South));
    assert!(page.session.game().record().ply() >= 3);
    page.send(Action::Play(PlayAction::Undo));
    page.send(Action::Play(PlayAction::Confirm(true)));
    assert_eq!(*page.session.game().position(), start);
    assert!(page.session.status().starts_with("Move taken back."));
    // A second take-back in the same game does not ask again.
    page.sow(1);
    page.send(Action::Play(PlayAction::Undo));
    assert_eq!(page.session.pending(), None);
    assert_eq!(*page.session.game().position(), start);
}

#[test]
fn stores_keep_their_fresh_tint_after_the_animation_and_at_instant_speed() {
    for link in ["vs=human&speed=fast", "vs=human&speed=instant"] {
        let mut page = Page::with_link(link);
        page.send(Action::Play(PlayAction::Sow(pit(3))));
        if page.ticking {
            page.send(Action::Play(PlayAction::Tick));
            let during = page.session.board();
            assert!(
                during.cell(Cell::Pit(Player::South, pit(4))).fresh,
                "{link}"
            );
            assert!(!during.cell(Cell::Store(Player::South)).fresh, "{link}");
        }
        page.settle();
        let board = page.session.board();
        let store = board.cell(Cell::Store(Player::South));
        assert!(store.fresh, "{link}: the store received the last seed");
        assert_eq!(store.count, 1);
        assert!(board.cell(Cell::Pit(Player::South, pit(6))).fresh, "{link}");
        assert!(
            board.cell(Cell::Pit(Player::South, pit(3))).last_played,
            "{link}"
        );
        assert!(!board.cell(Cell::Store(Player::North)).fresh, "{link}");
    }
}

/// The shortest line of play from the opening whose last move captures.
fn line_to_a_capture() -> Vec<Pit> {
    let start = *Session::open(Opening::default()).0.game().position();
    let mut lines = vec![(start, Vec::new())];
    for _ in 0..4 {
        let mut next = Vec::new();
        for (position, line) in lines {
            for pit in position.legal_moves() {
                let mut child = position;
                let outcome = child.play(pit).expect("a legal move");
                let mut longer: Vec<Pit> = line.clone();
                longer.push(pit);
                if outcome.capture.is_some() {
                    return longer;
                }
                next.push((child, longer));
            }
        }
        lines = next;
    }
    panic!("no capture within four moves");
}

#[test]
fn the_board_marks_a_capture_and_the_previewed_landing() {
    let mut page = Page::with_link("vs=human&speed=instant");
    // From the opening, pit 1's four seeds end in pit 5.
    page.send(Action::Play(PlayAction::Preview(Some(pit(1)))));
    assert!(
        page.session
            .board()
            .cell(Cell::Pit(Player::South, pit(5)))
            .target
    );
    page.send(Action::Play(PlayAction::Preview(None)));
    assert!(
        !page
            .session
            .board()
            .cell(Cell::Pit(Player::South, pit(5)))
            .target
    );
    let line = line_to_a_capture();
    let (last, before) = line.split_last().unwrap();
    for pit in before {
        page.sow(pit.number());
    }
    let mover = page.session.game().position().to_move();
    page.sow(last.number());
    let capture = page.session.game().last_outcome().unwrap().capture.unwrap();
    let board = page.session.board();
    assert!(board.cell(Cell::Pit(mover, capture.pit)).captured);
    assert!(
        board
            .cell(Cell::Pit(mover.other(), capture.opposite))
            .captured
    );
    let marked = Player::BOTH
        .iter()
        .flat_map(|&p| (1..=6).map(move |n| Cell::Pit(p, pit(n))))
        .filter(|&cell| board.cell(cell).captured)
        .count();
    assert_eq!(marked, 2, "only the two pits of the capture");
}

#[test]
fn the_system_motion_setting_is_followed_during_a_visit() {
    let mut page = Page::with_link("vs=human");
    page.send(Action::Play(PlayAction::Sow(pit(1))));
    assert!(page.ticking, "animated at first");
    page.settle();
    // The system now asks for reduced motion: the next move lands at once.
    page.send(Action::Router(RouterAction::SystemMotion(true)));
    page.send(Action::Play(PlayAction::Sow(pit(1))));
    assert!(!page.ticking);
    // The page's own setting overrides the system's.
    page.send(Action::Router(RouterAction::SetMotion(
        mancala::model::settings::Motion::Full,
    )));
    page.send(Action::Play(PlayAction::Sow(pit(2))));
    assert!(page.ticking);
}

#[test]
fn sowing_an_empty_pit_or_out_of_turn_is_refused_in_plain_words() {
    let mut page = Page::with_link("vs=human&speed=instant");
    // Pit 3 earns an extra turn, so player 1 is to move again with pit 3 empty.
    page.sow(3);
    let before = *page.session.game().position();
    page.send(Action::Play(PlayAction::Sow(pit(3))));
    assert_eq!(
        page.session.status(),
        "Pit 3 is empty: choose a pit with seeds."
    );
    assert_eq!(*page.session.game().position(), before);
    let mut computer = Page::with_link("side=second&speed=instant");
    computer.send(Action::Play(PlayAction::Sow(pit(1))));
    assert_eq!(computer.session.status(), "It is not your turn.");
}

#[test]
fn the_status_tells_the_move_as_soon_as_its_sowing_starts() {
    let mut page = Page::with_link("vs=human&speed=slow");
    page.send(Action::Play(PlayAction::Sow(pit(1))));
    assert!(page.session.table().animating());
    assert_eq!(
        page.session.status(),
        "Player 1 sowed pit 1. Player 2 to move."
    );
}

#[test]
fn alternating_sides_switch_the_opener_at_each_new_game_and_a_reload_and_a_link_keep_it() {
    let opener = |page: &Page| page.session.game().record().start().to_move();
    // Two players on one screen: player 1 opens, then player 2, then player 1 again.
    let mut page = Page::with_link("vs=human&side=alternate&speed=instant");
    assert_eq!(opener(&page), Player::South);
    page.send(Action::Play(PlayAction::NewGame));
    assert_eq!(opener(&page), Player::North);
    page.send(Action::Play(PlayAction::NewGame));
    assert_eq!(opener(&page), Player::South);
    page.send(Action::Play(PlayAction::NewGame));
    assert_eq!(opener(&page), Player::North);
    // Player 2 moves; a reload with the address keeps the game as it stands, opener and all.
    page.sow(3);
    assert_eq!(page.session.game().record().ply(), 1);
    let address = page.address.clone().expect("an address");
    assert_eq!(address, "vs=human&side=alternate&speed=instant");
    let again = Page::reopen(&address, page.saved_game.clone());
    assert_eq!(opener(&again), Player::North);
    assert_eq!(
        again.session.game().position(),
        page.session.game().position()
    );
    assert!(again.session.status().starts_with("Game resumed."));
    // The game's link opens the same game elsewhere.
    let link = mancala::model::share::link::write_game(
        page.session.settings(),
        page.session.game().record(),
    );
    let elsewhere = Page::with_link(&link);
    assert_eq!(opener(&elsewhere), Player::North);
    assert_eq!(
        elsewhere.session.game().position(),
        page.session.game().position()
    );
    assert_eq!(elsewhere.session.notices(), []);

    // Against the computer: the person opens, then the computer, which is asked for its move.
    let mut page = Page::with_link("side=alternate&level=easy&speed=instant");
    assert_eq!(opener(&page), Player::South);
    assert!(page.searching.is_none());
    page.send(Action::Play(PlayAction::NewGame));
    assert_eq!(opener(&page), Player::North);
    assert!(page.searching.is_some(), "the computer opens this one");
    page.settle();
    // A fixed side stays put.
    let mut fixed = Page::with_link("side=second&speed=instant&level=easy");
    for _ in 0..2 {
        assert_eq!(opener(&fixed), Player::North);
        fixed.send(Action::Play(PlayAction::NewGame));
        fixed.settle();
    }
    let mut two = Page::with_link("vs=human&side=second&speed=instant");
    assert_eq!(
        opener(&two),
        Player::North,
        "side=second: player 2 opens a two-player game"
    );
    two.send(Action::Play(PlayAction::NewGame));
    assert_eq!(opener(&two), Player::North);
}
