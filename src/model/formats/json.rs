//! The JSON that every stored format reads and writes with: strict reading and the error it
//! gives, the version at the head of every record ([`Versioned`]), and the shapes serde gives
//! less strictly than the formats need (a field that may be missing but not `null`, an object
//! whose field names are data, a slug read exactly as written).

use std::fmt;
use std::marker::PhantomData;

use serde::de::value::MapDeserializer;
use serde::de::{self, DeserializeOwned, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer, ser};
use serde_json::value::RawValue;

use crate::model::common::stored::LoadError;
use crate::model::settings::Choice;
use crate::model::share::link::RoomId;

/// Reads `text` as a `T`: text that is not JSON is [`LoadError::Corrupt`], JSON of another
/// shape is [`LoadError::Shape`].
pub(super) fn read<T: DeserializeOwned>(text: &str) -> Result<T, LoadError> {
    serde_json::from_str(text).map_err(|error| match error.is_syntax() || error.is_eof() {
        true => LoadError::Corrupt,
        false => LoadError::Shape(error.to_string()),
    })
}

/// A room's id as stored (in the seats held and the online games counted).
pub(super) fn room_id(text: &str) -> Result<RoomId, LoadError> {
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
pub(super) fn version_of(text: &str) -> Result<u64, LoadError> {
    read::<IgnoredAny>(text)?;
    read::<Head>(text).map(|head| head.version)
}

/// Reads the body of stored text whose version must be `version`: any other is
/// [`LoadError::Version`].
pub(super) fn read_version<T: DeserializeOwned>(text: &str, version: u64) -> Result<T, LoadError> {
    match version_of(text)? {
        found if found == version => read_body(text),
        other => Err(LoadError::Version(other)),
    }
}

/// Reads the body of stored text whose version has been read (with [`version_of`]) and says
/// which body it has.
pub(super) fn read_body<T: DeserializeOwned>(text: &str) -> Result<T, LoadError> {
    read::<Versioned<T>>(text).map(|stored| stored.body)
}

/// Writes `body` as stored text of `version`.
pub(super) fn write<T: Serialize>(version: u64, body: T) -> String {
    to_json(&Versioned { version, body })
}

/// A stored object: its version, then the fields of its body, `{"version":2,"vs":…}`. Every
/// stored format is one. The body's type holds the other fields and refuses any it does not
/// know; the version, read first ([`version_of`]), says which body type the rest is read as.
pub(super) struct Versioned<T> {
    pub(super) version: u64,
    pub(super) body: T,
}

impl<T: Serialize> Serialize for Versioned<T> {
    /// The body's own JSON, in its fields' order, with the version put before them.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let body = serde_json::to_string(&self.body).map_err(ser::Error::custom)?;
        let fields = body
            .strip_prefix('{')
            .ok_or_else(|| ser::Error::custom("a stored body is an object"))?;
        let comma = if fields == "}" { "" } else { "," };
        let text = format!("{{\"version\":{}{comma}{fields}", self.version);
        RawValue::from_string(text)
            .map_err(ser::Error::custom)?
            .serialize(serializer)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Versioned<T> {
    /// The version, and every other field handed to the body as it was written, a field
    /// given twice included (so that the body's own reading refuses it).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Fields<T>(PhantomData<T>);

        impl<'de, T: Deserialize<'de>> Visitor<'de> for Fields<T> {
            type Value = Versioned<T>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object with a version")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Versioned<T>, A::Error> {
                let mut version = None;
                let mut rest: Vec<(String, &'de RawValue)> = Vec::new();
                while let Some(name) = map.next_key::<String>()? {
                    if name != "version" {
                        rest.push((name, map.next_value()?));
                    } else if version.replace(map.next_value::<u64>()?).is_some() {
                        return Err(de::Error::duplicate_field("version"));
                    }
                }
                let version = version.ok_or_else(|| de::Error::missing_field("version"))?;
                let body = T::deserialize(MapDeserializer::<_, serde_json::Error>::new(
                    rest.into_iter(),
                ))
                .map_err(de::Error::custom)?;
                Ok(Versioned { version, body })
            }
        }

        deserializer.deserialize_map(Fields(PhantomData))
    }
}

/// Whether an optional field is left out when written: when it is `None`. Such a field is read
/// with [`some`], so that a page from before the field reads what this one writes without it.
pub(super) fn absent<T>(value: &Option<T>) -> bool {
    value.is_none()
}

/// Reads an optional field that must be written out when it is there: `null` is refused. With
/// `#[serde(default)]`, a missing field is `None`.
pub(super) fn some<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

/// A JSON object whose field names are data (rule sets, levels), kept in their order. A name
/// given twice is refused, where serde's own maps would keep the last.
pub(super) struct Keyed<T>(pub(super) Vec<(String, T)>);

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
pub(super) fn slug<T: Choice>(text: &str, what: &str) -> Result<T, LoadError> {
    T::from_slug(text)
        .filter(|value| value.slug() == text)
        .ok_or_else(|| LoadError::Shape(format!("an unknown {what} {text:?}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Body {
        zeta: u32,
        alpha: Vec<u8>,
        #[serde(default, skip_serializing_if = "absent", deserialize_with = "some")]
        note: Option<String>,
    }

    fn body(note: Option<&str>) -> Body {
        Body {
            zeta: 7,
            alpha: vec![1, 2],
            note: note.map(String::from),
        }
    }

    #[test]
    fn a_versioned_body_is_written_version_first_in_its_fields_order_and_reads_back() {
        let text = write(4, body(None));
        assert_eq!(text, r#"{"version":4,"zeta":7,"alpha":[1,2]}"#);
        assert_eq!(read_version::<Body>(&text, 4), Ok(body(None)));
        let noted = write(4, body(Some("x")));
        assert_eq!(noted, r#"{"version":4,"zeta":7,"alpha":[1,2],"note":"x"}"#);
        assert_eq!(read_version::<Body>(&noted, 4), Ok(body(Some("x"))));
        // The version may come anywhere, as JSON allows.
        let late = r#"{"zeta":7,"alpha":[1,2],"version":4}"#;
        assert_eq!(read_version::<Body>(late, 4), Ok(body(None)));
        // Inside another stored object, it is written the same way.
        let nested = to_json(&[Versioned {
            version: 2,
            body: body(None),
        }]);
        assert_eq!(nested, r#"[{"version":2,"zeta":7,"alpha":[1,2]}]"#);
    }

    #[test]
    fn a_versioned_body_is_read_as_strictly_as_its_own_type() {
        let shape = |text: &str| {
            assert!(
                matches!(read_version::<Body>(text, 4), Err(LoadError::Shape(_))),
                "{text}: {:?}",
                read_version::<Body>(text, 4)
            );
        };
        shape(r#"{"version":4,"zeta":7,"alpha":[1,2],"extra":0}"#);
        shape(r#"{"version":4,"zeta":7,"zeta":8,"alpha":[1,2]}"#);
        shape(r#"{"version":4,"version":4,"zeta":7,"alpha":[1,2]}"#);
        shape(r#"{"version":4,"zeta":7}"#);
        shape(r#"{"version":4,"zeta":7.5,"alpha":[1,2]}"#);
        shape(r#"{"version":4,"zeta":7,"alpha":[1,2],"note":null}"#);
        assert_eq!(
            read_version::<Body>(r#"{"version":5,"zeta":7,"alpha":[]}"#, 4),
            Err(LoadError::Version(5))
        );
        assert_eq!(
            read_version::<Body>(r#"{"version":4,"zeta":7"#, 4),
            Err(LoadError::Corrupt)
        );
    }
}
