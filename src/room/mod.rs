//! Live rooms: two people on two devices playing one game, refereed by the room server.
//!
//! - [`protocol`]: the messages a page and the server exchange over a room's WebSocket, typed
//!   both ways and read strictly.
//! - [`referee`]: one room as a pure state machine (an event and its time in, what to store
//!   and send out), which plays every move through the engine's own rules.
//!
//! This layer imports the engine and nothing of the model, the web layer or the view, so that
//! the page and the server can both build on it.

pub mod protocol;
pub mod referee;

pub use referee::{Change, Conn, Event, Millis, Out, Room, Settings};
