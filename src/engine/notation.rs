//! The compact text form of rules and positions, for URLs, saved games and tests.
//!
//! It uses only letters, digits, `.`, `-` and `_`, so it needs no escaping in a URL.
//!
//! **Rules** are `{pits}x{seeds}` followed by one letter per house rule, in this order:
//! `e` empty capture, `t` or `d` for the end sweep (the player who ran out takes the rest, or
//! the rest is discarded), `l` at most one extra turn in a row (a limit), `b` sow into both stores,
//! `o` skip the origin pit on a lap, `p` the pie rule (the second player may swap sides after
//! the first player's first turn). Standard Kalah is `6x4`; `6x4el` adds empty captures and a
//! single extra turn.
//!
//! **Positions** are six fields joined by `.`:
//! `{rules}.{side}.{South's pits}.{South's store}.{North's pits}.{North's store}`, where a row
//! is its pits from pit 1 joined by `-`, and the side is `s` or `n` (`se` or `ne` while that
//! player is on an extra turn that cannot earn another). The opening of standard Kalah is
//! `6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0`.
//!
//! Parsing is strict: only the exact form that formatting writes is accepted (no leading
//! zeros, no spaces, house-rule letters in order and once each, a finished game with its
//! seeds banked and `s` as its side), so text and positions map one to one.

use std::fmt;
use std::str::FromStr;

use super::board::Player;
use super::position::{Position, Setup, SetupError};
use super::rules::{HouseRules, Rules, RulesError, Sweep};

/// Why a piece of text is not a valid rule set or position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// A position needs six `.`-separated fields.
    Fields(usize),
    /// The rules are not written as `{pits}x{seeds}` plus house-rule letters.
    RulesText(String),
    /// The rules name a board size out of range.
    Rules(RulesError),
    /// The side to move is not `s`, `n`, `se` or `ne`.
    Side(String),
    /// A seed count is not a plain number from 0 to 255.
    Number(String),
    /// A move list holds something other than pit numbers and the swap's `s`.
    Moves(String),
    /// The text is well formed but does not describe a valid position.
    Setup(SetupError),
    /// The text describes a finished game in another form than the one it has: seeds left
    /// unbanked, or a side or extra turn named. Carries the canonical text.
    NotCanonical(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Fields(n) => write!(
                f,
                "a position has 6 parts separated by '.', but this has {n}"
            ),
            ParseError::RulesText(text) => write!(
                f,
                "'{text}' is not a rule set like 6x4 (pits x seeds, then house-rule letters)"
            ),
            ParseError::Rules(error) => error.fmt(f),
            ParseError::Side(text) => {
                write!(f, "'{text}' is not a side to move (s, n, se or ne)")
            }
            ParseError::Number(text) => write!(f, "'{text}' is not a seed count"),
            ParseError::Moves(text) => write!(
                f,
                "'{text}' is not a list of moves (pit numbers, and s for a swap)"
            ),
            ParseError::Setup(error) => error.fmt(f),
            ParseError::NotCanonical(text) => write!(
                f,
                "this game is over; a finished game is written with its seeds banked and \
                 South to move: {text}"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

impl From<SetupError> for ParseError {
    fn from(error: SetupError) -> Self {
        ParseError::Setup(error)
    }
}

/// The house-rule letters, in their canonical order.
fn flags(house: HouseRules) -> impl Iterator<Item = char> {
    [
        house.empty_capture.then_some('e'),
        match house.sweep {
            Sweep::OwnRow => None,
            Sweep::ToPlayerWhoRanOut => Some('t'),
            Sweep::Discard => Some('d'),
        },
        house.single_extra_turn.then_some('l'),
        house.sow_both_stores.then_some('b'),
        house.skip_origin.then_some('o'),
        house.pie.then_some('p'),
    ]
    .into_iter()
    .flatten()
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.pits(), self.seeds())?;
        flags(self.house()).try_for_each(|flag| write!(f, "{flag}"))
    }
}

impl FromStr for Rules {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Rules, ParseError> {
        let bad = || ParseError::RulesText(text.to_string());
        let (pits, rest) = text.split_once('x').ok_or_else(bad)?;
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let (seeds, letters) = rest.split_at(digits);
        let pits = number(pits).ok_or_else(bad)?;
        let seeds = number(seeds).ok_or_else(bad)?;
        let rules = Rules::new(u32::from(pits), u32::from(seeds)).map_err(ParseError::Rules)?;

        let mut house = HouseRules::default();
        for letter in letters.chars() {
            match letter {
                'e' => house.empty_capture = true,
                't' => house.sweep = Sweep::ToPlayerWhoRanOut,
                'd' => house.sweep = Sweep::Discard,
                'l' => house.single_extra_turn = true,
                'b' => house.sow_both_stores = true,
                'o' => house.skip_origin = true,
                'p' => house.pie = true,
                _ => return Err(bad()),
            }
        }
        // Out-of-order or repeated letters would give a second spelling of the same rules.
        if !flags(house).eq(letters.chars()) {
            return Err(bad());
        }
        Ok(rules.with_house(house))
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.to_move() {
            Player::South => "s",
            Player::North => "n",
        };
        let extra = if self.is_extra_turn() { "e" } else { "" };
        write!(f, "{}.{side}{extra}", self.rules())?;
        for player in Player::BOTH {
            f.write_str(".")?;
            for (i, seeds) in self.row(player).iter().enumerate() {
                let sep = if i == 0 { "" } else { "-" };
                write!(f, "{sep}{seeds}")?;
            }
            write!(f, ".{}", self.store(player))?;
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = ParseError;

    /// Reads a position of a game: its seeds must add up to the rules' total (see
    /// [`Position::from_setup`]). [`Position::parse_study`] reads a study.
    fn from_str(text: &str) -> Result<Position, ParseError> {
        parse_position(text, Position::from_setup)
    }
}

impl Position {
    /// Reads a study's text: the same strict form as [`FromStr`] for a position, but with any
    /// seed total up to [`super::MOST_SEEDS`], as [`Position::from_study`] checks it. A game's
    /// position reads the same either way.
    ///
    /// ```
    /// use mancala::engine::{ParseError, Position, SetupError};
    ///
    /// // Twenty seeds under the rules of Kalah(6,4), which starts with 48.
    /// let text = "6x4.s.0-2-0-1-3-0.9.1-0-2-0-0-1.1";
    /// let study = Position::parse_study(text)?;
    /// assert_eq!(study.total_seeds(), 20);
    /// assert_eq!(study.to_string(), text);
    /// assert!(matches!(
    ///     text.parse::<Position>(),
    ///     Err(ParseError::Setup(SetupError::SeedTotal { expected: 48, found: 20 }))
    /// ));
    /// # Ok::<(), ParseError>(())
    /// ```
    ///
    /// # Errors
    /// A [`ParseError`] that says what is wrong, as for a game's position, with
    /// [`SetupError::TooManySeeds`] in place of a total that is not the rules'.
    pub fn parse_study(text: &str) -> Result<Position, ParseError> {
        parse_position(text, Position::from_study)
    }
}

/// Reads a position's text into a setup, and the setup into a position with `check`: the one
/// reader behind a game's position and a study's, which differ only in the seed totals they
/// take.
fn parse_position(
    text: &str,
    check: fn(&Setup) -> Result<Position, SetupError>,
) -> Result<Position, ParseError> {
    let fields: Vec<&str> = text.split('.').collect();
    let [rules, side, south, south_store, north, north_store] = fields[..] else {
        return Err(ParseError::Fields(fields.len()));
    };
    let rules: Rules = rules.parse()?;
    let (to_move, extra_turn) = match side {
        "s" => (Player::South, false),
        "n" => (Player::North, false),
        "se" => (Player::South, true),
        "ne" => (Player::North, true),
        _ => return Err(ParseError::Side(side.to_string())),
    };
    let count = |field: &str| number(field).ok_or_else(|| ParseError::Number(field.into()));
    let row = |field: &str| field.split('-').map(count).collect::<Result<Vec<u8>, _>>();
    let setup = Setup {
        rules,
        south: row(south)?,
        north: row(north)?,
        south_store: count(south_store)?,
        north_store: count(north_store)?,
        to_move,
        extra_turn,
    };
    let position = check(&setup)?;
    // A finished game has one form; another spelling of it is refused, not rewritten.
    if position.to_string() != text {
        return Err(ParseError::NotCanonical(position.to_string()));
    }
    Ok(position)
}

/// A plain decimal number that fits a `u8`, written without sign or leading zeros.
fn number(text: &str) -> Option<u8> {
    let canonical = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    canonical.then(|| text.parse().ok()).flatten()
}

impl Position {
    /// A picture of the board in plain text, North's row on top as South sees it, for
    /// terminals and test failure messages.
    ///
    /// ```
    /// use mancala::engine::{Player, Position, Rules};
    ///
    /// let picture = Position::start(Rules::KALAH, Player::South).diagram();
    /// assert!(picture.contains(" 4  4  4  4  4  4"));
    /// ```
    pub fn diagram(&self) -> String {
        let row = |player: Player, reversed: bool| {
            let mut cells: Vec<String> =
                self.row(player).iter().map(|s| format!("{s:>2}")).collect();
            if reversed {
                cells.reverse();
            }
            cells.join(" ")
        };
        let width = 3 * usize::from(self.rules().pits()) - 1;
        let turn = if self.is_over() {
            "game over".to_string()
        } else {
            format!("{} to move", self.to_move())
        };
        format!(
            "     {}\n{:>2}  {:width$}  {:<2}\n     {}\n{turn}\n",
            row(Player::North, true),
            self.store(Player::North),
            "",
            self.store(Player::South),
            row(Player::South, false),
        )
    }
}
