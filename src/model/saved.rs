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

use std::fmt;

use crate::engine::{Pit, Player};
use crate::model::json::{self, Mismatch, Object, Value};
use crate::model::link;
use crate::model::records::{LevelRecord, RuleSet, STANDARD, Stats, entry};
use crate::model::settings::{
    Choice, Clock, GameSettings, Level, Motion, SEED_CHOICES, Settings, Speed,
};

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

/// Stored JSON as an object, with its version taken out.
fn version_of(text: &str) -> Result<(u64, Object), LoadError> {
    let value = json::parse(text).map_err(|_| LoadError::Corrupt)?;
    let mut object = value.into_object().map_err(shape)?;
    let version = whole(object.take("version").map_err(shape)?, "version")?;
    Ok((version, object))
}

fn shape(error: Mismatch) -> LoadError {
    LoadError::Shape(error.0)
}

/// A field's value as a whole number of the wanted size.
fn whole<T: TryFrom<u64>>(value: Value, what: &str) -> Result<T, LoadError> {
    value
        .as_u64()
        .and_then(|n| T::try_from(n).ok())
        .ok_or_else(|| LoadError::Shape(format!("{what} is not a whole number that fits")))
}

fn string(value: Value, what: &str) -> Result<String, LoadError> {
    match value {
        Value::String(text) => Ok(text),
        _ => Err(LoadError::Shape(format!("{what} is not text"))),
    }
}

fn boolean(value: Value, what: &str) -> Result<bool, LoadError> {
    value
        .as_bool()
        .ok_or_else(|| LoadError::Shape(format!("{what} is not true or false")))
}

/// Takes and reads one field of `object`.
fn field<T>(
    object: &mut Object,
    name: &str,
    read: impl FnOnce(Value, &str) -> Result<T, LoadError>,
) -> Result<T, LoadError> {
    read(object.take(name).map_err(shape)?, name)
}

/// Writes `"name":` and then the value `write` appends, with a comma before all but the first.
fn put(out: &mut String, name: &str, write: impl FnOnce(&mut String)) {
    if !out.ends_with('{') {
        out.push(',');
    }
    json::write_str(out, name);
    out.push(':');
    write(out);
}

fn put_number(out: &mut String, name: &str, n: u64) {
    put(out, name, |out| out.push_str(&n.to_string()));
}

fn put_str(out: &mut String, name: &str, text: &str) {
    put(out, name, |out| json::write_str(out, text));
}

fn record_to_json(out: &mut String, record: &LevelRecord) {
    out.push('{');
    for (name, n) in [
        ("played", record.played),
        ("won", record.won),
        ("lost", record.lost),
        ("drawn", record.drawn),
        ("streak", record.streak),
        ("best_streak", record.best_streak),
    ] {
        put_number(out, name, n.into());
    }
    put(out, "fastest_win_ms", |out| match record.fastest_win_ms {
        Some(ms) => out.push_str(&ms.to_string()),
        None => out.push_str("null"),
    });
    put_number(out, "most_seeds", record.most_seeds.into());
    put_number(out, "biggest_margin", record.biggest_margin.into());
    out.push('}');
}

fn record_from(value: Value) -> Result<LevelRecord, LoadError> {
    let mut object = value.into_object().map_err(shape)?;
    let record = LevelRecord {
        played: field(&mut object, "played", whole)?,
        won: field(&mut object, "won", whole)?,
        lost: field(&mut object, "lost", whole)?,
        drawn: field(&mut object, "drawn", whole)?,
        streak: field(&mut object, "streak", whole)?,
        best_streak: field(&mut object, "best_streak", whole)?,
        fastest_win_ms: field(&mut object, "fastest_win_ms", |value, what| match value {
            Value::Null => Ok(None),
            value => whole(value, what).map(Some),
        })?,
        most_seeds: field(&mut object, "most_seeds", whole)?,
        biggest_margin: field(&mut object, "biggest_margin", whole)?,
    };
    object.finish().map_err(shape)?;
    Ok(record)
}

/// The stored form of `stats`.
pub fn stats_to_json(stats: &Stats) -> String {
    let mut out = String::from("{");
    put_number(&mut out, "version", VERSION);
    put(&mut out, "records", |out| {
        out.push('{');
        for (rule_set, levels) in &stats.records {
            put(out, rule_set, |out| {
                out.push('{');
                for (level, record) in levels {
                    put(out, level, |out| record_to_json(out, record));
                }
                out.push('}');
            });
        }
        out.push('}');
    });
    out.push('}');
    out
}

/// Reads stored statistics of any known version, refusing anything that is not exactly a
/// record a page of that version could have written.
///
/// # Errors
/// A [`LoadError`] saying what is wrong.
pub fn stats_from_json(text: &str) -> Result<Stats, LoadError> {
    let (version, mut object) = version_of(text)?;
    if !matches!(version, 1 | 2) {
        return Err(LoadError::Version(version));
    }
    let mut records = object
        .take("records")
        .and_then(Value::into_object)
        .map_err(shape)?;
    object.finish().map_err(shape)?;
    let mut stats = Stats::default();
    for (key, levels) in records.drain() {
        let rule_set = match version {
            1 => rule_set_from_v1(&key),
            _ => RuleSet::from_slug(&key),
        }
        .ok_or_else(|| LoadError::Shape(format!("an unknown rule set \"{key}\"")))?;
        let kept = entry(&mut stats.records, &rule_set.slug());
        for (name, record) in levels.into_object().map_err(shape)?.drain() {
            let record = record_from(record)?;
            // Version 1 keyed levels by their lower-cased label, which is each level's slug.
            let level = <Level as Choice>::from_slug(&name)
                .filter(|level| level.slug() == name)
                .ok_or_else(|| LoadError::Shape(format!("an unknown difficulty \"{name}\"")))?;
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

/// The stored form of `settings`: one field per setting, each value its slug.
pub fn settings_to_json(settings: &Settings) -> String {
    let mut out = String::new();
    write_settings(&mut out, settings);
    out
}

fn write_settings(out: &mut String, settings: &Settings) {
    let game = &settings.game;
    out.push('{');
    put_number(out, "version", VERSION);
    put_str(out, "vs", game.opponent.slug());
    put_str(out, "level", game.level.slug());
    put_str(out, "side", game.side.slug());
    put_number(out, "seeds", game.seeds.into());
    put(out, "rules", |out| {
        out.push('[');
        for (i, rule) in game.house_rules().iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            json::write_str(out, rule.slug());
        }
        out.push(']');
    });
    put_str(out, "sweep", game.house.sweep.slug());
    put_str(out, "speed", settings.speed.slug());
    put_str(out, "motion", settings.motion.slug());
    // Only when on: settings without a clock read the same on pages from before it.
    if settings.clock != Clock::Off {
        put_str(out, "clock", settings.clock.slug());
    }
    out.push('}');
}

/// Reads stored settings of any known version.
///
/// # Errors
/// A [`LoadError`] when the text is not settings a page of its version wrote.
pub fn settings_from_json(text: &str) -> Result<Settings, LoadError> {
    match version_of(text)? {
        // Version 1 held the settings as their link form.
        (1, mut object) => {
            let setup = field(&mut object, "setup", string)?;
            object.finish().map_err(shape)?;
            let read = link::parse(&setup);
            match read.ignored.first() {
                Some(ignored) => Err(LoadError::Shape(ignored.to_string())),
                None => Ok(read.settings),
            }
        }
        (2, object) => read_settings(object),
        (other, _) => Err(LoadError::Version(other)),
    }
}

/// The settings a version-2 stored object names (its version already taken).
fn read_settings(mut object: Object) -> Result<Settings, LoadError> {
    let vs = field(&mut object, "vs", string)?;
    let level = field(&mut object, "level", string)?;
    let side = field(&mut object, "side", string)?;
    let seeds: u8 = field(&mut object, "seeds", whole)?;
    let rules = match object.take("rules").map_err(shape)? {
        Value::Array(rules) => rules
            .into_iter()
            .map(|rule| string(rule, "a house rule"))
            .collect::<Result<Vec<_>, _>>()?,
        _ => return Err(LoadError::Shape("rules is not a list".into())),
    };
    let sweep = field(&mut object, "sweep", string)?;
    let speed = field(&mut object, "speed", string)?;
    let motion = field(&mut object, "motion", string)?;
    // Absent when off, and in everything saved before the clock.
    let clock = match object.take("clock") {
        Ok(value) => slug(&string(value, "clock")?, "clock")?,
        Err(_) => Clock::Off,
    };
    object.finish().map_err(shape)?;
    let joined = rules.join(",");
    let mut house = link::parse_rules(&joined)
        .filter(|_| rules.iter().all(|r| !r.contains(',')))
        .ok_or_else(|| LoadError::Shape(format!("house rules \"{joined}\"")))?;
    house.sweep = slug(&sweep, "sweep")?;
    let game = GameSettings {
        opponent: slug(&vs, "opponent")?,
        level: slug(&level, "difficulty")?,
        side: slug(&side, "side")?,
        seeds: Some(seeds)
            .filter(|n| SEED_CHOICES.contains(n))
            .ok_or_else(|| LoadError::Shape(format!("{seeds} seeds a pit")))?,
        house,
    };
    Ok(Settings {
        game,
        speed: slug::<Speed>(&speed, "speed")?,
        motion: slug::<Motion>(&motion, "motion")?,
        clock,
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
    /// In a game played by link, the player this device plays.
    pub seat: Option<Player>,
}

/// The stored form of a game in progress: its version, its settings as stored, its moves as pit digits ("361"), whether a move was taken back, and
/// how long it has been played.
pub fn game_to_json(game: &SavedGame) -> String {
    let mut out = String::from("{");
    put_number(&mut out, "version", GAME_VERSION);
    put(&mut out, "settings", |out| {
        write_settings(out, &game.settings)
    });
    let moves: String = game.moves.iter().map(|pit| pit.to_string()).collect();
    put_str(&mut out, "moves", &moves);
    put(&mut out, "undo_used", |out| {
        out.push_str(if game.undo_used { "true" } else { "false" });
    });
    put_number(&mut out, "elapsed_ms", game.elapsed_ms);
    // Only in a game played by link: other saves read the same on pages from before it.
    if let Some(seat) = game.seat {
        put_str(&mut out, "seat", link::player_digit(seat));
    }
    out.push('}');
    out
}

/// Reads a stored game. Whether its moves can be played is the game's to say (see
/// [`crate::model::game::Game::resume`]).
///
/// # Errors
/// A [`LoadError`] when the text is not a game this page saved.
pub fn game_from_json(text: &str) -> Result<SavedGame, LoadError> {
    let mut object = match version_of(text)? {
        (GAME_VERSION, object) => object,
        (other, _) => return Err(LoadError::Version(other)),
    };
    let mut settings = object
        .take("settings")
        .and_then(Value::into_object)
        .map_err(shape)?;
    if field(&mut settings, "version", whole::<u64>)? != VERSION {
        return Err(LoadError::Shape("the settings' version".into()));
    }
    let settings = read_settings(settings)?;
    let digits = field(&mut object, "moves", string)?;
    let undo_used = field(&mut object, "undo_used", boolean)?;
    let elapsed_ms = field(&mut object, "elapsed_ms", whole)?;
    let seat = match object.take("seat") {
        Ok(value) => {
            let text = string(value, "seat")?;
            let seat = link::player_of(&text);
            Some(seat.ok_or_else(|| LoadError::Shape(format!("a seat \"{text}\"")))?)
        }
        Err(_) => None,
    };
    object.finish().map_err(shape)?;
    let moves = digits
        .chars()
        .map(|c| c.to_digit(10).and_then(|n| Pit::new(n as u8)))
        .collect::<Option<Vec<Pit>>>()
        .ok_or_else(|| LoadError::Shape(format!("moves \"{digits}\"")))?;
    Ok(SavedGame {
        settings,
        moves,
        undo_used,
        elapsed_ms,
        seat,
    })
}

/// The value a stored slug names, exactly as written.
fn slug<T: Choice>(text: &str, what: &str) -> Result<T, LoadError> {
    T::from_slug(text)
        .filter(|value| value.slug() == text)
        .ok_or_else(|| LoadError::Shape(format!("an unknown {what} \"{text}\"")))
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
            seat: None,
        };
        let text = game_to_json(&game);
        assert!(text.contains("\"moves\":\"361\""), "{text}");
        assert!(
            !text.contains("seat"),
            "no seat unless played by link: {text}"
        );
        assert_eq!(game_from_json(&text), Ok(game.clone()));
        for seat in [Player::South, Player::North] {
            let by_link = SavedGame {
                seat: Some(seat),
                ..game.clone()
            };
            assert_eq!(game_from_json(&game_to_json(&by_link)), Ok(by_link));
        }
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
            text.replace("4200}", "4200,\"seat\":\"3\"}"),
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
        let timed = Settings {
            clock: Clock::Five,
            ..settings
        };
        let text = settings_to_json(&timed);
        assert!(
            text.ends_with(",\"motion\":\"system\",\"clock\":\"5\"}"),
            "{text}"
        );
        assert_eq!(settings_from_json(&text), Ok(timed));
        for bad in ["\"05\"", "\"five\"", "5", "null"] {
            let text = text.replace("\"5\"}", &format!("{bad}}}"));
            assert!(
                matches!(settings_from_json(&text), Err(LoadError::Shape(_))),
                "{text}"
            );
        }
        assert_eq!(
            settings_from_json("{\"version\":3,\"setup\":\"\"}"),
            Err(LoadError::Version(3))
        );
        assert_eq!(settings_from_json("not json"), Err(LoadError::Corrupt));
    }
}
