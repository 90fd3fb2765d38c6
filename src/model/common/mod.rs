//! What every mode's controller speaks, and the router too: the notices shown beside the game,
//! and why a stored value was not used. It names no mode and imports no mode's folder.

pub mod notices;
pub mod stored;
