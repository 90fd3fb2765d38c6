//! The page's own JSON reader, held against serde_json (a test-only dependency) as the oracle
//! of what is and is not JSON, and its string writer against its reader.

use mancala::model::json::{self, Value};
use proptest::prelude::*;

/// Is `text` one JSON value by serde_json's reading? `None` when serde_json refuses it only
/// because a number is beyond an `f64`, which JSON itself allows and the page never stores.
fn oracle(text: &str) -> Option<bool> {
    match serde_json::from_str::<serde_json::Value>(text) {
        Ok(_) => Some(true),
        Err(e) if e.to_string().contains("out of range") => None,
        Err(_) => Some(false),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn reads_exactly_what_serde_json_reads(
        text in r#"[\[\]{}",:0-9.eE+\- \ttrufalsn\\/bu\u{e9}DdCc]{0,14}"#,
    ) {
        if let Some(valid) = oracle(&text) {
            prop_assert_eq!(json::parse(&text).is_ok(), valid, "{:?}", text);
        }
    }

    /// Valid JSON with one character removed or put in: mostly broken, sometimes still valid,
    /// always near the edge of the grammar.
    #[test]
    fn reads_what_serde_json_reads_after_one_edit(
        value in any_json(),
        at in any::<prop::sample::Index>(),
        insert in prop::option::of(prop::sample::select(
            "[]{}\",:0.e-+ tfnu\\/".chars().collect::<Vec<_>>(),
        )),
    ) {
        let mut chars: Vec<char> = serde_json::to_string(&value).unwrap().chars().collect();
        let i = at.index(chars.len() + 1);
        match insert {
            Some(c) => chars.insert(i, c),
            None if i < chars.len() => drop(chars.remove(i)),
            None => {}
        }
        let text: String = chars.into_iter().collect();
        if let Some(valid) = oracle(&text) {
            prop_assert_eq!(json::parse(&text).is_ok(), valid, "{:?}", text);
        }
    }

    #[test]
    fn reads_what_serde_json_writes(value in any_json()) {
        let text = serde_json::to_string(&value).unwrap();
        let read = json::parse(&text);
        prop_assert!(read.is_ok(), "{}", text);
        prop_assert_eq!(to_serde(read.unwrap()), value);
    }

    #[test]
    fn every_string_written_reads_back(text in "\\PC*|[\u{0}-\u{1f}\"\\\\]*") {
        let mut written = String::new();
        json::write_str(&mut written, &text);
        prop_assert_eq!(json::parse(&written), Ok(Value::String(text.clone())));
        prop_assert_eq!(serde_json::from_str::<String>(&written).ok(), Some(text));
    }
}

/// Any JSON value with whole numbers (the only kind the page writes) and unique object keys.
fn any_json() -> impl Strategy<Value = serde_json::Value> {
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::Bool),
        any::<u64>().prop_map(serde_json::Value::from),
        any::<i32>().prop_map(serde_json::Value::from),
        "\\PC{0,8}".prop_map(serde_json::Value::String),
    ];
    leaf.prop_recursive(4, 32, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(serde_json::Value::Array),
            prop::collection::btree_map("[a-z_]{1,6}", inner, 0..4)
                .prop_map(|m| serde_json::Value::Object(m.into_iter().collect())),
        ]
    })
}

fn to_serde(value: Value) -> serde_json::Value {
    match value {
        Value::Null => serde_json::Value::Null,
        Value::Bool(b) => serde_json::Value::Bool(b),
        Value::Number(text) => serde_json::from_str(&text).unwrap(),
        Value::String(text) => serde_json::Value::String(text),
        Value::Array(items) => items.into_iter().map(to_serde).collect(),
        Value::Object(fields) => serde_json::Value::Object(
            fields
                .into_iter()
                .map(|(name, value)| (name, to_serde(value)))
                .collect(),
        ),
    }
}

#[test]
fn whole_numbers_are_exact_and_nothing_else_passes_for_one() {
    let number = |text: &str| json::parse(text).unwrap().as_u64();
    assert_eq!(number("18446744073709551615"), Some(u64::MAX));
    for not_whole in ["18446744073709551616", "-1", "1.0", "1e3", "-0"] {
        assert_eq!(number(not_whole), None, "{not_whole}");
    }
}

#[test]
fn objects_refuse_repeated_missing_and_unknown_fields() {
    let object = |text: &str| json::parse(text).unwrap().into_object();
    assert!(object(r#"{"a":1,"a":2}"#).is_err(), "a field twice");
    assert!(object("[1]").is_err(), "not an object");
    let mut fields = object(r#"{"a":1,"b":2}"#).unwrap();
    assert!(fields.take("c").is_err(), "no such field");
    assert_eq!(fields.take("a").unwrap().as_u64(), Some(1));
    let left = fields.finish().unwrap_err();
    assert!(left.to_string().contains("\"b\""), "{left}");
}

#[test]
fn deep_nesting_is_refused_not_a_stack_overflow() {
    let deep = "[".repeat(100_000) + &"]".repeat(100_000);
    assert!(json::parse(&deep).is_err());
    let fine = "[".repeat(60) + &"]".repeat(60);
    assert!(json::parse(&fine).is_ok());
}
