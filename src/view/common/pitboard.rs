//! The small board the lessons and the puzzles are played on: fourteen cells, the bottom row
//! the player's and the only one that sows, with the analysis board's frame. It is drawn from a
//! position, and says each cell's owner, number and count.
//!
//! The bottom row's pits are one row of roving focus: ← and → go along it, Home and End to its
//! ends, Enter or Space sows the pit, and a digit from 1 to 6 sows that pit wherever focus is
//! but in a field. The other cells are read as text.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

use crate::engine::{Pit, Player, Position};
use crate::model::game::seeds;

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

/// The board of `position`, whose bottom row sows through `sow` while `open` holds. Its pits'
/// ids are `{prefix}-pit-1` to `{prefix}-pit-6`.
pub(crate) fn play_board(
    position: Memo<Option<Position>>,
    open: Memo<bool>,
    prefix: &'static str,
    sow: impl Fn(Pit) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    sowing_board(position, None, None, open, prefix, sow)
}

/// [`play_board`], showing the counts of `shown` instead of the position's while it holds some
/// (each cell's seeds, in the order of the cells here: a sowing on its way), and naming the
/// rows' owners as `owners` says (the bottom row's, then the top's: "Player 1's", "Your
/// friend's"); without them, "Your" and "Your opponent's".
pub(crate) fn sowing_board(
    position: Memo<Option<Position>>,
    shown: Option<Memo<Option<[u8; 14]>>>,
    owners: Option<Memo<Option<[String; 2]>>>,
    open: Memo<bool>,
    prefix: &'static str,
    sow: impl Fn(Pit) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let focus = RwSignal::new(0usize);
    let count = move |cell: usize| {
        if let Some(counts) = shown.and_then(|shown| shown.get()) {
            return counts.get(cell).copied().unwrap_or(0);
        }
        position.with(|position| {
            position.as_ref().map_or(0, |position| match cell {
                0..6 => Pit::from_index(cell).map_or(0, |p| position.seeds(Player::South, p)),
                6 => position.store(Player::South),
                13 => position.store(Player::North),
                _ => Pit::from_index(cell - 7).map_or(0, |p| position.seeds(Player::North, p)),
            })
        })
    };
    let playable = move |index: usize| {
        open.get()
            && position.with(|position| {
                position.as_ref().is_some_and(|position| {
                    Pit::from_index(index).is_some_and(|pit| position.seeds(Player::South, pit) > 0)
                })
            })
    };
    let focus_pit = move |index: usize| {
        if let Some(element) = document().get_element_by_id(&format!("{prefix}-pit-{}", index + 1))
            && let Ok(element) = element.dyn_into::<web_sys::HtmlElement>()
        {
            let _ = element.focus();
        }
    };
    let play = move |index: usize| {
        if let Some(pit) = Pit::from_index(index) {
            focus.set(index);
            sow(pit);
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
                return play(index);
            }
            _ => return,
        };
        event.prevent_default();
        focus.set(target);
        focus_pit(target);
    };
    // A digit sows that pit wherever focus is but in a field.
    let digits = window_event_listener(leptos::ev::keydown, move |event: KeyboardEvent| {
        if let Some(pit) = crate::view::common::digit_pit(&event) {
            event.prevent_default();
            play(pit.index());
            focus_pit(pit.index());
        }
    });
    on_cleanup(move || digits.remove());
    let cells = (0..14)
        .map(move |cell| {
            let (row, column) = grid_place(cell);
            let label = move || {
                let n = seeds(count(cell));
                let [bottom, top] = owned(owners);
                match cell {
                    0..6 => format!("{bottom} pit {}, {n}", cell + 1),
                    6 => format!("{bottom} store, {n}"),
                    13 => format!("{top} store, {n}"),
                    _ => format!("{top} pit {}, {n}", cell - 6),
                }
            };
            match cell {
                0..6 => view! {
                    <button type="button" id=format!("{prefix}-pit-{}", cell + 1) data-number=cell + 1
                        class=format!("study-cell pit-cell row-2 col-{column}")
                        class:playable=move || playable(cell)
                        tabindex=move || if focus.get() == cell { "0" } else { "-1" }
                        aria-label=label
                        on:keydown=move |event| on_key(event, cell)
                        on:click=move |_| play(cell)
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
    let group = move || {
        let [bottom, top] = owned(owners);
        format!(
            "Board: {} row on top, from pit 6 to 1; {} row below, from pit 1 to 6",
            top.to_lowercase(),
            bottom.to_lowercase()
        )
    };
    view! {
        <div class="study-board learn-board" role="group" aria-label=group>
            {cells}
        </div>
    }
}

/// The rows' owners as a label names them: the bottom row's, then the top's.
fn owned(owners: Option<Memo<Option<[String; 2]>>>) -> [String; 2] {
    owners
        .and_then(|owners| owners.get())
        .unwrap_or_else(|| ["Your".to_string(), "Your opponent's".to_string()])
}
