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
use draughts_engine::{
    play_out, Adjudication, EvalKind, Limits, Options, SearchedPly, Searcher, WIN_BOUND,
};
use draughts_game::{Game, Outcome};
use draughts_rules::{Color, Position, Rules};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::io::Write;
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
    s.new_game();
    let mut search = |ply: u32, game: &Game, history: &[Position]| {
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
        s.search_with_draw(
            &game.position(),
            history,
            Some(game.draw_state()),
            limits,
            None,
            &mut |_| {},
        )
    };
    let (mut recs, mut scores) = (Vec::new(), Vec::new());
    let mut observe = |p: &SearchedPly| {
        let (pos, white) = (p.position, p.white_score);
        if p.ply >= 8 && !pos.has_capture(rules) && white.abs() < WIN_BOUND {
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
        scores.push(white.clamp(-32000, 32000) as i16);
    };
    let start = Position::start(rules);
    let (outcome, played) =
        play_out(rules, &start, 300, &Adjudication::TRAINING, &mut search, &mut observe);
    // The last search's move is not played when adjudication ends the game.
    scores.truncate(played.len());
    let mut pos = start;
    let moves = played
        .iter()
        .map(|m| {
            let index = pos.legal_moves(rules).iter().position(|x| x == m).unwrap_or(0);
            pos = pos.play(m);
            index as u8
        })
        .collect();
    (recs, outcome_value(outcome), moves, scores)
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

/// The records of a data file: a self-play chunk (`selfplay-chunks`,
/// positions chosen by [`crate::chunks::chunk_records`]) or a records file
/// of `selfplay`. A directory stands for its `*.sp` chunks, sorted by name.
fn load_data(
    rules: &Rules,
    list: &str,
    skip: &[String],
    seen: &mut std::collections::HashSet<(u64, u64, u64, bool)>,
    game_base: &mut u32,
) -> Result<(Vec<Record>, Vec<String>), String> {
    let mut files = Vec::new();
    for item in list.split(',').filter(|s| !s.is_empty()) {
        if std::path::Path::new(item).is_dir() {
            let mut v: Vec<String> = std::fs::read_dir(item)
                .map_err(|e| format!("{item}: {e}"))?
                .filter_map(|e| e.ok().map(|e| e.path().to_string_lossy().to_string()))
                .filter(|p| p.ends_with(".sp"))
                .collect();
            v.sort();
            files.extend(v);
        } else {
            files.push(item.to_string());
        }
    }
    let skip_name = |f: &str| {
        let name = |p: &str| std::path::Path::new(p).file_name().map(|n| n.to_owned());
        skip.iter().any(|s| name(s) == name(f))
    };
    files.retain(|f| !skip_name(f));
    let mut recs = Vec::new();
    for f in &files {
        let bytes = std::fs::read(f).map_err(|e| format!("{f}: {e}"))?;
        if bytes.starts_with(&crate::chunks::MAGIC) {
            let games = crate::chunks::read_chunk(&bytes).map_err(|e| format!("{f}: {e}"))?;
            recs.extend(crate::chunks::chunk_records(rules, &games, *game_base, seen)?);
            *game_base += games.len() as u32;
        } else {
            let mut last = 0;
            for mut r in bytes.chunks_exact(32).map(Record::from_bytes) {
                if seen.insert((r.white, r.black, r.kings, r.turn == Color::Black)) {
                    last = last.max(r.game);
                    r.game += *game_base;
                    recs.push(r);
                }
            }
            *game_base += last + 1;
        }
    }
    Ok((recs, files))
}

/// Statistics of pattern weights at the file's resolution: fraction
/// nonzero, median |w| and 99th percentile of |w| (centi-men).
pub fn weight_stats(patterns: &[i16]) -> (f64, f64, f64) {
    let mut a: Vec<u16> = patterns.iter().map(|w| w.unsigned_abs()).collect();
    a.sort_unstable();
    let nz = a.iter().filter(|&&x| x != 0).count() as f64 / a.len().max(1) as f64;
    let q = |f: f64| a.get(((a.len() - 1) as f64 * f) as usize).copied().unwrap_or(0) as f64;
    (nz, q(0.5) / SCALE as f64, q(0.99) / SCALE as f64)
}

/// `pwstats --file FILE [--positions FENS]`: [`weight_stats`] of a weights
/// file, and with `--positions` (one FEN a line, `#` comments) the mean
/// |pattern part| of the learned evaluation over those positions.
pub fn run_pwstats(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let path = opt(args, "--file").ok_or("pwstats: --file FILE is required")?;
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let w = PatternWeights::from_bytes(&bytes)?;
    if let Some(fens) = opt(args, "--positions") {
        let text = std::fs::read_to_string(fens).map_err(|e| format!("{fens}: {e}"))?;
        let layout = Layout::new(&rules);
        let (mut sum, mut n) = (0f64, 0usize);
        for l in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let pos = Position::from_fen(&rules, l.trim()).map_err(|e| format!("{l}: {e:?}"))?;
            let ft = layout.features(&pos, rules.flying_kings);
            let ph = ft.phase as f64;
            let part: f64 = ft
                .patterns
                .iter()
                .map(|&(i, sg)| {
                    let o = 2 * i as usize;
                    sg as f64 * (ph * w.patterns[o] as f64 + (1.0 - ph) * w.patterns[o + 1] as f64)
                })
                .sum();
            sum += part.abs() / SCALE as f64;
            n += 1;
        }
        out(&format!(
            "{path}: mean |pattern part| {:.2} centi-men over {n} positions of {fens}",
            sum / n.max(1) as f64
        ));
    }
    let (nz, med, p99) = weight_stats(&w.patterns);
    out(&format!(
        "{path}: {} pattern weights, nonzero {:.1}%, median |w| {med:.3} centi-men, 99th \
            percentile {p99:.3}",
        w.patterns.len(),
        100.0 * nz
    ));
    Ok(())
}

/// `train --variant V --data FILE|DIR[,...] --out FILE [--valid FILE[,...]]
/// [--prior N[,N...]] [--epochs MAX] [--patience P] [--batch B] [--lr R]
/// [--decay D] [--lambda L] [--log FILE]`.
///
/// Minibatch Adam on the cross-entropy, the learning rate multiplied by
/// `decay` after every epoch; after every epoch the loss on the validation
/// set (`--valid`, e.g. a chunk set aside; without it, one game in ten) is
/// logged, and the fit stops `patience` epochs after its best one, which
/// is kept. With several priors, each is fitted from scratch and the one
/// with the best validation loss is written.
///
/// The prior. The objective is the mean cross-entropy over the N training
/// positions plus, per pattern weight w, the loss of `prior` virtual
/// positions whose whole evaluation is that weight and whose target is a
/// draw (1/2): each costs bce(sigmoid(w / K), 1/2) = ln 2 + w^2 / (8 K^2) +
/// O(w^4) (the curvature of the cross-entropy at p = 1/2 is 1/(4 K^2)).
/// Divided by N like the data, the penalty is prior * w^2 / (8 K^2 N) and
/// its gradient prior * w / (4 K^2 N). So a weight seen in n positions is
/// shrunk towards 0 as if it had `prior` more positions scored level: the
/// prior matters for rare configurations and little for common ones, and
/// it does not change with the amount of data. (The earlier `--l2 X`, added
/// to the averaged gradient, is prior = 4 K^2 N X: with X = 1e-6, K = 150
/// and N = 605,000 training positions, about 54,000 virtual positions per
/// weight, which held almost every pattern weight at 0.)
pub fn run_train(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let data = opt(args, "--data").ok_or("train: --data FILE|DIR[,...] is required")?;
    let path = opt(args, "--out").ok_or("train: --out FILE is required")?;
    let f = |k: &str, d: &str| -> Result<f64, String> {
        opt(args, k).unwrap_or(d).parse().map_err(|_| format!("train: bad {k}"))
    };
    let max_epochs = f("--epochs", "100")? as usize;
    let patience = f("--patience", "6")? as usize;
    let batch = f("--batch", "2048")? as usize;
    let lambda = f("--lambda", "0.8")?;
    let lr0 = f("--lr", "0.4")?;
    let decay = f("--decay", "0.9")?;
    let priors: Vec<f64> = opt(args, "--prior")
        .unwrap_or("20")
        .split(',')
        .map(|x| x.parse().map_err(|_| "train: bad --prior".to_string()))
        .collect::<Result<_, _>>()?;
    let mut log = match opt(args, "--log") {
        Some(p) => Some(std::fs::File::create(p).map_err(|e| format!("{p}: {e}"))?),
        None => None,
    };
    let mut say = |line: String| {
        out(&line);
        if let Some(l) = log.as_mut() {
            let _ = writeln!(l, "{line}");
        }
    };
    let layout = Layout::new(&rules);
    let hand = draughts_engine::Searcher::new(
        rules,
        1,
        Options { eval: EvalKind::Full, ..Options::default() },
    );
    let t0 = Instant::now();
    let mut seen = std::collections::HashSet::new();
    let mut game_base = 0u32;
    let valid_list = opt(args, "--valid").unwrap_or("");
    let (valid, valid_files) = load_data(&rules, valid_list, &[], &mut seen, &mut game_base)?;
    let (train, train_files) = load_data(&rules, data, &valid_files, &mut seen, &mut game_base)?;
    let by_game = valid.is_empty();
    let mut recs = Vec::new();
    let mut samples = Vec::new();
    for (r, is_valid) in valid.iter().map(|r| (r, true)).chain(train.iter().map(|r| (r, false))) {
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
            held_out: if by_game { r.game % 10 == 0 } else { is_valid },
        });
        recs.push(*r);
    }
    let n_hold = samples.iter().filter(|s| s.held_out).count();
    let base = |f: &String| {
        std::path::Path::new(f).file_name().map_or(f.clone(), |n| n.to_string_lossy().to_string())
    };
    say(format!(
        "train: validation {}; data {}",
        valid_files.iter().map(base).collect::<Vec<_>>().join(","),
        train_files.iter().map(base).collect::<Vec<_>>().join(",")
    ));
    say(format!(
        "train: data {} files ({} games), validation {} files; {} positions ({} for validation, \
            quiet for both sides, at most {} a game, deduplicated), features in {:.1}s",
        train_files.len(),
        game_base,
        valid_files.len(),
        samples.len(),
        n_hold,
        crate::chunks::PER_GAME,
        t0.elapsed().as_secs_f64()
    ));
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
    say(format!(
        "train: K={k} (search scores), K={k_hand} (hand eval); held-out result loss: search score \
            {:.5}, hand eval {:.5}",
        hold_loss(&|s| s.score as f64, k),
        hold_loss(&|s| (s.hand * s.factor) as f64, k_hand)
    ));

    // Parameters: patterns [index][phase], then scalars [term][phase].
    let n_pat = layout.pattern_len() * 2;
    let n = n_pat + SCALARS * 2;
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
    let zero = vec![0f64; n];
    say(format!(
        "train: start (hand-made terms alone, K={k}): held-out target loss {:.5}, held-out result \
            loss {:.5}",
        hold_target(&zero),
        hold_loss(&|s| eval(&zero, s), k)
    ));
    let train_idx: Vec<usize> = (0..samples.len()).filter(|&i| !samples[i].held_out).collect();
    let n_train = train_idx.len().max(1) as f64;
    // (validation target loss, weights, epoch, prior)
    let mut overall: Option<(f64, Vec<f64>, usize, f64)> = None;
    for &prior in &priors {
        // Every weight starts at 0: the model starts as the hand-made
        // evaluation. Scalar features have larger magnitudes (tempo sums
        // rows): their learning rate is scaled down.
        let mut w = vec![0f64; n];
        let (mut m1, mut m2) = (vec![0f64; n], vec![0f64; n]);
        let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8);
        let shrink = prior / (4.0 * k * k * n_train);
        let mut g = vec![0f64; n];
        let mut order = train_idx.clone();
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        let mut step = 0i32;
        let mut lr = lr0;
        let mut best = (hold_target(&w), w.clone(), 0usize);
        let mut epoch = 0;
        while epoch < max_epochs && epoch - best.2 < patience {
            epoch += 1;
            order.shuffle(&mut rng);
            let mut loss = 0.0;
            for mb in order.chunks(batch) {
                g.iter_mut().for_each(|x| *x = 0.0);
                for &si in mb {
                    let (s, t) = (&samples[si], targets[si]);
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
                step += 1;
                let bc1 = 1.0 - b1.powi(step);
                let bc2 = 1.0 - b2.powi(step);
                let inv = 1.0 / mb.len() as f64;
                for i in 0..n {
                    let mut gi = g[i] * inv;
                    if i < n_pat {
                        gi += shrink * w[i];
                    }
                    m1[i] = b1 * m1[i] + (1.0 - b1) * gi;
                    m2[i] = b2 * m2[i] + (1.0 - b2) * gi * gi;
                    let st = lr * (m1[i] / bc1) / ((m2[i] / bc2).sqrt() + eps);
                    w[i] -= if i < n_pat { st } else { st * 0.25 };
                }
            }
            let hl = hold_target(&w);
            let hr = hold_loss(&|s| eval(&w, s), k);
            say(format!(
                "prior={prior} epoch={epoch} lr={lr:.4} train_loss={:.5} valid_target_loss={hl:.5} \
                    valid_result_loss={hr:.5} seconds={:.0}",
                loss / n_train,
                t0.elapsed().as_secs_f64()
            ));
            if hl < best.0 {
                best = (hl, w.clone(), epoch);
            }
            lr *= decay;
        }
        let converged = epoch > best.2;
        say(format!(
            "prior={prior} best epoch={} of {epoch} valid_target_loss={:.5}{}",
            best.2,
            best.0,
            if converged { "" } else { " NOT CONVERGED (best is the last epoch: train longer)" }
        ));
        if overall.as_ref().is_none_or(|o| best.0 < o.0) {
            overall = Some((best.0, best.1, best.2, prior));
        }
    }
    let (best_loss, w, best_epoch, best_prior) = overall.ok_or("train: no --prior")?;
    let hr = hold_loss(&|s| eval(&w, s), k);
    say(format!(
        "train: kept prior={best_prior} epoch {best_epoch}: held-out target loss {best_loss:.5}, \
            held-out result loss {hr:.5}"
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
        say(format!("  {name:<20} mg {:8.2}  eg {:8.2}", w[n_pat + 2 * j], w[n_pat + 2 * j + 1]));
    }
    let bytes = pw.to_bytes();
    std::fs::write(path, &bytes).map_err(|e| format!("{path}: {e}"))?;
    // Check: the file reads back and scores like the fitted model.
    let leaked: &'static PatternWeights =
        Box::leak(Box::new(PatternWeights::from_bytes(&bytes).map_err(|e| e.to_string())?));
    let pe = PatternEval::with_weights(&rules, leaked);
    let mut max_diff = 0f64;
    for (s, r) in samples.iter().zip(&recs).take(50_000) {
        let d = ((pe.eval_white(&r.position(&rules)) as f64 + s.hand as f64) * s.factor as f64
            - eval(&w, s))
        .abs();
        max_diff = max_diff.max(d);
    }
    let (nz, med, p99) = weight_stats(&pw.patterns);
    say(format!(
        "train: wrote {path} ({} bytes, {} windows x {CONFIGS} configs x 2 phases); largest \
            rounding difference {:.1} centi-men; pattern weights nonzero {:.1}%, median |w| \
            {med:.3}, 99th percentile {p99:.3} centi-men",
        bytes.len(),
        layout.windows.len(),
        max_diff,
        100.0 * nz
    ));
    Ok(())
}
