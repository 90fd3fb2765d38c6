//! The page's client of the search worker, natively: when a request is posted, which answers
//! reach the session, the fall back to the page when the worker fails, and a cancel that
//! replaces a busy worker. Each test drives the client as the web layer would, by its inputs,
//! and checks the command it gives back.

use mancala::engine::players::Level;
use mancala::engine::{Move, Pit, Player, Position, Rules};
use mancala::model::app::RouterAction;
use mancala::model::app::{Action, Reply};
use mancala::model::review::Rated;
use mancala::web::worker_client::{Want, WorkerClient, action};
use mancala::worker::protocol::{
    FromWorker, Pie, Play, Purpose, SearchReply, SearchRequest, ToWorker, ValuesReply,
    ValuesRequest,
};

fn search(id: u32) -> ToWorker {
    ToWorker::Search(SearchRequest {
        id,
        position: Position::start(Rules::KALAH, Player::South).to_string(),
        level: Level::Medium,
        seed: 9,
        pie: Pie::Off,
    })
}

fn hint(id: u32) -> ToWorker {
    ToWorker::Values(ValuesRequest {
        id,
        purpose: Purpose::Hint,
        position: Position::start(Rules::KALAH, Player::South).to_string(),
        pie: Pie::Off,
    })
}

/// The worker's answer to search `id`: pit 3.
fn reply(id: u32) -> FromWorker {
    FromWorker::Reply(SearchReply {
        id,
        answer: Ok(Play::Sow(3)),
        depth: 6,
        exact: false,
        nodes: 1234,
    })
}

/// The action that hands [`reply`] to the session.
fn delivered(id: u32) -> Want {
    Want::Send(Action::Router(RouterAction::Reply {
        id,
        reply: Reply {
            played: Pit::new(3).map(Move::Sow),
            depth: 6,
            exact: false,
            nodes: 1234,
        },
    }))
}

fn post(request: &ToWorker) -> Want {
    Want::Post(request.encode())
}

fn on_page(request: ToWorker, first: bool) -> Want {
    Want::AnswerOnPage { request, first }
}

/// A client whose worker listens.
fn ready() -> WorkerClient {
    let mut client = WorkerClient::new();
    assert_eq!(client.received(&FromWorker::Ready.encode()), None);
    client
}

/// A client whose worker failed to start.
fn without_worker() -> WorkerClient {
    let mut client = WorkerClient::new();
    assert_eq!(client.failed(), None);
    client
}

#[test]
fn a_request_waits_for_the_worker_to_listen_and_is_posted_once() {
    let mut client = WorkerClient::new();
    assert_eq!(
        client.ask(search(1)),
        None,
        "a loading worker would drop it"
    );
    assert_eq!(
        client.received(&FromWorker::Ready.encode()),
        Some(post(&search(1)))
    );
    assert_eq!(
        client.received(&FromWorker::Ready.encode()),
        None,
        "posted once only"
    );
}

#[test]
fn a_request_to_a_listening_worker_is_posted_at_once() {
    let mut client = ready();
    assert_eq!(client.ask(search(1)), Some(post(&search(1))));
    assert_eq!(client.received(&reply(1).encode()), Some(delivered(1)));
    assert_eq!(client.ask(hint(2)), Some(post(&hint(2))));
}

#[test]
fn the_answer_to_the_wanted_request_reaches_the_session_once() {
    let mut client = ready();
    client.ask(search(1));
    assert_eq!(client.received(&reply(1).encode()), Some(delivered(1)));
    assert_eq!(
        client.received(&reply(1).encode()),
        None,
        "a second copy answers nothing wanted"
    );
}

#[test]
fn an_answer_to_an_overtaken_request_is_dropped() {
    let mut client = ready();
    client.ask(search(1));
    assert_eq!(client.ask(search(2)), Some(post(&search(2))));
    assert_eq!(client.received(&reply(1).encode()), None, "stale");
    assert_eq!(client.received(&reply(2).encode()), Some(delivered(2)));
}

#[test]
fn bytes_that_are_no_message_are_dropped() {
    let mut client = ready();
    client.ask(search(1));
    assert_eq!(client.received(b"hello"), None);
    assert_eq!(
        client.received(b"ready"),
        None,
        "the old word form is not a message"
    );
    assert_eq!(client.received(&reply(1).encode()), Some(delivered(1)));
}

#[test]
fn an_empty_message_is_a_worker_that_could_not_load_its_search_module() {
    let mut client = WorkerClient::new();
    client.ask(hint(1));
    assert_eq!(client.received(b""), Some(on_page(hint(1), true)));
    assert_eq!(client.ask(search(2)), Some(on_page(search(2), false)));
}

#[test]
fn ratings_reach_the_session_as_rated() {
    let mut client = ready();
    client.ask(hint(4));
    let answer = FromWorker::Values(ValuesReply {
        id: 4,
        moves: vec![(2, -1), (3, 5)],
        depth: 8,
        exact: true,
        nodes: 99,
    });
    let rated = Rated {
        moves: vec![(Pit::new(2).unwrap(), -1), (Pit::new(3).unwrap(), 5)],
        exact: true,
    };
    assert_eq!(
        client.received(&answer.encode()),
        Some(Want::Send(Action::Router(RouterAction::Rated {
            id: 4,
            rated
        })))
    );
}

#[test]
fn a_failed_worker_leaves_its_request_and_every_later_one_to_the_page() {
    let mut client = ready();
    client.ask(search(1));
    assert_eq!(client.failed(), Some(on_page(search(1), true)));
    assert_eq!(client.ask(search(2)), Some(on_page(search(2), false)));
    assert_eq!(client.answered_on_page(reply(1)), None, "overtaken");
    assert_eq!(client.answered_on_page(reply(2)), Some(delivered(2)));
}

#[test]
fn a_worker_that_fails_to_load_leaves_the_waiting_request_to_the_page() {
    let mut client = WorkerClient::new();
    client.ask(hint(1));
    assert_eq!(client.failed(), Some(on_page(hint(1), true)));
}

#[test]
fn only_the_first_answer_on_the_page_tells_the_session_there_is_no_worker() {
    let mut client = without_worker();
    assert_eq!(client.ask(search(1)), Some(on_page(search(1), true)));
    assert_eq!(client.answered_on_page(reply(1)), Some(delivered(1)));
    assert_eq!(client.ask(search(2)), Some(on_page(search(2), false)));
    assert_eq!(client.answered_on_page(reply(2)), Some(delivered(2)));
    assert_eq!(
        client.failed(),
        None,
        "a second error changes nothing with nothing wanted"
    );
    assert_eq!(client.ask(search(3)), Some(on_page(search(3), false)));
}

#[test]
fn an_answer_on_the_page_to_a_cancelled_request_is_dropped() {
    let mut client = without_worker();
    client.ask(search(1));
    assert!(!client.cancel(), "no worker to replace");
    assert_eq!(client.answered_on_page(reply(1)), None);
}

#[test]
fn cancelling_a_request_the_worker_is_searching_replaces_the_worker() {
    let mut client = ready();
    client.ask(search(1));
    assert!(client.cancel());
    assert_eq!(
        client.ask(search(2)),
        None,
        "the fresh worker is not listening yet"
    );
    assert_eq!(
        client.received(&FromWorker::Ready.encode()),
        Some(post(&search(2)))
    );
    assert_eq!(client.received(&reply(2).encode()), Some(delivered(2)));
}

#[test]
fn cancelling_a_request_not_yet_sent_only_forgets_it() {
    let mut client = WorkerClient::new();
    client.ask(search(1));
    assert!(!client.cancel());
    assert_eq!(
        client.received(&FromWorker::Ready.encode()),
        None,
        "nothing left to post"
    );
    assert_eq!(client.received(&reply(1).encode()), None);
}

#[test]
fn cancelling_with_nothing_in_flight_keeps_the_worker() {
    let mut client = ready();
    assert!(!client.cancel());
    client.ask(search(1));
    client.received(&reply(1).encode());
    assert!(!client.cancel(), "the answer already came");
    assert_eq!(
        client.ask(search(2)),
        Some(post(&search(2))),
        "still listening"
    );
}

#[test]
fn a_fresh_worker_that_fails_to_start_leaves_later_requests_to_the_page() {
    let mut client = ready();
    client.ask(search(1));
    assert!(client.cancel());
    assert_eq!(client.failed(), None, "nothing was wanted");
    assert_eq!(client.ask(search(2)), Some(on_page(search(2), true)));
}

#[test]
fn a_refusal_or_a_pit_out_of_range_is_no_move() {
    let refused = action(FromWorker::Reply(SearchReply::refusal(3, "no".into())));
    let Some(Action::Router(RouterAction::Reply { id: 3, reply })) = refused else {
        panic!("a reply: {refused:?}");
    };
    assert_eq!(reply.played, None);
    let rated = Rated::from(ValuesReply {
        id: 1,
        moves: vec![(0, 4), (7, 2), (6, 1)],
        ..ValuesReply::default()
    });
    assert_eq!(rated.moves, vec![(Pit::new(6).unwrap(), 1)]);
    assert_eq!(action(FromWorker::Ready), None);
}
