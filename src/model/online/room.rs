//! A room the page is in: its socket's line, the seat this page holds (or none, to watch), the
//! server's last state and the game it replays, and what the page says of each state, move and
//! refusal that comes.

use crate::engine::{GameResult, Move, Played, Player, Position, Record, Rules};
use crate::model::game::{Verdict, seeds, sowing_sentence};
use crate::model::share::link::RoomLink;
use crate::room::protocol::{Ending, Invite, Refusal, Secret, ToClient, ToServer, View, Wire};

use super::frames::{Sowing, frames};
use super::seats::Seats;
use super::words::{self, UNDECODABLE, UNREADABLE, clock};
use super::{Closed, Line, OnlineAction, Want};

/// One of a room's two seats. The first is the maker's (or, for a room the queue made, the
/// first player paired); the second is the one the invite gives. Which of them plays South,
/// the bottom row that opens the game, is the room's to say and may change with each rematch,
/// so a seat is not a side of the board. The wire numbers them 0 and 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// Seat 0: "Player 1" to a watcher.
    First,
    /// Seat 1: "Player 2" to a watcher.
    Second,
}

impl Seat {
    /// Both seats, the first first.
    pub const BOTH: [Seat; 2] = [Seat::First, Seat::Second];

    /// The seat the wire numbers `number`, or `None` for a number no room has.
    pub fn from_wire(number: u8) -> Option<Seat> {
        match number {
            0 => Some(Seat::First),
            1 => Some(Seat::Second),
            _ => None,
        }
    }

    /// Its place in the room's list of seats: 0 or 1, as the wire numbers it.
    pub fn index(self) -> usize {
        match self {
            Seat::First => 0,
            Seat::Second => 1,
        }
    }

    /// The other seat.
    pub fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }

    /// The seat that plays `player` when `south` plays South.
    fn playing(south: Seat, player: Player) -> Seat {
        match player {
            Player::South => south,
            Player::North => south.other(),
        }
    }
}

/// Who a seat is to this page: the page's own, the other player's (a friend who came by the
/// invite, or a stranger the queue paired), or, for a page that watches, a seat by its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Who {
    /// This page's own seat.
    Me,
    /// The other seat, taken by the invite.
    Friend,
    /// The other seat, taken by a stranger the queue paired this page with.
    Opponent,
    /// A seat, to a page that holds none.
    Player(Seat),
}

/// A room's state as the page keeps it: the server's view, the game it replays and the seats
/// it names, read once as the state comes.
#[derive(Clone, Debug)]
struct State {
    view: View,
    record: Record,
    /// The seat that plays South (the bottom row, which opens the game).
    south: Seat,
    /// The seat that offers a rematch, if one does.
    rematch: Option<Seat>,
    /// How the game ended, if it has.
    ended: Option<Ended>,
}

/// How a room's game ended, with its seat read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ended {
    /// Played out: the record says who won.
    Played,
    /// This seat resigned.
    Resigned(Seat),
    /// This seat was away too long.
    Abandoned(Seat),
}

/// A room the page is in.
#[derive(Clone, Debug)]
pub struct InRoom {
    link: RoomLink,
    /// The room's invite, while this page holds a seat and the other is free.
    pub(super) invite: Option<Invite>,
    seat: Option<Seat>,
    line: Line,
    /// The room's last state, once one came.
    state: Option<State>,
    /// When the state came, on the page's clock.
    at: f64,
    pub(super) said: String,
    /// The ply of the move sent and not yet answered.
    sent: Option<u16>,
    /// The last clock warning said this turn, in seconds.
    warned: Option<u32>,
    /// The moves that came with the last state, seed by seed, to be shown one every
    /// `interval` milliseconds (none when moves are shown at once).
    sowing: Sowing,
    /// The other player was paired by the queue, not invited: "Your opponent", not "Your
    /// friend". Read from the seat held as the socket opens, before the room's first state.
    stranger: bool,
    /// The secret the last hello asked with.
    asked: Option<Secret>,
    /// The server's state has come on the socket open now.
    heard: bool,
}

/// The room's state that `view` describes, or `None` if it describes none: rules the engine
/// refuses, a move it cannot read or play, or a seat that does not exist.
fn read(view: View) -> Option<State> {
    let rules: Rules = view.rules.parse().ok()?;
    let south = Seat::from_wire(view.south)?;
    let rematch = match view.rematch {
        Some(number) => Some(Seat::from_wire(number)?),
        None => None,
    };
    let ended = match view.ended {
        None => None,
        Some(Ending::Played { winner }) => {
            // The record decides who won; a seat that does not exist still makes no room.
            if let Some(number) = winner {
                Seat::from_wire(number)?;
            }
            Some(Ended::Played)
        }
        Some(Ending::Resigned { seat }) => Some(Ended::Resigned(Seat::from_wire(seat)?)),
        Some(Ending::Abandoned { seat }) => Some(Ended::Abandoned(Seat::from_wire(seat)?)),
    };
    let mut record = Record::new(Position::start(rules, Player::South));
    for letter in view.moves.chars() {
        record.play_move(Move::from_letter(letter)?).ok()?;
    }
    Some(State {
        view,
        record,
        south,
        rematch,
        ended,
    })
}

/// The seat that won the game `state` describes, or `None` for a draw or a game that has not
/// ended. A game played out is decided by its record, as the engine scores it.
fn winner(state: &State) -> Option<Seat> {
    match state.ended? {
        Ended::Played => match state.record.position().result()? {
            GameResult::Win { winner, .. } => Some(Seat::playing(state.south, winner)),
            _ => None,
        },
        Ended::Resigned(seat) | Ended::Abandoned(seat) => Some(seat.other()),
    }
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
            said: "Entering the room…".to_string(),
            stranger: false,
            asked: None,
            heard: false,
            sent: None,
            warned: None,
            sowing: Sowing::default(),
        }
    }

    /// The room's link, as the address shows it: a player's, an invite, or a watch link.
    pub fn link(&self) -> RoomLink {
        self.link
    }

    /// Whose the board's rows are, as its cells' names say them: the bottom row's owner, then
    /// the top's ("Your" and "Your friend's" for a player; "Player 1's" and "Player 2's" for a
    /// watcher, whose bottom row is the opener's), once a state has come.
    pub fn owners(&self) -> Option<[String; 2]> {
        Some(self.rows()?.map(words::owner))
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
    pub fn said(&self) -> &str {
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
    pub fn sowing(&self) -> &Sowing {
        &self.sowing
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

    /// The turn clock's line: whose turn and the time left, or nothing without a clock; while
    /// the room is not [`live`](InRoom::live), that the clock shows again once it is.
    pub fn clock_text(&self, now: f64) -> Option<String> {
        let runs = self.view()?.turn_left_ms.is_some();
        let mover = self.mover()?;
        if !self.full() || !runs {
            return None;
        }
        if !self.live() {
            return Some(words::CLOCK_OFF_LINE.to_string());
        }
        let left = self.turn_left(now)?;
        Some(match self.who(mover) {
            Who::Me => format!("Your turn: {} left", clock(left)),
            who => format!("{} to move: {} left", words::name(who), clock(left)),
        })
    }

    /// Who is in the room, a line for each seat: here, away with the time left to come back,
    /// or not come yet; and the watchers. While the room is not [`live`](InRoom::live), that
    /// they show again once it is.
    pub fn presence(&self, now: f64) -> Vec<String> {
        let Some(view) = self.view() else {
            return Vec::new();
        };
        if !self.live() {
            return vec![words::PRESENCE_OFF_LINE.to_string()];
        }
        let mut lines: Vec<String> = Seat::BOTH
            .into_iter()
            .map(|seat| {
                let shown = view.seats[seat.index()];
                let who = self.who(seat);
                let name = words::name(who);
                let (is, has) = match who {
                    Who::Me => ("are", "have"),
                    _ => ("is", "has"),
                };
                if !shown.taken {
                    return match self.seat {
                        Some(_) => "Your friend has not come yet.".to_string(),
                        None => format!("{name}'s seat is free."),
                    };
                }
                if shown.here {
                    return format!("{name} {is} here.");
                }
                match shown.away_left_ms {
                    Some(left) => {
                        let counted = if self.mover() == Some(seat) {
                            left.saturating_sub(self.elapsed(now))
                        } else {
                            left
                        };
                        format!(
                            "{name} {is} away: {} left to come back on {} own turns.",
                            clock(counted),
                            if has == "have" { "your" } else { "their" }
                        )
                    }
                    None => format!("{name} {is} away."),
                }
            })
            .collect();
        match view.watchers {
            0 => {}
            1 => lines.push("1 person is watching.".to_string()),
            n => lines.push(format!("{n} people are watching.")),
        }
        lines
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
            OnlineAction::Frame(text) => match ToClient::decode(&text) {
                Ok(message) => self.heard(message, seats, interval, now),
                Err(_) => {
                    self.said = UNDECODABLE.to_string();
                    Vec::new()
                }
            },
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
            OnlineAction::Copied { watch, ok } => {
                self.said = match (watch, ok) {
                    (false, true) => "Invite link copied: send it to your friend. It seats one \
                                      person, once."
                        .to_string(),
                    (true, true) => "Watch link copied: whoever opens it follows the game, \
                                     with no seat."
                        .to_string(),
                    (_, false) => "The link could not be copied: select it and copy it \
                                   yourself."
                        .to_string(),
                };
                Vec::new()
            }
            OnlineAction::Shared { watch, ok } => {
                self.said = match (watch, ok) {
                    (false, true) => "Invite link shared. It seats one person, once.".to_string(),
                    (true, true) => "Watch link shared.".to_string(),
                    (_, false) => "The link could not be shared: copy it instead.".to_string(),
                };
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
                self.said = match self.who(mover) {
                    Who::Me => format!("Your turn: {mark} seconds left."),
                    who => format!("{} to move: {mark} seconds left.", words::name(who)),
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
            self.said = match (self.seat, self.full(), self.over()) {
                (None, _, _) => Refusal::NotSeated.say(),
                (_, false, _) => Refusal::NoOpponent.say(),
                (_, _, true) => Refusal::Over.say(),
                _ => Refusal::NotYourTurn.say(),
            }
            .to_string();
            return Vec::new();
        }
        let position = record.position();
        match played {
            Move::Sow(pit) if position.seeds(position.to_move(), pit) == 0 => {
                self.said = format!("Pit {pit} is empty: choose a pit with seeds.");
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

    fn heard(
        &mut self,
        message: ToClient,
        seats: &mut Seats,
        interval: Option<u32>,
        now: f64,
    ) -> Vec<Want> {
        match message {
            ToClient::Welcome {
                seat,
                secret,
                invite,
            } => {
                let seat = match seat.map(Seat::from_wire) {
                    Some(None) => {
                        self.said = UNREADABLE.to_string();
                        return Vec::new();
                    }
                    seat => seat.flatten(),
                };
                self.seat = seat;
                self.invite = invite.filter(|_| seat.is_some());
                let mut wants = Vec::new();
                match (seat, secret) {
                    (Some(_), Some(secret)) if seats.secret(self.link.id) != Some(secret) => {
                        seats.keep(self.link.id, secret);
                        wants.push(Want::Keep(seats.clone()));
                    }
                    // No seat: the secret this page asked with names none of the room's seats.
                    // (Only that one is forgotten: another tab may have kept another since.)
                    (None, _)
                        if self.asked.is_some()
                            && seats.secret(self.link.id) == self.asked
                            && seats.forget(self.link.id) =>
                    {
                        wants.push(Want::Keep(seats.clone()));
                    }
                    _ => {}
                }
                // The address says what the page is now: a player's link, which takes the seat
                // back by its secret (the invite is used), or a watch link.
                let shown = RoomLink {
                    id: self.link.id,
                    sit: seat.is_some(),
                    invite: None,
                };
                if shown != self.link {
                    self.link = shown;
                    wants.push(Want::Address(self.link));
                }
                if let Some(state) = &self.state {
                    self.said = self.turn_sentence(state);
                }
                wants
            }
            ToClient::State(view) => {
                let Some(state) = read(view) else {
                    self.said = UNREADABLE.to_string();
                    return Vec::new();
                };
                self.said = self.news(&state);
                let (view, record) = (&state.view, &state.record);
                let mut wants = Vec::new();
                // A game this page's player played has ended (or has been seen ended for the
                // first time since the page opened): it is counted.
                let seen_ended = self
                    .view()
                    .is_some_and(|old| old.game == view.game && old.ended.is_some());
                if let (Some(seat), Some(_), false) = (self.seat, view.ended, seen_ended) {
                    wants.push(Want::Count {
                        room: self.link.id,
                        game: view.game,
                        rules: record.start().rules(),
                        verdict: match winner(&state) {
                            None => Verdict::Drawn,
                            Some(won) if won == seat => Verdict::Won,
                            Some(_) => Verdict::Lost,
                        },
                    });
                }
                let new_turn = self
                    .view()
                    .is_none_or(|old| old.game != view.game || old.moves != view.moves);
                if new_turn {
                    self.warned = None;
                }
                // The moves this state adds to the game on show, seed by seed.
                let from = self
                    .view()
                    .filter(|old| old.game == view.game && view.moves.starts_with(&old.moves))
                    .map(|old| old.moves.chars().count());
                if let (Some(from), Some(interval)) = (from, interval)
                    && from < record.ply()
                {
                    let bottom = match self.seat {
                        Some(seat) if seat != state.south => Player::North,
                        _ => Player::South,
                    };
                    self.sowing = Sowing {
                        id: self.sowing.id.wrapping_add(1),
                        frames: frames(record, from, bottom),
                        interval,
                    };
                }
                self.state = Some(state);
                self.at = now;
                self.heard = true;
                self.sent = None;
                wants
            }
            // The server closes this socket: the page lets the seat go rather than take it back
            // by itself, which the other tab would do in turn, for ever.
            ToClient::Refused {
                why: Refusal::Replaced,
            } => {
                self.line = Line::Closed(Closed::Replaced);
                self.heard = false;
                self.sent = None;
                vec![Want::Disconnect]
            }
            ToClient::Refused { why } => {
                self.said = why.say().to_string();
                self.sent = None;
                // A seat refused (`unknown_seat`, `full`) is forgotten with the welcome that
                // follows the refusal, which says the page watches.
                Vec::new()
            }
        }
    }

    /// What changed since the last state, then whose turn it is or how the game ended.
    fn news(&self, new: &State) -> String {
        let turn = self.turn_sentence(new);
        let Some(old) = &self.state else {
            return turn;
        };
        if old.view.game != new.view.game {
            let opener = self.who(new.south);
            let name = words::name(opener);
            let opens = if opener == Who::Me { "open" } else { "opens" };
            return if old.south == new.south {
                format!("A new game: {name} {opens} again. {turn}")
            } else {
                format!("A new game, with the seats swapped: {name} {opens}. {turn}")
            };
        }
        let before = old.view.moves.chars().count();
        let mut said: Vec<String> = Vec::new();
        if new.view.moves.starts_with(old.view.moves.as_str()) {
            for played in new.record.played().iter().skip(before) {
                said.push(self.describe(old.south, played));
            }
        }
        if let Some(seat) = new.rematch.filter(|_| new.rematch != old.rematch) {
            said.push(match self.who(seat) {
                Who::Me => "You offered a rematch; waiting for your friend.".to_string(),
                who @ Who::Player(_) => format!("{} offers a rematch.", words::name(who)),
                who => format!(
                    "{} offers a rematch: choose Rematch to accept.",
                    words::name(who)
                ),
            });
        }
        said.push(turn);
        said.join(" ")
    }

    /// A move, as the page says it: "Your friend sowed pit 5 and captured 6 seeds."
    fn describe(&self, south: Seat, played: &Played) -> String {
        match played {
            Played::Sown(outcome) => sowing_sentence(
                &words::name(self.who(Seat::playing(south, outcome.mover))),
                outcome,
            ),
            Played::Swapped { mover } => format!(
                "{} swapped sides.",
                words::name(self.who(Seat::playing(south, *mover)))
            ),
        }
    }

    /// Whose turn it is, or how the game ended, or who the room waits for.
    fn turn_sentence(&self, state: &State) -> String {
        if let Some(ended) = state.ended {
            return format!("Game over. {}", self.ending(state, ended));
        }
        if !state.view.seats.iter().all(|seat| seat.taken) {
            return match self.seat {
                Some(_) => "Waiting for your friend: send them the invite link.".to_string(),
                None => "Waiting for the second player.".to_string(),
            };
        }
        let record = &state.record;
        let who = self.who(Seat::playing(state.south, record.position().to_move()));
        match (who, record.swap_offered()) {
            (Who::Me, true) => "Your turn: sow, or swap sides.".to_string(),
            (Who::Me, false) => "Your turn.".to_string(),
            (who, true) => format!("{} to move: sow, or swap sides.", words::name(who)),
            (who, false) => format!("{} to move.", words::name(who)),
        }
    }

    /// How the game ended, in a sentence.
    fn ending(&self, state: &State, ended: Ended) -> String {
        let wins = match winner(state).map(|seat| self.who(seat)) {
            Some(Who::Me) => "You win".to_string(),
            Some(who) => format!("{} wins", words::name(who)),
            None => String::new(),
        };
        match ended {
            Ended::Played => {
                let position = state.record.position();
                let scores = position.final_scores().unwrap_or_else(|| position.stores());
                match position.result() {
                    Some(GameResult::Win { margin, .. }) => {
                        let (high, low) = (
                            scores.south.max(scores.north),
                            scores.south.min(scores.north),
                        );
                        format!("{wins} by {}, {high} to {low}.", seeds(margin))
                    }
                    _ => format!("A draw, {} each.", scores.south),
                }
            }
            Ended::Resigned(seat) => {
                format!("{} resigned. {wins}.", words::name(self.who(seat)))
            }
            Ended::Abandoned(seat) => {
                let who = self.who(seat);
                let is = if who == Who::Me { "were" } else { "was" };
                format!("{} {is} away too long and lost. {wins}.", words::name(who))
            }
        }
    }
}
