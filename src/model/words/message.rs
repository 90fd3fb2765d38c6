//! A compiled message, and how it is written out with its values.

use super::numbers::{Arg, EnglishNumbers, Numbers};

/// A compiled message: its words as they are, its values and choices marked by control
/// characters, which never stand in words (the build script's `encode` writes them):
/// - `\u{1}` and a digit: the value of that place, worded by its kind;
/// - `\u{2}` and a digit: a choice of wordings by the value of that place, each wording as
///   `\u{3}`, its key (a plural category, `=` and a number, or a word), `\u{4}` (`\u{5}` for
///   the wording used when no key matches) and its words; `\u{6}` ends the choice.
///
/// One string a message keeps a catalogue small: no pointer for each piece, and words that
/// compress as words do.
pub type Message = &'static str;

const VALUE: u8 = 1;
const CHOICE: u8 = 2;
const KEY: u8 = 3;
const WORDING: u8 = 4;
const DEFAULT: u8 = 5;
const END: u8 = 6;

/// Writes `message` with `args` into `out`. Words placed as they are into a right-to-left
/// sentence are isolated (Unicode's first-strong isolate), so that a name in Latin letters
/// cannot reorder the words around it.
pub fn fill(message: &str, args: &[Arg], numbers: &dyn Numbers, rtl: bool, out: &mut String) {
    let bytes = message.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        let arg = || {
            args.get(usize::from(
                bytes.get(at + 1).map_or(0, |b| b.wrapping_sub(b'0')),
            ))
        };
        match bytes[at] {
            VALUE => {
                match arg() {
                    Some(Arg::Int(n)) => numbers.write(*n as f64, 0, false, out),
                    Some(Arg::Decimal(n, decimals)) => numbers.write(*n, *decimals, false, out),
                    Some(Arg::Percent(n, decimals)) => numbers.write(*n, *decimals, true, out),
                    Some(Arg::Text(text)) => {
                        if rtl {
                            out.push('\u{2068}');
                        }
                        out.push_str(text);
                        if rtl {
                            out.push('\u{2069}');
                        }
                    }
                    Some(Arg::Word(_)) | None => {}
                }
                at += 2;
            }
            CHOICE => {
                let (wording, end) = pick(message, at + 2, arg(), numbers);
                fill(wording, args, numbers, rtl, out);
                at = end;
            }
            _ => {
                let run = bytes[at..]
                    .iter()
                    .position(|b| *b <= END)
                    .map_or(bytes.len(), |n| at + n);
                // `get`, not indexing: a message's marks are ASCII, so a run of words always
                // starts and ends on a character's boundary, and the check that would panic
                // costs the page the code that words the panic.
                out.push_str(message.get(at..run).unwrap_or_default());
                at = run.max(at + 1);
            }
        }
    }
}

/// The wording of a choice that starts at `at` in `message` (at a `KEY` mark): its key, its
/// words, whether it is the default, and where the next wording (or the choice's `END`) is.
fn wording(message: &str, at: usize) -> Option<(&str, &str, bool, usize)> {
    let bytes = message.as_bytes();
    if bytes.get(at) != Some(&KEY) {
        return None;
    }
    let mut end = at + 1;
    while end < bytes.len() && bytes[end] != WORDING && bytes[end] != DEFAULT {
        end += 1;
    }
    let key = message.get(at + 1..end).unwrap_or_default();
    let is_default = bytes.get(end) == Some(&DEFAULT);
    let start = end + 1;
    // The words run to the next key or the end, at this choice's depth.
    let mut depth = 0;
    end = start;
    while end < bytes.len() {
        match bytes[end] {
            CHOICE => depth += 1,
            END | KEY if depth == 0 => break,
            END => depth -= 1,
            _ => {}
        }
        end += 1;
    }
    Some((
        key,
        message.get(start..end).unwrap_or_default(),
        is_default,
        end,
    ))
}

/// The wording a choice that starts at `at` makes for `arg`, as Fluent makes it: for a number,
/// the wording of its exact value, else of its plural category; for a word, that word's; else
/// the default. Also where the choice ends.
fn pick<'m>(
    message: &'m str,
    at: usize,
    arg: Option<&Arg>,
    numbers: &dyn Numbers,
) -> (&'m str, usize) {
    let mut exact = String::new();
    let category = match arg {
        Some(Arg::Int(n)) => {
            exact.push('=');
            EnglishNumbers.write(n.abs() as f64, 0, false, &mut exact);
            exact.retain(|c| c != ',');
            if *n < 0 {
                exact.insert(1, '-');
            }
            Some(numbers.category(*n as f64, 0))
        }
        Some(Arg::Decimal(n, decimals)) => Some(numbers.category(*n, *decimals)),
        Some(Arg::Percent(n, decimals)) => Some(numbers.category(*n * 100.0, *decimals)),
        Some(Arg::Word(word)) => {
            exact.push_str(word);
            None
        }
        _ => None,
    };
    // Three passes, in Fluent's order: the exact value or word, the plural category, the
    // default.
    for pass in 0..3 {
        let mut next = at;
        let mut chosen = None;
        while let Some((key, words, is_default, after)) = wording(message, next) {
            let found = match pass {
                0 => key == exact,
                1 => category.is_some_and(|c| key == c.name()),
                _ => is_default,
            };
            if found && chosen.is_none() {
                chosen = Some(words);
            }
            next = after;
        }
        if chosen.is_some() || pass == 2 {
            return (chosen.unwrap_or_default(), next + 1);
        }
    }
    ("", at)
}

/// The choices `message` makes, for tests: each by the value of which place, with its keys, in
/// the order they are written, nested choices included.
pub fn choices(message: &str) -> Vec<(u8, Vec<&str>)> {
    let bytes = message.as_bytes();
    let mut found = Vec::new();
    for (at, byte) in bytes.iter().enumerate() {
        if *byte == CHOICE {
            let mut keys = Vec::new();
            let mut next = at + 2;
            while let Some((key, _, _, after)) = wording(message, next) {
                keys.push(key);
                next = after;
            }
            found.push((bytes.get(at + 1).map_or(0, |b| b - b'0'), keys));
        }
    }
    found
}
