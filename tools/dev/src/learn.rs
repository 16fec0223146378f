//! Training the learned evaluation (`core/engine/src/pattern.rs`) from the
//! engine's own games.
//!
//! * `selfplay`: games of the engine against itself at a small fixed depth,
//!   with varied openings (a random choice among near-best moves for the
//!   first plies), refereed by the game record (every draw rule of the
//!   variant). Every quiet position (no capture for the side to move) is
//!   written with the game result and the search score.
//! * `train`: logistic regression (Texel's method, as described on the
//!   chessprogramming wiki) of the pattern and scalar weights on those
//!   positions: minimise the cross-entropy between sigmoid(eval / K) and a
//!   target that blends the game result with the search score, where eval
//!   is the hand-made evaluation (fixed) plus the learned terms (so the fit
//!   starts from the hand-made evaluation and corrects it), by
//!   full-batch Adam (Kingma and Ba, 2015) with a little L2 on the
//!   patterns. K is fitted first so that the search scores predict the
//!   results best, which keeps the learned scores in centi-men. One game in
//!   ten is held out and its loss reported.

use crate::{opt, out, variant_arg};
use draughts_engine::pattern::{
    Layout, PatternEval, PatternWeights, WeightSet, CONFIGS, SCALARS, SCALAR_NAMES, SCALE,
};
use draughts_engine::{EvalKind, Limits, Options, Searcher, WIN_BOUND};
use draughts_game::{Game, Outcome};
use draughts_rules::{Color, Position, Rules};
use std::io::{Read, Write};
use std::time::Instant;

/// One training record (32 bytes on disk).
#[derive(Clone, Copy, Debug)]
pub struct Record {
    pub white: u64,
    pub black: u64,
    pub kings: u64,
    pub turn: Color,
    /// Game result for White: 1 win, 0 draw, -1 loss.
    pub result: i8,
    /// Search score for White, centi-men.
    pub score: i16,
    pub game: u32,
}

impl Record {
    fn to_bytes(self) -> [u8; 32] {
        let mut b = [0u8; 32];
        b[0..8].copy_from_slice(&self.white.to_le_bytes());
        b[8..16].copy_from_slice(&self.black.to_le_bytes());
        b[16..24].copy_from_slice(&self.kings.to_le_bytes());
        b[24] = (self.turn == Color::Black) as u8;
        b[25] = self.result as u8;
        b[26..28].copy_from_slice(&self.score.to_le_bytes());
        b[28..32].copy_from_slice(&self.game.to_le_bytes());
        b
    }
    fn from_bytes(b: &[u8]) -> Record {
        let u = |i: usize| u64::from_le_bytes(b[i..i + 8].try_into().unwrap());
        Record {
            white: u(0),
            black: u(8),
            kings: u(16),
            turn: if b[24] == 1 { Color::Black } else { Color::White },
            result: b[25] as i8,
            score: i16::from_le_bytes([b[26], b[27]]),
            game: u32::from_le_bytes(b[28..32].try_into().unwrap()),
        }
    }
    /// The position (pieces and side to move).
    pub fn position(&self, rules: &Rules) -> Position {
        Position::from_bits(rules, [self.white, self.black], self.kings, self.turn)
    }
}

/// Reads a records file.
pub fn read_records(path: &str) -> Result<Vec<Record>, String> {
    let mut f = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
    let mut buf = Vec::new();
    f.read_to_end(&mut buf).map_err(|e| format!("{path}: {e}"))?;
    Ok(buf.chunks_exact(32).map(Record::from_bytes).collect())
}

/// `selfplay --variant V --games N --depth D --seed S --out FILE
/// [--eval full|learned] [--first-game G]`.
pub fn run_selfplay(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let num = |k: &str, d: &str| -> Result<u64, String> {
        opt(args, k).unwrap_or(d).parse().map_err(|_| format!("selfplay: bad {k}"))
    };
    let games = num("--games", "1000")?;
    let depth = num("--depth", "6")? as u32;
    let seed = num("--seed", "1")?;
    let first = num("--first-game", "0")? as u32;
    let path = opt(args, "--out").ok_or("selfplay: --out FILE is required")?;
    let eval = match opt(args, "--eval").unwrap_or("full") {
        "full" => EvalKind::Full,
        "learned" => EvalKind::Learned,
        e => return Err(format!("selfplay: unknown --eval {e}")),
    };
    let mut file = std::io::BufWriter::new(
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| format!("{path}: {e}"))?,
    );
    let mut s = Searcher::new(rules, 8, Options { eval, ..Options::default() });
    let t0 = Instant::now();
    let (mut n_pos, mut score) = (0usize, [0u32; 3]);
    for g in 0..games as u32 {
        let game_id = first + g;
        let (recs, result, _, _) = selfplay_game(
            &rules,
            &mut s,
            eval,
            &Limits::depth(depth),
            seed ^ (game_id as u64 * 0x9E37_79B9),
        );
        score[(result + 1) as usize] += 1;
        for mut r in recs {
            r.result = result;
            r.game = game_id;
            file.write_all(&r.to_bytes()).map_err(|e| e.to_string())?;
            n_pos += 1;
        }
        if (g + 1) % 100 == 0 {
            eprintln!(
                "selfplay: {} games, {n_pos} positions, W/D/L {}/{}/{}, {:.0}s",
                g + 1,
                score[2],
                score[1],
                score[0],
                t0.elapsed().as_secs_f64()
            );
        }
    }
    file.flush().map_err(|e| e.to_string())?;
    out(&format!(
        "selfplay variant={} games={games} positions={n_pos} white/draw/black={}/{}/{} \
            seconds={:.0}",
        rules.base,
        score[2],
        score[1],
        score[0],
        t0.elapsed().as_secs_f64()
    ));
    Ok(())
}

/// One self-play game: the quiet positions (result not yet set), the
/// result for White, and for every move played its index among the
/// position's legal moves and the search score for White before it.
pub(crate) type SelfplayGame = (Vec<Record>, i8, Vec<u8>, Vec<i16>);

/// Plays one self-play game (see [`SelfplayGame`]).
pub(crate) fn selfplay_game(
    rules: &Rules,
    s: &mut Searcher,
    eval: EvalKind,
    limits: &Limits,
    seed: u64,
) -> SelfplayGame {
    let mut game = Game::new(*rules);
    let mut history: Vec<Position> = Vec::new();
    let mut recs = Vec::new();
    let (mut moves, mut scores) = (Vec::new(), Vec::new());
    let mut winning = 0i32;
    let mut quiet = 0;
    s.new_game();
    for ply in 0..300u32 {
        if let Some(r) = game.result() {
            return (recs, outcome_value(r.outcome), moves, scores);
        }
        let pos = game.position();
        // Varied openings: a random choice among moves within 0.6 man of
        // the best for the first 10 plies, within 0.1 man up to ply 20.
        let (margin, temperature) = match ply {
            0..=9 => (60, 25),
            10..=19 => (10, 5),
            _ => (0, 0),
        };
        s.set_options(Options {
            eval,
            margin,
            temperature,
            seed: seed.wrapping_mul(1000).wrapping_add(ply as u64),
            ..Options::default()
        });
        let r = s.search_with_draw(
            &pos,
            &history,
            Some(game.draw_state()),
            limits,
            None,
            &mut |_| {},
        );
        let Some(m) = r.best else { break };
        let white = if pos.turn() == Color::White { r.score } else { -r.score };
        if ply >= 8 && !pos.has_capture(rules) && white.abs() < WIN_BOUND {
            recs.push(Record {
                white: pos.side_bits(Color::White),
                black: pos.side_bits(Color::Black),
                kings: pos.king_bits(),
                turn: pos.turn(),
                result: 0,
                score: white.clamp(-3000, 3000) as i16,
                game: 0,
            });
        }
        // Adjudication: a side scored 4 men ahead for 6 plies wins; a small
        // ending scored level for 30 plies is drawn.
        if white >= 400 {
            winning = winning.max(0) + 1;
        } else if white <= -400 {
            winning = winning.min(0) - 1;
        } else {
            winning = 0;
        }
        if winning >= 6 || white >= WIN_BOUND {
            return (recs, 1, moves, scores);
        }
        if winning <= -6 || white <= -WIN_BOUND {
            return (recs, -1, moves, scores);
        }
        if pos.occupied().count_ones() <= 8 && white.abs() <= 30 {
            quiet += 1;
            if quiet >= 30 {
                return (recs, 0, moves, scores);
            }
        } else {
            quiet = 0;
        }
        let Some(index) = pos.legal_moves(rules).iter().position(|x| *x == m) else { break };
        if game.play(&m).is_err() {
            break;
        }
        moves.push(index as u8);
        scores.push(white.clamp(-32000, 32000) as i16);
        history.push(pos);
    }
    let v = game.result().map_or(0, |r| outcome_value(r.outcome));
    (recs, v, moves, scores)
}

fn outcome_value(o: Outcome) -> i8 {
    match o {
        Outcome::WhiteWins => 1,
        Outcome::BlackWins => -1,
        Outcome::Draw => 0,
    }
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Cross-entropy of a prediction against a target.
fn bce(p: f64, t: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    -(t * p.ln() + (1.0 - t) * (1.0 - p).ln())
}

struct Sample {
    pats: Vec<(u32, i8)>,
    scalars: [i32; SCALARS],
    phase: f32,
    /// Result for White, 0 / 0.5 / 1.
    result: f32,
    /// Search score for White (centi-men).
    score: f32,
    /// The hand-made terms (`Full`, before drawish scaling) for White: the
    /// fixed base that the patterns correct.
    hand: f32,
    /// The drawish scaling factor of the position (1, 1/2, 1/8, 1/16).
    factor: f32,
    held_out: bool,
}

/// `train --variant V --data FILE[,FILE...] --out FILE [--epochs N]
/// [--lambda L] [--lr R] [--l2 X]`.
pub fn run_train(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let data = opt(args, "--data").ok_or("train: --data FILE[,FILE] is required")?;
    let path = opt(args, "--out").ok_or("train: --out FILE is required")?;
    let f = |k: &str, d: &str| -> Result<f64, String> {
        opt(args, k).unwrap_or(d).parse().map_err(|_| format!("train: bad {k}"))
    };
    let epochs = f("--epochs", "400")? as usize;
    let lambda = f("--lambda", "0.5")?;
    let lr = f("--lr", "0.5")?;
    let l2 = f("--l2", "0.0002")?;
    let layout = Layout::new(&rules);
    let hand = draughts_engine::Searcher::new(
        rules,
        1,
        Options { eval: EvalKind::Full, ..Options::default() },
    );
    let t0 = Instant::now();
    let mut samples = Vec::new();
    for file in data.split(',') {
        for r in read_records(file)? {
            let pos = r.position(&rules);
            let ft = layout.features(&pos, rules.flying_kings);
            let h = hand.hand_white(&pos);
            // The drawish scaling applies to the whole score: its factor
            // for this position (from the hand-made score's sign).
            let probe = if h != 0 { h } else { 100 };
            let factor = hand.scale_drawish(&pos, probe) as f32 / probe as f32;
            samples.push(Sample {
                pats: ft.patterns,
                scalars: ft.scalars,
                phase: ft.phase,
                result: (r.result as f32 + 1.0) / 2.0,
                score: r.score as f32,
                hand: h as f32,
                factor,
                held_out: r.game % 10 == 0,
            });
        }
    }
    let n_hold = samples.iter().filter(|s| s.held_out).count();
    eprintln!(
        "train: {} positions ({} held out), features in {:.1}s",
        samples.len(),
        n_hold,
        t0.elapsed().as_secs_f64()
    );
    // K: the scale at which the search scores predict the results best.
    let fit_k = |get: &dyn Fn(&Sample) -> f32| -> (f64, f64) {
        let mut best = (f64::MAX, 100.0);
        for k in (20..=600).step_by(5) {
            let k = k as f64;
            let loss: f64 = samples
                .iter()
                .filter(|s| !s.held_out)
                .map(|s| bce(sigmoid(get(s) as f64 / k), s.result as f64))
                .sum::<f64>()
                / (samples.len() - n_hold).max(1) as f64;
            if loss < best.0 {
                best = (loss, k);
            }
        }
        (best.1, best.0)
    };
    let (k, _) = fit_k(&|s| s.score);
    let (k_hand, _) = fit_k(&|s| s.hand * s.factor);
    let hold_loss = |get: &dyn Fn(&Sample) -> f64, kk: f64| -> f64 {
        samples
            .iter()
            .filter(|s| s.held_out)
            .map(|s| bce(sigmoid(get(s) / kk), s.result as f64))
            .sum::<f64>()
            / n_hold.max(1) as f64
    };
    out(&format!(
        "train: K={k} (search scores), K={k_hand} (hand eval); held-out result loss: search score \
            {:.5}, hand eval {:.5}",
        hold_loss(&|s| s.score as f64, k),
        hold_loss(&|s| (s.hand * s.factor) as f64, k_hand)
    ));

    // Parameters: patterns [index][phase], then scalars [term][phase].
    let n_pat = layout.pattern_len() * 2;
    let n = n_pat + SCALARS * 2;
    // Every weight starts at 0: the model starts as the hand-made
    // evaluation. Scalar features have larger magnitudes (tempo sums
    // rows): their learning rate is scaled down.
    let mut w = vec![0f64; n];
    let (mut m1, mut m2) = (vec![0f64; n], vec![0f64; n]);
    let (b1, b2, eps) = (0.9, 0.999, 1e-8);
    let targets: Vec<f64> = samples
        .iter()
        .map(|s| lambda * s.result as f64 + (1.0 - lambda) * sigmoid(s.score as f64 / k))
        .collect();
    let eval = |w: &[f64], s: &Sample| -> f64 {
        let ph = s.phase as f64;
        let mut e = s.hand as f64;
        for &(i, sg) in &s.pats {
            let o = 2 * i as usize;
            e += sg as f64 * (ph * w[o] + (1.0 - ph) * w[o + 1]);
        }
        for (j, &x) in s.scalars.iter().enumerate() {
            let o = n_pat + 2 * j;
            e += x as f64 * (ph * w[o] + (1.0 - ph) * w[o + 1]);
        }
        e * s.factor as f64
    };
    let hold_target = |w: &[f64]| -> f64 {
        samples
            .iter()
            .zip(&targets)
            .filter(|(s, _)| s.held_out)
            .map(|(s, &t)| bce(sigmoid(eval(w, s) / k), t))
            .sum::<f64>()
            / n_hold.max(1) as f64
    };
    out(&format!(
        "train: start (hand-made terms alone, K={k}): held-out target loss {:.5}, held-out result \
            loss {:.5}",
        hold_target(&w),
        hold_loss(&|s| eval(&w, s), k)
    ));
    let mut best = (f64::MAX, w.clone(), 0);
    let n_train = (samples.len() - n_hold).max(1) as f64;
    for epoch in 1..=epochs {
        let mut g = vec![0f64; n];
        let mut loss = 0.0;
        for (s, &t) in samples.iter().zip(&targets) {
            if s.held_out {
                continue;
            }
            let p = sigmoid(eval(&w, s) / k);
            loss += bce(p, t);
            let d = (p - t) / k * s.factor as f64;
            let ph = s.phase as f64;
            for &(i, sg) in &s.pats {
                let o = 2 * i as usize;
                g[o] += d * sg as f64 * ph;
                g[o + 1] += d * sg as f64 * (1.0 - ph);
            }
            for (j, &x) in s.scalars.iter().enumerate() {
                let o = n_pat + 2 * j;
                g[o] += d * x as f64 * ph;
                g[o + 1] += d * x as f64 * (1.0 - ph);
            }
        }
        let bc1 = 1.0 - b1f(b1, epoch);
        let bc2 = 1.0 - b1f(b2, epoch);
        for i in 0..n {
            let mut gi = g[i] / n_train;
            if i < n_pat {
                gi += l2 * w[i];
            }
            m1[i] = b1 * m1[i] + (1.0 - b1) * gi;
            m2[i] = b2 * m2[i] + (1.0 - b2) * gi * gi;
            let step = lr * (m1[i] / bc1) / ((m2[i] / bc2).sqrt() + eps);
            w[i] -= if i < n_pat { step } else { step * 0.25 };
        }
        if epoch % 20 == 0 || epoch == epochs {
            let hl = hold_target(&w);
            let hr = hold_loss(&|s| eval(&w, s), k);
            eprintln!(
                "epoch {epoch}: train {:.5}, held-out target loss {hl:.5}, held-out result loss \
                    {hr:.5} ({:.0}s)",
                loss / n_train,
                t0.elapsed().as_secs_f64()
            );
            if hl < best.0 {
                best = (hl, w.clone(), epoch);
            }
        }
    }
    let w = best.1;
    let hr = hold_loss(&|s| eval(&w, s), k);
    out(&format!(
        "train: kept epoch {}: held-out target loss {:.5}, held-out result loss {hr:.5}",
        best.2, best.0
    ));
    let q = |x: f64| (x * SCALE as f64).round().clamp(-32767.0, 32767.0) as i16;
    let pw = PatternWeights {
        set: WeightSet::for_rules(&rules),
        side: rules.geometry().side,
        windows: layout.windows.len(),
        patterns: w[..n_pat].iter().map(|&x| q(x)).collect(),
        scalars: w[n_pat..].iter().map(|&x| q(x)).collect(),
    };
    for (j, name) in SCALAR_NAMES.iter().enumerate() {
        out(&format!("  {name:<20} mg {:8.2}  eg {:8.2}", w[n_pat + 2 * j], w[n_pat + 2 * j + 1]));
    }
    let bytes = pw.to_bytes();
    std::fs::write(path, &bytes).map_err(|e| format!("{path}: {e}"))?;
    // Check: the file reads back and scores like the fitted model.
    let leaked: &'static PatternWeights =
        Box::leak(Box::new(PatternWeights::from_bytes(&bytes).map_err(|e| e.to_string())?));
    let pe = PatternEval::with_weights(&rules, leaked);
    let mut max_diff = 0f64;
    for (s, r) in samples.iter().zip(read_records(data.split(',').next().unwrap())?.iter()) {
        let d = ((pe.eval_white(&r.position(&rules)) as f64 + s.hand as f64) * s.factor as f64
            - eval(&w, s))
        .abs();
        max_diff = max_diff.max(d);
    }
    out(&format!(
        "train: wrote {path} ({} bytes, {} windows x {CONFIGS} configs x 2 phases); largest \
            rounding difference {:.1} centi-men",
        bytes.len(),
        layout.windows.len(),
        max_diff
    ));
    Ok(())
}

fn b1f(b: f64, t: usize) -> f64 {
    b.powi(t as i32)
}
