//! Compiles the page's catalogues (`src/lang/<tag>/<file>.ftl`, Project Fluent's format) into
//! Rust, `$OUT_DIR/words.rs`, which `src/model/words/mod.rs` includes, and into a pack of each
//! language but English, `$OUT_DIR/words/<tag>.txt`, which `.ci/page_module` puts beside the page
//! for the page to fetch when that language is chosen.
//!
//! English (`en/`) is the reference. Each of its messages declares its values in the comment
//! above it, one a line, `$name (Kind)`, where the kind is `Number` (a whole number),
//! `Decimal N` or `Percent N` (shown with N decimals), `Text` (words placed as they are) or
//! `Choice: a, b, c` (a word that chooses a wording, never shown). Every other language must
//! have the same files, the same messages, and the same values in each message, and may
//! choose its wordings by plural category, exact number or word as its grammar needs. Whatever
//! breaks these rules, or uses a part of Fluent the page does not (functions, attributes,
//! selectors on anything but a value), fails the build with every problem listed.
//!
//! Each message is one paragraph: the lines it is written on are joined with spaces.
//!
//! The pseudo-language `en-XA`, for tests, is made here from English: every message inside
//! markers (`⟦…⟧`), its letters accented and its vowels, `n`s and `r`s doubled: about 40% longer.

mod compile;
mod emit;
mod parse;
mod pseudo;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::{env, fs};

pub use compile::compile;

/// The folder of the catalogues, from the crate's root.
const LANG_DIR: &str = "src/lang";
/// The reference language.
const ENGLISH: &str = "en";
/// The pseudo-language's tag.
const PSEUDO: &str = "en-XA";
/// The terms a language's `main.ftl` gives of itself.
const NAME_TERM: &str = "language-name";
const DIRECTION_TERM: &str = "language-direction";

fn main() {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let dir = root.join(LANG_DIR);
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut problems = Vec::new();
    let languages = read_languages(&dir, &mut problems);
    let compiled = compile(&languages, &mut problems);
    if !problems.is_empty() {
        panic!(
            "the catalogues under {LANG_DIR}/ have {} problem(s):\n  {}",
            problems.len(),
            problems.join("\n  ")
        );
    }
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets it"));
    write_if_changed(&out.join("words.rs"), &emit::words_rs(&compiled));
    let packs = out.join("words");
    fs::create_dir_all(&packs).expect("OUT_DIR is writable");
    for (tag, pack) in emit::packs(&compiled) {
        write_if_changed(&packs.join(format!("{tag}.txt")), &pack);
    }
}

fn write_if_changed(path: &Path, text: &str) {
    if fs::read_to_string(path).ok().as_deref() != Some(text) {
        fs::write(path, text).expect("OUT_DIR is writable");
    }
}

/// A language's sources: its tag and its files' texts, by file name.
pub struct Source {
    /// The folder's name, the language's tag.
    pub tag: String,
    /// Each file's text, by its name without `.ftl`.
    pub files: BTreeMap<String, String>,
}

/// Every language folder, English first, then the others by tag.
fn read_languages(dir: &Path, problems: &mut Vec<String>) -> Vec<Source> {
    let mut languages = Vec::new();
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) => {
            problems.push(format!("{}: {error}", dir.display()));
            return languages;
        }
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if !path.is_dir() {
            continue;
        }
        let tag = entry.file_name().to_string_lossy().into_owned();
        // This script's own folder.
        if tag == "build" {
            continue;
        }
        let mut files = BTreeMap::new();
        for file in fs::read_dir(&path).into_iter().flatten().flatten() {
            let file = file.path();
            if file.extension().is_some_and(|e| e == "ftl") {
                let name = file
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                match fs::read_to_string(&file) {
                    Ok(text) => {
                        files.insert(name, text);
                    }
                    Err(error) => problems.push(format!("{}: {error}", file.display())),
                }
            }
        }
        languages.push(Source { tag, files });
    }
    languages.sort_by(|a, b| (a.tag != ENGLISH, &a.tag).cmp(&(b.tag != ENGLISH, &b.tag)));
    if languages.first().is_none_or(|l| l.tag != ENGLISH) {
        problems.push(format!("{LANG_DIR}/{ENGLISH}/ is missing"));
    }
    languages
}
