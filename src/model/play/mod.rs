//! Play: a game against the computer, between two people on one device, or by link. Its own
//! parts live here: the records against the computer and the ladder of levels they climb, the
//! status line, the hints and the post-game analysis, the replay, the turn clock and the
//! tally. The table and the rest of play's state still sit in the router, which runs them
//! (issue 33).

pub(crate) mod clock;
pub mod hint;
pub mod ladder;
pub mod records;
pub mod replay;
pub mod status;
pub mod tally;
