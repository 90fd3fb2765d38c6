//! Small value types that name the parts of the board: players, pits, cells and sets of pits.

use std::fmt;

use super::rules::MAX_PITS;

/// One of the two players. South sits at the bottom of the board and moves first by default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The player along the bottom.
    South,
    /// The player along the top.
    North,
}

impl Player {
    /// Both players, South first.
    pub const BOTH: [Player; 2] = [Player::South, Player::North];

    /// The opponent.
    #[must_use]
    #[inline]
    pub fn other(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// 0 for South, 1 for North: an index into per-player arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::South => "South",
            Player::North => "North",
        })
    }
}

/// A pit on one side of the board, numbered 1 to [`MAX_PITS`] from its owner's left, so the
/// highest number is next to the owner's store. A move is the pit it sows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pit(pub(super) u8);

/// Shows the pit's number, as players count, not its index.
impl fmt::Debug for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pit({})", self.number())
    }
}

impl Pit {
    /// The pit with this number, or `None` outside `1..=MAX_PITS`. Whether it exists on a given
    /// board is up to the board's rules.
    pub fn new(number: u8) -> Option<Pit> {
        (1..=MAX_PITS).contains(&number).then(|| Pit(number - 1))
    }

    /// The pit with this number, for constants (the lessons' boards, say).
    ///
    /// # Panics
    /// Outside `1..=MAX_PITS`, which in a constant is a compile error.
    pub const fn numbered(number: u8) -> Pit {
        assert!(
            number >= 1 && number <= MAX_PITS,
            "pits are numbered from 1"
        );
        Pit(number - 1)
    }

    /// The pit at this zero-based index, or `None` past the largest board.
    pub fn from_index(index: usize) -> Option<Pit> {
        u8::try_from(index)
            .ok()
            .and_then(|i| Pit::new(i.saturating_add(1)))
    }

    /// Its number, 1-based from the owner's left.
    #[inline]
    pub fn number(self) -> u8 {
        self.0 + 1
    }

    /// Its zero-based index from the owner's left.
    #[inline]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// Any place a seed can be: a pit on one side, or a player's store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// A pit and the player who owns it.
    Pit(Player, Pit),
    /// A player's store.
    Store(Player),
}

impl Cell {
    /// Whose cell it is.
    pub fn owner(self) -> Player {
        match self {
            Cell::Pit(player, _) | Cell::Store(player) => player,
        }
    }
}

/// A set of pits on one side, such as the legal moves. It is a bit set: cheap to copy and to
/// test.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PitSet(u8);

impl PitSet {
    /// The empty set.
    pub const EMPTY: PitSet = PitSet(0);

    /// Adds a pit.
    pub fn insert(&mut self, pit: Pit) {
        self.0 |= 1 << pit.0;
    }

    /// Whether the pit is in the set.
    pub fn contains(self, pit: Pit) -> bool {
        self.0 & (1 << pit.0) != 0
    }

    /// How many pits are in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The pits in ascending order.
    pub fn iter(self) -> PitSetIter {
        PitSetIter(self.0)
    }

    /// The `n`th pit in ascending order (from 0), if there are that many.
    pub fn nth(self, n: usize) -> Option<Pit> {
        self.iter().nth(n)
    }
}

impl IntoIterator for PitSet {
    type Item = Pit;
    type IntoIter = PitSetIter;

    fn into_iter(self) -> PitSetIter {
        self.iter()
    }
}

impl FromIterator<Pit> for PitSet {
    fn from_iter<I: IntoIterator<Item = Pit>>(iter: I) -> Self {
        let mut set = PitSet::EMPTY;
        for pit in iter {
            set.insert(pit);
        }
        set
    }
}

/// Iterator over a [`PitSet`], lowest pit first.
#[derive(Clone, Debug)]
pub struct PitSetIter(u8);

impl Iterator for PitSetIter {
    type Item = Pit;

    fn next(&mut self) -> Option<Pit> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Pit(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for PitSetIter {
    fn next_back(&mut self) -> Option<Pit> {
        if self.0 == 0 {
            return None;
        }
        let index = 7 - self.0.leading_zeros() as u8;
        self.0 &= !(1 << index);
        Some(Pit(index))
    }
}

impl ExactSizeIterator for PitSetIter {}
