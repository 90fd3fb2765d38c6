//! Everything around the board: the toolbar and settings menu, the status line, the preview,
//! the move log, the confirmation and the game-over panel.

use leptos::html;
use leptos::prelude::*;

use super::{Controller, Pending};
use crate::engine::{Cell, Player, Sweep};
use crate::game::{Game, PreviewEffect, Turn};
use crate::query::{self, HOUSE_RULES};
use crate::settings::{GameSettings, Level, Motion, Opponent, Side, Speed};

/// New game, undo, redo, skip, full screen and the settings menu.
#[component]
pub(super) fn Toolbar(controller: Controller) -> impl IntoView {
    let busy = move || controller.sowing.with(Option::is_some);
    view! {
        <nav class="toolbar" aria-label="Game">
            <button type="button" id="new-game" aria-keyshortcuts="N"
                on:click=move |_| {
                    let settings = controller.settings.with_untracked(|s| s.game);
                    controller.request_new_game(settings);
                }>
                "New game"
            </button>
            <button type="button" id="undo"
                disabled=move || busy() || !controller.game.with(Game::can_undo)
                on:click=move |_| controller.undo()>
                "Undo"
            </button>
            <button type="button" id="redo"
                disabled=move || busy() || !controller.game.with(Game::can_redo)
                on:click=move |_| controller.redo()>
                "Redo"
            </button>
            <button type="button" id="skip" aria-keyshortcuts="S"
                disabled=move || !busy()
                on:click=move |_| controller.skip()>
                "Skip"
            </button>
            <button type="button" id="full-screen" aria-keyshortcuts="F"
                on:click=move |_| super::toggle_full_screen()>
                "Full screen"
            </button>
            <Menu controller=controller/>
        </nav>
    }
}

/// The ⋯ menu of settings.
#[component]
fn Menu(controller: Controller) -> impl IntoView {
    let game = move || controller.settings.with(|s| s.game);
    let hot_seat = move || game().opponent == Opponent::Human;
    let menu = NodeRef::<html::Details>::new();
    // A change to the game's shape starts a new game (asking first if one is under way).
    let change = move |edit: fn(&mut GameSettings, &str), value: String| {
        let mut settings = game();
        edit(&mut settings, &value);
        if settings != game() {
            controller.request_new_game(settings);
        }
    };
    view! {
        <details class="menu" node_ref=menu on:keydown=move |event: web_sys::KeyboardEvent| {
            // Escape closes the menu and hands focus back to its button.
            if event.key() == "Escape"
                && let Some(details) = menu.get_untracked()
                && details.open()
            {
                details.set_open(false);
                if let Some(summary) = document().get_element_by_id("settings")
                    && let Ok(summary) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(summary)
                {
                    let _ = summary.focus();
                }
                event.prevent_default();
            }
        }>
            <summary id="settings" aria-label="Settings">"⋯"<span class="menu-label">" Settings"</span></summary>
            <div class="menu-body">
                <label>
                    "Opponent "
                    <select id="opponent"
                        on:change=move |ev| change(|s, v| s.opponent = query::named(query::OPPONENTS, v), event_target_value(&ev))>
                        <option value="computer" prop:selected=move || !hot_seat()>"Computer"</option>
                        <option value="human" prop:selected=hot_seat>"Two players"</option>
                    </select>
                </label>
                <label>
                    "Difficulty "
                    <select id="level" disabled=hot_seat
                        on:change=move |ev| change(|s, v| s.level = Level::ALL.into_iter().find(|l| l.label() == v).unwrap_or_default(), event_target_value(&ev))>
                        {Level::ALL.into_iter().map(|level| view! {
                            <option value=level.label() prop:selected=move || game().level == level>{level.label()}</option>
                        }).collect_view()}
                    </select>
                </label>
                <label>
                    "You play "
                    <select id="side" disabled=hot_seat
                        on:change=move |ev| change(|s, v| s.side = query::named(query::SIDES, v), event_target_value(&ev))>
                        <option value="first" prop:selected=move || game().side == Side::First>"First"</option>
                        <option value="second" prop:selected=move || game().side == Side::Second>"Second"</option>
                    </select>
                </label>
                <label>
                    "Seeds per pit "
                    <select id="seeds"
                        on:change=move |ev| change(|s, v| s.seeds = v.parse().unwrap_or(4), event_target_value(&ev))>
                        {(3..=6u8).map(|n| view! {
                            <option value=n.to_string() prop:selected=move || game().seeds == n>{n}</option>
                        }).collect_view()}
                    </select>
                </label>
                <fieldset class="house-rules">
                    <legend>"House rules"</legend>
                    {HOUSE_RULES.into_iter().map(|(name, flag)| view! {
                        <label class="check">
                            <input type="checkbox" id=format!("rule-{name}")
                                prop:checked=move || { let mut g = game(); *flag(&mut g.house) }
                                on:change=move |ev| {
                                    let mut settings = game();
                                    *flag(&mut settings.house) = event_target_checked(&ev);
                                    controller.request_new_game(settings);
                                }/>
                            " "{house_rule_words(name)}
                        </label>
                    }).collect_view()}
                    <label class="stacked">
                        "Seeds left when a row runs out "
                        <select id="sweep"
                            on:change=move |ev| change(|s, v| s.house.sweep = query::named(query::SWEEPS, v), event_target_value(&ev))>
                            <option value="own" prop:selected=move || game().house.sweep == Sweep::OwnRow>"Go to the owner of the row"</option>
                            <option value="runner" prop:selected=move || game().house.sweep == Sweep::ToPlayerWhoRanOut>"Go to whoever ran out"</option>
                            <option value="none" prop:selected=move || game().house.sweep == Sweep::Discard>"Count for nobody"</option>
                        </select>
                    </label>
                </fieldset>
                <label>
                    "Speed "
                    <select id="speed"
                        on:change=move |ev| {
                            let value = event_target_value(&ev);
                            let speed = Speed::ALL.into_iter().find(|s| s.label() == value).unwrap_or_default();
                            controller.settings.update(|s| s.speed = speed);
                        }>
                        {Speed::ALL.into_iter().map(|speed| view! {
                            <option value=speed.label() prop:selected=move || controller.settings.with(|s| s.speed == speed)>{speed.label()}</option>
                        }).collect_view()}
                    </select>
                </label>
                <label>
                    "Motion "
                    <select id="motion"
                        on:change=move |ev| {
                            let motion = query::named(query::MOTIONS, &event_target_value(&ev));
                            controller.settings.update(|s| s.motion = motion);
                        }>
                        <option value="system" prop:selected=move || controller.settings.with(|s| s.motion == Motion::System)>"As the system says"</option>
                        <option value="reduced" prop:selected=move || controller.settings.with(|s| s.motion == Motion::Reduced)>"Reduced: moves land at once"</option>
                        <option value="full" prop:selected=move || controller.settings.with(|s| s.motion == Motion::Full)>"Full animation"</option>
                    </select>
                </label>
            </div>
        </details>
    }
}

/// A house rule in words, by its name in a link.
fn house_rule_words(name: &str) -> &'static str {
    match name {
        "empty-capture" => "Bank a last seed in your empty pit even when the pit opposite is empty",
        "one-extra-turn" => "Only one extra turn in a row",
        "both-stores" => "Sow into both stores",
        _ => "A lap of the board skips the pit it started from",
    }
}

/// Dismissible notices, such as the worker fallback or a link that was not understood.
#[component]
pub(super) fn Notice(controller: Controller) -> impl IntoView {
    view! {
        {move || controller.notices.get().into_iter().map(|text| {
            let dismissed = text.clone();
            view! {
                <div class="notice" role="note">
                    <p>{text}</p>
                    <button type="button" on:click=move |_| controller.notices.update(|n| n.retain(|t| *t != dismissed))>"Dismiss"</button>
                </div>
            }
        }).collect_view()}
    }
}

/// What the hovered or focused pit would do.
#[component]
pub(super) fn Preview(controller: Controller) -> impl IntoView {
    let text = move || {
        let pit = controller.preview.get()?;
        controller.game.with(|g| {
            let preview = g.preview(pit)?;
            let mover = g.position().to_move();
            let lands = match preview.last {
                Cell::Store(player) if player == mover => "in your store".to_string(),
                Cell::Store(_) => "in the other store".to_string(),
                Cell::Pit(player, landing) if player == mover => format!("in your pit {landing}"),
                Cell::Pit(_, landing) => format!("in the other side's pit {landing}"),
            };
            let effect = match preview.effect {
                PreviewEffect::ExtraTurn => "an extra turn".to_string(),
                PreviewEffect::Capture(n) => format!("a capture of {n}"),
                PreviewEffect::EndsGame => "the end of the game".to_string(),
                PreviewEffect::Nothing => "no capture and no extra turn".to_string(),
            };
            Some(format!(
                "Pit {pit}: the last seed lands {lands}, for {effect}."
            ))
        })
    };
    view! { <p id="preview" class="preview">{move || text().unwrap_or_default()}</p> }
}

/// The status line (a polite live region) and the thinking indicator.
#[component]
pub(super) fn Status(controller: Controller) -> impl IntoView {
    view! {
        <div class="status-area">
            <p id="status" role="status" aria-live="polite">{move || controller.status.get()}</p>
            <Show when=move || controller.thinking.get()>
                <p class="thinking" aria-hidden="true">"Computer is thinking…"</p>
            </Show>
        </div>
        <p id="search-report" class="search-report">{move || controller.report.get()}</p>
    }
}

/// Asks before a new game abandons the one under way.
#[component]
pub(super) fn Confirm(controller: Controller) -> impl IntoView {
    let yes = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if controller.pending.with(Option::is_some)
            && let Some(button) = yes.get()
        {
            let _ = button.focus();
        }
    });
    view! {
        <Show when=move || controller.pending.with(Option::is_some)>
            <div class="confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
                <h2 id="confirm-title">{move || match controller.pending.get() {
                    Some(Pending::Undo) => "Take a move back?",
                    Some(Pending::ResetStats) => "Reset your statistics?",
                    _ => "Start a new game?",
                }}</h2>
                <p id="confirm-text">{move || match controller.pending.get() {
                    Some(Pending::NewGame(_)) => "The game under way will be abandoned.",
                    Some(Pending::Undo) => "A game in which a move is taken back does not count in your statistics.",
                    Some(Pending::ResetStats) => "Every record, on every difficulty and rule set, will be forgotten.",
                    None => "",
                }}</p>
                <button type="button" id="confirm-yes" node_ref=yes on:click=move |_| controller.confirm(true)>{move || match controller.pending.get() {
                    Some(Pending::Undo) => "Take the move back",
                    Some(Pending::ResetStats) => "Reset statistics",
                    _ => "Start a new game",
                }}</button>
                <button type="button" id="confirm-no" on:click=move |_| controller.confirm(false)>{move || match controller.pending.get() {
                    Some(Pending::ResetStats) => "Keep them",
                    _ => "Keep playing",
                }}</button>
            </div>
        </Show>
    }
}

/// The result and margin, with "Play again".
#[component]
pub(super) fn GameOver(controller: Controller) -> impl IntoView {
    let over = move || {
        controller.sowing.with(Option::is_none) && controller.game.with(|g| g.turn() == Turn::Over)
    };
    let again = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if over()
            && let Some(button) = again.get()
        {
            let _ = button.focus();
        }
    });
    view! {
        <Show when=over>
            <section class="game-over" aria-labelledby="over-title">
                <h2 id="over-title">"Game over"</h2>
                <p id="result">{move || controller.game.with(|g| g.result_sentence()).unwrap_or_default()}</p>
                <p class="final-score">{move || controller.game.with(|g| {
                    let stores = g.position().stores();
                    format!("{} {}, {} {}", g.role(Player::South).name(), stores.south, g.role(Player::North).name(), stores.north)
                })}</p>
                <button type="button" id="play-again" node_ref=again
                    on:click=move |_| {
                        let settings = controller.settings.with_untracked(|s| s.game);
                        controller.new_game(settings);
                    }>
                    "Play again"
                </button>
            </section>
        </Show>
    }
}

/// Every move so far, numbered. Not a live region: the status line announces moves.
#[component]
pub(super) fn MoveLog(controller: Controller) -> impl IntoView {
    view! {
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">"Moves"</h2>
            <ol id="move-log" aria-live="off" tabindex="0" aria-labelledby="log-title">
                {move || controller.game.with(Game::log).into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
            </ol>
        </section>
    }
}
