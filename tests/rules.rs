//! Hand-worked positions: one test per rule and per house rule, each named for the behaviour
//! it pins down. Positions are written in the engine's text form
//! (`rules.side.south pits.south store.north pits.north store`).

use mancala::engine::{
    Capture, Cell, GameResult, HouseRules, ParseError, Pit, PlayError, Player, Position, Record,
    Rules, RulesError, Scores, Setup, SetupError, Sweep,
};

use Player::{North, South};

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("test position {text}: {e}"))
}

fn pit(n: u8) -> Pit {
    Pit::new(n).expect("pit number 1..=6")
}

fn south(n: u8) -> Cell {
    Cell::Pit(South, pit(n))
}

fn north(n: u8) -> Cell {
    Cell::Pit(North, pit(n))
}

fn standard(pits: u32, seeds: u32) -> Rules {
    Rules::new(pits, seeds).expect("rules in range")
}

fn house(rules: &str) -> Rules {
    rules.parse().expect("rules text")
}

// ---- Sowing -------------------------------------------------------------------------------

#[test]
fn each_seed_goes_to_the_next_cell_counter_clockwise() {
    let mut position = Position::start(Rules::KALAH, South);
    let outcome = position.play(pit(1)).unwrap();
    assert_eq!(outcome.sown, vec![south(2), south(3), south(4), south(5)]);
    assert_eq!(outcome.last, south(5));
    assert_eq!(position.row(South), &[0, 5, 5, 5, 5, 4]);
    assert_eq!(position.to_move(), North);
}

#[test]
fn sowing_runs_through_own_store_into_the_opponent_row() {
    let mut position = Position::start(Rules::KALAH, South);
    let outcome = position.play(pit(5)).unwrap();
    assert_eq!(
        outcome.sown,
        vec![south(6), Cell::Store(South), north(1), north(2)]
    );
    assert_eq!(position.store(South), 1);
    assert_eq!(position.row(North), &[5, 5, 4, 4, 4, 4]);
}

#[test]
fn sowing_skips_the_opponent_store() {
    let mut position = pos("6x4.s.4-4-4-4-0-8.0.4-4-4-4-4-4.0");
    let outcome = position.play(pit(6)).unwrap();
    let mut expected = vec![Cell::Store(South)];
    expected.extend((1..=6).map(north));
    expected.push(south(1));
    assert_eq!(outcome.sown, expected);
    assert_eq!(position.store(North), 0);
}

#[test]
fn north_sows_along_its_own_row_and_skips_the_south_store() {
    let mut position = pos("6x4.n.4-4-4-4-4-4.0.4-4-4-4-0-8.0");
    let outcome = position.play(pit(6)).unwrap();
    let mut expected = vec![Cell::Store(North)];
    expected.extend((1..=6).map(south));
    expected.push(north(1));
    assert_eq!(outcome.sown, expected);
    assert_eq!(position.store(South), 0);
    assert_eq!(position.store(North), 1);
}

#[test]
fn a_lap_sows_into_the_origin_pit_as_it_passes() {
    let mut position = pos("6x4.s.15-1-1-1-1-1.11.1-1-1-1-1-1.11");
    let outcome = position.play(pit(1)).unwrap();
    assert_eq!(outcome.sown.len(), 15);
    assert_eq!(outcome.sown[12], south(1));
    assert_eq!(position.row(South), &[1, 3, 3, 2, 2, 2]);
    assert_eq!(outcome.capture, None);
}

#[test]
fn thirteen_seeds_lap_back_into_the_emptied_origin_and_capture() {
    let mut position = pos("6x4.s.0-0-0-0-0-13.0.4-4-4-4-4-4.11");
    let outcome = position.play(pit(6)).unwrap();
    assert_eq!(outcome.sown.len(), 13);
    assert_eq!(outcome.last, south(6));
    assert_eq!(
        outcome.capture,
        Some(Capture {
            pit: pit(6),
            opposite: pit(1),
            seeds: 5
        })
    );
    assert_eq!(position.store(South), 1 + 6);
    assert_eq!(position.seeds(South, pit(6)), 0);
    assert_eq!(position.seeds(North, pit(1)), 0);
    assert_eq!(position.to_move(), North);
}

// ---- Extra turns --------------------------------------------------------------------------

#[test]
fn exactly_one_opening_pit_gives_an_extra_turn_for_every_seed_count() {
    for seeds in 1..=6 {
        let start = Position::start(standard(6, seeds), South);
        let extra: Vec<u8> = start
            .legal_moves()
            .iter()
            .filter(|&p| {
                let mut next = start;
                next.play(p).unwrap().extra_turn
            })
            .map(Pit::number)
            .collect();
        assert_eq!(extra, vec![7 - seeds as u8], "{seeds} seeds a pit");
    }
}

#[test]
fn with_four_seeds_the_opening_extra_turn_is_pit_three() {
    let mut position = Position::start(Rules::KALAH, South);
    let outcome = position.play(pit(3)).unwrap();
    assert!(outcome.extra_turn);
    assert_eq!(outcome.last, Cell::Store(South));
    assert_eq!(position.to_move(), South);
}

#[test]
fn north_earns_an_extra_turn_in_its_own_store() {
    let mut position = Position::start(Rules::KALAH, North);
    let outcome = position.play(pit(3)).unwrap();
    assert_eq!(
        outcome.sown,
        vec![north(4), north(5), north(6), Cell::Store(North)]
    );
    assert!(outcome.extra_turn);
    assert_eq!(position.to_move(), North);
}

#[test]
fn extra_turns_chain_without_limit() {
    let mut position = pos("6x4.s.0-0-0-3-2-1.9.4-4-4-4-4-4.9");
    for n in [6, 5, 6, 4, 6] {
        let outcome = position.play(pit(n)).unwrap();
        assert!(outcome.extra_turn, "pit {n} should end in the store");
        assert_eq!(position.to_move(), South);
    }
    assert_eq!(position.store(South), 9 + 5);
}

// ---- Captures -----------------------------------------------------------------------------

#[test]
fn last_seed_in_empty_own_pit_captures_opposite() {
    // South's pit 1 holds 2 and pit 3 is empty, facing North's pit 4 with 5 seeds.
    let mut position = pos("6x4.s.2-1-0-1-1-1.16.1-1-1-5-1-1.16");
    let outcome = position.play(pit(1)).unwrap();
    assert_eq!(
        outcome.capture,
        Some(Capture {
            pit: pit(3),
            opposite: pit(4),
            seeds: 5
        })
    );
    assert_eq!(outcome.capture.unwrap().banked(), 6);
    assert_eq!(position.store(South), 22);
    assert_eq!(position.row(South), &[0, 2, 0, 1, 1, 1]);
    assert_eq!(position.row(North), &[1, 1, 1, 0, 1, 1]);
}

#[test]
fn a_capture_ends_the_turn() {
    let mut position = pos("6x4.s.2-1-0-1-1-1.16.1-1-1-5-1-1.16");
    let outcome = position.play(pit(1)).unwrap();
    assert!(!outcome.extra_turn);
    assert_eq!(position.to_move(), North);
}

#[test]
fn north_captures_opposite_its_empty_pit() {
    // North's pit 2 holds 1 and pit 3 is empty, facing South's pit 4.
    let mut position = pos("6x4.n.1-1-1-7-1-1.14.1-1-0-1-1-1.17");
    let outcome = position.play(pit(2)).unwrap();
    assert_eq!(
        outcome.capture.map(|c| (c.pit, c.opposite, c.seeds)),
        Some((pit(3), pit(4), 7))
    );
    assert_eq!(position.store(North), 17 + 8);
    assert_eq!(position.seeds(South, pit(4)), 0);
}

#[test]
fn no_capture_on_the_opponent_side() {
    let mut position = pos("6x4.s.4-4-4-4-4-3.3.4-0-4-4-4-4.2");
    let outcome = position.play(pit(6)).unwrap();
    assert_eq!(outcome.last, north(2));
    assert_eq!(outcome.capture, None);
    assert_eq!(position.seeds(North, pit(2)), 1);
    assert_eq!(position.store(South), 4);
    assert_eq!(position.to_move(), North);
}

#[test]
fn no_capture_in_a_pit_that_already_held_seeds() {
    let mut position = Position::start(Rules::KALAH, South);
    let outcome = position.play(pit(1)).unwrap();
    assert_eq!(outcome.last, south(5));
    assert_eq!(outcome.capture, None);
    assert_eq!(position.seeds(North, pit(2)), 4);
}

#[test]
fn a_pit_sown_earlier_in_the_same_move_is_not_empty() {
    // Pit 2 is empty before the move, receives the first seed, and the 14th seed lands there.
    let mut position = pos("6x4.s.14-0-1-1-1-1.12.1-1-1-1-1-1.12");
    let outcome = position.play(pit(1)).unwrap();
    assert_eq!(outcome.sown.first(), Some(&south(2)));
    assert_eq!(outcome.last, south(2));
    assert_eq!(outcome.capture, None);
    assert_eq!(position.seeds(South, pit(2)), 2);
    assert_eq!(position.store(South), 13);
}

#[test]
fn no_capture_when_the_opposite_pit_is_empty() {
    let mut position = pos("6x4.s.2-1-0-1-1-1.20.1-1-1-0-1-1.17");
    let outcome = position.play(pit(1)).unwrap();
    assert_eq!(outcome.last, south(3));
    assert_eq!(outcome.capture, None);
    assert_eq!(position.seeds(South, pit(3)), 1);
    assert_eq!(position.store(South), 20);
    assert_eq!(position.to_move(), North);
}

// ---- The end of the game ------------------------------------------------------------------

#[test]
fn the_game_ends_when_a_capture_empties_the_opponent_row() {
    // North to move next, but North's row is empty: the game is over and South banks its row.
    let mut position = pos("6x4.s.1-0-3-0-0-0.21.0-0-0-0-2-0.21");
    let outcome = position.play(pit(1)).unwrap();
    let end = outcome.end.expect("the game is over");
    assert_eq!(end.banked, Scores { south: 3, north: 0 });
    assert_eq!(
        end.scores,
        Scores {
            south: 27,
            north: 21
        }
    );
    assert_eq!(
        end.result,
        GameResult::Win {
            winner: South,
            margin: 6
        }
    );
    assert!(position.is_over());
    assert!(position.legal_moves().is_empty());
    assert_eq!(position.play(pit(3)), Err(PlayError::GameOver));
}

#[test]
fn the_game_ends_when_the_mover_empties_their_own_row_even_on_an_extra_turn() {
    let mut position = pos("6x4.s.0-0-0-0-0-1.20.1-2-3-0-0-0.21");
    let outcome = position.play(pit(6)).unwrap();
    assert_eq!(outcome.last, Cell::Store(South));
    assert!(!outcome.extra_turn, "no turn follows a finished game");
    let end = outcome.end.expect("South's row is empty");
    assert_eq!(end.banked, Scores { south: 0, north: 6 });
    assert_eq!(
        end.result,
        GameResult::Win {
            winner: North,
            margin: 6
        }
    );
}

#[test]
fn each_end_sweep_banks_the_remaining_seeds_its_own_way() {
    // (rules, position, banked, final scores)
    let cases = [
        // South runs out: North still holds 6.
        ("6x4", "s.0-0-0-0-0-1.20.1-2-3-0-0-0.21", (0, 6), (21, 27)),
        ("6x4t", "s.0-0-0-0-0-1.20.1-2-3-0-0-0.21", (6, 0), (27, 21)),
        ("6x4d", "s.0-0-0-0-0-1.20.1-2-3-0-0-0.21", (0, 0), (21, 21)),
        // North runs out (by capture): South still holds 3.
        ("6x4", "s.1-0-3-0-0-0.21.0-0-0-0-2-0.21", (3, 0), (27, 21)),
        ("6x4t", "s.1-0-3-0-0-0.21.0-0-0-0-2-0.21", (0, 3), (24, 24)),
        ("6x4d", "s.1-0-3-0-0-0.21.0-0-0-0-2-0.21", (0, 0), (24, 21)),
    ];
    for (rules, board, (bs, bn), (fs, fn_)) in cases {
        let mut position = pos(&format!("{rules}.{board}"));
        let played = if position.row(South)[0] == 1 { 1 } else { 6 };
        let end = position.play(pit(played)).unwrap().end.expect("game over");
        assert_eq!(
            end.banked,
            Scores {
                south: bs,
                north: bn
            },
            "{rules} {board}"
        );
        assert_eq!(
            end.scores,
            Scores {
                south: fs,
                north: fn_
            },
            "{rules} {board}"
        );
        assert_eq!(position.stores(), end.scores);
        assert_eq!(position.final_scores(), Some(end.scores));
    }
}

#[test]
fn discarded_seeds_stay_on_the_board_and_count_for_nobody() {
    let mut position = pos("6x4d.s.0-0-0-0-0-1.20.1-2-3-0-0-0.21");
    position.play(pit(6)).unwrap();
    assert_eq!(position.row(North), &[1, 2, 3, 0, 0, 0]);
    assert_eq!(position.result(), Some(GameResult::Draw));
}

#[test]
fn equal_stores_are_a_draw() {
    let mut position = pos("6x4.s.0-0-0-0-0-1.23.0-0-0-0-0-1.23");
    let end = position.play(pit(6)).unwrap().end.expect("game over");
    assert_eq!(
        end.scores,
        Scores {
            south: 24,
            north: 24
        }
    );
    assert_eq!(end.result, GameResult::Draw);
    assert_eq!(end.result.winner(), None);
}

#[test]
fn a_finished_setup_is_banked_and_given_its_one_canonical_form() {
    let setup = Setup {
        rules: Rules::KALAH,
        south: vec![0; 6],
        north: vec![1, 2, 3, 0, 0, 0],
        south_store: 20,
        north_store: 22,
        to_move: North,
        extra_turn: false,
    };
    let position = Position::from_setup(&setup).unwrap();
    assert!(position.is_over());
    assert_eq!(
        position.stores(),
        Scores {
            south: 20,
            north: 28
        }
    );
    assert_eq!(position.final_scores(), Some(position.stores()));
    assert_eq!(
        position.result(),
        Some(GameResult::Win {
            winner: North,
            margin: 8
        })
    );
    assert_eq!(position.to_string(), "6x4.s.0-0-0-0-0-0.20.0-0-0-0-0-0.28");
    let south_to_move = Setup {
        to_move: South,
        ..setup
    };
    assert_eq!(Position::from_setup(&south_to_move), Ok(position));
}

#[test]
fn finished_games_written_in_another_form_are_refused_with_the_canonical_text() {
    for text in [
        "6x4.n.0-0-0-0-0-0.20.1-2-3-0-0-0.22",
        "6x4.s.0-0-0-0-0-0.20.1-2-3-0-0-0.22",
        "6x4.n.0-0-0-0-0-0.20.0-0-0-0-0-0.28",
    ] {
        let error = text.parse::<Position>().unwrap_err();
        assert_eq!(
            error,
            mancala::engine::ParseError::NotCanonical(
                "6x4.s.0-0-0-0-0-0.20.0-0-0-0-0-0.28".to_string()
            ),
            "{text}"
        );
        assert!(
            error
                .to_string()
                .contains("6x4.s.0-0-0-0-0-0.20.0-0-0-0-0-0.28")
        );
    }
    // Discarded seeds stay on the board, so that form keeps them.
    assert!(
        "6x4d.s.0-0-0-0-0-0.20.1-2-3-0-0-0.22"
            .parse::<Position>()
            .is_ok()
    );
}

#[test]
fn a_finished_game_names_south_to_move_and_no_extra_turn() {
    let mut position = pos("6x4l.se.0-0-0-0-0-1.20.1-2-3-0-0-0.21");
    position.play(pit(6)).unwrap();
    assert_eq!(position.to_move(), South);
    assert!(!position.is_extra_turn());
    let mut position = pos("6x4.n.1-2-3-0-0-0.21.0-0-0-0-0-1.20");
    position.play(pit(6)).unwrap();
    assert!(position.is_over());
    assert_eq!(position.to_move(), South);
}

// ---- House rules --------------------------------------------------------------------------

#[test]
fn empty_capture_banks_the_last_seed_when_the_opposite_pit_is_empty() {
    let mut position = pos("6x4e.s.2-1-0-1-1-1.20.1-1-1-0-1-1.17");
    let outcome = position.play(pit(1)).unwrap();
    assert_eq!(
        outcome.capture,
        Some(Capture {
            pit: pit(3),
            opposite: pit(4),
            seeds: 0
        })
    );
    assert_eq!(position.seeds(South, pit(3)), 0);
    assert_eq!(position.store(South), 21);
    assert_eq!(position.to_move(), North);
}

#[test]
fn empty_capture_still_takes_a_full_opposite_pit() {
    let mut position = pos("6x4e.s.2-1-0-1-1-1.16.1-1-1-5-1-1.16");
    let outcome = position.play(pit(1)).unwrap();
    assert_eq!(outcome.capture.map(|c| c.seeds), Some(5));
    assert_eq!(position.store(South), 22);
}

#[test]
fn single_extra_turn_refuses_a_second_store_landing_in_a_row() {
    let mut position = pos("6x4l.s.0-0-0-0-2-1.11.4-4-4-4-4-4.10");
    let first = position.play(pit(6)).unwrap();
    assert!(first.extra_turn);
    assert!(position.is_extra_turn());
    assert_eq!(position.to_move(), South);

    let second = position.play(pit(5)).unwrap();
    assert_eq!(second.last, Cell::Store(South));
    assert!(!second.extra_turn);
    assert!(!position.is_extra_turn());
    assert_eq!(position.to_move(), North);
    assert_eq!(position.store(South), 13);
}

#[test]
fn without_the_house_rule_the_same_store_landings_both_earn_turns() {
    let mut position = pos("6x4.s.0-0-0-0-2-1.11.4-4-4-4-4-4.10");
    assert!(position.play(pit(6)).unwrap().extra_turn);
    assert!(position.play(pit(5)).unwrap().extra_turn);
    assert!(!position.is_extra_turn());
    assert_eq!(position.to_move(), South);
}

#[test]
fn single_extra_turn_flag_resets_when_the_turn_passes() {
    let mut position = pos("6x4l.s.0-0-0-1-1-1.11.4-4-4-4-4-4.10");
    position.play(pit(6)).unwrap();
    assert!(position.is_extra_turn());
    // Pit 4's seed lands in pit 5, which holds one: no capture, the turn passes.
    let outcome = position.play(pit(4)).unwrap();
    assert!(!outcome.extra_turn);
    assert_eq!(position.to_move(), North);
    assert!(!position.is_extra_turn());
}

#[test]
fn sowing_into_both_stores_feeds_the_opponent_store_and_gives_no_turn_there() {
    let mut position = pos("6x4b.s.4-4-4-4-0-8.0.4-4-4-4-4-4.0");
    let outcome = position.play(pit(6)).unwrap();
    let mut expected = vec![Cell::Store(South)];
    expected.extend((1..=6).map(north));
    expected.push(Cell::Store(North));
    assert_eq!(outcome.sown, expected);
    assert_eq!(outcome.last, Cell::Store(North));
    assert!(!outcome.extra_turn);
    assert_eq!(position.stores(), Scores { south: 1, north: 1 });
    assert_eq!(position.to_move(), North);
}

#[test]
fn skipping_the_origin_on_a_lap_carries_the_thirteenth_seed_on() {
    let mut position = pos("6x4o.s.0-0-0-0-0-13.0.4-4-4-4-4-4.11");
    let outcome = position.play(pit(6)).unwrap();
    assert!(!outcome.sown.contains(&south(6)));
    assert_eq!(outcome.last, Cell::Store(South));
    assert!(outcome.extra_turn);
    assert_eq!(position.seeds(South, pit(6)), 0);
    assert_eq!(position.store(South), 2);
}

#[test]
fn house_rules_combine() {
    // Both stores and skip-origin together: 13 seeds from pit 6 feed both stores, skip the
    // origin, and the last lands in South's empty pit 5, facing a North pit it just fed.
    let mut position = pos("6x4bo.s.1-0-0-0-0-13.0.4-4-4-4-4-4.10");
    let outcome = position.play(pit(6)).unwrap();
    assert_eq!(outcome.sown.len(), 13);
    assert!(outcome.sown.contains(&Cell::Store(North)));
    assert!(!outcome.sown.contains(&south(6)));
    assert_eq!(outcome.last, south(5));
    assert_eq!(
        outcome.capture.map(|c| (c.opposite, c.seeds)),
        Some((pit(2), 5))
    );
    assert_eq!(
        position.stores(),
        Scores {
            south: 7,
            north: 11
        }
    );
}

// ---- Checked moves and bad input ----------------------------------------------------------

#[test]
fn an_empty_pit_is_refused_and_the_position_is_unchanged() {
    let mut position = pos("6x4.s.0-4-4-4-4-4.4.4-4-4-4-4-4.0");
    let before = position;
    assert_eq!(position.play(pit(1)), Err(PlayError::EmptyPit(pit(1))));
    assert_eq!(position, before);
}

#[test]
fn a_pit_beyond_the_board_is_refused() {
    let mut position = Position::start(standard(3, 2), South);
    let before = position;
    assert_eq!(
        position.play(pit(4)),
        Err(PlayError::NoSuchPit {
            pit: pit(4),
            pits: 3
        })
    );
    assert_eq!(position, before);
}

#[test]
fn a_pit_shows_its_number_when_debugged() {
    assert_eq!(
        format!("{:?}", PlayError::EmptyPit(pit(3))),
        "EmptyPit(Pit(3))"
    );
}

#[test]
fn pit_numbers_outside_one_to_six_do_not_exist() {
    assert_eq!(Pit::new(0), None);
    assert_eq!(Pit::new(7), None);
    assert_eq!(Pit::new(6).map(Pit::number), Some(6));
    assert_eq!(Pit::from_index(6), None);
}

#[test]
fn out_of_range_rules_are_refused_with_the_field_named() {
    assert_eq!(Rules::new(0, 4), Err(RulesError::Pits(0)));
    assert_eq!(Rules::new(7, 4), Err(RulesError::Pits(7)));
    assert_eq!(Rules::new(6, 0), Err(RulesError::Seeds(0)));
    assert_eq!(Rules::new(6, 7), Err(RulesError::Seeds(7)));
    assert_eq!(Rules::new(u32::MAX, 4), Err(RulesError::Pits(u32::MAX)));
    assert!(RulesError::Pits(7).to_string().contains("pits per side"));
    assert!(RulesError::Seeds(9).to_string().contains("seeds per pit"));
    for pits in 1..=6 {
        for seeds in 1..=6 {
            let rules = standard(pits, seeds);
            assert_eq!((rules.pits(), rules.seeds()), (pits as u8, seeds as u8));
        }
    }
}

#[test]
fn a_setup_with_a_wrong_row_length_is_refused() {
    let mut setup = Position::start(Rules::KALAH, South).to_setup();
    setup.north.pop();
    assert_eq!(
        Position::from_setup(&setup),
        Err(SetupError::RowLength {
            player: North,
            expected: 6,
            found: 5
        })
    );
}

#[test]
fn a_setup_whose_seeds_do_not_add_up_is_refused() {
    let mut setup = Position::start(Rules::KALAH, South).to_setup();
    setup.south_store = 3;
    assert_eq!(
        Position::from_setup(&setup),
        Err(SetupError::SeedTotal {
            expected: 48,
            found: 51
        })
    );
}

#[test]
fn a_study_takes_another_total_up_to_the_largest_games() {
    let mut setup = Position::start(Rules::KALAH, South).to_setup();
    setup.south_store = 3;
    let study = Position::from_study(&setup).unwrap();
    assert_eq!(study.total_seeds(), 51);
    assert!(!study.has_the_rules_total());
    assert!(Position::start(Rules::KALAH, South).has_the_rules_total());
    setup.north_store = 22;
    let refused = Position::from_study(&setup).unwrap_err();
    assert_eq!(
        refused,
        SetupError::TooManySeeds {
            most: 72,
            found: 73
        }
    );
    assert_eq!(
        refused.to_string(),
        "the board holds 73 seeds in all; a position may hold at most 72"
    );
}

#[test]
fn a_games_text_needs_the_rules_total_and_a_studys_any_total_up_to_72() {
    // Kalah(6,4) starts with 48 seeds; this board holds 20.
    let twenty = "6x4.s.0-2-0-1-3-0.9.1-0-2-0-0-1.1";
    assert_eq!(
        twenty.parse::<Position>(),
        Err(ParseError::Setup(SetupError::SeedTotal {
            expected: 48,
            found: 20
        }))
    );
    let study = Position::parse_study(twenty).unwrap();
    assert_eq!(
        (study.total_seeds(), study.to_string()),
        (20, twenty.into())
    );
    // Both read a game's position alike.
    let start = Position::start(Rules::KALAH, South);
    assert_eq!(Position::parse_study(&start.to_string()), Ok(start));
    let most = "6x6.s.6-6-6-6-6-6.0.6-6-6-6-6-6.0";
    assert_eq!(Position::parse_study(most).unwrap().total_seeds(), 72);
    assert_eq!(
        Position::parse_study("6x6.s.6-6-6-6-6-6.1.6-6-6-6-6-6.0"),
        Err(ParseError::Setup(SetupError::TooManySeeds {
            most: 72,
            found: 73
        }))
    );
    // Everything else is checked as strictly as for a game.
    for (text, reason) in [
        ("6x4.s.0-2-0-1-3-0.9.1-0-2-0-0-1", "6 parts"),
        ("6x4.x.0-2-0-1-3-0.9.1-0-2-0-0-1.1", "side to move"),
        ("6x4.s.0-2-0-1-3-0.09.1-0-2-0-0-1.1", "seed count"),
        ("6x4.s.0-2-0-1-3.9.1-0-2-0-0-1.1", "South's row has 5 pits"),
        ("6x4.se.0-2-0-1-3-0.9.1-0-2-0-0-1.1", "extra turn"),
        ("6x4.n.0-0-0-0-0-0.9.1-0-2-0-0-1.1", "this game is over"),
    ] {
        let error = Position::parse_study(text).expect_err(text).to_string();
        assert!(
            error.contains(reason),
            "{text:?}: {error:?} should mention {reason:?}"
        );
    }
}

#[test]
fn an_extra_turn_flag_without_its_house_rule_is_refused() {
    let setup = Setup {
        extra_turn: true,
        ..Position::start(Rules::KALAH, North).to_setup()
    };
    assert_eq!(
        Position::from_setup(&setup),
        Err(SetupError::ExtraTurnWithoutRule)
    );
    let rules = Rules::KALAH.with_house(HouseRules {
        single_extra_turn: true,
        ..HouseRules::default()
    });
    let allowed = Setup { rules, ..setup };
    assert!(Position::from_setup(&allowed).unwrap().is_extra_turn());
}

// ---- Text form ----------------------------------------------------------------------------

#[test]
fn the_opening_has_a_readable_text_form() {
    let start = Position::start(Rules::KALAH, South);
    assert_eq!(start.to_string(), "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0");
    assert_eq!(pos("6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0"), start);
}

#[test]
fn rules_text_lists_house_rules_in_a_fixed_order() {
    let all = Rules::new(5, 3).unwrap().with_house(HouseRules {
        empty_capture: true,
        sweep: Sweep::Discard,
        single_extra_turn: true,
        sow_both_stores: true,
        skip_origin: true,
        pie: true,
    });
    assert_eq!(all.to_string(), "5x3edlbop");
    assert_eq!(house("5x3edlbop"), all);
    assert_eq!(house("6x4t").house().sweep, Sweep::ToPlayerWhoRanOut);
    for bad in [
        "6x4oe", "6x4ee", "6x4td", "6x4z", "x4", "6x", "06x4", "6X4", "6x4 ", "6x4pe", "6x4pp",
    ] {
        assert!(bad.parse::<Rules>().is_err(), "{bad} should be refused");
    }
    assert!(matches!(
        "7x4".parse::<Rules>(),
        Err(mancala::engine::ParseError::Rules(RulesError::Pits(7)))
    ));
}

#[test]
fn position_text_marks_an_extra_turn_in_progress() {
    let mut position = pos("6x4l.s.0-0-0-0-2-1.11.4-4-4-4-4-4.10");
    position.play(pit(6)).unwrap();
    assert_eq!(
        position.to_string(),
        "6x4l.se.0-0-0-0-2-0.12.4-4-4-4-4-4.10"
    );
    assert_eq!(pos(&position.to_string()), position);
}

#[test]
fn malformed_position_text_is_refused_with_a_reason() {
    let cases = [
        ("", "6 parts"),
        ("6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4", "6 parts"),
        ("6x4.x.4-4-4-4-4-4.0.4-4-4-4-4-4.0", "side to move"),
        ("6x4.s.4-4-4-4-4-04.0.4-4-4-4-4-4.0", "seed count"),
        ("6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.-1", "seed count"),
        ("6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-999.0", "seed count"),
        ("6x4.s.4-4-4-4-4.0.4-4-4-4-4-4.0", "South's row has 5 pits"),
        ("6x4.s.4-4-4-4-4-4.1.4-4-4-4-4-4.0", "49 seeds"),
        ("6x4.se.4-4-4-4-4-4.0.4-4-4-4-4-4.0", "extra turn"),
        ("9x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0", "pits per side"),
    ];
    for (text, reason) in cases {
        let error = text.parse::<Position>().expect_err(text).to_string();
        assert!(
            error.contains(reason),
            "{text:?}: {error:?} should mention {reason:?}"
        );
    }
}

#[test]
fn the_diagram_shows_north_reversed_above_south() {
    let picture = pos("6x4.n.1-2-3-4-5-6.3.6-5-4-3-2-1.3").diagram();
    let lines: Vec<&str> = picture.lines().collect();
    assert_eq!(
        lines[0].split_whitespace().collect::<Vec<_>>(),
        ["1", "2", "3", "4", "5", "6"]
    );
    assert_eq!(lines[1].split_whitespace().collect::<Vec<_>>(), ["3", "3"]);
    assert_eq!(
        lines[2].split_whitespace().collect::<Vec<_>>(),
        ["1", "2", "3", "4", "5", "6"]
    );
    assert_eq!(lines[3], "North to move");
}

// ---- Game records -------------------------------------------------------------------------

#[test]
fn a_record_replays_to_any_ply() {
    let start = Position::start(Rules::KALAH, South);
    let moves: Vec<Pit> = [3, 6, 2, 4, 1].into_iter().map(pit).collect();
    let record = Record::from_moves(start, &moves).unwrap();
    let mut position = start;
    for (ply, &p) in moves.iter().enumerate() {
        assert_eq!(record.position_at(ply), Some(position));
        position.play(p).unwrap();
    }
    assert_eq!(record.position_at(moves.len()), Some(position));
    assert_eq!(record.position(), &position);
    assert_eq!(record.position_at(moves.len() + 1), None);
    assert_eq!(record.played().len(), moves.len());
    assert!(record.played()[0].outcome().unwrap().extra_turn);
}

#[test]
fn truncating_a_record_takes_moves_back() {
    let start = Position::start(Rules::KALAH, South);
    let mut record = Record::new(start);
    for n in [3, 6, 2] {
        record.play(pit(n)).unwrap();
    }
    record.truncate(1);
    assert_eq!(record.moves(), &[pit(3)]);
    assert_eq!(Some(*record.position()), record.position_at(1));
    assert_eq!(record.position().to_move(), South);
    record.truncate(5);
    assert_eq!(record.ply(), 1);
}

#[test]
fn a_record_names_the_first_move_that_cannot_be_played() {
    let start = Position::start(Rules::KALAH, South);
    // Pit 3 earns an extra turn, so South moves again and pit 3 is now empty.
    let error = Record::from_moves(start, &[pit(3), pit(3)]).unwrap_err();
    assert_eq!(error.ply, 1);
    assert_eq!(error.error, PlayError::EmptyPit(pit(3)));
    assert!(error.to_string().starts_with("move 2"));
}

#[test]
fn a_record_has_a_text_form_that_round_trips() {
    let text = "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_3625";
    let record: Record = text.parse().unwrap();
    assert_eq!(record.ply(), 4);
    assert_eq!(record.to_string(), text);
    let fresh: Record = "6x4.n.4-4-4-4-4-4.0.4-4-4-4-4-4.0".parse().unwrap();
    assert_eq!(fresh.ply(), 0);
    for bad in [
        "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_",
        "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_7",
        "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_3a",
        "6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_33",
    ] {
        assert!(bad.parse::<Record>().is_err(), "{bad}");
    }
}

#[test]
fn the_move_limit_ends_a_game_with_each_side_banking_its_own_row() {
    let start = Position::start(Rules::KALAH, South);
    let mut record = Record::with_move_limit(start, 2);
    record.play(pit(1)).unwrap();
    assert!(!record.is_over());
    record.play(pit(1)).unwrap();
    assert!(record.is_over());
    assert!(!record.position().is_over());
    assert_eq!(record.play(pit(2)), Err(PlayError::MoveLimit));
    // Each side banks its own row: 24 seeds a side, nothing stored yet.
    assert_eq!(record.result(), Some(GameResult::Draw));
    assert_eq!(mancala::engine::MOVE_LIMIT, 1000);
    assert_eq!(Record::new(start).result(), None);
}
