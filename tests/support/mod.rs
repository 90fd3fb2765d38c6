//! Shared test support: the classic baseline opponent, the match runner, the accuracy data
//! and sampled positions.
#![allow(dead_code)]

pub mod accuracy;
pub mod baseline;
pub mod matches;
pub mod positions;
pub mod puzzles;
