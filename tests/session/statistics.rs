//! The statistics part: which games count, in the records and in the tally alike, and resetting them.

use crate::page::*;

#[test]
fn a_finished_game_against_the_computer_is_counted_and_saved() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.play_to_the_end();
    let game = GameSettings {
        level: Level::Easy,
        ..GameSettings::default()
    };
    assert_eq!(page.saved_stats().record(&game).played, 1);
    assert_eq!(page.session.statistics().stats().record(&game).played, 1);
    let tally = page.session.statistics().tally();
    assert_eq!(tally.you + tally.computer + tally.draws, 1);
}

#[test]
fn a_game_with_a_take_back_is_not_counted() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.sow(1);
    page.send(Action::Play(PlayAction::Undo));
    assert_eq!(page.session.pending(), Some(Pending::Undo), "it asks first");
    page.send(Action::Play(PlayAction::Confirm(true)));
    page.play_to_the_end();
    assert!(page.saved_stats.is_none(), "nothing was stored");
    assert!(page.session.statistics().stats().is_empty());
    let tally = page.session.statistics().tally();
    assert_eq!(
        tally.you + tally.computer + tally.draws,
        0,
        "the visit's tally follows the records"
    );
    // The next game counts again.
    page.send(Action::Play(PlayAction::PlayAgain));
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
            .all(|e| !matches!(e, Effect::Play(PlayWant::SaveStats(_))))
    );
    assert!(page.session.statistics().stats().is_empty());
    assert_eq!(page.session.statistics().tally(), Default::default());
}

#[test]
fn resetting_the_statistics_asks_first_and_saves_an_empty_record() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.send(Action::Play(PlayAction::AskResetStats));
    assert_eq!(page.session.pending(), None, "nothing to reset yet");
    page.play_to_the_end();
    page.send(Action::Play(PlayAction::AskResetStats));
    assert_eq!(page.session.pending(), Some(Pending::ResetStats));
    page.send(Action::Play(PlayAction::Confirm(true)));
    assert!(page.session.statistics().stats().is_empty());
    assert!(page.saved_stats().is_empty());
}

#[test]
fn a_hinted_game_counts_in_neither_the_tally_nor_the_records() {
    let mut page = Page::with_link("level=easy&speed=instant");
    page.send(Action::Play(PlayAction::Hint));
    assert_eq!(page.session.pending(), Some(Pending::Hint), "it asks first");
    page.send(Action::Play(PlayAction::Confirm(true)));
    let (id, rated) = page.rate();
    page.send(Action::Router(RouterAction::Rated { id, rated }));
    page.play_to_the_end();
    let tally = page.session.statistics().tally();
    assert_eq!(tally.you + tally.computer + tally.draws, 0);
    assert_eq!(tally.hints, 1, "the hint itself is tallied");
    assert!(page.saved_stats.is_none(), "nothing was stored");
    // The next game, unhelped, counts in both.
    page.send(Action::Play(PlayAction::PlayAgain));
    page.play_to_the_end();
    let tally = page.session.statistics().tally();
    assert_eq!(tally.you + tally.computer + tally.draws, 1);
    assert_eq!(
        page.saved_stats()
            .record(&page.session.game().settings())
            .played,
        1
    );
}

#[test]
fn what_another_tab_keeps_is_taken_here_and_this_tabs_next_count_builds_on_it() {
    // Two tabs of one browser, on the same storage: the first counts a game and saves it, and
    // the second hears of it as the browser tells it.
    let mut first = Page::with_link("level=easy&speed=instant");
    let mut second = Page::with_link("level=easy&speed=instant");
    first.play_to_the_end();
    let kept = first.saved_stats();
    let game = first.session.game().settings();
    assert_eq!(kept.record(&game).played, 1);
    second.effects.clear();
    second.kept_elsewhere(KeptElsewhere::Stats(Box::new(kept.clone())));
    assert_eq!(second.session.statistics().stats(), &kept);
    assert!(second.touched.is_everything(), "the statistics panel wakes");
    assert!(
        second.effects.is_empty(),
        "nothing is saved back: {:?}",
        second.effects
    );
    // The visit's tally is the second tab's own: it has played nothing yet.
    let tally = second.session.statistics().tally();
    assert_eq!(tally.you + tally.computer + tally.draws, 0);
    // The second tab's game counts on top of the first's, rather than writing over it.
    second.play_to_the_end();
    assert_eq!(second.saved_stats().record(&game).played, 2);
    // The lessons done, likewise.
    let done = Done::default().with(0).with(3);
    second.kept_elsewhere(KeptElsewhere::Lessons(done));
    assert_eq!(second.session.lessons().done(), done);
}
