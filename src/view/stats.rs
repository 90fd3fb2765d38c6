//! The statistics panel: this visit's tally, and for each rule set played a chart of results
//! per difficulty (an inline SVG with a text equivalent) and a table of records.

use leptos::prelude::*;

use super::markup::escape;
use super::use_ui;
use crate::model::records::{LevelRecord, RuleSet, Stats};
use crate::model::session::Action;
use crate::model::settings::{Choice, Level, Opponent};

/// The records panel.
#[component]
pub(super) fn StatsPanel() -> impl IntoView {
    let ui = use_ui();
    // Results against the computer, and in any game the hints used.
    let tally = move || {
        let (t, against) = ui.with(|s| {
            let against = s.settings().game.opponent == Opponent::Computer;
            (s.statistics().tally(), against)
        });
        let games = match against {
            true => format!(
                "you {}, computer {}, draws {}; ",
                t.you, t.computer, t.draws
            ),
            false => String::new(),
        };
        format!("This visit: {games}hints used {}.", t.hints)
    };
    let sets = Memo::new(move |_| {
        ui.with(|s| {
            let stats = s.statistics().stats();
            let mut sets = stats.rule_sets();
            if !sets.contains(&RuleSet::STANDARD) {
                sets.insert(0, RuleSet::STANDARD);
            }
            sets.iter()
                .enumerate()
                .map(|(i, set)| rule_set_html(stats, set, i))
                .collect::<String>()
        })
    });
    view! {
        <section class="stats" aria-labelledby="stats-title">
            <h2 id="stats-title">"Statistics"</h2>
            <p id="tally">{tally}</p>
            <p class="stats-note">
                "Finished games against the computer count here, unless a move was taken back \
                 or a hint was shown. \
                 Games on other seed counts or house rules are kept apart, each under its own \
                 heading. Two-player games are not recorded, and nothing leaves this browser."
            </p>
            <div class="stats-sets" inner_html=move || sets.get()></div>
            <button type="button" id="reset-stats"
                disabled=move || ui.with(|s| s.statistics().stats().is_empty())
                on:click=move |_| ui.send(Action::AskResetStats)>
                "Reset statistics"
            </button>
        </section>
    }
}

/// One rule set: its heading, chart and table, as markup. The panel is plain data, so it is
/// written as one string rather than as a tree of typed views: the same panel as typed views
/// made the app's wasm 7.3 KB bigger gzipped (16.1 KB uncompressed), measured on one build
/// of each. Every text in it is escaped.
fn rule_set_html(stats: &Stats, set: &RuleSet, index: usize) -> String {
    let label = escape(&set.label());
    let records: Vec<(Level, LevelRecord)> = Level::ALL
        .into_iter()
        .map(|level| (level, stats.level_record(set, level)))
        .collect();
    let mut html = format!(
        "<section class=\"stats-set\" aria-labelledby=\"stats-set-{index}\" \
         data-rule-set=\"{}\"><h3 id=\"stats-set-{index}\">{label}</h3>",
        escape(&set.slug())
    );
    html.push_str(&chart_html(&records, &label, index));
    html.push_str(
        "<p class=\"chart-key\" aria-hidden=\"true\"><span class=\"key-won\"></span> won (W) \
         <span class=\"key-drawn\"></span> drawn (D) <span class=\"key-lost\"></span> lost (L)</p>",
    );
    html.push_str(&format!(
        "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" \
         aria-label=\"Records table, {label}\"><table class=\"stats-table\" role=\"table\">\
         <caption class=\"visually-hidden\">Records, {label}</caption>\
         <thead role=\"rowgroup\"><tr role=\"row\">"
    ));
    for heading in COLUMNS {
        html.push_str(&format!(
            "<th scope=\"col\" role=\"columnheader\">{heading}</th>"
        ));
    }
    html.push_str("</tr></thead><tbody role=\"rowgroup\">");
    for (level, record) in &records {
        html.push_str(&format!(
            "<tr role=\"row\" data-level=\"{}\"><th scope=\"row\" role=\"rowheader\">{}</th>",
            level.slug(),
            level.label()
        ));
        // Each cell carries its column's name, which narrow screens show beside the number
        // when the table's rows are laid out as cards.
        for (cell, heading) in cells(record).iter().zip(&COLUMNS[1..]) {
            html.push_str(&format!(
                "<td role=\"cell\" data-label=\"{heading}\">{}</td>",
                escape(cell)
            ));
        }
        html.push_str("</tr>");
    }
    html.push_str("</tbody></table></div></section>");
    html
}

/// The table's column headings.
const COLUMNS: [&str; 11] = [
    "Difficulty",
    "Played",
    "Won",
    "Lost",
    "Drawn",
    "Win rate",
    "Streak",
    "Best run",
    "Fastest win",
    "Most seeds",
    "Best margin",
];

/// A record's table cells, after the difficulty: played, won, lost, drawn, win rate, streak,
/// best run, fastest win, most seeds and best margin ("–" where there is nothing yet).
fn cells(r: &LevelRecord) -> [String; 10] {
    let none = || "–".to_string();
    let won = r.won > 0;
    [
        r.played.to_string(),
        r.won.to_string(),
        r.lost.to_string(),
        r.drawn.to_string(),
        r.win_rate()
            .map_or_else(none, |rate| format!("{}%", (rate * 100.0).round() as u32)),
        r.streak.to_string(),
        r.best_streak.to_string(),
        r.fastest_win_ms.map_or_else(none, duration),
        if won {
            r.most_seeds.to_string()
        } else {
            none()
        },
        if won {
            format!("+{}", r.biggest_margin)
        } else {
            none()
        },
    ]
}

/// Bars of won, drawn and lost games for each difficulty, scaled to the most played, as SVG
/// markup. Its description says the same in words, and the table below holds every number.
/// `label` is already escaped.
fn chart_html(records: &[(Level, LevelRecord)], label: &str, index: usize) -> String {
    const LABEL_WIDTH: u32 = 64;
    const BAR_WIDTH: u32 = 180;
    const ROW: usize = 22;
    let most = records
        .iter()
        .map(|(_, r)| r.played)
        .max()
        .unwrap_or(0)
        .max(1);
    // Lengths in tenths of a unit, as whole numbers: the page formats no floating-point number,
    // which keeps the float formatting code out of its wasm.
    let width = |n: u32| (u64::from(n) * u64::from(BAR_WIDTH) * 20 / u64::from(most)).div_ceil(2);
    let description = records
        .iter()
        .map(|(level, r)| {
            if r.played == 0 {
                format!("{}: no games", level.label())
            } else {
                format!(
                    "{}: {} won, {} drawn, {} lost",
                    level.label(),
                    r.won,
                    r.drawn,
                    r.lost
                )
            }
        })
        .collect::<Vec<_>>()
        .join(". ");
    let mut svg = format!(
        "<svg class=\"stats-chart\" role=\"img\" viewBox=\"0 0 340 {}\" \
         aria-labelledby=\"chart-title-{index} chart-desc-{index}\">\
         <title id=\"chart-title-{index}\">Won, drawn and lost games by difficulty, {label}</title>\
         <desc id=\"chart-desc-{index}\">{description}.</desc>",
        ROW * records.len()
    );
    for (i, (level, r)) in records.iter().enumerate() {
        let y = ROW * i;
        let mut x = u64::from(LABEL_WIDTH) * 10;
        svg.push_str(&format!(
            "<text x=\"0\" y=\"{}\" class=\"chart-label\">{}</text>",
            y + 15,
            level.label()
        ));
        for (count, class) in [
            (r.won, "bar-won"),
            (r.drawn, "bar-drawn"),
            (r.lost, "bar-lost"),
        ] {
            let w = width(count);
            svg.push_str(&format!(
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"14\" class=\"{class}\"/>",
                tenths(x),
                y + 4,
                tenths(w)
            ));
            x += w;
        }
        svg.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" class=\"chart-count\">W{} D{} L{}</text>",
            tenths(x + 60),
            y + 15,
            r.won,
            r.drawn,
            r.lost
        ));
    }
    svg.push_str("</svg>");
    svg
}

/// A length in tenths as a decimal: 1234 is "123.4".
fn tenths(value: u64) -> String {
    format!("{}.{}", value / 10, value % 10)
}

/// A game's length in words: "45 s" or "3 min 05 s".
fn duration(millis: u64) -> String {
    let seconds = millis.div_ceil(1000);
    if seconds < 60 {
        format!("{seconds} s")
    } else {
        format!("{} min {:02} s", seconds / 60, seconds % 60)
    }
}
