//! The page's floor, the oldest engines it supports (README.md, Browsers), held to what the
//! page really uses:
//! - every wasm file the build ships validates with only the WebAssembly features those
//!   engines have (reference types, multiple results, bulk memory, sign extension, saturating
//!   conversions, on top of 1.0): no SIMD, threads, tail calls or exceptions creep in unseen;
//! - the stylesheets use no `light-dark()`, which is newer than the floor (Safari 17.5,
//!   Firefox 120, Chrome 123), and boot.js only syntax that every engine with module scripts
//!   reads, so that an engine under the floor still runs its check;
//! - boot.js and the README name the same floor.
//!
//! The wasm checks read `dist/`: run `trunk build --release` first (`bash .ci/test` does).

#![cfg(not(target_arch = "wasm32"))]

use std::path::Path;

use wasmparser::{Validator, WasmFeatures};

/// What WebAssembly the floor's engines have: Safari 15.4, Firefox 98, Chrome 96.
fn floor() -> WasmFeatures {
    WasmFeatures::WASM1
        | WasmFeatures::BULK_MEMORY
        | WasmFeatures::REFERENCE_TYPES
        | WasmFeatures::MULTI_VALUE
        | WasmFeatures::SIGN_EXTENSION
        | WasmFeatures::SATURATING_FLOAT_TO_INT
}

fn valid(bytes: &[u8], features: WasmFeatures) -> Result<(), String> {
    Validator::new_with_features(features)
        .validate_all(bytes)
        .map(drop)
        .map_err(|e| e.to_string())
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_shipped_wasm_file_needs_nothing_above_the_floor() {
    let dist = root().join("dist");
    let entries = std::fs::read_dir(&dist).unwrap_or_else(|e| {
        panic!(
            "cannot read {}: {e}; run `trunk build --release` first",
            dist.display()
        )
    });
    let mut checked = 0;
    for entry in entries {
        let path = entry.expect("a folder entry").path();
        if path.extension().is_some_and(|e| e == "wasm") {
            let bytes = std::fs::read(&path).expect("a wasm file");
            if let Err(why) = valid(&bytes, floor()) {
                panic!("{} needs more than the floor: {why}", path.display());
            }
            checked += 1;
        }
    }
    // The page module's main part and later parts, and the search module.
    assert!(checked >= 3, "only {checked} wasm files in dist/");
}

#[test]
fn the_floors_features_refuse_simd() {
    // A function that makes a 128-bit vector and drops it: SIMD, which Safari has only since
    // 16.4, so a build that used it would be above the floor.
    let mut simd = vec![
        0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // the header
        0x01, 0x04, 0x01, 0x60, 0x00, 0x00, // one type: no arguments, no results
        0x03, 0x02, 0x01, 0x00, // one function of it
        0x0a, 0x17, 0x01, 0x15, 0x00, 0xfd, 0x0c, // its body: v128.const …
    ];
    simd.extend([0; 16]);
    simd.extend([0x1a, 0x0b]); // … drop, end
    assert!(valid(&simd, floor() | WasmFeatures::SIMD).is_ok());
    assert!(valid(&simd, floor()).is_err());
}

#[test]
fn the_page_is_written_for_the_floor() {
    for sheet in ["style/main.css", "style/later.css"] {
        let css = std::fs::read_to_string(root().join(sheet)).expect("a stylesheet");
        // In a comment it may be named; in a value it would leave every colour unset below
        // Safari 17.5, Firefox 120 and Chrome 123.
        let values: String = css
            .split("/*")
            .map(|part| part.split_once("*/").map_or(part, |(_, after)| after))
            .collect();
        assert!(!values.contains("light-dark("), "{sheet} uses light-dark()");
    }
    let boot = std::fs::read_to_string(root().join("public/boot.js")).expect("public/boot.js");
    let code: String = boot
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    for newer in ["??", "?.", "catch {", "||=", "&&="] {
        assert!(!code.contains(newer), "boot.js uses {newer}");
    }
}

#[test]
fn boot_script_and_readme_name_the_same_floor() {
    let boot = std::fs::read_to_string(root().join("public/boot.js")).expect("public/boot.js");
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let floor = "Safari 15.4, Firefox 98, or Chrome or Edge 96";
    assert!(boot.contains(floor), "boot.js does not name {floor}");
    assert!(readme.contains(floor), "the README does not name {floor}");
}
