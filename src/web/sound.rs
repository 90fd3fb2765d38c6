//! The page's sounds, made by the Web Audio API with no sound files: a short soft tick as a
//! seed lands, and a few notes of their own for a capture, an extra turn and the end of a game.
//! The session asks for a sound only while sound is on and the page is shown (see
//! [`Cue`]); this part is fetched with the first sound. Browsers let a page start audio only
//! after the person has used it (a click or a key), so no audio context is made before that:
//! until then a sound asked for is skipped.

use std::cell::RefCell;

use leptos::prelude::window;
use wasm_bindgen::JsValue;
use web_sys::{AudioContext, OscillatorType};

use crate::model::app::Cue;

thread_local! {
    /// The page's one audio context, made with the first sound after a gesture.
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// One note of a cue: its pitch in hertz, when it starts after the cue (seconds), how long it
/// sounds (seconds) and how loud it starts (0 to 1).
struct Note {
    hertz: f32,
    at: f64,
    length: f64,
    gain: f32,
    wave: OscillatorType,
}

/// The notes of each cue. A seed is a quiet wooden tick; a capture falls, an extra turn rises,
/// and the end of a game is a short chord played upwards.
fn notes(cue: Cue) -> Vec<Note> {
    let note = |hertz, at, length, gain, wave| Note {
        hertz,
        at,
        length,
        gain,
        wave,
    };
    match cue {
        Cue::Seed => vec![note(880.0, 0.0, 0.045, 0.08, OscillatorType::Sine)],
        Cue::Capture => vec![
            note(523.3, 0.0, 0.12, 0.16, OscillatorType::Triangle),
            note(349.2, 0.1, 0.22, 0.16, OscillatorType::Triangle),
        ],
        Cue::ExtraTurn => vec![
            note(523.3, 0.0, 0.1, 0.14, OscillatorType::Sine),
            note(784.0, 0.09, 0.18, 0.14, OscillatorType::Sine),
        ],
        Cue::GameOver => vec![
            note(392.0, 0.0, 0.5, 0.12, OscillatorType::Triangle),
            note(493.9, 0.12, 0.5, 0.12, OscillatorType::Triangle),
            note(587.3, 0.24, 0.7, 0.12, OscillatorType::Triangle),
        ],
    }
}

/// Whether the person has used the page yet (a click or a key). An engine without
/// `navigator.userActivation` (Safari before 16.4, Firefox before 120) cannot say, so there the
/// context is made all the same: such an engine holds a context made before a gesture
/// suspended, silent, and [`play`] resumes it once one has come.
fn used() -> bool {
    let navigator = window().navigator();
    let known = web_sys::js_sys::Reflect::has(&navigator, &JsValue::from_str("userActivation"))
        .unwrap_or(false);
    !known || navigator.user_activation().has_been_active()
}

/// Plays `cue`, unless the person has not yet used the page (no audio may start then) or the
/// browser has no audio. Each note is an oscillator through a gain that fades it out.
pub fn play(cue: Cue) {
    let used = used();
    let Some(context) = CONTEXT.with_borrow_mut(|context| {
        if context.is_none() && used {
            *context = AudioContext::new().ok();
        }
        context.clone()
    }) else {
        return;
    };
    // A context made before a gesture, where the engine could not tell, is suspended: the
    // first sound after one starts it (on a running context this does nothing). Asked every
    // time rather than after reading its state, whose enum would cost the page's first part.
    let _ = context.resume();
    let start = context.current_time();
    for note in notes(cue) {
        let (Ok(oscillator), Ok(gain)) = (context.create_oscillator(), context.create_gain())
        else {
            return;
        };
        oscillator.set_type(note.wave);
        oscillator.frequency().set_value(note.hertz);
        let (on, off) = (start + note.at, start + note.at + note.length);
        let level = gain.gain();
        let _ = level.set_value_at_time(note.gain, on);
        let _ = level.exponential_ramp_to_value_at_time(0.001, off);
        let _ = oscillator
            .connect_with_audio_node(&gain)
            .and_then(|_| gain.connect_with_audio_node(&context.destination()));
        let _ = oscillator.start_with_when(on);
        let _ = oscillator.stop_with_when(off);
    }
}
