//! The statistics, under [`STATS_KEY`]: the records against the computer by rule set and
//! level. Version 1 keyed rule sets by their link form; version 2 by their slugs.

use serde::{Deserialize, Serialize};

use super::{Keyed, VERSION, read, slug, to_json, version_of};
use crate::model::common::stored::LoadError;
use crate::model::play::records::{LevelRecord, RuleSet, STANDARD, Stats, entry};
use crate::model::settings::{Level, Settings};
use crate::model::share::link;

/// The storage key for the statistics.
pub const STATS_KEY: &str = "mancala.stats";

/// The statistics as stored, in any version: the versions differ only in how the keys read.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredStats {
    version: u64,
    /// Records by rule set, then by level.
    records: Keyed<Keyed<LevelRecord>>,
}

/// The stored form of `stats`.
pub fn stats_to_json(stats: &Stats) -> String {
    let records = stats
        .records
        .iter()
        .map(|(rule_set, levels)| (rule_set.clone(), Keyed(levels.clone())))
        .collect();
    to_json(&StoredStats {
        version: VERSION,
        records: Keyed(records),
    })
}

/// Reads stored statistics of any known version, refusing anything that is not exactly a
/// record a page of that version could have written.
///
/// # Errors
/// A [`LoadError`] saying what is wrong.
pub fn stats_from_json(text: &str) -> Result<Stats, LoadError> {
    let version = version_of(text)?;
    if !matches!(version, 1 | 2) {
        return Err(LoadError::Version(version));
    }
    let stored: StoredStats = read(text)?;
    let mut stats = Stats::default();
    for (key, levels) in stored.records.0 {
        let rule_set = match version {
            1 => rule_set_from_v1(&key),
            _ => RuleSet::from_slug(&key),
        }
        .ok_or_else(|| LoadError::Shape(format!("an unknown rule set {key:?}")))?;
        let kept = entry(&mut stats.records, &rule_set.slug());
        for (name, record) in levels.0 {
            // Version 1 keyed levels by their lower-cased label, which is each level's slug.
            let level: Level = slug(&name, "difficulty")?;
            if let Some(why) = record.impossible(rule_set.total_seeds()) {
                return Err(LoadError::Absurd(format!("{name}: {why}")));
            }
            *entry(kept, level.slug()) = record;
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Sweep;
    use crate::model::play::records::tests::win;
    use crate::model::settings::GameSettings;

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
}
