//! `tests/in_browser/engines.txt`, the browser tests that run in Firefox and WebKit as well as
//! in Chromium: every name in it is a test of the module it names, none is listed twice, each
//! line names only engines the harness knows, and each engine has at least the core set the
//! project holds to (40 tests: every mode, the online room, the keyboard and the offline page).

#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;
use std::path::Path;

/// The least each engine runs.
const CORE: usize = 40;

/// The list's lines: a test's path (`module::name`) and the engines named after it.
fn listed() -> Vec<(String, Vec<String>)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/in_browser/engines.txt");
    let text = std::fs::read_to_string(&path).expect("tests/in_browser/engines.txt");
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let mut words = line.split_whitespace();
            let test = words.next().unwrap_or_default().to_owned();
            (test, words.map(str::to_owned).collect())
        })
        .collect()
}

/// Whether `tests/in_browser/MODULE.rs` has a `#[test]` function `name`.
fn exists(test: &str) -> bool {
    let Some((module, name)) = test.split_once("::") else {
        return false;
    };
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/in_browser/{module}.rs"));
    std::fs::read_to_string(file).is_ok_and(|code| {
        code.split("#[test]")
            .skip(1)
            .any(|after| after.trim_start().starts_with(&format!("fn {name}(")))
    })
}

#[test]
fn every_listed_test_exists_once_for_known_engines() {
    let mut seen = BTreeMap::new();
    for (test, engines) in listed() {
        assert!(exists(&test), "{test} is not a browser test");
        assert!(!engines.is_empty(), "{test} names no engine");
        for engine in &engines {
            assert!(
                engine == "firefox" || engine == "webkit",
                "{test}: unknown engine {engine} (Chromium runs every test)"
            );
        }
        assert!(
            seen.insert(test.clone(), ()).is_none(),
            "{test} is listed twice"
        );
    }
}

#[test]
fn each_engine_runs_the_core_set() {
    for engine in ["firefox", "webkit"] {
        let count = listed()
            .iter()
            .filter(|(_, engines)| engines.iter().any(|e| e == engine))
            .count();
        assert!(count >= CORE, "{engine} runs {count} tests, under {CORE}");
    }
}

#[test]
fn a_name_that_is_no_test_is_caught() {
    assert!(exists("game::a_whole_game_against_easy_by_keyboard_alone"));
    assert!(!exists("game::a_whole_game_against_easy"));
    assert!(!exists(
        "no_module::a_whole_game_against_easy_by_keyboard_alone"
    ));
}
