//! The door of the listening socket: every TCP connection is counted as it is accepted, against
//! a cap for the whole server and one for its address, and counted out when the connection is
//! dropped, whatever it became (a page's request, kept alive, or a room's WebSocket).
//!
//! The caps hold below the process's limit of open files, so that a flood of idle or slow
//! connections is turned away at the door and the page and the rooms still answer. A proxy
//! the server trusts (`--trust-proxy`) is under the total cap only: every visitor comes through
//! it, and its visitors are counted one by one by the rooms' own limits.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::Notify;

use super::metrics::{Limit, Metrics};

/// Why a connection was turned away at the door.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shut {
    /// The server holds as many connections as it may.
    Full,
    /// This address holds as many as it may.
    Address,
}

/// The counts behind the door.
pub struct Gate {
    metrics: Arc<Metrics>,
    total: usize,
    per_address: usize,
    open: AtomicUsize,
    addresses: Mutex<HashMap<IpAddr, usize>>,
    emptied: Notify,
}

impl Gate {
    /// A door that lets in `total` connections at once, `per_address` from one address, and
    /// counts them in `metrics`.
    pub fn new(total: usize, per_address: usize, metrics: Arc<Metrics>) -> Arc<Gate> {
        Arc::new(Gate {
            metrics,
            total,
            per_address,
            open: AtomicUsize::new(0),
            addresses: Mutex::new(HashMap::new()),
            emptied: Notify::new(),
        })
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<IpAddr, usize>> {
        self.addresses
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Counts a connection from `address` in, if both caps allow; `trusted` (a proxy's) is
    /// held to the total alone. The connection is counted out when the pass is dropped.
    ///
    /// # Errors
    ///
    /// [`Shut::Full`] or [`Shut::Address`]: which cap turned it away.
    pub fn admit(self: &Arc<Gate>, address: IpAddr, trusted: bool) -> Result<Pass, Shut> {
        let mut addresses = self.lock();
        if self.open.load(Ordering::Relaxed) >= self.total {
            self.metrics.limited(Limit::connections);
            return Err(Shut::Full);
        }
        if !trusted {
            let count = addresses.entry(address).or_insert(0);
            if *count >= self.per_address {
                self.metrics.limited(Limit::connections_per_address);
                return Err(Shut::Address);
            }
            *count += 1;
        }
        self.open.fetch_add(1, Ordering::Relaxed);
        self.metrics.connection(1);
        Ok(Pass {
            gate: self.clone(),
            address: (!trusted).then_some(address),
        })
    }

    /// What the server counts, the connections let in and turned away among it.
    pub fn metrics(&self) -> &Arc<Metrics> {
        &self.metrics
    }

    /// Connections open now.
    pub fn open(&self) -> usize {
        self.open.load(Ordering::Relaxed)
    }

    /// Resolves once no connection is open.
    pub async fn emptied(&self) {
        loop {
            let notified = self.emptied.notified();
            if self.open() == 0 {
                return;
            }
            notified.await;
        }
    }
}

/// One connection let in: it is counted out when this is dropped.
pub struct Pass {
    gate: Arc<Gate>,
    address: Option<IpAddr>,
}

impl Drop for Pass {
    fn drop(&mut self) {
        let mut addresses = self.gate.lock();
        if let Some(address) = self.address
            && let Some(count) = addresses.get_mut(&address)
        {
            *count -= 1;
            if *count == 0 {
                addresses.remove(&address);
            }
        }
        self.gate.metrics.connection(-1);
        if self.gate.open.fetch_sub(1, Ordering::Relaxed) == 1 {
            self.gate.emptied.notify_waiters();
        }
    }
}

/// The most connections a process allowed `files` open files should hold: a tenth of them, and
/// at least 32, are kept for the database, the page's files and the listening socket.
pub fn within_files(files: u64) -> usize {
    let kept = (files / 10).max(32);
    usize::try_from(files.saturating_sub(kept)).unwrap_or(usize::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));
    const TWO: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 3));

    fn metrics() -> Arc<Metrics> {
        Arc::new(Metrics::new(Metrics::commit_times()))
    }

    #[test]
    fn an_address_at_its_cap_is_turned_away_and_others_still_come_in() {
        let gate = Gate::new(10, 2, metrics());
        let first = gate.admit(ONE, false).expect("under both caps");
        let _second = gate.admit(ONE, false).expect("under both caps");
        assert_eq!(gate.admit(ONE, false).err(), Some(Shut::Address));
        let _other = gate.admit(TWO, false).expect("another address");
        drop(first);
        assert!(
            gate.admit(ONE, false).is_ok(),
            "a pass dropped frees its place"
        );
    }

    #[test]
    fn the_total_cap_holds_for_every_address_and_for_a_trusted_proxy() {
        let gate = Gate::new(3, 2, metrics());
        let passes: Vec<Pass> = [ONE, TWO, TWO]
            .into_iter()
            .map(|address| gate.admit(address, false).expect("under the caps"))
            .collect();
        assert_eq!(gate.admit(ONE, true).err(), Some(Shut::Full));
        assert_eq!(gate.open(), 3);
        drop(passes);
        assert_eq!(gate.open(), 0);
        // A trusted proxy is not held to the address's cap.
        let proxied: Vec<Pass> = (0..3)
            .map(|_| gate.admit(ONE, true).expect("a proxy's connections"))
            .collect();
        assert_eq!(proxied.len(), 3);
    }

    #[test]
    fn the_caps_keep_files_for_the_server_itself() {
        assert_eq!(within_files(160), 128);
        assert_eq!(within_files(20_000), 18_000);
        assert_eq!(within_files(10), 0);
    }
}
