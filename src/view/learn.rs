//! The lessons: their list, with which are done, and a lesson's step: its goal, its board (the
//! bottom row yours to sow), what the last try did, and the way on. Built in a part of the page
//! module of its own (the `learn` split point, see `later`), fetched when the lessons first
//! open.
//!
//! The bottom row's pits are one row of roving focus: ← and → go along it, Home and End to its
//! ends, Enter or Space sows the pit, and a digit from 1 to 6 sows that pit wherever focus is
//! but in a field. The other cells are read as text: each says its row, number and count.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

use super::{Ui, focus_later, use_ui};
use crate::engine::{Pit, Player};
use crate::model::game::seeds;
use crate::model::lessons::LESSONS;
use crate::model::session::{AtStep, LearnAction, Session, Shown, Tried};

/// Sends an action of the lessons.
fn act(ui: Ui, action: LearnAction) {
    ui.send_learn(action);
}

/// The lessons, while they are open.
#[component]
pub(super) fn Lessons() -> impl IntoView {
    let ui = use_ui();
    // Asked for by the address: opened now that this part is in.
    if let Some(Shown::Asked(lesson)) = ui.peek(|s| s.lessons().shown().cloned()) {
        act(ui, LearnAction::Open(lesson));
    }
    let open = move || ui.with(|s| s.lessons().is_open());
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
        ui.with(|s| match s.lessons().shown() {
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
        if before.is_some() || super::FOCUS_LEARN.replace(false) {
            focus_later("#learn-title");
        }
    });
    let title = move || match page.get() {
        Page::List => "Learn to play".to_string(),
        Page::Step(lesson, _) => format!(
            "Lesson {} of {}: {}",
            lesson + 1,
            LESSONS.len(),
            LESSONS[lesson].title
        ),
    };
    view! {
        <section id="learn" class="study learn" aria-labelledby="learn-title">
            <div class="study-head">
                <h2 id="learn-title" tabindex="-1">{title}</h2>
                <button type="button" id="learn-close" on:click=move |_| {
                    act(ui, LearnAction::Close);
                    super::focus_pit_row();
                }>"Back to the game"</button>
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
    let done = move || ui.with(|s| s.lessons().done());
    let items = LESSONS
        .iter()
        .enumerate()
        .map(|(index, lesson)| {
            let finished = move || done().has(index);
            view! {
                <li class="lesson" class:done=finished>
                    <button type="button" class="lesson-open" id=format!("lesson-{}", index + 1)
                        on:click=move |_| act(ui, LearnAction::Choose(index))>
                        {format!("{}. {}", index + 1, lesson.title)}
                    </button>
                    <span class="lesson-state">{move || if finished() { "Done" } else { "Not done" }}</span>
                    <p class="lesson-teaches">{lesson.teaches}</p>
                </li>
            }
        })
        .collect_view();
    view! {
        <p class="learn-intro">
            "Eight short lessons, each a few boards with one goal for your turn. You play the \
             bottom row and move first; the other side never moves inside a lesson. "
            {move || format!("{} of {} done.", done().count(), LESSONS.len())}
        </p>
        <ol class="lesson-list">{items}</ol>
    }
}

/// The cell's place on the board's grid: (row, column), the stores spanning both rows. Cells
/// are numbered as the analysis board numbers them: the bottom row's pits 0 to 5, its store
/// 6, the top row's pits 7 to 12, its store 13.
fn grid_place(cell: usize) -> (u8, u8) {
    match cell {
        0..6 => (2, cell as u8 + 1),
        6 => (0, 7),
        13 => (0, 0),
        _ => (1, 13 - cell as u8),
    }
}

/// A step of a lesson: its goal, board and what the last try did.
#[component]
fn StepView() -> impl IntoView {
    let ui = use_ui();
    let at = Memo::new(move |_| {
        ui.with(|s| {
            s.lessons()
                .at_step()
                .map(|at| (at.attempt().position().to_owned(), at.tried().clone()))
        })
    });
    let focus = RwSignal::new(0usize);
    let count = move |cell: usize| {
        at.with(|at| {
            at.as_ref().map_or(0, |(position, _)| match cell {
                0..6 => Pit::from_index(cell).map_or(0, |p| position.seeds(Player::South, p)),
                6 => position.store(Player::South),
                13 => position.store(Player::North),
                _ => Pit::from_index(cell - 7).map_or(0, |p| position.seeds(Player::North, p)),
            })
        })
    };
    let met = move || at.with(|at| matches!(at, Some((_, Tried::Right))));
    let playable = move |index: usize| {
        at.with(|at| {
            at.as_ref().is_some_and(|(position, tried)| {
                *tried != Tried::Right
                    && Pit::from_index(index)
                        .is_some_and(|pit| position.seeds(Player::South, pit) > 0)
            })
        })
    };
    let sow = move |index: usize| {
        if let Some(pit) = Pit::from_index(index) {
            focus.set(index);
            act(ui, LearnAction::Play(pit));
            if ui.peek(|s| s.lessons().at_step().is_some_and(AtStep::met)) {
                focus_later("#learn-next");
            }
        }
    };
    let on_key = move |event: KeyboardEvent, index: usize| {
        let target = match event.key().as_str() {
            "ArrowRight" => (index + 1).min(5),
            "ArrowLeft" => index.saturating_sub(1),
            "Home" => 0,
            "End" => 5,
            "Enter" | " " => {
                event.prevent_default();
                return sow(index);
            }
            _ => return,
        };
        event.prevent_default();
        focus.set(target);
        focus_pit(target);
    };
    // A digit sows that pit wherever focus is but in a field.
    let digits = window_event_listener(leptos::ev::keydown, move |event: KeyboardEvent| {
        let key = event.key();
        let typing = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        if event.ctrl_key() || event.alt_key() || event.meta_key() || typing {
            return;
        }
        if let Some(pit) = key
            .parse::<u8>()
            .ok()
            .filter(|_| key.len() == 1)
            .and_then(Pit::new)
        {
            event.prevent_default();
            sow(pit.index());
            focus_pit(pit.index());
        }
    });
    on_cleanup(move || digits.remove());
    let cells = (0..14)
        .map(move |cell| {
            let (row, column) = grid_place(cell);
            let label = move || {
                let n = seeds(count(cell));
                match cell {
                    0..6 => format!("Your pit {}, {n}", cell + 1),
                    6 => format!("Your store, {n}"),
                    13 => format!("Your opponent's store, {n}"),
                    _ => format!("Your opponent's pit {}, {n}", cell - 6),
                }
            };
            match cell {
                0..6 => view! {
                    <button type="button" id=format!("learn-pit-{}", cell + 1) data-number=cell + 1
                        class=format!("study-cell pit-cell row-2 col-{column}")
                        class:playable=move || playable(cell)
                        tabindex=move || if focus.get() == cell { "0" } else { "-1" }
                        aria-label=label
                        on:keydown=move |event| on_key(event, cell)
                        on:click=move |_| sow(cell)
                        on:focus=move |_| focus.set(cell)>
                        {move || count(cell)}
                    </button>
                }
                .into_any(),
                _ => {
                    let (class, number) = match cell {
                        6 | 13 => (format!("study-cell store-cell col-{column}"), None),
                        _ => (
                            format!("study-cell pit-cell row-{row} col-{column}"),
                            Some(cell - 6),
                        ),
                    };
                    view! {
                        <span class=class role="img" aria-label=label data-number=number>
                            {move || count(cell)}
                        </span>
                    }
                    .into_any()
                }
            }
        })
        .collect_view();
    let step = move || ui.with(|s| s.lessons().at_step().map(|at| *at.step()));
    let numbers = move || {
        ui.with(|s| {
            s.lessons().at_step().map_or(String::new(), |at| {
                format!(
                    "Step {} of {}",
                    at.step_index() + 1,
                    at.lesson().steps.len()
                )
            })
        })
    };
    let teaches = move || {
        ui.with(|s| {
            s.lessons()
                .at_step()
                .map(|at| at.lesson().teaches)
                .unwrap_or_default()
        })
    };
    let said = move || ui.with(said_words);
    let next_label = move || {
        ui.with(|s| match s.lessons().at_step() {
            Some(at) if !at.last_step() => "Next step",
            Some(at) if at.lesson_index() + 1 < LESSONS.len() => "Next lesson",
            _ => "Back to the lessons",
        })
    };
    view! {
        <p class="learn-teaches">{teaches}</p>
        <p class="learn-step">{numbers}</p>
        <p id="learn-ask" class="learn-ask">
            <strong>"Goal: "</strong>{move || step().map(|s| s.ask).unwrap_or_default()}
        </p>
        <div class="study-board learn-board" role="group"
            aria-label="Board: your opponent's row on top, from pit 6 to 1; yours below, from pit 1 to 6">
            {cells}
        </div>
        <p id="learn-said" class="study-said learn-said" role="status" aria-live="polite"
            class:right=met
            class:refusal=move || at.with(|at| matches!(at, Some((_, Tried::Wrong(_) | Tried::Refused(_)))))>
            {said}
        </p>
        <div class="study-tools">
            <Show when=met fallback=move || view! {
                <button type="button" id="learn-again"
                    on:click=move |_| act(ui, LearnAction::Again)>"Set the board back"</button>
            }>
                <button type="button" id="learn-next" class="primary" on:click=move |_| {
                    act(ui, LearnAction::Next);
                }>{next_label}</button>
            </Show>
            <button type="button" id="learn-list"
                on:click=move |_| act(ui, LearnAction::List)>"All lessons"</button>
        </div>
    }
}

/// What the last try did, in words.
fn said_words(session: &Session) -> String {
    let Some(at) = session.lessons().at_step() else {
        return String::new();
    };
    match at.tried() {
        Tried::Fresh => "Choose a pit of yours to sow: click it, or use the arrow keys and \
                         Enter, or type its number."
            .to_string(),
        Tried::GoOn(1) => {
            "An extra turn: your last seed landed in your store. Move again.".to_string()
        }
        Tried::GoOn(n) => {
            format!("Extra turn {n}: your last seed landed in your store again. Move again.")
        }
        Tried::Wrong(why) => format!("Not yet. {why} The board is set back: try again."),
        Tried::Refused(why) => why.clone(),
        Tried::Right if at.last_step() => {
            format!("Right! {} That is the end of this lesson.", at.step().why)
        }
        Tried::Right => format!("Right! {}", at.step().why),
    }
}

/// Moves keyboard focus to pit `index` (from 0) of the lesson's board.
fn focus_pit(index: usize) {
    if let Some(element) = document().get_element_by_id(&format!("learn-pit-{}", index + 1))
        && let Ok(element) = element.dyn_into::<web_sys::HtmlElement>()
    {
        let _ = element.focus();
    }
}
