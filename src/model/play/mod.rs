//! Play: a game against the computer, between two people on one device, or by link. Its own
//! data lives here: the records against the computer and the ladder of levels they climb.

pub mod ladder;
pub mod records;
