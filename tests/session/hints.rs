//! Hints and the post-game analysis: asked of the computer one at a time, and kept for the position they rate.

use crate::page::*;

#[test]
fn a_hint_asks_first_against_the_computer_then_rates_the_moves_and_stops_the_game_counting() {
    let mut page = Page::with_link("?speed=instant");
    page.send(Action::Play(PlayAction::Hint));
    assert_eq!(page.session.pending(), Some(Pending::Hint), "asked first");
    assert!(page.rating.is_none(), "nothing asked of the computer yet");
    page.send(Action::Play(PlayAction::Confirm(false)));
    assert!(page.session.pending().is_none() && page.rating.is_none());
    assert!(!page.session.game().undo_used(), "declined: still counted");
    page.send(Action::Play(PlayAction::Hint));
    page.send(Action::Play(PlayAction::Confirm(true)));
    assert!(
        page.session.game().undo_used(),
        "a hinted game is not counted"
    );
    let saved = page.saved_game.clone().expect("saved");
    assert!(
        saved.contains("\"undo_used\":true"),
        "and stays so after a reload: {saved}"
    );
    let (id, position, purpose) = page.rating.expect("a hint asked for");
    assert_eq!(purpose, Purpose::Hint);
    assert!(matches!(
        page.session.computer().request(),
        Request::Play(Asked::Hint { .. })
    ));
    assert_eq!(position, *page.session.game().position());
    assert_eq!(page.session.statistics().tally().hints, 1);
    let (id2, rated) = page.rate();
    assert_eq!(id, id2);
    let best = rated.best().expect("a best move");
    page.send(Action::Router(RouterAction::Rated { id, rated }));
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
    page.send(Action::Play(PlayAction::Hint));
    assert!(page.rating.is_none() && page.session.pending().is_none());
    page.sow(best.0.number());
    assert!(page.session.hint().is_none(), "a move ends the hint");
    if page.session.may_move(Player::South) {
        page.send(Action::Play(PlayAction::Hint));
        assert!(page.session.pending().is_none(), "asked once a game");
        assert!(page.rating.is_some());
        assert_eq!(page.session.statistics().tally().hints, 2);
    }
    page.play_to_the_end();
    assert!(
        page.saved_stats().is_empty(),
        "the hinted game is not recorded"
    );
    assert_eq!(
        page.session.statistics().tally().you
            + page.session.statistics().tally().computer
            + page.session.statistics().tally().draws,
        0,
        "nor counted in the tally"
    );
}

#[test]
fn a_hint_for_a_position_left_behind_is_not_shown() {
    let mut page = Page::with_link("?vs=human&speed=instant");
    page.send(Action::Play(PlayAction::Hint));
    assert!(
        page.session.pending().is_none(),
        "two players: nothing is counted, so no question"
    );
    let (id, rated) = page.rate();
    page.sow(1);
    let status = page.session.status().to_string();
    page.send(Action::Router(RouterAction::Rated { id, rated }));
    assert!(page.session.hint().is_none());
    assert_eq!(page.session.status(), status, "the late hint is not said");
    // Not during a replay either.
    page.send(Action::Play(PlayAction::Replay(Step::Back)));
    page.send(Action::Play(PlayAction::Hint));
    assert!(page.rating.is_none());
}

#[test]
fn the_analysis_rates_every_position_in_turn_and_can_stop_and_go_on() {
    let mut page = Page::with_link("?vs=human&speed=instant");
    page.send(Action::Play(PlayAction::Analyse));
    assert!(page.rating.is_none(), "not before the game is over");
    page.play_to_the_end();
    let total = page.session.game().record().ply();
    page.send(Action::Play(PlayAction::Analyse));
    let mut rated = 0;
    while let Some((_, position, purpose)) = page.rating {
        assert_eq!(purpose, Purpose::Review);
        assert_eq!(
            Some(position),
            page.session.game().record().position_at(rated)
        );
        let (id, ratings) = page.rate();
        page.send(Action::Router(RouterAction::Rated { id, rated: ratings }));
        rated += 1;
        assert_eq!(page.session.analysis_points().len(), rated);
        if rated == 3 {
            page.send(Action::Play(PlayAction::StopAnalysis));
            assert!(page.rating.is_none(), "stopped");
            assert!(!page.session.computer().reviewing());
            page.send(Action::Play(PlayAction::Analyse));
        }
    }
    assert_eq!(rated, total, "one rating per move");
    let analysis = page.session.analysis().expect("kept");
    assert_eq!((analysis.rated.len(), analysis.total), (total, total));
    assert!(page.session.status().starts_with("Analysis done"));
    // Its points step the replay, and a new game drops it.
    page.send(Action::Play(PlayAction::Replay(Step::To(2))));
    assert_eq!(page.session.replay(), Some(2));
    page.send(Action::Play(PlayAction::PlayAgain));
    assert!(page.session.analysis().is_none());
}

#[test]
fn a_new_game_during_the_analysis_cancels_its_request() {
    let mut page = Page::with_link("?vs=human&speed=instant");
    page.play_to_the_end();
    page.send(Action::Play(PlayAction::Analyse));
    let (id, _, _) = page.rating.expect("asked");
    let (_, rated) = page.rate();
    page.rating = Some((
        id,
        Position::start(mancala::engine::Rules::KALAH, Player::South),
        Purpose::Review,
    ));
    page.send(Action::Play(PlayAction::PlayAgain));
    assert!(page.rating.is_none(), "cancelled");
    page.send(Action::Router(RouterAction::Rated { id, rated }));
    assert!(
        page.session.analysis().is_none(),
        "a late answer is dropped"
    );
}
