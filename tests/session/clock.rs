//! The turn clock of a two-player game: the tests move the page's clock forward and send a
//! tick each second while the session asks for them. Actions take no time of their own here, so
//! every second counted is one the test let pass.

use crate::page::*;

/// A page opened by `link`, whose actions take no time.
fn clock_page(link: &str) -> Page {
    let mut page = Page::with_link(link);
    page.step_ms = 0.0;
    page
}

impl Page {
    /// The clock as shown.
    fn clock(&self) -> String {
        self.session.clock_text().unwrap_or_default()
    }

    /// How many times the page was asked to start the clock's ticks.
    fn started(&self) -> usize {
        self.effects
            .iter()
            .filter(|e| matches!(e, Effect::Play(PlayWant::StartClock)))
            .count()
    }
}

#[test]
fn there_is_no_clock_by_default_nor_against_the_computer() {
    for link in [
        "vs=human&speed=instant",
        "clock=1&speed=instant",
        "vs=computer&clock=5",
    ] {
        let mut page = clock_page(link);
        page.send(Action::Play(PlayAction::Sow(pit(1))));
        page.wait(400);
        assert_eq!(page.session.clock_text(), None, "{link}");
        assert_eq!(page.started(), 0, "{link}: no ticks asked for");
        assert_eq!(page.session.game().record().ply(), 1, "{link}");
    }
}

#[test]
fn when_the_time_runs_out_a_legal_move_is_played_for_that_player_and_said() {
    let mut page = clock_page("vs=human&clock=1&speed=instant");
    assert!(page.clock_ticking, "the clock starts as the page opens");
    assert_eq!(page.clock(), "Player 1: 1:00");
    page.wait(59);
    assert_eq!(page.clock(), "Player 1: 0:01");
    assert_eq!(page.session.game().record().ply(), 0);
    let before = *page.session.game().position();
    page.wait(1);
    let record = page.session.game().record();
    assert_eq!(record.ply(), 1, "a move was played");
    let played = record.moves()[0].pit().expect("a pit, not a swap");
    assert!(before.legal_moves().contains(played), "{played} is legal");
    let status = page.session.status();
    assert!(
        status.starts_with("Time ran out for Player 1: a pit was sown for them at random."),
        "{status}"
    );
    assert!(
        status.contains(&format!("Player 1 sowed pit {played}")),
        "{status}"
    );
    // The next turn (the same player's after an extra turn) has a full clock of its own.
    let Turn::Person(next) = page.session.game().turn() else {
        panic!("a person is to move");
    };
    let name = page.session.game().role(next).name();
    assert_eq!(page.clock(), format!("{name}: 1:00"));
    assert!(page.clock_ticking);
}

#[test]
fn a_move_played_for_a_player_out_of_time_is_sown_seed_by_seed_and_still_said() {
    let mut page = clock_page("vs=human&clock=1");
    page.wait(60);
    assert!(page.session.table().animating(), "the move is being shown");
    assert!(!page.clock_ticking, "no clock runs while seeds are sown");
    assert_eq!(page.session.clock_text(), None);
    assert!(
        page.session
            .status()
            .starts_with("Time ran out for Player 1")
    );
    page.finish_sowing();
    let status = page.session.status();
    assert!(status.starts_with("Time ran out for Player 1"), "{status}");
    assert!(page.clock_ticking, "the next turn's clock runs");
    assert!(page.clock().ends_with(": 1:00"), "{}", page.clock());
    // A move made in time is not said to be out of time.
    let pit = page.first_legal();
    page.send(Action::Play(PlayAction::Sow(pit)));
    page.finish_sowing();
    assert!(
        !page.session.status().contains("Time ran out"),
        "{}",
        page.session.status()
    );
}

#[test]
fn the_status_warns_once_at_thirty_and_at_ten_seconds_and_at_no_other_time() {
    let mut page = clock_page("vs=human&clock=1&speed=instant");
    page.send(Action::Play(PlayAction::Sow(pit(1))));
    let mut said = vec![page.session.status().to_string()];
    for second in 1..=59 {
        page.wait(1);
        let status = page.session.status().to_string();
        if status != *said.last().unwrap() {
            said.push(status.clone());
            let left = 60 - second;
            assert!(left == 30 || left == 10, "{status:?} with {left} s left");
        }
    }
    assert_eq!(
        said,
        [
            "Player 1 sowed pit 1. Player 2 to move.",
            "Player 2 to move: 30 seconds left.",
            "Player 2 to move: 10 seconds left."
        ]
    );
    // The next turn is warned afresh.
    page.send(Action::Play(PlayAction::Sow(pit(1))));
    page.wait(30);
    assert_eq!(page.session.status(), "Player 1 to move: 30 seconds left.");
}

#[test]
fn time_while_the_page_is_hidden_does_not_count() {
    let mut page = clock_page("vs=human&clock=1&speed=instant");
    page.wait(20);
    page.now += 400.0;
    page.send(Action::Play(PlayAction::PageHidden(true)));
    assert!(!page.clock_ticking, "no ticks while hidden");
    page.wait(600);
    page.send(Action::Play(PlayAction::PageHidden(false)));
    assert!(page.clock_ticking);
    assert_eq!(page.clock(), "Player 1: 0:40", "20.4 s counted");
    page.wait(39);
    assert_eq!(page.session.game().record().ply(), 0);
    page.wait(1);
    assert_eq!(page.session.game().record().ply(), 1);
}

#[test]
fn a_page_opened_out_of_view_starts_its_clock_once_it_is_seen() {
    let mut page = Page::open(Opening {
        link: "vs=human&clock=1".into(),
        page_hidden: true,
        ..Opening::default()
    });
    page.step_ms = 0.0;
    assert!(!page.clock_ticking);
    page.wait(120);
    page.send(Action::Play(PlayAction::PageHidden(false)));
    assert!(page.clock_ticking);
    assert_eq!(page.clock(), "Player 1: 1:00");
}

#[test]
fn every_move_starts_a_fresh_clock_an_extra_turn_too() {
    let mut page = clock_page("vs=human&clock=2&speed=instant");
    page.wait(100);
    assert_eq!(page.clock(), "Player 1: 0:20");
    // Pit 3 of four seeds ends in the store: an extra turn.
    page.send(Action::Play(PlayAction::Sow(pit(3))));
    assert_eq!(page.clock(), "Player 1: 2:00");
    page.wait(100);
    page.send(Action::Play(PlayAction::Sow(pit(1))));
    assert_eq!(page.clock(), "Player 2: 2:00");
    page.wait(30);
    page.send(Action::Play(PlayAction::Undo));
    assert_eq!(page.clock(), "Player 1: 2:00", "a take-back too");
    assert_eq!(
        page.started(),
        4,
        "each fresh clock restarts the page's ticks"
    );
}

#[test]
fn the_clock_setting_applies_at_once_and_is_kept_like_the_others() {
    let mut page = clock_page("vs=human&speed=instant");
    page.send(Action::Play(PlayAction::Sow(pit(1))));
    page.send(Action::Router(RouterAction::SetClock(Clock::Five)));
    assert_eq!(page.clock(), "Player 2: 5:00");
    assert!(page.clock_ticking);
    assert_eq!(page.session.game().record().ply(), 1, "the game goes on");
    assert!(
        page.effects
            .contains(&Effect::SetAddress("vs=human&speed=instant&clock=5".into()))
    );
    let saved = page.effects.iter().rev().find_map(|e| match e {
        Effect::SaveSettings(settings) => Some(*settings),
        _ => None,
    });
    let saved = saved.expect("settings saved");
    assert_eq!(saved.clock, Clock::Five);
    page.wait(10);
    page.send(Action::Router(RouterAction::SetClock(Clock::One)));
    assert_eq!(page.clock(), "Player 2: 1:00", "a new length starts afresh");
    page.send(Action::Router(RouterAction::SetClock(Clock::Off)));
    assert_eq!(page.session.clock_text(), None);
    assert!(!page.clock_ticking);
}

#[test]
fn a_new_game_or_a_computer_opponent_stops_or_restarts_the_clock() {
    let mut page = clock_page("vs=human&clock=1&speed=instant");
    page.wait(30);
    page.send(Action::Play(PlayAction::NewGame));
    assert_eq!(
        page.clock(),
        "Player 1: 1:00",
        "no move yet: a new game at once"
    );
    page.wait(5);
    let mut settings = page.session.settings().game;
    settings.opponent = mancala::model::settings::Opponent::Computer;
    page.send(Action::Play(PlayAction::ChangeGame(settings)));
    assert_eq!(page.session.clock_text(), None);
    assert!(!page.clock_ticking);
}
