//! A WebDriver BiDi connection to a Firefox session: one socket, held for the session, over
//! which commands go and the browser's console comes back.
//!
//! A task on the harness's runtime owns the socket. It sends each command with an id of its
//! own, hands its answer back, and keeps every `log.entryAdded` event (the page's and its
//! workers' console, uncaught errors included) in the log the harness reads. Messages on the
//! socket keep their order, so the answer to a command comes after every event the browser sent
//! before it: [`Bidi::call`] is also a barrier for the console.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::tungstenite::Message;

use super::driver::LogEntry;
use super::server::ServerLog;

type Answer = oneshot::Sender<Result<Value, String>>;

/// The sending end of the session's BiDi socket.
pub(super) struct Bidi {
    commands: mpsc::UnboundedSender<(String, Value, Answer)>,
}

impl Bidi {
    /// Connects to `url` as [`Bidi::connect`] does, trying again until `limit` has passed.
    ///
    /// Under load, Firefox has answered the first upgrade with `405 Method Not Allowed`: the
    /// session is made before its socket is ready to be joined.
    pub(super) async fn connect_within(
        url: &str,
        log: Arc<Mutex<ServerLog>>,
        limit: Duration,
    ) -> Result<Bidi, String> {
        let started = Instant::now();
        loop {
            match Bidi::connect(url, Arc::clone(&log)).await {
                Ok(bidi) => return Ok(bidi),
                Err(e) if started.elapsed() >= limit => {
                    return Err(format!("{e} (still, after {limit:?})"));
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
    }

    /// Connects to `url` (the session's `webSocketUrl`), and keeps the console's entries in
    /// `log` from now on.
    pub(super) async fn connect(url: &str, log: Arc<Mutex<ServerLog>>) -> Result<Bidi, String> {
        let (socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .map_err(|e| format!("cannot reach {url}: {e}"))?;
        let (mut sink, mut stream) = socket.split();
        let (commands, mut asked) = mpsc::unbounded_channel::<(String, Value, Answer)>();
        tokio::spawn(async move {
            let mut next = 1u64;
            let mut waiting: HashMap<u64, Answer> = HashMap::new();
            loop {
                tokio::select! {
                    command = asked.recv() => {
                        let Some((method, params, answer)) = command else { break };
                        let text = json!({ "id": next, "method": method, "params": params });
                        if sink.send(Message::text(text.to_string())).await.is_err() {
                            let _ = answer.send(Err("the socket is closed".to_owned()));
                            break;
                        }
                        waiting.insert(next, answer);
                        next += 1;
                    }
                    message = stream.next() => {
                        let Some(Ok(message)) = message else { break };
                        let Ok(text) = message.to_text() else { continue };
                        let Ok(value) = serde_json::from_str::<Value>(text) else { continue };
                        if let Some(answer) = value["id"].as_u64().and_then(|id| waiting.remove(&id)) {
                            let _ = answer.send(if value["type"] == "success" {
                                Ok(value["result"].clone())
                            } else {
                                Err(value.to_string())
                            });
                        } else if value["method"] == "log.entryAdded" {
                            log.lock().unwrap().console.push(entry(&value["params"]));
                        }
                    }
                }
            }
        });
        let bidi = Bidi { commands };
        bidi.call("session.subscribe", json!({ "events": ["log.entryAdded"] }))
            .await?;
        Ok(bidi)
    }

    /// Runs `method` with `params` and returns its result.
    pub(super) async fn call(&self, method: &str, params: Value) -> Result<Value, String> {
        let (answer, answered) = oneshot::channel();
        self.commands
            .send((method.to_owned(), params, answer))
            .map_err(|_| "the BiDi socket is closed".to_owned())?;
        answered
            .await
            .map_err(|_| "the BiDi socket closed unanswered".to_owned())?
    }
}

/// A console entry as the harness keeps them, in ChromeDriver's terms: an error is `SEVERE`
/// and a warning `WARNING`; the source is `console-api` for the console's methods and
/// `javascript` for an uncaught error.
fn entry(params: &Value) -> LogEntry {
    let level = match params["level"].as_str() {
        Some("error") => "SEVERE",
        Some("warn") => "WARNING",
        Some("info") => "INFO",
        _ => "DEBUG",
    };
    let source = match params["type"].as_str() {
        Some("console") => "console-api",
        Some(other) => other,
        None => "?",
    };
    LogEntry {
        level: level.to_owned(),
        source: source.to_owned(),
        message: params["text"].as_str().unwrap_or("?").to_owned(),
        realm: params["source"]["realm"].as_str().map(str::to_owned),
    }
}
