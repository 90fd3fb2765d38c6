//! What the page keeps between visits, as text, one file per stored key: the settings, the
//! statistics, the game in progress, the lessons done and the puzzles' record, each as
//! versioned JSON under one key, with every choice written as its slug. The text is read and
//! written by serde_json through the stored types' derived code. Reading is strict (a record
//! that cannot be true is refused whole; a field unknown, missing or given twice is refused; a
//! number is read only as the whole number it must be), never panics, and carries every older
//! version this code knows forward to the current one, so nothing a released page wrote is lost.
//!
//! Version 1 (the first release) keyed records by the link form of their rule set and the
//! lower-cased label of their level, and held the settings as a link query. Version 2 keys
//! everything by slugs: rule sets by
//! [`RuleSet::slug`](crate::model::play::records::RuleSet::slug), levels by
//! [`Choice::slug`], and settings as one field per setting.
//!
//! ```
//! use mancala::model::store::{stats_from_json, stats_to_json};
//!
//! let v1 = r#"{"version":1,"records":{"seeds=5":{"hard":{"played":1,"won":0,"lost":1,
//!     "drawn":0,"streak":0,"best_streak":0,"fastest_win_ms":null,"most_seeds":0,
//!     "biggest_margin":0}}}}"#;
//! let stats = stats_from_json(v1).expect("a version-1 record still reads");
//! assert!(stats_to_json(&stats).contains(r#""5-seeds":{"hard":"#));
//! ```
//!
//! Only the router reads and writes through here (and the web layer, which holds the keys);
//! the modes hand it their plain data and never import it.

mod game;
mod lessons;
mod puzzles;
mod seats;
mod settings;
mod stats;

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, DeserializeOwned, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::model::common::stored::LoadError;
use crate::model::settings::Choice;
use crate::model::share::link::RoomId;

pub use game::{GAME_KEY, GAME_VERSION, game_from_json, game_to_json};
pub use lessons::{LESSONS_KEY, LESSONS_VERSION, lessons_from_json, lessons_to_json};
pub use puzzles::{PUZZLES_KEY, PUZZLES_VERSION, puzzles_from_json, puzzles_to_json};
pub use seats::{SEATS_KEY, SEATS_VERSION, seats_from_json, seats_to_json};
pub use settings::{SETTINGS_KEY, settings_from_json, settings_to_json};
pub use stats::{STATS_KEY, STATS_VERSION, stats_from_json, stats_to_json};

/// The schema version this code writes for the settings. The statistics shared it until the
/// results online gave them a version 3 ([`STATS_VERSION`]).
pub const VERSION: u64 = 2;

/// Reads `text` as a `T`: text that is not JSON is [`LoadError::Corrupt`], JSON of another
/// shape is [`LoadError::Shape`].
fn read<T: DeserializeOwned>(text: &str) -> Result<T, LoadError> {
    serde_json::from_str(text).map_err(|error| match error.is_syntax() || error.is_eof() {
        true => LoadError::Corrupt,
        false => LoadError::Shape(error.to_string()),
    })
}

/// A room's id as stored (in the seats held and the online games counted).
fn room_id(text: &str) -> Result<RoomId, LoadError> {
    RoomId::new(text).ok_or_else(|| LoadError::Absurd(format!("{text:?} is not a room's id")))
}

/// What every stored object starts with: the version, which says what shape the rest has.
/// The other fields are skipped here and read once the version is known.
#[derive(Deserialize)]
struct Head {
    version: u64,
}

/// The version of stored JSON. Text that is not JSON at all is [`LoadError::Corrupt`] whatever
/// its beginning, so it is read through whole before its version is looked at.
fn version_of(text: &str) -> Result<u64, LoadError> {
    read::<IgnoredAny>(text)?;
    read::<Head>(text).map(|head| head.version)
}

/// Reads an optional field that must be written out when it is there: `null` is refused. With
/// `#[serde(default)]`, a missing field is `None`.
fn some<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

/// A JSON object whose field names are data (rule sets, levels), kept in their order. A name
/// given twice is refused, where serde's own maps would keep the last.
struct Keyed<T>(Vec<(String, T)>);

impl<T: Serialize> Serialize for Keyed<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(name, value)| (name, value)))
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Keyed<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Fields<T>(PhantomData<T>);

        impl<'de, T: Deserialize<'de>> Visitor<'de> for Fields<T> {
            type Value = Keyed<T>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Keyed<T>, A::Error> {
                let mut fields: Vec<(String, T)> = Vec::new();
                while let Some(name) = map.next_key::<String>()? {
                    if fields.iter().any(|(seen, _)| *seen == name) {
                        return Err(de::Error::custom(format_args!("the field {name:?} twice")));
                    }
                    let value = map.next_value()?;
                    fields.push((name, value));
                }
                Ok(Keyed(fields))
            }
        }

        deserializer.deserialize_map(Fields(PhantomData))
    }
}

/// The stored types hold only strings, whole numbers, booleans, lists and string-keyed
/// objects, which serde_json always writes; the empty object stands in should it ever not.
fn to_json(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "{}".into())
}

/// The value a stored slug names, exactly as written.
fn slug<T: Choice>(text: &str, what: &str) -> Result<T, LoadError> {
    T::from_slug(text)
        .filter(|value| value.slug() == text)
        .ok_or_else(|| LoadError::Shape(format!("an unknown {what} {text:?}")))
}
