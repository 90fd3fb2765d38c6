//! The toolbar (new game, undo, redo, hint, skip, full screen) and the ⋯ menu of settings. Every
//! select of a [`Choice`] is one [`ChoiceSelect`], which lists its values by slug and label, so
//! no setting is mapped by hand here.

use leptos::prelude::*;

use super::use_ui;
use crate::engine::Sweep;
use crate::model::session::{Action, Entry};
use crate::model::settings::{
    Choice, Clock, GameSettings, HouseRule, Level, Motion, Opponent, SEED_CHOICES, Settings, Side,
    Speed,
};

/// A button of the toolbar, named by its DOM id: the click handler and the page's switches (see
/// the parent module) read the id here, and the browser tests find the button by it. The
/// toolbar's markup writes each id out as a literal, since Leptos renders a button whose
/// attributes are all literals as plain HTML, where an id from [`Tool::id`] would make the
/// seven buttons typed views at 0.5 KB more of gzipped wasm; a test holds the markup to this
/// table.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Tool {
    NewGame,
    Undo,
    Redo,
    Hint,
    Skip,
    FullScreen,
    SendMove,
}

impl Tool {
    /// Every button, in the toolbar's order.
    const ALL: [Tool; 7] = [
        Tool::NewGame,
        Tool::Undo,
        Tool::Redo,
        Tool::Hint,
        Tool::Skip,
        Tool::FullScreen,
        Tool::SendMove,
    ];

    /// The button's DOM id.
    pub(super) fn id(self) -> &'static str {
        match self {
            Tool::NewGame => "new-game",
            Tool::Undo => "undo",
            Tool::Redo => "redo",
            Tool::Hint => "hint",
            Tool::Skip => "skip",
            Tool::FullScreen => "full-screen",
            Tool::SendMove => "send-move",
        }
    }

    /// The button with this DOM id, if it is one of the toolbar's.
    fn from_id(id: &str) -> Option<Tool> {
        Tool::ALL.into_iter().find(|tool| tool.id() == id)
    }
}

/// New game, undo, redo, hint, skip, full screen, "Send your move" (shown when a move can be
/// sent by link) and the settings menu. One click handler serves every button (by its
/// [`Tool`] id); which are disabled or hidden is set by the page's switches (see the parent
/// module).
#[component]
pub(super) fn Toolbar(arrived: RwSignal<u8>) -> impl IntoView {
    let ui = use_ui();
    let on_click = move |event: web_sys::MouseEvent| {
        let tool = event
            .target()
            .and_then(|target| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(target).ok())
            .and_then(|element| element.closest("nav > button").ok().flatten())
            .and_then(|button| Tool::from_id(&button.id()));
        ui.send(match tool {
            Some(Tool::NewGame) => Action::NewGame,
            Some(Tool::Undo) => Action::Undo,
            Some(Tool::Redo) => Action::Redo,
            Some(Tool::Hint) => Action::Hint,
            Some(Tool::Skip) => Action::Skip,
            Some(Tool::FullScreen) => return crate::web::toggle_full_screen(),
            Some(Tool::SendMove) => return super::copy_link(ui, true),
            None => return,
        });
    };
    view! {
        <nav class="toolbar" aria-label="Game" on:click=on_click>
            <button type="button" id="new-game" aria-keyshortcuts="N">"New game"</button>
            <button type="button" id="undo" disabled>"Undo"</button>
            <button type="button" id="redo" disabled>"Redo"</button>
            <button type="button" id="hint" aria-keyshortcuts="H">"Hint"</button>
            <button type="button" id="skip" aria-keyshortcuts="S" disabled>"Skip"</button>
            <button type="button" id="full-screen" aria-keyshortcuts="F">"Full screen"</button>
            <button type="button" id="send-move" hidden>"Send your move"</button>
            <Menu arrived=arrived/>
        </nav>
    }
}

/// Closes the settings menu, if it is open, and puts focus on its button.
pub(super) fn close_menu() {
    if let Some(menu) = document()
        .query_selector("details.menu[open]")
        .ok()
        .flatten()
        && let Ok(menu) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlDetailsElement>(menu)
    {
        menu.set_open(false);
        focus_summary();
    }
}

fn focus_summary() {
    if let Some(summary) = document().get_element_by_id("settings")
        && let Ok(summary) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(summary)
    {
        let _ = summary.focus();
    }
}

/// A change to the game's shape: a new game, after asking if one is under way.
fn reshape(settings: &Settings, edit: impl FnOnce(&mut GameSettings)) -> Action {
    let mut game = settings.game;
    edit(&mut game);
    Action::ChangeGame(game)
}

fn hot_seat(settings: &Settings) -> bool {
    settings.game.opponent == Opponent::Human
}

/// The ⋯ menu of settings: its button, with the body from the page module's later part (see
/// `later`), which comes a moment after the board and before the search module.
#[component]
fn Menu(arrived: RwSignal<u8>) -> impl IntoView {
    view! {
        <details class="menu" on:keydown=move |event: web_sys::KeyboardEvent| {
            // Escape closes the menu and hands focus back to its button.
            if event.key() == "Escape" {
                close_menu();
                event.prevent_default();
            }
        }>
            <summary id="settings" aria-label="Settings">"⋯"<span class="menu-label">" Settings"</span></summary>
            {super::later::sections(super::later::Sections::Menu, arrived)}
        </details>
    }
}

/// The menu's body: every setting, the analysis board, and Done.
#[component]
pub(super) fn MenuBody() -> impl IntoView {
    let ui = use_ui();
    let game = move || ui.with(|s| s.settings().game);
    let seed_options: String = SEED_CHOICES
        .map(|n| format!("<option value=\"{n}\">{n}</option>"))
        .collect();
    view! {
            <div class="menu-body">
                <ChoiceSelect id="opponent" label="Opponent" options={options::<Opponent>()}
                    current={|s| s.game.opponent.slug()}
                    pick={|s, v| Opponent::from_slug(v).map(|v| reshape(s, |g| g.opponent = v))}/>
                <ChoiceSelect id="level" label="Difficulty" disabled=hot_seat
                    options={options::<Level>()}
                    current={|s| s.game.level.slug()}
                    pick={|s, v| Level::from_slug(v).map(|v| reshape(s, |g| g.level = v))}/>
                <ChoiceSelect id="side" label="You play" disabled=hot_seat options={options::<Side>()}
                    current={|s| s.game.side.slug()}
                    pick={|s, v| Side::from_slug(v).map(|v| reshape(s, |g| g.side = v))}/>
                <ChoiceSelect id="clock" label="Turn clock" disabled={|s| !hot_seat(s)}
                    options={options::<Clock>()}
                    current={|s| s.clock.slug()}
                    pick={|_, v| Clock::from_slug(v).map(Action::SetClock)}/>
                <label>
                    "Seeds per pit "
                    <select id="seeds"
                        inner_html=seed_options
                        prop:value=move || game().seeds.to_string()
                        on:change=move |ev| {
                            if let Ok(seeds) = event_target_value(&ev).parse::<u8>() {
                                let action = ui.peek(|s| reshape(s.settings(), |g| g.seeds = seeds));
                                ui.send(action);
                            }
                        }>
                    </select>
                </label>
                <fieldset class="house-rules">
                    <legend>"House rules"</legend>
                    {HouseRule::ALL.iter().map(|&rule| view! {
                        <label class="check">
                            <input type="checkbox" id=format!("rule-{}", rule.slug())
                                prop:checked=move || rule.is_on(&game().house)
                                on:change=move |ev| {
                                    let on = event_target_checked(&ev);
                                    let action = ui.peek(|s| reshape(s.settings(), |g| rule.set(&mut g.house, on)));
                                    ui.send(action);
                                }/>
                            " "{rule.label()}
                        </label>
                    }).collect_view()}
                    <ChoiceSelect id="sweep" label="Seeds left when a row runs out" class="stacked"
                        options={options::<Sweep>()}
                        current={|s| s.game.house.sweep.slug()}
                        pick={|s, v| Sweep::from_slug(v).map(|v| reshape(s, |g| g.house.sweep = v))}/>
                </fieldset>
                <ChoiceSelect id="speed" label="Speed" options={options::<Speed>()}
                    current={|s| s.speed.slug()}
                    pick={|_, v| Speed::from_slug(v).map(Action::SetSpeed)}/>
                <ChoiceSelect id="motion" label="Motion" options={options::<Motion>()}
                    current={|s| s.motion.slug()}
                    pick={|_, v| Motion::from_slug(v).map(Action::SetMotion)}/>
                <button type="button" id="open-study" on:click=move |_| {
                    close_menu();
                    super::open_study(ui, Entry::Menu);
                }>"Analysis board"</button>
                <button type="button" class="menu-done" on:click=move |_| close_menu()>"Done"</button>
            </div>
    }
}

/// Every value of a choice as (slug, label), for a [`ChoiceSelect`].
fn options<T: Choice>() -> Vec<(&'static str, &'static str)> {
    T::ALL.iter().map(|v| (v.slug(), v.label())).collect()
}

/// A labelled select of every value of one setting, by slug and label. It shows the value in
/// force (again after a change that was not confirmed) and sends `pick`'s action for the one
/// picked. Not generic over the choice, so the page carries one copy of it, not one a setting.
#[component]
fn ChoiceSelect(
    id: &'static str,
    label: &'static str,
    options: Vec<(&'static str, &'static str)>,
    current: fn(&Settings) -> &'static str,
    pick: fn(&Settings, &str) -> Option<Action>,
    #[prop(optional)] disabled: Option<fn(&Settings) -> bool>,
    #[prop(optional)] class: Option<&'static str>,
) -> impl IntoView {
    let ui = use_ui();
    // The options never change: markup, with the value in force set as the select's value.
    let markup: String = options
        .iter()
        .map(|(slug, text)| format!("<option value=\"{slug}\">{text}</option>"))
        .collect();
    view! {
        <label class=class>
            {label}" "
            <select id=id
                inner_html=markup
                prop:value=move || ui.with(|s| current(s.settings()))
                disabled=move || disabled.is_some_and(|off| ui.with(|s| off(s.settings())))
                on:change=move |ev| {
                    let value = event_target_value(&ev);
                    if let Some(action) = ui.peek(|s| pick(s.settings(), &value)) {
                        ui.send(action);
                    }
                }>
            </select>
        </label>
    }
}

#[cfg(test)]
mod tests {
    use super::Tool;

    #[test]
    fn the_toolbar_markup_gives_each_tool_its_id_once_and_has_no_other_button() {
        let source = include_str!("menu.rs");
        let start = source.find("fn Toolbar(").expect("the toolbar's component");
        let toolbar = &source[start..];
        let toolbar = &toolbar[..toolbar.find("</nav>").expect("the end of its markup")];
        for tool in Tool::ALL {
            let button = format!(r#"<button type="button" id="{}""#, tool.id());
            assert_eq!(toolbar.matches(&button).count(), 1, "{}", tool.id());
        }
        assert_eq!(toolbar.matches("<button").count(), Tool::ALL.len());
    }
}
