//! Play, the game's controller: a game against the computer, between two people on one
//! device, or by link. It owns its parts (the table, the status line, the hints and the
//! post-game analysis, the replay, the turn clock, the tally, the question waiting for an
//! answer, and what it has asked of the computer) and takes its own actions ([`PlayAction`]),
//! answering each with what it wants done ([`Want`]), as every mode's `Controller` does: the
//! router keeps what is its own and hands the rest to the page. What it needs from outside
//! (the time, the settings, the motion, whether it is the mode open) comes in a [`Context`];
//! what it gives the other modes (the position shown, a game's analysis) the router reads from
//! it and carries. Its flow is in `flow.rs`.
//!
//! Its data: play by link, what is saved of the game, and the records against the computer
//! with the ladder of levels they climb.

pub mod asked;
pub(crate) mod by_link;
pub(crate) mod clock;
mod flow;
pub mod hint;
pub mod ladder;
pub mod records;
pub mod replay;
pub mod saving;
pub mod status;
pub mod table;
pub mod tally;

use crate::engine::{Pit, Player, Position};
use crate::model::board::{BoardView, Marks};
use crate::model::common::context::Context;
use crate::model::common::controller::Controller;
use crate::model::common::notices::Notice;
use crate::model::common::worker::{Job, Reply};
use crate::model::game::{Game, Turn};
use crate::model::review::{Point, Rated, points};
use crate::model::settings::GameSettings;
use asked::Asked;
use hint::{Analysis, Hints, Suggestion};
use records::Stats;
use replay::{Replay, Step};
use saving::SavedGame;
use status::{Said, Status};
use table::Table;
use tally::Statistics;

/// Something done in play, handed on by the router.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayAction {
    /// A person sows a pit of the side to move.
    Sow(Pit),
    /// A person swaps sides, under the pie rule.
    Swap,
    /// The roving focus moved to the pit at this index of the keyboard row.
    Focus(usize),
    /// A pit is hovered or focused (or nothing is).
    Preview(Option<Pit>),
    /// The animation timer fired: land one more seed.
    Tick,
    /// Show the rest of the move at once.
    Skip,
    /// Take back a turn (asks first, once a game, against the computer).
    Undo,
    /// Play again what undo took back.
    Redo,
    /// A new game with the settings in force (asks first if one is under way).
    NewGame,
    /// A new game straight away, after a game is over.
    PlayAgain,
    /// The game-shaping settings changed (asks first if a game is under way).
    ChangeGame(GameSettings),
    /// The answer to the question waiting ([`Play::pending`]).
    Confirm(bool),
    /// Asks to forget every statistic.
    AskResetStats,
    /// The computer answered play's request for its move.
    Replied(Reply),
    /// The pause after the computer's answer is over: play its move.
    PlayReply,
    /// Steps through the game's positions without changing the game.
    Replay(Step),
    /// Asks for a hint.
    Hint,
    /// The computer rated every move of the position play asked about.
    Rated(Rated),
    /// Rates every move of the finished game (or carries on where it stopped).
    Analyse,
    /// Stops the analysis, keeping what it has rated.
    StopAnalysis,
    /// The page went out of view (`true`) or came back.
    PageHidden(bool),
    /// The page tried to put the link of [`Table::move_link`] on the clipboard.
    MoveSent {
        /// The whole link.
        link: String,
        /// Whether it got there.
        copied: bool,
    },
    /// The page tried to put a link to this game on the clipboard.
    LinkCopied {
        /// The whole link.
        link: String,
        /// Whether it got there.
        copied: bool,
    },
    /// The page tried to put the game as text on the clipboard.
    TextCopied {
        /// The whole text.
        text: String,
        /// Whether it got there.
        copied: bool,
    },
}

/// What play wants done, in order. The router keeps [`Want::Ask`], [`Want::Cancel`],
/// [`Want::Settings`] and [`Want::Tell`], and hands the rest to the page as they are.
#[derive(Clone, Debug, PartialEq)]
pub enum Want {
    /// Send a tick every this many milliseconds until [`Want::StopTicker`].
    StartTicker(u32),
    /// Stop the animation timer.
    StopTicker,
    /// Play a sound.
    Sound(Cue),
    /// Ask the computer this, in place of any request in flight.
    Ask(Job),
    /// Drop play's request to the computer (and any other in flight); `pausing` when it was
    /// the pause before the computer's move.
    Cancel {
        /// Whether the pause's timer is what is dropped.
        pausing: bool,
    },
    /// Send [`PlayAction::PlayReply`] after this many milliseconds.
    Wait(u32),
    /// Put these game settings in force.
    Settings(GameSettings),
    /// Store the game in progress.
    SaveGame(Box<SavedGame>),
    /// Store the statistics.
    SaveStats(Box<Stats>),
    /// Tell the player this.
    Tell(Notice),
    /// Start the turn clock's one-second timer, counting afresh from now.
    StartClock,
    /// Stop the turn clock's timer.
    StopClock,
}

/// A sound the page makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A seed lands (or, when moves land at once, a move is made).
    Seed,
    /// A capture.
    Capture,
    /// An extra turn.
    ExtraTurn,
    /// The game is over.
    GameOver,
}

/// Something that waits for the player to confirm it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    /// Start a new game with these settings, abandoning the one under way.
    NewGame(GameSettings),
    /// Take a move back, which stops this game from counting in the statistics.
    Undo,
    /// Show a hint, which stops this game from counting in the statistics.
    Hint,
    /// Forget every statistic.
    ResetStats,
}

/// Play's controller. See the module documentation.
#[derive(Clone, Debug)]
pub struct Play {
    table: Table,
    status: Status,
    statistics: Statistics,
    pending: Option<Pending>,
    replay: Replay,
    hints: Hints,
    clock: clock::TurnClocks,
    asked: Asked,
    /// The last search that found a move, for the report.
    last_reply: Option<Reply>,
}

/// What play opens with.
pub(crate) struct Start {
    /// The game on the table.
    pub(crate) game: Game,
    /// When its first move was shown (a resumed game began before 0).
    pub(crate) started_at: Option<f64>,
    /// In a game played by link, the player this device plays.
    pub(crate) seat: Option<Player>,
    /// What the status line says first.
    pub(crate) said: Said,
    /// The stored records.
    pub(crate) stats: Stats,
    /// Whether the page opened out of view.
    pub(crate) page_hidden: bool,
}

impl Play {
    /// Play as a visit opens it.
    pub(crate) fn new(start: Start) -> Play {
        Play {
            table: Table::new(start.game, start.started_at, start.seat),
            status: Status::new(start.said),
            statistics: Statistics::new(start.stats),
            pending: None,
            replay: Replay::default(),
            hints: Hints::default(),
            clock: clock::TurnClocks::new(start.page_hidden),
            asked: Asked::Idle,
            last_reply: None,
        }
    }

    /// Carries out `action`, and says in `out` what the page should do; a step that puts a
    /// new game's settings in force changes them in `ctx` for the steps after it.
    fn apply(&mut self, action: PlayAction, ctx: &mut Context, out: &mut Vec<Want>) {
        // Whatever changes the game ends a replay first, so the board shows what changed.
        if matches!(
            action,
            PlayAction::Undo
                | PlayAction::Redo
                | PlayAction::NewGame
                | PlayAction::PlayAgain
                | PlayAction::ChangeGame(_)
        ) {
            self.end_replay();
        }
        match action {
            PlayAction::Sow(pit) => self.sow(pit, ctx, out),
            PlayAction::Swap => self.swap(ctx, out),
            PlayAction::Focus(index) => self.table.set_focus(index),
            PlayAction::Preview(pit) => {
                let mover = self.game().position().to_move();
                let pit = pit.filter(|&p| self.can_sow(mover, p, ctx.open));
                self.table.set_preview(pit);
            }
            // A tick shows the next seed; after the last one, or on a skip, the move is shown.
            PlayAction::Tick | PlayAction::Skip => {
                if self.table.animating() {
                    if matches!(action, PlayAction::Skip) || !self.table.step() {
                        self.finish_move(ctx, out);
                    } else {
                        self.sound(Cue::Seed, ctx, out);
                    }
                }
            }
            PlayAction::Undo => self.undo(ctx, out),
            PlayAction::Redo => self.travel(Game::redo, Said::PlayedAgain, ctx, out),
            PlayAction::NewGame => self.request_new_game(ctx.settings.game, ctx, out),
            PlayAction::PlayAgain => {
                if !self.table.animating() {
                    self.new_game(ctx.settings.game, ctx, out);
                }
            }
            PlayAction::ChangeGame(game) => {
                if game != ctx.settings.game {
                    self.request_new_game(game, ctx, out);
                }
            }
            PlayAction::Confirm(yes) => self.confirm(yes, ctx, out),
            PlayAction::AskResetStats => {
                if !self.statistics.stats().is_empty() {
                    self.pending = Some(Pending::ResetStats);
                }
            }
            PlayAction::Replied(reply) => self.replied(reply, ctx, out),
            PlayAction::PlayReply => self.play_reply(ctx, out),
            PlayAction::Replay(step) => {
                self.replay.step(step, self.game().record().ply());
                if self.replay.at().is_some() {
                    self.table.set_preview(None);
                } else {
                    self.end_replay();
                }
            }
            PlayAction::Hint => self.ask_hint(ctx, out),
            PlayAction::Rated(rated) => self.rated(rated, ctx, out),
            PlayAction::Analyse => self.analyse(ctx, out),
            PlayAction::StopAnalysis => {
                if self.asked == Asked::Review {
                    self.asked = Asked::Idle;
                    out.push(Want::Cancel { pausing: false });
                    self.say(Said::AnalysisStopped);
                }
            }
            PlayAction::PageHidden(hidden) => self.clock.set_hidden(hidden),
            PlayAction::MoveSent { link, copied } => {
                match by_link::sent(self.game(), link, copied) {
                    Ok(seat) => {
                        // This device plays the side that moved from now on: kept at once, so
                        // that a reload before the next move still knows it.
                        self.table.sit(seat);
                        self.say(Said::MoveCopied(seat.other()));
                        self.save_game(ctx, out);
                    }
                    Err(notice) => out.push(Want::Tell(notice)),
                }
            }
            PlayAction::LinkCopied { copied: true, .. } => self.say(Said::LinkCopied),
            PlayAction::LinkCopied { link, .. } => {
                out.push(Want::Tell(Notice::LinkNotCopied(link)))
            }
            PlayAction::TextCopied { copied: true, .. } => self.say(Said::TextCopied),
            PlayAction::TextCopied { text, .. } => {
                let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
                out.push(Want::Tell(Notice::TextNotCopied(one_line)));
            }
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        self.table.game()
    }

    /// The table: the game in play, the move being shown, the focus, and this device's side.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Every cell of the board as drawn now; `open` says whether play is the mode open.
    pub fn board(&self, open: bool) -> BoardView {
        if let Some(view) = (self.replay.at()).and_then(|ply| BoardView::at(self.game(), ply)) {
            return view;
        }
        self.table.view(Marks {
            may_sow: Player::BOTH.map(|player| self.may_move(player, open)),
            hint: self.hint().and_then(Suggestion::pit),
        })
    }

    /// The status line: what happened and whose turn it is.
    pub fn status(&self) -> String {
        self.status.words(self.game(), self.table.seat())
    }

    /// What the status line says, as data.
    pub fn said(&self) -> &Status {
        &self.status
    }

    /// The records against the computer and this visit's tally.
    pub fn statistics(&self) -> &Statistics {
        &self.statistics
    }

    /// Takes `stats` as the statistics: what another tab kept. The game in play still counts
    /// once, when it ends, in them.
    pub(crate) fn adopt_stats(&mut self, stats: Stats) {
        self.statistics.adopt(stats);
    }

    /// The question waiting for an answer, if any.
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// What play waits for from the computer.
    pub fn asked(&self) -> Asked {
        self.asked
    }

    /// What the computer's last search for a move answered, if it found one since the game
    /// began.
    pub fn last_reply(&self) -> Option<Reply> {
        self.last_reply
    }

    /// Whether a person may sow this pit of `player`'s now, with play open or not.
    pub fn can_sow(&self, player: Player, pit: Pit, open: bool) -> bool {
        self.may_move(player, open) && self.game().position().seeds(player, pit) > 0
    }

    /// Whether it is a person's turn on `player`'s side and nothing holds the board: no move
    /// shown, no question waiting, no replay, and play the mode open.
    pub fn may_move(&self, player: Player, open: bool) -> bool {
        self.game().turn() == Turn::Person(player)
            && self.table.seat().is_none_or(|seat| seat == player)
            && !self.table.animating()
            && self.pending.is_none()
            && self.replay.at().is_none()
            && open
    }

    /// Whether the person to move may swap sides now, under the pie rule.
    pub fn may_swap(&self, open: bool) -> bool {
        self.game().swap_offered() && self.may_move(self.game().position().to_move(), open)
    }

    /// The position a replay shows, as the number of moves played before it; `None` when the
    /// board shows the game as it stands.
    pub fn replay(&self) -> Option<usize> {
        self.replay.at()
    }

    /// Where the replay stands, in words; `None` outside a replay.
    pub fn replay_sentence(&self) -> Option<String> {
        self.replay.sentence(self.game())
    }

    /// The hint for the position on the board, if one was asked for it.
    pub fn hint(&self) -> Option<&Suggestion> {
        let shown = self.replay.at().is_none();
        self.hints
            .hint_for(self.game().position())
            .filter(|_| shown)
    }

    /// The post-game analysis, once asked for.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.hints.analysis()
    }

    /// One point per move the analysis has rated.
    pub fn analysis_points(&self) -> Vec<Point> {
        self.analysis()
            .map(|analysis| points(self.game().record(), &analysis.rated))
            .unwrap_or_default()
    }

    /// The position the game's board shows: the game as it stands, or the one a replay shows.
    pub fn shown_position(&self) -> Position {
        self.replay
            .at()
            .and_then(|ply| self.game().record().position_at(ply))
            .unwrap_or(*self.game().position())
    }

    /// The turn clock in words, "Player 1: 1:23"; `None` when no clock runs.
    pub fn clock_text(&self) -> Option<String> {
        self.clock.text(self.game())
    }
}

impl Controller for Play {
    type Action = PlayAction;
    type Want = Want;

    /// Carries out an action of play with the page's context, and says in `out` what it wants
    /// done: the one shape of every mode's controller.
    fn act(&mut self, action: PlayAction, ctx: &Context, out: &mut Vec<Want>) {
        self.apply(action, &mut { *ctx }, out);
    }
}
