//! The player's records against the computer, per rule set and per difficulty. Standard Kalah
//! (four seeds, no house rules) is one rule set; every other combination of seeds and house
//! rules is kept apart under its own slug, so a record on an easier board never mixes with the
//! standard one. How they are stored is [`crate::model::formats`]'s business.
//!
//! ```
//! use mancala::model::play::records::{Finished, Stats, Verdict};
//! use mancala::model::settings::GameSettings;
//!
//! let mut stats = Stats::default();
//! let game = GameSettings::default();
//! stats.add(&game, Finished { verdict: Verdict::Won, store: 30, margin: 12, millis: 95_000 });
//! assert_eq!(stats.record(&game).won, 1);
//! assert_eq!(stats.record(&game).win_rate(), Some(1.0));
//! ```

use serde::{Deserialize, Deserializer, Serialize};

use crate::engine::{HouseRules, Rules, Sweep};
pub use crate::model::common::online_game::OnlineGame;
pub use crate::model::game::Verdict;
use crate::model::settings::{Choice, GameSettings, HouseRule, Level, SEED_CHOICES};
use crate::model::share::link::RoomId;
use crate::model::words::play;

/// A finished game against the computer, as the statistics count it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finished {
    /// Who won.
    pub verdict: Verdict,
    /// Seeds in the person's store at the end.
    pub store: u32,
    /// The person's margin when they won (zero otherwise).
    pub margin: u32,
    /// How long the game took, from its first move to its last, in milliseconds.
    pub millis: u64,
}

/// One difficulty's record on one rule set. Stored as a JSON object with these fields, each
/// written out (the fastest win as `null` before there is one), none other allowed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelRecord {
    /// Games counted.
    pub played: u32,
    /// Games won.
    pub won: u32,
    /// Games lost.
    pub lost: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Wins in a row up to the last game.
    pub streak: u32,
    /// The longest run of wins.
    pub best_streak: u32,
    /// The quickest win, in milliseconds.
    #[serde(deserialize_with = "present")]
    pub fastest_win_ms: Option<u64>,
    /// The most seeds in the person's store in a win.
    pub most_seeds: u32,
    /// The biggest winning margin.
    pub biggest_margin: u32,
}

/// Reads a field that must be there, even if its type is an `Option` (serde's derived code
/// would otherwise read a missing `Option` field as `None`).
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(deserializer: D) -> Result<T, D::Error> {
    T::deserialize(deserializer)
}

impl LevelRecord {
    /// Wins as a share of games played, or `None` before the first game.
    pub fn win_rate(&self) -> Option<f64> {
        (self.played > 0).then(|| f64::from(self.won) / f64::from(self.played))
    }

    fn add(&mut self, game: Finished) {
        self.played = self.played.saturating_add(1);
        match game.verdict {
            Verdict::Won => {
                self.won = self.won.saturating_add(1);
                self.streak = self.streak.saturating_add(1);
                self.best_streak = self.best_streak.max(self.streak);
                self.fastest_win_ms = Some(
                    self.fastest_win_ms
                        .map_or(game.millis, |t| t.min(game.millis)),
                );
                self.most_seeds = self.most_seeds.max(game.store);
                self.biggest_margin = self.biggest_margin.max(game.margin);
            }
            Verdict::Lost => {
                self.lost = self.lost.saturating_add(1);
                self.streak = 0;
            }
            Verdict::Drawn => {
                self.drawn = self.drawn.saturating_add(1);
                self.streak = 0;
            }
        }
    }

    /// Why this record cannot be true on a board of `total` seeds, if it cannot.
    pub(crate) fn impossible(&self, total: u32) -> Option<String> {
        let results = Results {
            played: self.played,
            won: self.won,
            lost: self.lost,
            drawn: self.drawn,
        };
        let wins = self.won > 0;
        if let Some(why) = results.impossible() {
            Some(why)
        } else if self.best_streak > self.won || self.streak > self.best_streak {
            Some(format!(
                "a streak of {} (best {}) from {} wins",
                self.streak, self.best_streak, self.won
            ))
        } else if self.most_seeds > total || self.biggest_margin > self.most_seeds {
            Some(format!(
                "{} seeds and a margin of {} on a board of {total}",
                self.most_seeds, self.biggest_margin
            ))
        } else if wins != self.fastest_win_ms.is_some() || (!wins && self.most_seeds > 0) {
            Some("winning records without wins".to_string())
        } else {
            None
        }
    }
}

/// The results of games against people online on one rule set. Stored as a JSON object with
/// these four fields, none other allowed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Results {
    /// Games counted.
    pub played: u32,
    /// Games won.
    pub won: u32,
    /// Games lost.
    pub lost: u32,
    /// Games drawn.
    pub drawn: u32,
}

impl Results {
    fn add(&mut self, verdict: Verdict) {
        self.played = self.played.saturating_add(1);
        let result = match verdict {
            Verdict::Won => &mut self.won,
            Verdict::Lost => &mut self.lost,
            Verdict::Drawn => &mut self.drawn,
        };
        *result = result.saturating_add(1);
    }

    /// Why these results cannot be true, if they cannot.
    pub(crate) fn impossible(&self) -> Option<String> {
        let counted = u64::from(self.won) + u64::from(self.lost) + u64::from(self.drawn);
        (counted != u64::from(self.played))
            .then(|| format!("{} games played but {counted} results", self.played))
    }
}

/// How many online games are remembered as counted, newest last: more than a player finishes
/// in the time a room is kept after its last game.
pub const COUNTED_KEPT: usize = 64;

/// The board a record belongs to: seeds per pit and house rules (not the opponent, level or
/// side, which a record is kept apart by, or not at all).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleSet {
    /// Seeds per pit at the start.
    pub seeds: u8,
    /// House rules in force.
    pub house: HouseRules,
}

/// The slug of standard Kalah's rule set.
pub const STANDARD: &str = "standard";

impl RuleSet {
    /// Standard Kalah: four seeds, no house rules.
    pub const STANDARD: RuleSet = RuleSet {
        seeds: 4,
        house: HouseRules::STANDARD,
    };

    /// The rule set a game is played under.
    pub fn of(game: &GameSettings) -> RuleSet {
        RuleSet {
            seeds: game.seeds,
            house: game.house,
        }
    }

    /// The rule set of a room's rules, if the page offers it (six pits, and seeds it offers).
    pub fn of_rules(rules: &Rules) -> Option<RuleSet> {
        (rules.pits() == 6 && SEED_CHOICES.contains(&rules.seeds())).then(|| RuleSet {
            seeds: rules.seeds(),
            house: rules.house(),
        })
    }

    /// The stable key its records are kept under: `standard`, or the seed count and each
    /// rule's slug joined by `+`, such as `5-seeds+skip-origin+sweep-none`.
    pub fn slug(&self) -> String {
        if *self == RuleSet::STANDARD {
            return STANDARD.to_string();
        }
        let mut parts = vec![format!("{}-seeds", self.seeds)];
        let game = GameSettings {
            house: self.house,
            ..GameSettings::default()
        };
        parts.extend(
            game.house_rules()
                .iter()
                .map(|rule| rule.slug().to_string()),
        );
        if self.house.sweep != Sweep::OwnRow {
            parts.push(format!("sweep-{}", self.house.sweep.slug()));
        }
        parts.join("+")
    }

    /// The rule set a slug names: exactly what [`RuleSet::slug`] writes for a board the page
    /// offers, and nothing else.
    pub fn from_slug(slug: &str) -> Option<RuleSet> {
        if slug == STANDARD {
            return Some(RuleSet::STANDARD);
        }
        let mut parts = slug.split('+');
        let seeds: u8 = parts.next()?.strip_suffix("-seeds")?.parse().ok()?;
        if !SEED_CHOICES.contains(&seeds) {
            return None;
        }
        let mut house = HouseRules::default();
        for part in parts {
            match part.strip_prefix("sweep-") {
                Some(sweep) => house.sweep = Sweep::from_slug(sweep)?,
                None => HouseRule::from_slug(part)?.set(&mut house, true),
            }
        }
        let read = RuleSet { seeds, house };
        // Anything not in the one canonical form (a case, an order, a repeat) is refused.
        (read.slug() == slug).then_some(read)
    }

    /// The rule set in words, for the stats panel: "Standard Kalah (4 seeds a pit)" or, for
    /// instance, "5 seeds a pit; house rules: skip the origin pit".
    pub fn label(&self) -> String {
        let count = i64::from(self.seeds);
        if *self == RuleSet::STANDARD {
            return play::rule_set_standard(count);
        }
        let game = GameSettings {
            house: self.house,
            ..GameSettings::default()
        };
        let mut rules: Vec<String> = game.house_rules().iter().map(|r| rule_phrase(*r)).collect();
        match self.house.sweep {
            Sweep::OwnRow => {}
            Sweep::ToPlayerWhoRanOut => rules.push(play::rule_set_to_runner()),
            Sweep::Discard => rules.push(play::rule_set_discard()),
        }
        // Joined from the end, so that each language words a rule and the rules after it.
        let list = rules
            .into_iter()
            .rev()
            .reduce(|rest, first| play::rule_list(&first, &rest));
        match list {
            None => play::rule_set_seeds(count),
            Some(rules) => play::rule_set_with_rules(count, &rules),
        }
    }

    /// Seeds on the whole board.
    pub fn total_seeds(&self) -> u32 {
        u32::from(self.seeds) * 12
    }
}

/// A house rule as the statistics list it: "skip the origin pit".
fn rule_phrase(rule: HouseRule) -> String {
    match rule {
        HouseRule::EmptyCapture => play::rule_set_empty_capture(),
        HouseRule::OneExtraTurn => play::rule_set_one_extra_turn(),
        HouseRule::BothStores => play::rule_set_both_stores(),
        HouseRule::SkipOrigin => play::rule_set_skip_origin(),
        HouseRule::Pie => play::rule_set_pie(),
    }
}

/// Rule-set slug → level slug → record, each list sorted by its keys. A handful of entries:
/// sorted lists do what a map would, in a fraction of the page's code.
pub(crate) type Records = Vec<(String, Vec<(String, LevelRecord)>)>;

/// The value under `key` in a list sorted by its keys, put in its place first if missing.
pub(crate) fn entry<'a, V: Default>(list: &'a mut Vec<(String, V)>, key: &str) -> &'a mut V {
    let i = match list.binary_search_by(|(k, _)| k.as_str().cmp(key)) {
        Ok(i) => i,
        Err(i) => {
            list.insert(i, (key.to_string(), V::default()));
            i
        }
    };
    &mut list[i].1
}

/// The value under `key` in a list sorted by its keys.
fn get<'a, V>(list: &'a [(String, V)], key: &str) -> Option<&'a V> {
    list.binary_search_by(|(k, _)| k.as_str().cmp(key))
        .ok()
        .map(|i| &list[i].1)
}

/// Every record, by rule set and difficulty, each keyed by its slug; and apart from them, the
/// results of games against people online, by rule set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub(crate) records: Records,
    /// Results online by rule set, sorted by the rule sets' slugs. (Keyed by the rule set
    /// itself, a plain value, so that copying the statistics as a game is counted is no more
    /// code on the page's first part than a copy of bytes.)
    pub(crate) online: Vec<(RuleSet, Results)>,
    /// The online games counted, newest last, at most [`COUNTED_KEPT`].
    pub(crate) counted: Vec<(RoomId, u32)>,
}

impl Stats {
    /// Counts a finished game played with `game`'s settings.
    pub fn add(&mut self, game: &GameSettings, finished: Finished) {
        let levels = entry(&mut self.records, &RuleSet::of(game).slug());
        entry(levels, game.level.slug()).add(finished);
    }

    /// The record for `game`'s rule set and difficulty (empty if none).
    pub fn record(&self, game: &GameSettings) -> LevelRecord {
        self.level_record(&RuleSet::of(game), game.level)
    }

    /// The record for a rule set and difficulty (empty if none).
    pub fn level_record(&self, rule_set: &RuleSet, level: Level) -> LevelRecord {
        get(&self.records, &rule_set.slug())
            .and_then(|levels| get(levels, level.slug()))
            .copied()
            .unwrap_or_default()
    }

    /// The rule sets with records, standard first.
    pub fn rule_sets(&self) -> Vec<RuleSet> {
        let slugs = || self.records.iter().map(|(slug, _)| slug);
        let standard = slugs().filter(|slug| *slug == STANDARD);
        let others = slugs().filter(|slug| *slug != STANDARD);
        standard
            .chain(others)
            .filter_map(|slug| RuleSet::from_slug(slug))
            .collect()
    }

    /// Each level's games won, lost and drawn over every rule set, weakest level first (the
    /// other figures of a record are not summed).
    pub fn results_by_level(&self) -> Vec<(Level, LevelRecord)> {
        Level::ALL
            .into_iter()
            .map(|level| {
                let mut total = LevelRecord::default();
                for (_, levels) in &self.records {
                    if let Some(record) = get(levels, level.slug()) {
                        total.played += record.played;
                        total.won += record.won;
                        total.lost += record.lost;
                        total.drawn += record.drawn;
                    }
                }
                (level, total)
            })
            .collect()
    }

    /// Counts a game against someone online, unless it has been counted already (or was
    /// played on a board the page does not offer); whether it was counted.
    pub fn add_online(&mut self, game: OnlineGame) -> bool {
        let Some(rule_set) = RuleSet::of_rules(&game.rules) else {
            return false;
        };
        let key = (game.room, game.game);
        if self.counted.contains(&key) {
            return false;
        }
        if self.counted.len() >= COUNTED_KEPT {
            self.counted.remove(0);
        }
        self.counted.push(key);
        self.online_entry(rule_set).add(game.verdict);
        true
    }

    /// The results online on `rule_set`, put in their place first if missing.
    pub(crate) fn online_entry(&mut self, rule_set: RuleSet) -> &mut Results {
        let slug = rule_set.slug();
        let i = match self.online.iter().position(|(set, _)| *set == rule_set) {
            Some(i) => i,
            None => {
                let i = self
                    .online
                    .iter()
                    .position(|(set, _)| set.slug() > slug)
                    .unwrap_or(self.online.len());
                self.online.insert(i, (rule_set, Results::default()));
                i
            }
        };
        &mut self.online[i].1
    }

    /// The results online on a rule set (empty if none).
    pub fn online_results(&self, rule_set: &RuleSet) -> Results {
        self.online
            .iter()
            .find(|(set, _)| set == rule_set)
            .map(|(_, results)| *results)
            .unwrap_or_default()
    }

    /// The rule sets played online, standard first.
    pub fn online_rule_sets(&self) -> Vec<RuleSet> {
        let sets = self.online.iter().map(|(set, _)| *set);
        let standard = sets.clone().filter(|set| *set == RuleSet::STANDARD);
        standard
            .chain(sets.filter(|set| *set != RuleSet::STANDARD))
            .collect()
    }

    /// Forgets every record and result. Which online games were counted is kept, so that a
    /// finished room opened again is not counted again.
    pub fn reset(&mut self) {
        self.records.clear();
        self.online.clear();
    }

    /// Whether nothing has been counted, against the computer or online.
    pub fn is_empty(&self) -> bool {
        self.records.is_empty() && self.online.is_empty()
    }
}

/// Finished games for the tests of this module and of [`crate::model::formats`].
#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A won game.
    pub(crate) fn win(store: u32, margin: u32, millis: u64) -> Finished {
        Finished {
            verdict: Verdict::Won,
            store,
            margin,
            millis,
        }
    }

    fn other(verdict: Verdict) -> Finished {
        Finished {
            verdict,
            store: 10,
            margin: 0,
            millis: 1,
        }
    }

    #[test]
    fn results_streaks_and_bests_are_counted_per_difficulty() {
        let mut stats = Stats::default();
        let hard = GameSettings {
            level: Level::Hard,
            ..GameSettings::default()
        };
        for game in [
            win(30, 12, 90_000),
            win(26, 4, 60_000),
            other(Verdict::Lost),
            win(40, 32, 120_000),
            other(Verdict::Drawn),
        ] {
            stats.add(&hard, game);
        }
        let record = stats.record(&hard);
        assert_eq!(
            record,
            LevelRecord {
                played: 5,
                won: 3,
                lost: 1,
                drawn: 1,
                streak: 0,
                best_streak: 2,
                fastest_win_ms: Some(60_000),
                most_seeds: 40,
                biggest_margin: 32,
            }
        );
        assert_eq!(record.win_rate(), Some(0.6));
        assert_eq!(
            stats.record(&GameSettings::default()),
            LevelRecord::default()
        );
        assert_eq!(LevelRecord::default().win_rate(), None);
    }

    #[test]
    fn other_rule_sets_are_kept_apart_under_their_slugs_and_named_in_words() {
        let mut stats = Stats::default();
        let mut five = GameSettings {
            seeds: 5,
            ..GameSettings::default()
        };
        five.house.skip_origin = true;
        five.house.sweep = Sweep::Discard;
        stats.add(&five, win(35, 10, 1000));
        stats.add(&GameSettings::default(), other(Verdict::Lost));
        let sets = stats.rule_sets();
        assert_eq!(sets, vec![RuleSet::STANDARD, RuleSet::of(&five)]);
        assert_eq!(sets[1].slug(), "5-seeds+skip-origin+sweep-none");
        assert_eq!(stats.record(&GameSettings::default()).won, 0);
        assert_eq!(stats.record(&five).won, 1);
        assert_eq!(
            sets[1].label(),
            "5 seeds a pit; house rules: skip the origin pit, leftovers count for nobody"
        );
        assert_eq!(sets[0].label(), "Standard Kalah (4 seeds a pit)");
    }

    #[test]
    fn a_rule_set_is_worded_as_it_was() {
        let mut game = GameSettings {
            seeds: 3,
            ..GameSettings::default()
        };
        assert_eq!(RuleSet::of(&game).label(), "3 seeds a pit");
        game.house.empty_capture = true;
        game.house.pie = true;
        game.house.sweep = Sweep::ToPlayerWhoRanOut;
        assert_eq!(
            RuleSet::of(&game).label(),
            "3 seeds a pit; house rules: empty capture, the pie rule, leftovers to who ran out"
        );
    }

    #[test]
    fn every_offered_rule_set_reads_back_from_its_slug_and_nothing_else_does() {
        for seeds in SEED_CHOICES {
            for mask in 0..1u8 << HouseRule::ALL.len() {
                for sweep in Sweep::ALL {
                    let mut house = HouseRules {
                        sweep: *sweep,
                        ..HouseRules::default()
                    };
                    for (i, rule) in HouseRule::ALL.iter().enumerate() {
                        rule.set(&mut house, mask & (1 << i) != 0);
                    }
                    let set = RuleSet { seeds, house };
                    assert_eq!(RuleSet::from_slug(&set.slug()), Some(set), "{}", set.slug());
                }
            }
        }
        for bad in [
            "",
            "4-seeds",
            "7-seeds",
            "5-seeds+skip-origin+skip-origin",
            "5-seeds+sweep-own",
            "5-seeds+sweep-none+skip-origin",
            "5-SEEDS",
            "seeds=5",
            "5-seeds+",
        ] {
            assert_eq!(RuleSet::from_slug(bad), None, "{bad}");
        }
    }
}
