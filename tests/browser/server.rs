//! A static HTTP server for `dist/` on a loopback port, sending the page's CSP as a header and
//! recording every request it answers and every CSP report it receives.

use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use mancala::server::site::{IMMUTABLE, is_hashed};

use super::Browser;
use super::driver::LogEntry;

/// The script the server adds to each page it serves when the engine's driver hands out no
/// console (Firefox's and WebKit's): first in `<head>`, before the page's own scripts. It
/// keeps the page's `console.error` and `console.warn`, uncaught errors and rejections, failed
/// loads and CSP refusals in `window.__harnessConsole` for [`Browser::console_errors`] to read,
/// and sends what is left unread to the server when the page goes (a reload, a link), so that
/// nothing is lost across a navigation. Entries are shaped as chromedriver's are.
pub(super) const CONSOLE_SCRIPT: &str = r#"(() => {
  const kept = (window.__harnessConsole = []);
  const text = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === "string") return value;
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  const keep = (level, source, message) => kept.push({ level, source, message });
  for (const [name, level] of [["error", "SEVERE"], ["warn", "WARNING"]]) {
    const original = console[name].bind(console);
    console[name] = (...values) => {
      keep(level, "console-api", values.map(text).join(" "));
      original(...values);
    };
  }
  addEventListener("error", (event) => {
    // WebKit's words for a module import that a navigation stopped (a failed one "failed"): a
    // test that follows a link while the page still fetches something in advance is leaving
    // the page, not seeing an error of its own. Seen in two tests, once in 49 runs each.
    if (String(event.error?.message ?? event.message).endsWith("module script is canceled.")) return;
    const target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      keep("SEVERE", "network", `${target.src || target.href} failed to load`);
    } else {
      keep("SEVERE", "javascript", `Uncaught ${text(event.error ?? event.message)}`);
    }
  }, true);
  addEventListener("unhandledrejection", (event) =>
    keep("SEVERE", "javascript", `Uncaught (in promise) ${text(event.reason)}`));
  addEventListener("securitypolicyviolation", (event) =>
    keep("SEVERE", "security", `refused ${event.blockedURI} (${event.effectiveDirective})`));
  addEventListener("pagehide", () => {
    if (kept.length > 0) navigator.sendBeacon("/__harness/console", JSON.stringify(kept.splice(0)));
  });
})();
"#;

/// The harness's own paths, left out of [`Browser::served`].
const HARNESS: &str = "/__harness/";

impl Browser {
    /// Takes the network away from the page, or gives it back: the test server stops
    /// answering (every connection is closed unanswered), and the page's own network is
    /// switched off through the DevTools protocol, as DevTools' "Offline" does.
    pub fn set_offline(&self, offline: bool) {
        self.server_down.store(offline, Ordering::SeqCst);
        if !self.engine().has_devtools() {
            // Without DevTools the server's silence is the whole of it: the page's requests
            // fail as they would offline.
            return;
        }
        self.cdp("Network.enable", serde_json::json!({}));
        self.cdp(
            "Network.emulateNetworkConditions",
            serde_json::json!({
                "offline": offline,
                "latency": 0,
                "downloadThroughput": -1,
                "uploadThroughput": -1
            }),
        );
    }

    /// Serves another folder from now on, as a host does when a new release replaces the old
    /// one: the next request, the page's or its service worker's, gets the new files.
    pub fn serve_from(&self, dist: &Path) {
        *self.server_dist.lock().unwrap() = dist.to_path_buf();
    }

    /// Answers the requests held back by [`super::Options::held`], and every later one at once.
    pub fn release_held(&self) {
        self.server_holding.store(false, Ordering::SeqCst);
    }

    /// The paths of the requests being held back now (see [`super::Options::held`]).
    pub fn held_now(&self) -> Vec<String> {
        self.server.lock().unwrap().held.clone()
    }

    /// Every request the server answered so far: `METHOD /path STATUS content-type for=DEST`,
    /// where DEST is the request's `Sec-Fetch-Dest` (`worker` for a worker's script), and
    /// ` gzip` after it when the body went gzipped.
    pub fn served(&self) -> Vec<String> {
        self.server.lock().unwrap().served.clone()
    }
}

#[derive(Default)]
pub(super) struct ServerLog {
    pub(super) csp_reports: Vec<String>,
    /// Console entries a page sent as it went ([`CONSOLE_SCRIPT`]).
    pub(super) console: Vec<LogEntry>,
    pub(super) served: Vec<String>,
    /// The paths of the requests waiting for [`Browser::release_held`].
    pub(super) held: Vec<String>,
}

pub(super) struct Site {
    /// The folder served; [`Browser::serve_from`] changes it, as a host does in a release.
    pub(super) dist: Arc<Mutex<PathBuf>>,
    pub(super) missing: Vec<&'static str>,
    pub(super) policy: String,
    pub(super) log: Arc<Mutex<ServerLog>>,
    /// While set, the server closes every connection unanswered, as if the network were gone.
    pub(super) down: Arc<AtomicBool>,
    /// Whether text and wasm go gzipped to a browser that accepts it.
    pub(super) gzip: bool,
    /// URL path prefixes whose requests wait while `holding` is set.
    pub(super) held: Vec<&'static str>,
    pub(super) holding: Arc<AtomicBool>,
    /// Whether pages get [`CONSOLE_SCRIPT`], for an engine whose driver has no console log.
    pub(super) report_console: bool,
    /// A script pages run first ([`super::Options::prelude`]).
    pub(super) prelude: Option<&'static str>,
    /// The type `.wasm` files are sent as ([`super::Options::wasm_type`]).
    pub(super) wasm_type: Option<&'static str>,
    /// Whether hashed files may be kept ([`super::Options::host_caching`]).
    pub(super) host_caching: bool,
}

pub(super) async fn serve(listener: tokio::net::TcpListener, site: Arc<Site>) {
    while let Ok((stream, _)) = listener.accept().await {
        tokio::spawn(answer(stream, Arc::clone(&site)));
    }
}

/// Answers one request and closes the connection (`Connection: close`), which keeps the
/// server free of keep-alive and pipelining.
async fn answer(mut stream: tokio::net::TcpStream, site: Arc<Site>) {
    if site.down.load(Ordering::SeqCst) {
        return;
    }
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
    let headers: Vec<(&str, &str)> = lines.filter_map(|l| l.split_once(':')).collect();
    let header = |wanted: &str| {
        headers
            .iter()
            .find(|(name, _)| name.trim().eq_ignore_ascii_case(wanted))
            .map(|(_, value)| value.trim())
    };
    let length: usize = header("content-length")
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    // What the browser fetched it as (document, script, worker, or empty for a script's own
    // fetch, such as the service worker filling its cache).
    let destination = header("sec-fetch-dest").unwrap_or("").to_owned();
    let gzip = site.gzip && header("accept-encoding").is_some_and(|v| v.contains("gzip"));
    let mut body = buf[head_end..].to_vec();
    while body.len() < length.min(1 << 20) {
        match stream.read(&mut chunk).await {
            Ok(0) | Err(_) => break,
            Ok(n) => body.extend_from_slice(&chunk[..n]),
        }
    }

    let path = target.split(['?', '#']).next().unwrap_or("/");
    let dist = site.dist.lock().unwrap().clone();
    if site.held.iter().any(|prefix| path.starts_with(prefix)) {
        site.log.lock().unwrap().held.push(path.to_owned());
        while site.holding.load(Ordering::SeqCst) {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        site.log.lock().unwrap().held.retain(|held| held != path);
    }
    let mut encoding = "";
    let (status, content_type, content) = match (method.as_str(), path) {
        ("POST", "/__harness/console") => {
            site.log
                .lock()
                .unwrap()
                .console
                .extend(console_entries(&body));
            ("204 No Content", "", Vec::new())
        }
        ("GET", "/__harness/prelude.js") => (
            "200 OK",
            "text/javascript; charset=utf-8",
            site.prelude.unwrap_or_default().as_bytes().to_vec(),
        ),
        ("GET", "/__harness/console.js") => (
            "200 OK",
            "text/javascript; charset=utf-8",
            CONSOLE_SCRIPT.as_bytes().to_vec(),
        ),
        ("POST", "/csp-report") => {
            let report = String::from_utf8_lossy(&body).into_owned();
            site.log.lock().unwrap().csp_reports.push(report);
            ("204 No Content", "", Vec::new())
        }
        ("GET" | "HEAD", _) if site.missing.iter().any(|m| path.starts_with(m)) => (
            "404 Not Found",
            "text/plain; charset=utf-8",
            b"not found\n".to_vec(),
        ),
        ("GET" | "HEAD", _) => match read_file(&dist, path).await {
            Some((content_type, content))
                if content_type.starts_with("text/html")
                    && (site.report_console || site.prelude.is_some()) =>
            {
                (
                    "200 OK",
                    content_type,
                    with_harness_scripts(&content, &site),
                )
            }
            Some(("application/wasm", content)) if site.wasm_type.is_some() => {
                ("200 OK", site.wasm_type.unwrap_or_default(), content)
            }
            Some((content_type, content)) if gzip && compressible(content_type) => {
                encoding = "Content-Encoding: gzip\r\nVary: Accept-Encoding\r\n";
                ("200 OK", content_type, gzipped(&content).await)
            }
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
    if !path.starts_with(HARNESS) {
        site.log.lock().unwrap().served.push(format!(
            "{method} {path} {} {content_type} for={destination}{}",
            &status[..3],
            if encoding.is_empty() { "" } else { " gzip" }
        ));
    }

    let kept = site.host_caching && status.starts_with("200") && is_hashed(path);
    let mut response = format!(
        "HTTP/1.1 {status}\r\n\
         Content-Length: {}\r\n\
         Content-Security-Policy: {}\r\n\
         X-Content-Type-Options: nosniff\r\n\
         Cache-Control: {}\r\n\
         Connection: close\r\n",
        content.len(),
        site.policy,
        if kept { IMMUTABLE } else { "no-store" }
    );
    if !content_type.is_empty() {
        response.push_str(&format!("Content-Type: {content_type}\r\n"));
    }
    response.push_str(encoding);
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

/// Whether a static host would send this type gzipped: text and wasm, not images.
fn compressible(content_type: &str) -> bool {
    !content_type.starts_with("image/png") && !content_type.starts_with("image/x-icon")
}

/// `content` gzipped at level 9, as the weight test counts it.
async fn gzipped(content: &[u8]) -> Vec<u8> {
    let mut gzip = tokio::process::Command::new("gzip")
        .args(["-9", "-c"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run gzip: {e}"));
    let mut stdin = gzip.stdin.take().expect("gzip's input");
    let input = content.to_vec();
    let writer = tokio::spawn(async move {
        let _ = stdin.write_all(&input).await;
    });
    let output = gzip.wait_with_output().await.expect("gzip's output");
    let _ = writer.await;
    assert!(output.status.success(), "gzip failed");
    output.stdout
}

/// `html` with the harness's scripts loaded first in its `<head>`: [`CONSOLE_SCRIPT`] if the
/// engine needs it, then the test's prelude if it has one.
fn with_harness_scripts(html: &[u8], site: &Site) -> Vec<u8> {
    let html = String::from_utf8_lossy(html);
    let mut tag = String::new();
    if site.report_console {
        tag.push_str("<script src=\"/__harness/console.js\"></script>");
    }
    if site.prelude.is_some() {
        tag.push_str("<script src=\"/__harness/prelude.js\"></script>");
    }
    match html.find("<head>") {
        Some(at) => {
            let at = at + "<head>".len();
            format!("{}{tag}{}", &html[..at], &html[at..]).into_bytes()
        }
        None => format!("{tag}{html}").into_bytes(),
    }
}

/// The entries of a console report ([`CONSOLE_SCRIPT`]); none from a body that is not one.
fn console_entries(body: &[u8]) -> Vec<LogEntry> {
    let entries: Vec<serde_json::Value> = serde_json::from_slice(body).unwrap_or_default();
    entries.iter().map(LogEntry::from_json).collect()
}
