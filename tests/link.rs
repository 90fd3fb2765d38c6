//! The page's links (`model::share::link`) over arbitrary input. Whatever a link's query holds,
//! reading it never fails, always gives settings the page can start a game with, and writing
//! those back gives a link that reads the same with nothing ignored; a game link opens the same
//! game, and a move sent by link names the player it is for.

use mancala::model::settings::{Choice, Clock, Motion, Settings, Sound, Speed, Theme};
use mancala::model::share::link::{parse, write};
use proptest::prelude::*;
use support::games::game_settings;

mod support;

fn settings() -> impl Strategy<Value = Settings> {
    (
        game_settings(),
        (0..4usize, 0..3usize, 0..4usize, 0..4usize, any::<bool>()),
    )
        .prop_map(|(game, (speed, motion, clock, theme, sound))| Settings {
            game,
            speed: Speed::ALL[speed],
            motion: [Motion::System, Motion::Reduced, Motion::Full][motion],
            clock: Clock::ALL[clock],
            theme: Theme::ALL[theme],
            sound: if sound { Sound::On } else { Sound::Off },
        })
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
        Just("clock".to_string()),
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

/// The boot script sets the page's theme from the address before the page module runs, and the
/// browser's bar colour for it, with lists of its own: each must name every theme the settings
/// have, except the system's (no attribute), and nothing else, or a theme would open in the
/// wrong colours for a moment.
#[test]
fn the_boot_script_knows_the_same_themes_as_the_link() {
    let script = include_str!("../public/boot.js");
    let boot: Vec<&str> = script
        .split_once(".includes(named)")
        .and_then(|(before, _)| before.rsplit_once('['))
        .and_then(|(_, list)| list.strip_suffix(']'))
        .expect("a list just before .includes(named)")
        .split(',')
        .map(|name| name.trim().trim_matches('"'))
        .collect();
    let themes: Vec<&str> = Theme::ALL
        .iter()
        .filter(|&&theme| theme != Theme::System)
        .map(|theme| theme.slug())
        .collect();
    assert_eq!(boot, themes);
    // The colours of the browser's bar, one for each chosen theme.
    let bars: Vec<&str> = script
        .split_once("const colour = {")
        .and_then(|(_, rest)| rest.split_once('}'))
        .expect("the boot script's colours for the browser's bar")
        .0
        .split(',')
        .filter_map(|pair| pair.split_once(':'))
        .map(|(theme, _)| theme.trim())
        .collect();
    assert_eq!(bars, themes);
    for &theme in Theme::ALL {
        let read = parse(&format!("theme={}", theme.slug().to_uppercase()));
        assert_eq!(
            read.settings.theme, theme,
            "the link reads any case, as the boot script does"
        );
    }
}

#[test]
fn the_turn_clock_comes_from_a_link_and_a_bad_value_is_named() {
    for (query, clock) in [
        ("vs=human&clock=1", Clock::One),
        ("vs=human&clock=2", Clock::Two),
        ("vs=human&CLOCK=5", Clock::Five),
        ("vs=human&clock=off", Clock::Off),
        ("vs=human", Clock::Off),
    ] {
        let read = parse(query);
        assert_eq!(read.settings.clock, clock, "{query}");
        assert!(read.ignored.is_empty(), "{query}: {:?}", read.ignored);
        let written = write(&read.settings);
        assert_eq!(parse(&written).settings, read.settings, "{written}");
    }
    assert_eq!(
        write(&parse("clock=5&vs=human").settings),
        "vs=human&clock=5"
    );
    assert_eq!(write(&parse("clock=off").settings), "");
    for bad in [
        "clock=3",
        "clock=60",
        "clock=1min",
        "clock=-1",
        "clock=",
        "clock=1&clock=2",
    ] {
        let read = parse(bad);
        assert_eq!(read.settings.clock, Clock::Off, "{bad}");
        let notice = read
            .notice()
            .unwrap_or_else(|| panic!("{bad}: nothing said"));
        assert!(notice.contains("clock"), "{bad}: {notice}");
    }
}

mod game_links {
    use super::settings;
    use crate::support::games::play_randomly;
    use mancala::engine::Record;
    use mancala::model::app::{Opening, Session};
    use mancala::model::game::Game;
    use mancala::model::settings::{GameSettings, Settings};
    use mancala::model::share::link::{parse, read_game, write_game};
    use proptest::prelude::*;

    /// A game of random moves under `settings`, `plies` long at most, with the pie rule's swap
    /// taken half the time it is offered.
    fn random_game(settings: GameSettings, seed: u64, plies: usize) -> Record {
        let mut record = Game::new(settings).unwrap().record().clone();
        play_randomly(&mut record, seed, plies);
        record
    }

    fn open(link: &str) -> Session {
        Session::open(Opening {
            link: link.into(),
            ..Opening::default()
        })
        .0
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Any game under any setup comes back from its link move for move, to the same board.
        #[test]
        fn a_game_link_opens_the_same_game(settings in settings(), seed in any::<u64>(), plies in 0usize..120) {
            let record = random_game(settings.game, seed, plies);
            let link = write_game(&settings, &record);
            prop_assert!(parse(&link).ignored.is_empty(), "{}", link);
            let session = open(&link);
            prop_assert_eq!(session.game().record(), &record, "{}", link);
            prop_assert_eq!(session.game().settings(), settings.game);
            prop_assert!(session.notices().is_empty(), "{:?}", session.notices());
        }

        /// Whatever follows `game=`, opening never panics and shows a game of this setup.
        #[test]
        fn no_game_text_makes_the_page_panic(text in "\\PC{0,60}") {
            let session = open(&format!("?vs=human&game={text}"));
            prop_assert!(session.game().record().ply() <= 60);
        }
    }

    #[test]
    fn a_game_that_stops_early_says_how_many_moves_it_shows() {
        let setup = Settings::default();
        let start = Game::new(setup.game).unwrap().position().to_string();
        for (digits, said) in [
            (
                "x",
                "The game in this link stops early: move 1 (“x”) is not a pit or a swap. It \
                 starts from the beginning.",
            ),
            (
                "1x",
                "The game in this link stops early: move 2 (“x”) is not a pit or a swap. The \
                 move before it is shown.",
            ),
            (
                "33",
                "The game in this link stops early: move 2 (pit 3) cannot be played: pit 3 is \
                 empty. The move before it is shown.",
            ),
            (
                "12x",
                "The game in this link stops early: move 3 (“x”) is not a pit or a swap. The 2 \
                 moves before it are shown.",
            ),
        ] {
            let (game, notice) = read_game(setup.game, &format!("{start}_{digits}"));
            assert!(game.is_some(), "{digits}");
            assert_eq!(notice.as_deref(), Some(said), "{digits}");
        }
        let (game, notice) = read_game(setup.game, "6x4.s.0-0-0.0.0-0-0.0");
        assert!(game.is_none());
        assert_eq!(
            notice.as_deref(),
            Some(
                "The game in this link was not opened: “6x4.s.0-0-0.0.0-0-0.0” is not a position."
            )
        );
    }

    #[test]
    fn a_bad_game_link_stops_at_its_first_bad_move_and_keeps_the_rest() {
        let setup = Settings::default();
        let start = Game::new(setup.game).unwrap().position().to_string();
        // A whole game, to test moves after its end.
        let mut over = random_game(setup.game, 7, 1000);
        while !over.is_over() {
            over = random_game(setup.game, 8, 1000);
        }
        let whole = over.to_string();
        let mut digits: String = whole.split_once('_').unwrap().1.to_string();
        let length = digits.len();
        digits.push('1');
        // (game text, how many moves are kept, what the notice names)
        let cases: Vec<(String, Option<usize>, &str)> = vec![
            (format!("{start}_37"), Some(1), "move 2 (“7”) is not a pit"),
            (format!("{start}_30"), Some(1), "move 2 (“0”) is not a pit"),
            (format!("{start}_3x6"), Some(1), "move 2 (“x”) is not a pit"),
            (format!("{start}_3 6"), Some(1), "move 2 (“ ”) is not a pit"),
            (format!("{start}_3٣"), Some(1), "move 2 (“٣”) is not a pit"),
            (
                format!("{start}_3３"),
                Some(1),
                "move 2 (“３”) is not a pit",
            ),
            (
                format!("{start}_3\u{202E}6"),
                Some(1),
                "move 2 (“U+202E”) is not a pit",
            ),
            (format!("{start}_3-6"), Some(1), "move 2 (“-”) is not a pit"),
            (format!("{start}_3_6"), Some(1), "move 2 (“_”) is not a pit"),
            (format!("{start}_x"), Some(0), "move 1 (“x”) is not a pit"),
            // Pit 3 ends in the store (an extra turn); pit 3 again is then empty.
            (
                format!("{start}_33"),
                Some(1),
                "move 2 (pit 3) cannot be played: pit 3 is empty",
            ),
            (
                format!("{start}_3699"),
                Some(2),
                "move 3 (“9”) is not a pit",
            ),
            (
                format!("{start}_{digits}"),
                Some(length),
                "the game is over",
            ),
            (
                format!("{start}_{}", "1".repeat(2000)),
                None,
                "longer than any game",
            ),
            (
                start.replace("4-4-4-4-4-4.0.4-4-4-4-4-4.0", "4-4-4-4-4-5.0.4-4-4-4-4-3.0"),
                None,
                "is not the start",
            ),
            (start.replace(".s.", ".n."), None, "is not the start"),
            (start.replace("6x4", "6x5"), None, "is not a position"),
            (
                start[..start.len() - 4].to_string(),
                None,
                "is not a position",
            ),
            ("".to_string(), None, "is not a position"),
            ("_36".to_string(), None, "is not a position"),
            (
                "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4".to_string(),
                None,
                "is not a position",
            ),
            (format!("\u{202E}{start}_36"), None, "“U+202E6x4"),
        ];
        assert!(cases.len() >= 20);
        for (text, kept, named) in cases {
            let (game, notice) = read_game(setup.game, &text);
            let notice = notice.unwrap_or_else(|| panic!("{text:?} was accepted"));
            assert!(notice.contains(named), "{text:?}: {notice}");
            assert!(!notice.contains('\u{202E}'), "{text:?}: {notice}");
            assert_eq!(
                game.as_ref().map(|g| g.record().ply()),
                kept,
                "{text:?}: {notice}"
            );
            // Opened as a link, the page shows the same, and says so.
            let session = open(&format!(
                "?game={}",
                text.replace('%', "%25").replace('&', "%26")
            ));
            assert!(
                session
                    .notices()
                    .iter()
                    .any(|n| n.to_string().contains(named)),
                "{text:?}: {:?}",
                session.notices()
            );
            assert_eq!(session.game().record().ply(), kept.unwrap_or(0), "{text:?}");
        }
        // A game key given twice is refused like any repeated setting.
        let twice = open(&format!("?game={start}_3&game={start}_4"));
        assert_eq!(twice.game().record().ply(), 0);
        assert!(
            twice
                .notices()
                .iter()
                .any(|n| n.to_string().contains("game"))
        );
    }
}

mod play_links {
    use mancala::engine::{Player, Position, Record, Rules};
    use mancala::model::settings::Settings;
    use mancala::model::share::link::{parse, write_play};

    #[test]
    fn a_sent_move_names_its_player_and_reads_back() {
        let record = Record::new(Position::start(Rules::KALAH, Player::South));
        for to in [Player::South, Player::North] {
            let query = write_play(&Settings::default(), &record, to);
            let read = parse(&query);
            assert_eq!(read.seat, Some(to), "{query}");
            assert!(read.ignored.is_empty(), "{query}: {:?}", read.ignored);
        }
        for bad in ["play=0", "play=north", "play=", "play=1&play=1"] {
            let read = parse(&format!("game={record}&{bad}"));
            assert_eq!(read.seat, None, "{bad}");
            assert_eq!(read.ignored.len(), 1, "{bad}: said once");
        }
    }
}

/// `pos=`: a position for the analysis board, both ways.
mod positions {
    use mancala::engine::{MOST_SEEDS, Player, Position, Rules, Setup};
    use mancala::model::share::link::{parse, read_position, write_position};
    use proptest::prelude::*;

    /// Any study of six pits a row: counts that add up to at most the board's limit.
    fn study() -> impl Strategy<Value = Position> {
        (
            3u8..=6,
            any::<bool>(),
            proptest::collection::vec(0u8..=12, 14),
            any::<bool>(),
        )
            .prop_filter_map("too many seeds", |(seeds, empty_capture, cells, north)| {
                let total: u32 = cells.iter().map(|&c| u32::from(c)).sum();
                if total == 0 || total > MOST_SEEDS {
                    return None;
                }
                let rules =
                    Rules::new(6, u32::from(seeds))
                        .ok()?
                        .with_house(mancala::engine::HouseRules {
                            empty_capture,
                            ..Default::default()
                        });
                Position::from_study(&Setup {
                    rules,
                    south: cells[..6].to_vec(),
                    north: cells[7..13].to_vec(),
                    south_store: cells[6],
                    north_store: cells[13],
                    to_move: if north { Player::North } else { Player::South },
                    extra_turn: false,
                })
                .ok()
            })
    }

    proptest! {
        #[test]
        fn any_position_goes_through_a_link_and_back(position in study()) {
            let query = write_position(&position);
            let read = parse(&query);
            prop_assert!(read.ignored.is_empty(), "{:?}", read.ignored);
            let text = read.pos.expect("pos= is read");
            prop_assert_eq!(read_position(&text), Ok(position));
        }

        #[test]
        fn no_text_panics_the_position_reader(text in "\\PC{0,90}") {
            let _ = read_position(&text);
            let _ = parse(&format!("pos={text}"));
        }
    }

    #[test]
    fn bad_positions_are_refused_with_what_was_wrong_and_hidden_characters_spelled_out() {
        let cases = [
            ("", "6 parts"),
            ("6x4", "6 parts"),
            ("6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4", "6 parts"),
            ("6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0.0", "6 parts"),
            ("7x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0", "pits per side"),
            ("6x9.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0", "seeds per pit"),
            ("6y4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0", "not a rule set"),
            ("6x4ee.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0", "not a rule set"),
            ("6x4.x.4-4-4-4-4-4.0.4-4-4-4-4-4.0", "side to move"),
            ("6x4.S.4-4-4-4-4-4.0.4-4-4-4-4-4.0", "side to move"),
            ("6x4.se.4-4-4-4-4-4.0.4-4-4-4-4-4.0", "extra"),
            ("6x4.s.4-4-4-4-4.0.4-4-4-4-4-4.0", "pits"),
            ("6x4.s.4-4-4-4-4-4-4.0.4-4-4-4-4-4.0", "pits"),
            ("6x4.s.4-4-4-04-4-4.0.4-4-4-4-4-4.0", "not a seed count"),
            ("6x4.s.4-4-4--4-4.0.4-4-4-4-4-4.0", "not a seed count"),
            ("6x4.s.4-4-4-4-4-4.-1.4-4-4-4-4-4.0", "not a seed count"),
            ("6x4.s.4-4-4-4-4-4.256.4-4-4-4-4-4.0", "not a seed count"),
            ("6x4.s.9-9-9-9-9-9.0.9-9-9-9-9-9.0", "at most 72"),
            ("6x4.s.0-0-0-0-0-0.0.0-0-0-0-0-0.0", "no seeds at all"),
            ("6x4.n.0-0-0-0-0-0.20.4-4-4-4-4-4.4", "over"),
            ("6x4.s.4-4-4-4-4-\u{202e}.0.4-4-4-4-4-4.0", "U+202E"),
            ("6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0\u{200b}", "U+200B"),
            ("6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0\n", "U+000A"),
            (
                &"6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0".repeat(3),
                "longer than any position",
            ),
        ];
        assert!(cases.len() >= 20);
        for (text, named) in cases {
            let why = read_position(text).expect_err(text);
            assert!(why.contains(named), "{text:?}: {why}");
            assert!(
                why.starts_with("The position in this link was not opened"),
                "{why}"
            );
            assert!(why.ends_with("The board shows the start instead."), "{why}");
            assert!(
                !why.chars().any(|c| c.is_control()
                    || ('\u{200b}'..='\u{200f}').contains(&c)
                    || ('\u{2028}'..='\u{202e}').contains(&c)),
                "hidden characters are spelled out: {why:?}"
            );
        }
    }
}
