//! The computer player's connection: requests go to a Web Worker as typed messages, so the
//! page never freezes while it searches. The worker runs the search module, a wasm module of
//! its own that the page module does not contain. If no worker can start, the page imports the
//! search module on its own thread and searches there (at a smaller level), and the session is
//! told. What to do when is decided by the model's [`WorkerClient`]; this module posts, starts
//! and stops workers, and asks the page's copy of the search module when told to. All of it is
//! in the `computer` part of the page module, which the runtime asks for once the board is
//! drawn (see `web::Deferred`).

use crate::model::app::RouterAction;
use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::js_sys::Uint8Array;
use web_sys::{MessageEvent, Worker};

use super::worker_client::{Want, WorkerClient};
use crate::engine::Position;
use crate::engine::players::Level;
use crate::model::app::Action;
use crate::worker::protocol::{
    FromWorker, Pie, Purpose, SearchReply, SearchRequest, StudyReply, StudyRequest, ToWorker,
    ValuesReply, ValuesRequest,
};

use super::shared::{Send, random_seed};

/// Where the worker's loader is served, next to the page.
const WORKER_URL: &str = "./worker_loader.js";

/// Starts the worker through the boot script, which hands it the search module: the address of
/// its glue and a copy of the bytes, fetched once the page module is running and only once
/// however many workers start. `None` when the browser refuses a worker, or the page was not
/// started by the boot script.
fn spawn_worker() -> Option<Worker> {
    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(catch, js_name = startMancalaWorker)]
        fn start_mancala_worker(loader: &str) -> Result<Worker, JsValue>;
    }
    start_mancala_worker(WORKER_URL).ok()
}

/// A worker and the handlers wired to it, dropped together.
struct Running {
    worker: Worker,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(web_sys::Event)>,
}

/// What the page and the worker's handlers share.
struct Shared {
    client: RefCell<WorkerClient>,
    send: Send,
}

/// The page's handle on the computer player.
pub struct Computer {
    shared: Rc<Shared>,
    running: Option<Running>,
    seed: u64,
}

impl Computer {
    /// Starts the worker, or prepares to search on the page if it cannot start. Answers reach
    /// the session through `send` as [`RouterAction::Reply`] and [`RouterAction::Rated`].
    pub fn new(send: Send) -> Computer {
        let shared = Rc::new(Shared {
            client: RefCell::new(WorkerClient::new()),
            send,
        });
        Computer {
            running: start_worker(&shared),
            shared,
            seed: random_seed(),
        }
    }

    /// Asks for a move; the answer comes back as [`RouterAction::Reply`] with this `id`, unless
    /// the request is cancelled or overtaken first.
    pub fn request(&mut self, id: u32, position: &Position, level: Level, pie: Pie) {
        self.seed = self.seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        self.ask(ToWorker::Search(SearchRequest {
            id,
            position: position.to_string(),
            level,
            seed: self.seed,
            pie,
        }));
    }

    /// Asks for every move's rating, for a hint or the analysis as `purpose` says; the answer
    /// comes back as [`RouterAction::Rated`] with this `id`, unless cancelled or overtaken.
    pub fn rate(&mut self, id: u32, position: &Position, purpose: Purpose, pie: Pie) {
        self.ask(ToWorker::Values(ValuesRequest {
            id,
            purpose,
            position: position.to_string(),
            pie,
        }));
    }

    /// Asks for one step of the analysis board's analysis of `position`; the answer comes back
    /// as [`RouterAction::Studied`] with this `id`, unless cancelled or overtaken.
    pub fn study(&mut self, id: u32, position: &Position, step: u8) {
        self.ask(ToWorker::Study(StudyRequest {
            id,
            position: position.to_string(),
            step,
        }));
    }

    fn ask(&mut self, request: ToWorker) {
        let want = self.shared.client.borrow_mut().ask(request);
        let worker = self.running.as_ref().map(|running| &running.worker);
        run(&self.shared, worker, want);
    }

    /// Forgets the request in flight, and replaces a worker still searching for it (see
    /// [`WorkerClient::cancel`]).
    pub fn cancel(&mut self) {
        if !self.shared.client.borrow_mut().cancel() {
            return;
        }
        if let Some(old) = self.running.take() {
            old.worker.set_onmessage(None);
            old.worker.set_onerror(None);
            old.worker.terminate();
        }
        self.running = start_worker(&self.shared);
    }
}

/// Carries out what the client wants, if anything: a message for `worker`, an answer to work
/// out on the page, or an action for the session. No borrow is held meanwhile: handing the session an
/// action can come straight back here with the next request.
fn run(shared: &Rc<Shared>, worker: Option<&Worker>, want: Option<Want>) {
    match want {
        Some(Want::Post(message)) => {
            if let Some(worker) = worker {
                let _ = worker.post_message(&Uint8Array::from(&message[..]));
            }
        }
        Some(Want::AnswerOnPage { request, first }) => {
            answer_here(shared.clone(), request, first);
        }
        Some(Want::Send(action)) => (shared.send)(action),
        None => {}
    }
}

/// Starts a worker and wires its messages and errors to the client. `None` if none can start,
/// and the client is told so.
fn start_worker(shared: &Rc<Shared>) -> Option<Running> {
    let Some(worker) = spawn_worker() else {
        let want = shared.client.borrow_mut().failed();
        run(shared, None, want);
        return None;
    };
    let on_shared = shared.clone();
    let to_worker = worker.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let message = Uint8Array::new(&event.data()).to_vec();
        let want = on_shared.client.borrow_mut().received(&message);
        run(&on_shared, Some(&to_worker), want);
    });
    let error_shared = shared.clone();
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_event: web_sys::Event| {
        let want = error_shared.client.borrow_mut().failed();
        run(&error_shared, None, want);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Running {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Searches on the page itself, at a small budget: the boot script imports the search module
/// on the page's thread (once) and runs the request there, after the current event has
/// finished, and the client gets the answer; the `first` time, the session is told first that
/// there is no worker. If the search module cannot be loaded either, the request is answered
/// with a refusal (no move, or no ratings), so the page does not wait forever.
fn answer_here(shared: Rc<Shared>, request: ToWorker, first: bool) {
    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(catch, js_name = searchOnMancalaPage)]
        fn search_on_page(request: &[u8], done: &JsValue) -> Result<(), JsValue>;
    }
    Timeout::new(0, move || {
        if first {
            (shared.send)(Action::Router(RouterAction::NoWorker));
        }
        let refusal = match &request {
            ToWorker::Search(request) => FromWorker::Reply(SearchReply::refusal(
                request.id,
                "the search could not be loaded".to_string(),
            )),
            ToWorker::Values(request) => FromWorker::Values(ValuesReply {
                id: request.id,
                ..ValuesReply::default()
            }),
            ToWorker::Study(request) => FromWorker::Study(StudyReply {
                id: request.id,
                ..StudyReply::default()
            }),
        };
        let done = Closure::once_into_js(move |reply: JsValue| {
            let answer = Some(reply)
                .filter(|reply| reply.is_instance_of::<Uint8Array>())
                .and_then(|reply| FromWorker::decode(&Uint8Array::new(&reply).to_vec()).ok())
                .unwrap_or(refusal);
            let want = shared.client.borrow_mut().answered_on_page(answer);
            run(&shared, None, want);
        });
        if search_on_page(&request.encode(), &done).is_err() {
            // No boot script to call it: the answer is the refusal.
            let _ = done
                .unchecked_into::<web_sys::js_sys::Function>()
                .call0(&JsValue::NULL);
        }
    })
    .forget();
}
