//! What the page stores, through its public readers and writers (serde_json and the stored
//! types' derived code): every settings, record and saved game reads back as written, no text
//! makes a reader panic, and the strictness the stored forms promise holds: unknown, missing
//! and repeated fields are refused, and numbers are exactly the whole numbers they must be.

use mancala::engine::{Move, Pit, Player, Rules, Sweep};
use mancala::model::common::stored::LoadError;
use mancala::model::formats::{
    game_from_json, game_to_json, lessons_from_json, lessons_to_json, settings_from_json,
    settings_to_json, stats_from_json, stats_to_json,
};
use mancala::model::learn::lessons::{Done, LESSONS};
use mancala::model::play::records::{COUNTED_KEPT, Finished, OnlineGame, Stats, Verdict};
use mancala::model::play::saving::SavedGame;
use mancala::model::settings::{
    Choice, Clock, GameSettings, HouseRule, Level, Motion, Opponent, Settings, Side, Sound, Speed,
    Theme,
};
use mancala::model::share::link::RoomId;
use proptest::prelude::*;

fn choice<T: Choice + std::fmt::Debug>() -> impl Strategy<Value = T> {
    prop::sample::select(T::ALL.to_vec())
}

fn game_settings() -> impl Strategy<Value = GameSettings> {
    (
        (choice::<Opponent>(), choice::<Level>(), choice::<Side>()),
        3u8..=6,
        prop::collection::vec(any::<bool>(), HouseRule::ALL.len()),
        choice::<Sweep>(),
    )
        .prop_map(|((opponent, level, side), seeds, rules, sweep)| {
            let mut game = GameSettings {
                opponent,
                level,
                side,
                seeds,
                ..GameSettings::default()
            };
            for (rule, on) in HouseRule::ALL.iter().zip(rules) {
                rule.set(&mut game.house, on);
            }
            game.house.sweep = sweep;
            game
        })
}

fn settings() -> impl Strategy<Value = Settings> {
    (
        game_settings(),
        choice::<Speed>(),
        choice::<Motion>(),
        choice::<Clock>(),
        choice::<Theme>(),
        choice::<Sound>(),
    )
        .prop_map(|(game, speed, motion, clock, theme, sound)| Settings {
            game,
            speed,
            motion,
            clock,
            theme,
            sound,
        })
}

/// A game that could have finished on `game`'s board.
fn finished(game: GameSettings) -> impl Strategy<Value = (GameSettings, Finished)> {
    let total = u32::from(game.seeds) * 12;
    (
        prop::sample::select(vec![Verdict::Won, Verdict::Lost, Verdict::Drawn]),
        (0..=total).prop_flat_map(|store| (Just(store), 0..=store)),
        any::<u64>(),
    )
        .prop_map(move |(verdict, (store, margin), millis)| {
            let margin = if verdict == Verdict::Won { margin } else { 0 };
            let finished = Finished {
                verdict,
                store,
                margin,
                millis,
            };
            (game, finished)
        })
}

/// A game against someone online that has ended: one of a few rooms, on any board the page
/// offers, so that some are counted again and some rule sets share results.
fn online_game() -> impl Strategy<Value = OnlineGame> {
    (
        prop::sample::select(vec!["k3x9q2m7a1b8", "000000000000", "zzzzzzzzzzzz"]),
        0u32..4,
        game_settings(),
        prop::sample::select(vec![Verdict::Won, Verdict::Lost, Verdict::Drawn]),
    )
        .prop_map(|(room, game, settings, verdict)| OnlineGame {
            room: RoomId::new(room).expect("a room's id"),
            game,
            rules: settings.rules().expect("rules the page offers"),
            verdict,
        })
}

fn stats() -> impl Strategy<Value = Stats> {
    (
        prop::collection::vec(game_settings().prop_flat_map(finished), 0..12),
        prop::collection::vec(online_game(), 0..12),
    )
        .prop_map(|(games, online)| {
            let mut stats = Stats::default();
            for (game, finished) in games {
                stats.add(&game, finished);
            }
            for game in online {
                stats.add_online(game);
            }
            stats
        })
}

fn saved_game() -> impl Strategy<Value = SavedGame> {
    (
        settings(),
        // 0 stands for the pie rule's swap: the stored form need not hold a playable game.
        prop::collection::vec(0u8..=6, 0..40),
        any::<bool>(),
        any::<u64>(),
        prop::option::of(prop::sample::select(vec![Player::South, Player::North])),
    )
        .prop_map(|(settings, moves, undo_used, elapsed_ms, seat)| SavedGame {
            settings,
            moves: moves
                .into_iter()
                .map(|n| Pit::new(n).map_or(Move::Swap, Move::Sow))
                .collect(),
            undo_used,
            elapsed_ms,
            seat,
            start: None,
        })
}

/// Stored text with one character taken out or put in: mostly broken, sometimes still JSON of
/// another shape, always near the edge of what the readers take.
fn edited(text: String) -> impl Strategy<Value = String> {
    let chars: Vec<char> = text.chars().collect();
    let len = chars.len();
    (
        0..=len,
        prop::option::of(prop::sample::select(
            "[]{}\",:0.e-+ tfnu\\/7x".chars().collect::<Vec<_>>(),
        )),
    )
        .prop_map(move |(i, insert)| {
            let mut chars = chars.clone();
            match insert {
                Some(c) => chars.insert(i, c),
                None if i < chars.len() => drop(chars.remove(i)),
                None => {}
            }
            chars.into_iter().collect()
        })
}

/// Reads `text` with every reader; none may panic, whatever it is.
fn read_with_all(text: &str) {
    let _ = stats_from_json(text);
    let _ = settings_from_json(text);
    let _ = game_from_json(text);
    let _ = lessons_from_json(text);
}

/// Any set of lessons done.
fn lessons_done() -> impl Strategy<Value = Done> {
    proptest::collection::vec(0..LESSONS.len(), 0..=LESSONS.len())
        .prop_map(|lessons| lessons.into_iter().fold(Done::default(), Done::with))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_settings_read_back_as_written(settings in settings()) {
        prop_assert_eq!(settings_from_json(&settings_to_json(&settings)), Ok(settings));
    }

    #[test]
    fn every_record_reads_back_as_written(stats in stats()) {
        prop_assert_eq!(stats_from_json(&stats_to_json(&stats)), Ok(stats));
    }

    #[test]
    fn every_saved_game_reads_back_as_written(game in saved_game()) {
        prop_assert_eq!(game_from_json(&game_to_json(&game)), Ok(game));
    }

    #[test]
    fn every_set_of_lessons_done_reads_back_as_written(done in lessons_done()) {
        prop_assert_eq!(lessons_from_json(&lessons_to_json(done)), Ok(done));
    }

    #[test]
    fn no_text_makes_a_reader_panic(
        text in r#"[\[\]{}",:0-9.eE+\- \ttrufalsnvio\\/bu\u{e9}DdCc]{0,40}|\PC{0,40}"#,
    ) {
        read_with_all(&text);
    }

    #[test]
    fn no_edit_of_a_stored_text_makes_a_reader_panic(
        text in (stats(), settings(), saved_game())
            .prop_flat_map(|(stats, settings, game)| prop_oneof![
                edited(stats_to_json(&stats)),
                edited(settings_to_json(&settings)),
                edited(game_to_json(&game)),
            ]),
    ) {
        read_with_all(&text);
    }

    #[test]
    fn no_edit_of_the_lessons_done_makes_their_reader_panic(
        text in lessons_done().prop_flat_map(|done| edited(lessons_to_json(done))),
    ) {
        read_with_all(&text);
    }
}

/// A standard record at Easy with one win, as version 2 writes it.
const V2_STATS: &str = "{\"version\":2,\"records\":{\"standard\":{\"easy\":{\"played\":1,\
    \"won\":1,\"lost\":0,\"drawn\":0,\"streak\":1,\"best_streak\":1,\"fastest_win_ms\":9000,\
    \"most_seeds\":30,\"biggest_margin\":12}}}}";

/// The settings as version 2 writes them for a five-seed game at Hard against the clock.
const V2_SETTINGS: &str = "{\"version\":2,\"vs\":\"human\",\"level\":\"hard\",\"side\":\"first\",\
    \"seeds\":5,\"rules\":[\"skip-origin\"],\"sweep\":\"runner\",\"speed\":\"fast\",\
    \"motion\":\"reduced\",\"clock\":\"5\"}";

/// A game saved by version 2 of the page, played by link as the top player.
const V2_GAME: &str = "{\"version\":1,\"settings\":{\"version\":2,\"vs\":\"human\",\
    \"level\":\"medium\",\"side\":\"first\",\"seeds\":4,\"rules\":[],\"sweep\":\"own\",\
    \"speed\":\"normal\",\"motion\":\"system\"},\"moves\":\"34\",\"undo_used\":false,\
    \"elapsed_ms\":1500,\"seat\":\"2\"}";

/// Version 3 of the statistics: the records of version 2, and results online on standard
/// Kalah (a win and a loss) and on five seeds with the pie rule (a draw), with the three games
/// counted.
const V3_STATS: &str = "{\"version\":3,\"records\":{\"standard\":{\"easy\":{\"played\":1,\
    \"won\":1,\"lost\":0,\"drawn\":0,\"streak\":1,\"best_streak\":1,\"fastest_win_ms\":9000,\
    \"most_seeds\":30,\"biggest_margin\":12}}},\"online\":{\"5-seeds+pie\":{\"played\":1,\
    \"won\":0,\"lost\":0,\"drawn\":1},\"standard\":{\"played\":2,\"won\":1,\"lost\":1,\
    \"drawn\":0}},\"counted\":[{\"room\":\"k3x9q2m7a1b8\",\"game\":0},\
    {\"room\":\"k3x9q2m7a1b8\",\"game\":1},{\"room\":\"a1b2c3d4e5f6\",\"game\":0}]}";

#[test]
fn what_version_2_wrote_loads_and_is_written_again_byte_for_byte() {
    let stats = stats_from_json(V2_STATS).expect("version-2 records read");
    // Written again as version 3: the same records, and no results online yet.
    let v3 = V2_STATS.replacen("\"version\":2", "\"version\":3", 1);
    let v3 = format!("{},\"online\":{{}},\"counted\":[]}}", &v3[..v3.len() - 1]);
    assert_eq!(stats_to_json(&stats), v3);
    assert_eq!(stats_from_json(&v3), Ok(stats.clone()));
    assert!(stats.online_rule_sets().is_empty());
    let settings = settings_from_json(V2_SETTINGS).expect("version-2 settings read");
    assert_eq!(settings.game.level, Level::Hard);
    assert_eq!(settings.game.house.sweep, Sweep::ToPlayerWhoRanOut);
    assert_eq!(settings.clock, Clock::Five);
    assert_eq!(settings_to_json(&settings), V2_SETTINGS);
    let game = game_from_json(V2_GAME).expect("a version-2 save reads");
    assert_eq!(game.seat, Some(Player::North));
    assert_eq!(game.moves.len(), 2);
    assert_eq!(game_to_json(&game), V2_GAME);
}

#[test]
fn what_version_1_wrote_loads_with_nothing_lost() {
    let v1 = "{\"version\":1,\"records\":{\"seeds=3&rules=empty-capture\":{\"easy\":\
        {\"played\":2,\"won\":1,\"lost\":1,\"drawn\":0,\"streak\":0,\"best_streak\":1,\
        \"fastest_win_ms\":42000,\"most_seeds\":20,\"biggest_margin\":4}}}}";
    let stats = stats_from_json(v1).expect("version-1 records read");
    let mut three = GameSettings {
        seeds: 3,
        level: Level::Easy,
        ..GameSettings::default()
    };
    three.house.empty_capture = true;
    let record = stats.record(&three);
    assert_eq!((record.played, record.won, record.lost), (2, 1, 1));
    assert_eq!(record.fastest_win_ms, Some(42_000));
    assert_eq!((record.most_seeds, record.biggest_margin), (20, 4));
    let moved = stats_to_json(&stats);
    assert!(
        moved.starts_with(
            "{\"version\":3,\"records\":{\"3-seeds+empty-capture\":{\"easy\":{\"played\":2,"
        ),
        "{moved}"
    );
    assert_eq!(stats_from_json(&moved), Ok(stats));

    let settings =
        settings_from_json("{\"version\":1,\"setup\":\"level=hard&seeds=5&speed=fast\"}")
            .expect("version-1 settings read");
    assert_eq!(
        (settings.game.level, settings.game.seeds, settings.speed),
        (Level::Hard, 5, Speed::Fast)
    );
}

#[test]
fn the_results_online_read_back_byte_for_byte_and_apart_from_the_records() {
    let stats = stats_from_json(V3_STATS).expect("version-3 statistics read");
    assert_eq!(stats_to_json(&stats), V3_STATS);
    let sets = stats.online_rule_sets();
    assert_eq!(sets.len(), 2);
    assert_eq!(sets[0].slug(), "standard", "standard first");
    let standard = stats.online_results(&sets[0]);
    assert_eq!(
        (standard.played, standard.won, standard.lost, standard.drawn),
        (2, 1, 1, 0)
    );
    assert_eq!(stats.online_results(&sets[1]).drawn, 1);
    // The records against the computer are as they were.
    assert_eq!(
        stats
            .record(&GameSettings {
                level: Level::Easy,
                ..GameSettings::default()
            })
            .won,
        1
    );
    // A game counted is not counted again, after a reload as before it.
    let mut again = stats.clone();
    let room = RoomId::new("k3x9q2m7a1b8").expect("a room's id");
    let standard_rules = Rules::new(6, 4).expect("standard rules");
    let counted = OnlineGame {
        room,
        game: 1,
        rules: standard_rules,
        verdict: Verdict::Won,
    };
    assert!(!again.add_online(counted));
    assert_eq!(again, stats);
    assert!(again.add_online(OnlineGame { game: 2, ..counted }));
    assert_eq!(again.online_results(&sets[0]).won, 2);
    // Resetting forgets the results, but not which games were counted.
    let mut reset = again.clone();
    reset.reset();
    assert!(reset.is_empty());
    let mut reset_again = reset.clone();
    assert!(!reset_again.add_online(OnlineGame { game: 2, ..counted }));
    assert_eq!(stats_from_json(&stats_to_json(&reset)), Ok(reset));
}

#[test]
fn the_online_games_counted_are_bounded_and_the_oldest_are_let_go() {
    let mut stats = Stats::default();
    let room = RoomId::new("k3x9q2m7a1b8").expect("a room's id");
    let rules = Rules::new(6, 4).expect("standard rules");
    let game = |n| OnlineGame {
        room,
        game: n,
        rules,
        verdict: Verdict::Lost,
    };
    let kept = u32::try_from(COUNTED_KEPT).expect("a small number");
    for n in 0..=kept {
        assert!(stats.add_online(game(n)), "game {n}");
    }
    let text = stats_to_json(&stats);
    assert_eq!(text.matches("\"room\"").count(), COUNTED_KEPT, "{text}");
    assert_eq!(stats_from_json(&text), Ok(stats.clone()));
    // The newest are remembered, the oldest let go.
    assert!(!stats.add_online(game(kept)));
    assert!(stats.add_online(game(0)));
    // A board the page does not offer is not counted.
    let odd = Rules::new(5, 4).expect("five pits");
    assert!(!stats.add_online(OnlineGame {
        rules: odd,
        game: 99,
        ..game(0)
    }));
}

#[test]
fn results_online_that_cannot_be_true_or_are_misplaced_are_refused() {
    for text in [
        // Results online in a version that had none.
        V3_STATS.replacen("\"version\":3", "\"version\":2", 1),
        // Version 3 without them.
        V3_STATS.replacen("\"online\":{", "\"elsewhere\":{", 1),
        V3_STATS.replacen(",\"counted\":[", ",\"elsewhere\":[", 1),
        // An unknown or a repeated field, a rule set that is not one.
        V3_STATS.replacen("\"drawn\":1}", "\"drawn\":1,\"streak\":0}", 1),
        V3_STATS.replacen("\"drawn\":1}", "\"drawn\":1,\"drawn\":1}", 1),
        V3_STATS.replacen("\"5-seeds+pie\"", "\"9-seeds\"", 1),
        V3_STATS.replacen(
            "{\"room\":\"k3x9q2m7a1b8\",\"game\":0}",
            "{\"room\":\"k3x9q2m7a1b8\"}",
            1,
        ),
    ] {
        assert!(
            is_shape(stats_from_json(&text)),
            "{text}: {:?}",
            stats_from_json(&text)
        );
    }
    for text in [
        V3_STATS.replacen("\"played\":2", "\"played\":3", 1),
        V3_STATS.replacen("\"a1b2c3d4e5f6\"", "\"A1B2C3D4E5F6\"", 1),
        V3_STATS.replacen("\"a1b2c3d4e5f6\"", "\"k3x9q2m7a1b8\"", 1),
    ] {
        assert!(
            matches!(stats_from_json(&text), Err(LoadError::Absurd(_))),
            "{text}: {:?}",
            stats_from_json(&text)
        );
    }
    let many: Vec<String> = (0..=COUNTED_KEPT)
        .map(|n| format!("{{\"room\":\"k3x9q2m7a1b8\",\"game\":{n}}}"))
        .collect();
    let too_many = format!(
        "{{\"version\":3,\"records\":{{}},\"online\":{{}},\"counted\":[{}]}}",
        many.join(",")
    );
    assert!(matches!(
        stats_from_json(&too_many),
        Err(LoadError::Absurd(_))
    ));
    assert_eq!(
        stats_from_json("{\"version\":4,\"records\":{}}"),
        Err(LoadError::Version(4))
    );
}

fn is_shape<T: std::fmt::Debug>(read: Result<T, LoadError>) -> bool {
    matches!(read, Err(LoadError::Shape(_)))
}

#[test]
fn unknown_and_repeated_fields_are_refused_at_every_level() {
    let unknown = [
        V2_STATS.replacen("{\"version\":2,", "{\"version\":2,\"extra\":0,", 1),
        V2_STATS.replace("\"played\":1,", "\"played\":1,\"extra\":0,"),
    ];
    let repeated = [
        V2_STATS.replace("\"won\":1,", "\"won\":1,\"won\":1,"),
        V2_STATS.replacen("\"records\":{", "\"records\":{\"standard\":{},", 1),
        V2_STATS
            .replace("{\"easy\":", "{\"hard\":{},\"easy\":")
            .replace("}}}}", "},\"easy\":{}}}}"),
        V2_STATS.replacen("{\"version\":2,", "{\"version\":2,\"version\":2,", 1),
    ];
    for text in unknown.iter().chain(&repeated) {
        assert!(
            is_shape(stats_from_json(text)),
            "{text}: {:?}",
            stats_from_json(text)
        );
    }
    for text in [
        V2_SETTINGS.replace("\"speed\"", "\"pace\""),
        V2_SETTINGS.replace(
            "\"speed\":\"fast\",",
            "\"speed\":\"fast\",\"speed\":\"fast\",",
        ),
        V2_SETTINGS.replace(",\"clock\":\"5\"", ",\"clock\":\"5\",\"clock\":\"5\""),
        V2_GAME.replace(
            "\"undo_used\":false,",
            "\"undo_used\":false,\"undo\":false,",
        ),
        V2_GAME.replace(
            "\"motion\":\"system\"}",
            "\"motion\":\"system\",\"colour\":\"red\"}",
        ),
        V2_GAME.replace(",\"seat\":\"2\"", ",\"seat\":\"2\",\"seat\":\"2\""),
    ] {
        let read = (settings_from_json(&text), game_from_json(&text));
        assert!(
            is_shape(read.0.clone()) && (is_shape(read.1.clone()) || read.1.is_err()),
            "{text}: {read:?}"
        );
    }
}

#[test]
fn missing_fields_and_nulls_are_refused_where_a_value_is_due() {
    for text in [
        V2_STATS.replace("\"fastest_win_ms\":9000,", ""),
        V2_STATS.replace("\"fastest_win_ms\":9000,", "\"fastest_win_ms\":null,"),
        V2_STATS.replace("\"drawn\":0,", ""),
    ] {
        assert!(
            stats_from_json(&text).is_err(),
            "{text}: {:?}",
            stats_from_json(&text)
        );
    }
    assert!(is_shape(stats_from_json(
        &V2_STATS.replace("\"drawn\":0,", "")
    )));
    assert!(is_shape(settings_from_json(
        &V2_SETTINGS.replace("\"clock\":\"5\"", "\"clock\":null")
    )));
    assert!(is_shape(game_from_json(
        &V2_GAME.replace("\"seat\":\"2\"", "\"seat\":null")
    )));
    assert!(is_shape(game_from_json(
        &V2_GAME.replace("\"undo_used\":false,", "")
    )));
}

#[test]
fn numbers_are_read_only_as_the_whole_numbers_they_must_be() {
    for (from, to) in [
        ("\"played\":1", "\"played\":1.0"),
        ("\"played\":1", "\"played\":1e0"),
        ("\"played\":1", "\"played\":3.5"),
        ("\"played\":1", "\"played\":-1"),
        ("\"played\":1", "\"played\":\"1\""),
        ("\"played\":1", "\"played\":4294967296"),
        (
            "\"fastest_win_ms\":9000",
            "\"fastest_win_ms\":18446744073709551616",
        ),
        ("\"version\":2", "\"version\":2.0"),
        ("\"version\":2", "\"version\":-0"),
    ] {
        let text = V2_STATS.replacen(from, to, 1);
        assert!(
            stats_from_json(&text).is_err(),
            "{to}: {:?}",
            stats_from_json(&text)
        );
        assert!(
            !matches!(stats_from_json(&text), Err(LoadError::Absurd(_))),
            "{to}"
        );
    }
    for (from, to) in [
        ("\"seeds\":5", "\"seeds\":300"),
        ("\"seeds\":5", "\"seeds\":5.0"),
        ("\"seeds\":5", "\"seeds\":3.5"),
    ] {
        let text = V2_SETTINGS.replace(from, to);
        assert!(is_shape(settings_from_json(&text)), "{to}");
    }
    let max = V2_GAME.replace("\"elapsed_ms\":1500", "\"elapsed_ms\":18446744073709551615");
    assert_eq!(
        game_from_json(&max).map(|game| game.elapsed_ms),
        Ok(u64::MAX)
    );
}

/// serde_json would read a struct from an array of its fields in order; no page writes one,
/// and the readers take none, whatever its length.
#[test]
fn a_stored_object_written_as_an_array_of_its_fields_is_refused() {
    for text in ["[2]", "[2,{}]", "[2,{},0]"] {
        assert!(stats_from_json(text).is_err(), "{text}");
    }
    for text in ["[1]", r#"[1,"level=hard"]"#] {
        assert!(settings_from_json(text).is_err(), "{text}");
    }
    let settings = r#"[2,"human","medium","first",4,[],"own","normal","system"]"#;
    for text in [
        settings.to_string(),
        format!(r#"[1,{settings},"34",false,1500]"#),
    ] {
        assert!(game_from_json(&text).is_err(), "{text}");
        assert!(settings_from_json(&text).is_err(), "{text}");
    }
}

#[test]
fn text_that_is_not_json_is_damaged_and_deep_nesting_does_not_overflow() {
    for text in [
        "",
        "{",
        "{\"version\":2,",
        "not json",
        "{\"version\":2}x",
        "[1,]",
    ] {
        assert_eq!(stats_from_json(text), Err(LoadError::Corrupt), "{text:?}");
        assert_eq!(
            settings_from_json(text),
            Err(LoadError::Corrupt),
            "{text:?}"
        );
        assert_eq!(game_from_json(text), Err(LoadError::Corrupt), "{text:?}");
    }
    let deep = "[".repeat(100_000) + &"]".repeat(100_000);
    read_with_all(&deep);
    assert!(stats_from_json(&deep).is_err());
    let nested = format!(
        "{{\"version\":2,\"records\":{}{}}}",
        "{\"a\":".repeat(10_000),
        "}".repeat(10_000)
    );
    read_with_all(&nested);
    assert!(stats_from_json(&nested).is_err());
}

#[test]
fn the_lessons_done_are_stored_by_number_and_nothing_impossible_is_read() {
    let done = Done::default().with(0).with(4);
    assert_eq!(lessons_to_json(done), r#"{"version":1,"done":[1,5]}"#);
    assert_eq!(
        lessons_from_json(r#"{"version":1,"done":[]}"#),
        Ok(Done::default())
    );
    for absurd in [
        r#"{"version":1,"done":[0]}"#,
        r#"{"version":1,"done":[9]}"#,
        r#"{"version":1,"done":[2,2]}"#,
        r#"{"version":1,"done":[3,1]}"#,
    ] {
        assert!(
            matches!(lessons_from_json(absurd), Err(LoadError::Absurd(_))),
            "{absurd}"
        );
    }
    assert_eq!(
        lessons_from_json(r#"{"version":2,"done":[]}"#),
        Err(LoadError::Version(2))
    );
    for shape in [
        r#"{"version":1}"#,
        r#"{"version":1,"done":[1],"done":[2]}"#,
        r#"{"version":1,"done":[1],"more":true}"#,
        r#"{"version":1,"done":[1.0]}"#,
        r#"{"version":1,"done":["1"]}"#,
    ] {
        assert!(is_shape(lessons_from_json(shape)), "{shape}");
    }
    assert_eq!(
        lessons_from_json("{\"version\":1,"),
        Err(LoadError::Corrupt)
    );
}

fn puzzle_record() -> impl Strategy<Value = mancala::model::train::puzzles::Record> {
    (
        (100.0f64..3500.0, 45.0f64..350.0, 0.01f64..0.2),
        (0u32..500, 0u32..500, 0u32..60),
        prop::option::of(0i64..40_000),
        prop::collection::vec(any::<bool>(), 0..4),
    )
        .prop_map(
            |((rating, deviation, volatility), (a, b, streak), day, mine)| {
                use mancala::engine::{Position, Rules};
                let start = Position::start(Rules::KALAH, Player::South);
                mancala::model::train::puzzles::Record {
                    rating: mancala::model::train::rating::Rating {
                        rating,
                        deviation,
                        volatility,
                    },
                    tried: a.max(b),
                    solved: a.min(b),
                    best_streak: streak,
                    daily_solved: day,
                    mine: mine
                        .into_iter()
                        .map(|solved| mancala::model::train::puzzles::Mine {
                            position: start,
                            moves: (1..=6)
                                .rev()
                                .map(|n| (Pit::new(n).unwrap(), i32::from(n) - 3))
                                .collect(),
                            exact: !solved,
                            solved,
                        })
                        .collect(),
                }
            },
        )
}

proptest! {
    #[test]
    fn a_puzzle_record_reads_back_as_written(record in puzzle_record()) {
        use mancala::model::formats::{puzzles_from_json, puzzles_to_json};
        let text = puzzles_to_json(&record);
        let read = puzzles_from_json(&text).unwrap();
        // The floats come back to within their last digit.
        let close = |a: f64, b: f64| (a - b).abs() <= a.abs() * 1e-12;
        prop_assert!(close(read.rating.rating, record.rating.rating));
        prop_assert!(close(read.rating.deviation, record.rating.deviation));
        prop_assert!(close(read.rating.volatility, record.rating.volatility));
        let rest = |r: &mancala::model::train::puzzles::Record| (r.tried, r.solved, r.best_streak, r.daily_solved, r.mine.clone());
        prop_assert_eq!(rest(&read), rest(&record));
    }

    #[test]
    fn no_text_makes_the_puzzle_record_reader_panic(text in ".{0,200}") {
        let _ = mancala::model::formats::puzzles_from_json(&text);
    }
}

#[test]
fn a_puzzle_record_with_impossible_numbers_is_refused() {
    use mancala::model::formats::puzzles_from_json;
    let good = r#"{"version":1,"rating":[1500.0,350.0,0.06],"tried":2,"solved":1,"best_streak":0,"mine":[]}"#;
    assert!(puzzles_from_json(good).is_ok());
    for bad in [
        good.replace("1500.0", "99999.0"),
        good.replace(r#""tried":2,"solved":1"#, r#""tried":1,"solved":2"#),
        good.replace(r#""mine":[]"#, r#""mine":[{"position":"6x4.s.x","moves":[],"exact":true,"solved":false}]"#),
        good.replace(r#""mine":[]"#, r#""mine":[{"position":"6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0","moves":[[1,2]],"exact":true,"solved":false}]"#),
        good.replace(r#""best_streak":0"#, r#""best_streak":0,"daily_solved":null"#),
        good.replace(r#""version":1"#, r#""version":2"#),
    ] {
        assert!(puzzles_from_json(&bad).is_err(), "{bad}");
    }
}
