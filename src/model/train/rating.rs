//! A player's puzzle rating, by Glicko-2 (Mark Glickman's system): a rating, how sure it is
//! (the rating deviation) and how erratic the player is (the volatility). Each puzzle tried is
//! one game against the puzzle's rating, won when solved.

/// The scale factor between the Glicko and Glicko-2 scales.
const SCALE: f64 = 173.7178;

/// The system constant τ, which limits how fast the volatility changes.
const TAU: f64 = 0.5;

/// Where the deviation stops shrinking: the rating never becomes too sure to move.
const LEAST_DEVIATION: f64 = 45.0;

/// The deviation given to a puzzle, whose rating is fixed.
const PUZZLE_DEVIATION: f64 = 75.0;

/// A Glicko-2 rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating, 1500 to begin with.
    pub rating: f64,
    /// The rating deviation, 350 to begin with.
    pub deviation: f64,
    /// The volatility, 0.06 to begin with.
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// One result of a rating period: the opponent's rating and deviation, and the score (1 a
/// win, 0 a loss, 0.5 a draw).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    /// The opponent's rating.
    pub rating: f64,
    /// The opponent's deviation.
    pub deviation: f64,
    /// The score.
    pub score: f64,
}

impl Rating {
    /// The rating after one period with these games, exactly as Glicko-2 defines it (a period
    /// with no games only widens the deviation).
    #[must_use]
    pub fn after(self, games: &[Game]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: phi * SCALE,
                ..self
            };
        }
        let g =
            |phi_j: f64| 1.0 / (1.0 + 3.0 * phi_j * phi_j / (std::f64::consts::PI.powi(2))).sqrt();
        let expected = |mu_j: f64, phi_j: f64| 1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp());
        let mut v_inverse = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.rating - 1500.0) / SCALE;
            let phi_j = game.deviation / SCALE;
            let e = expected(mu_j, phi_j);
            v_inverse += g(phi_j).powi(2) * e * (1.0 - e);
            sum += g(phi_j) * (game.score - e);
        }
        let v = 1.0 / v_inverse;
        let delta = v * sum;
        // The new volatility, by the Illinois algorithm on f(x) = 0.
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
                - (x - a) / (TAU * TAU)
        };
        let epsilon = 0.000_001;
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 && k < 100.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let mut f_a = f(big_a);
        let mut f_b = f(big_b);
        let mut rounds = 0;
        while (big_b - big_a).abs() > epsilon && rounds < 100 {
            rounds += 1;
            let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(big_c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = big_c;
            f_b = f_c;
        }
        let sigma = (big_a / 2.0).exp();
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * sum;
        Rating {
            rating: mu * SCALE + 1500.0,
            deviation: phi * SCALE,
            volatility: sigma,
        }
    }

    /// The rating after one puzzle of rating `puzzle`, solved or not. The deviation stops at
    /// a floor, so that a player who improves is still followed.
    #[must_use]
    pub fn after_puzzle(self, puzzle: u16, solved: bool) -> Rating {
        let next = self.after(&[Game {
            rating: f64::from(puzzle),
            deviation: PUZZLE_DEVIATION,
            score: if solved { 1.0 } else { 0.0 },
        }]);
        let sane = |x: f64, low: f64, high: f64, or: f64| {
            if x.is_finite() {
                x.clamp(low, high)
            } else {
                or
            }
        };
        Rating {
            rating: sane(next.rating, 100.0, 3500.0, self.rating),
            deviation: sane(next.deviation, LEAST_DEVIATION, 350.0, self.deviation),
            volatility: sane(next.volatility, 0.01, 0.2, self.volatility),
        }
    }

    /// The rating, rounded, as shown.
    pub fn shown(self) -> i32 {
        self.rating.round() as i32
    }

    /// Whether the rating is still a guess (a wide deviation): the page says it is a first
    /// estimate.
    pub fn provisional(self) -> bool {
        self.deviation > 110.0
    }
}
