//! Every language compiled and checked against English.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use fluent_syntax::ast;

use super::parse::{Context, Kind, Node, Parsed, compile_pattern, declared_vars, parse, used};
use super::pseudo::pseudo;
use super::{DIRECTION_TERM, ENGLISH, LANG_DIR, NAME_TERM, PSEUDO, Source};

/// An English message: its id, its values, its English text (for the function's comment), and
/// what it compiles to.
pub(super) struct Declared {
    pub(super) id: String,
    pub(super) vars: Vec<(String, Kind)>,
    pub(super) text: String,
    pub(super) nodes: Vec<Node>,
}

/// A language compiled: its tag, name and direction, and its messages file by file, each in
/// English's order.
pub(super) struct Compiled {
    pub(super) tag: String,
    pub(super) name: String,
    pub(super) rtl: bool,
    pub(super) files: Vec<Vec<Vec<Node>>>,
}

/// Everything compiled: the files' names, English's messages, and every language.
pub struct All {
    pub(super) files: Vec<String>,
    pub(super) english: Vec<Vec<Declared>>,
    pub(super) languages: Vec<Compiled>,
}

/// Every language compiled, English first (as `read_languages` orders them), with every
/// problem found pushed onto `problems`.
pub fn compile(languages: &[Source], problems: &mut Vec<String>) -> All {
    let mut all = All {
        files: Vec::new(),
        english: Vec::new(),
        languages: Vec::new(),
    };
    let Some(english) = languages.first().filter(|l| l.tag == ENGLISH) else {
        return all;
    };
    all.files = english.files.keys().cloned().collect();
    if all.files.first().is_none_or(|f| f != "main") {
        all.files.retain(|f| f != "main");
        all.files.insert(0, "main".to_string());
    }
    // Every language parsed, file by file in `all.files`' order.
    let parsed: Vec<Vec<Parsed>> = languages
        .iter()
        .map(|language| {
            all.files
                .iter()
                .map(|file| {
                    let where_ = format!("{LANG_DIR}/{}/{file}.ftl", language.tag);
                    match language.files.get(file) {
                        Some(text) => parse(&where_, text, problems),
                        None => {
                            problems.push(format!("{where_} is missing"));
                            Parsed {
                                messages: Vec::new(),
                                terms: BTreeMap::new(),
                            }
                        }
                    }
                })
                .collect()
        })
        .collect();
    for language in languages {
        for file in language.files.keys() {
            if !all.files.contains(file) {
                problems.push(format!(
                    "{LANG_DIR}/{}/{file}.ftl: English has no such file",
                    language.tag
                ));
            }
        }
    }
    // English: each message's values and compiled pieces.
    let english_parsed = &parsed[0];
    let english_refs: Vec<&Parsed> = english_parsed.iter().collect();
    for (file, parsed_file) in all.files.iter().zip(english_parsed) {
        let mut declared = Vec::new();
        for (id, message) in &parsed_file.messages {
            let where_ = format!("{LANG_DIR}/{ENGLISH}/{file}.ftl: `{id}`");
            let vars = declared_vars(&where_, message.comment.as_ref(), problems);
            let nodes = compile_message(
                Context {
                    where_: where_.clone(),
                    vars: &vars,
                    parsed: parsed_file,
                    others: &english_refs,
                },
                message,
                |name| format!("declares `${name}` but never uses it"),
                problems,
            );
            if rust_name(id).is_none() {
                problems.push(format!(
                    "{where_}: the id must be lower-case words joined by `-`, and not a Rust keyword"
                ));
            }
            declared.push(Declared {
                id: id.clone(),
                vars,
                text: plain(&nodes),
                nodes,
            });
        }
        all.english.push(declared);
    }
    // As in Fluent, a language's messages share one set of names across its files: a message
    // may refer to one of another file by its name alone.
    let mut named: BTreeMap<&str, &str> = BTreeMap::new();
    for (file, declared) in all.files.iter().zip(&all.english) {
        for message in declared {
            if let Some(first) = named.insert(&message.id, file) {
                problems.push(format!(
                    "{LANG_DIR}/{ENGLISH}/{file}.ftl: `{}` is a message of {first}.ftl already",
                    message.id
                ));
            }
        }
    }
    for (language, files) in languages.iter().zip(&parsed) {
        let refs: Vec<&Parsed> = files.iter().collect();
        let mut compiled = Compiled {
            tag: language.tag.clone(),
            name: String::new(),
            rtl: false,
            files: Vec::new(),
        };
        let main = &files[0];
        let term_text = |term: &str| {
            main.terms.get(term).map(|pattern| {
                pattern
                    .elements
                    .iter()
                    .map(|e| match e {
                        ast::PatternElement::TextElement { value } => value.to_string(),
                        ast::PatternElement::Placeable { .. } => String::new(),
                    })
                    .collect::<String>()
            })
        };
        match term_text(NAME_TERM) {
            Some(name) if !name.trim().is_empty() => compiled.name = name.trim().to_string(),
            _ => problems.push(format!(
                "{LANG_DIR}/{}/main.ftl: needs `-{NAME_TERM}`, the language's name in its own words",
                language.tag
            )),
        }
        match term_text(DIRECTION_TERM).as_deref().map(str::trim) {
            Some("ltr") => {}
            Some("rtl") => compiled.rtl = true,
            _ => problems.push(format!(
                "{LANG_DIR}/{}/main.ftl: needs `-{DIRECTION_TERM}`, ltr or rtl",
                language.tag
            )),
        }
        for ((file, parsed_file), english) in all.files.iter().zip(files).zip(&all.english) {
            let mut messages = Vec::new();
            for (id, _) in &parsed_file.messages {
                if !english.iter().any(|d| d.id == *id) {
                    problems.push(format!(
                        "{LANG_DIR}/{}/{file}.ftl: `{id}` is not an English message",
                        language.tag
                    ));
                }
            }
            for declared in english {
                let where_ = format!("{LANG_DIR}/{}/{file}.ftl: `{}`", language.tag, declared.id);
                let Some((_, message)) = parsed_file
                    .messages
                    .iter()
                    .find(|(id, _)| *id == declared.id)
                else {
                    problems.push(format!("{where_} is missing"));
                    messages.push(declared.nodes.clone());
                    continue;
                };
                if language.tag == ENGLISH {
                    messages.push(declared.nodes.clone());
                    continue;
                }
                messages.push(compile_message(
                    Context {
                        where_,
                        vars: &declared.vars,
                        parsed: parsed_file,
                        others: &refs,
                    },
                    message,
                    |name| format!("never uses `${name}`, which English does"),
                    problems,
                ));
            }
            compiled.files.push(messages);
        }
        all.languages.push(compiled);
    }
    if let Some(english) = all.languages.first() {
        let pseudo = Compiled {
            tag: PSEUDO.to_string(),
            name: "Ëñĝĺíšĥ (ƥšéûđó)".to_string(),
            rtl: false,
            files: english
                .files
                .iter()
                .map(|file| file.iter().map(|nodes| pseudo(nodes)).collect())
                .collect(),
        };
        all.languages.push(pseudo);
    }
    all
}

/// One message compiled in `cx`, with a problem (as `unused` words it of the value's name) for
/// each of its values that it never uses.
fn compile_message(
    cx: Context,
    message: &ast::Message<&str>,
    unused: impl Fn(&str) -> String,
    problems: &mut Vec<String>,
) -> Vec<Node> {
    let nodes = message
        .value
        .as_ref()
        .map(|pattern| compile_pattern(&cx, pattern, 0, problems))
        .unwrap_or_default();
    let mut uses = Vec::new();
    used(&nodes, &mut uses);
    for (place, (name, _)) in cx.vars.iter().enumerate() {
        if !uses.contains(&place) {
            problems.push(format!("{}: {}", cx.where_, unused(name)));
        }
    }
    nodes
}

/// A message's words with its values as `{ $name }`, for the comment of its function.
fn plain(nodes: &[Node]) -> String {
    let mut text = String::new();
    for node in nodes {
        match node {
            Node::Text(t) => text.push_str(t),
            Node::Arg(arg) => {
                let _ = write!(text, "{{#{arg}}}");
            }
            Node::Select { other, .. } => text.push_str(&plain(other)),
        }
    }
    text
}

/// `snake_case` for a message id, unless it is not lower-case words or is a Rust keyword.
pub(super) fn rust_name(id: &str) -> Option<String> {
    const KEYWORDS: [&str; 38] = [
        "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
        "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move",
        "mut", "pub", "ref", "return", "self", "static", "struct", "super", "trait", "true",
        "type", "unsafe", "use", "where", "while", "gen",
    ];
    let ok = id.split('-').all(|word| {
        !word.is_empty()
            && word
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
    }) && id.starts_with(|c: char| c.is_ascii_lowercase());
    let name = id.replace('-', "_");
    (ok && !KEYWORDS.contains(&name.as_str())).then_some(name)
}
