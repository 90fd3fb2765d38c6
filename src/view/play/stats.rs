//! The statistics panel: this visit's tally, for each rule set played a chart of results per
//! difficulty (an inline SVG with a text equivalent) and a table of records, and apart from
//! them a table of results against people online.

use crate::model::play::PlayAction;
use leptos::prelude::*;

use crate::view::{Part, use_ui};

use crate::model::app::Action;
use crate::model::play::ladder::{estimate, even_game};
use crate::model::play::records::{LevelRecord, RuleSet, Stats};
use crate::model::settings::{Choice, Level, Opponent, level_name};

/// The records panel.
#[component]
pub(crate) fn StatsPanel() -> impl IntoView {
    let ui = use_ui();
    // Results against the computer, and in any game the hints used.
    let tally = move || {
        let (t, against) = ui.with(Part::Page, |s| {
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
    // Your rating against the levels, from every counted game, and the level to play next.
    let rating = move || {
        let estimate = ui.with(Part::Page, |s| {
            estimate(&s.statistics().stats().results_by_level())
        });
        match estimate {
            None => "Your rating: none yet. It is worked out from your counted games against \
                     the computer, and suggests the level that should give you an even game."
                .to_string(),
            Some(e) => format!(
                "Your rating: about {} (give or take {}), from {} counted game{}. {} should give \
                 you an even game.",
                e.rating.round() as i32,
                e.deviation.round() as i32,
                e.games,
                if e.games == 1 { "" } else { "s" },
                level_name(even_game(e.rating)),
            ),
        }
    };
    // Every rule set played, standard first even before it is, with its levels' records.
    let sets = Memo::new(move |_| {
        ui.with(Part::Page, |s| {
            let stats = s.statistics().stats();
            let mut sets = stats.rule_sets();
            if !sets.contains(&RuleSet::STANDARD) {
                sets.insert(0, RuleSet::STANDARD);
            }
            sets.into_iter()
                .map(|set| {
                    let records = records(stats, &set);
                    (set, records)
                })
                .collect::<Vec<_>>()
        })
    });
    view! {
        <section class="stats" aria-labelledby="stats-title">
            <h2 id="stats-title">"Statistics"</h2>
            <p id="tally">{tally}</p>
            <p id="your-rating">{rating}</p>
            <p class="stats-note">
                "Finished games against the computer count here, unless a move was taken back \
                 or a hint was shown. \
                 Games on other seed counts or house rules are kept apart, each under its own \
                 heading. Games against people online are counted apart from them, at the end; \
                 two-player games on one screen are not recorded. Nothing leaves this browser. \
                 Your rating is on the scale of the levels' own (Easy 0, Hard about 1250), \
                 worked out from your results on every board."
            </p>
            <div class="stats-sets">
                {move || {
                    sets.get()
                        .iter()
                        .enumerate()
                        .map(|(i, (set, records))| rule_set_view(set, records, i))
                        .collect_view()
                }}
            </div>
            <OnlineResults/>
            <button type="button" id="reset-stats"
                disabled=move || ui.with(Part::Page, |s| s.statistics().stats().is_empty())
                on:click=move |_| ui.send(Action::Play(PlayAction::AskResetStats))>
                "Reset statistics"
            </button>
        </section>
    }
}

/// The results of games against people online, a row for each rule set played, apart from
/// the records against the computer. Its texts are placed as text, never as markup.
#[component]
fn OnlineResults() -> impl IntoView {
    let ui = use_ui();
    let rows = Memo::new(move |_| {
        ui.with(Part::Page, |s| {
            let stats = s.statistics().stats();
            stats
                .online_rule_sets()
                .into_iter()
                .map(|set| (set, stats.online_results(&set)))
                .collect::<Vec<_>>()
        })
    });
    let table = move || {
        let rows = rows.get();
        if rows.is_empty() {
            return view! {
                <p id="online-none">"None yet: a game played online to its end counts here."</p>
            }
            .into_any();
        }
        let columns = ONLINE_COLUMNS
            .iter()
            .map(|&heading| view! { <th scope="col" role="columnheader">{heading}</th> })
            .collect_view();
        let rows = rows
            .iter()
            .map(|(set, results)| {
                let cells = [results.played, results.won, results.lost, results.drawn]
                    .into_iter()
                    .zip(&ONLINE_COLUMNS[1..])
                    .map(|(count, &heading)| {
                        view! { <td role="cell" data-label=heading>{count.to_string()}</td> }
                    })
                    .collect_view();
                view! {
                    <tr role="row" data-rule-set=set.slug()>
                        <th scope="row" role="rowheader">{set.label()}</th>
                        {cells}
                    </tr>
                }
            })
            .collect_view();
        view! {
            <div class="table-scroll" tabindex="0" role="region" aria-label="Online results table">
                <table class="stats-table" role="table">
                    <caption class="visually-hidden">"Results against people online"</caption>
                    <thead role="rowgroup">
                        <tr role="row">{columns}</tr>
                    </thead>
                    <tbody role="rowgroup">{rows}</tbody>
                </table>
            </div>
        }
        .into_any()
    };
    view! {
        <section class="stats-online" aria-labelledby="stats-online-title">
            <h3 id="stats-online-title">"Online, against people"</h3>
            {table}
        </section>
    }
}

/// The online table's column headings.
const ONLINE_COLUMNS: [&str; 5] = ["Rules", "Played", "Won", "Lost", "Drawn"];

/// Each level's record on one rule set, weakest level first.
fn records(stats: &Stats, set: &RuleSet) -> Vec<(Level, LevelRecord)> {
    Level::ALL
        .into_iter()
        .map(|level| (level, stats.level_record(set, level)))
        .collect()
}

/// One rule set: its heading, chart and table. Its texts are placed as text, never as markup.
fn rule_set_view(
    set: &RuleSet,
    records: &[(Level, LevelRecord)],
    index: usize,
) -> impl IntoView + use<> {
    let label = set.label();
    let heading = format!("stats-set-{index}");
    let labelled_by = heading.clone();
    let chart = chart_view(records, &label, index);
    let columns = COLUMNS
        .iter()
        .map(|&heading| view! { <th scope="col" role="columnheader">{heading}</th> })
        .collect_view();
    let rows = records
        .iter()
        .map(|(level, record)| {
            // Each cell carries its column's name, which narrow screens show beside the number
            // when the table's rows are laid out as cards.
            let cells = cells(record)
                .into_iter()
                .zip(&COLUMNS[1..])
                .map(|(cell, &heading)| view! { <td role="cell" data-label=heading>{cell}</td> })
                .collect_view();
            view! {
                <tr role="row" data-level=level.slug()>
                    <th scope="row" role="rowheader">{level.label()}</th>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    view! {
        <section class="stats-set" aria-labelledby=labelled_by data-rule-set=set.slug()>
            <h3 id=heading>{label.clone()}</h3>
            {chart}
            <p class="chart-key" aria-hidden="true">
                <span class="key-won"></span>" won (W) "
                <span class="key-drawn"></span>" drawn (D) "
                <span class="key-lost"></span>" lost (L)"
            </p>
            <div class="table-scroll" tabindex="0" role="region"
                aria-label=format!("Records table, {label}")>
                <table class="stats-table" role="table">
                    <caption class="visually-hidden">{format!("Records, {label}")}</caption>
                    <thead role="rowgroup">
                        <tr role="row">{columns}</tr>
                    </thead>
                    <tbody role="rowgroup">{rows}</tbody>
                </table>
            </div>
        </section>
    }
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

/// Bars of won, drawn and lost games for each difficulty, scaled to the most played, as SVG.
/// Its description says the same in words, and the table below holds every number.
fn chart_view(
    records: &[(Level, LevelRecord)],
    label: &str,
    index: usize,
) -> impl IntoView + use<> {
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
    let rows = records
        .iter()
        .enumerate()
        .map(|(i, (level, r))| {
            let y = ROW * i;
            let mut x = u64::from(LABEL_WIDTH) * 10;
            let bars = [
                (r.won, "bar-won"),
                (r.drawn, "bar-drawn"),
                (r.lost, "bar-lost"),
            ]
            .map(|(count, class)| {
                let w = width(count);
                let at = x;
                x += w;
                view! {
                    <rect x=tenths(at) y=(y + 4).to_string() width=tenths(w) height="14"
                        class=class/>
                }
            });
            view! {
                <text x="0" y=(y + 15).to_string() class="chart-label">{level.label()}</text>
                {bars.into_iter().collect_view()}
                <text x=tenths(x + 60) y=(y + 15).to_string() class="chart-count">
                    {format!("W{} D{} L{}", r.won, r.drawn, r.lost)}
                </text>
            }
        })
        .collect_view();
    view! {
        <svg class="stats-chart" role="img" viewBox=format!("0 0 340 {}", ROW * records.len())
            aria-labelledby=format!("chart-title-{index} chart-desc-{index}")>
            <title id=format!("chart-title-{index}")>
                {format!("Won, drawn and lost games by difficulty, {label}")}
            </title>
            <desc id=format!("chart-desc-{index}")>{format!("{description}.")}</desc>
            {rows}
        </svg>
    }
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
