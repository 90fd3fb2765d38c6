//! Play's flow: what a move, an undo, a new game, a hint, the post-game analysis and the turn
//! clock do to play's parts, and what play asks of the computer and the page meanwhile. Each
//! step writes what it wants done into `out`, in order.

use super::asked::{Answered, Asked};
use super::clock::{self, Ticks};
use super::records::OnlineGame;
use super::status::{Said, Status};
use super::tally::counts_toward_stats;
use super::{Cue, Pending, Play, Want};
use crate::engine::{Move, Outcome, Pit, Player, Position, Record};
use crate::model::common::context::Context;
use crate::model::common::notices::Notice;
use crate::model::common::worker::{Job, Reply};
use crate::model::game::{Game, Turn};
use crate::model::review::Rated;
use crate::model::settings::{GameSettings, Level, Opponent, Side, Sound};
use crate::worker::protocol::{Pie, Purpose};

impl Play {
    /// Plays `cue` if sound is on and the page is shown.
    pub(super) fn sound(&self, cue: Cue, ctx: &Context, out: &mut Vec<Want>) {
        if ctx.settings.sound == Sound::On && !self.clock.hidden() {
            out.push(Want::Sound(cue));
        }
    }

    /// Says something new on the status line.
    pub(crate) fn say(&mut self, said: Said) {
        self.status = Status::new(said);
    }

    /// Ends a replay; a refusal to move that it caused gives way to whose turn it is.
    pub(super) fn end_replay(&mut self) {
        self.replay.end();
        if matches!(self.status.said, Said::ReplayRefused) {
            self.say(Said::Turn);
        }
    }

    /// Whether a person's move (a sowing or a swap) may be taken now: not during a sowing,
    /// while a question waits for its answer, or while another mode is open. During a replay
    /// the status says why not. Whose turn it is, the table checks (a move in the computer's
    /// turn is refused there, with its own words).
    fn may_act(&mut self, ctx: &Context) -> bool {
        if self.table.animating() || self.pending.is_some() || !ctx.open {
            return false;
        }
        if self.replay.at().is_some() {
            self.say(Said::ReplayRefused);
            return false;
        }
        true
    }

    pub(super) fn sow(&mut self, pit: Pit, ctx: &mut Context, out: &mut Vec<Want>) {
        if !self.may_act(ctx) {
            return;
        }
        match self.table.sow(pit) {
            Ok((before, outcome)) => self.show_move(before, outcome, ctx, out),
            Err(said) => self.say(said),
        }
    }

    /// A person swaps sides under the pie rule.
    pub(super) fn swap(&mut self, ctx: &mut Context, out: &mut Vec<Want>) {
        if !self.may_act(ctx) {
            return;
        }
        match self.table.swap() {
            Ok(()) => self.show_swap(ctx, out),
            Err(said) => self.say(said),
        }
    }

    /// Shows a swap the game has already applied (at once: nothing is sown), and moves the game
    /// on.
    fn show_swap(&mut self, ctx: &mut Context, out: &mut Vec<Want>) {
        self.table.show_played(ctx.now);
        self.say(Said::Move);
        self.save_game(ctx, out);
        self.finish_move(ctx, out);
    }

    /// Shows a move that the game has already applied: seed by seed, or at once.
    fn show_move(
        &mut self,
        before: Position,
        outcome: Outcome,
        ctx: &mut Context,
        out: &mut Vec<Want>,
    ) {
        let interval = ctx.seed_interval();
        self.table
            .show(before, outcome, interval.is_some(), ctx.now);
        // Said as the move starts: the status never shows the move before during a sowing.
        self.say(Said::Move);
        self.save_game(ctx, out);
        match interval {
            Some(ms) => out.push(Want::StartTicker(ms)),
            None => self.finish_move(ctx, out),
        }
    }

    /// Ends the animation (or skips the rest of it) and moves the game on.
    pub(crate) fn finish_move(&mut self, ctx: &mut Context, out: &mut Vec<Want>) {
        if self.table.stop() {
            out.push(Want::StopTicker);
        }
        // The move's own sound once it is shown; a move that lands at once has had no seed's.
        let cue = match self.game().last_outcome() {
            _ if self.game().turn() == Turn::Over => Some(Cue::GameOver),
            Some(outcome) if outcome.capture.is_some() => Some(Cue::Capture),
            Some(outcome) if outcome.extra_turn => Some(Cue::ExtraTurn),
            Some(_) if ctx.seed_interval().is_none() => Some(Cue::Seed),
            _ => None,
        };
        if let Some(cue) = cue {
            self.sound(cue, ctx, out);
        }
        // Still said of a player whose time ran out, if this is the move played for them.
        self.status.said = Said::MoveShown;
        if self.game().turn() == Turn::Over {
            let millis = self.table.played_ms(ctx.now);
            out.extend(
                self.statistics
                    .count(self.table.game(), millis)
                    .map(Want::SaveStats),
            );
        }
        self.next_turn(ctx, out);
    }

    /// Asks the computer for its move when it is its turn, nothing is being shown, and play is
    /// the mode open.
    pub(crate) fn next_turn(&mut self, ctx: &Context, out: &mut Vec<Want>) {
        if self.table.animating()
            || self.asked.thinking()
            || self.game().turn() != Turn::Computer
            || !ctx.open
        {
            return;
        }
        let position = *self.game().position();
        let pie = self.pie();
        self.asked = Asked::Move {
            position,
            asked_at: ctx.now,
        };
        out.push(Want::Ask(Job::Move {
            position,
            level: ctx.settings.game.level,
            pie,
        }));
    }

    /// The computer's move came back: held for its pause, unless the game moved on.
    pub(super) fn replied(&mut self, reply: Reply, ctx: &Context, out: &mut Vec<Want>) {
        let at = *self.game().position();
        match self.asked.answered(reply, at, ctx.now, ctx.reduced_motion) {
            Answered::Stale | Answered::Outdated => {}
            Answered::NoMove => {
                self.last_reply = Some(reply);
                self.say(Said::NoMoveFound);
            }
            Answered::Pause(ms) => {
                self.last_reply = Some(reply);
                out.push(Want::Wait(ms));
            }
        }
    }

    /// The computer's pause is over: its move is played, if the game is still where it was.
    pub(super) fn play_reply(&mut self, ctx: &mut Context, out: &mut Vec<Want>) {
        match self.asked.take_move() {
            Some((searched, Move::Sow(pit))) => {
                if let Some(outcome) = self.table.play_computer(pit, &searched) {
                    self.show_move(searched, outcome, ctx, out);
                }
            }
            Some((searched, Move::Swap)) if self.table.swap_computer(&searched) => {
                self.show_swap(ctx, out);
            }
            _ => {}
        }
    }

    /// Stores the game as it stands, so that a reload resumes it.
    pub(crate) fn save_game(&self, ctx: &Context, out: &mut Vec<Want>) {
        out.push(Want::SaveGame(Box::new(
            self.table.save(ctx.settings, ctx.now),
        )));
    }

    /// Forgets what play asked of the computer, and says whether it was the pause before the
    /// computer's move (whose timer is then to be dropped, rather than a search).
    pub(crate) fn drop_asked(&mut self) -> bool {
        let pausing = matches!(self.asked, Asked::Pausing { .. });
        self.asked = Asked::Idle;
        pausing
    }

    /// Drops any request to the computer, any answer waiting, any move being shown, and the
    /// hint and analysis of the game as it was.
    fn cancel(&mut self, out: &mut Vec<Want>) {
        if self.table.stop() {
            out.push(Want::StopTicker);
        }
        let pausing = self.drop_asked();
        out.push(Want::Cancel { pausing });
        self.hints.clear();
    }

    pub(super) fn request_new_game(
        &mut self,
        game: GameSettings,
        ctx: &mut Context,
        out: &mut Vec<Want>,
    ) {
        if self.table.animating() {
            return;
        }
        if self.game().in_progress() {
            self.pending = Some(Pending::NewGame(game));
        } else {
            self.new_game(game, ctx, out);
        }
    }

    pub(super) fn new_game(
        &mut self,
        settings: GameSettings,
        ctx: &mut Context,
        out: &mut Vec<Want>,
    ) {
        let Ok(game) = Game::new_after(settings, self.game()) else {
            return out.push(Want::Tell(Notice::InvalidSettings));
        };
        self.start_game(game, Said::NewGame, ctx, out);
    }

    /// Puts `game` on the table in place of the one in play, says `said`, puts its settings in
    /// force, saves it, and lets the computer move if it opens.
    fn start_game(&mut self, game: Game, said: Said, ctx: &mut Context, out: &mut Vec<Want>) {
        let settings = game.settings();
        self.cancel(out);
        self.table.replace(game);
        self.statistics.new_game();
        self.last_reply = None;
        self.say(said);
        self.clock.restart();
        ctx.settings.game = settings;
        out.push(Want::Settings(settings));
        self.save_game(ctx, out);
        self.next_turn(ctx, out);
    }

    /// A real game from `position`, which the analysis board closes for: not counted in the
    /// statistics, and saved, so that a reload resumes it. Says whether it started.
    pub(crate) fn play_from(
        &mut self,
        position: Position,
        opponent: Opponent,
        level: Level,
        ctx: &mut Context,
        out: &mut Vec<Want>,
    ) -> bool {
        let rules = position.rules();
        let settings = GameSettings {
            opponent,
            level,
            side: Side::First,
            seeds: rules.seeds(),
            house: rules.house(),
        };
        let Ok(mut game) = Game::from_position(settings, position) else {
            out.push(Want::Tell(Notice::InvalidSettings));
            return false;
        };
        game.forgo_counting();
        self.replay.end();
        self.start_game(game, Said::FromHere, ctx, out);
        true
    }

    /// Counts a game against someone online that has ended, once, in the statistics' online
    /// results, kept apart from the records against the computer.
    pub(crate) fn count_online(&mut self, game: OnlineGame, out: &mut Vec<Want>) {
        if let Some(stats) = self.statistics.count_online(game) {
            out.push(Want::SaveStats(stats));
        }
    }

    /// A finished game played in a live room, put on the table for its move list and
    /// analysis: a game between two people, not counted again here (the room's end counted
    /// it, in the online results), and saved, so that a reload finds it.
    pub(crate) fn review(&mut self, record: Record, ctx: &mut Context, out: &mut Vec<Want>) {
        let rules = record.start().rules();
        let settings = GameSettings {
            opponent: Opponent::Human,
            level: ctx.settings.game.level,
            side: Side::First,
            seeds: rules.seeds(),
            house: rules.house(),
        };
        let Ok(mut game) = Game::resume_from(settings, Some(*record.start()), record.moves(), true)
        else {
            return out.push(Want::Tell(Notice::InvalidSettings));
        };
        game.forgo_counting();
        self.replay.end();
        self.start_game(game, Said::Online(record.ply()), ctx, out);
    }

    pub(super) fn confirm(&mut self, yes: bool, ctx: &mut Context, out: &mut Vec<Want>) {
        let Some(pending) = self.pending.take() else {
            return;
        };
        if !yes {
            return;
        }
        match pending {
            Pending::NewGame(settings) => self.new_game(settings, ctx, out),
            Pending::Undo => self.travel(Game::undo, Said::TakenBack, ctx, out),
            Pending::Hint => {
                self.table.game_mut().forgo_counting();
                self.save_game(ctx, out);
                self.ask_hint(ctx, out);
            }
            Pending::ResetStats => {
                out.push(Want::SaveStats(self.statistics.reset()));
                self.say(Said::StatsReset);
            }
        }
    }

    /// Undo: against the computer, the first take-back of a game asks first, because it stops
    /// the game from counting in the statistics.
    pub(super) fn undo(&mut self, ctx: &mut Context, out: &mut Vec<Want>) {
        if self.table.animating() || !self.game().can_undo() {
            return;
        }
        if self.game().in_progress() && counts_toward_stats(self.game()) {
            self.pending = Some(Pending::Undo);
        } else {
            self.travel(Game::undo, Said::TakenBack, ctx, out);
        }
    }

    /// Undo or redo: drops any request in flight, applies `step`, says what happened, and lets
    /// the computer move if it is now its turn.
    pub(super) fn travel(
        &mut self,
        step: fn(&mut Game) -> bool,
        said: Said,
        ctx: &mut Context,
        out: &mut Vec<Want>,
    ) {
        if self.table.animating() {
            return;
        }
        self.cancel(out);
        if step(self.table.game_mut()) {
            self.say(said);
            self.save_game(ctx, out);
        }
        self.next_turn(ctx, out);
    }

    /// What the pie rule makes of the next move: the swap offered, the first turn (a swap to
    /// come), or nothing.
    fn pie(&self) -> Pie {
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
    pub(super) fn ask_hint(&mut self, ctx: &Context, out: &mut Vec<Want>) {
        let position = *self.game().position();
        if !self.may_move(position.to_move(), ctx.open) || self.hint().is_some() {
            return;
        }
        if counts_toward_stats(self.game()) {
            self.pending = Some(Pending::Hint);
            return;
        }
        self.statistics.hint_shown();
        let pie = self.pie();
        self.hints.asked(position, pie);
        self.say(Said::HintLooking);
        self.asked = Asked::Hint { position };
        out.push(Want::Ask(Job::Rate {
            position,
            purpose: Purpose::Hint,
            pie,
        }));
    }

    /// A rating came back: a hint to show, or the next position of the analysis to ask for.
    pub(super) fn rated(&mut self, rated: Rated, ctx: &Context, out: &mut Vec<Want>) {
        match std::mem::take(&mut self.asked) {
            Asked::Hint { position } => {
                let at = *self.game().position();
                if let Some(said) = self.hints.hint_rated(position, rated, at) {
                    self.say(said);
                }
            }
            Asked::Review => {
                self.hints.reviewed(rated);
                self.analyse(ctx, out);
            }
            other => self.asked = other,
        }
    }

    /// Rates the next position of a finished game, or says the analysis is done.
    pub(super) fn analyse(&mut self, ctx: &Context, out: &mut Vec<Want>) {
        if self.game().turn() != Turn::Over || self.asked == Asked::Review || !ctx.open {
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
            self.asked = Asked::Review;
            out.push(Want::Ask(Job::Rate {
                position,
                purpose: Purpose::Review,
                pie,
            }));
        }
    }

    /// Brings the clock in line with the game: hears its news (a warning to say, or a player
    /// out of time, for whom a random legal move is played), then has it time the turn in
    /// play.
    pub(crate) fn sync_clock(&mut self, ctx: &mut Context, out: &mut Vec<Want>) {
        match self.clock.advance(ctx.now) {
            Some(clock::News::Warning(player, seconds)) => {
                self.say(Said::ClockWarning { player, seconds });
            }
            Some(clock::News::TimeUp(player)) => self.time_out(player, ctx, out),
            None => {}
        }
        let table = &self.table;
        let wanted = clock::wanted(
            table.game(),
            ctx.settings.clock,
            // The clock waits while another mode is open.
            table.animating() || !ctx.open,
            table.seat(),
        );
        let ticks = self
            .clock
            .follow(wanted, table.game().record().ply(), ctx.now);
        out.extend(ticks.map(|ticks| match ticks {
            Ticks::Start => Want::StartClock,
            Ticks::Stop => Want::StopClock,
        }));
    }

    /// Plays a random legal move for `player`, whose time is up, and says so.
    fn time_out(&mut self, player: Player, ctx: &mut Context, out: &mut Vec<Want>) {
        // The board shows the move played, even if a replay showed another position.
        self.replay.end();
        if let Some((before, outcome)) = self.table.play_random(ctx.now) {
            self.show_move(before, outcome, ctx, out);
            self.status.timed_out = Some(player);
        }
    }
}
