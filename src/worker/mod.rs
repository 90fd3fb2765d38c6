//! The search worker: the messages it takes and sends ([`protocol`]), the levels' budgets and
//! the answer to a request ([`budget`]), and the loop that runs in the Web Worker. It needs
//! only the engine.
//!
//! The loop reads each [`protocol::ToWorker`] message, answers it with
//! [`budget::answer_message`], and posts the reply back. It sends [`protocol::FromWorker::Ready`]
//! once it listens, since a wasm worker drops any message that arrives while its module is
//! still loading.

pub mod budget;
pub mod protocol;
#[cfg(feature = "worker")]
mod run;

#[cfg(feature = "worker")]
pub use run::start;
