//! The board: two rows of pit buttons and a store at each end. The bottom row is always the
//! person's (player 1's in a two-player game), with its store on the right.

use leptos::prelude::*;
use web_sys::KeyboardEvent;

use super::Controller;
use crate::engine::{Cell, Pit, Player};
use crate::game::{Role, Turn, seeds};
use crate::sowing::Frame;

/// At most this many seeds are drawn as dots; the number is always shown.
const MAX_DOTS: u8 = 15;

/// The board, rendered from the game (or the move being shown).
#[component]
pub(super) fn Board(controller: Controller) -> impl IntoView {
    let frame = Memo::new(move |_| match controller.sowing.get() {
        Some(sowing) => sowing.frame(),
        None => controller.game.with(|g| Frame::of(g.position())),
    });
    // Where the last seed of the previewed pit would land.
    let landing = Memo::new(move |_| {
        let pit = controller.preview.get()?;
        controller.game.with(|g| g.preview(pit).map(|p| p.last))
    });
    let top_label = move || {
        format!(
            "{} pits",
            controller.game.with(|g| g.role(Player::North).possessive())
        )
    };
    let bottom_label = move || {
        format!(
            "{} pits",
            controller.game.with(|g| g.role(Player::South).possessive())
        )
    };
    // Pits are laid out left to right as the person at the bottom sees them: North's pit 6 is
    // top left, South's pit 1 bottom left.
    let top: Vec<Pit> = (1..=6).rev().filter_map(Pit::new).collect();
    let bottom: Vec<Pit> = (1..=6).filter_map(Pit::new).collect();
    view! {
        <section class="board-area" aria-labelledby="board-title">
            <h2 id="board-title" class="visually-hidden">"Board"</h2>
            <div class="board">
                <Store controller=controller frame=frame landing=landing player=Player::North/>
                <div class="row row-top" role=move || row_role(controller, Player::North) aria-label=top_label>
                    {top.into_iter().map(|pit| view! {
                        <PitButton controller=controller frame=frame landing=landing player=Player::North pit=pit/>
                    }).collect_view()}
                </div>
                <div class="row row-bottom" role=move || row_role(controller, Player::South) aria-label=bottom_label>
                    {bottom.into_iter().map(|pit| view! {
                        <PitButton controller=controller frame=frame landing=landing player=Player::South pit=pit/>
                    }).collect_view()}
                </div>
                <Store controller=controller frame=frame landing=landing player=Player::South/>
            </div>
        </section>
    }
}

/// The row a keyboard user moves along: the row of the person to move, or the bottom row
/// while the computer moves or the game is over.
fn keyboard_row(controller: Controller) -> Player {
    match controller.game.with(|g| (g.turn(), g.role(Player::North))) {
        (Turn::Person(player), Role::PlayerTwo) => player,
        _ => Player::South,
    }
}

/// A row that holds the roving focus is a toolbar of pit buttons; the other is a group.
fn row_role(controller: Controller, player: Player) -> &'static str {
    if keyboard_row(controller) == player {
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
fn move_focus(controller: Controller, player: Player, event: &KeyboardEvent) {
    let current = controller.focus.get_untracked();
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
    controller.focus.set(index);
    if let Some(pit) = Pit::from_index(index)
        && let Some(element) = document().get_element_by_id(&pit_id(player, pit))
        && let Ok(element) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(element)
    {
        let _ = element.focus();
    }
}

#[component]
fn PitButton(
    controller: Controller,
    frame: Memo<Frame>,
    landing: Memo<Option<Cell>>,
    player: Player,
    pit: Pit,
) -> impl IntoView {
    let cell = Cell::Pit(player, pit);
    let count = move || frame.with(|f| f.cell(cell));
    let mine_to_move = move || {
        controller.game.with(|g| g.turn() == Turn::Person(player))
            && controller.sowing.with(Option::is_none)
            && controller.pending.with(Option::is_none)
    };
    let playable = move || mine_to_move() && count() > 0;
    let label = move || {
        let role = controller.game.with(|g| g.role(player));
        format!(
            "{} pit {}, {}",
            role.possessive(),
            pit.number(),
            seeds(count())
        )
    };
    let tabindex = move || {
        if keyboard_row(controller) == player && controller.focus.get() == pit.index() {
            "0"
        } else {
            "-1"
        }
    };
    let fresh = move || {
        controller.sowing.with(|s| match s {
            Some(sowing) => sowing.fresh().contains(&cell),
            None => controller
                .game
                .with(|g| g.last_outcome().is_some_and(|o| o.sown.contains(&cell))),
        })
    };
    let last_played = move || {
        let last = match controller.sowing.get() {
            Some(sowing) => Some((sowing.outcome.mover, sowing.outcome.pit)),
            None => controller
                .game
                .with(|g| g.last_outcome().map(|o| (o.mover, o.pit))),
        };
        last == Some((player, pit))
    };
    let captured = move || {
        controller.sowing.with(Option::is_none)
            && controller.game.with(|g| {
                g.last_outcome()
                    .and_then(|o| o.capture.map(|c| (o.mover, c)))
                    .is_some_and(|(mover, c)| {
                        (mover == player && c.pit == pit) || (mover != player && c.opposite == pit)
                    })
            })
    };
    let target = move || landing.get() == Some(cell);
    let show_preview = move || {
        if playable() {
            controller.preview.set(Some(pit));
        }
    };
    view! {
        <button
            type="button"
            id=pit_id(player, pit)
            class="pit"
            class:playable=playable
            class:fresh=fresh
            class:last-played=last_played
            class:captured=captured
            class:target=target
            tabindex=tabindex
            aria-label=label
            aria-disabled=move || (!playable()).to_string()
            aria-describedby="preview"
            on:click=move |_| {
                if mine_to_move() {
                    controller.focus.set(pit.index());
                    controller.sow(pit);
                }
            }
            on:keydown=move |event: KeyboardEvent| move_focus(controller, player, &event)
            on:focus=move |_| {
                controller.focus.set(pit.index());
                show_preview();
            }
            on:blur=move |_| controller.preview.set(None)
            on:mouseenter=move |_| show_preview()
            on:mouseleave=move |_| controller.preview.set(None)
        >
            <span class="seeds" aria-hidden="true">
                {move || (0..count().min(MAX_DOTS)).map(|i| view! {
                    <span class=format!("seed seed-{}", i % 5)></span>
                }).collect_view()}
            </span>
            <span class="count" aria-hidden="true">{count}</span>
        </button>
    }
}

#[component]
fn Store(
    controller: Controller,
    frame: Memo<Frame>,
    landing: Memo<Option<Cell>>,
    player: Player,
) -> impl IntoView {
    let cell = Cell::Store(player);
    let target = move || landing.get() == Some(cell);
    let count = move || frame.with(|f| f.cell(cell));
    let role = move || controller.game.with(|g| g.role(player));
    let fresh = move || {
        controller
            .sowing
            .with(|s| s.as_ref().is_some_and(|s| s.fresh().contains(&cell)))
    };
    let side = match player {
        Player::South => "store store-bottom",
        Player::North => "store store-top",
    };
    view! {
        <p class=side class:fresh=fresh class:target=target id=match player { Player::South => "store-s", Player::North => "store-n" }>
            <span class="store-name" aria-hidden="true">{move || role().name()}</span>
            <span class="count" aria-hidden="true">{count}</span>
            <span class="visually-hidden">
                {move || format!("{} store, {}", role().possessive(), seeds(count()))}
            </span>
        </p>
    }
}
