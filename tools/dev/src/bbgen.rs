//! `bitbases --variant V --pieces N --out FILE`: builds the endgame
//! databases of `core/engine/src/bitbase.rs` by retrograde analysis.
//!
//! Signatures are solved in order of piece count, then of men count, so
//! that every capture (fewer pieces) and every promotion (one man fewer)
//! leads into a signature already solved. Within a signature:
//!
//! 1. Every position, with either side to move, gets its legal moves.
//!    Moves that leave the signature (captures, promotions) are looked up;
//!    a successor lost for the opponent makes the position won. No legal
//!    move is a loss. The quiet moves that stay inside are counted.
//! 2. Decided positions are propagated backwards: the predecessors are
//!    found by un-moving a piece of the side that just moved (a king
//!    back along any empty ray, or one step for short kings; a man one
//!    step back), skipping predecessors where that side had a capture (the
//!    quiet move would have been illegal). A loss makes each predecessor a
//!    win; a win lowers the predecessor's count of open moves, and at zero
//!    (with no drawn exit) the predecessor is lost.
//! 3. What is left undecided is a draw.

use crate::{opt, out, variant_arg};
use draughts_engine::bitbase::{
    decode_block, encode_block, Indexer, Material, BLOCK, DONT_CARE, DRAW, LOSS, MAGIC, VERSION,
    WIN,
};
use draughts_rules::{Color, Dir, Duplicates, Move, Position, Rules};
use std::collections::HashMap;
use std::time::Instant;

struct Solved {
    ix: Indexer,
    /// Values per side to move (0 White, 1 Black).
    val: [Vec<u8>; 2],
}

fn value_of(solved: &HashMap<Material, Solved>, pos: &Position) -> u8 {
    let mat = Material::of(pos);
    let (own, _) = match pos.turn() {
        Color::White => (mat.wm + mat.wk, mat.bm + mat.bk),
        Color::Black => (mat.bm + mat.bk, mat.wm + mat.wk),
    };
    if own == 0 {
        return LOSS;
    }
    let s = solved.get(&mat).expect("successor signature solved first");
    s.val[pos.turn().index()][s.ix.index(pos) as usize]
}

/// Solves one signature given every smaller one.
fn solve(rules: &Rules, mat: Material, solved: &HashMap<Material, Solved>) -> Solved {
    let ix = Indexer::new(rules, mat);
    let n = ix.size as usize;
    let g = rules.geometry();
    let mut val = [vec![DRAW; n], vec![DRAW; n]];
    let mut decided = [vec![false; n], vec![false; n]];
    let mut cnt = [vec![0u8; n], vec![0u8; n]];
    let mut draw_exit = [vec![false; n], vec![false; n]];
    let mut queue: Vec<(u8, u32)> = Vec::new();
    let mut buf: Vec<Move> = Vec::with_capacity(64);
    for idx in 0..n {
        let Some((sides, kings)) = ix.pieces(idx as u64) else {
            for side in 0..2 {
                val[side][idx] = DONT_CARE;
                decided[side][idx] = true;
            }
            continue;
        };
        for side in 0..2 {
            let turn = if side == 0 { Color::White } else { Color::Black };
            let pos = Position::from_bits(rules, sides, kings, turn);
            pos.generate(rules, Duplicates::Drop, &mut buf);
            if buf.is_empty() {
                val[side][idx] = LOSS;
                decided[side][idx] = true;
                queue.push((side as u8, idx as u32));
                continue;
            }
            let mut won = false;
            let mut c = 0u32;
            let mut dx = false;
            for m in buf.iter() {
                if m.is_capture() || m.promotes() {
                    match value_of(solved, &pos.play(m)) {
                        LOSS => {
                            won = true;
                            break;
                        }
                        DRAW => dx = true,
                        _ => {}
                    }
                } else {
                    c += 1;
                }
            }
            if won {
                val[side][idx] = WIN;
                decided[side][idx] = true;
                queue.push((side as u8, idx as u32));
            } else if c == 0 && !dx {
                val[side][idx] = LOSS;
                decided[side][idx] = true;
                queue.push((side as u8, idx as u32));
            } else {
                cnt[side][idx] = c.min(255) as u8;
                draw_exit[side][idx] = dx;
            }
        }
    }
    // Backward propagation.
    let back_man: [[Dir; 2]; 2] = [[Dir::DownLeft, Dir::DownRight], [Dir::UpLeft, Dir::UpRight]];
    let mut head = 0;
    while head < queue.len() {
        let (side, idx) = queue[head];
        head += 1;
        let v = val[side as usize][idx as usize];
        let (sides, kings) = ix.pieces(idx as u64).expect("decided valid");
        let mover = 1 - side as usize; // who moved into this position
        let occ = sides[0] | sides[1];
        let empty = g.valid & !occ;
        let mut pieces = sides[mover];
        while pieces != 0 {
            let to = pieces & pieces.wrapping_neg();
            pieces &= pieces - 1;
            let is_king = kings & to != 0;
            let mut froms = 0u64;
            if is_king {
                for d in Dir::ALL {
                    let mut sq = g.step(to, d) & empty;
                    while sq != 0 {
                        froms |= sq;
                        if !rules.flying_kings {
                            break;
                        }
                        sq = g.step(sq, d) & empty;
                    }
                }
            } else {
                for d in back_man[mover] {
                    froms |= g.step(to, d) & empty;
                }
                // A man never stands on its own promotion row.
                let promo = g.rows[rules.promotion_row(if mover == 0 {
                    Color::White
                } else {
                    Color::Black
                }) as usize];
                froms &= !promo;
            }
            while froms != 0 {
                let from = froms & froms.wrapping_neg();
                froms &= froms - 1;
                let mut ps = sides;
                ps[mover] = (ps[mover] & !to) | from;
                let pk = if is_king { (kings & !to) | from } else { kings };
                let turn = if mover == 0 { Color::White } else { Color::Black };
                let pred = Position::from_bits(rules, ps, pk, turn);
                let pidx = ix.index(&pred) as usize;
                if decided[mover][pidx] {
                    continue;
                }
                if pred.has_capture(rules) {
                    continue;
                }
                if v == LOSS {
                    val[mover][pidx] = WIN;
                    decided[mover][pidx] = true;
                    queue.push((mover as u8, pidx as u32));
                } else if v == WIN {
                    let c = &mut cnt[mover][pidx];
                    *c = c.saturating_sub(1);
                    if *c == 0 && !draw_exit[mover][pidx] {
                        val[mover][pidx] = LOSS;
                        decided[mover][pidx] = true;
                        queue.push((mover as u8, pidx as u32));
                    }
                }
            }
        }
    }
    Solved { ix, val }
}

/// `bitbases --variant V --pieces N --out FILE [--extra kings5]`.
pub fn run_bitbases(args: &[String]) -> Result<(), String> {
    let rules = variant_arg(args)?;
    let pieces: u32 =
        opt(args, "--pieces").unwrap_or("4").parse().map_err(|_| "bitbases: bad --pieces")?;
    let path = opt(args, "--out").ok_or("bitbases: --out FILE is required")?;
    let code = match rules.variant() {
        Some(draughts_rules::Variant::International) => 1u8,
        Some(draughts_rules::Variant::English) => 2,
        Some(draughts_rules::Variant::Russian) => 3,
        _ => return Err("bitbases: International, English or Russian only".into()),
    };
    let mut mats = Material::all(pieces);
    // `--extra kings5`: also every kings-only signature of 5 pieces (their
    // captures lead only into kings-only tables of 4 pieces).
    if opt(args, "--extra") == Some("kings5") && pieces == 4 {
        for wk in 1..=4u8 {
            mats.push(Material { wm: 0, wk, bm: 0, bk: 5 - wk });
        }
    }
    let max_pieces = mats.iter().map(|m| m.total()).max().unwrap_or(0);
    mats.sort_by_key(|m| (m.total(), m.wm + m.bm, *m));
    let t0 = Instant::now();
    let mut solved: HashMap<Material, Solved> = HashMap::new();
    let mut tables: Vec<(Material, u64, Vec<u32>, Vec<u8>)> = Vec::new();
    let mut stats: HashMap<u32, [u64; 3]> = HashMap::new();
    let mut block_vals = vec![0u8; BLOCK];
    for &mat in &mats {
        let t = Instant::now();
        let s = solve(&rules, mat, &solved);
        let n = s.ix.size as usize;
        // The stored table: White to move, capture positions don't care.
        let mut data = Vec::new();
        let mut offsets = vec![0u32];
        let st = stats.entry(mat.total()).or_default();
        for b in 0..n.div_ceil(BLOCK) {
            let lo = b * BLOCK;
            let hi = (lo + BLOCK).min(n);
            for (k, i) in (lo..hi).enumerate() {
                let v = s.val[0][i];
                block_vals[k] = if v == DONT_CARE {
                    DONT_CARE
                } else {
                    let (sides, kings) = s.ix.pieces(i as u64).unwrap();
                    let p = Position::from_bits(&rules, sides, kings, Color::White);
                    if p.has_capture(&rules) {
                        DONT_CARE
                    } else {
                        match v {
                            WIN => st[0] += 1,
                            DRAW => st[1] += 1,
                            _ => st[2] += 1,
                        }
                        v
                    }
                };
            }
            encode_block(&block_vals[..hi - lo], &mut data);
            offsets.push(data.len() as u32);
            // Check the block decodes to the same values.
            let mut dec = vec![0u8; hi - lo];
            decode_block(&data[offsets[b] as usize..], &mut dec);
            for k in 0..hi - lo {
                assert!(block_vals[k] == DONT_CARE || block_vals[k] == dec[k]);
            }
        }
        eprintln!(
            "bitbases: {:?} {} entries, {} bytes, {:.1}s",
            mat,
            n,
            data.len(),
            t.elapsed().as_secs_f64()
        );
        tables.push((mat, n as u64, offsets, data));
        solved.insert(mat, s);
    }
    // The file.
    let mut f = Vec::new();
    f.extend_from_slice(&MAGIC);
    f.extend_from_slice(&VERSION.to_le_bytes());
    f.push(code);
    f.push(max_pieces as u8);
    f.extend_from_slice(&(tables.len() as u32).to_le_bytes());
    let mut off = 0u32;
    for (mat, size, offsets, data) in &tables {
        f.extend_from_slice(&[mat.wm, mat.wk, mat.bm, mat.bk]);
        f.extend_from_slice(&(*size as u32).to_le_bytes());
        f.extend_from_slice(&((offsets.len() - 1) as u32).to_le_bytes());
        f.extend_from_slice(&off.to_le_bytes());
        off += data.len() as u32;
    }
    for (_, _, offsets, _) in &tables {
        for o in offsets {
            f.extend_from_slice(&o.to_le_bytes());
        }
    }
    for (_, _, _, data) in &tables {
        f.extend_from_slice(data);
    }
    std::fs::write(path, &f).map_err(|e| format!("{path}: {e}"))?;
    let mut totals: Vec<_> = stats.into_iter().collect();
    totals.sort();
    for (p, [w, d, l]) in totals {
        out(&format!(
            "bitbases: {p} pieces, White to move, no capture pending: {} positions, win {w}, draw \
                {d}, loss {l}",
            w + d + l
        ));
    }
    out(&format!(
        "bitbases variant={} pieces<={pieces} tables={} bytes={} seconds={:.1}",
        rules.base,
        tables.len(),
        f.len(),
        t0.elapsed().as_secs_f64()
    ));
    Ok(())
}
