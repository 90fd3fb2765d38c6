//! The state machine the page runs on. The page hands it [`Action`]s (a pit chosen, undo, a
//! setting changed, the computer's reply, an animation tick) with the time they happened; it
//! changes its state and answers with [`Effect`]s for the page to carry out (start a timer,
//! ask the computer, write storage, rewrite the address). It never touches a browser, reads a
//! clock or starts a timer itself, so every policy of the page is tested natively here:
//! which games count, when to ask first, which settings a visit opens with, what is said about
//! storage, and which of the computer's answers are still wanted.
//!
//! ```
//! use mancala::engine::Pit;
//! use mancala::model::session::{Action, Effect, Opening, Session};
//!
//! let (mut session, _) = Session::open(Opening {
//!     link: "?vs=human&speed=instant".into(),
//!     ..Opening::default()
//! });
//! let effects = session.handle(Action::Sow(Pit::new(3).unwrap()), 0.0);
//! assert!(!effects.iter().any(|e| matches!(e, Effect::StartTicker(_))), "instant: no timer");
//! assert!(effects.iter().any(|e| matches!(e, Effect::SaveGame(_))), "saved after the move");
//! assert!(session.status().ends_with("Player 1 to move."), "{}", session.status());
//! ```

mod clock;

use crate::engine::PlayError;
use crate::engine::{Pit, Player, Position};
use crate::model::board::{BoardView, Marks, Sowing};
use crate::model::game::{Game, MoveError, Turn};
use crate::model::link;
use crate::model::records::{Finished, Outcome, Stats};
use crate::model::review::{Point, Rated, hint_sentence, points};
use crate::model::saved::{
    SavedGame, game_from_json, game_to_json, settings_from_json, settings_to_json, stats_from_json,
    stats_to_json,
};
use crate::model::settings::{Clock, GameSettings, Level, Motion, Opponent, Settings, Speed};

/// The computer's pause before it moves, in milliseconds, so people can follow.
pub const COMPUTER_PAUSE_MS: f64 = 450.0;

/// Said once a visit when storage refuses to read or write.
pub const STORAGE_TROUBLE: &str = "This browser is not letting the page save anything \
     (storage is disabled or full), so your settings and statistics last only until you leave \
     the page.";

/// Said when the computer has to think on the page itself.
pub const NO_WORKER: &str = "Your browser would not start a background worker, so the computer \
     thinks on the page itself, at a smaller budget (Medium at most).";

/// The browser refused to let the page use storage at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused;

/// What the page found as it opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The address's query, with or without its `?`.
    pub link: String,
    /// The stored settings, if any.
    pub saved_settings: Result<Option<String>, Refused>,
    /// The stored statistics, if any.
    pub saved_stats: Result<Option<String>, Refused>,
    /// The stored game in progress, if any.
    pub saved_game: Result<Option<String>, Refused>,
    /// Whether the system asks for reduced motion.
    pub system_reduced_motion: bool,
    /// Whether the page opened out of view (the turn clock waits until it is seen).
    pub page_hidden: bool,
}

impl Default for Opening {
    fn default() -> Opening {
        Opening {
            link: String::new(),
            saved_settings: Ok(None),
            saved_stats: Ok(None),
            saved_game: Ok(None),
            system_reduced_motion: false,
            page_hidden: false,
        }
    }
}

/// What the computer answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The pit it sows, or `None` if it found no move.
    pub pit: Option<Pit>,
    /// The deepest search iteration completed, in plies.
    pub depth: u8,
    /// Whether the move was proved best to the end of the game.
    pub exact: bool,
    /// Positions visited.
    pub nodes: u64,
}

/// Something the page tells the session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A person sows a pit of the side to move (click, Enter, Space or a digit).
    Sow(Pit),
    /// The roving focus moved to the pit at this index (0 to 5) of the keyboard row.
    Focus(usize),
    /// A pit is hovered or focused (or nothing is).
    Preview(Option<Pit>),
    /// The animation timer fired: land one more seed.
    Tick,
    /// Show the rest of the move at once.
    Skip,
    /// Take back a turn (asks first, once a game, against the computer).
    Undo,
    /// Play again what undo took back.
    Redo,
    /// A new game with the settings in force (asks first if one is under way).
    NewGame,
    /// A new game straight away, after a game is over.
    PlayAgain,
    /// A game-shaping setting changed in the menu (asks first if a game is under way).
    ChangeGame(GameSettings),
    /// The sowing speed changed: applies at once.
    SetSpeed(Speed),
    /// The motion setting changed: applies at once.
    SetMotion(Motion),
    /// The system's reduced-motion preference changed.
    SystemMotion(bool),
    /// The answer to the question in [`Session::pending`].
    Confirm(bool),
    /// Asks to forget every statistic.
    AskResetStats,
    /// Closes a notice.
    Dismiss(String),
    /// The computer answered the search with this id.
    Reply {
        /// The [`Effect::Search`] id it answers.
        id: u32,
        /// The answer.
        reply: Reply,
    },
    /// The pause after the computer's answer is over: play its move.
    PlayReply,
    /// A write to storage failed.
    StorageFailed,
    /// No background worker could start: the computer thinks on the page.
    NoWorker,
    /// Steps through the game's positions without changing the game.
    Replay(Step),
    /// Asks for a hint: the best move for the person to move (asks first, once a game,
    /// against the computer, since a hinted game is not counted).
    Hint,
    /// The worker rated every move of a position, for the [`Effect::Rate`] with this id.
    Rated {
        /// The request it answers.
        id: u32,
        /// The ratings.
        rated: Rated,
    },
    /// Rates every move of the finished game, one position after another (or carries on
    /// where a stopped analysis left off).
    Analyse,
    /// Stops the analysis, keeping what it has rated.
    StopAnalysis,
    /// The turn clock changed: applies at once, from the turn in play.
    SetClock(Clock),
    /// The clock's one-second timer fired (see [`Effect::StartClock`]).
    ClockTick,
    /// The page went out of view (`true`) or came back: the clock pauses meanwhile.
    PageHidden(bool),
    /// The page tried to put the link of [`Session::move_link`] on the clipboard: from then
    /// on this device plays the side that moved, and the other moves where the link is sent.
    MoveSent {
        /// The whole link.
        link: String,
        /// Whether it got there.
        copied: bool,
    },
    /// The page tried to put a link to this game on the clipboard.
    LinkCopied {
        /// The whole link.
        link: String,
        /// Whether it got there.
        copied: bool,
    },
}

/// A step of the replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// One move back (from the game as it stands, the position before the last move).
    Back,
    /// One move forward; past the last move played, the replay ends.
    Forward,
    /// The position before the first move.
    First,
    /// The position after this many moves.
    To(usize),
    /// Back to the game as it stands.
    Live,
}

/// Something the session asks the page to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Send [`Action::Tick`] every this many milliseconds until [`Effect::StopTicker`].
    StartTicker(u32),
    /// Stop the animation timer.
    StopTicker,
    /// Ask the computer for its move; answer with [`Action::Reply`] and this id.
    Search {
        /// Names the answer.
        id: u32,
        /// The position to search.
        position: Position,
        /// How strongly to play.
        level: Level,
    },
    /// Rate every legal move of a position; answer with [`Action::Rated`] and this id.
    Rate {
        /// Names the answer.
        id: u32,
        /// The position.
        position: Position,
        /// For the post-game analysis (a fixed budget), or else for a hint (Hard's time).
        review: bool,
    },
    /// The search or rating in flight is no longer wanted.
    CancelSearch,
    /// Send [`Action::PlayReply`] after this many milliseconds.
    Wait(u32),
    /// Drop the timer of [`Effect::Wait`].
    CancelWait,
    /// Store the settings (the JSON to write).
    SaveSettings(String),
    /// Store the statistics (the JSON to write).
    SaveStats(String),
    /// Store the game in progress (the JSON to write).
    SaveGame(String),
    /// Show this query in the address, in place.
    SetAddress(String),
    /// Send [`Action::ClockTick`] every second until [`Effect::StopClock`], counting afresh
    /// from now (a clock already ticking is replaced).
    StartClock,
    /// Stop the clock's ticks.
    StopClock,
}

/// Something that waits for the player to confirm it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    /// Start a new game with these settings, abandoning the one under way.
    NewGame(GameSettings),
    /// Take a move back, which stops this game from counting in the statistics.
    Undo,
    /// Show a hint, which stops this game from counting in the statistics.
    Hint,
    /// Forget every statistic.
    ResetStats,
}

/// A hint: asked for a position, and rated once the answer comes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    id: u32,
    /// The position it is for.
    pub position: Position,
    /// Every move's rating; `None` while the computer thinks.
    pub rated: Option<Rated>,
}

/// The post-game analysis: the positions rated so far, in order from the start.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    /// `rated[i]` rates the position before move `i + 1`.
    pub rated: Vec<Rated>,
    /// The moves to rate in all.
    pub total: usize,
    /// The request in flight, while it runs.
    asking: Option<u32>,
}

impl Analysis {
    /// Whether it is rating positions now.
    pub fn running(&self) -> bool {
        self.asking.is_some()
    }
}

/// This visit's results against the computer; never stored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games the person won.
    pub you: u32,
    /// Games the computer won.
    pub computer: u32,
    /// Drawn games.
    pub draws: u32,
    /// Hints shown, in any game.
    pub hints: u32,
}

/// The search the session waits for.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Search {
    id: u32,
    position: Position,
    asked_at: f64,
}

/// The page's state. See the module documentation.
#[derive(Clone, Debug)]
pub struct Session {
    settings: Settings,
    game: Game,
    sowing: Option<Sowing>,
    status: String,
    focus: usize,
    preview: Option<Pit>,
    search: Option<Search>,
    next_search: u32,
    /// The computer's move, answered and waiting out its pause: (searched position, pit).
    answered: Option<(Position, Pit)>,
    report: String,
    notices: Vec<String>,
    stats: Stats,
    tally: Tally,
    pending: Option<Pending>,
    system_reduced_motion: bool,
    /// When this game's first move was shown.
    started_at: Option<f64>,
    /// Whether this game's result has been counted.
    counted: bool,
    /// Whether the player has been told that storage is not working.
    storage_trouble_said: bool,
    /// The position a replay shows: after this many moves (`None`: the game as it stands).
    replay: Option<usize>,
    hint: Option<Hint>,
    analysis: Option<Analysis>,
    /// In a game played by link, the player this device plays; the other moves elsewhere.
    seat: Option<Player>,
    /// The turn clock of a two-player game.
    clock: clock::State,
}

impl Session {
    /// The session a visit opens with, and what the page should do first. A link with a query
    /// decides the settings (and what it could not use is said); otherwise the settings saved
    /// on the last visit do; otherwise the defaults. Opening saves nothing.
    pub fn open(opening: Opening) -> (Session, Vec<Effect>) {
        let mut notices = Vec::new();
        let settings = opening_settings(&opening, &mut notices);
        let stats = match &opening.saved_stats {
            Ok(Some(text)) => stats_from_json(text).unwrap_or_else(|why| {
                notices.push(format!(
                    "Your saved statistics could not be read because {why}. They are left as \
                     they are for now: this visit counts afresh, and saves over them only when \
                     a game is counted."
                ));
                Stats::default()
            }),
            _ => Stats::default(),
        };
        let mut settings = settings;
        let (linked, mut seat) = linked_game(&opening, &settings, &mut notices);
        let from_link = linked.is_some();
        // A move sent by link: how the link's game stands to the one kept here.
        if seat.is_some()
            && let Some(game) = &linked
        {
            notices.extend(fork(game, &opening));
        }
        let resumed = match linked {
            Some(game) => Some((game, 0.0)),
            None => resume(&opening, &settings, &mut notices).map(|(game, elapsed, kept)| {
                seat = kept;
                (game, elapsed)
            }),
        };
        let (game, started_at) = match resumed {
            Some((game, elapsed)) => {
                settings.game = game.settings();
                (game, Some(-elapsed))
            }
            None => (
                Game::new(settings.game)
                    .or_else(|_| Game::new(GameSettings::default()))
                    .unwrap_or_else(|_| unreachable!("the default settings are valid")),
                None,
            ),
        };
        let status = match (started_at, seat) {
            (_, Some(seat)) => format!(
                "You are {}, playing by link. {}",
                game.role(seat).name(),
                game.turn_sentence()
            ),
            (Some(_), _) if from_link => format!(
                "A game from a link, after {}. {}",
                moves_count(game.record().ply()),
                game.turn_sentence()
            ),
            (Some(_), _) => format!("Game resumed. {}", game.turn_sentence()),
            (None, _) => game.status(),
        };
        let mut session = Session {
            settings,
            status,
            game,
            sowing: None,
            focus: 0,
            preview: None,
            search: None,
            next_search: 0,
            answered: None,
            report: String::new(),
            notices,
            stats,
            tally: Tally::default(),
            pending: None,
            system_reduced_motion: opening.system_reduced_motion,
            started_at,
            counted: false,
            storage_trouble_said: false,
            replay: None,
            hint: None,
            analysis: None,
            seat,
            clock: clock::State::new(opening.page_hidden),
        };
        if opening.saved_stats.is_err() {
            session.storage_trouble();
        }
        let mut effects = vec![Effect::SetAddress(link::write(&session.settings))];
        session.next_turn(0.0, &mut effects);
        session.sync_clock(0.0, &mut effects);
        (session, effects)
    }

    /// Carries out an action that happened at `now` (milliseconds on the page's clock), and
    /// says what the page should do.
    pub fn handle(&mut self, action: Action, now: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let out = &mut effects;
        // Whatever changes the game ends a replay first, so the board shows what changed.
        if matches!(
            action,
            Action::Undo
                | Action::Redo
                | Action::NewGame
                | Action::PlayAgain
                | Action::ChangeGame(_)
        ) {
            self.replay = None;
        }
        match action {
            Action::Sow(pit) => self.sow(pit, now, out),
            Action::Focus(index) => self.focus = index.min(5),
            Action::Preview(pit) => {
                self.preview = pit.filter(|&p| self.can_sow(self.game.position().to_move(), p));
            }
            Action::Tick => {
                let more = self.sowing.as_mut().is_some_and(Sowing::step);
                if self.sowing.is_some() && !more {
                    self.finish_move(now, out);
                }
            }
            Action::Skip => {
                if self.animating() {
                    self.finish_move(now, out);
                }
            }
            Action::Undo => self.undo(now, out),
            Action::Redo => self.travel(Game::redo, "Move played again.", now, out),
            Action::NewGame => self.request_new_game(self.settings.game, now, out),
            Action::PlayAgain => {
                if !self.animating() {
                    self.new_game(self.settings.game, now, out);
                }
            }
            Action::ChangeGame(game) => {
                if game != self.settings.game {
                    self.request_new_game(game, now, out);
                }
            }
            Action::SetSpeed(speed) => self.change_settings(
                Settings {
                    speed,
                    ..self.settings
                },
                out,
            ),
            Action::SetMotion(motion) => {
                self.change_settings(
                    Settings {
                        motion,
                        ..self.settings
                    },
                    out,
                );
            }
            Action::SystemMotion(reduced) => self.system_reduced_motion = reduced,
            Action::Confirm(yes) => self.confirm(yes, now, out),
            Action::AskResetStats => {
                if !self.stats.is_empty() {
                    self.pending = Some(Pending::ResetStats);
                }
            }
            Action::Dismiss(text) => self.notices.retain(|n| *n != text),
            Action::Reply { id, reply } => self.replied(id, reply, now, out),
            Action::PlayReply => self.play_reply(now, out),
            Action::StorageFailed => self.storage_trouble(),
            Action::NoWorker => self.tell(NO_WORKER),
            Action::Replay(step) => self.step_replay(step),
            Action::Hint => self.ask_hint(out),
            Action::Rated { id, rated } => self.rated(id, rated, out),
            Action::Analyse => self.analyse(out),
            Action::StopAnalysis => {
                if let Some(analysis) = &mut self.analysis
                    && analysis.asking.take().is_some()
                {
                    out.push(Effect::CancelSearch);
                    self.status = "Analysis stopped.".to_string();
                }
            }
            Action::SetClock(clock) => self.change_settings(
                Settings {
                    clock,
                    ..self.settings
                },
                out,
            ),
            Action::ClockTick => {}
            Action::PageHidden(hidden) => self.clock.hidden = hidden,
            Action::MoveSent { link, copied } => {
                let to = self.game.role(self.receiver()).name();
                if copied {
                    self.seat = Some(self.receiver().other());
                    self.status = format!(
                        "Your move is copied as a link: send it to {to} (in a message, say). \
                         Their reply comes back the same way."
                    );
                } else {
                    self.tell(&format!(
                        "Your browser would not copy, so here is the link to send {to}: {link}"
                    ));
                }
            }
            Action::LinkCopied { link, copied } => {
                if copied {
                    self.status = "Link to this game copied: whoever opens it sees the game \
                                   as it stands."
                        .to_string();
                } else {
                    self.tell(&format!(
                        "Your browser would not copy, so here is the link to this game: {link}"
                    ));
                }
            }
        }
        self.sync_clock(now, out);
        effects
    }

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The move being shown seed by seed, if any.
    pub fn sowing(&self) -> Option<&Sowing> {
        self.sowing.as_ref()
    }

    /// Whether a move is being shown.
    pub fn animating(&self) -> bool {
        self.sowing.is_some()
    }

    /// Whether the game is over on screen: over, with its last sowing shown to the end.
    pub fn shown_over(&self) -> bool {
        !self.animating() && self.game.turn() == Turn::Over
    }

    /// Every cell of the board as drawn now.
    pub fn board(&self) -> BoardView {
        if let Some(view) = self.replay.and_then(|ply| BoardView::at(&self.game, ply)) {
            return view;
        }
        let marks = Marks {
            may_sow: Player::BOTH.map(|player| self.may_move(player)),
            hint: self
                .hint()
                .and_then(|hint| Some(hint.rated.as_ref()?.best()?.0)),
        };
        BoardView::new(&self.game, self.sowing.as_ref(), self.preview, marks)
    }

    /// The status line: what happened and whose turn it is.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// The index (0 to 5) of the pit that holds the roving focus in the keyboard row.
    pub fn focus(&self) -> usize {
        self.focus
    }

    /// The pit hovered or focused, if it can be sown.
    pub fn preview(&self) -> Option<Pit> {
        self.preview
    }

    /// Whether the computer is thinking (or pausing before it moves).
    pub fn thinking(&self) -> bool {
        self.search.is_some() || self.answered.is_some()
    }

    /// What the computer's last search did, in words (empty before one).
    pub fn report(&self) -> &str {
        &self.report
    }

    /// Notices for the player, oldest first.
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// The records against the computer.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// This visit's results.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// The question waiting for an answer, if any.
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// The row a keyboard user moves along: the row of the person to move, or the bottom row
    /// while the computer moves or the game is over.
    pub fn keyboard_row(&self) -> Player {
        if let Some(seat) = self.seat {
            return seat;
        }
        match self.game.turn() {
            Turn::Person(player) if self.settings.game.opponent == Opponent::Human => player,
            _ => Player::South,
        }
    }

    /// Whether a person may sow this pit of `player`'s now.
    pub fn can_sow(&self, player: Player, pit: Pit) -> bool {
        self.may_move(player) && self.game.position().seeds(player, pit) > 0
    }

    /// Whether it is a person's turn on `player`'s side and nothing holds the board.
    pub fn may_move(&self, player: Player) -> bool {
        self.game.turn() == Turn::Person(player)
            && self.seat.is_none_or(|seat| seat == player)
            && !self.animating()
            && self.pending.is_none()
            && self.replay.is_none()
    }

    /// The query of a link to this game: its setup and every move (see [`link::write_game`]).
    pub fn game_link(&self) -> String {
        let settings = Settings {
            game: self.game.settings(),
            ..self.settings
        };
        link::write_game(&settings, self.game.record())
    }

    /// In a two-player game, the link that sends the last turn to the other player: the whole
    /// game, and whom it is for (see [`link::write_play`]).
    pub fn move_link(&self) -> String {
        let settings = Settings {
            game: self.game.settings(),
            ..self.settings
        };
        link::write_play(&settings, self.game.record(), self.receiver())
    }

    /// Whether "Send your move" applies: a two-player game with a move made, and, once the
    /// game is played by link, the turn of the player on the other device.
    pub fn can_send_move(&self) -> bool {
        self.game.settings().opponent == Opponent::Human
            && !self.animating()
            && self.game.record().outcomes().last().is_some_and(|last| {
                // Not in the middle of a turn: an extra turn is still the sender's to play.
                self.game.turn() == Turn::Over || last.mover != self.game.position().to_move()
            })
            && self
                .seat
                .is_none_or(|seat| self.game.turn() != Turn::Person(seat))
    }

    /// In a game played by link, the player this device plays.
    pub fn seat(&self) -> Option<Player> {
        self.seat
    }

    /// Who a sent move is for: the one who did not move last.
    fn receiver(&self) -> Player {
        match self.game.record().outcomes().last() {
            Some(last) => last.mover.other(),
            None => self.game.position().to_move(),
        }
    }

    /// The position a replay shows, as the number of moves played before it; `None` when the
    /// board shows the game as it stands.
    pub fn replay(&self) -> Option<usize> {
        self.replay
    }

    /// Where the replay stands, in words: "Replay: the start of 12 moves." or "Replay: after
    /// move 3 of 12 (you sowed pit 4)." `None` outside a replay.
    pub fn replay_sentence(&self) -> Option<String> {
        let ply = self.replay?;
        let total = self.game.record().ply();
        if ply == 0 {
            return Some(format!("Replay: the start, before {}.", moves_count(total)));
        }
        let outcomes = self.game.record().outcomes();
        let what = outcomes
            .get(ply - 1)
            .map(|outcome| self.game.describe(outcome))
            .unwrap_or_default();
        Some(format!("Replay: after move {ply} of {total}. {what}"))
    }

    /// Moves the replay. Stepping forward onto the game as it stands ends the replay.
    fn step_replay(&mut self, step: Step) {
        let total = self.game.record().ply();
        let at = self.replay.unwrap_or(total).min(total);
        let to = match step {
            Step::Back => at.saturating_sub(1),
            Step::Forward => at + 1,
            Step::First => 0,
            Step::To(ply) => ply,
            Step::Live => total,
        };
        self.replay = (to < total).then_some(to);
        if self.replay.is_some() {
            self.preview = None;
        }
    }

    /// The hint for the position on the board, if one was asked for it.
    pub fn hint(&self) -> Option<&Hint> {
        self.hint
            .as_ref()
            .filter(|hint| hint.position == *self.game.position() && self.replay.is_none())
    }

    /// The post-game analysis, once asked for.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref()
    }

    /// One point per move the analysis has rated.
    pub fn analysis_points(&self) -> Vec<Point> {
        self.analysis
            .as_ref()
            .map(|analysis| points(self.game.record(), &analysis.rated))
            .unwrap_or_default()
    }

    /// Asks for a hint, or first asks whether to give up counting the game.
    fn ask_hint(&mut self, out: &mut Vec<Effect>) {
        let position = *self.game.position();
        if !self.may_move(position.to_move()) || self.hint().is_some() {
            return;
        }
        if self.game.settings().opponent == Opponent::Computer && !self.game.undo_used() {
            self.pending = Some(Pending::Hint);
            return;
        }
        self.tally.hints += 1;
        let id = self.next_id();
        self.hint = Some(Hint {
            id,
            position,
            rated: None,
        });
        self.status = "Looking for the best move…".to_string();
        out.push(Effect::Rate {
            id,
            position,
            review: false,
        });
    }

    /// A rating came back: a hint to show, or the next position of the analysis to ask for.
    fn rated(&mut self, id: u32, rated: Rated, out: &mut Vec<Effect>) {
        if let Some(hint) = self.hint.as_mut().filter(|hint| hint.id == id) {
            if hint.position == *self.game.position() {
                self.status = hint_sentence(&rated).map_or_else(
                    || "No hint: there is no move to make.".to_string(),
                    |sentence| format!("Hint: {sentence}"),
                );
            }
            hint.rated = Some(rated);
            return;
        }
        if let Some(analysis) = self.analysis.as_mut()
            && analysis.asking == Some(id)
        {
            analysis.asking = None;
            analysis.rated.push(rated);
            self.analyse(out);
        }
    }

    /// Rates the next position of a finished game, or says the analysis is done.
    fn analyse(&mut self, out: &mut Vec<Effect>) {
        if self.game.turn() != Turn::Over {
            return;
        }
        let total = self.game.record().ply();
        let id = self.next_id();
        let analysis = self.analysis.get_or_insert_with(Analysis::default);
        if analysis.asking.is_some() {
            return;
        }
        analysis.total = total;
        let next = analysis.rated.len();
        match self.game.record().position_at(next) {
            Some(position) if next < total => {
                analysis.asking = Some(id);
                if next == 0 {
                    self.status = "Analysing the game…".to_string();
                }
                out.push(Effect::Rate {
                    id,
                    position,
                    review: true,
                });
            }
            _ => self.status = "Analysis done: the graph shows how the game went.".to_string(),
        }
    }

    /// A fresh id for a request to the computer.
    fn next_id(&mut self) -> u32 {
        self.next_search = self.next_search.wrapping_add(1).max(1);
        self.next_search
    }

    /// Whether moves are applied at once.
    pub fn reduced_motion(&self) -> bool {
        self.settings.motion.is_reduced(self.system_reduced_motion)
    }

    /// Shows a notice, unless the same one is showing.
    fn tell(&mut self, text: &str) {
        if !self.notices.iter().any(|n| n == text) {
            self.notices.push(text.to_string());
        }
    }

    /// Says, once a visit, that storage is not working.
    fn storage_trouble(&mut self) {
        if !self.storage_trouble_said {
            self.storage_trouble_said = true;
            self.tell(STORAGE_TROUBLE);
        }
    }

    fn sow(&mut self, pit: Pit, now: f64, out: &mut Vec<Effect>) {
        if self.animating() || self.pending.is_some() {
            return;
        }
        if self.replay.is_some() {
            self.status = "This is a replay: go back to the game to move.".to_string();
            return;
        }
        if self
            .seat
            .is_some_and(|seat| seat != self.game.position().to_move())
        {
            self.status = "It is not your turn: the other player moves on their device.".into();
            return;
        }
        self.focus = pit.index();
        let before = *self.game.position();
        match self.game.play(pit) {
            Ok(outcome) => {
                let outcome = outcome.clone();
                self.show_move(before, outcome, now, out);
            }
            Err(MoveError::Illegal(PlayError::EmptyPit(_))) => {
                self.status = format!("Pit {pit} is empty: choose a pit with seeds.");
            }
            Err(MoveError::NotYourTurn) => self.status = "It is not your turn.".to_string(),
            Err(error) => self.status = format!("Pit {pit} cannot be sown: {error}."),
        }
    }

    /// Shows a move that the game has already applied: seed by seed, or at once.
    fn show_move(
        &mut self,
        before: Position,
        outcome: crate::engine::Outcome,
        now: f64,
        out: &mut Vec<Effect>,
    ) {
        self.preview = None;
        self.started_at.get_or_insert(now);
        // Said as the move starts: the status never shows the move before during a sowing.
        self.status = self.game.status();
        self.save_game(now, out);
        let interval = self.settings.speed.seed_interval_ms();
        if interval == 0 || self.reduced_motion() {
            self.finish_move(now, out);
            return;
        }
        self.sowing = Some(Sowing::new(before, outcome));
        out.push(Effect::StartTicker(interval));
    }

    /// Ends the animation (or skips the rest of it) and moves the game on.
    fn finish_move(&mut self, now: f64, out: &mut Vec<Effect>) {
        if self.sowing.take().is_some() {
            out.push(Effect::StopTicker);
        }
        self.status = self.game.status();
        if let Some(seat) = self.seat
            && self.game.turn() == Turn::Person(seat.other())
        {
            self.status += &format!(
                " Send your move to {} with \u{201c}Send your move\u{201d}.",
                self.game.role(seat.other()).name()
            );
        }
        if self.game.turn() == Turn::Over {
            self.count_finished_game(now, out);
        }
        self.next_turn(now, out);
    }

    /// Asks the computer for its move when it is its turn and nothing is being shown.
    fn next_turn(&mut self, now: f64, out: &mut Vec<Effect>) {
        if self.animating() || self.thinking() || self.game.turn() != Turn::Computer {
            return;
        }
        let id = self.next_id();
        let position = *self.game.position();
        self.search = Some(Search {
            id,
            position,
            asked_at: now,
        });
        out.push(Effect::Search {
            id,
            position,
            level: self.settings.game.level,
        });
    }

    fn replied(&mut self, id: u32, reply: Reply, now: f64, out: &mut Vec<Effect>) {
        let Some(search) = self.search.filter(|s| s.id == id) else {
            return;
        };
        self.search = None;
        if *self.game.position() != search.position {
            return;
        }
        self.report = search_report(&reply);
        let Some(pit) = reply.pit else {
            self.status = "The computer could not find a move; please start a new game.".into();
            return;
        };
        let pause = if self.reduced_motion() {
            0.0
        } else {
            COMPUTER_PAUSE_MS
        };
        self.answered = Some((search.position, pit));
        out.push(Effect::Wait(
            (pause - (now - search.asked_at)).max(0.0) as u32
        ));
    }

    fn play_reply(&mut self, now: f64, out: &mut Vec<Effect>) {
        let Some((searched, pit)) = self.answered.take() else {
            return;
        };
        if let Ok(outcome) = self.game.play_computer(pit, &searched) {
            let outcome = outcome.clone();
            self.show_move(searched, outcome, now, out);
        }
    }

    /// Stores the game as it stands, so that a reload resumes it.
    fn save_game(&self, now: f64, out: &mut Vec<Effect>) {
        out.push(Effect::SaveGame(game_to_json(&SavedGame {
            settings: self.settings,
            moves: self.game.record().moves().to_vec(),
            undo_used: self.game.undo_used(),
            seat: self.seat,
            elapsed_ms: self
                .started_at
                .map_or(0, |start| (now - start).max(0.0) as u64),
        })));
    }

    /// Drops any search or rating in flight, any answer waiting, any move being shown, and
    /// the hint and analysis of the game as it was.
    fn cancel(&mut self, out: &mut Vec<Effect>) {
        if self.sowing.take().is_some() {
            out.push(Effect::StopTicker);
        }
        if self.answered.take().is_some() {
            out.push(Effect::CancelWait);
        }
        let hinting = self.hint.take().is_some_and(|hint| hint.rated.is_none());
        let analysing = self.analysis.take().is_some_and(|a| a.asking.is_some());
        if self.search.take().is_some() || hinting || analysing {
            out.push(Effect::CancelSearch);
        }
    }

    /// Counts a finished game against the computer: always in this visit's tally, and in the
    /// stored statistics unless a move was taken back.
    fn count_finished_game(&mut self, now: f64, out: &mut Vec<Effect>) {
        let game = &self.game;
        let (Some(result), false) = (game.result(), self.counted) else {
            return;
        };
        if game.settings().opponent != Opponent::Computer {
            return;
        }
        self.counted = true;
        // The person always plays South.
        let outcome = match result.winner() {
            Some(Player::South) => Outcome::Won,
            Some(Player::North) => Outcome::Lost,
            None => Outcome::Drawn,
        };
        match outcome {
            Outcome::Won => self.tally.you += 1,
            Outcome::Lost => self.tally.computer += 1,
            Outcome::Drawn => self.tally.draws += 1,
        }
        if game.undo_used() {
            return;
        }
        let finished = Finished {
            outcome,
            store: u32::from(game.position().store(Player::South)),
            margin: u32::try_from(result.margin_for(Player::South).max(0)).unwrap_or(0),
            millis: self
                .started_at
                .map_or(0, |start| (now - start).max(0.0) as u64),
        };
        let settings = game.settings();
        self.stats.add(&settings, finished);
        out.push(Effect::SaveStats(stats_to_json(&self.stats)));
    }

    fn request_new_game(&mut self, game: GameSettings, now: f64, out: &mut Vec<Effect>) {
        if self.animating() {
            return;
        }
        if self.game.in_progress() {
            self.pending = Some(Pending::NewGame(game));
        } else {
            self.new_game(game, now, out);
        }
    }

    fn new_game(&mut self, settings: GameSettings, now: f64, out: &mut Vec<Effect>) {
        let Ok(game) = Game::new(settings) else {
            self.tell("Those settings are not valid; nothing was changed.");
            return;
        };
        self.cancel(out);
        self.started_at = None;
        self.counted = false;
        self.seat = None;
        self.report.clear();
        self.status = format!("New game. {}", game.status());
        self.game = game;
        self.clock.restart();
        self.focus = 0;
        self.preview = None;
        self.change_settings(
            Settings {
                game: settings,
                ..self.settings
            },
            out,
        );
        self.save_game(now, out);
        self.next_turn(now, out);
    }

    /// Puts new settings in force: the address shows them, and storage keeps them for the next
    /// plain visit.
    fn change_settings(&mut self, settings: Settings, out: &mut Vec<Effect>) {
        if settings == self.settings {
            return;
        }
        self.settings = settings;
        out.push(Effect::SetAddress(link::write(&settings)));
        out.push(Effect::SaveSettings(settings_to_json(&settings)));
    }

    fn confirm(&mut self, yes: bool, now: f64, out: &mut Vec<Effect>) {
        let Some(pending) = self.pending.take() else {
            return;
        };
        if !yes {
            return;
        }
        match pending {
            Pending::NewGame(settings) => self.new_game(settings, now, out),
            Pending::Undo => self.travel(Game::undo, "Move taken back.", now, out),
            Pending::Hint => {
                self.game.forgo_counting();
                self.save_game(now, out);
                self.ask_hint(out);
            }
            Pending::ResetStats => {
                self.stats = Stats::default();
                out.push(Effect::SaveStats(stats_to_json(&self.stats)));
                self.status = "Statistics reset.".into();
            }
        }
    }

    /// Undo: against the computer, the first take-back of a game asks first, because it stops
    /// the game from counting in the statistics.
    fn undo(&mut self, now: f64, out: &mut Vec<Effect>) {
        if self.animating() || !self.game.can_undo() {
            return;
        }
        let game = &self.game;
        if game.settings().opponent == Opponent::Computer && !game.undo_used() && game.in_progress()
        {
            self.pending = Some(Pending::Undo);
        } else {
            self.travel(Game::undo, "Move taken back.", now, out);
        }
    }

    /// Undo or redo: drops any search in flight, applies `step`, says what happened, and lets
    /// the computer move if it is now its turn.
    fn travel(&mut self, step: fn(&mut Game) -> bool, said: &str, now: f64, out: &mut Vec<Effect>) {
        if self.animating() {
            return;
        }
        self.cancel(out);
        if step(&mut self.game) {
            self.status = format!("{said} {}", self.game.turn_sentence());
            self.save_game(now, out);
        }
        self.next_turn(now, out);
    }
}

/// The saved game to resume, if there is one under way and the visit is a plain one or its
/// link sets up that same game (as the address does after a reload), with how long it has been
/// played and, in a game played by link, this device's player. A save that cannot be resumed
/// is said, and a new game starts.
fn resume(
    opening: &Opening,
    settings: &Settings,
    notices: &mut Vec<String>,
) -> Option<(Game, f64, Option<Player>)> {
    let Ok(Some(text)) = &opening.saved_game else {
        return None;
    };
    let plain = opening.link.trim_start_matches('?').is_empty();
    let resumed = game_from_json(text)
        .map_err(|why| why.to_string())
        .and_then(|saved| {
            Game::resume(saved.settings.game, &saved.moves, saved.undo_used)
                .map(|game| (game, saved.elapsed_ms as f64, saved.seat))
                .map_err(|why| why.to_string())
        });
    match resumed {
        Ok((game, ..)) if !plain && game.settings() != settings.game => None,
        Ok((game, elapsed, seat)) => game.in_progress().then_some((game, elapsed, seat)),
        Err(_) if !plain => None,
        Err(why) => {
            notices.push(format!(
                "Your saved game could not be resumed because {why}, so a new game starts."
            ));
            None
        }
    }
}

/// The game a link holds (`game=`), at its last position, with a notice for what of it could
/// not be used (`None` when the link holds no game or none of it can be used), and, in a
/// two-player game sent by link (`play=`), the player this device plays.
fn linked_game(
    opening: &Opening,
    settings: &Settings,
    notices: &mut Vec<String>,
) -> (Option<Game>, Option<Player>) {
    let read = link::parse(&opening.link);
    let Some(text) = read.game else {
        return (None, None);
    };
    let (game, notice) = link::read_game(settings.game, &text);
    notices.extend(notice);
    let seat = read.seat.filter(|_| {
        game.as_ref()
            .is_some_and(|g| g.settings().opponent == Opponent::Human)
    });
    (game, seat)
}

/// How a game sent by link stands to the game kept on this device, when that is not simply an
/// earlier point of it: older than it, or parting from it (a reply to an old link). The link's
/// game is the one shown (and saved once a move is made in it); the notice says what differs,
/// with a link back to the game kept here, so that it is not lost without a word.
fn fork(linked: &Game, opening: &Opening) -> Option<String> {
    let Ok(Some(text)) = &opening.saved_game else {
        return None;
    };
    let kept = game_from_json(text).ok()?;
    let ours = &kept.moves;
    let theirs = linked.record().moves();
    if kept.settings.game != linked.settings() || theirs.starts_with(ours) {
        return None;
    }
    let same = ours.iter().zip(theirs).take_while(|(a, b)| a == b).count();
    let kept_link = link::write_game(
        &kept.settings,
        Game::resume(kept.settings.game, ours, false).ok()?.record(),
    );
    let what = match theirs.get(same) {
        None => format!(
            "This link is older than the game on this device: it stops after move {same}, \
             and yours goes on to move {}.",
            ours.len()
        ),
        Some(pit) => format!(
            "This link's game parts from the one on this device after move {same}: move {} \
             was pit {} there, and pit {pit} in the link.",
            same + 1,
            ours[same]
        ),
    };
    Some(format!(
        "{what} The link's game is shown; to go back to the one from this device, open \
         ?{kept_link}"
    ))
}

/// The settings to open with (see [`Session::open`]).
fn opening_settings(opening: &Opening, notices: &mut Vec<String>) -> Settings {
    if !opening.link.trim_start_matches('?').is_empty() {
        let read = link::parse(&opening.link);
        notices.extend(read.notice());
        return read.settings;
    }
    match &opening.saved_settings {
        Ok(Some(text)) => settings_from_json(text).unwrap_or_else(|why| {
            notices.push(format!(
                "Your saved settings could not be used because {why}, so the defaults apply. \
                 They are saved again when you change a setting."
            ));
            Settings::default()
        }),
        _ => Settings::default(),
    }
}

/// The computer's last search in words: "The computer looked 18 moves ahead (1.2 million
/// positions)." Empty for a move found without a search.
fn search_report(reply: &Reply) -> String {
    if reply.exact {
        "The computer has worked this game out to the end.".to_string()
    } else if reply.depth > 0 {
        format!(
            "The computer looked {} moves ahead ({}).",
            reply.depth,
            positions(reply.nodes)
        )
    } else {
        String::new()
    }
}

/// A count of positions in words: "1 position", "840 positions", "12,300 positions",
/// "1.2 million positions".
fn positions(nodes: u64) -> String {
    let hundreds = nodes.saturating_add(50) / 100 * 100;
    match nodes {
        1 => "1 position".to_string(),
        0..1_000 => format!("{nodes} positions"),
        _ if hundreds < 1_000_000 => {
            format!("{},{:03} positions", hundreds / 1000, hundreds % 1000)
        }
        _ => {
            // Whole-number arithmetic: the page formats no floating-point number.
            let tenths = nodes.saturating_add(50_000) / 100_000;
            format!("{}.{} million positions", tenths / 10, tenths % 10)
        }
    }
}

/// "1 move", "12 moves".
fn moves_count(n: usize) -> String {
    match n {
        1 => "1 move".to_string(),
        n => format!("{n} moves"),
    }
}
