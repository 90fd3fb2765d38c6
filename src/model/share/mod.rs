//! What leaves the page as text: the link (the address's query, which carries the settings, a
//! game played by link and each mode's own value) and the transcript of a game.

pub mod link;
pub mod transcript;
