//! The listening socket and its connections, each served by hyper's own HTTP/1 connection
//! with a timer, rather than by `axum::serve`, which gives hyper none:
//!
//! - a connection is let in at the door ([`Gate`]) or closed at once;
//! - its request head must come within [`HEAD_WITHIN`] of the connection's start, and, kept
//!   alive, its next request's within as long of the last answer (hyper's header-read timeout,
//!   which hyper starts again whenever a connection waits for a request);
//! - every write to it, HTTP or WebSocket, must be taken within [`WRITE_WITHIN`]: the bound
//!   sits on the socket itself;
//! - on shutdown, the listening socket closes, each connection finishes the request under way
//!   and closes, and the sockets are told (see [`super::connection`]).

use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use axum::http::Request;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio_io_timeout::TimeoutStream;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use tower::Service;

use super::gate::{Gate, Pass};
use super::metrics::{Limit, Metrics};
use super::policy::Policy;

/// How long a request's head may take to arrive, from the connection's start or, kept alive,
/// from the last answer.
pub const HEAD_WITHIN: Duration = Duration::from_secs(10);

/// How long the peer may take to accept one write before its connection is closed.
pub const WRITE_WITHIN: Duration = Duration::from_secs(10);

/// A connection, counted at the door until it is dropped.
struct Counted {
    stream: TcpStream,
    _pass: Pass,
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// Serves `app` on `listener` until `shutdown` is cancelled, then lets each connection finish
/// its request under way, and returns once every connection task has ended.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    gate: Arc<Gate>,
    policy: Arc<Policy>,
    shutdown: CancellationToken,
) {
    let tasks = TaskTracker::new();
    loop {
        let (stream, peer) = tokio::select! {
            () = shutdown.cancelled() => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of files or memory for a moment: the connections open will end, and
                    // trying again at once would only spin.
                    tracing::warn!("accepting a connection failed: {error}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let Ok(pass) = gate.admit(peer.ip(), policy.trusts(peer.ip())) else {
            // Closed at the door: dropped without a word, before anything is read.
            continue;
        };
        let _ = stream.set_nodelay(true);
        let mut io = TimeoutStream::new(Counted {
            stream,
            _pass: pass,
        });
        io.set_write_timeout(Some(WRITE_WITHIN));
        let io = TokioIo::new(Box::pin(io));
        tasks.spawn(connection(
            io,
            peer,
            app.clone(),
            gate.metrics().clone(),
            shutdown.clone(),
        ));
    }
    tasks.close();
    tasks.wait().await;
}

async fn connection(
    io: TokioIo<Pin<Box<TimeoutStream<Counted>>>>,
    peer: SocketAddr,
    app: Router,
    metrics: Arc<Metrics>,
    shutdown: CancellationToken,
) {
    // Whether a request came: a connection kept alive after its answers that times out is
    // only idle, while one that never sent a whole head was turned away by the limit.
    let asked = Arc::new(AtomicBool::new(false));
    let service = hyper::service::service_fn({
        let asked = asked.clone();
        move |mut request: Request<Incoming>| {
            asked.store(true, Ordering::Relaxed);
            request.extensions_mut().insert(ConnectInfo(peer));
            app.clone().call(request)
        }
    });
    let connection = http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(HEAD_WITHIN)
        .serve_connection(io, service)
        .with_upgrades();
    tokio::pin!(connection);
    tokio::select! {
        ended = connection.as_mut() => {
            if let Err(error) = ended
                && error.is_timeout()
                && !asked.load(Ordering::Relaxed)
            {
                metrics.limited(Limit::head_time);
            }
        }
        () = shutdown.cancelled() => {
            connection.as_mut().graceful_shutdown();
            let _ = connection.await;
        }
    }
}
