//! The README's serve command, run as a newcomer runs it: `bash .ci/serve` in a fresh copy of
//! the project (the files git has, no `dist/`, no `node_modules/`). It must build once, serve
//! the page on 127.0.0.1 with the headers a static host should send, and then rest: the
//! process stays up, and no second build starts while nothing changes.
//!
//! The copy shares this suite's cargo target folder, as every test layer does, so that the
//! crates are not built again; what the copy builds of its own (the page, the search module and
//! the server) is built there for the first time.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeSet, HashMap};
use std::fs;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime};

#[path = "support/http.rs"]
mod http;
use http::Answer;

/// A first build in the copy (the page, the search module and the server, with the crates
/// already built) takes a few minutes; this bounds it generously for a loaded machine.
const FIRST_BUILD: Duration = Duration::from_secs(25 * 60);
/// How long the served page is watched for a second build: a minute, as the serve command
/// promises. A watcher (Trunk's, say) starts its first rebuild within a second or two of
/// serving; a minute also sees one that a slower timer would start. The test command runs this
/// test beside the other native tests, so the minute is not spent idle.
const REST: Duration = Duration::from_secs(60);
/// What a build runs. None of them may run under the serve command once the page is served.
const BUILDERS: [&str; 8] = [
    "cargo",
    "rustc",
    "trunk",
    "wasm-opt",
    "wasm-bindgen",
    "wasm-split-cli",
    "node",
    "npm",
];

#[test]
fn the_serve_command_builds_once_serves_the_page_and_rests() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"));
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("serve-command");
    let target = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target folder holds tmp/")
        .to_path_buf();
    let _ = fs::remove_dir_all(&scratch);
    let copy = scratch.join("mancala");
    fresh_copy(source, &copy);
    let log = scratch.join("serve.log");
    let port = free_port();

    let mut serving = Serving::start(&copy, &target, port, &log);
    let page = serving.wait_for_page(FIRST_BUILD);
    assert!(
        page.text().contains("data-wasm="),
        "the served index.html names no page module:\n{}",
        page.text()
    );
    assert_eq!(
        comm(serving.pid()).as_deref(),
        Some("server"),
        "the command should end in the page server itself; the log:\n{}",
        tail(&log)
    );

    // At rest: the process stays up, nothing builds under it and dist/ is not written again.
    let dist = copy.join("dist");
    let built = snapshot(&dist);
    let watched = Instant::now();
    while watched.elapsed() < REST {
        serving.assert_alive();
        let building: Vec<String> = descendants(serving.pid())
            .into_iter()
            .filter_map(|pid| comm(pid).map(|name| format!("{name} ({pid})")))
            .filter(|name| BUILDERS.iter().any(|b| name.starts_with(&format!("{b} "))))
            .collect();
        assert!(
            building.is_empty(),
            "a build started {:?} after the page was served, with nothing changed: {building:?}",
            watched.elapsed()
        );
        std::thread::sleep(Duration::from_millis(500));
    }
    serving.assert_alive();
    assert_eq!(
        snapshot(&dist),
        built,
        "dist/ was written again while nothing changed"
    );

    // The headers a static host should send (docs/deploy.md): the page and the service worker
    // are asked for again each time; a file named by its hash is kept for good; the policy of
    // the page's meta tag comes as a header too.
    assert_eq!(page.header("cache-control"), Some("no-cache"));
    let policy = page.header("content-security-policy").unwrap_or_default();
    assert!(
        policy.contains("default-src 'none'") && policy.ends_with("frame-ancestors 'none'"),
        "the page's policy header: {policy:?}"
    );
    assert_eq!(page.header("x-content-type-options"), Some("nosniff"));
    let worker = get(port, "/sw.js", "identity");
    assert_eq!(worker.status, 200);
    assert_eq!(worker.header("cache-control"), Some("no-cache"));
    let wasm_path = attribute(&page.text(), "data-wasm").expect("data-wasm names the main part");
    let wasm_path = format!("/{}", wasm_path.trim_start_matches("./"));
    // The build wrote a Brotli and a gzip copy of the module (.ci/precompress, Trunk's last
    // hook), and the server sends the copy the browser accepts, as it is on disk.
    let file = dist.join(wasm_path.trim_start_matches('/'));
    for (accept, encoding, copy) in [
        ("gzip, deflate, br", Some("br"), ".br"),
        ("gzip", Some("gzip"), ".gz"),
        ("identity", None, ""),
    ] {
        let wasm = get(port, &wasm_path, accept);
        assert_eq!(wasm.status, 200, "{wasm_path}");
        assert_eq!(wasm.header("content-type"), Some("application/wasm"));
        assert_eq!(
            wasm.header("cache-control"),
            Some("public, max-age=31536000, immutable")
        );
        assert_eq!(wasm.header("content-encoding"), encoding, "{accept}");
        assert_eq!(wasm.header("vary"), Some("accept-encoding"), "{accept}");
        let mut on_disk = file.clone().into_os_string();
        on_disk.push(copy);
        assert!(
            fs::read(&on_disk).is_ok_and(|bytes| bytes == wasm.body),
            "{accept}: the body is not {}",
            Path::new(&on_disk).display()
        );
    }
    let missing = get(port, "/no-such-file-here.js", "identity");
    assert_eq!(missing.status, 404);
    assert_eq!(missing.header("cache-control"), Some("no-cache"));
    let outside = get(port, "/../Cargo.toml", "identity");
    assert_ne!(outside.status, 200, "a path may not leave dist/");

    // The same process serves the live rooms, kept where ROOMS_DB says.
    let rooms = get(port, "/api/status", "identity");
    assert_eq!(rooms.status, 200, "the rooms answer: {}", rooms.text());
    assert!(rooms.text().contains("\"rooms\":0"), "{}", rooms.text());
    assert!(
        scratch.join("rooms.sqlite3").exists(),
        "the rooms' database is where ROOMS_DB says"
    );

    drop(serving);

    // The container's build step, outside a container: .ci/package lays the page and the
    // server out as the image holds them (docs/deploy/Containerfile), and the image's own
    // command line serves them, here on the loopback.
    let stage = scratch.join("stage");
    let packaged = Command::new("bash")
        .arg(".ci/package")
        .arg(&stage)
        .current_dir(&copy)
        .env("CARGO_TARGET_DIR", &target)
        .stdin(Stdio::null())
        .output()
        .expect("bash runs .ci/package");
    assert!(
        packaged.status.success(),
        "{}",
        String::from_utf8_lossy(&packaged.stderr)
    );
    let mut image = Command::new(stage.join("bin/mancala-server"));
    let port = free_port();
    for arg in entrypoint(&copy.join("docs/deploy/Containerfile"))
        .iter()
        .skip(1)
    {
        let arg = arg.replace("/opt/mancala", &stage.display().to_string());
        image.arg(match arg.as_str() {
            "0.0.0.0" => "127.0.0.1".to_string(),
            "8080" => port.to_string(),
            "/var/lib/mancala/rooms.sqlite3" => {
                scratch.join("image-rooms.sqlite3").display().to_string()
            }
            _ => arg,
        });
    }
    let mut running = image
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the staged server starts");
    let began = Instant::now();
    let page = loop {
        if let Some(answer) = try_get(port, "/", "identity") {
            break answer;
        }
        assert!(
            began.elapsed() < Duration::from_secs(30),
            "the staged server answers within 30 s"
        );
        std::thread::sleep(Duration::from_millis(200));
    };
    assert_eq!(page.status, 200);
    assert!(page.text().contains("data-wasm="), "{}", page.text());
    let _ = Command::new("kill")
        .args(["-TERM", &running.id().to_string()])
        .status();
    let stopped = Instant::now();
    let status = loop {
        if let Ok(Some(status)) = running.try_wait() {
            break status;
        }
        assert!(
            stopped.elapsed() < Duration::from_secs(20),
            "the staged server stops within 20 s of SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(status.success(), "{status}");
    let _ = fs::remove_dir_all(&scratch);
}

/// The `ENTRYPOINT` of a Containerfile, as its JSON array of words.
fn entrypoint(file: &Path) -> Vec<String> {
    let text = fs::read_to_string(file).expect("the Containerfile");
    let line = text
        .lines()
        .find_map(|line| line.strip_prefix("ENTRYPOINT "))
        .expect("an ENTRYPOINT");
    line.trim_matches(|c| c == '[' || c == ']' || c == ' ')
        .split(',')
        .map(|word| word.trim().trim_matches('"').to_string())
        .collect()
}

/// The serve command running in its own process group, stopped (the whole group) when dropped,
/// so that a failed check leaves no server behind.
struct Serving {
    child: Child,
    port: u16,
    log: PathBuf,
}

impl Serving {
    fn start(copy: &Path, target: &Path, port: u16, log: &Path) -> Serving {
        let out = fs::File::create(log).expect("a log file");
        let child = Command::new("bash")
            .arg(".ci/serve")
            .current_dir(copy)
            .env("PORT", port.to_string())
            .env("CARGO_TARGET_DIR", target)
            .env("ROOMS_DB", log.with_file_name("rooms.sqlite3"))
            .stdin(Stdio::null())
            .stdout(out.try_clone().expect("the log, twice"))
            .stderr(out)
            .process_group(0)
            .spawn()
            .expect("bash runs .ci/serve");
        Serving {
            child,
            port,
            log: log.to_path_buf(),
        }
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }

    fn assert_alive(&mut self) {
        if let Ok(Some(status)) = self.child.try_wait() {
            panic!(
                "the serve command stopped ({status}); its log:\n{}",
                tail(&self.log)
            );
        }
    }

    /// Waits until `/` answers with the page, failing at once if the command exits.
    fn wait_for_page(&mut self, within: Duration) -> Answer {
        let started = Instant::now();
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!(
                    "the serve command exited ({status}) before serving; its log:\n{}",
                    tail(&self.log)
                );
            }
            if let Some(answer) = try_get(self.port, "/", "identity")
                && answer.status == 200
            {
                return answer;
            }
            assert!(
                started.elapsed() < within,
                "no page on port {} after {within:?}; the log:\n{}",
                self.port,
                tail(&self.log)
            );
            std::thread::sleep(Duration::from_millis(500));
        }
    }
}

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .args(["-TERM", "--", &format!("-{}", self.pid())])
            .status();
        let _ = self.child.wait();
    }
}

/// The project as git has it, working-tree contents, into `to`: tracked files and untracked
/// ones git does not ignore, so no `dist/`, `target/` or `node_modules/`.
fn fresh_copy(from: &Path, to: &Path) {
    let listed = Command::new("git")
        .args([
            "ls-files",
            "-z",
            "--cached",
            "--others",
            "--exclude-standard",
        ])
        .current_dir(from)
        .output()
        .expect("git lists the project's files");
    assert!(listed.status.success(), "git ls-files failed");
    let mut copied = 0;
    for name in listed.stdout.split(|&b| b == 0).filter(|n| !n.is_empty()) {
        let name = std::str::from_utf8(name).expect("file names are UTF-8");
        let file = from.join(name);
        if !file.is_file() {
            continue;
        }
        let into = to.join(name);
        fs::create_dir_all(into.parent().expect("a file has a folder")).expect("a folder");
        fs::copy(&file, &into).expect("a copy");
        copied += 1;
    }
    assert!(copied > 50, "only {copied} files to copy");
    assert!(!to.join("dist").exists() && !to.join("node_modules").exists());
}

/// A port free now and unlikely to be taken before the build ends, minutes later: below
/// Linux's ephemeral range (32768 and up), from which every port the other tests listen on
/// (port 0) and every outgoing socket takes its own.
fn free_port() -> u16 {
    let start = 20_000 + (std::process::id() % 10_000) as u16;
    (start..32_000)
        .chain(20_000..start)
        .find(|&port| TcpListener::bind(("127.0.0.1", port)).is_ok())
        .expect("a free port on the loopback")
}

/// Every file under `dir` with its size and time of last change.
fn snapshot(dir: &Path) -> BTreeSet<(PathBuf, u64, SystemTime)> {
    let mut found = BTreeSet::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a readable folder") {
            let entry = entry.expect("an entry");
            let meta = entry.metadata().expect("metadata");
            if meta.is_dir() {
                folders.push(entry.path());
            } else {
                found.insert((
                    entry.path(),
                    meta.len(),
                    meta.modified().expect("a time of change"),
                ));
            }
        }
    }
    assert!(!found.is_empty(), "nothing built in {}", dir.display());
    found
}

/// A process's command name, or `None` once it is gone.
fn comm(pid: u32) -> Option<String> {
    fs::read_to_string(format!("/proc/{pid}/comm"))
        .ok()
        .map(|name| name.trim().to_owned())
}

/// A process's parent's id, from `/proc/PID/stat`.
fn parent(pid: u32) -> Option<u32> {
    let text = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name, in parentheses, may hold spaces: the fields follow its last ')'.
    let rest = &text[text.rfind(')')? + 1..];
    // After it: the state letter, then the parent's id.
    rest.split_whitespace().nth(1)?.parse().ok()
}

/// The processes below `root`, at any depth.
fn descendants(root: u32) -> Vec<u32> {
    let mut children: HashMap<u32, Vec<u32>> = HashMap::new();
    for entry in fs::read_dir("/proc").expect("/proc").flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse().ok()) else {
            continue;
        };
        if let Some(parent) = parent(pid) {
            children.entry(parent).or_default().push(pid);
        }
    }
    let mut found = Vec::new();
    let mut next = vec![root];
    while let Some(pid) = next.pop() {
        for &child in children.get(&pid).into_iter().flatten() {
            found.push(child);
            next.push(child);
        }
    }
    found
}

fn tail(log: &Path) -> String {
    let text = fs::read_to_string(log).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(40)..].join("\n")
}

/// The value of `name="…"` (or `name=…`) in an HTML text.
fn attribute(html: &str, name: &str) -> Option<String> {
    let at = html.find(&format!("{name}="))? + name.len() + 1;
    let value = &html[at..];
    let value = match value.strip_prefix('"') {
        Some(quoted) => quoted.split('"').next()?,
        None => value.split([' ', '>']).next()?,
    };
    Some(value.to_owned())
}

fn get(port: u16, path: &str, accept: &str) -> Answer {
    try_get(port, path, accept).unwrap_or_else(|| panic!("no answer for {path}"))
}

/// One HTTP/1.1 request with `Connection: close`, accepting the encodings `accept` names;
/// `None` when nothing answers.
fn try_get(port: u16, path: &str, accept: &str) -> Option<Answer> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .ok()?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept-Encoding: {accept}\r\n\
         Connection: close\r\n\r\n"
    )
    .ok()?;
    let mut bytes = Vec::new();
    stream.read_to_end(&mut bytes).ok()?;
    Answer::read(&bytes)
}
