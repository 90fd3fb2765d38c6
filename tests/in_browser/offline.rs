//! Offline play and releases: after a first visit the page loads and plays with no network,
//! both modules and the puzzles taken from the service worker's copy; and a new release
//! replaces the old one in the player's browser: the new build's service worker copies it into
//! a cache of its own and, once it takes over, deletes the old build's copy, so a returning
//! player's cache holds one build, and the page still plays offline.
//!
//! The second release is the built page with every build hash changed (file names, and the
//! names in the page and its scripts) and the service worker's build name changed with them:
//! to the browser that is a new release, as a host serves it after a deploy.
//!
//! They need `trunk build --release` first; `bash .ci/test` runs it before them.

use crate::browser;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::time::Duration;

use browser::{Browser, Options};

#[test]
fn after_a_first_visit_the_page_loads_and_plays_offline() {
    let browser = Browser::start(Options::reduced_motion());
    browser.open("level=easy&speed=instant");
    // The boot script names the manifest once the page module runs.
    browser.wait_until(
        "document.querySelector('link[rel=manifest]')?.href.endsWith('/manifest.webmanifest')",
        Duration::from_secs(5),
    );
    // The service worker takes control once it has copied every file the page needs.
    browser.wait_until(
        "navigator.serviceWorker.controller !== null",
        Duration::from_secs(20),
    );
    let manifest = browser.execute(
        "const r = new XMLHttpRequest(); r.open('GET', 'manifest.webmanifest', false); \
         r.send(); return JSON.parse(r.responseText);",
    );
    assert_eq!(manifest["start_url"], "./");
    assert_eq!(manifest["icons"][1]["sizes"], "512x512");
    // Both modules, each its glue and its wasm, are in the service worker's cache.
    let cached = browser
        .block_on(browser.client().execute_async(
            r#"
            const done = arguments[arguments.length - 1];
            caches.keys()
                .then(keys => Promise.all(keys.map(key => caches.open(key).then(c => c.keys()))))
                .then(lists => done(lists.flat().map(r => new URL(r.url).pathname)))
                .catch(e => done(["failed: " + e]));
            "#,
            vec![],
        ))
        .expect("the cache could not be read");
    let cached: Vec<String> = serde_json::from_value(cached).expect("a list of paths");
    for (module, file) in [
        ("/mancala-", ".js"),
        ("/mancala-", "_bg.wasm"),
        ("/parts-", ".js"),
        ("/split_later-", ".wasm"),
        ("/search-", ".js"),
        ("/search-", "_bg.wasm"),
        ("/puzzles", ".txt"),
    ] {
        assert!(
            cached
                .iter()
                .any(|path| path.starts_with(module) && path.ends_with(file)),
            "{module}*{file} is not cached: {cached:#?}"
        );
    }

    let served_before = reload_offline_and_play_a_move(&browser);
    // The day's puzzle too, though this visit never opened Train: its file was copied with
    // the rest.
    browser.execute("location.search = '?puzzle=daily';");
    browser.wait_until(
        "(document.getElementById('train-title') || {}).textContent?.startsWith('Daily puzzle')",
        Duration::from_secs(20),
    );
    assert_eq!(
        browser.served().len(),
        served_before,
        "the puzzle came from the copy too"
    );
    browser.set_offline(false);
    browser.close();
}

#[test]
fn a_new_release_replaces_the_old_one_in_the_players_copy() {
    let first = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    let second = Path::new(env!("CARGO_TARGET_TMPDIR")).join("second-release");
    let renamed = second_release(&first, &second);
    let first_build = build_name(&first);
    let second_build = build_name(&second);

    let browser = Browser::start(Options::reduced_motion());
    browser.open("level=easy&speed=instant");
    browser.wait_until(
        "navigator.serviceWorker.controller !== null",
        Duration::from_secs(20),
    );
    let (caches, copied) = cached(&browser);
    assert_eq!(caches, [format!("mancala-{first_build}")]);
    assert!(
        copied.iter().any(|path| hashed(path, &renamed)),
        "the first build's modules are not in its copy: {copied:#?}"
    );

    // The host now serves the second release; the player comes back.
    browser.serve_from(&second);
    browser.open("level=easy&speed=instant");
    let second_cache = [format!("mancala-{second_build}")];
    browser.wait_until_with(
        "the second release's service worker takes over and deletes the first's copy",
        // It copies the whole release before it takes over; a loaded machine once took more
        // than 30 s in Firefox.
        Duration::from_secs(60),
        |browser| cached(browser).0 == second_cache,
    );
    let (_, copied) = cached(&browser);
    let old: Vec<&String> = copied
        .iter()
        .filter(|path| hashed(path, &renamed))
        .collect();
    assert!(old.is_empty(), "the first build's files remain: {old:#?}");
    for file in fs::read_dir(&second).expect("the second release").flatten() {
        let name = file.file_name().to_string_lossy().into_owned();
        // A language's pack is copied when the page first uses it, not at install: a player
        // needs one language's, not ten.
        if name.starts_with("words-") {
            continue;
        }
        // A part's pack brings its files in one request over the network; the copy has each of
        // them, and under the service worker the loader takes them from there.
        if name.starts_with("pack_") {
            continue;
        }
        if renamed.values().any(|hash| name.contains(hash.as_str())) {
            assert!(
                copied.contains(&format!("/{name}")),
                "{name} of the second release is not in the copy: {copied:#?}"
            );
        }
    }

    // Offline, the second release loads and plays from the copy alone.
    reload_offline_and_play_a_move(&browser);
    let page_module =
        browser.eval("document.querySelector('script[data-wasm]').getAttribute('data-wasm')");
    let page_module = page_module.as_str().unwrap_or_default();
    assert!(
        renamed
            .values()
            .any(|hash| page_module.contains(hash.as_str())),
        "the page that loaded offline is not the second release's: {page_module}"
    );
    browser.set_offline(false);
    browser.close();
    let _ = fs::remove_dir_all(&second);
}

/// Takes the server down, reloads the page and plays pit 1 against the computer: the page, the
/// sections under the board (from the copy of their part) and the computer's answer from its
/// worker, with nothing served. Returns how many requests the server had answered.
fn reload_offline_and_play_a_move(browser: &Browser) -> usize {
    browser.set_offline(true);
    let served_before = browser.served().len();
    browser.note_leaving();
    browser.execute(
        // A mark the new document does not have: until it is gone, the page seen is the old one,
        // which WebKit may still show for a moment after the reload is asked for.
        "window.beforeReload = true; location.reload();",
    );
    browser.wait_until(
        "window.beforeReload === undefined \
         && document.querySelector('[data-app-ready][data-later]') !== null \
         && document.getElementById('help') !== null && document.querySelector('.not-loaded') === null",
        Duration::from_secs(20),
    );
    browser.click("#pit-s-1");
    browser.wait_until(
        "document.getElementById('status').textContent.includes('Computer sowed') && \
         document.querySelector('.row-bottom .pit.playable') !== null",
        Duration::from_secs(20),
    );
    assert!(browser.text("#status").starts_with("You sowed pit 1"));
    assert_eq!(
        browser.served().len(),
        served_before,
        "nothing came from the server: it was down"
    );
    served_before
}

/// The service worker's caches, and the paths of everything in them.
fn cached(browser: &Browser) -> (Vec<String>, Vec<String>) {
    let found = browser
        .block_on(browser.client().execute_async(
            r#"
            const done = arguments[arguments.length - 1];
            caches.keys()
                .then(keys => Promise.all(keys.map(key => caches.open(key).then(c => c.keys())))
                    .then(lists => done([keys, lists.flat().map(r => new URL(r.url).pathname)])))
                .catch(e => done([["failed: " + e], []]));
            "#,
            vec![],
        ))
        .expect("the caches could not be read");
    serde_json::from_value(found).expect("the cache names and a list of paths")
}

/// Whether a path carries one of the first build's hashes.
fn hashed(path: &str, renamed: &BTreeMap<String, String>) -> bool {
    renamed.keys().any(|hash| path.contains(hash.as_str()))
}

/// The name a build's service worker was given (.ci/page_scripts).
fn build_name(dist: &Path) -> String {
    let worker = fs::read_to_string(dist.join("sw.js")).expect("the service worker");
    let at = worker
        .find("BUILD=\"")
        .expect("the service worker names its build")
        + 7;
    worker[at..at + 16].to_owned()
}

/// Writes `first` again into `into` as a new release: every 16-digit hash in a file name, and
/// the service worker's build name, is replaced by another, in the names and in the text of
/// the page and its scripts. Returns each old hash with its new one.
fn second_release(first: &Path, into: &Path) -> BTreeMap<String, String> {
    let _ = fs::remove_dir_all(into);
    fs::create_dir_all(into).expect("a folder for the second release");
    let names: Vec<String> = fs::read_dir(first)
        .expect("dist/ (run `trunk build --release` first)")
        .flatten()
        .filter(|entry| entry.path().is_file())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        // The test's server sends the files themselves: a copy of the first release's bytes
        // under a second release's name would only mislead.
        .filter(|name| !browser::compressed_copy(name))
        .collect();
    let mut renamed = BTreeMap::new();
    for hash in names
        .iter()
        .filter_map(|name| file_hash(name))
        .chain([build_name(first)])
    {
        let next: String = hash
            .chars()
            .map(|c| {
                let digit = c.to_digit(16).expect("a hex digit");
                char::from_digit((digit + 1) % 16, 16).expect("a hex digit")
            })
            .collect();
        renamed.insert(hash, next);
    }
    assert!(
        renamed.len() >= 4,
        "the page, search and style hashes and the build's name: {renamed:?}"
    );
    for name in &names {
        let mut new_name = name.clone();
        for (old, new) in &renamed {
            new_name = new_name.replace(old.as_str(), new);
        }
        let bytes = fs::read(first.join(name)).expect("a built file");
        let text_file = [".html", ".js", ".css", ".webmanifest"]
            .iter()
            .any(|ending| name.ends_with(ending));
        let bytes = match String::from_utf8(bytes) {
            Ok(mut text) if text_file => {
                for (old, new) in &renamed {
                    text = text.replace(old.as_str(), new);
                }
                text.into_bytes()
            }
            Ok(text) => text.into_bytes(),
            Err(binary) => binary.into_bytes(),
        };
        fs::write(into.join(new_name), bytes).expect("a file of the second release");
    }
    renamed
}

/// The 16-digit hex hash in a built file's name (`mancala-0123456789abcdef_bg.wasm`).
fn file_hash(name: &str) -> Option<String> {
    let stem = name.split('.').next()?;
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    let (_, hash) = stem.rsplit_once('-')?;
    (hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit())).then(|| hash.to_owned())
}
