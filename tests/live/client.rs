//! The room server as a page meets it, for the loopback tests and the load benchmark: the real
//! binary started on a free port of 127.0.0.1 with a database of its own, an HTTP request to make
//! a room, and WebSocket clients that speak the room protocol.

#![allow(dead_code)] // each user takes the part it needs

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use futures_util::stream::SplitSink;
use futures_util::{SinkExt, StreamExt};
use mancala::engine::{Move, Player, Position, Record, Rules};
use mancala::room::protocol::{Invite, Secret, ToClient, ToServer, View};
use mancala::server::connection::MESSAGES_PER_SECOND;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::Notify;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::{self, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for the server's next message before it fails: longer than any wait
/// the room's rules make (the away limit, 60 s). Pings do not count: the reader answers them.
pub const PATIENCE: Duration = Duration::from_secs(75);

/// How long a test waits for a message it wants among others.
pub const LONGEST_WAIT: Duration = Duration::from_secs(120);

/// The game a view shows, replayed with the engine.
pub fn replay(view: &View) -> Record {
    let rules: Rules = view.rules.parse().expect("the rules read");
    let mut record = Record::new(Position::start(rules, Player::South));
    for letter in view.moves.chars() {
        record
            .play_move(Move::from_letter(letter).expect("a move's letter"))
            .expect("the server's moves are legal");
    }
    record
}

/// The seat to move in a view (seat `view.south` plays South and opens).
pub fn mover(view: &View) -> usize {
    let south = usize::from(view.south);
    match replay(view).position().to_move() {
        Player::South => south,
        Player::North => 1 - south,
    }
}

/// A folder of its own under the system's temporary folder, empty.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-live-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// A running server process.
pub struct Server {
    child: Child,
    /// Its port on 127.0.0.1.
    pub port: u16,
    /// What it printed on its standard error, as it comes.
    errors: mpsc::Receiver<String>,
    /// What it printed on its standard output (its log below warnings), as it comes.
    said: mpsc::Receiver<String>,
}

impl Server {
    /// Starts `binary` serving a one-file page from `dir`, with its database at `db` and the
    /// extra arguments, and waits until it listens.
    pub fn start_binary(binary: &Path, dir: &Path, db: &Path, extra: &[&str]) -> Server {
        let dist = dir.join("dist");
        std::fs::create_dir_all(&dist).expect("a page folder");
        std::fs::write(
            dist.join("index.html"),
            "<!doctype html><title>rooms</title>",
        )
        .expect("a page");
        let mut child = Command::new(binary)
            .arg("--dist")
            .arg(&dist)
            .arg("--port")
            .arg("0")
            .arg("--db")
            .arg(db)
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("{} starts: {e}", binary.display()));
        let (port_tx, port_rx) = mpsc::channel();
        let (said_tx, said) = mpsc::channel();
        let stdout = child.stdout.take().expect("piped");
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = said_tx.send(line.clone());
                if let Some(port) = line
                    .split("http://127.0.0.1:")
                    .nth(1)
                    .and_then(|rest| rest.split('/').next())
                    .and_then(|port| port.parse::<u16>().ok())
                {
                    let _ = port_tx.send(port);
                }
            }
        });
        let (errors_tx, errors) = mpsc::channel();
        let stderr = child.stderr.take().expect("piped");
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let _ = errors_tx.send(line);
            }
        });
        let port = port_rx
            .recv_timeout(Duration::from_secs(30))
            .unwrap_or_else(|_| {
                let said: Vec<String> = errors.try_iter().collect();
                panic!("the server did not say where it listens: {said:?}")
            });
        Server {
            child,
            port,
            errors,
            said,
        }
    }

    /// The lines the server has written on its standard output since the last call.
    pub fn said(&self) -> Vec<String> {
        self.said.try_iter().collect()
    }

    /// Stops the process as a service manager would (SIGTERM), and waits for it.
    /// Fails if it has not stopped within 20 s.
    pub fn stop(&mut self) {
        signal(self.child.id(), "TERM");
        let asked = std::time::Instant::now();
        while !matches!(self.child.try_wait(), Ok(Some(_))) {
            if asked.elapsed() > Duration::from_secs(20) {
                self.kill();
                panic!("the server did not stop within 20 s of SIGTERM");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Kills the process outright (SIGKILL, as a crash or `kill -9`), and waits for it.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// The process's id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// What the server has printed on its standard error so far.
    pub fn errors(&self) -> Vec<String> {
        self.errors.try_iter().collect()
    }

    /// The address of a room's socket.
    pub fn socket_url(&self, room: &str) -> String {
        format!("ws://127.0.0.1:{}/api/rooms/{room}/socket", self.port)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn signal(pid: u32, name: &str) {
    let _ = Command::new("kill")
        .arg(format!("-{name}"))
        .arg(pid.to_string())
        .status();
}

/// An HTTP answer: its status and body.
#[derive(Debug)]
pub struct Answer {
    /// The status code.
    pub status: u16,
    /// The status line and the headers, as sent.
    pub head: String,
    /// The body.
    pub body: String,
    /// The body's bytes, as sent.
    pub bytes: Vec<u8>,
}

impl Answer {
    /// The value of header `name`, if the answer has it.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().skip(1).find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.trim().eq_ignore_ascii_case(name).then(|| value.trim())
        })
    }
}

/// Sends one HTTP request to the server and reads the whole answer.
pub async fn request(
    port: u16,
    method: &str,
    path: &str,
    body: &str,
    origin: Option<&str>,
) -> Answer {
    let origin = origin.map(|o| ("Origin", o));
    request_as(
        std::net::Ipv4Addr::LOCALHOST,
        port,
        method,
        path,
        body,
        origin.as_slice(),
    )
    .await
}

/// Sends one HTTP request from the loopback address `source`, with these headers (a `Host`
/// among them replaces the server's own), and reads the whole answer.
pub async fn request_as(
    source: std::net::Ipv4Addr,
    port: u16,
    method: &str,
    path: &str,
    body: &str,
    headers: &[(&str, &str)],
) -> Answer {
    let mut stream = connect_from(source, port).await;
    let mut extra = String::new();
    if !headers
        .iter()
        .any(|(name, _)| name.eq_ignore_ascii_case("host"))
    {
        extra.push_str(&format!("Host: 127.0.0.1:{port}\r\n"));
    }
    for (name, value) in headers {
        extra.push_str(&format!("{name}: {value}\r\n"));
    }
    let head = format!(
        "{method} {path} HTTP/1.1\r\n{extra}Content-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.expect("sent");
    let mut answer = Vec::new();
    tokio::time::timeout(PATIENCE, stream.read_to_end(&mut answer))
        .await
        .expect("an answer in time")
        .expect("read");
    let text = String::from_utf8_lossy(&answer);
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let head = text.split("\r\n\r\n").next().unwrap_or("").to_string();
    let body = text.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
    let bytes = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map_or(Vec::new(), |at| answer[at + 4..].to_vec());
    Answer {
        status,
        head,
        body,
        bytes,
    }
}

/// A room made through the API: its id, its invite, and the maker's seat's secret.
#[derive(Clone, Debug)]
pub struct Made {
    /// The room's id.
    pub room: String,
    /// Its invite.
    pub invite: Invite,
    /// The secret the maker proposed, under which the maker holds the first seat.
    pub maker: Secret,
}

/// Makes a room with these settings (`{"rules":"6x4","turn":120}`), its maker seated under a
/// fresh secret.
pub async fn make_room(port: u16, settings: &str) -> Made {
    let maker = fresh_secret();
    let mut body: serde_json::Value = serde_json::from_str(settings).expect("settings as JSON");
    body["seat"] = serde_json::Value::String(maker.to_string());
    let answer = request(port, "POST", "/api/rooms", &body.to_string(), None).await;
    assert_eq!(answer.status, 201, "a room is made: {answer:?}");
    let made: serde_json::Value = serde_json::from_str(&answer.body).expect("JSON");
    Made {
        room: made["room"].as_str().expect("an id").to_string(),
        invite: made["invite"]
            .as_str()
            .and_then(|text| text.parse().ok())
            .expect("an invite"),
        maker,
    }
}

/// A secret no other test uses: 128 bits from the system, as a page draws its own.
pub fn fresh_secret() -> Secret {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the system's random source");
    Secret(u128::from_le_bytes(bytes))
}

/// What a client's reader hands on.
enum Read {
    Text(String),
    /// The socket ended, with the server's close code if it sent one.
    Closed(Option<u16>),
}

/// A TCP connection to the server's port from the loopback address `source`.
pub async fn connect_from(source: std::net::Ipv4Addr, port: u16) -> TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket
        .bind((source, 0).into())
        .expect("a loopback address to send from");
    tokio::time::timeout(PATIENCE, socket.connect(([127, 0, 0, 1], port).into()))
        .await
        .expect("the server accepts in time")
        .expect("the server accepts")
}

/// A page's socket in a room. Like a browser's, it reads all along, in a task of its own, and
/// so answers the server's pings as they come, whether or not the test is waiting for a
/// message; [`Client::stop_reading`] makes it a page that reads nothing more.
pub struct Client {
    sink: SplitSink<WebSocketStream<MaybeTlsStream<TcpStream>>, Message>,
    /// The text frames read, in order, then the socket's end.
    frames: tokio::sync::mpsc::UnboundedReceiver<Read>,
    /// The close code the server sent, once the socket has ended (`None` inside for no code).
    ended: Option<Option<u16>>,
    reader: tokio::task::JoinHandle<()>,
    /// Milliseconds the reader waits after each ping before it reads on (and so answers it).
    pong_delay: Arc<AtomicU64>,
    stop: Arc<Notify>,
    /// When [`Client::say`] last sent a message.
    said_at: Option<tokio::time::Instant>,
}

impl Client {
    /// Opens a socket at `url`, with an `Origin` header if given.
    pub async fn open_from(url: &str, origin: Option<&str>) -> Result<Client, tungstenite::Error> {
        let mut request = url.into_client_request()?;
        if let Some(origin) = origin {
            request
                .headers_mut()
                .insert("Origin", origin.parse().expect("a header value"));
        }
        // Without Nagle's delay, as a browser's socket: a move written just after a pong
        // would otherwise wait for the server's delayed acknowledgement (40 ms).
        let (socket, _) = tokio::time::timeout(
            PATIENCE,
            tokio_tungstenite::connect_async_with_config(request, None, true),
        )
        .await
        .expect("the socket opens or is refused in time")?;
        Ok(Client::reading(socket))
    }

    /// Opens a socket at `url` from the loopback address `source` (127.0.0.2 and the like:
    /// another client, as far as the server's limits can tell).
    pub async fn open_as(
        url: &str,
        source: std::net::Ipv4Addr,
    ) -> Result<Client, tungstenite::Error> {
        let request = url.into_client_request()?;
        let port = request.uri().port_u16().expect("a port");
        let stream = connect_from(source, port).await;
        stream.set_nodelay(true).expect("no Nagle's delay");
        let (socket, _) = tokio::time::timeout(
            PATIENCE,
            tokio_tungstenite::client_async(request, MaybeTlsStream::Plain(stream)),
        )
        .await
        .expect("the socket opens or is refused in time")?;
        Ok(Client::reading(socket))
    }

    fn reading(socket: WebSocketStream<MaybeTlsStream<TcpStream>>) -> Client {
        let (sink, mut stream) = socket.split();
        let (sent, frames) = tokio::sync::mpsc::unbounded_channel();
        let pong_delay = Arc::new(AtomicU64::new(0));
        let stop = Arc::new(Notify::new());
        let reader = tokio::spawn({
            let (pong_delay, stop) = (pong_delay.clone(), stop.clone());
            async move {
                loop {
                    let frame = tokio::select! {
                        biased;
                        () = stop.notified() => std::future::pending().await,
                        frame = stream.next() => frame,
                    };
                    match frame {
                        Some(Ok(Message::Text(text))) => {
                            let _ = sent.send(Read::Text(text.to_string()));
                        }
                        Some(Ok(Message::Ping(_))) => {
                            let delay = pong_delay.load(Ordering::Relaxed);
                            if delay > 0 {
                                tokio::time::sleep(Duration::from_millis(delay)).await;
                            }
                        }
                        Some(Ok(Message::Binary(_))) => panic!("the server sends text"),
                        Some(Ok(Message::Pong(_) | Message::Frame(_))) => {}
                        Some(Ok(Message::Close(frame))) => {
                            let _ = sent.send(Read::Closed(frame.map(|f| u16::from(f.code))));
                            break;
                        }
                        Some(Err(_)) | None => {
                            let _ = sent.send(Read::Closed(None));
                            break;
                        }
                    }
                }
            }
        });
        Client {
            sink,
            frames,
            ended: None,
            reader,
            pong_delay,
            stop,
            said_at: None,
        }
    }

    /// Opens a socket at `url`.
    pub async fn open(url: &str) -> Client {
        Client::open_from(url, None)
            .await
            .expect("the socket opens")
    }

    /// Sends a message, at the pace a page keeps to: no sooner than the server's rate allows
    /// after the last one ([`MESSAGES_PER_SECOND`]), so that a test playing as fast as the
    /// answers come is never taken for a flood. [`Client::raw`] keeps to no pace.
    /// Returns when the message went, after any wait for the pace.
    pub async fn say(&mut self, message: &ToServer) -> std::time::Instant {
        let pace = Duration::from_secs_f64(1.0 / MESSAGES_PER_SECOND);
        if let Some(at) = self.said_at {
            tokio::time::sleep_until(at + pace).await;
        }
        self.said_at = Some(tokio::time::Instant::now());
        let sent = std::time::Instant::now();
        self.raw(message.encode()).await;
        sent
    }

    /// Says hello: asking for the seat of this secret (or to watch, with none), with the
    /// room's invite for a free seat.
    pub async fn hello(&mut self, seat: Option<Secret>, invite: Option<Invite>) {
        self.say(&ToServer::Hello { seat, invite }).await;
    }

    /// Sends a frame of text as it is. A frame for a socket the server has closed is lost, as
    /// a page's is: the next read says the socket is closed.
    pub async fn raw(&mut self, text: String) {
        let _ = self.sink.send(Message::text(text)).await;
    }

    /// From now on, reads nothing (and so answers no ping), as a page whose connection has
    /// stalled.
    pub fn stop_reading(&self) {
        self.stop.notify_one();
    }

    /// The next message, or `None` once the server has closed the socket. Fails after
    /// [`PATIENCE`] of silence.
    pub async fn next(&mut self) -> Option<ToClient> {
        let text = self.next_text().await?;
        Some(ToClient::decode(&text).expect("the server's frames read"))
    }

    /// The next frame of text, or `None` once the server has closed the socket. Fails after
    /// [`PATIENCE`] without one (pings, which the reader answers, are not counted).
    pub async fn next_text(&mut self) -> Option<String> {
        if self.ended.is_some() {
            return None;
        }
        let read = tokio::time::timeout(PATIENCE, self.frames.recv())
            .await
            .expect("the server speaks in time");
        match read {
            Some(Read::Text(text)) => Some(text),
            Some(Read::Closed(code)) => {
                self.ended = Some(code);
                None
            }
            None => {
                self.ended = Some(None);
                None
            }
        }
    }

    /// Reads to the socket's end, and returns the close code the server sent, if any.
    pub async fn close_code(&mut self) -> Option<u16> {
        while self.next_text().await.is_some() {}
        self.ended.flatten()
    }

    /// Reads until a message matches, and returns it; fails on a close, a silence, or after
    /// [`LONGEST_WAIT`] of messages that do not match.
    pub async fn until(&mut self, mut wanted: impl FnMut(&ToClient) -> bool) -> ToClient {
        let began = tokio::time::Instant::now();
        loop {
            let message = self.next().await.expect("the socket stays open");
            if wanted(&message) {
                return message;
            }
            assert!(
                began.elapsed() < LONGEST_WAIT,
                "nothing wanted came in {LONGEST_WAIT:?}; the last was {message:?}"
            );
        }
    }

    /// Reads until a state matches, and returns it.
    pub async fn state(&mut self, mut wanted: impl FnMut(&View) -> bool) -> View {
        match self
            .until(|m| matches!(m, ToClient::State(view) if wanted(view)))
            .await
        {
            ToClient::State(view) => view,
            _ => unreachable!("matched a state"),
        }
    }

    /// Reads until a state matches, as a slow connection does: each ping is answered only
    /// after `delay` (the pong goes with the next read), so the server measures a round trip of
    /// about `delay`.
    pub async fn state_slowly(
        &mut self,
        delay: Duration,
        wanted: impl FnMut(&View) -> bool,
    ) -> View {
        self.pong_delay
            .store(delay.as_millis() as u64, Ordering::Relaxed);
        let view = self.state(wanted).await;
        self.pong_delay.store(0, Ordering::Relaxed);
        view
    }

    /// Closes the socket as a page does.
    pub async fn close(mut self) {
        let _ = self.sink.close().await;
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        self.reader.abort();
    }
}
