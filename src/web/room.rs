//! A live room's edges: the request that makes a room, and the room's WebSocket (or the
//! queue's, while the page waits for someone to play). A thin adapter with no game logic: it
//! carries out what the online mode asks of the room server ([`Want`]s the session hands on as
//! they are) and hands back what happened as [`OnlineAction`]s (a room made or not, the socket
//! opened, a text frame, the socket lost). The seats' secrets are stored as every other key is,
//! by [`super::storage`].
//!
//! The socket reconnects by itself until it is told to disconnect: after a loss it waits half a
//! second, then twice as long after each failed try up to ten seconds, each wait stretched by up
//! to a quarter at random so that the pages of a restarted server do not all come back at once.
//! Each opening is told again, and the online controller says hello with its seat's secret, so
//! the server sends the whole room again. When the server closes a socket for good and says why
//! (the seat was taken by another tab or device, or the server is too full to make a paired
//! room), the controller asks for a disconnect before the close arrives, so no retry follows.
//!
//! Only the online view uses this module, so it stays in the page module's online part.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use leptos::prelude::window;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, WebSocket};

use crate::model::online::{OnlineAction, Unmade, Want};
use crate::model::share::link::RoomId;
use crate::room::protocol::{Made, Problem};

/// The first wait before trying a lost socket again, in milliseconds.
const FIRST_WAIT: u32 = 500;
/// The longest wait between tries.
const LONGEST_WAIT: u32 = 10_000;

/// How the adapter tells the online controller what happened.
pub type Tell = Rc<dyn Fn(OnlineAction)>;

/// The handlers of an open socket, kept alive as long as it is.
struct Handlers {
    _open: Closure<dyn Fn()>,
    _message: Closure<dyn Fn(MessageEvent)>,
    _close: Closure<dyn Fn()>,
}

/// Where a socket goes: a room, or the queue with its query.
#[derive(Clone)]
enum Target {
    Room(RoomId),
    Queue(String),
}

/// The socket's line, while the page is in a room or the queue.
#[derive(Default)]
struct Line {
    target: Option<Target>,
    socket: Option<(WebSocket, Handlers)>,
    retry: Option<Timeout>,
    wait: u32,
    /// Counts the sockets opened, so that a closed socket's late events are told apart.
    generation: u32,
}

/// The adapter: one a page.
#[derive(Clone)]
pub struct Rooms {
    line: Rc<RefCell<Line>>,
    tell: Tell,
}

impl Rooms {
    /// An adapter that tells what happens through `tell`.
    pub fn new(tell: Tell) -> Rooms {
        Rooms {
            line: Rc::new(RefCell::new(Line::default())),
            tell,
        }
    }

    /// Carries out what the online mode asks of the room server.
    pub fn run(&self, want: Want) {
        match want {
            Want::Create(body) => create(body, self.tell.clone()),
            Want::Connect(room) => self.connect(Target::Room(room)),
            Want::Queue(query) => self.connect(Target::Queue(query)),
            Want::Send(text) => {
                // A frame that cannot go (the socket is not open) is lost with the socket; the
                // reconnect's hello brings the whole room back.
                if let Some((socket, _)) = &self.line.borrow().socket {
                    let _ = socket.send_with_str(&text);
                }
            }
            Want::Disconnect => self.disconnect(),
            // The router's own, which it never hands on.
            Want::Keep(_)
            | Want::SeatsUnreadable(_)
            | Want::Address(_)
            | Want::Home
            | Want::Review(_)
            | Want::Count(_) => {}
        }
    }

    /// Closes whatever socket is open, and opens one to `target`.
    fn connect(&self, target: Target) {
        self.disconnect();
        {
            let mut line = self.line.borrow_mut();
            line.target = Some(target);
            line.wait = FIRST_WAIT;
        }
        self.open();
    }

    /// Opens the socket, or, if the browser refuses to, tries again later.
    fn open(&self) {
        let (target, generation) = {
            let mut line = self.line.borrow_mut();
            let Some(target) = line.target.clone() else {
                return;
            };
            line.generation = line.generation.wrapping_add(1);
            (target, line.generation)
        };
        let Ok(socket) = WebSocket::new(&socket_address(&target)) else {
            (self.tell)(OnlineAction::Lost);
            return self.later();
        };
        let current = {
            let line = self.line.clone();
            move || line.borrow().generation == generation
        };
        let on_open = {
            let (rooms, current) = (self.clone(), current.clone());
            Closure::<dyn Fn()>::new(move || {
                if current() {
                    rooms.line.borrow_mut().wait = FIRST_WAIT;
                    (rooms.tell)(OnlineAction::Opened {
                        fresh: super::random_secret(),
                        seats: super::storage::seats(),
                    });
                }
            })
        };
        let on_message = {
            let (tell, current) = (self.tell.clone(), current.clone());
            Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
                // Text frames only: the protocol has no other kind.
                if current()
                    && let Some(text) = event.data().as_string()
                {
                    tell(OnlineAction::Frame(text));
                }
            })
        };
        let on_close = {
            let rooms = self.clone();
            Closure::<dyn Fn()>::new(move || {
                // The closed socket is dropped when the next one opens, not inside its own
                // handler.
                if current() {
                    (rooms.tell)(OnlineAction::Lost);
                    rooms.later();
                }
            })
        };
        socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        self.line.borrow_mut().socket = Some((
            socket,
            Handlers {
                _open: on_open,
                _message: on_message,
                _close: on_close,
            },
        ));
    }

    /// Tries the socket again after the wait, which doubles for the next time.
    fn later(&self) {
        let wait = {
            let mut line = self.line.borrow_mut();
            let wait = line.wait.clamp(FIRST_WAIT, LONGEST_WAIT);
            line.wait = wait.saturating_mul(2).min(LONGEST_WAIT);
            wait
        };
        // Up to a quarter more, from the same random source as the computer's seeds.
        let stretched = wait + (super::random_seed() % u64::from(wait / 4 + 1)) as u32;
        let rooms = self.clone();
        let retry = Timeout::new(stretched, move || rooms.open());
        self.line.borrow_mut().retry = Some(retry);
    }

    /// Closes the socket for good, and stops trying again.
    fn disconnect(&self) {
        let socket = {
            let mut line = self.line.borrow_mut();
            line.target = None;
            line.retry = None;
            line.generation = line.generation.wrapping_add(1);
            line.socket.take()
        };
        if let Some((socket, _handlers)) = socket {
            socket.set_onopen(None);
            socket.set_onmessage(None);
            socket.set_onclose(None);
            let _ = socket.close();
        }
    }
}

/// The address of a room's socket, or the queue's, on the server that served the page.
fn socket_address(target: &Target) -> String {
    // `http://host:port` becomes `ws://host:port`, and `https:` `wss:`.
    let origin = window().location().origin().unwrap_or_default();
    let host = origin.strip_prefix("http").unwrap_or(&origin);
    match target {
        Target::Room(room) => format!("ws{host}/api/rooms/{room}/socket"),
        Target::Queue(query) => format!("ws{host}/api/queue/socket?{query}"),
    }
}

/// Asks the server for a room and tells what came of it: the room, the server's reason for
/// making none, or no server at all (no answer, or one that is not the room server's).
fn create(body: String, tell: Tell) {
    wasm_bindgen_futures::spawn_local(async move {
        let answer = match post("/api/rooms", &body).await {
            Some((201, text)) => Made::decode(&text)
                .map(|made| (made.room, made.invite))
                .map_err(|_| Unmade::NoServer),
            // A body that is not the protocol's is not the room server's (a proxy's page).
            Some((_, text)) => {
                Err(Problem::decode(&text).map_or(Unmade::NoServer, Unmade::Refused))
            }
            None => Err(Unmade::NoServer),
        };
        tell(OnlineAction::Created {
            asked: body,
            made: answer,
        });
    });
}

/// Posts `body` as JSON to `path`: the answer's status and text, or `None` if none came.
async fn post(path: &str, body: &str) -> Option<(u16, String)> {
    let init = web_sys::RequestInit::new();
    init.set_method("POST");
    init.set_body(&body.into());
    let headers = web_sys::Headers::new().ok()?;
    headers.set("content-type", "application/json").ok()?;
    init.set_headers(&headers);
    let response = JsFuture::from(window().fetch_with_str_and_init(path, &init))
        .await
        .ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    let text = JsFuture::from(response.text().ok()?).await.ok()?;
    Some((response.status(), text.as_string()?))
}
