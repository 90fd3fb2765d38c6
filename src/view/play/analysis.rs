//! The hint's list of every move's value, and the post-game analysis: a progress bar with
//! Stop, a graph of the margin expected after each move (its points step the replay), and a
//! summary in words. The graph and the lists are markup with one handler each, like the move
//! list, which keeps the page light.

use crate::model::play::PlayAction;
use leptos::prelude::*;

use crate::view::{Part, common::markup::escape, use_ui};
use wasm_bindgen::JsCast;
use web_sys::{Element, MouseEvent};

use crate::engine::Player;
use crate::model::app::{Action, Session, Step};
use crate::model::game::Role;
use crate::model::review::{Point, all_moves, point_sentence, summary, swap_sentence};
use crate::model::words::play;
use crate::worker::protocol::Pie;

/// Every move's value, on request (a closed disclosure), once a hint has come.
#[component]
pub(crate) fn HintMoves() -> impl IntoView {
    let ui = use_ui();
    let markup = Memo::new(move |_| {
        ui.with(Part::Page, |s| {
            let Some(hint) = s.hint() else {
                return String::new();
            };
            let Some(rated) = hint.rated.as_ref() else {
                return String::new();
            };
            let mut html = format!(
                "<details id=\"hint-moves\" class=\"hint-moves\"><summary>{}</summary><ul>",
                escape(&play::every_move_value())
            );
            let note = match hint.pie {
                Pie::Off => None,
                Pie::Offered => swap_sentence(rated),
                Pie::Opening => Some(play::opening_note()),
            };
            for line in all_moves(rated).into_iter().chain(note) {
                html += &format!("<li>{}</li>", escape(&line));
            }
            html + "</ul></details>"
        })
    });
    view! { <div inner_html=move || markup.get()></div> }
}

/// Width and height of the graph's drawing, in its own units.
const WIDTH: i32 = 600;
const HEIGHT: i32 = 200;

/// The analysis section, shown once a game is over. Its parts are markup, and which buttons
/// show is left to the stylesheet (by `data-state`), so that the section costs the page little.
#[component]
pub(crate) fn AnalysisPanel() -> impl IntoView {
    let ui = use_ui();
    // Once an analysis is done, its mistakes become puzzles of the player's own (see Train).
    let done = Memo::new(move |_| ui.with(Part::Page, |s| s.analysis().is_some_and(|a| a.done())));
    Effect::new(move |_| {
        if done.get() {
            ui.send_train(crate::model::train::TrainAction::Analysed);
        }
    });
    let graph = Memo::new(move |_| {
        ui.with(Part::Page, |s| match s.table().shown_over() {
            true => graph_html(s, &s.analysis_points(), shown_ply(s)),
            false => String::new(),
        })
    });
    let body = Memo::new(move |_| ui.with(Part::Page, body_html));
    let on_click = move |event: MouseEvent| {
        let Some(clicked) = event
            .target()
            .and_then(|target| target.dyn_into::<Element>().ok())
            .and_then(|element| element.closest("[data-ply], [data-do]").ok().flatten())
        else {
            return;
        };
        let ply = clicked
            .get_attribute("data-ply")
            .and_then(|p| p.parse().ok());
        // The button pressed hides as the state changes: focus moves to the one shown.
        ui.send(match (ply, clicked.get_attribute("data-do").as_deref()) {
            (Some(ply), _) => Action::Play(PlayAction::Replay(Step::To(ply))),
            (None, Some("stop")) => {
                crate::view::common::focus_later("#analyse");
                Action::Play(PlayAction::StopAnalysis)
            }
            _ => {
                crate::view::common::focus_later("#stop-analysis");
                Action::Play(PlayAction::Analyse)
            }
        });
    };
    // When the analysis finishes with Stop focused, focus goes on to the graph.
    Effect::new(move |was: Option<&'static str>| {
        let now = ui.with(Part::Page, state);
        let on_stop = document()
            .active_element()
            .is_some_and(|element| element.id() == "stop-analysis");
        if was == Some("running") && now == "done" && on_stop {
            crate::view::common::focus_later("#graph");
        }
        now
    });
    view! {
        <section class="analysis" aria-labelledby="analysis-title"
            data-state=move || ui.with(Part::Page, state) on:click=on_click>
            <h2 id="analysis-title">{play::analysis_heading()}</h2>
            <p class="analysis-note">{play::analysis_note()}</p>
            <button type="button" id="analyse" data-do="analyse">{play::analyse_game()}</button>
            <button type="button" id="stop-analysis" data-do="stop">{play::analysis_stop()}</button>
            <div id="graph" class="graph" tabindex="0" role="group"
                aria-label=play::graph_name()
                aria-activedescendant=move || ui.with(Part::Page, |s| {
                    let at = shown_ply(s);
                    let points = s.analysis_points().len();
                    (s.table().shown_over() && (1..=points).contains(&at)).then(|| format!("pt-{at}"))
                })
                inner_html=move || graph.get()>
            </div>
            <div inner_html=move || body.get()></div>
        </section>
    }
}

/// The moves played before the position on the board.
fn shown_ply(session: &Session) -> usize {
    session.replay().unwrap_or(session.game().record().ply())
}

/// The section's state, for the stylesheet: `off` before the game is over, then `ready` (to
/// start or go on), `running` or `done`.
fn state(session: &Session) -> &'static str {
    match session.analysis() {
        _ if !session.table().shown_over() => "off",
        Some(_) if session.computer().reviewing() => "running",
        Some(a) if a.done() => "done",
        _ => "ready",
    }
}

/// The progress bar while the analysis runs, and the summary in words.
fn body_html(session: &Session) -> String {
    let mut body = String::new();
    let Some(analysis) = session.analysis().filter(|_| session.table().shown_over()) else {
        return body;
    };
    if session.computer().reviewing() {
        body += &format!(
            "<progress max=\"{}\" value=\"{}\" aria-label=\"{}\"></progress>",
            analysis.total,
            analysis.rated.len(),
            escape(&play::analysis_progress())
        );
    }
    body += "<ul id=\"analysis-summary\">";
    for line in summary(session.game(), &session.analysis_points()) {
        body += &format!("<li>{}</li>", escape(&line));
    }
    body + "</ul>"
}

/// The graph as SVG markup: a line at an even game, the margin after each move joined up, and
/// a point per move (a ring for a mistake, filled for the position on the board). Empty with
/// no points.
fn graph_html(session: &Session, points: &[Point], shown: usize) -> String {
    if points.is_empty() {
        return String::new();
    }
    let reach = points
        .iter()
        .map(|p| p.margin.abs())
        .max()
        .unwrap_or(0)
        .max(4);
    let step = WIDTH / i32::try_from(points.len() + 1).unwrap_or(i32::MAX).max(1);
    let at = |i: usize, margin: i32| {
        let x = step * (i32::try_from(i).unwrap_or(0) + 1);
        let y = HEIGHT / 2 - margin * (HEIGHT / 2 - 10) / reach;
        (x, y)
    };
    let mut line = String::new();
    let mut marks = String::new();
    for (i, point) in points.iter().enumerate() {
        let (x, y) = at(i, point.margin);
        line += &format!("{x},{y} ");
        let mut class = String::from("point");
        if point.mistake.is_some() {
            class += " mistake";
        }
        if point.ply == shown {
            class += " current";
        }
        marks += &format!(
            "<circle id=\"pt-{ply}\" class=\"{class}\" cx=\"{x}\" cy=\"{y}\" r=\"{r}\" \
             data-ply=\"{ply}\" role=\"img\" aria-label=\"{label}\"><title>{label}</title>\
             </circle>",
            ply = point.ply,
            r = if point.mistake.is_some() { 7 } else { 4 },
            label = escape(&point_sentence(session.game(), point)),
        );
    }
    let game = session.game();
    format!(
        "<svg viewBox=\"0 0 {WIDTH} {HEIGHT}\">\
         <line class=\"even\" x1=\"0\" x2=\"{WIDTH}\" y1=\"{mid}\" y2=\"{mid}\"></line>\
         <text x=\"4\" y=\"17\">{}</text><text x=\"4\" y=\"{low}\">{}</text>\
         <polyline class=\"trend\" points=\"{line}\"></polyline>{marks}</svg>",
        escape(&ahead(game.role(Player::South))),
        escape(&ahead(game.role(Player::North))),
        mid = HEIGHT / 2,
        low = HEIGHT - 6
    )
}

/// The graph's label at the edge where `role` is ahead: "You ahead".
fn ahead(role: Role) -> String {
    play::graph_ahead(role.who(), &role.name())
}
