//! A game record as text (`model::share::transcript`), both ways: any game under any setup comes back
//! from its record move for move, whatever whitespace a chat app puts in it; a record that is
//! wrong anywhere is refused with the first fault named; a game link pasted in its place opens
//! as the link would; and no text at all makes the reader panic.

use mancala::engine::{HouseRules, Move, Pit, PlayError, Player, Position, Record, Sweep};
use mancala::model::game::Game;
use mancala::model::settings::{GameSettings, Level, Opponent, Settings, Side};
use mancala::model::share::link::write_game;
use mancala::model::share::transcript::{Date, ReadError, read, read_pasted, write};
use proptest::prelude::*;
use support::games::{game_settings as settings, play_randomly};

mod support;

/// A game of random moves under `settings`, `plies` long at most, with the pie rule's swap
/// taken half the time it is offered. Under alternating sides, the top player opens it when
/// `north_opens`, as the game after one the bottom player opened.
fn random_game(settings: GameSettings, north_opens: bool, seed: u64, plies: usize) -> Game {
    let mut game = Game::new(settings).unwrap();
    if settings.side == Side::Alternate && north_opens {
        game = Game::new_after(settings, &game).unwrap();
    }
    let start = game.studied_start();
    let mut record = game.record().clone();
    play_randomly(&mut record, seed, plies);
    Game::resume_from(settings, start, record.moves(), false).unwrap()
}

/// A game played to its end.
fn finished_game(settings: GameSettings, seed: u64) -> Game {
    let game = random_game(settings, false, seed, 1000);
    assert!(game.record().is_over());
    game
}

/// The settings a record gives back for a game with `settings`: a two-player record names no
/// level, and reads back with the default one.
fn as_recorded(settings: GameSettings) -> GameSettings {
    match settings.opponent {
        Opponent::Human => GameSettings {
            level: Level::default(),
            ..settings
        },
        Opponent::Computer => settings,
    }
}

fn date() -> impl Strategy<Value = Option<Date>> {
    proptest::option::of((1u16..=9999, 1u8..=12, 1u8..=28))
        .prop_map(|day| day.and_then(|(y, m, d)| Date::new(y, m, d)))
}

/// What chat apps and mail do to pasted text, as a function of the written record.
fn whitespace_variant() -> impl Strategy<Value = fn(&str) -> String> {
    prop_oneof![
        Just((|t: &str| t.replace('\n', "\r\n")) as fn(&str) -> String),
        Just((|t: &str| t.replace('\n', "\r")) as fn(&str) -> String),
        Just((|t: &str| t.replace('\n', "")) as fn(&str) -> String),
        Just((|t: &str| t.replace('\n', " ")) as fn(&str) -> String),
        Just((|t: &str| t.replace(' ', "\t")) as fn(&str) -> String),
        Just((|t: &str| t.replace(' ', "  ")) as fn(&str) -> String),
        Just((|t: &str| t.replace(' ', "\u{A0}")) as fn(&str) -> String),
        Just((|t: &str| t.replace("  ", "\n")) as fn(&str) -> String),
        Just((|t: &str| format!("\n\t {}\n\n  ", t.replace('\n', "\n\n"))) as fn(&str) -> String),
        Just((|t: &str| t.replace('[', " [ ").replace(']', " ] ")) as fn(&str) -> String),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any game under any setup, written and read back, is the same game: its settings, its
    /// start and every move; and writing it again gives the same text.
    #[test]
    fn any_game_survives_writing_and_reading(
        settings in settings(),
        north_opens in any::<bool>(),
        seed in any::<u64>(),
        plies in 0usize..160,
        date in date(),
    ) {
        let game = random_game(settings, north_opens, seed, plies);
        let text = write(&game, date);
        let back = read(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back.game.record(), game.record(), "{}", text);
        prop_assert_eq!(back.game.settings(), as_recorded(settings), "{}", text);
        prop_assert_eq!(back.game.studied_start(), game.studied_start(), "{}", text);
        prop_assert_eq!(back.date, date);
        prop_assert_eq!(write(&back.game, back.date), text);
    }

    /// Whitespace as chat apps and mail change it reads as the same record.
    #[test]
    fn whitespace_as_chat_apps_change_it_reads_the_same(
        settings in settings(),
        seed in any::<u64>(),
        plies in 0usize..80,
        variant in whitespace_variant(),
    ) {
        let game = random_game(settings, seed % 2 == 0, seed, plies);
        let text = write(&game, Date::new(2026, 12, 2));
        let pasted = variant(&text);
        let back = read_pasted(&pasted).map_err(|e| TestCaseError::fail(format!("{e}\n{pasted:?}")))?;
        prop_assert_eq!(back.game.record(), game.record(), "{:?}", pasted);
        prop_assert_eq!(back.game.settings(), as_recorded(settings));
        prop_assert_eq!(back.notice, None);
    }

    /// No text makes the reader panic, and what it says never holds a character that could
    /// hide or reorder the sentence.
    #[test]
    fn no_text_makes_the_reader_panic(text in "\\PC{0,200}|[\\[\\]\"| .0-9a-zA-Z\u{202E}\u{200B}\n\r\t]{0,200}") {
        for result in [read(&text).map(|t| t.game), read_pasted(&text).map(|p| p.game)] {
            if let Err(error) = result {
                let said = error.to_string();
                prop_assert!(!said.is_empty());
                prop_assert!(!said.contains(['\u{202E}', '\u{200B}', '\0']), "{:?}", said);
            }
        }
    }

    /// A real record with one piece of it replaced by noise never panics the reader, and the
    /// noise, when refused, is named without hidden characters.
    #[test]
    fn a_record_with_noise_in_it_never_panics_the_reader(
        settings in settings(),
        seed in any::<u64>(),
        at in any::<prop::sample::Index>(),
        cut in 0usize..8,
        noise in "\\PC{0,6}|[\u{202E}\u{200B}\0|.0-9 ]{1,4}",
    ) {
        let game = random_game(settings, false, seed, 60);
        let text = write(&game, None);
        let chars: Vec<char> = text.chars().collect();
        let i = at.index(chars.len());
        let end = (i + cut).min(chars.len());
        let spoilt = format!(
            "{}{noise}{}",
            chars[..i].iter().collect::<String>(),
            chars[end..].iter().collect::<String>()
        );
        if let Err(error) = read_pasted(&spoilt) {
            prop_assert!(!error.to_string().contains(['\u{202E}', '\u{200B}', '\0']), "{}", error);
        }
    }
}

fn pit(number: u8) -> Pit {
    Pit::new(number).unwrap()
}

/// The example of the module's documentation and the README: pits 3 and 6 (an extra turn), then
/// the computer's 2 and 4 (another).
fn example() -> Game {
    let settings = GameSettings {
        level: Level::Hard,
        house: HouseRules {
            empty_capture: true,
            ..HouseRules::default()
        },
        ..GameSettings::default()
    };
    let mut game = Game::new(settings).unwrap();
    for n in [3, 6] {
        game.play(pit(n)).unwrap();
    }
    for n in [2, 4] {
        let searched = *game.position();
        game.play_computer(pit(n), &searched).unwrap();
    }
    game
}

#[test]
fn a_game_against_the_computer_is_written_with_its_level_and_rules() {
    assert_eq!(
        write(&example(), Date::new(2026, 12, 2)),
        "[Date \"2026-12-02\"]\n\
         [South \"You\"]\n\
         [North \"Computer, Hard (level 7)\"]\n\
         [Side \"first\"]\n\
         [Seeds \"4\"]\n\
         [Rules \"empty-capture\"]\n\
         [Result \"Unfinished\"]\n\
         \n\
         1. 3 6 | 2 4\n"
    );
}

#[test]
fn a_two_player_game_under_the_pie_rule_is_written_with_its_start_and_swap() {
    let settings = GameSettings {
        opponent: Opponent::Human,
        side: Side::Alternate,
        seeds: 3,
        house: HouseRules {
            pie: true,
            sweep: Sweep::ToPlayerWhoRanOut,
            ..HouseRules::default()
        },
        ..GameSettings::default()
    };
    let rules = settings.rules().unwrap();
    // The top player opens (the second game of an alternating pair): pit 4 reaches the store
    // for an extra turn, pit 1 ends the turn, and the bottom player swaps.
    let start = Position::start(rules, Player::North);
    let game = Game::resume_from(
        settings,
        Some(start),
        &[
            Move::Sow(pit(4)),
            Move::Sow(pit(1)),
            Move::Swap,
            Move::Sow(pit(2)),
        ],
        false,
    )
    .unwrap();
    let text = write(&game, None);
    assert_eq!(
        text,
        format!(
            "[South \"Player 1\"]\n\
             [North \"Player 2\"]\n\
             [Side \"alternate\"]\n\
             [Seeds \"3\"]\n\
             [Rules \"pie\"]\n\
             [Sweep \"runner\"]\n\
             [Start \"{start}\"]\n\
             [Result \"Unfinished\"]\n\
             \n\
             1. 4 1 | swap  2. 2\n"
        )
    );
    assert!(start.to_string().starts_with("6x3"), "{start}");
    let back = read(&text).unwrap();
    assert_eq!(back.game.record(), game.record());
    assert_eq!(back.game.settings(), settings);
}

/// Opening a pasted game keeps the level chosen for the computer where the text names none (a
/// two-player record), and takes the level a record against the computer or a link names. The
/// rest of the settings in use stay.
#[test]
fn a_pasted_two_player_record_keeps_the_level_in_use() {
    let current = Settings {
        game: GameSettings {
            level: Level::Expert,
            ..GameSettings::default()
        },
        speed: mancala::model::settings::Speed::Instant,
        ..Settings::default()
    };
    let two = finished_game(
        GameSettings {
            opponent: Opponent::Human,
            ..GameSettings::default()
        },
        3,
    );
    let pasted = read_pasted(&write(&two, None)).unwrap();
    assert_eq!(pasted.game.settings().level, Level::default());
    let opened = pasted.settings(&current);
    assert_eq!(opened.game.level, Level::Expert, "the level in use");
    assert_eq!(opened.game.opponent, Opponent::Human, "the record's own");
    assert_eq!(opened.speed, current.speed);

    let hard = GameSettings {
        opponent: Opponent::Computer,
        level: Level::Hard,
        ..GameSettings::default()
    };
    let against = finished_game(hard, 4);
    let opened = read_pasted(&write(&against, None))
        .unwrap()
        .settings(&current);
    assert_eq!(opened.game.level, Level::Hard, "the record's level");

    let mut linked = Settings::default();
    linked.game.opponent = Opponent::Human;
    linked.game.level = Level::Easy;
    let link = format!("https://example.org/?{}", write_game(&linked, two.record()));
    let pasted = read_pasted(&link).unwrap();
    assert_eq!(
        pasted.settings(&current).game.level,
        Level::Easy,
        "a link names its level"
    );
    // The page follows a link as it is (so its notices are said), and a record as a game link.
    assert_eq!(pasted.query(&current), write_game(&linked, two.record()));
    let record = read_pasted(&write(&two, None)).unwrap();
    let query = record.query(&current);
    assert!(query.contains("level=expert"), "{query}");
    assert_eq!(query, write_game(&record.settings(&current), two.record()));
}

/// A pasted link whose game stops early at a bad move carries the link's own notice, and the
/// page follows the link as it was given, so the notice is said again where it opens.
#[test]
fn a_pasted_link_with_a_bad_move_keeps_its_query_and_its_notice() {
    let mut linked = Settings::default();
    linked.game.opponent = Opponent::Human;
    let moves = [5, 3, 1, 1].map(|n| Move::Sow(Pit::new(n).unwrap()));
    let game = Game::resume(linked.game, &moves, false).unwrap();
    let query = write_game(&linked, game.record());
    assert!(query.ends_with("_5311"), "{query}");
    // Pit 3 twice in a row: the second time it is empty.
    let tampered = query.replace("_5311", "_5331");
    let text = format!(" https://example.org/mancala/?{tampered}#top ");
    let pasted = read_pasted(&text).unwrap();
    assert_eq!(
        pasted.game.record().ply(),
        2,
        "the moves before the bad one"
    );
    let notice = pasted.notice.clone().unwrap_or_default();
    assert!(notice.contains("pit 3 is empty"), "{notice}");
    assert_eq!(pasted.query(&Settings::default()), tampered);
}

#[test]
fn a_game_with_no_moves_is_its_tags_alone() {
    let game = Game::new(GameSettings::default()).unwrap();
    let text = write(&game, None);
    assert_eq!(
        text,
        "[South \"You\"]\n[North \"Computer, Medium (level 5)\"]\n[Side \"first\"]\n\
         [Seeds \"4\"]\n[Result \"Unfinished\"]\n"
    );
    assert_eq!(read(&text).unwrap().game.record(), game.record());
}

#[test]
fn a_finished_game_gives_its_winner_margin_and_score() {
    for seed in 0..40 {
        let settings = GameSettings {
            opponent: Opponent::Human,
            seeds: 3,
            ..GameSettings::default()
        };
        let game = finished_game(settings, seed);
        let text = write(&game, None);
        let result = text
            .lines()
            .find_map(|line| line.strip_prefix("[Result \"")?.strip_suffix("\"]"))
            .unwrap();
        let numbers: Vec<u32> = result
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|n| n.parse().ok())
            .collect();
        match game.result().unwrap() {
            mancala::engine::GameResult::Win { winner, margin } => {
                let [by, high, low] = numbers[..] else {
                    panic!("{result}")
                };
                assert!(result.starts_with(&format!("{winner} wins by {margin} seed")));
                assert_eq!((by, high - low, high + low), (u32::from(margin), by, 36));
            }
            mancala::engine::GameResult::Draw => assert_eq!(result, "A draw, 18 each"),
        }
        assert!(read(&text).is_ok(), "{text}");
        // One more move after the end is named.
        let error = read(&format!("{} 1", text.trim_end())).unwrap_err();
        assert!(
            matches!(error, ReadError::Illegal { error: PlayError::GameOver, ply, .. } if ply == game.record().ply()),
            "{error}"
        );
    }
}

/// The example record with its moves replaced.
fn with_moves(moves: &str) -> String {
    let text = write(&example(), None);
    format!("{}{moves}\n", text.split("1. ").next().unwrap())
}

#[test]
fn the_first_bad_move_is_named_by_its_number_and_round() {
    let cases: Vec<(String, ReadError, &str)> = vec![
        (
            with_moves("1. 3 6 | 2 7x"),
            ReadError::NotAMove {
                ply: 3,
                round: 1,
                text: "7x".into(),
            },
            "Move 4 (in round 1), “7x”, is not a pit or a swap.",
        ),
        (
            with_moves("1. 3 6 | 2 4  2. 0"),
            ReadError::NotAMove {
                ply: 4,
                round: 2,
                text: "0".into(),
            },
            "Move 5 (in round 2), “0”, is not a pit or a swap.",
        ),
        (
            with_moves("1. 3 \u{202E}6 | 2"),
            ReadError::NotAMove {
                ply: 1,
                round: 1,
                text: "\u{202E}6".into(),
            },
            "Move 2 (in round 1), “U+202E6”, is not a pit or a swap.",
        ),
        (
            with_moves("1. 3 6\u{200B} | 2"),
            ReadError::NotAMove {
                ply: 1,
                round: 1,
                text: "6\u{200B}".into(),
            },
            "Move 2 (in round 1), “6U+200B”, is not a pit or a swap.",
        ),
        (
            with_moves("1. 3 \u{200B} 6"),
            ReadError::NotAMove {
                ply: 1,
                round: 1,
                text: "\u{200B}".into(),
            },
            "Move 2 (in round 1), “U+200B”, is not a pit or a swap.",
        ),
        // Pit 3 reached the store, and is empty after it.
        (
            with_moves("1. 3 3"),
            ReadError::Illegal {
                ply: 1,
                round: 1,
                text: "3".into(),
                error: PlayError::EmptyPit(pit(3)),
            },
            "Move 2 (in round 1), “3”, cannot be played: pit 3 is empty.",
        ),
        (
            with_moves("1. 3 6 | 2 4  2. 9"),
            ReadError::NotAMove {
                ply: 4,
                round: 2,
                text: "9".into(),
            },
            "Move 5 (in round 2), “9”, is not a pit or a swap.",
        ),
        (
            with_moves("1. 3 6 | swap"),
            ReadError::Illegal {
                ply: 2,
                round: 1,
                text: "swap".into(),
                error: PlayError::SwapNotOffered,
            },
            "Move 3 (in round 1), “swap”, cannot be played: a swap is offered only",
        ),
        // Pit 6 gave the move away: pit 2 is the other player's.
        (
            with_moves("1. 3 6 2"),
            ReadError::TurnOver {
                ply: 2,
                round: 1,
                text: "2".into(),
            },
            "Move 3 (in round 1), “2”, is written in a turn that is over",
        ),
        (
            with_moves("1. 3 | 6"),
            ReadError::ExtraTurnLeft {
                ply: 0,
                round: 1,
                text: "3".into(),
            },
            "Move 1 (in round 1), “3”, earned an extra turn, so its turn cannot end there.",
        ),
        (
            with_moves("2. 3 6 | 2"),
            ReadError::RoundNumber {
                round: 1,
                found: "2.".into(),
            },
            "Round 1 of the moves should begin with “1.”, not “2.”.",
        ),
        (
            with_moves("3 6 | 2"),
            ReadError::RoundNumber {
                round: 1,
                found: "3".into(),
            },
            "Round 1 of the moves should begin with “1.”, not “3”.",
        ),
        (
            with_moves("1. 3 6 | 2 4 | 1"),
            ReadError::RoundNumber {
                round: 2,
                found: "|".into(),
            },
            "Round 2 of the moves should begin with “2.”, not “|”.",
        ),
        (
            with_moves("1. 3 6  2. 2"),
            ReadError::MissingBar { round: 1 },
            "Round 1 of the moves goes on after its first turn with no “|” before the second.",
        ),
        (
            with_moves("1. | 3"),
            ReadError::EmptyTurn { round: 1 },
            "Round 1 of the moves has a turn with no moves in it.",
        ),
        (
            with_moves("1. 3 6 |"),
            ReadError::EmptyTurn { round: 1 },
            "Round 1 of the moves has a turn with no moves in it.",
        ),
    ];
    for (text, expected, said) in cases {
        let error = read(&text).expect_err(&text);
        assert_eq!(error, expected, "{text}");
        assert!(error.to_string().starts_with(said), "{error}");
        assert!(
            !error.to_string().contains(['\u{202E}', '\u{200B}']),
            "{error}"
        );
    }
}

/// The example's tags with `from` replaced by `to`.
fn with_tag(from: &str, to: &str) -> String {
    let text = write(&example(), Date::new(2026, 12, 2));
    assert!(text.contains(from), "{from}");
    text.replacen(from, to, 1)
}

#[test]
fn a_tag_that_is_wrong_is_named_with_what_it_takes() {
    let bad = |tag: &'static str, value: &str| ReadError::BadValue {
        tag,
        value: value.into(),
    };
    let cases: Vec<(String, ReadError, &str)> = vec![
        (
            with_tag("[Seeds \"4\"]", "[Seeds \"7\"]"),
            bad("Seeds", "7"),
            "“7” is not a value for the Seeds tag, which takes 3 to 6.",
        ),
        (
            with_tag("[Seeds \"4\"]", "[Seeds \"04\"]"),
            bad("Seeds", "04"),
            "takes 3 to 6",
        ),
        (
            with_tag("[Side \"first\"]", "[Side \"middle\"]"),
            bad("Side", "middle"),
            "which takes first, second or alternate.",
        ),
        (
            with_tag(
                "[Rules \"empty-capture\"]",
                "[Rules \"empty-capture,empty-capture\"]",
            ),
            bad("Rules", "empty-capture,empty-capture"),
            "each at most once",
        ),
        (
            with_tag("[Rules \"empty-capture\"]", "[Rules \"no-such-rule\"]"),
            bad("Rules", "no-such-rule"),
            "is not a value for the Rules tag",
        ),
        (
            with_tag("[Result", "[Sweep \"both\"]\n[Result"),
            bad("Sweep", "both"),
            "which takes own, runner or none.",
        ),
        (
            with_tag("2026-12-02", "2026-02-30"),
            bad("Date", "2026-02-30"),
            "which takes a day written as 2026-12-02.",
        ),
        (
            with_tag("2026-12-02", "2.12.2026"),
            bad("Date", "2.12.2026"),
            "Date tag",
        ),
        (
            with_tag("\"You\"", "\"Me\""),
            bad("South", "Me"),
            "which takes You, or Player 1 in a two-player game.",
        ),
        (
            with_tag("\"You\"", "\"You\u{202E}\""),
            bad("South", "You\u{202E}"),
            "“YouU+202E” is not a value for the South tag",
        ),
        (
            with_tag("Hard (level 7)", "Impossible"),
            bad("North", "Computer, Impossible"),
            "is not a value for the North tag, which takes Computer and a level",
        ),
        (
            with_tag("Computer, Hard (level 7)", "Player 2"),
            ReadError::Players {
                south: "You".into(),
                north: "Player 2".into(),
            },
            "“You” and “Player 2” do not play one game together",
        ),
        (
            with_tag(
                "[Result",
                "[Start \"6x4.s.4-4-4-4-4-5.0.4-4-4-4-4-3.0\"]\n[Result",
            ),
            bad("Start", "6x4.s.4-4-4-4-4-5.0.4-4-4-4-4-3.0"),
            "is not a value for the Start tag, which takes a start of the game",
        ),
        (
            with_tag(
                "[Result",
                "[Start \"6x4e.n.4-4-4-4-4-4.0.4-4-4-4-4-4.0\"]\n[Result",
            ),
            bad("Start", "6x4e.n.4-4-4-4-4-4.0.4-4-4-4-4-4.0"),
            "Start tag",
        ),
        (
            with_tag("[Result", "[Start \"garbage\"]\n[Result"),
            bad("Start", "garbage"),
            "“garbage” is not a value for the Start tag",
        ),
        (
            with_tag("Unfinished", "South wins by 2 seeds, 25 to 23"),
            ReadError::WrongResult {
                written: "South wins by 2 seeds, 25 to 23".into(),
                actual: "Unfinished".into(),
            },
            "The result “South wins by 2 seeds, 2…” is not what the moves come to: Unfinished.",
        ),
        (
            with_tag("[Date \"2026-12-02\"]", "[Event \"Club night\"]"),
            ReadError::UnknownTag {
                name: "Event".into(),
            },
            "“Event” is not a tag of a game record; its tags are Date, South, North, Side, \
             Seeds, Rules, Sweep, Start, Result.",
        ),
        (
            with_tag("[Date \"2026-12-02\"]", "[Seeds \"4\"]"),
            ReadError::RepeatedTag { tag: "Seeds" },
            "The Seeds tag is given more than once.",
        ),
        (
            with_tag("[Seeds \"4\"]\n", ""),
            ReadError::MissingTag { tag: "Seeds" },
            "The record has no Seeds tag, and every record needs one.",
        ),
        (
            with_tag("[Seeds \"4\"]", "[Seeds 4]"),
            ReadError::NotATag {
                text: "[Seeds 4]".into(),
            },
            "“[Seeds 4]” is not written as a tag is, [Name \"value\"].",
        ),
        (
            with_tag("[Seeds \"4\"]", "[Seeds \"4\""),
            ReadError::NotATag {
                text: "[Seeds \"4\"\n[Rules \"empty-capture\"]".into(),
            },
            "is not written as a tag is",
        ),
    ];
    for (text, expected, said) in cases {
        let error = read(&text).expect_err(&text);
        assert_eq!(error, expected, "{text}");
        assert!(error.to_string().contains(said), "{error}");
        assert!(!error.to_string().contains('\u{202E}'), "{error}");
    }
}

#[test]
fn text_that_is_no_record_is_refused_and_quoted() {
    let long = format!("{}1. 3", "[Seeds \"4\"] ".repeat(1000));
    let cases: Vec<(String, ReadError, &str)> = vec![
        ("".into(), ReadError::Empty, "There is nothing here to open"),
        (" \r\n\t ".into(), ReadError::Empty, "paste a game record"),
        (
            "hello".into(),
            ReadError::NotARecord {
                begins: "hello".into(),
            },
            "This is not a game record or a game link: a record begins with its tags, such as \
             [South \"You\"], and this text begins “hello”.",
        ),
        (
            format!("\u{FEFF}{}", write(&example(), None)),
            ReadError::NotARecord {
                begins: format!("\u{FEFF}{}", write(&example(), None).trim()),
            },
            "this text begins “U+FEFF[South \"You\"]",
        ),
        (
            "1. 3 6 | 2".into(),
            ReadError::NotARecord {
                begins: "1. 3 6 | 2".into(),
            },
            "begins “1. 3 6 | 2”",
        ),
        (
            long.clone(),
            ReadError::TooLong {
                chars: long.chars().count(),
            },
            "This text is longer than any game record (12004 characters)",
        ),
    ];
    for (text, expected, said) in cases {
        for error in [
            read(&text).expect_err(&text),
            read_pasted(&text).expect_err(&text),
        ] {
            assert_eq!(error, expected, "{text}");
            assert!(error.to_string().contains(said), "{error}");
            assert!(!error.to_string().contains('\u{FEFF}'), "{error}");
        }
    }
}

#[test]
fn a_record_pasted_from_windows_or_a_chat_app_reads_the_same() {
    let game = example();
    let text = write(&game, Date::new(2026, 12, 2));
    for pasted in [
        text.replace('\n', "\r\n"),
        text.replace('\n', ""),
        text.replace(' ', "\t"),
        format!(
            "  {}  ",
            text.replace("\n\n", "\n \n\n").replace(" | ", "   |   ")
        ),
        text.replace("Hard (level 7)", "hard  (LEVEL 7)")
            .replace("\"first\"", "\" FIRST \""),
        // Tags in another order, on one line.
        "[seeds \"4\"] [rules \"empty-capture\"] [North \"Computer, Hard (level 7)\"] \
         [South \"You\"] [Side \"first\"] 1. 3 6 | 2 4"
            .to_string(),
        // The moves broken over lines; the start given though it is the usual one.
        format!(
            "{}[Start \"6x4e.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0\"]\n1. 3\n6 |\n2 4",
            text.split("[Result").next().unwrap()
        ),
    ] {
        let back = read_pasted(&pasted).unwrap_or_else(|e| panic!("{pasted:?}: {e}"));
        assert_eq!(back.game.record(), game.record(), "{pasted:?}");
        assert_eq!(back.game.settings(), game.settings(), "{pasted:?}");
        assert_eq!(back.game.studied_start(), None);
        assert_eq!(back.notice, None);
    }
}

#[test]
fn a_game_link_pasted_instead_of_a_record_opens_as_the_link_would() {
    let game = example();
    let settings = Settings {
        game: game.settings(),
        ..Settings::default()
    };
    let query = write_game(&settings, game.record());
    for pasted in [
        format!("https://example.org/mancala/?{query}"),
        format!("  http://127.0.0.1:8080/?{query}#top \n"),
        format!("?{query}"),
        query.clone(),
        // Broken over two lines by a chat app.
        format!("https://example.org/?{}\n{}", &query[..20], &query[20..]),
    ] {
        let opened = read_pasted(&pasted).unwrap_or_else(|e| panic!("{pasted:?}: {e}"));
        assert_eq!(opened.game.record(), game.record(), "{pasted}");
        assert_eq!(opened.game.settings(), game.settings(), "{pasted}");
        assert_eq!(opened.date, None);
        assert_eq!(opened.notice, None, "{pasted}");
        // Read as a record, a link is no record.
        assert!(
            matches!(read(&pasted), Err(ReadError::NotARecord { .. })),
            "{pasted}"
        );
    }
    // A link with a bad move opens the moves before it, and says where it stops; with a part
    // it cannot use, it says that too.
    let stopped = read_pasted(&format!("?colour=blue&{query}0")).unwrap();
    assert_eq!(stopped.game.record(), game.record());
    let notice = stopped.notice.unwrap();
    assert!(notice.contains("“colour” is not a setting"), "{notice}");
    assert!(notice.contains("move 5 (“0”) is not a pit"), "{notice}");
    // A link that opens no game is refused, in the link reader's words.
    assert_eq!(
        read_pasted("https://example.org/?level=hard").unwrap_err(),
        ReadError::NoGameInLink
    );
    let error = read_pasted("?game=\u{202E}6x4.s").unwrap_err();
    assert!(matches!(error, ReadError::Link(_)), "{error:?}");
    let said = error.to_string();
    assert!(
        said.starts_with("The game in this link was not opened"),
        "{said}"
    );
    assert!(
        said.contains("U+202E") && !said.contains('\u{202E}'),
        "{said}"
    );
}

#[test]
fn days_are_real_days_written_in_full() {
    assert_eq!(Date::new(2026, 12, 2).unwrap().to_string(), "2026-12-02");
    assert_eq!(Date::new(987, 1, 31).unwrap().to_string(), "0987-01-31");
    assert!(Date::new(2024, 2, 29).is_some());
    assert!(Date::new(2000, 2, 29).is_some());
    for (y, m, d) in [
        (2026, 2, 29),
        (1900, 2, 29),
        (2026, 4, 31),
        (2026, 13, 1),
        (2026, 0, 1),
        (0, 1, 1),
        (2026, 1, 0),
    ] {
        assert_eq!(Date::new(y, m, d), None, "{y}-{m}-{d}");
    }
    let day = Date::new(2026, 12, 2).unwrap();
    assert_eq!((day.year(), day.month(), day.day()), (2026, 12, 2));
}

#[test]
fn the_record_of_a_move_list_game_reads_back_to_its_last_position() {
    let game = example();
    let back = read(&write(&game, None)).unwrap();
    assert_eq!(back.game.position(), game.position());
    // Opened from text, it was not played here, so it is not counted.
    assert!(back.game.undo_used());
    assert_eq!(
        Record::from_moves(*game.record().start(), game.record().moves()).unwrap(),
        *back.game.record()
    );
}

/// A record is a format, not words: on a page that speaks another language it is still
/// written in English, and an English record reads back there.
#[test]
fn a_record_is_written_in_english_whatever_the_page_speaks() {
    use mancala::model::words::{self, Catalogue, Lang};

    let settings = GameSettings {
        level: Level::Hard,
        ..GameSettings::default()
    };
    let game = finished_game(settings, 7);
    let english = write(&game, None);
    let french = Lang::from_tag("fr").unwrap();
    words::speak(french, None);
    words::hear(Box::leak(Box::new(
        words::pack("fr").and_then(Catalogue::read).unwrap(),
    )));
    assert!(words::ready());
    assert_eq!(write(&game, None), english);
    assert!(english.contains("[South \"You\"]\n[North \"Computer, Hard (level 7)\"]"));
    let back = read(&english).unwrap();
    assert_eq!(back.game.record(), game.record());
    words::speak(Lang::ENGLISH, None);
}
