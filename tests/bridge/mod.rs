//! Translation between the engine's types and the independent model's (tests/rules_model), for the
//! test files that compare the two. The model itself knows nothing of the engine.
#![allow(dead_code)]

use mancala::engine::{Cell, Player, Rules, Sweep};

use crate::rules_model::{EndSweep, ModelRules, Side, Spot};

/// The model's name for a player.
pub fn side(player: Player) -> Side {
    match player {
        Player::South => Side::South,
        Player::North => Side::North,
    }
}

/// The model's name for a cell.
pub fn spot(cell: Cell) -> Spot {
    match cell {
        Cell::Pit(player, pit) => Spot::Pit(side(player), usize::from(pit.number())),
        Cell::Store(player) => Spot::Store(side(player)),
    }
}

/// The model's rules for the engine's.
pub fn model_rules(rules: Rules) -> ModelRules {
    let house = rules.house();
    ModelRules {
        pits: usize::from(rules.pits()),
        seeds: u32::from(rules.seeds()),
        empty_capture: house.empty_capture,
        sweep: match house.sweep {
            Sweep::OwnRow => EndSweep::Standard,
            Sweep::ToPlayerWhoRanOut => EndSweep::RanOutTakesAll,
            Sweep::Discard => EndSweep::NotCounted,
        },
        one_extra_turn: house.single_extra_turn,
        both_stores: house.sow_both_stores,
        skip_origin: house.skip_origin,
    }
}
