//! The WebDriver side: what a test asks of the page (open it, read it, click, press keys, wait,
//! audit it with axe, take screenshots, read the console), and the session's capabilities.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use fantoccini::Locator;
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::elements::Element;
use fantoccini::key::Key;
use fantoccini::wd::WebDriverCompatibleCommand;
use serde_json::{Value, json};

use super::{Browser, Options, POLL, READY_SELECTOR, TIMEOUT};

const CHROMIUM: &str = "/usr/bin/chromium";

/// A game as the page shows it: the board, the move list and the plies in it.
#[derive(Debug, PartialEq, Eq)]
pub struct Shown {
    pub board: String,
    pub moves: String,
    pub plies: usize,
}

impl Browser {
    /// Loads the page with `query` as its query string (none when empty) and waits until the
    /// app is ready ([`READY_SELECTOR`] matches).
    pub fn open(&self, query: &str) {
        self.open_until(query, READY_SELECTOR);
    }

    /// Loads the page with `query` as its query string and waits only until the board is up
    /// (`[data-app-ready]`), not for the page module's later parts.
    pub fn open_board(&self, query: &str) {
        self.open_until(query, "[data-app-ready]");
    }

    /// Loads `url`, a page served elsewhere than by this harness's own server (the room
    /// server, for one), and waits until the app is ready.
    pub fn open_url(&self, url: &str) {
        self.goto_until(url.to_string(), READY_SELECTOR);
    }

    fn open_until(&self, query: &str, ready: &str) {
        let url = if query.is_empty() {
            self.base_url.clone()
        } else {
            format!("{}?{}", self.base_url, query.trim_start_matches('?'))
        };
        self.goto_until(url, ready);
    }

    fn goto_until(&self, url: String, ready: &str) {
        self.block_on(self.client().goto(&url))
            .unwrap_or_else(|e| panic!("cannot load {url}: {e}"));
        let started = Instant::now();
        while !self.exists(ready) {
            if started.elapsed() > TIMEOUT {
                panic!(
                    "{url}: no element matched {ready} within {TIMEOUT:?}.\n\
                     Console: {:#?}\nCSP reports so far: {:#?}",
                    self.console_errors(),
                    self.server.lock().unwrap().csp_reports
                );
            }
            std::thread::sleep(POLL);
        }
    }

    /// A cell of the statistics' records table: the row of `level` in the rule set `rule_set`,
    /// column `column` (0 is Played); "(no such row)" if there is none.
    pub fn record(&self, rule_set: &str, level: &str, column: usize) -> String {
        // The statistics come with a part of the page drawn after the board: a row read at
        // once after a load may not be there yet, so it is given the usual time to come.
        let row = format!("[data-rule-set=\"{rule_set}\"] tr[data-level=\"{level}\"]");
        let started = Instant::now();
        while self.eval(&format!("document.querySelector('{row}') === null")) == Value::Bool(true)
            && started.elapsed() < TIMEOUT
        {
            std::thread::sleep(POLL);
        }
        self.eval(&format!(
            "(() => {{ const row = document.querySelector(\
             '[data-rule-set=\"{rule_set}\"] tr[data-level=\"{level}\"]'); \
             return row ? row.querySelectorAll('td')[{column}].textContent : null; }})()"
        ))
        .as_str()
        .unwrap_or("(no such row)")
        .to_string()
    }

    /// Opens a game against Easy, sows pit 1 and waits for the computer's whole turn: a game
    /// under way, for a test that sets it aside and wants it back as it was. Returns it as
    /// shown.
    pub fn a_game_under_way(&self) -> Shown {
        self.open("?level=easy&speed=instant");
        self.click("#pit-s-1");
        self.wait_until(
            "document.querySelectorAll('#move-log .ply').length >= 2 \
             && document.getElementById('status').textContent.endsWith('Your turn.')",
            Duration::from_secs(30),
        );
        Shown {
            board: self.board(),
            moves: self.move_log(),
            plies: self.count("#move-log .ply"),
        }
    }

    /// Plays the first non-empty pit of the bottom row whenever it is the person's turn, until
    /// the game is over (the game-over view shows).
    pub fn play_to_the_end(&self) {
        for _ in 0..200 {
            self.wait_until(
                "(() => { const s = document.getElementById('status').textContent; \
                 return s.endsWith('Your turn.') || s.includes('Game over'); })()",
                Duration::from_secs(10),
            );
            if self.exists(".game-over:not([hidden]) #play-again") {
                return;
            }
            let pit = (1..=6)
                .find(|n| self.seeds_in(&format!("pit-s-{n}")) > 0)
                .expect("it is my turn, so I have seeds");
            self.click(&format!("#pit-s-{pit}"));
        }
        panic!("the game never ended");
    }

    /// Seeds in a pit, as the page tells a screen reader ("Your pit 3, 4 seeds").
    pub fn seeds_in(&self, id: &str) -> u32 {
        let label = self
            .attr(&format!("#{id}"), "aria-label")
            .unwrap_or_else(|| panic!("#{id} has no accessible name"));
        label
            .rsplit(", ")
            .next()
            .and_then(|s| s.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no seed count in {label:?}"))
    }

    /// Every pit's and store's label, in page order: the whole board as a screen reader
    /// hears it, one string.
    pub fn board(&self) -> String {
        self.eval(
            "[...document.querySelectorAll('.pit')].map(p => p.getAttribute('aria-label'))\
             .concat([...document.querySelectorAll('.store .visually-hidden')].map(s => s.textContent))\
             .join(' | ')",
        )
        .as_str()
        .unwrap_or_default()
        .to_string()
    }

    /// From now on, collects the cells under `scope` (a CSS selector) in which a seed is drawn
    /// arriving: a move shown seed by seed has a seed arrive in each cell it sows, and one that
    /// lands at once has none arrive. [`Browser::arrivals`] counts them.
    pub fn watch_arrivals(&self, scope: &str) {
        self.execute(&format!(
            "const scope = document.querySelector({scope:?});
            window.arrivedIn = new Set();
            new MutationObserver(() => scope.querySelectorAll('.seed.arriving')
                .forEach((seed) => window.arrivedIn.add(seed.closest('[id]').id)))
                .observe(scope, {{ subtree: true, childList: true, attributes: true }});"
        ));
    }

    /// How many cells a seed was seen arriving in since [`Browser::watch_arrivals`].
    pub fn arrivals(&self) -> u64 {
        self.eval("window.arrivedIn.size")
            .as_u64()
            .expect("watch_arrivals first")
    }

    /// Sets a settings menu choice as a script would: the select's value, then a change event.
    pub fn choose(&self, select: &str, value: &str) {
        let chosen = self.execute(&format!(
            "const s = document.getElementById({}); s.value = {}; const set = s.value; \
             s.dispatchEvent(new Event('change', {{ bubbles: true }})); return set;",
            js_string(select),
            js_string(value)
        ));
        // A select given a value none of its options has is left with no value at all.
        assert_eq!(chosen, value, "#{select} has no option {value:?}");
    }

    /// Whether an element matches `css` now.
    pub fn exists(&self, css: &str) -> bool {
        self.eval(&format!(
            "document.querySelector({}) !== null",
            js_string(css)
        ))
        .as_bool()
        .unwrap_or(false)
    }

    /// How many elements match `css` now.
    pub fn count(&self, css: &str) -> usize {
        let n = self.eval(&format!(
            "document.querySelectorAll({}).length",
            js_string(css)
        ));
        n.as_u64().unwrap_or(0) as usize
    }

    /// The first element matching `css`, which must exist now.
    pub fn find(&self, css: &str) -> Element {
        self.block_on(self.client().find(Locator::Css(css)))
            .unwrap_or_else(|e| panic!("no element matches {css:?}: {e}"))
    }

    /// Every element matching `css` now, in document order.
    pub fn find_all(&self, css: &str) -> Vec<Element> {
        self.block_on(self.client().find_all(Locator::Css(css)))
            .unwrap_or_else(|e| panic!("cannot look for {css:?}: {e}"))
    }

    /// The first element matching `css`, waiting up to [`TIMEOUT`] for one to appear.
    pub fn wait_for(&self, css: &str) -> Element {
        self.wait_until(
            &format!("document.querySelector({}) !== null", js_string(css)),
            TIMEOUT,
        );
        self.find(css)
    }

    /// Polls a JavaScript expression until it is truthy. An expression that throws counts as
    /// false until the time is up.
    ///
    /// # Panics
    ///
    /// When `timeout` passes first; the message quotes the expression and its last error.
    pub fn wait_until(&self, js_condition: &str, timeout: Duration) {
        let script = format!("return !!({js_condition});");
        let started = Instant::now();
        loop {
            let last = match self.block_on(self.client().execute(&script, vec![])) {
                Ok(Value::Bool(true)) => return,
                Ok(value) => format!("last value {value}"),
                Err(e) => format!("last error {e}"),
            };
            if started.elapsed() > timeout {
                panic!("`{js_condition}` was not true within {timeout:?} ({last})");
            }
            std::thread::sleep(POLL);
        }
    }

    /// Waits until the page has drawn `frames` more animation frames: by then what the event
    /// handlers run so far asked of the rendering steps (a change of full screen, a resize,
    /// an animation frame's callbacks) has happened. A barrier before a check that something
    /// did not happen, in place of a fixed sleep.
    pub fn frames(&self, frames: u32) {
        self.execute(&format!(
            "window.__framesLeft = {frames}; \
             const next = () => {{ if (--window.__framesLeft > 0) requestAnimationFrame(next); }}; \
             requestAnimationFrame(next);"
        ));
        self.wait_until("window.__framesLeft === 0", TIMEOUT);
    }

    /// Polls a Rust condition on the browser until it holds.
    ///
    /// # Panics
    ///
    /// When `timeout` passes first; the message includes `what`.
    pub fn wait_until_with(
        &self,
        what: &str,
        timeout: Duration,
        mut condition: impl FnMut(&Browser) -> bool,
    ) {
        let started = Instant::now();
        while !condition(self) {
            if started.elapsed() > timeout {
                panic!("{what}: not true within {timeout:?}");
            }
            std::thread::sleep(POLL);
        }
    }

    /// The rendered text of the first element matching `css`.
    pub fn text(&self, css: &str) -> String {
        let element = self.find(css);
        self.block_on(element.text())
            .unwrap_or_else(|e| panic!("cannot read the text of {css:?}: {e}"))
    }

    /// The move list in words: each move's sentence (its button's accessible name), in order,
    /// separated by spaces.
    pub fn move_log(&self) -> String {
        let sentences = self.eval(
            "[...document.querySelectorAll('#move-log .ply')].map(b => b.getAttribute('aria-label')).join(' ')",
        );
        sentences.as_str().unwrap_or_default().to_string()
    }

    /// An attribute of the first element matching `css`, or `None` when it has none.
    pub fn attr(&self, css: &str, name: &str) -> Option<String> {
        let element = self.find(css);
        self.block_on(element.attr(name))
            .unwrap_or_else(|e| panic!("cannot read {name} of {css:?}: {e}"))
    }

    /// An attribute of the focused element (`document.activeElement`).
    pub fn focused_attr(&self, name: &str) -> Option<String> {
        let value = self.eval(&format!(
            "document.activeElement && document.activeElement.getAttribute({})",
            js_string(name)
        ));
        value.as_str().map(str::to_owned)
    }

    /// Clicks the first element matching `css`, as a user would: it must be visible and not
    /// covered by another element.
    pub fn click(&self, css: &str) {
        let element = self.find(css);
        self.block_on(element.click())
            .unwrap_or_else(|e| panic!("cannot click {css:?}: {e}"));
    }

    /// Presses keys in the focused element, without moving focus first.
    ///
    /// `keys` is one named key (`ArrowLeft`, `ArrowRight`, `ArrowUp`, `ArrowDown`, `Home`,
    /// `End`, `Enter`, `Space`, `Tab`, `Escape`, `Backspace`, `Delete`, `PageUp`, `PageDown`),
    /// a chord of modifiers and a key (`Shift+Tab`, `Control+z`), or else text, typed one
    /// character at a time.
    pub fn press(&self, keys: &str) {
        let (modifiers, key) = split_chord(keys);
        let typed: Vec<char> = named_key(key).map_or_else(|| key.chars().collect(), |k| vec![k]);
        assert!(
            modifiers.is_empty() || typed.len() == 1,
            "a chord ends in one key, not {key:?}"
        );
        let mut actions = KeyActions::new("keyboard".to_owned());
        for &m in &modifiers {
            actions = actions.then(KeyAction::Down { value: m });
        }
        for &c in &typed {
            actions = actions
                .then(KeyAction::Down { value: c })
                .then(KeyAction::Up { value: c });
        }
        for &m in modifiers.iter().rev() {
            actions = actions.then(KeyAction::Up { value: m });
        }
        self.block_on(self.client().perform_actions(actions))
            .unwrap_or_else(|e| panic!("cannot press {keys:?}: {e}"));
    }

    /// Evaluates a JavaScript expression in the page and returns its value as JSON.
    pub fn eval(&self, expression: &str) -> Value {
        self.execute(&format!("return ({expression});"))
    }

    /// Runs a JavaScript function body in the page and returns what it `return`s.
    pub fn execute(&self, body: &str) -> Value {
        self.block_on(self.client().execute(body, vec![]))
            .unwrap_or_else(|e| panic!("script failed: {e}\n{body}"))
    }

    /// Runs the axe-core accessibility audit on the page as it is now. Each violation is one
    /// line: rule id, impact, what it asks for, how many elements fail it and the selectors of
    /// the first few.
    ///
    /// axe is injected through WebDriver, which the page's CSP does not govern, so the page
    /// needs no exception for it.
    pub fn axe(&self) -> Vec<String> {
        let loaded = self.eval("typeof window.axe === 'object'");
        if loaded != Value::Bool(true) {
            let path =
                Path::new(env!("CARGO_MANIFEST_DIR")).join("node_modules/axe-core/axe.min.js");
            let source = std::fs::read_to_string(&path).unwrap_or_else(|e| {
                panic!(
                    "cannot read {}: {e} (bash .ci/setup runs npm ci)",
                    path.display()
                )
            });
            self.execute(&source);
        }
        let script = r#"
            const done = arguments[arguments.length - 1];
            axe.run(document, { resultTypes: ["violations"] })
                .then(results => done(results.violations.map(v => ({
                    id: v.id,
                    impact: v.impact,
                    help: v.help,
                    count: v.nodes.length,
                    targets: v.nodes.slice(0, 3).map(n => n.target.join(" ")),
                }))))
                .catch(e => done({ error: String(e) }));
        "#;
        let result = self
            .block_on(self.client().execute_async(script, vec![]))
            .unwrap_or_else(|e| panic!("axe did not run: {e}"));
        let Value::Array(violations) = result else {
            panic!("axe failed: {result}");
        };
        violations
            .iter()
            .map(|v| {
                let targets: Vec<&str> = v["targets"]
                    .as_array()
                    .map(|t| t.iter().filter_map(Value::as_str).collect())
                    .unwrap_or_default();
                format!(
                    "{} ({}): {} [{} element(s): {}]",
                    v["id"].as_str().unwrap_or("?"),
                    v["impact"].as_str().unwrap_or("?"),
                    v["help"].as_str().unwrap_or("?"),
                    v["count"],
                    targets.join(", ")
                )
            })
            .collect()
    }

    /// Saves a PNG of the window to `target/screenshots/<name>.png` and returns its path.
    pub fn screenshot(&self, name: &str) -> PathBuf {
        let dir = std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"))
            .join("screenshots");
        std::fs::create_dir_all(&dir)
            .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
        let png = self
            .block_on(self.client().screenshot())
            .unwrap_or_else(|e| panic!("cannot take a screenshot: {e}"));
        let path = dir.join(format!("{name}.png"));
        std::fs::write(&path, png)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
        path
    }
    /// Errors and warnings on the browser console since the session started, from the page
    /// and its workers: `LEVEL source: message`. The messages of the CSP probe are left out.
    ///
    /// They come from chromedriver's browser log (capability `goog:loggingPrefs`), which also
    /// holds uncaught exceptions, failed loads and CSP refusals.
    pub fn console_errors(&self) -> Vec<String> {
        self.collect_console();
        self.console
            .borrow()
            .iter()
            .filter(|e| e.level == "SEVERE" || e.level == "WARNING")
            .filter(|e| !e.message.contains("mancala-csp-probe"))
            .map(|e| format!("{} {}: {}", e.level, e.source, e.message))
            .collect()
    }

    /// Every console entry since the session started, at any level.
    pub fn console_log(&self) -> Vec<String> {
        self.collect_console();
        self.console
            .borrow()
            .iter()
            .map(|e| format!("{} {}: {}", e.level, e.source, e.message))
            .collect()
    }

    /// Runs a Chrome DevTools Protocol command (`Emulation.setDeviceMetricsOverride`, say)
    /// with its parameters, and returns its result.
    pub fn cdp(&self, command: &str, params: Value) -> Value {
        let body = json!({ "cmd": command, "params": params }).to_string();
        self.block_on(self.client().issue_cmd(ChromedriverPost {
            path: "goog/cdp/execute",
            body,
        }))
        .unwrap_or_else(|e| panic!("CDP {command} failed: {e}"))
    }

    /// Lets the page use the clipboard, as a person would by accepting the prompt.
    pub fn allow_clipboard(&self) {
        self.cdp(
            "Browser.grantPermissions",
            json!({
                "origin": self.base_url().trim_end_matches('/'),
                "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"],
            }),
        );
    }

    /// What the clipboard holds, as text.
    pub fn clipboard(&self) -> String {
        let text = self
            .block_on(self.client().execute_async(
                "const done = arguments[arguments.length - 1];\
                 navigator.clipboard.readText().then(done, e => done('unread: ' + e));",
                vec![],
            ))
            .expect("the clipboard was not read");
        text.as_str().unwrap_or_default().to_string()
    }

    /// Opens a second tab of this browser, with the same storage, and sends the next commands
    /// to it. Returns the tab that was current, for [`Browser::to_tab`].
    pub fn new_tab(&self) -> fantoccini::wd::WindowHandle {
        let made = self
            .block_on(self.client().new_window(true))
            .unwrap_or_else(|e| panic!("cannot open a tab: {e}"));
        self.to_tab(made.handle)
    }

    /// Sends the next commands to `tab`; returns the tab that was current.
    pub fn to_tab(&self, tab: fantoccini::wd::WindowHandle) -> fantoccini::wd::WindowHandle {
        let was = self
            .block_on(self.client().window())
            .unwrap_or_else(|e| panic!("cannot name the current tab: {e}"));
        self.block_on(self.client().switch_to_window(tab))
            .unwrap_or_else(|e| panic!("cannot go to the tab: {e}"));
        was
    }

    /// Makes the page's viewport `width` × `height` CSS pixels, whatever the window's size
    /// (a headless window has a minimum width larger than a small phone's).
    pub fn viewport(&self, width: u32, height: u32) {
        self.cdp(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": false }),
        );
        self.wait_until(
            &format!("window.innerWidth === {width} && window.innerHeight === {height}"),
            TIMEOUT,
        );
    }

    /// Moves the entries chromedriver holds into `self.console`; chromedriver hands each out
    /// once.
    fn collect_console(&self) {
        let entries = self
            .block_on(self.client().issue_cmd(ChromedriverPost {
                path: "se/log",
                body: r#"{"type":"browser"}"#.to_owned(),
            }))
            .unwrap_or_else(|e| panic!("cannot read the browser log: {e}"));
        let mut console = self.console.borrow_mut();
        for entry in entries.as_array().into_iter().flatten() {
            console.push(LogEntry {
                level: entry["level"].as_str().unwrap_or("?").to_owned(),
                source: entry["source"].as_str().unwrap_or("?").to_owned(),
                message: entry["message"].as_str().unwrap_or("?").to_owned(),
            });
        }
    }
}

pub(super) struct LogEntry {
    pub(super) level: String,
    pub(super) source: String,
    pub(super) message: String,
}

/// A POST to one of chromedriver's own endpoints, for what fantoccini has no method for:
/// reading (and emptying) the browser's console log (`se/log`), and Chrome DevTools Protocol
/// commands (`goog/cdp/execute`) for what WebDriver cannot do, such as a viewport of any size
/// or a lost network.
#[derive(Debug)]
struct ChromedriverPost {
    /// The endpoint, below `session/{id}/`.
    path: &'static str,
    body: String,
}

impl WebDriverCompatibleCommand for ChromedriverPost {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/{}",
            session_id.unwrap_or_default(),
            self.path
        ))
    }

    fn method_and_body(&self, _request_url: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(self.body.clone()))
    }
}

pub(super) fn capabilities(options: &Options, profile: &Path) -> fantoccini::wd::Capabilities {
    let mut args = vec![
        "--headless".to_owned(),
        "--no-sandbox".to_owned(),
        "--disable-gpu".to_owned(),
        "--disable-dev-shm-usage".to_owned(),
        "--disable-background-networking".to_owned(),
        "--disable-component-update".to_owned(),
        "--disable-sync".to_owned(),
        "--disable-quic".to_owned(),
        "--no-first-run".to_owned(),
        "--no-default-browser-check".to_owned(),
        format!("--user-data-dir={}", profile.display()),
        format!("--window-size={},{}", options.width, options.height),
    ];
    if options.reduced_motion {
        args.push("--force-prefers-reduced-motion".to_owned());
    }
    // Headless Chromium keeps its window at least 500 px wide, so the viewport is set by
    // emulation, which takes any size; mobile and touch stay off, as in a narrow desktop window.
    let viewport = json!({
        "width": options.width,
        "height": options.height,
        "pixelRatio": 1.0,
        "mobile": false,
        "touch": false,
    });
    let mut chrome = json!({
        "binary": CHROMIUM,
        "args": args,
        "mobileEmulation": { "deviceMetrics": viewport },
    });
    if options.block_storage {
        // 2 = block. Blocking cookies blocks localStorage and sessionStorage with them.
        chrome["prefs"] = json!({ "profile.default_content_setting_values.cookies": 2 });
    }
    let capabilities = json!({
        "browserName": "chrome",
        "goog:chromeOptions": chrome,
        "goog:loggingPrefs": { "browser": "ALL" },
        // Under the test's own limit on a command (`COMMAND_LIMIT`), so that chromedriver
        // says what timed out.
        "timeouts": { "script": 30_000, "pageLoad": 90_000 },
    });
    match capabilities {
        Value::Object(map) => map,
        _ => unreachable!(),
    }
}

/// A JavaScript string literal holding `s`.
pub(super) fn js_string(s: &str) -> String {
    Value::String(s.to_owned()).to_string()
}

/// Splits `Shift+Tab` into its modifiers and its key. Anything else, `+` and `a+b` included,
/// is one key or text with no modifier.
fn split_chord(keys: &str) -> (Vec<char>, &str) {
    if let Some((held, key)) = keys.rsplit_once('+')
        && !key.is_empty()
        && let Some(modifiers) = held
            .split('+')
            .map(modifier_key)
            .collect::<Option<Vec<_>>>()
    {
        return (modifiers, key);
    }
    (Vec::new(), keys)
}

fn modifier_key(name: &str) -> Option<char> {
    let key = match name {
        "Shift" => Key::Shift,
        "Control" | "Ctrl" => Key::Control,
        "Alt" => Key::Alt,
        "Meta" => Key::Meta,
        _ => return None,
    };
    Some(char::from(key))
}

fn named_key(name: &str) -> Option<char> {
    let key = match name {
        "ArrowLeft" => Key::Left,
        "ArrowRight" => Key::Right,
        "ArrowUp" => Key::Up,
        "ArrowDown" => Key::Down,
        "Home" => Key::Home,
        "End" => Key::End,
        "Enter" => Key::Enter,
        "Space" => Key::Space,
        "Tab" => Key::Tab,
        "Escape" => Key::Escape,
        "Backspace" => Key::Backspace,
        "Delete" => Key::Delete,
        "PageUp" => Key::PageUp,
        "PageDown" => Key::PageDown,
        _ => return None,
    };
    Some(char::from(key))
}
