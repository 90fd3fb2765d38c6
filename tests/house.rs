//! The house rules of `src/`, read from its sources as `engine_is_pure.rs` reads the engine's.
//!
//! Across the whole of `src/` (see `docs/architecture.md`):
//! - no import circle among its files, a child and its `mod.rs` included;
//! - no import against the layers: view → web → model → engine, the model and everything
//!   above it also on the worker's protocol and the room layer, and server → room → engine;
//! - only the router and the web layer import the stored formats (`model/formats/`), and only
//!   the web layer and the view import the router (`model/app/`);
//! - no file over 700 lines without an opening `//!` comment that says what it is for.
//!
//! Inside the model:
//! - The ground at the model's root (game, settings, board, moves, review) is shared by every
//!   mode and imports no folder.
//! - A mode (play, study, learn, train, online) never imports another mode, `formats/` or `app/`: what
//!   one mode gives another is an out-message that the router carries.
//! - `common/` is what every controller speaks, so it imports no mode and not `formats/`.
//! - `share/` (links and text records) names no mode: each mode reads its own value of the
//!   link, checked when the router routes it.
//! - `words/`, the languages and their compiled messages, is for everyone, the ground
//!   included, and imports nothing else of the model: a message knows values, not the model.
//! - Nothing in the model imports `app/`, the router, but `app/` itself.
//!
//! The view keeps the same shape (`src/view/`): a mode's view (play, study, learn, train, online)
//! imports no other mode's view and not `shell/`, the page's frame, which places them all;
//! `common/` imports neither. What every view may use is the handle on the session in the
//! view's `mod.rs`.
//!
//! An import is a path outside a comment or a string, in `use` or in code, that starts at
//! `crate`, `self`, `super` or a module the file declares; each member of a group is one.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Where a file or a module of the model sits in the house.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// The model's `mod.rs`, which only declares the others.
    Root,
    Ground,
    Share,
    Common,
    Formats,
    Mode(&'static str),
    App,
    Words,
}

const GROUND: [&str; 5] = ["game", "settings", "board", "moves", "review"];
const MODES: [&str; 5] = ["play", "study", "learn", "train", "online"];

/// The place of a module named at the model's top: a folder, or a file of the ground.
fn place(name: &str) -> Option<Place> {
    if let Some(&mode) = MODES.iter().find(|&&mode| mode == name) {
        return Some(Place::Mode(mode));
    }
    if GROUND.contains(&name) {
        return Some(Place::Ground);
    }
    Some(match name {
        "mod" => Place::Root,
        "share" => Place::Share,
        "common" => Place::Common,
        "formats" => Place::Formats,
        "app" => Place::App,
        "words" => Place::Words,
        _ => return None,
    })
}

/// Why `from` may not import `to`, if it may not.
fn forbidden(from: Place, to: Place) -> Option<&'static str> {
    match (from, to) {
        (Place::App, _) | (Place::Root, _) => None,
        (_, Place::App) => Some("only the router imports the router"),
        (Place::Words, Place::Words) => None,
        (Place::Words, _) => Some("words/ imports nothing else of the model"),
        (_, Place::Words) => None,
        (Place::Ground, Place::Ground) => None,
        (Place::Ground, _) => Some("the ground imports no folder"),
        (Place::Mode(_), Place::Formats) => Some("a mode does not import the stored formats"),
        (Place::Mode(a), Place::Mode(b)) if a != b => Some("a mode does not import another mode"),
        (Place::Common, Place::Mode(_) | Place::Formats) => {
            Some("common/ imports no mode and not the stored formats")
        }
        (Place::Share, Place::Mode(_)) => Some("share/ names no mode"),
        _ => None,
    }
}

/// The model's modules that `text` names through `crate::model::`, with their line numbers,
/// comments left out; a group (`crate::model::{a, b::c}`) names each of its members.
fn imports(text: &str) -> Vec<(usize, String)> {
    imports_under("crate::model::", text)
}

/// What `text` names through `prefix` (`crate::model::` or `crate::view::`), as [`imports`].
fn imports_under(prefix: &str, text: &str) -> Vec<(usize, String)> {
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    let mut found = Vec::new();
    for (at, _) in code.match_indices(prefix) {
        let rest = &code[at + prefix.len()..];
        let Some(group) = rest.strip_prefix('{') else {
            found.extend(first_segment(rest).map(|name| (line_of(at), name)));
            continue;
        };
        // The members of a group, split at its own commas, not those of groups inside it.
        let mut depth = 0;
        let mut member = String::new();
        for c in group.chars() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => break,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    found.extend(first_segment(&member).map(|name| (line_of(at), name)));
                    member.clear();
                    continue;
                }
                _ => {}
            }
            member.push(c);
        }
        found.extend(first_segment(&member).map(|name| (line_of(at), name)));
    }
    found
}

/// The first segment of `path`, if it has one.
fn first_segment(path: &str) -> Option<String> {
    let name: String = path
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/model is readable") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// Every broken rule in the file at `relative` (a path under src/model) with text `text`.
fn broken(relative: &Path, text: &str) -> Vec<String> {
    let top = relative
        .components()
        .next()
        .and_then(|c| c.as_os_str().to_str())
        .map(|name| name.trim_end_matches(".rs"))
        .unwrap_or_default();
    let Some(from) = place(top) else {
        return vec![format!("{}: no place in the house", relative.display())];
    };
    imports(text)
        .into_iter()
        .filter_map(|(line, name)| {
            let Some(to) = place(&name) else {
                return Some(format!(
                    "{}:{line}: an unknown module {name}",
                    relative.display()
                ));
            };
            forbidden(from, to).map(|why| format!("{}:{line}: {name}: {why}", relative.display()))
        })
        .collect()
}

#[test]
fn the_model_keeps_its_house_rules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/model");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    for ground in GROUND {
        assert!(
            files.contains(&root.join(format!("{ground}.rs"))),
            "the ground's {ground}.rs is not at the model's root"
        );
    }
    for folder in [
        "share", "formats", "common", "play", "study", "learn", "train", "online", "app", "words",
    ] {
        assert!(
            root.join(folder).join("mod.rs").is_file(),
            "the model has no {folder}/ folder"
        );
    }
    let mut found = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).expect("readable source");
        let relative = file.strip_prefix(&root).expect("under src/model");
        found.extend(broken(relative, &text));
    }
    assert!(
        found.is_empty(),
        "house rules broken:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_forbidden_import_is_caught_in_a_use_a_group_or_code() {
    let mode = Path::new("learn/mod.rs");
    assert_eq!(
        broken(mode, "use crate::model::settings::Settings;\n"),
        Vec::<String>::new()
    );
    assert_eq!(
        broken(mode, "// see crate::model::formats\n"),
        Vec::<String>::new()
    );
    let planted = [
        "use crate::model::formats::VERSION;\n",
        "use crate::model::{\n    game::Game,\n    train::Training,\n};\n",
        "let text = crate::model::app::Router::default();\n",
    ];
    for text in planted {
        assert_eq!(broken(mode, text).len(), 1, "{text}");
    }
    assert_eq!(
        broken(Path::new("game.rs"), "use crate::model::share::link;").len(),
        1
    );
    assert_eq!(
        broken(Path::new("share/link.rs"), "use crate::model::app::X;").len(),
        1
    );
    assert_eq!(
        broken(Path::new("game.rs"), "use crate::model::words::main;"),
        Vec::<String>::new(),
        "the ground may use the words"
    );
    assert_eq!(
        broken(Path::new("words/mod.rs"), "use crate::model::game::Game;").len(),
        1,
        "the words import nothing else of the model"
    );
    assert_eq!(
        broken(
            Path::new("share/link.rs"),
            "let n = crate::model::learn::lessons::LESSONS.len();"
        )
        .len(),
        1
    );
}

/// Why a file of the view in folder `from` may not import `to` (a folder of the view, or an
/// item of its `mod.rs`), if it may not.
fn view_forbidden(from: &str, to: &str) -> Option<&'static str> {
    const VIEW_MODES: [&str; 5] = ["play", "study", "learn", "train", "online"];
    let is_mode = |name: &str| VIEW_MODES.contains(&name);
    match (from, to) {
        ("mod.rs" | "shell", _) => None,
        (_, "shell") => Some("only the view's frame and handle import shell/"),
        ("common", to) if is_mode(to) => Some("common/ imports no mode's view"),
        (from, to) if is_mode(from) && is_mode(to) && from != to => {
            Some("a mode's view does not import another mode's view")
        }
        _ => None,
    }
}

/// Every broken view rule in the file at `relative` (a path under src/view) with text `text`.
fn view_broken(relative: &Path, text: &str) -> Vec<String> {
    let from = relative
        .components()
        .next()
        .and_then(|c| c.as_os_str().to_str())
        .unwrap_or_default();
    imports_under("crate::view::", text)
        .into_iter()
        .filter_map(|(line, name)| {
            view_forbidden(from, &name)
                .map(|why| format!("{}:{line}: {name}: {why}", relative.display()))
        })
        .collect()
}

#[test]
fn the_view_keeps_the_models_shape() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/view");
    for folder in [
        "shell", "common", "play", "study", "learn", "train", "online",
    ] {
        assert!(
            root.join(folder).join("mod.rs").is_file(),
            "the view has no {folder}/ folder"
        );
    }
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut found = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&root).expect("under src/view");
        assert!(
            relative.components().count() > 1 || relative == Path::new("mod.rs"),
            "{}: a file of the view outside its folders",
            relative.display()
        );
        let text = fs::read_to_string(file).expect("readable source");
        found.extend(view_broken(relative, &text));
    }
    assert!(found.is_empty(), "view rules broken:\n{}", found.join("\n"));
}

#[test]
fn a_forbidden_import_in_the_view_is_caught() {
    let play = Path::new("play/dialogs.rs");
    assert_eq!(
        view_broken(
            play,
            "use crate::view::{Part, common::close_menu, use_ui};\n"
        ),
        Vec::<String>::new()
    );
    let planted = [
        "use crate::view::shell::settings::close_menu;\n",
        "use crate::view::{Part, study::Board};\n",
        "crate::view::train::open();\n",
    ];
    for text in planted {
        assert_eq!(view_broken(play, text).len(), 1, "{text}");
    }
    assert_eq!(
        view_broken(
            Path::new("common/mod.rs"),
            "use crate::view::learn::Lesson;"
        )
        .len(),
        1
    );
    assert_eq!(
        view_broken(
            Path::new("shell/later.rs"),
            "use crate::view::{learn, study};"
        ),
        Vec::<String>::new()
    );
}

/// What the room layer (`src/room/`) may not reach for, and why: the page and the room server
/// both build on it, so it stands on the engine alone and reads no clock of its own.
fn room_broken(relative: &Path, text: &str) -> Vec<String> {
    let mut found: Vec<String> = imports_under("crate::", text)
        .into_iter()
        .filter(|(_, name)| !matches!(name.as_str(), "engine" | "room"))
        .map(|(line, name)| {
            format!(
                "{}:{line}: the room layer imports only the engine, not crate::{name}",
                relative.display()
            )
        })
        .collect();
    for clock in ["Instant", "SystemTime", "thread_rng", "rand::rng("] {
        if text.contains(clock) {
            found.push(format!(
                "{}: the room layer reads no clock and no random source of its own ({clock})",
                relative.display()
            ));
        }
    }
    found
}

#[test]
fn the_room_layer_stands_on_the_engine_alone() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/room"), &mut files);
    assert!(files.len() >= 3, "src/room not found: {files:?}");
    let mut broken = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).expect("readable source");
        broken.extend(room_broken(file.strip_prefix(root).unwrap_or(file), &text));
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
    // The check itself catches each kind of reach.
    let here = Path::new("src/room/planted.rs");
    assert_eq!(
        room_broken(here, "use crate::model::settings::Choice;").len(),
        1
    );
    assert_eq!(room_broken(here, "let a = crate::web::now();").len(), 1);
    assert_eq!(
        room_broken(here, "use crate::{engine::Rules, server::x};").len(),
        1
    );
    assert_eq!(
        room_broken(here, "let t = std::time::Instant::now();").len(),
        1
    );
    assert!(room_broken(here, "use crate::engine::{Move, Rules};").is_empty());
}

/// What the server layer (`src/server/`) may not reach for: it stands on the engine and the
/// room layer, and knows nothing of the page (the model, the web layer, the view, the worker).
fn server_broken(relative: &Path, text: &str) -> Vec<String> {
    imports_under("crate::", text)
        .into_iter()
        .filter(|(_, name)| !matches!(name.as_str(), "engine" | "room" | "server"))
        .map(|(line, name)| {
            format!(
                "{}:{line}: the server imports the engine and the room layer, not crate::{name}",
                relative.display()
            )
        })
        .collect()
}

#[test]
fn the_server_stands_on_the_engine_and_the_room_layer() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/server"), &mut files);
    assert!(files.len() >= 4, "src/server not found: {files:?}");
    let mut broken = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).expect("readable source");
        broken.extend(server_broken(
            file.strip_prefix(root).unwrap_or(file),
            &text,
        ));
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
    let here = Path::new("src/server/planted.rs");
    assert_eq!(
        server_broken(here, "use crate::model::settings::Choice;").len(),
        1
    );
    assert_eq!(
        server_broken(here, "use crate::{room::Room, view::Part};").len(),
        1
    );
    assert!(server_broken(here, "use crate::room::protocol::{Secret, ToServer};").is_empty());
}

/// Whether `text` holds code compiled for one target only (a `cfg` on the target).
fn target_only(text: &str) -> bool {
    text.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .any(|code| {
            code.contains("cfg(target_") || code.contains("cfg!(target_") || {
                code.contains("cfg(")
                    && (code.contains("target_arch")
                        || code.contains("target_family")
                        || code.contains("target_os"))
            }
        })
}

/// The test command lints the page's code on the host only (with every feature), and for
/// wasm32 only as the search module is built: that is the whole of it only while no code in
/// `src/` is compiled for one target alone.
#[test]
fn no_code_in_src_is_for_one_target_only() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    assert!(files.len() > 50, "src/ not found: {}", files.len());
    let found: Vec<String> = files
        .iter()
        .filter(|file| target_only(&fs::read_to_string(file).expect("readable source")))
        .map(|file| {
            file.strip_prefix(root)
                .unwrap_or(file)
                .display()
                .to_string()
        })
        .collect();
    assert!(
        found.is_empty(),
        "code for one target only, which the wasm32 lint of .ci/test would not see: {found:?}"
    );
    assert!(target_only("#[cfg(target_arch = \"wasm32\")]"));
    assert!(target_only("if cfg!(target_family = \"wasm\") {"));
    assert!(target_only(
        "#[cfg(all(feature = \"page\", target_arch = \"wasm32\"))]"
    ));
    assert!(!target_only("// cfg(target_arch) in a comment"));
    assert!(!target_only("#[cfg(feature = \"worker\")]"));
}

// The whole of `src/`: no import circle among its files, no import against the layers, and no
// long file without a word on what it is for. The files are read as text: comments, strings
// and characters are blanked out, and every path that starts at `crate`, `self`, `super` or a
// module the file declares (`mod x;`) is an import, in a `use` or in code, with each member of
// a group (`{a, b::{c, d}}`) its own path.

/// A file of `src/`: its path under `src/` (`model/game.rs`) and its text.
type Source = (String, String);

/// The crate's name, through which its entry points (`main.rs`, `bin/`) reach the library.
const CRATE: &str = "mancala";

/// Every file of `src/`, by its path under `src/`, in a fixed order.
fn sources() -> Vec<Source> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    files
        .iter()
        .map(|file| {
            let relative = file.strip_prefix(&src).expect("under src/");
            let name = relative
                .components()
                .map(|part| part.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/");
            (name, fs::read_to_string(file).expect("readable source"))
        })
        .collect()
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `text` with its comments, string literals and character literals blanked to spaces, its
/// lines kept: a line number in what it returns is one in `text`.
fn code_of(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    let mut code = String::with_capacity(text.len());
    let blank = |code: &mut String, c: char| code.push(if c == '\n' { '\n' } else { ' ' });
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let before = if i > 0 { chars[i - 1] } else { ' ' };
        // How many characters the comment or literal starting here spans, if one does.
        let span = if c == '/' && at(i + 1) == '/' {
            (i..chars.len())
                .find(|&j| chars[j] == '\n')
                .unwrap_or(chars.len())
                - i
        } else if c == '/' && at(i + 1) == '*' {
            let (mut j, mut depth) = (i + 2, 1);
            while j < chars.len() && depth > 0 {
                if at(j) == '/' && at(j + 1) == '*' {
                    depth += 1;
                    j += 1;
                } else if at(j) == '*' && at(j + 1) == '/' {
                    depth -= 1;
                    j += 1;
                }
                j += 1;
            }
            j - i
        } else if c == '"' {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            j + 1 - i
        } else if c == 'r'
            && !is_ident(before)
            && (at(i + 1) == '"' || at(i + 1) == '#')
            && chars[i + 1..].iter().find(|&&c| c != '#') == Some(&'"')
        {
            let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
            let close: String = std::iter::once('"')
                .chain("#".repeat(hashes).chars())
                .collect();
            let body = i + 2 + hashes;
            let rest: String = chars[body..].iter().collect();
            let end = rest.find(&close).map_or(rest.len(), |at| at + close.len());
            body - i + rest[..end].chars().count()
        } else if c == '\'' && (at(i + 1) == '\\' || at(i + 2) == '\'') {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '\'' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            j + 1 - i
        } else {
            0
        };
        if span == 0 {
            code.push(c);
            i += 1;
        } else {
            for &c in &chars[i..(i + span).min(chars.len())] {
                blank(&mut code, c);
            }
            i += span;
        }
    }
    code
}

/// One import: the file `from` names the file `to` at `line`, through `path`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Import {
    from: String,
    line: usize,
    path: String,
    to: String,
}

impl std::fmt::Display for Import {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "src/{}:{}: {} -> src/{}",
            self.from, self.line, self.path, self.to
        )
    }
}

/// The module a file of the library defines (`model/app/mod.rs` and `model/app.rs` are both
/// `[model, app]`; `lib.rs` is the root), or `None` for an entry point, a crate of its own.
fn module_of(file: &str) -> Option<Vec<String>> {
    if file == "main.rs" || file.starts_with("bin/") {
        return None;
    }
    let mut parts: Vec<String> = file
        .trim_end_matches(".rs")
        .split('/')
        .map(String::from)
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    Some(parts)
}

/// The paths that start at offset `start` of `code` (just after their first segment, which
/// `first` holds): each with the offset of the segment where it leaves the tree (its member in
/// a group), and the offset where the whole tree ends.
fn paths_from(code: &[char], start: usize, first: &str) -> (Vec<(usize, Vec<String>)>, usize) {
    let mut found = Vec::new();
    let end = walk(code, start, vec![first.to_string()], start, &mut found);
    (found, end)
}

/// Reads the rest of a path after `prefix` from `at`: `::segment`s, a `*`, a group of paths
/// or nothing; pushes each path it ends in to `found`, and returns where it stopped.
fn walk(
    code: &[char],
    mut at: usize,
    mut prefix: Vec<String>,
    mut from: usize,
    found: &mut Vec<(usize, Vec<String>)>,
) -> usize {
    let skip = |mut at: usize| {
        while code.get(at).is_some_and(|c| c.is_whitespace()) {
            at += 1;
        }
        at
    };
    loop {
        let next = skip(at);
        if code.get(next) != Some(&':') || code.get(next + 1) != Some(&':') {
            found.push((from, prefix));
            return at;
        }
        at = skip(next + 2);
        match code.get(at) {
            Some('*') => {
                prefix.push("*".to_string());
                found.push((from, prefix));
                return at + 1;
            }
            Some('{') => return group(code, at + 1, &prefix, found),
            Some(&c) if is_ident(c) => {
                let segment: String = code[at..].iter().take_while(|&&c| is_ident(c)).collect();
                from = at;
                at += segment.chars().count();
                prefix.push(segment);
            }
            _ => {
                found.push((from, prefix));
                return at;
            }
        }
    }
}

/// Reads the members of a group after `prefix` from `at` (just inside its `{`) to its `}`;
/// `self` stands for the prefix itself, and what follows a member's path (`as name`) is
/// skipped.
fn group(
    code: &[char],
    mut at: usize,
    prefix: &[String],
    found: &mut Vec<(usize, Vec<String>)>,
) -> usize {
    loop {
        while code.get(at).is_some_and(|c| c.is_whitespace() || *c == ',') {
            at += 1;
        }
        match code.get(at) {
            None => return at,
            Some('}') => return at + 1,
            Some('{') => at = group(code, at + 1, prefix, found),
            Some(&c) if is_ident(c) => {
                let segment: String = code[at..].iter().take_while(|&&c| is_ident(c)).collect();
                let start = at;
                at += segment.chars().count();
                let mut path = prefix.to_vec();
                if segment != "self" {
                    path.push(segment);
                }
                at = walk(code, at, path, start, found);
            }
            Some(_) => at += 1,
        }
        // Past the member's path: its `as name`, up to the next member or the group's end.
        while code.get(at).is_some_and(|&c| c != ',' && c != '}') {
            at += 1;
        }
    }
}

/// The inline modules of `code` (`mod tests { … }`): each one's name and the span of its
/// body.
fn inline_modules(code: &[char]) -> Vec<(String, std::ops::Range<usize>)> {
    let mut found = Vec::new();
    for i in 0..code.len() {
        let word_starts = i == 0 || !is_ident(code[i - 1]);
        if !word_starts || !code[i..].starts_with(&['m', 'o', 'd']) {
            continue;
        }
        let mut at = i + 3;
        if !code.get(at).is_some_and(|c| c.is_whitespace()) {
            continue;
        }
        while code.get(at).is_some_and(|c| c.is_whitespace()) {
            at += 1;
        }
        let name: String = code[at..].iter().take_while(|&&c| is_ident(c)).collect();
        at += name.chars().count();
        while code.get(at).is_some_and(|c| c.is_whitespace()) {
            at += 1;
        }
        if name.is_empty() || code.get(at) != Some(&'{') {
            continue;
        }
        let (open, mut depth) = (at, 0);
        let mut end = code.len();
        for (j, &c) in code.iter().enumerate().skip(open) {
            depth += match c {
                '{' => 1,
                '}' => -1,
                _ => 0,
            };
            if depth == 0 {
                end = j;
                break;
            }
        }
        found.push((name, open..end));
    }
    found
}

/// The modules `code` declares as files of their own (`mod x;`, `pub(crate) mod x;`).
fn declared_modules(code: &[char]) -> BTreeSet<String> {
    let text: String = code.iter().collect();
    text.split(';')
        .filter_map(|statement| {
            let words: Vec<&str> = statement.split_whitespace().collect();
            match words.as_slice() {
                [.., "mod", name] if name.chars().all(is_ident) => Some(name.to_string()),
                _ => None,
            }
        })
        .collect()
}

/// Every import in `sources` from one of their files to another.
fn imports_in(sources: &[Source]) -> Vec<Import> {
    let modules: BTreeMap<Vec<String>, &str> = sources
        .iter()
        .filter_map(|(file, _)| module_of(file).map(|module| (module, file.as_str())))
        .collect();
    let mut imports = Vec::new();
    for (file, text) in sources {
        let code: Vec<char> = code_of(text).chars().collect();
        let inline = inline_modules(&code);
        let children = declared_modules(&code);
        let own = module_of(file);
        let line_of = |at: usize| code[..at].iter().filter(|&&c| c == '\n').count() + 1;
        let mut i = 0;
        while i < code.len() {
            let word_starts = i == 0 || !(is_ident(code[i - 1]) || code[i - 1] == ':');
            if !word_starts || !is_ident(code[i]) {
                i += 1;
                continue;
            }
            let word: String = code[i..].iter().take_while(|&&c| is_ident(c)).collect();
            let after = i + word.chars().count();
            let starts_path = matches!(word.as_str(), "crate" | "self" | "super" | CRATE)
                || children.contains(&word);
            // A start on its own (`mod x;`, a variable `x`) is no path.
            let continues = code[after..].starts_with(&[':', ':']);
            if !starts_path || !continues {
                i = after;
                continue;
            }
            let start = i;
            let (paths, end) = paths_from(&code, after, &word);
            i = end.max(after);
            // The module the path starts from: the file's, inside the inline modules around it.
            let here: Option<Vec<String>> = own.clone().map(|mut module| {
                module.extend(
                    inline
                        .iter()
                        .filter(|(_, body)| body.contains(&start))
                        .map(|(name, _)| name.clone()),
                );
                module
            });
            for (at, path) in paths {
                let mut segments = path.iter().map(String::as_str).peekable();
                let mut target: Vec<String> = match (segments.next(), &here) {
                    (Some(CRATE), None) | (Some("crate"), Some(_)) => Vec::new(),
                    (Some("self"), Some(here)) => here.clone(),
                    (Some("super"), Some(here)) => here[..here.len().saturating_sub(1)].to_vec(),
                    // A module the file declares is a child of the file's own module.
                    (Some(child), Some(_)) if children.contains(child) => {
                        let mut down = own.clone().unwrap_or_default();
                        down.push(child.to_string());
                        down
                    }
                    _ => continue,
                };
                while segments.next_if_eq(&"super").is_some() {
                    target.pop();
                }
                target.extend(segments.map(String::from));
                // The longest head of the path that is a file's module.
                let Some(&to) = (0..=target.len())
                    .rev()
                    .find_map(|head| modules.get(&target[..head]))
                else {
                    continue;
                };
                if to != file {
                    imports.push(Import {
                        from: file.clone(),
                        line: line_of(at),
                        path: path.join("::"),
                        to: to.to_string(),
                    });
                }
            }
        }
    }
    imports
}

/// Every import circle in `sources`: the files of each (a strongly connected component of the
/// graph of imports, by Tarjan's algorithm), and one import for each of its edges.
fn circles(sources: &[Source]) -> Vec<(Vec<String>, Vec<Import>)> {
    let imports = imports_in(sources);
    let files: Vec<&str> = sources.iter().map(|(file, _)| file.as_str()).collect();
    let index_of = |file: &str| files.iter().position(|&f| f == file).expect("a known file");
    let mut edges = vec![BTreeSet::new(); files.len()];
    for import in &imports {
        edges[index_of(&import.from)].insert(index_of(&import.to));
    }
    struct Tarjan<'a> {
        edges: &'a [BTreeSet<usize>],
        next: usize,
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on_stack: Vec<bool>,
        components: Vec<Vec<usize>>,
    }
    impl Tarjan<'_> {
        fn visit(&mut self, v: usize) {
            self.index[v] = Some(self.next);
            self.low[v] = self.next;
            self.next += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            for &w in self.edges[v].clone().iter() {
                match self.index[w] {
                    None => {
                        self.visit(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(index) if self.on_stack[w] => self.low[v] = self.low[v].min(index),
                    Some(_) => {}
                }
            }
            if Some(self.low[v]) == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                self.components.push(component);
            }
        }
    }
    let mut tarjan = Tarjan {
        edges: &edges,
        next: 0,
        index: vec![None; files.len()],
        low: vec![0; files.len()],
        stack: Vec::new(),
        on_stack: vec![false; files.len()],
        components: Vec::new(),
    };
    for v in 0..files.len() {
        if tarjan.index[v].is_none() {
            tarjan.visit(v);
        }
    }
    let mut found: Vec<(Vec<String>, Vec<Import>)> = tarjan
        .components
        .into_iter()
        .filter(|component| component.len() > 1)
        .map(|component| {
            let mut names: Vec<String> = component.iter().map(|&v| files[v].to_string()).collect();
            names.sort();
            let mut lines: Vec<Import> = Vec::new();
            for import in &imports {
                let inside = names.contains(&import.from) && names.contains(&import.to);
                let known = lines
                    .iter()
                    .any(|line| line.from == import.from && line.to == import.to);
                if inside && !known {
                    lines.push(import.clone());
                }
            }
            (names, lines)
        })
        .collect();
    found.sort();
    found
}

/// The circles of [`circles`] as text, one line for its files and one for each edge.
fn describe(circles: &[(Vec<String>, Vec<Import>)]) -> String {
    circles
        .iter()
        .map(|(files, edges)| {
            let edges: Vec<String> = edges.iter().map(|edge| format!("    {edge}")).collect();
            format!("  a circle of {}:\n{}", files.join(", "), edges.join("\n"))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The layers of `src/`, each with the layers below it that it may import: view → web →
/// model → engine, the model and everything above it on the room layer and the worker's
/// protocol too, and the server on the room layer and the engine alone.
const LAYERS: [(&str, &[&str]); 7] = [
    ("engine", &[]),
    ("room", &["engine"]),
    ("worker", &["engine"]),
    ("model", &["worker", "room", "engine"]),
    ("web", &["model", "worker", "room", "engine"]),
    ("view", &["web", "model", "worker", "room", "engine"]),
    ("server", &["room", "engine"]),
];

/// Folders that only some files outside them may import, by their path under `src/`: each
/// with who may, and why.
const GUARDED: [(&str, &[&str], &str); 2] = [
    (
        "model/formats/",
        &["model/formats/", "model/app/", "web/"],
        "only the router and the web layer's adapters read the stored formats",
    ),
    (
        "model/app/",
        &["model/app/", "web/", "view/"],
        "only the web layer and the view drive the router",
    ),
];

/// The layer of a file of `src/`, or `None` for the crate's root and its entry points, which
/// stand on everything, and for the languages' build script (`lang/build/`), a crate of its
/// own that the crate never imports.
fn layer_of(file: &str) -> Option<&str> {
    match file.split_once('/') {
        Some(("bin" | "lang", _)) | None => None,
        Some((layer, _)) => Some(layer),
    }
}

/// Every import in `sources` against the layers or into a guarded folder, as a line naming
/// its file and line.
fn against_layers(sources: &[Source]) -> Vec<String> {
    let mut found = Vec::new();
    for import in imports_in(sources) {
        if let (Some(from), Some(to)) = (layer_of(&import.from), layer_of(&import.to)) {
            match LAYERS.iter().find(|(layer, _)| *layer == from) {
                None => found.push(format!("{import}: {from}/ is in no layer")),
                Some((_, below)) if from != to && !below.contains(&to) => {
                    found.push(format!(
                        "{import}: {from}/ imports {to}/, which is not below it"
                    ));
                }
                Some(_) => {}
            }
        }
        for (folder, importers, why) in GUARDED {
            let allowed = importers.iter().any(|i| import.from.starts_with(i));
            if import.to.starts_with(folder) && !allowed {
                found.push(format!("{import}: {why}"));
            }
        }
    }
    found
}

/// How long a file may be without an opening comment (`//!`) that says what it is for.
const LONG: usize = 700;

/// The files of `sources` longer than [`LONG`] lines whose first line is not a `//!`
/// comment, with their lengths.
fn long_and_unexplained(sources: &[Source]) -> Vec<String> {
    sources
        .iter()
        .filter(|(_, text)| text.lines().count() > LONG)
        .filter(|(_, text)| {
            !text
                .lines()
                .find(|line| !line.trim().is_empty())
                .is_some_and(|line| line.trim_start().starts_with("//!"))
        })
        .map(|(file, text)| {
            format!(
                "src/{file}: {} lines and no opening //! comment on what it is for",
                text.lines().count()
            )
        })
        .collect()
}

#[test]
fn no_import_runs_against_the_layers() {
    let found = against_layers(&sources());
    assert!(
        found.is_empty(),
        "imports against the layers:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_long_file_says_what_it_is_for() {
    let found = long_and_unexplained(&sources());
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_sources_hold_no_import_circle() {
    let found = circles(&sources());
    assert!(found.is_empty(), "import circles:\n{}", describe(&found));
}

/// Planted files of `src/`, each by its path under `src/` and its text.
fn planted(files: &[(&str, &str)]) -> Vec<Source> {
    files
        .iter()
        .map(|(file, text)| (file.to_string(), text.to_string()))
        .collect()
}

/// The files of each circle in `sources`, and each circle's edges as text.
fn circles_as_text(sources: &[Source]) -> Vec<(Vec<String>, Vec<String>)> {
    circles(sources)
        .into_iter()
        .map(|(files, edges)| (files, edges.iter().map(ToString::to_string).collect()))
        .collect()
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|item| item.to_string()).collect()
}

#[test]
fn comments_strings_and_characters_are_blanked() {
    let text = "let s = \"crate::a\"; // crate::b\n/* crate::c /* crate::d */ */ let c = '\"';\n\
                let r = r#\"crate::e \" crate::f\"#; let b = b\"crate::g\"; let e = \"\\\"crate::h\";\n\
                fn f<'a>(x: &'a str) -> char { '\\'' }\ncrate::i";
    let code = code_of(text);
    assert_eq!(code.lines().count(), text.lines().count());
    assert_eq!(code.matches("crate::").count(), 1, "{code}");
    assert!(code.ends_with("crate::i"), "{code}");
    assert!(code.contains("fn f<'a>(x: &'a str)"), "{code}");
}

#[test]
fn every_form_of_path_is_an_import() {
    let sources = planted(&[
        ("lib.rs", "pub mod model;\n"),
        ("main.rs", "fn main() { mancala::model::start(); }\n"),
        (
            "model/mod.rs",
            "pub mod a;\npub mod b;\npub fn start() {}\n",
        ),
        ("model/b.rs", "pub mod deep;\n"),
        ("model/b/deep.rs", "pub struct D;\n"),
        ("model/c.rs", "pub struct C;\n"),
        ("model/d.rs", "pub fn d() {}\n"),
        ("model/e.rs", "pub struct E;\n"),
        (
            "model/a/mod.rs",
            "mod child;\nmod other;\npub use child::Child;\n",
        ),
        ("model/a/child.rs", "pub struct Child;\n"),
        ("model/a/other.rs", "pub struct Other;\n"),
        (
            "model/f.rs",
            "use crate::model::{\n    b::{deep::D, self},\n    c::C as Sea,\n};\n\
             fn f() {\n    super::d::d();\n    let e = self::super::e::E;\n}\n\
             use super::a::other::*;\nuse super::*;\n\
             mod tests {\n    use super::*;\n    use super::super::b::deep;\n}\n",
        ),
    ]);
    let mut found: Vec<String> = imports_in(&sources)
        .iter()
        .map(ToString::to_string)
        .collect();
    found.sort();
    assert_eq!(
        found,
        strings(&[
            "src/main.rs:1: mancala::model::start -> src/model/mod.rs",
            "src/model/a/mod.rs:3: child::Child -> src/model/a/child.rs",
            "src/model/f.rs:10: super::* -> src/model/mod.rs",
            "src/model/f.rs:13: super::super::b::deep -> src/model/b/deep.rs",
            "src/model/f.rs:2: crate::model::b -> src/model/b.rs",
            "src/model/f.rs:2: crate::model::b::deep::D -> src/model/b/deep.rs",
            "src/model/f.rs:3: crate::model::c::C -> src/model/c.rs",
            "src/model/f.rs:6: super::d::d -> src/model/d.rs",
            "src/model/f.rs:7: self::super::e::E -> src/model/e.rs",
            "src/model/f.rs:9: super::a::other::* -> src/model/a/other.rs",
        ])
    );
}

#[test]
fn a_circle_of_two_files_is_found() {
    let sources = planted(&[
        ("model/a.rs", "use crate::model::b::B;\npub struct A;\n"),
        (
            "model/b.rs",
            "pub struct B;\n\nfn f() -> crate::model::a::A {\n    todo!()\n}\n",
        ),
        ("model/c.rs", "use crate::model::{a::A, b::B};\n"),
    ]);
    assert_eq!(
        circles_as_text(&sources),
        vec![(
            strings(&["model/a.rs", "model/b.rs"]),
            strings(&[
                "src/model/a.rs:1: crate::model::b::B -> src/model/b.rs",
                "src/model/b.rs:3: crate::model::a::A -> src/model/a.rs",
            ])
        )]
    );
}

#[test]
fn a_circle_of_three_files_is_found() {
    let sources = planted(&[
        ("web/a.rs", "use crate::web::{b::B, d};\n"),
        (
            "web/b.rs",
            "pub struct B;\nfn go() {\n    super::c::go();\n}\n",
        ),
        (
            "web/c.rs",
            "// use crate::web::d;\npub fn go() {}\nuse super::a::*;\n",
        ),
        (
            "web/d.rs",
            "fn f() -> &'static str {\n    \"crate::web::a\"\n}\n",
        ),
    ]);
    assert_eq!(
        circles_as_text(&sources),
        vec![(
            strings(&["web/a.rs", "web/b.rs", "web/c.rs"]),
            strings(&[
                "src/web/a.rs:1: crate::web::b::B -> src/web/b.rs",
                "src/web/b.rs:3: super::c::go -> src/web/c.rs",
                "src/web/c.rs:3: super::a::* -> src/web/a.rs",
            ])
        )]
    );
}

#[test]
fn a_child_that_imports_its_parent_while_the_parent_imports_it_is_a_circle() {
    let parent = "mod editor;\nuse editor::Editor;\npub(crate) fn act() {}\n";
    let child = "use super::act;\npub(crate) fn Editor() {}\n";
    let sources = planted(&[
        ("view/study/mod.rs", parent),
        ("view/study/editor.rs", child),
    ]);
    assert_eq!(
        circles_as_text(&sources),
        vec![(
            strings(&["view/study/editor.rs", "view/study/mod.rs"]),
            strings(&[
                "src/view/study/mod.rs:2: editor::Editor -> src/view/study/editor.rs",
                "src/view/study/editor.rs:1: super::act -> src/view/study/mod.rs",
            ])
        )]
    );
    // Declaring the child is no import, nor is a test module's `use super::*`, which names the
    // test module's own file.
    let declares = "mod editor;\npub(crate) fn act() {}\n";
    let tested = "pub(crate) fn Editor() {}\n\nmod tests {\n    use super::*;\n}\n";
    for (parent, child) in [(declares, child), (parent, tested)] {
        let sources = planted(&[
            ("view/study/mod.rs", parent),
            ("view/study/editor.rs", child),
        ]);
        assert_eq!(circles_as_text(&sources), Vec::new(), "{parent}\n{child}");
    }
}

#[test]
fn an_import_back_up_a_layer_is_found() {
    let sources = planted(&[
        ("view/mod.rs", "pub(crate) enum Part {}\n"),
        ("model/formats/mod.rs", "pub const KEY: &str = \"k\";\n"),
        ("model/app/mod.rs", "use crate::model::formats::KEY;\n"),
        (
            "model/play/mod.rs",
            "use crate::engine::Pit;\n\nuse crate::view::Part;\n",
        ),
        ("web/storage.rs", "use crate::model::{app, formats::KEY};\n"),
        (
            "view/play/mod.rs",
            "use crate::{engine::Pit, web, model::formats::KEY};\n",
        ),
        ("engine/mod.rs", "pub struct Pit;\n"),
        ("web/mod.rs", "pub fn now() {}\n"),
        (
            "server/mod.rs",
            "use crate::{engine::Pit, room, worker::protocol};\n",
        ),
        ("room/mod.rs", "use crate::engine::Pit;\n"),
        ("worker/protocol.rs", "use crate::engine::Pit;\n"),
        ("bin/server.rs", "fn main() { mancala::view::go(); }\n"),
        (
            "main.rs",
            "fn main() {\n    mancala::model::app::go();\n}\n",
        ),
    ]);
    assert_eq!(
        against_layers(&sources),
        strings(&[
            "src/model/play/mod.rs:3: crate::view::Part -> src/view/mod.rs: \
             model/ imports view/, which is not below it",
            "src/view/play/mod.rs:1: crate::model::formats::KEY -> src/model/formats/mod.rs: \
             only the router and the web layer's adapters read the stored formats",
            "src/server/mod.rs:1: crate::worker::protocol -> src/worker/protocol.rs: \
             server/ imports worker/, which is not below it",
            "src/main.rs:2: mancala::model::app::go -> src/model/app/mod.rs: \
             only the web layer and the view drive the router",
        ])
    );
}

#[test]
fn a_long_file_without_an_opening_comment_is_found() {
    let body = "fn f() {}\n".repeat(LONG);
    let sources = planted(&[
        ("engine/long.rs", &format!("\n{body}fn g() {{}}\n")),
        ("engine/said.rs", &format!("//! What it is for.\n{body}")),
        ("engine/short.rs", &body),
        ("engine/late.rs", &format!("use x;\n//! Too late.\n{body}")),
    ]);
    assert_eq!(
        long_and_unexplained(&sources),
        strings(&[
            "src/engine/long.rs: 702 lines and no opening //! comment on what it is for",
            "src/engine/late.rs: 702 lines and no opening //! comment on what it is for",
        ])
    );
}
