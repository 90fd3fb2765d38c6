//! The lessons as a part of the session: offered on a first visit, opened over the game (which
//! waits), played wrong and right, kept as done, opened by link, and read back (or not) from
//! storage.

use crate::page::*;
use mancala::model::learn::words::{missed, not_sown};

/// The step shown, as (lesson, step), both from 0.
fn at(page: &Page) -> Option<(usize, usize)> {
    let at = page.session.lessons().at_step()?;
    Some((at.lesson_index(), at.step_index()))
}

fn tried(page: &Page) -> Tried {
    page.session
        .lessons()
        .at_step()
        .expect("a step is shown")
        .tried()
        .clone()
}

/// Plays the intended answer of the step shown.
fn answer(page: &mut Page) {
    let (lesson, step) = at(page).expect("a step is shown");
    for &number in LESSONS[lesson].steps[step].answer {
        page.learn(LearnAction::Play(pit(number)));
    }
    assert_eq!(tried(page), Tried::Right, "lesson {lesson}, step {step}");
}

/// The board of the step shown, in the engine's text form.
fn board(page: &Page) -> String {
    let at = page.session.lessons().at_step().expect("a step is shown");
    at.attempt().position().to_string()
}

#[test]
fn a_first_visit_is_offered_the_lessons_until_it_opens_them_or_plays() {
    let mut page = Page::open(Opening::default());
    assert!(page.session.offer_lessons(), "nothing stored, no link");
    page.send(Action::Play(PlayAction::Sow(pit(3))));
    assert!(!page.session.offer_lessons(), "a move is played");

    let mut page = Page::open(Opening::default());
    page.learn(LearnAction::Open(None));
    page.learn(LearnAction::Close);
    assert!(!page.session.offer_lessons(), "opened once");

    for opening in [
        Opening {
            link: "?level=hard".into(),
            ..Opening::default()
        },
        Opening {
            saved_settings: stored(
                Some(settings_to_json(&Settings::default())),
                settings_from_json,
            ),
            ..Opening::default()
        },
        Opening {
            saved_lessons: stored(Some(lessons_to_json(Done::default())), lessons_from_json),
            ..Opening::default()
        },
        Opening {
            saved_stats: Err(Refused),
            ..Opening::default()
        },
    ] {
        let page = Page::open(opening.clone());
        assert!(!page.session.offer_lessons(), "{opening:?}");
    }
}

#[test]
fn the_lessons_set_the_game_aside_and_give_it_back_as_it_was() {
    // The computer opens: its search is asked for, then dropped while the lessons are open.
    let mut page = Page::with_link("?side=second&speed=instant");
    assert!(page.searching.is_some());
    page.learn(LearnAction::Open(None));
    assert!(page.session.lessons().is_open());
    assert!(page.searching.is_none(), "the computer waits");
    assert_eq!(page.address.as_deref(), Some("learn"));
    assert!(matches!(page.session.lessons().shown(), Some(Shown::List)));
    page.learn(LearnAction::Choose(2));
    assert_eq!(at(&page), Some((2, 0)));
    assert_eq!(page.address.as_deref(), Some("learn=3"));
    // The game's keys do nothing meanwhile.
    let before = *page.session.game().position();
    page.send(Action::Play(PlayAction::Sow(pit(1))));
    assert_eq!(*page.session.game().position(), before);
    page.learn(LearnAction::Close);
    assert!(!page.session.lessons().is_open());
    assert_eq!(page.address.as_deref(), Some("side=second&speed=instant"));
    assert!(page.searching.is_some(), "the computer is asked again");
}

#[test]
fn a_wrong_try_is_explained_and_set_back_and_a_right_one_goes_on() {
    let mut page = Page::open(Opening::default());
    page.learn(LearnAction::Open(Some(0)));
    assert_eq!(at(&page), Some((0, 0)));
    let start = board(&page);
    assert_eq!(tried(&page), Tried::Fresh);
    // Lesson 1's first goal is the last seed in pit 5: pit 2 ends in pit 6.
    page.learn(LearnAction::Play(pit(2)));
    match tried(&page) {
        Tried::Wrong(why) => assert_eq!(
            missed(&why),
            "Your last seed landed in your pit 6, 1 cell past your pit 5."
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(board(&page), start, "the board is set back");
    // Next does nothing until the goal is met.
    page.learn(LearnAction::Next);
    assert_eq!(at(&page), Some((0, 0)));
    answer(&mut page);
    // Moves after the goal is met do nothing.
    let after = board(&page);
    page.learn(LearnAction::Play(pit(6)));
    assert_eq!(board(&page), after);
    page.learn(LearnAction::Next);
    assert_eq!(at(&page), Some((0, 1)));
    assert_eq!(tried(&page), Tried::Fresh);
    // "Again" sets the board back in the middle of a try too.
    page.learn(LearnAction::Again);
    assert_eq!(at(&page), Some((0, 1)));
}

#[test]
fn a_lessons_last_step_marks_it_done_and_keeps_the_record() {
    let mut page = Page::open(Opening::default());
    page.learn(LearnAction::Open(Some(1)));
    let steps = LESSONS[1].steps.len();
    for step in 0..steps {
        assert_eq!(at(&page), Some((1, step)));
        answer(&mut page);
        if step + 1 < steps {
            assert!(
                page.saved_lessons.is_none(),
                "not done before its last step"
            );
            page.learn(LearnAction::Next);
        }
    }
    assert!(page.session.lessons().done().has(1));
    assert_eq!(
        page.saved_lessons.as_deref(),
        Some(r#"{"version":1,"done":[2]}"#)
    );
    page.learn(LearnAction::Next);
    assert_eq!(at(&page), Some((2, 0)), "on to the next lesson");
    // Done again, it is not written again.
    page.saved_lessons = None;
    page.learn(LearnAction::Choose(1));
    for step in 0..steps {
        answer(&mut page);
        if step + 1 < steps {
            page.learn(LearnAction::Next);
        }
    }
    assert!(page.saved_lessons.is_none());
    // After the last lesson, the list.
    let last = LESSONS.len() - 1;
    page.learn(LearnAction::Choose(last));
    for _ in LESSONS[last].steps {
        answer(&mut page);
        page.learn(LearnAction::Next);
    }
    assert!(matches!(page.session.lessons().shown(), Some(Shown::List)));
    assert_eq!(
        page.saved_lessons.as_deref(),
        Some(r#"{"version":1,"done":[2,8]}"#)
    );
}

#[test]
fn an_empty_pit_is_refused_with_a_reason_and_changes_nothing() {
    let mut page = Page::open(Opening::default());
    page.learn(LearnAction::Open(Some(4)));
    let (lesson, step) = at(&page).unwrap();
    let position = Position::parse_study(LESSONS[lesson].steps[step].board).unwrap();
    let empty = (1..=6)
        .map(pit)
        .find(|&p| position.seeds(Player::South, p) == 0)
        .expect("lesson 5's first board has an empty pit of yours");
    let before = board(&page);
    page.learn(LearnAction::Play(empty));
    match tried(&page) {
        Tried::Refused(why) => assert_eq!(
            not_sown(&why),
            format!(
                "Your pit {} is empty: choose a pit with seeds in it.",
                empty.number()
            )
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(board(&page), before);
}

#[test]
fn a_link_opens_the_lessons_over_the_saved_settings_and_a_bad_one_is_named() {
    let saved = Settings {
        speed: Speed::Fast,
        ..Settings::default()
    };
    let mut page = Page::open(Opening {
        link: "?learn=3".into(),
        saved_settings: stored(Some(settings_to_json(&saved)), settings_from_json),
        ..Opening::default()
    });
    assert_eq!(
        page.session.settings().speed,
        Speed::Fast,
        "the saved settings hold"
    );
    assert!(page.session.notices().is_empty());
    // The page opens the lesson asked for once the lessons' part is in.
    assert!(matches!(
        page.session.lessons().shown(),
        Some(Shown::Asked(Some(2)))
    ));
    assert_eq!(page.address.as_deref(), Some("learn=3"));
    page.learn(LearnAction::Open(Some(2)));
    assert_eq!(at(&page), Some((2, 0)));

    let page = Page::with_link("?learn");
    assert!(matches!(
        page.session.lessons().shown(),
        Some(Shown::Asked(None))
    ));
    for bad in ["?learn=9", "?learn=0", "?learn=two", "?learn=%E2%80%AE1"] {
        let page = Page::with_link(bad);
        assert!(!page.session.lessons().is_open(), "{bad}");
        let notice = page.session.notices()[0].to_string();
        assert!(notice.contains("learn"), "{bad}: {notice}");
    }
    let page = Page::with_link("?learn=%E2%80%AE1");
    let notice = page.session.notices()[0].to_string();
    assert!(
        notice.contains("U+202E"),
        "hidden characters are spelled out: {notice}"
    );
}

#[test]
fn stored_lessons_are_read_and_a_damaged_record_is_named_and_kept_until_a_lesson_is_done() {
    let page = Page::open(Opening {
        saved_lessons: stored(
            Some(r#"{"version":1,"done":[1,4]}"#.into()),
            lessons_from_json,
        ),
        ..Opening::default()
    });
    let done = page.session.lessons().done();
    assert_eq!(done.lessons().collect::<Vec<_>>(), vec![0, 3]);
    assert!(page.session.notices().is_empty());

    let mut page = Page::open(Opening {
        saved_lessons: stored(
            Some(r#"{"version":1,"done":[9]}"#.into()),
            lessons_from_json,
        ),
        ..Opening::default()
    });
    assert_eq!(page.session.lessons().done().count(), 0);
    assert_eq!(
        page.session.notices()[0].kind(),
        NoticeKind::LessonsUnreadable
    );
    page.learn(LearnAction::Open(Some(0)));
    assert!(page.saved_lessons.is_none(), "not written over yet");
    for step in 0..LESSONS[0].steps.len() {
        answer(&mut page);
        if step + 1 < LESSONS[0].steps.len() {
            page.learn(LearnAction::Next);
        }
    }
    assert_eq!(
        page.saved_lessons.as_deref(),
        Some(r#"{"version":1,"done":[1]}"#)
    );
}

#[test]
fn the_lessons_and_the_analysis_board_take_turns() {
    let mut page = Page::with_link("?vs=human&speed=instant");
    page.board(StudyAction::Open(Entry::Menu));
    assert!(page.session.study_board().is_some());
    page.learn(LearnAction::Open(None));
    assert!(page.session.study_board().is_none(), "the board closes");
    assert!(page.session.lessons().is_open());
    page.board(StudyAction::Open(Entry::Game));
    assert!(page.session.study_board().is_some());
    assert!(!page.session.lessons().is_open(), "the lessons close");
    // Lessons' moves go nowhere while they are closed.
    page.learn(LearnAction::Play(pit(1)));
    assert!(page.session.lessons().at_step().is_none());
}
