//! The rule set a game is played under: board size, seeds per pit and house rules.

use std::fmt;

/// The most moves (plies) a game may last. Kalah cannot cycle, and real games end far sooner;
/// this is only a safety net. A game that reaches it ends, and each player banks their own row.
pub const MOVE_LIMIT: usize = 1000;

/// The most pits a side can have.
pub const MAX_PITS: u8 = 6;
/// The most seeds a pit can start with.
pub const MAX_SEEDS: u8 = 6;

/// What happens to the seeds still on the board when a row runs empty.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Sweep {
    /// Standard Kalah: each player banks the seeds left on their own row.
    #[default]
    OwnRow,
    /// The player whose row ran empty banks every seed left on the board.
    ToPlayerWhoRanOut,
    /// Seeds left on the board count for nobody; they stay where they are.
    Discard,
}

/// The optional house rules. Every one is off in [`HouseRules::default`], which is standard Kalah.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HouseRules {
    /// A last seed in an empty pit of the mover's, facing an empty pit, still goes to the mover's
    /// store (a capture of just that seed).
    pub empty_capture: bool,
    /// How the seeds left on the board are scored at the end.
    pub sweep: Sweep,
    /// An extra turn cannot earn another: the second store landing in a row passes the turn.
    pub single_extra_turn: bool,
    /// Sowing drops a seed into the opponent's store too, instead of skipping it.
    pub sow_both_stores: bool,
    /// A sowing that laps the board skips the pit it was lifted from.
    pub skip_origin: bool,
    /// The pie rule: once the first player's first turn (its whole chain of extra turns) is
    /// over, the second player may swap sides instead of answering (see [`super::pie`]). It
    /// changes no sowing, so a position plays the same with it or without it; only a game's
    /// record ([`super::Record`]) knows whether the swap is still to be offered.
    pub pie: bool,
}

impl HouseRules {
    /// No house rule at all: standard Kalah (the same as [`HouseRules::default`], usable in a
    /// constant).
    pub const STANDARD: HouseRules = HouseRules {
        empty_capture: false,
        sweep: Sweep::OwnRow,
        single_extra_turn: false,
        sow_both_stores: false,
        skip_origin: false,
        pie: false,
    };

    /// True when no house rule is in force.
    pub fn is_standard(&self) -> bool {
        *self == HouseRules::default()
    }
}

/// A validated rule set: pits per side in `1..=MAX_PITS`, seeds per pit in `1..=MAX_SEEDS`, and
/// any combination of house rules.
///
/// The only way to build one is [`Rules::new`] (or [`Rules::KALAH`]), so a `Rules` value is always
/// in range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pits: u8,
    seeds: u8,
    house: HouseRules,
}

/// Why a rule set was refused. Each variant names the field that is out of range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// Pits per side outside `1..=MAX_PITS`.
    Pits(u32),
    /// Seeds per pit outside `1..=MAX_SEEDS`.
    Seeds(u32),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Pits(n) => write!(f, "pits per side must be 1 to {MAX_PITS}, not {n}"),
            RulesError::Seeds(n) => write!(f, "seeds per pit must be 1 to {MAX_SEEDS}, not {n}"),
        }
    }
}

impl std::error::Error for RulesError {}

impl Rules {
    /// Standard Kalah: six pits a side, four seeds a pit, no house rules.
    pub const KALAH: Rules = Rules {
        pits: 6,
        seeds: 4,
        house: HouseRules::STANDARD,
    };

    /// Standard rules on a board of `pits` pits a side with `seeds` seeds a pit.
    ///
    /// # Errors
    /// [`RulesError::Pits`] or [`RulesError::Seeds`] when a number is out of range; nothing is
    /// clamped.
    pub fn new(pits: u32, seeds: u32) -> Result<Rules, RulesError> {
        if !(1..=u32::from(MAX_PITS)).contains(&pits) {
            return Err(RulesError::Pits(pits));
        }
        if !(1..=u32::from(MAX_SEEDS)).contains(&seeds) {
            return Err(RulesError::Seeds(seeds));
        }
        // Both numbers were just checked to be at most 6.
        Ok(Rules {
            pits: pits as u8,
            seeds: seeds as u8,
            house: HouseRules::default(),
        })
    }

    /// The same board with these house rules.
    #[must_use]
    pub fn with_house(self, house: HouseRules) -> Rules {
        Rules { house, ..self }
    }

    /// Pits per side.
    #[inline]
    pub fn pits(&self) -> u8 {
        self.pits
    }

    /// Seeds each pit starts with.
    pub fn seeds(&self) -> u8 {
        self.seeds
    }

    /// The house rules in force.
    #[inline]
    pub fn house(&self) -> HouseRules {
        self.house
    }

    /// Seeds in play: both rows full at the start.
    #[inline]
    pub fn total_seeds(&self) -> u32 {
        2 * u32::from(self.pits) * u32::from(self.seeds)
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules::KALAH
    }
}
