//! The server's clock and the token bucket its rates are kept with: a leaf that the rooms and
//! the sockets both use, and that uses neither.

use std::time::{SystemTime, UNIX_EPOCH};

use tokio::time::Instant;

use crate::room::Millis;

/// The time on the server's clock: milliseconds since 1970, so that a restart keeps it.
pub fn now() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as Millis)
}

/// A token bucket: it fills at a steady rate up to its size, and each thing allowed takes a
/// token.
#[derive(Clone, Copy, Debug)]
pub struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    /// A full bucket of `size` tokens.
    pub fn full(size: f64) -> Bucket {
        Bucket {
            tokens: size,
            at: Instant::now(),
        }
    }

    /// Fills the bucket by `per_second` for the time since the last call, up to `size`.
    fn fill(&mut self, per_second: f64, size: f64) {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.at).as_secs_f64() * per_second).min(size);
        self.at = now;
    }

    /// Takes a token if there is one, after filling the bucket for the time since the last call.
    pub fn take(&mut self, per_second: f64, size: f64) -> bool {
        self.fill(per_second, size);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether the bucket, once filled, is within a token of `size`.
    pub fn nearly_full(&mut self, per_second: f64, size: f64) -> bool {
        self.fill(per_second, size);
        self.tokens >= size - 1.0
    }
}
