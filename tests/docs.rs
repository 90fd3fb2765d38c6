//! The documents against the code: `README.md` and every `docs/*.md` may name only files, split
//! points, storage keys and link keys that exist, and every relative link in them must resolve.
//! A document that drifts from the code fails here rather than misleading a reader.
//!
//! The conventions it reads (outside fenced code blocks, which are skipped):
//! - a path is an inline code span that starts with one of [`PATH_ROOTS`]; it must exist (a `*`
//!   in its last part matches any run of characters);
//! - a split point is written "`NAME` split point"; each must be a `wasm_split` point under
//!   `src/`, and each point under `src/` must be named in `docs/architecture.md`;
//! - a storage key is an inline code span `mancala.NAME`; each must be a string literal under
//!   `src/`, and each such literal must be named in `docs/privacy.md`;
//! - a link key is the code span in the first column of the table under `## Link keys` in
//!   `docs/formats.md`; each must be a string literal in `src/model/share/link.rs`;
//! - a link or image `[text](target)` whose target is not a URL must name an existing file,
//!   and its `#anchor`, if any, must be a heading of that file under GitHub's slug rule.
//!
//! Std only: no network, no browser.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Component, Path, PathBuf};

/// Where the paths that the documents name may start.
const PATH_ROOTS: [&str; 8] = [
    "src/",
    "tests/",
    "examples/",
    "benches/",
    ".ci/",
    "public/",
    "style/",
    "docs/",
];

/// A document: its path from the repository's root, and its text.
struct Doc {
    path: PathBuf,
    text: String,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(root().join(path))
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()))
}

/// `README.md` and every Markdown file in `docs/`, in a fixed order.
fn documents() -> Vec<Doc> {
    let mut paths = vec![PathBuf::from("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .expect("docs/ is readable")
        .map(|entry| entry.expect("a docs/ entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .map(|path| PathBuf::from("docs").join(path.file_name().expect("a file name")))
        .collect();
    docs.sort();
    paths.extend(docs);
    paths
        .into_iter()
        .map(|path| Doc {
            text: read(&path),
            path,
        })
        .collect()
}

/// The lines of `text` outside fenced code blocks, with their line numbers (from 1).
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            lines.push((index + 1, line));
        }
    }
    lines
}

/// The inline code spans of a line (single backticks).
fn code_spans(line: &str) -> Vec<&str> {
    line.split('`').skip(1).step_by(2).collect()
}

/// The text of a line outside its code spans, so that code is never read as a link.
fn outside_code(line: &str) -> String {
    line.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// The targets of the links and images on a line: what stands between `](` and its `)`.
fn link_targets(line: &str) -> Vec<String> {
    let text = outside_code(line);
    let mut targets = Vec::new();
    let mut rest = text.as_str();
    while let Some(start) = rest.find("](") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(')') else { break };
        targets.push(after[..end].trim().to_string());
        rest = &after[end..];
    }
    targets
}

/// GitHub's anchor for a heading: lower case, spaces to hyphens, punctuation dropped.
fn slug(heading: &str) -> String {
    let mut text = String::new();
    let mut rest = heading;
    // A link in a heading keeps only its text.
    while let Some(start) = rest.find("](") {
        text.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        rest = after.find(')').map_or("", |end| &after[end + 1..]);
    }
    text.push_str(rest);
    text.chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// The anchors of a Markdown file's headings, with GitHub's `-1`, `-2` for repeats.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    for (_, line) in prose(text) {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if hashes == 0 || hashes > 6 || !line[hashes..].starts_with(' ') {
            continue;
        }
        let base = slug(line[hashes..].trim());
        let mut anchor = base.clone();
        let mut n = 0;
        while seen.contains(&anchor) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
        seen.insert(anchor);
    }
    seen
}

/// Every Rust file under `src/`, with its text.
fn rust_sources() -> Vec<(PathBuf, String)> {
    fn walk(dir: &Path, found: &mut Vec<(PathBuf, String)>) {
        for entry in fs::read_dir(dir).expect("a readable source folder") {
            let path = entry.expect("a source entry").path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                let text = fs::read_to_string(&path).expect("a readable source file");
                found.push((path, text));
            }
        }
    }
    let mut found = Vec::new();
    walk(&root().join("src"), &mut found);
    found
}

/// Whether `"literal"` appears in any of the sources.
fn has_literal(sources: &[(PathBuf, String)], literal: &str) -> bool {
    let quoted = format!("\"{literal}\"");
    sources.iter().any(|(_, text)| text.contains(&quoted))
}

/// The names of the `wasm_split` points under `src/`.
fn split_points_in_code() -> BTreeSet<String> {
    let mut points = BTreeSet::new();
    for (_, text) in rust_sources() {
        for (at, _) in text.match_indices("#[wasm_split(") {
            let name: String = text[at + "#[wasm_split(".len()..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            points.insert(name);
        }
    }
    points
}

/// The split points a document names: each "`NAME` split point".
fn split_points_named(text: &str) -> Vec<(usize, String)> {
    let mut named = Vec::new();
    for (number, line) in prose(text) {
        for (at, _) in line.match_indices("` split point") {
            if let Some(open) = line[..at].rfind('`') {
                named.push((number, line[open + 1..at].to_string()));
            }
        }
    }
    named
}

/// Whether a storage key's name is `mancala.` and a lower-case word.
fn is_storage_key(span: &str) -> bool {
    span.strip_prefix("mancala.").is_some_and(|name| {
        !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_')
    })
}

/// Whether a path, possibly with one `*` in its last part, names something in the repository.
fn path_exists(path: &str) -> bool {
    let path = path.trim_end_matches('/');
    let (dir, name) = path.rsplit_once('/').unwrap_or(("", path));
    let Some((before, after)) = name.split_once('*') else {
        return root().join(path).exists();
    };
    fs::read_dir(root().join(dir)).is_ok_and(|entries| {
        entries.filter_map(Result::ok).any(|entry| {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            name.len() >= before.len() + after.len()
                && name.starts_with(before)
                && name.ends_with(after)
        })
    })
}

/// Lexically joins a relative link to the folder of the document it is in.
fn resolve(doc: &Path, target: &str) -> PathBuf {
    let mut resolved = PathBuf::new();
    let base = doc.parent().unwrap_or(Path::new(""));
    for component in base.join(target).components() {
        match component {
            Component::ParentDir => {
                resolved.pop();
            }
            Component::CurDir => {}
            other => resolved.push(other),
        }
    }
    resolved
}

/// Fails with every problem found, one a line.
fn assert_none(problems: &[String], what: &str) {
    assert!(problems.is_empty(), "{what}:\n{}", problems.join("\n"));
}

#[test]
fn every_named_path_exists() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for doc in documents() {
        for (number, line) in prose(&doc.text) {
            for span in code_spans(line) {
                let span = span.trim();
                if span.contains(char::is_whitespace)
                    || !PATH_ROOTS.iter().any(|root| span.starts_with(root))
                {
                    continue;
                }
                checked += 1;
                if !path_exists(span) {
                    problems.push(format!(
                        "{}:{number}: `{span}` does not exist",
                        doc.path.display()
                    ));
                }
            }
        }
    }
    assert_none(&problems, "paths named in the documents");
    assert!(
        checked > 20,
        "only {checked} paths found: is the convention still used?"
    );
}

#[test]
fn split_points_named_are_the_codes() {
    let in_code = split_points_in_code();
    assert!(!in_code.is_empty(), "no wasm_split point found under src/");
    let mut problems = Vec::new();
    for doc in documents() {
        for (number, name) in split_points_named(&doc.text) {
            if !in_code.contains(&name) {
                problems.push(format!(
                    "{}:{number}: `{name}` is not a wasm_split point under src/",
                    doc.path.display()
                ));
            }
        }
    }
    let architecture: BTreeSet<String> =
        split_points_named(&read(Path::new("docs/architecture.md")))
            .into_iter()
            .map(|(_, name)| name)
            .collect();
    for name in in_code.difference(&architecture) {
        problems.push(format!(
            "docs/architecture.md does not name the `{name}` split point"
        ));
    }
    assert_none(&problems, "split points");
}

#[test]
fn storage_keys_named_are_the_codes() {
    let sources = rust_sources();
    let mut problems = Vec::new();
    for doc in documents() {
        for (number, line) in prose(&doc.text) {
            for span in code_spans(line) {
                if is_storage_key(span) && !has_literal(&sources, span) {
                    problems.push(format!(
                        "{}:{number}: storage key `{span}` is not a string literal under src/",
                        doc.path.display()
                    ));
                }
            }
        }
    }
    let text = read(Path::new("docs/privacy.md"));
    let in_privacy: BTreeSet<&str> = prose(&text)
        .into_iter()
        .flat_map(|(_, line)| code_spans(line))
        .filter(|span| is_storage_key(span))
        .collect();
    for (path, text) in &sources {
        for (at, _) in text.match_indices("\"mancala.") {
            let rest = &text[at + 1..];
            let Some(end) = rest.find('"') else { continue };
            let key = &rest[..end];
            if is_storage_key(key) && !in_privacy.contains(key) {
                problems.push(format!(
                    "{}: storage key `{key}` is missing from docs/privacy.md",
                    path.strip_prefix(root()).unwrap_or(path).display()
                ));
            }
        }
    }
    assert_none(&problems, "storage keys");
}

#[test]
fn link_keys_listed_are_the_codes() {
    let link = read(Path::new("src/model/share/link.rs"));
    let formats = read(Path::new("docs/formats.md"));
    let mut in_section = false;
    let mut listed = 0;
    let mut problems = Vec::new();
    for (number, line) in prose(&formats) {
        if line.starts_with("## ") {
            in_section = line == "## Link keys";
            continue;
        }
        if !in_section || !line.starts_with("| `") {
            continue;
        }
        let Some(key) = code_spans(line).first().copied() else {
            continue;
        };
        listed += 1;
        if !link.contains(&format!("\"{key}\"")) {
            problems.push(format!(
                "docs/formats.md:{number}: link key `{key}` is not a string literal in src/model/share/link.rs"
            ));
        }
    }
    assert_none(&problems, "link keys");
    assert!(
        listed >= 10,
        "only {listed} link keys listed under `## Link keys` in docs/formats.md"
    );
}

#[test]
fn relative_links_resolve() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for doc in documents() {
        for (number, line) in prose(&doc.text) {
            for target in link_targets(line) {
                if target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                checked += 1;
                let (file, anchor) = match target.split_once('#') {
                    Some((file, anchor)) => (file, Some(anchor)),
                    None => (target.as_str(), None),
                };
                let path = if file.is_empty() {
                    doc.path.clone()
                } else {
                    resolve(&doc.path, file)
                };
                let where_ = format!("{}:{number}", doc.path.display());
                if !root().join(&path).exists() {
                    problems.push(format!("{where_}: `{target}`: no file {}", path.display()));
                    continue;
                }
                let Some(anchor) = anchor else { continue };
                if path.extension().is_none_or(|ext| ext != "md") {
                    problems.push(format!(
                        "{where_}: `{target}`: an anchor into a non-Markdown file"
                    ));
                } else if !anchors(&read(&path)).contains(anchor) {
                    problems.push(format!(
                        "{where_}: `{target}`: no heading in {} has the anchor #{anchor}",
                        path.display()
                    ));
                }
            }
        }
    }
    assert_none(&problems, "links in the documents");
    assert!(checked > 20, "only {checked} relative links found");
}

#[test]
fn slugs_follow_githubs_rule() {
    assert_eq!(slug("The computer's levels"), "the-computers-levels");
    assert_eq!(
        slug("Figures from random and greedy play"),
        "figures-from-random-and-greedy-play"
    );
    assert_eq!(
        slug("Modules and how they load"),
        "modules-and-how-they-load"
    );
    assert_eq!(
        slug("A `code` heading, with [a link](x.md)"),
        "a-code-heading-with-a-link"
    );
    let repeated = anchors("# Notes\n\n## Notes\n\n```\n# not a heading\n```\n");
    assert_eq!(
        repeated,
        BTreeSet::from(["notes".to_string(), "notes-1".to_string()])
    );
}
