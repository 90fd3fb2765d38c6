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
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Serialize;
use tokio::sync::{mpsc, watch};
use tokio::time::{Instant, sleep_until};
use tokio_util::sync::CancellationToken;

use super::connection::{Breach, Connection, End, Heard};
use super::metrics::{CONTENT_TYPE, Kind};
use super::policy::Policy;
use super::rooms::{Hub, OUTBOX, Outgoing, ToRoom, busy};
use crate::engine::Rules;
use crate::room::protocol::{
    FromQueue, MAX_FRAME, Made, NewRoom, Problem, QueueChoice, RoomId, Secret, ToServer,
};
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

/// Answers with `problem`, under its status, counting it as refused where it is the page's
/// doing (the limits count what they turn away themselves).
fn refuse(shared: &Shared, problem: Problem) -> Response {
    let status = match problem {
        Problem::Foreign => StatusCode::FORBIDDEN,
        Problem::TooLong => StatusCode::PAYLOAD_TOO_LARGE,
        Problem::Unreadable | Problem::Settings | Problem::ZeroSecret => StatusCode::BAD_REQUEST,
        Problem::Full | Problem::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        Problem::TooMany => StatusCode::TOO_MANY_REQUESTS,
        Problem::NoRoom => StatusCode::NOT_FOUND,
    };
    let kind = match problem {
        Problem::Foreign => Some(Kind::origin),
        Problem::Unreadable | Problem::Settings | Problem::ZeroSecret => Some(Kind::request),
        Problem::NoRoom => Some(Kind::no_room),
        Problem::TooLong | Problem::Full | Problem::Unavailable | Problem::TooMany => None,
    };
    if let Some(kind) = kind {
        shared.hub.metrics().refused(kind);
    }
    (
        status,
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        problem.encode(),
    )
        .into_response()
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
        return refuse(&shared, Problem::Foreign);
    }
    if body.len() > MAX_FRAME {
        return refuse(&shared, Problem::TooLong);
    }
    let Some(new) = std::str::from_utf8(&body)
        .ok()
        .and_then(|text| NewRoom::decode(text).ok())
    else {
        return refuse(&shared, Problem::Unreadable);
    };
    let Ok(settings) = settings_of(&new.rules, new.turn) else {
        return refuse(&shared, Problem::Settings);
    };
    if new.seat == Secret(0) {
        return refuse(&shared, Problem::ZeroSecret);
    }
    let client = shared.policy.client(peer, &headers);
    let settings = settings.alternating(new.alternate);
    match shared.hub.create(client, settings, new.seat).await {
        Ok((room, invite)) => (
            StatusCode::CREATED,
            [(axum::http::header::CONTENT_TYPE, "application/json")],
            Made { room, invite }.encode(),
        )
            .into_response(),
        Err(problem) => refuse(&shared, problem),
    }
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

async fn queue_socket(
    State(shared): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Response {
    if !shared.policy.page_allowed(&headers) {
        return refuse(&shared, Problem::Foreign);
    }
    let Ok(choice) = QueueChoice::parse(query.as_deref().unwrap_or_default()) else {
        return refuse(&shared, Problem::Unreadable);
    };
    let Ok(settings) = settings_of(&choice.rules, choice.turn) else {
        return refuse(&shared, Problem::Settings);
    };
    let client = shared.policy.client(peer, &headers);
    let upgrade = match upgrade {
        Ok(upgrade) => upgrade,
        Err(rejection) => return rejection.into_response(),
    };
    // Waiting in line may make a room: it costs one of the address's creations.
    if !shared.hub.may_create(client) {
        return refuse(&shared, Problem::TooMany);
    }
    counted(
        &shared,
        client,
        upgrade,
        move |hub, conn, connection| async move {
            wait_in_line(&hub, conn, settings, choice.page, connection).await;
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
        Err(problem) => return refuse(shared, problem),
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
                let paired = FromQueue::Paired { room, secret };
                let _ = outbox.try_send(paired);
            }
        }
        Err(_) => {
            for outbox in &outboxes {
                let _ = outbox.try_send(FromQueue::Busy {});
            }
        }
    }
    hub.queue.told(settings, hub.playing());
}

async fn socket(
    State(shared): State<Shared>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    if !shared.policy.page_allowed(&headers) {
        return refuse(&shared, Problem::Foreign);
    }
    if RoomId::new(&id).is_none() {
        return refuse(&shared, Problem::NoRoom);
    }
    let client = shared.policy.client(peer, &headers);
    // The address's count is checked before the room is looked for in the database.
    if !shared.hub.may_open(client) {
        return refuse(&shared, Problem::TooMany);
    }
    let inbox = match shared.hub.room(&id).await {
        Ok(inbox) => inbox,
        Err(problem) => return refuse(&shared, problem),
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
