//! What every mode's controller speaks, and the router too: the one shape of a controller and
//! the small context handed to it with each action, the computer's jobs and answers (without the ids the router
//! keeps), the notices shown beside the game, and why a stored value was not used. It names
//! no mode and imports no mode's folder.

pub mod context;
pub(crate) mod controller;
pub mod notices;
pub mod online_game;
pub mod stored;
pub mod worker;
