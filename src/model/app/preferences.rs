//! The preferences part: the settings in force, and whether the system asks for reduced
//! motion. A change puts new settings in force and says what keeps them: the address shows
//! them, and storage keeps them for the next plain visit.

use crate::model::settings::Settings;
use crate::model::share::link;

use super::vocabulary::Effect;

/// The settings in force and the system's motion preference.
#[derive(Clone, Debug)]
pub(super) struct Preferences {
    settings: Settings,
    system_reduced_motion: bool,
}

impl Preferences {
    pub(super) fn new(settings: Settings, system_reduced_motion: bool) -> Preferences {
        Preferences {
            settings,
            system_reduced_motion,
        }
    }

    pub(super) fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Whether moves are applied at once, by the setting or by the system's preference.
    pub(super) fn reduced_motion(&self) -> bool {
        self.settings.motion.is_reduced(self.system_reduced_motion)
    }

    pub(super) fn set_system_motion(&mut self, reduced: bool) {
        self.system_reduced_motion = reduced;
    }

    /// The effect that shows the settings in the address.
    pub(super) fn address(&self) -> Effect {
        Effect::SetAddress(link::write(&self.settings))
    }

    /// Changes one setting, and says what keeps the new settings (see [`Preferences::put`]).
    pub(super) fn change(&mut self, setting: impl FnOnce(&mut Settings), out: &mut Vec<Effect>) {
        let mut settings = self.settings;
        setting(&mut settings);
        self.put(settings, out);
    }

    /// Puts `settings` in force, and says what keeps them: the address shows them, and storage
    /// keeps them for the next plain visit. Nothing if they are the settings in force.
    fn put(&mut self, settings: Settings, out: &mut Vec<Effect>) {
        if settings != self.settings {
            self.settings = settings;
            out.push(self.address());
            out.push(Effect::SaveSettings(settings));
        }
    }
}
