//! What storage held under one of the page's keys, as the page read it ([`Stored`]), and why a
//! stored value was not used: the one error every stored key's reading gives, which the
//! notices put in words and the visit's opening carries.

use std::fmt;

use crate::model::words::shell;

/// Why stored data was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON at all.
    Corrupt,
    /// JSON, but not in the shape its version has.
    Shape(String),
    /// A version this code does not know (written by a newer page, or garbage).
    Version(u64),
    /// Numbers that cannot be true.
    Absurd(String),
}

/// What went wrong, in words for the player: no parser's internals, which say nothing to
/// them (the variants keep the details for the tests and for debugging).
impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            LoadError::Corrupt => shell::corrupt_reason(),
            LoadError::Shape(_) => shell::shape_reason(),
            LoadError::Version(_) => shell::version_reason(),
            LoadError::Absurd(_) => shell::absurd_reason(),
        })
    }
}

impl std::error::Error for LoadError {}

/// The browser refused to let the page use storage at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused;

/// What storage held under one of the page's keys, as the page read it: `Ok(None)` if nothing,
/// the value or why it could not be read (see `crate::model::formats`), or [`Refused`]. The page
/// reads the stored text itself, so that the session (and the first part of the page module)
/// carries no JSON.
pub type Stored<T> = Result<Option<Result<T, LoadError>>, Refused>;
