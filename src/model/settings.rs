//! What a player can choose: opponent, level, side, board, house rules and pace. Each choice is
//! an enum with one stable slug (the word the link, storage and the worker use) and one label
//! (the words on screen), both given by [`Choice`]. Nothing else names a choice.
//!
//! ```
//! use mancala::model::settings::{Choice, Level, Speed};
//!
//! assert_eq!(Level::Hard.slug(), "hard");
//! assert_eq!(Level::Hard.label(), "Hard");
//! assert_eq!(Speed::from_slug("FAST"), Some(Speed::Fast));
//! assert_eq!(Speed::from_slug("warp"), None);
//! ```

use crate::engine::{HouseRules, Rules, RulesError, Sweep};
use crate::model::words::shell;

pub use crate::engine::players::Level;

/// A setting with a fixed list of values, each with a stable slug and a label.
pub trait Choice: Copy + PartialEq + 'static {
    /// Every value, in the order a menu lists them.
    const ALL: &'static [Self];

    /// The stable word for this value in links, storage and messages: lower case, never
    /// translated, never changed once released.
    fn slug(self) -> &'static str;

    /// The words shown to players, in the language spoken.
    fn label(self) -> String;

    /// The value a slug names, in any letter case.
    fn from_slug(slug: &str) -> Option<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|value| value.slug().eq_ignore_ascii_case(slug))
    }
}

/// Writes the `Choice` impl of an enum from one table of value, slug and label.
macro_rules! choice {
    ($type:ty { $($value:path => $slug:literal, $label:expr;)+ }) => {
        impl Choice for $type {
            const ALL: &'static [Self] = &[$($value),+];

            fn slug(self) -> &'static str {
                match self {
                    $($value => $slug,)+
                }
            }

            fn label(self) -> String {
                match self {
                    $($value => $label,)+
                }
            }
        }
    };
}

/// Who plays the top row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// The computer, at a [`Level`].
    #[default]
    Computer,
    /// A second person at the same screen (hot-seat).
    Human,
}

choice!(Opponent {
    Opponent::Computer => "computer", shell::opponent_computer();
    Opponent::Human => "human", shell::opponent_human();
});

/// The engine's levels: their slugs are the engine's, since the worker's messages carry them
/// too; their labels are the page's.
impl Choice for Level {
    const ALL: &'static [Self] = &Level::ALL;

    fn slug(self) -> &'static str {
        Level::slug(self)
    }

    fn label(self) -> String {
        match self {
            Level::Easy => shell::level_easy(),
            Level::Medium => shell::level_medium(),
            Level::Hard => shell::level_hard(),
            Level::Expert => shell::level_expert(),
            Level::Two | Level::Three | Level::Four | Level::Six => {
                shell::level_numbered(i64::from(self.number()))
            }
        }
    }
}

/// A level as the statistics and a game's record name it: its label with its number, "Medium
/// (level 5)", or only "Level 3" for a level known by its number.
pub fn level_name(level: Level) -> String {
    let label = Choice::label(level);
    match level {
        Level::Two | Level::Three | Level::Four | Level::Six => label,
        Level::Easy | Level::Medium | Level::Hard | Level::Expert => {
            shell::level_named_with_number(&label, i64::from(level.number()))
        }
    }
}

/// Who opens: the bottom player (the person, against the computer), the top one (the computer,
/// or player 2), or each new game whoever did not open the last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Side {
    /// The bottom player opens: the person, against the computer; player 1 in a two-player
    /// game.
    #[default]
    First,
    /// The top player opens: the computer, or player 2.
    Second,
    /// Each new game is opened by the player who did not open the one before it (see
    /// [`crate::model::game::Game::new_after`]); the first by the bottom player.
    Alternate,
}

choice!(Side {
    Side::First => "first", shell::side_first();
    Side::Second => "second", shell::side_second();
    Side::Alternate => "alternate", shell::side_alternate();
});

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

choice!(Speed {
    Speed::Slow => "slow", shell::speed_slow();
    Speed::Normal => "normal", shell::speed_normal();
    Speed::Fast => "fast", shell::speed_fast();
    Speed::Instant => "instant", shell::speed_instant();
});

impl Speed {
    /// Milliseconds between two seeds landing; zero means the move is shown at once.
    pub fn seed_interval_ms(self) -> u32 {
        match self {
            Speed::Slow => 320,
            Speed::Normal => 170,
            Speed::Fast => 70,
            Speed::Instant => 0,
        }
    }
}

/// The turn clock of a two-player game: how long each turn may last, or no limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Clock {
    /// No clock.
    #[default]
    Off,
    /// One minute a turn.
    One,
    /// Two minutes a turn.
    Two,
    /// Five minutes a turn.
    Five,
}

choice!(Clock {
    Clock::Off => "off", shell::clock_off();
    Clock::One => "1", shell::clock_minutes(1);
    Clock::Two => "2", shell::clock_minutes(2);
    Clock::Five => "5", shell::clock_minutes(5);
});

impl Clock {
    /// Milliseconds a turn may last, or `None` without a clock.
    pub fn turn_ms(self) -> Option<u32> {
        match self {
            Clock::Off => None,
            Clock::One => Some(60_000),
            Clock::Two => Some(120_000),
            Clock::Five => Some(300_000),
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

choice!(Motion {
    Motion::System => "system", shell::follow_system();
    Motion::Reduced => "reduced", shell::motion_reduced();
    Motion::Full => "full", shell::motion_full();
});

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

/// The page's colours: following the system's light or dark preference, or one of them, or
/// high contrast.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Light or dark, as the system prefers.
    #[default]
    System,
    /// Light: cream page, wooden board.
    Light,
    /// Dark: a dark page, the board in darker wood.
    Dark,
    /// High contrast: black and white, with yellow for what is marked.
    Contrast,
}

choice!(Theme {
    Theme::System => "system", shell::follow_system();
    Theme::Light => "light", shell::theme_light();
    Theme::Dark => "dark", shell::theme_dark();
    Theme::Contrast => "contrast", shell::theme_contrast();
});

/// Whether the page makes sounds: a tick as each seed lands, and a sound of its own for a
/// capture, an extra turn and the end of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Sound {
    /// Silent.
    #[default]
    Off,
    /// Sounds on.
    On,
}

choice!(Sound {
    Sound::Off => "off", shell::sound_off();
    Sound::On => "on", shell::sound_on();
});

choice!(Sweep {
    Sweep::OwnRow => "own", shell::sweep_own_row();
    Sweep::ToPlayerWhoRanOut => "runner", shell::sweep_to_runner();
    Sweep::Discard => "none", shell::sweep_discard();
});

/// An on-or-off house rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseRule {
    /// A last seed in one's own empty pit is banked even opposite an empty pit.
    EmptyCapture,
    /// An extra turn cannot earn another.
    OneExtraTurn,
    /// Sowing drops seeds into both stores.
    BothStores,
    /// A lap of the board skips the pit it started from.
    SkipOrigin,
    /// The pie rule: after the first player's first turn, the second may swap sides.
    Pie,
}

choice!(HouseRule {
    HouseRule::EmptyCapture => "empty-capture", shell::rule_empty_capture();
    HouseRule::OneExtraTurn => "one-extra-turn", shell::rule_one_extra_turn();
    HouseRule::BothStores => "both-stores", shell::rule_both_stores();
    HouseRule::SkipOrigin => "skip-origin", shell::rule_skip_origin();
    HouseRule::Pie => "pie", shell::rule_pie();
});

impl HouseRule {
    /// The rules the analysis board offers: those that change what a move does. The pie rule
    /// is about who plays which side after the first turn, which a position does not hold.
    pub const OF_MOVES: [HouseRule; 4] = [
        HouseRule::EmptyCapture,
        HouseRule::OneExtraTurn,
        HouseRule::BothStores,
        HouseRule::SkipOrigin,
    ];

    /// Whether this rule is on in `house`.
    pub fn is_on(self, house: &HouseRules) -> bool {
        let mut house = *house;
        *self.flag(&mut house)
    }

    /// Switches this rule on or off in `house`.
    pub fn set(self, house: &mut HouseRules, on: bool) {
        *self.flag(house) = on;
    }

    fn flag(self, house: &mut HouseRules) -> &mut bool {
        match self {
            HouseRule::EmptyCapture => &mut house.empty_capture,
            HouseRule::OneExtraTurn => &mut house.single_extra_turn,
            HouseRule::BothStores => &mut house.sow_both_stores,
            HouseRule::SkipOrigin => &mut house.skip_origin,
            HouseRule::Pie => &mut house.pie,
        }
    }
}

/// The seed counts a player may choose (the ones the settings menu offers).
pub const SEED_CHOICES: std::ops::RangeInclusive<u8> = 3..=6;

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

    /// The house rules switched on, in the order of [`HouseRule::ALL`].
    pub fn house_rules(&self) -> Vec<HouseRule> {
        HouseRule::ALL
            .iter()
            .copied()
            .filter(|rule| rule.is_on(&self.house))
            .collect()
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
    /// The turn clock of two-player games; applies at once, from the turn in play.
    pub clock: Clock,
    /// The page's colours.
    pub theme: Theme,
    /// Whether the page makes sounds.
    pub sound: Sound,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slugs_are_unique_lowercase_and_read_back<T: Choice + std::fmt::Debug>() {
        for (i, value) in T::ALL.iter().enumerate() {
            let slug = value.slug();
            assert!(
                slug.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{slug}"
            );
            assert_eq!(T::from_slug(slug), Some(*value));
            assert_eq!(T::from_slug(&slug.to_ascii_uppercase()), Some(*value));
            assert!(!value.label().is_empty());
            for other in &T::ALL[i + 1..] {
                assert_ne!(slug, other.slug());
                assert_ne!(value.label(), other.label());
            }
        }
    }

    #[test]
    fn every_choice_has_one_distinct_slug_and_label() {
        slugs_are_unique_lowercase_and_read_back::<Opponent>();
        slugs_are_unique_lowercase_and_read_back::<Level>();
        slugs_are_unique_lowercase_and_read_back::<Side>();
        slugs_are_unique_lowercase_and_read_back::<Speed>();
        slugs_are_unique_lowercase_and_read_back::<Motion>();
        slugs_are_unique_lowercase_and_read_back::<Theme>();
        slugs_are_unique_lowercase_and_read_back::<Sound>();
        slugs_are_unique_lowercase_and_read_back::<Clock>();
        slugs_are_unique_lowercase_and_read_back::<Sweep>();
        slugs_are_unique_lowercase_and_read_back::<HouseRule>();
    }

    #[test]
    fn house_rules_switch_their_own_flag_only() {
        for rule in HouseRule::ALL {
            let mut house = HouseRules::default();
            rule.set(&mut house, true);
            for other in HouseRule::ALL {
                assert_eq!(other.is_on(&house), other == rule, "{rule:?} v {other:?}");
            }
            rule.set(&mut house, false);
            assert_eq!(house, HouseRules::default());
        }
    }
}
