//! The rooms' routes: `POST /api/rooms` makes a room, `GET /api/rooms/{id}/socket` is its
//! WebSocket, `GET /api/queue/socket` waits in the line of "play someone now", and
//! `GET /api/status` counts what the server holds, and `GET /metrics` gives the operator's
//! Prometheus the server's metrics (to the addresses named with `--metrics-from` alone).
//!
//! A room socket's task reads frames through its [`Connection`] (which holds the socket's
//! rate, pings and time limits), checks them (strict decoding) and hands them to its room; it
//! writes what the room sends it, and closes the socket with the end the room or the
//! connection gives.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::Json;
use axum::Router;
use axum::extract::ws::{Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, watch};
use tokio::time::{Instant, sleep_until};
use tokio_util::sync::CancellationToken;

use super::connection::{Breach, Connection, End, Heard};
use super::metrics::{CONTENT_TYPE, Kind};
use super::policy::Policy;
use super::rooms::{Hub, OUTBOX, Outgoing, ToRoom, Turned, busy, is_room_id};
use crate::engine::Rules;
use crate::room::protocol::{FromQueue, Invite, MAX_FRAME, Secret, ToServer};
use crate::room::referee::DEFAULT_TURN;
use crate::room::{Conn, Settings};

/// How long a new socket has to say hello before it is closed.
pub const HELLO_WITHIN: Duration = Duration::from_secs(10);

/// The routes, on the hub, under `policy` (which pages may use them, and who a request is
/// from); every socket ends when `shutdown` is cancelled.
pub fn router(hub: Arc<Hub>, policy: Arc<Policy>, shutdown: CancellationToken) -> Router {
    Router::new()
        .route("/api/rooms", post(create))
        .route("/api/rooms/{id}/socket", get(socket))
        .route("/api/queue/socket", get(queue_socket))
        .route("/api/status", get(status))
        .route("/metrics", get(scrape))
        .with_state(Shared {
            hub,
            policy,
            shutdown,
        })
}

#[derive(Clone)]
struct Shared {
    hub: Arc<Hub>,
    policy: Arc<Policy>,
    shutdown: CancellationToken,
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
            tracing::error!("the rooms' store failed: {error}");
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
    if !shared.policy.page_allowed(&headers) {
        shared.hub.metrics().refused(Kind::origin);
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
            return bad_request(
                &shared,
                format!("A room's settings could not be read: {error}"),
            );
        }
    };
    let settings = match settings_of(&new.rules, new.turn) {
        Ok(settings) => settings.alternating(new.alternate),
        Err(error) => return bad_request(&shared, error),
    };
    if new.seat == Secret(0) {
        return bad_request(
            &shared,
            "A seat's secret must be drawn at random, not all zeros.",
        );
    }
    let client = shared.policy.client(peer, &headers);
    match shared.hub.create(client, settings, new.seat).await {
        Ok((room, invite)) => (StatusCode::CREATED, Json(Made { room, invite })).into_response(),
        Err(why) => turned(why),
    }
}

/// A request that cannot be read: counted, and answered 400 with the reason.
fn bad_request(shared: &Shared, error: impl Into<String>) -> Response {
    shared.hub.metrics().refused(Kind::request);
    problem(StatusCode::BAD_REQUEST, error)
}

/// The server's metrics, in Prometheus's text format, for the addresses the operator named;
/// to anyone else, the same 404 as any path that is not served.
async fn scrape(
    State(shared): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    if !shared
        .policy
        .may_scrape(shared.policy.client(peer, &headers))
    {
        return StatusCode::NOT_FOUND.into_response();
    }
    let text = shared.hub.metrics().encode(shared.hub.census());
    ([(axum::http::header::CONTENT_TYPE, CONTENT_TYPE)], text).into_response()
}

#[derive(Debug, Serialize)]
struct Status {
    rooms: usize,
    sockets: usize,
    playing: usize,
}

async fn status(State(shared): State<Shared>) -> Response {
    let census = shared.hub.census();
    Json(Status {
        rooms: census.rooms,
        sockets: census.sockets,
        playing: census.games,
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
        return bad_request(
            &shared,
            "The queue needs rules and a clock, such as ?rules=6x4&turn=120.",
        );
    };
    let turn = match choice.turn.as_deref() {
        None => Some(DEFAULT_TURN),
        Some("none") => None,
        Some(seconds) => match seconds.parse() {
            Ok(seconds) => Some(seconds),
            Err(_) => {
                return bad_request(&shared, format!("{seconds:?} is not a number of seconds"));
            }
        },
    };
    let settings = match settings_of(&choice.rules, turn) {
        Ok(settings) => settings,
        Err(error) => return bad_request(&shared, error),
    };
    let page = match choice.page.as_deref().map(page_name) {
        None => None,
        Some(Some(page)) => Some(page),
        Some(None) => {
            return bad_request(
                &shared,
                "A page's name in the queue is 16 hexadecimal digits.",
            );
        }
    };
    let client = shared.policy.client(peer, &headers);
    // Waiting in line may make a room: it costs one of the address's creations.
    if !shared.hub.may_create(client) {
        return turned(Turned::TooMany);
    }
    counted(
        &shared,
        client,
        upgrade,
        move |hub, conn, connection| async move {
            wait_in_line(&hub, conn, settings, page, connection).await;
        },
    )
}

/// Upgrades to a socket counted against its client's address (and turned away past the
/// address's limit), with the protocol's frame limit, and runs `run` on its [`Connection`].
fn counted<F, Fut>(shared: &Shared, client: IpAddr, upgrade: WebSocketUpgrade, run: F) -> Response
where
    F: FnOnce(Arc<Hub>, Conn, Connection) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    let conn = match shared.hub.socket_opened(client) {
        Ok(conn) => conn,
        Err(why) => return turned(why),
    };
    let hub = shared.hub.clone();
    let shutdown = shared.shutdown.clone();
    upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_failed_upgrade({
            let hub = hub.clone();
            move |_| hub.socket_closed(client)
        })
        .on_upgrade(move |socket: WebSocket| async move {
            let connection = Connection::new(socket, shutdown, hub.metrics().clone());
            run(hub.clone(), conn, connection).await;
            hub.socket_closed(client);
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
    mut connection: Connection,
) {
    if hub.over_capacity() {
        let _ = connection.send(busy()).await;
        connection.close(hub.turn_away_as_full()).await;
        return;
    }
    let (outbox, mut news) = mpsc::channel(super::queue::OUTBOX);
    // Only the line holds the page's outbox: a page dropped from it sees its news end.
    if let Some(pair_of) = hub
        .queue
        .join(settings, conn.0, page, outbox, hub.playing())
    {
        pair(hub, settings, pair_of).await;
    }
    let end = loop {
        tokio::select! {
            heard = connection.next() => match heard {
                Ok(Heard::RoundTrip(_)) => {}
                // The page says nothing here: anything else ends its wait.
                Ok(_) => break End::Policy(Breach::SpokeInLine),
                Err(end) => break end,
            },
            told = news.recv() => {
                let Some(told) = told else { break End::Again("the line is gone") };
                let last = match told {
                    FromQueue::Paired { .. } => Some(End::Done),
                    FromQueue::Busy {} => Some(End::Again("the server is full")),
                    FromQueue::Waiting { .. } => None,
                };
                if let Err(end) = connection.send(told.encode().into()).await {
                    break end;
                }
                if let Some(end) = last {
                    break end;
                }
            }
        }
    };
    hub.queue.leave(settings, conn.0, hub.playing());
    connection.close(end).await;
}

/// Makes the room of two pages the queue paired, the one that waited first in the first seat,
/// and tells both: their seats' secrets, or that the server is busy (both sockets then close,
/// and the pages may join the line again later). Then tells the line.
async fn pair(hub: &Arc<Hub>, settings: Settings, outboxes: [mpsc::Sender<FromQueue>; 2]) {
    match hub.create_paired(settings).await {
        Ok((room, secrets)) => {
            for (outbox, secret) in outboxes.iter().zip(secrets) {
                let paired = FromQueue::Paired {
                    room: room.clone(),
                    secret,
                };
                let _ = outbox.try_send(paired);
            }
        }
        Err(why) => {
            if let Turned::Store(error) = why {
                tracing::error!("a room for a pair from the queue could not be made: {error}");
            }
            for outbox in &outboxes {
                let _ = outbox.try_send(FromQueue::Busy {});
            }
        }
    }
    hub.queue.told(settings, hub.playing());
}

/// The answer to a socket asked for by a page of another site, if it is one.
fn foreign_socket(headers: &HeaderMap, shared: &Shared) -> Option<Response> {
    (!shared.policy.page_allowed(headers)).then(|| {
        shared.hub.metrics().refused(Kind::origin);
        problem(
            StatusCode::FORBIDDEN,
            "Rooms are played from the game's own page.",
        )
    })
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
    let client = shared.policy.client(peer, &headers);
    // The address's count is checked before the room is looked for in the store.
    if !shared.hub.may_open(client) {
        return turned(Turned::TooMany);
    }
    let inbox = match shared.hub.room(&id).await {
        Ok(inbox) => inbox,
        Err(why) => return turned(why),
    };
    counted(
        &shared,
        client,
        upgrade,
        move |hub, conn, connection| async move {
            in_room(&hub, conn, client, inbox, connection).await;
        },
    )
}

/// The next state a watcher follows, once it follows one; never, before.
async fn followed(follow: &mut Option<watch::Receiver<Utf8Bytes>>) -> Option<Utf8Bytes> {
    match follow {
        Some(receiver) => match receiver.changed().await {
            Ok(()) => Some(receiver.borrow_and_update().clone()),
            Err(_) => None,
        },
        None => std::future::pending().await,
    }
}

/// A room's socket: see the module's comment.
async fn in_room(
    hub: &Hub,
    conn: Conn,
    client: IpAddr,
    inbox: mpsc::Sender<ToRoom>,
    mut connection: Connection,
) {
    let (outbox, mut outgoing) = mpsc::channel(OUTBOX);
    let opened = ToRoom::Open {
        conn,
        address: client,
        outbox,
    };
    if inbox.send(opened).await.is_err() {
        // The room left memory as this socket came: the page connects again.
        connection
            .close(End::Again("the room is starting again"))
            .await;
        return;
    }
    let mut greeted = false;
    let hello_by = Instant::now() + HELLO_WITHIN;
    let mut follow = None;
    let end = loop {
        tokio::select! {
            heard = connection.next() => {
                let said = match heard {
                    Err(end) => break end,
                    Ok(Heard::TooFast) => {
                        if let Err(end) = connection.send(busy()).await { break end }
                        continue;
                    }
                    Ok(Heard::RoundTrip(millis)) => ToRoom::RoundTrip { conn, millis },
                    Ok(Heard::Binary) => ToRoom::Unreadable(conn),
                    Ok(Heard::Text(text)) => match ToServer::decode(&text) {
                        Err(_) => ToRoom::Unreadable(conn),
                        Ok(message) => {
                            // Over capacity, only a player coming back to their seat is let
                            // in: the room checks the hello's secret.
                            let hello = matches!(message, ToServer::Hello { .. });
                            let seated_only = hello && !greeted && hub.over_capacity();
                            greeted |= hello;
                            if seated_only && matches!(message, ToServer::Hello { seat: None, .. }) {
                                let _ = connection.send(busy()).await;
                                break hub.turn_away_as_full();
                            }
                            ToRoom::Said { conn, message, seated_only }
                        }
                    },
                };
                if inbox.send(said).await.is_err() {
                    break End::Again("the room is starting again");
                }
            }
            out = outgoing.recv() => match out {
                Some(Outgoing::Text(text)) => {
                    if let Err(end) = connection.send(text).await { break end }
                }
                Some(Outgoing::Follow(receiver)) => follow = Some(receiver),
                Some(Outgoing::Close(end)) => break end,
                None => break End::Again("the room is starting again"),
            },
            state = followed(&mut follow) => match state {
                Some(text) => {
                    if let Err(end) = connection.send(text).await { break end }
                }
                None => break End::Again("the room is starting again"),
            },
            () = sleep_until(hello_by), if !greeted => {
                // A socket that never says who it is holds a place for nothing.
                break End::Policy(Breach::NoHello);
            }
        }
    };
    // The room hears first: the close may take a moment, and the seat shows away at once.
    let _ = inbox.send(ToRoom::Gone(conn)).await;
    connection.close(end).await;
}
