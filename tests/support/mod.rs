//! Shared test support: the classic baseline opponent and the match runner.
#![allow(dead_code)]

pub mod accuracy;
pub mod baseline;
pub mod matches;
