//! The page's side of the search worker, as plain Rust: which request is wanted, whether the
//! worker is listening, when to fall back to searching on the page, and how a worker's answer
//! becomes an action for the session. [`WorkerClient`] takes what happens (a request, a message
//! from the worker, an error, a cancel) and answers with what it wants done ([`Want`]); the rest
//! of the web layer only posts bytes, starts and replaces workers, runs the on-page search and
//! hands actions to the session.
//!
//! ```
//! use mancala::engine::players::Level;
//! use mancala::web::worker_client::{Want, WorkerClient};
//! use mancala::worker::protocol::{FromWorker, Pie, SearchRequest, ToWorker};
//!
//! let mut client = WorkerClient::new();
//! let request = ToWorker::Search(SearchRequest {
//!     id: 1,
//!     position: "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0".into(),
//!     level: Level::Easy,
//!     seed: 7,
//!     pie: Pie::Off,
//! });
//! // Nothing is posted before the worker says it listens.
//! assert_eq!(client.ask(request.clone()), None);
//! let ready = FromWorker::Ready.encode();
//! assert_eq!(client.received(&ready), Some(Want::Post(request.encode())));
//! ```

use crate::engine::{Move, Pit};
use crate::model::app::{Action, Reply, RouterAction};
use crate::model::review::Rated;
use crate::worker::protocol::{FromWorker, Play, SearchReply, ToWorker, ValuesReply};

impl From<SearchReply> for Reply {
    /// The session's view of the worker's answer: a refusal, or a pit number out of range,
    /// becomes no move.
    fn from(reply: SearchReply) -> Reply {
        Reply {
            played: match reply.answer {
                Ok(Play::Sow(number)) => Pit::new(number).map(Move::Sow),
                Ok(Play::Swap) => Some(Move::Swap),
                Err(_) => None,
            },
            depth: reply.depth,
            exact: reply.exact,
            nodes: reply.nodes,
        }
    }
}

impl From<ValuesReply> for Rated {
    /// The session's view of the worker's ratings; a move with a pit number out of range is
    /// left out.
    fn from(reply: ValuesReply) -> Rated {
        Rated {
            moves: reply
                .moves
                .iter()
                .filter_map(|&(pit, value)| Some((Pit::new(pit)?, value)))
                .collect(),
            exact: reply.exact,
        }
    }
}

/// The action that hands an answer to the session: [`RouterAction::Reply`] for a move,
/// [`RouterAction::Rated`] for ratings, each with the id of the request it answers. `None` for
/// [`FromWorker::Ready`], which answers nothing.
pub fn action(message: FromWorker) -> Option<Action> {
    match message {
        FromWorker::Ready => None,
        FromWorker::Reply(reply) => Some(Action::Router(RouterAction::Reply {
            id: reply.id,
            reply: reply.into(),
        })),
        FromWorker::Values(reply) => Some(Action::Router(RouterAction::Rated {
            id: reply.id,
            rated: reply.into(),
        })),
        FromWorker::Study(reply) => Some(Action::Router(RouterAction::Studied {
            id: reply.id,
            studied: reply.into(),
        })),
    }
}

/// What the [`WorkerClient`] wants the web layer to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Want {
    /// Post these bytes (an encoded [`ToWorker`]) to the worker.
    Post(Vec<u8>),
    /// Answer `request` on the page, in a task of its own so that the current event finishes
    /// first, and hand the answer to [`WorkerClient::answered_on_page`]. When `first`, this is
    /// the page's first answer: tell the session before it that there is no worker
    /// ([`RouterAction::NoWorker`]).
    AnswerOnPage {
        /// The request to answer.
        request: ToWorker,
        /// Whether the session has yet to hear that there is no worker.
        first: bool,
    },
    /// Hand this action to the session.
    Send(Action),
}

/// Where the worker stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Worker {
    /// Loading: it would drop a message, so the wanted request waits.
    Starting,
    /// Listening: the wanted request has been posted to it (a request is posted the moment it
    /// is asked for, or the moment the worker becomes ready).
    Ready,
    /// There is none: the wanted request is being answered on the page. `told` once the page
    /// has been asked for an answer, and so the session will hear that there is no worker.
    Failed { told: bool },
}

/// The page's client of the search worker: at most one request is wanted at a time, it is
/// posted once and only to a listening worker, and without a worker the page answers it.
/// Each input answers with at most one [`Want`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorkerClient {
    worker: Worker,
    /// The request whose answer is wanted; what has become of it depends on the worker.
    wanted: Option<ToWorker>,
}

impl Default for WorkerClient {
    fn default() -> Self {
        WorkerClient::new()
    }
}

impl WorkerClient {
    /// A client whose worker has just been started and is not yet listening.
    pub fn new() -> WorkerClient {
        WorkerClient {
            worker: Worker::Starting,
            wanted: None,
        }
    }

    /// Makes `request` the one whose answer is wanted, in place of any other: posted at once
    /// to a listening worker, kept until a starting one listens, or answered on the page when
    /// there is no worker.
    pub fn ask(&mut self, request: ToWorker) -> Option<Want> {
        let want = match self.worker {
            Worker::Starting => None,
            Worker::Ready => Some(Want::Post(request.encode())),
            Worker::Failed { .. } => Some(self.on_page(request.clone())),
        };
        self.wanted = Some(request);
        want
    }

    /// Takes a message from the worker, as the bytes it posted. The worker's ready sends the
    /// request that waited for it; an answer to the wanted request goes to the session, and
    /// any other answer, or bytes that are not a message, are dropped. An empty message is the
    /// worker's loader saying that the search module could not be loaded
    /// (`public/worker_loader.js`): the worker has failed.
    pub fn received(&mut self, bytes: &[u8]) -> Option<Want> {
        if bytes.is_empty() {
            return self.failed();
        }
        match FromWorker::decode(bytes).ok()? {
            FromWorker::Ready if self.worker == Worker::Starting => {
                self.worker = Worker::Ready;
                Some(Want::Post(self.wanted.as_ref()?.encode()))
            }
            answer => self.deliver(answer),
        }
    }

    /// The worker could not start, or failed: the request it had is answered on the page, and
    /// so is every later one.
    pub fn failed(&mut self) -> Option<Want> {
        if !matches!(self.worker, Worker::Failed { .. }) {
            self.worker = Worker::Failed { told: false };
        }
        let request = self.wanted.clone()?;
        Some(self.on_page(request))
    }

    /// Takes the answer the page worked out for a [`Want::AnswerOnPage`]: it goes to the
    /// session if its request is still the one wanted.
    pub fn answered_on_page(&mut self, answer: FromWorker) -> Option<Want> {
        self.deliver(answer)
    }

    /// Forgets the wanted request. Returns whether a worker was already searching for it: then
    /// stop that worker and start a fresh one, so that the next request does not wait behind
    /// an answer nobody wants (Expert can think for 2 s), and report on the new one as on the
    /// first, through [`WorkerClient::received`] and [`WorkerClient::failed`]. A request not
    /// yet sent is simply dropped.
    pub fn cancel(&mut self) -> bool {
        let restart = self.wanted.take().is_some() && self.worker == Worker::Ready;
        if restart {
            self.worker = Worker::Starting;
        }
        restart
    }

    /// What answers `request` on the page; the first such tells the session.
    fn on_page(&mut self, request: ToWorker) -> Want {
        let first = match &mut self.worker {
            Worker::Failed { told } => !std::mem::replace(told, true),
            Worker::Starting | Worker::Ready => false,
        };
        Want::AnswerOnPage { request, first }
    }

    /// The action for `answer` if it answers the wanted request, which is then no longer
    /// wanted. [`FromWorker::Ready`] answers nothing.
    fn deliver(&mut self, answer: FromWorker) -> Option<Want> {
        let id = match &answer {
            FromWorker::Ready => return None,
            FromWorker::Reply(reply) => reply.id,
            FromWorker::Values(reply) => reply.id,
            FromWorker::Study(reply) => reply.id,
        };
        self.wanted.take_if(|request| id_of(request) == id)?;
        action(answer).map(Want::Send)
    }
}

/// The id of a request.
fn id_of(request: &ToWorker) -> u32 {
    match request {
        ToWorker::Search(request) => request.id,
        ToWorker::Values(request) => request.id,
        ToWorker::Study(request) => request.id,
    }
}
