//! The settings, under [`SETTINGS_KEY`]: one field per setting, each choice its slug (version
//! 2), or their link form (version 1). The game in progress stores its settings in the same
//! shape, so its file reads them with this one's code.

use serde::{Deserialize, Serialize};

use super::json::{Versioned, absent, read_body, slug, some, version_of, write};
use crate::model::common::stored::LoadError;
use crate::model::settings::{
    Choice, Clock, GameSettings, Motion, SEED_CHOICES, Settings, Sound, Speed, Theme,
};
use crate::model::share::link;

/// The storage key for the settings.
pub const SETTINGS_KEY: &str = "mancala.settings";

/// The schema version this code writes for the settings. The statistics shared it until the
/// results online gave them a version 3 ([`STATS_VERSION`](super::STATS_VERSION)).
pub const VERSION: u64 = 2;

/// Settings as version 2 stores them: one field per setting, each choice its slug.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct StoredSettings {
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
    #[serde(default, skip_serializing_if = "absent", deserialize_with = "some")]
    clock: Option<String>,
    /// Only when not the system's: settings read the same on pages from before themes.
    #[serde(default, skip_serializing_if = "absent", deserialize_with = "some")]
    theme: Option<String>,
    /// Only when on: settings read the same on pages from before sound.
    #[serde(default, skip_serializing_if = "absent", deserialize_with = "some")]
    sound: Option<String>,
}

/// Settings as version 1 stored them: their link form.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredSettingsV1 {
    setup: String,
}

impl From<&Settings> for StoredSettings {
    fn from(settings: &Settings) -> StoredSettings {
        let game = &settings.game;
        let owned = |slug: &str| slug.to_string();
        StoredSettings {
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
    write(VERSION, StoredSettings::from(settings))
}

impl StoredSettings {
    /// The settings as stored inside another format (the game in progress), version and all.
    pub(super) fn versioned(settings: &Settings) -> Versioned<StoredSettings> {
        Versioned {
            version: VERSION,
            body: StoredSettings::from(settings),
        }
    }
}

/// Reads stored settings of any known version.
///
/// # Errors
/// A [`LoadError`] when the text is not settings a page of its version wrote.
pub fn settings_from_json(text: &str) -> Result<Settings, LoadError> {
    match version_of(text)? {
        // Version 1 held the settings as their link form.
        1 => {
            let setup = read_body::<StoredSettingsV1>(text)?.setup;
            let read = link::parse(&setup);
            match read.ignored.first() {
                Some(ignored) => Err(LoadError::Shape(ignored.to_string())),
                None => Ok(read.settings),
            }
        }
        VERSION => read_settings(read_body(text)?),
        other => Err(LoadError::Version(other)),
    }
}

/// The settings a version-2 stored object names (its version already checked).
pub(super) fn read_settings(stored: StoredSettings) -> Result<Settings, LoadError> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::settings::Level;

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
