#!/usr/bin/env python3
"""Proves that check_ffi_names.py catches wrong FFI calls.

    test_check_ffi_names.py GENERATED/DraughtsCore.swift IOS_DIR

Copies the app's Swift sources to a temporary directory and, one at a time,
breaks a real DraughtsCore call in them the way a typo or an API change
would (a misspelled method, free function, type, enum case or record field;
a wrong argument label; a missing import). Each broken copy must fail the
check with the expected message, and the untouched copy must pass. A
mutation whose original text is no longer in the sources fails the test too,
so the list stays in step with the code.
"""
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHECK = HERE / "check_ffi_names.py"

K = "DraughtsKit/Sources/DraughtsKit/"
U = "DraughtsKit/Sources/DraughtsUI/"
T = "DraughtsKit/Tests/DraughtsKitTests/"

# (file, original text, broken text, what the report must say)
MUTATIONS = [
    (K + "LiveSession.swift", "session.exportPdn(tags:", "session.exportPdm(tags:",
     "`GameSession` has no member `exportPdm` (did you mean `exportPdn`?)"),
    (K + "LiveSession.swift", "try session.tap(squareIndex: square)", "try session.tap(square: square)",
     "`GameSession.tap(square:)`: no such signature"),
    (K + "LiveSession.swift", "GameSession.restore(save:", "GameSession.restore(document:",
     "`GameSession.restore(document:)`: no such signature"),
    (K + "LiveSession.swift", "variants(language: language)", "variantz(language: language)",
     "unknown function `variantz` (did you mean DraughtsCore's `variants`?)"),
    (K + "LiveSession.swift", "DraughtsCore.tutorialPages(language:", "DraughtsCore.tutorialPage(language:",
     "`DraughtsCore.tutorialPage` does not exist"),
    (K + "LiveSession.swift", "let made = try Bot(rules:", "let made = try Bots(rules:",
     "unknown name `Bots`"),
    (K + "LiveSession.swift", "white: .human, black: .human)", "white: .humen, black: .human)",
     "`Player` has no case `.humen`"),
    (K + "LiveSession.swift", "judgeLessonSession(language: language, lessonId: lessonId, session: session)",
     "judgeLessonSession(language: language, id: lessonId, session: session)",
     "`judgeLessonSession(language:id:session:)`: no such signature"),
    (K + "GameModel.swift", "case .selected, .stepped, .cancelled:", "case .selected, .steped, .cancelled:",
     "`TapResult` has no case `.steped`"),
    (K + "LiveSession.swift", "let fen = try session.fenAt(ply: ply)", "let fen = try session.fenAt(plies: ply)",
     "`GameSession.fenAt(plies:)`: no such signature"),
    (K + "LiveSession.swift", "try DraughtsCore.setRuleKnob(rules: rules, knob: knob, choice: choice)",
     "try DraughtsCore.setRuleKnob(rules: rules, knob: knob, index: choice)",
     "`setRuleKnob(rules:knob:index:)`: no such signature"),
    (K + "GameModel.swift", "guard let s = snapshot, s.botToMove,", "guard let s = snapshot, s.botToPlay,",
     "`BoardSnapshot` has no member `botToPlay`"),
    (K + "Ports.swift", "func snapshot() throws -> BoardSnapshot\n    func tap",
     "func snapshot() throws -> BoardSnapShot\n    func tap",
     "unknown type `BoardSnapShot`"),
    (K + "HomeModel.swift", "Player.bot(level: level)", "Player.bot(levl: level)",
     "`Player.bot(levl:)`: no such signature"),
    (K + "BotListener.swift", "import DraughtsCore\n", "",
     "`SearchListener` is a DraughtsCore type but this file does not `import DraughtsCore`"),
    (U + "BoardView.swift", ".accessibilityValue(Text(verbatim: sq.stateDescription))",
     ".accessibilityValue(Text(verbatim: sq.stateDescripton))",
     "`SquareView` has no member `stateDescripton`"),
    (U + "GameView.swift", "Text(verbatim: counter.text)", "Text(verbatim: counter.txt)",
     "`DrawCounterInfo` has no member `txt`"),
    (U + "Previews.swift", "try! GameSession.fromFen(rules: rules, fen: fen, white: white, black: black)",
     "try! GameSession.fromFEN(rules: rules, fen: fen, white: white, black: black)",
     "`GameSession` has no member `fromFEN` (did you mean `fromFen`?)"),
    (T + "Fakes.swift", "DraughtsError.Other(reason:", "DraughtsError.Others(reason:",
     "`DraughtsError` has no member `Others` (did you mean `Other`?)"),
    (T + "GameModelTests.swift", "SearchProgress(depth: 6, seldepth: 9,", "SearchProgress(depth: 6, selDepth: 9,",
     "`SearchProgress(depth:selDepth:score:nodes:timeMs:pv:)`: no such signature"),
]


def run(generated, root):
    r = subprocess.run([sys.executable, str(CHECK), str(generated), str(root)], capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def main(argv):
    if len(argv) != 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    generated, ios = Path(argv[0]).resolve(), Path(argv[1]).resolve()
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "ios"
        shutil.copytree(ios / "DraughtsKit", root / "DraughtsKit", ignore=shutil.ignore_patterns(".build"))
        shutil.copytree(ios / "App", root / "App")
        code, out = run(generated, root)
        if code != 0:
            print("check-ffi-names self-test: the untouched sources do not pass:\n" + out)
            return 1
        for rel, old, new, expect in MUTATIONS:
            path = root / rel
            original = path.read_text()
            if original.count(old) < 1:
                print(f"FAIL {rel}: text to break not found (update the mutation list): {old!r}")
                failures += 1
                continue
            path.write_text(original.replace(old, new, 1))
            code, out = run(generated, root)
            path.write_text(original)
            if code == 1 and expect in out:
                print(f"ok   {rel}: {expect}")
            else:
                failures += 1
                print(f"FAIL {rel}: {old!r} -> {new!r} not reported as {expect!r}; exit {code}; output:\n{out}")
    print(f"check-ffi-names self-test: {len(MUTATIONS) - failures} of {len(MUTATIONS)} broken calls caught")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
