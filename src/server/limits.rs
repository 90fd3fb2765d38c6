//! The limits a server keeps to, and the counts they are checked against: the sockets open in
//! all and from each address, the sockets each address watches with, and each address's
//! buckets of room creations (a minute's worth) and socket openings (two seconds' worth). The
//! door's caps on connections are the [`super::gate`]'s; the watchers of one room are counted
//! by its room. Whatever a limit turns away is counted in the [`Metrics`].

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use super::metrics::{Limit, Metrics};
use super::time::Bucket;
use crate::room::Millis;

/// The limits a server keeps to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Rooms in memory at most; past it, no room is made.
    pub rooms: usize,
    /// Sockets open at most; past it, a socket without a seat is turned away.
    pub sockets: usize,
    /// Sockets open from one address at most.
    pub per_address: usize,
    /// Rooms one address may make a minute.
    pub creations: u32,
    /// Sockets one address may open a second, on average (twice as many at once).
    pub opens: u32,
    /// Sockets that may watch one room.
    pub watchers: usize,
    /// Sockets one address may watch with, in all rooms.
    pub watching_per_address: usize,
    /// Connections open at most, HTTP and WebSocket alike (held under the process's limit of
    /// open files too).
    pub connections: usize,
    /// Connections open from one address at most.
    pub connections_per_address: usize,
    /// How long a finished room is kept before it is purged.
    pub keep_finished: Millis,
    /// The extra time a turn in progress gets after a restart.
    pub grace: Millis,
}

impl Limits {
    /// Sockets one address may open at once: two seconds' worth.
    pub(crate) fn opens_burst(&self) -> f64 {
        2.0 * f64::from(self.opens)
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            rooms: 20_000,
            sockets: 40_000,
            per_address: 200,
            creations: 30,
            opens: 10,
            watchers: 1000,
            watching_per_address: 100,
            connections: 50_000,
            connections_per_address: 256,
            keep_finished: 7 * 24 * 3600 * 1000,
            grace: 20_000,
        }
    }
}

#[derive(Debug)]
struct Address {
    sockets: usize,
    /// Of its sockets, those that watch.
    watching: usize,
    creations: Bucket,
    /// Sockets it may open now, filling at [`Limits::opens`] a second.
    opens: Bucket,
}

impl Address {
    fn new(limits: &Limits) -> Address {
        Address {
            sockets: 0,
            watching: 0,
            creations: Bucket::full(f64::from(limits.creations)),
            opens: Bucket::full(limits.opens_burst()),
        }
    }
}

/// The counts the limits are checked against, with the limits.
pub struct Limiter {
    limits: Limits,
    metrics: Arc<Metrics>,
    addresses: Mutex<HashMap<IpAddr, Address>>,
    sockets: AtomicUsize,
}

impl Limiter {
    /// Nothing counted yet, under `limits`; what they turn away is counted in `metrics`.
    pub fn new(limits: Limits, metrics: Arc<Metrics>) -> Limiter {
        Limiter {
            limits,
            metrics,
            addresses: Mutex::new(HashMap::new()),
            sockets: AtomicUsize::new(0),
        }
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<IpAddr, Address>> {
        // A task that panicked while holding the lock left counts, not a half-made change.
        self.addresses
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// What the server counts.
    pub fn metrics(&self) -> &Arc<Metrics> {
        &self.metrics
    }

    /// Takes one of `address`'s room creations for this minute, if it has one left.
    pub fn may_create(&self, address: IpAddr) -> bool {
        let size = f64::from(self.limits.creations);
        let mut addresses = self.lock();
        let entry = addresses
            .entry(address)
            .or_insert_with(|| Address::new(&self.limits));
        let may = entry.creations.take(size / 60.0, size);
        if !may {
            self.metrics.limited(Limit::creations);
        }
        may
    }

    /// Whether `address` may open another socket now.
    pub fn may_open(&self, address: IpAddr) -> bool {
        let may = self
            .lock()
            .get(&address)
            .is_none_or(|entry| entry.sockets < self.limits.per_address);
        if !may {
            self.metrics.limited(Limit::sockets_per_address);
        }
        may
    }

    /// Counts a socket from `address` in, if the address is under its limits on sockets open
    /// and opened a second. Returns whether it was.
    pub fn socket_opened(&self, address: IpAddr) -> bool {
        let mut addresses = self.lock();
        let entry = addresses
            .entry(address)
            .or_insert_with(|| Address::new(&self.limits));
        if entry.sockets >= self.limits.per_address {
            self.metrics.limited(Limit::sockets_per_address);
            return false;
        }
        let opens = f64::from(self.limits.opens);
        if !entry.opens.take(opens, self.limits.opens_burst()) {
            self.metrics.limited(Limit::opens);
            return false;
        }
        entry.sockets += 1;
        self.sockets.fetch_add(1, Ordering::Relaxed);
        true
    }

    /// Counts a socket from `address` out.
    pub fn socket_closed(&self, address: IpAddr) {
        if let Some(entry) = self.lock().get_mut(&address) {
            entry.sockets = entry.sockets.saturating_sub(1);
        }
        self.sockets.fetch_sub(1, Ordering::Relaxed);
    }

    /// Counts one of `address`'s sockets as watching, if the address may watch with another.
    pub fn watch_started(&self, address: IpAddr) -> bool {
        let mut addresses = self.lock();
        let Some(entry) = addresses.get_mut(&address) else {
            return false;
        };
        if entry.watching >= self.limits.watching_per_address {
            self.metrics.limited(Limit::watching);
            return false;
        }
        entry.watching += 1;
        true
    }

    /// Counts one of `address`'s watching sockets out.
    pub fn watch_ended(&self, address: IpAddr) {
        if let Some(entry) = self.lock().get_mut(&address) {
            entry.watching = entry.watching.saturating_sub(1);
        }
    }

    /// Sockets open now.
    pub fn sockets(&self) -> usize {
        self.sockets.load(Ordering::Relaxed)
    }

    /// True when the server has more sockets open than its limit.
    pub fn over_capacity(&self) -> bool {
        self.sockets() > self.limits.sockets
    }

    /// Forgets the addresses with no socket open and full buckets: they are as new ones.
    pub fn forget_idle(&self) {
        let size = f64::from(self.limits.creations);
        let opens = f64::from(self.limits.opens);
        let burst = self.limits.opens_burst();
        self.lock().retain(|_, entry| {
            entry.sockets > 0
                || !entry.creations.nearly_full(size / 60.0, size)
                || !entry.opens.nearly_full(opens, burst)
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));
    const TWO: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 3));

    fn limiter(limits: Limits) -> Limiter {
        Limiter::new(limits, Arc::new(Metrics::new(Metrics::commit_times())))
    }

    #[test]
    fn an_address_holds_so_many_sockets_and_opens_so_many_at_once() {
        let limiter = limiter(Limits {
            per_address: 3,
            opens: 1,
            ..Limits::default()
        });
        // Two at once (two seconds' worth), then none until the bucket fills again.
        assert!(limiter.socket_opened(ONE));
        assert!(limiter.socket_opened(ONE));
        assert!(!limiter.socket_opened(ONE), "past the burst of opens");
        assert!(limiter.socket_opened(TWO), "another address has its own");
        assert_eq!(limiter.sockets(), 3);
        limiter.socket_closed(ONE);
        assert_eq!(limiter.sockets(), 2);
        assert!(limiter.may_open(ONE));
    }

    #[test]
    fn watching_is_counted_per_address_and_freed() {
        let limiter = limiter(Limits {
            watching_per_address: 1,
            ..Limits::default()
        });
        assert!(!limiter.watch_started(ONE), "no socket open from it");
        assert!(limiter.socket_opened(ONE));
        assert!(limiter.socket_opened(ONE));
        assert!(limiter.watch_started(ONE));
        assert!(
            !limiter.watch_started(ONE),
            "one watching socket an address"
        );
        limiter.watch_ended(ONE);
        assert!(limiter.watch_started(ONE));
    }

    #[test]
    fn the_server_is_over_capacity_past_its_sockets_and_an_idle_address_is_forgotten() {
        let limiter = limiter(Limits {
            sockets: 1,
            ..Limits::default()
        });
        assert!(limiter.socket_opened(ONE));
        assert!(!limiter.over_capacity());
        assert!(limiter.socket_opened(TWO));
        assert!(limiter.over_capacity());
        assert!(limiter.socket_opened(ONE));
        assert!(limiter.socket_opened(ONE));
        for _ in 0..3 {
            limiter.socket_closed(ONE);
        }
        limiter.socket_closed(TWO);
        assert!(!limiter.over_capacity());
        // Both have no socket open; one opened a single socket, within a token of a full
        // bucket, and is forgotten, while the other's three openings are remembered until its
        // bucket fills again.
        limiter.forget_idle();
        let kept: Vec<IpAddr> = limiter.lock().keys().copied().collect();
        assert_eq!(kept, vec![ONE]);
    }
}
