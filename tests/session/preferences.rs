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
    page.send(Action::SetSpeed(Speed::Fast));
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
    page.send(Action::SetSpeed(Speed::Slow));
    page.send(Action::SetClock(page.session.settings().clock));
    assert_eq!(writes(&page), 0, "{:?}", page.effects);
}

#[test]
fn the_systems_motion_preference_is_followed_but_not_stored() {
    let mut page = Page::with_link("vs=human");
    page.effects.clear();
    page.send(Action::SystemMotion(true));
    assert_eq!(writes(&page), 0, "{:?}", page.effects);
    page.sow(1);
    assert!(!page.ticking, "the move is shown at once");
}
