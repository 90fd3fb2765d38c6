//! The analysis board's editor: the chosen cell's count, the side to move, the rules, the
//! quick actions, what is wrong, and Analyse.

use leptos::prelude::*;

use crate::view::{Part, common::focus_later, common::markup::escape, use_ui};
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

use crate::engine::{HouseRules, Player, Sweep};
use crate::model::settings::{Choice, HouseRule, SEED_CHOICES};
use crate::model::study::words::{bad_count, cell_count, cell_name, notes, row_name, unfit};
use crate::model::study::{Change, StudyAction};
use crate::model::words::study;

/// The editor's controls: the chosen cell's count, the side to move, the rules, the quick
/// actions, what is wrong, and Analyse.
#[component]
pub(super) fn Editor(selected: RwSignal<usize>) -> impl IntoView {
    let ui = use_ui();
    let editor = move || {
        ui.with(Part::StudyEditor, |s| {
            s.study_board().map(|b| b.editor().clone())
        })
    };
    let change = move |change: Change| ui.send_study(StudyAction::Change(change));
    let seed_options: String = SEED_CHOICES
        .map(|n| format!("<option value=\"{n}\">{n}</option>"))
        .collect();
    let sweep_options: String = Sweep::ALL
        .iter()
        .map(|s| {
            format!(
                "<option value=\"{}\">{}</option>",
                s.slug(),
                escape(&s.label())
            )
        })
        .collect();
    let checked = move || editor().and_then(|e| e.check().err().map(|why| unfit(&why)));
    let said = move || {
        let editor = editor()?;
        let cell = selected.get();
        Some(match editor.refusal() {
            Some(refusal) => bad_count(&refusal.reason),
            None => cell_count(cell, editor.count(cell)),
        })
    };
    let house = move || editor().map(|e| e.house()).unwrap_or_default();
    let set_house = move |edit: &dyn Fn(&mut HouseRules)| {
        let mut rules = house();
        edit(&mut rules);
        change(Change::House(rules));
    };
    view! {
        <div class="study-editor">
            <div class="cell-edit" role="group" aria-labelledby="cell-edit-name">
                <span id="cell-edit-name">{move || cell_name(selected.get())}</span>
                <button type="button" class="cell-step" aria-label=study::study_one_seed_fewer()
                    on:click=move |_| change(Change::Add(selected.get_untracked(), -1))>"−"</button>
                <input id="cell-count" type="number" inputmode="numeric" min="0" max="72"
                    aria-labelledby="cell-edit-name"
                    prop:value=move || editor().map(|e| e.count(selected.get())).unwrap_or(0).to_string()
                    on:change=move |ev| change(Change::Set(selected.get_untracked(), event_target_value(&ev)))
                    on:keydown=move |ev: KeyboardEvent| if ev.key() == "Enter" {
                        change(Change::Set(selected.get_untracked(), event_target_value(&ev)));
                        focus_cell(selected.get_untracked());
                        ev.prevent_default();
                    }/>
                <button type="button" class="cell-step" aria-label=study::study_one_seed_more()
                    on:click=move |_| change(Change::Add(selected.get_untracked(), 1))>"+"</button>
            </div>
            <p id="study-said" class="study-said" role="status" aria-live="polite"
                class:refusal=move || editor().is_some_and(|e| e.refusal().is_some())>
                {said}
            </p>
            <fieldset class="study-side">
                <legend>{study::study_to_move()}</legend>
                {[Player::South, Player::North].map(|player| view! {
                    <label class="check">
                        <input type="radio" name="study-to-move"
                            prop:checked=move || editor().is_some_and(|e| e.to_move() == player)
                            on:change=move |_| change(Change::ToMove(player))/>
                        " "{row_name(player)}
                    </label>
                }).collect_view()}
            </fieldset>
            <div class="study-rules">
                <label>
                    {study::study_seeds_per_pit()}" "
                    <select id="study-seeds" inner_html=seed_options
                        prop:value=move || editor().map(|e| e.seeds()).unwrap_or(4).to_string()
                        on:change=move |ev| if let Ok(n) = event_target_value(&ev).parse() {
                            change(Change::Seeds(n));
                        }>
                    </select>
                </label>
                {HouseRule::OF_MOVES.iter().map(|&rule| view! {
                    <label class="check">
                        <input type="checkbox" prop:checked=move || rule.is_on(&house())
                            on:change=move |ev| {
                                let on = event_target_checked(&ev);
                                set_house(&|h| rule.set(h, on));
                            }/>
                        " "{rule.label()}
                    </label>
                }).collect_view()}
                <label>
                    {study::study_seeds_left()}" "
                    <select inner_html=sweep_options
                        prop:value=move || house().sweep.slug()
                        on:change=move |ev| if let Some(sweep) = Sweep::from_slug(&event_target_value(&ev)) {
                            set_house(&|h| h.sweep = sweep);
                        }>
                    </select>
                </label>
            </div>
            <div class="study-quick" role="group" aria-label=study::study_quick_set_ups()>
                <button type="button" on:click=move |_| change(Change::Start)>{study::study_start_position()}</button>
                <button type="button" on:click=move |_| change(Change::Empty)>{study::study_empty_board()}</button>
                <button type="button" on:click=move |_| change(Change::Swap)>{study::study_swap_sides()}</button>
                <button type="button" on:click=move |_| change(Change::Random(crate::web::random_seed()))>
                    {study::study_random_position()}
                </button>
            </div>
            <p class="study-error" hidden=move || checked().is_none()>{checked}</p>
            <p class="study-note" hidden=move || ui.with(Part::StudyEditor, |s| s.study_board().and_then(|b| notes(&b.editor().notes())).is_none())>
                {move || ui.with(Part::StudyEditor, |s| s.study_board().and_then(|b| notes(&b.editor().notes())))}
            </p>
            <button type="button" id="study-done" class="primary"
                disabled=move || checked().is_some()
                on:click=move |_| {
                    ui.send_study(StudyAction::Done);
                    focus_later("#study-values");
                }>{study::study_analyse()}</button>
        </div>
    }
}

/// Moves keyboard focus to a cell of the board.
pub(super) fn focus_cell(cell: usize) {
    if let Some(element) = document().get_element_by_id(&format!("cell-{cell}"))
        && let Ok(element) = element.dyn_into::<web_sys::HtmlElement>()
    {
        let _ = element.focus();
    }
}
