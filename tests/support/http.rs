//! An HTTP/1.1 answer as the tests read it off a socket they sent `Connection: close` on: the
//! status, the headers (names lower-cased) and the body, as bytes.

/// An answer.
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    /// The answer in `bytes`, everything the server sent before it closed, or `None` if they
    /// hold no head and status line.
    pub fn read(bytes: &[u8]) -> Option<Answer> {
        let end = bytes.windows(4).position(|w| w == b"\r\n\r\n")?;
        let head = String::from_utf8_lossy(&bytes[..end]).into_owned();
        let mut lines = head.split("\r\n");
        let status = lines.next()?.split(' ').nth(1)?.parse().ok()?;
        let headers = lines
            .filter_map(|line| line.split_once(':'))
            .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_owned()))
            .collect();
        Some(Answer {
            status,
            headers,
            body: bytes[end + 4..].to_vec(),
        })
    }

    /// The value of the header `name` (lower-case), if it was sent.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The body as text, for a page or a JSON answer.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}
