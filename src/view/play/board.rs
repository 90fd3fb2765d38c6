//! The board: two rows of pit buttons and a store at each end. The bottom row is always the
//! person's (player 1's in a two-player game), with its store on the right. Every cell draws
//! what [`crate::model::board::BoardView`] says of it.

use crate::model::play::PlayAction;
use leptos::prelude::*;
use web_sys::KeyboardEvent;

use crate::engine::{Cell, Pit, Player};
use crate::model::app::{Action, Session};
use crate::model::board::{BoardView, CellView, cell_key, heap};
use crate::model::game::seeds;
use crate::model::settings::{Choice, Opponent};
use crate::view::{Part, Ui, use_ui};

/// The board, rendered from the session's board view.
#[component]
pub(crate) fn Board() -> impl IntoView {
    let ui = use_ui();
    let board = Memo::new(move |_| ui.with(Part::Board, Session::board));
    let row_label = move |player: Player| {
        move || {
            format!(
                "{} pits",
                ui.with(Part::Page, |s| s.game().role(player).possessive())
            )
        }
    };
    // Pits are laid out left to right as the person at the bottom sees them: North's pit 6 is
    // top left, South's pit 1 bottom left.
    let top: Vec<Pit> = (1..=6).rev().filter_map(Pit::new).collect();
    let bottom: Vec<Pit> = (1..=6).filter_map(Pit::new).collect();
    let row = move |player: Player, pits: Vec<Pit>| {
        let class = match player {
            Player::North => "row row-top",
            Player::South => "row row-bottom",
        };
        view! {
            <div class=class role=move || row_role(ui, player) aria-label=row_label(player)>
                {pits.into_iter().map(|pit| view! {
                    <PitButton board=board player=player pit=pit/>
                }).collect_view()}
            </div>
        }
    };
    let matchup = move || {
        ui.with(Part::Page, |s| {
            let game = s.settings().game;
            match (game.opponent, s.table().seat()) {
                (Opponent::Human, Some(seat)) => {
                    format!("Playing by link: you are {}", s.game().role(seat).name())
                }
                (Opponent::Human, None) => "Two players, one screen".to_string(),
                (Opponent::Computer, _) => format!("Against the computer: {}", game.level.label()),
            }
        })
    };
    view! {
        <section class="board-area" aria-labelledby="board-title">
            <h2 id="board-title" class="visually-hidden">"Board"</h2>
            <p id="matchup" class="matchup">{matchup}</p>
            <div class="board">
                <Store board=board player=Player::North/>
                {row(Player::North, top)}
                {row(Player::South, bottom)}
                <Store board=board player=Player::South/>
            </div>
        </section>
    }
}

/// A row that holds the roving focus is a toolbar of pit buttons; the other is a group.
fn row_role(ui: Ui, player: Player) -> &'static str {
    if ui.with(Part::Page, |s| s.table().keyboard_row()) == player {
        "toolbar"
    } else {
        "group"
    }
}

/// DOM id of a pit button.
fn pit_id(player: Player, pit: Pit) -> String {
    let side = match player {
        Player::South => 's',
        Player::North => 'n',
    };
    format!("pit-{side}-{}", pit.number())
}

/// Moves the roving focus along a row, in the direction the row is drawn.
fn move_focus(ui: Ui, player: Player, event: &KeyboardEvent) {
    let current = ui.peek(|s| s.table().focus());
    // Screen order: the bottom row runs from pit 1, the top row from pit 6.
    let to_screen = |index: usize| match player {
        Player::South => index,
        Player::North => 5 - index,
    };
    let screen = to_screen(current);
    let target = match event.key().as_str() {
        "ArrowRight" => (screen + 1).min(5),
        "ArrowLeft" => screen.saturating_sub(1),
        "Home" => 0,
        "End" => 5,
        _ => return,
    };
    event.prevent_default();
    let index = to_screen(target);
    ui.send(Action::Play(PlayAction::Focus(index)));
    if let Some(pit) = Pit::from_index(index)
        && let Some(element) = document().get_element_by_id(&pit_id(player, pit))
        && let Ok(element) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(element)
    {
        let _ = element.focus();
    }
}

#[component]
fn PitButton(board: Memo<BoardView>, player: Player, pit: Pit) -> impl IntoView {
    let ui = use_ui();
    let cell = Cell::Pit(player, pit);
    // Each cell's view is read once, and what draws it runs again only when it changes: a
    // step of a sowing redraws the cells it touched.
    let view_of = Memo::new(move |_| board.with(|b| b.cell(cell)));
    let playable = move || view_of.get().playable;
    let label = move || {
        let role = ui.with(Part::Page, |s| s.game().role(player));
        let v = view_of.get();
        format!(
            "{} pit {}, {}{}",
            role.possessive(),
            pit.number(),
            seeds(v.count),
            if v.hinted { ", the hint" } else { "" }
        )
    };
    let tabindex = move || {
        let focused = ui.with(Part::Focus, |s| {
            s.table().keyboard_row() == player && s.table().focus() == pit.index()
        });
        if focused { "0" } else { "-1" }
    };
    let show_preview = move || {
        if playable() {
            ui.send(Action::Play(PlayAction::Preview(Some(pit))));
        }
    };
    view! {
        <button
            type="button"
            id=pit_id(player, pit)
            // One class list for every mark, so the page carries one binding, not seven. The
            // pit's number, as the status, the log and the keys 1 to 6 name it, is drawn by
            // the stylesheet from data-number (so it stays out of the button's text, whose
            // name already says it): on the bottom row always, and on the top row too when a
            // second person plays it.
            class=move || {
                let c = view_of.get();
                let mut class = String::from("pit");
                for (on, name) in [
                    (c.playable, " playable"),
                    (c.fresh, " fresh"),
                    (c.last_played, " last-played"),
                    (c.captured, " captured"),
                    (c.target, " target"),
                    (c.hinted, " hinted"),
                    (c.numbered, " numbered"),
                ] {
                    if on {
                        class += name;
                    }
                }
                class
            }
            data-number=pit.number()
            tabindex=tabindex
            aria-label=label
            aria-disabled=move || (!playable()).to_string()
            aria-describedby="preview"
            on:click=move |_| {
                if ui.peek(|s| s.may_move(player)) {
                    ui.send(Action::Play(PlayAction::Sow(pit)));
                }
            }
            on:keydown=move |event: KeyboardEvent| move_focus(ui, player, &event)
            on:focus=move |_| {
                ui.send(Action::Play(PlayAction::Focus(pit.index())));
                show_preview();
            }
            on:blur=move |_| ui.send(Action::Play(PlayAction::Preview(None)))
            on:mouseenter=move |_| show_preview()
            on:mouseleave=move |_| ui.send(Action::Play(PlayAction::Preview(None)))
            inner_html=move || cell_html(cell, view_of.get())
        >
        </button>
    }
}

#[component]
fn Store(board: Memo<BoardView>, player: Player) -> impl IntoView {
    let ui = use_ui();
    let cell = Cell::Store(player);
    // Each cell's view is read once, and what draws it runs again only when it changes: a
    // step of a sowing redraws the cells it touched.
    let view_of = Memo::new(move |_| board.with(|b| b.cell(cell)));
    let (class, id) = match player {
        Player::South => ("store store-bottom", "store-s"),
        Player::North => ("store store-top", "store-n"),
    };
    view! {
        <p class=move || {
                let v = view_of.get();
                format!(
                    "{class}{}{}",
                    if v.fresh { " fresh" } else { "" },
                    if v.target { " target" } else { "" }
                )
            } id=id
            inner_html=move || {
                let role = ui.with(Part::Page, |s| s.game().role(player));
                format!(
                    "<span class=\"store-name\" aria-hidden=\"true\">{}</span>{}\
                     <span class=\"visually-hidden\">{} store, {}</span>",
                    role.name(),
                    cell_html(cell, view_of.get()),
                    role.possessive(),
                    seeds(view_of.get().count)
                )
            }>
        </p>
    }
}

/// A cell's seeds as a heap of coloured seeds (see [`heap`]), then its count. Each seed keeps
/// its place and colour as more land, and the one that just landed is drawn arriving. Both are
/// decoration: the button's name, or the store's hidden text, says the number. Written as
/// markup: a typed list of seeds, and a binding per part, cost the page about 3 KB more.
fn cell_html(cell: Cell, view: CellView) -> String {
    // Each cell's heap is turned its own way, so no two look alike.
    let mut html = format!(
        "<span class=\"seeds heap-{}\" aria-hidden=\"true\">",
        cell_key(cell) % 4
    );
    for seed in heap(cell, view) {
        let arriving = if seed.arriving { " arriving" } else { "" };
        html += &format!(
            "<span class=\"seed s{} c{}{arriving}\"></span>",
            seed.slot, seed.colour
        );
    }
    html + &format!(
        "</span><span class=\"count\" aria-hidden=\"true\">{}</span>",
        view.count
    )
}
