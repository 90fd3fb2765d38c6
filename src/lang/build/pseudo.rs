//! The pseudo-language, made from English for the tests that look for words left untranslated.

use super::parse::Node;

/// A message of the pseudo-language: English's, inside markers, accented and lengthened.
pub(super) fn pseudo(nodes: &[Node]) -> Vec<Node> {
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

pub(super) fn pseudo_inner(nodes: &[Node]) -> Vec<Node> {
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

pub(super) fn pseudo_text(text: &str) -> String {
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
