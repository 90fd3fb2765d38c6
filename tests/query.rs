//! The settings query over arbitrary input: whatever a link holds, reading it never fails,
//! always gives settings the page can start a game with, and writing those back gives a link
//! that reads the same with nothing ignored.

use mancala::engine::{HouseRules, Sweep};
use mancala::model::link::{parse, write};
use mancala::model::settings::{
    Choice, GameSettings, Level, Motion, Opponent, Settings, Side, Speed,
};
use proptest::prelude::*;

fn settings() -> impl Strategy<Value = Settings> {
    (
        (any::<bool>(), 0..4usize, any::<bool>(), 3..=6u8),
        (any::<[bool; 4]>(), 0..3usize),
        (0..4usize, 0..3usize),
    )
        .prop_map(
            |((human, level, second, seeds), (rules, sweep), (speed, motion))| Settings {
                game: GameSettings {
                    opponent: if human {
                        Opponent::Human
                    } else {
                        Opponent::Computer
                    },
                    level: Level::ALL[level],
                    side: if second { Side::Second } else { Side::First },
                    seeds,
                    house: HouseRules {
                        empty_capture: rules[0],
                        single_extra_turn: rules[1],
                        sow_both_stores: rules[2],
                        skip_origin: rules[3],
                        sweep: [Sweep::OwnRow, Sweep::ToPlayerWhoRanOut, Sweep::Discard][sweep],
                    },
                },
                speed: Speed::ALL[speed],
                motion: [Motion::System, Motion::Reduced, Motion::Full][motion],
            },
        )
}

/// Query-like text: pieces of real keys and values mixed with noise, so that parsing gets past
/// the first `=` as often as it fails there.
fn query_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("vs".to_string()),
        Just("level".to_string()),
        Just("seeds".to_string()),
        Just("rules".to_string()),
        Just("sweep".to_string()),
        Just("speed".to_string()),
        Just("motion".to_string()),
        Just("side".to_string()),
        Just("expert".to_string()),
        Just("empty-capture".to_string()),
        Just("5".to_string()),
        Just("=".to_string()),
        Just("&".to_string()),
        Just(",".to_string()),
        Just("%".to_string()),
        Just("%2C".to_string()),
        Just("+".to_string()),
        any::<String>(),
    ];
    prop::collection::vec(piece, 0..24).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2048, ..ProptestConfig::default() })]

    #[test]
    fn any_settings_survive_writing_and_reading(settings in settings()) {
        let written = write(&settings);
        let read = parse(&written);
        prop_assert_eq!(read.settings, settings);
        prop_assert!(read.ignored.is_empty(), "{:?}: {:?}", written, read.ignored);
    }

    #[test]
    fn any_query_reads_as_playable_settings_and_rewrites_cleanly(query in query_text()) {
        let read = parse(&query);
        prop_assert!(read.settings.game.rules().is_ok());
        prop_assert!((3..=6).contains(&read.settings.game.seeds));
        // The canonical form of whatever was understood reads back the same, with no noise.
        let again = parse(&write(&read.settings));
        prop_assert_eq!(again.settings, read.settings);
        prop_assert!(again.ignored.is_empty());
        // Something ignored is always said.
        prop_assert_eq!(read.notice().is_some(), !read.ignored.is_empty());
    }
}
