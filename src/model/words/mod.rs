//! The page's languages, and the one way a sentence is made: a message of the language's
//! catalogue, filled in with typed values.
//!
//! The catalogues are written in Project Fluent's format, one folder a language under
//! `src/lang/` (`en/` is the reference, and the one a language's messages are checked against),
//! and compiled when the crate is built (`src/lang/build/`): each message becomes one string
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

mod lang;
mod message;
mod numbers;
mod pack;

pub use lang::{Lang, Language};
pub use message::{Message, choices, fill};
pub use numbers::{Arg, Category, EnglishNumbers, Numbers};

include!(concat!(env!("OUT_DIR"), "/words.rs"));

/// A message as the tests see it: its id, and each value's name and kind as English declares
/// them (see [`MESSAGES`]).
pub type Described = (&'static str, &'static [(&'static str, &'static str)]);

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

/// Message `index` of `file`, worded in the language being spoken (`english` until its
/// catalogue arrives), with `args`. The generated functions of each file call this, each with
/// its English words, so that a message's English goes into the part of the page that uses it.
fn say(file: usize, index: usize, english: Message, args: &[Arg]) -> String {
    SPOKEN.with(|spoken| {
        let spoken = spoken.borrow();
        let message = spoken
            .tables
            .and_then(|tables| tables.files.get(file))
            .and_then(|table| table.get(index))
            .copied()
            .unwrap_or(english);
        let numbers: &dyn Numbers = spoken.numbers.as_deref().unwrap_or(&EnglishNumbers);
        let mut out = String::new();
        fill(message, args, numbers, spoken.lang.language().rtl, &mut out);
        out
    })
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
    /// Portuguese). The pseudo-language is only ever named exactly. The boot script, which
    /// chooses the visit's language, reads a tag the same way (`served` in public/boot.js).
    ///
    /// ```
    /// use mancala::model::words::Lang;
    ///
    /// assert_eq!(Lang::for_reader("fr-CA").map(Lang::tag), Some("fr"));
    /// assert_eq!(Lang::for_reader("PT_pt").map(Lang::tag), Some("pt-BR"));
    /// assert_eq!(Lang::for_reader("en-xa").map(Lang::tag), Some("en-XA"));
    /// assert_eq!(Lang::for_reader("en-XB").map(Lang::tag), Some("en"));
    /// assert_eq!(Lang::for_reader("tlh"), None);
    /// ```
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
}

/// The link key of the language.
pub const LINK_KEY: &str = "lang";

/// `query` (a link's query, without its `?`) with `lang` as its `lang=`, in place of any it
/// had; with `None`, with none.
///
/// ```
/// use mancala::model::words::{Lang, with_lang};
///
/// let french = Lang::from_tag("fr");
/// assert_eq!(with_lang("level=hard", french), "level=hard&lang=fr");
/// assert_eq!(with_lang("lang=de&level=hard", french), "level=hard&lang=fr");
/// assert_eq!(with_lang("", french), "lang=fr");
/// assert_eq!(with_lang("LANG=de&online", None), "online");
/// assert_eq!(with_lang("language=de&lang", None), "language=de");
/// ```
pub fn with_lang(query: &str, lang: Option<Lang>) -> String {
    // By hand rather than by splitting into pairs: this runs on every change of the address, and
    // its code is part of every first visit.
    let mut out = String::with_capacity(query.len() + 12);
    for pair in query.split('&') {
        let key = pair.split('=').next().unwrap_or(pair);
        if pair.is_empty() || key.eq_ignore_ascii_case(LINK_KEY) {
            continue;
        }
        if !out.is_empty() {
            out.push('&');
        }
        out.push_str(pair);
    }
    if let Some(lang) = lang {
        if !out.is_empty() {
            out.push('&');
        }
        out.push_str(LINK_KEY);
        out.push('=');
        out.push_str(lang.tag());
    }
    out
}
