//! An independent, deliberately simple model of the rules of Kalah, used as a
//! test oracle against the real engine.
//!
//! Each side keeps its own row of pits (`Vec<u32>`, index `n - 1` holds pit
//! `n`) and its own store count. A move builds the explicit "track" of places
//! a sown seed can reach for the mover and walks it cyclically, one seed per
//! step. Nothing here is tuned for speed.
#![allow(dead_code)]

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The player who normally moves first.
    South,
    /// The other player.
    North,
}

impl Side {
    /// The opposing player.
    pub fn other(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }
}

/// A place on the board that can hold seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    /// A pit owned by the side, numbered 1..=m from the owner's left.
    Pit(Side, usize),
    /// The store of the side (on the owner's right).
    Store(Side),
}

/// What happens to the seeds left in the rows when the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndSweep {
    /// Each side moves its own remaining seeds into its own store.
    Standard,
    /// The side whose row ran empty receives every seed left on the board.
    RanOutTakesAll,
    /// Remaining seeds stay where they are and do not count.
    NotCounted,
}

/// Board size, starting seeds and the house-rule switches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ModelRules {
    /// Pits per side (m).
    pub pits: usize,
    /// Seeds initially in every pit (s).
    pub seeds: u32,
    /// A last seed in an own empty pit opposite an empty pit still goes to
    /// the store on its own.
    pub empty_capture: bool,
    /// How the leftover seeds are handled at the end.
    pub sweep: EndSweep,
    /// An extra turn cannot itself earn another extra turn.
    pub one_extra_turn: bool,
    /// Sowing also drops seeds into the opponent's store.
    pub both_stores: bool,
    /// A lapping sowing never drops a seed into its origin pit.
    pub skip_origin: bool,
}

impl ModelRules {
    /// Standard Kalah rules with `pits` pits of `seeds` seeds each.
    pub fn standard(pits: usize, seeds: u32) -> ModelRules {
        ModelRules {
            pits,
            seeds,
            empty_capture: false,
            sweep: EndSweep::Standard,
            one_extra_turn: false,
            both_stores: false,
            skip_origin: false,
        }
    }
}

/// The observable outcome of one call to [`Model::play`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModelMove {
    /// Every place that received a seed, in order, one entry per seed.
    pub sown: Vec<Spot>,
    /// Where the last seed was dropped (before any capture moved it).
    pub last: Spot,
    /// The same player moves again (earned and actually granted).
    pub extra_turn: bool,
    /// The mover's landing pit number and the seeds taken from the pit
    /// opposite it (0 for an empty-capture under the house rule).
    pub capture: Option<(usize, u32)>,
    /// A row was empty after the move; the sweep has been applied.
    pub game_over: bool,
}

/// A full game position under a set of rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Model {
    /// The rules in force.
    pub rules: ModelRules,
    /// South's pits; index 0 is South's pit 1.
    pub south: Vec<u32>,
    /// North's pits; index 0 is North's pit 1.
    pub north: Vec<u32>,
    /// Seeds in South's store.
    pub south_store: u32,
    /// Seeds in North's store.
    pub north_store: u32,
    /// The player whose turn it is.
    pub to_move: Side,
    /// True exactly while the mover is playing an extra turn under the
    /// `one_extra_turn` rule.
    pub extra_turn_taken: bool,
}

impl Model {
    /// The starting position: every pit holds `rules.seeds`, stores empty.
    pub fn new(rules: ModelRules, first: Side) -> Model {
        assert!(rules.pits >= 1, "a side needs at least one pit");
        Model {
            rules,
            south: vec![rules.seeds; rules.pits],
            north: vec![rules.seeds; rules.pits],
            south_store: 0,
            north_store: 0,
            to_move: first,
            extra_turn_taken: false,
        }
    }

    /// The row of pits belonging to `side`.
    pub fn row(&self, side: Side) -> &[u32] {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }

    fn row_mut(&mut self, side: Side) -> &mut Vec<u32> {
        match side {
            Side::South => &mut self.south,
            Side::North => &mut self.north,
        }
    }

    /// The store count of `side`.
    pub fn store(&self, side: Side) -> u32 {
        match side {
            Side::South => self.south_store,
            Side::North => self.north_store,
        }
    }

    fn store_mut(&mut self, side: Side) -> &mut u32 {
        match side {
            Side::South => &mut self.south_store,
            Side::North => &mut self.north_store,
        }
    }

    /// Seeds currently at `spot`.
    pub fn seeds_at(&self, spot: Spot) -> u32 {
        match spot {
            Spot::Pit(side, n) => self.row(side)[n - 1],
            Spot::Store(side) => self.store(side),
        }
    }

    fn seeds_at_mut(&mut self, spot: Spot) -> &mut u32 {
        match spot {
            Spot::Pit(side, n) => &mut self.row_mut(side)[n - 1],
            Spot::Store(side) => self.store_mut(side),
        }
    }

    /// The pit facing pit `n` of `side`: the other side's pit m+1-n.
    pub fn opposite(&self, side: Side, n: usize) -> Spot {
        Spot::Pit(side.other(), self.rules.pits + 1 - n)
    }

    /// Every seed on the board, stores and pits together.
    pub fn total_seeds(&self) -> u32 {
        self.south_store
            + self.north_store
            + self.south.iter().sum::<u32>()
            + self.north.iter().sum::<u32>()
    }

    /// The ordered cycle of places a seed sown from the mover's pit `pit` can
    /// reach, starting with the place right after the origin. Sowing walks
    /// this list from the front, wrapping round as often as needed.
    pub fn track(&self, pit: usize) -> Vec<Spot> {
        let m = self.rules.pits;
        let me = self.to_move;
        let them = me.other();
        let mut track = Vec::new();
        for n in pit + 1..=m {
            track.push(Spot::Pit(me, n));
        }
        track.push(Spot::Store(me));
        for n in 1..=m {
            track.push(Spot::Pit(them, n));
        }
        if self.rules.both_stores {
            track.push(Spot::Store(them));
        }
        for n in 1..pit {
            track.push(Spot::Pit(me, n));
        }
        if !self.rules.skip_origin {
            track.push(Spot::Pit(me, pit));
        }
        track
    }

    /// A row of pits is entirely empty.
    pub fn is_over(&self) -> bool {
        self.south.iter().all(|&x| x == 0) || self.north.iter().all(|&x| x == 0)
    }

    /// The mover's non-empty pit numbers, ascending; none once the game is over.
    pub fn legal(&self) -> Vec<usize> {
        if self.is_over() {
            return Vec::new();
        }
        (1..=self.rules.pits)
            .filter(|&n| self.row(self.to_move)[n - 1] > 0)
            .collect()
    }

    /// Sows the mover's pit `pit`, resolving capture, turn and game end
    /// (including the sweep). Panics if the move is not legal.
    pub fn play(&mut self, pit: usize) -> ModelMove {
        assert!(!self.is_over(), "play({pit}) called on a finished game");
        assert!(
            (1..=self.rules.pits).contains(&pit),
            "pit {pit} out of range 1..={}",
            self.rules.pits
        );
        let me = self.to_move;
        let origin = Spot::Pit(me, pit);
        let hand = self.seeds_at(origin);
        assert!(hand > 0, "pit {pit} of {me:?} is empty");

        let track = self.track(pit);
        *self.seeds_at_mut(origin) = 0;
        let mut sown = Vec::with_capacity(hand as usize);
        let mut before_last = 0;
        for i in 0..hand as usize {
            let spot = track[i % track.len()];
            before_last = self.seeds_at(spot);
            *self.seeds_at_mut(spot) += 1;
            sown.push(spot);
        }
        let last = *sown.last().expect("at least one seed was sown");

        let mut extra_turn = false;
        let mut capture = None;
        match last {
            Spot::Store(side) if side == me => {
                extra_turn = !(self.rules.one_extra_turn && self.extra_turn_taken);
            }
            Spot::Pit(side, n) if side == me && before_last == 0 => {
                let facing = self.opposite(me, n);
                let taken = self.seeds_at(facing);
                if taken > 0 || self.rules.empty_capture {
                    *self.seeds_at_mut(facing) = 0;
                    *self.seeds_at_mut(last) = 0;
                    *self.store_mut(me) += taken + 1;
                    capture = Some((n, taken));
                }
            }
            _ => {}
        }

        if extra_turn {
            self.extra_turn_taken = self.rules.one_extra_turn;
        } else {
            self.extra_turn_taken = false;
            self.to_move = me.other();
        }

        let game_over = self.is_over();
        if game_over {
            self.sweep();
        }
        ModelMove {
            sown,
            last,
            extra_turn,
            capture,
            game_over,
        }
    }

    /// Applies the end-of-game sweep to the current position. It is a no-op
    /// when no row is empty, and applying it twice changes nothing.
    fn sweep(&mut self) {
        if !self.is_over() {
            return;
        }
        let left_south: u32 = self.south.iter().sum();
        let left_north: u32 = self.north.iter().sum();
        match self.rules.sweep {
            EndSweep::Standard => {
                self.south_store += left_south;
                self.north_store += left_north;
                self.south.iter_mut().for_each(|x| *x = 0);
                self.north.iter_mut().for_each(|x| *x = 0);
            }
            EndSweep::RanOutTakesAll => {
                // Exactly one row holds seeds (or neither does); those seeds
                // go to the side whose row is empty.
                if left_south == 0 {
                    self.south_store += left_north;
                } else {
                    self.north_store += left_south;
                }
                self.south.iter_mut().for_each(|x| *x = 0);
                self.north.iter_mut().for_each(|x| *x = 0);
            }
            EndSweep::NotCounted => {}
        }
    }

    /// The two stores as they stand: (South, North).
    pub fn scores(&self) -> (u32, u32) {
        (self.south_store, self.north_store)
    }

    /// Once the game is over, South's final store minus North's (after the
    /// sweep; stores only under `NotCounted`). `None` while play continues.
    pub fn final_margin(&self) -> Option<i32> {
        if !self.is_over() {
            return None;
        }
        let mut done = self.clone();
        done.sweep();
        Some(done.south_store as i32 - done.north_store as i32)
    }

    /// The exact game value (final South minus North) under perfect play,
    /// by exhaustive minimax: South maximises, North minimises, and whoever
    /// `to_move` names after a move is the one who chooses next.
    pub fn minimax(&self) -> i32 {
        if let Some(margin) = self.final_margin() {
            return margin;
        }
        let values = self.legal().into_iter().map(|pit| {
            let mut next = self.clone();
            next.play(pit);
            next.minimax()
        });
        match self.to_move {
            Side::South => values.max(),
            Side::North => values.min(),
        }
        .expect("a game that is not over has a legal move")
    }
}
