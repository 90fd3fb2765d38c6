//! Compiles the page's catalogues (`src/lang/<tag>/<file>.ftl`, Project Fluent's format) into
//! Rust: `$OUT_DIR/words.rs`, which `src/model/words/mod.rs` includes.
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

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

use fluent_syntax::ast;

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
    write_if_changed(&out.join("words.rs"), &words_rs(&compiled));
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

/// What a value of a message is.
#[derive(Clone, Debug, PartialEq)]
enum Kind {
    Number,
    Decimal(u8),
    Percent(u8),
    Text,
    Choice(Vec<String>),
}

impl Kind {
    fn parse(text: &str) -> Option<Kind> {
        let text = text.trim();
        if let Some(words) = text.strip_prefix("Choice:") {
            let words: Vec<String> = words
                .split(',')
                .map(|w| w.trim().to_string())
                .filter(|w| !w.is_empty())
                .collect();
            return (!words.is_empty()).then_some(Kind::Choice(words));
        }
        let mut parts = text.split_whitespace();
        let kind = parts.next()?;
        let digits = parts.next().map(str::parse::<u8>);
        match (kind, digits) {
            ("Number", None) => Some(Kind::Number),
            ("Text", None) => Some(Kind::Text),
            ("Decimal", Some(Ok(d))) => Some(Kind::Decimal(d)),
            ("Percent", Some(Ok(d))) => Some(Kind::Percent(d)),
            _ => None,
        }
    }

    fn is_number(&self) -> bool {
        matches!(self, Kind::Number | Kind::Decimal(_) | Kind::Percent(_))
    }

    fn rust_type(&self) -> &'static str {
        match self {
            Kind::Number => "i64",
            Kind::Decimal(_) | Kind::Percent(_) => "f64",
            Kind::Text => "&str",
            Kind::Choice(_) => "&'static str",
        }
    }

    fn arg(&self, name: &str) -> String {
        match self {
            Kind::Number => format!("Arg::Int({name})"),
            Kind::Decimal(d) => format!("Arg::Decimal({name}, {d})"),
            Kind::Percent(d) => format!("Arg::Percent({name}, {d})"),
            Kind::Text => format!("Arg::Text({name})"),
            Kind::Choice(_) => format!("Arg::Word({name})"),
        }
    }
}

/// A piece of a compiled message, before it is written as one string (see [`encode`]).
#[derive(Clone, Debug, PartialEq)]
enum Node {
    Text(String),
    Arg(usize),
    Select {
        arg: usize,
        variants: Vec<(VariantKey, Vec<Node>)>,
        other: Vec<Node>,
    },
}

#[derive(Clone, Debug, PartialEq)]
enum VariantKey {
    Plural(String),
    Exact(i64),
    Word(String),
}

/// An English message: its id, its values, its English text (for the function's comment), and
/// what it compiles to.
struct Declared {
    id: String,
    vars: Vec<(String, Kind)>,
    text: String,
    nodes: Vec<Node>,
}

/// A language compiled: its tag, name and direction, and its messages file by file, each in
/// English's order.
struct Compiled {
    tag: String,
    name: String,
    rtl: bool,
    files: Vec<Vec<Vec<Node>>>,
}

/// Everything compiled: the files' names, English's messages, and every language.
pub struct All {
    files: Vec<String>,
    english: Vec<Vec<Declared>>,
    languages: Vec<Compiled>,
}

/// A language's entries, parsed: messages and terms by id, in order.
struct Parsed<'s> {
    messages: Vec<(String, ast::Message<&'s str>)>,
    terms: BTreeMap<String, ast::Pattern<&'s str>>,
}

fn parse<'s>(where_: &str, text: &'s str, problems: &mut Vec<String>) -> Parsed<'s> {
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((resource, errors)) => {
            for error in errors {
                let line = text[..error.pos.start.min(text.len())]
                    .matches('\n')
                    .count()
                    + 1;
                problems.push(format!("{where_}:{line}: {:?}", error.kind));
            }
            resource
        }
    };
    let mut parsed = Parsed {
        messages: Vec::new(),
        terms: BTreeMap::new(),
    };
    for entry in resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let id = message.id.name.to_string();
                if parsed.messages.iter().any(|(seen, _)| *seen == id) {
                    problems.push(format!("{where_}: `{id}` is given twice"));
                }
                if !message.attributes.is_empty() {
                    problems.push(format!(
                        "{where_}: `{id}` has attributes, which the page does not use"
                    ));
                }
                if message.value.is_none() {
                    problems.push(format!("{where_}: `{id}` has no words"));
                }
                parsed.messages.push((id, message));
            }
            ast::Entry::Term(term) => {
                parsed.terms.insert(term.id.name.to_string(), term.value);
            }
            ast::Entry::Junk { content } => {
                problems.push(format!("{where_}: cannot read `{}`", content.trim()));
            }
            _ => {}
        }
    }
    parsed
}

/// The values a comment declares, in order.
fn declared_vars(
    where_: &str,
    comment: Option<&ast::Comment<&str>>,
    problems: &mut Vec<String>,
) -> Vec<(String, Kind)> {
    let mut vars = Vec::new();
    for line in comment.map(|c| c.content.as_slice()).unwrap_or_default() {
        let line = line.trim_start();
        let Some(rest) = line.strip_prefix('$') else {
            continue;
        };
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        let kind = rest
            .split_once('(')
            .and_then(|(_, after)| after.split_once(')'))
            .and_then(|(kind, _)| Kind::parse(kind));
        match kind {
            Some(kind) => vars.push((name, kind)),
            None => problems.push(format!(
                "{where_}: `${name}` needs a kind: (Number), (Decimal N), (Percent N), (Text) or (Choice: a, b)"
            )),
        }
    }
    vars
}

/// What compiling one language's pattern needs to know.
struct Context<'a, 's> {
    where_: String,
    vars: &'a [(String, Kind)],
    parsed: &'a Parsed<'s>,
    /// Every language's messages, for references to another file's.
    others: &'a [&'a Parsed<'s>],
}

fn compile_pattern(
    cx: &Context,
    pattern: &ast::Pattern<&str>,
    depth: u8,
    problems: &mut Vec<String>,
) -> Vec<Node> {
    let mut nodes = Vec::new();
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => push_text(&mut nodes, value),
            ast::PatternElement::Placeable { expression } => {
                compile_expression(cx, expression, depth, problems, &mut nodes);
            }
        }
    }
    nodes
}

fn push_text(nodes: &mut Vec<Node>, text: &str) {
    let text = text.replace('\n', " ");
    if let Some(Node::Text(last)) = nodes.last_mut() {
        last.push_str(&text);
    } else if !text.is_empty() {
        nodes.push(Node::Text(text));
    }
}

fn compile_expression(
    cx: &Context,
    expression: &ast::Expression<&str>,
    depth: u8,
    problems: &mut Vec<String>,
    nodes: &mut Vec<Node>,
) {
    if depth > 8 {
        problems.push(format!("{}: references go round in a circle", cx.where_));
        return;
    }
    match expression {
        ast::Expression::Inline(inline) => compile_inline(cx, inline, depth, problems, nodes),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                problems.push(format!("{}: a choice must be made by a value", cx.where_));
                return;
            };
            let Some(arg) = cx.vars.iter().position(|(name, _)| name == id.name) else {
                problems.push(format!(
                    "{}: `${}` is not one of its values",
                    cx.where_, id.name
                ));
                return;
            };
            let kind = &cx.vars[arg].1;
            let mut compiled = Vec::new();
            let mut other = None;
            for variant in variants {
                let key = match (&variant.key, kind) {
                    (ast::VariantKey::Identifier { name }, kind) if kind.is_number() => {
                        match ["zero", "one", "two", "few", "many", "other"].contains(name) {
                            true => Some(VariantKey::Plural(name.to_string())),
                            false => None,
                        }
                    }
                    (ast::VariantKey::Identifier { name }, Kind::Choice(words)) => words
                        .iter()
                        .any(|w| w == name)
                        .then(|| VariantKey::Word(name.to_string())),
                    (ast::VariantKey::NumberLiteral { value }, Kind::Number) => {
                        value.parse().ok().map(VariantKey::Exact)
                    }
                    _ => None,
                };
                let Some(key) = key else {
                    problems.push(format!(
                        "{}: `${}` ({kind:?}) cannot choose a wording by `{}`",
                        cx.where_,
                        cx.vars[arg].0,
                        match &variant.key {
                            ast::VariantKey::Identifier { name } => name,
                            ast::VariantKey::NumberLiteral { value } => value,
                        }
                    ));
                    continue;
                };
                let wording = compile_pattern(cx, &variant.value, depth + 1, problems);
                if variant.default {
                    other = Some(wording.clone());
                }
                compiled.push((key, wording));
            }
            nodes.push(Node::Select {
                arg,
                variants: compiled,
                other: other.unwrap_or_default(),
            });
        }
    }
}

fn compile_inline(
    cx: &Context,
    inline: &ast::InlineExpression<&str>,
    depth: u8,
    problems: &mut Vec<String>,
    nodes: &mut Vec<Node>,
) {
    match inline {
        ast::InlineExpression::StringLiteral { value } => {
            push_text(
                nodes,
                &fluent_syntax::unicode::unescape_unicode_to_string(value),
            );
        }
        ast::InlineExpression::NumberLiteral { value } => push_text(nodes, value),
        ast::InlineExpression::VariableReference { id } => {
            match cx.vars.iter().position(|(name, _)| name == id.name) {
                Some(arg) if matches!(cx.vars[arg].1, Kind::Choice(_)) => problems.push(format!(
                    "{}: `${}` chooses a wording and is never shown",
                    cx.where_, id.name
                )),
                Some(arg) => nodes.push(Node::Arg(arg)),
                None => problems.push(format!(
                    "{}: `${}` is not one of its values",
                    cx.where_, id.name
                )),
            }
        }
        ast::InlineExpression::TermReference {
            id,
            attribute: None,
            arguments: None,
        } => match cx.parsed.terms.get(id.name) {
            // A term sees no values.
            Some(pattern) => {
                compile_in_place(cx, cx.where_.clone(), &[], pattern, depth, problems, nodes)
            }
            None => problems.push(format!("{}: no term `-{}`", cx.where_, id.name)),
        },
        ast::InlineExpression::MessageReference {
            id,
            attribute: None,
        } => {
            let found = cx
                .others
                .iter()
                .find_map(|parsed| parsed.messages.iter().find(|(seen, _)| seen == id.name));
            match found.and_then(|(_, message)| message.value.as_ref()) {
                // As in Fluent, a message referred to sees the values of the one that refers
                // to it.
                Some(pattern) => {
                    let where_ = format!("{} (in `{}`)", cx.where_, id.name);
                    compile_in_place(cx, where_, cx.vars, pattern, depth, problems, nodes);
                }
                None => problems.push(format!("{}: no message `{}`", cx.where_, id.name)),
            }
        }
        ast::InlineExpression::Placeable { expression } => {
            compile_expression(cx, expression, depth + 1, problems, nodes);
        }
        _ => problems.push(format!(
            "{}: uses a part of Fluent the page does not (functions, attributes, term arguments)",
            cx.where_
        )),
    }
}

/// Compiles a term's or another message's `pattern` in place, seeing the values `vars`.
fn compile_in_place(
    cx: &Context,
    where_: String,
    vars: &[(String, Kind)],
    pattern: &ast::Pattern<&str>,
    depth: u8,
    problems: &mut Vec<String>,
    nodes: &mut Vec<Node>,
) {
    let inner = Context {
        where_,
        vars,
        parsed: cx.parsed,
        others: cx.others,
    };
    for node in compile_pattern(&inner, pattern, depth + 1, problems) {
        match node {
            Node::Text(text) => push_text(nodes, &text),
            node => nodes.push(node),
        }
    }
}

/// The values a compiled message uses, anywhere in it.
fn used(nodes: &[Node], found: &mut Vec<usize>) {
    for node in nodes {
        match node {
            Node::Text(_) => {}
            Node::Arg(arg) => found.push(*arg),
            Node::Select {
                arg,
                variants,
                other,
            } => {
                found.push(*arg);
                for (_, wording) in variants {
                    used(wording, found);
                }
                used(other, found);
            }
        }
    }
}

/// Every language compiled, English first (as [`read_languages`] orders them), with every
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
            let cx = Context {
                where_: where_.clone(),
                vars: &vars,
                parsed: parsed_file,
                others: &english_refs,
            };
            let nodes = message
                .value
                .as_ref()
                .map(|p| compile_pattern(&cx, p, 0, problems))
                .unwrap_or_default();
            let mut uses = Vec::new();
            used(&nodes, &mut uses);
            for (place, (name, _)) in vars.iter().enumerate() {
                if !uses.contains(&place) {
                    problems.push(format!("{where_}: declares `${name}` but never uses it"));
                }
            }
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
                let cx = Context {
                    where_: where_.clone(),
                    vars: &declared.vars,
                    parsed: parsed_file,
                    others: &refs,
                };
                let nodes = message
                    .value
                    .as_ref()
                    .map(|p| compile_pattern(&cx, p, 0, problems))
                    .unwrap_or_default();
                let mut uses = Vec::new();
                used(&nodes, &mut uses);
                for (place, (name, _)) in declared.vars.iter().enumerate() {
                    if !uses.contains(&place) {
                        problems.push(format!(
                            "{where_}: never uses `${name}`, which English does"
                        ));
                    }
                }
                messages.push(nodes);
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

/// A message of the pseudo-language: English's, inside markers, accented and lengthened.
fn pseudo(nodes: &[Node]) -> Vec<Node> {
    let mut out = vec![Node::Text("⟦".to_string())];
    out.extend(pseudo_inner(nodes));
    out.push(Node::Text("⟧".to_string()));
    let mut merged: Vec<Node> = Vec::new();
    for node in out {
        match (merged.last_mut(), node) {
            (Some(Node::Text(last)), Node::Text(text)) => last.push_str(&text),
            (_, node) => merged.push(node),
        }
    }
    merged
}

fn pseudo_inner(nodes: &[Node]) -> Vec<Node> {
    nodes
        .iter()
        .map(|node| match node {
            Node::Text(text) => Node::Text(pseudo_text(text)),
            Node::Arg(arg) => Node::Arg(*arg),
            Node::Select {
                arg,
                variants,
                other,
            } => Node::Select {
                arg: *arg,
                variants: variants
                    .iter()
                    .map(|(key, wording)| (key.clone(), pseudo_inner(wording)))
                    .collect(),
                other: pseudo_inner(other),
            },
        })
        .collect()
}

fn pseudo_text(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        let accented = match c {
            'a' => 'á',
            'e' => 'é',
            'i' => 'í',
            'o' => 'ó',
            'u' => 'û',
            'y' => 'ý',
            'c' => 'ç',
            'n' => 'ñ',
            's' => 'š',
            'g' => 'ĝ',
            'l' => 'ĺ',
            't' => 'ţ',
            'A' => 'Å',
            'E' => 'É',
            'I' => 'Î',
            'O' => 'Ö',
            'U' => 'Ü',
            'C' => 'Ç',
            'N' => 'Ñ',
            'S' => 'Š',
            'T' => 'Ţ',
            'Y' => 'Ý',
            c => c,
        };
        out.push(accented);
        if "aeiouynr".contains(c) {
            out.push(accented);
        }
    }
    out
}

/// `snake_case` for a message id, unless it is not lower-case words or is a Rust keyword.
fn rust_name(id: &str) -> Option<String> {
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

/// The Rust name of a language's statics: `FR`, `PT_BR`.
fn upper(tag: &str) -> String {
    tag.replace('-', "_").to_uppercase()
}

/// A compiled message as the page stores it: one string, its words as they are and its values
/// and choices marked by control characters (see `fill` in src/model/words/mod.rs): `\u{1}` and
/// the value's place as a digit; a choice as `\u{2}` and the value's place, then each wording as
/// `\u{3}`, its key, `\u{4}` (`\u{5}` for the default) and its words, and `\u{6}` at the end.
fn encode(nodes: &[Node], out: &mut String) {
    for node in nodes {
        match node {
            Node::Text(text) => out.push_str(text),
            Node::Arg(arg) => {
                out.push('\u{1}');
                out.push(place(*arg));
            }
            Node::Select {
                arg,
                variants,
                other,
            } => {
                out.push('\u{2}');
                out.push(place(*arg));
                let mut default_given = false;
                for (key, wording) in variants {
                    out.push('\u{3}');
                    match key {
                        VariantKey::Plural(name) | VariantKey::Word(name) => out.push_str(name),
                        VariantKey::Exact(n) => {
                            let _ = write!(out, "={n}");
                        }
                    }
                    let is_default = !default_given && wording == other;
                    default_given |= is_default;
                    out.push(if is_default { '\u{5}' } else { '\u{4}' });
                    encode(wording, out);
                }
                out.push('\u{6}');
            }
        }
    }
}

/// A value's place as the one character that follows its mark.
fn place(arg: usize) -> char {
    char::from(b'0' + u8::try_from(arg).unwrap_or(0))
}

fn message_rs(nodes: &[Node]) -> String {
    let mut encoded = String::new();
    encode(nodes, &mut encoded);
    format!("{encoded:?}")
}

fn words_rs(all: &All) -> String {
    let mut out = String::from(
        "// Compiled from src/lang/ by src/lang/build.rs: edit the catalogues, not this.\n\n",
    );
    let _ = writeln!(
        out,
        "/// The files of every catalogue, in this order.\npub const FILES: [&str; {}] = {:?};\n",
        all.files.len(),
        all.files
    );
    let _ = writeln!(
        out,
        "/// Every language, English first and the pseudo-language last.\npub const LANGUAGES: [Language; {}] = [",
        all.languages.len()
    );
    for language in &all.languages {
        let _ = writeln!(
            out,
            "    Language {{ tag: {:?}, name: {:?}, rtl: {}, listed: {} }},",
            language.tag,
            language.name,
            language.rtl,
            language.tag != PSEUDO
        );
    }
    out.push_str("];\n\n");
    for (index, (file, english)) in all.files.iter().zip(&all.english).enumerate() {
        let _ = writeln!(
            out,
            "/// The messages of `{file}.ftl`, each worded in the language being spoken.\npub mod {file} {{\n    #![allow(clippy::too_many_arguments)]\n    use super::{{Arg, Message, say}};\n\n    const FILE: usize = {index};\n"
        );
        for (place, declared) in english.iter().enumerate() {
            let name = rust_name(&declared.id).unwrap_or_default();
            let params: Vec<String> = declared
                .vars
                .iter()
                .map(|(var, kind)| format!("{}: {}", var.replace('-', "_"), kind.rust_type()))
                .collect();
            let args: Vec<String> = declared
                .vars
                .iter()
                .map(|(var, kind)| kind.arg(&var.replace('-', "_")))
                .collect();
            let _ = writeln!(
                out,
                "    /// `{}`: {:?}\n    pub fn {name}({}) -> String {{\n        say(FILE, &EN, {place}, &[{}])\n    }}\n",
                declared.id,
                declared.text,
                params.join(", "),
                args.join(", ")
            );
        }
        for language in &all.languages {
            let _ = writeln!(
                out,
                "    /// `{file}.ftl` in `{}`.\n    pub(super) static {}: [Message; {}] = [",
                language.tag,
                upper(&language.tag),
                english.len()
            );
            for nodes in &language.files[index] {
                let _ = writeln!(out, "        {},", message_rs(nodes));
            }
            out.push_str("    ];\n\n");
        }
        out.push_str("}\n\n");
    }
    for (lang, language) in all.languages.iter().enumerate().skip(1) {
        let files: Vec<String> = all
            .files
            .iter()
            .map(|file| format!("&{file}::{}", upper(&language.tag)))
            .collect();
        let _ = writeln!(
            out,
            "/// The catalogue of `{}`.\npub static {}: Catalogue = Catalogue {{ lang: Lang({lang}), files: [{}] }};\n",
            language.tag,
            upper(&language.tag),
            files.join(", ")
        );
    }
    // For the tests: every catalogue, English's tables, and each message's id and values.
    out.push_str("/// The catalogue of `lang`, for tests (English's is compiled into the code).\npub fn catalogue(lang: Lang) -> Option<&'static Catalogue> {\n    match lang.0 {\n");
    for (lang, language) in all.languages.iter().enumerate().skip(1) {
        let _ = writeln!(out, "        {lang} => Some(&{}),", upper(&language.tag));
    }
    out.push_str("        _ => None,\n    }\n}\n\n");
    out.push_str("/// English's messages of each file, for tests.\npub fn english(file: usize) -> &'static [Message] {\n    match file {\n");
    for (index, file) in all.files.iter().enumerate() {
        let _ = writeln!(out, "        {index} => &{file}::EN,");
    }
    out.push_str("        _ => &[],\n    }\n}\n\n");
    out.push_str("/// Each file's messages, for tests: the id, and each value's name and kind as declared.\npub const MESSAGES: &[&[Described]] = &[\n");
    for english in &all.english {
        out.push_str("    &[\n");
        for declared in english {
            let vars: Vec<String> = declared
                .vars
                .iter()
                .map(|(name, kind)| format!("({name:?}, {:?})", kind_name(kind)))
                .collect();
            let _ = writeln!(out, "        ({:?}, &[{}]),", declared.id, vars.join(", "));
        }
        out.push_str("    ],\n");
    }
    out.push_str("];\n");
    out
}

fn kind_name(kind: &Kind) -> String {
    match kind {
        Kind::Number => "Number".to_string(),
        Kind::Decimal(d) => format!("Decimal {d}"),
        Kind::Percent(d) => format!("Percent {d}"),
        Kind::Text => "Text".to_string(),
        Kind::Choice(words) => format!("Choice: {}", words.join(", ")),
    }
}
