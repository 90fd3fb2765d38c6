//! End-to-end harness: drives the built page (`dist/`) in headless Chromium.
//!
//! Each browser test file includes it with `mod browser;`. A [`Browser`] owns everything it
//! starts: a static HTTP server for `dist/` on a free loopback port, a `chromedriver` on another
//! and the Chromium session behind it. Dropping it, on success or during a panic, ends the
//! session and kills chromedriver and anything of Chromium still running below it, so no
//! process outlives the test.
//!
//! The server sends the page's own Content-Security-Policy (read from the `<meta>` tag of
//! `dist/index.html`) as a header too, with `report-uri /csp-report` added, and records every
//! report, so a test can check that nothing the page does is refused. Every call here blocks
//! and panics with a message on failure, so tests are plain `#[test]` functions.
//!
//! Run `trunk build --release` before these tests: they read `dist/` and refuse to run without
//! it. `MANCALA_DIST=<dir>` serves another directory instead, such as a hand-edited copy.

#![allow(dead_code)]

use std::cell::RefCell;
use std::future::Future;
use std::net::TcpStream;
use std::path::{Component, Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::elements::Element;
use fantoccini::key::Key;
use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::runtime::Runtime;

/// The element the app marks once it has mounted and can be used.
pub const READY_SELECTOR: &str = "[data-app-ready]";

/// How long waits last unless a test says otherwise.
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// The pause between two polls of a condition.
const POLL: Duration = Duration::from_millis(50);

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "chromedriver";

/// The image that [`Browser::csp_reports`] asks for to provoke a known violation. Its origin
/// differs from the page's only by port, so `img-src 'self'` refuses it before any request;
/// were the policy missing, the request would still stay on loopback, at the discard port.
const PROBE_URL: &str = "http://127.0.0.1:9/mancala-csp-probe.png";

/// How the browser window is set up.
#[derive(Clone, Debug)]
pub struct Options {
    /// Window width in CSS pixels.
    pub width: u32,
    /// Window height in CSS pixels.
    pub height: u32,
    /// Makes `prefers-reduced-motion: reduce` match.
    pub reduced_motion: bool,
    /// Blocks cookies and site data, so that touching `localStorage` throws as it does in a
    /// browser whose user has turned storage off.
    pub block_storage: bool,
    /// URL paths the server answers with 404, as if the file were missing (to test how the
    /// page copes, for example without its worker).
    pub missing: Vec<&'static str>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            width: 1280,
            height: 900,
            reduced_motion: false,
            block_storage: false,
            missing: Vec::new(),
        }
    }
}

impl Options {
    /// The default options with another window size.
    pub fn sized(width: u32, height: u32) -> Self {
        Options {
            width,
            height,
            ..Options::default()
        }
    }
}

/// A headless Chromium session on the built page. See the module documentation.
pub struct Browser {
    runtime: Runtime,
    client: Option<Client>,
    driver: Option<Child>,
    profile: PathBuf,
    base_url: String,
    server: Arc<Mutex<ServerLog>>,
    console: RefCell<Vec<LogEntry>>,
}

impl Browser {
    /// Starts the server, chromedriver and a Chromium session.
    ///
    /// # Panics
    ///
    /// If `dist/index.html` is missing (run `trunk build --release` first), or if the server,
    /// chromedriver or Chromium cannot be started.
    pub fn start(options: Options) -> Browser {
        let dist = std::env::var_os("MANCALA_DIST")
            .map(PathBuf::from)
            .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("dist"));
        let index = std::fs::read_to_string(dist.join("index.html")).unwrap_or_else(|e| {
            panic!(
                "cannot read {}: {e}. The browser tests test the built page: \
                 run `trunk build --release` first (`bash .ci/test` does)",
                dist.join("index.html").display()
            )
        });
        let policy = meta_csp(&index)
            .expect("dist/index.html has no <meta http-equiv=\"Content-Security-Policy\">");

        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("cannot start the tokio runtime");

        let server = Arc::new(Mutex::new(ServerLog::default()));
        let site = Arc::new(Site {
            dist,
            missing: options.missing.clone(),
            policy: format!("{policy}; report-uri /csp-report"),
            log: Arc::clone(&server),
        });
        let listener = runtime
            .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
            .expect("cannot bind the static server");
        let site_port = listener.local_addr().expect("server address").port();
        runtime.spawn(serve(listener, site));

        let profile = fresh_temp_dir();
        let driver_port = free_port();
        let mut driver = Command::new(CHROMEDRIVER)
            .arg(format!("--port={driver_port}"))
            .arg(format!(
                "--log-path={}",
                profile.join("chromedriver.log").display()
            ))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("cannot start {CHROMEDRIVER}: {e} (bash .ci/setup installs it)")
            });
        let mut browser = Browser {
            runtime,
            client: None,
            driver: None,
            profile: profile.clone(),
            base_url: format!("http://127.0.0.1:{site_port}/"),
            server,
            console: RefCell::new(Vec::new()),
        };
        let ready = wait_for_port(driver_port, &mut driver);
        browser.driver = Some(driver);
        if let Err(why) = ready {
            panic!("chromedriver did not start: {why}");
        }

        let capabilities = capabilities(&options, &profile.join("chromium"));
        let client = browser.runtime.block_on(async {
            ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
                .capabilities(capabilities)
                .connect(&format!("http://127.0.0.1:{driver_port}"))
                .await
        });
        match client {
            Ok(client) => browser.client = Some(client),
            Err(e) => panic!(
                "cannot start a Chromium session: {e}\nchromedriver log: {}",
                profile.join("chromedriver.log").display()
            ),
        }
        browser
    }

    /// The page's address: `http://127.0.0.1:<port>/`.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// The fantoccini client, for anything the helpers here do not cover (run its futures
    /// with [`Browser::block_on`]).
    pub fn client(&self) -> &Client {
        self.client.as_ref().expect("the session is closed")
    }

    /// Runs a future, such as a fantoccini call, to completion.
    pub fn block_on<F: Future>(&self, future: F) -> F::Output {
        self.runtime.block_on(future)
    }

    /// Loads the page with `query` as its query string (none when empty) and waits until the
    /// app is ready ([`READY_SELECTOR`] matches).
    pub fn open(&self, query: &str) {
        let url = if query.is_empty() {
            self.base_url.clone()
        } else {
            format!("{}?{}", self.base_url, query.trim_start_matches('?'))
        };
        self.block_on(self.client().goto(&url))
            .unwrap_or_else(|e| panic!("cannot load {url}: {e}"));
        let started = Instant::now();
        while !self.exists(READY_SELECTOR) {
            if started.elapsed() > TIMEOUT {
                panic!(
                    "{url}: no element matched {READY_SELECTOR} within {TIMEOUT:?}.\n\
                     Console: {:#?}\nCSP reports so far: {:#?}",
                    self.console_errors(),
                    self.server.lock().unwrap().csp_reports
                );
            }
            std::thread::sleep(POLL);
        }
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

    /// Sets a settings menu choice as a script would: the select's value, then a change event.
    pub fn choose(&self, select: &str, value: &str) {
        self.execute(&format!(
            "const s = document.getElementById({}); s.value = {}; \
             s.dispatchEvent(new Event('change', {{ bubbles: true }}));",
            js_string(select),
            js_string(value)
        ));
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

    /// The Content-Security-Policy violations reported so far, one line each.
    ///
    /// Reports travel to the server on their own, later than the violation. So this first
    /// provokes a known violation (an image from another origin) and waits for its report,
    /// which the browser sends after any earlier one; the probe's own report is left out.
    /// That also proves the policy is in force and its reports reach the server.
    ///
    /// # Panics
    ///
    /// If the probe's report does not arrive within [`TIMEOUT`].
    pub fn csp_reports(&self) -> Vec<String> {
        let probes_before = self.probe_reports();
        self.execute(&format!(
            "const img = new Image(); img.src = {} + '?' + Date.now();",
            js_string(PROBE_URL)
        ));
        self.wait_until_with(
            "the report of the CSP probe image reaches the server (is the CSP header sent?)",
            TIMEOUT,
            |b| b.probe_reports() > probes_before,
        );
        let log = self.server.lock().unwrap();
        log.csp_reports
            .iter()
            .filter(|r| !is_probe_report(r))
            .map(|r| describe_csp_report(r))
            .collect()
    }

    fn probe_reports(&self) -> usize {
        let log = self.server.lock().unwrap();
        log.csp_reports
            .iter()
            .filter(|r| is_probe_report(r))
            .count()
    }

    /// Every request the server answered so far: `METHOD /path STATUS content-type`.
    pub fn served(&self) -> Vec<String> {
        self.server.lock().unwrap().served.clone()
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

    /// Moves the entries chromedriver holds into `self.console`; chromedriver hands each out
    /// once.
    fn collect_console(&self) {
        let entries = self
            .block_on(self.client().issue_cmd(BrowserLog))
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

    /// Ends the session and stops chromedriver. Dropping the browser does the same.
    pub fn close(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        if let Some(client) = self.client.take() {
            let _ = self.runtime.block_on(async {
                tokio::time::timeout(Duration::from_secs(5), client.close()).await
            });
        }
        if let Some(mut driver) = self.driver.take() {
            // Closing the session normally ends Chromium; whatever of it is left, and
            // chromedriver itself, is killed by process id.
            let leftovers = descendants(driver.id());
            if !leftovers.is_empty() {
                let _ = Command::new("kill")
                    .arg("-KILL")
                    .args(leftovers.iter().map(u32::to_string))
                    .stderr(Stdio::null())
                    .status();
            }
            let _ = driver.kill();
            let _ = driver.wait();
        }
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        self.shut_down();
    }
}

struct LogEntry {
    level: String,
    source: String,
    message: String,
}

/// chromedriver's command for reading (and emptying) the browser's console log, which
/// fantoccini has no method for.
#[derive(Debug)]
struct BrowserLog;

impl WebDriverCompatibleCommand for BrowserLog {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/se/log",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _request_url: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(r#"{"type":"browser"}"#.to_owned()))
    }
}

fn capabilities(options: &Options, profile: &Path) -> fantoccini::wd::Capabilities {
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
    });
    match capabilities {
        Value::Object(map) => map,
        _ => unreachable!(),
    }
}

/// A JavaScript string literal holding `s`.
fn js_string(s: &str) -> String {
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

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("no free loopback port")
}

fn wait_for_port(port: u16, process: &mut Child) -> Result<(), String> {
    let started = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        if let Ok(Some(status)) = process.try_wait() {
            return Err(format!("it exited with {status}"));
        }
        if started.elapsed() > TIMEOUT {
            return Err(format!("nothing listens on port {port} after {TIMEOUT:?}"));
        }
        std::thread::sleep(POLL);
    }
    Ok(())
}

/// The processes below `root` (children, grandchildren and so on), read from /proc.
fn descendants(root: u32) -> Vec<u32> {
    let mut parents = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        // `pid (command) state ppid …`; the command may itself hold spaces and parentheses.
        let ppid = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(1))
            .and_then(|p| p.parse::<u32>().ok());
        if let Some(ppid) = ppid {
            parents.push((pid, ppid));
        }
    }
    let mut found = vec![root];
    let mut i = 0;
    while i < found.len() {
        let parent = found[i];
        found.extend(
            parents
                .iter()
                .filter(|(_, p)| *p == parent)
                .map(|(pid, _)| *pid),
        );
        i += 1;
    }
    found.remove(0);
    found
}

fn fresh_temp_dir() -> PathBuf {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "mancala-browser-{}-{}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    dir
}

/// The policy of the first `<meta http-equiv="Content-Security-Policy">` in `html`. Handles
/// the minified form Trunk writes, whose attributes may be unquoted and in any order.
fn meta_csp(html: &str) -> Option<String> {
    let lower = html.to_ascii_lowercase();
    let mut from = 0;
    while let Some(at) = lower[from..].find("<meta") {
        let start = from + at + "<meta".len();
        let attrs = tag_attributes(&html[start..]);
        let is_csp = attrs.iter().any(|(name, value)| {
            name == "http-equiv" && value.eq_ignore_ascii_case("content-security-policy")
        });
        if is_csp {
            return attrs
                .into_iter()
                .find(|(name, _)| name == "content")
                .map(|(_, v)| v);
        }
        from = start;
    }
    None
}

/// The attributes of a tag, from just after its name to its `>`: (lowercase name, value).
fn tag_attributes(rest: &str) -> Vec<(String, String)> {
    let mut attrs = Vec::new();
    let mut chars = rest.chars().peekable();
    loop {
        while chars.next_if(|c| c.is_whitespace() || *c == '/').is_some() {}
        match chars.peek() {
            None | Some('>') => return attrs,
            _ => {}
        }
        let mut name = String::new();
        while let Some(c) = chars.next_if(|c| !c.is_whitespace() && !"=>/".contains(*c)) {
            name.push(c.to_ascii_lowercase());
        }
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
        let mut value = String::new();
        if chars.next_if_eq(&'=').is_some() {
            while chars.next_if(|c| c.is_whitespace()).is_some() {}
            match chars.next_if(|c| *c == '"' || *c == '\'') {
                Some(quote) => {
                    for c in chars.by_ref() {
                        if c == quote {
                            break;
                        }
                        value.push(c);
                    }
                }
                None => {
                    while let Some(c) = chars.next_if(|c| !c.is_whitespace() && *c != '>') {
                        value.push(c);
                    }
                }
            }
        }
        if name.is_empty() {
            // A stray character: skip it rather than loop forever.
            chars.next();
        } else {
            attrs.push((name, value));
        }
    }
}

fn is_probe_report(body: &str) -> bool {
    let report: Value = serde_json::from_str(body).unwrap_or_default();
    let blocked = report["csp-report"]["blocked-uri"].as_str().unwrap_or("");
    blocked == "http://127.0.0.1:9" || blocked.starts_with("http://127.0.0.1:9/")
}

fn describe_csp_report(body: &str) -> String {
    let Ok(report) = serde_json::from_str::<Value>(body) else {
        return body.to_owned();
    };
    let r = &report["csp-report"];
    format!(
        "{} refused {} in {} (at {}:{})",
        r["effective-directive"].as_str().unwrap_or("?"),
        r["blocked-uri"].as_str().unwrap_or("?"),
        r["document-uri"].as_str().unwrap_or("?"),
        r["source-file"].as_str().unwrap_or("?"),
        r["line-number"],
    )
}

#[derive(Default)]
struct ServerLog {
    csp_reports: Vec<String>,
    served: Vec<String>,
}

struct Site {
    dist: PathBuf,
    missing: Vec<&'static str>,
    policy: String,
    log: Arc<Mutex<ServerLog>>,
}

async fn serve(listener: tokio::net::TcpListener, site: Arc<Site>) {
    while let Ok((stream, _)) = listener.accept().await {
        tokio::spawn(answer(stream, Arc::clone(&site)));
    }
}

/// Answers one request and closes the connection (`Connection: close`), which keeps the
/// server free of keep-alive and pipelining.
async fn answer(mut stream: tokio::net::TcpStream, site: Arc<Site>) {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 8192];
    let head_end = loop {
        if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
        match stream.read(&mut chunk).await {
            Ok(0) | Err(_) => return,
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
        }
        if buf.len() > 64 * 1024 {
            return;
        }
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).into_owned();
    let mut lines = head.split("\r\n");
    let mut request = lines.next().unwrap_or("").split(' ');
    let method = request.next().unwrap_or("").to_owned();
    let target = request.next().unwrap_or("/").to_owned();
    let length: usize = lines
        .filter_map(|l| l.split_once(':'))
        .find(|(name, _)| name.trim().eq_ignore_ascii_case("content-length"))
        .and_then(|(_, v)| v.trim().parse().ok())
        .unwrap_or(0);
    let mut body = buf[head_end..].to_vec();
    while body.len() < length.min(1 << 20) {
        match stream.read(&mut chunk).await {
            Ok(0) | Err(_) => break,
            Ok(n) => body.extend_from_slice(&chunk[..n]),
        }
    }

    let path = target.split(['?', '#']).next().unwrap_or("/");
    let (status, content_type, content) = match (method.as_str(), path) {
        ("POST", "/csp-report") => {
            let report = String::from_utf8_lossy(&body).into_owned();
            site.log.lock().unwrap().csp_reports.push(report);
            ("204 No Content", "", Vec::new())
        }
        ("GET" | "HEAD", _) if site.missing.contains(&path) => (
            "404 Not Found",
            "text/plain; charset=utf-8",
            b"not found\n".to_vec(),
        ),
        ("GET" | "HEAD", _) => match read_file(&site.dist, path).await {
            Some((content_type, content)) => ("200 OK", content_type, content),
            None => (
                "404 Not Found",
                "text/plain; charset=utf-8",
                b"not found\n".to_vec(),
            ),
        },
        _ => (
            "405 Method Not Allowed",
            "text/plain; charset=utf-8",
            Vec::new(),
        ),
    };
    site.log
        .lock()
        .unwrap()
        .served
        .push(format!("{method} {path} {} {content_type}", &status[..3]));

    let mut response = format!(
        "HTTP/1.1 {status}\r\n\
         Content-Length: {}\r\n\
         Content-Security-Policy: {}\r\n\
         X-Content-Type-Options: nosniff\r\n\
         Cache-Control: no-store\r\n\
         Connection: close\r\n",
        content.len(),
        site.policy
    );
    if !content_type.is_empty() {
        response.push_str(&format!("Content-Type: {content_type}\r\n"));
    }
    response.push_str("\r\n");
    let mut bytes = response.into_bytes();
    if method != "HEAD" {
        bytes.extend_from_slice(&content);
    }
    let _ = stream.write_all(&bytes).await;
    let _ = stream.shutdown().await;
}

/// The file under `dist` for a URL path (`/` is index.html), with its content type; `None`
/// for a missing file or a path that tries to leave `dist`.
async fn read_file(dist: &Path, url_path: &str) -> Option<(&'static str, Vec<u8>)> {
    let relative = match url_path.trim_start_matches('/') {
        "" => "index.html",
        other => other,
    };
    let relative = Path::new(relative);
    if !relative
        .components()
        .all(|c| matches!(c, Component::Normal(_)))
    {
        return None;
    }
    let file = dist.join(relative);
    let content = tokio::fs::read(&file).await.ok()?;
    let content_type = match file.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    };
    Some((content_type, content))
}
