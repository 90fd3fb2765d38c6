//! Notices: each said once, kept apart, and dismissed by identity.

use crate::page::*;

#[test]
fn refused_storage_is_said_once() {
    let mut page = Page::open(Opening {
        link: "level=easy&speed=instant".into(),
        saved_settings: Err(Refused),
        saved_stats: Err(Refused),
        ..Opening::default()
    });
    assert_eq!(page.session.notices(), [Notice::StorageTrouble]);
    // Every later write fails too; the page is told each time, and says nothing new.
    page.send(Action::StorageFailed);
    page.play_to_the_end();
    page.send(Action::StorageFailed);
    assert_eq!(page.session.notices(), [Notice::StorageTrouble]);
    // Dismissed, it stays dismissed for the visit.
    page.send(Action::Dismiss(NoticeKind::StorageTrouble));
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
fn a_missing_worker_is_said_once_and_other_notices_are_kept_apart() {
    let mut page = Page::with_link("colour=blue");
    assert!(
        matches!(page.session.notices(), [Notice::LinkIgnored(_)]),
        "the link's notice"
    );
    page.send(Action::NoWorker);
    page.send(Action::NoWorker);
    assert_eq!(page.session.notices().len(), 2);
    assert_eq!(page.session.notices()[1], Notice::NoWorker);
    assert_eq!(page.session.settings().game.opponent, Opponent::Computer);
}
