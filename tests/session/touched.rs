//! What each door says an action touched, which is all the page redraws: the frequent small
//! actions (a clock tick, a step of a sowing, a keystroke on the analysis board) touch only
//! their part, and any action that changes what the page is about touches everything.

use crate::page::*;

#[test]
fn a_clock_tick_touches_the_clock_alone_until_the_time_runs_out() {
    let mut page = Page::with_link("vs=human&clock=1&speed=instant");
    page.step_ms = 0.0;
    page.wait(1);
    assert_eq!(page.touched, Touched::CLOCK);
    page.wait(58);
    assert_eq!(page.touched, Touched::CLOCK, "0:01 left, nothing played");
    assert_eq!(page.session.game().record().ply(), 0);
    // The tick that runs the time out plays a move for the player: everything changed.
    page.wait(1);
    assert_eq!(page.session.game().record().ply(), 1, "a move was played");
    assert_eq!(page.touched, Touched::EVERYTHING);
}

#[test]
fn a_step_of_a_sowing_touches_the_board_and_the_status_and_its_end_everything() {
    let mut page = Page::with_link("vs=human&speed=normal&motion=full");
    page.send(Action::Play(PlayAction::Sow(pit(1))));
    assert!(
        page.session.table().animating(),
        "a sowing shown seed by seed"
    );
    assert_eq!(page.touched, Touched::EVERYTHING, "a move begun");
    let mut steps = 0;
    loop {
        page.send(Action::Play(PlayAction::Tick));
        if !page.session.table().animating() {
            break;
        }
        steps += 1;
        assert_eq!(
            page.touched,
            Touched::BOARD.and(Touched::STATUS),
            "step {steps}"
        );
    }
    assert!(steps >= 2, "pit 1's four seeds take steps: {steps}");
    assert_eq!(page.touched, Touched::EVERYTHING, "the sowing's end");
}

#[test]
fn focus_touches_the_board_and_the_focus() {
    let mut page = Page::with_link("vs=human&speed=instant");
    page.send(Action::Play(PlayAction::Focus(2)));
    assert_eq!(page.touched, Touched::BOARD.and(Touched::FOCUS));
    assert!(!page.touched.is_everything());
}

#[test]
fn a_keystroke_on_the_analysis_board_touches_its_editor_alone() {
    let mut page = Page::with_link("vs=human&speed=instant");
    page.board(StudyAction::Open(Entry::Menu));
    assert_eq!(page.touched, Touched::EVERYTHING, "a mode opened");
    page.board(StudyAction::Change(Change::Set(0, "3".into())));
    assert_eq!(page.touched, Touched::STUDY_EDITOR);
    // A refused keystroke too: its refusal is the editor's.
    page.board(StudyAction::Change(Change::Set(3, "x".into())));
    assert_eq!(page.touched, Touched::STUDY_EDITOR);
    page.board(StudyAction::Close);
    assert_eq!(page.touched, Touched::EVERYTHING, "back to the game");
}
