//! The statistics, under [`STATS_KEY`]: the records against the computer by rule set and
//! level, and apart from them the results online by rule set, with the online games counted.
//! Version 1 keyed rule sets by their link form; version 2 by their slugs; version 3 added the
//! results online.

use serde::{Deserialize, Serialize};

use super::json::{Keyed, read_body, room_id, slug, version_of, write};
use crate::model::common::stored::LoadError;
use crate::model::play::records::{
    COUNTED_KEPT, LevelRecord, Results, RuleSet, STANDARD, Stats, entry,
};
use crate::model::settings::{Level, Settings};
use crate::model::share::link::{self, RoomId};

/// The storage key for the statistics.
pub const STATS_KEY: &str = "mancala.stats";
/// The schema version this code writes for the statistics.
pub const STATS_VERSION: u64 = 3;

/// The statistics as stored, in any version: versions 1 and 2 differ only in how the keys
/// read, and have no results online, which version 3 writes out (empty or not).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredStats {
    /// Records by rule set, then by level.
    records: Keyed<Keyed<LevelRecord>>,
    /// Results online, by rule set (version 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    online: Option<Keyed<Results>>,
    /// The online games counted, newest last (version 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    counted: Option<Vec<CountedGame>>,
}

/// An online game counted: its room and its number there.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CountedGame {
    room: String,
    game: u32,
}

/// The stored form of `stats`.
pub fn stats_to_json(stats: &Stats) -> String {
    let records = stats
        .records
        .iter()
        .map(|(rule_set, levels)| (rule_set.clone(), Keyed(levels.clone())))
        .collect();
    let counted = stats
        .counted
        .iter()
        .map(|&(room, game)| CountedGame {
            room: room.to_string(),
            game,
        })
        .collect();
    let stored = StoredStats {
        records: Keyed(records),
        online: Some(Keyed(
            stats
                .online
                .iter()
                .map(|(rule_set, results)| (rule_set.slug(), *results))
                .collect(),
        )),
        counted: Some(counted),
    };
    write(STATS_VERSION, stored)
}

/// Reads stored statistics of any known version, refusing anything that is not exactly a
/// record a page of that version could have written.
///
/// # Errors
/// A [`LoadError`] saying what is wrong.
pub fn stats_from_json(text: &str) -> Result<Stats, LoadError> {
    let version = version_of(text)?;
    if !matches!(version, 1..=STATS_VERSION) {
        return Err(LoadError::Version(version));
    }
    let stored: StoredStats = read_body(text)?;
    let mut stats = Stats::default();
    for (key, levels) in stored.records.0 {
        let rule_set = match version {
            1 => rule_set_from_v1(&key),
            _ => RuleSet::from_slug(&key),
        }
        .ok_or_else(|| unknown_rule_set(&key))?;
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
    match (version, stored.online, stored.counted) {
        (STATS_VERSION, Some(online), Some(counted)) => {
            for (key, results) in online.0 {
                let rule_set = RuleSet::from_slug(&key).ok_or_else(|| unknown_rule_set(&key))?;
                if let Some(why) = results.impossible() {
                    return Err(LoadError::Absurd(format!("online, {key}: {why}")));
                }
                *stats.online_entry(rule_set) = results;
            }
            stats.counted = read_counted(counted)?;
        }
        (STATS_VERSION, _, _) => {
            return Err(LoadError::Shape(
                "the results online, or the games counted, missing".to_string(),
            ));
        }
        (_, None, None) => {}
        _ => {
            return Err(LoadError::Shape(format!(
                "results online in a version-{version} record"
            )));
        }
    }
    Ok(stats)
}

fn unknown_rule_set(key: &str) -> LoadError {
    LoadError::Shape(format!("an unknown rule set {key:?}"))
}

/// The online games counted, as stored: each a room's id and a game, none twice, at most
/// [`COUNTED_KEPT`].
fn read_counted(counted: Vec<CountedGame>) -> Result<Vec<(RoomId, u32)>, LoadError> {
    if counted.len() > COUNTED_KEPT {
        return Err(LoadError::Absurd(format!(
            "{} online games counted, more than the {COUNTED_KEPT} kept",
            counted.len()
        )));
    }
    let mut read = Vec::with_capacity(counted.len());
    for CountedGame { room, game } in counted {
        let room = room_id(&room)?;
        if read.contains(&(room, game)) {
            return Err(LoadError::Absurd(format!(
                "game {game} of room {room} twice"
            )));
        }
        read.push((room, game));
    }
    Ok(read)
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
        assert!(text.starts_with("{\"version\":3,"), "{text}");
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
