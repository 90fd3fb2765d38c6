//! Opening a visit: the settings a link or storage gives, resuming a saved game, and what a damaged save gives.

use crate::page::*;

#[test]
fn a_link_wins_over_saved_settings_without_replacing_them() {
    let mut saved = Settings::default();
    saved.game.level = Level::Expert;
    saved.game.seeds = 5;
    let page = Page::open(Opening {
        link: "?level=hard".into(),
        saved_settings: stored(Some(settings_to_json(&saved)), settings_from_json),
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
        saved_settings: stored(Some(settings_to_json(&saved)), settings_from_json),
        ..Opening::default()
    });
    assert_eq!(*plain.session.settings(), saved);
    assert_eq!(plain.address.as_deref(), Some("level=expert&seeds=5"));
}

/// A plain visit to a page where `game` was saved (and `settings`, if any).
fn reopened(game: &str, settings: Option<String>) -> Page {
    Page::open(Opening {
        saved_game: stored(Some(game.to_string()), game_from_json),
        saved_settings: stored(settings, settings_from_json),
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
    page.send(Action::Play(PlayAction::Undo));
    page.send(Action::Play(PlayAction::Confirm(true)));
    page.send(Action::Play(PlayAction::Sow(pit(2))));
    // Saved with the computer to move, its answer not yet in.
    let saved = page.saved_game.clone().unwrap();
    let mut again = reopened(&saved, None);
    assert!(again.searching.is_some(), "the computer is asked at once");
    again.play_to_the_end();
    assert!(
        again.session.statistics().stats().is_empty(),
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
        saved_game: stored(Some(saved), game_from_json),
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
    use mancala::model::words::{self, Catalogue, Lang};

    for damaged in ["{", "{\"version\":1}", "{\"version\":5,\"moves\":\"\"}"] {
        let page = reopened(damaged, None);
        assert_eq!(page.session.game().record().ply(), 0, "{damaged}");
        assert!(
            matches!(page.session.notices(), [Notice::GameUnresumable(_)]),
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
    let [notice @ Notice::GameUnresumable(LoadError::Absurd(detail))] = refused.session.notices()
    else {
        panic!("refused: {:?}", refused.session.notices());
    };
    assert!(detail.contains("move 2 (pit 3)"), "{detail}");
    // The notice is worded in the page's language, the engine's English detail left out.
    words::speak(Lang::from_tag("fr").unwrap(), None);
    words::hear(Box::leak(Box::new(
        words::pack("fr").and_then(Catalogue::read).unwrap(),
    )));
    let french = notice.to_string();
    words::speak(Lang::ENGLISH, None);
    assert!(
        french.starts_with("Votre partie enregistrée")
            && french.contains("ses nombres ne peuvent pas être justes")
            && !french.contains("move"),
        "{french}"
    );
    // A finished game is not resumed: a new one starts, with no notice.
    let mut finished = Page::with_link("vs=human&speed=instant");
    finished.play_to_the_end();
    let over = reopened(&finished.saved_game.clone().unwrap(), None);
    assert_eq!(over.session.game().record().ply(), 0);
    assert!(over.session.notices().is_empty());
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
        saved_game: stored(page.saved_game.clone(), game_from_json),
        ..Opening::default()
    });
    assert_eq!(reloaded.session.game().record().ply(), moves);
    // Another setup in the address starts that one instead.
    let other = Page::open(Opening {
        link: "?level=easy".into(),
        saved_game: stored(page.saved_game.clone(), game_from_json),
        ..Opening::default()
    });
    assert_eq!(other.session.game().record().ply(), 0);
}

/// Nothing stored, or (`refused`) no storage.
fn none<T>(refused: bool) -> Stored<T> {
    if refused { Err(Refused) } else { Ok(None) }
}

/// Every opening with nothing to read: storage empty or refused, the values' reader missing or
/// not, reduced motion asked or not, the page seen or hidden.
fn openings_with_nothing_to_read() -> Vec<Opening> {
    let mut openings = Vec::new();
    for refused in [false, true] {
        for store_missing in [false, true] {
            for system_reduced_motion in [false, true] {
                for page_hidden in [false, true] {
                    for link in ["", "?"] {
                        openings.push(Opening {
                            link: link.into(),
                            saved_settings: none(refused),
                            saved_stats: none(refused),
                            saved_game: none(refused),
                            saved_lessons: none(refused),
                            saved_puzzles: none(refused),
                            store_missing,
                            system_reduced_motion,
                            page_hidden,
                        });
                    }
                }
            }
        }
    }
    openings
}

#[test]
fn a_visit_with_nothing_to_read_opens_plainly_to_the_same_session() {
    // The page opens such a visit without the code that reads links and stored values (it is
    // left out of the first visit's download); what it opens must not differ at all.
    for opening in openings_with_nothing_to_read() {
        assert!(!opening.has_something_to_read(), "{opening:?}");
        let (full, full_effects) = Session::open(opening.clone());
        let (plain, plain_effects) = Session::open_plain(opening.clone());
        assert_eq!(format!("{plain:?}"), format!("{full:?}"), "{opening:?}");
        assert_eq!(plain_effects, full_effects, "{opening:?}");
    }
    // A link, or any stored value, is something to read.
    for link in ["?vs=human", "learn", "puzzle=daily"] {
        let opening = Opening {
            link: link.into(),
            ..Opening::default()
        };
        assert!(opening.has_something_to_read(), "{link}");
    }
    let stored_game = Opening {
        saved_game: stored(Some("{}".into()), game_from_json),
        ..Opening::default()
    };
    assert!(stored_game.has_something_to_read());
}

#[test]
fn a_link_left_unread_is_said_and_kept_in_the_address() {
    // When the part of the page that reads links cannot be had, the page opens plainly with
    // the link: a new game under the defaults, a notice, and no new address, so that a reload
    // can try the link again.
    let opening = Opening {
        link: "?level=hard&seeds=5".into(),
        ..Opening::default()
    };
    let (session, effects) = Session::open_plain(opening);
    assert_eq!(session.notices(), [Notice::LinkUnread]);
    assert!(Notice::LinkUnread.to_string().contains("reload"));
    assert_eq!(*session.settings(), Settings::default());
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::SetAddress(_))),
        "{effects:?}"
    );
    assert!(!session.offer_lessons(), "a visit by link is no newcomer's");
}
