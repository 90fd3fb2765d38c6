//! The board as drawn, natively: which pits are playable, which one the hint names, and which
//! rows carry their numbers, from the board view alone and through the session.

use mancala::engine::{Cell, Pit, Player};
use mancala::model::app::RouterAction;
use mancala::model::app::{Action, Effect, Opening, Session};
use mancala::model::board::{BoardView, Marks};
use mancala::model::game::Game;
use mancala::model::play::PlayAction;
use mancala::model::review::Rated;
use mancala::model::settings::{GameSettings, Opponent};

fn pit(n: u8) -> Pit {
    Pit::new(n).unwrap()
}

fn pits(player: Player) -> impl Iterator<Item = Cell> {
    (1..=6).map(move |n| Cell::Pit(player, pit(n)))
}

fn game(opponent: Opponent) -> Game {
    Game::new(GameSettings {
        opponent,
        ..GameSettings::default()
    })
    .unwrap()
}

/// The pits of `player` that `board` marks with `mark`, by number.
fn marked(board: &BoardView, player: Player, mark: fn(&BoardView, Cell) -> bool) -> Vec<u8> {
    (1..=6)
        .filter(|&n| mark(board, Cell::Pit(player, pit(n))))
        .collect()
}

fn playable(board: &BoardView, cell: Cell) -> bool {
    board.cell(cell).playable
}

fn hinted(board: &BoardView, cell: Cell) -> bool {
    board.cell(cell).hinted
}

fn numbered(board: &BoardView, cell: Cell) -> bool {
    board.cell(cell).numbered
}

#[test]
fn the_pits_with_seeds_of_a_player_who_may_sow_are_playable() {
    let mut game = game(Opponent::Human);
    game.play(pit(1)).unwrap(); // South pit 1 sows into 2 to 5; North to move.
    game.play(pit(3)).unwrap(); // North pit 3 ends in its store: North again.
    let marks = Marks {
        may_sow: [false, true],
        hint: None,
    };
    let board = BoardView::new(&game, None, None, marks);
    assert_eq!(marked(&board, Player::North, playable), vec![1, 2, 4, 5, 6]);
    assert_eq!(marked(&board, Player::South, playable), Vec::<u8>::new());
    for player in Player::BOTH {
        assert!(!board.cell(Cell::Store(player)).playable);
    }
    let held = BoardView::new(&game, None, None, Marks::default());
    assert_eq!(
        marked(&held, Player::North, playable),
        Vec::<u8>::new(),
        "nothing is playable while the board is held"
    );
}

#[test]
fn the_hint_marks_its_pit_on_the_side_to_move_only() {
    let mut game = game(Opponent::Human);
    game.play(pit(1)).unwrap(); // North to move.
    let marks = Marks {
        may_sow: [false, true],
        hint: Some(pit(2)),
    };
    let board = BoardView::new(&game, None, None, marks);
    assert_eq!(marked(&board, Player::North, hinted), vec![2]);
    assert_eq!(marked(&board, Player::South, hinted), Vec::<u8>::new());
}

#[test]
fn the_bottom_row_is_numbered_and_the_top_row_when_a_second_person_plays_it() {
    let computer = BoardView::new(&game(Opponent::Computer), None, None, Marks::default());
    assert_eq!(
        marked(&computer, Player::South, numbered),
        vec![1, 2, 3, 4, 5, 6]
    );
    assert_eq!(marked(&computer, Player::North, numbered), Vec::<u8>::new());
    let friend = BoardView::new(&game(Opponent::Human), None, None, Marks::default());
    for player in Player::BOTH {
        assert_eq!(marked(&friend, player, numbered), vec![1, 2, 3, 4, 5, 6]);
        assert!(!friend.cell(Cell::Store(player)).numbered);
    }
}

#[test]
fn a_replay_keeps_the_numbers_and_shows_nothing_to_sow() {
    let mut game = game(Opponent::Human);
    game.play(pit(1)).unwrap();
    let board = BoardView::at(&game, 0).unwrap();
    for player in Player::BOTH {
        assert_eq!(marked(&board, player, numbered), vec![1, 2, 3, 4, 5, 6]);
        assert!(pits(player).all(|cell| !board.cell(cell).playable));
    }
}

#[test]
fn the_session_marks_the_pits_of_the_person_to_move_and_the_rated_hint() {
    let (mut session, _) = Session::open(Opening {
        link: "vs=human&speed=instant".into(),
        ..Opening::default()
    });
    let board = session.board();
    assert_eq!(
        marked(&board, Player::South, playable),
        vec![1, 2, 3, 4, 5, 6]
    );
    assert_eq!(marked(&board, Player::North, playable), Vec::<u8>::new());

    let _ = session.handle(Action::Play(PlayAction::Sow(pit(1))), 0.0);
    let board = session.board();
    assert_eq!(marked(&board, Player::South, playable), Vec::<u8>::new());
    assert_eq!(
        marked(&board, Player::North, playable),
        vec![1, 2, 3, 4, 5, 6]
    );

    let effects = session.handle(Action::Play(PlayAction::Hint), 10.0).effects;
    let id = effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Rate { id, .. } => Some(*id),
            _ => None,
        })
        .expect("a rating asked for");
    assert_eq!(
        marked(&session.board(), Player::North, hinted),
        Vec::<u8>::new(),
        "no pit before the hint is rated"
    );
    let rated = Rated {
        moves: vec![(pit(1), -2), (pit(4), 3)],
        exact: false,
    };
    let _ = session.handle(Action::Router(RouterAction::Rated { id, rated }), 20.0);
    assert_eq!(marked(&session.board(), Player::North, hinted), vec![4]);
}
