//! The page's policies, tested natively through the session: actions in, state and effects
//! out, with no browser. One module per part of the session, all driven by one [`page::Page`].

mod by_link;
mod clock;
mod computer;
mod hints;
mod learn;
mod notices;
mod online;
mod opening;
mod page;
mod pie;
mod play;
mod preferences;
#[path = "../support/puzzles.rs"]
mod puzzles;
mod replay;
mod statistics;
mod status;
mod study;
mod table;
mod touched;
mod train;
