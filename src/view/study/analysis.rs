//! The analysis board's analysis: every move's value as the worker finds it, the work behind
//! it, Stop and Go on, the moves played on the board, and the ways on (a link, "Play from
//! here", back to the editor).

use leptos::prelude::*;

use crate::view::{Part, Ui, common::focus_later, common::markup::escape, use_ui};
use wasm_bindgen::JsCast;
use web_sys::{Element, MouseEvent};

use crate::engine::Pit;
use crate::model::app::Session;
use crate::model::settings::{Choice, Level, Opponent};
use crate::model::study::StudyAction;
use crate::model::study::words::{line_words, row_name, signed, solved, value_words};

/// The analysis: every move's value, the work behind it, Stop and Go on, the moves played on
/// the board, and the ways on.
#[component]
pub(super) fn Analysis() -> impl IntoView {
    let ui = use_ui();
    let values = Memo::new(move |_| ui.with(Part::Study, values_html));
    let moves = Memo::new(move |_| ui.with(Part::Study, moves_html));
    let opponent = RwSignal::new(String::from("computer-medium"));
    let copied = RwSignal::new(String::new());
    let on_click = move |event: MouseEvent| {
        let Some(clicked) = event
            .target()
            .and_then(|target| target.dyn_into::<Element>().ok())
            .and_then(|element| {
                element
                    .closest("[data-pit], [data-ply], [data-do]")
                    .ok()
                    .flatten()
            })
        else {
            return;
        };
        if let Some(pit) = clicked
            .get_attribute("data-pit")
            .and_then(|p| p.parse().ok())
            .and_then(Pit::new)
        {
            ui.send_study(StudyAction::Play(pit));
            focus_later("#study-values");
            return;
        }
        if let Some(ply) = clicked
            .get_attribute("data-ply")
            .and_then(|p| p.parse().ok())
        {
            ui.send_study(StudyAction::To(ply));
            return;
        }
        let action = match clicked.get_attribute("data-do").as_deref() {
            Some("stop") => StudyAction::Stop,
            Some("go-on") => StudyAction::GoOn,
            Some("undo") => StudyAction::Undo,
            Some("redo") => StudyAction::Redo,
            Some("edit") => {
                focus_later("#study-title");
                StudyAction::Edit
            }
            Some("copy") => return copy_position(ui, copied),
            Some("play") => {
                let chosen = opponent.get_untracked();
                let (opponent, level) = match chosen.strip_prefix("computer-") {
                    Some(slug) => (
                        Opponent::Computer,
                        Level::from_slug(slug).unwrap_or_default(),
                    ),
                    None => (Opponent::Human, Level::default()),
                };
                crate::view::common::focus_pit_row();
                StudyAction::PlayFromHere { opponent, level }
            }
            _ => return,
        };
        ui.send_study(action);
    };
    let running = move || {
        ui.with(Part::Study, |s| {
            s.study_board().is_some_and(|b| b.live().running)
        })
    };
    let can_go_on = move || {
        ui.with(Part::Study, |s| {
            s.study_board().is_some_and(|b| b.live().can_go_on())
        })
    };
    let play_options: String = std::iter::once(("human".to_string(), "Two players".to_string()))
        .chain(Level::ALL.iter().map(|level| {
            (
                format!("computer-{}", level.slug()),
                format!("The computer, {}", level.label()),
            )
        }))
        .map(|(value, label)| format!("<option value=\"{value}\">{}</option>", escape(&label)))
        .collect();
    view! {
        <div class="study-analysis" on:click=on_click>
            <p class="study-proved" hidden=move || ui.with(Part::Study, |s| s.study_board().and_then(|b| b.proved()).is_none())>
                {move || ui.with(Part::Study, proved_line)}
            </p>
            <div class="study-work">
                <p id="study-progress" aria-live="off">{move || ui.with(Part::Study, progress_line)}</p>
                <button type="button" id="study-stop" data-do="stop" hidden=move || !running()>"Stop"</button>
                <button type="button" id="study-go-on" data-do="go-on" hidden=move || running() || !can_go_on()>"Go on"</button>
            </div>
            <ol id="study-values" class="study-values" tabindex="-1" aria-label="Every move's value"
                inner_html=move || values.get()>
            </ol>
            <div class="study-moves">
                <h3 id="study-moves-title">"Moves on this board"</h3>
                <div class="study-tools" role="group" aria-labelledby="study-moves-title">
                    <button type="button" data-do="undo"
                        disabled=move || ui.with(Part::Study, |s| s.study_board().is_none_or(|b| b.record().ply() == 0))>"Undo"</button>
                    <button type="button" data-do="redo"
                        disabled=move || ui.with(Part::Study, |s| s.study_board().is_none_or(|b| !b.can_redo()))>"Redo"</button>
                    <button type="button" id="study-edit" data-do="edit">"Edit position"</button>
                    <button type="button" id="study-copy" data-do="copy">"Copy link"</button>
                </div>
                <p id="study-copied" class="study-copied" role="status" aria-live="polite">{move || copied.get()}</p>
                <ol id="study-log" class="study-log" inner_html=move || moves.get()></ol>
            </div>
            <div class="study-play" role="group" aria-label="Play from here">
                <label>
                    "Play from here against "
                    <select id="study-opponent" inner_html=play_options prop:value=move || opponent.get()
                        on:change=move |ev| opponent.set(event_target_value(&ev))>
                    </select>
                </label>
                <button type="button" id="study-play" class="primary" data-do="play">"Play from here"</button>
                <p class="study-play-note">"A game from here is not counted in the statistics."</p>
            </div>
        </div>
    }
}

/// The proved value of a start position, and its source.
fn proved_line(session: &Session) -> String {
    let Some(proved) = session.study_board().and_then(|b| b.proved()) else {
        return String::new();
    };
    solved(proved)
}

/// How far the analysis has gone: "Depth 14 · 1.2 million positions · thinking…" or "Every
/// value proved."
fn progress_line(session: &Session) -> String {
    let Some(board) = session.study_board() else {
        return String::new();
    };
    let live = board.live();
    if live.position.is_over() {
        return "The game is over: there are no moves to rate.".to_string();
    }
    let Some(studied) = &live.studied else {
        return match live.running {
            true => "Analysing…".to_string(),
            false => "Stopped before the first step.".to_string(),
        };
    };
    let work = format!("{} positions", group(studied.nodes));
    let state = match (studied.solved, live.running, live.can_go_on()) {
        (true, _, _) => "every value proved".to_string(),
        (_, true, _) => "going deeper…".to_string(),
        (_, false, true) => "stopped".to_string(),
        (_, false, false) => "as deep as the board goes".to_string(),
    };
    match studied.depth {
        0 => format!("Step {} · {work} · {state}", live.step + 1),
        depth => format!("Depth {depth} · step {} · {work} · {state}", live.step + 1),
    }
}

/// A count with thousands separated: "1,234,567".
fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Every move's value as list items: the pit (a button that plays it), its value in words and
/// as a signed number, and the line expected.
fn values_html(session: &Session) -> String {
    let Some(board) = session.study_board() else {
        return String::new();
    };
    let live = board.live();
    let Some(studied) = &live.studied else {
        return String::new();
    };
    let mut html = String::new();
    for valued in &studied.moves {
        let words = value_words(valued, studied.depth);
        let line = line_words(&live.position, &valued.line);
        html += &format!(
            "<li class=\"{}\"><button type=\"button\" data-pit=\"{pit}\" \
             aria-label=\"Play pit {pit}: {words_escaped}\">Pit {pit}</button> \
             <span class=\"study-value\">{value}</span> <span class=\"study-words\">{words_escaped}\
             </span> <span class=\"study-line\" title=\"The line expected\">{line}</span></li>",
            certainty_class(valued.certainty),
            pit = valued.pit,
            value = escape(&signed(valued.value)),
            words_escaped = escape(&words),
            line = escape(&line),
        );
    }
    html
}

/// A value's class, for its mark.
fn certainty_class(certainty: crate::worker::protocol::Certainty) -> &'static str {
    use crate::worker::protocol::Certainty;
    match certainty {
        Certainty::Exact => "exact",
        Certainty::AtMost => "bound",
        Certainty::Estimate => "estimate",
    }
}

/// The moves played on the board, each a button back to the position after it.
fn moves_html(session: &Session) -> String {
    let Some(board) = session.study_board() else {
        return String::new();
    };
    let record = board.record();
    let mut html = String::from(
        "<li><button type=\"button\" data-ply=\"0\" class=\"ply\">Set-up</button></li>",
    );
    let mut position = *record.start();
    // The board's own moves are all sowings: it offers no swap.
    for (i, pit) in record.moves().iter().filter_map(|m| m.pit()).enumerate() {
        let who = row_name(position.to_move());
        let _ = position.play(pit);
        html += &format!(
            "<li><button type=\"button\" class=\"ply\" data-ply=\"{}\" \
             aria-label=\"{who} row sowed pit {pit}\">{}{pit}</button></li>",
            i + 1,
            &who[..1],
        );
    }
    html
}

/// Puts a link to the position on the board on the clipboard, and says how it went.
/// A link that could not be copied becomes a notice with the link to copy by hand.
fn copy_position(ui: Ui, said: RwSignal<String>) {
    let Some(position) = ui.peek(|s| s.study_board().and_then(|b| b.shared_position())) else {
        return;
    };
    let link =
        crate::web::address::link_with(&crate::model::share::link::write_position(&position));
    crate::web::clipboard::copy_text(&link.clone(), move |copied| {
        said.set(match copied {
            true => "The link to this position is copied.".to_string(),
            false => String::new(),
        });
        ui.send(crate::model::app::Action::Play(
            crate::model::play::PlayAction::LinkCopied { link, copied },
        ));
    });
}

#[cfg(test)]
mod tests {
    use super::group;

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(1_234_567), "1,234,567");
    }
}
