//! The analysis board: set up, analysed step by step (stale steps dropped, exact results
//! kept), played on with undo and redo, shared by link, and played out as a real game.

use crate::page::*;

/// A study of few seeds, which the solver proves at once: the bottom row to move.
const SMALL: &str = "6x4.s.0-0-0-0-2-1.20.1-0-0-0-1-0.23";

fn open_small() -> Page {
    let page = Page::with_link(&format!("?pos={SMALL}&speed=instant"));
    assert!(
        page.session.notices().is_empty(),
        "{:?}",
        page.session.notices()
    );
    page
}

fn study(page: &Page) -> &mancala::model::study::Study {
    page.session
        .study_board()
        .expect("the analysis board is open")
}

#[test]
fn the_menu_opens_the_editor_at_the_start_of_the_game_set_up_and_asks_nothing_yet() {
    let mut page = Page::with_link("?seeds=5&rules=empty-capture");
    page.board(StudyAction::Open(Entry::Menu));
    let board = study(&page);
    assert_eq!(board.stage(), Stage::Editing);
    assert_eq!(board.editor().seeds(), 5);
    assert!(board.editor().house().empty_capture);
    assert_eq!(board.editor().total(), 60);
    assert!(
        page.studying.is_none(),
        "nothing is analysed while it is set up"
    );
    assert_eq!(
        page.address.as_deref(),
        Some("pos=6x5e.s.5-5-5-5-5-5.0.5-5-5-5-5-5.0")
    );
    // A refused change names its cell and changes nothing.
    page.board(StudyAction::Change(Change::Set(3, "x".into())));
    let editor = study(&page).editor();
    assert_eq!(editor.refusal().map(|r| r.cell), Some(3));
    assert_eq!(editor.count(3), 5);
    page.board(StudyAction::Change(Change::Empty));
    page.board(StudyAction::Done);
    assert_eq!(
        study(&page).stage(),
        Stage::Editing,
        "an empty board is no position"
    );
    page.board(StudyAction::Change(Change::Set(0, "3".into())));
    page.board(StudyAction::Change(Change::Set(7, "1".into())));
    page.board(StudyAction::Change(Change::Set(STORE_NORTH, "7".into())));
    page.board(StudyAction::Change(Change::ToMove(Player::South)));
    page.board(StudyAction::Done);
    assert_eq!(study(&page).stage(), Stage::Analysing);
    let (_, position, step) = page.studying.expect("step 0 asked");
    assert_eq!(step, 0);
    assert_eq!(position.to_string(), "6x5e.s.3-0-0-0-0-0.0.1-0-0-0-0-0.7");
}

#[test]
fn each_step_goes_one_deeper_until_the_values_are_proved_and_a_stale_step_is_dropped() {
    let mut page = Page::with_link("?speed=instant");
    page.board(StudyAction::Open(Entry::Game));
    let (first_id, position, step) = page.studying.expect("the start is analysed");
    assert_eq!((position, step), (*page.session.game().position(), 0));
    let (id, studied) = page.study();
    assert_eq!(id, first_id);
    assert_eq!(studied.moves.len(), 6);
    assert!(
        !studied.solved,
        "the opening of Kalah(6,4) is not proved in a step"
    );
    page.send(Action::Router(RouterAction::Studied {
        id,
        studied: studied.clone(),
    }));
    assert_eq!(study(&page).live().studied.as_ref(), Some(&studied));
    let (_, _, step) = page.studying.expect("the next step is asked at once");
    assert_eq!(step, 1);
    // The answer to a step no longer asked is dropped.
    page.send(Action::Router(RouterAction::Studied {
        id: first_id,
        studied: Studied::default(),
    }));
    assert_eq!(study(&page).live().studied.as_ref(), Some(&studied));
    // Stop keeps what was found; going on asks the next step.
    page.board(StudyAction::Stop);
    assert!(page.studying.is_none() && !study(&page).live().running);
    assert_eq!(study(&page).live().studied.as_ref(), Some(&studied));
    page.board(StudyAction::GoOn);
    let (_, _, step) = page.studying.expect("going on asks again");
    assert_eq!(step, 2);
}

#[test]
fn a_small_position_is_proved_exact_and_the_analysis_then_stops() {
    let mut page = open_small();
    assert_eq!(study(&page).stage(), Stage::Analysing);
    assert_eq!(study(&page).position().to_string(), SMALL);
    page.answer_study();
    let live = study(&page).live();
    let studied = live.studied.as_ref().expect("kept");
    assert!(studied.solved);
    assert!(
        studied
            .moves
            .iter()
            .all(|m| m.certainty == Certainty::Exact)
    );
    let mut table = Table::new(14);
    let exact = mancala::engine::search::solve_moves(study(&page).position(), &mut table);
    for valued in &studied.moves {
        assert!(
            exact.contains(&(valued.pit, valued.value)),
            "{valued:?} in {exact:?}"
        );
    }
    assert!(
        !live.running && page.studying.is_none(),
        "nothing more to learn"
    );
    page.board(StudyAction::GoOn);
    assert!(
        page.studying.is_none(),
        "going on from a proof asks nothing"
    );
}

#[test]
fn moves_played_on_the_board_undo_and_redo_and_each_position_is_analysed_afresh() {
    let mut page = open_small();
    page.answer_study();
    let start = *study(&page).position();
    let pit5 = pit(5);
    page.board(StudyAction::Play(pit5));
    assert_eq!(study(&page).record().moves(), &[pit5]);
    let (_, position, step) = page.studying.expect("the new position is analysed");
    assert_eq!((position, step), (*study(&page).position(), 0));
    assert!(
        study(&page).live().studied.is_none(),
        "the old values are gone"
    );
    assert_eq!(page.address, Some(format!("pos={position}")));
    page.board(StudyAction::Undo);
    assert_eq!(*study(&page).position(), start);
    assert!(study(&page).can_redo());
    page.board(StudyAction::Redo);
    assert_eq!(*study(&page).position(), position);
    page.board(StudyAction::To(0));
    assert_eq!(*study(&page).position(), start);
    page.board(StudyAction::To(1));
    assert_eq!(*study(&page).position(), position);
    // An empty pit is not a move: nothing changes.
    page.board(StudyAction::Play(pit(1)));
    assert_eq!(study(&page).record().ply(), 1);
}

#[test]
fn the_board_sets_the_game_aside_and_closing_it_takes_the_game_up_where_it_was() {
    let mut page = Page::with_link("?speed=instant&side=second&level=easy");
    assert!(page.searching.is_some(), "the computer opens");
    page.board(StudyAction::Open(Entry::Game));
    assert!(page.searching.is_none(), "its search is dropped");
    assert!(
        !page.session.may_move(Player::South),
        "the game's pits wait"
    );
    page.send(Action::Play(PlayAction::Sow(pit(1))));
    assert_eq!(page.session.game().record().ply(), 0);
    page.board(StudyAction::Close);
    assert!(page.session.study_board().is_none());
    assert!(page.searching.is_some(), "the computer is asked again");
    assert!(page.studying.is_none(), "the study's step is dropped");
    assert_eq!(
        page.address.as_deref(),
        Some("level=easy&side=second&speed=instant")
    );
}

#[test]
fn a_replayed_position_is_what_the_board_opens_on() {
    let mut page = Page::with_link("?vs=human&speed=instant");
    page.sow(1);
    page.sow(2);
    page.send(Action::Play(PlayAction::Replay(Step::To(1))));
    let shown = page.session.game().record().position_at(1).unwrap();
    page.board(StudyAction::Open(Entry::Game));
    assert_eq!(*study(&page).position(), shown);
    page.board(StudyAction::Close);
    assert_eq!(page.session.replay(), Some(1), "the replay is where it was");
}

#[test]
fn play_from_here_starts_an_uncounted_game_that_a_reload_resumes() {
    let mut page = open_small();
    page.board(StudyAction::PlayFromHere {
        opponent: Opponent::Computer,
        level: Level::Easy,
    });
    assert!(page.session.study_board().is_none());
    let game = page.session.game();
    assert_eq!(game.record().start().to_string(), SMALL);
    assert!(game.undo_used(), "not counted");
    assert!(
        page.session.status().contains("not counted"),
        "{}",
        page.session.status()
    );
    // A reload before any move keeps the game from the board's position.
    let unplayed = Page::reopen(page.address.as_deref().unwrap(), page.saved_game.clone());
    assert_eq!(unplayed.session.game().record().start().to_string(), SMALL);
    page.sow(5);
    let saved = page.saved_game.clone().expect("saved");
    assert!(saved.contains(SMALL), "{saved}");
    let address = page.address.clone().expect("an address");
    let moves = page.session.game().record().moves().to_vec();
    let again = Page::reopen(&address, Some(saved));
    assert_eq!(again.session.game().record().start().to_string(), SMALL);
    assert_eq!(again.session.game().record().moves(), &moves[..]);
    let mut page = again;
    page.play_to_the_end();
    assert!(
        page.saved_stats().is_empty(),
        "a game from the board is not recorded"
    );
}

#[test]
fn a_bad_position_in_a_link_is_named_and_the_page_opens_on_the_start() {
    for (bad, named) in [
        ("6x4.s.4-4", "6 parts"),
        ("6x4.s.9-9-9-9-9-9.9.9-9-9-9-9-9.9", "at most 72"),
        ("6x4.q.4-4-4-4-4-4.0.4-4-4-4-4-4.0", "side to move"),
        ("6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-\u{202e}.0", "U+202E"),
    ] {
        let page = Page::with_link(&format!("?pos={bad}"));
        assert!(page.session.study_board().is_none(), "{bad}");
        let notice = page
            .session
            .notices()
            .iter()
            .find(|n| n.kind() == NoticeKind::LinkPosition)
            .unwrap_or_else(|| panic!("{bad}: {:?}", page.session.notices()))
            .to_string();
        assert!(notice.contains(named), "{bad}: {notice}");
        assert!(!notice.contains('\u{202e}'), "spelled out: {notice}");
        assert_eq!(page.session.game().record().ply(), 0, "the start");
    }
}

#[test]
fn without_a_worker_one_step_is_all_the_board_asks() {
    let mut page = Page::with_link("?speed=instant");
    page.send(Action::Router(RouterAction::NoWorker));
    page.board(StudyAction::Open(Entry::Game));
    page.answer_study();
    let live = study(&page).live();
    assert!(live.studied.is_some() && !live.running);
    assert!(
        page.studying.is_none(),
        "the page's own search would give the same again"
    );
    assert!(!live.can_go_on());
}
