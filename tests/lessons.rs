//! The lessons (`src/model/lessons.rs`): every step's board is a position where the bottom row
//! moves, its intended answer meets its goal through the engine (going on until the last move
//! and no further), and a wrong first move is told why in a sentence.

use mancala::engine::{Pit, Position};
use mancala::model::learn::lessons::{Attempt, LESSONS, Verdict};
use mancala::model::learn::words::missed;

/// Every step, named for messages.
fn steps() -> impl Iterator<Item = (String, &'static mancala::model::learn::lessons::Step)> {
    LESSONS.iter().enumerate().flat_map(|(l, lesson)| {
        lesson.steps.iter().enumerate().map(move |(s, step)| {
            (
                format!("lesson {} ({}), step {}", l + 1, lesson.title(), s + 1),
                step,
            )
        })
    })
}

#[test]
fn there_are_eight_lessons_of_three_or_four_steps() {
    assert_eq!(LESSONS.len(), 8);
    for lesson in LESSONS {
        assert!((3..=4).contains(&lesson.steps.len()), "{}", lesson.title());
    }
}

#[test]
fn every_intended_answer_meets_its_goal() {
    for (name, step) in steps() {
        let mut attempt = Attempt::new(step).unwrap_or_else(|why| panic!("{name}: {why:?}"));
        for (i, &number) in step.answer.iter().enumerate() {
            let pit = Pit::new(number).unwrap();
            let verdict = attempt
                .play(pit)
                .unwrap_or_else(|why| panic!("{name}: pit {number} refused: {why}"));
            let last = i + 1 == step.answer.len();
            let wanted = if last { Verdict::Right } else { Verdict::GoOn };
            assert_eq!(
                verdict, wanted,
                "{name}: after pit {number} of {:?}",
                step.answer
            );
        }
    }
}

/// Every way the turn can go from `attempt`: the moves and the sentence of each that misses the
/// goal, and the number of ways that meet it.
fn every_way(attempt: &Attempt, moves: &mut Vec<u8>, wrong: &mut Vec<(Vec<u8>, String)>) -> usize {
    let mut right = 0;
    for pit in attempt.position().legal_moves().iter() {
        let mut next = attempt.clone();
        moves.push(pit.number());
        match next.play(pit).expect("a legal move") {
            Verdict::Right => right += 1,
            Verdict::Wrong(why) => wrong.push((moves.clone(), missed(&why))),
            Verdict::GoOn => right += every_way(&next, moves, wrong),
        }
        moves.pop();
    }
    right
}

#[test]
fn some_way_misses_each_goal_and_is_told_why_in_a_sentence() {
    for (name, step) in steps() {
        let mut wrong = Vec::new();
        let right = every_way(&Attempt::new(step).unwrap(), &mut Vec::new(), &mut wrong);
        assert!(right > 0, "{name}");
        assert!(
            !wrong.is_empty(),
            "{name}: every way meets the goal, so there is nothing to find"
        );
        for (moves, why) in &wrong {
            assert!(
                why.starts_with(|c: char| c.is_uppercase()) && why.ends_with('.') && why.len() > 20,
                "{name}: {moves:?}: {why}"
            );
            assert!(!why.contains("  "), "{name}: {moves:?}: {why}");
            println!("{name}: {moves:?}: {why}");
        }
    }
}

#[test]
fn the_answer_is_the_only_first_move_that_works_where_the_ask_says_so() {
    // Steps whose words promise one move: "Find the pit", "Find the one", "find it".
    for (name, step) in steps() {
        if !(step.ask().contains("Find the") || step.ask().contains("find it")) {
            continue;
        }
        let start = Position::parse_study(step.board).unwrap();
        for pit in start.legal_moves().iter() {
            let mut wrong = Vec::new();
            let mut attempt = Attempt::new(step).unwrap();
            let works = match attempt.play(pit).unwrap() {
                Verdict::Right => true,
                Verdict::Wrong(_) => false,
                Verdict::GoOn => every_way(&attempt, &mut vec![pit.number()], &mut wrong) > 0,
            };
            assert_eq!(works, pit.number() == step.answer[0], "{name}: pit {pit}");
        }
    }
}

#[test]
fn a_try_that_is_over_takes_no_more_moves() {
    let step = &LESSONS[0].steps[0];
    let mut attempt = Attempt::new(step).unwrap();
    assert_eq!(attempt.play(Pit::new(1).unwrap()), Ok(Verdict::Right));
    assert!(attempt.play(Pit::new(2).unwrap()).is_err());
}
