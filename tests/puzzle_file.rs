//! The puzzles' model (`src/model/puzzles.rs`, `src/model/rating.rs`): the file's reader takes
//! back what its writer writes, refuses damaged files with a line and a reason and never
//! panics on any text; the daily choice is the same for a date and walks every puzzle; and the
//! Glicko-2 update gives Glickman's own worked example.

#[path = "support/puzzles.rs"]
mod support_puzzles;

use mancala::engine::Pit;
use mancala::model::train::puzzles::{HEADER, Puzzle, Theme, daily, parse, write};
use mancala::model::train::rating::{Game, Rating};
use proptest::prelude::*;
use support_puzzles::puzzle_from;

/// Two puzzles made from small endings, the second a chain of two moves.
fn two_puzzles() -> Vec<Puzzle> {
    let one = puzzle_from("6x4.s.0-0-0-0-2-1.20.1-0-0-0-1-0.23", 1, 1200).expect("a puzzle");
    let mut two = puzzle_from("6x4.s.0-0-0-3-0-1.18.2-0-1-0-0-0.23", 2, 1200).expect("a puzzle");
    two.theme = Theme::Chain;
    vec![one, two]
}

#[test]
fn a_file_reads_back_as_written() {
    let puzzles = two_puzzles();
    let text = write(&puzzles);
    assert!(text.starts_with(HEADER));
    assert_eq!(parse(&text), Ok(puzzles.clone()));
    let pits =
        |numbers: &[u8]| -> Vec<Pit> { numbers.iter().map(|&n| Pit::new(n).unwrap()).collect() };
    assert_eq!(puzzles[0].answer(), pits(&[6, 5, 6]));
    assert_eq!(puzzles[1].answer(), pits(&[6, 4, 6, 5]));
    assert_eq!((puzzles[0].value(), puzzles[1].value()), (-2, 0));
}

#[test]
fn damaged_files_are_refused_with_their_line_and_reason() {
    let text = write(&two_puzzles());
    // The two lines as written (each a chain; the second is the fuller one).
    let first = "1 6x4.s.0-0-0-0-2-1.20.1-0-0-0-1-0.23 1200 quiet 6:-2,5:-4;5:-2;6:-2";
    let second = "2 6x4.s.0-0-0-3-0-1.18.2-0-1-0-0-0.23 1200 chain 6:0,4:-6;4:0;6:0,5:-6;5:0";
    assert_eq!(text, format!("{HEADER} 2\n{first}\n{second}\n"));
    let file = |lines: &[&str]| format!("{HEADER} 2\n{}\n", lines.join("\n"));
    let cases: Vec<(String, usize, &str)> = vec![
        (String::new(), 0, "does not start"),
        (
            text.replace(HEADER, "mancala-puzzles 2"),
            0,
            "does not start",
        ),
        (text.replace(" 2\n1 ", "\n1 "), 0, "does not start"),
        (format!("{HEADER} 0\n"), 0, "no puzzles"),
        (text.trim_end().to_string(), 0, "cut short"),
        (file(&[first]), 0, "cut short"),
        (text.replace(" 2\n1 ", " 1\n1 "), 0, "more puzzles"),
        (
            file(&[&first.replacen("1 ", "3 ", 1), second]),
            2,
            "should be puzzle 1",
        ),
        (
            file(&[&first.replace(" quiet ", " fancy "), second]),
            2,
            "no theme",
        ),
        (
            file(&[&first.replace(" 1200 ", " 99 "), second]),
            2,
            "outside 100 to 3000",
        ),
        (
            file(&[&first.replace(" 1200 ", " 01200 "), second]),
            2,
            "no rating",
        ),
        (
            file(&[&first.replace(" 1200 ", "  1200 "), second]),
            2,
            "fields",
        ),
        (
            file(&[&first.replace("6:-2,5:-4;", "5:-4,6:-2;"), second]),
            2,
            "within 2 seeds",
        ),
        (
            file(&[&first.replace("6:-2,5:-4;", "6:-2,5:-3;"), second]),
            2,
            "within 2 seeds",
        ),
        (
            file(&[&first.replace("6:-2,5:-4;", "6:-2;"), second]),
            2,
            "legal moves",
        ),
        (
            file(&[&first.replace("6:-2,5:-4;", "6:-2,5:-4,1:-9;"), second]),
            2,
            "legal moves",
        ),
        (
            file(&[&first.replace("6:-2,5:-4;", "6:-2,6:-4;"), second]),
            2,
            "twice",
        ),
        (
            file(&[&first.replace("6:-2,5:-4;", "6:-2,5:x;"), second]),
            2,
            "not a number",
        ),
        (
            file(&[&first.replace("6:-2,5:-4;", "6:-2,5:-0;"), second]),
            2,
            "not a number",
        ),
        (
            file(&[&first.replace(";5:-2;", ";5:-1;"), second]),
            2,
            "changes the answer's value",
        ),
        (
            file(&[&first.replace("6x4.s.", "6x4.n."), second]),
            2,
            "legal moves",
        ),
        (
            file(&[&first.replace(";6:-2", ""), second]),
            2,
            "extra turn to spare",
        ),
        (
            file(&[&format!("{first};1:-2"), second]),
            2,
            "which ends the turn",
        ),
        (
            file(&[
                &first.replace("6x4.s.0-0-0-0-2-1.20", "6x4.s.0-0-0-0-0-0.23"),
                second,
            ]),
            2,
            "over",
        ),
        (file(&[first, first]), 3, "should be puzzle 2"),
        (
            file(&[first, &second.replace(" chain ", " chain  ")]),
            3,
            "fields",
        ),
    ];
    for (damaged, line, reason) in cases {
        let error = parse(&damaged).expect_err(&damaged);
        assert_eq!(error.line, line, "{damaged:?}: {error}");
        assert!(error.to_string().contains(reason), "{damaged:?}: {error}");
    }
}

proptest! {
    #[test]
    fn no_text_makes_the_reader_panic(text in ".{0,300}") {
        let _ = parse(&text);
        let _ = parse(&format!("{HEADER}\n{text}\n"));
    }

    #[test]
    fn a_cut_or_changed_file_is_refused_or_still_checked(cut in 0usize..400, at in 0usize..400, byte in any::<u8>()) {
        let text = write(&two_puzzles());
        let cut = cut.min(text.len());
        if text.is_char_boundary(cut) {
            let short = &text[..cut];
            prop_assert!(cut == text.len() || parse(short).is_err());
        }
        let mut bytes = text.clone().into_bytes();
        let at = at % bytes.len();
        bytes[at] = byte;
        if let Ok(changed) = String::from_utf8(bytes) {
            // Whatever it reads is a file of puzzles that the reader checked again.
            if let Ok(puzzles) = parse(&changed) {
                prop_assert_eq!(parse(&write(&puzzles)), Ok(puzzles));
            }
        }
    }
}

#[test]
fn the_daily_puzzle_is_the_same_for_a_date_and_walks_every_puzzle() {
    let count = 1234;
    // 2 December 2026 is day 20,789 since 1970.
    assert_eq!(daily(20_789, count), daily(20_789, count));
    assert_ne!(daily(20_789, count), daily(20_790, count));
    let mut seen = vec![false; count];
    for day in 20_000..20_000 + count as i64 {
        seen[daily(day, count)] = true;
    }
    assert!(seen.iter().all(|&s| s), "each puzzle once a cycle");
    assert_eq!(daily(-5, 0), 0);
    assert!(daily(-5, 7) < 7);
}

#[test]
fn the_rating_update_gives_glickmans_worked_example() {
    // Glickman's "Example of the Glicko-2 system": 1500 / 200 / 0.06, τ = 0.5, against
    // 1400 / 30 (won), 1550 / 100 (lost) and 1700 / 300 (lost).
    let player = Rating {
        rating: 1500.0,
        deviation: 200.0,
        volatility: 0.06,
    };
    let after = player.after(&[
        Game {
            rating: 1400.0,
            deviation: 30.0,
            score: 1.0,
        },
        Game {
            rating: 1550.0,
            deviation: 100.0,
            score: 0.0,
        },
        Game {
            rating: 1700.0,
            deviation: 300.0,
            score: 0.0,
        },
    ]);
    assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
    assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
    assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
}

#[test]
fn a_puzzle_solved_raises_the_rating_and_one_missed_lowers_it() {
    let start = Rating::default();
    assert!(start.provisional());
    let up = start.after_puzzle(1500, true);
    let down = start.after_puzzle(1500, false);
    assert!(up.rating > start.rating && down.rating < start.rating);
    assert!(up.deviation < start.deviation);
    // Results that even out settle near the puzzles' rating, and the rating grows sure of
    // itself, down to a floor.
    let mut rating = start;
    for i in 0..200 {
        rating = rating.after_puzzle(1800, i % 2 == 0);
    }
    assert!((rating.rating - 1800.0).abs() < 60.0, "{rating:?}");
    assert!(rating.deviation >= 45.0, "{rating:?}");
    assert!(!rating.provisional(), "{rating:?}");
    // Always solving hard puzzles keeps it climbing, within the range kept.
    let settled = rating;
    for _ in 0..100 {
        let next = rating.after_puzzle(3000, true);
        assert!(
            next.rating > rating.rating && next.rating <= 3500.0,
            "{next:?}"
        );
        rating = next;
    }
    assert!(rating.rating > settled.rating + 500.0, "{rating:?}");
}
