//! The status line, the page's polite live region: what just happened, as data ([`Said`]),
//! worded in one place ([`Status::words`]) together with whose turn it is. The parts of play
//! say what happened; none of them writes English into the line.

use crate::engine::{Pit, Player};
use crate::model::game::{Game, MoveError, Turn};
use crate::model::review::hint_sentence;
use crate::model::settings::Sound;
use crate::model::words::main;
use crate::worker::protocol::Pie;

/// What the status line reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    /// Whose turn it is, or how the game ended, and nothing more.
    Turn,
    /// The moves since a person last chose one, as their sowing starts.
    Move,
    /// The same, once the sowing has been shown in full (in a game played by link, with the
    /// reminder to send the move when the other device is to play).
    MoveShown,
    /// A new game started.
    NewGame,
    /// A saved game was resumed.
    Resumed,
    /// A game started from the analysis board's position.
    FromHere,
    /// A link's game was opened, after this many moves.
    FromLink(usize),
    /// A finished game from a live room was opened, after this many moves.
    Online(usize),
    /// A game played by link was opened or resumed, and this device plays this player.
    Seated(Player),
    /// The computer found no move to make.
    NoMoveFound,
    /// Every statistic was forgotten.
    StatsReset,
    /// A move was taken back.
    TakenBack,
    /// A move taken back was played again.
    PlayedAgain,
    /// The analysis started.
    Analysing,
    /// The analysis was stopped.
    AnalysisStopped,
    /// The analysis has rated every move.
    AnalysisDone,
    /// The link sending a move was copied, for this player.
    MoveCopied(Player),
    /// The link to the game was copied.
    LinkCopied,
    /// The game was copied as text.
    TextCopied,
    /// Sound was switched on or off by its key.
    Sound(Sound),
    /// A hint is being looked for.
    HintLooking,
    /// The hint: the best move with its value, if there is a move, and whether the value is
    /// exact.
    Hint {
        /// The best move and its value (see [`Rated::best`](crate::model::review::Rated::best)).
        best: Option<(Pit, i32)>,
        /// Whether the value is proved.
        exact: bool,
        /// What the pie rule makes of the move: a swap offered, which the hint weighs too, or
        /// the first turn, whose values count the swap to come.
        pie: Pie,
    },
    /// A pit was chosen during a replay.
    ReplayRefused,
    /// A pit was chosen on this device while the other device is to play.
    OtherDevice,
    /// An empty pit was chosen.
    EmptyPit(Pit),
    /// A pit was chosen out of turn.
    NotYourTurn,
    /// The rules refused the pit for another reason.
    CannotSow(Pit, MoveError),
    /// The rules refused the pie rule's swap.
    CannotSwap(MoveError),
    /// The turn clock has this many seconds left for this player.
    ClockWarning {
        /// The player whose time runs.
        player: Player,
        /// Seconds left.
        seconds: u32,
    },
}

/// The status line's content: what was said, and, while the move played for a player whose
/// time ran out is shown, who that was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Status {
    /// What happened.
    pub said: Said,
    /// The player whose time ran out, while the move played for them is being said.
    pub timed_out: Option<Player>,
}

impl Status {
    /// A status that says only this.
    pub fn new(said: Said) -> Status {
        Status {
            said,
            timed_out: None,
        }
    }

    /// The status line in words, for this game and, in a game played by link, this device's
    /// player.
    pub fn words(&self, game: &Game, seat: Option<Player>) -> String {
        let turn = || game.turn_sentence();
        let name = |player: Player| game.role(player).name();
        let said = match &self.said {
            Said::Turn => turn(),
            Said::Move => game.status(),
            Said::MoveShown => match seat {
                Some(seat) if game.turn() == Turn::Person(seat.other()) => {
                    main::send_your_move(&game.status(), &name(seat.other()))
                }
                _ => game.status(),
            },
            Said::NewGame => main::new_game(&game.status()),
            Said::Resumed => main::game_resumed(&turn()),
            Said::FromHere => main::from_analysis_board(&game.status()),
            Said::FromLink(moves) => main::from_link(count(*moves), &turn()),
            Said::Online(moves) => main::from_online(count(*moves), &turn()),
            Said::Seated(seat) => main::seated_by_link(&name(*seat), &turn()),
            Said::NoMoveFound => main::no_move_found(),
            Said::StatsReset => main::stats_reset(),
            Said::TakenBack => main::move_taken_back(&turn()),
            Said::PlayedAgain => main::move_played_again(&turn()),
            Said::Analysing => main::analysing(),
            Said::AnalysisStopped => main::analysis_stopped(),
            Said::AnalysisDone => main::analysis_done(),
            Said::MoveCopied(to) => main::move_copied(&name(*to)),
            Said::LinkCopied => main::link_copied(),
            Said::Sound(Sound::On) => main::sound_on_by_key(),
            Said::Sound(Sound::Off) => main::sound_off_by_key(),
            Said::TextCopied => main::text_copied(),
            Said::HintLooking => main::looking_for_hint(),
            Said::Hint { best, exact, pie } => hint_sentence(*best, *exact, *pie)
                .map_or_else(main::no_hint, |sentence| main::hint(&sentence)),
            Said::ReplayRefused => main::replay_refused(),
            Said::OtherDevice => main::other_device(),
            Said::EmptyPit(pit) => main::pit_is_empty(i64::from(pit.number())),
            Said::NotYourTurn => main::not_your_turn(),
            Said::CannotSow(pit, error) => {
                main::cannot_sow(i64::from(pit.number()), &error.reason())
            }
            Said::CannotSwap(error) => main::cannot_swap(&error.reason()),
            Said::ClockWarning { player, seconds } => {
                let role = game.role(*player);
                main::time_running_out(role.who(), &role.name(), i64::from(*seconds))
            }
        };
        match self.timed_out {
            Some(player) => {
                let role = game.role(player);
                main::timed_out(role.who(), &role.name(), &said)
            }
            None => said,
        }
    }
}

/// A count of moves as a message's number.
fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}
