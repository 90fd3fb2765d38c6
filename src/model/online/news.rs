//! What the room server's frames bring to a room, and what the page makes of them. Each frame is
//! read strictly: a welcome seats the page (or lets it watch), a state is replayed with the
//! engine into the room's [`State`], and a refusal is kept as it came. What the room's status
//! line says of it is a [`Said`], a value with the seats already put as [`Who`] they are to
//! this page; `words` alone makes sentences of it.

use crate::engine::{GameResult, Move, Outcome, Pit, Played, Player, Position, Record, Rules};
use crate::model::game::Verdict;
use crate::model::share::link::RoomLink;
use crate::room::protocol::{Ending, Refusal, ToClient, View};

use super::frames::{Playback, frames};
use super::room::InRoom;
use super::seats::Seats;
use super::who::{Seat, Who};
use super::{Closed, Garbled, Line, Want};

/// A room's state as the page keeps it: the server's view, the game it replays and the seats
/// it names, read once as the state comes.
#[derive(Clone, Debug)]
pub(super) struct State {
    pub(super) view: View,
    pub(super) record: Record,
    /// The seat that plays South (the bottom row, which opens the game).
    pub(super) south: Seat,
    /// The seat that offers a rematch, if one does.
    pub(super) rematch: Option<Seat>,
    /// How the game ended, if it has.
    pub(super) ended: Option<Ended>,
}

/// How a room's game ended, with its seat read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ended {
    /// Played out: the record says who won.
    Played,
    /// This seat resigned.
    Resigned(Seat),
    /// This seat was away too long.
    Abandoned(Seat),
}

/// What a room's status line says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The room is being entered.
    Entering,
    /// The queue paired this page, and the room is being entered.
    Paired,
    /// The server sent something this page could not take; nothing changed.
    Garbled(Garbled),
    /// The server refused what this page asked, or the page knows it would.
    Refused(Refusal),
    /// The player chose an empty pit.
    EmptyPit(Pit),
    /// The page tried to copy a room's link: the watch link (or the invite), and whether it
    /// got there.
    Copied {
        /// The watch link, or the invite.
        watch: bool,
        /// Whether it was copied.
        ok: bool,
    },
    /// The page handed a room's link to the system's share sheet.
    Shared {
        /// The watch link, or the invite.
        watch: bool,
        /// Whether it went.
        ok: bool,
    },
    /// The turn clock's warning: `seconds` left for `mover`.
    Warned {
        /// Whose turn runs out.
        mover: Who,
        /// The seconds left: 30 or 10.
        seconds: u64,
    },
    /// Whose turn it is, how the game ended, or who the room waits for.
    Turn(Turn),
    /// What a state brought since the last.
    News(News),
}

/// What a state brought since the last one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// A new game began.
    NewGame {
        /// Who opens it.
        opener: Who,
        /// Whether the seats swapped sides since the last game.
        swapped: bool,
        /// Whose turn it is.
        turn: Turn,
    },
    /// The game went on.
    Went {
        /// The moves played since, in order.
        moves: Vec<Moved>,
        /// Who newly offers a rematch, if anyone.
        rematch: Option<Who>,
        /// Whose turn it is, or how the game ended.
        turn: Turn,
    },
}

/// A move that came, by whom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moved {
    /// A pit was sown, with what it did.
    Sown {
        /// Who sowed.
        who: Who,
        /// What the sowing did.
        outcome: Outcome,
    },
    /// Sides were swapped, under the pie rule.
    Swapped(Who),
}

/// Whose turn it is, how the game ended, or who the room waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The game has ended.
    Over(Finish),
    /// A seat is free: the room waits for the friend this page invites (`seated`), or for a
    /// second player, to a watcher.
    Waiting {
        /// Whether this page holds a seat.
        seated: bool,
    },
    /// Someone is to move.
    ToMove {
        /// Who.
        who: Who,
        /// Whether they may swap sides instead, under the pie rule.
        swap: bool,
    },
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// Played out and won.
    Won {
        /// Who won.
        winner: Who,
        /// By how many seeds.
        margin: u8,
        /// The winner's seeds.
        high: u8,
        /// The loser's seeds.
        low: u8,
    },
    /// Played out to a draw, with each player's seeds.
    Drawn {
        /// Each player's seeds.
        each: u8,
    },
    /// Someone resigned.
    Resigned {
        /// Who resigned.
        who: Who,
        /// Who won.
        winner: Who,
    },
    /// Someone was away too long.
    Abandoned {
        /// Who was away.
        who: Who,
        /// Who won.
        winner: Who,
    },
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
            GameResult::Draw => None,
        },
        Ended::Resigned(seat) | Ended::Abandoned(seat) => Some(seat.other()),
    }
}

impl InRoom {
    /// A text frame from the room's socket: read strictly, or said and changing nothing.
    pub(super) fn frame(
        &mut self,
        text: &str,
        seats: &mut Seats,
        interval: Option<u32>,
        now: f64,
    ) -> Vec<Want> {
        let Ok(message) = ToClient::decode(text) else {
            self.said = Said::Garbled(Garbled::Undecodable);
            return Vec::new();
        };
        match message {
            ToClient::Welcome {
                seat,
                secret,
                invite,
            } => {
                let seat = match seat.map(Seat::from_wire) {
                    Some(None) => {
                        self.said = Said::Garbled(Garbled::Unreadable);
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
                    self.said = Said::Turn(self.turn(state));
                }
                wants
            }
            ToClient::State(view) => match read(view) {
                Some(state) => self.state(state, interval, now),
                None => {
                    self.said = Said::Garbled(Garbled::Unreadable);
                    Vec::new()
                }
            },
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
                self.said = Said::Refused(why);
                self.sent = None;
                // A seat refused (`unknown_seat`, `full`) is forgotten with the welcome that
                // follows the refusal, which says the page watches.
                Vec::new()
            }
        }
    }

    /// A state of the room came: it is the room's now, and its news is said.
    fn state(&mut self, state: State, interval: Option<u32>, now: f64) -> Vec<Want> {
        self.said = self.news(&state);
        let (view, record) = (&state.view, &state.record);
        let mut wants = Vec::new();
        // A game this page's player played has ended (or has been seen ended for the first time
        // since the page opened): it is counted.
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
            self.playback = Playback {
                id: self.playback.id.wrapping_add(1),
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

    /// What changed since the last state, then whose turn it is or how the game ended.
    fn news(&self, new: &State) -> Said {
        let turn = self.turn(new);
        let Some(old) = &self.state else {
            return Said::Turn(turn);
        };
        if old.view.game != new.view.game {
            return Said::News(News::NewGame {
                opener: self.who(new.south),
                swapped: old.south != new.south,
                turn,
            });
        }
        let before = old.view.moves.chars().count();
        let mut moves = Vec::new();
        if new.view.moves.starts_with(old.view.moves.as_str()) {
            // The game's seats do not change sides within a game.
            let who = |mover: Player| self.who(Seat::playing(old.south, mover));
            for played in new.record.played().iter().skip(before) {
                moves.push(match played {
                    Played::Sown(outcome) => Moved::Sown {
                        who: who(outcome.mover),
                        outcome: outcome.clone(),
                    },
                    Played::Swapped { mover } => Moved::Swapped(who(*mover)),
                });
            }
        }
        let rematch = new
            .rematch
            .filter(|_| new.rematch != old.rematch)
            .map(|seat| self.who(seat));
        Said::News(News::Went {
            moves,
            rematch,
            turn,
        })
    }

    /// Whose turn it is, or how the game ended, or who the room waits for.
    fn turn(&self, state: &State) -> Turn {
        if let Some(ended) = state.ended {
            return Turn::Over(self.finish(state, ended));
        }
        if !state.view.seats.iter().all(|seat| seat.taken) {
            return Turn::Waiting {
                seated: self.seat.is_some(),
            };
        }
        let record = &state.record;
        Turn::ToMove {
            who: self.who(Seat::playing(state.south, record.position().to_move())),
            swap: record.swap_offered(),
        }
    }

    /// How the game ended.
    fn finish(&self, state: &State, ended: Ended) -> Finish {
        match ended {
            Ended::Played => {
                let position = state.record.position();
                let scores = position.final_scores().unwrap_or_else(|| position.stores());
                match position.result() {
                    Some(GameResult::Win { winner, margin }) => Finish::Won {
                        winner: self.who(Seat::playing(state.south, winner)),
                        margin,
                        high: scores.south.max(scores.north),
                        low: scores.south.min(scores.north),
                    },
                    _ => Finish::Drawn { each: scores.south },
                }
            }
            Ended::Resigned(seat) => Finish::Resigned {
                who: self.who(seat),
                winner: self.who(seat.other()),
            },
            Ended::Abandoned(seat) => Finish::Abandoned {
                who: self.who(seat),
                winner: self.who(seat.other()),
            },
        }
    }
}
