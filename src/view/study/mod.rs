//! The analysis board: a board of fourteen cells that is set up in the editor and played on
//! in the analysis, every legal move's value as the worker finds it, the moves played on the
//! board, and the way back to a game ("Play from here", or back to the game set aside). It is
//! built in the page module's later part (see `later`), so a first visit does not download it
//! before the game's board.
//!
//! The cells are one row of roving focus: ← and → go along a row, ↑ and ↓ between rows, Home
//! and End to a row's ends. In the editor a digit sets the count (two digits typed quickly make
//! a two-digit count), + and − add and take away, Delete empties, and Enter analyses. In the
//! analysis Enter or Space sows the pit, as a digit does anywhere on the page.

use leptos::prelude::*;

use crate::view::{Part, Ui, common::focus_later, common::markup::escape, use_ui};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, MouseEvent};

use crate::engine::{HouseRules, Pit, Player, Position, Sweep};
use crate::model::app::Session;
use crate::model::game::seeds;
use crate::model::settings::{Choice, HouseRule, Level, Opponent, SEED_CHOICES};
use crate::model::study::editor::{CELLS, STORE_NORTH, STORE_SOUTH, cell_name, cell_place};
use crate::model::study::editor::{over_sentence, row_name};
use crate::model::study::studied::{line_words, signed, value_words};
use crate::model::study::{Change, Stage, StudyAction};

/// How long after one digit a second one makes a two-digit count, in milliseconds.
const TWO_DIGITS_MS: f64 = 1000.0;

/// Sends an action of the analysis board.
fn act(ui: Ui, action: StudyAction) {
    ui.send_study(action);
}

/// The cell's place on the board's grid: (row, column), the stores spanning both rows.
fn grid_place(cell: usize) -> (u8, u8) {
    match cell_place(cell) {
        (_, None) if cell == STORE_NORTH => (0, 0),
        (_, None) => (0, 7),
        (Player::North, Some(pit)) => (1, 7 - pit),
        (Player::South, Some(pit)) => (2, pit),
    }
}

/// The cell a key moves to from `cell`, if the key moves at all.
fn neighbour(cell: usize, key: &str) -> Option<usize> {
    let top = |column: u8| STORE_NORTH - usize::from(column);
    let bottom = |column: u8| usize::from(column) - 1;
    let (row, column) = grid_place(cell);
    let at = |row: u8, column: u8| match (row, column) {
        (_, 0) => STORE_NORTH,
        (_, 7) => STORE_SOUTH,
        (1, c) => top(c),
        (_, c) => bottom(c),
    };
    let row = if row == 0 { 2 } else { row };
    Some(match key {
        "ArrowLeft" => at(row, column.saturating_sub(1)),
        "ArrowRight" => at(row, (column + 1).min(7)),
        "ArrowUp" if (1..=6).contains(&column) => at(1, column),
        "ArrowDown" if (1..=6).contains(&column) => at(2, column),
        "Home" => at(row, 1),
        "End" => at(row, 6),
        _ => return None,
    })
}

/// The analysis board, while it is open.
#[component]
pub(crate) fn StudyBoard() -> impl IntoView {
    let ui = use_ui();
    let open = move || ui.with(Part::Study, |s| s.study_board().is_some());
    view! {
        <Show when=open>
            <Board/>
        </Show>
    }
}

/// The board, and the editor or the analysis under it.
#[component]
fn Board() -> impl IntoView {
    let ui = use_ui();
    let selected = RwSignal::new(0usize);
    let last_digit: StoredValue<Option<(usize, u8, f64)>> = StoredValue::new(None);
    let stage = Memo::new(move |_| ui.with(Part::Study, |s| s.study_board().map(|b| b.stage())));
    let editing = move || stage.get() == Some(Stage::Editing);
    let count = move |cell: usize| {
        ui.with(Part::StudyEditor, |s| {
            s.study_board().map_or(0, |b| match b.stage() {
                Stage::Editing => b.editor().count(cell),
                Stage::Analysing => cell_count(b.position(), cell),
            })
        })
    };
    let playable = move |cell: usize| {
        ui.with(Part::Study, |s| {
            let Some(board) = s.study_board().filter(|b| b.stage() == Stage::Analysing) else {
                return false;
            };
            let position = board.position();
            match cell_place(cell) {
                (player, Some(pit)) => {
                    player == position.to_move()
                        && !position.is_over()
                        && Pit::new(pit).is_some_and(|p| position.seeds(player, p) > 0)
                }
                _ => false,
            }
        })
    };
    let on_key = move |event: KeyboardEvent, cell: usize| {
        if event.ctrl_key() || event.alt_key() || event.meta_key() {
            return;
        }
        let key = event.key();
        if let Some(next) = neighbour(cell, &key) {
            selected.set(next);
            focus_cell(next);
        } else if editing() {
            match key.as_str() {
                digit if digit.len() == 1 && digit.as_bytes()[0].is_ascii_digit() => {
                    let d = digit.as_bytes()[0] - b'0';
                    let now = crate::web::now_ms();
                    let text = match last_digit.get_value() {
                        Some((c, first, at)) if c == cell && now - at < TWO_DIGITS_MS => {
                            last_digit.set_value(None);
                            format!("{first}{d}")
                        }
                        _ => {
                            last_digit.set_value(Some((cell, d, now)));
                            d.to_string()
                        }
                    };
                    act(ui, StudyAction::Change(Change::Set(cell, text)));
                }
                "+" | "=" => act(ui, StudyAction::Change(Change::Add(cell, 1))),
                "-" | "_" => act(ui, StudyAction::Change(Change::Add(cell, -1))),
                "Delete" | "Backspace" => {
                    act(ui, StudyAction::Change(Change::Set(cell, "0".into())))
                }
                "Enter" => {
                    act(ui, StudyAction::Done);
                    focus_later("#study-values");
                }
                _ => return,
            }
        } else {
            match (key.as_str(), cell_place(cell)) {
                ("Enter" | " ", (_, Some(pit))) if playable(cell) => {
                    if let Some(pit) = Pit::new(pit) {
                        act(ui, StudyAction::Play(pit));
                    }
                }
                _ => return,
            }
        }
        event.prevent_default();
        event.stop_propagation();
    };
    let on_click = move |cell: usize| {
        selected.set(cell);
        if editing() {
            focus_later("#cell-count");
        } else if playable(cell)
            && let (_, Some(pit)) = cell_place(cell)
            && let Some(pit) = Pit::new(pit)
        {
            act(ui, StudyAction::Play(pit));
        }
    };
    // Opened by a control, focus goes to the board's heading once it is drawn (its part may
    // have had to be fetched first); opened with the page, by a link, focus stays put.
    if crate::view::FOCUS_STUDY.replace(false) {
        focus_later("#study-title");
    }
    // A digit sows that pit of the side to move, wherever focus is but in a field.
    let digits = window_event_listener(leptos::ev::keydown, move |event: KeyboardEvent| {
        if editing() {
            return;
        }
        if let Some(pit) = crate::view::common::digit_pit(&event) {
            act(ui, StudyAction::Play(pit));
            event.prevent_default();
        }
    });
    on_cleanup(move || digits.remove());
    // What the editor refuses, one read for every cell.
    let refused = Memo::new(move |_| {
        ui.with(Part::StudyEditor, |s| {
            s.study_board()
                .and_then(|b| b.editor().refusal().map(|r| r.cell))
        })
    });
    let cells = (0..CELLS)
        .map(|cell| {
            // Each cell's count is read once and redrawn only when it changes, so a keystroke
            // on one cell redraws only that one.
            let count = Memo::new(move |_| count(cell));
            let (row, column) = grid_place(cell);
            let class = match cell_place(cell) {
                (_, None) => format!("study-cell store-cell col-{column}"),
                _ => format!("study-cell pit-cell row-{row} col-{column}"),
            };
            view! {
                <button type="button" id=format!("cell-{cell}") class=class
                    class:playable=move || playable(cell)
                    class:chosen=move || selected.get() == cell && editing()
                    class:refused=move || refused.get() == Some(cell) && editing()
                    tabindex=move || if selected.get() == cell { "0" } else { "-1" }
                    aria-label=move || format!("{}, {}", cell_name(cell), seeds(count.get()))
                    on:keydown=move |event| on_key(event, cell)
                    on:click=move |_| on_click(cell)
                    on:focus=move |_| selected.set(cell)>
                    {move || count.get()}
                </button>
            }
        })
        .collect_view();
    view! {
        <section id="study" class="study" aria-labelledby="study-title">
            <div class="study-head">
                <h2 id="study-title" tabindex="-1">
                    {move || if editing() { "Set up a position" } else { "Analysis board" }}
                </h2>
                <button type="button" id="study-close" on:click=move |_| {
                    act(ui, StudyAction::Close);
                    crate::view::common::focus_pit_row();
                }>"Back to the game"</button>
            </div>
            <p class="study-turn">{move || ui.with(Part::StudyEditor, turn_line)}</p>
            <div class="study-board" role="group" aria-label="Board: the top row's pits from 6 to 1, the bottom row's from 1 to 6">
                {cells}
            </div>
            <Show when=editing fallback=move || view! { <Analysis/> }>
                <Editor selected=selected/>
            </Show>
        </section>
    }
}

/// The count of a cell in a position.
fn cell_count(position: &Position, cell: usize) -> u8 {
    match cell_place(cell) {
        (player, Some(pit)) => Pit::new(pit).map_or(0, |p| position.seeds(player, p)),
        (player, None) => position.store(player),
    }
}

/// Moves keyboard focus to a cell.
fn focus_cell(cell: usize) {
    if let Some(element) = document().get_element_by_id(&format!("cell-{cell}"))
        && let Ok(element) = element.dyn_into::<web_sys::HtmlElement>()
    {
        let _ = element.focus();
    }
}

/// Whose move it is on the board, or how the game there ended.
fn turn_line(session: &Session) -> String {
    let Some(board) = session.study_board() else {
        return String::new();
    };
    match board.stage() {
        Stage::Editing => format!("{} row to move.", row_name(board.editor().to_move())),
        Stage::Analysing if board.position().is_over() => over_sentence(board.position()),
        Stage::Analysing => format!("{} row to move.", row_name(board.position().to_move())),
    }
}

/// The editor's controls: the chosen cell's count, the side to move, the rules, the quick
/// actions, what is wrong, and Analyse.
#[component]
fn Editor(selected: RwSignal<usize>) -> impl IntoView {
    let ui = use_ui();
    let editor = move || {
        ui.with(Part::StudyEditor, |s| {
            s.study_board().map(|b| b.editor().clone())
        })
    };
    let change = move |change: Change| act(ui, StudyAction::Change(change));
    let seed_options: String = SEED_CHOICES
        .map(|n| format!("<option value=\"{n}\">{n}</option>"))
        .collect();
    let sweep_options: String = Sweep::ALL
        .iter()
        .map(|s| {
            format!(
                "<option value=\"{}\">{}</option>",
                s.slug(),
                escape(s.label())
            )
        })
        .collect();
    let checked = move || editor().and_then(|e| e.check().err());
    let said = move || {
        let editor = editor()?;
        let cell = selected.get();
        Some(match editor.refusal() {
            Some(refusal) => refusal.reason.clone(),
            None => format!("{}: {}.", cell_name(cell), seeds(editor.count(cell))),
        })
    };
    let house = move || editor().map(|e| e.house()).unwrap_or_default();
    let set_house = move |edit: &dyn Fn(&mut HouseRules)| {
        let mut rules = house();
        edit(&mut rules);
        change(Change::House(rules));
    };
    view! {
        <div class="study-editor">
            <div class="cell-edit" role="group" aria-labelledby="cell-edit-name">
                <span id="cell-edit-name">{move || cell_name(selected.get())}</span>
                <button type="button" class="cell-step" aria-label="One seed fewer"
                    on:click=move |_| change(Change::Add(selected.get_untracked(), -1))>"−"</button>
                <input id="cell-count" type="number" inputmode="numeric" min="0" max="72"
                    aria-labelledby="cell-edit-name"
                    prop:value=move || editor().map(|e| e.count(selected.get())).unwrap_or(0).to_string()
                    on:change=move |ev| change(Change::Set(selected.get_untracked(), event_target_value(&ev)))
                    on:keydown=move |ev: KeyboardEvent| if ev.key() == "Enter" {
                        change(Change::Set(selected.get_untracked(), event_target_value(&ev)));
                        focus_cell(selected.get_untracked());
                        ev.prevent_default();
                    }/>
                <button type="button" class="cell-step" aria-label="One seed more"
                    on:click=move |_| change(Change::Add(selected.get_untracked(), 1))>"+"</button>
            </div>
            <p id="study-said" class="study-said" role="status" aria-live="polite"
                class:refusal=move || editor().is_some_and(|e| e.refusal().is_some())>
                {said}
            </p>
            <fieldset class="study-side">
                <legend>"To move"</legend>
                {[Player::South, Player::North].map(|player| view! {
                    <label class="check">
                        <input type="radio" name="study-to-move"
                            prop:checked=move || editor().is_some_and(|e| e.to_move() == player)
                            on:change=move |_| change(Change::ToMove(player))/>
                        " "{row_name(player)}" row"
                    </label>
                }).collect_view()}
            </fieldset>
            <div class="study-rules">
                <label>
                    "Seeds per pit at the start "
                    <select id="study-seeds" inner_html=seed_options
                        prop:value=move || editor().map(|e| e.seeds()).unwrap_or(4).to_string()
                        on:change=move |ev| if let Ok(n) = event_target_value(&ev).parse() {
                            change(Change::Seeds(n));
                        }>
                    </select>
                </label>
                {HouseRule::OF_MOVES.iter().map(|&rule| view! {
                    <label class="check">
                        <input type="checkbox" prop:checked=move || rule.is_on(&house())
                            on:change=move |ev| {
                                let on = event_target_checked(&ev);
                                set_house(&|h| rule.set(h, on));
                            }/>
                        " "{rule.label()}
                    </label>
                }).collect_view()}
                <label>
                    "Seeds left when a row runs out "
                    <select inner_html=sweep_options
                        prop:value=move || house().sweep.slug()
                        on:change=move |ev| if let Some(sweep) = Sweep::from_slug(&event_target_value(&ev)) {
                            set_house(&|h| h.sweep = sweep);
                        }>
                    </select>
                </label>
            </div>
            <div class="study-quick" role="group" aria-label="Quick set-ups">
                <button type="button" on:click=move |_| change(Change::Start)>"Start position"</button>
                <button type="button" on:click=move |_| change(Change::Empty)>"Empty board"</button>
                <button type="button" on:click=move |_| change(Change::Swap)>"Swap sides"</button>
                <button type="button" on:click=move |_| change(Change::Random(crate::web::random_seed()))>
                    "Random position"
                </button>
            </div>
            <p class="study-error" hidden=move || checked().is_none()>{checked}</p>
            <p class="study-note" hidden=move || ui.with(Part::StudyEditor, |s| s.study_board().and_then(|b| b.editor().note()).is_none())>
                {move || ui.with(Part::StudyEditor, |s| s.study_board().and_then(|b| b.editor().note()))}
            </p>
            <button type="button" id="study-done" class="primary"
                disabled=move || checked().is_some()
                on:click=move |_| {
                    act(ui, StudyAction::Done);
                    focus_later("#study-values");
                }>"Analyse this position"</button>
        </div>
    }
}

/// The analysis: every move's value, the work behind it, Stop and Go on, the moves played on
/// the board, and the ways on.
#[component]
fn Analysis() -> impl IntoView {
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
            act(ui, StudyAction::Play(pit));
            focus_later("#study-values");
            return;
        }
        if let Some(ply) = clicked
            .get_attribute("data-ply")
            .and_then(|p| p.parse().ok())
        {
            act(ui, StudyAction::To(ply));
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
        act(ui, action);
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
    let value = match proved.value.signum() {
        1 => format!(
            "the first player wins by {}",
            seeds(proved.value.unsigned_abs() as u8)
        ),
        0 => "it is a draw".to_string(),
        _ => format!(
            "the first player loses by {}",
            seeds(proved.value.unsigned_abs() as u8)
        ),
    };
    format!(
        "Solved: from this start, with best play on both sides, {value} ({}).",
        proved.source
    )
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
        ui.send(crate::model::app::Action::LinkCopied { link, copied });
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::study::editor::PITS;

    #[test]
    fn every_arrow_from_every_cell_lands_on_a_cell_and_left_then_right_comes_back_along_a_row() {
        for cell in 0..CELLS {
            for key in [
                "ArrowLeft",
                "ArrowRight",
                "ArrowUp",
                "ArrowDown",
                "Home",
                "End",
            ] {
                if let Some(next) = neighbour(cell, key) {
                    assert!(next < CELLS, "{cell} {key}");
                }
            }
        }
        // Along the bottom row and into the stores.
        assert_eq!(neighbour(0, "ArrowLeft"), Some(STORE_NORTH));
        assert_eq!(neighbour(5, "ArrowRight"), Some(STORE_SOUTH));
        assert_eq!(neighbour(2, "ArrowRight"), Some(3));
        // The top row reads from pit 6 on the left to pit 1 on the right.
        assert_eq!(neighbour(12, "ArrowRight"), Some(11));
        assert_eq!(neighbour(7, "ArrowRight"), Some(STORE_SOUTH));
        assert_eq!(neighbour(0, "ArrowUp"), Some(12));
        assert_eq!(neighbour(12, "ArrowDown"), Some(0));
        assert_eq!(neighbour(3, "Home"), Some(0));
        assert_eq!(neighbour(8, "End"), Some(7));
        assert_eq!(neighbour(STORE_NORTH, "ArrowRight"), Some(0));
        assert_eq!(neighbour(STORE_SOUTH, "ArrowLeft"), Some(5));
        // Along each row, Right from Home meets every pit of the row once, in the row, and
        // ends on End before the store; Left takes each step back.
        for from in [3, 8] {
            let mut cell = neighbour(from, "Home").unwrap();
            let row = grid_place(cell).0;
            let mut met = vec![cell];
            while let Some(next) = neighbour(cell, "ArrowRight").filter(|&n| n != STORE_SOUTH) {
                assert_eq!(grid_place(next).0, row, "{cell} ArrowRight");
                assert_eq!(neighbour(next, "ArrowLeft"), Some(cell), "{next} ArrowLeft");
                assert!(
                    met.len() < CELLS,
                    "ArrowRight goes round in row {row}: {met:?}"
                );
                met.push(next);
                cell = next;
            }
            assert_eq!(neighbour(from, "End"), Some(cell));
            met.sort_unstable();
            met.dedup();
            assert_eq!(met.len(), PITS, "row {row}: {met:?}");
        }
    }

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(1_234_567), "1,234,567");
    }
}
