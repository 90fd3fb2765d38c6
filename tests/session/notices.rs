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
    page.send(Action::Router(RouterAction::StorageFailed));
    page.play_to_the_end();
    page.send(Action::Router(RouterAction::StorageFailed));
    assert_eq!(page.session.notices(), [Notice::StorageTrouble]);
    // Dismissed, it stays dismissed for the visit.
    page.send(Action::Router(RouterAction::Dismiss(
        NoticeKind::StorageTrouble,
    )));
    page.send(Action::Router(RouterAction::StorageFailed));
    assert!(page.session.notices().is_empty());
    // The visit still counts its games.
    assert_eq!(
        page.session
            .statistics()
            .stats()
            .record(&page.session.game().settings())
            .played,
        1
    );
}

#[test]
fn stored_values_the_page_could_not_read_are_said_and_the_game_plays_on() {
    let mut page = Page::open(Opening {
        store_missing: true,
        ..Opening::default()
    });
    assert_eq!(page.session.notices(), [Notice::StoreMissing]);
    let words = Notice::StoreMissing.to_string();
    assert!(
        words.contains("did not load")
            && words.contains("left as it is")
            && words.contains("reload"),
        "it says what happened and what to do: {words}"
    );
    // The game opens with the defaults and plays.
    assert_eq!(*page.session.settings(), Settings::default());
    page.play_to_the_end();
    assert!(page.session.game().record().is_over());
    page.send(Action::Router(RouterAction::Dismiss(
        NoticeKind::StoreMissing,
    )));
    assert!(page.session.notices().is_empty());
    // Every later write meets the same trouble; it is not said again.
    page.send(Action::Router(RouterAction::StoreMissing));
    assert!(page.session.notices().is_empty());
}

#[test]
fn a_writer_that_cannot_be_had_is_said_once() {
    let mut page = Page::with_link("vs=human&speed=instant");
    page.sow(1);
    page.send(Action::Router(RouterAction::StoreMissing));
    assert_eq!(page.session.notices(), [Notice::StoreMissing]);
    page.send(Action::Router(RouterAction::Dismiss(
        NoticeKind::StoreMissing,
    )));
    page.sow(1);
    page.send(Action::Router(RouterAction::StoreMissing));
    assert!(page.session.notices().is_empty(), "said once a visit");
}

#[test]
fn a_missing_worker_is_said_once_and_other_notices_are_kept_apart() {
    let mut page = Page::with_link("colour=blue");
    assert!(
        matches!(page.session.notices(), [Notice::LinkIgnored(_)]),
        "the link's notice"
    );
    page.send(Action::Router(RouterAction::NoWorker));
    page.send(Action::Router(RouterAction::NoWorker));
    assert_eq!(page.session.notices().len(), 2);
    assert_eq!(page.session.notices()[1], Notice::NoWorker);
    assert_eq!(page.session.settings().game.opponent, Opponent::Computer);
}

#[test]
fn a_notice_of_a_kind_showing_takes_the_newer_words_and_is_closed_by_its_kind() {
    let mut page = Page::with_link("?vs=human&speed=instant&colour=blue");
    page.sow(1);
    for link in ["first", "second"] {
        page.send(Action::Play(PlayAction::MoveSent {
            link: link.into(),
            copied: false,
        }));
    }
    let kinds: Vec<NoticeKind> = page.session.notices().iter().map(Notice::kind).collect();
    assert_eq!(
        kinds,
        [NoticeKind::LinkIgnored, NoticeKind::MoveNotCopied],
        "one of each kind"
    );
    let words = page.session.notices()[1].to_string();
    assert!(words.ends_with("send Player 2: second"), "{words}");
    assert_eq!(page.session.table().seat(), None, "nothing was sent");
    page.send(Action::Router(RouterAction::Dismiss(
        NoticeKind::MoveNotCopied,
    )));
    assert_eq!(
        page.session
            .notices()
            .iter()
            .map(Notice::kind)
            .collect::<Vec<_>>(),
        [NoticeKind::LinkIgnored]
    );
}

#[test]
fn a_game_copied_as_text_is_said_and_one_the_browser_refused_is_given_on_one_line() {
    use mancala::model::share::transcript::{read, write};
    let mut page = Page::with_link("vs=human&speed=instant");
    page.sow(3);
    page.sow(6);
    let text = write(page.session.game(), None);
    page.send(Action::Play(PlayAction::TextCopied {
        text: text.clone(),
        copied: true,
    }));
    assert!(
        page.session
            .status()
            .starts_with("The game is copied as text"),
        "{}",
        page.session.status()
    );
    assert!(page.session.notices().is_empty());
    page.send(Action::Play(PlayAction::TextCopied {
        text,
        copied: false,
    }));
    let [Notice::TextNotCopied(one_line)] = page.session.notices() else {
        panic!("{:?}", page.session.notices());
    };
    assert!(!one_line.contains('\n'), "{one_line}");
    // The line reads back as the game it came from.
    let back = read(one_line).expect("the one line reads back");
    assert_eq!(back.game.record(), page.session.game().record());
    let said = page.session.notices()[0].to_string();
    assert!(said.ends_with(one_line.as_str()), "{said}");
}
