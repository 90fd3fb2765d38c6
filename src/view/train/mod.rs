//! Train: the puzzles. The choice of mode (the daily puzzle, a streak, rated training, and the
//! puzzles from your own games) with your rating, and a puzzle being tried: what to find, the
//! board (the shared one, `common::board`, each move of the answer shown seed by seed and
//! marked), what each move did, and the way on. Built in a part of the page
//! module of its own (the `train` split point, see `later`), fetched when Train first opens;
//! the puzzle file is fetched by this part too, the first time a mode needs it.

use leptos::prelude::*;

use crate::engine::Player;
use crate::model::board::BoardView;
use crate::view::common::board::{Did, Ids, tried_board};
use crate::view::{Part, common::focus_later, use_ui};

use crate::model::app::Session;
use crate::model::review::all_moves;
use crate::model::share::link::PuzzleLink;
use crate::model::train::words::{no_puzzle, unread};
use crate::model::train::{File, Mode, Shown as TrainShown, Standing, TrainAction};
use crate::web::fetch;

/// The ids of a puzzle's cells.
const IDS: Ids = Ids {
    pits: ["train-pit-", "train-pit-n-"],
    stores: ["train-store", "train-store-n"],
};

/// What a puzzle does with what is done on its board: a pit of the bottom row is tried, and
/// focus goes to the way on once the puzzle is solved or missed.
fn did(did: Did) {
    let ui = use_ui();
    if let Did::Sow(Player::South, pit) = did {
        ui.send_train(TrainAction::Play(pit));
        if ui.peek(|s| {
            s.training()
                .trying()
                .is_some_and(|t| matches!(t.standing, Standing::Solved | Standing::Missed { .. }))
        }) {
            focus_later("#train-next");
        }
    }
}

/// Train, while it is open.
#[component]
pub(crate) fn Train() -> impl IntoView {
    let ui = use_ui();
    // The puzzle file, fetched when the session asks for it, comes back to Train.
    if let Some(runtime) = crate::view::runtime() {
        runtime.on_fetch_puzzles(std::rc::Rc::new(move || {
            fetch::puzzles(move |text| ui.send_train(TrainAction::Loaded(text)));
        }));
    }
    // A puzzle asked for by the address: opened now that this part is in.
    if let Some(TrainShown::Asked(asked)) = ui.peek(|s| s.training().shown().cloned()) {
        ui.send_train(match asked {
            PuzzleLink::Id(id) => TrainAction::Puzzle(id),
            PuzzleLink::Daily => TrainAction::Daily(fetch::today()),
        });
    }
    let open = move || ui.with(Part::Train, |s| s.training().is_open());
    view! {
        <Show when=open>
            <TrainOpen/>
        </Show>
    }
}

/// What Train shows: the modes, or a puzzle.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Page {
    Modes,
    Puzzle(usize),
    Empty,
}

#[component]
fn TrainOpen() -> impl IntoView {
    let ui = use_ui();
    let page = Memo::new(move |_| {
        ui.with(Part::Train, |s| match s.training().shown() {
            Some(TrainShown::Trying(t)) => Page::Puzzle(match t.source {
                crate::model::train::Source::File(i) => i,
                crate::model::train::Source::Mine(i) => 100_000 + i,
            }),
            Some(TrainShown::Empty(_)) => Page::Empty,
            _ => Page::Modes,
        })
    });
    Effect::new(move |before: Option<()>| {
        page.track();
        if before.is_some() || crate::view::FOCUS_TRAIN.replace(false) {
            focus_later("#train-title");
        }
    });
    let rating = move || {
        ui.with(Part::Train, |s| {
            let record = s.training().record();
            // A rating still settling (a wide deviation) is said to be one, in words.
            let settling = if record.rating.provisional() {
                ", a first estimate that settles as you solve more"
            } else {
                ""
            };
            format!(
                "Your puzzle rating: {}{settling}. Rated puzzles solved: {} of {}. \
                 Best streak: {}.",
                record.rating.shown(),
                record.solved,
                record.tried,
                record.best_streak
            )
        })
    };
    view! {
        <section id="train" class="study train" aria-labelledby="train-title">
            <div class="study-head">
                <h2 id="train-title" tabindex="-1">{move || ui.with(Part::Train, title)}</h2>
                <button type="button" id="train-close" on:click=move |_| {
                    ui.send_train(TrainAction::Close);
                    crate::view::common::focus_pit_row();
                }>"Back to the game"</button>
            </div>
            <p id="train-rating" class="learn-intro">{rating}</p>
            {move || match page.get() {
                Page::Modes => view! { <Modes/> }.into_any(),
                Page::Empty => view! { <Empty/> }.into_any(),
                Page::Puzzle(_) => view! { <Trying/> }.into_any(),
            }}
        </section>
    }
}

/// Train's heading: the mode and puzzle shown, or "Puzzles".
fn title(session: &Session) -> String {
    let training = session.training();
    let Some(t) = training.trying() else {
        return "Puzzles".to_string();
    };
    let mode = match t.mode {
        Mode::Daily(_) => "Daily puzzle".to_string(),
        Mode::Streak(n) => format!("Streak: {n} solved"),
        Mode::Rated => "Rated training".to_string(),
        Mode::Linked => "Puzzle".to_string(),
        Mode::Mine => "From your games".to_string(),
    };
    match (t.mode, training.puzzle()) {
        (Mode::Linked, Some(puzzle)) => format!("Puzzle {}", puzzle.id),
        (_, Some(puzzle)) => format!("{mode}: puzzle {}", puzzle.id),
        (_, None) => mode,
    }
}

/// The choice of mode, and what stands in the way of any.
#[component]
fn Modes() -> impl IntoView {
    let ui = use_ui();
    let problem = move || {
        ui.with(Part::Train, |s| match s.training().file() {
            File::Broken(why) => Some(format!(
                "{} The game and your own puzzles still work.",
                unread(why)
            )),
            File::Loading(_) => Some("Loading the puzzles…".to_string()),
            _ => s.training().missing().map(no_puzzle),
        })
    };
    let mine = move || {
        ui.with(Part::Train, |s| {
            let mine = &s.training().record().mine;
            let left = mine.iter().filter(|m| !m.solved).count();
            format!("From your games ({left} to solve)")
        })
    };
    let daily_done = move || {
        ui.with(Part::Train, |s| {
            s.training().record().daily_solved == Some(fetch::today())
        })
    };
    view! {
        <p id="train-problem" class="study-said" role="status" aria-live="polite">{problem}</p>
        <p class="learn-teaches">
            "Each puzzle is a position from a real game where one move (or one chain of extra \
             turns) keeps the best result, proved by this game's own solver, and every other \
             move loses at least 2 seeds."
        </p>
        <div class="train-modes">
            <button type="button" id="train-daily" on:click=move |_| ui.send_train(TrainAction::Daily(fetch::today()))>
                "Daily puzzle"{move || if daily_done() { " (solved today)" } else { "" }}
            </button>
            <button type="button" id="train-streak" on:click=move |_| ui.send_train(TrainAction::Streak)>"Streak"</button>
            <button type="button" id="train-rated" on:click=move |_| ui.send_train(TrainAction::Rated)>"Rated training"</button>
            <button type="button" id="train-mine" on:click=move |_| ui.send_train(TrainAction::Mine)>{mine}</button>
        </div>
        <p class="learn-teaches">
            "A streak gets harder until your first miss. Rated training picks puzzles near your \
             rating, which moves with each first try. After a game's analysis, each mistake it \
             names becomes a puzzle of your own."
        </p>
    }
}

/// Nothing left in a mode.
#[component]
fn Empty() -> impl IntoView {
    let ui = use_ui();
    let words = move || {
        ui.with(Part::Train, |s| match s.training().shown() {
            Some(TrainShown::Empty(Mode::Mine)) => {
                "No puzzles of your own to solve: analyse a finished game (\"Analyse the game\") \
                 and its mistakes come here."
            }
            _ => "That was today's puzzle. A new one comes tomorrow.",
        })
    };
    view! {
        <p id="train-empty" class="study-said">{words}</p>
        <div class="study-tools">
            <button type="button" id="train-modes" on:click=move |_| ui.send_train(TrainAction::Modes)>"All modes"</button>
        </div>
    }
}

/// A puzzle being tried.
#[component]
fn Trying() -> impl IntoView {
    let ui = use_ui();
    let standing = Memo::new(move |_| {
        ui.with(Part::Train, |s| {
            s.training().trying().map(|t| t.standing.clone())
        })
    });
    let open = Memo::new(move |_| {
        standing.with(|s| matches!(s, Some(Standing::Going | Standing::Refused(_))))
    });
    let last = Memo::new(move |_| {
        ui.with(Part::Train, |s| {
            s.training().trying().and_then(|t| t.last.clone())
        })
    });
    // The board at rest: the puzzle's position, the answer's last move marked, the bottom row
    // to sow while the puzzle is open.
    let rest = Memo::new(move |_| {
        ui.with(Part::Train, |s| {
            s.training().trying().map_or_else(BoardView::default, |t| {
                let last = t.last.as_ref().map(|(_, outcome)| outcome);
                BoardView::plain(&t.board, last, [open.get(), false])
            })
        })
    });
    let board = tried_board(rest, last, &IDS, did);
    let ask = move || {
        ui.with(Part::Train, |s| {
            let training = s.training();
            let step = training.trying().map_or(0, |t| t.step);
            match (training.puzzle(), step) {
                (Some(p), 0) => format!(
                    "Find the best move for the bottom row. Rating {}; theme: {}.",
                    p.rating,
                    p.theme.label()
                ),
                (Some(_), _) => "An extra turn: find the best move again.".to_string(),
                (None, _) => {
                    "Find a better move than the one you played in this position.".to_string()
                }
            }
        })
    };
    let said = move || ui.with(Part::Train, said_words);
    let done = move || !open.get();
    view! {
        <p id="train-ask" class="learn-ask">{ask}</p>
        {board}
        <div id="train-said" class="study-said learn-said" role="status" aria-live="polite"
            class:right=move || standing.with(|s| matches!(s, Some(Standing::Solved)))
            class:refusal=move || standing.with(|s| matches!(s, Some(Standing::Missed { .. } | Standing::Refused(_))))>
            {move || said().into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
        </div>
        <div class="study-tools">
            <Show when=done>
                <button type="button" id="train-next" class="primary"
                    on:click=move |_| ui.send_train(TrainAction::Next)>"Next puzzle"</button>
                // The button goes with the verdict: focus moves to the puzzle's pits, where
                // the next try starts, rather than falling to the page.
                <button type="button" id="train-again"
                    on:click=move |_| {
                        ui.send_train(TrainAction::Again);
                        focus_later("#train [data-number][tabindex=\"0\"]");
                    }>"Try it again"</button>
            </Show>
            <button type="button" id="train-modes" on:click=move |_| ui.send_train(TrainAction::Modes)>"All modes"</button>
        </div>
    }
}

/// What the last move did, in lines: the verdict, then (after a miss) every move's margin.
fn said_words(session: &Session) -> Vec<String> {
    let training = session.training();
    let Some(t) = training.trying() else {
        return Vec::new();
    };
    let change = t.change.map(|c| match c {
        0 => " Your rating stays as it was.".to_string(),
        c if c > 0 => format!(" Your rating rises by {c}."),
        c => format!(" Your rating falls by {}.", -c),
    });
    match &t.standing {
        Standing::Going if t.step == 0 => vec![
            "Choose a pit: click it, or use the arrow keys and Enter, or type its number."
                .to_string(),
        ],
        Standing::Going => {
            vec!["Right, and your last seed landed in your store: move again.".to_string()]
        }
        Standing::Refused(pit) => vec![format!(
            "Your pit {pit} is empty: choose a pit with seeds in it."
        )],
        Standing::Solved => {
            let value = training.puzzle().map(|p| p.value());
            let mut line = match value {
                Some(v) if v > 0 => format!("Solved! With best play from here you win by {v}."),
                Some(0) => "Solved! With best play from here the game is drawn.".to_string(),
                Some(v) => format!("Solved! That loses least: by {} with best play.", -v),
                None => "Solved! That move keeps the best result the analysis found.".to_string(),
            };
            line += &change.unwrap_or_default();
            vec![line]
        }
        Standing::Missed { played, rated } => {
            let best = rated.best().map_or(0, |(pit, _)| pit.number());
            let mut first = format!("Not the best: pit {played}. The best was pit {best}.");
            first += &change.unwrap_or_default();
            let mut lines = vec![first];
            lines.extend(all_moves(rated));
            lines
        }
    }
}
