//! Around the board: the notices, the preview of the pit in hand, the status line with the
//! computer's report, and the turn clock.

use crate::model::app::RouterAction;
use leptos::prelude::*;

use wasm_bindgen::JsCast;
use web_sys::{Element, MouseEvent};

use crate::model::app::{Action, Session};
use crate::model::common::notices::Notice;
use crate::model::words::play;
use crate::view::{Part, common::markup::escape, use_ui};

/// Dismissible notices, such as the worker fallback or a link that was not understood.
/// Written as markup, with one click handler for every Dismiss button (`data-notice`, the
/// notice's place in the list).
#[component]
pub(crate) fn Notice() -> impl IntoView {
    let ui = use_ui();
    let markup = move || {
        ui.with(Part::Notices, |s| {
            let mut html = String::new();
            for (i, notice) in s.notices().iter().enumerate() {
                html += &format!(
                    "<div class=\"notice\" role=\"note\"><p>{}</p><button type=\"button\" \
                     data-notice=\"{i}\">{}</button></div>",
                    escape(&notice.to_string()),
                    escape(&play::notice_dismiss())
                );
            }
            html
        })
    };
    let on_click = move |event: MouseEvent| {
        let notice = event
            .target()
            .and_then(|target| target.dyn_into::<Element>().ok())
            .and_then(|element| element.get_attribute("data-notice")?.parse::<usize>().ok())
            .and_then(|i| ui.peek(|s| s.notices().get(i).map(Notice::kind)));
        if let Some(notice) = notice {
            ui.send(Action::Router(RouterAction::Dismiss(notice)));
        }
    };
    view! { <div class="notices" on:click=on_click inner_html=markup></div> }
}

/// What the hovered or focused pit would do.
#[component]
pub(crate) fn Preview() -> impl IntoView {
    let ui = use_ui();
    let text = move || {
        ui.with(Part::Board, |s| {
            s.game().describe_preview(s.table().preview()?)
        })
    };
    view! { <p id="preview" class="preview">{move || text().unwrap_or_default()}</p> }
}

/// The status line (a polite live region), the thinking indicator, the computer's report and
/// the turn clock. The clock's line changes every second, so it is not live: the status line
/// says its warnings.
#[component]
pub(crate) fn Status() -> impl IntoView {
    let ui = use_ui();
    view! {
        <div class="status-area">
            <p id="status" role="status" aria-live="polite">{move || ui.with(Part::Status, Session::status)}</p>
            <p id="thinking" class="thinking" aria-hidden="true" hidden>{play::computer_thinking()}</p>
        </div>
        <p id="search-report" class="search-report">{move || ui.with(Part::Status, |s| s.computer().report())}</p>
        <div id="time-left" class="clock">{move || ui.with(Part::Clock, Session::clock_text).unwrap_or_default()}</div>
    }
}
