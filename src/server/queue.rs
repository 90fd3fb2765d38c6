//! "Play someone now": pages wait in a line for their choice of rules and clock, and the
//! server pairs the first two into a new room with both seats given
//! ([`super::rooms::Hub::create_paired`]).
//!
//! The line is plain data: the socket's handler (`super::api`) asks the hub for a pair's room.
//!
//! A waiting page holds `/api/queue/socket?rules=6x4&turn=120` open. It is told how many wait
//! for the same choice and how many games are under way whenever that changes, and once paired
//! it is sent the room and its seat's secret, and the socket closes. When the room cannot be
//! made (the server is full), both pages are told the server is busy, and their sockets close.
//! A page that closes its socket leaves the line. There is no chat.

use std::collections::HashMap;
use std::sync::Mutex;

use tokio::sync::mpsc;

use crate::room::Settings;
use crate::room::protocol::FromQueue;

/// The messages a waiting page's outbox holds.
pub const OUTBOX: usize = 8;

/// A choice of rules and clock: one line each.
type Choice = (String, Option<u16>);

struct Waiter {
    id: u64,
    /// The page's name for its wait, if it gave one.
    page: Option<u64>,
    outbox: mpsc::Sender<FromQueue>,
}

/// Every line of waiting pages.
#[derive(Default)]
pub struct Queue {
    lines: Mutex<HashMap<Choice, Vec<Waiter>>>,
}

impl Queue {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Choice, Vec<Waiter>>> {
        self.lines
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A page `id` joins the line for `settings`, `playing` games being under way. If
    /// someone was waiting there, both leave the line and their outboxes are returned, the
    /// waiter's first: the caller makes their room and tells both. Otherwise the page waits, and the line is
    /// told. A socket of the same `page` still in the line (left half-open by a dropped
    /// network, which the server may not notice for a minute) is dropped from it first: a
    /// page is never paired with itself.
    pub fn join(
        &self,
        settings: Settings,
        id: u64,
        page: Option<u64>,
        outbox: mpsc::Sender<FromQueue>,
        playing: usize,
    ) -> Option<[mpsc::Sender<FromQueue>; 2]> {
        let choice = (settings.rules().to_string(), settings.turn());
        let partner = {
            let mut lines = self.lock();
            let line = lines.entry(choice.clone()).or_default();
            line.retain(|waiter| {
                !waiter.outbox.is_closed() && (page.is_none() || waiter.page != page)
            });
            if line.is_empty() {
                line.push(Waiter { id, page, outbox });
                None
            } else {
                Some([line.remove(0).outbox, outbox])
            }
        };
        if partner.is_none() {
            self.tell(&choice, playing);
        }
        partner
    }

    /// Tells everyone waiting for `settings` how many wait and how many play: after a pairing,
    /// once its room is made or refused.
    pub fn told(&self, settings: Settings, playing: usize) {
        self.tell(&(settings.rules().to_string(), settings.turn()), playing);
    }

    /// Page `id` leaves the line for `settings`.
    pub fn leave(&self, settings: Settings, id: u64, playing: usize) {
        let choice = (settings.rules().to_string(), settings.turn());
        let left = {
            let mut lines = self.lock();
            let Some(line) = lines.get_mut(&choice) else {
                return;
            };
            let before = line.len();
            line.retain(|waiter| waiter.id != id);
            let left = line.len() != before;
            if line.is_empty() {
                lines.remove(&choice);
            }
            left
        };
        if left {
            self.tell(&choice, playing);
        }
    }

    /// Pages waiting, in every line.
    pub fn waiting(&self) -> usize {
        self.lock().values().map(Vec::len).sum()
    }

    /// Tells everyone in a line how many wait in it and how many play.
    fn tell(&self, choice: &Choice, playing: usize) {
        let lines = self.lock();
        let Some(line) = lines.get(choice) else {
            return;
        };
        let news = FromQueue::Waiting {
            waiting: line.len() as u32,
            playing: playing as u32,
        };
        for waiter in line {
            let _ = waiter.outbox.try_send(news.clone());
        }
    }
}
