//! A text frame from a room's socket, as the room takes it: read strictly with the protocol,
//! turned into the room's news (see [`super::news`]), or said and changing nothing.

use crate::engine::{GameResult, Played, Player};
use crate::model::common::online_game::OnlineGame;
use crate::model::game::Verdict;
use crate::model::share::link::RoomLink;
use crate::room::protocol::{Refusal, ToClient};

use super::frames::{Playback, frames};
use super::messages::{Closed, Garbled, Line, Want};
use super::news::{Ended, Finish, Moved, News, Said, State, Turn, read, winner};
use super::room::InRoom;
use super::seats::Seats;
use super::who::Seat;

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
            wants.push(Want::Count(OnlineGame {
                room: self.link.id,
                game: view.game,
                rules: record.start().rules(),
                verdict: match winner(&state) {
                    None => Verdict::Drawn,
                    Some(won) if won == seat => Verdict::Won,
                    Some(_) => Verdict::Lost,
                },
            }));
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
