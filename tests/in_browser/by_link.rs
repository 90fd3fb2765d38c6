//! Two people on two devices, with no server: a move sent by link from one browser profile is
//! opened, answered and sent back in another, and an answer to an old link shows as a fork.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::time::Duration;

use browser::{Browser, Options};

const WAIT: Duration = Duration::from_secs(10);

/// A browser of its own (its own profile, so its own storage), allowed to use the clipboard.
fn device() -> Browser {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("?vs=human");
    browser.allow_clipboard();
    browser
}

/// Presses "Send your move" and returns the query of the link it copied.
fn send_move(browser: &Browser) -> String {
    browser.click("#send-move");
    browser.wait_until(
        "document.getElementById('status').textContent.startsWith('Your move is copied')",
        WAIT,
    );
    let link = browser.clipboard();
    link.split_once('?')
        .map(|(_, query)| query.to_string())
        .unwrap_or_else(|| panic!("not a link: {link}"))
}

#[test]
fn a_move_sent_from_one_profile_is_answered_in_another_and_an_old_link_forks() {
    let one = device();
    let two = device();
    // Player 1 moves on the first device and sends the move.
    assert!(
        !one.exists("#send-move:not([hidden])"),
        "nothing to send yet"
    );
    one.click("#pit-s-1");
    let first = send_move(&one);
    assert!(first.ends_with("&play=2"), "{first}");
    assert_eq!(one.text("#matchup"), "Playing by link: you are Player 1");
    assert_eq!(
        one.attr("#pit-n-3", "aria-disabled").as_deref(),
        Some("true"),
        "player 2's pits are played on the other device"
    );

    // The second device opens it, is told who it is, moves and sends the move back.
    two.open(&format!("?{first}"));
    assert!(
        two.text("#status")
            .starts_with("You are Player 2, playing by link. Player 2 to move."),
        "{}",
        two.text("#status")
    );
    assert_eq!(two.text("#matchup"), "Playing by link: you are Player 2");
    assert_eq!(
        two.attr("#pit-s-2", "aria-disabled").as_deref(),
        Some("true")
    );
    two.click("#pit-n-2");
    assert!(
        two.text("#status")
            .ends_with("Send your move to Player 1 with “Send your move”."),
        "{}",
        two.text("#status")
    );
    two.viewport(360, 740);
    two.screenshot("play-by-link-narrow");
    let reply = send_move(&two);
    assert!(reply.ends_with("&play=1"), "{reply}");
    assert_eq!(two.axe(), Vec::<String>::new(), "playing by link");

    // Back on the first device: the answer continues its game, with no notice.
    one.open(&format!("?{reply}"));
    assert!(!one.exists(".notice"), "{}", one.text("main"));
    assert_eq!(one.move_log(), two.move_log());
    assert!(one.text("#status").contains("Player 1 to move"));
    one.click("#pit-s-3");
    let _ = send_move(&one);
    // A reload keeps the game, and who this device is.
    let moves = one.move_log();
    let address = one
        .eval("location.search")
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert_eq!(address, "?vs=human", "the address holds the setup only");
    one.open(&address);
    assert_eq!(one.move_log(), moves);
    assert_eq!(one.text("#matchup"), "Playing by link: you are Player 1");

    // The second device answers the first link again: a fork, shown, with a way back.
    two.execute("localStorage.clear();");
    two.open(&format!("?{first}"));
    // After player 1's pit 1, player 2's pit 3 holds four seeds, the last of which lands in
    // their store: an extra turn, so player 2 sows again before sending.
    two.click("#pit-n-3");
    assert_eq!(
        two.attr("#pit-n-4", "aria-disabled").as_deref(),
        Some("false"),
        "the extra turn after pit 3: {}",
        two.text("#status")
    );
    two.click("#pit-n-4");
    let forked = send_move(&two);
    one.open(&format!("?{forked}"));
    let notice = one.text(".notice p");
    assert!(
        notice.contains("parts from the one on this device after move 1"),
        "{notice}"
    );
    assert!(notice.contains("?vs=human&game="), "{notice}");
    assert_eq!(one.axe(), Vec::<String>::new(), "the fork's notice");
    one.close();
    two.close();
}

#[test]
fn a_reload_before_the_next_move_keeps_the_game_and_the_player_on_both_devices() {
    let one = device();
    let two = device();
    one.click("#pit-s-1");
    let first = send_move(&one);
    // The sender reloads before anything else: still Player 1, with Player 2's pits closed.
    one.open("?vs=human");
    assert_eq!(one.text("#matchup"), "Playing by link: you are Player 1");
    assert_eq!(
        one.attr("#pit-n-3", "aria-disabled").as_deref(),
        Some("true")
    );
    // The receiver opens the link and reloads before moving: the game and its player stay.
    two.open(&format!("?{first}"));
    let moves = two.move_log();
    two.open("?vs=human");
    assert_eq!(two.move_log(), moves);
    assert_eq!(two.text("#matchup"), "Playing by link: you are Player 2");
    // Its answer, opened on the first device, survives a reload there too.
    two.click("#pit-n-2");
    let reply = send_move(&two);
    one.open(&format!("?{reply}"));
    let moves = one.move_log();
    one.open("?vs=human");
    assert_eq!(one.move_log(), moves);
    assert!(
        one.text("#status").contains("Player 1 to move"),
        "{}",
        one.text("#status")
    );
    one.close();
    two.close();
}
