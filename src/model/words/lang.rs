//! A language the page speaks, and where a visit's came from.

/// A language the page speaks: its place in [`super::LANGUAGES`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lang(pub(super) u8);

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
