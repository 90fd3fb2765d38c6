//! The page's policies, tested natively through the session: actions in, state and effects
//! out, with no browser. A small driver plays the page's part: it answers each search with the
//! worker's own answer function, and turns each timer into the action it would send.

use mancala::engine::{Cell, Pit, Player, Position};
use mancala::model::game::Turn;
use mancala::model::records::Stats;
use mancala::model::review::Rated;
use mancala::model::saved::{settings_from_json, settings_to_json, stats_from_json};
use mancala::model::session::{
    Action, Effect, NO_WORKER, Opening, Pending, Refused, Reply, STORAGE_TROUBLE, Session, Step,
};
use mancala::model::settings::{GameSettings, Level, Opponent, Settings, Side, Speed};
use mancala::worker::budget::{answer_on_page, values_on_page};
use mancala::worker::protocol::{Purpose, SearchRequest, ValuesRequest};

fn pit(n: u8) -> Pit {
    Pit::new(n).unwrap()
}

/// The page around a session: a clock, what it was asked to do, and what it stored.
struct Page {
    session: Session,
    now: f64,
    /// Every effect so far, in order.
    effects: Vec<Effect>,
    /// The search the computer is working on: (id, position, level).
    searching: Option<(u32, Position, Level)>,
    /// The rating asked for: (id, position, for the analysis).
    rating: Option<(u32, Position, bool)>,
    ticking: bool,
    waiting: bool,
    saved_stats: Option<String>,
    saved_settings: Option<String>,
    saved_game: Option<String>,
    address: Option<String>,
}

impl Page {
    fn open(opening: Opening) -> Page {
        let (session, effects) = Session::open(opening);
        let mut page = Page {
            session,
            now: 0.0,
            effects: Vec::new(),
            searching: None,
            rating: None,
            ticking: false,
            waiting: false,
            saved_stats: None,
            saved_settings: None,
            saved_game: None,
            address: None,
        };
        page.carry_out(effects);
        page
    }

    fn with_link(link: &str) -> Page {
        Page::open(Opening {
            link: link.into(),
            ..Opening::default()
        })
    }

    fn send(&mut self, action: Action) {
        self.now += 10.0;
        let effects = self.session.handle(action, self.now);
        self.carry_out(effects);
    }

    fn carry_out(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match &effect {
                Effect::StartTicker(_) => self.ticking = true,
                Effect::StopTicker => self.ticking = false,
                Effect::Search {
                    id,
                    position,
                    level,
                } => self.searching = Some((*id, *position, *level)),
                Effect::Rate {
                    id,
                    position,
                    review,
                } => self.rating = Some((*id, *position, *review)),
                Effect::CancelSearch => {
                    self.searching = None;
                    self.rating = None;
                }
                Effect::Wait(_) => self.waiting = true,
                Effect::CancelWait => self.waiting = false,
                Effect::SaveSettings(text) => self.saved_settings = Some(text.clone()),
                Effect::SaveStats(text) => self.saved_stats = Some(text.clone()),
                Effect::SaveGame(text) => self.saved_game = Some(text.clone()),
                Effect::SetAddress(query) => self.address = Some(query.clone()),
                // The turn clock has its own tests (tests/clock.rs).
                Effect::StartClock | Effect::StopClock => {}
            }
            self.effects.push(effect);
        }
    }

    /// The computer's answer to the search in flight, as the worker would give it.
    fn answer(&mut self) -> (u32, Reply) {
        let (id, position, level) = self.searching.take().expect("a search in flight");
        let reply = answer_on_page(&SearchRequest {
            id,
            position: position.to_string(),
            level,
            seed: u64::from(id),
        });
        let reply = Reply {
            pit: reply.answer.ok().and_then(Pit::new),
            depth: reply.depth,
            exact: reply.exact,
            nodes: reply.nodes,
        };
        (id, reply)
    }

    /// The ratings asked for, as the page's fallback would give them (a short search).
    fn rate(&mut self) -> (u32, Rated) {
        let (id, position, review) = self.rating.take().expect("a rating asked for");
        let reply = values_on_page(&ValuesRequest {
            id,
            purpose: if review {
                Purpose::Review
            } else {
                Purpose::Hint
            },
            position: position.to_string(),
        });
        let rated = Rated {
            moves: reply
                .moves
                .iter()
                .map(|&(n, value)| (pit(n), value))
                .collect(),
            exact: reply.exact,
        };
        (id, rated)
    }

    /// Lets every timer run out and every search finish until a person is to move or the game
    /// is over.
    fn settle(&mut self) {
        for _ in 0..10_000 {
            if self.ticking {
                self.send(Action::Tick);
            } else if self.waiting {
                self.waiting = false;
                self.send(Action::PlayReply);
            } else if self.searching.is_some() {
                let (id, reply) = self.answer();
                self.send(Action::Reply { id, reply });
            } else {
                return;
            }
        }
        panic!("the page never settled");
    }

    /// Sows a pit and lets the page settle.
    fn sow(&mut self, n: u8) {
        self.send(Action::Sow(pit(n)));
        self.settle();
    }

    /// Plays the first legal pit of the side to move until the game is over.
    fn play_to_the_end(&mut self) {
        self.settle();
        while self.session.game().turn() != Turn::Over {
            let first = self.session.game().position().legal_moves().iter().next();
            self.sow(first.expect("a legal move").number());
        }
    }

    fn saved_stats(&self) -> Stats {
        self.saved_stats
            .as_deref()
            .map(|text| stats_from_json(text).expect("what is saved reads back"))
            .unwrap_or_default()
    }
}

#[test]
fn a_finished_game_against_the_computer_is_counted_and_saved() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.play_to_the_end();
    let game = GameSettings {
        level: Level::Easy,
        ..GameSettings::default()
    };
    assert_eq!(page.saved_stats().record(&game).played, 1);
    assert_eq!(page.session.stats().record(&game).played, 1);
    let tally = page.session.tally();
    assert_eq!(tally.you + tally.computer + tally.draws, 1);
}

#[test]
fn a_game_with_a_take_back_is_not_counted() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.sow(1);
    page.send(Action::Undo);
    assert_eq!(page.session.pending(), Some(Pending::Undo), "it asks first");
    page.send(Action::Confirm(true));
    page.play_to_the_end();
    assert!(page.saved_stats.is_none(), "nothing was stored");
    assert!(page.session.stats().is_empty());
    let tally = page.session.tally();
    assert_eq!(
        tally.you + tally.computer + tally.draws,
        1,
        "the visit's tally counts it"
    );
    // The next game counts again.
    page.send(Action::PlayAgain);
    page.play_to_the_end();
    assert_eq!(
        page.saved_stats()
            .record(&page.session.game().settings())
            .played,
        1
    );
}

#[test]
fn a_two_player_game_is_never_recorded() {
    let mut page = Page::with_link("vs=human&speed=instant");
    page.play_to_the_end();
    assert!(
        page.effects
            .iter()
            .all(|e| !matches!(e, Effect::SaveStats(_)))
    );
    assert!(page.session.stats().is_empty());
    assert_eq!(page.session.tally(), Default::default());
}

#[test]
fn a_game_changing_setting_asks_first_mid_game_and_applies_only_on_confirmation() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.sow(1);
    let before = *page.session.game().position();
    let expert = GameSettings {
        level: Level::Expert,
        ..page.session.settings().game
    };
    page.send(Action::ChangeGame(expert));
    assert_eq!(page.session.pending(), Some(Pending::NewGame(expert)));
    assert_eq!(page.session.settings().game.level, Level::Easy, "not yet");
    assert_eq!(*page.session.game().position(), before);
    // Keep playing: nothing changes.
    page.send(Action::Confirm(false));
    assert_eq!(page.session.pending(), None);
    assert_eq!(page.session.settings().game.level, Level::Easy);
    assert_eq!(*page.session.game().position(), before);
    // Asked again and confirmed: a new game at Expert, in the address and in storage.
    page.send(Action::ChangeGame(expert));
    page.send(Action::Confirm(true));
    assert_eq!(page.session.settings().game.level, Level::Expert);
    assert_eq!(page.session.game().record().ply(), 0);
    assert_eq!(page.address.as_deref(), Some("level=expert&speed=instant"));
    let saved = settings_from_json(page.saved_settings.as_deref().unwrap()).unwrap();
    assert_eq!(saved.game.level, Level::Expert);
    // Speed is not game-changing: it applies at once, mid-game too.
    page.sow(1);
    page.send(Action::SetSpeed(Speed::Slow));
    assert_eq!(page.session.pending(), None);
    assert_eq!(page.session.settings().speed, Speed::Slow);
}

#[test]
fn a_link_wins_over_saved_settings_without_replacing_them() {
    let mut saved = Settings::default();
    saved.game.level = Level::Expert;
    saved.game.seeds = 5;
    let page = Page::open(Opening {
        link: "?level=hard".into(),
        saved_settings: Ok(Some(settings_to_json(&saved))),
        ..Opening::default()
    });
    assert_eq!(page.session.settings().game.level, Level::Hard);
    assert_eq!(
        page.session.settings().game.seeds,
        4,
        "the link's defaults, not the saved 5"
    );
    assert!(
        page.saved_settings.is_none(),
        "opening a link saves nothing"
    );
    assert_eq!(page.address.as_deref(), Some("level=hard"));
    // A plain visit opens with the saved settings.
    let plain = Page::open(Opening {
        saved_settings: Ok(Some(settings_to_json(&saved))),
        ..Opening::default()
    });
    assert_eq!(*plain.session.settings(), saved);
    assert_eq!(plain.address.as_deref(), Some("level=expert&seeds=5"));
}

#[test]
fn refused_storage_is_said_once() {
    let mut page = Page::open(Opening {
        link: "level=easy&speed=instant".into(),
        saved_settings: Err(Refused),
        saved_stats: Err(Refused),
        ..Opening::default()
    });
    assert_eq!(page.session.notices(), [STORAGE_TROUBLE]);
    // Every later write fails too; the page is told each time, and says nothing new.
    page.send(Action::StorageFailed);
    page.play_to_the_end();
    page.send(Action::StorageFailed);
    assert_eq!(page.session.notices(), [STORAGE_TROUBLE]);
    // Dismissed, it stays dismissed for the visit.
    page.send(Action::Dismiss(STORAGE_TROUBLE.into()));
    page.send(Action::StorageFailed);
    assert!(page.session.notices().is_empty());
    // The visit still counts its games.
    assert_eq!(
        page.session
            .stats()
            .record(&page.session.game().settings())
            .played,
        1
    );
}

#[test]
fn a_reply_to_a_cancelled_search_is_dropped() {
    let mut page = Page::with_link("level=medium&side=second&speed=instant");
    let (id, reply) = {
        assert!(page.session.thinking(), "the computer opens");
        page.answer()
    };
    // A new game before the answer arrives: no game is under way, so no question.
    page.send(Action::NewGame);
    assert!(page.effects.contains(&Effect::CancelSearch));
    let fresh = page.searching.expect("the new game's search").0;
    assert_ne!(fresh, id);
    page.send(Action::Reply { id, reply });
    assert!(!page.waiting, "the stale answer starts no timer");
    assert_eq!(page.session.game().record().ply(), 0);
    assert!(
        page.session.thinking(),
        "still waiting for the fresh answer"
    );
    page.settle();
    assert_eq!(page.session.game().turn(), Turn::Person(Player::South));
}

#[test]
fn undo_against_the_computer_takes_back_the_whole_turn_chain_and_the_reply() {
    let mut page = Page::with_link("level=medium&speed=instant");
    let start = *page.session.game().position();
    // Pit 3 earns an extra turn; pit 6 ends the turn, and the computer replies.
    page.sow(3);
    assert_eq!(page.session.game().turn(), Turn::Person(Player::South));
    page.sow(6);
    assert_eq!(page.session.game().turn(), Turn::Person(Player::South));
    assert!(page.session.game().record().ply() >= 3);
    page.send(Action::Undo);
    page.send(Action::Confirm(true));
    assert_eq!(*page.session.game().position(), start);
    assert!(page.session.status().starts_with("Move taken back."));
    // A second take-back in the same game does not ask again.
    page.sow(1);
    page.send(Action::Undo);
    assert_eq!(page.session.pending(), None);
    assert_eq!(*page.session.game().position(), start);
}

#[test]
fn undo_while_the_computer_waits_to_move_drops_its_move() {
    let mut page = Page::with_link("level=medium&speed=instant&vs=computer");
    page.send(Action::Sow(pit(1)));
    let (id, reply) = page.answer();
    page.send(Action::Reply { id, reply });
    assert!(page.waiting, "the computer pauses before it moves");
    page.send(Action::Undo);
    page.send(Action::Confirm(true));
    assert!(page.effects.contains(&Effect::CancelWait));
    page.send(Action::PlayReply);
    assert_eq!(page.session.game().record().ply(), 0);
}

#[test]
fn stores_keep_their_fresh_tint_after_the_animation_and_at_instant_speed() {
    for link in ["vs=human&speed=fast", "vs=human&speed=instant"] {
        let mut page = Page::with_link(link);
        page.send(Action::Sow(pit(3)));
        if page.ticking {
            page.send(Action::Tick);
            let during = page.session.board();
            assert!(
                during.cell(Cell::Pit(Player::South, pit(4))).fresh,
                "{link}"
            );
            assert!(!during.cell(Cell::Store(Player::South)).fresh, "{link}");
        }
        page.settle();
        let board = page.session.board();
        let store = board.cell(Cell::Store(Player::South));
        assert!(store.fresh, "{link}: the store received the last seed");
        assert_eq!(store.count, 1);
        assert!(board.cell(Cell::Pit(Player::South, pit(6))).fresh, "{link}");
        assert!(
            board.cell(Cell::Pit(Player::South, pit(3))).last_played,
            "{link}"
        );
        assert!(!board.cell(Cell::Store(Player::North)).fresh, "{link}");
    }
}

/// The shortest line of play from the opening whose last move captures.
fn line_to_a_capture() -> Vec<Pit> {
    let start = *Session::open(Opening::default()).0.game().position();
    let mut lines = vec![(start, Vec::new())];
    for _ in 0..4 {
        let mut next = Vec::new();
        for (position, line) in lines {
            for pit in position.legal_moves() {
                let mut child = position;
                let outcome = child.play(pit).expect("a legal move");
                let mut longer: Vec<Pit> = line.clone();
                longer.push(pit);
                if outcome.capture.is_some() {
                    return longer;
                }
                next.push((child, longer));
            }
        }
        lines = next;
    }
    panic!("no capture within four moves");
}

#[test]
fn the_board_marks_a_capture_and_the_previewed_landing() {
    let mut page = Page::with_link("vs=human&speed=instant");
    // From the opening, pit 1's four seeds end in pit 5.
    page.send(Action::Preview(Some(pit(1))));
    assert!(
        page.session
            .board()
            .cell(Cell::Pit(Player::South, pit(5)))
            .target
    );
    page.send(Action::Preview(None));
    assert!(
        !page
            .session
            .board()
            .cell(Cell::Pit(Player::South, pit(5)))
            .target
    );
    let line = line_to_a_capture();
    let (last, before) = line.split_last().unwrap();
    for pit in before {
        page.sow(pit.number());
    }
    let mover = page.session.game().position().to_move();
    page.sow(last.number());
    let capture = page.session.game().last_outcome().unwrap().capture.unwrap();
    let board = page.session.board();
    assert!(board.cell(Cell::Pit(mover, capture.pit)).captured);
    assert!(
        board
            .cell(Cell::Pit(mover.other(), capture.opposite))
            .captured
    );
    let marked = Player::BOTH
        .iter()
        .flat_map(|&p| (1..=6).map(move |n| Cell::Pit(p, pit(n))))
        .filter(|&cell| board.cell(cell).captured)
        .count();
    assert_eq!(marked, 2, "only the two pits of the capture");
}

#[test]
fn the_computer_moving_first_is_asked_at_once_and_the_person_then_moves() {
    let mut page = Page::with_link("level=easy&side=second&speed=instant");
    assert!(page.searching.is_some(), "the opening asks the computer");
    page.settle();
    assert!(page.session.game().record().ply() >= 1);
    assert_eq!(page.session.game().turn(), Turn::Person(Player::South));
    assert_eq!(page.session.settings().game.side, Side::Second);
}

#[test]
fn a_missing_worker_is_said_once_and_other_notices_are_kept_apart() {
    let mut page = Page::with_link("colour=blue");
    assert_eq!(page.session.notices().len(), 1, "the link's notice");
    page.send(Action::NoWorker);
    page.send(Action::NoWorker);
    assert_eq!(page.session.notices().len(), 2);
    assert_eq!(page.session.notices()[1], NO_WORKER);
    assert_eq!(page.session.settings().game.opponent, Opponent::Computer);
}

#[test]
fn resetting_the_statistics_asks_first_and_saves_an_empty_record() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.send(Action::AskResetStats);
    assert_eq!(page.session.pending(), None, "nothing to reset yet");
    page.play_to_the_end();
    page.send(Action::AskResetStats);
    assert_eq!(page.session.pending(), Some(Pending::ResetStats));
    page.send(Action::Confirm(true));
    assert!(page.session.stats().is_empty());
    assert!(page.saved_stats().is_empty());
}

#[test]
fn the_system_motion_setting_is_followed_during_a_visit() {
    let mut page = Page::with_link("vs=human");
    page.send(Action::Sow(pit(1)));
    assert!(page.ticking, "animated at first");
    page.settle();
    // The system now asks for reduced motion: the next move lands at once.
    page.send(Action::SystemMotion(true));
    page.send(Action::Sow(pit(1)));
    assert!(!page.ticking);
    assert!(page.session.reduced_motion());
    // The page's own setting overrides the system's.
    page.send(Action::SetMotion(mancala::model::settings::Motion::Full));
    page.send(Action::Sow(pit(2)));
    assert!(page.ticking);
}

#[test]
fn the_computer_reports_its_search_in_words_at_every_size() {
    for (nodes, words) in [
        (1, "(1 position)"),
        (840, "(840 positions)"),
        (12_345, "(12,300 positions)"),
        (999_960, "(1.0 million positions)"),
        (1_234_567, "(1.2 million positions)"),
    ] {
        let mut page = Page::with_link("side=second&speed=instant");
        let (id, position, _) = page.searching.take().expect("the computer opens");
        let pit = position.legal_moves().iter().next();
        let reply = Reply {
            pit,
            depth: 4,
            exact: false,
            nodes,
        };
        page.send(Action::Reply { id, reply });
        assert_eq!(
            page.session.report(),
            format!("The computer looked 4 moves ahead {words}.")
        );
    }
}

#[test]
fn sowing_an_empty_pit_or_out_of_turn_is_refused_in_plain_words() {
    let mut page = Page::with_link("vs=human&speed=instant");
    // Pit 3 earns an extra turn, so player 1 is to move again with pit 3 empty.
    page.sow(3);
    let before = *page.session.game().position();
    page.send(Action::Sow(pit(3)));
    assert_eq!(
        page.session.status(),
        "Pit 3 is empty: choose a pit with seeds."
    );
    assert_eq!(*page.session.game().position(), before);
    let mut computer = Page::with_link("side=second&speed=instant");
    computer.send(Action::Sow(pit(1)));
    assert_eq!(computer.session.status(), "It is not your turn.");
}

#[test]
fn the_status_tells_the_move_as_soon_as_its_sowing_starts() {
    let mut page = Page::with_link("vs=human&speed=slow");
    page.send(Action::Sow(pit(1)));
    assert!(page.session.animating());
    assert_eq!(
        page.session.status(),
        "Player 1 sowed pit 1. Player 2 to move."
    );
}

/// A plain visit to a page where `game` was saved (and `settings`, if any).
fn reopened(game: &str, settings: Option<String>) -> Page {
    Page::open(Opening {
        saved_game: Ok(Some(game.to_string())),
        saved_settings: Ok(settings),
        ..Opening::default()
    })
}

#[test]
fn a_game_is_saved_after_every_move_and_resumes_move_for_move() {
    let mut page = Page::with_link("level=easy&speed=instant&seeds=5");
    page.sow(1);
    page.sow(2);
    let saved = page.saved_game.clone().expect("saved after the moves");
    let moves = page.session.game().record().moves().to_vec();
    assert!(moves.len() >= 3, "my two moves and the computer's replies");
    let again = reopened(&saved, None);
    assert_eq!(again.session.game().record().moves(), &moves[..]);
    assert_eq!(
        again.session.game().position(),
        page.session.game().position()
    );
    assert_eq!(again.session.settings().game.seeds, 5);
    assert_eq!(again.session.settings().game.level, Level::Easy);
    assert!(again.session.status().starts_with("Game resumed."));
    assert!(again.session.notices().is_empty());
}

#[test]
fn a_resumed_game_on_the_computers_turn_asks_it_and_a_take_back_still_stops_it_counting() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.sow(1);
    page.send(Action::Undo);
    page.send(Action::Confirm(true));
    page.send(Action::Sow(pit(2)));
    // Saved with the computer to move, its answer not yet in.
    let saved = page.saved_game.clone().unwrap();
    let mut again = reopened(&saved, None);
    assert!(again.searching.is_some(), "the computer is asked at once");
    again.play_to_the_end();
    assert!(
        again.session.stats().is_empty(),
        "a take-back game does not count"
    );
}

#[test]
fn a_link_starts_its_setup_and_replaces_the_save_only_once_a_move_is_made() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.sow(1);
    let saved = page.saved_game.clone().unwrap();
    let mut linked = Page::open(Opening {
        link: "?vs=human&speed=instant".into(),
        saved_game: Ok(Some(saved)),
        ..Opening::default()
    });
    assert_eq!(linked.session.game().record().ply(), 0);
    assert_eq!(linked.session.settings().game.opponent, Opponent::Human);
    assert!(linked.saved_game.is_none(), "nothing replaced yet");
    linked.sow(1);
    let replaced = linked
        .saved_game
        .clone()
        .expect("replaced by the first move");
    assert!(replaced.contains("\"vs\":\"human\""), "{replaced}");
}

#[test]
fn a_damaged_or_finished_save_gives_a_fresh_game() {
    for damaged in ["{", "{\"version\":1}", "{\"version\":5,\"moves\":\"\"}"] {
        let page = reopened(damaged, None);
        assert_eq!(page.session.game().record().ply(), 0, "{damaged}");
        assert!(
            page.session.notices()[0].starts_with("Your saved game could not be resumed"),
            "{damaged}: {:?}",
            page.session.notices()
        );
    }
    // Moves that cannot be played: refused, with the first bad one named.
    let mut page = Page::with_link("vs=human&speed=instant");
    page.sow(3);
    let illegal = page.saved_game.clone().unwrap().replace("\"3\"", "\"33\"");
    let refused = reopened(&illegal, None);
    assert_eq!(refused.session.game().record().ply(), 0);
    assert!(
        refused.session.notices()[0].contains("move 2 (pit 3)"),
        "{:?}",
        refused.session.notices()
    );
    // A finished game is not resumed: a new one starts, with no notice.
    let mut finished = Page::with_link("vs=human&speed=instant");
    finished.play_to_the_end();
    let over = reopened(&finished.saved_game.clone().unwrap(), None);
    assert_eq!(over.session.game().record().ply(), 0);
    assert!(over.session.notices().is_empty());
}

/// Every cell's count on a board, pits then stores.
fn counts(board: &mancala::model::board::BoardView) -> Vec<u8> {
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

#[test]
fn replay_steps_through_every_position_and_back_to_the_game_unchanged() {
    let mut page = Page::with_link("vs=human&speed=instant");
    for n in [3, 6, 2, 5, 1, 4, 6, 2] {
        if page
            .session
            .can_sow(page.session.game().position().to_move(), pit(n))
        {
            page.sow(n);
        }
    }
    let record = page.session.game().record().clone();
    let total = record.ply();
    assert!(total >= 5, "the line played {total} moves");
    let live = counts(&page.session.board());

    // Back, one move at a time, to the start: each board is the record's position then.
    for ply in (0..total).rev() {
        page.send(Action::Replay(Step::Back));
        assert_eq!(page.session.replay(), Some(ply));
        let position = record.position_at(ply).unwrap();
        let board = page.session.board();
        let expected: Vec<u8> = Player::BOTH
            .iter()
            .flat_map(|&p| {
                let mut cells = position.row(p).to_vec();
                cells.push(position.store(p));
                cells
            })
            .collect();
        assert_eq!(counts(&board), expected, "after {ply} moves");
        // The sowing that led here is highlighted; the start has none.
        let last = ply.checked_sub(1).map(|i| record.moves()[i]);
        let marked: Vec<Pit> = (1..=6)
            .map(pit)
            .filter(|&p| {
                Player::BOTH
                    .iter()
                    .any(|&player| board.cell(Cell::Pit(player, p)).last_played)
            })
            .collect();
        assert_eq!(marked, last.into_iter().collect::<Vec<_>>(), "after {ply}");
        // Nobody can sow while the replay shows an old position.
        let mover = page.session.game().position().to_move();
        assert!((1..=6).all(|n| !page.session.can_sow(mover, pit(n))));
    }
    page.send(Action::Replay(Step::Back));
    assert_eq!(
        page.session.replay(),
        Some(0),
        "the start is as far back as it goes"
    );
    assert!(
        page.session
            .replay_sentence()
            .unwrap()
            .contains("the start")
    );

    // Forward again; past the last move the replay ends at the game as it stands.
    page.send(Action::Replay(Step::To(2)));
    assert_eq!(page.session.replay(), Some(2));
    let sentence = page.session.replay_sentence().unwrap();
    assert!(
        sentence.contains(&format!("after move 2 of {total}")),
        "{sentence}"
    );
    for _ in 2..total {
        page.send(Action::Replay(Step::Forward));
    }
    assert_eq!(page.session.replay(), None);
    assert_eq!(counts(&page.session.board()), live);
    assert_eq!(
        page.session.game().record(),
        &record,
        "stepping never changes the game"
    );

    // The way back from anywhere, and a move made afterwards counts as usual.
    page.send(Action::Replay(Step::First));
    page.send(Action::Replay(Step::Live));
    assert_eq!(page.session.replay(), None);
    let mover = page.session.game().position().to_move();
    let legal = page
        .session
        .game()
        .position()
        .legal_moves()
        .iter()
        .next()
        .unwrap();
    assert!(page.session.can_sow(mover, legal));
}

#[test]
fn a_take_back_during_a_replay_ends_it_and_the_computer_still_moves_meanwhile() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.sow(1);
    let before = page.session.game().record().ply();
    // The person looks back while the computer thinks: its move still lands in the game.
    page.send(Action::Sow(pit(2)));
    page.send(Action::Replay(Step::First));
    page.settle();
    assert_eq!(page.session.replay(), Some(0));
    assert!(page.session.game().record().ply() > before + 1);
    page.send(Action::Undo);
    if page.session.pending() == Some(Pending::Undo) {
        page.send(Action::Confirm(true));
    }
    assert_eq!(
        page.session.replay(),
        None,
        "a take-back shows the game it changed"
    );
}

#[test]
fn a_hint_asks_first_against_the_computer_then_rates_the_moves_and_stops_the_game_counting() {
    let mut page = Page::with_link("?speed=instant");
    page.send(Action::Hint);
    assert_eq!(page.session.pending(), Some(Pending::Hint), "asked first");
    assert!(page.rating.is_none(), "nothing asked of the computer yet");
    page.send(Action::Confirm(false));
    assert!(page.session.pending().is_none() && page.rating.is_none());
    assert!(!page.session.game().undo_used(), "declined: still counted");
    page.send(Action::Hint);
    page.send(Action::Confirm(true));
    assert!(
        page.session.game().undo_used(),
        "a hinted game is not counted"
    );
    let saved = page.saved_game.clone().expect("saved");
    assert!(
        saved.contains("\"undo_used\":true"),
        "and stays so after a reload: {saved}"
    );
    let (id, position, review) = page.rating.expect("a hint asked for");
    assert!(!review);
    assert_eq!(position, *page.session.game().position());
    assert_eq!(page.session.tally().hints, 1);
    let (id2, rated) = page.rate();
    assert_eq!(id, id2);
    let best = rated.best().expect("a best move");
    page.send(Action::Rated { id, rated });
    let hint = page.session.hint().expect("the hint is shown");
    assert_eq!(hint.rated.as_ref().and_then(Rated::best), Some(best));
    assert!(
        page.session
            .status()
            .starts_with(&format!("Hint: Pit {}", best.0)),
        "{}",
        page.session.status()
    );
    // A second hint in the same position asks nothing more; the next one asks no question.
    page.send(Action::Hint);
    assert!(page.rating.is_none() && page.session.pending().is_none());
    page.sow(best.0.number());
    assert!(page.session.hint().is_none(), "a move ends the hint");
    if page.session.may_move(Player::South) {
        page.send(Action::Hint);
        assert!(page.session.pending().is_none(), "asked once a game");
        assert!(page.rating.is_some());
        assert_eq!(page.session.tally().hints, 2);
    }
    page.play_to_the_end();
    assert!(
        page.saved_stats().is_empty(),
        "the hinted game is not recorded"
    );
    assert_eq!(
        page.session.tally().you + page.session.tally().computer + page.session.tally().draws,
        1
    );
}

#[test]
fn a_hint_for_a_position_left_behind_is_not_shown() {
    let mut page = Page::with_link("?vs=human&speed=instant");
    page.send(Action::Hint);
    assert!(
        page.session.pending().is_none(),
        "two players: nothing is counted, so no question"
    );
    let (id, rated) = page.rate();
    page.sow(1);
    let status = page.session.status().to_string();
    page.send(Action::Rated { id, rated });
    assert!(page.session.hint().is_none());
    assert_eq!(page.session.status(), status, "the late hint is not said");
    // Not during a replay either.
    page.send(Action::Replay(Step::Back));
    page.send(Action::Hint);
    assert!(page.rating.is_none());
}

#[test]
fn the_analysis_rates_every_position_in_turn_and_can_stop_and_go_on() {
    let mut page = Page::with_link("?vs=human&speed=instant");
    page.send(Action::Analyse);
    assert!(page.rating.is_none(), "not before the game is over");
    page.play_to_the_end();
    let total = page.session.game().record().ply();
    page.send(Action::Analyse);
    let mut rated = 0;
    while let Some((_, position, review)) = page.rating {
        assert!(review);
        assert_eq!(
            Some(position),
            page.session.game().record().position_at(rated)
        );
        let (id, ratings) = page.rate();
        page.send(Action::Rated { id, rated: ratings });
        rated += 1;
        assert_eq!(page.session.analysis_points().len(), rated);
        if rated == 3 {
            page.send(Action::StopAnalysis);
            assert!(page.rating.is_none(), "stopped");
            assert!(!page.session.analysis().unwrap().running());
            page.send(Action::Analyse);
        }
    }
    assert_eq!(rated, total, "one rating per move");
    let analysis = page.session.analysis().expect("kept");
    assert_eq!((analysis.rated.len(), analysis.total), (total, total));
    assert!(page.session.status().starts_with("Analysis done"));
    // Its points step the replay, and a new game drops it.
    page.send(Action::Replay(Step::To(2)));
    assert_eq!(page.session.replay(), Some(2));
    page.send(Action::PlayAgain);
    assert!(page.session.analysis().is_none());
}

#[test]
fn a_new_game_during_the_analysis_cancels_its_request() {
    let mut page = Page::with_link("?vs=human&speed=instant");
    page.play_to_the_end();
    page.send(Action::Analyse);
    let (id, _, _) = page.rating.expect("asked");
    let (_, rated) = page.rate();
    page.rating = Some((
        id,
        Position::start(mancala::engine::Rules::KALAH, Player::South),
        true,
    ));
    page.send(Action::PlayAgain);
    assert!(page.rating.is_none(), "cancelled");
    page.send(Action::Rated { id, rated });
    assert!(
        page.session.analysis().is_none(),
        "a late answer is dropped"
    );
}

mod play_by_link {
    use super::*;

    /// A device that opens `query` (a link's query), with `saved` as its stored game.
    fn device(query: &str, saved: Option<String>) -> Page {
        Page::open(Opening {
            link: query.to_string(),
            saved_game: Ok(saved),
            ..Opening::default()
        })
    }

    #[test]
    fn a_move_sent_by_link_is_answered_on_the_other_device_and_comes_back() {
        // Device A: a two-player game; player 1 sows pit 1 (no extra turn) and sends it.
        let mut a = Page::with_link("?vs=human&speed=instant");
        assert!(!a.session.can_send_move(), "nothing to send before a move");
        a.sow(1);
        assert!(a.session.can_send_move());
        let link = a.session.move_link();
        assert!(link.ends_with("&play=2"), "{link}");
        a.send(Action::MoveSent {
            link: link.clone(),
            copied: true,
        });
        assert_eq!(
            a.session.seat(),
            Some(Player::South),
            "A now plays player 1"
        );
        assert!(
            a.session.status().contains("send it to Player 2"),
            "{}",
            a.session.status()
        );
        assert!(
            !a.session.may_move(Player::North),
            "player 2 moves on the other device"
        );

        // Device B opens it: it plays player 2, whose turn it is.
        let mut b = device(&link, None);
        assert_eq!(b.session.seat(), Some(Player::North));
        assert!(
            b.session
                .status()
                .starts_with("You are Player 2, playing by link. Player 2 to move."),
            "{}",
            b.session.status()
        );
        assert!(b.session.notices().is_empty(), "{:?}", b.session.notices());
        assert!(b.session.may_move(Player::North) && !b.session.may_move(Player::South));
        assert_eq!(b.session.keyboard_row(), Player::North);
        b.sow(1);
        assert!(
            b.session
                .status()
                .ends_with("Send your move to Player 1 with “Send your move”."),
            "{}",
            b.session.status()
        );
        assert!(b.session.can_send_move());
        let reply = b.session.move_link();
        assert!(reply.ends_with("&play=1"), "{reply}");

        // Back on A, with its own game saved: the reply continues it, so no notice.
        let mut back = device(&reply, a.saved_game.clone());
        assert_eq!(back.session.seat(), Some(Player::South));
        assert!(
            back.session.notices().is_empty(),
            "{:?}",
            back.session.notices()
        );
        assert_eq!(back.session.game().record().ply(), 2);
        assert!(back.session.may_move(Player::South));
        // A new game ends the game by link.
        back.send(Action::NewGame);
        back.send(Action::Confirm(true));
        assert_eq!(back.session.seat(), None);
    }

    #[test]
    fn a_reply_to_an_old_link_is_shown_as_a_fork_with_a_way_back() {
        let mut a = Page::with_link("?vs=human&speed=instant");
        a.sow(1);
        let first = a.session.move_link();
        // B answers with pit 2, and later, from the same old link, with pit 3.
        let mut b = device(&first, None);
        b.sow(2);
        let reply = b.session.move_link();
        let mut b2 = device(&first, None);
        b2.sow(3);
        let other = b2.session.move_link();
        // A takes the first reply and moves on; then the second reply arrives.
        let mut a2 = device(&reply, a.saved_game.clone());
        a2.sow(2);
        assert_eq!(a2.session.game().record().ply(), 3);
        let forked = device(&other, a2.saved_game.clone());
        let notice = forked.session.notices().join(" ");
        assert!(
            notice.contains("parts from the one on this device after move 1: move 2 was pit 2 there, and pit 3 in the link"),
            "{notice}"
        );
        assert!(
            notice.contains("?vs=human&speed=instant&game="),
            "a way back: {notice}"
        );
        assert_eq!(forked.session.game().record().moves(), [pit(1), pit(3)]);
        // The old link itself, opened where the game went further, is said to be older.
        let older = device(&first, a2.saved_game.clone());
        let notice = older.session.notices().join(" ");
        assert!(
            notice.contains("older than the game on this device: it stops after move 1, and yours goes on to move 3"),
            "{notice}"
        );
    }

    #[test]
    fn only_this_devices_player_sows_and_a_reload_keeps_the_game_and_the_seat() {
        let mut a = Page::with_link("?vs=human&speed=instant");
        a.sow(1);
        let link = a.session.move_link();
        a.send(Action::MoveSent {
            link: link.clone(),
            copied: true,
        });
        // Player 2's turn: the keys 1 to 6 (which sow the pit of the player to move) do
        // nothing on player 1's device.
        a.send(Action::Sow(pit(3)));
        assert_eq!(a.session.game().record().ply(), 1, "{}", a.session.status());
        assert!(a.session.status().starts_with("It is not your turn"));
        let mut b = device(&link, None);
        b.sow(2);
        // A reload: the address holds the setup only, and the game comes back with the seat.
        let address = b.address.clone().expect("the address was set");
        let reloaded = device(&address, b.saved_game.clone());
        assert_eq!(reloaded.session.game().record().ply(), 2);
        assert_eq!(reloaded.session.seat(), Some(Player::North));
        assert!(
            reloaded.session.status().starts_with("You are Player 2"),
            "{}",
            reloaded.session.status()
        );
    }

    #[test]
    fn a_move_is_offered_for_sending_only_once_the_turn_has_passed() {
        let mut a = Page::with_link("?vs=human&speed=instant");
        a.sow(3); // four seeds from pit 3 end in the store: an extra turn
        assert_eq!(a.session.game().position().to_move(), Player::South);
        assert!(!a.session.can_send_move(), "the turn is not over");
        a.sow(1);
        assert!(a.session.can_send_move());
        assert!(a.session.move_link().ends_with("&play=2"));
    }

    #[test]
    fn a_seat_means_nothing_in_a_game_against_the_computer() {
        let page = Page::with_link("?game=6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_1&play=2");
        assert_eq!(page.session.seat(), None);
        assert!(page.session.may_move(Player::South) || page.searching.is_some());
    }

    #[test]
    fn a_bad_or_lone_seat_in_a_link_is_said_and_ignored() {
        let page = Page::with_link("?vs=human&game=6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_1&play=3");
        assert_eq!(page.session.seat(), None);
        assert!(
            page.session.notices().join(" ").contains("play"),
            "{:?}",
            page.session.notices()
        );
        let lone = Page::with_link("?vs=human&play=2");
        assert_eq!(
            lone.session.seat(),
            None,
            "a seat without a game means nothing"
        );
    }
}

#[test]
fn keys_cannot_sow_during_a_replay() {
    let mut page = Page::with_link("?vs=human&speed=instant");
    page.sow(1);
    page.send(Action::Replay(Step::Back));
    page.send(Action::Sow(pit(2)));
    assert_eq!(page.session.game().record().ply(), 1);
    assert!(page.session.status().starts_with("This is a replay"));
}

#[test]
fn a_reload_with_the_setup_in_the_address_resumes_the_game() {
    let mut page = Page::with_link("?level=hard&speed=instant");
    page.sow(3);
    page.sow(6);
    let moves = page.session.game().record().ply();
    let address = page.address.clone().expect("the address was set");
    assert!(!address.is_empty(), "a setup in the address");
    let reloaded = Page::open(Opening {
        link: address,
        saved_game: Ok(page.saved_game.clone()),
        ..Opening::default()
    });
    assert_eq!(reloaded.session.game().record().ply(), moves);
    // Another setup in the address starts that one instead.
    let other = Page::open(Opening {
        link: "?level=easy".into(),
        saved_game: Ok(page.saved_game.clone()),
        ..Opening::default()
    });
    assert_eq!(other.session.game().record().ply(), 0);
}

#[test]
fn in_a_game_played_by_link_the_clock_times_only_this_devices_player() {
    let mut a = Page::with_link("?vs=human&speed=instant&clock=1");
    a.sow(1);
    assert!(
        a.session.clock_text().is_some(),
        "player 2's clock runs on one screen"
    );
    let link = a.session.move_link();
    a.send(Action::MoveSent { link, copied: true });
    assert_eq!(
        a.session.clock_text(),
        None,
        "player 2 moves, and is timed, elsewhere"
    );
    a.now += 120_000.0;
    a.send(Action::ClockTick);
    assert_eq!(
        a.session.game().record().ply(),
        1,
        "nothing is played for them here"
    );
}
