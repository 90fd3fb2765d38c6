//! One door per mode: each hands its mode the page's actions, opens and closes it through the
//! one switch, and maps what the mode wants (a request to the computer, a value to keep, an
//! address) into the page's effects. Play's door is called from [`Session::handle`]; each
//! other mode's only from its own view, so the page module keeps a mode's code in the part
//! that mode loads with.

use super::{Effect, Open, Session};
use crate::model::common::controller::Controller;
use crate::model::common::notices::Notice;
use crate::model::common::worker::Job;
use crate::model::learn::{self, LearnAction};
use crate::model::online::{self, OnlineAction};
use crate::model::play::{self, Play};
use crate::model::share::link;
use crate::model::study::editor::Editor;
use crate::model::study::studied::Studied;
use crate::model::study::{self, Entry, Study, StudyAction};
use crate::model::train::{self, TrainAction};

impl Session {
    /// Play's door: runs `act` on play, and maps what it wants into the page's effects.
    pub(super) fn play_door(
        &mut self,
        act: impl FnOnce(&mut Play, &mut Vec<play::Want>),
        effects: &mut Vec<Effect>,
    ) {
        let mut outs = Vec::new();
        act(&mut self.play, &mut outs);
        self.carry_play(outs, effects);
    }

    /// Maps what play wants into the page's effects, in order: its requests to the computer
    /// are named and held here, the settings it puts in force become the preferences, and its
    /// notices join the others; the rest go to the page as they are. One copy, whichever call
    /// of the door it serves.
    fn carry_play(&mut self, wants: Vec<play::Want>, effects: &mut Vec<Effect>) {
        for want in wants {
            match want {
                play::Want::Ask(job) => effects.push(self.computer.ask(job)),
                play::Want::Cancel { pausing } => effects.extend(self.computer.cancel(pausing)),
                play::Want::Settings(game) => self.preferences.change(|s| s.game = game, effects),
                play::Want::Tell(notice) => self.notices.tell(notice),
                want => effects.push(Effect::Play(want)),
            }
        }
    }

    /// Brings play's turn clock in line after an action at `now`, whichever door it came by.
    pub(super) fn sync_clock(&mut self, now: f64, out: &mut Vec<Effect>) {
        let ctx = &mut self.context(now);
        self.play_door(|play, out| play.sync_clock(ctx, out), out);
    }

    /// Carries out what was done in Train at `now` (see [`Session::handle_train`]), and says
    /// what the page should do: the puzzle file is fetched when Train wants it.
    pub(super) fn train_door(&mut self, action: TrainAction, now: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let out = &mut effects;
        match action {
            TrainAction::Analysed => self.keep_mistakes(out),
            TrainAction::Open => {
                self.newcomer = false;
                if self.switch(Open::Train, now, out) {
                    self.train.open();
                }
            }
            TrainAction::Close => {
                if matches!(self.open, Open::Train) {
                    self.switch(Open::Play, now, out);
                }
            }
            action => {
                // A puzzle by link opens Train first.
                if !matches!(self.open, Open::Train) {
                    return self
                        .train_door(TrainAction::Open, now)
                        .into_iter()
                        .chain(self.train_door(action, now))
                        .collect();
                }
                for want in self.train.wants(action, &self.context(now)) {
                    out.push(match want {
                        train::Want::Load => Effect::FetchPuzzles,
                        train::Want::Keep(record) => Effect::SavePuzzles(record),
                        train::Want::Address(query) => Effect::SetAddress(query),
                    });
                }
            }
        }
        self.sync_clock(now, out);
        effects
    }

    /// Once the analysis of a game is done, each mistake it names on a person's side becomes a
    /// puzzle of their own, kept for Train's "From your games" (see [`TrainAction::Analysed`]).
    fn keep_mistakes(&mut self, out: &mut Vec<Effect>) {
        let Some(analysis) = self.play.analysis().filter(|a| a.done()) else {
            return;
        };
        let found = train::yours::from_your_game(self.play.game(), &analysis.rated);
        if self.train.record_mut().add_mine(found) {
            out.push(Effect::SavePuzzles(Box::new(self.train.record().clone())));
        }
    }

    /// Carries out what was done on the analysis board at `now` (see
    /// [`Session::handle_study`]), and says what the page should do.
    pub(super) fn study_door(&mut self, action: StudyAction, now: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let out = &mut effects;
        let ctx = self.context(now);
        let wants = match (action, &mut self.open) {
            (StudyAction::Open(entry), _) => {
                self.open_study(entry, now, out);
                self.sync_clock(now, out);
                return effects;
            }
            (StudyAction::Close, Open::Study(_)) => {
                self.switch(Open::Play, now, out);
                self.sync_clock(now, out);
                return effects;
            }
            (StudyAction::PlayFromHere { opponent, level }, Open::Study(study)) => {
                let position = *study.position();
                let ctx = &mut { ctx };
                let mut started = false;
                self.play_door(
                    |play, out| started = play.play_from(position, opponent, level, ctx, out),
                    out,
                );
                // Back to play: the address, which showed the board's position, shows the
                // settings again, and the computer moves if the game opens with its turn.
                if started {
                    self.switch(Open::Play, now, out);
                }
                self.sync_clock(now, out);
                return effects;
            }
            (action, Open::Study(study)) => study.wants(action, &ctx),
            _ => return effects,
        };
        self.carry_out(wants, out);
        self.study_address(out);
        effects
    }

    /// Carries out what was done online at `now` (see [`Session::handle_online`]), and says
    /// what the page should do.
    pub(super) fn online_door(&mut self, action: OnlineAction, now: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let out = &mut effects;
        match action {
            OnlineAction::Open { seats } => {
                self.newcomer = false;
                self.switch(Open::Online, now, out);
                let wants = self.online.open(seats, now);
                self.carry_online(wants, now, out);
            }
            OnlineAction::Close => {
                if matches!(self.open, Open::Online) {
                    self.switch(Open::Play, now, out);
                }
            }
            action if matches!(self.open, Open::Online) => {
                let wants = self.online.wants(action, &self.context(now));
                self.carry_online(wants, now, out);
            }
            _ => {}
        }
        self.sync_clock(now, out);
        effects
    }

    /// Maps what the online mode wants into the page's effects: the router keeps the seats,
    /// the address and the finished games, and hands the rest (the room server's requests and
    /// the socket) to the page as they are.
    fn carry_online(&mut self, wants: Vec<online::Want>, now: f64, out: &mut Vec<Effect>) {
        for want in wants {
            match want {
                online::Want::Keep(seats) => out.push(Effect::SaveSeats(seats)),
                online::Want::Address(room) => out.push(Effect::SetAddress(room.to_string())),
                online::Want::Home => out.push(Effect::SetAddress(link::ONLINE_KEY.to_string())),
                online::Want::Review(record) => self.review_online(record, now, out),
                online::Want::SeatsUnreadable(why) => {
                    self.notices.tell(Notice::SeatsUnreadable(why));
                }
                online::Want::Count(game) => {
                    self.play_door(|play, out| play.count_online(game, out), out);
                }
                want => out.push(Effect::Online(want)),
            }
        }
    }

    /// Opens a finished online game in play, where its move list and analysis are: a game
    /// between two people, counted only in the online results (as it ended).
    fn review_online(&mut self, record: crate::engine::Record, now: f64, out: &mut Vec<Effect>) {
        self.switch(Open::Play, now, out);
        let ctx = &mut self.context(now);
        self.play_door(|play, out| play.review(record, ctx, out), out);
    }

    /// Carries out what was done in the lessons at `now` (see [`Session::handle_learn`]), and
    /// says what the page should do.
    pub(super) fn learn_door(&mut self, action: LearnAction, now: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let out = &mut effects;
        match action {
            LearnAction::Open(lesson) => {
                self.newcomer = false;
                self.switch(Open::Learn, now, out);
                self.lessons.open(lesson);
            }
            LearnAction::Close => self.close_lessons(now, out),
            action if matches!(self.open, Open::Learn) => {
                for want in self.lessons.wants(action, &self.context(now)) {
                    match want {
                        learn::Want::Keep(done) => out.push(Effect::SaveLessons(done)),
                        learn::Want::Close => self.close_lessons(now, out),
                    }
                }
            }
            _ => {}
        }
        self.learn_address(out);
        self.sync_clock(now, out);
        effects
    }

    /// Closes the lessons, back to the game as it was.
    fn close_lessons(&mut self, now: f64, out: &mut Vec<Effect>) {
        if matches!(self.open, Open::Learn) {
            self.switch(Open::Play, now, out);
        }
    }

    /// The address for the lessons, while they are open.
    pub(super) fn learn_address(&self, out: &mut Vec<Effect>) {
        if matches!(self.open, Open::Learn) {
            out.push(Effect::SetAddress(link::write_learn(
                self.lessons.open_lesson(),
            )));
        }
    }

    /// Opens the analysis board in place of the mode open, unless it is open already.
    fn open_study(&mut self, entry: Entry, now: f64, out: &mut Vec<Effect>) {
        let (study, want) = match entry {
            Entry::Menu => {
                let game = self.settings().game;
                let editor = Editor::new(game.seeds, game.house);
                (Study::editing(editor), None)
            }
            Entry::Game => Study::analysing(self.play.shown_position()),
        };
        if self.switch(Open::Study(Box::new(study)), now, out) {
            self.carry_out(want, out);
            self.study_address(out);
        }
    }

    /// The address for the analysis board: its position, when it has one.
    pub(super) fn study_address(&self, out: &mut Vec<Effect>) {
        if let Some(position) = self.study_board().and_then(Study::shared_position) {
            out.push(Effect::SetAddress(link::write_position(&position)));
        }
    }

    /// Does what the analysis board wants of the computer.
    pub(super) fn carry_out(
        &mut self,
        wants: impl IntoIterator<Item = study::Want>,
        out: &mut Vec<Effect>,
    ) {
        for want in wants {
            match want {
                study::Want::Ask(position, step) => {
                    self.cancel_request(out);
                    out.push(self.computer.ask(Job::Study { position, step }));
                }
                study::Want::Stop => {
                    if self.computer.studying() {
                        self.cancel_request(out);
                    }
                }
            }
        }
    }

    /// A step of the analysis board's analysis came back: handed to the board if it is the
    /// request in flight and the board is open.
    pub(super) fn studied(&mut self, id: u32, studied: Studied, out: &mut Vec<Effect>) {
        if let Some((position, step)) = self.computer.take_study(id)
            && let Open::Study(study) = &mut self.open
        {
            let last = self.computer.on_page();
            let want = study.studied(position, step, studied, last);
            self.carry_out(want, out);
        }
    }
}
