//! The page's languages, and the one way a sentence is made: a message of the language's
//! catalogue, filled in with typed values.
//!
//! The catalogues are written in Project Fluent's format, one folder a language under
//! `src/lang/` (`en/` is the reference, and the one a language's messages are checked against),
//! and compiled when the crate is built (`src/lang/build.rs`): each message becomes one string
//! (a [`Message`]), and each of English's a function in the module of its file (`words::main`,
//! `words::learn`, …) that takes the message's values as typed arguments. English is compiled
//! into the code that uses it; any other language is a table of its own that the web layer
//! fetches when the language is chosen and hands over with [`hear`].
//!
//! A message is worded by the language being spoken ([`speak`]): its table of the message's
//! file when it has arrived, English's until then. Numbers and the plural forms they choose
//! follow the language's rules through a [`Numbers`] that the web layer gives with the language
//! (the browser's `Intl`); without one, English's.
//!
//! ```
//! use mancala::model::words;
//!
//! assert_eq!(words::main::pit_is_empty(3), "Pit 3 is empty: choose a pit with seeds.");
//! ```

use std::cell::RefCell;

include!(concat!(env!("OUT_DIR"), "/words.rs"));

/// A language the page speaks: its place in [`LANGUAGES`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lang(u8);

/// What the page knows of a language before its words arrive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    /// Its BCP 47 tag, as links and storage name it: `en`, `pt-BR`.
    pub tag: &'static str,
    /// Its name in its own words, as the list of languages shows it.
    pub name: &'static str,
    /// Whether it is written right to left.
    pub rtl: bool,
    /// Whether players can choose it from the list (the pseudo-language for tests is reached
    /// only by a link).
    pub listed: bool,
}

impl Lang {
    /// English, the page's own language and the one every other falls back to.
    pub const ENGLISH: Lang = Lang(0);

    /// Every language, English first, in the order the list shows them.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LANGUAGES.len() as u8).map(Lang)
    }

    /// What the page knows of it.
    pub fn language(self) -> &'static Language {
        &LANGUAGES[usize::from(self.0)]
    }

    /// Its tag (see [`Language::tag`]).
    pub fn tag(self) -> &'static str {
        self.language().tag
    }

    /// Its place in [`LANGUAGES`], from 0.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The language a tag names exactly, in any letter case.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::all().find(|lang| lang.tag().eq_ignore_ascii_case(tag))
    }

    /// The language that serves someone who reads `tag`: the tag itself, else the page's
    /// language of the same first part (`fr-CA` is read in French, `pt-PT` in Brazilian
    /// Portuguese). The pseudo-language is only ever named exactly.
    pub fn for_reader(tag: &str) -> Option<Lang> {
        if let Some(lang) = Lang::from_tag(tag) {
            return Some(lang);
        }
        let first = tag.split(['-', '_']).next()?;
        Lang::all().find(|lang| {
            lang.language().listed
                && lang
                    .tag()
                    .split('-')
                    .next()
                    .is_some_and(|own| own.eq_ignore_ascii_case(first))
        })
    }

    /// The first of a reader's languages, best first (as `navigator.languages` lists them),
    /// that the page speaks.
    pub fn first_for<'a>(tags: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        tags.into_iter().find_map(Lang::for_reader)
    }
}

/// Where the language of a visit came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The link's `lang=`.
    Link,
    /// The player's choice, kept from an earlier visit.
    Stored,
    /// The languages the browser says its reader reads.
    Browser,
    /// None of those: English.
    Fallback,
}

/// The language a visit speaks, where that came from, and a link's `lang=` that named no
/// language the page speaks, to be named in a notice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chosen {
    /// The language.
    pub lang: Lang,
    /// Where it came from.
    pub source: Source,
    /// The value of a `lang=` that names no language of the page.
    pub unknown: Option<String>,
}

/// The link key of the language.
pub const LINK_KEY: &str = "lang";

/// The language a visit speaks: the link's (`lang=` in `query`), else the one kept from an
/// earlier choice (`stored`, a tag), else the first of the reader's (`readers`, best first)
/// that the page speaks, else English. A `lang=` that names no language is kept to be named in
/// a notice, and the choice goes on without it; so is a stored tag that no longer names one,
/// silently.
///
/// ```
/// use mancala::model::words::{Lang, Source, choose};
///
/// let chosen = choose("?level=hard&lang=fr", None, &["de".to_string()]);
/// assert_eq!((chosen.lang.tag(), chosen.source), ("fr", Source::Link));
/// let chosen = choose("", None, &["pt-PT".to_string(), "fr".to_string()]);
/// assert_eq!((chosen.lang.tag(), chosen.source), ("pt-BR", Source::Browser));
/// let chosen = choose("?lang=xx", Some("da"), &[]);
/// assert_eq!((chosen.lang.tag(), chosen.unknown.as_deref()), ("da", Some("xx")));
/// ```
pub fn choose(query: &str, stored: Option<&str>, readers: &[String]) -> Chosen {
    let linked = query
        .trim_start_matches('?')
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(key, _)| key.trim().eq_ignore_ascii_case(LINK_KEY))
        .map(|(_, value)| value.trim());
    let mut unknown = None;
    if let Some(value) = linked {
        match Lang::for_reader(value) {
            Some(lang) => {
                return Chosen {
                    lang,
                    source: Source::Link,
                    unknown,
                };
            }
            None => unknown = Some(value.chars().take(40).collect()),
        }
    }
    let (lang, source) = match stored.and_then(Lang::from_tag) {
        Some(lang) => (lang, Source::Stored),
        None => match Lang::first_for(readers.iter().map(String::as_str)) {
            Some(lang) => (lang, Source::Browser),
            None => (Lang::ENGLISH, Source::Fallback),
        },
    };
    Chosen {
        lang,
        source,
        unknown,
    }
}

/// One of CLDR's plural categories: which form of a word a number takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// Zero.
    Zero,
    /// One.
    One,
    /// Two.
    Two,
    /// Few.
    Few,
    /// Many.
    Many,
    /// Other, which every language has.
    Other,
}

impl Category {
    /// Every category, in CLDR's order.
    pub const ALL: [Category; 6] = [
        Category::Zero,
        Category::One,
        Category::Two,
        Category::Few,
        Category::Many,
        Category::Other,
    ];

    /// Its name in CLDR and in Fluent's variant keys.
    pub fn name(self) -> &'static str {
        match self {
            Category::Zero => "zero",
            Category::One => "one",
            Category::Two => "two",
            Category::Few => "few",
            Category::Many => "many",
            Category::Other => "other",
        }
    }

    /// The category a name says.
    pub fn from_name(name: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.name() == name)
    }
}

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

/// A message as the tests see it: its id, and each value's name and kind as English declares
/// them (see [`MESSAGES`]).
pub type Described = (&'static str, &'static [(&'static str, &'static str)]);

/// A value given to a message.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arg<'a> {
    /// A whole number.
    Int(i64),
    /// A number shown with this many decimals.
    Decimal(f64, u8),
    /// A share (0.5 is half) shown as a percentage with this many decimals.
    Percent(f64, u8),
    /// Words already in the language (a name, another message), placed as they are.
    Text(&'a str),
    /// A word that chooses a wording (`me`, `friend`), never shown.
    Word(&'a str),
}

/// How a language writes numbers and which plural form a number takes. The web layer gives
/// the browser's (`Intl`) with the language; English's is built in.
pub trait Numbers {
    /// The category of `n` shown with `decimals` decimals.
    fn category(&self, n: f64, decimals: u8) -> Category;

    /// `n` written with `decimals` decimals, as a percentage of 1 if `percent`.
    fn write(&self, n: f64, decimals: u8, percent: bool, out: &mut String);
}

/// English's numbers: `1,234`, `97.5%`, and `one` for 1 alone.
#[derive(Clone, Copy, Debug, Default)]
pub struct EnglishNumbers;

impl Numbers for EnglishNumbers {
    fn category(&self, n: f64, decimals: u8) -> Category {
        match decimals == 0 && n == 1.0 {
            true => Category::One,
            false => Category::Other,
        }
    }

    fn write(&self, n: f64, decimals: u8, percent: bool, out: &mut String) {
        // Whole numbers only, scaled by the decimals, and their digits written one by one:
        // Rust's formatting of numbers would cost the first visit kilobytes.
        let places = u32::from(decimals.min(6));
        let n = if percent { n * 100.0 } else { n };
        let scaled = (n.abs() * 10_u64.pow(places) as f64).round() as u64;
        if n < 0.0 && scaled > 0 {
            out.push('-');
        }
        let mut digits = [b'0'; 20];
        let mut count = 0;
        let mut rest = scaled;
        while rest > 0 || count <= places as usize {
            digits[count] = b'0' + (rest % 10) as u8;
            rest /= 10;
            count += 1;
        }
        for i in (0..count).rev() {
            let whole_left = i.checked_sub(places as usize);
            out.push(char::from(digits[i]));
            match whole_left {
                Some(0) if places > 0 => out.push('.'),
                Some(left) if left > 0 && left % 3 == 0 => out.push(','),
                _ => {}
            }
        }
        if percent {
            out.push('%');
        }
    }
}

/// The words a visit speaks: the language, its numbers, and its tables that have arrived.
struct Spoken {
    lang: Lang,
    numbers: Option<Box<dyn Numbers>>,
    tables: Option<&'static Catalogue>,
}

thread_local! {
    static SPOKEN: RefCell<Spoken> = const {
        RefCell::new(Spoken { lang: Lang::ENGLISH, numbers: None, tables: None })
    };
}

/// A language's tables, one for each file of its catalogue, in [`FILES`]' order.
#[derive(Debug)]
pub struct Catalogue {
    /// The language.
    pub lang: Lang,
    /// Its messages, file by file.
    pub files: [&'static [Message]; FILES.len()],
}

/// From now on the page speaks `lang`, with its `numbers` (English's if `None`). Its
/// messages are English's until its catalogue is heard ([`hear`]); English needs none.
pub fn speak(lang: Lang, numbers: Option<Box<dyn Numbers>>) {
    SPOKEN.with(|spoken| {
        *spoken.borrow_mut() = Spoken {
            lang,
            numbers,
            tables: None,
        };
    });
}

/// The catalogue of the language being spoken has arrived; one of another language (a
/// language changed while it was on its way) is ignored.
pub fn hear(catalogue: &'static Catalogue) {
    SPOKEN.with(|spoken| {
        let mut spoken = spoken.borrow_mut();
        if spoken.lang == catalogue.lang && catalogue.lang != Lang::ENGLISH {
            spoken.tables = Some(catalogue);
        }
    });
}

/// The language being spoken.
pub fn spoken() -> Lang {
    SPOKEN.with(|spoken| spoken.borrow().lang)
}

/// Whether the language being spoken can word every message: English always, any other once
/// its catalogue has been heard.
pub fn ready() -> bool {
    SPOKEN.with(|spoken| {
        let spoken = spoken.borrow();
        spoken.lang == Lang::ENGLISH || spoken.tables.is_some()
    })
}

/// Message `index` of `file`, worded in the language being spoken (English's, `english`, until
/// its catalogue arrives), with `args`. The generated functions of each file call this.
fn say(file: usize, english: &'static [Message], index: usize, args: &[Arg]) -> String {
    SPOKEN.with(|spoken| {
        let spoken = spoken.borrow();
        let table = spoken.tables.map_or(english, |tables| tables.files[file]);
        let Some(message) = table.get(index).or_else(|| english.get(index)) else {
            return String::new();
        };
        let numbers: &dyn Numbers = spoken.numbers.as_deref().unwrap_or(&EnglishNumbers);
        let mut out = String::new();
        fill(message, args, numbers, spoken.lang.language().rtl, &mut out);
        out
    })
}

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
