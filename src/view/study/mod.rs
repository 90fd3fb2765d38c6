//! The analysis board: a board of fourteen cells that is set up in the editor and played on
//! in the analysis, every legal move's value as the worker finds it, the moves played on the
//! board, and the way back to a game ("Play from here", or back to the game set aside). It is
//! built in the page module's later part (see `later`), so a first visit does not download it
//! before the game's board.
//!
//! The cells are one row of roving focus: ← and → go along a row, ↑ and ↓ between rows, Home
//! and End to a row's ends. In the editor a digit sets the count (two digits typed quickly make
//! a two-digit count), + and − add and take away, Delete empties, and Enter analyses. In the
//! analysis Enter or Space sows the pit, as a digit does anywhere on the page.
//!
//! This file holds the board; the editor's controls are `editor`, and the analysis under the
//! board is `analysis`.

mod analysis;
mod editor;

use leptos::prelude::*;

use crate::view::{Part, Ui, common::focus_later, use_ui};
use web_sys::KeyboardEvent;

use analysis::Analysis;
use editor::{Editor, focus_cell};

use crate::engine::{Pit, Player, Position};
use crate::model::app::Session;
use crate::model::study::editor::{CELLS, STORE_NORTH, STORE_SOUTH, cell_place};
use crate::model::study::words::{cell_label, over_sentence, to_move};
use crate::model::study::{Change, Stage, StudyAction};
use crate::model::words::study;

/// How long after one digit a second one makes a two-digit count, in milliseconds.
const TWO_DIGITS_MS: f64 = 1000.0;

/// Sends an action of the analysis board.
fn act(ui: Ui, action: StudyAction) {
    ui.send_study(action);
}

/// The cell's place on the board's grid: (row, column), the stores spanning both rows.
fn grid_place(cell: usize) -> (u8, u8) {
    match cell_place(cell) {
        (_, None) if cell == STORE_NORTH => (0, 0),
        (_, None) => (0, 7),
        (Player::North, Some(pit)) => (1, 7 - pit),
        (Player::South, Some(pit)) => (2, pit),
    }
}

/// The cell a key moves to from `cell`, if the key moves at all.
fn neighbour(cell: usize, key: &str) -> Option<usize> {
    let top = |column: u8| STORE_NORTH - usize::from(column);
    let bottom = |column: u8| usize::from(column) - 1;
    let (row, column) = grid_place(cell);
    let at = |row: u8, column: u8| match (row, column) {
        (_, 0) => STORE_NORTH,
        (_, 7) => STORE_SOUTH,
        (1, c) => top(c),
        (_, c) => bottom(c),
    };
    let row = if row == 0 { 2 } else { row };
    Some(match key {
        "ArrowLeft" => at(row, column.saturating_sub(1)),
        "ArrowRight" => at(row, (column + 1).min(7)),
        "ArrowUp" if (1..=6).contains(&column) => at(1, column),
        "ArrowDown" if (1..=6).contains(&column) => at(2, column),
        "Home" => at(row, 1),
        "End" => at(row, 6),
        _ => return None,
    })
}

/// The analysis board, while it is open.
#[component]
pub(crate) fn StudyBoard() -> impl IntoView {
    let ui = use_ui();
    let open = move || ui.with(Part::Study, |s| s.study_board().is_some());
    view! {
        <Show when=open>
            <Board/>
        </Show>
    }
}

/// The board, and the editor or the analysis under it.
#[component]
fn Board() -> impl IntoView {
    let ui = use_ui();
    let selected = RwSignal::new(0usize);
    let last_digit: StoredValue<Option<(usize, u8, f64)>> = StoredValue::new(None);
    let stage = Memo::new(move |_| ui.with(Part::Study, |s| s.study_board().map(|b| b.stage())));
    let editing = move || stage.get() == Some(Stage::Editing);
    let count = move |cell: usize| {
        ui.with(Part::StudyEditor, |s| {
            s.study_board().map_or(0, |b| match b.stage() {
                Stage::Editing => b.editor().count(cell),
                Stage::Analysing => cell_count(b.position(), cell),
            })
        })
    };
    let playable = move |cell: usize| {
        ui.with(Part::Study, |s| {
            let Some(board) = s.study_board().filter(|b| b.stage() == Stage::Analysing) else {
                return false;
            };
            let position = board.position();
            match cell_place(cell) {
                (player, Some(pit)) => {
                    player == position.to_move()
                        && !position.is_over()
                        && Pit::new(pit).is_some_and(|p| position.seeds(player, p) > 0)
                }
                _ => false,
            }
        })
    };
    let on_key = move |event: KeyboardEvent, cell: usize| {
        if event.ctrl_key() || event.alt_key() || event.meta_key() {
            return;
        }
        let key = event.key();
        if let Some(next) = neighbour(cell, &key) {
            selected.set(next);
            focus_cell(next);
        } else if editing() {
            match key.as_str() {
                digit if digit.len() == 1 && digit.as_bytes()[0].is_ascii_digit() => {
                    let d = digit.as_bytes()[0] - b'0';
                    let now = crate::web::now_ms();
                    let text = match last_digit.get_value() {
                        Some((c, first, at)) if c == cell && now - at < TWO_DIGITS_MS => {
                            last_digit.set_value(None);
                            format!("{first}{d}")
                        }
                        _ => {
                            last_digit.set_value(Some((cell, d, now)));
                            d.to_string()
                        }
                    };
                    act(ui, StudyAction::Change(Change::Set(cell, text)));
                }
                "+" | "=" => act(ui, StudyAction::Change(Change::Add(cell, 1))),
                "-" | "_" => act(ui, StudyAction::Change(Change::Add(cell, -1))),
                "Delete" | "Backspace" => {
                    act(ui, StudyAction::Change(Change::Set(cell, "0".into())))
                }
                "Enter" => {
                    act(ui, StudyAction::Done);
                    focus_later("#study-values");
                }
                _ => return,
            }
        } else {
            match (key.as_str(), cell_place(cell)) {
                ("Enter" | " ", (_, Some(pit))) if playable(cell) => {
                    if let Some(pit) = Pit::new(pit) {
                        act(ui, StudyAction::Play(pit));
                    }
                }
                _ => return,
            }
        }
        event.prevent_default();
        event.stop_propagation();
    };
    let on_click = move |cell: usize| {
        selected.set(cell);
        if editing() {
            focus_later("#cell-count");
        } else if playable(cell)
            && let (_, Some(pit)) = cell_place(cell)
            && let Some(pit) = Pit::new(pit)
        {
            act(ui, StudyAction::Play(pit));
        }
    };
    // Opened by a control, focus goes to the board's heading once it is drawn (its part may
    // have had to be fetched first); opened with the page, by a link, focus stays put.
    if crate::view::FOCUS_STUDY.replace(false) {
        focus_later("#study-title");
    }
    // A digit sows that pit of the side to move, wherever focus is but in a field.
    let digits = window_event_listener(leptos::ev::keydown, move |event: KeyboardEvent| {
        if editing() {
            return;
        }
        if let Some(pit) = crate::view::common::digit_pit(&event) {
            act(ui, StudyAction::Play(pit));
            event.prevent_default();
        }
    });
    on_cleanup(move || digits.remove());
    // What the editor refuses, one read for every cell.
    let refused = Memo::new(move |_| {
        ui.with(Part::StudyEditor, |s| {
            s.study_board()
                .and_then(|b| b.editor().refusal().map(|r| r.cell))
        })
    });
    let cells = (0..CELLS)
        .map(|cell| {
            // Each cell's count is read once and redrawn only when it changes, so a keystroke
            // on one cell redraws only that one.
            let count = Memo::new(move |_| count(cell));
            let (row, column) = grid_place(cell);
            let class = match cell_place(cell) {
                (_, None) => format!("study-cell store-cell col-{column}"),
                _ => format!("study-cell pit-cell row-{row} col-{column}"),
            };
            view! {
                <button type="button" id=format!("cell-{cell}") class=class
                    class:playable=move || playable(cell)
                    class:chosen=move || selected.get() == cell && editing()
                    class:refused=move || refused.get() == Some(cell) && editing()
                    tabindex=move || if selected.get() == cell { "0" } else { "-1" }
                    aria-label=move || cell_label(cell, count.get())
                    on:keydown=move |event| on_key(event, cell)
                    on:click=move |_| on_click(cell)
                    on:focus=move |_| selected.set(cell)>
                    {move || count.get()}
                </button>
            }
        })
        .collect_view();
    view! {
        <section id="study" class="study" aria-labelledby="study-title">
            <div class="study-head">
                <h2 id="study-title" tabindex="-1">
                    {move || if editing() { study::study_title_editing() } else { study::study_title_analysing() }}
                </h2>
                <button type="button" id="study-close" on:click=move |_| {
                    act(ui, StudyAction::Close);
                    crate::view::common::focus_pit_row();
                }>{study::study_back_to_game()}</button>
            </div>
            <p class="study-turn">{move || ui.with(Part::StudyEditor, turn_line)}</p>
            <div class="study-board" role="group" aria-label=study::study_board_label()>
                {cells}
            </div>
            <Show when=editing fallback=move || view! { <Analysis/> }>
                <Editor selected=selected/>
            </Show>
        </section>
    }
}

/// The count of a cell in a position.
fn cell_count(position: &Position, cell: usize) -> u8 {
    match cell_place(cell) {
        (player, Some(pit)) => Pit::new(pit).map_or(0, |p| position.seeds(player, p)),
        (player, None) => position.store(player),
    }
}

/// Whose move it is on the board, or how the game there ended.
fn turn_line(session: &Session) -> String {
    let Some(board) = session.study_board() else {
        return String::new();
    };
    match board.stage() {
        Stage::Editing => to_move(board.editor().to_move()),
        Stage::Analysing if board.position().is_over() => over_sentence(board.position()),
        Stage::Analysing => to_move(board.position().to_move()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::study::editor::PITS;

    #[test]
    fn every_arrow_from_every_cell_lands_on_a_cell_and_left_then_right_comes_back_along_a_row() {
        for cell in 0..CELLS {
            for key in [
                "ArrowLeft",
                "ArrowRight",
                "ArrowUp",
                "ArrowDown",
                "Home",
                "End",
            ] {
                if let Some(next) = neighbour(cell, key) {
                    assert!(next < CELLS, "{cell} {key}");
                }
            }
        }
        // Along the bottom row and into the stores.
        assert_eq!(neighbour(0, "ArrowLeft"), Some(STORE_NORTH));
        assert_eq!(neighbour(5, "ArrowRight"), Some(STORE_SOUTH));
        assert_eq!(neighbour(2, "ArrowRight"), Some(3));
        // The top row reads from pit 6 on the left to pit 1 on the right.
        assert_eq!(neighbour(12, "ArrowRight"), Some(11));
        assert_eq!(neighbour(7, "ArrowRight"), Some(STORE_SOUTH));
        assert_eq!(neighbour(0, "ArrowUp"), Some(12));
        assert_eq!(neighbour(12, "ArrowDown"), Some(0));
        assert_eq!(neighbour(3, "Home"), Some(0));
        assert_eq!(neighbour(8, "End"), Some(7));
        assert_eq!(neighbour(STORE_NORTH, "ArrowRight"), Some(0));
        assert_eq!(neighbour(STORE_SOUTH, "ArrowLeft"), Some(5));
        // Along each row, Right from Home meets every pit of the row once, in the row, and
        // ends on End before the store; Left takes each step back.
        for from in [3, 8] {
            let mut cell = neighbour(from, "Home").unwrap();
            let row = grid_place(cell).0;
            let mut met = vec![cell];
            while let Some(next) = neighbour(cell, "ArrowRight").filter(|&n| n != STORE_SOUTH) {
                assert_eq!(grid_place(next).0, row, "{cell} ArrowRight");
                assert_eq!(neighbour(next, "ArrowLeft"), Some(cell), "{next} ArrowLeft");
                assert!(
                    met.len() < CELLS,
                    "ArrowRight goes round in row {row}: {met:?}"
                );
                met.push(next);
                cell = next;
            }
            assert_eq!(neighbour(from, "End"), Some(cell));
            met.sort_unstable();
            met.dedup();
            assert_eq!(met.len(), PITS, "row {row}: {met:?}");
        }
    }
}
