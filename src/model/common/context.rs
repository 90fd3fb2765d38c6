//! The small context every controller is handed with each action: when it happened, the
//! settings in force, whether moves are shown at once, and whether the controller's mode is
//! the one open. The router builds it; a controller reads it and never keeps it.

use crate::model::settings::Settings;

/// What a controller is told of the page with each action. See the module documentation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Context {
    /// When the action happened, in milliseconds on the page's clock.
    pub now: f64,
    /// The settings in force.
    pub settings: Settings,
    /// Whether moves are shown at once: by the motion setting, or by the system's preference.
    pub reduced_motion: bool,
    /// Whether the controller's mode is the one open.
    pub open: bool,
}

impl Context {
    /// How often a move being shown sows its next seed, in milliseconds; `None` when moves
    /// are shown at once.
    pub fn seed_interval(&self) -> Option<u32> {
        Some(self.settings.speed.seed_interval_ms()).filter(|&ms| ms > 0 && !self.reduced_motion)
    }
}
