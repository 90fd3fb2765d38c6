//! Play: a game against the computer, between two people on one device, or by link. Its own
//! parts live here: the table (the game and how it is shown), the status line, the hints and
//! the post-game analysis, the replay, the turn clock, the tally, play by link, what is saved
//! of the game, and the records against the computer with the ladder of levels they climb.
//! The router still runs these parts itself: play has no controller of its own yet (issue 33).

pub(crate) mod by_link;
pub(crate) mod clock;
pub mod hint;
pub mod ladder;
pub mod records;
pub mod replay;
pub mod saving;
pub mod status;
pub mod table;
pub mod tally;
