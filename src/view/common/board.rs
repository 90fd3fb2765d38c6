//! The board every mode draws: two rows of pit buttons and a store at each end, the bottom row
//! South's (the person's own), with its store on the right. Every cell draws what a
//! [`BoardView`] says of it: its seeds as a heap and its count, the move being shown or last
//! played, the pits that may be sown. A mode hands it what it shows as plain data ([`Shown`])
//! and hears what was done on it through one function ([`Did`]); the board reads no session.
//!
//! Its keys: ← and → move the roving focus along the row that holds it, Home and End to the
//! row's ends, and Enter or Space sows the focused pit (the button's own click). The lessons,
//! the puzzles and the rooms draw it with [`mode_board`], which adds the digits 1 to 6, and
//! show their moves seed by seed with a [`Replay`].

use gloo_timers::callback::Interval;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

use crate::engine::{Cell, Outcome, Pit, Player, Position};
use crate::model::board::{BoardView, CellView, cell_key, heap};
use crate::model::words::{main, play};
use crate::view::common::markup::escape;
use crate::view::use_ui;

/// Whose a row is, as the board names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Owner {
    /// Who it is, as every message about a player takes it (`$who`): `you`, `computer`,
    /// `one`, `two`, `friend` or `opponent`.
    pub who: &'static str,
    /// The name its store shows: "You", "Computer", "Your friend".
    pub name: String,
}

/// What a person did on the board, for its mode to act on.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Did {
    /// Clicked a pit of this player's row, or pressed Enter or Space on it.
    Sow(Player, Pit),
    /// Moved the keyboard's focus to this pit of its row (from 0).
    Focus(usize),
    /// Pointed at or focused a pit that may be sown; `None` once it left it.
    Preview(Option<Pit>),
}

/// The ids of a board's cells, by [`Player::index`]: each row's pits' prefix, which the pit's
/// number ends, and each store's id.
pub(crate) struct Ids {
    /// The prefix of each row's pits' ids.
    pub pits: [&'static str; 2],
    /// Each store's id.
    pub stores: [&'static str; 2],
}

/// What a board shows, and where what is done on it goes. What changes is read through the
/// mode's own functions, which a drawing closure calls, so each closure runs again when what
/// it read changes, and the page carries no reactive type for the board alone.
#[derive(Clone, Copy)]
pub(crate) struct Shown {
    /// Every cell, as drawn now.
    pub cells: Memo<BoardView>,
    /// Whose a player's row is.
    pub owner: fn(Player) -> Owner,
    /// The row that holds the keyboard's focus and the pit in it that has it (from 0), when
    /// the mode keeps them; `None` when the board keeps them itself, on the bottom row.
    pub focus: Option<fn() -> (Player, usize)>,
    /// Its cells' ids.
    pub ids: &'static Ids,
    /// The id of what describes a pit, if anything does.
    pub described_by: Option<&'static str>,
    /// What the mode does with what is done on the board.
    pub did: fn(Did),
}

/// The board, drawn from `shown`.
pub(crate) fn board(shown: Shown) -> impl IntoView {
    // The roving focus, when the mode does not keep it.
    let own = RwSignal::new(0u8);
    let focus = move || {
        shown
            .focus
            .map_or_else(|| (Player::South, usize::from(own.get())), |f| f())
    };
    let row = move |player: Player| {
        // Pits are laid out left to right as the person at the bottom sees them: North's pit 6
        // is top left, South's pit 1 bottom left.
        let (class, numbers) = match player {
            Player::North => ("row row-top", [6, 5, 4, 3, 2, 1]),
            Player::South => ("row row-bottom", [1, 2, 3, 4, 5, 6]),
        };
        let label = move || {
            let owner = (shown.owner)(player);
            play::row_name(owner.who, &owner.name)
        };
        // A row that holds the roving focus is a toolbar of pit buttons; the other is a group.
        let role = move || {
            if focus().0 == player {
                "toolbar"
            } else {
                "group"
            }
        };
        view! {
            <div class=class role=role aria-label=label>
                {numbers.into_iter().filter_map(Pit::new).map(|pit| {
                    pit_button(shown, player, pit, own, focus)
                }).collect_view()}
            </div>
        }
    };
    // The board is a thing on the table, drawn the same way round in every language: in one
    // written right to left it is not mirrored, so "your store on the right" stays true.
    view! {
        <div class="board" dir="ltr">
            {store(shown, Player::North)}
            {row(Player::North)}
            {row(Player::South)}
            {store(shown, Player::South)}
        </div>
    }
}

/// DOM id of a pit button.
fn pit_id(ids: &Ids, player: Player, pit: Pit) -> String {
    format!("{}{}", ids.pits[player.index()], pit.number())
}

/// Puts keyboard focus on a pit button; its focus handler tells the mode.
fn focus_pit(ids: &Ids, player: Player, pit: Pit) {
    if let Some(element) = document().get_element_by_id(&pit_id(ids, player, pit))
        && let Ok(element) = element.dyn_into::<web_sys::HtmlElement>()
    {
        let _ = element.focus();
    }
}

/// Moves the roving focus from `index` along `player`'s row, in the direction the row is drawn.
fn move_focus(ids: &Ids, player: Player, index: usize, event: &KeyboardEvent) {
    // Screen order: the bottom row runs from pit 1, the top row from pit 6.
    let to_screen = |index: usize| match player {
        Player::South => index,
        Player::North => 5 - index,
    };
    let screen = to_screen(index);
    let target = match event.key().as_str() {
        "ArrowRight" => (screen + 1).min(5),
        "ArrowLeft" => screen.saturating_sub(1),
        "Home" => 0,
        "End" => 5,
        _ => return,
    };
    event.prevent_default();
    if let Some(pit) = Pit::from_index(to_screen(target)) {
        focus_pit(ids, player, pit);
    }
}

fn pit_button(
    shown: Shown,
    player: Player,
    pit: Pit,
    own: RwSignal<u8>,
    focus: impl Fn() -> (Player, usize) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let cell = Cell::Pit(player, pit);
    let did = shown.did;
    // Each cell's view is read once, and what draws it runs again only when it changes: a
    // step of a sowing redraws the cells it touched.
    let view_of = Memo::new(move |_| shown.cells.with(|b| b.cell(cell)));
    let playable = move || view_of.get().playable;
    let label = move || {
        let v = view_of.get();
        let owner = (shown.owner)(player);
        let name = play::pit_name(
            owner.who,
            &owner.name,
            i64::from(pit.number()),
            i64::from(v.count),
        );
        match v.hinted {
            true => play::pit_name_hinted(&name),
            false => name,
        }
    };
    let show_preview = move || {
        if playable() {
            did(Did::Preview(Some(pit)));
        }
    };
    view! {
        <button
            type="button"
            id=pit_id(shown.ids, player, pit)
            // One class list for every mark, so the page carries one binding, not seven. The
            // pit's number, as the status, the log and the keys 1 to 6 name it, is drawn by
            // the stylesheet from data-number (so it stays out of the button's text, whose
            // name already says it): on the bottom row always, and on the top row too when a
            // second person plays it.
            class=move || {
                let c = view_of.get();
                let mut class = String::from("pit");
                for (on, name) in [
                    (c.playable, " playable"),
                    (c.fresh, " fresh"),
                    (c.last_played, " last-played"),
                    (c.captured, " captured"),
                    (c.target, " target"),
                    (c.hinted, " hinted"),
                    (c.numbered, " numbered"),
                ] {
                    if on {
                        class += name;
                    }
                }
                class
            }
            data-number=pit.number()
            tabindex=move || if focus() == (player, pit.index()) { "0" } else { "-1" }
            aria-label=label
            aria-disabled=move || (!playable()).to_string()
            aria-describedby=shown.described_by
            on:click=move |_| did(Did::Sow(player, pit))
            on:keydown=move |event: KeyboardEvent| {
                move_focus(shown.ids, player, focus().1, &event);
            }
            on:focus=move |_| {
                own.set(pit.number() - 1);
                did(Did::Focus(pit.index()));
                show_preview();
            }
            on:blur=move |_| did(Did::Preview(None))
            on:mouseenter=move |_| show_preview()
            on:mouseleave=move |_| did(Did::Preview(None))
            inner_html=move || cell_html(cell, view_of.get())
        >
        </button>
    }
}

fn store(shown: Shown, player: Player) -> impl IntoView {
    let cell = Cell::Store(player);
    // Each cell's view is read once, and what draws it runs again only when it changes: a
    // step of a sowing redraws the cells it touched.
    let view_of = Memo::new(move |_| shown.cells.with(|b| b.cell(cell)));
    let class = match player {
        Player::South => "store store-bottom",
        Player::North => "store store-top",
    };
    view! {
        <p class=move || {
                let v = view_of.get();
                format!(
                    "{class}{}{}",
                    if v.fresh { " fresh" } else { "" },
                    if v.target { " target" } else { "" }
                )
            } id=shown.ids.stores[player.index()]
            inner_html=move || {
                let v = view_of.get();
                let owner = (shown.owner)(player);
                format!(
                    "<span class=\"store-name\" aria-hidden=\"true\">{}</span>{}\
                     <span class=\"visually-hidden\">{}</span>",
                    escape(&owner.name),
                    cell_html(cell, v),
                    escape(&play::store_name(owner.who, &owner.name, i64::from(v.count)))
                )
            }>
        </p>
    }
}

/// A cell's seeds as a heap of coloured seeds (see [`heap`]), then its count. Each seed keeps
/// its place and colour as more land, and the one that just landed is drawn arriving. Both are
/// decoration: the button's name, or the store's hidden text, says the number. Written as
/// markup: a typed list of seeds, and a binding per part, cost the page about 3 KB more.
fn cell_html(cell: Cell, view: CellView) -> String {
    // Each cell's heap is turned its own way, so no two look alike.
    let mut html = format!(
        "<span class=\"seeds heap-{}\" aria-hidden=\"true\">",
        cell_key(cell) % 4
    );
    for seed in heap(cell, view) {
        let arriving = if seed.arriving { " arriving" } else { "" };
        html += &format!(
            "<span class=\"seed s{} c{}{arriving}\"></span>",
            seed.slot, seed.colour
        );
    }
    html + &format!(
        "</span><span class=\"count\" aria-hidden=\"true\">{}</span>",
        view.count
    )
}

/// A mode's board (the lessons', the puzzles' or a room's): [`board`] in a group whose name
/// says whose each row is and which way it runs, with the board keeping its own roving focus
/// on the bottom row, and a digit from 1 to 6 sowing that pit of the bottom row wherever focus
/// is but in a field.
pub(crate) fn mode_board(shown: Shown) -> impl IntoView {
    let did = shown.did;
    let ids = shown.ids;
    let digits = window_event_listener(leptos::ev::keydown, move |event: KeyboardEvent| {
        if let Some(pit) = super::digit_pit(&event) {
            event.prevent_default();
            did(Did::Sow(Player::South, pit));
            focus_pit(ids, Player::South, pit);
        }
    });
    on_cleanup(move || digits.remove());
    let group = move || {
        let [bottom, top] = Player::BOTH.map(|player| {
            let owner = (shown.owner)(player);
            play::row_whose(owner.who, &owner.name)
        });
        play::board_rows(&top, &bottom)
    };
    view! {
        <div class="mode-board" role="group" aria-label=group>
            {board(Shown { focus: None, ..shown })}
        </div>
    }
}

/// A board tried one move at a time, the lessons' or a puzzle's: `rest` at rest, each new
/// `last` move (the board before it, and what it did) shown seed by seed, the bottom row the
/// person's and the top row an opponent's.
pub(crate) fn tried_board(
    rest: Memo<BoardView>,
    last: Memo<Option<(Position, Outcome)>>,
    ids: &'static Ids,
    did: fn(Did),
) -> impl IntoView {
    let replay = Replay::new();
    Effect::new(move |before: Option<()>| {
        let last = last.get();
        if before.is_some() {
            replay.show(last);
        }
    });
    mode_board(Shown {
        cells: replay.over(rest),
        owner: yours_or_theirs,
        focus: None,
        ids,
        described_by: None,
        did,
    })
}

/// Whose a row is where the bottom one is the person's and the top one an opponent's that
/// never moves by this page: on the lessons' and the puzzles' boards, and a room's before its
/// state has come.
pub(crate) fn yours_or_theirs(player: Player) -> Owner {
    match player {
        Player::South => Owner {
            who: "you",
            name: main::player_you(),
        },
        Player::North => Owner {
            who: "opponent",
            name: play::board_opponent(),
        },
    }
}

/// Moves shown seed by seed on a mode's board: boards shown in turn in place of the board at
/// rest, one every so many milliseconds. It owns its timer, which a newer replay replaces and
/// which stops when the view that made it goes.
#[derive(Clone, Copy)]
pub(crate) struct Replay {
    frames: StoredValue<Vec<BoardView>>,
    /// The frame shown, while one is.
    step: RwSignal<Option<usize>>,
    timer: StoredValue<Option<Interval>, LocalStorage>,
}

impl Replay {
    /// A replay showing nothing yet.
    pub(crate) fn new() -> Replay {
        Replay {
            frames: StoredValue::new(Vec::new()),
            step: RwSignal::new(None),
            timer: StoredValue::new_local(None),
        }
    }

    /// Shows `frames` one after another, `interval` milliseconds apart, and then the board at
    /// rest again.
    pub(crate) fn play(self, frames: Vec<BoardView>, interval: u32) {
        let Replay {
            frames: shown,
            step,
            timer,
        } = self;
        let count = frames.len();
        if count == 0 {
            return self.stop();
        }
        shown.set_value(frames);
        step.set(Some(0));
        let ticks = Interval::new(interval, move || {
            let next = step
                .get_untracked()
                .map(|at| at + 1)
                .filter(|&at| at < count);
            step.set(next);
            if next.is_none() {
                timer.set_value(None);
            }
        });
        timer.set_value(Some(ticks));
    }

    /// Stops showing frames: the board at rest is drawn again.
    pub(crate) fn stop(self) {
        self.timer.set_value(None);
        self.step.set(None);
    }

    /// Shows the move `last` (the board before it, and what it did) seed by seed when it is a
    /// new one and moves are not shown at once; stops showing frames otherwise.
    pub(crate) fn show(self, last: Option<(Position, Outcome)>) {
        match (last, seed_interval()) {
            (Some((before, outcome)), Some(interval)) => {
                self.play(BoardView::sown(&before, &outcome), interval);
            }
            _ => self.stop(),
        }
    }

    /// The board to draw: the frame being shown, or else `rest`.
    pub(crate) fn over(self, rest: Memo<BoardView>) -> Memo<BoardView> {
        Memo::new(move |_| {
            self.step
                .get()
                .and_then(|at| self.frames.with_value(|frames| frames.get(at).cloned()))
                .unwrap_or_else(|| rest.get())
        })
    }
}

/// How often a move shown on a mode's board sows its next seed, as the session says (see
/// [`Session::seed_interval`](crate::model::app::Session::seed_interval)).
pub(crate) fn seed_interval() -> Option<u32> {
    use_ui().peek(|session| session.seed_interval())
}
