//! Invariants of the rules, checked with proptest over every rule combination, board size and
//! seed count, on positions reached by play and on arbitrary boards.

use mancala::engine::{
    HouseRules, MOST_SEEDS, MOVE_LIMIT, ParseError, Pit, Player, Position, Record, Rules, Setup,
    Sweep,
};
use proptest::prelude::*;
use std::cell::Cell;

fn sweeps() -> impl Strategy<Value = Sweep> {
    prop_oneof![
        Just(Sweep::OwnRow),
        Just(Sweep::ToPlayerWhoRanOut),
        Just(Sweep::Discard)
    ]
}

fn house_rules() -> impl Strategy<Value = HouseRules> {
    (
        any::<bool>(),
        sweeps(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(empty_capture, sweep, single_extra_turn, sow_both_stores, skip_origin, pie)| {
                HouseRules {
                    empty_capture,
                    sweep,
                    single_extra_turn,
                    sow_both_stores,
                    skip_origin,
                    pie,
                }
            },
        )
}

fn rules() -> impl Strategy<Value = Rules> {
    (1u32..=6, 1u32..=6, house_rules())
        .prop_map(|(pits, seeds, house)| Rules::new(pits, seeds).unwrap().with_house(house))
}

fn players() -> impl Strategy<Value = Player> {
    prop_oneof![Just(Player::South), Just(Player::North)]
}

/// A valid position with the rules' seeds spread over the cells at random: any mix of full,
/// empty and finished boards, either side to move, and the extra-turn flag where it applies.
fn any_position() -> impl Strategy<Value = Position> {
    (rules(), players(), any::<bool>())
        .prop_flat_map(|(rules, to_move, extra)| {
            scattered(rules, to_move, extra, rules.total_seeds() as usize)
        })
        .prop_map(|setup| Position::from_setup(&setup).expect("seeds add up by construction"))
}

/// A valid study: any total from none to [`MOST_SEEDS`] spread over the cells at random, under
/// any rules, either side to move, the extra-turn flag where it applies.
fn any_study() -> impl Strategy<Value = Position> {
    (rules(), players(), any::<bool>(), 0..=MOST_SEEDS as usize)
        .prop_flat_map(|(rules, to_move, extra, total)| scattered(rules, to_move, extra, total))
        .prop_map(|setup| {
            Position::from_study(&setup).expect("at most the most seeds by construction")
        })
}

/// A setup of `total` seeds, each dropped on a cell at random, under `rules`.
fn scattered(
    rules: Rules,
    to_move: Player,
    extra: bool,
    total: usize,
) -> impl Strategy<Value = Setup> {
    let m = usize::from(rules.pits());
    prop::collection::vec(0..2 * m + 2, total).prop_map(move |drops| {
        let mut cells = vec![0u8; 2 * m + 2];
        for cell in drops {
            cells[cell] += 1;
        }
        Setup {
            rules,
            south: cells[..m].to_vec(),
            south_store: cells[m],
            north: cells[m + 1..2 * m + 1].to_vec(),
            north_store: cells[2 * m + 1],
            to_move,
            extra_turn: extra && rules.house().single_extra_turn,
        }
    })
}

/// Plays from `position`, choosing the legal move at `choice % moves` each time, and checks
/// `check` on every position. Returns the number of moves played.
fn play_with(position: &mut Position, choices: &[usize], mut check: impl FnMut(&Position)) {
    check(position);
    for &choice in choices {
        let moves = position.legal_moves();
        let Some(pit) = moves.nth(choice % moves.len().max(1)) else {
            return;
        };
        position.play(pit).expect("a generated move is legal");
        check(position);
    }
}

fn seeds_on_board(position: &Position) -> u32 {
    Player::BOTH
        .iter()
        .map(|&p| {
            u32::from(position.store(p))
                + position.row(p).iter().map(|&s| u32::from(s)).sum::<u32>()
        })
        .sum()
}

fn row_empty(position: &Position, player: Player) -> bool {
    position.row(player).iter().all(|&s| s == 0)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn every_move_conserves_the_seed_total(
        rules in rules(),
        first in players(),
        choices in prop::collection::vec(any::<usize>(), 0..200),
    ) {
        let mut position = Position::start(rules, first);
        play_with(&mut position, &choices, |p| {
            assert_eq!(seeds_on_board(p), rules.total_seeds(), "at {p}");
        });
    }

    #[test]
    fn every_generated_move_is_legal_and_every_other_pit_is_refused(
        start in any_position(),
        choices in prop::collection::vec(any::<usize>(), 0..60),
    ) {
        let mut position = start;
        play_with(&mut position, &choices, |p| {
            let legal = p.legal_moves();
            for number in 0..=u8::MAX {
                let Some(pit) = Pit::new(number) else { continue };
                let mut trial = *p;
                let played = trial.play(pit);
                assert_eq!(played.is_ok(), legal.contains(pit), "pit {pit} at {p}");
                assert_eq!(p.is_legal(pit), legal.contains(pit));
                if played.is_err() {
                    assert_eq!(&trial, p, "a refused move changed the position");
                } else {
                    assert!(p.seeds(p.to_move(), pit) > 0);
                }
            }
        });
    }

    #[test]
    fn the_game_is_over_exactly_when_a_row_is_empty(
        start in any_position(),
        choices in prop::collection::vec(any::<usize>(), 0..200),
    ) {
        let mut position = start;
        play_with(&mut position, &choices, |p| {
            let empty_row = row_empty(p, Player::South) || row_empty(p, Player::North);
            assert_eq!(p.is_over(), empty_row, "at {p}");
            assert_eq!(p.legal_moves().is_empty(), empty_row, "at {p}");
            assert_eq!(p.result().is_some(), empty_row, "at {p}");
        });
    }

    #[test]
    fn an_outcome_describes_the_position_it_leaves(
        start in any_position(),
        choices in prop::collection::vec(any::<usize>(), 1..100),
    ) {
        let mut position = start;
        for choice in choices {
            let moves = position.legal_moves();
            let Some(pit) = moves.nth(choice % moves.len().max(1)) else { break };
            let before = position;
            let mut fast = position;
            let landing = fast.play_unchecked(pit);
            let outcome = position.play(pit).unwrap();
            assert_eq!(fast, position);
            assert_eq!(outcome.sown.len(), usize::from(before.seeds(before.to_move(), pit)));
            assert_eq!(outcome.sown.last(), Some(&outcome.last));
            assert_eq!(landing.extra_turn, outcome.extra_turn);
            assert_eq!(landing.capture, outcome.capture.is_some());
            assert_eq!(landing.over, outcome.end.is_some());
            assert_eq!(outcome.end.is_some(), position.is_over());
            if outcome.extra_turn {
                assert_eq!(position.to_move(), before.to_move());
            } else if !position.is_over() {
                assert_eq!(position.to_move(), before.to_move().other());
            }
            if let Some(end) = outcome.end {
                assert_eq!(Some(end.result), position.result());
                assert_eq!(end.scores, position.stores());
            }
        }
    }

    #[test]
    fn text_form_round_trips_exactly(
        start in any_position(),
        choices in prop::collection::vec(any::<usize>(), 0..100),
    ) {
        let mut record = Record::new(start);
        for choice in choices {
            let position = *record.position();
            let text = position.to_string();
            assert_eq!(text.parse::<Position>(), Ok(position));
            assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b)));
            let moves = position.legal_moves();
            let Some(pit) = moves.nth(choice % moves.len().max(1)) else { break };
            record.play(pit).unwrap();
        }
        let text = record.to_string();
        assert_eq!(text.parse::<Record>().as_ref(), Ok(&record));
    }

    /// A study's text reads back as the same study, through every move of a game from it;
    /// a game's reader takes it exactly when it holds the rules' total.
    #[test]
    fn study_text_round_trips_exactly(
        start in any_study(),
        choices in prop::collection::vec(any::<usize>(), 0..100),
    ) {
        let mut position = start;
        play_with(&mut position, &choices, |position| {
            let text = position.to_string();
            assert_eq!(Position::parse_study(&text), Ok(*position));
            assert_eq!(text.parse::<Position>().is_ok(), position.has_the_rules_total(), "{text}");
        });
    }

    /// A study takes any seed total up to [`MOST_SEEDS`]: it is refused exactly when a
    /// game's setup would be for another reason than its total, or when it holds too many
    /// seeds; it keeps its total through every move; and it says whether that total is the
    /// rules'.
    #[test]
    fn studies_take_any_total_up_to_the_limit_and_keep_it(
        rules in rules(),
        mut south in prop::collection::vec(0u8..=12, 6),
        mut north in prop::collection::vec(0u8..=12, 6),
        south_store in 0u8..=12,
        north_store in 0u8..=12,
        to_move in players(),
        extra_turn in any::<bool>(),
        short_row in 0u8..8,
        choices in prop::collection::vec(any::<usize>(), MOVE_LIMIT),
    ) {
        // Rows of the rules' length, but now and then one pit short.
        south.truncate(usize::from(rules.pits()));
        north.truncate(usize::from(rules.pits()) - usize::from(short_row == 0));
        let setup = Setup { rules, south, north, south_store, north_store, to_move, extra_turn };
        let total: u32 = setup.south.iter().chain(&setup.north)
            .chain([&setup.south_store, &setup.north_store])
            .map(|&n| u32::from(n))
            .sum();
        let shape_wrong = setup.south.len() != usize::from(rules.pits())
            || setup.north.len() != usize::from(rules.pits())
            || (extra_turn && !rules.house().single_extra_turn);
        match Position::from_study(&setup) {
            Ok(start) => {
                prop_assert!(!shape_wrong && total <= MOST_SEEDS, "{setup:?}");
                prop_assert_eq!(start.total_seeds(), total);
                prop_assert_eq!(start.has_the_rules_total(), total == rules.total_seeds());
                prop_assert_eq!(Position::from_setup(&setup).is_ok(), start.has_the_rules_total());
                let mut position = start;
                play_with(&mut position, &choices, |now| assert_eq!(now.total_seeds(), total));
                prop_assert!(position.is_over());
                prop_assert_eq!(position.total_seeds(), total);
            }
            Err(error) => {
                prop_assert!(shape_wrong || total > MOST_SEEDS, "{setup:?}: {error}");
                prop_assert!(!error.to_string().is_empty());
            }
        }
    }

    #[test]
    fn near_valid_setups_are_refused_exactly_when_something_is_wrong(
        start in any_position(),
        off_by in -1i32..=1,
        cell in any::<usize>(),
        row_change in -1i32..=1,
        extra_turn in any::<bool>(),
        choices in prop::collection::vec(any::<usize>(), MOVE_LIMIT),
    ) {
        let mut setup = start.to_setup();
        // Nudge one seed count up or down (when it can be), change a row's length, set the
        // extra-turn flag: each is caught by its own check, or is harmless.
        let m = setup.south.len();
        let target = match cell % (2 * m + 2) {
            i if i < m => &mut setup.south[i],
            i if i == m => &mut setup.south_store,
            i if i < 2 * m + 1 => &mut setup.north[i - m - 1],
            _ => &mut setup.north_store,
        };
        let nudged = i32::from(*target) + off_by;
        let total_off = u8::try_from(nudged).is_ok() && off_by != 0;
        if let Ok(n) = u8::try_from(nudged) {
            *target = n;
        }
        match row_change {
            -1 => { setup.north.pop(); }
            1 => setup.north.push(0),
            _ => {}
        }
        setup.extra_turn = extra_turn;
        let flag_wrong = extra_turn && !setup.rules.house().single_extra_turn;
        let should_fail = total_off || row_change != 0 || flag_wrong;
        match Position::from_setup(&setup) {
            Ok(position) => {
                assert!(!should_fail, "accepted a bad setup: {setup:?}");
                let mut position = position;
                play_with(&mut position, &choices, |_| {});
                assert!(position.is_over());
            }
            Err(error) => {
                assert!(should_fail, "refused a good setup {setup:?}: {error}");
                assert!(!error.to_string().is_empty());
            }
        }
    }

    #[test]
    fn valid_boards_play_to_a_finished_game(
        start in any_position(),
        choices in prop::collection::vec(any::<usize>(), MOVE_LIMIT),
    ) {
        let mut position = start;
        let mut plies = 0;
        play_with(&mut position, &choices, |_| plies += 1);
        assert!(position.is_over(), "still going after {plies} positions: {position}");
        assert!(position.result().is_some());
    }
}

/// Text made to be read: the text of valid rules, positions, studies and records; the same
/// with one character changed, cut or added; and characters at random.
fn texts() -> impl Strategy<Value = String> {
    let record = (any_position(), prop::collection::vec(any::<usize>(), 0..40)).prop_map(
        |(start, choices)| {
            let mut record = Record::new(start);
            for choice in choices {
                let moves = record.position().legal_moves();
                let Some(pit) = moves.nth(choice % moves.len().max(1)) else {
                    break;
                };
                record.play(pit).unwrap();
            }
            record.to_string()
        },
    );
    let valid = prop_oneof![
        rules().prop_map(|rules| rules.to_string()),
        any_position().prop_map(|position| position.to_string()),
        any_study().prop_map(|study| study.to_string()),
        record,
    ]
    .boxed();
    let mutated =
        (valid.clone(), any::<usize>(), 0..3, "[0-9a-z._-]").prop_map(|(text, at, how, letter)| {
            let at = at % (text.len() + 1);
            let (before, after) = text.split_at(at);
            match how {
                0 => format!("{before}{letter}{after}"),
                1 => format!("{before}{}", after.get(1..).unwrap_or("")),
                _ => format!("{before}{letter}{}", after.get(1..).unwrap_or("")),
            }
        });
    prop_oneof![valid, mutated, "[0-9a-z._-]{0,48}"]
}

/// Each reader either refuses a text or reads it back to exactly that text. The inputs come
/// from [`texts`], and every branch must be taken often, or the claim is not tested.
#[test]
fn any_text_is_refused_or_read_back_exactly() {
    let [positions, studies, rules, records, refused] = std::array::from_fn(|_| Cell::new(0u32));
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases: 2048,
        failure_persistence: None,
        ..ProptestConfig::default()
    });
    runner
        .run(&texts(), |text| {
            let mut read = false;
            if let Ok(position) = text.parse::<Position>() {
                prop_assert_eq!(position.to_string(), text.clone());
                prop_assert_eq!(Position::parse_study(&text), Ok(position));
                positions.set(positions.get() + 1);
                read = true;
            }
            if let Ok(study) = Position::parse_study(&text) {
                prop_assert_eq!(study.to_string(), text.clone());
                studies.set(studies.get() + 1);
                read = true;
            }
            if let Ok(parsed) = text.parse::<Rules>() {
                prop_assert_eq!(parsed.to_string(), text.clone());
                rules.set(rules.get() + 1);
                read = true;
            }
            if let Ok(record) = text.parse::<Record>() {
                prop_assert_eq!(record.to_string(), text.clone());
                records.set(records.get() + 1);
                read = true;
            }
            if !read {
                refused.set(refused.get() + 1);
            }
            Ok(())
        })
        .unwrap();
    let counts = [
        ("positions", positions),
        ("studies", studies),
        ("rules", rules),
        ("records", records),
        ("refusals", refused),
    ]
    .map(|(name, count)| (name, count.get()));
    println!("{counts:?}");
    for (name, count) in counts {
        assert!(
            count >= 100,
            "only {count} {name} in 2048 texts: {counts:?}"
        );
    }
}

/// Rules take exactly the board sizes of 1 to 6 pits and 1 to 6 seeds: every pair from 0 to 7,
/// where the edges are, and pairs far outside.
#[test]
fn rules_are_accepted_exactly_in_range() {
    let sizes = || (0..=7).chain([8, 100, u32::MAX / 2, u32::MAX]);
    let mut taken = 0;
    for pits in sizes() {
        for seeds in sizes() {
            let in_range = (1..=6).contains(&pits) && (1..=6).contains(&seeds);
            match Rules::new(pits, seeds) {
                Ok(rules) => {
                    assert!(in_range, "{pits}x{seeds} taken");
                    assert_eq!(
                        (u32::from(rules.pits()), u32::from(rules.seeds())),
                        (pits, seeds)
                    );
                    taken += 1;
                }
                Err(error) => {
                    assert!(!in_range, "{pits}x{seeds} refused: {error}");
                    assert!(!error.to_string().is_empty());
                }
            }
        }
    }
    assert_eq!(taken, 36);
}

/// One small change to a position's text, each a way a typed, copied or cut link goes wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edit {
    /// The text as it was written.
    Unchanged,
    /// One digit, anywhere (the rules too), turned into another.
    Digit,
    /// One `.` or `-` left out.
    DropSeparator,
    /// One `.` or `-` written twice.
    DoubleSeparator,
    /// One of the six fields left out, with its separator.
    CutField,
    /// One seed count above 255, which no count can hold.
    Oversized,
    /// One seed count raised until the board holds one seed more than [`MOST_SEEDS`].
    Overfull,
    /// One seed count written with a leading zero.
    LeadingZero,
    /// One more pit, empty, on a row.
    ExtraPit,
    /// The other side to move.
    Side,
    /// The extra-turn mark on the side to move added or taken away.
    ExtraTurn,
    /// A character from the text's alphabet put in anywhere.
    Letter,
}

impl Edit {
    const ALL: [Edit; 12] = [
        Edit::Unchanged,
        Edit::Digit,
        Edit::DropSeparator,
        Edit::DoubleSeparator,
        Edit::CutField,
        Edit::Oversized,
        Edit::Overfull,
        Edit::LeadingZero,
        Edit::ExtraPit,
        Edit::Side,
        Edit::ExtraTurn,
        Edit::Letter,
    ];

    /// The text of `start` with this edit made; `at` and `pick` say where and what.
    fn apply(self, start: &Position, at: usize, pick: u8) -> String {
        let text = start.to_string();
        // The six fields, each cut at its '-'s: a row's counts, or a single piece.
        let mut fields: Vec<Vec<String>> = text
            .split('.')
            .map(|field| field.split('-').map(String::from).collect())
            .collect();
        let counts: Vec<(usize, usize)> = (2..6)
            .flat_map(|f| (0..fields[f].len()).map(move |i| (f, i)))
            .collect();
        let (f, i) = counts[at % counts.len()];
        let joined = |fields: &[Vec<String>]| {
            fields
                .iter()
                .map(|pieces| pieces.join("-"))
                .collect::<Vec<_>>()
                .join(".")
        };
        let byte_where = |wanted: fn(u8) -> bool| {
            let found: Vec<usize> = (0..text.len())
                .filter(|&i| wanted(text.as_bytes()[i]))
                .collect();
            found[at % found.len()]
        };
        match self {
            Edit::Unchanged => text,
            Edit::Digit => {
                let i = byte_where(|b| b.is_ascii_digit());
                let digit = (text.as_bytes()[i] - b'0' + 1 + pick % 9) % 10;
                format!("{}{digit}{}", &text[..i], &text[i + 1..])
            }
            Edit::DropSeparator => {
                let i = byte_where(|b| b == b'.' || b == b'-');
                format!("{}{}", &text[..i], &text[i + 1..])
            }
            Edit::DoubleSeparator => {
                let i = byte_where(|b| b == b'.' || b == b'-');
                format!("{}{}", &text[..=i], &text[i..])
            }
            Edit::CutField => {
                fields.remove(at % fields.len());
                joined(&fields)
            }
            Edit::Oversized => {
                fields[f][i] = (256 + u32::from(pick)).to_string();
                joined(&fields)
            }
            Edit::Overfull => {
                let count: u32 = fields[f][i].parse().unwrap();
                fields[f][i] = (count + MOST_SEEDS + 1 - start.total_seeds()).to_string();
                joined(&fields)
            }
            Edit::LeadingZero => {
                fields[f][i].insert(0, '0');
                joined(&fields)
            }
            Edit::ExtraPit => {
                fields[2 + 2 * (at % 2)].push("0".into());
                joined(&fields)
            }
            Edit::Side => {
                let side = &mut fields[1][0];
                let other = if side.starts_with('s') { "n" } else { "s" };
                side.replace_range(..1, other);
                joined(&fields)
            }
            Edit::ExtraTurn => {
                let side = &mut fields[1][0];
                if side.ends_with('e') {
                    side.pop();
                } else {
                    side.push('e');
                }
                joined(&fields)
            }
            Edit::Letter => {
                const ALPHABET: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz._-";
                let letter = char::from(ALPHABET[usize::from(pick) % ALPHABET.len()]);
                let i = at % (text.len() + 1);
                format!("{}{letter}{}", &text[..i], &text[i..])
            }
        }
    }

    /// Whether every reader must refuse the text this edit makes of `start`'s, whatever the
    /// position: the text breaks the form, or holds a count no position can have.
    fn always_refused(self) -> bool {
        matches!(
            self,
            Edit::DropSeparator
                | Edit::DoubleSeparator
                | Edit::CutField
                | Edit::Oversized
                | Edit::Overfull
                | Edit::LeadingZero
                | Edit::ExtraPit
        )
    }
}

/// A valid position played to the end of its game.
fn finished_position() -> impl Strategy<Value = Position> {
    (
        any_position(),
        prop::collection::vec(any::<usize>(), MOVE_LIMIT),
    )
        .prop_map(|(mut position, choices)| {
            play_with(&mut position, &choices, |_| {});
            position
        })
}

/// A valid game position, study or finished game, and its text with one [`Edit`] made (or
/// none).
fn edited_texts() -> impl Strategy<Value = (Position, Edit, String)> {
    (
        prop_oneof![any_position(), any_study(), finished_position()],
        prop::sample::select(&Edit::ALL[..]),
        any::<usize>(),
        any::<u8>(),
    )
        .prop_map(|(start, edit, at, pick)| (start, edit, edit.apply(&start, at, pick)))
}

/// What each reader of a position's text guarantees, checked on valid texts and on texts one
/// small edit away from valid: a text either reads as the one position whose text it is
/// exactly, or is refused with an error that says why (and, for a finished game written in
/// another form, names the form it has); the two readers agree on every game position. Each
/// branch of each reader must be reached often, or the claims are not tested.
#[test]
fn edited_position_texts_are_read_back_exactly_or_refused() {
    let counters: [Cell<u32>; 6] = std::array::from_fn(|_| Cell::new(0));
    let [
        game_read,
        game_refused,
        study_read,
        study_refused,
        study_only,
        other_form,
    ] = &counters;
    let bump = |counter: &Cell<u32>| counter.set(counter.get() + 1);
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases: 2048,
        failure_persistence: None,
        rng_seed: proptest::test_runner::RngSeed::Fixed(22),
        ..ProptestConfig::default()
    });
    runner
        .run(&edited_texts(), |(start, edit, text)| {
            let game = text.parse::<Position>();
            let study = Position::parse_study(&text);
            for (read, reader) in [(&game, "game"), (&study, "study")] {
                match read {
                    Ok(position) => prop_assert_eq!(position.to_string(), text.clone()),
                    Err(ParseError::NotCanonical(canonical)) => {
                        prop_assert_ne!(canonical, &text);
                        let again = if reader == "game" {
                            canonical.parse::<Position>()
                        } else {
                            Position::parse_study(canonical)
                        };
                        let again = again.map(|p| (p.is_over(), p.to_string()));
                        prop_assert_eq!(again, Ok((true, canonical.clone())));
                        bump(other_form);
                    }
                    Err(error) => prop_assert!(!error.to_string().is_empty()),
                }
            }
            match &game {
                Ok(position) => {
                    prop_assert!(position.has_the_rules_total());
                    prop_assert_eq!(&study, &Ok(*position));
                    bump(game_read);
                }
                Err(_) => bump(game_refused),
            }
            match &study {
                Ok(position) => {
                    prop_assert_eq!(game.is_ok(), position.has_the_rules_total(), "{}", text);
                    if game.is_err() {
                        bump(study_only);
                    }
                    bump(study_read);
                }
                Err(_) => bump(study_refused),
            }
            // What each edit is sure to do.
            let game_start = start.has_the_rules_total();
            let extra_turns = start.rules().house().single_extra_turn;
            match edit {
                Edit::Unchanged => {
                    prop_assert_eq!(&study, &Ok(start));
                    prop_assert_eq!(game.is_ok(), game_start);
                }
                _ if edit.always_refused() => {
                    prop_assert!(game.is_err() && study.is_err(), "{:?}: {}", edit, text);
                }
                Edit::Digit if game_start => prop_assert!(game.is_err(), "{}", text),
                Edit::Side => {
                    prop_assert_eq!(study.is_ok(), !start.is_over(), "{}", text);
                    if let Ok(position) = &study {
                        prop_assert_eq!(position.to_move(), start.to_move().other());
                        prop_assert_eq!(position.to_setup().south, start.to_setup().south);
                        prop_assert_eq!(position.to_setup().north, start.to_setup().north);
                        prop_assert_eq!(position.stores(), start.stores());
                    }
                }
                Edit::ExtraTurn => {
                    prop_assert_eq!(study.is_ok(), extra_turns && !start.is_over(), "{}", text);
                }
                _ => {}
            }
            Ok(())
        })
        .unwrap();
    let counts = [
        ("game texts read", game_read),
        ("game texts refused", game_refused),
        ("study texts read", study_read),
        ("study texts refused", study_refused),
        ("study texts only a study reads", study_only),
        ("finished games in another form", other_form),
    ]
    .map(|(name, count)| (name, count.get()));
    println!("{counts:?}");
    for (name, count) in counts {
        assert!(count >= 100, "only {count} {name} of 2048: {counts:?}");
    }
}

/// A setup to be checked: a valid one, the same with one thing changed (a seed count, a row's
/// length, the extra-turn flag, the side to move), or counts at random.
fn setups() -> impl Strategy<Value = Setup> {
    let valid = any_position()
        .prop_map(|position| position.to_setup())
        .boxed();
    let mutated = (valid.clone(), any::<usize>(), 0..5).prop_map(|(mut setup, at, how)| {
        let m = setup.south.len();
        let target = match at % (2 * m + 2) {
            i if i < m => &mut setup.south[i],
            i if i == m => &mut setup.south_store,
            i if i < 2 * m + 1 => &mut setup.north[i - m - 1],
            _ => &mut setup.north_store,
        };
        match how {
            0 => *target = target.wrapping_add(1),
            1 => *target = target.wrapping_sub(1),
            2 if at % 2 == 0 => setup.north.push(0),
            2 => {
                setup.south.pop();
            }
            3 => setup.extra_turn = !setup.extra_turn,
            _ => setup.to_move = setup.to_move.other(),
        }
        setup
    });
    let random = (
        rules(),
        prop::collection::vec(any::<u8>(), 0..8),
        prop::collection::vec(any::<u8>(), 0..8),
        any::<u8>(),
        any::<u8>(),
        players(),
        any::<bool>(),
    )
        .prop_map(
            |(rules, south, north, south_store, north_store, to_move, extra_turn)| Setup {
                rules,
                south,
                north,
                south_store,
                north_store,
                to_move,
                extra_turn,
            },
        );
    prop_oneof![valid, mutated, random]
}

/// A setup is refused exactly when a row has the wrong length, the seeds do not add up to the
/// rules' total, or it sets an extra turn the rules do not use; one that is taken keeps what it
/// was given and plays to a finished game. Both branches must be taken often.
#[test]
fn arbitrary_setups_are_refused_or_play_to_a_finished_game() {
    let [taken, refused] = std::array::from_fn(|_| Cell::new(0u32));
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases: 2048,
        failure_persistence: None,
        ..ProptestConfig::default()
    });
    let choices = prop::collection::vec(any::<usize>(), MOVE_LIMIT);
    runner
        .run(&(setups(), choices), |(setup, choices)| {
            let pits = usize::from(setup.rules.pits());
            let total: u32 = setup
                .south
                .iter()
                .chain(&setup.north)
                .chain([&setup.south_store, &setup.north_store])
                .map(|&n| u32::from(n))
                .sum();
            let good = setup.south.len() == pits
                && setup.north.len() == pits
                && total == setup.rules.total_seeds()
                && (!setup.extra_turn || setup.rules.house().single_extra_turn);
            match Position::from_setup(&setup) {
                Ok(start) => {
                    prop_assert!(good, "accepted a bad setup: {:?}", setup);
                    if !start.is_over() {
                        prop_assert_eq!(start.to_setup(), setup);
                    }
                    let mut position = start;
                    play_with(&mut position, &choices, |_| {});
                    prop_assert!(position.is_over());
                    taken.set(taken.get() + 1);
                }
                Err(error) => {
                    prop_assert!(!good, "refused a good setup {:?}: {}", setup, error);
                    prop_assert!(!error.to_string().is_empty());
                    refused.set(refused.get() + 1);
                }
            }
            Ok(())
        })
        .unwrap();
    let (taken, refused) = (taken.get(), refused.get());
    println!("{taken} setups taken, {refused} refused");
    assert!(
        taken >= 400 && refused >= 400,
        "{taken} taken, {refused} refused of 2048"
    );
}
