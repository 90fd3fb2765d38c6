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
use crate::model::study::words::{
    line_words, row_choice, row_initial, signed, solved, value_words,
};
use crate::model::words::study;

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
    let play_options: String = std::iter::once(("human".to_string(), study::study_two_players()))
        .chain(Level::ALL.iter().map(|level| {
            (
                format!("computer-{}", level.slug()),
                study::study_computer_at(&level.label()),
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
                <button type="button" id="study-stop" data-do="stop" hidden=move || !running()>{study::study_stop()}</button>
                <button type="button" id="study-go-on" data-do="go-on" hidden=move || running() || !can_go_on()>{study::study_go_on()}</button>
            </div>
            <ol id="study-values" class="study-values" tabindex="-1" aria-label=study::study_every_value()
                inner_html=move || values.get()>
            </ol>
            <div class="study-moves">
                <h3 id="study-moves-title">{study::study_moves_title()}</h3>
                <div class="study-tools" role="group" aria-labelledby="study-moves-title">
                    <button type="button" data-do="undo"
                        disabled=move || ui.with(Part::Study, |s| s.study_board().is_none_or(|b| b.record().ply() == 0))>{study::study_undo()}</button>
                    <button type="button" data-do="redo"
                        disabled=move || ui.with(Part::Study, |s| s.study_board().is_none_or(|b| !b.can_redo()))>{study::study_redo()}</button>
                    <button type="button" id="study-edit" data-do="edit">{study::study_edit_position()}</button>
                    <button type="button" id="study-copy" data-do="copy">{study::study_copy_link()}</button>
                </div>
                <p id="study-copied" class="study-copied" role="status" aria-live="polite">{move || copied.get()}</p>
                <ol id="study-log" class="study-log" inner_html=move || moves.get()></ol>
            </div>
            <div class="study-play" role="group" aria-label=study::study_play_from_here()>
                <label>
                    {study::study_play_against()}" "
                    <select id="study-opponent" inner_html=play_options prop:value=move || opponent.get()
                        on:change=move |ev| opponent.set(event_target_value(&ev))>
                    </select>
                </label>
                <button type="button" id="study-play" class="primary" data-do="play">{study::study_play_from_here()}</button>
                <p class="study-play-note">{study::study_not_counted()}</p>
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
        return study::study_no_moves_to_rate();
    }
    let Some(studied) = &live.studied else {
        return match live.running {
            true => study::study_analysing(),
            false => study::study_stopped_before_first_step(),
        };
    };
    let positions = i64::try_from(studied.nodes).unwrap_or(i64::MAX);
    let step = i64::from(live.step) + 1;
    let state = match (studied.solved, live.running, live.can_go_on()) {
        (true, _, _) => study::study_every_value_proved(),
        (_, true, _) => study::study_going_deeper(),
        (_, false, true) => study::study_stopped(),
        (_, false, false) => study::study_as_deep_as_it_goes(),
    };
    match studied.depth {
        0 => study::study_progress_step(step, positions, &state),
        depth => study::study_progress_depth(i64::from(depth), step, positions, &state),
    }
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
             aria-label=\"{play}\">{label}</button> \
             <span class=\"study-value\">{value}</span> <span class=\"study-words\">{words_escaped}\
             </span> <span class=\"study-line\" title=\"{expected}\">{line}</span></li>",
            certainty_class(valued.certainty),
            pit = valued.pit,
            play = escape(&study::study_play_pit(
                i64::from(valued.pit.number()),
                &words
            )),
            label = escape(&study::study_pit(i64::from(valued.pit.number()))),
            expected = escape(&study::study_line_expected()),
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
    let mut html = format!(
        "<li><button type=\"button\" data-ply=\"0\" class=\"ply\">{}</button></li>",
        escape(&study::study_set_up())
    );
    let mut position = *record.start();
    // The board's own moves are all sowings: it offers no swap.
    for (i, pit) in record.moves().iter().filter_map(|m| m.pit()).enumerate() {
        let mover = position.to_move();
        let _ = position.play(pit);
        html += &format!(
            "<li><button type=\"button\" class=\"ply\" data-ply=\"{}\" \
             aria-label=\"{}\">{}{pit}</button></li>",
            i + 1,
            escape(&study::study_row_sowed(
                row_choice(mover),
                i64::from(pit.number())
            )),
            escape(&row_initial(mover)),
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
            true => study::study_link_copied(),
            false => String::new(),
        });
        ui.send(crate::model::app::Action::Play(
            crate::model::play::PlayAction::LinkCopied { link, copied },
        ));
    });
}
