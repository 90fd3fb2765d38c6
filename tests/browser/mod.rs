//! End-to-end harness: drives the built page (`dist/`) in a browser engine: headless Chromium,
//! headless Firefox or WebKitGTK, as `MANCALA_BROWSER` says ([`Engine`]).
//!
//! The browser tests (`tests/in_browser/`) include it as their module `browser`. A [`Browser`]
//! owns everything it starts: a static HTTP server for `dist/` on a free loopback port, the
//! engine's WebDriver server on another and the browser session behind it (and for WebKit, the
//! Xvfb display its window is drawn on). Dropping it, on success or during a panic, ends the
//! session and kills the driver and anything of the browser still running below it, so no
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
//!
//! By job: [`server`] serves `dist/` and records what it served and every CSP report,
//! [`engine`] says how each engine is started and what it can do, [`process`] starts and stops
//! the driver, its browser and Xvfb, [`driver`] holds the WebDriver helpers a test calls (open,
//! click, press, wait, axe, screenshots, the console), and [`csp`] reads the page's policy and
//! checks what it refused.

mod bidi;
mod csp;
mod driver;
mod engine;
mod process;
mod server;

use std::cell::RefCell;
use std::future::Future;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use fantoccini::{Client, ClientBuilder};
use serde_json::Value;
use tokio::runtime::Runtime;

use csp::meta_csp;
use driver::LogEntry;
pub use driver::Shown;
pub use engine::Engine;
use process::{Display, driver_log, free_port, fresh_temp_dir, wait_for_port};
use server::{ServerLog, Site, serve};

/// The element the app marks once it has mounted and can be used, with the sections under the
/// board in (they come in a later part of the page module: `data-later`).
pub const READY_SELECTOR: &str = "[data-app-ready][data-later]";

/// Whether a file of `dist/` is a compressed copy of another (`FILE.br`, `FILE.gz`), which the
/// build writes beside each compressible file for a server to send in its place
/// (`.ci/precompress`). The page and its service worker never name one, and the page's weight
/// is that of its files.
pub fn compressed_copy(name: &str) -> bool {
    name.ends_with(".br") || name.ends_with(".gz")
}

/// How long waits last unless a test says otherwise.
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// The longest one WebDriver command may take: past the drivers' own limits (30 s for a
/// script, 90 s for a page to load; see `capabilities`), so that it errs first, with its
/// reason, and only a wedged driver meets this.
pub const COMMAND_LIMIT: Duration = Duration::from_secs(120);

/// The pause between two polls of a condition.
const POLL: Duration = Duration::from_millis(50);

/// What a failed test's output says when one of its browsers had ended its session under it: its
/// engine crashed or quit, rather than the page failing the test. `.ci/test` runs such a test once
/// more, and only such a test (docs/testing.md, "An engine that crashes").
pub const SESSION_LOST: &str = "the browser's session had ended under the test";

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
    /// URL paths (or their beginnings) the server answers with 404, as if the file were missing
    /// (a file named by its content's hash is named by its beginning; to test how the
    /// page copes, for example without its worker).
    pub missing: Vec<&'static str>,
    /// Sends text and wasm gzipped to a browser that accepts it, as a static host does.
    pub gzip: bool,
    /// Requests whose URL path starts with one of these are held unanswered until
    /// [`Browser::release_held`] (to test the page while a file is still on its way, for
    /// example the search module).
    pub held: Vec<&'static str>,
    /// A script every page served runs first, before its own (served from the harness's own
    /// path, so the page's CSP allows it): to take away something of the browser's, as an
    /// older engine lacks it.
    pub prelude: Option<&'static str>,
    /// The content type the server gives `.wasm` files, in place of `application/wasm`, as a
    /// misconfigured host does.
    pub wasm_type: Option<&'static str>,
    /// Lets the browser keep a file whose name carries the build's hash, as a host does
    /// (`Cache-Control` as `src/server/site.rs` sends it); otherwise nothing may be kept, so
    /// that every request reaches the server and is counted.
    pub host_caching: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            width: 1280,
            height: 900,
            reduced_motion: false,
            block_storage: false,
            missing: Vec::new(),
            gzip: false,
            held: Vec::new(),
            prelude: None,
            wasm_type: None,
            host_caching: false,
        }
    }
}

impl Options {
    /// The default options with `prefers-reduced-motion: reduce`: each move lands at once, so
    /// a test waits on the game, not on the sowing's animation.
    pub fn reduced_motion() -> Self {
        Options {
            reduced_motion: true,
            ..Options::default()
        }
    }

    /// The default options with another window size.
    pub fn sized(width: u32, height: u32) -> Self {
        Options {
            width,
            height,
            ..Options::default()
        }
    }
}

/// A browser session on the built page. See the module documentation.
pub struct Browser {
    engine: Engine,
    runtime: Runtime,
    client: Option<Client>,
    driver: Option<Child>,
    /// The X display WebKit's window is drawn on; none for the headless engines.
    display: Option<Display>,
    /// Firefox's WebDriver BiDi socket, for its console and its viewport.
    bidi: Option<bidi::Bidi>,
    profile: PathBuf,
    base_url: String,
    server: Arc<Mutex<ServerLog>>,
    server_down: Arc<AtomicBool>,
    server_holding: Arc<AtomicBool>,
    server_dist: Arc<Mutex<PathBuf>>,
    console: RefCell<Vec<LogEntry>>,
    /// The documents the test has left, each with the length `console` had then (Firefox only:
    /// `Browser::note_leaving`).
    left: RefCell<Vec<(String, usize)>>,
}

impl Browser {
    /// Starts the server, the driver and a session of the engine `MANCALA_BROWSER` names.
    ///
    /// # Panics
    ///
    /// If `dist/index.html` is missing (run `trunk build --release` first), or if the server,
    /// the driver or the browser cannot be started.
    pub fn start(options: Options) -> Browser {
        Browser::start_in(Engine::from_env(), options)
    }

    /// Starts the server, the driver and a session of `engine`, whatever `MANCALA_BROWSER`
    /// says: for a test that plays one engine against another.
    pub fn start_in(engine: Engine, options: Options) -> Browser {
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
        let server_down = Arc::new(AtomicBool::new(false));
        let server_holding = Arc::new(AtomicBool::new(!options.held.is_empty()));
        let server_dist = Arc::new(Mutex::new(dist));
        let site = Arc::new(Site {
            dist: Arc::clone(&server_dist),
            missing: options.missing.clone(),
            policy: format!("{policy}; report-uri /csp-report"),
            log: Arc::clone(&server),
            down: Arc::clone(&server_down),
            gzip: options.gzip,
            held: options.held.clone(),
            holding: Arc::clone(&server_holding),
            report_console: engine.needs_console_script(),
            prelude: options.prelude,
            wasm_type: options.wasm_type,
            host_caching: options.host_caching,
        });
        let listener = runtime
            .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
            .expect("cannot bind the static server");
        let site_port = listener.local_addr().expect("server address").port();
        runtime.spawn(serve(listener, site));

        let profile = fresh_temp_dir();
        let display = (engine == Engine::WebKit).then(|| Display::start(&profile, &options));
        let driver_port = free_port();
        let mut command = Command::new(engine.driver());
        command
            .args(engine.driver_args(driver_port, free_port(), &profile))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(driver_log(&profile));
        if let Some(display) = &display {
            display.apply(&mut command);
        }
        let mut driver = command.spawn().unwrap_or_else(|e| {
            panic!(
                "cannot start {}: {e} (bash .ci/setup installs it)",
                engine.driver()
            )
        });
        let mut browser = Browser {
            engine,
            runtime,
            client: None,
            driver: None,
            display,
            bidi: None,
            profile: profile.clone(),
            base_url: format!("http://127.0.0.1:{site_port}/"),
            server,
            server_down,
            server_holding,
            server_dist,
            console: RefCell::new(Vec::new()),
            left: RefCell::new(Vec::new()),
        };
        let ready = wait_for_port(driver_port, &mut driver);
        browser.driver = Some(driver);
        if let Err(why) = ready {
            panic!("{} did not start: {why}", engine.driver());
        }

        let Value::Object(capabilities) = engine.capabilities(&options, &profile) else {
            unreachable!("capabilities are an object")
        };
        let client = browser.block_on(async {
            ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
                .capabilities(capabilities)
                .connect(&format!("http://127.0.0.1:{driver_port}"))
                .await
        });
        match client {
            Ok(client) => browser.client = Some(client),
            Err(e) => panic!(
                "cannot start a {} session: {e}\ndriver's files: {}",
                engine.name(),
                profile.display()
            ),
        }
        if engine == Engine::Firefox {
            let url = browser
                .client()
                .capabilities()
                .and_then(|c| c.get("webSocketUrl"))
                .and_then(Value::as_str)
                .unwrap_or_else(|| panic!("Firefox gave this session no BiDi socket"))
                .to_owned();
            let log = Arc::clone(&browser.server);
            let connected = browser.block_on(bidi::Bidi::connect_within(
                &url,
                log,
                Duration::from_secs(10),
            ));
            browser.bidi = Some(connected.unwrap_or_else(|e| panic!("BiDi: {e}")));
        }
        if engine != Engine::Chromium {
            // Chromium's capabilities size its viewport; the others' are sized now.
            browser.viewport(options.width, options.height);
        }
        browser
    }

    /// The engine this browser runs.
    pub fn engine(&self) -> Engine {
        self.engine
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

    /// Runs a future, such as a fantoccini call, to completion; fails the test if it takes
    /// over [`COMMAND_LIMIT`], as a wedged driver or renderer would.
    pub fn block_on<F: Future>(&self, future: F) -> F::Output {
        self.runtime
            .block_on(async { tokio::time::timeout(COMMAND_LIMIT, future).await })
            .unwrap_or_else(|_| panic!("the driver did not answer within {COMMAND_LIMIT:?}"))
    }
    /// Ends the session and stops the driver. Dropping the browser does the same.
    pub fn close(mut self) {
        self.shut_down();
    }

    /// Whether the browser's session has ended: the driver no longer knows it, as when its
    /// engine crashed. Asks the driver once, for at most 5 s; `false` if it does not answer.
    pub fn lost(&self) -> bool {
        let Some(client) = &self.client else {
            return false;
        };
        let asked = self.runtime.block_on(async {
            tokio::time::timeout(Duration::from_secs(5), client.current_url()).await
        });
        matches!(asked, Ok(Err(e)) if e.is_invalid_session_id())
    }

    /// Kills the browser below the driver, as a crash of the engine would end it; the driver
    /// is left running. For the test of how a crash is reported.
    pub fn kill_engine(&self) {
        if let Some(driver) = &self.driver {
            process::kill_below(driver.id());
        }
    }

    /// For a test that failed: if this browser's session had ended (the driver no longer knows
    /// it), says so with [`SESSION_LOST`] and the driver's last error output, where a crash says
    /// why. Asks the driver once, briefly, and never panics.
    fn say_if_lost(&self) {
        if self.lost() {
            eprintln!(
                "{SESSION_LOST}: {} no longer knows it. Its driver's last error output: {:#?}",
                self.engine.name(),
                process::driver_log_tail(&self.profile, 20)
            );
        }
    }

    fn shut_down(&mut self) {
        if let Some(client) = self.client.take() {
            let _ = self.runtime.block_on(async {
                tokio::time::timeout(Duration::from_secs(5), client.close()).await
            });
        }
        if let Some(mut driver) = self.driver.take() {
            // Closing the session normally ends the browser; whatever of it is left, and the
            // driver itself, is killed by process id.
            process::kill_tree(&mut driver);
        }
        if let Some(display) = self.display.take() {
            display.stop();
        }
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.say_if_lost();
        }
        self.shut_down();
    }
}
