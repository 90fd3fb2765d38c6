//! The rooms' routes: `POST /api/rooms` makes a room, `GET /api/rooms/{id}/socket` is its
//! WebSocket, and `GET /api/status` counts what the server holds.
//!
//! A socket's task reads frames, checks them (size, rate, strict decoding) and hands them to
//! its room; it writes what the room sends it; it pings the page, credits the round trip as
//! lag, and closes a socket that has said nothing for [`IDLE`].

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Json;
use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;
use tokio::time::{Instant, interval};

use super::rooms::{Bucket, Hub, OUTBOX, Outgoing, ToRoom, Turned, busy, is_room_id, now};
use crate::engine::Rules;
use crate::room::protocol::{FromQueue, Invite, MAX_FRAME, Secret, ToServer};
use crate::room::referee::DEFAULT_TURN;
use crate::room::{Conn, Settings};

/// A socket that has sent nothing, not even a pong, for this long is closed.
pub const IDLE: Duration = Duration::from_secs(60);

/// How long a new socket has to say hello before it is closed.
pub const HELLO_WITHIN: Duration = Duration::from_secs(10);

/// How often the server pings a socket (and so measures its round trip).
pub const PING_EVERY: Duration = Duration::from_secs(15);

/// Messages a socket may send a second, on average.
pub const MESSAGES_PER_SECOND: f64 = 8.0;

/// Messages a socket may send at once, in a burst.
pub const BURST: f64 = 16.0;

/// Messages over its rate after which a socket is closed.
const STRIKES: u32 = 32;

/// The routes, on the hub; `origins` are the pages other than the server's own that may open
/// a socket.
pub fn router(hub: Arc<Hub>, origins: Vec<String>) -> Router {
    Router::new()
        .route("/api/rooms", post(create))
        .route("/api/rooms/{id}/socket", get(socket))
        .route("/api/queue/socket", get(queue_socket))
        .route("/api/status", get(status))
        .with_state(Shared {
            hub,
            origins: Arc::new(origins),
        })
}

#[derive(Clone)]
struct Shared {
    hub: Arc<Hub>,
    origins: Arc<Vec<String>>,
}

/// A new room's settings, as the page sends them.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewRoom {
    /// The rules' text: six pits, 3 to 6 seeds, any house rules (`6x4`, `6x5p`, …).
    pub rules: String,
    /// The turn clock in seconds (30, 60, 120 or 300), or `null` for none; two minutes when
    /// left out.
    #[serde(default = "default_turn")]
    pub turn: Option<u16>,
    /// The secret the maker's page proposes for its seat (32 hexadecimal digits): the maker is
    /// seated under it as the room is made, and comes to the room's socket with it.
    pub seat: Secret,
    /// Whether each rematch is opened by the seat that did not open the last game (the
    /// default), or the maker opens every game.
    #[serde(default = "alternate_by_default")]
    pub alternate: bool,
}

fn alternate_by_default() -> bool {
    true
}

#[allow(clippy::unnecessary_wraps)] // serde's default wants the field's own type
fn default_turn() -> Option<u16> {
    Some(DEFAULT_TURN)
}

/// The answer to a new room.
#[derive(Debug, Serialize, Deserialize)]
pub struct Made {
    /// The room's id.
    pub room: String,
    /// Its invite, for the invite link (the maker's page is also given it in its welcome).
    pub invite: Invite,
}

#[derive(Debug, Serialize)]
struct Problem {
    error: String,
}

fn problem(status: StatusCode, error: impl Into<String>) -> Response {
    (
        status,
        Json(Problem {
            error: error.into(),
        }),
    )
        .into_response()
}

fn turned(why: Turned) -> Response {
    match why {
        Turned::Full => problem(
            StatusCode::SERVICE_UNAVAILABLE,
            "The server is full just now: the games under way go on. Try again in a minute.",
        ),
        Turned::TooMany => problem(
            StatusCode::TOO_MANY_REQUESTS,
            "Too many rooms or connections from this address. Wait a minute and try again.",
        ),
        Turned::Unknown => problem(StatusCode::NOT_FOUND, "There is no such room."),
        Turned::Store(error) => {
            eprintln!("server: the rooms' store: {error}");
            problem(
                StatusCode::SERVICE_UNAVAILABLE,
                "The server cannot keep rooms just now. Try again in a minute.",
            )
        }
    }
}

/// Reads a new room's settings.
pub fn settings_of(text: &str, turn: Option<u16>) -> Result<Settings, String> {
    let rules: Rules = text
        .parse()
        .map_err(|_| format!("{text:?} is not a rules text such as 6x4"))?;
    if rules.pits() != 6 {
        return Err(format!("a room has six pits a side, not {}", rules.pits()));
    }
    Settings::new(rules.seeds(), rules.house(), turn)
}

async fn create(
    State(shared): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Response {
    if !origin_allowed(&headers, &shared.origins) {
        return problem(
            StatusCode::FORBIDDEN,
            "Rooms are made from the game's own page.",
        );
    }
    if body.len() > MAX_FRAME {
        return problem(StatusCode::PAYLOAD_TOO_LARGE, "That request is too long.");
    }
    let new: NewRoom = match serde_json::from_slice(&body) {
        Ok(new) => new,
        Err(error) => {
            return problem(
                StatusCode::BAD_REQUEST,
                format!("A room's settings could not be read: {error}"),
            );
        }
    };
    let settings = match settings_of(&new.rules, new.turn) {
        Ok(settings) => settings.alternating(new.alternate),
        Err(error) => return problem(StatusCode::BAD_REQUEST, error),
    };
    if new.seat == Secret(0) {
        return problem(
            StatusCode::BAD_REQUEST,
            "A seat's secret must be drawn at random, not all zeros.",
        );
    }
    match shared.hub.create(peer.ip(), settings, new.seat).await {
        Ok((room, invite)) => (StatusCode::CREATED, Json(Made { room, invite })).into_response(),
        Err(why) => turned(why),
    }
}

#[derive(Debug, Serialize)]
struct Status {
    rooms: usize,
    sockets: usize,
    playing: usize,
}

async fn status(State(shared): State<Shared>) -> Response {
    let (rooms, sockets) = shared.hub.counts();
    let playing = shared.hub.playing();
    Json(Status {
        rooms,
        sockets,
        playing,
    })
    .into_response()
}

/// The query of a queue's socket: the same settings as a new room's.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct QueueChoice {
    rules: String,
    /// Seconds, or `none` for no clock; two minutes when left out.
    turn: Option<String>,
    /// The page's name for its wait, 16 hexadecimal digits: a page coming back after a
    /// dropped network replaces its own earlier socket in the line rather than being paired
    /// with it.
    page: Option<String>,
}

async fn queue_socket(
    State(shared): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    query: Result<axum::extract::Query<QueueChoice>, axum::extract::rejection::QueryRejection>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if let Some(refused) = foreign_socket(&headers, &shared) {
        return refused;
    }
    let Ok(axum::extract::Query(choice)) = query else {
        return problem(
            StatusCode::BAD_REQUEST,
            "The queue needs rules and a clock, such as ?rules=6x4&turn=120.",
        );
    };
    let turn = match choice.turn.as_deref() {
        None => Some(DEFAULT_TURN),
        Some("none") => None,
        Some(seconds) => match seconds.parse() {
            Ok(seconds) => Some(seconds),
            Err(_) => {
                return problem(
                    StatusCode::BAD_REQUEST,
                    format!("{seconds:?} is not a number of seconds"),
                );
            }
        },
    };
    let settings = match settings_of(&choice.rules, turn) {
        Ok(settings) => settings,
        Err(error) => return problem(StatusCode::BAD_REQUEST, error),
    };
    let page = match choice.page.as_deref().map(page_name) {
        None => None,
        Some(Some(page)) => Some(page),
        Some(None) => {
            return problem(
                StatusCode::BAD_REQUEST,
                "A page's name in the queue is 16 hexadecimal digits.",
            );
        }
    };
    // Waiting in line may make a room: it costs one of the address's creations.
    if !shared.hub.may_create(peer.ip()) {
        return turned(Turned::TooMany);
    }
    counted(
        &shared.hub,
        peer,
        upgrade,
        move |hub, conn, socket| async move {
            wait_in_line(&hub, conn, settings, page, socket).await;
        },
    )
}

/// Upgrades to a socket counted against its address (and turned away past the address's
/// limit), with the protocol's frame limit, and runs `serve` on it.
fn counted<F, Fut>(
    hub: &Arc<Hub>,
    peer: SocketAddr,
    upgrade: WebSocketUpgrade,
    serve: F,
) -> Response
where
    F: FnOnce(Arc<Hub>, Conn, WebSocket) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    let address = peer.ip();
    let conn = match hub.socket_opened(address) {
        Ok(conn) => conn,
        Err(why) => return turned(why),
    };
    let hub = hub.clone();
    upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_failed_upgrade({
            let hub = hub.clone();
            move |_| hub.socket_closed(address)
        })
        .on_upgrade(move |socket| async move {
            serve(hub.clone(), conn, socket).await;
            hub.socket_closed(address);
        })
}

/// A page's name for its wait in the queue, if `text` is one: 16 lowercase hexadecimal digits.
fn page_name(text: &str) -> Option<u64> {
    (text.len() == 16 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
        .then(|| u64::from_str_radix(text, 16).ok())
        .flatten()
}

async fn wait_in_line(
    hub: &Arc<Hub>,
    conn: Conn,
    settings: Settings,
    page: Option<u64>,
    mut socket: WebSocket,
) {
    if hub.over_capacity() {
        let _ = socket.send(Message::Text(busy())).await;
        return;
    }
    let (outbox, mut news) = mpsc::channel(super::queue::OUTBOX);
    hub.queue.join(hub, settings, conn.0, page, outbox).await;
    let mut heard = Instant::now();
    let mut ping = interval(PING_EVERY);
    loop {
        tokio::select! {
            frame = socket.recv() => match frame {
                Some(Ok(Message::Pong(_) | Message::Ping(_))) => heard = Instant::now(),
                // The page says nothing here: anything else, or a close, ends its wait.
                _ => break,
            },
            told = news.recv() => {
                let Some(told) = told else { break };
                let paired = matches!(told, FromQueue::Paired { .. });
                if socket.send(Message::Text(told.encode().into())).await.is_err() || paired {
                    let _ = socket.send(Message::Close(None)).await;
                    break;
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() > IDLE {
                    break;
                }
                let stamp = now().to_le_bytes().to_vec();
                if socket.send(Message::Ping(stamp.into())).await.is_err() { break }
            }
        }
    }
    hub.queue.leave(settings, conn.0, hub.playing());
}

/// The answer to a socket asked for by a page of another site (see [`origin_allowed`]), if it
/// is one.
fn foreign_socket(headers: &HeaderMap, shared: &Shared) -> Option<Response> {
    (!origin_allowed(headers, &shared.origins)).then(|| {
        problem(
            StatusCode::FORBIDDEN,
            "Rooms are played from the game's own page.",
        )
    })
}

/// Whether a request's `Origin` may open a socket or make a room: none (not a browser), the
/// server's own (the same host as the request's `Host`), or one of `origins`.
pub fn origin_allowed(headers: &HeaderMap, origins: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    if origins.iter().any(|allowed| allowed == origin) {
        return true;
    }
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    let origin_host = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
        .unwrap_or("");
    !host.is_empty() && origin_host == host
}

async fn socket(
    State(shared): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if let Some(refused) = foreign_socket(&headers, &shared) {
        return refused;
    }
    if !is_room_id(&id) {
        return turned(Turned::Unknown);
    }
    // The address's count is checked before the room is looked for in the store.
    if !shared.hub.may_open(peer.ip()) {
        return turned(Turned::TooMany);
    }
    let inbox = match shared.hub.room(&id).await {
        Ok(inbox) => inbox,
        Err(why) => return turned(why),
    };
    counted(
        &shared.hub,
        peer,
        upgrade,
        move |hub, conn, socket| async move {
            serve(&hub, conn, inbox, socket).await;
        },
    )
}

async fn serve(hub: &Hub, conn: Conn, inbox: mpsc::Sender<ToRoom>, mut socket: WebSocket) {
    let (outbox, mut outgoing) = mpsc::channel(OUTBOX);
    if inbox.send(ToRoom::Open { conn, outbox }).await.is_err() {
        // The room left memory as this socket came: the page connects again.
        let _ = socket.send(Message::Close(None)).await;
        return;
    }
    let mut rate = Bucket::full(BURST);
    let mut strikes = 0;
    let mut heard = Instant::now();
    let mut greeted = false;
    let hello_by = Instant::now() + HELLO_WITHIN;
    // The stamp of the last ping sent: only a pong that carries it measures the round trip.
    let mut pinged: Option<[u8; 8]> = None;
    let mut ping = interval(PING_EVERY);
    loop {
        tokio::select! {
            frame = socket.recv() => {
                let Some(Ok(frame)) = frame else { break };
                heard = Instant::now();
                if matches!(frame, Message::Close(_)) {
                    break;
                }
                // Every frame counts against the socket's rate, whatever it is.
                if !rate.take(MESSAGES_PER_SECOND, BURST) {
                    strikes += 1;
                    if strikes > STRIKES || socket.send(Message::Text(busy())).await.is_err() {
                        break;
                    }
                    continue;
                }
                let text = match frame {
                    Message::Text(text) => text,
                    Message::Binary(_) => {
                        if inbox.send(ToRoom::Unreadable(conn)).await.is_err() { break }
                        continue;
                    }
                    Message::Pong(data) => {
                        if pinged.is_some_and(|stamp| data.as_ref() == stamp) {
                            pinged = None;
                            let sent = u64::from_le_bytes(<[u8; 8]>::try_from(data.as_ref()).unwrap_or_default());
                            let millis = now().saturating_sub(sent);
                            if inbox.send(ToRoom::RoundTrip { conn, millis }).await.is_err() {
                                break;
                            }
                        }
                        continue;
                    }
                    Message::Ping(_) | Message::Close(_) => continue,
                };
                let said = match ToServer::decode(&text) {
                    Ok(message) => message,
                    Err(_) => {
                        if inbox.send(ToRoom::Unreadable(conn)).await.is_err() { break }
                        continue;
                    }
                };
                // Over capacity, only a player coming back to their seat is let in: the room
                // checks the hello's secret.
                let hello = matches!(said, ToServer::Hello { .. });
                let seated_only = hello && !greeted && hub.over_capacity();
                greeted |= hello;
                if seated_only && matches!(said, ToServer::Hello { seat: None, .. }) {
                    let _ = socket.send(Message::Text(busy())).await;
                    break;
                }
                if inbox.send(ToRoom::Said { conn, message: said, seated_only }).await.is_err() {
                    break;
                }
            }
            out = outgoing.recv() => match out {
                Some(Outgoing::Text(text)) => {
                    if socket.send(Message::Text(text)).await.is_err() { break }
                }
                Some(Outgoing::Close) | None => {
                    let _ = socket.send(Message::Close(None)).await;
                    break;
                }
            },
            () = tokio::time::sleep_until(hello_by), if !greeted => {
                // A socket that never says who it is holds a place for nothing.
                let _ = socket.send(Message::Close(None)).await;
                break;
            }
            _ = ping.tick() => {
                if heard.elapsed() > IDLE {
                    let _ = socket.send(Message::Close(None)).await;
                    break;
                }
                let stamp = now().to_le_bytes();
                pinged = Some(stamp);
                if socket.send(Message::Ping(stamp.to_vec().into())).await.is_err() { break }
            }
        }
    }
    let _ = inbox.send(ToRoom::Gone(conn)).await;
}
