//! What the server counts for its operator: served in Prometheus's text format (`GET /metrics`,
//! only to the addresses named with `--metrics-from`), and summed up in the log once a period,
//! so that a flood of hostile frames costs the log one line, not one a frame.
//!
//! Counters only grow: moves played, refusals by kind, and what each limit turned away. Prometheus
//! derives the rates (`rate(mancala_moves_total[1m])` is moves a second). The gauges are read
//! from the server's own counts as each scrape comes ([`Census`]), so there is nothing to keep
//! in step; the database's commit times are a histogram the database fills itself.
//!
//! This file imports nothing of the server: the parts that count take a [`Metrics`].

use std::fmt::Write as _;
use std::sync::Mutex;

use prometheus_client::encoding::{EncodeLabelSet, EncodeLabelValue, prometheus_text};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

use crate::room::protocol::Refusal;

/// The `Content-Type` of what [`Metrics::encode`] writes.
pub const CONTENT_TYPE: &str = prometheus_text::CONTENT_TYPE;

/// Something the server refused: a request, a message, or a socket's behaviour.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq, EncodeLabelValue)]
#[allow(non_camel_case_types)] // the label's values, as Prometheus shows them
pub enum Kind {
    /// A request for a host the server does not serve (421).
    host,
    /// A room made or opened from another site's page (403).
    origin,
    /// A request whose body or query could not be read, or asks for a room that cannot be (400).
    request,
    /// A socket for a room that does not exist (404).
    no_room,
    /// A frame that is not a message.
    unreadable,
    /// A second hello, or a message before the hello.
    out_of_order,
    /// A move, resignation or rematch from a socket without a seat.
    not_seated,
    /// A move out of turn.
    not_your_turn,
    /// A move before the other seat is taken.
    no_opponent,
    /// A move for a ply already played.
    stale,
    /// A move for a ply not reached.
    ahead,
    /// A move the rules do not allow.
    illegal,
    /// A move or resignation after the game's end.
    over,
    /// A rematch before the game's end.
    not_over,
    /// A secret that names no seat.
    unknown_seat,
    /// A player's hello to a room whose seats are taken.
    full,
    /// An invite of another room.
    wrong_invite,
    /// A seat taken back by a newer socket: the older one is closed.
    replaced,
    /// A frame over a socket's rate, dropped.
    too_fast,
    /// A socket closed for sending well over its rate for long.
    flood,
    /// A frame over the size limit: its socket is closed.
    too_big,
    /// A socket closed for saying no hello in time.
    no_hello,
    /// A socket closed for leaving pings unanswered (a page that stopped reading).
    no_pong,
    /// A socket closed for falling too far behind the room's messages.
    behind,
    /// A socket in the queue closed for speaking.
    spoke_in_line,
}

impl Kind {
    /// Every kind, in the order the log lists them.
    pub const ALL: [Kind; 25] = [
        Kind::host,
        Kind::origin,
        Kind::request,
        Kind::no_room,
        Kind::unreadable,
        Kind::out_of_order,
        Kind::not_seated,
        Kind::not_your_turn,
        Kind::no_opponent,
        Kind::stale,
        Kind::ahead,
        Kind::illegal,
        Kind::over,
        Kind::not_over,
        Kind::unknown_seat,
        Kind::full,
        Kind::wrong_invite,
        Kind::replaced,
        Kind::too_fast,
        Kind::flood,
        Kind::too_big,
        Kind::no_hello,
        Kind::no_pong,
        Kind::behind,
        Kind::spoke_in_line,
    ];

    /// The kind of a refusal the referee sends, if it is one: the server's "busy" is counted by
    /// the limit that said it ([`Limit`]), not here.
    pub fn of(refusal: Refusal) -> Option<Kind> {
        Some(match refusal {
            Refusal::Unreadable => Kind::unreadable,
            Refusal::OutOfOrder => Kind::out_of_order,
            Refusal::NotSeated => Kind::not_seated,
            Refusal::NotYourTurn => Kind::not_your_turn,
            Refusal::NoOpponent => Kind::no_opponent,
            Refusal::Stale => Kind::stale,
            Refusal::Ahead => Kind::ahead,
            Refusal::Illegal => Kind::illegal,
            Refusal::Over => Kind::over,
            Refusal::NotOver => Kind::not_over,
            Refusal::UnknownSeat => Kind::unknown_seat,
            Refusal::Full => Kind::full,
            Refusal::WrongInvite => Kind::wrong_invite,
            Refusal::Replaced => Kind::replaced,
            Refusal::Busy => return None,
        })
    }
}

/// A limit that turned a connection, a socket, a room or a request away.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq, EncodeLabelValue)]
#[allow(non_camel_case_types)] // the label's values, as Prometheus shows them
pub enum Limit {
    /// Connections open in all (`--connections`, and the limit of open files).
    connections,
    /// Connections open from one address (`--connections-per-address`).
    connections_per_address,
    /// A request head that did not come in time.
    head_time,
    /// A request body over its size.
    body_size,
    /// A request body that did not come in time.
    body_time,
    /// Sockets open in all (`--max-sockets`): a newcomer without a seat is turned away.
    sockets,
    /// Sockets open from one address (`--per-address`).
    sockets_per_address,
    /// Sockets one address opens a second (`--opens`).
    opens,
    /// Rooms in memory (`--max-rooms`).
    rooms,
    /// Rooms one address makes a minute (`--creations`).
    creations,
    /// Watchers of one room (`--watchers`).
    watchers,
    /// Sockets one address watches with (`--watching`).
    watching,
}

impl Limit {
    /// Every limit, in the order the log lists them.
    pub const ALL: [Limit; 12] = [
        Limit::connections,
        Limit::connections_per_address,
        Limit::head_time,
        Limit::body_size,
        Limit::body_time,
        Limit::sockets,
        Limit::sockets_per_address,
        Limit::opens,
        Limit::rooms,
        Limit::creations,
        Limit::watchers,
        Limit::watching,
    ];
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct KindLabel {
    kind: Kind,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct LimitLabel {
    limit: Limit,
}

/// What the server holds at the moment of a scrape.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Census {
    /// Rooms in memory.
    pub rooms: usize,
    /// Room and queue sockets open.
    pub sockets: usize,
    /// Games under way: both seats taken, the game not over.
    pub games: usize,
    /// Pages waiting in the queue of "play someone now".
    pub waiting: usize,
}

/// The server's counts: see the module's comment. Shared by reference ([`std::sync::Arc`]);
/// every count is an atomic, so counting takes no lock.
#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    moves: Counter,
    refused: Family<KindLabel, Counter>,
    limited: Family<LimitLabel, Counter>,
    connections: Gauge,
    rooms: Gauge,
    sockets: Gauge,
    games: Gauge,
    waiting: Gauge,
    /// What the last summary had counted, to say what is new since.
    summed: Mutex<Summed>,
}

#[derive(Debug, Default)]
struct Summed {
    refused: Vec<u64>,
    limited: Vec<u64>,
}

/// The commit times' buckets, in seconds: from a tenth of a millisecond to about 3 s, doubling.
fn commit_buckets() -> impl Iterator<Item = f64> {
    exponential_buckets(0.0001, 2.0, 16)
}

impl Metrics {
    /// A histogram for the database's commit times, to hand to [`Metrics::new`].
    pub fn commit_times() -> Histogram {
        Histogram::new(commit_buckets())
    }

    /// The server's counts, with the database's commit times in `commits`, every kind and limit
    /// at zero (so that a scrape lists each from the start).
    pub fn new(commits: Histogram) -> Metrics {
        let mut registry = Registry::with_prefix("mancala");
        let moves = Counter::default();
        let refused = Family::<KindLabel, Counter>::default();
        let limited = Family::<LimitLabel, Counter>::default();
        for kind in Kind::ALL {
            let _ = refused.get_or_create(&KindLabel { kind });
        }
        for limit in Limit::ALL {
            let _ = limited.get_or_create(&LimitLabel { limit });
        }
        let [connections, rooms, sockets, games, waiting] =
            std::array::from_fn(|_| Gauge::default());
        registry.register(
            "moves",
            "Moves played in the rooms, by players and by their clocks",
            moves.clone(),
        );
        registry.register(
            "refusals",
            "Requests, messages and sockets refused, by kind",
            refused.clone(),
        );
        registry.register(
            "limited",
            "Connections, sockets, rooms and requests turned away, by the limit that did",
            limited.clone(),
        );
        registry.register(
            "connections",
            "TCP connections open: pages' requests, kept alive, and sockets",
            connections.clone(),
        );
        registry.register("rooms", "Rooms in memory", rooms.clone());
        registry.register("sockets", "Room and queue sockets open", sockets.clone());
        registry.register(
            "games",
            "Games under way: both seats taken and the game not over",
            games.clone(),
        );
        registry.register(
            "waiting",
            "Pages waiting in the queue of play someone now",
            waiting.clone(),
        );
        registry.register_with_unit(
            "database_commit",
            "Time the rooms' database takes to commit a batch of writes",
            prometheus_client::registry::Unit::Seconds,
            commits,
        );
        Metrics {
            registry,
            moves,
            refused,
            limited,
            connections,
            rooms,
            sockets,
            games,
            waiting,
            summed: Mutex::new(Summed::default()),
        }
    }

    /// Counts moves played (and kept).
    pub fn moved(&self, moves: u64) {
        self.moves.inc_by(moves);
    }

    /// Counts a refusal.
    pub fn refused(&self, kind: Kind) {
        self.refused.get_or_create(&KindLabel { kind }).inc();
    }

    /// Counts something a limit turned away.
    pub fn limited(&self, limit: Limit) {
        self.limited.get_or_create(&LimitLabel { limit }).inc();
    }

    /// Counts a connection in (`1`) or out (`-1`).
    pub fn connection(&self, change: i64) {
        self.connections.inc_by(change);
    }

    /// The counts in Prometheus's text format, with the gauges read from `census`.
    pub fn encode(&self, census: Census) -> String {
        let gauge = |count: usize| i64::try_from(count).unwrap_or(i64::MAX);
        self.rooms.set(gauge(census.rooms));
        self.sockets.set(gauge(census.sockets));
        self.games.set(gauge(census.games));
        self.waiting.set(gauge(census.waiting));
        let mut text = String::new();
        // Writing to a String cannot fail; the encoder only passes on the writer's errors.
        let _ = prometheus_text::encode(&mut text, &self.registry);
        text
    }

    /// What was refused and turned away since the last summary, in a line for the log (kinds
    /// and limits with their counts, in a fixed order); `None` when nothing was.
    pub fn summary(&self) -> Option<String> {
        let refused: Vec<u64> = Kind::ALL
            .iter()
            .map(|&kind| self.refused.get_or_create(&KindLabel { kind }).get())
            .collect();
        let limited: Vec<u64> = Limit::ALL
            .iter()
            .map(|&limit| self.limited.get_or_create(&LimitLabel { limit }).get())
            .collect();
        let mut summed = self.summed.lock().unwrap_or_else(|p| p.into_inner());
        let new = |now: &[u64], before: &[u64], names: &mut dyn Iterator<Item = String>| {
            let mut listed = String::new();
            for (n, name) in names.enumerate() {
                let since = now[n] - before.get(n).copied().unwrap_or(0);
                if since > 0 {
                    let comma = if listed.is_empty() { "" } else { ", " };
                    let _ = write!(listed, "{comma}{name} {since}");
                }
            }
            listed
        };
        let refused_new = new(
            &refused,
            &summed.refused,
            &mut Kind::ALL.iter().map(|kind| format!("{kind:?}")),
        );
        let limited_new = new(
            &limited,
            &summed.limited,
            &mut Limit::ALL.iter().map(|limit| format!("{limit:?}")),
        );
        summed.refused = refused;
        summed.limited = limited;
        match (refused_new.is_empty(), limited_new.is_empty()) {
            (true, true) => None,
            (false, true) => Some(format!("refused: {refused_new}")),
            (true, false) => Some(format!("turned away: {limited_new}")),
            (false, false) => Some(format!(
                "refused: {refused_new}; turned away: {limited_new}"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str, series: &str) -> Option<f64> {
        text.lines()
            .find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.parse().ok())
    }

    #[test]
    fn every_kind_and_limit_is_listed_from_the_start_and_counts_show() {
        let metrics = Metrics::new(Metrics::commit_times());
        let text = metrics.encode(Census::default());
        for kind in Kind::ALL {
            let series = format!("mancala_refusals_total{{kind=\"{kind:?}\"}}");
            assert_eq!(value(&text, &series), Some(0.0), "{series} in\n{text}");
        }
        for limit in Limit::ALL {
            let series = format!("mancala_limited_total{{limit=\"{limit:?}\"}}");
            assert_eq!(value(&text, &series), Some(0.0), "{series} in\n{text}");
        }
        metrics.moved(2);
        metrics.refused(Kind::illegal);
        metrics.limited(Limit::opens);
        metrics.connection(1);
        let text = metrics.encode(Census {
            rooms: 3,
            sockets: 5,
            games: 1,
            waiting: 2,
        });
        assert_eq!(value(&text, "mancala_moves_total"), Some(2.0));
        assert_eq!(
            value(&text, "mancala_refusals_total{kind=\"illegal\"}"),
            Some(1.0)
        );
        assert_eq!(
            value(&text, "mancala_limited_total{limit=\"opens\"}"),
            Some(1.0)
        );
        assert_eq!(value(&text, "mancala_rooms"), Some(3.0));
        assert_eq!(value(&text, "mancala_sockets"), Some(5.0));
        assert_eq!(value(&text, "mancala_games"), Some(1.0));
        assert_eq!(value(&text, "mancala_waiting"), Some(2.0));
        assert_eq!(value(&text, "mancala_connections"), Some(1.0));
        assert!(
            text.contains("# TYPE mancala_database_commit_seconds histogram"),
            "{text}"
        );
    }

    #[test]
    fn a_summary_says_what_is_new_since_the_last_and_nothing_when_nothing_is() {
        let metrics = Metrics::new(Metrics::commit_times());
        assert_eq!(metrics.summary(), None);
        for _ in 0..300 {
            metrics.refused(Kind::too_fast);
        }
        metrics.refused(Kind::host);
        metrics.limited(Limit::watching);
        assert_eq!(
            metrics.summary().as_deref(),
            Some("refused: host 1, too_fast 300; turned away: watching 1")
        );
        assert_eq!(metrics.summary(), None, "nothing new since");
        metrics.limited(Limit::watching);
        assert_eq!(
            metrics.summary().as_deref(),
            Some("turned away: watching 1")
        );
    }

    #[test]
    fn each_refusal_but_busy_has_its_kind() {
        assert_eq!(Kind::of(Refusal::NotYourTurn), Some(Kind::not_your_turn));
        assert_eq!(Kind::of(Refusal::Replaced), Some(Kind::replaced));
        assert_eq!(Kind::of(Refusal::Busy), None);
    }
}
