//! The page's side of the search worker, as plain Rust: how a worker's answer becomes an
//! action for the session. The web layer and the session's tests both use it, so the two
//! cannot drift apart.

use crate::engine::Pit;
use crate::model::review::Rated;
use crate::model::session::{Action, Reply};
use crate::worker::protocol::{FromWorker, SearchReply, ValuesReply};

impl From<SearchReply> for Reply {
    /// The session's view of the worker's answer: a refusal, or a pit number out of range,
    /// becomes no move.
    fn from(reply: SearchReply) -> Reply {
        Reply {
            pit: reply.answer.ok().and_then(Pit::new),
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

/// The action that hands an answer to the session: [`Action::Reply`] for a move,
/// [`Action::Rated`] for ratings, each with the id of the request it answers. `None` for
/// [`FromWorker::Ready`], which answers nothing.
pub fn action(message: FromWorker) -> Option<Action> {
    match message {
        FromWorker::Ready => None,
        FromWorker::Reply(reply) => Some(Action::Reply {
            id: reply.id,
            reply: reply.into(),
        }),
        FromWorker::Values(reply) => Some(Action::Rated {
            id: reply.id,
            rated: reply.into(),
        }),
    }
}
