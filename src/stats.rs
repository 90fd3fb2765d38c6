//! What the page remembers between visits: the last settings and the player's records against
//! the computer, each as versioned JSON under one key. Reading is strict (a record that cannot
//! be true is refused whole) and never panics; the page keeps playing whatever it finds.
//!
//! Records are kept per rule set and per difficulty. Standard Kalah (four seeds, no house
//! rules) is one rule set; every other combination of seeds and house rules is kept apart
//! under its own name, so a record on an easier board never mixes with the standard one.
//!
//! ```
//! use mancala::settings::GameSettings;
//! use mancala::stats::{Finished, Outcome, Stats};
//!
//! let mut stats = Stats::default();
//! let game = GameSettings::default();
//! stats.add(&game, Finished { outcome: Outcome::Won, store: 30, margin: 12, millis: 95_000 });
//! let text = stats.to_json();
//! let again = Stats::from_json(&text).expect("what we write, we can read");
//! assert_eq!(again.record(&game).won, 1);
//! ```

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::query;
use crate::settings::{GameSettings, Level, Settings};

/// The storage key for the statistics.
pub const STATS_KEY: &str = "mancala.stats";
/// The storage key for the settings.
pub const SETTINGS_KEY: &str = "mancala.settings";
/// The schema version this code writes. Reading goes through [`migrate`], which turns any
/// version this code knows into the current one.
pub const VERSION: u64 = 1;
/// The name under which standard Kalah's records are kept.
pub const STANDARD: &str = "standard";

/// How a counted game ended, for the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The person won.
    Won,
    /// The computer won.
    Lost,
    /// Equal stores.
    Drawn,
}

/// A finished game against the computer, as the statistics count it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finished {
    /// Who won.
    pub outcome: Outcome,
    /// Seeds in the person's store at the end.
    pub store: u32,
    /// The person's margin when they won (zero otherwise).
    pub margin: u32,
    /// How long the game took, from its first move to its last, in milliseconds.
    pub millis: u64,
}

/// One difficulty's record on one rule set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// Games counted.
    pub played: u32,
    /// Games won.
    pub won: u32,
    /// Games lost.
    pub lost: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Wins in a row up to the last game.
    pub streak: u32,
    /// The longest run of wins.
    pub best_streak: u32,
    /// The quickest win, in milliseconds.
    pub fastest_win_ms: Option<u64>,
    /// The most seeds in the person's store in a win.
    pub most_seeds: u32,
    /// The biggest winning margin.
    pub biggest_margin: u32,
}

impl Record {
    /// Wins as a share of games played, or `None` before the first game.
    pub fn win_rate(&self) -> Option<f64> {
        (self.played > 0).then(|| f64::from(self.won) / f64::from(self.played))
    }

    fn add(&mut self, game: Finished) {
        self.played = self.played.saturating_add(1);
        match game.outcome {
            Outcome::Won => {
                self.won = self.won.saturating_add(1);
                self.streak = self.streak.saturating_add(1);
                self.best_streak = self.best_streak.max(self.streak);
                self.fastest_win_ms = Some(
                    self.fastest_win_ms
                        .map_or(game.millis, |t| t.min(game.millis)),
                );
                self.most_seeds = self.most_seeds.max(game.store);
                self.biggest_margin = self.biggest_margin.max(game.margin);
            }
            Outcome::Lost => {
                self.lost = self.lost.saturating_add(1);
                self.streak = 0;
            }
            Outcome::Drawn => {
                self.drawn = self.drawn.saturating_add(1);
                self.streak = 0;
            }
        }
    }

    /// Why this record cannot be true on a board of `total` seeds, if it cannot.
    fn impossible(&self, total: u32) -> Option<String> {
        let counted = u64::from(self.won) + u64::from(self.lost) + u64::from(self.drawn);
        let wins = self.won > 0;
        if counted != u64::from(self.played) {
            Some(format!(
                "{} games played but {counted} results",
                self.played
            ))
        } else if self.best_streak > self.won || self.streak > self.best_streak {
            Some(format!(
                "a streak of {} (best {}) from {} wins",
                self.streak, self.best_streak, self.won
            ))
        } else if self.most_seeds > total || self.biggest_margin > self.most_seeds {
            Some(format!(
                "{} seeds and a margin of {} on a board of {total}",
                self.most_seeds, self.biggest_margin
            ))
        } else if wins != self.fastest_win_ms.is_some() || (!wins && self.most_seeds > 0) {
            Some("winning records without wins".to_string())
        } else {
            None
        }
    }
}

/// Why stored data was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON at all.
    Corrupt,
    /// JSON, but not in the shape this version writes.
    Shape(String),
    /// A version this code does not know (written by a newer page, or garbage).
    Version(u64),
    /// Numbers that cannot be true.
    Absurd(String),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Corrupt => f.write_str("it is not valid JSON"),
            LoadError::Shape(why) => write!(f, "it is not in the expected form ({why})"),
            LoadError::Version(v) => write!(f, "it has a version this page does not know ({v})"),
            LoadError::Absurd(why) => write!(f, "its numbers cannot be right ({why})"),
        }
    }
}

impl std::error::Error for LoadError {}

/// Rule-set name ([`rule_set`]) → difficulty name → record.
type Records = BTreeMap<String, BTreeMap<String, Record>>;

/// Every record, by rule set and difficulty.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    records: Records,
}

/// The stored form of the statistics (version 1).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredStats {
    version: u64,
    records: Records,
}

/// The version field alone, read before the rest.
#[derive(Deserialize)]
struct VersionOnly {
    version: u64,
}

/// Reads stored JSON of any version this code knows and converts it to the current form.
/// Version 1 is the first; a later version adds an arm here that turns the one before it into
/// itself, so old data is carried forward instead of being dropped.
///
/// # Errors
/// [`LoadError::Corrupt`] when the text is not JSON; [`LoadError::Version`] for a version this
/// code does not know; [`LoadError::Shape`] when there is no version or the data is not in
/// that version's form.
pub fn migrate<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, LoadError> {
    if serde_json::from_str::<serde::de::IgnoredAny>(text).is_err() {
        return Err(LoadError::Corrupt);
    }
    let VersionOnly { version } =
        serde_json::from_str(text).map_err(|e| LoadError::Shape(e.to_string()))?;
    match version {
        VERSION => serde_json::from_str(text).map_err(|e| LoadError::Shape(e.to_string())),
        other => Err(LoadError::Version(other)),
    }
}

/// The name a rule set's records are kept under: [`STANDARD`], or the link form of its seeds
/// and house rules (such as `seeds=5&rules=skip-origin`).
pub fn rule_set(game: &GameSettings) -> String {
    let mut board = Settings::default();
    board.game.seeds = game.seeds;
    board.game.house = game.house;
    let key = query::write(&board);
    if key.is_empty() {
        STANDARD.to_string()
    } else {
        key
    }
}

/// A rule-set name in words, for the stats panel: "Standard Kalah" or, for instance,
/// "5 seeds a pit; house rules: skip origin".
pub fn rule_set_label(name: &str) -> String {
    if name == STANDARD {
        return "Standard Kalah (4 seeds a pit)".to_string();
    }
    let game = query::parse(name).settings.game;
    let house = game.house;
    let mut rules = Vec::new();
    for (on, words) in [
        (house.empty_capture, "empty capture"),
        (house.single_extra_turn, "one extra turn"),
        (house.sow_both_stores, "sow both stores"),
        (house.skip_origin, "skip the origin pit"),
    ] {
        if on {
            rules.push(words);
        }
    }
    match house.sweep {
        crate::engine::Sweep::OwnRow => {}
        crate::engine::Sweep::ToPlayerWhoRanOut => rules.push("leftovers to who ran out"),
        crate::engine::Sweep::Discard => rules.push("leftovers count for nobody"),
    }
    let mut label = format!("{} seeds a pit", game.seeds);
    if !rules.is_empty() {
        label.push_str("; house rules: ");
        label.push_str(&rules.join(", "));
    }
    label
}

fn level_name(level: Level) -> String {
    level.label().to_ascii_lowercase()
}

impl Stats {
    /// Counts a finished game played with `game`'s settings.
    pub fn add(&mut self, game: &GameSettings, finished: Finished) {
        self.records
            .entry(rule_set(game))
            .or_default()
            .entry(level_name(game.level))
            .or_default()
            .add(finished);
    }

    /// The record for `game`'s rule set and difficulty (empty if none).
    pub fn record(&self, game: &GameSettings) -> Record {
        self.level_record(&rule_set(game), game.level)
    }

    /// The record for a rule set (by name) and difficulty.
    pub fn level_record(&self, rule_set: &str, level: Level) -> Record {
        self.records
            .get(rule_set)
            .and_then(|levels| levels.get(&level_name(level)))
            .copied()
            .unwrap_or_default()
    }

    /// The rule sets with records, standard first.
    pub fn rule_sets(&self) -> Vec<String> {
        let standard = self.records.keys().filter(|name| *name == STANDARD);
        let others = self.records.keys().filter(|name| *name != STANDARD);
        standard.chain(others).cloned().collect()
    }

    /// Whether nothing has been counted.
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// The stored form.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&StoredStats {
            version: VERSION,
            records: self.records.clone(),
        })
        .unwrap_or_default()
    }

    /// Reads the stored form, refusing anything that is not exactly a record this page could
    /// have written.
    ///
    /// # Errors
    /// A [`LoadError`] saying what is wrong.
    pub fn from_json(text: &str) -> Result<Stats, LoadError> {
        let StoredStats { records, .. } = migrate(text)?;
        let stats = Stats { records };
        for (name, levels) in &stats.records {
            // A rule set's name is its link form, so it must read back as itself.
            let read = query::parse(if name == STANDARD { "" } else { name });
            if !read.ignored.is_empty() || rule_set(&read.settings.game) != *name {
                return Err(LoadError::Shape(format!("an unknown rule set {name:?}")));
            }
            let total = u32::from(read.settings.game.seeds) * 12;
            for (level, record) in levels {
                if !Level::ALL.iter().any(|l| level_name(*l) == *level) {
                    return Err(LoadError::Shape(format!("an unknown difficulty {level:?}")));
                }
                if let Some(why) = record.impossible(total) {
                    return Err(LoadError::Absurd(format!("{level}: {why}")));
                }
            }
        }
        Ok(stats)
    }
}

/// The stored form of the settings: their link form, so that storage and links share one
/// reader.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredSettings {
    version: u64,
    setup: String,
}

/// The stored form of `settings`.
pub fn settings_to_json(settings: &Settings) -> String {
    serde_json::to_string(&StoredSettings {
        version: VERSION,
        setup: query::write(settings),
    })
    .unwrap_or_default()
}

/// Reads stored settings.
///
/// # Errors
/// A [`LoadError`] when the text is not settings this page wrote.
pub fn settings_from_json(text: &str) -> Result<Settings, LoadError> {
    let stored: StoredSettings = migrate(text)?;
    let read = query::parse(&stored.setup);
    match read.ignored.first() {
        Some(ignored) => Err(LoadError::Shape(ignored.to_string())),
        None => Ok(read.settings),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn win(store: u32, margin: u32, millis: u64) -> Finished {
        Finished {
            outcome: Outcome::Won,
            store,
            margin,
            millis,
        }
    }

    fn other(outcome: Outcome) -> Finished {
        Finished {
            outcome,
            store: 10,
            margin: 0,
            millis: 1,
        }
    }

    #[test]
    fn results_streaks_and_bests_are_counted_per_difficulty() {
        let mut stats = Stats::default();
        let hard = GameSettings {
            level: Level::Hard,
            ..GameSettings::default()
        };
        for game in [
            win(30, 12, 90_000),
            win(26, 4, 60_000),
            other(Outcome::Lost),
            win(40, 32, 120_000),
            other(Outcome::Drawn),
        ] {
            stats.add(&hard, game);
        }
        let record = stats.record(&hard);
        assert_eq!(
            record,
            Record {
                played: 5,
                won: 3,
                lost: 1,
                drawn: 1,
                streak: 0,
                best_streak: 2,
                fastest_win_ms: Some(60_000),
                most_seeds: 40,
                biggest_margin: 32,
            }
        );
        assert_eq!(record.win_rate(), Some(0.6));
        assert_eq!(stats.record(&GameSettings::default()), Record::default());
        assert_eq!(Record::default().win_rate(), None);
    }

    #[test]
    fn other_rule_sets_are_kept_apart_and_named_in_words() {
        let mut stats = Stats::default();
        let mut five = GameSettings {
            seeds: 5,
            ..GameSettings::default()
        };
        five.house.skip_origin = true;
        stats.add(&five, win(35, 10, 1000));
        stats.add(&GameSettings::default(), other(Outcome::Lost));
        assert_eq!(
            stats.rule_sets(),
            vec!["standard", "seeds=5&rules=skip-origin"]
        );
        assert_eq!(stats.record(&GameSettings::default()).won, 0);
        assert_eq!(stats.record(&five).won, 1);
        assert_eq!(
            rule_set_label("seeds=5&rules=skip-origin"),
            "5 seeds a pit; house rules: skip the origin pit"
        );
        assert_eq!(rule_set_label(STANDARD), "Standard Kalah (4 seeds a pit)");
    }

    #[test]
    fn what_is_written_reads_back_the_same() {
        let mut stats = Stats::default();
        for level in Level::ALL {
            let game = GameSettings {
                level,
                ..GameSettings::default()
            };
            stats.add(&game, win(25, 2, 5000));
            stats.add(&game, other(Outcome::Drawn));
        }
        let text = stats.to_json();
        assert!(text.starts_with("{\"version\":1,"), "{text}");
        assert_eq!(Stats::from_json(&text), Ok(stats));
    }

    #[test]
    fn corrupt_misshapen_and_unknown_versions_are_refused() {
        assert_eq!(Stats::from_json("{\"version\":1,"), Err(LoadError::Corrupt));
        assert_eq!(Stats::from_json(""), Err(LoadError::Corrupt));
        assert_eq!(
            Stats::from_json("{\"version\":7,\"records\":{}}"),
            Err(LoadError::Version(7))
        );
        for shape in [
            "[]",
            "{\"records\":{}}",
            "{\"version\":\"1\",\"records\":{}}",
            "{\"version\":-1,\"records\":{}}",
            "{\"version\":1}",
            "{\"version\":1,\"records\":{},\"extra\":0}",
            "{\"version\":1,\"records\":{\"standard\":{\"hard\":{\"played\":-1}}}}",
            "{\"version\":1,\"records\":{\"standard\":{\"impossible\":{}}}}",
            "{\"version\":1,\"records\":{\"seeds=9\":{}}}",
            "{\"version\":1,\"records\":{\"seeds=4\":{}}}",
        ] {
            assert!(
                matches!(Stats::from_json(shape), Err(LoadError::Shape(_))),
                "{shape}: {:?}",
                Stats::from_json(shape)
            );
        }
    }

    #[test]
    fn numbers_that_cannot_be_true_are_refused() {
        let with = |record: &str| {
            format!("{{\"version\":1,\"records\":{{\"standard\":{{\"easy\":{record}}}}}}}")
        };
        let good = "{\"played\":2,\"won\":1,\"lost\":1,\"drawn\":0,\"streak\":0,\"best_streak\":1,\
                    \"fastest_win_ms\":5000,\"most_seeds\":30,\"biggest_margin\":12}";
        assert!(Stats::from_json(&with(good)).is_ok());
        for (field, absurd) in [
            ("\"played\":2", "\"played\":5"),
            ("\"best_streak\":1", "\"best_streak\":9"),
            ("\"streak\":0", "\"streak\":2"),
            ("\"most_seeds\":30", "\"most_seeds\":49"),
            ("\"biggest_margin\":12", "\"biggest_margin\":31"),
            ("\"fastest_win_ms\":5000", "\"fastest_win_ms\":null"),
        ] {
            let text = with(&good.replace(field, absurd));
            assert!(
                matches!(Stats::from_json(&text), Err(LoadError::Absurd(_))),
                "{absurd}: {:?}",
                Stats::from_json(&text)
            );
        }
        let huge = with(&good.replace("\"played\":2", "\"played\":99999999999"));
        assert!(matches!(Stats::from_json(&huge), Err(LoadError::Shape(_))));
    }

    #[test]
    fn settings_are_stored_in_their_link_form() {
        let mut settings = Settings::default();
        settings.game.level = Level::Expert;
        settings.game.seeds = 3;
        let text = settings_to_json(&settings);
        assert_eq!(text, "{\"version\":1,\"setup\":\"level=expert&seeds=3\"}");
        assert_eq!(settings_from_json(&text), Ok(settings));
        assert!(matches!(
            settings_from_json("{\"version\":1,\"setup\":\"level=impossible\"}"),
            Err(LoadError::Shape(_))
        ));
        assert_eq!(
            settings_from_json("{\"version\":2,\"setup\":\"\"}"),
            Err(LoadError::Version(2))
        );
        assert_eq!(settings_from_json("not json"), Err(LoadError::Corrupt));
    }
}
