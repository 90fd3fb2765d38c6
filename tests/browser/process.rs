//! The processes a browser test starts: the engine's driver on a free port, the browser below
//! it, an Xvfb display for an engine that cannot run headless, a throw-away profile, and
//! killing whatever of them is left.

use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use super::{Options, POLL, TIMEOUT};

/// An X display in memory (Xvfb) for WebKitGTK, which has no headless mode here, and the GTK
/// settings its browser starts with.
pub(super) struct Display {
    xvfb: Child,
    number: String,
    config: PathBuf,
}

impl Display {
    /// Starts Xvfb on a display number it picks itself (`-displayfd`, so that two at once
    /// never take the same), and writes the GTK settings for `options` under `profile`.
    ///
    /// # Panics
    ///
    /// If Xvfb cannot be started or names no display.
    pub(super) fn start(profile: &Path, options: &Options) -> Display {
        let config = profile.join("config");
        let gtk = config.join("gtk-3.0");
        std::fs::create_dir_all(&gtk).expect("cannot create the GTK settings folder");
        // WebKitGTK answers `prefers-reduced-motion` from GTK's animations setting.
        let animations = if options.reduced_motion {
            "false"
        } else {
            "true"
        };
        std::fs::write(
            gtk.join("settings.ini"),
            format!("[Settings]\ngtk-enable-animations={animations}\n"),
        )
        .expect("cannot write the GTK settings");
        // MiniBrowser's toolbar (its buttons and address field) keeps the window at least
        // about 450 px wide; shrunk to nothing, the window, and so the viewport, can be as
        // narrow as a small phone's. The page itself is drawn by WebKit, not by GTK.
        std::fs::write(
            gtk.join("gtk.css"),
            "toolbar, toolbar *, headerbar, headerbar *, entry, button, image, label { \
             min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; \
             font-size: 1px; -gtk-icon-transform: scale(0); }\n",
        )
        .expect("cannot write the GTK style sheet");
        let mut xvfb = Command::new("Xvfb")
            .args([
                "-displayfd",
                "1",
                "-screen",
                "0",
                "1920x1200x24",
                "-nolisten",
                "tcp",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start Xvfb: {e} (bash .ci/setup installs it)"));
        let mut line = String::new();
        let read = BufReader::new(xvfb.stdout.take().expect("Xvfb's output")).read_line(&mut line);
        let number = line.trim().to_owned();
        if read.is_err() || number.is_empty() {
            let _ = xvfb.kill();
            let _ = xvfb.wait();
            panic!("Xvfb named no display");
        }
        Display {
            xvfb,
            number,
            config,
        }
    }

    /// Points `command` (the driver, and so the browser it starts) at this display and these
    /// settings.
    pub(super) fn apply(&self, command: &mut Command) {
        command
            .env("DISPLAY", format!(":{}", self.number))
            .env("XDG_CONFIG_HOME", &self.config)
            .env_remove("WAYLAND_DISPLAY");
    }

    /// Stops Xvfb.
    pub(super) fn stop(mut self) {
        let _ = self.xvfb.kill();
        let _ = self.xvfb.wait();
    }
}

pub(super) fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("no free loopback port")
}

pub(super) fn wait_for_port(port: u16, process: &mut Child) -> Result<(), String> {
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

/// Where in a session's profile its driver's error output goes: a browser below the driver
/// writes there too, so a crash that ends a session says why (see [`driver_log_tail`]).
const DRIVER_LOG: &str = "driver.log";

/// The driver's error output, to a file in `profile` (nowhere if it cannot be made).
pub(super) fn driver_log(profile: &Path) -> Stdio {
    std::fs::File::create(profile.join(DRIVER_LOG)).map_or_else(|_| Stdio::null(), Stdio::from)
}

/// The last `lines` lines the driver and its browser wrote to their error output.
pub(super) fn driver_log_tail(profile: &Path, lines: usize) -> Vec<String> {
    let text = std::fs::read_to_string(profile.join(DRIVER_LOG)).unwrap_or_default();
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..]
        .iter()
        .map(|line| (*line).to_owned())
        .collect()
}

pub(super) fn fresh_temp_dir() -> PathBuf {
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

/// Kills every process below `root`, leaving `root` itself.
pub(super) fn kill_below(root: u32) {
    let below = descendants(root);
    if !below.is_empty() {
        let _ = Command::new("kill")
            .arg("-KILL")
            .args(below.iter().map(u32::to_string))
            .stderr(Stdio::null())
            .status();
    }
}

/// Kills `root` and every process below it, and reaps `root`.
pub(super) fn kill_tree(root: &mut Child) {
    kill_below(root.id());
    let _ = root.kill();
    let _ = root.wait();
}
