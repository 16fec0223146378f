//! Crash safety of the terminal's saves: a child process saves again and
//! again with `files::write_atomic` and is killed (SIGKILL on Unix) at
//! random moments, at least 300 times. After each kill the file must be the
//! last save the child finished or the one it was writing, whole, and it
//! must load as a draughts save; temporary files left by killed writers are
//! removed by the next save.
//!
//! The child is this test binary run again (`kill_test_child`, ignored in
//! normal runs) with `DRAUGHTS_KILL_FILE` naming the file to write.

#[allow(dead_code)]
#[path = "../src/files.rs"]
mod files;

use draughts_game::save::{from_json, to_json, BoardPrefs};
use draughts_game::{Game, Lang, Player};
use draughts_rules::Rules;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const KILLS: usize = 300;

/// Save number `gen`: an International game of `gen % 40` plies (each the
/// first legal move), so that consecutive saves differ.
fn document(gen: u64) -> String {
    let mut game = Game::new(Rules::international());
    for _ in 0..gen % 40 {
        let Some(m) = game.legal_moves().first().copied() else { break };
        game.play(&m).unwrap();
    }
    to_json(&game, [Player::Human; 2], BoardPrefs::default(), Lang::default())
}

/// Which of the saves `candidates` the file holds, whole, if it loads.
fn generation(path: &Path, candidates: [u64; 2]) -> Result<u64, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    from_json(&text).map_err(|e| e.to_string())?;
    candidates
        .into_iter()
        .find(|&g| text == document(g))
        .ok_or_else(|| format!("it loads, but it is neither save {candidates:?}"))
}

#[test]
#[ignore = "the child process of every_kill_leaves_a_whole_save"]
fn kill_test_child() {
    let Some(file) = std::env::var_os("DRAUGHTS_KILL_FILE") else { return };
    let path = Path::new(&file);
    let mut gen: u64 = std::env::var("DRAUGHTS_KILL_GEN").unwrap().parse().unwrap();
    let out = std::io::stdout();
    // Never outlive an interrupted test: a minute at most (a broken pipe
    // ends it too, the write below fails).
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while std::time::Instant::now() < deadline {
        gen += 1;
        files::write_atomic(path, document(gen).as_bytes()).unwrap();
        let mut o = out.lock();
        writeln!(o, "saved {gen}").unwrap();
        o.flush().unwrap();
    }
}

/// A small random generator (xorshift), seeded from the clock; the seed is
/// printed so a failure can be replayed with DRAUGHTS_KILL_SEED.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// What one lane of kills saw.
#[derive(Default)]
struct Tally {
    old: usize,
    new: usize,
    busy: usize,
    saves: u64,
}

/// `kills` kills of writers of one file in `dir`.
fn lane(dir: &Path, kills: usize, seed: u64) -> Tally {
    let path = dir.join("save.json");
    files::write_atomic(&path, document(0).as_bytes()).unwrap();
    let mut rng = Rng(seed);
    let exe = std::env::current_exe().unwrap();
    let mut t = Tally::default();
    let mut gen = 0;
    for k in 0..kills {
        let mut child = Command::new(&exe)
            .args(["kill_test_child", "--exact", "--ignored", "--nocapture", "--test-threads=1"])
            .env("DRAUGHTS_KILL_FILE", &path)
            .env("DRAUGHTS_KILL_GEN", gen.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // A child starts in about 3 ms and a save takes a few (mostly its
        // fsyncs): the kill lands before, during or between saves.
        std::thread::sleep(Duration::from_micros(rng.next() % 40_000));
        child.kill().unwrap();
        child.wait().unwrap();
        // libtest may write on the same line before the first report.
        let mut last = gen;
        for l in BufReader::new(child.stdout.take().unwrap()).lines().map_while(Result::ok) {
            if let Some((_, n)) = l.rsplit_once("saved ") {
                last = n.parse().unwrap();
            }
        }
        let found = generation(&path, [last, last + 1]).unwrap_or_else(|e| {
            panic!("{} kill {k} (seed {seed}): the save does not load: {e}", dir.display())
        });
        assert!(
            found == last || found == last + 1,
            "{} kill {k} (seed {seed}): save {found} on disk, the child had finished {last}",
            dir.display()
        );
        if found == last + 1 {
            t.new += 1;
        } else {
            t.old += 1;
        }
        t.busy += usize::from(std::fs::read_dir(dir).unwrap().count() > 1);
        gen = found;
    }
    // The killed writers' temporary files are gone after one more save.
    files::write_atomic(&path, document(gen + 1).as_bytes()).unwrap();
    let names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["save.json"], "{}", dir.display());
    t.saves = gen;
    t
}

#[test]
fn every_kill_leaves_a_whole_save() {
    let root = std::env::temp_dir().join(format!("draughts-kill-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let seed = std::env::var("DRAUGHTS_KILL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap();
            t.as_nanos() as u64 | 1
        });
    eprintln!("kill test seed {seed} (DRAUGHTS_KILL_SEED replays it)");
    let started = Instant::now();
    // Four files, each with its own writer, killed in turn: the waits are
    // mostly fsyncs, so the lanes overlap.
    const LANES: usize = 4;
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let lanes: Vec<_> = (0..LANES)
            .map(|i| {
                let dir = root.join(format!("lane{i}"));
                std::fs::create_dir_all(&dir).unwrap();
                let seed = seed.wrapping_add((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1;
                s.spawn(move || lane(&dir, KILLS / LANES, seed))
            })
            .collect();
        lanes.into_iter().map(|l| l.join().unwrap()).collect()
    });
    let sum = |f: fn(&Tally) -> usize| tallies.iter().map(f).sum::<usize>();
    let (old, new, busy) = (sum(|t| t.old), sum(|t| t.new), sum(|t| t.busy));
    let saves: u64 = tallies.iter().map(|t| t.saves).sum();
    eprintln!(
        "kill test: {} kills in {:.1} s; {saves} saves finished; the file held the last finished \
         save {old} times, the save being renamed {new} times; {busy} kills left a temporary \
         file",
        old + new,
        started.elapsed().as_secs_f64()
    );
    assert_eq!(old + new, KILLS);
    assert!(busy > KILLS / 10, "kills should often land in the middle of a save ({busy})");
    assert!(new > 0, "some kills should land between a rename and its report ({new})");
    std::fs::remove_dir_all(&root).unwrap();
}
