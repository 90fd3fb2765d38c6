//! The model's house rules, read from its sources as `engine_is_pure.rs` reads the engine's.
//!
//! - The ground at the model's root (game, settings, board, moves, review) is shared by every
//!   mode and imports no folder.
//! - A mode (play, study, learn, train, online) never imports another mode, `store/` or `app/`: what
//!   one mode gives another is an out-message that the router carries.
//! - `common/` is what every controller speaks, so it imports no mode and not `store/`.
//! - `share/` (links and text records) names no mode: each mode reads its own value of the
//!   link, checked when the router routes it.
//! - Nothing in the model imports `app/`, the router, but `app/` itself, and outside the
//!   model only the web layer and the view do.
//!
//! The view keeps the same shape (`src/view/`): a mode's view (play, study, learn, train, online)
//! imports no other mode's view and not `shell/`, the page's frame, which places them all;
//! `common/` imports neither. What every view may use is the handle on the session in the
//! view's `mod.rs`.
//!
//! An import is any path through `crate::model::` (or `crate::view::`) outside a comment, in
//! `use` or in code.

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
    Store,
    Mode(&'static str),
    App,
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
        "store" => Place::Store,
        "app" => Place::App,
        _ => return None,
    })
}

/// Why `from` may not import `to`, if it may not.
fn forbidden(from: Place, to: Place) -> Option<&'static str> {
    match (from, to) {
        (Place::App, _) | (Place::Root, _) => None,
        (_, Place::App) => Some("only the router imports the router"),
        (Place::Ground, Place::Ground) => None,
        (Place::Ground, _) => Some("the ground imports no folder"),
        (Place::Mode(_), Place::Store) => Some("a mode does not import the store"),
        (Place::Mode(a), Place::Mode(b)) if a != b => Some("a mode does not import another mode"),
        (Place::Common, Place::Mode(_) | Place::Store) => {
            Some("common/ imports no mode and not the store")
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
        "share", "store", "common", "play", "study", "learn", "train", "online", "app",
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
fn only_the_web_layer_and_the_view_import_the_router() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    for entry in fs::read_dir(&src).expect("src is readable") {
        let path = entry.expect("directory entry").path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        match name {
            "model" | "web" | "view" => {}
            _ if path.is_dir() => rust_files(&path, &mut files),
            _ if name.ends_with(".rs") => files.push(path),
            _ => {}
        }
    }
    assert!(files.len() >= 5, "sources not found: {files:?}");
    for file in files {
        let text = fs::read_to_string(&file).expect("readable source");
        let named = imports(&text.replace("mancala::model::", "crate::model::"));
        assert!(
            !named.iter().any(|(_, name)| name == "app"),
            "{} imports the router",
            file.display()
        );
    }
}

#[test]
fn a_forbidden_import_is_caught_in_a_use_a_group_or_code() {
    let mode = Path::new("learn/mod.rs");
    assert_eq!(
        broken(mode, "use crate::model::settings::Settings;\n"),
        Vec::<String>::new()
    );
    assert_eq!(
        broken(mode, "// see crate::model::store\n"),
        Vec::<String>::new()
    );
    let planted = [
        "use crate::model::store::VERSION;\n",
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
