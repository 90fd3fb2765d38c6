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
use crate::model::train::words::{no_puzzle, theme, unread};
use crate::model::train::{File, Mode, Shown as TrainShown, Standing, TrainAction};
use crate::model::words::train;
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
                "first-estimate"
            } else {
                "settled"
            };
            // Ratings and tallies are written as they are, without thousands separated.
            train::train_rating(
                &record.rating.shown().to_string(),
                settling,
                &record.solved.to_string(),
                &record.tried.to_string(),
                &record.best_streak.to_string(),
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
                }>{train::train_back_to_game()}</button>
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
        return train::train_puzzles();
    };
    let mode = match t.mode {
        Mode::Daily(_) => train::train_daily(),
        Mode::Streak(n) => train::train_streak_solved(i64::from(n)),
        Mode::Rated => train::train_rated(),
        Mode::Linked => train::train_linked(),
        Mode::Mine => train::train_mine(),
    };
    match (t.mode, training.puzzle()) {
        (Mode::Linked, Some(puzzle)) => train::train_puzzle_number(&puzzle.id.to_string()),
        (_, Some(puzzle)) => train::train_mode_puzzle(&mode, &puzzle.id.to_string()),
        (_, None) => mode,
    }
}

/// The choice of mode, and what stands in the way of any.
#[component]
fn Modes() -> impl IntoView {
    let ui = use_ui();
    let problem = move || {
        ui.with(Part::Train, |s| match s.training().file() {
            File::Broken(why) => Some(train::train_still_work(&unread(why))),
            File::Loading(_) => Some(train::train_loading()),
            _ => s.training().missing().map(no_puzzle),
        })
    };
    let mine = move || {
        ui.with(Part::Train, |s| {
            let mine = &s.training().record().mine;
            let left = mine.iter().filter(|m| !m.solved).count();
            train::train_mine_to_solve(i64::try_from(left).unwrap_or(i64::MAX))
        })
    };
    let daily_done = move || {
        ui.with(Part::Train, |s| {
            s.training().record().daily_solved == Some(fetch::today())
        })
    };
    view! {
        <p id="train-problem" class="study-said" role="status" aria-live="polite">{problem}</p>
        <p class="learn-teaches">{train::train_about_puzzles()}</p>
        <div class="train-modes">
            <button type="button" id="train-daily" on:click=move |_| ui.send_train(TrainAction::Daily(fetch::today()))>
                {move || if daily_done() { train::train_daily_solved() } else { train::train_daily() }}
            </button>
            <button type="button" id="train-streak" on:click=move |_| ui.send_train(TrainAction::Streak)>{train::train_streak()}</button>
            <button type="button" id="train-rated" on:click=move |_| ui.send_train(TrainAction::Rated)>{train::train_rated()}</button>
            <button type="button" id="train-mine" on:click=move |_| ui.send_train(TrainAction::Mine)>{mine}</button>
        </div>
        <p class="learn-teaches">{train::train_about_modes()}</p>
    }
}

/// Nothing left in a mode.
#[component]
fn Empty() -> impl IntoView {
    let ui = use_ui();
    let words = move || {
        ui.with(Part::Train, |s| match s.training().shown() {
            Some(TrainShown::Empty(Mode::Mine)) => train::train_none_of_your_own(),
            _ => train::train_daily_done(),
        })
    };
    view! {
        <p id="train-empty" class="study-said">{words}</p>
        <div class="study-tools">
            <button type="button" id="train-modes" on:click=move |_| ui.send_train(TrainAction::Modes)>{train::train_all_modes()}</button>
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
                (Some(p), 0) => train::train_find_best(&p.rating.to_string(), &theme(p.theme)),
                (Some(_), _) => train::train_find_again(),
                (None, _) => train::train_find_better(),
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
                    on:click=move |_| ui.send_train(TrainAction::Next)>{train::train_next_puzzle()}</button>
                // The button goes with the verdict: focus moves to the puzzle's pits, where
                // the next try starts, rather than falling to the page.
                <button type="button" id="train-again"
                    on:click=move |_| {
                        ui.send_train(TrainAction::Again);
                        focus_later("#train [data-number][tabindex=\"0\"]");
                    }>{train::train_try_again()}</button>
            </Show>
            <button type="button" id="train-modes" on:click=move |_| ui.send_train(TrainAction::Modes)>{train::train_all_modes()}</button>
        </div>
    }
}

/// What the last move did, in lines: the verdict, then (after a miss) every move's margin.
fn said_words(session: &Session) -> Vec<String> {
    let training = session.training();
    let Some(t) = training.trying() else {
        return Vec::new();
    };
    // The rating's change, a sentence after the verdict's.
    let change = t.change.map(|c| match c {
        0 => format!(" {}", train::train_rating_stays()),
        c if c > 0 => format!(" {}", train::train_rating_rises(i64::from(c))),
        c => format!(" {}", train::train_rating_falls(-i64::from(c))),
    });
    match &t.standing {
        Standing::Going if t.step == 0 => vec![train::train_choose_pit()],
        Standing::Going => vec![train::train_move_again()],
        Standing::Refused(pit) => vec![train::train_pit_empty(i64::from(pit.number()))],
        Standing::Solved => {
            let value = training.puzzle().map(|p| p.value());
            let mut line = match value {
                Some(v) if v > 0 => train::train_solved_win(i64::from(v)),
                Some(0) => train::train_solved_draw(),
                Some(v) => train::train_solved_loss(-i64::from(v)),
                None => train::train_solved_best(),
            };
            line += &change.unwrap_or_default();
            vec![line]
        }
        Standing::Missed { played, rated } => {
            let best = rated.best().map_or(0, |(pit, _)| pit.number());
            let mut first = train::train_not_the_best(i64::from(played.number()), i64::from(best));
            first += &change.unwrap_or_default();
            let mut lines = vec![first];
            lines.extend(all_moves(rated));
            lines
        }
    }
}
