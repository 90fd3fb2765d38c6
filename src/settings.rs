//! What a player can choose: opponent, level, side, board and pace. Plain values with labels;
//! the page shows them and the game reads them.

use crate::engine::{HouseRules, Rules, RulesError};

/// Who plays the top row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// The computer, at a [`Level`].
    #[default]
    Computer,
    /// A second person at the same screen (hot-seat).
    Human,
}

pub use crate::engine::players::Level;

/// Whether the person at the bottom moves first or second against the computer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Side {
    /// The person opens.
    #[default]
    First,
    /// The computer opens.
    Second,
}

/// How fast sowing is animated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Speed {
    /// Easy to follow seed by seed.
    Slow,
    /// The default pace.
    #[default]
    Normal,
    /// Quick.
    Fast,
    /// No animation at all.
    Instant,
}

impl Speed {
    /// All speeds, slowest first.
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// Milliseconds between two seeds landing; zero means the move is shown at once.
    pub fn seed_interval_ms(self) -> u32 {
        match self {
            Speed::Slow => 320,
            Speed::Normal => 170,
            Speed::Fast => 70,
            Speed::Instant => 0,
        }
    }

    /// The name shown to players.
    pub fn label(self) -> &'static str {
        match self {
            Speed::Slow => "Slow",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
            Speed::Instant => "Instant",
        }
    }
}

/// Whether motion is reduced: following the system setting, or forced either way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Motion {
    /// Follow the system's "reduce motion" preference.
    #[default]
    System,
    /// Always apply moves at once.
    Reduced,
    /// Always animate, whatever the system says.
    Full,
}

impl Motion {
    /// Whether moves should be applied at once, given the system preference.
    pub fn is_reduced(self, system_prefers_reduced: bool) -> bool {
        match self {
            Motion::System => system_prefers_reduced,
            Motion::Reduced => true,
            Motion::Full => false,
        }
    }
}

/// The choices that shape a game. Changing any of these starts a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameSettings {
    /// Computer or a second person.
    pub opponent: Opponent,
    /// The computer's strength (ignored in hot-seat).
    pub level: Level,
    /// First or second against the computer (in hot-seat the bottom player always opens).
    pub side: Side,
    /// Seeds in each pit at the start, 1 to 6 (the page offers 3 to 6).
    pub seeds: u8,
    /// House rules in force.
    pub house: HouseRules,
}

impl Default for GameSettings {
    fn default() -> Self {
        GameSettings {
            opponent: Opponent::default(),
            level: Level::default(),
            side: Side::default(),
            seeds: 4,
            house: HouseRules::default(),
        }
    }
}

impl GameSettings {
    /// The six-pit rules these settings describe.
    ///
    /// # Errors
    /// [`RulesError::Seeds`] when the seed count is out of range.
    pub fn rules(&self) -> Result<Rules, RulesError> {
        Ok(Rules::new(6, u32::from(self.seeds))?.with_house(self.house))
    }
}

/// Everything a player can set: the game, and how it is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Settings {
    /// The choices that shape a game.
    pub game: GameSettings,
    /// Animation pace.
    pub speed: Speed,
    /// Reduced motion.
    pub motion: Motion,
}
