//! Glicko-2, as M. Glickman describes it in "Example of the Glicko-2
//! system" (glicko.net/glicko/glicko2.pdf): steps 1 to 8, with the
//! Illinois iteration of step 5 for the new volatility. The trainer plays
//! one puzzle per rating period, the puzzle as the opponent (Lichess does
//! the same, `lichess-org/lila`, `modules/puzzle`).

/// Glicko-2's scale factor between the Glicko and the Glicko-2 scales.
const SCALE: f64 = 173.7178;
/// Convergence tolerance of step 5.
const EPSILON: f64 = 0.000_001;

/// A rating with its deviation and volatility (Glicko scale).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Glicko {
    /// The rating (1500 for a newcomer).
    pub rating: f64,
    /// The rating deviation (350 for a newcomer).
    pub deviation: f64,
    /// The volatility (0.06 for a newcomer).
    pub volatility: f64,
}

impl Default for Glicko {
    fn default() -> Glicko {
        Glicko { rating: 1500.0, deviation: 350.0, volatility: 0.06 }
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

impl Glicko {
    /// The rating after one period against `games` (each the opponent and
    /// the score: 1 a win, 0.5 a draw, 0 a loss), with system constant
    /// `tau`. No games: only the deviation grows (step 6).
    pub fn update(self, games: &[(Glicko, f64)], tau: f64) -> Glicko {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Glicko { deviation: phi_star * SCALE, ..self };
        }
        // Steps 3 and 4: the estimated variance and improvement.
        let mut inv_v = 0.0;
        let mut sum = 0.0;
        for (opp, score) in games {
            let mu_j = (opp.rating - 1500.0) / SCALE;
            let g_j = g(opp.deviation / SCALE);
            let e = 1.0 / (1.0 + (-g_j * (mu - mu_j)).exp());
            inv_v += g_j * g_j * e * (1.0 - e);
            sum += g_j * (score - e);
        }
        let v = 1.0 / inv_v;
        let delta = v * sum;
        let sigma2 = new_volatility(phi, sigma, v, delta, tau);
        // Steps 6 to 8.
        let phi_star = (phi * phi + sigma2 * sigma2).sqrt();
        let phi2 = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu2 = mu + phi2 * phi2 * sum;
        Glicko { rating: 1500.0 + SCALE * mu2, deviation: SCALE * phi2, volatility: sigma2 }
    }
}

/// Step 5: the new volatility, by the Illinois algorithm.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    for _ in 0..100 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example: 1500/200/0.06 against 1400/30 (won),
    /// 1550/100 and 1700/300 (lost), tau 0.5, gives 1464.06 / 151.52 /
    /// 0.05999.
    #[test]
    fn glickman_example() {
        let p = Glicko { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let o = |r, d| Glicko { rating: r, deviation: d, volatility: 0.06 };
        let n = p.update(
            &[(o(1400.0, 30.0), 1.0), (o(1550.0, 100.0), 0.0), (o(1700.0, 300.0), 0.0)],
            0.5,
        );
        assert!((n.rating - 1464.06).abs() < 0.01, "{n:?}");
        assert!((n.deviation - 151.52).abs() < 0.01, "{n:?}");
        assert!((n.volatility - 0.05999).abs() < 0.00001, "{n:?}");
    }

    /// No game: the deviation grows by the volatility, the rating stays.
    #[test]
    fn idle_period_widens() {
        let p = Glicko { rating: 1600.0, deviation: 50.0, volatility: 0.06 };
        let n = p.update(&[], 0.5);
        assert_eq!(n.rating, 1600.0);
        assert!(n.deviation > 50.0 && n.deviation < 52.0);
    }
}
