//! The Leptos page. This is the only code that touches the DOM: it renders a [`Game`] and a
//! [`Sowing`], turns clicks and keys into calls on them, and replays each move's sow trace on
//! a timer.

mod board;
mod computer;
mod help;
mod panels;
mod stats;
mod storage;

use std::time::Duration;

use gloo_timers::callback::{Interval, Timeout};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

use crate::engine::{Pit, Player, Position};
use crate::game::{Game, Turn};
use crate::query;
use crate::settings::{GameSettings, Opponent, Settings};
use crate::sowing::Sowing;
use crate::stats::{
    Finished, Outcome, SETTINGS_KEY, STATS_KEY, Stats, settings_from_json, settings_to_json,
};

use computer::Computer;

/// The computer's pause before it moves, so people can follow.
const COMPUTER_PAUSE: Duration = Duration::from_millis(450);

/// Reports a panic on the browser console before the wasm module stops.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("mancala: {info}").into());
    }));
}

/// Something that waits for the player to confirm it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    /// Start a new game with these settings, abandoning the one under way.
    NewGame(GameSettings),
    /// Take a move back, which stops this game from counting in the statistics.
    Undo,
    /// Forget every statistic.
    ResetStats,
}

/// This visit's results against the computer; never stored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Tally {
    you: u32,
    computer: u32,
    draws: u32,
}

/// The page's state and the actions on it. Every field is a signal or a stored handle, so it
/// is `Copy` and can be handed to any event handler.
#[derive(Clone, Copy)]
struct Controller {
    game: RwSignal<Game>,
    settings: RwSignal<Settings>,
    /// The move being animated, if any.
    sowing: RwSignal<Option<Sowing>>,
    /// The status line (a polite live region).
    status: RwSignal<String>,
    /// The pit index (0-5) that holds the roving focus in the active row.
    focus: RwSignal<usize>,
    /// The pit being previewed (hovered or focused).
    preview: RwSignal<Option<Pit>>,
    /// Whether the computer is searching.
    thinking: RwSignal<bool>,
    /// Notices for the player (the worker fallback, a link or stored data that could not be
    /// used), each dismissible.
    notices: RwSignal<Vec<String>>,
    /// The records against the computer, as stored (or as counted this visit, when storage
    /// failed).
    stats: RwSignal<Stats>,
    /// This visit's results.
    tally: RwSignal<Tally>,
    /// An action waiting for confirmation.
    pending: RwSignal<Option<Pending>>,
    /// What the computer's last search did, in words.
    report: RwSignal<String>,
    system_reduced_motion: bool,
    ticker: StoredValue<Option<Interval>, LocalStorage>,
    computer: StoredValue<Option<Computer>, LocalStorage>,
    reply_timer: StoredValue<Option<Timeout>, LocalStorage>,
    /// When this game's first move was shown (milliseconds since the page loaded).
    started_at: StoredValue<Option<f64>>,
    /// Whether this game's result has been counted.
    counted: StoredValue<bool>,
    /// Whether the player has been told that storage is not working (said once).
    storage_trouble_said: StoredValue<bool>,
}

impl Controller {
    fn new(settings: Settings, stats: Stats, notices: Vec<String>) -> Controller {
        let game = Game::new(settings.game)
            .or_else(|_| Game::new(GameSettings::default()))
            .expect("the default settings are valid");
        let status = game.status();
        let controller = Controller {
            game: RwSignal::new(game),
            settings: RwSignal::new(settings),
            sowing: RwSignal::new(None),
            status: RwSignal::new(status),
            focus: RwSignal::new(0),
            preview: RwSignal::new(None),
            thinking: RwSignal::new(false),
            notices: RwSignal::new(notices),
            stats: RwSignal::new(stats),
            tally: RwSignal::new(Tally::default()),
            pending: RwSignal::new(None),
            report: RwSignal::new(String::new()),
            system_reduced_motion: prefers_reduced_motion(),
            ticker: StoredValue::new_local(None),
            computer: StoredValue::new_local(None),
            reply_timer: StoredValue::new_local(None),
            started_at: StoredValue::new(None),
            counted: StoredValue::new(false),
            storage_trouble_said: StoredValue::new(false),
        };
        controller.computer.set_value(Some(Computer::new(move || {
            controller.tell(
                "Your browser would not start a background worker, so the computer thinks \
                 on the page itself, at a smaller budget (Medium at most).",
            );
        })));
        controller
    }

    /// Shows a notice, unless the same one is showing.
    fn tell(&self, text: &str) {
        self.notices.update(|notices| {
            if !notices.iter().any(|n| n == text) {
                notices.push(text.to_string());
            }
        });
    }

    /// Says, once a visit, that storage is not working.
    fn storage_trouble(&self) {
        if !self.storage_trouble_said.get_value() {
            self.storage_trouble_said.set_value(true);
            self.tell(STORAGE_TROUBLE);
        }
    }

    /// Stores the settings for the next plain visit.
    fn save_settings(&self, settings: &Settings) {
        if storage::write(SETTINGS_KEY, &settings_to_json(settings)).is_err() {
            self.storage_trouble();
        }
    }

    /// Stores the statistics.
    fn save_stats(&self) {
        let text = self.stats.with_untracked(Stats::to_json);
        if storage::write(STATS_KEY, &text).is_err() {
            self.storage_trouble();
        }
    }

    /// Counts a finished game against the computer: always in this visit's tally, and in the
    /// stored statistics unless a move was taken back.
    fn count_finished_game(&self) {
        if self.counted.get_value() {
            return;
        }
        let (settings, result, undo_used, store) = self.game.with_untracked(|g| {
            (
                g.settings(),
                g.result(),
                g.undo_used(),
                u32::from(g.position().store(Player::South)),
            )
        });
        let Some(result) = result else { return };
        if settings.opponent != Opponent::Computer {
            return;
        }
        self.counted.set_value(true);
        // The person always plays South.
        let outcome = match result.winner() {
            Some(Player::South) => Outcome::Won,
            Some(Player::North) => Outcome::Lost,
            None => Outcome::Drawn,
        };
        self.tally.update(|t| match outcome {
            Outcome::Won => t.you += 1,
            Outcome::Lost => t.computer += 1,
            Outcome::Drawn => t.draws += 1,
        });
        if undo_used {
            return;
        }
        let millis = self
            .started_at
            .get_value()
            .map_or(0, |start| (now_ms() - start).max(0.0) as u64);
        let margin = u32::try_from(result.margin_for(Player::South).max(0)).unwrap_or(0);
        self.stats.update(|stats| {
            stats.add(
                &settings,
                Finished {
                    outcome,
                    store,
                    margin,
                    millis,
                },
            );
        });
        self.save_stats();
    }

    fn reduced_motion(&self) -> bool {
        self.settings
            .with_untracked(|s| s.motion.is_reduced(self.system_reduced_motion))
    }

    fn animating(&self) -> bool {
        self.sowing.with_untracked(Option::is_some)
    }

    /// A person sows a pit (by click, Enter, Space or a digit key).
    fn sow(&self, pit: Pit) {
        if self.animating() || self.pending.with_untracked(Option::is_some) {
            return;
        }
        let before = self.game.with_untracked(|g| *g.position());
        let mut played = None;
        let mut refused = None;
        self.game.update(|g| match g.play(pit) {
            Ok(outcome) => played = Some(outcome.clone()),
            Err(error) => refused = Some(error),
        });
        match (played, refused) {
            (Some(outcome), _) => self.show_move(before, outcome),
            (None, Some(error)) => self.status.set(format!("Pit {pit}: {error}.")),
            (None, None) => {}
        }
    }

    /// Shows a move that the game has already applied: seed by seed, or at once.
    fn show_move(&self, before: Position, outcome: crate::engine::Outcome) {
        self.preview.set(None);
        if self.started_at.get_value().is_none() {
            self.started_at.set_value(Some(now_ms()));
        }
        let interval = self.settings.with_untracked(|s| s.speed.seed_interval_ms());
        if interval == 0 || self.reduced_motion() {
            self.finish_move();
            return;
        }
        self.sowing.set(Some(Sowing::new(before, outcome)));
        let this = *self;
        let ticker = Interval::new(interval, move || {
            let mut more = false;
            this.sowing.update(|s| {
                if let Some(sowing) = s {
                    more = sowing.step();
                }
            });
            if !more {
                this.finish_move();
            }
        });
        self.ticker.set_value(Some(ticker));
    }

    /// Ends the animation (or skips the rest of it) and moves the game on.
    fn finish_move(&self) {
        self.ticker.set_value(None);
        self.sowing.set(None);
        self.status.set(self.game.with_untracked(Game::status));
        if self.game.with_untracked(Game::turn) == Turn::Over {
            self.count_finished_game();
        }
        self.next_turn();
    }

    /// S: show the rest of the move at once.
    fn skip(&self) {
        if self.animating() {
            self.finish_move();
        }
    }

    /// Starts the computer's search when it is its turn and nothing is being shown.
    fn next_turn(&self) {
        if self.animating() || self.game.with_untracked(Game::turn) != Turn::Computer {
            return;
        }
        let (position, level) = self
            .game
            .with_untracked(|g| (*g.position(), g.settings().level));
        self.thinking.set(true);
        let this = *self;
        let started = now_ms();
        let on_reply = move |reply: &crate::ai::SearchReply| {
            this.report.set(search_report(reply));
            let pit = reply.answer.clone().ok().and_then(Pit::new);
            this.computer_replied(position, pit, started);
        };
        self.computer.update_value(|computer| {
            if let Some(computer) = computer {
                computer.request(&position, level, on_reply);
            }
        });
    }

    fn computer_replied(&self, searched: Position, pit: Option<Pit>, started: f64) {
        let still_current = self.game.with_untracked(|g| *g.position() == searched);
        if !still_current {
            return;
        }
        let Some(pit) = pit else {
            self.thinking.set(false);
            self.status
                .set("The computer could not find a move; please start a new game.".into());
            return;
        };
        let pause = if self.reduced_motion() {
            0.0
        } else {
            COMPUTER_PAUSE.as_millis() as f64
        };
        let wait = (pause - (now_ms() - started)).max(0.0) as u32;
        let this = *self;
        let timer = Timeout::new(wait, move || {
            this.thinking.set(false);
            let mut played = None;
            this.game.update(|g| {
                if let Ok(outcome) = g.play_computer(pit, &searched) {
                    played = Some(outcome.clone());
                }
            });
            if let Some(outcome) = played {
                this.show_move(searched, outcome);
            }
        });
        self.reply_timer.set_value(Some(timer));
    }

    /// Drops any search in flight and any move being shown.
    fn cancel(&self) {
        self.ticker.set_value(None);
        self.reply_timer.set_value(None);
        self.computer.update_value(|computer| {
            if let Some(computer) = computer {
                computer.cancel();
            }
        });
        self.sowing.set(None);
        self.thinking.set(false);
    }

    /// N, "New game", "Play again", or a settings change: asks first if a game is under way.
    fn request_new_game(&self, settings: GameSettings) {
        if self.animating() {
            return;
        }
        if self.game.with_untracked(Game::in_progress) {
            self.pending.set(Some(Pending::NewGame(settings)));
        } else {
            self.new_game(settings);
        }
    }

    fn new_game(&self, settings: GameSettings) {
        let Ok(game) = Game::new(settings) else {
            self.tell("Those settings are not valid; nothing was changed.");
            return;
        };
        self.cancel();
        self.started_at.set_value(None);
        self.counted.set_value(false);
        self.settings.update(|s| s.game = settings);
        self.report.set(String::new());
        self.status.set(format!("New game. {}", game.status()));
        self.game.set(game);
        self.focus.set(0);
        self.next_turn();
    }

    fn confirm(&self, yes: bool) {
        let pending = self.pending.get_untracked();
        self.pending.set(None);
        match (yes, pending) {
            (true, Some(Pending::NewGame(settings))) => self.new_game(settings),
            (true, Some(Pending::Undo)) => self.travel(Game::undo, "Move taken back."),
            (true, Some(Pending::ResetStats)) => {
                self.stats.set(Stats::default());
                self.save_stats();
                self.status.set("Statistics reset.".into());
            }
            // Kept as they were: the settings menu shows the settings in force again.
            (false, Some(Pending::NewGame(_))) => self.settings.update(|_| {}),
            _ => {}
        }
    }

    /// Undo: against the computer, the first take-back of a game asks first, because it stops
    /// the game from counting in the statistics.
    fn undo(&self) {
        if self.animating() {
            return;
        }
        let warn = self.game.with_untracked(|g| {
            g.settings().opponent == Opponent::Computer && !g.undo_used() && g.in_progress()
        });
        if warn {
            self.pending.set(Some(Pending::Undo));
        } else {
            self.travel(Game::undo, "Move taken back.");
        }
    }

    fn redo(&self) {
        self.travel(Game::redo, "Move played again.");
    }

    /// Undo or redo: drops any search in flight, applies `step`, says what happened, and lets
    /// the computer move if it is now its turn.
    fn travel(&self, step: fn(&mut Game) -> bool, said: &str) {
        if self.animating() {
            return;
        }
        self.cancel();
        let mut changed = false;
        self.game.update(|g| changed = step(g));
        if changed {
            let turn = self.game.with_untracked(Game::turn_sentence);
            self.status.set(format!("{said} {turn}"));
        }
        self.next_turn();
    }

    /// Page-wide single-key shortcuts. Arrow keys live on the pit row itself.
    fn on_key(&self, event: &KeyboardEvent) {
        if event.ctrl_key() || event.alt_key() || event.meta_key() || typing_in_a_field(event) {
            return;
        }
        let key = event.key();
        match key.as_str() {
            "s" | "S" => self.skip(),
            "n" | "N" => {
                let settings = self.settings.with_untracked(|s| s.game);
                self.request_new_game(settings);
            }
            "f" | "F" => toggle_full_screen(),
            digit if digit.len() == 1 && ("1"..="6").contains(&digit) => {
                if let Some(pit) = digit.parse().ok().and_then(Pit::new) {
                    self.focus.set(pit.index());
                    self.sow(pit);
                }
            }
            _ => return,
        }
        event.prevent_default();
    }
}

/// Said once a visit when storage refuses to read or write.
const STORAGE_TROUBLE: &str = "This browser is not letting the page save anything (storage is \
     disabled or full), so your settings and statistics last only until you leave the page.";

/// The settings to open with: the link's, if it has a query (and what it could not use is
/// said); otherwise the ones saved on the last visit; otherwise the defaults.
fn opening_settings(notices: &mut Vec<String>) -> Settings {
    let link = storage::query();
    if !link.trim_start_matches('?').is_empty() {
        let read = query::parse(&link);
        notices.extend(read.notice());
        return read.settings;
    }
    match storage::read(SETTINGS_KEY) {
        Ok(Some(text)) => settings_from_json(&text).unwrap_or_else(|why| {
            notices.push(format!(
                "Your saved settings could not be used because {why}, so the defaults apply. \
                 They are saved again when you change a setting."
            ));
            Settings::default()
        }),
        _ => Settings::default(),
    }
}

/// The stored statistics. Whatever is wrong with them, the game plays on with a fresh count
/// for this visit, and the stored text is left alone until a new game is counted. `Err` when
/// the browser refuses storage altogether.
fn opening_stats(notices: &mut Vec<String>) -> Result<Stats, storage::Unavailable> {
    Ok(match storage::read(STATS_KEY)? {
        Some(text) => Stats::from_json(&text).unwrap_or_else(|why| {
            notices.push(format!(
                "Your saved statistics could not be read because {why}. They are left as they \
                 are for now: this visit counts afresh, and saves over them only when a game \
                 is counted."
            ));
            Stats::default()
        }),
        None => Stats::default(),
    })
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let mut notices = Vec::new();
    let settings = opening_settings(&mut notices);
    let stats = opening_stats(&mut notices);
    let refused = stats.is_err();
    let controller = Controller::new(settings, stats.unwrap_or_default(), notices);
    if refused {
        controller.storage_trouble();
    }
    // The address always shows the settings in force (so it can be bookmarked); a change made
    // on the page is also saved for the next plain visit. Opening a link saves nothing.
    Effect::new(move |previous: Option<Settings>| {
        let settings = controller.settings.get();
        storage::set_query(&query::write(&settings));
        if previous.is_some_and(|p| p != settings) {
            controller.save_settings(&settings);
        }
        settings
    });
    let listener = window_event_listener(leptos::ev::keydown, move |event: KeyboardEvent| {
        controller.on_key(&event);
    });
    on_cleanup(move || {
        listener.remove();
        controller.cancel();
    });
    controller.next_turn();
    // Marks the moment the board is first on screen and answering input, for the page's
    // time-to-interactive measurement.
    Effect::new(move |_| {
        if let Some(performance) = window().performance() {
            let _ = performance.mark("mancala-interactive");
        }
    });

    view! {
        <header class="masthead">
            <h1>"Mancala"</h1>
            <p class="tagline">"Kalah, the six-pit game of sowing and capturing"</p>
        </header>
        <main id="game" data-app-ready="true">
            <panels::Toolbar controller=controller/>
            <panels::Notice controller=controller/>
            <board::Board controller=controller/>
            <panels::Preview controller=controller/>
            <panels::Status controller=controller/>
            <panels::Confirm controller=controller/>
            <panels::GameOver controller=controller/>
            <panels::MoveLog controller=controller/>
            <stats::StatsPanel controller=controller/>
        </main>
        <help::Help/>
        <footer class="footer">
            <p>"Free, with no account and no tracking. Everything runs in your browser."</p>
        </footer>
    }
}

/// The computer's last search in words: "The computer looked 18 moves ahead (1.2 million
/// positions)." Empty for a move found without a search.
fn search_report(reply: &crate::ai::SearchReply) -> String {
    if reply.exact {
        "The computer has worked this game out to the end.".to_string()
    } else if reply.depth > 0 {
        format!(
            "The computer looked {} moves ahead ({:.1} million positions).",
            reply.depth,
            reply.nodes as f64 / 1e6
        )
    } else {
        String::new()
    }
}

/// Whether the system asks for reduced motion.
fn prefers_reduced_motion() -> bool {
    window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}

/// Milliseconds since the page loaded.
fn now_ms() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Whether a key press is aimed at a text field, select or other editable element.
fn typing_in_a_field(event: &KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
        .is_some_and(|element| {
            matches!(element.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                || element.is_content_editable()
        })
}

/// F: full screen on or off.
fn toggle_full_screen() {
    let document = document();
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    } else if let Some(root) = document.document_element() {
        // Refusal (for example outside a user gesture) leaves the page as it was.
        let _ = root.request_fullscreen();
    }
}
