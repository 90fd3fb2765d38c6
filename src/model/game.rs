//! One game as the page sees it: who sits where, whose turn it is, undo and redo, and the words
//! that describe each move. Plain Rust with no DOM, tested natively; the view renders it.

use std::fmt;

use crate::engine::{
    Cell, GameResult, Move, Outcome, Pit, PlayError, Played, Player, Position, Record, RulesError,
};
use crate::model::settings::{GameSettings, Opponent, Side};
use crate::model::words::main;

/// How a finished game ended for the person: against the computer, or against someone online.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The person won.
    Won,
    /// The other side won.
    Lost,
    /// Equal stores.
    Drawn,
}

/// Who a player is at this screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The person at the bottom, playing the computer.
    You,
    /// The computer, at the top.
    Computer,
    /// In a two-player game: the bottom player, who opens.
    PlayerOne,
    /// In a two-player game: the top player.
    PlayerTwo,
}

impl Role {
    /// The role as the subject of a sentence: "You", "Computer", "Player 1".
    pub fn name(self) -> String {
        match self {
            Role::You => main::player_you(),
            Role::Computer => main::player_computer(),
            Role::PlayerOne => main::player_one(),
            Role::PlayerTwo => main::player_two(),
        }
    }

    /// Who a sentence about the role is about, as every message about a player takes it
    /// (`$who`): `you`, `computer`, `one` or `two`.
    pub fn who(self) -> &'static str {
        match self {
            Role::You => "you",
            Role::Computer => "computer",
            Role::PlayerOne => "one",
            Role::PlayerTwo => "two",
        }
    }
}

/// Whose move the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A person at this screen, playing this side.
    Person(Player),
    /// The computer.
    Computer,
    /// Nobody: the game is over.
    Over,
}

/// Why a move was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// It is not that mover's turn.
    NotYourTurn,
    /// The computer's answer was for an earlier position.
    Stale,
    /// The rules refuse the move.
    Illegal(PlayError),
}

impl MoveError {
    /// Why, as a clause the page puts into a sentence ("it is not your turn").
    pub fn reason(self) -> String {
        match self {
            MoveError::NotYourTurn => main::not_your_turn_reason(),
            MoveError::Stale => main::stale_answer_reason(),
            MoveError::Illegal(error) => play_error_reason(error),
        }
    }
}

/// Why the rules refuse a move, as a clause the page puts into a sentence.
pub fn play_error_reason(error: PlayError) -> String {
    match error {
        PlayError::GameOver => main::game_is_over_reason(),
        PlayError::NoSuchPit { pit, pits } => {
            main::no_such_pit_reason(i64::from(pit.number()), i64::from(pits))
        }
        PlayError::EmptyPit(pit) => main::empty_pit_reason(i64::from(pit.number())),
        PlayError::MoveLimit => main::move_limit_reason(),
        PlayError::SwapNotOffered => main::swap_not_offered_reason(),
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NotYourTurn => f.write_str("it is not your turn"),
            MoveError::Stale => f.write_str("that answer was for an earlier position"),
            MoveError::Illegal(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for MoveError {}

/// Why a saved game could not be resumed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResumeError {
    /// Its settings make no valid rules.
    Rules(RulesError),
    /// A move is not legal where it comes.
    Move {
        /// Moves before it.
        ply: usize,
        /// The move: a pit, or the pie rule's swap.
        played: Move,
        /// Why the rules refuse it.
        error: PlayError,
    },
}

impl fmt::Display for ResumeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResumeError::Rules(error) => error.fmt(f),
            ResumeError::Move {
                ply,
                played: Move::Sow(pit),
                error,
            } => write!(f, "move {} (pit {pit}) cannot be played: {error}", ply + 1),
            ResumeError::Move {
                ply,
                played: Move::Swap,
                error,
            } => write!(f, "move {} (a swap) cannot be played: {error}", ply + 1),
        }
    }
}

impl std::error::Error for ResumeError {}

/// What sowing a pit would do, shown before the player commits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    /// Where the last seed would land.
    pub last: Cell,
    /// What would follow.
    pub effect: PreviewEffect,
}

/// The consequence of a previewed move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PreviewEffect {
    /// The last seed lands in the mover's store: another turn.
    ExtraTurn,
    /// A capture banking this many seeds.
    Capture(u8),
    /// The move ends the game.
    EndsGame,
    /// Nothing special: the turn passes.
    Nothing,
}

/// A game in progress at this screen.
#[derive(Clone, Debug)]
pub struct Game {
    settings: GameSettings,
    record: Record,
    /// Groups of moves taken back by undo, most recent last, for redo.
    redo: Vec<Vec<Move>>,
    undo_used: bool,
    last: Option<Outcome>,
    /// What happened since a person last chose a move: their move and every reply since.
    report: Vec<Played>,
}

impl Game {
    /// A new game with these settings.
    ///
    /// # Errors
    /// [`RulesError`] when the seed count is out of range.
    pub fn new(settings: GameSettings) -> Result<Game, RulesError> {
        // The top player opens for `side=second`: against the computer, the computer; in a
        // two-player game, player 2.
        let first = match settings.side {
            Side::Second => Player::North,
            Side::First | Side::Alternate => Player::South,
        };
        Ok(Game {
            settings,
            record: Record::new(Position::start(settings.rules()?, first)),
            redo: Vec::new(),
            undo_used: false,
            last: None,
            report: Vec::new(),
        })
    }

    /// A new game with these settings to follow `previous`: under [`Side::Alternate`] it is
    /// opened by the player who did not open `previous`, otherwise as [`Game::new`].
    ///
    /// # Errors
    /// [`RulesError`] when the seed count is out of range.
    pub fn new_after(settings: GameSettings, previous: &Game) -> Result<Game, RulesError> {
        let mut game = Game::new(settings)?;
        if settings.side == Side::Alternate {
            let first = previous.record.start().to_move().other();
            game.record = Record::new(Position::start(settings.rules()?, first));
        }
        Ok(game)
    }

    /// Whether `start` is where a game with these settings may begin: the settings' start, or
    /// under [`Side::Alternate`] the same board with either player to open.
    pub fn may_start_from(settings: GameSettings, start: &Position) -> bool {
        let Ok(rules) = settings.rules() else {
            return false;
        };
        match settings.side {
            Side::Alternate => [Player::South, Player::North]
                .into_iter()
                .any(|first| Position::start(rules, first) == *start),
            _ => Game::new(settings).is_ok_and(|fresh| fresh.record.start() == start),
        }
    }

    /// A game with these settings from `start`, a position of the analysis board, rather than
    /// from the settings' start (the settings' seeds and house rules are the position's).
    ///
    /// # Errors
    /// [`RulesError`] when the seed count is out of range.
    pub fn from_position(settings: GameSettings, start: Position) -> Result<Game, RulesError> {
        let mut game = Game::new(settings)?;
        game.record = Record::new(start);
        Ok(game)
    }

    /// The position the game started from, when it is not the start of its settings (a game
    /// from the analysis board, or one opened by the top player under [`Side::Alternate`]).
    pub fn studied_start(&self) -> Option<Position> {
        let start = *self.record.start();
        let fresh = Game::new(self.settings).ok()?;
        (start != *fresh.record.start()).then_some(start)
    }

    /// As [`Game::resume`], from `start` when it is given (see [`Game::from_position`]).
    ///
    /// # Errors
    /// As [`Game::resume`].
    pub fn resume_from<M: Copy + Into<Move>>(
        settings: GameSettings,
        start: Option<Position>,
        moves: &[M],
        undo_used: bool,
    ) -> Result<Game, ResumeError> {
        let mut game = match start {
            Some(start) => Game::from_position(settings, start),
            None => Game::new(settings),
        }
        .map_err(ResumeError::Rules)?;
        for (ply, &played) in moves.iter().enumerate() {
            let played = played.into();
            let done = game
                .record
                .play_move(played)
                .map_err(|error| ResumeError::Move { ply, played, error })?;
            game.last = match done {
                Played::Sown(outcome) => Some(outcome),
                Played::Swapped { .. } => None,
            };
        }
        game.undo_used = undo_used;
        Ok(game)
    }

    /// A game with these settings, played on to where `moves` lead (a saved game resumed).
    /// Redo starts empty; whether undo was used is carried over, so a resumed game with a
    /// take-back still does not count.
    ///
    /// # Errors
    /// [`ResumeError`] when the settings are not valid or a move is not legal where it is
    /// played; nothing is resumed then.
    pub fn resume<M: Copy + Into<Move>>(
        settings: GameSettings,
        moves: &[M],
        undo_used: bool,
    ) -> Result<Game, ResumeError> {
        Game::resume_from(settings, None, moves, undo_used)
    }

    /// The settings this game was started with.
    pub fn settings(&self) -> GameSettings {
        self.settings
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.record.position()
    }

    /// The moves so far.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Who plays a side. The person (or player 1) is always South, along the bottom.
    pub fn role(&self, player: Player) -> Role {
        match (self.settings.opponent, player) {
            (Opponent::Computer, Player::South) => Role::You,
            (Opponent::Computer, Player::North) => Role::Computer,
            (Opponent::Human, Player::South) => Role::PlayerOne,
            (Opponent::Human, Player::North) => Role::PlayerTwo,
        }
    }

    /// Whose move it is.
    pub fn turn(&self) -> Turn {
        if self.record.is_over() {
            return Turn::Over;
        }
        let mover = self.position().to_move();
        match self.role(mover) {
            Role::Computer => Turn::Computer,
            _ => Turn::Person(mover),
        }
    }

    /// Whether a game is under way: moves made and not yet over. Starting another then asks
    /// first.
    pub fn in_progress(&self) -> bool {
        self.record.ply() > 0 && !self.record.is_over()
    }

    /// Whether undo (or a hint) was used in this game: such a game is not counted in the
    /// statistics.
    pub fn undo_used(&self) -> bool {
        self.undo_used
    }

    /// Marks the game as helped (a hint was shown), so that it is not counted, as after undo.
    pub fn forgo_counting(&mut self) {
        self.undo_used = true;
    }

    /// The outcome of the last move played, if the last action was a sowing (not a swap, an
    /// undo or a redo).
    pub fn last_outcome(&self) -> Option<&Outcome> {
        self.last.as_ref()
    }

    /// The result once the game is over.
    pub fn result(&self) -> Option<GameResult> {
        self.record.result()
    }

    /// A person's move.
    ///
    /// # Errors
    /// [`MoveError::NotYourTurn`] while the computer is to move or the game is over, and
    /// [`MoveError::Illegal`] for a pit the rules refuse. Nothing changes then.
    pub fn play(&mut self, pit: Pit) -> Result<&Outcome, MoveError> {
        if !matches!(self.turn(), Turn::Person(_)) {
            return Err(MoveError::NotYourTurn);
        }
        self.apply(pit, true)
    }

    /// The computer's move, found by a search of `searched`.
    ///
    /// # Errors
    /// [`MoveError::Stale`] if the game is no longer at the searched position (a new game, an
    /// undo or a redo since the search began), [`MoveError::NotYourTurn`] if it is not the
    /// computer's turn, and [`MoveError::Illegal`] for a move the rules refuse. Nothing changes
    /// then.
    pub fn play_computer(&mut self, pit: Pit, searched: &Position) -> Result<&Outcome, MoveError> {
        if searched != self.position() {
            return Err(MoveError::Stale);
        }
        if self.turn() != Turn::Computer {
            return Err(MoveError::NotYourTurn);
        }
        self.apply(pit, false)
    }

    fn apply(&mut self, pit: Pit, by_person: bool) -> Result<&Outcome, MoveError> {
        let outcome = self.record.play(pit).map_err(MoveError::Illegal)?;
        self.redo.clear();
        if by_person {
            self.report.clear();
        }
        self.report.push(Played::Sown(outcome.clone()));
        Ok(self.last.insert(outcome))
    }

    /// Whether the player to move may swap sides now, under the pie rule (see
    /// [`crate::engine::pie`] and [`Record::swap_offered`]).
    pub fn swap_offered(&self) -> bool {
        self.record.swap_offered()
    }

    /// A person's swap under the pie rule: the board turns round, each person keeps their seat,
    /// and the first player is to move.
    ///
    /// # Errors
    /// [`MoveError::NotYourTurn`] while the computer is to move or the game is over, and
    /// [`MoveError::Illegal`] with [`PlayError::SwapNotOffered`] where no swap is offered.
    /// Nothing changes then.
    pub fn swap(&mut self) -> Result<(), MoveError> {
        if !matches!(self.turn(), Turn::Person(_)) {
            return Err(MoveError::NotYourTurn);
        }
        self.apply_swap(true)
    }

    /// The computer's swap, decided by a search of `searched` (see [`crate::engine::pie::reply`]).
    ///
    /// # Errors
    /// As [`Game::play_computer`], and [`MoveError::Illegal`] where no swap is offered.
    pub fn swap_computer(&mut self, searched: &Position) -> Result<(), MoveError> {
        if searched != self.position() {
            return Err(MoveError::Stale);
        }
        if self.turn() != Turn::Computer {
            return Err(MoveError::NotYourTurn);
        }
        self.apply_swap(false)
    }

    fn apply_swap(&mut self, by_person: bool) -> Result<(), MoveError> {
        let mover = self.record.swap().map_err(MoveError::Illegal)?;
        self.redo.clear();
        if by_person {
            self.report.clear();
        }
        self.report.push(Played::Swapped { mover });
        self.last = None;
        Ok(())
    }

    /// The number of moves that undo would take back, or 0 when it cannot be used.
    ///
    /// Against the computer, undo takes back the person's last turn (a whole chain of extra
    /// turns) together with every computer move after it. In a two-player game it takes back
    /// one move. It is not available once the game is over.
    fn undo_span(&self) -> usize {
        if self.record.is_over() {
            return 0;
        }
        let moves = self.record.ply();
        if self.settings.opponent == Opponent::Human {
            return moves.min(1);
        }
        let movers = self.movers();
        let Some(last_mine) = movers.iter().rposition(|&m| m == Player::South) else {
            return 0;
        };
        let turn_start = movers[..=last_mine]
            .iter()
            .rposition(|&m| m != Player::South)
            .map_or(0, |i| i + 1);
        moves - turn_start
    }

    /// Who made each move so far.
    fn movers(&self) -> Vec<Player> {
        self.record.played().iter().map(Played::mover).collect()
    }

    /// Whether undo is available.
    pub fn can_undo(&self) -> bool {
        self.undo_span() > 0
    }

    /// Takes back the last turn (see [`Game::can_undo`]). Returns whether anything changed.
    pub fn undo(&mut self) -> bool {
        let span = self.undo_span();
        if span == 0 {
            return false;
        }
        let keep = self.record.ply() - span;
        self.redo.push(self.record.moves()[keep..].to_vec());
        self.record.truncate(keep);
        self.undo_used = true;
        self.last = None;
        self.report.clear();
        true
    }

    /// Whether redo is available.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Plays again the moves the last undo took back. Returns whether anything changed.
    pub fn redo(&mut self) -> bool {
        let Some(moves) = self.redo.pop() else {
            return false;
        };
        self.report.clear();
        for played in moves {
            match self.record.play_move(played) {
                Ok(done) => {
                    self.report.push(done.clone());
                    self.last = done.outcome().cloned();
                }
                Err(_) => break,
            }
        }
        true
    }

    /// What sowing this pit would do now, or `None` if it is not a legal move.
    pub fn preview(&self, pit: Pit) -> Option<Preview> {
        let mut next = *self.position();
        let outcome = next.play(pit).ok()?;
        let effect = if outcome.end.is_some() {
            PreviewEffect::EndsGame
        } else if outcome.extra_turn {
            PreviewEffect::ExtraTurn
        } else if let Some(capture) = outcome.capture {
            PreviewEffect::Capture(capture.banked())
        } else {
            PreviewEffect::Nothing
        };
        Some(Preview {
            last: outcome.last,
            effect,
        })
    }

    /// A sentence describing a move, such as "You sowed pit 3: extra turn." or "Computer sowed
    /// pit 5 and captured 6 seeds."
    pub fn describe(&self, outcome: &Outcome) -> String {
        let role = self.role(outcome.mover);
        sowing_sentence(role.who(), &role.name(), outcome)
    }

    /// A sentence describing any move: a sowing as [`Game::describe`] says it, or the swap,
    /// "Computer swapped sides."
    pub fn describe_played(&self, played: &Played) -> String {
        match played {
            Played::Sown(outcome) => self.describe(outcome),
            Played::Swapped { mover } => {
                let role = self.role(*mover);
                main::swapped(role.who(), &role.name())
            }
        }
    }

    /// What sowing this pit would do now, as the page says it to the person about to sow:
    /// "Pit 3: the last seed lands in your store, for an extra turn." `None` if it is not a
    /// legal move.
    pub fn describe_preview(&self, pit: Pit) -> Option<String> {
        let preview = self.preview(pit)?;
        let mover = self.position().to_move();
        let (effect, count) = match preview.effect {
            PreviewEffect::ExtraTurn => ("extra-turn", 0),
            PreviewEffect::Capture(n) => ("capture", i64::from(n)),
            PreviewEffect::EndsGame => ("ends-game", 0),
            PreviewEffect::Nothing => ("nothing", 0),
        };
        let pit_number = i64::from(pit.number());
        Some(match preview.last {
            Cell::Store(player) if player == mover => {
                main::lands_in_your_store(pit_number, effect, count)
            }
            Cell::Store(_) => main::lands_in_other_store(pit_number, effect, count),
            Cell::Pit(player, landing) if player == mover => {
                main::lands_in_your_pit(pit_number, i64::from(landing.number()), effect, count)
            }
            Cell::Pit(_, landing) => {
                main::lands_in_their_pit(pit_number, i64::from(landing.number()), effect, count)
            }
        })
    }

    /// Whose turn it is, or how the game ended, as a sentence.
    pub fn turn_sentence(&self) -> String {
        match self.turn() {
            Turn::Person(player) if self.swap_offered() => {
                let role = self.role(player);
                main::to_move_or_swap(role.who(), &role.name())
            }
            Turn::Person(player) => {
                let role = self.role(player);
                main::to_move(role.who(), &role.name())
            }
            Turn::Computer => main::to_move("computer", &Role::Computer.name()),
            Turn::Over => main::game_over(&self.result_sentence().unwrap_or_default()),
        }
    }

    /// The result as a sentence with the margin and score, once the game is over.
    pub fn result_sentence(&self) -> Option<String> {
        let result = self.result()?;
        let scores = self.final_scores();
        Some(match result {
            GameResult::Draw => main::draw(i64::from(scores.0)),
            GameResult::Win { winner, margin } => {
                let (high, low) = (scores.0.max(scores.1), scores.0.min(scores.1));
                let role = self.role(winner);
                main::won(
                    role.who(),
                    &role.name(),
                    i64::from(margin),
                    i64::from(high),
                    i64::from(low),
                )
            }
        })
    }

    /// Final stores (South, North), after the end sweep, or the stores now.
    fn final_scores(&self) -> (u8, u8) {
        let scores = if self.position().is_over() {
            self.position().final_scores().unwrap_or_default()
        } else {
            self.position().own_rows_banked()
        };
        (scores.south, scores.north)
    }

    /// The status line: what happened since a person last chose a move (their move and every
    /// reply since, so nothing is missed when replies come quickly), then whose turn it is or
    /// how the game ended.
    pub fn status(&self) -> String {
        let mut said: Vec<String> = self
            .report
            .iter()
            .map(|played| self.describe_played(played))
            .collect();
        said.push(self.turn_sentence());
        said.join(" ")
    }

    /// One line per move so far, for the move log (which numbers them).
    pub fn log(&self) -> Vec<String> {
        self.record
            .played()
            .iter()
            .map(|played| self.describe_played(played))
            .collect()
    }
}

/// A sowing as the page says it, by the player called `name` (`who` says whether that is the
/// person reading: see [`Role::who`]): "You sowed pit 3: extra turn.", "Your friend sowed pit 5
/// and captured 6 seeds."
pub fn sowing_sentence(who: &'static str, name: &str, outcome: &Outcome) -> String {
    let pit = i64::from(outcome.pit.number());
    match (outcome.capture, outcome.extra_turn) {
        (None, false) => main::sowed(who, name, pit),
        (None, true) => main::sowed_extra_turn(who, name, pit),
        (Some(capture), false) => main::sowed_captured(who, name, pit, i64::from(capture.banked())),
        (Some(capture), true) => {
            main::sowed_captured_extra_turn(who, name, pit, i64::from(capture.banked()))
        }
    }
}

/// "1 seed", "6 seeds".
pub fn seeds(n: u8) -> String {
    main::seeds(i64::from(n))
}
