//! One WebSocket as the server holds it, a room's or the queue's: it owns the socket's framing,
//! its pings, its rate, its time limits and how it ends (after mini-redis's `Connection`, with
//! the shutdown handed to it).
//!
//! - **Writes are bounded.** A frame the page does not take within [`WRITE_WITHIN`] ends the
//!   socket (the listening socket's own write limit holds under this one too).
//! - **A page that stops reading is found.** The server pings every [`PING_EVERY`]; a ping not
//!   answered within [`PONG_WITHIN`] ends the socket. A browser answers pings by itself, even
//!   in a tab in the background; a client that never reads never answers.
//! - **Rate.** Each frame takes a token of a bucket that fills at [`MESSAGES_PER_SECOND`] up to
//!   [`BURST`]. A frame over the rate is a strike, and strikes are forgiven at
//!   [`FORGIVEN_PER_SECOND`]: a socket is closed only when it keeps sending well over its rate,
//!   never for bursts whose average is under it.
//! - **Every end is said.** The socket closes with a close frame, its code and a short reason
//!   ([`End`]), after what was sent before it; then the server reads until the page's own close
//!   (for a moment at most), so that the connection ends cleanly rather than with a reset that
//!   could lose the last frames.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, close_code};
use tokio::time::{Instant, Interval, MissedTickBehavior, interval, sleep_until, timeout};
use tokio_util::sync::CancellationToken;

use super::metrics::{Kind, Metrics};
use super::time::{Bucket, now};
use crate::room::Millis;

/// How often the server pings a page (and so measures its round trip).
pub const PING_EVERY: Duration = Duration::from_secs(5);

/// How long a ping may go unanswered before the socket is closed: a page that stops reading is
/// closed within `PING_EVERY + PONG_WITHIN` of its last read.
pub const PONG_WITHIN: Duration = Duration::from_secs(8);

/// How long one frame may take to be written before the socket is closed.
pub const WRITE_WITHIN: Duration = Duration::from_secs(10);

/// How long the server waits for the page's own close frame after sending its own.
const CLOSE_WITHIN: Duration = Duration::from_secs(2);

/// Messages a socket may send a second, on average.
pub const MESSAGES_PER_SECOND: f64 = 8.0;

/// Messages a socket may send at once, in a burst.
pub const BURST: f64 = 16.0;

/// Strikes (frames over the rate) after which a socket is closed.
pub const STRIKES: f64 = 32.0;

/// Strikes forgiven a second.
pub const FORGIVEN_PER_SECOND: f64 = 4.0;

/// Why a socket ends, and so its close frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The page closed it, or the connection is gone: nothing more to say.
    Gone,
    /// Its work is done (the queue paired the page): 1000.
    Done,
    /// The server is stopping: 1001.
    Stopping,
    /// The page broke a rule: 1008.
    Policy(Breach),
    /// A frame over the size limit: 1009.
    TooBig,
    /// The server cannot serve it now (full, or the room is starting again): 1013.
    Again(&'static str),
}

/// The rule a page broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Breach {
    /// It said no hello in time.
    NoHello,
    /// It left a ping unanswered: it no longer reads.
    NoPong,
    /// It kept sending well over its rate.
    Flood,
    /// It fell too far behind the room's messages.
    Behind,
    /// Its seat was taken by a newer socket.
    Elsewhere,
    /// It spoke while waiting in the queue, which is not spoken to.
    SpokeInLine,
}

impl Breach {
    /// The close frame's reason.
    fn reason(self) -> &'static str {
        match self {
            Breach::NoHello => "no hello",
            Breach::NoPong => "no answer to pings",
            Breach::Flood => "too many messages",
            Breach::Behind => "too far behind",
            Breach::Elsewhere => "the seat was taken elsewhere",
            Breach::SpokeInLine => "the queue is not spoken to",
        }
    }
}

impl End {
    /// The refusal this end counts as, if any: a seat taken elsewhere is counted when the
    /// referee says so ([`Kind::replaced`]), and the ends that are no one's fault are not.
    fn kind(self) -> Option<Kind> {
        Some(match self {
            End::Policy(Breach::NoHello) => Kind::no_hello,
            End::Policy(Breach::NoPong) => Kind::no_pong,
            End::Policy(Breach::Flood) => Kind::flood,
            End::Policy(Breach::Behind) => Kind::behind,
            End::Policy(Breach::SpokeInLine) => Kind::spoke_in_line,
            End::TooBig => Kind::too_big,
            End::Policy(Breach::Elsewhere)
            | End::Gone
            | End::Done
            | End::Stopping
            | End::Again(_) => return None,
        })
    }

    fn frame(self) -> Option<CloseFrame> {
        let (code, reason) = match self {
            End::Gone => return None,
            End::Done => (close_code::NORMAL, "done"),
            End::Stopping => (close_code::AWAY, "the server is stopping"),
            End::Policy(breach) => (close_code::POLICY, breach.reason()),
            End::TooBig => (close_code::SIZE, "a frame over the size limit"),
            End::Again(reason) => (close_code::AGAIN, reason),
        };
        Some(CloseFrame {
            code,
            reason: Utf8Bytes::from_static(reason),
        })
    }
}

/// What a page sent that its socket's owner must hear.
#[derive(Debug)]
pub enum Heard {
    /// A text frame.
    Text(Utf8Bytes),
    /// A binary frame, which the protocol has none of.
    Binary,
    /// A pong to the last ping: the round trip in milliseconds.
    RoundTrip(Millis),
    /// A frame over the rate: it was dropped, and the page should be told the server is busy.
    TooFast,
}

/// A socket, with its limits: see the module's comment.
pub struct Connection {
    socket: WebSocket,
    shutdown: CancellationToken,
    metrics: Arc<Metrics>,
    ping: Interval,
    /// A ping due to be written: kept until it is, since the owner may drop a call to
    /// [`Connection::next`] while the write waits.
    ping_due: Option<[u8; 8]>,
    /// The last ping sent and when, until it is answered.
    pinged: Option<([u8; 8], Instant)>,
    rate: Bucket,
    strikes: f64,
    struck: Instant,
}

impl Connection {
    /// Holds `socket` until `shutdown` is cancelled or it ends, counting its refusals in
    /// `metrics`.
    pub fn new(
        socket: WebSocket,
        shutdown: CancellationToken,
        metrics: Arc<Metrics>,
    ) -> Connection {
        let mut ping = interval(PING_EVERY);
        ping.set_missed_tick_behavior(MissedTickBehavior::Delay);
        Connection {
            socket,
            shutdown,
            metrics,
            ping,
            ping_due: None,
            pinged: None,
            rate: Bucket::full(BURST),
            strikes: 0.0,
            struck: Instant::now(),
        }
    }

    /// The next thing the page sent that matters, with the pings sent and their answers read
    /// on the way; or why the socket must end. Cancel-safe: a frame is never half read.
    ///
    /// # Errors
    ///
    /// The [`End`] the socket must close with: see [`Connection::close`].
    pub async fn next(&mut self) -> Result<Heard, End> {
        loop {
            if let Some(stamp) = self.ping_due {
                self.write(Message::Ping(stamp.to_vec().into())).await?;
                self.ping_due = None;
                self.pinged = Some((stamp, Instant::now()));
            }
            let deadline = self.pinged.map(|(_, at)| at + PONG_WITHIN);
            tokio::select! {
                biased;
                () = self.shutdown.cancelled() => return Err(End::Stopping),
                frame = self.socket.recv() => match frame {
                    None | Some(Ok(Message::Close(_))) => return Err(End::Gone),
                    Some(Err(error)) => return Err(read_error(&error)),
                    Some(Ok(frame)) => {
                        if let Some(heard) = self.frame(frame)? {
                            return Ok(heard);
                        }
                    }
                },
                () = sleep_until(deadline.unwrap_or_else(Instant::now)), if deadline.is_some() => {
                    return Err(End::Policy(Breach::NoPong));
                }
                _ = self.ping.tick(), if self.pinged.is_none() => {
                    self.ping_due = Some(now().to_le_bytes());
                }
            }
        }
    }

    /// What one frame read means, if anything for the owner.
    fn frame(&mut self, frame: Message) -> Result<Option<Heard>, End> {
        if let Message::Pong(data) = &frame {
            // Only the answer to the last ping shows that the page reads; any other pong is
            // ignored, and not counted against the rate either (a browser answers every ping).
            if let Some((stamp, _)) = self.pinged
                && data.as_ref() == stamp
            {
                self.pinged = None;
                let millis = now().saturating_sub(u64::from_le_bytes(stamp));
                return Ok(Some(Heard::RoundTrip(millis)));
            }
            return Ok(None);
        }
        if !self.rate.take(MESSAGES_PER_SECOND, BURST) {
            let since = self.struck.elapsed().as_secs_f64();
            self.struck = Instant::now();
            self.strikes = (self.strikes - since * FORGIVEN_PER_SECOND).max(0.0) + 1.0;
            if self.strikes > STRIKES {
                return Err(End::Policy(Breach::Flood));
            }
            self.metrics.refused(Kind::too_fast);
            return Ok(Some(Heard::TooFast));
        }
        Ok(match frame {
            Message::Text(text) => Some(Heard::Text(text)),
            Message::Binary(_) => Some(Heard::Binary),
            Message::Ping(_) | Message::Pong(_) | Message::Close(_) => None,
        })
    }

    /// Sends a frame of text.
    ///
    /// # Errors
    ///
    /// [`End::Gone`] when the page does not take it within [`WRITE_WITHIN`], or the connection
    /// fails.
    pub async fn send(&mut self, text: Utf8Bytes) -> Result<(), End> {
        self.write(Message::Text(text)).await
    }

    async fn write(&mut self, message: Message) -> Result<(), End> {
        match timeout(WRITE_WITHIN, self.socket.send(message)).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(_)) | Err(_) => Err(End::Gone),
        }
    }

    /// Ends the socket: a close frame with the code and reason of `end` (none when the page is
    /// gone), after everything sent before it; then reads, for a moment at most, until the
    /// page's own close.
    pub async fn close(mut self, end: End) {
        if let Some(kind) = end.kind() {
            self.metrics.refused(kind);
        }
        let Some(frame) = end.frame() else {
            return;
        };
        if self.write(Message::Close(Some(frame))).await.is_err() {
            return;
        }
        let _ = timeout(CLOSE_WITHIN, async {
            while let Some(Ok(_)) = self.socket.recv().await {}
        })
        .await;
    }
}

/// The end a failed read calls for: a frame over the size limit is said to be; anything else
/// is a connection gone.
fn read_error(error: &axum::Error) -> End {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(error) = source {
        if let Some(tungstenite) = error.downcast_ref::<tungstenite::Error>()
            && matches!(tungstenite, tungstenite::Error::Capacity(_))
        {
            return End::TooBig;
        }
        source = error.source();
    }
    End::Gone
}
