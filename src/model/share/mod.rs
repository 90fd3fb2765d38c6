//! What leaves the page as text: the link (the address's query, which carries the settings, a
//! game played by link and each mode's own value) and the transcript of a game, and why a
//! pasted one was not opened, in words.

pub mod link;
pub mod reasons;
mod refused;
pub mod transcript;
