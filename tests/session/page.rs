//! The page around a session, played by the tests: a clock of its own, a record of what it was
//! asked to do, and what it stored. It answers each search with the worker's own answer
//! function (converted as the page converts it), and turns each timer into the action it
//! would send.

pub use mancala::engine::search::Table;
pub use mancala::engine::{Cell, Move, Pit, Player, Position};
pub use mancala::model::app::{
    Action, Cue, Effect, KeptElsewhere, Opening, Pending, Refused, Reply, Request, RouterAction,
    Said, Session, Step, Stored, Touched,
};
pub use mancala::model::common::notices::{Notice, NoticeKind, Parting};
pub use mancala::model::common::stored::LoadError;
pub use mancala::model::formats::{
    game_from_json, game_to_json, lessons_from_json, lessons_to_json, seats_from_json,
    seats_to_json, settings_from_json, settings_to_json, stats_from_json, stats_to_json,
};
pub use mancala::model::game::Turn;
pub use mancala::model::learn::lessons::{Done, LESSONS};
pub use mancala::model::learn::{LearnAction, Shown, Tried};
pub use mancala::model::online::{
    Line, OnlineAction, Shown as OnlineShown, Unmade, Want as OnlineWant,
};
pub use mancala::model::play::asked::Asked;
pub use mancala::model::play::records::Stats;
pub use mancala::model::play::{PlayAction, Want as PlayWant};
pub use mancala::model::review::Rated;
pub use mancala::model::settings::{
    Clock, GameSettings, Level, Opponent, Settings, Side, Sound, Speed,
};
pub use mancala::model::study::editor::STORE_NORTH;
pub use mancala::model::study::studied::Studied;
pub use mancala::model::study::{Change, Entry, Stage, StudyAction};
pub use mancala::model::train::{File, Mode, Standing, TrainAction};
pub use mancala::worker::budget::{answer_on_page, study, values_on_page};
pub use mancala::worker::protocol::{
    Certainty, Pie, Purpose, SearchRequest, StudyRequest, ValuesRequest,
};

/// What the page reads from a stored `text` as it opens (see `mancala::web::storage`).
pub fn stored<T>(text: Option<String>, read: fn(&str) -> Result<T, LoadError>) -> Stored<T> {
    Ok(text.as_deref().map(read))
}

/// Every cell's count on a board: South's pits and store, then North's.
pub fn counts(board: &mancala::model::board::BoardView) -> Vec<u8> {
    Player::BOTH
        .iter()
        .flat_map(|&player| {
            (1..=6)
                .map(move |n| Cell::Pit(player, pit(n)))
                .chain([Cell::Store(player)])
        })
        .map(|cell| board.cell(cell).count)
        .collect()
}

/// The pit numbered `n` (1 to 6).
pub fn pit(n: u8) -> Pit {
    Pit::new(n).unwrap()
}

/// The page around a session.
pub struct Page {
    pub session: Session,
    /// The page's clock, in milliseconds.
    pub now: f64,
    /// How far the clock moves before each action is sent.
    pub step_ms: f64,
    /// Every effect so far, in order.
    pub effects: Vec<Effect>,
    /// The search the computer is working on: (id, position, level).
    pub searching: Option<(u32, Position, Level)>,
    /// What the pie rule made of the last search asked for.
    pub pie: Pie,
    /// The sounds played, in order.
    pub sounds: Vec<Cue>,
    /// The rating asked for: (id, position, what for).
    pub rating: Option<(u32, Position, Purpose)>,
    /// What the pie rule made of the last rating asked for.
    pub rating_pie: Pie,
    /// The analysis board's step asked for: (id, position, step).
    pub studying: Option<(u32, Position, u8)>,
    /// Whether the animation timer runs.
    pub ticking: bool,
    /// Whether the computer's pause runs.
    pub waiting: bool,
    /// Whether the turn clock's one-second timer runs.
    pub clock_ticking: bool,
    /// Whether the puzzle file has been asked for.
    pub fetching_puzzles: bool,
    pub saved_stats: Option<String>,
    pub saved_settings: Option<String>,
    pub saved_game: Option<String>,
    pub saved_lessons: Option<String>,
    pub saved_puzzles: Option<String>,
    pub address: Option<String>,
    /// What the last action's door said it touched.
    pub touched: Touched,
    /// What the page was asked to do for a live room, in order, until taken.
    pub room: Vec<OnlineWant>,
    /// The seats' stored text.
    pub saved_seats: Option<String>,
}

impl Page {
    /// Opens a visit as the page does: through `Session::open` when there is a link or a
    /// stored value to read, and otherwise through `Session::open_plain`.
    pub fn open(opening: Opening) -> Page {
        let (session, effects) = if opening.has_something_to_read() {
            Session::open(opening)
        } else {
            Session::open_plain(opening)
        };
        let mut page = Page {
            session,
            now: 0.0,
            step_ms: 10.0,
            effects: Vec::new(),
            searching: None,
            pie: Pie::Off,
            sounds: Vec::new(),
            rating: None,
            rating_pie: Pie::Off,
            studying: None,
            ticking: false,
            waiting: false,
            clock_ticking: false,
            fetching_puzzles: false,
            saved_stats: None,
            saved_settings: None,
            saved_game: None,
            saved_lessons: None,
            saved_puzzles: None,
            address: None,
            touched: Touched::EVERYTHING,
            room: Vec::new(),
            saved_seats: None,
        };
        page.carry_out(effects);
        page
    }

    /// Opens a visit by a link with this query and nothing stored.
    pub fn with_link(link: &str) -> Page {
        Page::open(Opening {
            link: link.into(),
            ..Opening::default()
        })
    }

    /// Opens a visit by a link, with `saved` as the stored game.
    pub fn reopen(link: &str, saved: Option<String>) -> Page {
        Page::open(Opening {
            link: link.into(),
            saved_game: stored(saved, game_from_json),
            ..Opening::default()
        })
    }

    /// Sends an action, a moment after the last one.
    pub fn send(&mut self, action: Action) {
        self.now += self.step_ms;
        let answer = self.session.handle(action, self.now);
        self.touched = answer.touched;
        self.carry_out(answer.effects);
    }

    fn carry_out(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match &effect {
                Effect::Play(PlayWant::StartTicker(_)) => self.ticking = true,
                Effect::Play(PlayWant::StopTicker) => self.ticking = false,
                Effect::Play(PlayWant::Sound(cue)) => self.sounds.push(*cue),
                Effect::Search {
                    id,
                    position,
                    level,
                    pie,
                } => {
                    self.searching = Some((*id, *position, *level));
                    self.pie = *pie;
                }
                Effect::Rate {
                    id,
                    position,
                    purpose,
                    pie,
                } => {
                    self.rating = Some((*id, *position, *purpose));
                    self.rating_pie = *pie;
                }
                Effect::Study { id, position, step } => {
                    self.studying = Some((*id, *position, *step));
                }
                Effect::CancelSearch => {
                    self.searching = None;
                    self.rating = None;
                    self.studying = None;
                }
                Effect::Play(PlayWant::Wait(_)) => self.waiting = true,
                Effect::CancelWait => self.waiting = false,
                // Kept as the page keeps them: as their stored text.
                Effect::SaveSettings(settings) => {
                    self.saved_settings = Some(settings_to_json(settings));
                }
                Effect::Play(PlayWant::SaveStats(stats)) => {
                    self.saved_stats = Some(stats_to_json(stats))
                }
                Effect::Play(PlayWant::SaveGame(game)) => {
                    self.saved_game = Some(game_to_json(game))
                }
                Effect::SaveLessons(done) => self.saved_lessons = Some(lessons_to_json(*done)),
                Effect::SavePuzzles(record) => {
                    self.saved_puzzles = Some(mancala::model::formats::puzzles_to_json(record));
                }
                Effect::SetAddress(query) => self.address = Some(query.clone()),
                Effect::Play(PlayWant::StartClock) => self.clock_ticking = true,
                Effect::Play(PlayWant::StopClock) => self.clock_ticking = false,
                Effect::Play(want) => panic!("{want:?} is the router's, never the page's"),
                Effect::FetchPuzzles => self.fetching_puzzles = true,
                Effect::SaveSeats(seats) => self.saved_seats = Some(seats_to_json(seats)),
                Effect::Online(want) => self.room.push(want.clone()),
            }
            self.effects.push(effect);
        }
    }

    /// The computer's answer to the search in flight, as the worker would give it.
    pub fn answer(&mut self) -> (u32, Reply) {
        let (id, position, level) = self.searching.take().expect("a search in flight");
        let reply = Reply::from(answer_on_page(&SearchRequest {
            id,
            position: position.to_string(),
            level,
            seed: u64::from(id),
            pie: self.pie,
        }));
        (id, reply)
    }

    /// The ratings asked for, as the page's fallback would give them (a short search).
    pub fn rate(&mut self) -> (u32, Rated) {
        let (id, position, purpose) = self.rating.take().expect("a rating asked for");
        let rated = Rated::from(values_on_page(&ValuesRequest {
            id,
            purpose,
            position: position.to_string(),
            pie: self.rating_pie,
        }));
        (id, rated)
    }

    /// Does something on the analysis board, a moment after the last action.
    pub fn board(&mut self, action: StudyAction) {
        self.now += self.step_ms;
        let answer = self.session.handle_study(action, self.now);
        self.touched = answer.touched;
        self.carry_out(answer.effects);
    }

    /// Does something in Train, a moment after the last action.
    pub fn train(&mut self, action: TrainAction) {
        self.now += self.step_ms;
        let answer = self.session.handle_train(action, self.now);
        self.touched = answer.touched;
        self.carry_out(answer.effects);
    }

    /// Does something online, or tells what a room's socket did, a moment after the last
    /// action.
    pub fn online(&mut self, action: OnlineAction) {
        self.now += self.step_ms;
        let answer = self.session.handle_online(action, self.now);
        self.touched = answer.touched;
        self.carry_out(answer.effects);
    }

    /// Hears of a value another tab of the page kept.
    pub fn kept_elsewhere(&mut self, kept: KeptElsewhere) {
        self.now += self.step_ms;
        let answer = self.session.handle_kept_elsewhere(kept);
        self.touched = answer.touched;
        self.carry_out(answer.effects);
    }

    /// Does something in the lessons, a moment after the last action.
    pub fn learn(&mut self, action: LearnAction) {
        self.now += self.step_ms;
        let answer = self.session.handle_learn(action, self.now);
        self.touched = answer.touched;
        self.carry_out(answer.effects);
    }

    /// The analysis board's step asked for, answered as the worker answers it.
    pub fn study(&mut self) -> (u32, Studied) {
        let (id, position, step) = self.studying.take().expect("a study step asked for");
        let reply = study(
            &StudyRequest {
                id,
                position: position.to_string(),
                step,
            },
            &mut Table::new(14),
        );
        (id, Studied::from(reply))
    }

    /// Answers the analysis board's step asked for.
    pub fn answer_study(&mut self) {
        let (id, studied) = self.study();
        self.send(Action::Router(RouterAction::Studied { id, studied }));
    }

    /// Lets every timer run out and every search finish until a person is to move or the game
    /// is over.
    pub fn settle(&mut self) {
        for _ in 0..10_000 {
            if self.ticking {
                self.send(Action::Play(PlayAction::Tick));
            } else if self.waiting {
                self.waiting = false;
                self.send(Action::Play(PlayAction::PlayReply));
            } else if self.searching.is_some() {
                let (id, reply) = self.answer();
                self.send(Action::Router(RouterAction::Reply { id, reply }));
            } else {
                return;
            }
        }
        panic!("the page never settled");
    }

    /// Sows a pit and lets the page settle.
    pub fn sow(&mut self, n: u8) {
        self.send(Action::Play(PlayAction::Sow(pit(n))));
        self.settle();
    }

    /// The first legal pit of the side to move.
    /// The link that sends the last turn to the other player, as the page's button copies it.
    pub fn move_link(&self) -> String {
        self.session.table().move_link(self.session.settings())
    }

    pub fn first_legal(&self) -> Pit {
        let legal = self.session.game().position().legal_moves();
        legal.iter().next().expect("a legal move")
    }

    /// Plays the first legal pit of the side to move until the game is over.
    pub fn play_to_the_end(&mut self) {
        self.settle();
        while self.session.game().turn() != Turn::Over {
            self.sow(self.first_legal().number());
        }
    }

    /// Has the finished game analysed, answering every rating on the page's own budget.
    pub fn analyse_to_the_end(&mut self) {
        self.send(Action::Play(PlayAction::Analyse));
        while self.rating.is_some() {
            let (id, rated) = self.rate();
            self.send(Action::Router(RouterAction::Rated { id, rated }));
        }
    }

    /// The statistics stored so far.
    pub fn saved_stats(&self) -> Stats {
        self.saved_stats
            .as_deref()
            .map(|text| stats_from_json(text).expect("what is saved reads back"))
            .unwrap_or_default()
    }

    /// Lets `seconds` pass, with a tick each second while the session asks for them.
    pub fn wait(&mut self, seconds: u32) {
        for _ in 0..seconds {
            self.now += 1000.0;
            if self.clock_ticking {
                self.send(Action::Router(RouterAction::ClockTick));
            }
        }
    }

    /// Runs the sowing animation, if any, to its end.
    pub fn finish_sowing(&mut self) {
        while self.session.table().animating() {
            self.send(Action::Play(PlayAction::Tick));
        }
    }
}
