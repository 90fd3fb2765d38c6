//! The lessons: their list, with which are done, and a lesson's step: its goal, its board (the
//! bottom row yours to sow), what the last try did, and the way on. Built in a part of the page
//! module of its own (the `learn` split point, see `later`), fetched when the lessons first
//! open.
//!
//! The board and its keys are the shared board's (`common::board`), as in every mode; a move
//! is shown seed by seed (at once under reduced motion) and stays marked.

use leptos::prelude::*;

use crate::engine::Player;
use crate::model::board::BoardView;
use crate::view::common::board::{Did, Ids, tried_board};
use crate::view::{Part, Ui, common::focus_later, use_ui};

use crate::model::app::Session;
use crate::model::learn::lessons::LESSONS;
use crate::model::learn::words::{missed, not_sown};
use crate::model::learn::{AtStep, LearnAction, Shown, Tried};
use crate::model::words;

/// Sends an action of the lessons.
fn act(ui: Ui, action: LearnAction) {
    ui.send_learn(action);
}

/// The ids of a lesson's cells.
const IDS: Ids = Ids {
    pits: ["learn-pit-", "learn-pit-n-"],
    stores: ["learn-store", "learn-store-n"],
};

/// What a lesson does with what is done on its board: a pit of the bottom row is tried, and
/// focus goes to the way on once the step is met.
fn did(did: Did) {
    let ui = use_ui();
    if let Did::Sow(Player::South, pit) = did {
        act(ui, LearnAction::Play(pit));
        if ui.peek(|s| s.lessons().at_step().is_some_and(AtStep::met)) {
            focus_later("#learn-next");
        }
    }
}

/// The lessons, while they are open.
#[component]
pub(crate) fn Lessons() -> impl IntoView {
    let ui = use_ui();
    // Asked for by the address: opened now that this part is in.
    if let Some(Shown::Asked(lesson)) = ui.peek(|s| s.lessons().shown().cloned()) {
        act(ui, LearnAction::Open(lesson));
    }
    let open = move || ui.with(Part::Learn, |s| s.lessons().is_open());
    view! {
        <Show when=open>
            <LessonsOpen/>
        </Show>
    }
}

/// What the lessons show: the list, or a step.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Page {
    List,
    Step(usize, usize),
}

#[component]
fn LessonsOpen() -> impl IntoView {
    let ui = use_ui();
    let page = Memo::new(move |_| {
        ui.with(Part::Learn, |s| match s.lessons().shown() {
            Some(Shown::Step(at)) => Page::Step(at.lesson_index(), at.step_index()),
            _ => Page::List,
        })
    });
    // Each new page takes focus at its heading, so that a screen reader starts there.
    // Opened by a control, focus goes to the heading once it is drawn (its part may have had
    // to be fetched first); opened with the page, by a link, focus stays put until the page
    // changes.
    Effect::new(move |before: Option<()>| {
        page.track();
        if before.is_some() || crate::view::FOCUS_LEARN.replace(false) {
            focus_later("#learn-title");
        }
    });
    let title = move || match page.get() {
        Page::List => words::learn::learn_title(),
        Page::Step(lesson, _) => words::learn::lesson_heading(
            number(lesson),
            count(LESSONS.len()),
            &LESSONS[lesson].title(),
        ),
    };
    view! {
        <section id="learn" class="study learn" aria-labelledby="learn-title">
            <div class="study-head">
                <h2 id="learn-title" tabindex="-1">{title}</h2>
                <button type="button" id="learn-close" on:click=move |_| {
                    act(ui, LearnAction::Close);
                    crate::view::common::focus_pit_row();
                }>{words::learn::back_to_game()}</button>
            </div>
            {move || match page.get() {
                Page::List => view! { <List/> }.into_any(),
                Page::Step(..) => view! { <StepView/> }.into_any(),
            }}
        </section>
    }
}

/// The list of lessons, each marked done or not done.
#[component]
fn List() -> impl IntoView {
    let ui = use_ui();
    let done = move || ui.with(Part::Learn, |s| s.lessons().done());
    let items = LESSONS
        .iter()
        .enumerate()
        .map(|(index, lesson)| {
            let finished = move || done().has(index);
            view! {
                <li class="lesson" class:done=finished>
                    <button type="button" class="lesson-open" id=format!("lesson-{}", index + 1)
                        on:click=move |_| act(ui, LearnAction::Choose(index))>
                        {words::learn::lesson_entry(number(index), &lesson.title())}
                    </button>
                    <span class="lesson-state">{move || match finished() {
                        true => words::learn::lesson_done(),
                        false => words::learn::lesson_not_done(),
                    }}</span>
                    <p class="lesson-teaches">{lesson.teaches()}</p>
                </li>
            }
        })
        .collect_view();
    view! {
        <p class="learn-intro">
            {move || words::learn::learn_intro(count(done().count()), count(LESSONS.len()))}
        </p>
        <ol class="lesson-list">{items}</ol>
    }
}

/// A step of a lesson: its goal, board and what the last try did.
#[component]
fn StepView() -> impl IntoView {
    let ui = use_ui();
    let at = Memo::new(move |_| {
        ui.with(Part::Learn, |s| {
            s.lessons().at_step().map(|at| {
                (
                    *at.attempt().position(),
                    at.tried().clone(),
                    at.attempt().last().cloned(),
                )
            })
        })
    });
    let open = Memo::new(move |_| at.with(|at| !matches!(at, Some((_, Tried::Right, _)))));
    let met = move || !open.get();
    // The board at rest: the step's position, its last move marked, the bottom row to sow
    // until the step is met.
    let rest = Memo::new(move |_| {
        at.with(|at| {
            at.as_ref()
                .map_or_else(BoardView::default, |(position, _, last)| {
                    let last = last.as_ref().map(|(_, outcome)| outcome);
                    BoardView::plain(position, last, [open.get(), false])
                })
        })
    });
    let last = Memo::new(move |_| at.with(|at| at.as_ref().and_then(|(_, _, last)| last.clone())));
    let board = tried_board(rest, last, &IDS, did);
    let step = move || ui.with(Part::Learn, |s| s.lessons().at_step().map(|at| *at.step()));
    let numbers = move || {
        ui.with(Part::Learn, |s| {
            s.lessons().at_step().map_or(String::new(), |at| {
                words::learn::step_of(number(at.step_index()), count(at.lesson().steps.len()))
            })
        })
    };
    let teaches = move || {
        ui.with(Part::Learn, |s| {
            s.lessons()
                .at_step()
                .map(|at| at.lesson().teaches())
                .unwrap_or_default()
        })
    };
    let said = move || ui.with(Part::Learn, said_words);
    let next_label = move || {
        ui.with(Part::Learn, |s| match s.lessons().at_step() {
            Some(at) if !at.last_step() => words::learn::next_step(),
            Some(at) if at.lesson_index() + 1 < LESSONS.len() => words::learn::next_lesson(),
            _ => words::learn::back_to_lessons(),
        })
    };
    view! {
        <p class="learn-teaches">{teaches}</p>
        <p class="learn-step">{numbers}</p>
        <p id="learn-ask" class="learn-ask">
            <strong>{words::learn::goal_label()}" "</strong>{move || step().map(|s| s.ask()).unwrap_or_default()}
        </p>
        {board}
        <p id="learn-said" class="study-said learn-said" role="status" aria-live="polite"
            class:right=met
            class:refusal=move || at.with(|at| matches!(at, Some((_, Tried::Wrong(_) | Tried::Refused(_), _))))>
            {said}
        </p>
        <div class="study-tools">
            <Show when=met fallback=move || view! {
                <button type="button" id="learn-again"
                    on:click=move |_| act(ui, LearnAction::Again)>{words::learn::set_board_back()}</button>
            }>
                <button type="button" id="learn-next" class="primary" on:click=move |_| {
                    act(ui, LearnAction::Next);
                }>{next_label}</button>
            </Show>
            <button type="button" id="learn-list"
                on:click=move |_| act(ui, LearnAction::List)>{words::learn::all_lessons()}</button>
        </div>
    }
}

/// What the last try did, in words.
fn said_words(session: &Session) -> String {
    let Some(at) = session.lessons().at_step() else {
        return String::new();
    };
    match at.tried() {
        Tried::Fresh => words::learn::try_fresh(),
        Tried::GoOn(1) => words::learn::try_extra_turn(),
        Tried::GoOn(n) => words::learn::try_extra_turn_again(i64::from(*n)),
        Tried::Wrong(why) => words::learn::try_wrong(&missed(why)),
        Tried::Refused(why) => not_sown(why),
        Tried::Right if at.last_step() => words::learn::try_right_last(&at.step().why()),
        Tried::Right => words::learn::try_right(&at.step().why()),
    }
}

/// A lesson's or step's number as the words count it: its index, from 0, plus one.
fn number(index: usize) -> i64 {
    count(index + 1)
}

/// A count as the words take it.
fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}
