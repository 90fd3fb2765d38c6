//! The built page as the room server sends it: a page folder compressed by the build's own step
//! (`.ci/precompress`), served by `mancala::server::site::router` on a loopback port and asked
//! for over HTTP as a browser asks. A browser that accepts Brotli or gzip gets the copy the
//! build made, and one that accepts neither gets the file itself; each answer decodes to the
//! file's bytes and keeps its cache and security headers.
//!
//! The answers are decoded by other programs than the server: `gzip -d` and Node's zlib, the
//! tools the build compressed with.

#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::Command;

use mancala::server::site::{IMMUTABLE, NO_CACHE, page_policy, router};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

// Shared with the serve test, which also reads bodies as text.
#[allow(dead_code)]
#[path = "support/http.rs"]
mod http;
use http::Answer;

const WASM: &str = "mancala-0123456789abcdef_bg.wasm";
const PAGE: &str = r#"<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'">
<title>Mancala</title></head><body><p>The board is drawn here, once the module runs.</p>
<p>Sow the seeds of one pit, one by one, counterclockwise.</p></body></html>
"#;

/// A page folder of its own under the test's temporary folder, as a build leaves it: a module
/// named by its hash, the page, the service worker, an icon and a file too small to compress,
/// then the build's compressing step run on it.
fn built_page(name: &str) -> PathBuf {
    let dist = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dist);
    fs::create_dir_all(&dist).expect("a page folder");
    fs::write(dist.join(WASM), module()).expect("the module");
    fs::write(dist.join("index.html"), PAGE).expect("the page");
    fs::write(
        dist.join("sw.js"),
        "const BUILD = \"0123456789abcdef\";\n".repeat(40),
    )
    .expect("the service worker");
    // A PNG signature and some pixels: images are compressed already.
    let mut icon = b"\x89PNG\r\n\x1a\n".to_vec();
    icon.extend(std::iter::repeat_n(0u8, 4096));
    fs::write(dist.join("icon-192.png"), icon).expect("the icon");
    fs::write(dist.join("worker_loader.js"), "import'./a.js'").expect("a tiny script");
    precompress(&dist);
    dist
}

/// Bytes that look like a module: the wasm header, then sections that repeat as code does.
fn module() -> Vec<u8> {
    let mut bytes = b"\0asm\x01\0\0\0".to_vec();
    for i in 0..6000u32 {
        bytes.extend_from_slice(&[0x20, (i % 7) as u8, 0x41, (i % 251) as u8, 0x6a, 0x0b]);
        bytes.extend_from_slice(&(i.wrapping_mul(2_654_435_761) >> 24).to_le_bytes());
    }
    bytes
}

fn precompress(dist: &Path) {
    let status = Command::new("bash")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/precompress"))
        .arg(dist)
        .status()
        .expect("bash runs .ci/precompress");
    assert!(
        status.success(),
        ".ci/precompress failed on {}",
        dist.display()
    );
}

/// Serves `dist` as the server does, with the page's policy, on a free loopback port.
async fn serve(dist: &Path) -> SocketAddr {
    let page = fs::read_to_string(dist.join("index.html")).expect("the page");
    let app = router(dist, page_policy(&page).as_deref());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a free port on the loopback");
    let address = listener.local_addr().expect("the bound address");
    tokio::spawn(async move { axum::serve(listener, app).await });
    address
}

/// One HTTP/1.1 GET with `Connection: close`, and `Accept-Encoding` when given.
async fn get(address: SocketAddr, path: &str, accept: Option<&str>) -> Answer {
    let mut stream = tokio::net::TcpStream::connect(address)
        .await
        .expect("the server answers");
    let accept = accept.map_or(String::new(), |a| format!("Accept-Encoding: {a}\r\n"));
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {address}\r\n{accept}Connection: close\r\n\r\n");
    stream
        .write_all(request.as_bytes())
        .await
        .expect("the request is sent");
    let mut bytes = Vec::new();
    stream
        .read_to_end(&mut bytes)
        .await
        .expect("the answer is read");
    let answer = Answer::read(&bytes).expect("an answer with a head");
    assert!(
        answer
            .header("transfer-encoding")
            .is_none_or(|v| !v.contains("chunked")),
        "a file goes with its length, not in chunks"
    );
    answer
}

/// `body` decoded as its `Content-Encoding` says, by `gzip -d` or Node's zlib.
fn decode(encoding: Option<&str>, body: &[u8]) -> Vec<u8> {
    let Some(encoding) = encoding else {
        return body.to_vec();
    };
    let file = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("site-answer-{}-{encoding}", std::process::id()));
    fs::write(&file, body).expect("the answer, kept to decode");
    let output = match encoding {
        "gzip" => Command::new("gzip").arg("-dc").arg(&file).output(),
        "br" => Command::new("node")
            .args([
                "-e",
                "const fs = require('fs'), zlib = require('zlib');\
                 process.stdout.write(zlib.brotliDecompressSync(fs.readFileSync(process.argv[1])));",
            ])
            .arg(&file)
            .output(),
        other => panic!("an encoding the build never makes: {other}"),
    }
    .unwrap_or_else(|e| panic!("cannot run the {encoding} decoder: {e}"));
    let _ = fs::remove_file(&file);
    assert!(
        output.status.success(),
        "the body does not decode as {encoding}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}

#[tokio::test]
async fn a_module_goes_as_the_builds_copy_in_the_encoding_the_browser_accepts() {
    let dist = built_page("site-module");
    let address = serve(&dist).await;
    let file = fs::read(dist.join(WASM)).expect("the module");
    for (accept, sent) in [
        (Some("br"), Some("br")),
        (Some("gzip"), Some("gzip")),
        // Chromium's and Firefox's list: Brotli is the smaller of the two.
        (Some("gzip, deflate, br, zstd"), Some("br")),
        (Some("br;q=0.5, gzip"), Some("gzip")),
        (Some("deflate"), None),
        (Some("identity"), None),
        (None, None),
    ] {
        let answer = get(address, &format!("/{WASM}"), accept).await;
        assert_eq!(answer.status, 200, "{accept:?}");
        assert_eq!(
            answer.header("content-encoding"),
            sent,
            "Accept-Encoding {accept:?}"
        );
        assert_eq!(
            decode(sent, &answer.body),
            file,
            "Accept-Encoding {accept:?}: the body is not the module"
        );
        if let Some(encoding) = sent {
            let suffix = if encoding == "br" { "br" } else { "gz" };
            let copy = fs::read(dist.join(format!("{WASM}.{suffix}"))).expect("the build's copy");
            assert_eq!(
                answer.body, copy,
                "{encoding}: the body is not the build's copy (compressed again on the fly?)"
            );
        }
        assert_eq!(
            answer.header("content-length"),
            Some(answer.body.len().to_string().as_str())
        );
        assert_eq!(answer.header("content-type"), Some("application/wasm"));
        assert_eq!(answer.header("vary"), Some("accept-encoding"));
        assert_eq!(answer.header("cache-control"), Some(IMMUTABLE));
        assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
        assert!(
            answer
                .header("content-security-policy")
                .is_some_and(|p| p.ends_with("frame-ancestors 'none'")),
            "{:?}",
            answer.header("content-security-policy")
        );
    }
}

#[tokio::test]
async fn the_page_and_the_service_worker_go_compressed_and_are_asked_for_each_time() {
    let dist = built_page("site-page");
    let address = serve(&dist).await;
    for (path, file) in [
        ("/", "index.html"),
        ("/index.html", "index.html"),
        ("/sw.js", "sw.js"),
    ] {
        let bytes = fs::read(dist.join(file)).expect("a built file");
        for accept in ["br", "gzip"] {
            let answer = get(address, path, Some(accept)).await;
            assert_eq!(answer.status, 200, "{path}");
            assert_eq!(answer.header("content-encoding"), Some(accept), "{path}");
            assert_eq!(decode(Some(accept), &answer.body), bytes, "{path} {accept}");
            assert_eq!(answer.header("cache-control"), Some(NO_CACHE), "{path}");
            assert_eq!(answer.header("vary"), Some("accept-encoding"), "{path}");
        }
    }
    let page = get(address, "/", Some("br")).await;
    assert_eq!(
        page.header("content-type"),
        Some("text/html"),
        "the type is the page's, not the copy's"
    );
}

#[tokio::test]
async fn a_file_the_build_left_whole_goes_as_it_is() {
    let dist = built_page("site-whole");
    let address = serve(&dist).await;
    for file in ["icon-192.png", "worker_loader.js"] {
        let bytes = fs::read(dist.join(file)).expect("a built file");
        let answer = get(address, &format!("/{file}"), Some("br, gzip")).await;
        assert_eq!(answer.status, 200, "{file}");
        assert_eq!(answer.header("content-encoding"), None, "{file}");
        assert_eq!(answer.body, bytes, "{file}");
        assert_eq!(answer.header("cache-control"), Some(NO_CACHE), "{file}");
    }
    let missing = get(address, "/no-such-file.js", Some("br, gzip")).await;
    assert_eq!(missing.status, 404);
    assert_eq!(missing.header("content-encoding"), None);
    assert_eq!(missing.header("cache-control"), Some(NO_CACHE));
}

#[test]
fn the_build_compresses_text_and_wasm_alike_every_time_and_nothing_that_would_grow() {
    let dist = built_page("site-build");
    let mut names: Vec<String> = fs::read_dir(&dist)
        .expect("the page folder")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    let expected = [
        "icon-192.png",
        "index.html",
        "index.html.br",
        "index.html.gz",
        WASM,
        &format!("{WASM}.br"),
        &format!("{WASM}.gz"),
        "sw.js",
        "sw.js.br",
        "sw.js.gz",
        "worker_loader.js",
    ];
    assert_eq!(
        names, expected,
        "a copy for each compressible file that it makes smaller, none for the icon"
    );
    let gz = fs::read(dist.join(format!("{WASM}.gz"))).expect("the gzip copy");
    assert_eq!(gz[..3], [0x1f, 0x8b, 8], "a gzip stream");
    assert_eq!(gz[3], 0, "no file name or comment in the gzip header");
    assert_eq!(gz[4..8], [0, 0, 0, 0], "no time in the gzip header");
    let first: Vec<Vec<u8>> = names
        .iter()
        .map(|name| fs::read(dist.join(name)).expect("a file"))
        .collect();
    precompress(&dist);
    let again: Vec<Vec<u8>> = names
        .iter()
        .map(|name| fs::read(dist.join(name)).expect("a file"))
        .collect();
    assert!(
        first == again,
        "a second run wrote other bytes, or copies of copies"
    );
    assert_eq!(
        fs::read_dir(&dist).expect("the folder").count(),
        names.len()
    );
}
