//! Train as a part of the session: the puzzle file asked for when first needed and read
//! strictly, rated training moving the rating, a streak ended by a miss, the daily puzzle,
//! puzzles by link, a broken file, and the mistakes of an analysed game kept as puzzles of your
//! own.

use mancala::model::train::FetchError;
use mancala::model::train::puzzles::{Puzzle, daily, write};
use mancala::model::train::words::{no_puzzle, unread};

use crate::page::*;
use crate::puzzles::puzzle_from;

/// A file of three puzzles, rated 900, 1500 and 2100 (the last with the top row to move).
fn file() -> (String, Vec<Puzzle>) {
    let puzzles = vec![
        puzzle_from("6x4.s.0-0-0-0-2-1.20.1-0-0-0-1-0.23", 1, 900).unwrap(),
        puzzle_from("6x4.s.0-0-0-3-0-1.18.2-0-1-0-0-0.23", 2, 1500).unwrap(),
        puzzle_from("6x4.n.1-0-0-0-1-0.23.0-0-0-0-2-1.20", 3, 2100).unwrap(),
    ];
    (write(&puzzles), puzzles)
}

/// Opens Train, starts `action`, and hands it the file.
fn start(action: TrainAction) -> (Page, Vec<Puzzle>) {
    let mut page = Page::with_link("?speed=instant");
    page.train(TrainAction::Open);
    page.train(action);
    assert!(matches!(page.session.training().file(), File::Loading(_)));
    assert!(page.fetching_puzzles, "the file is asked for");
    let (text, puzzles) = file();
    page.train(TrainAction::Loaded(Ok(text)));
    (page, puzzles)
}

fn shown_id(page: &Page) -> u32 {
    page.session
        .training()
        .puzzle()
        .expect("a puzzle of the file")
        .id
}

fn standing(page: &Page) -> Standing {
    page.session
        .training()
        .trying()
        .expect("a try")
        .standing
        .clone()
}

/// Plays the answer of the puzzle shown.
fn solve(page: &mut Page) {
    for pit in page.session.training().puzzle().unwrap().answer() {
        page.train(TrainAction::Play(pit));
    }
    assert_eq!(standing(page), Standing::Solved);
}

/// Plays a move that misses the puzzle shown.
fn miss(page: &mut Page) -> Pit {
    let puzzle = page.session.training().puzzle().unwrap();
    let wrong = puzzle.decisions[0].moves[1].0;
    page.train(TrainAction::Play(wrong));
    wrong
}

#[test]
fn rated_training_fetches_the_file_once_and_moves_the_rating() {
    let (mut page, puzzles) = start(TrainAction::Rated);
    assert!(page.session.lessons().done().count() == 0);
    // The nearest to the starting 1500.
    assert_eq!(shown_id(&page), 2);
    assert_eq!(page.address.as_deref(), Some("puzzle=2"));
    assert_eq!(
        page.session.training().trying().unwrap().board,
        puzzles[1].position
    );
    // The game waits meanwhile.
    let before = *page.session.game().position();
    page.send(Action::Play(PlayAction::Sow(pit(3))));
    assert_eq!(*page.session.game().position(), before);
    // Chains are entered move by move.
    let answer = puzzles[1].answer();
    page.train(TrainAction::Play(answer[0]));
    assert_eq!(standing(&page), Standing::Going);
    for &pit in &answer[1..] {
        page.train(TrainAction::Play(pit));
    }
    assert_eq!(standing(&page), Standing::Solved);
    let record = page.session.training().record();
    assert_eq!((record.tried, record.solved), (1, 1));
    assert!(record.rating.rating > 1500.0);
    let change = page.session.training().trying().unwrap().change.unwrap();
    assert!(change > 0);
    let saved = page.saved_puzzles.clone().expect("kept");
    assert_eq!(
        mancala::model::formats::puzzles_from_json(&saved).unwrap(),
        *record
    );
    // The next is another puzzle, and a miss lowers the rating and shows every move's value.
    page.train(TrainAction::Next);
    assert_ne!(shown_id(&page), 2);
    let rating = page.session.training().record().rating.rating;
    let wrong = miss(&mut page);
    match standing(&page) {
        Standing::Missed { played, rated } => {
            assert_eq!(played, wrong);
            assert!(rated.exact);
            assert_eq!(
                rated.moves.len(),
                page.session.training().puzzle().unwrap().decisions[0]
                    .moves
                    .len()
            );
        }
        other => panic!("{other:?}"),
    }
    assert!(page.session.training().record().rating.rating < rating);
    // Tried again, it no longer counts.
    page.train(TrainAction::Again);
    solve(&mut page);
    assert_eq!(page.session.training().record().tried, 2);
    // Closing gives the game back, with its address.
    page.train(TrainAction::Close);
    assert!(!page.session.training().is_open());
    assert_eq!(page.address.as_deref(), Some("speed=instant"));
}

#[test]
fn a_streak_rises_until_the_first_miss_and_keeps_the_best() {
    let (mut page, _) = start(TrainAction::Streak);
    // The easiest first.
    assert_eq!(shown_id(&page), 1);
    solve(&mut page);
    assert_eq!(page.session.training().record().best_streak, 1);
    page.train(TrainAction::Next);
    assert_eq!(
        page.session.training().trying().unwrap().mode,
        Mode::Streak(1)
    );
    miss(&mut page);
    assert_eq!(page.session.training().record().best_streak, 1);
    assert_eq!(
        page.session.training().record().tried,
        0,
        "streaks are not rated"
    );
    page.train(TrainAction::Next);
    assert_eq!(
        page.session.training().trying().unwrap().mode,
        Mode::Streak(0)
    );
}

#[test]
fn the_daily_puzzle_is_the_days_and_counts_once() {
    let day = 20_789;
    let (mut page, puzzles) = start(TrainAction::Daily(day));
    assert_eq!(shown_id(&page), puzzles[daily(day, 3)].id);
    solve(&mut page);
    assert_eq!(page.session.training().record().daily_solved, Some(day));
    page.train(TrainAction::Next);
    assert!(matches!(
        page.session.training().shown(),
        Some(mancala::model::train::Shown::Empty(Mode::Daily(_)))
    ));
    page.train(TrainAction::Daily(day));
    assert!(
        !page.session.training().trying().unwrap().rated,
        "done today"
    );
}

#[test]
fn the_daily_puzzle_has_a_link_of_its_own() {
    // The link names the day's puzzle, not a number: it opens Train, waiting for the part of
    // the page that knows the date.
    let mut page = Page::with_link("?puzzle=daily");
    assert!(page.session.notices().is_empty());
    assert!(matches!(
        page.session.training().shown(),
        Some(mancala::model::train::Shown::Asked(
            mancala::model::share::link::PuzzleLink::Daily
        ))
    ));
    assert_eq!(page.address.as_deref(), Some("puzzle=daily"));
    let day = 20_790;
    page.train(TrainAction::Daily(day));
    let (text, puzzles) = file();
    page.train(TrainAction::Loaded(Ok(text)));
    assert_eq!(shown_id(&page), puzzles[daily(day, 3)].id);
    assert!(page.session.training().trying().unwrap().rated);
    // Chosen from the modes, the daily puzzle shows the same link, and any other puzzle its
    // number.
    assert_eq!(page.address.as_deref(), Some("puzzle=daily"));
    page.train(TrainAction::Modes);
    page.train(TrainAction::Rated);
    assert_eq!(
        page.address.as_deref(),
        Some(format!("puzzle={}", shown_id(&page)).as_str())
    );
    // A day's value other than the word is still refused.
    for bad in ["?puzzle=Daily", "?puzzle=daily1", "?puzzle=today"] {
        let page = Page::with_link(bad);
        assert!(!page.session.training().is_open(), "{bad}");
    }
}

#[test]
fn a_puzzle_opens_by_link_and_a_bad_one_is_named() {
    let mut page = Page::with_link("?puzzle=3");
    assert!(page.session.notices().is_empty());
    assert!(page.session.training().is_open());
    page.train(TrainAction::Puzzle(3));
    let (text, puzzles) = file();
    page.train(TrainAction::Loaded(Ok(text.clone())));
    assert_eq!(shown_id(&page), 3);
    // The top row was to move: the board is turned so that the bottom row moves.
    let board = page.session.training().trying().unwrap().board;
    assert_eq!(board.to_move(), Player::South);
    assert_eq!(board.to_string(), "6x4.s.0-0-0-0-2-1.20.1-0-0-0-1-0.23");
    solve(&mut page);
    let _ = puzzles;

    let mut page = Page::with_link("?puzzle=9");
    page.train(TrainAction::Puzzle(9));
    page.train(TrainAction::Loaded(Ok(text)));
    assert_eq!(
        page.session.training().missing().map(no_puzzle).as_deref(),
        Some("There is no puzzle 9: the puzzles are numbered 1 to 3.")
    );
    for bad in ["?puzzle=x", "?puzzle=0", "?puzzle=-1", "?puzzle=%E2%80%8B4"] {
        let page = Page::with_link(bad);
        assert!(!page.session.training().is_open(), "{bad}");
        assert!(
            page.session.notices()[0].to_string().contains("puzzle"),
            "{bad}"
        );
    }
}

#[test]
fn a_broken_or_missing_file_is_named_and_the_rest_works() {
    let (text, _) = file();
    let cut = text[..text.len() - 10].to_string();
    for (answer, words) in [
        (Ok(cut), "could not be read"),
        (
            Err(FetchError::Refused),
            "could not be fetched: the network refused the request",
        ),
    ] {
        let mut page = Page::with_link("?speed=instant");
        page.train(TrainAction::Open);
        page.train(TrainAction::Rated);
        page.train(TrainAction::Loaded(answer));
        match page.session.training().file() {
            File::Broken(why) => assert!(unread(why).contains(words), "{why:?}"),
            other => panic!("{other:?}"),
        }
        assert!(page.session.training().trying().is_none());
        page.train(TrainAction::Close);
        page.send(Action::Play(PlayAction::Sow(pit(1))));
        assert_eq!(page.session.game().record().ply(), 1, "the game plays on");
    }
}

#[test]
fn an_analysed_games_mistakes_become_puzzles_of_your_own() {
    let mut page = Page::with_link("?vs=human&speed=instant");
    // Both players take the lowest pit they can: mistakes enough.
    page.play_to_the_end();
    page.analyse_to_the_end();
    assert!(
        page.session.training().record().mine.is_empty(),
        "kept once the page says so"
    );
    page.train(TrainAction::Analysed);
    assert!(!page.session.training().is_open(), "without opening Train");
    let mistakes = page
        .session
        .analysis_points()
        .iter()
        .filter(|p| p.mistake.is_some())
        .count();
    assert!(mistakes > 0);
    let mine = page.session.training().record().mine.clone();
    assert_eq!(mine.len(), mistakes);
    assert!(mine.iter().all(|m| m.position.to_move() == Player::South));
    assert!(page.saved_puzzles.is_some(), "kept");
    // From your games: the first, answered by its best move.
    page.train(TrainAction::Open);
    page.train(TrainAction::Mine);
    assert!(
        matches!(page.session.training().file(), File::NotAsked),
        "no file needed"
    );
    let best = mine[0].moves[0].0;
    page.train(TrainAction::Play(best));
    assert_eq!(standing(&page), Standing::Solved);
    assert!(page.session.training().record().mine[0].solved);
    page.train(TrainAction::Next);
    let next = page.session.training().trying();
    if mine.len() > 1 {
        assert_eq!(next.unwrap().board, mine[1].position);
    }
}
