//! The move list in rounds, and the replay it drives: step through the game's positions with
//! the buttons, with [ and ], or with the arrow keys while the list has focus (those keys are
//! handled with the page's others, in the parent module).

use crate::model::play::PlayAction;
use leptos::prelude::*;

use crate::view::{Part, Ui, common::markup::escape, use_ui};
use wasm_bindgen::JsCast;
use web_sys::{Element, MouseEvent};

use crate::model::app::{Action, Step};
use crate::model::moves::{Round, rounds};
use crate::model::review::{Point, mistake_note};
use crate::model::share::transcript;
use crate::model::study::Entry;
use crate::model::words::play;

/// Every move so far, a numbered row per round with one button per move (its pit), which
/// shows the position after it. Not a live region: the status line announces moves, and the
/// replay bar announces each step. Written as markup, with one click handler for the whole
/// list: typed views of rows, turns and moves cost the page about 9 KB gzipped.
#[component]
pub(crate) fn MoveLog() -> impl IntoView {
    let ui = use_ui();
    let markup = Memo::new(move |_| {
        ui.with(Part::Page, |s| {
            let record = s.game().record();
            let shown = s.replay().unwrap_or(record.ply());
            list_html(
                &rounds(record),
                &s.game().log(),
                shown,
                &s.analysis_points(),
            )
        })
    });
    // One handler for the whole section: a move (`data-ply`) or a replay button (`data-step`).
    let on_click = move |event: MouseEvent| {
        let Some(clicked) = event
            .target()
            .and_then(|target| target.dyn_into::<Element>().ok())
            .and_then(|element| element.closest("[data-ply], [data-step]").ok().flatten())
        else {
            return;
        };
        let ply = clicked
            .get_attribute("data-ply")
            .and_then(|p| p.parse().ok());
        let step = match (ply, clicked.get_attribute("data-step").as_deref()) {
            (Some(ply), _) => {
                // The list's rows are drawn anew, the button pressed with them: focus goes to
                // the list itself, whose current move is the one pressed, so that the arrows
                // go on stepping from it.
                crate::view::common::focus_later("#move-log");
                Step::To(ply)
            }
            (None, Some("first")) => Step::First,
            (None, Some("back")) => Step::Back,
            (None, Some("forward")) => Step::Forward,
            (None, Some("live")) => {
                crate::view::common::focus_pit_row();
                Step::Live
            }
            (None, Some("copy")) => return crate::view::play::copy_link(ui, false),
            (None, Some("copy-text")) => return copy_text(ui),
            (None, Some("study")) => {
                return crate::view::open_study(ui, Entry::Game);
            }
            _ => return,
        };
        ui.send(Action::Play(PlayAction::Replay(step)));
    };
    view! {
        <section class="log" aria-labelledby="log-title" on:click=on_click>
            <h2 id="log-title">{play::moves_heading()}</h2>
            <ReplayControls/>
            <ol id="move-log" tabindex="0" aria-labelledby="log-title" aria-describedby="log-keys"
                inner_html=move || markup.get()>
            </ol>
            <p id="log-keys" class="log-keys">
                {play::log_keys()}
            </p>
            <OpenGame/>
        </section>
    }
}

/// Puts the game on the clipboard as text (see [`transcript`]), dated today, and tells the
/// session how it went.
fn copy_text(ui: Ui) {
    let text = ui.peek(|s| transcript::write(s.game(), crate::web::today()));
    crate::web::clipboard::copy_text(&text.clone(), move |copied| {
        ui.send(Action::Play(PlayAction::TextCopied { text, copied }));
    });
}

/// "Open a game": a field that takes a game as text, or a game link, and opens it as its link
/// opens (the page loads anew at the game's link, so a game under way is kept as a link opened
/// over it keeps it). What cannot be read is said under the field, which keeps the text.
#[component]
fn OpenGame() -> impl IntoView {
    let ui = use_ui();
    let refused = RwSignal::new(String::new());
    let open = move |_| {
        let Some(field) = leptos::prelude::document()
            .get_element_by_id("open-game-text")
            .and_then(|element| element.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        else {
            return;
        };
        match transcript::read_pasted(&field.value()) {
            Ok(pasted) => {
                refused.set(String::new());
                crate::web::follow(&pasted.query(&ui.peek(|s| *s.settings())));
            }
            Err(error) => refused.set(error.to_string()),
        }
    };
    view! {
        <details class="open-game">
            <summary>{play::open_a_game()}</summary>
            <label for="open-game-text">{play::paste_a_game()}</label>
            <textarea id="open-game-text" rows="4" spellcheck="false" autocomplete="off"></textarea>
            <button type="button" id="open-game" on:click=open>{play::open_game_button()}</button>
            <p id="open-game-refused" role="alert">{move || refused.get()}</p>
        </details>
    }
}

/// The list's rows: each move a button that names the move in words and shows the position
/// after it (`data-ply`); the move whose position is shown is marked current, and a mistake
/// the analysis found is marked with a "?" and the better move.
fn list_html(rounds: &[Round], sentences: &[String], shown: usize, points: &[Point]) -> String {
    let mut html = String::new();
    for round in rounds {
        // The list numbers its rows, one a round, from 1 as the rounds are.
        html.push_str("<li>");
        for (i, chain) in round.turns.iter().enumerate() {
            if i > 0 {
                html.push_str("<span class=\"turn-gap\" aria-hidden=\"true\">|</span>");
            }
            html.push_str("<span class=\"turn\">");
            for (ply, pit) in chain.plies().zip(&chain.moves) {
                let after = ply + 1;
                let mut label = sentences.get(ply).cloned().unwrap_or_default();
                if *pit == crate::engine::Move::Swap {
                    // The name holds the word the button shows ("swap"), as a voice control
                    // user says it; the sentence says "swapped".
                    label = play::swap_move(&label);
                }
                let current = if after == shown {
                    " aria-current=\"step\""
                } else {
                    ""
                };
                let mistake = points.get(ply).and_then(|point| point.mistake);
                if let Some(mistake) = mistake {
                    label += &mistake_note(mistake);
                }
                html.push_str(&format!(
                    "<button type=\"button\" class=\"ply{}\" tabindex=\"-1\" \
                     data-ply=\"{after}\" aria-label=\"{}\"{current}>{pit}{}</button>",
                    if mistake.is_some() { " mistake" } else { "" },
                    escape(&label),
                    if mistake.is_some() { "?" } else { "" },
                ));
            }
            html.push_str("</span>");
        }
        html.push_str("</li>");
    }
    html
}

/// The replay's buttons (their clicks are handled by the list's section, by `data-step`), and
/// where the replay stands (a polite live region, so each step is heard).
#[component]
fn ReplayControls() -> impl IntoView {
    let ui = use_ui();
    view! {
        <div class="replay" role="group" aria-label=play::replay_bar()>
            <button type="button" class="replay-step" data-step="first" aria-label=play::to_the_start() title=play::to_the_start()>"«"</button>
            <button type="button" class="replay-step" data-step="back" aria-label=play::move_back() title=play::move_back()>"◀"</button>
            <button type="button" class="replay-step" data-step="forward" aria-label=play::move_forward() title=play::move_forward()>"▶"</button>
            <button type="button" id="replay-live" data-step="live" hidden>{play::replay_back_to_game()}</button>
            <button type="button" id="copy-game" data-step="copy">{play::copy_game_link()}</button>
            <button type="button" id="copy-text" data-step="copy-text">{play::copy_as_text()}</button>
            <button type="button" id="analyse-here" data-step="study">{play::analyse_from_here()}</button>
            <p id="replay-status" role="status" aria-live="polite">
                {move || ui.with(Part::Page, |s| s.replay_sentence()).unwrap_or_default()}
            </p>
        </div>
    }
}
