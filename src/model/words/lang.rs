//! A language the page speaks, and where a visit's came from (the boot script chooses it: see
//! `public/boot.js`).

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
