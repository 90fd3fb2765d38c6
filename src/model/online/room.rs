//! A room the page is in: its socket's line, the seat this page holds (or none, to watch), the
//! room's last state, and what the player does there: sow, swap, resign, ask for a rematch,
//! copy or share its links. Who is here and the turn clock are read from the state as values;
//! `news` reads what the server sends, and `words` says all of it.

use crate::engine::{Move, Player, Position, Record};
use crate::model::share::link::RoomLink;
use crate::room::protocol::{Invite, Refusal, Secret, ToServer, View, Wire};

use super::frames::Playback;
use super::messages::{Closed, Line, OnlineAction, Want};
use super::news::{Said, State};
use super::seats::Seats;
use super::who::{Seat, Who};

/// Who is in a room, a line each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    /// The room cannot be heard: who is in it shows again once it can.
    Unheard,
    /// A seat nobody has taken yet.
    Free(Who),
    /// A seat whose player is here.
    Here(Who),
    /// A seat whose player is away.
    Away {
        /// Who is away.
        who: Who,
        /// The milliseconds left to come back, counted on their own turns, if the room
        /// counts them.
        left: Option<u64>,
    },
    /// How many people watch (some).
    Watching(u32),
}

/// The turn clock, while a turn runs against it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Countdown {
    /// The room cannot be heard: the clock shows again once it can.
    Unheard,
    /// Whose turn runs, and the milliseconds left.
    Runs {
        /// Who is to move.
        mover: Who,
        /// Milliseconds left.
        left: u64,
    },
}

/// A room the page is in.
#[derive(Clone, Debug)]
pub struct InRoom {
    pub(super) link: RoomLink,
    /// The room's invite, while this page holds a seat and the other is free.
    pub(super) invite: Option<Invite>,
    pub(super) seat: Option<Seat>,
    pub(super) line: Line,
    /// The room's last state, once one came.
    pub(super) state: Option<State>,
    /// When the state came, on the page's clock.
    pub(super) at: f64,
    /// What the status line says.
    pub(super) said: Said,
    /// The ply of the move sent and not yet answered.
    pub(super) sent: Option<u16>,
    /// The last clock warning said this turn, in seconds.
    pub(super) warned: Option<u32>,
    /// The moves that came with the last state, seed by seed, to be shown one every
    /// `interval` milliseconds (none when moves are shown at once).
    pub(super) playback: Playback,
    /// The other player was paired by the queue, not invited: "Your opponent", not "Your
    /// friend". Read from the seat held as the socket opens, before the room's first state.
    stranger: bool,
    /// The secret the last hello asked with.
    pub(super) asked: Option<Secret>,
    /// The server's state has come on the socket open now.
    pub(super) heard: bool,
}

impl InRoom {
    /// A room entered by `link` at `now`, before its socket opens.
    pub(super) fn new(link: RoomLink, now: f64) -> InRoom {
        InRoom {
            link,
            invite: None,
            seat: None,
            line: Line::Connecting,
            state: None,
            at: now,
            said: Said::Entering,
            stranger: false,
            asked: None,
            heard: false,
            sent: None,
            warned: None,
            playback: Playback::default(),
        }
    }

    /// The room's link, as the address shows it: a player's, an invite, or a watch link.
    pub fn link(&self) -> RoomLink {
        self.link
    }

    /// Whose the board's rows are: the bottom row's, then the top's. A player's own row is at
    /// the bottom; a watcher's bottom row is the opener's. `None` until a state has come.
    pub fn rows(&self) -> Option<[Who; 2]> {
        let bottom = self.seat.unwrap_or(self.state.as_ref()?.south);
        Some([self.who(bottom), self.who(bottom.other())])
    }

    /// The invite link to give, while this page holds a seat and the other is free.
    pub fn invite_link(&self) -> Option<RoomLink> {
        Some(RoomLink {
            id: self.link.id,
            sit: true,
            invite: Some(
                self.invite
                    .filter(|_| self.seat.is_some() && !self.full())?,
            ),
        })
    }

    /// The watch link, which anyone may be given.
    pub fn watch_link(&self) -> RoomLink {
        RoomLink {
            id: self.link.id,
            sit: false,
            invite: None,
        }
    }

    /// The seat this page holds, if it holds one.
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    /// The socket's state.
    pub fn line(&self) -> Line {
        self.line
    }

    /// Whether the room as shown is the server's now: the socket is open and the server's
    /// state has come on it. While it is not, the page cannot tell who is here or what the
    /// turn clock says (a stopped server runs no clock; a dropped network leaves it running),
    /// so it shows neither.
    pub fn live(&self) -> bool {
        self.line == Line::Open && self.heard
    }

    /// The room's last state, if one came.
    pub fn view(&self) -> Option<&View> {
        self.state.as_ref().map(|state| &state.view)
    }

    /// The game in the room, as its record.
    pub fn record(&self) -> Option<&Record> {
        self.state.as_ref().map(|state| &state.record)
    }

    /// The status line: what the last moves did and whose turn it is, or what was refused.
    pub fn said(&self) -> &Said {
        &self.said
    }

    /// The player this page plays, if it holds a seat and a state has come.
    pub fn player(&self) -> Option<Player> {
        let state = self.state.as_ref()?;
        Some(if self.seat? == state.south {
            Player::South
        } else {
            Player::North
        })
    }

    /// The moves that came with the last state, to be shown seed by seed.
    pub fn playback(&self) -> &Playback {
        &self.playback
    }

    /// The position as this page shows it: its own row at the bottom (South's, for a
    /// watcher).
    pub fn shown_position(&self) -> Option<Position> {
        let position = *self.record()?.position();
        Some(match self.player() {
            Some(Player::North) => position.mirrored(position.to_move().other()),
            _ => position,
        })
    }

    /// Whether both seats are taken.
    pub fn full(&self) -> bool {
        self.view()
            .is_some_and(|view| view.seats.iter().all(|seat| seat.taken))
    }

    /// Whether the game has ended.
    pub fn over(&self) -> bool {
        self.state
            .as_ref()
            .is_some_and(|state| state.ended.is_some())
    }

    /// Whether it is this page's turn, with both seats taken and no move on its way.
    pub fn my_turn(&self) -> bool {
        self.line == Line::Open
            && self.sent.is_none()
            && self.full()
            && !self.over()
            && self
                .record()
                .zip(self.player())
                .is_some_and(|(record, me)| !record.is_over() && record.position().to_move() == me)
    }

    /// Whether this page may swap sides now, under the pie rule.
    pub fn may_swap(&self) -> bool {
        self.my_turn() && self.record().is_some_and(Record::swap_offered)
    }

    /// Whether this page may offer or accept a rematch now.
    pub fn may_rematch(&self) -> bool {
        self.line == Line::Open
            && self.seat.is_some()
            && self.over()
            && self.state.as_ref().and_then(|state| state.rematch) != self.seat
    }

    /// Whether this page may resign now.
    pub fn may_resign(&self) -> bool {
        self.line == Line::Open && self.seat.is_some() && self.full() && !self.over()
    }

    /// Who `seat` is to this page.
    pub fn who(&self, seat: Seat) -> Who {
        match self.seat {
            Some(mine) if mine == seat => Who::Me,
            Some(_) if self.stranger => Who::Opponent,
            Some(_) => Who::Friend,
            None => Who::Player(seat),
        }
    }

    /// The turn clock's time left at `now`, while a turn runs against it and the room is
    /// [`live`](InRoom::live).
    pub fn turn_left(&self, now: f64) -> Option<u64> {
        let view = self.view()?;
        if view.ended.is_some() || !self.live() {
            return None;
        }
        Some(view.turn_left_ms?.saturating_sub(self.elapsed(now)))
    }

    /// Milliseconds since the last state came.
    fn elapsed(&self, now: f64) -> u64 {
        let elapsed = now - self.at;
        if elapsed.is_finite() && elapsed > 0.0 {
            elapsed as u64
        } else {
            0
        }
    }

    /// The seat to move, while the game runs.
    fn mover(&self) -> Option<Seat> {
        let state = self.state.as_ref()?;
        (!self.over() && !state.record.is_over())
            .then(|| Seat::playing(state.south, state.record.position().to_move()))
    }

    /// The turn clock: whose turn and the time left, or nothing without a clock; while the
    /// room is not [`live`](InRoom::live), that the clock shows again once it is.
    pub fn countdown(&self, now: f64) -> Option<Countdown> {
        let runs = self.view()?.turn_left_ms.is_some();
        let mover = self.mover()?;
        if !self.full() || !runs {
            return None;
        }
        if !self.live() {
            return Some(Countdown::Unheard);
        }
        Some(Countdown::Runs {
            mover: self.who(mover),
            left: self.turn_left(now)?,
        })
    }

    /// Who is in the room: each seat, here, away with the time left to come back, or not come
    /// yet; then the watchers, if any. While the room is not [`live`](InRoom::live), only that
    /// they show again once it is.
    pub fn presence(&self, now: f64) -> Vec<Presence> {
        let Some(view) = self.view() else {
            return Vec::new();
        };
        if !self.live() {
            return vec![Presence::Unheard];
        }
        let mut presence: Vec<Presence> = Seat::BOTH
            .into_iter()
            .map(|seat| {
                let shown = view.seats[seat.index()];
                let who = self.who(seat);
                if !shown.taken {
                    Presence::Free(who)
                } else if shown.here {
                    Presence::Here(who)
                } else {
                    // The away countdown runs only on the away player's own turns.
                    let left = shown.away_left_ms.map(|left| {
                        if self.mover() == Some(seat) {
                            left.saturating_sub(self.elapsed(now))
                        } else {
                            left
                        }
                    });
                    Presence::Away { who, left }
                }
            })
            .collect();
        if view.watchers > 0 {
            presence.push(Presence::Watching(view.watchers));
        }
        presence
    }

    pub(super) fn act(
        &mut self,
        action: OnlineAction,
        seats: &mut Seats,
        interval: Option<u32>,
        now: f64,
    ) -> Vec<Want> {
        match action {
            OnlineAction::Opened { fresh, .. } => {
                self.line = Line::Open;
                self.heard = false;
                let mut wants = Vec::new();
                let invite = self.link.invite.filter(|_| self.link.sit);
                // A watch link watches, even in a browser that holds a seat in the room.
                let held = seats.secret(self.link.id).filter(|_| self.link.sit);
                let seat = match (held, invite) {
                    (Some(held), _) => {
                        self.stranger = seats.paired(self.link.id);
                        Some(held)
                    }
                    // An invite's page proposes a secret for its seat, and keeps it before it
                    // asks: if the welcome is lost, the same hello again finds the seat.
                    (None, Some(_)) => {
                        seats.keep(self.link.id, fresh);
                        wants.push(Want::Keep(seats.clone()));
                        Some(fresh)
                    }
                    (None, None) => None,
                };
                self.asked = seat;
                wants.push(Want::Send(ToServer::Hello { seat, invite }.encode()));
                wants
            }
            OnlineAction::Lost => {
                self.line = self.line.lost();
                self.heard = false;
                self.sent = None;
                Vec::new()
            }
            OnlineAction::PlayHere if self.line == Line::Closed(Closed::Replaced) => {
                // Not open yet: if no socket opens, the page says it is trying again.
                self.line = Line::Lost;
                vec![Want::Connect(self.link.id)]
            }
            OnlineAction::Frame(text) => self.frame(&text, seats, interval, now),
            OnlineAction::Sow(pit) => self.send_move(Move::Sow(pit)),
            OnlineAction::Swap => self.send_move(Move::Swap),
            OnlineAction::Resign if self.may_resign() => {
                vec![Want::Send(ToServer::Resign {}.encode())]
            }
            OnlineAction::Rematch if self.may_rematch() => {
                vec![Want::Send(ToServer::Rematch {}.encode())]
            }
            OnlineAction::Review => match (self.record(), self.over()) {
                (Some(record), true) => vec![Want::Review(record.clone())],
                _ => Vec::new(),
            },
            OnlineAction::Tick => {
                self.warn(now);
                Vec::new()
            }
            OnlineAction::LinkSent(sent) => {
                self.said = Said::LinkSent(sent);
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    /// Says the turn clock's warnings, at 30 and 10 seconds left, once a turn each.
    fn warn(&mut self, now: f64) {
        let (Some(left), Some(mover)) = (self.turn_left(now), self.mover()) else {
            return;
        };
        let seconds = left.div_ceil(1000);
        // A warning is news only on a turn longer than it: a 30-second turn starts at 30.
        let turn = self
            .view()
            .and_then(|view| view.turn_seconds)
            .map_or(0, u64::from);
        for mark in [10, 30] {
            if seconds <= mark
                && seconds > 0
                && turn > mark
                && self.warned.is_none_or(|said| said > mark as u32)
            {
                self.warned = Some(mark as u32);
                self.said = Said::Warned {
                    mover: self.who(mover),
                    seconds: mark,
                };
                return;
            }
        }
    }

    fn send_move(&mut self, played: Move) -> Vec<Want> {
        let Some(record) = self.record() else {
            return Vec::new();
        };
        if self.sent.is_some() {
            return Vec::new();
        }
        if !self.my_turn() {
            self.said = Said::Refused(match (self.seat, self.full(), self.over()) {
                (None, _, _) => Refusal::NotSeated,
                (_, false, _) => Refusal::NoOpponent,
                (_, _, true) => Refusal::Over,
                _ => Refusal::NotYourTurn,
            });
            return Vec::new();
        }
        let position = record.position();
        match played {
            Move::Sow(pit) if position.seeds(position.to_move(), pit) == 0 => {
                self.said = Said::EmptyPit(pit);
                return Vec::new();
            }
            Move::Swap if !record.swap_offered() => return Vec::new(),
            _ => {}
        }
        let Ok(ply) = u16::try_from(record.ply()) else {
            return Vec::new();
        };
        self.sent = Some(ply);
        vec![Want::Send(
            ToServer::Move {
                ply,
                played: Wire(played),
            }
            .encode(),
        )]
    }
}
