//! What every mode's controller speaks, and the router too: the one shape of a controller and
//! the small context handed to it with each action, the computer's jobs and answers (without
//! the ids the router keeps), the notices shown beside the game, what storage held under a key
//! and why a stored value was not used, and a finished online game, which the online mode
//! tells play through the router. It names no mode and imports no mode's folder.

pub mod context;
pub(crate) mod controller;
pub mod notices;
pub mod online_game;
pub mod stored;
pub mod worker;
