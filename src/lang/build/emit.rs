//! What the build writes: the Rust the crate includes, and a pack of each language's messages.

use std::fmt::Write as _;

use super::PSEUDO;
use super::compile::{All, rust_name};
use super::parse::{Kind, Node, VariantKey};

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

pub(super) fn words_rs(all: &All) -> String {
    let mut out = String::from(
        "// Compiled from src/lang/ by src/lang/build/: edit the catalogues, not this.\n\n",
    );
    let _ = writeln!(
        out,
        "/// The files of every catalogue, in this order.\npub const FILES: [&str; {}] = {:?};\n",
        all.files.len(),
        all.files
    );
    let counts: Vec<usize> = all.english.iter().map(Vec::len).collect();
    let _ = writeln!(
        out,
        "/// How many messages each file has, in [`FILES`]' order.\npub const COUNTS: [usize; {}] = {counts:?};\n",
        counts.len()
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
        // A file whose messages take no values (the lessons' texts) has no use for `Arg`.
        let arg = match english.iter().any(|declared| !declared.vars.is_empty()) {
            true => "Arg, ",
            false => "",
        };
        let _ = writeln!(
            out,
            "/// The messages of `{file}.ftl`, each worded in the language being spoken.\npub mod {file} {{\n    #![allow(clippy::too_many_arguments)]\n    use super::{{{arg}Message, say}};\n\n    const FILE: usize = {index};\n"
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
                "    /// `{}`: {}\n    pub fn {name}({}) -> String {{\n        say(FILE, {place}, {}, &[{}])\n    }}\n",
                declared.id,
                doc_text(&declared.text),
                params.join(", "),
                message_rs(&declared.nodes),
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
    out.push_str("/// The pack of the language tagged `tag` (none for English), as the page fetches it, for tests.\npub fn pack(tag: &str) -> Option<&'static str> {\n    match tag {\n");
    for language in all.languages.iter().skip(1) {
        let _ = writeln!(
            out,
            "        {:?} => Some(include_str!(concat!(env!(\"OUT_DIR\"), \"/words/{}.txt\"))),",
            language.tag, language.tag
        );
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

/// A message's English as its function's documentation shows it: quoted, with the brackets
/// that rustdoc would read as a link escaped ("the keys [ and ]").
fn doc_text(text: &str) -> String {
    format!("{text:?}").replace('[', "\\[").replace(']', "\\]")
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

/// Each language's pack but English's, by tag: a first line of the tag and the number of
/// messages in each file, then each message (see [`encode`]) on a line of its own, file by
/// file in English's order. A message never holds a line break: its lines were joined.
pub(super) fn packs(all: &All) -> Vec<(String, String)> {
    all.languages
        .iter()
        .skip(1)
        .map(|language| {
            let mut pack = language.tag.clone();
            for file in &language.files {
                let _ = write!(pack, " {}", file.len());
            }
            for nodes in language.files.iter().flatten() {
                pack.push('\n');
                encode(nodes, &mut pack);
            }
            pack.push('\n');
            (language.tag.clone(), pack)
        })
        .collect()
}
