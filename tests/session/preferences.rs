//! The preferences part: the settings in force, what keeps a change, and the system's motion
//! preference, which is followed but never stored.

use crate::page::*;

fn writes(page: &Page) -> usize {
    let written =
        |effect: &&Effect| matches!(effect, Effect::SetAddress(_) | Effect::SaveSettings(_));
    page.effects.iter().filter(written).count()
}

#[test]
fn a_changed_setting_goes_into_the_address_and_storage_and_opens_the_next_plain_visit() {
    let mut page = Page::with_link("vs=human");
    page.effects.clear();
    page.send(Action::Router(RouterAction::SetSpeed(Speed::Fast)));
    assert_eq!(page.session.settings().speed, Speed::Fast);
    assert_eq!(writes(&page), 2, "the address and storage, once each");
    assert!(page.address.as_deref().unwrap().contains("speed=fast"));
    let saved = page
        .saved_settings
        .clone()
        .expect("the settings are stored");
    assert_eq!(settings_from_json(&saved).unwrap().speed, Speed::Fast);
    let next = Page::open(Opening {
        saved_settings: stored(Some(saved), settings_from_json),
        ..Opening::default()
    });
    assert_eq!(next.session.settings().speed, Speed::Fast);
    assert_eq!(next.session.settings().game.opponent, Opponent::Human);
}

#[test]
fn choosing_the_setting_already_in_force_writes_nothing() {
    let mut page = Page::with_link("speed=slow&clock=60");
    page.effects.clear();
    page.send(Action::Router(RouterAction::SetSpeed(Speed::Slow)));
    page.send(Action::Router(RouterAction::SetClock(
        page.session.settings().clock,
    )));
    assert_eq!(writes(&page), 0, "{:?}", page.effects);
}

#[test]
fn the_systems_motion_preference_is_followed_but_not_stored() {
    let mut page = Page::with_link("vs=human");
    page.effects.clear();
    page.send(Action::Router(RouterAction::SystemMotion(true)));
    assert_eq!(writes(&page), 0, "{:?}", page.effects);
    page.sow(1);
    assert!(!page.ticking, "the move is shown at once");
}

/// The sounds a move shown seed by seed should make: a tick for each seed, then its own sound
/// for a capture or an extra turn.
fn sounds_of_the_last_move(page: &Page) -> Vec<Cue> {
    let outcome = page.session.game().last_outcome().expect("a sowing");
    let mut cues = vec![Cue::Seed; outcome.sown.len()];
    if outcome.capture.is_some() {
        cues.push(Cue::Capture);
    } else if outcome.extra_turn {
        cues.push(Cue::ExtraTurn);
    }
    cues
}

#[test]
fn sound_is_off_by_default_follows_the_sowing_and_is_silent_while_the_page_is_hidden() {
    // Off unless chosen: a move makes no sound.
    let mut page = Page::with_link("vs=human&speed=normal");
    page.sow(3);
    assert_eq!(page.sounds, []);

    // M turns it on, says so, and keeps it in the address.
    page.send(Action::Router(RouterAction::ToggleSound));
    assert!(
        page.session.status().starts_with("Sound on"),
        "{}",
        page.session.status()
    );
    assert_eq!(page.session.settings().sound, Sound::On);
    assert!(
        page.address
            .as_deref()
            .is_some_and(|a| a.contains("sound=on"))
    );
    // A tick as each seed lands, then the move's own sound.
    for pit in [6, 3, 1, 2] {
        page.sounds.clear();
        page.sow(pit);
        assert_eq!(page.sounds, sounds_of_the_last_move(&page), "pit {pit}");
    }
    assert!(page.sounds.contains(&Cue::Seed));

    // Hidden: nothing, though the move is shown.
    page.sounds.clear();
    page.send(Action::Play(PlayAction::PageHidden(true)));
    page.sow(page.first_legal().number());
    assert_eq!(page.sounds, []);
    page.send(Action::Play(PlayAction::PageHidden(false)));

    // At once (instant speed): one sound a move, its own or a seed's.
    page.send(Action::Router(RouterAction::SetSpeed(Speed::Instant)));
    page.sow(page.first_legal().number());
    assert_eq!(page.sounds.len(), 1, "{:?}", page.sounds);

    // M again: off.
    page.send(Action::Router(RouterAction::ToggleSound));
    assert!(page.session.status().starts_with("Sound off"));
    page.sounds.clear();
    page.sow(page.first_legal().number());
    assert_eq!(page.sounds, []);
}
