//! What the page keeps between visits, as text: the last settings and the records, each as
//! versioned JSON under one key, with every choice written as its slug. The text is read and
//! written by serde_json through the stored types' derived code. Reading is strict (a record
//! that cannot be true is refused whole; a field unknown, missing or given twice is refused; a
//! number is read only as the whole number it must be), never panics, and carries every older
//! version this code knows forward to the current one, so nothing a released page wrote is lost.
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
use std::marker::PhantomData;

use serde::de::{self, DeserializeOwned, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::{Move, Pit, Player, Position};
use crate::model::lessons::{Done, LESSONS};
use crate::model::link;
use crate::model::records::{LevelRecord, RuleSet, STANDARD, Stats, entry};
use crate::model::settings::{
    Choice, Clock, GameSettings, Level, Motion, SEED_CHOICES, Settings, Sound, Speed, Theme,
};

/// The storage key for the statistics.
pub const STATS_KEY: &str = "mancala.stats";
/// The storage key for the settings.
pub const SETTINGS_KEY: &str = "mancala.settings";
/// The storage key for the game in progress.
pub const GAME_KEY: &str = "mancala.game";
/// The storage key for the lessons done.
pub const LESSONS_KEY: &str = "mancala.lessons";
/// The schema version this code writes for the settings and the statistics.
pub const VERSION: u64 = 2;
/// The schema version this code writes for the game in progress (first stored in version 2
/// of the page, so it starts at 1).
pub const GAME_VERSION: u64 = 1;
/// The schema version this code writes for the lessons done.
pub const LESSONS_VERSION: u64 = 1;

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

/// Reads `text` as a `T`: text that is not JSON is [`LoadError::Corrupt`], JSON of another
/// shape is [`LoadError::Shape`].
fn read<T: DeserializeOwned>(text: &str) -> Result<T, LoadError> {
    serde_json::from_str(text).map_err(|error| match error.is_syntax() || error.is_eof() {
        true => LoadError::Corrupt,
        false => LoadError::Shape(error.to_string()),
    })
}

/// What every stored object starts with: the version, which says what shape the rest has.
/// The other fields are skipped here and read once the version is known.
#[derive(Deserialize)]
struct Head {
    version: u64,
}

/// The version of stored JSON. Text that is not JSON at all is [`LoadError::Corrupt`] whatever
/// its beginning, so it is read through whole before its version is looked at.
fn version_of(text: &str) -> Result<u64, LoadError> {
    read::<IgnoredAny>(text)?;
    read::<Head>(text).map(|head| head.version)
}

/// Reads an optional field that must be written out when it is there: `null` is refused. With
/// `#[serde(default)]`, a missing field is `None`.
fn some<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

/// Reads a field that must be there, even if its type is an `Option` (serde's derived code
/// would otherwise read a missing `Option` field as `None`).
pub(crate) fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<T, D::Error> {
    T::deserialize(deserializer)
}

/// A JSON object whose field names are data (rule sets, levels), kept in their order. A name
/// given twice is refused, where serde's own maps would keep the last.
struct Keyed<T>(Vec<(String, T)>);

impl<T: Serialize> Serialize for Keyed<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(name, value)| (name, value)))
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Keyed<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Fields<T>(PhantomData<T>);

        impl<'de, T: Deserialize<'de>> Visitor<'de> for Fields<T> {
            type Value = Keyed<T>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Keyed<T>, A::Error> {
                let mut fields: Vec<(String, T)> = Vec::new();
                while let Some(name) = map.next_key::<String>()? {
                    if fields.iter().any(|(seen, _)| *seen == name) {
                        return Err(de::Error::custom(format_args!("the field {name:?} twice")));
                    }
                    let value = map.next_value()?;
                    fields.push((name, value));
                }
                Ok(Keyed(fields))
            }
        }

        deserializer.deserialize_map(Fields(PhantomData))
    }
}

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

/// The stored types hold only strings, whole numbers, booleans, lists and string-keyed
/// objects, which serde_json always writes; the empty object stands in should it ever not.
fn to_json(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "{}".into())
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

/// Settings as version 2 stores them: one field per setting, each choice its slug.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredSettings {
    version: u64,
    vs: String,
    level: String,
    side: String,
    seeds: u8,
    /// The house rules that are on, by slug.
    rules: Vec<String>,
    sweep: String,
    speed: String,
    motion: String,
    /// Only when on: settings without a clock read the same on pages from before it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "some"
    )]
    clock: Option<String>,
    /// Only when not the system's: settings read the same on pages from before themes.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "some"
    )]
    theme: Option<String>,
    /// Only when on: settings read the same on pages from before sound.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "some"
    )]
    sound: Option<String>,
}

/// Settings as version 1 stored them: their link form.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredSettingsV1 {
    #[serde(rename = "version")]
    _version: u64,
    setup: String,
}

impl From<&Settings> for StoredSettings {
    fn from(settings: &Settings) -> StoredSettings {
        let game = &settings.game;
        let owned = |slug: &str| slug.to_string();
        StoredSettings {
            version: VERSION,
            vs: owned(game.opponent.slug()),
            level: owned(game.level.slug()),
            side: owned(game.side.slug()),
            seeds: game.seeds,
            rules: game
                .house_rules()
                .iter()
                .map(|rule| owned(rule.slug()))
                .collect(),
            sweep: owned(game.house.sweep.slug()),
            speed: owned(settings.speed.slug()),
            motion: owned(settings.motion.slug()),
            clock: (settings.clock != Clock::Off).then(|| owned(settings.clock.slug())),
            theme: (settings.theme != Theme::System).then(|| owned(settings.theme.slug())),
            sound: (settings.sound != Sound::Off).then(|| owned(settings.sound.slug())),
        }
    }
}

/// The stored form of `settings`: one field per setting, each value its slug.
pub fn settings_to_json(settings: &Settings) -> String {
    to_json(&StoredSettings::from(settings))
}

/// Reads stored settings of any known version.
///
/// # Errors
/// A [`LoadError`] when the text is not settings a page of its version wrote.
pub fn settings_from_json(text: &str) -> Result<Settings, LoadError> {
    match version_of(text)? {
        // Version 1 held the settings as their link form.
        1 => {
            let setup = read::<StoredSettingsV1>(text)?.setup;
            let read = link::parse(&setup);
            match read.ignored.first() {
                Some(ignored) => Err(LoadError::Shape(ignored.to_string())),
                None => Ok(read.settings),
            }
        }
        2 => read_settings(read(text)?),
        other => Err(LoadError::Version(other)),
    }
}

/// The settings a version-2 stored object names (its version already checked).
fn read_settings(stored: StoredSettings) -> Result<Settings, LoadError> {
    let rules = &stored.rules;
    let joined = rules.join(",");
    let mut house = link::parse_rules(&joined)
        .filter(|_| rules.iter().all(|r| !r.contains(',')))
        .ok_or_else(|| LoadError::Shape(format!("house rules {joined:?}")))?;
    house.sweep = slug(&stored.sweep, "sweep")?;
    let seeds = stored.seeds;
    let game = GameSettings {
        opponent: slug(&stored.vs, "opponent")?,
        level: slug(&stored.level, "difficulty")?,
        side: slug(&stored.side, "side")?,
        seeds: Some(seeds)
            .filter(|n| SEED_CHOICES.contains(n))
            .ok_or_else(|| LoadError::Shape(format!("{seeds} seeds a pit")))?,
        house,
    };
    Ok(Settings {
        game,
        speed: slug::<Speed>(&stored.speed, "speed")?,
        motion: slug::<Motion>(&stored.motion, "motion")?,
        // Absent when off, and in everything saved before the clock.
        clock: match &stored.clock {
            Some(clock) => slug(clock, "clock")?,
            None => Clock::Off,
        },
        // Absent when the system's, and in everything saved before themes.
        theme: match &stored.theme {
            Some(theme) => slug(theme, "theme")?,
            None => Theme::System,
        },
        // Absent when off, and in everything saved before sound.
        sound: match &stored.sound {
            Some(sound) => slug(sound, "sound")?,
            None => Sound::Off,
        },
    })
}

/// The puzzles' record as stored.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredPuzzles {
    version: u64,
    /// Rating, deviation and volatility.
    rating: [f64; 3],
    tried: u32,
    solved: u32,
    best_streak: u32,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "some"
    )]
    daily_solved: Option<i64>,
    mine: Vec<StoredMine>,
}

/// One of your own puzzles as stored: the position, each move as `[pit, rating]` (the best
/// first), and whether the ratings are exact and it has been solved.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredMine {
    position: String,
    moves: Vec<[i32; 2]>,
    exact: bool,
    solved: bool,
}

/// The schema version this code writes for the puzzles' record.
pub const PUZZLES_VERSION: u64 = 1;

/// The storage key for the puzzles' record.
pub const PUZZLES_KEY: &str = "mancala.puzzles";

/// The stored form of the puzzles' record.
pub fn puzzles_to_json(record: &crate::model::puzzles::Record) -> String {
    let mut written = StoredPuzzles {
        version: PUZZLES_VERSION,
        rating: [
            record.rating.rating,
            record.rating.deviation,
            record.rating.volatility,
        ],
        tried: record.tried,
        solved: record.solved,
        best_streak: record.best_streak,
        daily_solved: record.daily_solved,
        mine: Vec::new(),
    };
    for mine in &record.mine {
        written.mine.push(StoredMine {
            position: mine.position.to_string(),
            moves: mine
                .moves
                .iter()
                .map(|&(pit, value)| [i32::from(pit.number()), value])
                .collect(),
            exact: mine.exact,
            solved: mine.solved,
        });
    }
    to_json(&written)
}

/// Reads the puzzles' record.
///
/// # Errors
/// A [`LoadError`] when the text is not what [`puzzles_to_json`] writes, or its numbers cannot
/// be right (a rating out of range, a position that does not parse, moves that are not its
/// legal moves).
pub fn puzzles_from_json(text: &str) -> Result<crate::model::puzzles::Record, LoadError> {
    use crate::model::puzzles::{MOST_OF_MINE, Mine, Record};
    use crate::model::rating::Rating;
    let version = version_of(text)?;
    if version != PUZZLES_VERSION {
        return Err(LoadError::Version(version));
    }
    let stored: StoredPuzzles = read(text)?;
    let absurd = |why: &str| LoadError::Absurd(why.to_string());
    let [rating, deviation, volatility] = stored.rating;
    if !(100.0..=3500.0).contains(&rating)
        || !(1.0..=350.0).contains(&deviation)
        || !(0.0..=1.0).contains(&volatility)
    {
        return Err(absurd("the rating is out of range"));
    }
    if stored.solved > stored.tried || stored.mine.len() > MOST_OF_MINE {
        return Err(absurd("the counts do not add up"));
    }
    let mut mine = Vec::new();
    for kept in stored.mine {
        let position = crate::engine::Position::parse_study(&kept.position)
            .map_err(|_| absurd("a puzzle of yours has no position"))?;
        let legal = position.legal_moves();
        let mut moves = Vec::new();
        for [pit, value] in kept.moves {
            let pit = u8::try_from(pit)
                .ok()
                .and_then(Pit::new)
                .filter(|&p| legal.contains(p) && !moves.iter().any(|&(q, _)| q == p))
                .ok_or_else(|| absurd("a puzzle of yours names a move it cannot have"))?;
            moves.push((pit, value));
        }
        if moves.len() != legal.iter().count() || moves.windows(2).any(|w| w[0].1 < w[1].1) {
            return Err(absurd(
                "a puzzle of yours does not list its moves best first",
            ));
        }
        mine.push(Mine {
            position,
            moves,
            exact: kept.exact,
            solved: kept.solved,
        });
    }
    Ok(Record {
        rating: Rating {
            rating,
            deviation,
            volatility,
        },
        tried: stored.tried,
        solved: stored.solved,
        best_streak: stored.best_streak,
        daily_solved: stored.daily_solved,
        mine,
    })
}

/// The lessons done as stored: their numbers from 1, in order.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredLessons {
    version: u64,
    done: Vec<u64>,
}

/// The stored form of the lessons done: `{"version":1,"done":[1,2,5]}`.
pub fn lessons_to_json(done: Done) -> String {
    to_json(&StoredLessons {
        version: LESSONS_VERSION,
        done: done.lessons().map(|lesson| lesson as u64 + 1).collect(),
    })
}

/// Reads the lessons done.
///
/// # Errors
/// A [`LoadError`] when the text is not what [`lessons_to_json`] writes: a lesson that does
/// not exist, or one named twice or out of order, cannot be right.
pub fn lessons_from_json(text: &str) -> Result<Done, LoadError> {
    let version = version_of(text)?;
    if version != LESSONS_VERSION {
        return Err(LoadError::Version(version));
    }
    let stored: StoredLessons = read(text)?;
    let mut done = Done::default();
    let mut last = 0;
    for number in stored.done {
        if number == 0 || number > LESSONS.len() as u64 {
            return Err(LoadError::Absurd(format!("there is no lesson {number}")));
        }
        if number <= last {
            return Err(LoadError::Absurd(format!("lesson {number} out of order")));
        }
        last = number;
        done = done.with(number as usize - 1);
    }
    Ok(done)
}

/// A game in progress, as saved after every move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// Its setup (and the pace it was shown at).
    pub settings: Settings,
    /// Its moves, from the start (with the pie rule's swap, if it was played).
    pub moves: Vec<Move>,
    /// Whether a move was taken back in it.
    pub undo_used: bool,
    /// How long it has been played, in milliseconds, for the fastest win.
    pub elapsed_ms: u64,
    /// In a game played by link, the player this device plays.
    pub seat: Option<Player>,
    /// The position it started from, for a game from the analysis board (`None`: the start
    /// of its settings).
    pub start: Option<Position>,
}

/// A game in progress as stored.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredGame {
    version: u64,
    /// Its settings as they are stored on their own, version and all.
    settings: StoredSettings,
    /// Its moves as in a record's text: pit digits, and `s` for a swap ("36s1").
    moves: String,
    undo_used: bool,
    elapsed_ms: u64,
    /// Only in a game played by link: other saves read the same on pages from before it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "some"
    )]
    seat: Option<String>,
    /// Only in a game from the analysis board: its start, in the engine's text form.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "some"
    )]
    start: Option<String>,
}

/// The stored form of a game in progress: its version, its settings as stored, its moves as
/// pit digits ("361"), whether a move was taken back, and how long it has been played.
pub fn game_to_json(game: &SavedGame) -> String {
    to_json(&StoredGame {
        version: GAME_VERSION,
        settings: StoredSettings::from(&game.settings),
        moves: game.moves.iter().map(|played| played.letter()).collect(),
        undo_used: game.undo_used,
        elapsed_ms: game.elapsed_ms,
        seat: game.seat.map(|seat| link::player_digit(seat).to_string()),
        start: game.start.map(|start| start.to_string()),
    })
}

/// Reads a stored game. Whether its moves can be played is the game's to say (see
/// [`crate::model::game::Game::resume`]).
///
/// # Errors
/// A [`LoadError`] when the text is not a game this page saved.
pub fn game_from_json(text: &str) -> Result<SavedGame, LoadError> {
    match version_of(text)? {
        GAME_VERSION => {}
        other => return Err(LoadError::Version(other)),
    }
    let stored: StoredGame = read(text)?;
    if stored.settings.version != VERSION {
        return Err(LoadError::Shape("the settings' version".into()));
    }
    let settings = read_settings(stored.settings)?;
    let seat = match &stored.seat {
        Some(text) => Some(
            link::player_of(text).ok_or_else(|| LoadError::Shape(format!("a seat {text:?}")))?,
        ),
        None => None,
    };
    let digits = stored.moves;
    let moves = digits
        .chars()
        .map(Move::from_letter)
        .collect::<Option<Vec<Move>>>()
        .ok_or_else(|| LoadError::Shape(format!("moves {digits:?}")))?;
    let start = match &stored.start {
        Some(text) => Some(
            Position::parse_study(text)
                .map_err(|why| LoadError::Shape(format!("a start {text:?} ({why})")))?,
        ),
        None => None,
    };
    Ok(SavedGame {
        start,
        settings,
        moves,
        undo_used: stored.undo_used,
        elapsed_ms: stored.elapsed_ms,
        seat,
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
            moves: [3, 6, 1]
                .iter()
                .map(|&n| Move::Sow(Pit::new(n).unwrap()))
                .collect(),
            undo_used: true,
            elapsed_ms: 4200,
            seat: None,
            start: None,
        };
        let text = game_to_json(&game);
        assert!(text.contains("\"moves\":\"361\""), "{text}");
        assert!(
            !text.contains("start"),
            "no start unless from a study: {text}"
        );
        let study = "6x4.n.0-2-0-1-3-0.9.1-0-2-0-0-1.1";
        let from_study = SavedGame {
            start: Some(Position::parse_study(study).unwrap()),
            ..game.clone()
        };
        let stored = game_to_json(&from_study);
        assert!(stored.contains(study), "{stored}");
        assert_eq!(game_from_json(&stored), Ok(from_study));
        let damaged = stored.replace(study, "6x4.n.0-2");
        assert!(matches!(game_from_json(&damaged), Err(LoadError::Shape(_))));
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
