//! The pie rule (`rules=pie`): the swap turns the board and reads right in the move list, it is
//! offered once, only under the rule, only to the second player after the first player's whole
//! first turn; records and links with a swap round-trip and bad ones are refused; and the
//! computer swaps and opens as an exact minimax says it should.

mod minimax;

use std::collections::HashMap;

use mancala::engine::pie::{self, Reply, opening_values, pie_value, whole_turns};
use mancala::engine::players::Level;
use mancala::engine::search::{Limits, Table, best_move, solve};
use mancala::engine::{
    HouseRules, Move, Pit, PlayError, Player, Position, Record, RecordError, RecordParseError,
    Rules, Setup,
};
use mancala::model::game::{Game, MoveError, Turn};
use mancala::model::moves::notation;
use mancala::model::settings::{GameSettings, Opponent, Settings, Side};
use mancala::model::share::link::{parse, read_game, write_game};
use minimax::minimax;
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use Player::{North, South};

fn pit(n: u8) -> Pit {
    Pit::new(n).unwrap()
}

fn pie_rules(pits: u32, seeds: u32) -> Rules {
    Rules::new(pits, seeds).unwrap().with_house(HouseRules {
        pie: true,
        ..HouseRules::default()
    })
}

/// Standard Kalah under the pie rule, South to open.
fn pie_kalah() -> Record {
    Record::new(Position::start(pie_rules(6, 4), South))
}

/// The board turned round, built cell by cell from the setup rather than by the engine.
fn turned(position: &Position, to_move: Player) -> Position {
    let setup = position.to_setup();
    Position::from_setup(&Setup {
        south: setup.north.clone(),
        north: setup.south.clone(),
        south_store: setup.north_store,
        north_store: setup.south_store,
        to_move,
        ..setup
    })
    .unwrap()
}

// ---- The swap -----------------------------------------------------------------------------

#[test]
fn a_swap_turns_the_board_and_gives_the_move_back_to_the_first_player() {
    let mut record = pie_kalah();
    record.play(pit(3)).unwrap();
    record.play(pit(6)).unwrap();
    let before = *record.position();
    assert_eq!(before.to_move(), North);
    assert_eq!(record.swap(), Ok(North));
    let after = *record.position();
    assert_eq!(after, turned(&before, South));
    assert_eq!(after, before.mirrored(South));
    assert_eq!(after.row(South), before.row(North));
    assert_eq!(after.row(North), before.row(South));
    assert_eq!(after.store(North), before.store(South));
    assert_eq!(after.store(South), before.store(North));
    assert_eq!(after.to_move(), South);
    assert_eq!(
        record.moves(),
        [Move::Sow(pit(3)), Move::Sow(pit(6)), Move::Swap]
    );
    assert_eq!(record.position_at(2), Some(before));
    assert_eq!(record.position_at(3), Some(after));
    // The first player answers from the other side of the board.
    record.play(pit(1)).unwrap();
    assert_eq!(notation(&record), "1. 3 6 | swap  2. 1");
    assert_eq!(
        record.to_string(),
        "6x4p.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_36s1"
    );
}

#[test]
fn the_swap_is_offered_once_only_under_pie_only_to_the_second_player_after_the_whole_turn() {
    let mut record = pie_kalah();
    assert!(!record.swap_offered(), "not before the first turn");
    assert_eq!(record.swap(), Err(PlayError::SwapNotOffered));
    record.play(pit(3)).unwrap();
    assert!(
        !record.swap_offered(),
        "not in the middle of the first chain"
    );
    record.play(pit(6)).unwrap();
    assert!(
        record.swap_offered(),
        "to North, once South's chain is over"
    );
    record.swap().unwrap();
    assert!(
        !record.swap_offered(),
        "not to the first player after the swap"
    );
    assert_eq!(record.swap(), Err(PlayError::SwapNotOffered));

    // Declined by sowing, it is never offered again.
    let mut rng = SmallRng::seed_from_u64(22);
    let mut declined = pie_kalah();
    declined.play(pit(1)).unwrap();
    assert!(declined.swap_offered());
    while let Some(next) = mancala::engine::playout::random_move(declined.position(), &mut rng) {
        declined.play(next).unwrap();
        assert!(!declined.swap_offered(), "{declined}");
    }

    // Not without the rule.
    let mut standard = Record::new(Position::start(Rules::KALAH, South));
    standard.play(pit(1)).unwrap();
    assert!(!standard.swap_offered());
    assert_eq!(standard.swap(), Err(PlayError::SwapNotOffered));

    // Not in a game from a position other than the opening.
    let mut studied = pie_kalah();
    studied.play(pit(1)).unwrap();
    studied.play(pit(1)).unwrap();
    let mut from_there = Record::new(*studied.position());
    from_there.play(pit(2)).unwrap();
    assert!(!from_there.swap_offered());

    // When North opens, South is the one offered the swap.
    let mut north_first = Record::new(Position::start(pie_rules(6, 4), North));
    north_first.play(pit(3)).unwrap();
    assert!(!north_first.swap_offered());
    north_first.play(pit(1)).unwrap();
    assert!(north_first.swap_offered());
    assert_eq!(north_first.swap(), Ok(South));
    assert_eq!(north_first.position().to_move(), North);
}

#[test]
fn a_first_turn_that_ends_the_game_leaves_nothing_to_swap() {
    // Kalah(1,1): South's one seed goes to its store, and its row is empty.
    let mut record = Record::new(Position::start(pie_rules(1, 1), South));
    record.play(pit(1)).unwrap();
    assert!(record.is_over());
    assert!(!record.swap_offered());
}

// ---- The game model -----------------------------------------------------------------------

fn pie_settings(opponent: Opponent, side: Side) -> GameSettings {
    GameSettings {
        opponent,
        side,
        house: HouseRules {
            pie: true,
            ..HouseRules::default()
        },
        ..GameSettings::default()
    }
}

#[test]
fn two_players_swap_take_it_back_and_play_it_again() {
    let mut game = Game::new(pie_settings(Opponent::Human, Side::First)).unwrap();
    game.play(pit(3)).unwrap();
    assert!(!game.swap_offered());
    assert_eq!(
        game.swap(),
        Err(MoveError::Illegal(PlayError::SwapNotOffered))
    );
    game.play(pit(6)).unwrap();
    assert!(game.swap_offered());
    let before = *game.position();
    game.swap().unwrap();
    assert_eq!(game.position(), &before.mirrored(South));
    assert_eq!(game.turn(), Turn::Person(South));
    assert!(game.last_outcome().is_none(), "a swap sows nothing");
    assert_eq!(game.status(), "Player 2 swapped sides. Player 1 to move.");
    assert_eq!(game.log().last().unwrap(), "Player 2 swapped sides.");
    assert_eq!(notation(game.record()), "1. 3 6 | swap");

    assert!(game.undo());
    assert_eq!(game.position(), &before);
    assert!(
        game.swap_offered(),
        "the swap is offered again once taken back"
    );
    assert!(game.redo());
    assert_eq!(game.position(), &before.mirrored(South));
    assert_eq!(game.record().moves().last(), Some(&Move::Swap));
}

#[test]
fn against_the_computer_its_swap_is_taken_back_with_your_first_turn() {
    let mut game = Game::new(pie_settings(Opponent::Computer, Side::First)).unwrap();
    game.play(pit(3)).unwrap();
    game.play(pit(6)).unwrap();
    assert_eq!(game.turn(), Turn::Computer);
    let searched = *game.position();
    game.swap_computer(&searched).unwrap();
    assert_eq!(game.turn(), Turn::Person(South));
    assert_eq!(
        game.status(),
        "You sowed pit 6. Computer swapped sides. Your turn."
    );
    assert_eq!(
        game.swap_computer(&searched),
        Err(MoveError::Stale),
        "an answer for the position before the swap"
    );
    assert!(game.undo());
    assert_eq!(
        game.record().ply(),
        0,
        "your whole chain and the swap after it"
    );
}

#[test]
fn you_may_swap_when_the_computer_opens() {
    let mut game = Game::new(pie_settings(Opponent::Computer, Side::Second)).unwrap();
    let searched = *game.position();
    game.play_computer(pit(2), &searched).unwrap();
    assert!(game.swap_offered());
    game.swap().unwrap();
    assert_eq!(game.turn(), Turn::Computer);
    assert_eq!(game.status(), "You swapped sides. Computer to move.");
    assert!(game.undo());
    assert_eq!(game.record().ply(), 1, "only the swap, yours");
}

// ---- Text and links -----------------------------------------------------------------------

#[test]
fn a_record_with_a_swap_reads_back_and_bad_swaps_are_refused() {
    let text = "6x4p.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_36s14";
    let record: Record = text.parse().unwrap();
    assert_eq!(record.moves()[2], Move::Swap);
    assert_eq!(record.to_string(), text);

    let refused = |text: &str| text.parse::<Record>().unwrap_err();
    let swap_at = |ply| {
        RecordParseError::Move(RecordError {
            ply,
            error: PlayError::SwapNotOffered,
        })
    };
    let open = "6x4p.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0";
    assert_eq!(refused(&format!("{open}_s")), swap_at(0), "before any turn");
    assert_eq!(
        refused(&format!("{open}_3s")),
        swap_at(1),
        "inside the chain"
    );
    assert_eq!(refused(&format!("{open}_36s1s")), swap_at(4), "twice");
    assert_eq!(
        refused(&format!("{open}_364s")),
        swap_at(3),
        "after an answer"
    );
    assert_eq!(
        refused("6x4.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_36s"),
        swap_at(2),
        "without the rule"
    );
    for bad in ["S", "swap", "3 6", "36x", "3_6"] {
        assert!(
            matches!(refused(&format!("{open}_{bad}")), RecordParseError::Text(_)),
            "{bad}"
        );
    }
    assert!(swap_at(2).to_string().contains("move 3"));
}

#[test]
fn a_link_with_pie_in_its_rules_opens_the_game_with_its_swap() {
    let read = parse("?vs=human&rules=empty-capture,pie");
    assert!(read.ignored.is_empty(), "{:?}", read.ignored);
    let game = read.settings.game;
    assert!(game.house.pie && game.house.empty_capture);
    assert!(parse("?rules=pie,pie").notice().is_some());

    let mut record = Game::new(game).unwrap().record().clone();
    record.play(pit(3)).unwrap();
    record.play(pit(6)).unwrap();
    record.swap().unwrap();
    let settings = Settings {
        game,
        ..Settings::default()
    };
    let link = write_game(&settings, &record);
    assert_eq!(
        link,
        "vs=human&rules=empty-capture,pie&game=6x4ep.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_36s"
    );
    let (opened, notice) = read_game(game, parse(&link).game.as_deref().unwrap());
    assert_eq!(notice, None);
    assert_eq!(opened.unwrap().record(), &record);

    // A swap where none is offered stops the game there, and says so.
    let (opened, notice) = read_game(game, "6x4ep.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_3s6");
    assert_eq!(opened.unwrap().record().ply(), 1);
    let notice = notice.unwrap();
    assert!(notice.contains("move 2 (a swap)"), "{notice}");
    let (_, notice) = read_game(game, "6x4ep.s.4-4-4-4-4-4.0.4-4-4-4-4-4.0_36w");
    assert!(notice.unwrap().contains("is not a pit or a swap"));
}

proptest! {
    /// Random games under the pie rule, swapping at random where offered, read back from their
    /// text and from a game link move for move.
    #[test]
    fn pie_records_round_trip_through_text_and_links(
        seed in any::<u64>(),
        seeds in 1u32..=6,
        north_first in any::<bool>(),
        plies in 0usize..80,
    ) {
        let first = if north_first { North } else { South };
        let mut record = Record::new(Position::start(pie_rules(6, seeds), first));
        let mut rng = SmallRng::seed_from_u64(seed);
        for _ in 0..plies {
            if record.swap_offered() && rng.random_bool(0.5) {
                record.swap().unwrap();
                continue;
            }
            let Some(next) = mancala::engine::playout::random_move(record.position(), &mut rng)
            else {
                break;
            };
            record.play(next).unwrap();
        }
        let text = record.to_string();
        let read = text.parse::<Record>();
        prop_assert_eq!(read.as_ref(), Ok(&record));
        let replayed = Record::from_moves(*record.start(), record.moves());
        prop_assert_eq!(replayed.as_ref(), Ok(&record));
        let swaps = record.moves().iter().filter(|&&m| m == Move::Swap).count();
        prop_assert!(swaps <= 1);
        // Looking back at any ply says what the record cut there says of its next move.
        for ply in 0..=record.ply() + 1 {
            let cut = Record::from_moves(*record.start(), &record.moves()[..ply.min(record.ply())]);
            let expected = ply <= record.ply() && cut.unwrap().opening_under_pie();
            prop_assert_eq!(record.opening_under_pie_at(ply), expected, "ply {}", ply);
        }
        if seeds >= 3 {
            let settings = Settings {
                game: GameSettings {
                    opponent: Opponent::Human,
                    seeds: seeds as u8,
                    side: Side::First,
                    house: HouseRules { pie: true, ..HouseRules::default() },
                    ..GameSettings::default()
                },
                ..Settings::default()
            };
            if first == South {
                let link = write_game(&settings, &record);
                let (opened, notice) = read_game(settings.game, parse(&link).game.as_deref().unwrap());
                prop_assert_eq!(notice, None);
                let opened = opened.unwrap();
                prop_assert_eq!(opened.record(), &record);
            }
        }
    }
}

// ---- The computer and the value -----------------------------------------------------------

/// South's exact value by minimax with a memo, written apart from the engine's search.
fn exact(position: &Position, memo: &mut HashMap<Position, i32>) -> i32 {
    if let Some(result) = position.result() {
        return result.margin_for(South);
    }
    if let Some(&value) = memo.get(position) {
        return value;
    }
    let values = position.legal_moves().iter().map(|p| {
        let mut next = *position;
        next.play(p).unwrap();
        next
    });
    let values: Vec<Position> = values.collect();
    let values = values.iter().map(|next| exact(next, memo));
    let value = match position.to_move() {
        South => values.max(),
        North => values.min(),
    }
    .unwrap();
    memo.insert(*position, value);
    value
}

/// South's value of a Kalah start under the pie rule (South opening), by minimax over South's
/// first turns and North's choice of answering or swapping, with `value` for South's value of
/// a position. Each turn's value goes with it.
fn pie_by_minimax(
    start: &Position,
    value: &mut dyn FnMut(&Position) -> i32,
) -> (i32, Vec<(Vec<Pit>, i32)>) {
    fn turns(now: &Position, pits: &mut Vec<Pit>, out: &mut Vec<(Vec<Pit>, Position)>) {
        for p in now.legal_moves() {
            let mut next = *now;
            next.play(p).unwrap();
            pits.push(p);
            if next.is_over() || next.to_move() == North {
                out.push((pits.clone(), next));
            } else {
                turns(&next, pits, out);
            }
            pits.pop();
        }
    }
    let mut all = Vec::new();
    turns(start, &mut Vec::new(), &mut all);
    let rated: Vec<(Vec<Pit>, i32)> = all
        .into_iter()
        .map(|(pits, after)| {
            let answered = value(&after);
            let south = if after.is_over() {
                answered
            } else {
                answered.min(value(&turned(&after, South)))
            };
            (pits, south)
        })
        .collect();
    (rated.iter().map(|(_, v)| *v).max().unwrap(), rated)
}

#[test]
fn the_pie_value_and_the_computers_opening_agree_with_minimax_on_small_boards() {
    for (pits, seeds) in [(3, 2), (3, 3), (4, 2), (2, 3)] {
        let start = Position::start(pie_rules(pits, seeds), South);
        let mut memo = HashMap::new();
        let (best, rated) = pie_by_minimax(&start, &mut |p| exact(p, &mut memo));
        if (pits, seeds) == (3, 2) {
            // Plain minimax, with no memo at all, on the smallest.
            let (plain, _) = pie_by_minimax(&start, &mut |p| minimax(p, u32::MAX));
            assert_eq!(plain, best);
        }
        let mut table = Table::new(16);
        let engine = pie_value(&start, |p| solve(p, &mut table));
        assert_eq!(engine.value, best, "Kalah({pits},{seeds})");
        let engine_turns: Vec<(Vec<Pit>, i32)> = engine
            .turns
            .iter()
            .map(|r| (r.turn.pits.clone(), -r.second))
            .collect();
        assert_eq!(engine_turns, rated, "Kalah({pits},{seeds})");
        // Each first pit is worth the best of the turns it begins: what a hint shows.
        let mut by_pit: Vec<(Pit, i32)> = Vec::new();
        for (turn, value) in &rated {
            match by_pit.iter_mut().find(|(p, _)| *p == turn[0]) {
                Some((_, best)) => *best = (*best).max(*value),
                None => by_pit.push((turn[0], *value)),
            }
        }
        by_pit.sort();
        let moves = pie::opening_moves(&start, |p| solve(p, &mut table));
        assert_eq!(moves, by_pit, "Kalah({pits},{seeds})");
        assert_eq!(moves.iter().map(|&(_, v)| v).max(), Some(best));
        assert!(
            best <= 0,
            "the pie rule leaves the first player nothing to gain"
        );

        for seed in 0..4 {
            let mut rng = SmallRng::seed_from_u64(seed);
            for level in [Level::Hard, Level::Expert] {
                let turn = pie::opening(
                    level,
                    &start,
                    50_000_000,
                    &mut Table::new(16),
                    &mut || false,
                    &mut rng,
                )
                .unwrap();
                let kept = rated.iter().find(|(p, _)| *p == turn.pits).unwrap().1;
                assert_eq!(
                    kept, best,
                    "{level:?} opened {:?} on Kalah({pits},{seeds})",
                    turn.pits
                );
            }
        }
    }
}

#[test]
fn the_computer_swaps_exactly_when_answering_is_worth_less_than_nothing() {
    let mut clear = [0, 0];
    for (pits, seeds) in [(3, 3), (4, 2), (3, 2), (2, 3), (5, 1)] {
        let start = Position::start(pie_rules(pits, seeds), South);
        let mut memo = HashMap::new();
        let rated = opening_values(&start, |p| -exact(p, &mut memo));
        for r in rated.iter().filter(|r| !r.turn.after.is_over()) {
            let after = r.turn.after;
            for level in [Level::Medium, Level::Hard, Level::Expert] {
                let mut table = Table::new(16);
                let mut rng = SmallRng::seed_from_u64(7);
                let reply = pie::reply(
                    level,
                    &after,
                    50_000_000,
                    &mut table,
                    &mut || false,
                    &mut rng,
                )
                .unwrap();
                // The search's own value of the position decides.
                let limits = match level {
                    Level::Medium => level.limits(),
                    _ => Limits::nodes(50_000_000),
                };
                let mut search_table = match level {
                    Level::Medium => Table::disabled(),
                    _ => Table::new(16),
                };
                let found =
                    best_move(&after, limits, &mut search_table, &mut || false, &mut rng).unwrap();
                if level != Level::Medium {
                    assert_eq!(found.score, r.answer, "an exact search on a small board");
                }
                assert_eq!(
                    reply == Reply::Swap,
                    found.score < 0,
                    "{level:?} at {after}"
                );
                if r.answer.abs() >= 2 && level != Level::Medium {
                    assert_eq!(reply == Reply::Swap, r.answer < 0, "{level:?} at {after}");
                    clear[usize::from(r.answer < 0)] += 1;
                }
            }
        }
    }
    assert!(
        clear[0] > 0 && clear[1] > 0,
        "clear cases of both kinds: {clear:?}"
    );
}

#[test]
fn every_whole_turn_ends_where_the_other_player_moves_or_the_game_ends() {
    let start = Position::start(pie_rules(6, 4), South);
    let turns = whole_turns(&start);
    assert_eq!(
        turns.len(),
        10,
        "5 single moves, and pit 3 (an extra turn) then 5 more"
    );
    for turn in &turns {
        let record = Record::from_moves(start, &turn.pits).unwrap();
        assert_eq!(record.position(), &turn.after);
        assert!(turn.after.is_over() || turn.after.to_move() == North);
        assert!(record.swap_offered() || turn.after.is_over());
    }
}
