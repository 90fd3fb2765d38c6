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
use crate::model::words::play;

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
        let count = |n: u32| i64::from(n);
        match against {
            true => play::stats_tally_against_computer(
                count(t.you),
                count(t.computer),
                count(t.draws),
                count(t.hints),
            ),
            false => play::stats_tally(count(t.hints)),
        }
    };
    // Your rating against the levels, from every counted game, and the level to play next.
    let rating = move || {
        let estimate = ui.with(Part::Page, |s| {
            estimate(&s.statistics().stats().results_by_level())
        });
        match estimate {
            None => play::stats_rating_none(),
            // The rating is written as the levels' scale writes it, with no separator.
            Some(e) => play::stats_rating(
                &(e.rating.round() as i32).to_string(),
                i64::from(e.deviation.round() as i32),
                i64::from(e.games),
                &level_name(even_game(e.rating)),
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
            <h2 id="stats-title">{play::stats_heading()}</h2>
            <p id="tally">{tally}</p>
            <p id="your-rating">{rating}</p>
            <p class="stats-note">{play::stats_note()}</p>
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
                {play::reset_statistics()}
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
                <p id="online-none">{play::online_none()}</p>
            }
            .into_any();
        }
        let headings = online_columns();
        let columns = headings
            .iter()
            .map(|heading| view! { <th scope="col" role="columnheader">{heading.clone()}</th> })
            .collect_view();
        let rows = rows
            .iter()
            .map(|(set, results)| {
                let cells = [results.played, results.won, results.lost, results.drawn]
                    .into_iter()
                    .zip(&headings[1..])
                    .map(|(count, heading)| {
                        view! { <td role="cell" data-label=heading.clone()>{count.to_string()}</td> }
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
            <div class="table-scroll" tabindex="0" role="region" aria-label=play::online_table()>
                <table class="stats-table" role="table">
                    <caption class="visually-hidden">{play::online_caption()}</caption>
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
            <h3 id="stats-online-title">{play::online_heading()}</h3>
            {table}
        </section>
    }
}

/// The online table's column headings.
fn online_columns() -> [String; 5] {
    [
        play::column_rules(),
        play::column_played(),
        play::column_won(),
        play::column_lost(),
        play::column_drawn(),
    ]
}

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
    let headings = columns();
    let columns = headings
        .iter()
        .map(|heading| view! { <th scope="col" role="columnheader">{heading.clone()}</th> })
        .collect_view();
    let rows = records
        .iter()
        .map(|(level, record)| {
            // Each cell carries its column's name, which narrow screens show beside the number
            // when the table's rows are laid out as cards.
            let cells = cells(record)
                .into_iter()
                .zip(&headings[1..])
                .map(|(cell, heading)| view! { <td role="cell" data-label=heading.clone()>{cell}</td> })
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
                <span class="key-won"></span>{format!(" {} ", play::key_won())}
                <span class="key-drawn"></span>{format!(" {} ", play::key_drawn())}
                <span class="key-lost"></span>{format!(" {}", play::key_lost())}
            </p>
            <div class="table-scroll" tabindex="0" role="region"
                aria-label=play::records_table(&label)>
                <table class="stats-table" role="table">
                    <caption class="visually-hidden">{play::records_caption(&label)}</caption>
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
fn columns() -> [String; 11] {
    [
        play::column_difficulty(),
        play::column_played(),
        play::column_won(),
        play::column_lost(),
        play::column_drawn(),
        play::column_win_rate(),
        play::column_streak(),
        play::column_best_run(),
        play::column_fastest_win(),
        play::column_most_seeds(),
        play::column_best_margin(),
    ]
}

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
        r.win_rate().map_or_else(none, |rate| {
            play::win_rate(i64::from((rate * 100.0).round() as u32))
        }),
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
                play::chart_no_games(&level.label())
            } else {
                play::chart_games(
                    &level.label(),
                    i64::from(r.won),
                    i64::from(r.drawn),
                    i64::from(r.lost),
                )
            }
        })
        .collect::<Vec<_>>()
        .join(" ");
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
                    {play::chart_count(i64::from(r.won), i64::from(r.drawn), i64::from(r.lost))}
                </text>
            }
        })
        .collect_view();
    view! {
        <svg class="stats-chart" role="img" viewBox=format!("0 0 340 {}", ROW * records.len())
            aria-labelledby=format!("chart-title-{index} chart-desc-{index}")>
            <title id=format!("chart-title-{index}")>
                {play::chart_title(label)}
            </title>
            <desc id=format!("chart-desc-{index}")>{description}</desc>
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
    let whole = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    if seconds < 60 {
        play::duration_seconds(whole(seconds))
    } else {
        play::duration_minutes(whole(seconds / 60), &format!("{:02}", seconds % 60))
    }
}
