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

use super::{Browser, Engine, POLL, READY_SELECTOR, TIMEOUT, process};

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
        // The document being left is marked first. WebKitWebDriver can answer the navigation
        // before the new document replaces it, and the old one may match `ready` too; the
        // mark tells the two apart. Where no page is open yet there is nothing to mark.
        let _ = self.block_on(
            self.client()
                .execute("window.__harnessLeft = true;", vec![]),
        );
        self.note_leaving();
        if let Err(first) = self.block_on(self.client().goto(&url)) {
            // WebKitWebDriver now and then answers a navigation with an error whose message is
            // empty while the page goes on loading (about 1 in 15 runs of a test with nine
            // loads). It is asked once more; a second error fails the test.
            if self.engine != Engine::WebKit {
                panic!("cannot load {url}: {first}");
            }
            self.block_on(self.client().goto(&url))
                .unwrap_or_else(|e| panic!("cannot load {url}: {first}, then {e}"));
        }
        let script = format!(
            "return window.__harnessLeft === undefined && document.querySelector({}) !== null;",
            js_string(ready)
        );
        let started = Instant::now();
        // A script that fails while the old document goes away counts as not ready yet.
        while !matches!(
            self.block_on(self.client().execute(&script, vec![])),
            Ok(Value::Bool(true))
        ) {
            if started.elapsed() > TIMEOUT {
                panic!(
                    "{url}: no element matched {ready} within {TIMEOUT:?}.\n{}\n\
                     Console: {:#?}\nCSP reports so far: {:#?}",
                    self.page_state(),
                    self.console_errors(),
                    self.server.lock().unwrap().csp_reports
                );
            }
            std::thread::sleep(POLL);
        }
        if self.engine.needs_console_script() {
            // A page served elsewhere (the room server's) has no console script of the
            // harness's: it is added now, so that what goes wrong from here on is seen. What
            // went wrong while such a page loaded is not (docs/testing.md).
            self.execute(&format!(
                "if (window.__harnessConsole === undefined) {{ {} }}",
                super::server::CONSOLE_SCRIPT
            ));
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
        let mut tries = 0;
        loop {
            match self.block_on(self.client().find(Locator::Css(css))) {
                Ok(element) => return element,
                // The page drew the element again between the driver's finding it and handing
                // it over (WebKit's driver then calls it stale): it is looked for afresh.
                Err(e) if tries < 5 && e.to_string().to_lowercase().contains("stale element") => {
                    tries += 1;
                }
                Err(e) => panic!("no element matches {css:?}: {e}"),
            }
        }
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
                // A session that has ended will not come back: no use waiting out the time.
                Err(e) if e.is_invalid_session_id() => panic!(
                    "waiting for `{js_condition}`, the driver answered {e:?}\n{}",
                    self.page_state()
                ),
                // The error's kind too: WebKitWebDriver sometimes gives an empty message.
                Err(e) => format!("last error {e}: {e:?}"),
            };
            if started.elapsed() > timeout {
                panic!(
                    "`{js_condition}` was not true within {timeout:?} ({last})\n{}",
                    self.page_state()
                );
            }
            std::thread::sleep(POLL);
        }
    }

    /// Where the page is and what it shows, for a failure's message: its address, its load
    /// state, its ready marks, the status line and the last requests the harness served.
    /// Never fails; a part that cannot be read says so.
    fn page_state(&self) -> String {
        let page = self
            .block_on(self.client().execute(
                "const app = document.querySelector('[data-app-ready]'); \
                 return [location.href, document.readyState, \
                 app ? app.getAttribute('data-later') ?? 'no data-later' : 'not ready', \
                 (document.querySelector('#status')?.textContent ?? '').trim().slice(0, 200)]\
                 .join(' | ');",
                vec![],
            ))
            .map_or_else(
                |e| format!("the page cannot be read: {e}"),
                |v| v.to_string(),
            );
        let served = self.server.lock().map_or_else(
            |_| Vec::new(),
            |log| log.served.iter().rev().take(12).rev().cloned().collect(),
        );
        let driver = process::driver_log_tail(&self.profile, 12);
        format!(
            "The page: {page}\nThe last requests served: {served:#?}\n\
             The driver's last error output: {driver:#?}"
        )
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

    /// The page's query: `location.search`.
    pub fn search(&self) -> String {
        self.eval("location.search")
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Every notice's words, one after another, separated by " / ".
    pub fn notices(&self) -> String {
        self.eval("[...document.querySelectorAll('.notice p')].map(p => p.textContent).join(' / ')")
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// The rendered text of the first element matching `css`.
    ///
    /// An element drawn again between finding it and reading it (stale, to WebDriver) is found
    /// again: Firefox's driver says so where Chromium's reads the old node.
    pub fn text(&self, css: &str) -> String {
        let mut tries = 0;
        loop {
            let element = self.find(css);
            match self.block_on(element.text()) {
                Ok(text) => return text,
                Err(e) if tries < 3 && e.to_string().contains("stale") => tries += 1,
                Err(e) => panic!("cannot read the text of {css:?}: {e}"),
            }
        }
    }

    /// The text of the first element matching `css` as a screen reader gets it (its
    /// `textContent`), drawn or not: WebDriver's text is only what is drawn, and WebKit's
    /// driver gives none for a visually hidden element, which Chromium's still reads.
    pub fn spoken(&self, css: &str) -> String {
        self.eval(&format!(
            "(document.querySelector({}) || {{}}).textContent",
            js_string(css)
        ))
        .as_str()
        .unwrap_or_else(|| panic!("no element matches {css:?}"))
        .to_string()
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
            .unwrap_or_else(|e| panic!("script failed: {e}: {e:?}\n{body}"))
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

    /// Saves a PNG of the window to `target/screenshots/<name>.png` (`<engine>-<name>.png` in
    /// Firefox and WebKit) and returns its path.
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
        // Chromium's keep their plain names; another engine's are named for it too.
        let path = match self.engine {
            Engine::Chromium => dir.join(format!("{name}.png")),
            engine => dir.join(format!("{}-{name}.png", engine.name())),
        };
        std::fs::write(&path, png)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
        path
    }
    /// Errors and warnings on the browser console since the session started: `LEVEL source:
    /// message`. The messages of the CSP probe are left out.
    ///
    /// In Chromium they come from chromedriver's browser log (capability
    /// `goog:loggingPrefs`), which holds the page's and its workers' messages, uncaught
    /// exceptions, failed loads and CSP refusals. Firefox's and WebKit's drivers have no such
    /// log: Firefox's come over WebDriver BiDi (`log.entryAdded`), and for WebKit, which has
    /// no BiDi either, the harness's server adds a script to each page it serves
    /// (`server::CONSOLE_SCRIPT`) that reports the page's `console.error` and `console.warn`,
    /// uncaught errors and rejections, failed loads and CSP refusals; a worker's own messages
    /// are not seen there.
    pub fn console_errors(&self) -> Vec<String> {
        self.collect_console();
        let left = self.left.borrow();
        self.console
            .borrow()
            .iter()
            .enumerate()
            .filter(|(index, e)| {
                let cut_off = cut_off_by_leaving(e, *index, &left);
                if cut_off {
                    eprintln!("passed over, the page having been left: {}", e.message);
                }
                !cut_off
            })
            .map(|(_, e)| e)
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
    ///
    /// # Panics
    ///
    /// In an engine without DevTools ([`Engine::has_devtools`]): a test that needs it runs in
    /// Chromium only (`tests/in_browser/engines.txt`).
    pub fn cdp(&self, command: &str, params: Value) -> Value {
        assert!(
            self.engine.has_devtools(),
            "{command} needs the Chrome DevTools Protocol, which {} lacks: this test runs in \
             Chromium only",
            self.engine.name()
        );
        let body = json!({ "cmd": command, "params": params }).to_string();
        self.block_on(self.client().issue_cmd(ChromedriverPost {
            path: "goog/cdp/execute",
            body,
        }))
        .unwrap_or_else(|e| panic!("CDP {command} failed: {e}"))
    }

    /// Lets the page use the clipboard, as a person would by accepting the prompt. (Firefox's
    /// session allows it from the start; WebKit asks no permission of a page that has been
    /// clicked.)
    pub fn allow_clipboard(&self) {
        self.allow_clipboard_on(self.base_url().trim_end_matches('/'));
    }

    /// [`Browser::allow_clipboard`] for a page served elsewhere, from `origin`.
    pub fn allow_clipboard_on(&self, origin: &str) {
        if !self.engine.has_devtools() {
            return;
        }
        self.cdp(
            "Browser.grantPermissions",
            json!({
                "origin": origin,
                "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"],
            }),
        );
    }

    /// What the clipboard holds, as text.
    ///
    /// Chromium and Firefox let a script read it once allowed ([`Browser::allow_clipboard`]);
    /// WebKit lets a page read it only on a person's paste, so there it is pasted with the
    /// keyboard into a text area added for the purpose, and focus goes back where it was.
    pub fn clipboard(&self) -> String {
        if self.engine == Engine::WebKit {
            self.execute(
                "window.__harnessFocus = document.activeElement; \
                 const area = document.createElement('textarea'); \
                 area.id = '__harness-paste'; document.body.append(area); area.focus();",
            );
            self.press("Control+v");
            let text = self.eval(
                "(() => { const area = document.getElementById('__harness-paste'); \
                 const text = area.value; area.remove(); \
                 if (window.__harnessFocus) window.__harnessFocus.focus(); return text; })()",
            );
            return text.as_str().unwrap_or_default().to_string();
        }
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

    /// Makes the page's viewport `width` × `height` CSS pixels, whatever the window's size.
    /// Chromium emulates it (CDP: a headless window is at least 500 px wide), Firefox sets it
    /// through WebDriver BiDi (its window is at least 500 px wide too), and WebKit sizes its
    /// window, whose toolbar is styled slim enough for a small phone's width.
    pub fn viewport(&self, width: u32, height: u32) {
        match self.engine {
            Engine::Chromium => {
                self.cdp(
                    "Emulation.setDeviceMetricsOverride",
                    json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": false }),
                );
            }
            Engine::Firefox => {
                let context = self
                    .block_on(self.client().window())
                    .unwrap_or_else(|e| panic!("cannot name the current tab: {e}"));
                self.bidi(
                    "browsingContext.setViewport",
                    json!({
                        "context": String::from(context),
                        "viewport": { "width": width, "height": height },
                    }),
                );
            }
            Engine::WebKit => self.size_window(width, height),
        }
        self.wait_until(
            &format!("window.innerWidth === {width} && window.innerHeight === {height}"),
            TIMEOUT,
        );
    }

    /// Runs a WebDriver BiDi command over the session's socket (Firefox's) and returns its
    /// result.
    ///
    /// # Panics
    ///
    /// When the session has no BiDi socket, or the command fails.
    pub fn bidi(&self, method: &str, params: Value) -> Value {
        let bidi = self
            .bidi
            .as_ref()
            .unwrap_or_else(|| panic!("{} has no BiDi socket here", self.engine.name()));
        self.block_on(bidi.call(method, params))
            .unwrap_or_else(|e| panic!("BiDi {method} failed: {e}"))
    }

    /// Sizes the window so that its viewport is `width` × `height` CSS pixels: the window's
    /// frame (MiniBrowser's toolbar, say) is measured and added. A window takes its new size
    /// a moment after it is asked, so each measure waits two frames of the page.
    pub(super) fn size_window(&self, width: u32, height: u32) {
        let (mut outer_width, mut outer_height) = (width, height);
        let started = Instant::now();
        loop {
            self.block_on(
                self.client()
                    .set_window_rect(0, 0, outer_width, outer_height),
            )
            .unwrap_or_else(|e| panic!("cannot size the window: {e}"));
            self.frames(2);
            let inner = self.eval("[window.innerWidth, window.innerHeight]");
            let (Some(inner_width), Some(inner_height)) = (inner[0].as_u64(), inner[1].as_u64())
            else {
                panic!("no viewport size: {inner}");
            };
            if (inner_width, inner_height) == (u64::from(width), u64::from(height)) {
                return;
            }
            if started.elapsed() > TIMEOUT {
                panic!(
                    "the viewport is {inner_width} × {inner_height}, not {width} × {height}, \
                     with the window at {outer_width} × {outer_height}"
                );
            }
            outer_width =
                (i64::from(outer_width) + i64::from(width) - inner_width as i64).max(1) as u32;
            outer_height =
                (i64::from(outer_height) + i64::from(height) - inner_height as i64).max(1) as u32;
        }
    }

    /// In Firefox, notes the documents shown now as left from this moment, before a navigation:
    /// see [`cut_off_by_leaving`]. Every entry logged so far is collected first, so that what
    /// such a document logged while it was shown still counts. The harness's own navigations
    /// call it; a test that leaves the page by script (`location.reload()`) calls it first.
    pub fn note_leaving(&self) {
        if self.engine != Engine::Firefox {
            return;
        }
        self.collect_console();
        let realms = self.bidi("script.getRealms", json!({ "type": "window" }));
        let at = self.console.borrow().len();
        self.left.borrow_mut().extend(
            realms["realms"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|realm| realm["realm"].as_str())
                .map(|realm| (realm.to_owned(), at)),
        );
    }

    /// Moves the console's entries into `self.console`: those chromedriver holds (it hands each
    /// out once), or those the page's console script sent the server.
    fn collect_console(&self) {
        if self.engine == Engine::Firefox {
            // Every entry the browser sent before this answer is in.
            self.bidi("session.status", json!({}));
        }
        if !self.engine.has_console_log() {
            // What came over BiDi, or what pages sent as they went.
            let reported = std::mem::take(&mut self.server.lock().unwrap().console);
            self.console.borrow_mut().extend(reported);
        }
        if self.engine.needs_console_script() {
            // And what the page now holds.
            let held = self.eval("(window.__harnessConsole || []).splice(0)");
            self.console.borrow_mut().extend(
                held.as_array()
                    .into_iter()
                    .flatten()
                    .map(LogEntry::from_json),
            );
        }
        if !self.engine.has_console_log() {
            return;
        }
        let entries = self
            .block_on(self.client().issue_cmd(ChromedriverPost {
                path: "se/log",
                body: r#"{"type":"browser"}"#.to_owned(),
            }))
            .unwrap_or_else(|e| panic!("cannot read the browser log: {e}"));
        self.console.borrow_mut().extend(
            entries
                .as_array()
                .into_iter()
                .flatten()
                .map(LogEntry::from_json),
        );
    }
}

/// One console entry.
pub(super) struct LogEntry {
    pub(super) level: String,
    pub(super) source: String,
    pub(super) message: String,
    /// The global (a document or a worker) the entry was logged for, where the engine says:
    /// Firefox does, over BiDi.
    pub(super) realm: Option<String>,
}

impl LogEntry {
    /// An entry as ChromeDriver's log and the harness's console script both give it: an
    /// object with `level`, `source` and `message` ("?" for any that is missing).
    pub(super) fn from_json(entry: &Value) -> LogEntry {
        let field = |name: &str| entry[name].as_str().unwrap_or("?").to_owned();
        LogEntry {
            level: field("level"),
            source: field("source"),
            message: field("message"),
            realm: None,
        }
    }
}

/// How Firefox reports a load that its service worker answered and that was then cut off: the
/// answer's body was being handed over when the document that asked for it went away (a worker
/// of the page importing the search module, say, when the page is left). It logs this as an
/// error of the document that was left (`InterceptionFailedWithURL`).
const CUT_OFF: &str = "A ServiceWorker intercepted the request and encountered an unexpected error";

/// Whether `entry`, the `index`th of the session's console, is Firefox's report of a load cut off
/// because the test had already left the document that asked for it: `left` holds each document
/// the test left, with the number of entries the console had when it did. Such a load is no
/// page's fault: the player left too. The same report while the document is still shown, or for
/// one not left by the test, counts.
pub(super) fn cut_off_by_leaving(entry: &LogEntry, index: usize, left: &[(String, usize)]) -> bool {
    entry.message.contains(CUT_OFF)
        && entry
            .realm
            .as_ref()
            .is_some_and(|realm| left.iter().any(|(gone, at)| gone == realm && *at <= index))
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

#[cfg(test)]
mod tests {
    use super::{LogEntry, cut_off_by_leaving};

    fn entry(message: &str, realm: &str) -> LogEntry {
        LogEntry {
            level: "SEVERE".to_owned(),
            source: "javascript".to_owned(),
            message: message.to_owned(),
            realm: Some(realm.to_owned()),
        }
    }

    const REPORT: &str = "Failed to load ‘http://127.0.0.1:1/search-0123456789abcdef.js’. A \
                          ServiceWorker intercepted the request and encountered an unexpected \
                          error.";

    #[test]
    fn only_a_load_cut_off_after_its_document_was_left_is_passed_over() {
        // The test left document "a" when the console held 3 entries.
        let left = [("a".to_owned(), 3)];
        assert!(cut_off_by_leaving(&entry(REPORT, "a"), 3, &left));
        assert!(cut_off_by_leaving(&entry(REPORT, "a"), 7, &left));
        // Logged while "a" was still shown: the page's own failure.
        assert!(!cut_off_by_leaving(&entry(REPORT, "a"), 2, &left));
        // A document the test did not leave, or an engine that names none.
        assert!(!cut_off_by_leaving(&entry(REPORT, "b"), 5, &left));
        let mut unnamed = entry(REPORT, "a");
        unnamed.realm = None;
        assert!(!cut_off_by_leaving(&unnamed, 5, &left));
        // Any other error of a left document still counts.
        let other = "Uncaught TypeError: x is undefined";
        assert!(!cut_off_by_leaving(&entry(other, "a"), 5, &left));
    }
}
