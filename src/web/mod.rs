//! The browser's edges, each a thin adapter with no game logic: `localStorage`, the address,
//! the clipboard, the worker client, timers, a live room's socket and the reduced-motion media
//! query. [`Runtime`]
//! carries out the session's effects with them and feeds what comes back (a timer firing, the
//! computer's answer, a failed write) to the session as actions.

pub mod address;
pub mod clipboard;
pub mod computer;
pub mod fetch;
pub mod language;
pub mod media;
pub mod room;
mod shared;
pub mod sound;
pub mod storage;
pub mod worker_client;

use crate::model::app::{Reply, RouterAction};
use crate::model::play::{self, PlayAction};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;

use gloo_timers::callback::{Interval, Timeout};
use leptos::prelude::{document, window};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use leptos::wasm_split::{SplitLoaderError, wasm_split};

use crate::model::app::{Action, Cue, Effect, Opening, Session};
use crate::model::online;

use computer::Computer;
use shared::mark;
pub use shared::{Send, random_secret, random_seed};
use storage::{Keep, Saver};

/// What carries out what the online mode asks of a live room (see [`Runtime::on_room`]).
pub type RoomHandler = Rc<dyn Fn(online::Want)>;

/// What the page finds as it opens: its address, what is stored, and the system's motion
/// preference.
async fn opening() -> Opening {
    let saved = storage::saved().await;
    Opening {
        link: address::query(),
        saved_settings: saved.settings,
        saved_stats: saved.stats,
        saved_game: saved.game,
        saved_lessons: saved.lessons,
        saved_puzzles: saved.puzzles,
        store_missing: saved.missing,
        system_reduced_motion: media::prefers_reduced_motion(),
        page_hidden: document().hidden(),
    }
}

/// Opens the session on what the page finds (its address, what storage holds and the system's
/// motion setting). Reading a link or stored values (the settings, a game to resume, the
/// lessons or a puzzle asked for) takes code a first visit has no use for, having neither, so
/// [`Session::open`] is in the part of the page module that reads stored values (the `storage`
/// split point, see [`storage`]), fetched only for a visit that has something to read; any
/// other visit opens through [`Session::open_plain`], which gives it the same session. (A part
/// of its own for the opening cost a return visit a second part to fetch and compile before its
/// board, about 0.2 s on the emulated phone of `tests/in_browser/load.rs`.) If the part cannot be
/// had, the visit opens plainly too and says the link was not opened; stored values are then
/// unread already and left as they are (see [`storage::saved`]).
pub async fn open() -> (Session, Vec<Effect>) {
    let opening = opening().await;
    if !opening.has_something_to_read() {
        return Session::open_plain(opening);
    }
    // The part that reads stored values holds `Session::open`: if storage held any, it is in
    // already, so a part that cannot be had here means a link left unread.
    match open_read(opening.clone()).await {
        Ok(opened) => opened,
        Err(_) => Session::open_plain(opening),
    }
}

/// [`Session::open`], in the `storage` part.
#[wasm_split(storage, wasm_split_path = ::leptos::wasm_split, fallible)]
fn open_read(opening: Opening) -> Result<(Session, Vec<Effect>), SplitLoaderError> {
    Ok(Session::open(opening))
}

/// [`sound::play`], in the `sound` part: the first sound fetches it.
#[wasm_split(sound, wasm_split_path = ::leptos::wasm_split, fallible)]
fn play_sound(cue: Cue) -> Result<(), SplitLoaderError> {
    sound::play(cue);
    Ok(())
}

/// The computer player, which is in the `computer` part of the page module: a first visit's
/// board needs none of its code (the worker's client and its messages), and the player moves
/// first unless they chose otherwise. The part is asked for once the board is drawn (or by an
/// earlier request), and starts the worker as it arrives. Until then the session's requests
/// wait here, and they reach the computer in the order they were made.
struct Deferred {
    send: Send,
    /// Started by the part's first call.
    computer: RefCell<Option<Computer>>,
    /// The session's requests (`Effect::Search`, `Rate`, `Study` and `CancelSearch`) that the
    /// part has yet to take.
    waiting: RefCell<VecDeque<Effect>>,
    /// Whether a task is handing the waiting requests to the part.
    handing: Cell<bool>,
}

impl Deferred {
    /// Nothing is asked for yet: see [`Runtime::start_computer`].
    fn new(send: Send) -> Rc<Deferred> {
        Rc::new(Deferred {
            send,
            computer: RefCell::new(None),
            waiting: RefCell::new(VecDeque::new()),
            handing: Cell::new(false),
        })
    }

    /// Asks for the part, which starts the worker, unless a request has already.
    fn start(self: &Rc<Self>) {
        if !self.handing.get() {
            self.clone().hand_on();
        }
    }

    /// Hands `effect` to the computer, after any before it.
    fn pass(self: &Rc<Self>, effect: Effect) {
        self.waiting.borrow_mut().push_back(effect);
        self.start();
    }

    /// Hands what waits to the part, once it is in. If it cannot be had, every request is
    /// refused, as the search module's own absence refuses them (see `computer::answer_here`),
    /// so that the session never waits for an answer that cannot come.
    fn hand_on(self: Rc<Self>) {
        self.handing.set(true);
        wasm_bindgen_futures::spawn_local(async move {
            loop {
                if computer_in_part(self.clone()).await.is_err() {
                    let refused: Vec<Effect> = self.waiting.borrow_mut().drain(..).collect();
                    for effect in refused {
                        if let Some(refusal) = refusal(effect) {
                            (self.send)(refusal);
                        }
                    }
                }
                if self.waiting.borrow().is_empty() {
                    break;
                }
            }
            self.handing.set(false);
        });
    }

    /// Starts the computer if it is not yet, and gives it what waits. In the `computer` part.
    fn take_waiting(&self) {
        let mut computer = self.computer.borrow_mut();
        let computer = computer.get_or_insert_with(|| Computer::new(self.send.clone()));
        // The waiting list is not borrowed while the computer works: what it hands the session
        // can come straight back with another request.
        loop {
            let next = self.waiting.borrow_mut().pop_front();
            let Some(effect) = next else {
                break;
            };
            match effect {
                Effect::Search {
                    id,
                    position,
                    level,
                    pie,
                } => computer.request(id, &position, level, pie),
                Effect::Rate {
                    id,
                    position,
                    purpose,
                    pie,
                } => computer.rate(id, &position, purpose, pie),
                Effect::Study { id, position, step } => computer.study(id, &position, step),
                Effect::CancelSearch => computer.cancel(),
                _ => {}
            }
        }
    }
}

/// [`Deferred::take_waiting`], in the `computer` part.
#[wasm_split(computer, wasm_split_path = ::leptos::wasm_split, fallible)]
fn computer_in_part(deferred: Rc<Deferred>) -> Result<(), SplitLoaderError> {
    deferred.take_waiting();
    Ok(())
}

/// The answer that refuses a request to the computer: no move, no ratings, no step.
fn refusal(effect: Effect) -> Option<Action> {
    Some(Action::Router(match effect {
        Effect::Search { id, .. } => RouterAction::Reply {
            id,
            reply: Reply {
                played: None,
                depth: 0,
                exact: false,
                nodes: 0,
            },
        },
        Effect::Rate { id, .. } => RouterAction::Rated {
            id,
            rated: Default::default(),
        },
        Effect::Study { id, .. } => RouterAction::Studied {
            id,
            studied: Default::default(),
        },
        _ => return None,
    }))
}

/// Carries out effects: owns the animation timer, the clock's timer, the pause timer and the
/// computer.
pub struct Runtime {
    send: Send,
    ticker: RefCell<Option<Interval>>,
    clock: RefCell<Option<Interval>>,
    wait: RefCell<Option<Timeout>>,
    computer: Rc<Deferred>,
    saver: Saver,
    puzzles: RefCell<Option<Rc<dyn Fn()>>>,
    room: RefCell<Option<RoomHandler>>,
    _motion: Option<media::Watch>,
    _visibility: Closure<dyn Fn()>,
}

impl Runtime {
    /// A runtime that sends what happens back through `send`. It follows the system's motion
    /// preference and the page's visibility at once, and starts the computer when told to
    /// ([`Runtime::start_computer`]).
    pub fn new(send: Send) -> Runtime {
        let motion = send.clone();
        let visibility = send.clone();
        // The turn clock pauses while the page is out of view.
        let on_visibility = Closure::<dyn Fn()>::new(move || {
            visibility(Action::Play(PlayAction::PageHidden(document().hidden())))
        });
        document().set_onvisibilitychange(Some(on_visibility.as_ref().unchecked_ref()));
        Runtime {
            _visibility: on_visibility,
            computer: Deferred::new(send.clone()),
            saver: Saver::default(),
            puzzles: RefCell::new(None),
            room: RefCell::new(None),
            _motion: media::watch_reduced_motion(move |reduced| {
                motion(Action::Router(RouterAction::SystemMotion(reduced)));
            }),
            ticker: RefCell::new(None),
            clock: RefCell::new(None),
            wait: RefCell::new(None),
            send,
        }
    }

    /// Carries out one effect.
    pub fn run(&self, effect: Effect) {
        match effect {
            Effect::Play(want) => self.play(want),
            Effect::Search { .. }
            | Effect::Rate { .. }
            | Effect::Study { .. }
            | Effect::CancelSearch => self.computer.pass(effect),
            Effect::CancelWait => *self.wait.borrow_mut() = None,
            Effect::SaveSettings(settings) => self.keep(Keep::Settings(settings)),
            Effect::SaveLessons(done) => self.keep(Keep::Lessons(done)),
            Effect::SavePuzzles(record) => self.keep(Keep::Puzzles(record)),
            Effect::SaveSeats(seats) => self.keep(Keep::Seats(seats)),
            Effect::SetAddress(query) => address::set_query(&query),
            Effect::FetchPuzzles => {
                let fetch = self.puzzles.borrow().clone();
                if let Some(fetch) = fetch {
                    fetch();
                }
            }
            Effect::Online(want) => {
                let room = self.room.borrow().clone();
                if let Some(room) = room {
                    room(want);
                }
            }
        }
    }

    /// Carries out what play asked of the page.
    fn play(&self, want: play::Want) {
        let send = self.send.clone();
        match want {
            play::Want::StartTicker(ms) => {
                let ticker = Interval::new(ms, move || send(Action::Play(PlayAction::Tick)));
                *self.ticker.borrow_mut() = Some(ticker);
            }
            play::Want::StopTicker => *self.ticker.borrow_mut() = None,
            play::Want::Sound(cue) => wasm_bindgen_futures::spawn_local(async move {
                let _ = play_sound(cue).await;
            }),
            play::Want::Wait(ms) => {
                let timer = Timeout::new(ms, move || send(Action::Play(PlayAction::PlayReply)));
                *self.wait.borrow_mut() = Some(timer);
            }
            play::Want::SaveStats(stats) => self.keep(Keep::Stats(stats)),
            play::Want::SaveGame(game) => self.keep(Keep::Game(game)),
            play::Want::StartClock => {
                let clock =
                    Interval::new(1000, move || send(Action::Router(RouterAction::ClockTick)));
                *self.clock.borrow_mut() = Some(clock);
                mark("data-clock", true);
            }
            play::Want::StopClock => {
                *self.clock.borrow_mut() = None;
                mark("data-clock", false);
            }
            // The router's own, which it never hands on.
            play::Want::Ask(_)
            | play::Want::Cancel { .. }
            | play::Want::Settings(_)
            | play::Want::Tell(_) => {}
        }
    }

    /// Asks for the computer's part, which starts the worker: called once the page's first
    /// drawing is done, so that the board, and the modes' part it asks for, go first. A request
    /// for the computer made before then asks for the part itself.
    pub fn start_computer(&self) {
        self.computer.start();
    }

    /// How [`Effect::FetchPuzzles`] is carried out: given by Train's view as it first opens,
    /// so that the fetch and the file's way back into the session stay in Train's part of the
    /// page module (see [`fetch::puzzles`]).
    pub fn on_fetch_puzzles(&self, fetch: Rc<dyn Fn()>) {
        *self.puzzles.borrow_mut() = Some(fetch);
    }

    /// How [`Effect::Online`] is carried out: given by the online view as it first opens, so
    /// that the sockets' code stays in the online part of the page module.
    pub fn on_room(&self, room: RoomHandler) {
        *self.room.borrow_mut() = Some(room);
    }

    fn keep(&self, value: Keep) {
        self.saver.keep(value, &self.send);
    }

    /// Stops every timer and any search.
    pub fn stop(&self) {
        *self.ticker.borrow_mut() = None;
        *self.clock.borrow_mut() = None;
        *self.wait.borrow_mut() = None;
        self.computer.pass(Effect::CancelSearch);
    }
}

/// Today by the device's clock, for a game's record as text; `None` if the clock gives no real
/// day.
pub fn today() -> Option<crate::model::share::transcript::Date> {
    let now = web_sys::js_sys::Date::new_0();
    crate::model::share::transcript::Date::new(
        u16::try_from(now.get_full_year()).ok()?,
        u8::try_from(now.get_month() + 1).ok()?,
        u8::try_from(now.get_date()).ok()?,
    )
}

/// Opens the page anew at `query` (a link's settings and game), as if the link were followed.
pub fn follow(query: &str) {
    let _ = window().location().set_search(query);
}

/// Milliseconds since the page loaded.
pub fn now_ms() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Marks the moment the board is first on screen and answering input, for the page's
/// time-to-interactive measurement.
pub fn mark_interactive() {
    if let Some(performance) = window().performance() {
        let _ = performance.mark("mancala-interactive");
    }
}

/// Whether the page can go full screen. Safari on an iPhone cannot: it has no
/// `fullscreenEnabled` (read as false here), and its elements no `requestFullscreen`. Nor can a
/// page in a frame not allowed to. Where it cannot, the toolbar's button is hidden and
/// <kbd>F</kbd> does nothing.
pub fn full_screen_possible() -> bool {
    document().fullscreen_enabled()
}

/// Full screen on or off, where it can be ([`full_screen_possible`]).
pub fn toggle_full_screen() {
    if !full_screen_possible() {
        return;
    }
    let document = document();
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    } else if let Some(root) = document.document_element() {
        // Refusal (for example outside a user gesture) leaves the page as it was.
        let _ = root.request_fullscreen();
    }
}

/// Reports a panic on the browser console before the wasm module stops.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("mancala: {info}").into());
    }));
}
