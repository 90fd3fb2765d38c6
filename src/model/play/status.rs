//! The status line, the page's polite live region: what just happened, as data ([`Said`]),
//! worded in one place ([`Status::words`]) together with whose turn it is. The parts of play
//! say what happened; none of them writes English into the line.

use crate::engine::{Pit, Player};
use crate::model::game::{Game, MoveError, Turn};
use crate::model::review::hint_sentence;
use crate::model::settings::Sound;
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
                Some(seat) if game.turn() == Turn::Person(seat.other()) => format!(
                    "{} Send your move to {} with \u{201c}Send your move\u{201d}.",
                    game.status(),
                    name(seat.other())
                ),
                _ => game.status(),
            },
            Said::NewGame => format!("New game. {}", game.status()),
            Said::Resumed => format!("Game resumed. {}", turn()),
            Said::FromHere => format!(
                "A game from the analysis board's position; it is not counted in the \
                 statistics. {}",
                game.status()
            ),
            Said::FromLink(moves) => {
                format!(
                    "A game from a link, after {}. {}",
                    moves_count(*moves),
                    turn()
                )
            }
            Said::Online(moves) => format!(
                "The online game, {}, is here for its move list and analysis. {}",
                moves_count(*moves),
                turn()
            ),
            Said::Seated(seat) => format!("You are {}, playing by link. {}", name(*seat), turn()),
            Said::NoMoveFound => {
                "The computer could not find a move; please start a new game.".to_string()
            }
            Said::StatsReset => "Statistics reset.".to_string(),
            Said::TakenBack => format!("Move taken back. {}", turn()),
            Said::PlayedAgain => format!("Move played again. {}", turn()),
            Said::Analysing => "Analysing the game…".to_string(),
            Said::AnalysisStopped => "Analysis stopped.".to_string(),
            Said::AnalysisDone => "Analysis done: the graph shows how the game went.".to_string(),
            Said::MoveCopied(to) => format!(
                "Your move is copied as a link: send it to {} (in a message, say). Their reply \
                 comes back the same way.",
                name(*to)
            ),
            Said::LinkCopied => "Link to this game copied: whoever opens it sees the game as it \
                                 stands."
                .to_string(),
            Said::Sound(Sound::On) => "Sound on (M turns it off).".to_string(),
            Said::Sound(Sound::Off) => "Sound off (M turns it on).".to_string(),
            Said::TextCopied => "The game is copied as text: paste it into \u{201c}Open a \
                                 game\u{201d} under the moves, here or on another device, to see \
                                 it again."
                .to_string(),
            Said::HintLooking => "Looking for the best move…".to_string(),
            Said::Hint { best, exact, pie } => hint_sentence(*best, *exact, *pie).map_or_else(
                || "No hint: there is no move to make.".to_string(),
                |sentence| format!("Hint: {sentence}"),
            ),
            Said::ReplayRefused => "This is a replay: go back to the game to move.".to_string(),
            Said::OtherDevice => {
                "It is not your turn: the other player moves on their device.".to_string()
            }
            Said::EmptyPit(pit) => format!("Pit {pit} is empty: choose a pit with seeds."),
            Said::NotYourTurn => "It is not your turn.".to_string(),
            Said::CannotSow(pit, error) => format!("Pit {pit} cannot be sown: {error}."),
            Said::CannotSwap(error) => format!("The sides cannot be swapped: {error}."),
            Said::ClockWarning { player, seconds } => {
                format!("{} to move: {seconds} seconds left.", name(*player))
            }
        };
        match self.timed_out {
            Some(player) => format!(
                "Time ran out for {}: a pit was sown for them at random. {said}",
                name(player)
            ),
            None => said,
        }
    }
}

/// "1 move", "12 moves".
pub(crate) fn moves_count(n: usize) -> String {
    match n {
        1 => "1 move".to_string(),
        n => format!("{n} moves"),
    }
}
