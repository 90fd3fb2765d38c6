//! What the page keeps between visits, as text: the last settings and the records, each as
//! versioned JSON under one key, with every choice written as its slug. Reading is strict (a
//! record that cannot be true is refused whole), never panics, and carries every older version
//! this code knows forward to the current one, so nothing a released page wrote is lost.
//!
//! Version 1 (the first release) keyed records by the link form of their rule set and the
//! lower-cased label of their level, and held the settings as a link query. Version 2 keys
//! everything by slugs: rule sets by [`RuleSet::slug`], levels by [`Choice::slug`], and
//! settings as one field per setting.
//!
//! ```
//! use mancala::model::saved::{stats_from_json, stats_to_json};
//!
//! let v1 = r#"{"version":1,"records":{"seeds=5":{"hard":{"played":1,"won":0,"lost":1,
//!     "drawn":0,"streak":0,"best_streak":0,"fastest_win_ms":null,"most_seeds":0,
//!     "biggest_margin":0}}}}"#;
//! let stats = stats_from_json(v1).expect("a version-1 record still reads");
//! assert!(stats_to_json(&stats).contains(r#""5-seeds":{"hard":"#));
//! ```

use std::collections::BTreeMap;
use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::engine::Pit;
use crate::model::link;
use crate::model::records::{RuleSet, STANDARD, Stats};
use crate::model::settings::{Choice, GameSettings, Level, Motion, SEED_CHOICES, Settings, Speed};

/// The storage key for the statistics.
pub const STATS_KEY: &str = "mancala.stats";
/// The storage key for the settings.
pub const SETTINGS_KEY: &str = "mancala.settings";
/// The storage key for the game in progress.
pub const GAME_KEY: &str = "mancala.game";
/// The schema version this code writes for the settings and the statistics.
pub const VERSION: u64 = 2;
/// The schema version this code writes for the game in progress (first stored in version 2
/// of the page, so it starts at 1).
pub const GAME_VERSION: u64 = 1;

/// Why stored data was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON at all.
    Corrupt,
    /// JSON, but not in the shape its version has.
    Shape(String),
    /// A version this code does not know (written by a newer page, or garbage).
    Version(u64),
    /// Numbers that cannot be true.
    Absurd(String),
}

/// What went wrong, in words for the player: no parser's internals, which say nothing to
/// them (the variants keep the details for the tests and for debugging).
impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LoadError::Corrupt => "the saved text is damaged",
            LoadError::Shape(_) => "it is not in the form this page saves",
            LoadError::Version(_) => "it was saved by a newer version of this page",
            LoadError::Absurd(_) => "its numbers cannot be right",
        })
    }
}

impl std::error::Error for LoadError {}

/// The version field alone, read before the rest.
#[derive(Deserialize)]
struct VersionOnly {
    version: u64,
}

/// The version of stored JSON.
fn version_of(text: &str) -> Result<u64, LoadError> {
    if serde_json::from_str::<serde::de::IgnoredAny>(text).is_err() {
        return Err(LoadError::Corrupt);
    }
    let VersionOnly { version } = serde_json::from_str(text).map_err(shape)?;
    Ok(version)
}

fn shape(error: serde_json::Error) -> LoadError {
    LoadError::Shape(error.to_string())
}

fn read<T: DeserializeOwned>(text: &str) -> Result<T, LoadError> {
    serde_json::from_str(text).map_err(shape)
}

/// Rule set → level → record, as stored.
type StoredRecords = BTreeMap<String, BTreeMap<String, crate::model::records::Record>>;

/// The stored form of the statistics, in both versions (only the keys' meaning differs).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredStats {
    version: u64,
    records: StoredRecords,
}

/// The stored form of `stats`.
pub fn stats_to_json(stats: &Stats) -> String {
    serde_json::to_string(&StoredStats {
        version: VERSION,
        records: stats.records.clone(),
    })
    .unwrap_or_default()
}

/// Reads stored statistics of any known version, refusing anything that is not exactly a
/// record a page of that version could have written.
///
/// # Errors
/// A [`LoadError`] saying what is wrong.
pub fn stats_from_json(text: &str) -> Result<Stats, LoadError> {
    let version = version_of(text)?;
    let StoredStats { records, .. } = match version {
        1 | 2 => read(text)?,
        other => return Err(LoadError::Version(other)),
    };
    let mut stats = Stats::default();
    for (key, levels) in records {
        let rule_set = match version {
            1 => rule_set_from_v1(&key),
            _ => RuleSet::from_slug(&key),
        }
        .ok_or_else(|| LoadError::Shape(format!("an unknown rule set {key:?}")))?;
        let mut kept = BTreeMap::new();
        for (name, record) in levels {
            // Version 1 keyed levels by their lower-cased label, which is each level's slug.
            let level = <Level as Choice>::from_slug(&name)
                .filter(|level| level.slug() == name)
                .ok_or_else(|| LoadError::Shape(format!("an unknown difficulty {name:?}")))?;
            if let Some(why) = record.impossible(rule_set.total_seeds()) {
                return Err(LoadError::Absurd(format!("{name}: {why}")));
            }
            kept.insert(level.slug().to_string(), record);
        }
        stats.records.insert(rule_set.slug(), kept);
    }
    Ok(stats)
}

/// A version-1 rule-set key: `standard`, or the canonical link form of a board's seeds and
/// house rules (`seeds=5&rules=skip-origin`).
fn rule_set_from_v1(key: &str) -> Option<RuleSet> {
    if key == STANDARD {
        return Some(RuleSet::STANDARD);
    }
    let read = link::parse(key);
    let rule_set = RuleSet::of(&read.settings.game);
    let mut board = Settings::default();
    board.game.seeds = rule_set.seeds;
    board.game.house = rule_set.house;
    let canonical = link::write(&board);
    (read.ignored.is_empty() && !canonical.is_empty() && canonical == key).then_some(rule_set)
}

/// Settings as version 1 stored them: their link form.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredSettingsV1 {
    #[allow(dead_code, reason = "read to be refused when missing")]
    version: u64,
    setup: String,
}

/// Settings as stored now: one field per setting, each value its slug.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredSettings {
    version: u64,
    vs: String,
    level: String,
    side: String,
    seeds: u8,
    rules: Vec<String>,
    sweep: String,
    speed: String,
    motion: String,
}

/// The stored form of `settings`.
pub fn settings_to_json(settings: &Settings) -> String {
    serde_json::to_string(&stored_settings(settings)).unwrap_or_default()
}

fn stored_settings(settings: &Settings) -> StoredSettings {
    let game = &settings.game;
    StoredSettings {
        version: VERSION,
        vs: game.opponent.slug().into(),
        level: game.level.slug().into(),
        side: game.side.slug().into(),
        seeds: game.seeds,
        rules: game
            .house_rules()
            .iter()
            .map(|rule| rule.slug().into())
            .collect(),
        sweep: game.house.sweep.slug().into(),
        speed: settings.speed.slug().into(),
        motion: settings.motion.slug().into(),
    }
}

/// Reads stored settings of any known version.
///
/// # Errors
/// A [`LoadError`] when the text is not settings a page of its version wrote.
pub fn settings_from_json(text: &str) -> Result<Settings, LoadError> {
    match version_of(text)? {
        1 => {
            let stored: StoredSettingsV1 = read(text)?;
            let read = link::parse(&stored.setup);
            match read.ignored.first() {
                Some(ignored) => Err(LoadError::Shape(ignored.to_string())),
                None => Ok(read.settings),
            }
        }
        2 => read_settings(read(text)?),
        other => Err(LoadError::Version(other)),
    }
}

/// The settings a version-2 stored form names.
fn read_settings(stored: StoredSettings) -> Result<Settings, LoadError> {
    let rules = stored.rules.join(",");
    let mut house = link::parse_rules(&rules)
        .filter(|_| stored.rules.iter().all(|r| !r.contains(',')))
        .ok_or_else(|| LoadError::Shape(format!("house rules {rules:?}")))?;
    house.sweep = slug(&stored.sweep, "sweep")?;
    let game = GameSettings {
        opponent: slug(&stored.vs, "opponent")?,
        level: slug(&stored.level, "difficulty")?,
        side: slug(&stored.side, "side")?,
        seeds: Some(stored.seeds)
            .filter(|n| SEED_CHOICES.contains(n))
            .ok_or_else(|| LoadError::Shape(format!("{} seeds a pit", stored.seeds)))?,
        house,
    };
    Ok(Settings {
        game,
        speed: slug::<Speed>(&stored.speed, "speed")?,
        motion: slug::<Motion>(&stored.motion, "motion")?,
    })
}

/// A game in progress, as saved after every move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// Its setup (and the pace it was shown at).
    pub settings: Settings,
    /// Its moves, from the start.
    pub moves: Vec<Pit>,
    /// Whether a move was taken back in it.
    pub undo_used: bool,
    /// How long it has been played, in milliseconds, for the fastest win.
    pub elapsed_ms: u64,
}

/// The stored form of a game: its settings as stored, its moves as pit digits ("361").
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredGame {
    version: u64,
    settings: StoredSettings,
    moves: String,
    undo_used: bool,
    elapsed_ms: u64,
}

/// The stored form of a game in progress.
pub fn game_to_json(game: &SavedGame) -> String {
    serde_json::to_string(&StoredGame {
        version: GAME_VERSION,
        settings: stored_settings(&game.settings),
        moves: game.moves.iter().map(|pit| pit.to_string()).collect(),
        undo_used: game.undo_used,
        elapsed_ms: game.elapsed_ms,
    })
    .unwrap_or_default()
}

/// Reads a stored game. Whether its moves can be played is the game's to say (see
/// [`crate::model::game::Game::resume`]).
///
/// # Errors
/// A [`LoadError`] when the text is not a game this page saved.
pub fn game_from_json(text: &str) -> Result<SavedGame, LoadError> {
    let stored: StoredGame = match version_of(text)? {
        GAME_VERSION => read(text)?,
        other => return Err(LoadError::Version(other)),
    };
    let moves = stored
        .moves
        .chars()
        .map(|c| c.to_digit(10).and_then(|n| Pit::new(n as u8)))
        .collect::<Option<Vec<Pit>>>()
        .ok_or_else(|| LoadError::Shape(format!("moves {:?}", stored.moves)))?;
    Ok(SavedGame {
        settings: read_settings(stored.settings)?,
        moves,
        undo_used: stored.undo_used,
        elapsed_ms: stored.elapsed_ms,
    })
}

/// The value a stored slug names, exactly as written.
fn slug<T: Choice>(text: &str, what: &str) -> Result<T, LoadError> {
    T::from_slug(text)
        .filter(|value| value.slug() == text)
        .ok_or_else(|| LoadError::Shape(format!("an unknown {what} {text:?}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Sweep;
    use crate::model::records::tests::win;

    #[test]
    fn what_is_written_reads_back_the_same() {
        let mut stats = Stats::default();
        for level in Level::ALL {
            let game = GameSettings {
                level,
                ..GameSettings::default()
            };
            stats.add(&game, win(25, 2, 5000));
        }
        let mut odd = GameSettings {
            seeds: 6,
            ..GameSettings::default()
        };
        odd.house.sow_both_stores = true;
        stats.add(&odd, win(40, 8, 1));
        let text = stats_to_json(&stats);
        assert!(text.starts_with("{\"version\":2,"), "{text}");
        assert!(text.contains("\"6-seeds+both-stores\""), "{text}");
        assert_eq!(stats_from_json(&text), Ok(stats));
    }

    /// What the first release wrote, byte for byte, for a won standard game at Hard, a lost
    /// game at Easy on five seeds with skip-origin, and a drawn one with the runner sweep.
    const V1_STATS: &str = "{\"version\":1,\"records\":{\
        \"seeds=5&rules=skip-origin\":{\"easy\":{\"played\":1,\"won\":0,\"lost\":1,\"drawn\":0,\
        \"streak\":0,\"best_streak\":0,\"fastest_win_ms\":null,\"most_seeds\":0,\"biggest_margin\":0}},\
        \"standard\":{\"hard\":{\"played\":1,\"won\":1,\"lost\":0,\"drawn\":0,\"streak\":1,\
        \"best_streak\":1,\"fastest_win_ms\":61000,\"most_seeds\":30,\"biggest_margin\":12}},\
        \"sweep=runner\":{\"medium\":{\"played\":1,\"won\":0,\"lost\":0,\"drawn\":1,\"streak\":0,\
        \"best_streak\":0,\"fastest_win_ms\":null,\"most_seeds\":0,\"biggest_margin\":0}}}}";

    #[test]
    fn version_1_records_migrate_with_nothing_lost() {
        let stats = stats_from_json(V1_STATS).expect("version 1 reads");
        let hard = GameSettings {
            level: Level::Hard,
            ..GameSettings::default()
        };
        let record = stats.record(&hard);
        assert_eq!((record.won, record.most_seeds), (1, 30));
        assert_eq!(record.fastest_win_ms, Some(61_000));
        let mut five = GameSettings {
            seeds: 5,
            level: Level::Easy,
            ..GameSettings::default()
        };
        five.house.skip_origin = true;
        assert_eq!(stats.record(&five).lost, 1);
        let mut runner = GameSettings::default();
        runner.house.sweep = Sweep::ToPlayerWhoRanOut;
        assert_eq!(stats.record(&runner).drawn, 1);
        let again = stats_to_json(&stats);
        assert!(
            again.contains("\"5-seeds+skip-origin\":{\"easy\""),
            "{again}"
        );
        assert!(
            again.contains("\"4-seeds+sweep-runner\":{\"medium\""),
            "{again}"
        );
        assert_eq!(stats_from_json(&again), Ok(stats));
    }

    #[test]
    fn corrupt_misshapen_and_unknown_versions_are_refused() {
        assert_eq!(stats_from_json("{\"version\":2,"), Err(LoadError::Corrupt));
        assert_eq!(stats_from_json(""), Err(LoadError::Corrupt));
        assert_eq!(
            stats_from_json("{\"version\":7,\"records\":{}}"),
            Err(LoadError::Version(7))
        );
        for shape in [
            "[]",
            "{\"records\":{}}",
            "{\"version\":\"1\",\"records\":{}}",
            "{\"version\":-1,\"records\":{}}",
            "{\"version\":2}",
            "{\"version\":2,\"records\":{},\"extra\":0}",
            "{\"version\":2,\"records\":{\"standard\":{\"hard\":{\"played\":-1}}}}",
            "{\"version\":2,\"records\":{\"standard\":{\"impossible\":{}}}}",
            "{\"version\":2,\"records\":{\"standard\":{\"Hard\":{}}}}",
            "{\"version\":2,\"records\":{\"9-seeds\":{}}}",
            "{\"version\":2,\"records\":{\"4-seeds\":{}}}",
            "{\"version\":2,\"records\":{\"seeds=5\":{}}}",
            "{\"version\":1,\"records\":{\"5-seeds\":{}}}",
            "{\"version\":1,\"records\":{\"seeds=4\":{}}}",
            "{\"version\":1,\"records\":{\"seeds=9\":{}}}",
        ] {
            assert!(
                matches!(stats_from_json(shape), Err(LoadError::Shape(_))),
                "{shape}: {:?}",
                stats_from_json(shape)
            );
        }
    }

    #[test]
    fn numbers_that_cannot_be_true_are_refused() {
        let with = |record: &str| {
            format!("{{\"version\":2,\"records\":{{\"standard\":{{\"easy\":{record}}}}}}}")
        };
        let good = "{\"played\":2,\"won\":1,\"lost\":1,\"drawn\":0,\"streak\":0,\"best_streak\":1,\
                    \"fastest_win_ms\":5000,\"most_seeds\":30,\"biggest_margin\":12}";
        assert!(stats_from_json(&with(good)).is_ok());
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
                matches!(stats_from_json(&text), Err(LoadError::Absurd(_))),
                "{absurd}: {:?}",
                stats_from_json(&text)
            );
        }
        let huge = with(&good.replace("\"played\":2", "\"played\":99999999999"));
        assert!(matches!(stats_from_json(&huge), Err(LoadError::Shape(_))));
    }

    #[test]
    fn a_saved_game_reads_back_and_a_damaged_one_is_refused() {
        let mut settings = Settings::default();
        settings.game.level = Level::Hard;
        let game = SavedGame {
            settings,
            moves: [3, 6, 1].iter().map(|&n| Pit::new(n).unwrap()).collect(),
            undo_used: true,
            elapsed_ms: 4200,
        };
        let text = game_to_json(&game);
        assert!(text.contains("\"moves\":\"361\""), "{text}");
        assert_eq!(game_from_json(&text), Ok(game));
        assert_eq!(game_from_json("{"), Err(LoadError::Corrupt));
        assert_eq!(
            game_from_json(&text.replace("\"version\":1", "\"version\":9")),
            Err(LoadError::Version(9))
        );
        for bad in [
            text.replace("\"361\"", "\"381\""),
            text.replace("\"361\"", "\"3 6\""),
            text.replace("\"hard\"", "\"Hard\""),
            text.replace(",\"undo_used\":true", ""),
        ] {
            assert!(
                matches!(game_from_json(&bad), Err(LoadError::Shape(_))),
                "{bad}"
            );
        }
    }

    #[test]
    fn settings_are_stored_by_slug_and_version_1_still_reads() {
        let mut settings = Settings::default();
        settings.game.level = Level::Expert;
        settings.game.seeds = 3;
        settings.game.house.empty_capture = true;
        settings.game.house.skip_origin = true;
        let text = settings_to_json(&settings);
        assert_eq!(
            text,
            "{\"version\":2,\"vs\":\"computer\",\"level\":\"expert\",\"side\":\"first\",\
             \"seeds\":3,\"rules\":[\"empty-capture\",\"skip-origin\"],\"sweep\":\"own\",\
             \"speed\":\"normal\",\"motion\":\"system\"}"
        );
        assert_eq!(settings_from_json(&text), Ok(settings));
        let v1 =
            "{\"version\":1,\"setup\":\"level=expert&seeds=3&rules=empty-capture,skip-origin\"}";
        assert_eq!(settings_from_json(v1), Ok(settings));
        for bad in [
            "{\"version\":1,\"setup\":\"level=impossible\"}",
            &text.replace("\"expert\"", "\"Expert\""),
            &text.replace("\"seeds\":3", "\"seeds\":9"),
            &text.replace("\"skip-origin\"]", "\"skip-origin\",\"skip-origin\"]"),
            &text.replace("\"skip-origin\"]", "\"skip-origin,both-stores\"]"),
            &text.replace("\"sweep\":\"own\"", "\"sweep\":\"all\""),
            &text.replace(",\"motion\":\"system\"", ""),
        ] {
            assert!(
                matches!(settings_from_json(bad), Err(LoadError::Shape(_))),
                "{bad}: {:?}",
                settings_from_json(bad)
            );
        }
        assert_eq!(
            settings_from_json("{\"version\":3,\"setup\":\"\"}"),
            Err(LoadError::Version(3))
        );
        assert_eq!(settings_from_json("not json"), Err(LoadError::Corrupt));
    }
}
