//! Online play in headless Chromium, against the real room server: the binary that
//! `bash .ci/serve` runs (built with `cargo build --profile server --no-default-features
//! --features server --bin server`), started on a free port with a database of its own, serving
//! the built page. Two browsers play a whole game, one of them reloading in the middle and
//! taking its seat back, while a third watches; the turn clock shows, warns, and runs out on
//! the server, and stops on the page while the server is down; and the page served by a static host (this harness's own server) says plainly
//! that no room server answers. Axe checks the online views, and screenshots are taken at
//! 320 px and wide.
//!
//! They need `trunk build --release` and the server binary first.

use crate::browser;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use browser::{Browser, Engine, Options};
use mancala::model::online::words;

/// The room server, on a free port of the loopback, serving `dist/`; killed when dropped.
pub(crate) struct RoomServer {
    child: Child,
    pub(crate) url: String,
    folder: PathBuf,
}

impl RoomServer {
    pub(crate) fn start() -> RoomServer {
        let folder = std::env::temp_dir().join(format!("mancala-online-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a folder for the rooms' database");
        RoomServer::on(0, folder)
    }

    /// The port it serves on.
    fn port(&self) -> u16 {
        self.url
            .trim_end_matches('/')
            .rsplit(':')
            .next()
            .and_then(|port| port.parse().ok())
            .expect("a port in the server's address")
    }

    /// Kills the server at once, as a crash would, keeping its database.
    fn kill(mut self) -> PathBuf {
        let _ = self.child.kill();
        let _ = self.child.wait();
        std::mem::take(&mut self.folder)
    }

    /// A server on `port` (0 for a free one) with its database in `folder`.
    fn on(port: u16, folder: PathBuf) -> RoomServer {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let target = std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| root.join("target"));
        let binary = target.join("server/server");
        assert!(
            binary.is_file(),
            "{} is missing: build it with `cargo build --profile server --no-default-features \
             --features server --bin server`",
            binary.display()
        );
        // The same page as the harness serves: dist/, or the folder MANCALA_DIST names.
        let dist = std::env::var_os("MANCALA_DIST")
            .map(PathBuf::from)
            .unwrap_or_else(|| root.join("dist"));
        let mut child = Command::new(&binary)
            .arg("--dist")
            .arg(dist)
            .args(["--port", &port.to_string(), "--db"])
            .arg(folder.join("rooms.sqlite3"))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", binary.display()));
        // Its output is read on a thread of its own, to the end, so that it never blocks on a
        // full pipe, and a server that never says where it serves fails the test in time.
        let stdout = child.stdout.take().expect("the server's output");
        let (said, hear) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = said.send(line);
            }
        });
        let url = loop {
            let Ok(line) = hear.recv_timeout(Duration::from_secs(30)) else {
                let _ = child.kill();
                panic!("the room server did not say where it serves within 30 s");
            };
            // The log's start line, after its time and level: `… serving DIR on URL (…)`.
            if let Some(rest) = line
                .split_once(" serving ")
                .and_then(|(_, said)| said.split(" on ").nth(1))
            {
                break rest
                    .split_whitespace()
                    .next()
                    .unwrap_or_default()
                    .to_string();
            }
        };
        RoomServer { child, url, folder }
    }
}

impl Drop for RoomServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if !self.folder.as_os_str().is_empty() {
            let _ = std::fs::remove_dir_all(&self.folder);
        }
    }
}

/// The text of `css` on `browser`, empty if there is no such element.
fn text_of(browser: &Browser, css: &str) -> String {
    browser
        .eval(&format!(
            "(document.querySelector({css:?}) || {{}}).textContent || ''"
        ))
        .as_str()
        .unwrap_or_default()
        .trim()
        .to_string()
}

/// A part of `browser`'s address: `href`, `search`, ….
fn location(browser: &Browser, part: &str) -> String {
    browser
        .eval(&format!("location.{part}"))
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// A browser on the room server's page, in online play's lobby.
fn in_the_lobby(server: &RoomServer) -> Browser {
    in_the_lobby_of(Engine::from_env(), server)
}

/// A browser of `engine` on the room server's page, in online play's lobby.
pub(crate) fn in_the_lobby_of(engine: Engine, server: &RoomServer) -> Browser {
    let browser = Browser::start_in(engine, Options::reduced_motion());
    browser.open_url(&format!("{}?online", server.url));
    browser.wait_for("#online-create");
    browser
}

/// Shows `browser` at a phone's 320 px, saves a screenshot named `name`, and checks that
/// nothing on the page is wider than the phone.
fn on_a_phone(browser: &Browser, name: &str) {
    browser.viewport(320, 800);
    browser.screenshot(name);
    assert_eq!(
        browser.eval("document.documentElement.scrollWidth <= 320"),
        serde_json::Value::Bool(true),
        "{name}: nothing wider than a phone"
    );
}

/// The moves played, as the room's status line says them.
fn ply(browser: &Browser) -> u64 {
    browser
        .eval("(document.getElementById('online-said') || {dataset: {}}).dataset.ply || ''")
        .as_str()
        .and_then(|text| text.parse().ok())
        .unwrap_or(0)
}

/// Waits until the status line of `browser` says something that `check` accepts.
fn wait_for_said(browser: &Browser, what: &str, check: impl Fn(&str) -> bool) -> String {
    let started = Instant::now();
    loop {
        let said = text_of(browser, "#online-said");
        if check(&said) {
            return said;
        }
        assert!(
            started.elapsed() < browser::TIMEOUT,
            "the status never said {what}: {said:?}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The page whose pits may be sown, waiting while a move is still being shown; `None` once
/// `any`'s status line says the game is over.
fn next_mover<'a>(players: &[&'a Browser], any: &Browser) -> Option<&'a Browser> {
    let started = Instant::now();
    loop {
        if let Some(mover) = players.iter().find(|b| b.exists("#online .playable")) {
            return Some(mover);
        }
        if text_of(any, "#online-said").contains("Game over.") {
            return None;
        }
        assert!(
            started.elapsed() < browser::TIMEOUT,
            "nobody could move, and the game was not over"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A browser in a room the room server made: the maker's, with its invite and watch links.
fn make_room(server: &RoomServer, turn_option: Option<&str>) -> (Browser, String, String) {
    make_room_in(Engine::from_env(), server, turn_option)
}

/// [`make_room`] in a browser of `engine`.
fn make_room_in(
    engine: Engine,
    server: &RoomServer,
    turn_option: Option<&str>,
) -> (Browser, String, String) {
    let maker = in_the_lobby_of(engine, server);
    if let Some(option) = turn_option {
        maker.choose("online-turn", option);
    }
    maker.click("#online-create");
    maker.wait_until(
        "(document.getElementById('online-invite') || {}).value",
        browser::TIMEOUT,
    );
    let value = |id: &str| {
        maker
            .eval(&format!("document.getElementById('{id}').value"))
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    let (invite, watch) = (value("online-invite"), value("online-watch"));
    // The invite link carries the room's invite after its id; the watch link only the id.
    assert!(
        invite.contains("?online=") && invite.contains('.'),
        "{invite}"
    );
    assert!(watch.contains("?watch="), "{watch}");
    (maker, invite, watch)
}

#[test]
fn two_browsers_play_a_whole_game_one_reloads_and_a_third_watches() {
    let server = RoomServer::start();
    let (maker, invite, watch) = make_room(&server, None);
    assert_eq!(
        wait_for_said(&maker, "that it waits", |s| s.starts_with("Waiting")),
        "Waiting for your friend: send them the invite link."
    );
    maker.screenshot("online-waiting-1280");
    // The invite's Copy button puts the link on the clipboard, and says so.
    maker.allow_clipboard_on(server.url.trim_end_matches('/'));
    maker.click("#online-invite-copy");
    wait_for_said(&maker, "that the invite was copied", |s| {
        s.starts_with("Invite link copied")
    });
    assert_eq!(maker.clipboard(), invite);
    // A Share button shows exactly where the browser has a share sheet (see the test of it).
    let sheet = maker.eval("'share' in navigator") == serde_json::Value::Bool(true);
    assert_eq!(maker.exists("#online-invite-share"), sheet);
    // Someone opens the watch link before the friend comes: the free seat is not theirs.
    let watcher = Browser::start(Options::reduced_motion());
    watcher.open_url(&watch);
    wait_for_said(&watcher, "that the room waits", |s| {
        s == "Waiting for the second player."
    });
    assert!(
        !watcher.exists("#online-invite"),
        "a watcher has no invite to give"
    );
    // The friend's page shows each move seed by seed (motion is not reduced there).
    let friend = Browser::start(Options::default());
    friend.open_url(&invite);
    wait_for_said(&friend, "whose turn", |s| s == "Your friend to move.");
    wait_for_said(&maker, "your turn", |s| s == "Your turn.");
    wait_for_said(&watcher, "whose turn", |s| s == "Player 1 to move.");
    // The watcher's board names whose each row is.
    let label = watcher
        .attr("#online-pit-1", "aria-label")
        .unwrap_or_default();
    assert!(label.starts_with("Player 1's pit 1, "), "{label}");
    let label = friend
        .attr("#online-pit-1", "aria-label")
        .unwrap_or_default();
    assert!(label.starts_with("Your pit 1, "), "{label}");
    // The used invite leaves the friend's address: a reload takes the seat by its secret.
    let address = location(&friend, "search");
    assert!(
        address.starts_with("?online=") && !address.contains('.'),
        "{address}"
    );
    assert!(
        !watcher.exists("#online .playable"),
        "a watcher cannot move"
    );
    let aria_live = maker.attr("#online-said", "aria-live");
    assert_eq!(aria_live.as_deref(), Some("polite"));

    let players = [&maker, &friend];
    let mut reloaded = false;
    let mut focus_checked = false;
    for _ in 0..300 {
        // The player to move, once their page has shown the last move (the friend's seed by
        // seed, its pits playable only when it is done), or none once the game is over.
        let Some(mover) = next_mover(&players, &maker) else {
            break;
        };
        let before = ply(mover);
        mover.click("#online .playable");
        for browser in [&maker, &friend, &watcher] {
            browser.wait_until(
                &format!(
                    "Number((document.getElementById('online-said') || {{dataset: {{}}}}).dataset.ply) > {before}"
                ),
                browser::TIMEOUT,
            );
        }
        // The other player's move is said on the status line, and focus stays on the pit
        // the player last sowed.
        if !focus_checked && before >= 2 {
            let other = if std::ptr::eq(mover, &maker) {
                &friend
            } else {
                &maker
            };
            let said = text_of(other, "#online-said");
            if said.starts_with("Your friend sowed") {
                let focused = other.focused_attr("id").unwrap_or_default();
                assert!(
                    focused.starts_with("online-pit-"),
                    "focus went to {focused:?}"
                );
                focus_checked = true;
            }
        }
        if !reloaded && ply(&friend) >= 6 {
            // The friend reloads mid-game, and takes the seat back.
            let address = location(&friend, "href");
            assert!(address.contains("online="), "{address}");
            friend.open_url(&address);
            friend.wait_for("#online-watch");
            friend.wait_until(
                "Number((document.getElementById('online-said') || {dataset: {}}).dataset.ply) >= 6",
                browser::TIMEOUT,
            );
            reloaded = true;
        }
    }
    assert!(reloaded, "the game was too short to reload in");
    assert!(
        focus_checked,
        "no move of the other player's was seen to arrive"
    );
    for browser in [&maker, &friend, &watcher] {
        let said = wait_for_said(browser, "that the game is over", |s| {
            s.contains("Game over.")
        });
        assert!(said.contains("Game over."), "{said}");
    }
    assert!(maker.exists("#online-rematch"));
    // The friend's board, shown seed by seed, comes to rest on the swept board.
    friend.wait_until(
        "[...document.querySelectorAll('#online .pit')].every(c => c.textContent.trim() === '0')",
        browser::TIMEOUT,
    );
    assert_eq!(maker.axe(), Vec::<String>::new(), "the room, over");
    maker.screenshot("online-over-1280");
    on_a_phone(&maker, "online-over-320");
    // The finished game is counted once on each player's page (the friend's reloaded in the
    // middle), apart from the games against the computer, and not on the watcher's.
    let online_played = "(() => { const s = JSON.parse(localStorage.getItem('mancala.stats') \
        || 'null'); return s && s.online && s.online.standard ? s.online.standard.played : 0; })()";
    for browser in [&maker, &friend] {
        browser.wait_until(&format!("{online_played} === 1"), browser::TIMEOUT);
        assert_eq!(
            browser.eval("JSON.parse(localStorage.getItem('mancala.stats')).records"),
            serde_json::json!({})
        );
    }
    assert_eq!(watcher.eval(online_played), serde_json::json!(0));
    // The finished game opens in the move list, and the statistics show it apart.
    maker.click("#online-review");
    maker.wait_until(
        "document.getElementById('status').textContent.startsWith('The online game')",
        browser::TIMEOUT,
    );
    maker.wait_until(
        "[...document.querySelectorAll('.stats-online tr[data-rule-set=\"standard\"] td')]\
            .map(c => c.textContent).join(' ') === (() => { const r = JSON.parse(localStorage\
            .getItem('mancala.stats')).online.standard; return [r.played, r.won, r.lost, r.drawn]\
            .join(' '); })()",
        browser::TIMEOUT,
    );
    assert_eq!(
        maker.eval(online_played),
        serde_json::json!(1),
        "counted once"
    );
    for browser in [&maker, &friend, &watcher] {
        assert_eq!(browser.console_errors(), Vec::<String>::new());
    }
    watcher.close();
    friend.close();
    maker.close();
}

#[test]
fn a_rooms_links_go_to_the_share_sheet_where_the_browser_has_one() {
    let server = RoomServer::start();
    let maker = in_the_lobby(&server);
    // A share sheet as a phone's would be, which keeps what it is handed and answers as told:
    // sent, closed by the player (the DOM's AbortError), or refused.
    maker.execute(
        "window.handed = []; window.answers = ['sent', 'AbortError', 'NotAllowedError']; \
         navigator.share = (data) => { \
             handed.push({ title: data.title, url: data.url }); \
             const answer = answers.shift(); \
             return answer === 'sent' ? Promise.resolve() \
                 : Promise.reject(new DOMException('not shared', answer)); \
         };",
    );
    maker.click("#online-create");
    maker.wait_for("#online-invite-share");
    let invite = maker
        .eval("document.getElementById('online-invite').value")
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(invite.contains("?online="), "{invite}");

    maker.click("#online-invite-share");
    wait_for_said(&maker, "that the invite was shared", |s| {
        s == "Invite link shared. It seats one person, once."
    });
    assert_eq!(
        maker.eval("handed[0]"),
        serde_json::json!({ "title": "Play Mancala with me", "url": invite })
    );
    // Closing the sheet says nothing: the status line still holds what it said before.
    maker.click("#online-watch-share");
    maker.wait_until("handed.length === 2", browser::TIMEOUT);
    maker.frames(2);
    assert_eq!(
        text_of(&maker, "#online-said"),
        "Invite link shared. It seats one person, once."
    );
    let watch = maker.eval("handed[1].url");
    assert!(
        watch.as_str().is_some_and(|url| url.contains("?watch=")),
        "{watch}"
    );
    // A sheet that refuses is said, with what to do instead.
    maker.click("#online-watch-share");
    wait_for_said(&maker, "that the link could not be shared", |s| {
        s == "The link could not be shared: copy it instead."
    });
    // With its Share buttons, the room still fits a phone, and passes the audit.
    on_a_phone(&maker, "online-share-320");
    assert_eq!(
        maker.axe(),
        Vec::<String>::new(),
        "the room, with Share buttons"
    );
    assert_eq!(maker.console_errors(), Vec::<String>::new());
}

#[test]
fn the_pages_reconnect_by_themselves_when_the_server_comes_back() {
    let server = RoomServer::start();
    let (maker, invite, _) = make_room(&server, None);
    let friend = Browser::start(Options::reduced_motion());
    friend.open_url(&invite);
    wait_for_said(&maker, "your turn", |s| s == "Your turn.");
    // By keyboard: the digit sows that pit of the player's row, and focus goes to it.
    maker.press("1");
    assert_eq!(maker.focused_attr("id").as_deref(), Some("online-pit-1"));
    wait_for_said(&friend, "the first move", |s| {
        s.starts_with("Your friend sowed pit 1")
    });
    // The server is killed, as a crash would, and started again on the same port and
    // database: both pages say there is no connection, then come back on their own.
    let port = server.port();
    let folder = server.kill();
    for browser in [&maker, &friend] {
        browser.wait_until(
            "(document.getElementById('online-line') || {textContent: ''}).textContent.startsWith('No connection to the room server')",
            browser::TIMEOUT,
        );
    }
    let _again = RoomServer::on(port, folder);
    for browser in [&maker, &friend] {
        browser.wait_until(
            "(document.getElementById('online-line') || {textContent: 'x'}).textContent === ''",
            Duration::from_secs(30),
        );
    }
    // The friend takes its turn; the maker sees it.
    friend.wait_for("#online .playable");
    friend.click("#online .playable");
    maker.wait_until(
        "Number((document.getElementById('online-said') || {dataset: {}}).dataset.ply) >= 2",
        browser::TIMEOUT,
    );
    // The maker leaves mid-game: the page says the game goes on, and the way back takes the
    // seat again, with the friend told that the maker is back.
    maker.click("#online-leave");
    maker.wait_for("#online-back");
    let said = maker.text("#online-said");
    assert!(
        said.starts_with("You left a game that is still under way"),
        "{said}"
    );
    assert_eq!(
        maker.axe(),
        Vec::<String>::new(),
        "the lobby, after leaving"
    );
    friend.wait_until(
        "document.getElementById('online').textContent.includes('away')",
        browser::TIMEOUT,
    );
    maker.click("#online-back");
    wait_for_said(&maker, "the seat taken again", |s| s == "Your turn.");
    friend.wait_until(
        "!document.getElementById('online').textContent.includes('away')",
        browser::TIMEOUT,
    );
    // (The console holds the browser's own lines about the sockets that could not connect
    // while the server was down.)
    friend.close();
    maker.close();
}

#[test]
fn while_the_server_is_down_the_room_says_so_and_its_clock_stops_until_it_is_back() {
    let server = RoomServer::start();
    // The first option is two minutes a turn, the rooms' default.
    let (maker, invite, _) = make_room(&server, Some("0"));
    let friend = Browser::start(Options::reduced_motion());
    friend.open_url(&invite);
    wait_for_said(&maker, "your turn", |s| s == "Your turn.");
    maker.wait_until(
        "(document.getElementById('online-clock') || {textContent: ''}).textContent.startsWith('Your turn: 1:')",
        browser::TIMEOUT,
    );
    assert!(text_of(&maker, "#online-presence").contains("Your friend is here."));
    // The server stops, as a crash would: the room says there is no connection, shows no
    // figure for the clock and nobody as here.
    let port = server.port();
    let folder = server.kill();
    maker.wait_until(
        "(document.getElementById('online-line') || {textContent: ''}).textContent.startsWith('No connection to the room server')",
        browser::TIMEOUT,
    );
    assert_eq!(text_of(&maker, "#online-clock"), words::clock_off_line());
    assert_eq!(
        text_of(&maker, "#online-presence"),
        words::presence_off_line()
    );
    // The page's own clock runs on past the whole turn: it warns of nothing, and the clock
    // shows no figure still.
    maker.execute(
        "const now = Performance.prototype.now; \
         Performance.prototype.now = function () { return now.call(this) + 125000; };",
    );
    std::thread::sleep(Duration::from_millis(2500));
    let said = text_of(&maker, "#online-said");
    assert!(!said.contains("seconds left"), "{said}");
    assert_eq!(text_of(&maker, "#online-clock"), words::clock_off_line());
    assert_eq!(
        maker.axe(),
        Vec::<String>::new(),
        "the room with no connection"
    );
    // The server comes back on the same port and database: the page reconnects by itself,
    // and the clock resumes from the server's own figure (nothing ran out on a stopped
    // server, so at least a minute is left, where the page's own clock, moved on, would be at
    // 0:00).
    let _again = RoomServer::on(port, folder);
    maker.wait_until(
        "(document.getElementById('online-line') || {textContent: 'x'}).textContent === ''",
        Duration::from_secs(30),
    );
    let started = Instant::now();
    loop {
        let clock = text_of(&maker, "#online-clock");
        let minutes = clock
            .strip_prefix("Your turn: ")
            .and_then(|rest| rest.strip_suffix(" left"))
            .and_then(|figure| figure.split(':').next())
            .and_then(|minutes| minutes.parse::<u32>().ok());
        if minutes.is_some_and(|minutes| minutes >= 1) {
            break;
        }
        assert!(
            started.elapsed() < browser::TIMEOUT,
            "the clock never came back: {clock:?}, {:?}, {:?}",
            text_of(&maker, "#online-said"),
            text_of(&maker, "#online-line")
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    maker.wait_until(
        "(document.getElementById('online-presence') || {textContent: ''}).textContent.includes('Your friend is here.')",
        Duration::from_secs(30),
    );
    friend.close();
    maker.close();
}

#[test]
fn the_turn_clock_shows_warns_and_runs_out_on_the_server() {
    let server = RoomServer::start();
    // The second option is 30 seconds a turn.
    let (maker, invite, _) = make_room(&server, Some("1"));
    let friend = Browser::start(Options::reduced_motion());
    friend.open_url(&invite);
    wait_for_said(&maker, "your turn", |s| s == "Your turn.");
    // The friend's page draws the same state on its own time: wait for it there too.
    friend.wait_until(
        "(document.getElementById('online-clock') || {textContent: ''}).textContent.trim().startsWith('Your friend to move: 0:')",
        browser::TIMEOUT,
    );
    // A fresh 30-second turn; the page counts down a second at a time, so a slow machine may
    // read it a few seconds in, but never more than the turn nor less than most of it.
    let clock = text_of(&maker, "#online-clock");
    let seconds = clock
        .strip_prefix("Your turn: 0:")
        .and_then(|rest| rest.strip_suffix(" left"))
        .and_then(|s| s.parse::<u32>().ok());
    assert!(seconds.is_some_and(|s| (20..=30).contains(&s)), "{clock:?}");
    // The page's clock is moved on, as the clock's own test does, to about 8 s left: the
    // countdown shows the warning at once, without waiting for it. (Moved on from the clock as
    // read, so a slow machine has 7 s from that read to the page's next tick.)
    let seconds = seconds.expect("read above");
    maker.execute(&format!(
        "const now = Performance.prototype.now; \
         Performance.prototype.now = function () {{ return now.call(this) + {}; }};",
        (seconds - 8) * 1000
    ));
    wait_for_said(&maker, "the ten-second warning", |s| {
        s == "Your turn: 10 seconds left."
    });
    assert_eq!(maker.axe(), Vec::<String>::new(), "the room with its clock");
    maker.screenshot("online-clock-1280");
    on_a_phone(&maker, "online-clock-320");
    // The server's clock is real time: its move for the maker comes when the turn is up.
    maker.wait_until(
        "Number((document.getElementById('online-said') || {dataset: {}}).dataset.ply) >= 1",
        Duration::from_secs(45),
    );
    let said = wait_for_said(&friend, "the move played for the maker", |s| {
        s.starts_with("Your friend sowed")
    });
    assert!(said.starts_with("Your friend sowed pit "), "{said}");
    friend.close();
    maker.close();
}

#[test]
fn a_static_host_says_plainly_that_no_room_server_answers() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("online");
    // The lobby comes with the online part, after the board.
    browser.wait_for("#online-create");
    browser.click("#online-create");
    wait_for_said(&browser, "that no server answers", |s| {
        s.starts_with("No room server answers at this address")
    });
    assert_eq!(browser.axe(), Vec::<String>::new(), "making a room");
    browser.screenshot("online-lobby-no-server-1280");
    // An invite opened there says the same, and the game plays on.
    browser.open("online=k3x9q2m7a1b8");
    browser.wait_until(
        "(document.getElementById('online-line') || {textContent: ''}).textContent.startsWith('No room server answers')",
        browser::TIMEOUT,
    );
    browser.click("#online-close");
    browser.wait_until("!document.getElementById('online')", browser::TIMEOUT);
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('status').textContent.includes('sowed pit 1')",
        browser::TIMEOUT,
    );
    browser.close();
}

#[test]
fn play_someone_now_waits_then_pairs_two_browsers_into_a_room() {
    let server = RoomServer::start();
    let first = in_the_lobby(&server);
    first.click("#online-queue");
    let said = wait_for_said(&first, "that it waits", |s| {
        s.contains("nobody else is waiting")
    });
    assert!(
        said.starts_with(
            "Waiting for someone to play: 4 seeds a pit, standard rules, 2 minutes a turn."
        ),
        "{said}"
    );
    assert_eq!(first.axe(), Vec::<String>::new(), "waiting in the queue");
    on_a_phone(&first, "online-queue-320");
    first.viewport(1280, 800);
    // Stopping and waiting again works as often as a player likes.
    first.click("#online-queue-leave");
    first.wait_for("#online-create");
    first.click("#online-queue");
    wait_for_said(&first, "that it waits again", |s| {
        s.contains("nobody else is waiting")
    });
    let second = in_the_lobby(&server);
    second.click("#online-queue");
    wait_for_said(&first, "its turn", |s| s == "Your turn.");
    wait_for_said(&second, "whose turn", |s| s == "Your opponent to move.");
    first.click("#online .playable");
    wait_for_said(&second, "the opponent's move", |s| {
        s.starts_with("Your opponent sowed")
    });
    // Reloaded, the second page takes its seat back, and still knows a stranger from a friend.
    let address = location(&second, "href");
    second.open_url(&address);
    wait_for_said(&second, "its turn, back in the room", |s| s == "Your turn.");
    assert!(
        text_of(&second, "#online-presence").contains("Your opponent is here."),
        "{}",
        text_of(&second, "#online-presence")
    );
    for browser in [&first, &second] {
        let address = location(browser, "search");
        assert!(address.starts_with("?online="), "{address}");
        assert!(!browser.exists("#online-invite"), "nobody to invite");
    }
    first.close();
    second.close();
}

#[test]
fn a_room_is_played_on_the_games_board_and_a_move_that_arrives_is_shown_seed_by_seed() {
    let server = RoomServer::start();
    // The maker's page lands moves at once (reduced motion); the friend's shows them seed by
    // seed.
    let (maker, invite, _) = make_room(&server, None);
    let friend = Browser::start(Options::sized(360, 800));
    friend.open_url(&invite);
    wait_for_said(&friend, "whose turn", |s| s == "Your friend to move.");
    wait_for_said(&maker, "your turn", |s| s == "Your turn.");
    // The game's board on both pages: the seeds drawn, the stores named, each page's own row
    // at the bottom.
    for browser in [&maker, &friend] {
        assert_eq!(browser.count("#online-pit-1 .seed"), 4);
        assert_eq!(browser.count("#online .board .seed"), 48);
        assert_eq!(browser.text("#online-store .store-name"), "You");
        assert_eq!(browser.text("#online-store-n .store-name"), "Your friend");
        assert_eq!(
            browser.spoken("#online-store .visually-hidden"),
            "Your store, 0 seeds"
        );
        assert!(
            !browser.exists("#online .last-played"),
            "nothing played yet"
        );
    }
    friend.screenshot("online-board-360");
    for browser in [&maker, &friend] {
        browser.watch_arrivals("#online");
    }
    // The maker sows pit 3: its four seeds go into its pits 4 to 6 and its store.
    maker.click("#online-pit-3");
    // The friend's page shows the move as it arrives, one seed after another, on its top row.
    friend.wait_until("window.arrivedIn.size === 4", browser::TIMEOUT);
    for (browser, sown) in [(&maker, "#online-pit-3"), (&friend, "#online-pit-n-3")] {
        // At rest, the move stays marked: the pit sown and the three pits it sowed.
        browser.wait_until(
            &format!(
                "document.querySelector('{sown}.last-played') \
                 && !document.querySelector('#online .seed.arriving') \
                 && document.querySelectorAll('#online .pit.fresh').length === 3"
            ),
            browser::TIMEOUT,
        );
    }
    assert_eq!(
        friend.arrivals(),
        4,
        "the friend's page showed the move seed by seed"
    );
    assert_eq!(
        maker.arrivals(),
        0,
        "under reduced motion the move lands at once"
    );
    assert!(
        friend.exists("#online-store-n.fresh"),
        "the maker's store took a seed"
    );
    friend.screenshot("online-moved-360");
    friend.viewport(1280, 900);
    friend.screenshot("online-moved-1280");
    for browser in [&maker, &friend] {
        assert_eq!(browser.console_errors(), Vec::<String>::new());
    }
}

/// Firefox makes the room and WebKit joins it, whatever engine the run is for: the page of
/// one engine and the page of another play a whole game through the server, each move shown on
/// both, and both see the same end.
#[test]
fn a_room_between_firefox_and_webkit_is_played_to_the_end() {
    let server = RoomServer::start();
    let (maker, invite, _) = make_room_in(Engine::Firefox, &server, None);
    let friend = Browser::start_in(Engine::WebKit, Options::reduced_motion());
    friend.open_url(&invite);
    wait_for_said(&maker, "your turn", |s| s == "Your turn.");
    wait_for_said(&friend, "whose turn", |s| s == "Your friend to move.");
    let players = [&maker, &friend];
    let mut moves = 0;
    while let Some(mover) = next_mover(&players, &maker) {
        let before = ply(mover);
        mover.click("#online .playable");
        for browser in players {
            browser.wait_until(
                &format!(
                    "Number((document.getElementById('online-said') || {{dataset: {{}}}}).dataset.ply) > {before}"
                ),
                browser::TIMEOUT,
            );
        }
        moves += 1;
        assert!(moves < 300, "the game never ended");
    }
    // Both pages see the same end, each from its own seat: the same scores in their sentence.
    let scores = |browser: &Browser| {
        let said = wait_for_said(browser, "the end", |s| s.contains("Game over."));
        let mut numbers: Vec<u32> = said
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|n| n.parse().ok())
            .collect();
        numbers.sort_unstable();
        (numbers, said)
    };
    let ((maker_scores, maker_said), (friend_scores, friend_said)) =
        (scores(&maker), scores(&friend));
    assert!(
        !maker_scores.is_empty() && maker_scores == friend_scores,
        "{maker_said:?} / {friend_said:?}"
    );
    for browser in players {
        assert_eq!(browser.console_errors(), Vec::<String>::new());
    }
}
