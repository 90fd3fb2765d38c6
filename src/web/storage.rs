//! The page's door to `localStorage`, through gloo-storage's typed `get` and `set`. Storage can
//! be missing, disabled (reaching it throws a SecurityError: private modes, blocked cookies) or
//! full (writing throws a QuotaExceededError); each of those is a [`Refused`] here, never a
//! panic or a throw, and only this page's own keys are read or written.
//!
//! gloo-storage reaches the storage through `LocalStorage::raw()`, which throws when the
//! browser refuses it, and its `get` throws if reading an item does; a throw would stop the
//! wasm module, and the page has to keep playing. So whether the storage can be reached and
//! read is checked once, through web-sys, whose calls return the browser's refusal as an
//! error, and gloo is called only when it can. Writing needs no such check: `set` hands a
//! refused write (a full storage) back as an error.
//!
//! The stored values are JSON (their versions and migration are [`crate::model::formats`]'s
//! business), handed to gloo as they are ([`RawValue`]). Reading and writing them takes serde
//! and serde_json, a fifth of the page module, which a first visit does without: its storage
//! holds none of the page's keys. So that code is a part of the page module of its own (the
//! `storage` split point: .ci/page_module cuts the module there), fetched at the start of a visit
//! only when storage holds something (on a second visit the service worker has it at once) or
//! the address holds a link (the part also opens such a visit: see [`super::open`]), and
//! otherwise with the first value to save. If it cannot be had, the page plays on without
//! the stored values, says so, and writes nothing over them.

use crate::model::app::RouterAction;
use std::cell::{Cell, OnceCell, RefCell};
use std::rc::Rc;

use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::window;
use leptos::wasm_split::{SplitLoaderError, wasm_split};
use serde_json::value::RawValue;

use super::shared::{Send, mark};
use crate::model::app::{Action, KeptElsewhere, Refused, Stored};
use crate::model::formats::{
    self, GAME_KEY, LESSONS_KEY, PUZZLES_KEY, SEATS_KEY, SETTINGS_KEY, STATS_KEY,
};
use crate::model::learn::lessons::Done;
use crate::model::online::seats::Seats;
use crate::model::play::records::Stats;
use crate::model::play::saving::SavedGame;
use crate::model::settings::Settings;
use crate::model::train::puzzles::Record;

/// A key no other page uses, read once to see whether reading throws.
const PROBE_KEY: &str = "mancala.probe";

/// Whether `localStorage` can be reached and read without a throw, asked of the browser once.
fn available() -> bool {
    thread_local! {
        static AVAILABLE: OnceCell<bool> = const { OnceCell::new() };
    }
    AVAILABLE.with(|available| {
        *available.get_or_init(|| match window().local_storage() {
            Ok(Some(storage)) => storage.get_item(PROBE_KEY).is_ok(),
            _ => false,
        })
    })
}

/// Whether storage holds any of the page's values (asked through web-sys, with no JSON).
fn holds_any() -> Result<bool, Refused> {
    if !available() {
        return Err(Refused);
    }
    let storage = window().local_storage().ok().flatten().ok_or(Refused)?;
    Ok(
        [SETTINGS_KEY, STATS_KEY, GAME_KEY, LESSONS_KEY, PUZZLES_KEY]
            .iter()
            .any(|key| storage.get_item(key).ok().flatten().is_some()),
    )
}

/// What storage held as the page opened, read.
pub struct Saved {
    /// The settings.
    pub settings: Stored<Settings>,
    /// The statistics.
    pub stats: Stored<Stats>,
    /// The game in progress.
    pub game: Stored<SavedGame>,
    /// The lessons done.
    pub lessons: Stored<Done>,
    /// The puzzles' record.
    pub puzzles: Stored<Record>,
    /// Whether storage holds values that could not be read, because the part of the page
    /// module that reads them could not be had.
    pub missing: bool,
}

impl Saved {
    /// Nothing read: none stored, or (`refused`) no storage.
    fn nothing(refused: bool) -> Saved {
        fn none<T>(refused: bool) -> Stored<T> {
            if refused { Err(Refused) } else { Ok(None) }
        }
        Saved {
            settings: none(refused),
            stats: none(refused),
            game: none(refused),
            lessons: none(refused),
            puzzles: none(refused),
            missing: false,
        }
    }
}

/// Reads what storage holds for the page. With nothing stored (or no storage), this is at once;
/// otherwise it waits for the part of the page module that reads the values.
pub async fn saved() -> Saved {
    match holds_any() {
        Err(Refused) => Saved::nothing(true),
        Ok(false) => Saved::nothing(false),
        Ok(true) => read_saved().await.unwrap_or_else(|NotLoaded| {
            // Nothing is written over values this visit has not read.
            WRITABLE.set(false);
            Saved {
                missing: true,
                ..Saved::nothing(false)
            }
        }),
    }
}

thread_local! {
    /// Whether the page may write its values: not when storage holds values it could not read.
    static WRITABLE: Cell<bool> = const { Cell::new(true) };
}

/// The part with the stored values' reader and writer could not be fetched (the loader logs
/// why).
struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// Reads and parses the page's five values.
#[wasm_split(storage, wasm_split_path = ::leptos::wasm_split, fallible)]
fn read_saved() -> Result<Saved, NotLoaded> {
    Ok(Saved {
        settings: read(SETTINGS_KEY).map(|text| text.as_deref().map(formats::settings_from_json)),
        stats: read(STATS_KEY).map(|text| text.as_deref().map(formats::stats_from_json)),
        game: read(GAME_KEY).map(|text| text.as_deref().map(formats::game_from_json)),
        lessons: read(LESSONS_KEY).map(|text| text.as_deref().map(formats::lessons_from_json)),
        puzzles: read(PUZZLES_KEY).map(|text| text.as_deref().map(formats::puzzles_from_json)),
        missing: false,
    })
}

/// Reads the seats held in live rooms. Only the online view asks, as the mode opens and each
/// time a room's socket opens (another tab may have kept a seat since), so this code stays in
/// the online part of the page module with the seats' format.
pub fn seats() -> Stored<Seats> {
    read(SEATS_KEY).map(|text| text.as_deref().map(formats::seats_from_json))
}

/// Watches what the page's other tabs keep: when one writes the statistics or the lessons
/// done, `on` hears the value, read (a value this page cannot read, from a newer version of
/// it say, is left to that tab). Browsers tell every other tab of an origin of each write to
/// its `localStorage` with a `storage` event, never the tab that wrote. Without this, each
/// tab would write its own copy over the others', and lose what they had counted. Only the
/// first call watches.
pub fn watch(on: impl Fn(KeptElsewhere) + 'static) {
    use wasm_bindgen::prelude::*;
    thread_local! {
        static WATCHING: Cell<bool> = const { Cell::new(false) };
    }
    if !available() || WATCHING.replace(true) {
        return;
    }
    let on = Rc::new(on);
    let listener = Closure::<dyn Fn(JsValue)>::new(move |event: JsValue| {
        let key = web_sys::js_sys::Reflect::get(&event, &JsValue::from_str("key"))
            .ok()
            .and_then(|key| key.as_string());
        let Some(key) = key.filter(|key| key == STATS_KEY || key == LESSONS_KEY) else {
            return;
        };
        let on = on.clone();
        leptos::task::spawn_local(async move {
            if let Ok(Some(kept)) = read_kept(key).await {
                on(kept);
            }
        });
    });
    let _ = window().add_event_listener_with_callback("storage", listener.as_ref().unchecked_ref());
    // The page watches for as long as it is open.
    listener.forget();
}

/// Reads what another tab has just kept under `key`, if this page can read it.
#[wasm_split(storage, wasm_split_path = ::leptos::wasm_split, fallible)]
fn read_kept(key: String) -> Result<Option<KeptElsewhere>, NotLoaded> {
    let Ok(Some(text)) = read(&key) else {
        return Ok(None);
    };
    Ok(match key.as_str() {
        STATS_KEY => formats::stats_from_json(&text)
            .ok()
            .map(|stats| KeptElsewhere::Stats(Box::new(stats))),
        LESSONS_KEY => formats::lessons_from_json(&text)
            .ok()
            .map(KeptElsewhere::Lessons),
        _ => None,
    })
}

/// The text under `key`, `Ok(None)` if there is none.
fn read(key: &str) -> Result<Option<String>, Refused> {
    if !available() {
        return Err(Refused);
    }
    match LocalStorage::get::<Box<RawValue>>(key) {
        Ok(value) => Ok(Some(value.get().to_string())),
        Err(StorageError::KeyNotFound(_)) => Ok(None),
        // Not JSON: the text as it is, which the model says is damaged.
        Err(StorageError::SerdeError(_)) => window()
            .local_storage()
            .ok()
            .flatten()
            .and_then(|storage| storage.get_item(key).ok())
            .ok_or(Refused),
        Err(StorageError::JsError(_)) => Err(Refused),
    }
}

/// Stores `value`, JSON text, under `key`.
fn write(key: &str, value: String) -> Result<(), Refused> {
    if !available() {
        return Err(Refused);
    }
    let value = RawValue::from_string(value).map_err(|_| Refused)?;
    LocalStorage::set(key, value).map_err(|_| Refused)
}

/// A value the session asks to keep.
pub enum Keep {
    /// The settings.
    Settings(Settings),
    /// The statistics.
    Stats(Box<Stats>),
    /// The game in progress.
    Game(Box<SavedGame>),
    /// The lessons done.
    Lessons(Done),
    /// The puzzles' record.
    Puzzles(Box<Record>),
    /// The seats held in live rooms.
    Seats(Seats),
}

/// The values waiting to be written: the newest of each.
#[derive(Default)]
struct Unsaved {
    settings: Option<Settings>,
    stats: Option<Box<Stats>>,
    game: Option<Box<SavedGame>>,
    lessons: Option<Done>,
    puzzles: Option<Box<Record>>,
    seats: Option<Seats>,
}

/// Writes what the session asks to keep. A value asked for while the writer's part is on its
/// way waits, and only the newest of each is written.
#[derive(Default)]
pub struct Saver {
    unsaved: Rc<RefCell<Unsaved>>,
    writing: Rc<Cell<bool>>,
}

impl Saver {
    /// Keeps `value`. A write that fails is told to the session through `send` as
    /// [`RouterAction::StorageFailed`], and one whose part cannot be had as [`RouterAction::StoreMissing`]
    /// (the values wait, and the next one to keep tries again).
    pub fn keep(&self, value: Keep, send: &Send) {
        if !WRITABLE.get() {
            return;
        }
        // No storage: no need of the part to find that out.
        if !available() {
            return send(Action::Router(RouterAction::StorageFailed));
        }
        {
            let mut unsaved = self.unsaved.borrow_mut();
            match value {
                Keep::Settings(settings) => unsaved.settings = Some(settings),
                Keep::Stats(stats) => unsaved.stats = Some(stats),
                Keep::Game(game) => unsaved.game = Some(game),
                Keep::Lessons(done) => unsaved.lessons = Some(done),
                Keep::Puzzles(record) => unsaved.puzzles = Some(record),
                Keep::Seats(seats) => unsaved.seats = Some(seats),
            }
        }
        if self.writing.replace(true) {
            return;
        }
        let unsaved = self.unsaved.clone();
        let writing = self.writing.clone();
        let send = send.clone();
        // While a write is on its way, the page's root says so (`data-saving`), so that a test
        // can wait for it to end before it reads what was kept.
        mark("data-saving", true);
        leptos::task::spawn_local(async move {
            // Whatever was asked for until the part is in is written by this one call.
            let written = write_unsaved(unsaved).await;
            writing.set(false);
            mark("data-saving", false);
            match written {
                Ok(Ok(())) => {}
                Ok(Err(Refused)) => send(Action::Router(RouterAction::StorageFailed)),
                Err(NotLoaded) => send(Action::Router(RouterAction::StoreMissing)),
            }
        });
    }
}

/// Writes every value waiting, and forgets them.
#[wasm_split(storage, wasm_split_path = ::leptos::wasm_split, fallible)]
fn write_unsaved(unsaved: Rc<RefCell<Unsaved>>) -> Result<Result<(), Refused>, NotLoaded> {
    let Unsaved {
        settings,
        stats,
        game,
        lessons,
        puzzles,
        seats,
    } = std::mem::take(&mut *unsaved.borrow_mut());
    let mut written = Ok(());
    if let Some(settings) = settings {
        written = written.and(write(SETTINGS_KEY, formats::settings_to_json(&settings)));
    }
    if let Some(stats) = stats {
        written = written.and(write(STATS_KEY, formats::stats_to_json(&stats)));
    }
    if let Some(game) = game {
        written = written.and(write(GAME_KEY, formats::game_to_json(&game)));
    }
    if let Some(done) = lessons {
        written = written.and(write(LESSONS_KEY, formats::lessons_to_json(done)));
    }
    if let Some(record) = puzzles {
        written = written.and(write(PUZZLES_KEY, formats::puzzles_to_json(&record)));
    }
    if let Some(seats) = seats {
        written = written.and(write(SEATS_KEY, formats::seats_to_json(&seats)));
    }
    Ok(written)
}
