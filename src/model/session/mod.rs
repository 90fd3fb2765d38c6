//! The state machine the page runs on. The page hands it [`Action`]s (a pit chosen, undo, a
//! setting changed, the computer's reply, an animation tick) with the time they happened; it
//! changes its state and answers with [`Effect`]s for the page to carry out (start a timer,
//! ask the computer, write storage, rewrite the address). It never touches a browser, reads a
//! clock or starts a timer itself, so every policy of the page is tested natively.
//!
//! The session is a coordinator of parts, each in a file of its own that owns its state and
//! says what it wants done rather than writing the session's fields: opening a
//! visit, the computer's one request in flight, the turn clock, the replay, hints and the
//! analysis, play by link, the statistics, saving, notices and the status line. The
//! coordinator dispatches each action to the parts and answers the page's questions.
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

mod by_link;
mod clock;
mod computer;
mod hint;
mod notices;
mod opening;
mod replay;
mod saving;
mod status;
mod tally;
mod vocabulary;

use crate::engine::{Outcome, Pit, PlayError, Player, Position};
use crate::model::board::{BoardView, Marks, Sowing};
use crate::model::game::{Game, MoveError, Turn};
use crate::model::link;
use crate::model::records::Stats;
use crate::model::review::{Point, Rated, points};
use crate::model::saved::settings_to_json;
use crate::model::settings::{GameSettings, Opponent, Settings};
use crate::worker::protocol::Purpose;

pub use computer::{COMPUTER_PAUSE_MS, Request};
pub use hint::{Analysis, Suggestion};
pub use notices::{Fork, Notice, NoticeKind, Parting};
pub use status::{Said, Status};
pub use tally::{Tally, counts};
pub use vocabulary::{Action, Effect, Opening, Pending, Refused, Reply, Step};

use computer::{Answered, Computer};
use replay::Replay;

/// The page's state. See the module documentation.
#[derive(Clone, Debug)]
pub struct Session {
    settings: Settings,
    game: Game,
    sowing: Option<Sowing>,
    status: Status,
    focus: usize,
    preview: Option<Pit>,
    computer: Computer,
    notices: notices::Notices,
    statistics: tally::Statistics,
    pending: Option<Pending>,
    system_reduced_motion: bool,
    /// When this game's first move was shown.
    started_at: Option<f64>,
    replay: Replay,
    hints: hint::Hints,
    /// In a game played by link, the player this device plays; the other moves elsewhere.
    seat: Option<Player>,
    clock: clock::TurnClocks,
}

impl Session {
    /// The session a visit opens with, and what the page should do first. A link with a query
    /// decides the settings (and what it could not use is said); otherwise the settings saved
    /// on the last visit do; otherwise the defaults. Opening saves nothing, except a game
    /// received by link, which replaces the one kept on the device.
    pub fn open(opening: Opening) -> (Session, Vec<Effect>) {
        let opened = opening::open(&opening);
        let mut session = Session {
            settings: opened.settings,
            game: opened.game,
            sowing: None,
            status: Status::new(opened.said),
            focus: 0,
            preview: None,
            computer: Computer::default(),
            notices: notices::Notices::new(opened.notices),
            statistics: tally::Statistics::new(opened.stats),
            pending: None,
            system_reduced_motion: opening.system_reduced_motion,
            started_at: opened.started_at,
            replay: Replay::default(),
            hints: hint::Hints::default(),
            seat: opened.seat,
            clock: clock::TurnClocks::new(opening.page_hidden),
        };
        let mut effects = vec![Effect::SetAddress(link::write(&session.settings))];
        if opened.save {
            session.save_game(0.0, &mut effects);
        }
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
        if action.changes_game() {
            self.end_replay();
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
            Action::Redo => self.travel(Game::redo, Said::PlayedAgain, now, out),
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
            Action::SetSpeed(speed) => self.change(|s| s.speed = speed, out),
            Action::SetMotion(motion) => self.change(|s| s.motion = motion, out),
            Action::SetClock(clock) => self.change(|s| s.clock = clock, out),
            Action::SystemMotion(reduced) => self.system_reduced_motion = reduced,
            Action::Confirm(yes) => self.confirm(yes, now, out),
            Action::AskResetStats => {
                if !self.statistics.stats().is_empty() {
                    self.pending = Some(Pending::ResetStats);
                }
            }
            Action::Dismiss(kind) => self.notices.dismiss(kind),
            Action::Reply { id, reply } => self.replied(id, reply, now, out),
            Action::PlayReply => {
                if let Some((searched, pit)) = self.computer.take_move()
                    && let Ok(outcome) = self.game.play_computer(pit, &searched)
                {
                    let outcome = outcome.clone();
                    self.show_move(searched, outcome, now, out);
                }
            }
            Action::StorageFailed => self.notices.tell(Notice::StorageTrouble),
            Action::NoWorker => self.notices.tell(Notice::NoWorker),
            Action::Replay(step) => {
                self.replay.step(step, self.game.record().ply());
                if self.replay.at().is_some() {
                    self.preview = None;
                } else {
                    self.end_replay();
                }
            }
            Action::Hint => self.ask_hint(out),
            Action::Rated { id, rated } => self.rated(id, rated, out),
            Action::Analyse => self.analyse(out),
            Action::StopAnalysis => {
                if let Some(cancel) = self.computer.stop_review() {
                    out.push(cancel);
                    self.say(Said::AnalysisStopped);
                }
            }
            Action::ClockTick => {}
            Action::PageHidden(hidden) => self.clock.set_hidden(hidden),
            Action::MoveSent { link, copied } => match by_link::sent(&self.game, link, copied) {
                Ok(seat) => {
                    // This device plays the side that moved from now on: kept at once, so that
                    // a reload before the next move still knows it.
                    self.seat = Some(seat);
                    self.say(Said::MoveCopied(seat.other()));
                    self.save_game(now, out);
                }
                Err(notice) => self.notices.tell(notice),
            },
            Action::LinkCopied { copied: true, .. } => self.say(Said::LinkCopied),
            Action::LinkCopied { link, .. } => self.notices.tell(Notice::LinkNotCopied(link)),
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
        if let Some(view) = self
            .replay
            .at()
            .and_then(|ply| BoardView::at(&self.game, ply))
        {
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
    pub fn status(&self) -> String {
        self.status.words(&self.game, self.seat)
    }

    /// What the status line says, as data.
    pub fn said(&self) -> &Status {
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
        self.computer.thinking()
    }

    /// What is asked of the computer now.
    pub fn request(&self) -> Request {
        self.computer.request()
    }

    /// What the computer's last search did, in words (empty before one).
    pub fn report(&self) -> String {
        self.computer.report()
    }

    /// Notices for the player, oldest first.
    pub fn notices(&self) -> &[Notice] {
        self.notices.shown()
    }

    /// The records against the computer.
    pub fn stats(&self) -> &Stats {
        self.statistics.stats()
    }

    /// This visit's results.
    pub fn tally(&self) -> Tally {
        self.statistics.tally()
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
            && self.replay.at().is_none()
    }

    /// The query of a link to this game: its setup and every move (see [`link::write_game`]).
    pub fn game_link(&self) -> String {
        link::write_game(&self.game_settings(), self.game.record())
    }

    /// In a two-player game, the link that sends the last turn to the other player: the whole
    /// game, and whom it is for (see [`link::write_play`]).
    pub fn move_link(&self) -> String {
        let to = by_link::receiver(&self.game);
        link::write_play(&self.game_settings(), self.game.record(), to)
    }

    /// Whether "Send your move" applies: a two-player game with a move made, and, once the
    /// game is played by link, the turn of the player on the other device.
    pub fn can_send_move(&self) -> bool {
        !self.animating() && by_link::can_send_move(&self.game, self.seat)
    }

    /// In a game played by link, the player this device plays.
    pub fn seat(&self) -> Option<Player> {
        self.seat
    }

    /// The position a replay shows, as the number of moves played before it; `None` when the
    /// board shows the game as it stands.
    pub fn replay(&self) -> Option<usize> {
        self.replay.at()
    }

    /// Where the replay stands, in words: "Replay: the start, before 12 moves." or "Replay:
    /// after move 3 of 12. You sowed pit 4." `None` outside a replay.
    pub fn replay_sentence(&self) -> Option<String> {
        self.replay.sentence(&self.game)
    }

    /// The hint for the position on the board, if one was asked for it.
    pub fn hint(&self) -> Option<&Suggestion> {
        let shown = self.replay.at().is_none();
        self.hints.hint_for(self.game.position()).filter(|_| shown)
    }

    /// The post-game analysis, once asked for.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.hints.analysis()
    }

    /// Whether the analysis is rating positions now.
    pub fn analysis_running(&self) -> bool {
        self.computer.reviewing()
    }

    /// One point per move the analysis has rated.
    pub fn analysis_points(&self) -> Vec<Point> {
        self.analysis()
            .map(|analysis| points(self.game.record(), &analysis.rated))
            .unwrap_or_default()
    }

    /// The turn clock in words, "Player 1: 1:23"; `None` when no clock runs.
    pub fn clock_text(&self) -> Option<String> {
        self.clock.text(&self.game)
    }

    /// Whether moves are applied at once.
    pub fn reduced_motion(&self) -> bool {
        self.settings.motion.is_reduced(self.system_reduced_motion)
    }

    /// The settings of the game in play, with the page's own settings in force.
    fn game_settings(&self) -> Settings {
        Settings {
            game: self.game.settings(),
            ..self.settings
        }
    }

    /// Says something new on the status line.
    fn say(&mut self, said: Said) {
        self.status = Status::new(said);
    }

    /// Ends a replay; a refusal to move that it caused gives way to whose turn it is.
    fn end_replay(&mut self) {
        self.replay.end();
        if matches!(self.status.said, Said::ReplayRefused) {
            self.say(Said::Turn);
        }
    }

    fn sow(&mut self, pit: Pit, now: f64, out: &mut Vec<Effect>) {
        if self.animating() || self.pending.is_some() {
            return;
        }
        if self.replay.at().is_some() {
            return self.say(Said::ReplayRefused);
        }
        if by_link::elsewhere(&self.game, self.seat) {
            return self.say(Said::OtherDevice);
        }
        self.focus = pit.index();
        let before = *self.game.position();
        match self.game.play(pit) {
            Ok(outcome) => {
                let outcome = outcome.clone();
                self.show_move(before, outcome, now, out);
            }
            Err(MoveError::Illegal(PlayError::EmptyPit(_))) => self.say(Said::EmptyPit(pit)),
            Err(MoveError::NotYourTurn) => self.say(Said::NotYourTurn),
            Err(error) => self.say(Said::CannotSow(pit, error)),
        }
    }

    /// Shows a move that the game has already applied: seed by seed, or at once.
    fn show_move(&mut self, before: Position, outcome: Outcome, now: f64, out: &mut Vec<Effect>) {
        self.preview = None;
        self.started_at.get_or_insert(now);
        // Said as the move starts: the status never shows the move before during a sowing.
        self.say(Said::Move);
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
        // Still said of a player whose time ran out, if this is the move played for them.
        self.status.said = Said::MoveShown;
        if self.game.turn() == Turn::Over {
            let millis = saving::played_ms(self.started_at, now);
            out.extend(self.statistics.count(&self.game, millis));
        }
        self.next_turn(now, out);
    }

    /// Asks the computer for its move when it is its turn and nothing is being shown.
    fn next_turn(&mut self, now: f64, out: &mut Vec<Effect>) {
        if self.animating() || self.thinking() || self.game.turn() != Turn::Computer {
            return;
        }
        let position = *self.game.position();
        out.push(
            self.computer
                .ask_move(position, self.settings.game.level, now),
        );
    }

    fn replied(&mut self, id: u32, reply: Reply, now: f64, out: &mut Vec<Effect>) {
        let at = *self.game.position();
        match self
            .computer
            .answered(id, reply, at, now, self.reduced_motion())
        {
            Answered::Stale | Answered::Outdated => {}
            Answered::NoMove => self.say(Said::NoMoveFound),
            Answered::Pause(ms) => out.push(Effect::Wait(ms)),
        }
    }

    /// Stores the game as it stands, so that a reload resumes it.
    fn save_game(&self, now: f64, out: &mut Vec<Effect>) {
        out.push(saving::save(
            self.settings,
            &self.game,
            self.seat,
            self.started_at,
            now,
        ));
    }

    /// Drops any request to the computer, any answer waiting, any move being shown, and the
    /// hint and analysis of the game as it was.
    fn cancel(&mut self, out: &mut Vec<Effect>) {
        if self.sowing.take().is_some() {
            out.push(Effect::StopTicker);
        }
        out.extend(self.computer.cancel());
        self.hints.clear();
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
            return self.notices.tell(Notice::InvalidSettings);
        };
        self.cancel(out);
        self.started_at = None;
        self.statistics.new_game();
        self.seat = None;
        self.computer.forget_report();
        self.game = game;
        self.say(Said::NewGame);
        self.clock.restart();
        self.focus = 0;
        self.preview = None;
        self.change(|s| s.game = settings, out);
        self.save_game(now, out);
        self.next_turn(now, out);
    }

    /// Changes one setting (see [`Session::change_settings`]).
    fn change(&mut self, setting: impl FnOnce(&mut Settings), out: &mut Vec<Effect>) {
        let mut settings = self.settings;
        setting(&mut settings);
        self.change_settings(settings, out);
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
            Pending::Undo => self.travel(Game::undo, Said::TakenBack, now, out),
            Pending::Hint => {
                self.game.forgo_counting();
                self.save_game(now, out);
                self.ask_hint(out);
            }
            Pending::ResetStats => {
                out.push(self.statistics.reset());
                self.say(Said::StatsReset);
            }
        }
    }

    /// Undo: against the computer, the first take-back of a game asks first, because it stops
    /// the game from counting in the statistics.
    fn undo(&mut self, now: f64, out: &mut Vec<Effect>) {
        if self.animating() || !self.game.can_undo() {
            return;
        }
        if self.game.in_progress() && counts(&self.game) {
            self.pending = Some(Pending::Undo);
        } else {
            self.travel(Game::undo, Said::TakenBack, now, out);
        }
    }

    /// Undo or redo: drops any request in flight, applies `step`, says what happened, and lets
    /// the computer move if it is now its turn.
    fn travel(&mut self, step: fn(&mut Game) -> bool, said: Said, now: f64, out: &mut Vec<Effect>) {
        if self.animating() {
            return;
        }
        self.cancel(out);
        if step(&mut self.game) {
            self.say(said);
            self.save_game(now, out);
        }
        self.next_turn(now, out);
    }

    /// Asks for a hint, or first asks whether to give up counting the game.
    fn ask_hint(&mut self, out: &mut Vec<Effect>) {
        let position = *self.game.position();
        if !self.may_move(position.to_move()) || self.hint().is_some() {
            return;
        }
        if counts(&self.game) {
            self.pending = Some(Pending::Hint);
            return;
        }
        self.statistics.hint_shown();
        self.hints.asked(position);
        self.say(Said::HintLooking);
        out.push(self.computer.ask_rating(position, Purpose::Hint));
    }

    /// A rating came back: a hint to show, or the next position of the analysis to ask for.
    fn rated(&mut self, id: u32, rated: Rated, out: &mut Vec<Effect>) {
        match self.computer.take_rating(id) {
            Some(Request::Hint { position, .. }) => {
                let at = *self.game.position();
                if let Some(said) = self.hints.hint_rated(position, rated, at) {
                    self.say(said);
                }
            }
            Some(Request::Review { .. }) => {
                self.hints.reviewed(rated);
                self.analyse(out);
            }
            _ => {}
        }
    }

    /// Rates the next position of a finished game, or says the analysis is done.
    fn analyse(&mut self, out: &mut Vec<Effect>) {
        if self.game.turn() != Turn::Over || self.computer.reviewing() {
            return;
        }
        let (next, said) = self.hints.next_review(self.game.record());
        if let Some(said) = said {
            self.say(said);
        }
        if let Some(position) = next {
            out.push(self.computer.ask_rating(position, Purpose::Review));
        }
    }

    /// Brings the clock in line with the game after an action at `now`: hears its news (a
    /// warning to say, or a player out of time, for whom a random legal move is played), then
    /// has it time the turn in play.
    fn sync_clock(&mut self, now: f64, out: &mut Vec<Effect>) {
        match self.clock.advance(now) {
            Some(clock::News::Warning(player, seconds)) => {
                self.say(Said::ClockWarning { player, seconds });
            }
            Some(clock::News::TimeUp(player)) => self.time_out(player, now, out),
            None => {}
        }
        let wanted = clock::wanted(&self.game, self.settings.clock, self.animating(), self.seat);
        out.extend(self.clock.follow(wanted, self.game.record().ply(), now));
    }

    /// Plays a random legal move for `player`, whose time is up, and says so.
    fn time_out(&mut self, player: Player, now: f64, out: &mut Vec<Effect>) {
        // The board shows the move played, even if a replay showed another position.
        self.replay.end();
        let before = *self.game.position();
        let Some(Ok(outcome)) = clock::random_pit(&before, now).map(|pit| self.game.play(pit))
        else {
            return;
        };
        let outcome = outcome.clone();
        self.show_move(before, outcome, now, out);
        self.status.timed_out = Some(player);
    }
}
