//! Play's door and flow, which the router still runs itself until play has a controller of its
//! own (issue 33): the page's actions ([`Session::handle`]), what the page asks of the game (the board as drawn, the status line, whether a
//! pit may be sown), and what a move, an undo, a new game, a hint, the post-game analysis and
//! the turn clock do to the parts in play/ and to the request to the computer. One concern in
//! a file of its own, so that the router's mod.rs holds only what spans the modes.

use super::computer::{Answered, Request};
use super::switch::Open;
use super::{Action, Cue, Effect, Pending, Reply, Session};
use crate::engine::{Move, Outcome, Pit, Player, Position};
use crate::model::board::{BoardView, Marks};
use crate::model::common::notices::Notice;
use crate::model::game::{Game, Turn};
use crate::model::play::clock::{self, Ticks};
use crate::model::play::hint::{Analysis, Suggestion};
use crate::model::play::status::{Said, Status};
use crate::model::play::table::Table;
use crate::model::play::tally::{Statistics, counts};
use crate::model::review::{Point, Rated, points};
use crate::model::settings::{GameSettings, Sound};
use crate::worker::protocol::{Pie, Purpose};

impl Session {
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
            Action::Swap => self.swap(now, out),
            Action::Focus(index) => self.table.set_focus(index),
            Action::Preview(pit) => {
                let mover = self.game().position().to_move();
                let pit = pit.filter(|&p| self.can_sow(mover, p));
                self.table.set_preview(pit);
            }
            // A tick shows the next seed; after the last one, or on a skip, the move is shown.
            Action::Tick | Action::Skip => {
                if self.table.animating() {
                    if matches!(action, Action::Skip) || !self.table.step() {
                        self.finish_move(now, out);
                    } else {
                        self.sound(Cue::Seed, out);
                    }
                }
            }
            Action::Undo => self.undo(now, out),
            Action::Redo => self.travel(Game::redo, Said::PlayedAgain, now, out),
            Action::NewGame => self.request_new_game(self.settings().game, now, out),
            Action::PlayAgain => {
                if !self.table.animating() {
                    self.new_game(self.settings().game, now, out);
                }
            }
            Action::ChangeGame(game) => {
                if game != self.settings().game {
                    self.request_new_game(game, now, out);
                }
            }
            Action::SetSpeed(speed) => self.preferences.change(|s| s.speed = speed, out),
            Action::SetMotion(motion) => self.preferences.change(|s| s.motion = motion, out),
            Action::SetTheme(theme) => self.preferences.change(|s| s.theme = theme, out),
            Action::SetSound(sound) => self.preferences.change(|s| s.sound = sound, out),
            Action::ToggleSound => {
                let sound = match self.settings().sound {
                    Sound::Off => Sound::On,
                    Sound::On => Sound::Off,
                };
                self.preferences.change(|s| s.sound = sound, out);
                self.say(Said::Sound(sound));
            }
            Action::SetClock(clock) => self.preferences.change(|s| s.clock = clock, out),
            Action::SystemMotion(reduced) => self.preferences.set_system_motion(reduced),
            Action::Confirm(yes) => self.confirm(yes, now, out),
            Action::AskResetStats => {
                if !self.statistics.stats().is_empty() {
                    self.pending = Some(Pending::ResetStats);
                }
            }
            Action::Dismiss(kind) => self.notices.dismiss(kind),
            Action::Reply { id, reply } => self.replied(id, reply, now, out),
            Action::PlayReply => match self.computer.take_move() {
                Some((searched, Move::Sow(pit))) => {
                    if let Some(outcome) = self.table.play_computer(pit, &searched) {
                        self.show_move(searched, outcome, now, out);
                    }
                }
                Some((searched, Move::Swap)) if self.table.swap_computer(&searched) => {
                    self.show_swap(now, out);
                }
                _ => {}
            },
            Action::StorageFailed => self.notices.tell(Notice::StorageTrouble),
            Action::StoreMissing => self.notices.tell(Notice::StoreMissing),
            Action::NoWorker => {
                self.computer.set_on_page();
                self.notices.tell(Notice::NoWorker);
            }
            Action::Replay(step) => {
                self.replay.step(step, self.game().record().ply());
                if self.replay.at().is_some() {
                    self.table.set_preview(None);
                } else {
                    self.end_replay();
                }
            }
            Action::Hint => self.ask_hint(out),
            Action::Rated { id, rated } => self.rated(id, rated, out),
            Action::Studied { id, studied } => {
                if let Some((position, step)) = self.computer.take_study(id)
                    && let Open::Study(study) = &mut self.open
                {
                    let last = self.computer.on_page();
                    let want = study.studied(position, step, studied, last);
                    self.carry_out(want, out);
                }
            }
            Action::Analyse => self.analyse(out),
            Action::StopAnalysis => {
                if let Some(cancel) = self.computer.stop_review() {
                    out.push(cancel);
                    self.say(Said::AnalysisStopped);
                }
            }
            Action::ClockTick => {}
            Action::PageHidden(hidden) => self.clock.set_hidden(hidden),
            Action::MoveSent { link, copied } => {
                match crate::model::play::by_link::sent(self.game(), link, copied) {
                    Ok(seat) => {
                        // This device plays the side that moved from now on: kept at once, so that
                        // a reload before the next move still knows it.
                        self.table.sit(seat);
                        self.say(Said::MoveCopied(seat.other()));
                        self.save_game(now, out);
                    }
                    Err(notice) => self.notices.tell(notice),
                }
            }
            Action::LinkCopied { copied: true, .. } => self.say(Said::LinkCopied),
            Action::LinkCopied { link, .. } => self.notices.tell(Notice::LinkNotCopied(link)),
            Action::TextCopied { copied: true, .. } => self.say(Said::TextCopied),
            Action::TextCopied { text, .. } => {
                let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
                self.notices.tell(Notice::TextNotCopied(one_line));
            }
        }
        self.sync_clock(now, out);
        effects
    }

    /// The game.
    pub fn game(&self) -> &Game {
        self.table.game()
    }

    /// The table: the game in play, the move being shown, the focus, and this device's side.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Every cell of the board as drawn now.
    pub fn board(&self) -> BoardView {
        if let Some(view) = (self.replay.at()).and_then(|ply| BoardView::at(self.game(), ply)) {
            return view;
        }
        self.table.view(Marks {
            may_sow: Player::BOTH.map(|player| self.may_move(player)),
            hint: self.hint().and_then(Suggestion::pit),
        })
    }

    /// The status line: what happened and whose turn it is.
    pub fn status(&self) -> String {
        self.status.words(self.game(), self.table.seat())
    }

    /// What the status line says, as data.
    pub fn said(&self) -> &Status {
        &self.status
    }

    /// The records against the computer and this visit's tally.
    pub fn statistics(&self) -> &Statistics {
        &self.statistics
    }

    /// The question waiting for an answer, if any.
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// Whether a person may sow this pit of `player`'s now.
    pub fn can_sow(&self, player: Player, pit: Pit) -> bool {
        self.may_move(player) && self.game().position().seeds(player, pit) > 0
    }

    /// Whether it is a person's turn on `player`'s side and nothing holds the board.
    pub fn may_move(&self, player: Player) -> bool {
        self.game().turn() == Turn::Person(player)
            && self.table.seat().is_none_or(|seat| seat == player)
            && !self.table.animating()
            && self.pending.is_none()
            && self.replay.at().is_none()
            && !self.aside()
    }

    /// Whether the person to move may swap sides now, under the pie rule.
    pub fn may_swap(&self) -> bool {
        self.game().swap_offered() && self.may_move(self.game().position().to_move())
    }

    /// The position a replay shows, as the number of moves played before it; `None` when the
    /// board shows the game as it stands.
    pub fn replay(&self) -> Option<usize> {
        self.replay.at()
    }

    /// Where the replay stands, in words: "Replay: the start, before 12 moves." or "Replay:
    /// after move 3 of 12. You sowed pit 4." `None` outside a replay.
    pub fn replay_sentence(&self) -> Option<String> {
        self.replay.sentence(self.game())
    }

    /// The hint for the position on the board, if one was asked for it.
    pub fn hint(&self) -> Option<&Suggestion> {
        let shown = self.replay.at().is_none();
        self.hints
            .hint_for(self.game().position())
            .filter(|_| shown)
    }

    /// The post-game analysis, once asked for.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.hints.analysis()
    }

    /// One point per move the analysis has rated.
    pub fn analysis_points(&self) -> Vec<Point> {
        self.analysis()
            .map(|analysis| points(self.game().record(), &analysis.rated))
            .unwrap_or_default()
    }

    /// The position the game's board shows: the game as it stands, or the one a replay shows.
    pub fn shown_position(&self) -> Position {
        self.replay
            .at()
            .and_then(|ply| self.game().record().position_at(ply))
            .unwrap_or(*self.game().position())
    }

    /// The turn clock in words, "Player 1: 1:23"; `None` when no clock runs.
    pub fn clock_text(&self) -> Option<String> {
        self.clock.text(self.game())
    }

    /// Plays `cue` if sound is on and the page is shown.
    pub(super) fn sound(&self, cue: Cue, out: &mut Vec<Effect>) {
        if self.settings().sound == Sound::On && !self.clock.hidden() {
            out.push(Effect::Sound(cue));
        }
    }

    /// Says something new on the status line.
    pub(super) fn say(&mut self, said: Said) {
        self.status = Status::new(said);
    }

    /// Ends a replay; a refusal to move that it caused gives way to whose turn it is.
    pub(super) fn end_replay(&mut self) {
        self.replay.end();
        if matches!(self.status.said, Said::ReplayRefused) {
            self.say(Said::Turn);
        }
    }

    /// Whether a person's move (a sowing or a swap) may be taken now: not during a sowing, while
    /// a question waits for its answer, or while a part of the page has set the game aside.
    /// During a replay the status says why not. Whose turn it is, the table checks (a move in
    /// the computer's turn is refused there, with its own words).
    pub(super) fn may_act(&mut self) -> bool {
        if self.table.animating() || self.pending.is_some() || self.aside() {
            return false;
        }
        if self.replay.at().is_some() {
            self.say(Said::ReplayRefused);
            return false;
        }
        true
    }

    pub(super) fn sow(&mut self, pit: Pit, now: f64, out: &mut Vec<Effect>) {
        if !self.may_act() {
            return;
        }
        match self.table.sow(pit) {
            Ok((before, outcome)) => self.show_move(before, outcome, now, out),
            Err(said) => self.say(said),
        }
    }

    /// A person swaps sides under the pie rule.
    pub(super) fn swap(&mut self, now: f64, out: &mut Vec<Effect>) {
        if !self.may_act() {
            return;
        }
        match self.table.swap() {
            Ok(()) => self.show_swap(now, out),
            Err(said) => self.say(said),
        }
    }

    /// Shows a swap the game has already applied (at once: nothing is sown), and moves the game
    /// on.
    pub(super) fn show_swap(&mut self, now: f64, out: &mut Vec<Effect>) {
        self.table.show_played(now);
        self.say(Said::Move);
        self.save_game(now, out);
        self.finish_move(now, out);
    }

    /// Shows a move that the game has already applied: seed by seed, or at once.
    pub(super) fn show_move(
        &mut self,
        before: Position,
        outcome: Outcome,
        now: f64,
        out: &mut Vec<Effect>,
    ) {
        let interval = self.preferences.seed_interval();
        self.table.show(before, outcome, interval.is_some(), now);
        // Said as the move starts: the status never shows the move before during a sowing.
        self.say(Said::Move);
        self.save_game(now, out);
        match interval {
            Some(ms) => out.push(Effect::StartTicker(ms)),
            None => self.finish_move(now, out),
        }
    }

    /// Ends the animation (or skips the rest of it) and moves the game on.
    pub(super) fn finish_move(&mut self, now: f64, out: &mut Vec<Effect>) {
        if self.table.stop() {
            out.push(Effect::StopTicker);
        }
        // The move's own sound once it is shown; a move that lands at once has had no seed's.
        let cue = match self.game().last_outcome() {
            _ if self.game().turn() == Turn::Over => Some(Cue::GameOver),
            Some(outcome) if outcome.capture.is_some() => Some(Cue::Capture),
            Some(outcome) if outcome.extra_turn => Some(Cue::ExtraTurn),
            Some(_) if self.preferences.seed_interval().is_none() => Some(Cue::Seed),
            _ => None,
        };
        if let Some(cue) = cue {
            self.sound(cue, out);
        }
        // Still said of a player whose time ran out, if this is the move played for them.
        self.status.said = Said::MoveShown;
        if self.game().turn() == Turn::Over {
            let millis = self.table.played_ms(now);
            out.extend(
                self.statistics
                    .count(self.table.game(), millis)
                    .map(Effect::SaveStats),
            );
        }
        self.next_turn(now, out);
    }

    /// Asks the computer for its move when it is its turn and nothing is being shown.
    pub(super) fn next_turn(&mut self, now: f64, out: &mut Vec<Effect>) {
        if self.table.animating()
            || self.computer.thinking()
            || self.game().turn() != Turn::Computer
            || self.aside()
        {
            return;
        }
        let position = *self.game().position();
        let pie = self.pie();
        out.push(
            self.computer
                .ask_move(position, self.settings().game.level, pie, now),
        );
    }

    pub(super) fn replied(&mut self, id: u32, reply: Reply, now: f64, out: &mut Vec<Effect>) {
        let at = *self.game().position();
        match self
            .computer
            .answered(id, reply, at, now, self.preferences.reduced_motion())
        {
            Answered::Stale | Answered::Outdated => {}
            Answered::NoMove => self.say(Said::NoMoveFound),
            Answered::Pause(ms) => out.push(Effect::Wait(ms)),
        }
    }

    /// Stores the game as it stands, so that a reload resumes it.
    pub(super) fn save_game(&self, now: f64, out: &mut Vec<Effect>) {
        out.push(Effect::SaveGame(Box::new(
            self.table.save(*self.settings(), now),
        )));
    }

    /// Drops any request to the computer, any answer waiting, any move being shown, and the
    /// hint and analysis of the game as it was.
    pub(super) fn cancel(&mut self, out: &mut Vec<Effect>) {
        if self.table.stop() {
            out.push(Effect::StopTicker);
        }
        out.extend(self.computer.cancel());
        self.hints.clear();
    }

    pub(super) fn request_new_game(&mut self, game: GameSettings, now: f64, out: &mut Vec<Effect>) {
        if self.table.animating() {
            return;
        }
        if self.game().in_progress() {
            self.pending = Some(Pending::NewGame(game));
        } else {
            self.new_game(game, now, out);
        }
    }

    pub(super) fn new_game(&mut self, settings: GameSettings, now: f64, out: &mut Vec<Effect>) {
        let Ok(game) = Game::new_after(settings, self.game()) else {
            return self.notices.tell(Notice::InvalidSettings);
        };
        self.start_game(game, Said::NewGame, now, out);
    }

    /// Puts `game` on the table in place of the one in play, says `said`, puts its settings in
    /// force, saves it, and lets the computer move if it opens.
    pub(super) fn start_game(&mut self, game: Game, said: Said, now: f64, out: &mut Vec<Effect>) {
        let settings = game.settings();
        self.cancel(out);
        self.table.replace(game);
        self.statistics.new_game();
        self.computer.forget_report();
        self.say(said);
        self.clock.restart();
        self.preferences.change(|s| s.game = settings, out);
        self.save_game(now, out);
        self.next_turn(now, out);
    }

    pub(super) fn confirm(&mut self, yes: bool, now: f64, out: &mut Vec<Effect>) {
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
                self.table.game_mut().forgo_counting();
                self.save_game(now, out);
                self.ask_hint(out);
            }
            Pending::ResetStats => {
                out.push(Effect::SaveStats(self.statistics.reset()));
                self.say(Said::StatsReset);
            }
        }
    }

    /// Undo: against the computer, the first take-back of a game asks first, because it stops
    /// the game from counting in the statistics.
    pub(super) fn undo(&mut self, now: f64, out: &mut Vec<Effect>) {
        if self.table.animating() || !self.game().can_undo() {
            return;
        }
        if self.game().in_progress() && counts(self.game()) {
            self.pending = Some(Pending::Undo);
        } else {
            self.travel(Game::undo, Said::TakenBack, now, out);
        }
    }

    /// Undo or redo: drops any request in flight, applies `step`, says what happened, and lets
    /// the computer move if it is now its turn.
    pub(super) fn travel(
        &mut self,
        step: fn(&mut Game) -> bool,
        said: Said,
        now: f64,
        out: &mut Vec<Effect>,
    ) {
        if self.table.animating() {
            return;
        }
        self.cancel(out);
        if step(self.table.game_mut()) {
            self.say(said);
            self.save_game(now, out);
        }
        self.next_turn(now, out);
    }

    /// What the pie rule makes of the next move: the swap offered, the first turn (a swap to
    /// come), or nothing.
    pub(super) fn pie(&self) -> Pie {
        let record = self.game().record();
        if record.swap_offered() {
            Pie::Offered
        } else if record.opening_under_pie() {
            Pie::Opening
        } else {
            Pie::Off
        }
    }

    /// Asks for a hint, or first asks whether to give up counting the game.
    pub(super) fn ask_hint(&mut self, out: &mut Vec<Effect>) {
        let position = *self.game().position();
        if !self.may_move(position.to_move()) || self.hint().is_some() {
            return;
        }
        if counts(self.game()) {
            self.pending = Some(Pending::Hint);
            return;
        }
        self.statistics.hint_shown();
        let pie = self.pie();
        self.hints.asked(position, pie);
        self.say(Said::HintLooking);
        out.push(self.computer.ask_rating(position, Purpose::Hint, pie));
    }

    /// A rating came back: a hint to show, or the next position of the analysis to ask for.
    pub(super) fn rated(&mut self, id: u32, rated: Rated, out: &mut Vec<Effect>) {
        match self.computer.take_rating(id) {
            Some(Request::Hint { position, .. }) => {
                let at = *self.game().position();
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
    pub(super) fn analyse(&mut self, out: &mut Vec<Effect>) {
        if self.game().turn() != Turn::Over || self.computer.reviewing() || self.aside() {
            return;
        }
        let record = self.table.game().record();
        let (next, said) = self.hints.next_review(record);
        // The first turn of a game under the pie rule is rated as it was played: knowing that
        // the other player could swap once it was over.
        let pie = match next {
            Some((ply, _)) if record.opening_under_pie_at(ply) => Pie::Opening,
            _ => Pie::Off,
        };
        if let Some(said) = said {
            self.say(said);
        }
        if let Some((_, position)) = next {
            out.push(self.computer.ask_rating(position, Purpose::Review, pie));
        }
    }

    /// Brings the clock in line with the game after an action at `now`: hears its news (a
    /// warning to say, or a player out of time, for whom a random legal move is played), then
    /// has it time the turn in play.
    pub(super) fn sync_clock(&mut self, now: f64, out: &mut Vec<Effect>) {
        match self.clock.advance(now) {
            Some(clock::News::Warning(player, seconds)) => {
                self.say(Said::ClockWarning { player, seconds });
            }
            Some(clock::News::TimeUp(player)) => self.time_out(player, now, out),
            None => {}
        }
        let table = &self.table;
        let wanted = clock::wanted(
            table.game(),
            self.settings().clock,
            // The clock waits while the analysis board or the lessons are open.
            table.animating() || self.aside(),
            table.seat(),
        );
        let ticks = self.clock.follow(wanted, table.game().record().ply(), now);
        out.extend(ticks.map(|ticks| match ticks {
            Ticks::Start => Effect::StartClock,
            Ticks::Stop => Effect::StopClock,
        }));
    }

    /// Plays a random legal move for `player`, whose time is up, and says so.
    pub(super) fn time_out(&mut self, player: Player, now: f64, out: &mut Vec<Effect>) {
        // The board shows the move played, even if a replay showed another position.
        self.replay.end();
        if let Some((before, outcome)) = self.table.play_random(now) {
            self.show_move(before, outcome, now, out);
            self.status.timed_out = Some(player);
        }
    }
}
