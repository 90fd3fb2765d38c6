//! Just enough JSON for what the page stores: a strict reader into a [`Value`] tree, a writer
//! for strings, and an [`Object`] that hands out its fields one by one and refuses whatever is
//! left over. The stored data is a few small objects, so a tree costs nothing; a JSON library
//! with serde's derived code cost the page's wasm about 10 KB gzipped.
//!
//! Reading follows RFC 8259 to the letter (no comments, no trailing commas, no lone surrogates)
//! and never panics: anything else is a [`Syntax`] error.
//!
//! ```
//! use mancala::model::json::{self, Value};
//!
//! let value = json::parse(r#"{"name": "Kalah \u2603", "pits": [6, 4]}"#).unwrap();
//! let mut object = value.into_object().unwrap();
//! assert_eq!(object.take("name").unwrap().as_str(), Some("Kalah \u{2603}"));
//! assert!(object.finish().is_err(), "pits was not taken");
//! let mut text = String::new();
//! json::write_str(&mut text, "say \"hi\"\n");
//! assert_eq!(text, r#""say \"hi\"\n""#);
//! ```

use std::fmt;

/// A JSON value. Numbers keep their text, so that reading one as a whole number is exact and
/// a fraction or a sign is refused rather than rounded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written.
    Number(String),
    /// A string, its escapes resolved.
    String(String),
    /// An array.
    Array(Vec<Value>),
    /// An object's fields in their order (a name may repeat; see [`Value::into_object`]).
    Object(Vec<(String, Value)>),
}

/// Text that is not JSON, with the byte offset where reading stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Syntax(pub usize);

impl fmt::Display for Syntax {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not JSON at byte {}", self.0)
    }
}

/// A value of the wrong kind, or an object with a field missing, repeated or unexpected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch(pub String);

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Nesting deeper than this is refused, so that no text can exhaust the stack.
const MAX_DEPTH: usize = 64;

/// Reads a whole text as one JSON value.
///
/// # Errors
/// [`Syntax`] when the text is not exactly one JSON value (surrounding white space allowed).
pub fn parse(text: &str) -> Result<Value, Syntax> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = reader.value(0)?;
    reader.space();
    match reader.at == reader.bytes.len() {
        true => Ok(value),
        false => Err(Syntax(reader.at)),
    }
}

/// Appends `text` as a JSON string, quoted and escaped.
pub fn write_str(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                out.push_str("\\u00");
                for shift in [4, 0] {
                    let digit = (u32::from(c) >> shift) & 0xF;
                    out.push(char::from_digit(digit, 16).unwrap_or('0'));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

impl Value {
    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(text) => Some(text),
            _ => None,
        }
    }

    /// The boolean, if this is one.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The number, if this is a whole number written without sign, fraction or exponent that
    /// fits in a `u64`.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(text) if text.bytes().all(|b| b.is_ascii_digit()) => text.parse().ok(),
            _ => None,
        }
    }

    /// The fields of an object, ready to be taken one by one.
    ///
    /// # Errors
    /// [`Mismatch`] when this is not an object, or names a field twice.
    pub fn into_object(self) -> Result<Object, Mismatch> {
        let Value::Object(fields) = self else {
            return Err(Mismatch("not an object".into()));
        };
        for (i, (name, _)) in fields.iter().enumerate() {
            if fields[..i].iter().any(|(earlier, _)| earlier == name) {
                return Err(Mismatch(format!("the field \"{name}\" twice")));
            }
        }
        Ok(Object { fields })
    }
}

/// An object's fields, each taken once by name; [`Object::finish`] refuses any left untaken.
#[derive(Debug)]
pub struct Object {
    fields: Vec<(String, Value)>,
}

impl Object {
    /// Takes the field `name`.
    ///
    /// # Errors
    /// [`Mismatch`] when there is no such field.
    pub fn take(&mut self, name: &str) -> Result<Value, Mismatch> {
        let i = self
            .fields
            .iter()
            .position(|(field, _)| field == name)
            .ok_or_else(|| Mismatch(format!("no field \"{name}\"")))?;
        Ok(self.fields.remove(i).1)
    }

    /// The fields not yet taken, in their order, leaving none.
    pub fn drain(&mut self) -> Vec<(String, Value)> {
        std::mem::take(&mut self.fields)
    }

    /// Says whether every field was taken.
    ///
    /// # Errors
    /// [`Mismatch`] naming the first field left over.
    pub fn finish(self) -> Result<(), Mismatch> {
        match self.fields.first() {
            None => Ok(()),
            Some((name, _)) => Err(Mismatch(format!("an unknown field \"{name}\""))),
        }
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn error<T>(&self) -> Result<T, Syntax> {
        Err(Syntax(self.at))
    }

    /// Consumes `literal` if the text continues with it.
    fn eat(&mut self, literal: &str) -> bool {
        let found = self.bytes[self.at..].starts_with(literal.as_bytes());
        if found {
            self.at += literal.len();
        }
        found
    }

    fn value(&mut self, depth: usize) -> Result<Value, Syntax> {
        if depth > MAX_DEPTH {
            return self.error();
        }
        self.space();
        match self.peek() {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ if self.eat("null") => Ok(Value::Null),
            _ if self.eat("true") => Ok(Value::Bool(true)),
            _ if self.eat("false") => Ok(Value::Bool(false)),
            _ => self.error(),
        }
    }

    /// The items of an array or object between `open` and `close`, each read by `item`.
    fn items<T>(
        &mut self,
        close: u8,
        mut item: impl FnMut(&mut Self) -> Result<T, Syntax>,
    ) -> Result<Vec<T>, Syntax> {
        self.at += 1;
        let mut items = Vec::new();
        self.space();
        if self.peek() == Some(close) {
            self.at += 1;
            return Ok(items);
        }
        loop {
            items.push(item(self)?);
            self.space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(c) if c == close => {
                    self.at += 1;
                    return Ok(items);
                }
                _ => return self.error(),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, Syntax> {
        self.items(b']', |reader| reader.value(depth + 1))
            .map(Value::Array)
    }

    fn object(&mut self, depth: usize) -> Result<Value, Syntax> {
        self.items(b'}', |reader| {
            reader.space();
            if reader.peek() != Some(b'"') {
                return reader.error();
            }
            let name = reader.string()?;
            reader.space();
            if !reader.eat(":") {
                return reader.error();
            }
            Ok((name, reader.value(depth + 1)?))
        })
        .map(Value::Object)
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Result<Value, Syntax> {
        let start = self.at;
        self.eat("-");
        let whole = self.at;
        match self.digits() {
            0 => return self.error(),
            n if n > 1 && self.bytes[whole] == b'0' => return Err(Syntax(whole)),
            _ => {}
        }
        if self.eat(".") && self.digits() == 0 {
            return self.error();
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if self.digits() == 0 {
                return self.error();
            }
        }
        // Only ASCII was consumed, so this slice is whole characters.
        let text = String::from_utf8_lossy(&self.bytes[start..self.at]).into_owned();
        Ok(Value::Number(text))
    }

    /// Four hex digits of a `\u` escape.
    fn hex4(&mut self) -> Result<u32, Syntax> {
        let digits = self
            .bytes
            .get(self.at..self.at + 4)
            .ok_or(Syntax(self.at))?;
        let mut code = 0;
        for &b in digits {
            code = code * 16 + char::from(b).to_digit(16).ok_or(Syntax(self.at))?;
        }
        self.at += 4;
        Ok(code)
    }

    fn string(&mut self) -> Result<String, Syntax> {
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let Some(b) = self.peek() else {
                return self.error();
            };
            self.at += 1;
            match b {
                b'"' => break,
                0..0x20 => return Err(Syntax(self.at - 1)),
                b'\\' => {
                    let Some(escape) = self.peek() else {
                        return self.error();
                    };
                    self.at += 1;
                    let c = match escape {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode()?,
                        _ => return Err(Syntax(self.at - 1)),
                    };
                    let mut buffer = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
                }
                b => out.push(b),
            }
        }
        // The input was a &str and escapes add whole characters, so this cannot fail.
        String::from_utf8(out).map_err(|_| Syntax(self.at))
    }

    /// The character of a `\u` escape (the `\u` already read), joining a surrogate pair.
    fn unicode(&mut self) -> Result<char, Syntax> {
        let first = self.hex4()?;
        let code = match first {
            0xD800..=0xDBFF => {
                if !self.eat("\\u") {
                    return self.error();
                }
                let second = self.hex4()?;
                if !(0xDC00..=0xDFFF).contains(&second) {
                    return self.error();
                }
                0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            }
            0xDC00..=0xDFFF => return self.error(),
            code => code,
        };
        char::from_u32(code).ok_or(Syntax(self.at))
    }
}
