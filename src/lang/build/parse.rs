//! Reading a catalogue: its entries, the values an English message declares, and each pattern
//! compiled to [`Node`]s.

use std::collections::BTreeMap;

use fluent_syntax::ast;

/// What a value of a message is.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Kind {
    Number,
    Decimal(u8),
    Percent(u8),
    Text,
    Choice(Vec<String>),
}

impl Kind {
    pub(super) fn parse(text: &str) -> Option<Kind> {
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

    pub(super) fn is_number(&self) -> bool {
        matches!(self, Kind::Number | Kind::Decimal(_) | Kind::Percent(_))
    }

    pub(super) fn rust_type(&self) -> &'static str {
        match self {
            Kind::Number => "i64",
            Kind::Decimal(_) | Kind::Percent(_) => "f64",
            Kind::Text => "&str",
            Kind::Choice(_) => "&'static str",
        }
    }

    pub(super) fn arg(&self, name: &str) -> String {
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
pub(super) enum Node {
    Text(String),
    Arg(usize),
    Select {
        arg: usize,
        variants: Vec<(VariantKey, Vec<Node>)>,
        other: Vec<Node>,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub(super) enum VariantKey {
    Plural(String),
    Exact(i64),
    Word(String),
}

/// A language's entries, parsed: messages and terms by id, in order.
pub(super) struct Parsed<'s> {
    pub(super) messages: Vec<(String, ast::Message<&'s str>)>,
    pub(super) terms: BTreeMap<String, ast::Pattern<&'s str>>,
}

pub(super) fn parse<'s>(where_: &str, text: &'s str, problems: &mut Vec<String>) -> Parsed<'s> {
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
pub(super) fn declared_vars(
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
pub(super) struct Context<'a, 's> {
    pub(super) where_: String,
    pub(super) vars: &'a [(String, Kind)],
    pub(super) parsed: &'a Parsed<'s>,
    /// Every language's messages, for references to another file's.
    pub(super) others: &'a [&'a Parsed<'s>],
}

pub(super) fn compile_pattern(
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

pub(super) fn push_text(nodes: &mut Vec<Node>, text: &str) {
    let text = text.replace("\r\n", " ").replace(['\n', '\r'], " ");
    if let Some(Node::Text(last)) = nodes.last_mut() {
        last.push_str(&text);
    } else if !text.is_empty() {
        nodes.push(Node::Text(text));
    }
}

pub(super) fn compile_expression(
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

pub(super) fn compile_inline(
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
pub(super) fn compile_in_place(
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
pub(super) fn used(nodes: &[Node], found: &mut Vec<usize>) {
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
