//! The three browser engines the tests drive, and what differs between them: the WebDriver
//! server that speaks for each, the capabilities that start a session, and what each can be
//! asked beyond WebDriver.
//!
//! `MANCALA_BROWSER` names the engine a run uses (`chromium`, the default, `firefox` or
//! `webkit`); `bash .ci/test` runs the browser tests once for each. A test that needs two
//! engines at once names them ([`super::Browser::start_in`]).
//!
//! | | Chromium | Firefox ESR | WebKitGTK |
//! |---|---|---|---|
//! | driver | chromedriver | geckodriver | WebKitWebDriver |
//! | window | headless | headless | MiniBrowser on an Xvfb display the harness starts |
//! | console | chromedriver's log | WebDriver BiDi's `log.entryAdded` | a script the harness adds to the page |
//! | DevTools (CDP) | yes | no | no |
//! | a viewport narrower than the window | emulation (CDP) | BiDi's `setViewport` | a slim toolbar (GTK style) |

use std::path::Path;

use serde_json::{Value, json};

use super::Options;

/// A browser engine, with the driver that speaks WebDriver for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// Debian's Chromium, headless, through chromedriver.
    Chromium,
    /// Debian's Firefox ESR, headless, through geckodriver (built by `.ci/setup`).
    Firefox,
    /// WebKitGTK (Safari's engine) in its MiniBrowser, through WebKitWebDriver, drawn on Xvfb.
    WebKit,
}

impl Engine {
    /// The engine `MANCALA_BROWSER` names, Chromium when it is unset.
    ///
    /// # Panics
    ///
    /// When it names none of the three.
    pub fn from_env() -> Engine {
        match std::env::var("MANCALA_BROWSER").as_deref() {
            Err(_) | Ok("" | "chromium") => Engine::Chromium,
            Ok("firefox") => Engine::Firefox,
            Ok("webkit") => Engine::WebKit,
            Ok(other) => panic!("MANCALA_BROWSER={other:?}: use chromium, firefox or webkit"),
        }
    }

    /// Its name as `MANCALA_BROWSER` spells it.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Chromium => "chromium",
            Engine::Firefox => "firefox",
            Engine::WebKit => "webkit",
        }
    }

    /// Whether the Chrome DevTools Protocol is there ([`super::Browser::cdp`]): device and
    /// network emulation, CPU throttling, permissions.
    pub fn has_devtools(self) -> bool {
        self == Engine::Chromium
    }

    /// Whether the driver hands out the browser's console log (ChromeDriver's log endpoint).
    pub(super) fn has_console_log(self) -> bool {
        self == Engine::Chromium
    }

    /// Whether the console is heard only through a script the harness's server adds to each
    /// page (WebKit's driver has neither a log nor BiDi; Firefox's console comes over BiDi).
    pub(super) fn needs_console_script(self) -> bool {
        self == Engine::WebKit
    }

    /// The driver's program: on PATH, or for geckodriver, in cargo's bin folder, where
    /// `.ci/setup` installs it.
    pub(super) fn driver(self) -> String {
        match self {
            Engine::Chromium => "chromedriver".to_owned(),
            Engine::Firefox => {
                let cargo_bin = std::env::var_os("CARGO_HOME")
                    .map(std::path::PathBuf::from)
                    .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")))
                    .map(|home| home.join("bin/geckodriver"));
                match cargo_bin {
                    Some(path) if path.exists() => path.display().to_string(),
                    _ => "geckodriver".to_owned(),
                }
            }
            Engine::WebKit => "WebKitWebDriver".to_owned(),
        }
    }

    /// The driver's arguments for `port`; `spare` is a second free port, for geckodriver's
    /// WebDriver BiDi socket (two Firefoxes at once would otherwise both ask for 9222).
    pub(super) fn driver_args(self, port: u16, spare: u16, profile: &Path) -> Vec<String> {
        match self {
            Engine::Chromium => vec![
                format!("--port={port}"),
                format!("--log-path={}", profile.join("chromedriver.log").display()),
            ],
            Engine::Firefox => vec![
                "--host=127.0.0.1".to_owned(),
                format!("--port={port}"),
                format!("--websocket-port={spare}"),
                "--log=error".to_owned(),
            ],
            Engine::WebKit => vec![format!("--host=127.0.0.1"), format!("--port={port}")],
        }
    }

    /// The capabilities of a new session with `options`, its profile under `profile`.
    pub(super) fn capabilities(self, options: &Options, profile: &Path) -> Value {
        match self {
            Engine::Chromium => chromium_capabilities(options, profile),
            Engine::Firefox => firefox_capabilities(options),
            Engine::WebKit => webkit_capabilities(),
        }
    }
}

/// The limits every driver gets: under the test's own limit on a command (`COMMAND_LIMIT`), so
/// that the driver says what timed out.
fn timeouts() -> Value {
    json!({ "script": 30_000, "pageLoad": 90_000 })
}

const CHROMIUM: &str = "/usr/bin/chromium";
const FIREFOX: &str = "/usr/bin/firefox-esr";

fn chromium_capabilities(options: &Options, profile: &Path) -> Value {
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
        format!("--user-data-dir={}", profile.join("chromium").display()),
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
    json!({
        "browserName": "chrome",
        "goog:chromeOptions": chrome,
        "goog:loggingPrefs": { "browser": "ALL" },
        "timeouts": timeouts(),
    })
}

fn firefox_capabilities(options: &Options) -> Value {
    let mut prefs = json!({
        // Nothing reaches out: no updates, reports, studies or first-run pages, which this
        // machine's closed network would refuse while the test runs.
        "app.update.disabledForTesting": true,
        "browser.shell.checkDefaultBrowser": false,
        "datareporting.policy.dataSubmissionEnabled": false,
        "toolkit.telemetry.reportingpolicy.firstRun": false,
        "browser.startup.homepage_override.mstone": "ignore",
        "network.captive-portal-service.enabled": false,
        "network.connectivity-service.enabled": false,
        "browser.safebrowsing.update.enabled": false,
        "extensions.update.enabled": false,
        "media.gmp-manager.updateEnabled": false,
        "browser.region.network.url": "",
        "browser.topsites.contile.enabled": false,
        // What the page can be asked: the clipboard's text, as a person allowing it would.
        "dom.events.testing.asyncClipboard": true,
        // 1 = reduce; 0 = no preference, whatever the desktop says.
        "ui.prefersReducedMotion": i32::from(options.reduced_motion),
    });
    if options.block_storage {
        // 2 = reject every cookie, which makes localStorage throw, as it does for a person who
        // has turned site data off.
        prefs["network.cookie.cookieBehavior"] = json!(2);
    }
    json!({
        "browserName": "firefox",
        // A WebDriver BiDi socket beside the session, for what classic WebDriver cannot do
        // here: a viewport narrower than Firefox's narrowest window.
        "webSocketUrl": true,
        "moz:firefoxOptions": {
            "binary": FIREFOX,
            "args": [
                "-headless",
                "-no-remote",
                format!("--width={}", options.width),
                format!("--height={}", options.height),
            ],
            "prefs": prefs,
        },
        "timeouts": timeouts(),
    })
}

fn webkit_capabilities() -> Value {
    // MiniBrowser runs only as automation asks for it; its profile is a fresh ephemeral one
    // each session. Reduced motion comes from the GTK settings the driver is started with.
    json!({
        "browserName": "MiniBrowser",
        "webkitgtk:browserOptions": { "args": ["--automation"] },
        "timeouts": timeouts(),
    })
}
