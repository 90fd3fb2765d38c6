//! The settings menu's body: every setting of the game and the page, and Done (the modes are
//! the navigation's: see `nav`). It comes in the page module's later part (see `later`); the menu's button is the
//! toolbar's (see `menu`). Every select of a [`Choice`] is one [`ChoiceSelect`], which lists its
//! values by slug and label, so no setting is mapped by hand here.

use crate::model::app::RouterAction;
use crate::model::play::PlayAction;
use leptos::prelude::*;

use crate::model::words::shell;
use crate::model::words::{self, Lang};
use crate::view::common::markup::escape;
use crate::view::{Part, common::close_menu, use_ui};

use crate::engine::Sweep;
use crate::model::app::Action;
use crate::model::settings::{
    Choice, Clock, GameSettings, HouseRule, Level, Motion, Opponent, SEED_CHOICES, Settings, Side,
    Sound, Speed, Theme,
};

/// A change to the game's shape: a new game, after asking if one is under way.
fn reshape(settings: &Settings, edit: impl FnOnce(&mut GameSettings)) -> Action {
    let mut game = settings.game;
    edit(&mut game);
    Action::Play(PlayAction::ChangeGame(game))
}

fn hot_seat(settings: &Settings) -> bool {
    settings.game.opponent == Opponent::Human
}

/// The menu's body: every setting, and Done.
#[component]
pub(crate) fn MenuBody() -> impl IntoView {
    let ui = use_ui();
    let game = move || ui.with(Part::Page, |s| s.settings().game);
    let seed_options: String = SEED_CHOICES
        .map(|n| format!("<option value=\"{n}\">{n}</option>"))
        .collect();
    view! {
            <div class="menu-body">
                <LanguageSelect/>
                <ChoiceSelect id="opponent" label=shell::opponent_label() options={options::<Opponent>()}
                    current={|s| s.game.opponent.slug()}
                    pick={|s, v| Opponent::from_slug(v).map(|v| reshape(s, |g| g.opponent = v))}/>
                <ChoiceSelect id="level" label=shell::difficulty_label() disabled=hot_seat
                    options={options::<Level>()}
                    current={|s| s.game.level.slug()}
                    pick={|s, v| Level::from_slug(v).map(|v| reshape(s, |g| g.level = v))}/>
                <ChoiceSelect id="side" label=shell::who_opens_label() options={options::<Side>()}
                    current={|s| s.game.side.slug()}
                    pick={|s, v| Side::from_slug(v).map(|v| reshape(s, |g| g.side = v))}/>
                <ChoiceSelect id="clock" label=shell::turn_clock_label() disabled={|s| !hot_seat(s)}
                    options={options::<Clock>()}
                    current={|s| s.clock.slug()}
                    pick={|_, v| Clock::from_slug(v).map(|v| Action::Router(RouterAction::SetClock(v)))}/>
                <label>
                    {shell::seeds_per_pit_label()}" "
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
                    <legend>{shell::house_rules_label()}</legend>
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
                    <ChoiceSelect id="sweep" label=shell::sweep_label() class="stacked"
                        options={options::<Sweep>()}
                        current={|s| s.game.house.sweep.slug()}
                        pick={|s, v| Sweep::from_slug(v).map(|v| reshape(s, |g| g.house.sweep = v))}/>
                </fieldset>
                <ChoiceSelect id="speed" label=shell::speed_label() options={options::<Speed>()}
                    current={|s| s.speed.slug()}
                    pick={|_, v| Speed::from_slug(v).map(|v| Action::Router(RouterAction::SetSpeed(v)))}/>
                <ChoiceSelect id="motion" label=shell::motion_label() options={options::<Motion>()}
                    current={|s| s.motion.slug()}
                    pick={|_, v| Motion::from_slug(v).map(|v| Action::Router(RouterAction::SetMotion(v)))}/>
                <ChoiceSelect id="theme" label=shell::colours_label() options={options::<Theme>()}
                    current={|s| s.theme.slug()}
                    pick={|_, v| Theme::from_slug(v).map(|v| Action::Router(RouterAction::SetTheme(v)))}/>
                <ChoiceSelect id="sound" label=shell::sound_label() options={options::<Sound>()}
                    current={|s| s.sound.slug()}
                    pick={|_, v| Sound::from_slug(v).map(|v| Action::Router(RouterAction::SetSound(v)))}/>
                <button type="button" class="menu-done" on:click=move |_| close_menu()>{shell::done_button()}</button>
            </div>
    }
}

/// Every value of a choice as (slug, label), for a [`ChoiceSelect`].
fn options<T: Choice>() -> Vec<(&'static str, String)> {
    T::ALL.iter().map(|v| (v.slug(), v.label())).collect()
}

/// A labelled select of every value of one setting, by slug and label. It shows the value in
/// force (again after a change that was not confirmed) and sends `pick`'s action for the one
/// picked. Not generic over the choice, so the page carries one copy of it, not one a setting.
#[component]
fn ChoiceSelect(
    id: &'static str,
    label: String,
    options: Vec<(&'static str, String)>,
    current: fn(&Settings) -> &'static str,
    pick: fn(&Settings, &str) -> Option<Action>,
    #[prop(optional)] disabled: Option<fn(&Settings) -> bool>,
    #[prop(optional)] class: Option<&'static str>,
) -> impl IntoView {
    let ui = use_ui();
    // The options never change: markup, with the value in force set as the select's value.
    let markup: String = options
        .iter()
        .map(|(slug, text)| format!("<option value=\"{slug}\">{}</option>", escape(text)))
        .collect();
    view! {
        <label class=class>
            {label}" "
            <select id=id
                inner_html=markup
                prop:value=move || ui.with(Part::Page, |s| current(s.settings()))
                disabled=move || disabled.is_some_and(|off| ui.with(Part::Page, |s| off(s.settings())))
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

/// The page's language: every language the page speaks, each named in its own words (and
/// marked as written in it, for screen readers). Choosing one fetches its words and draws the
/// page again in them, with this select open and in focus as it was (see
/// [`super::language::switch_language`]).
#[component]
fn LanguageSelect() -> impl IntoView {
    let markup: String = Lang::all()
        .filter(|lang| lang.language().listed)
        .map(|lang| {
            format!(
                "<option value=\"{0}\" lang=\"{0}\">{1}</option>",
                lang.tag(),
                lang.language().name
            )
        })
        .collect();
    let select = NodeRef::<leptos::html::Select>::new();
    Effect::new(move |_| {
        if let Some(select) = select.get() {
            super::language::after_switch(&select);
        }
    });
    view! {
        <label>
            {words::main::language_label()}" "
            <select id="language" node_ref=select
                inner_html=markup
                prop:value=move || words::spoken().tag()
                on:change=move |ev| {
                    if let Some(lang) = Lang::from_tag(&event_target_value(&ev)) {
                        super::language::switch_language(lang);
                    }
                }>
            </select>
        </label>
    }
}
