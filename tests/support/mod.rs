//! Shared test support: the classic baseline opponent, the match runner, the accuracy data,
//! sampled positions, and random games under any setup.
#![allow(dead_code)]

pub mod accuracy;
pub mod baseline;
pub mod games;
pub mod matches;
pub mod positions;
pub mod puzzles;
