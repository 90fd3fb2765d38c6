//! The engine must never learn that a page exists: no DOM, no JavaScript bindings and no clock
//! (a clock read panics on wasm32-unknown-unknown). This reads its sources to make sure.

use std::fs;
use std::path::Path;

const FORBIDDEN: [&str; 9] = [
    "web_sys",
    "leptos",
    "gloo",
    "js_sys",
    "wasm_bindgen",
    "Instant",
    "SystemTime",
    "thread_rng",
    "rand::rng(",
];

fn rust_files(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/engine is readable") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn the_engine_uses_no_page_no_javascript_and_no_clock() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine"),
        &mut files,
    );
    assert!(files.len() >= 5, "engine sources not found: {files:?}");
    for file in files {
        let text = fs::read_to_string(&file).expect("readable source");
        for name in FORBIDDEN {
            assert!(!text.contains(name), "{} mentions {name}", file.display());
        }
    }
}
