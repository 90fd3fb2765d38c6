//! "Play someone now": pages wait in a line for their choice of rules and clock, and the
//! server pairs the first two into a new room with both seats given ([`Hub::create_paired`]).
//!
//! A waiting page holds `/api/queue/socket?rules=6x4&turn=120` open. It is told how many wait
//! for the same choice and how many games are under way whenever that changes, and once paired
//! it is sent the room and its seat's secret, and the socket closes. When the room cannot be
//! made (the server is full), both pages are told the server is busy, and their sockets close.
//! A page that closes its socket leaves the line. There is no chat.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::mpsc;

use super::rooms::{Hub, Turned};
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

    /// A page `id` joins the line for `settings`. If someone was waiting there, the two are
    /// paired into a new room and both are told; otherwise the page waits. A socket of the
    /// same `page` still in the line (left half-open by a dropped network, which the server
    /// may not notice for a minute) is dropped from it first: a page is never paired with
    /// itself.
    pub async fn join(
        &self,
        hub: &Arc<Hub>,
        settings: Settings,
        id: u64,
        page: Option<u64>,
        outbox: mpsc::Sender<FromQueue>,
    ) {
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
                Some((line.remove(0), outbox))
            }
        };
        match partner {
            None => self.tell(&choice, hub.playing()),
            Some((first, second)) => {
                match hub.create_paired(settings).await {
                    Ok((room, secrets)) => {
                        for (outbox, secret) in [(&first.outbox, secrets[0]), (&second, secrets[1])]
                        {
                            let _ = outbox.try_send(FromQueue::Paired {
                                room: room.clone(),
                                secret,
                            });
                        }
                    }
                    Err(why) => {
                        // Both pages are told, and their sockets close: they may join the line
                        // again later.
                        if let Turned::Store(error) = why {
                            eprintln!("server: a paired room could not be made: {error}");
                        }
                        for outbox in [&first.outbox, &second] {
                            let _ = outbox.try_send(FromQueue::Busy {});
                        }
                    }
                }
                self.tell(&choice, hub.playing());
            }
        }
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
