//! The computer player's connection: requests go to a Web Worker as typed messages, so the
//! page never freezes while it searches. If no worker can start, the same search runs on the
//! page itself (at a smaller level) and the session is told.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

use crate::engine::Position;
use crate::engine::players::Level;
use crate::model::session::Action;
use crate::model::worker_client;
use crate::worker::budget::{answer_on_page, values_on_page};
use crate::worker::protocol::{FromWorker, Purpose, SearchRequest, ToWorker, ValuesRequest};

use super::Send;

/// Where the worker's loader is served, next to the page.
const WORKER_URL: &str = "./worker_loader.js";

/// Starts the worker through the boot script, which hands it the page's wasm: the address of
/// its glue and a copy of the bytes it fetched, so the file is downloaded once. `None` when the
/// browser refuses a worker, or the page was not started by the boot script.
fn spawn_worker() -> Option<Worker> {
    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(catch, js_name = startMancalaWorker)]
        fn start_mancala_worker(loader: &str) -> Result<Worker, JsValue>;
    }
    start_mancala_worker(WORKER_URL).ok()
}

/// What the worker's handlers and the page share.
struct Shared {
    /// The worker has said it is listening.
    ready: bool,
    /// The worker could not start, or crashed: search on the page from now on.
    failed: bool,
    /// The request whose answer is wanted; any other answer is stale.
    pending: Option<ToWorker>,
    /// Whether `pending` has been posted to the worker.
    sent: bool,
    /// Whether the session has been told that the search runs on the page.
    told: bool,
    send: Send,
}

/// The page's handle on the computer player.
pub struct Computer {
    worker: Option<Worker>,
    shared: Rc<RefCell<Shared>>,
    seed: u64,
    _on_message: Option<Closure<dyn Fn(MessageEvent)>>,
    _on_error: Option<Closure<dyn Fn(web_sys::Event)>>,
}

impl Computer {
    /// Starts the worker, or prepares to search on the page if it cannot start. Answers reach
    /// the session through `send` as [`Action::Reply`].
    pub fn new(send: Send) -> Computer {
        let shared = Rc::new(RefCell::new(Shared {
            ready: false,
            failed: false,
            pending: None,
            sent: false,
            told: false,
            send,
        }));
        let mut computer = Computer {
            worker: None,
            shared,
            seed: random_seed(),
            _on_message: None,
            _on_error: None,
        };
        computer.start_worker();
        computer
    }

    /// Starts a worker and wires its messages to the shared state; on failure, the search runs
    /// on the page from then on.
    fn start_worker(&mut self) {
        let shared = self.shared.clone();
        let Some(worker) = spawn_worker() else {
            shared.borrow_mut().failed = true;
            return;
        };
        let to_worker = worker.clone();
        let on_shared = shared.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            match FromWorker::decode(&text) {
                Ok(FromWorker::Ready) => {
                    on_shared.borrow_mut().ready = true;
                    post_pending(&on_shared, &to_worker);
                }
                Ok(answer) => deliver(&on_shared, answer),
                // Not one of ours: nothing to act on.
                Err(_) => {}
            }
        });
        let error_shared = shared.clone();
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_event: web_sys::Event| {
            // The worker could not load, or crashed: answer what it was asked here instead.
            let request = {
                let mut shared = error_shared.borrow_mut();
                shared.failed = true;
                shared.pending.clone()
            };
            if let Some(request) = request {
                answer_here(&error_shared, request);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.worker = Some(worker);
        self._on_message = Some(on_message);
        self._on_error = Some(on_error);
    }

    /// Asks for a move; the answer comes back as [`Action::Reply`] with this `id`, unless the
    /// request is cancelled or overtaken first.
    pub fn request(&mut self, id: u32, position: &Position, level: Level) {
        self.seed = self.seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        self.ask(ToWorker::Search(SearchRequest {
            id,
            position: position.to_string(),
            level,
            seed: self.seed,
        }));
    }

    /// Asks for every move's rating (for the analysis when `review`, else for a hint); the
    /// answer comes back as [`Action::Rated`] with this `id`, unless cancelled or overtaken.
    pub fn rate(&mut self, id: u32, position: &Position, review: bool) {
        self.ask(ToWorker::Values(ValuesRequest {
            id,
            purpose: if review {
                Purpose::Review
            } else {
                Purpose::Hint
            },
            position: position.to_string(),
        }));
    }

    /// Makes `request` the one whose answer is wanted, and sends it.
    fn ask(&mut self, request: ToWorker) {
        let failed = {
            let mut shared = self.shared.borrow_mut();
            shared.pending = Some(request.clone());
            shared.sent = false;
            shared.failed
        };
        match &self.worker {
            Some(worker) if !failed => post_pending(&self.shared, worker),
            _ => answer_here(&self.shared, request),
        }
    }

    /// Forgets the request in flight. A worker still searching for it is stopped and replaced
    /// by a fresh one, so that the next request is not kept waiting for an answer nobody
    /// wants (Expert can think for 2 s).
    pub fn cancel(&mut self) {
        let searching = {
            let mut shared = self.shared.borrow_mut();
            let searching = shared.pending.is_some() && shared.sent && !shared.failed;
            shared.pending = None;
            if searching {
                shared.ready = false;
                shared.sent = false;
            }
            searching
        };
        if searching && let Some(worker) = self.worker.take() {
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.terminate();
            self.start_worker();
        }
    }
}

/// Posts the pending request to the worker once it is listening, and only once.
fn post_pending(shared: &Rc<RefCell<Shared>>, worker: &Worker) {
    let text = {
        let mut shared = shared.borrow_mut();
        if !shared.ready || shared.sent {
            return;
        }
        let Some(request) = &shared.pending else {
            return;
        };
        let text = request.encode();
        shared.sent = true;
        text
    };
    let _ = worker.post_message(&JsValue::from_str(&text));
}

/// Searches on the page itself, at a small budget, in a task of its own so the current event
/// finishes first. The first time, the session is told.
fn answer_here(shared: &Rc<RefCell<Shared>>, request: ToWorker) {
    let shared = shared.clone();
    Timeout::new(0, move || {
        let (tell, send) = {
            let mut shared = shared.borrow_mut();
            (
                !std::mem::replace(&mut shared.told, true),
                shared.send.clone(),
            )
        };
        if tell {
            send(Action::NoWorker);
        }
        match request {
            ToWorker::Search(request) => {
                deliver(&shared, FromWorker::Reply(answer_on_page(&request)));
            }
            ToWorker::Values(request) => {
                deliver(&shared, FromWorker::Values(values_on_page(&request)));
            }
        }
    })
    .forget();
}

/// The id of a request.
fn id_of(request: &ToWorker) -> u32 {
    match request {
        ToWorker::Search(request) => request.id,
        ToWorker::Values(request) => request.id,
    }
}

/// Hands an answer to the session, if it answers the current request.
fn deliver(shared: &Rc<RefCell<Shared>>, answer: FromWorker) {
    let send = {
        let mut shared = shared.borrow_mut();
        let id = match &answer {
            FromWorker::Ready => return,
            FromWorker::Reply(reply) => reply.id,
            FromWorker::Values(reply) => reply.id,
        };
        if shared.pending.as_ref().map(id_of) != Some(id) {
            return;
        }
        shared.pending = None;
        shared.send.clone()
    };
    if let Some(action) = worker_client::action(answer) {
        send(action);
    }
}

/// A fresh seed for the computer's random choices, so games vary from visit to visit.
fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    // Without an entropy source every visit still plays, only with the same seed.
    let _ = getrandom::fill(&mut bytes);
    u64::from_le_bytes(bytes)
}
