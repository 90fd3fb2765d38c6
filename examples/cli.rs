//! A small terminal tool over the engine until the page exists: give it a position in text form
//! (or nothing, for the standard opening) and pit numbers to sow, and it prints each move's
//! effect and the board.

use std::process::ExitCode;

use mancala::engine::{Pit, Player, Position, Rules};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1).peekable();
    let mut position = match args.peek().filter(|arg| arg.contains('.')) {
        Some(text) => match text.parse::<Position>() {
            Ok(position) => {
                args.next();
                position
            }
            Err(error) => {
                eprintln!("mancala: {error}");
                return ExitCode::FAILURE;
            }
        },
        None => Position::start(Rules::KALAH, Player::South),
    };
    print!("{}", position.diagram());
    for arg in args {
        let Some(pit) = arg.parse().ok().and_then(Pit::new) else {
            eprintln!("mancala: '{arg}' is not a pit number");
            return ExitCode::FAILURE;
        };
        match position.play(pit) {
            Ok(outcome) => {
                let mut said = format!("{} sows pit {pit}", outcome.mover);
                if outcome.extra_turn {
                    said.push_str(": extra turn");
                }
                if let Some(capture) = outcome.capture {
                    said.push_str(&format!(": captures {}", capture.banked()));
                }
                if let Some(end) = outcome.end {
                    said.push_str(&format!(": game over, {:?}", end.result));
                }
                println!("\n{said}\n{}", position.diagram());
            }
            Err(error) => {
                eprintln!("mancala: {error}");
                return ExitCode::FAILURE;
            }
        }
    }
    println!("{position}");
    ExitCode::SUCCESS
}
