#!/usr/bin/env python3
"""Proves that check_ffi_names.py catches wrong FFI calls.

    test_check_ffi_names.py GENERATED/DraughtsCore.swift IOS_DIR

Copies the app's Swift sources to a temporary directory and, one at a time,
breaks a real DraughtsCore call in the checked files (the SwiftUI views and
the app target, as make test-ios-check runs it) the way a typo or an API
change would (a misspelled method, free function, type, enum case or record
field; a wrong argument label on a method, a static constructor, an
initializer or a case; a missing import; a throwing call without `try`). Each broken copy must fail the
check with the expected message, the untouched copy must pass, and a break
in a file outside the checked paths must not be reported. A mutation whose
original text is no longer in the sources fails the test too, so the list
stays in step with the code.
"""
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHECK = HERE / "check_ffi_names.py"

U = "DraughtsKit/Sources/DraughtsUI/"
# The paths make test-ios-check checks (relative to ios/): the SwiftUI views
# and the app target. The rest is compiled by `make test-swift`.
CHECKED = ["DraughtsKit/Sources/DraughtsUI", "App"]

# (file, original text, broken text, what the report must say)
MUTATIONS = [
    (U + "Previews.swift", "session.tapName(name: name)", "session.tapNam(name: name)",
     "`GameHandle` has no member `tapNam` (did you mean `tapName`?)"),
    (U + "Previews.swift", "session.tapName(name: name)", "session.tapName(square: name)",
     "`GameHandle.tapName(square:)`: no such signature"),
    (U + "Previews.swift", "GameHandle.fromFen(rules: rules, fen: fen,", "GameHandle.fromFen(rules: rules, position: fen,",
     "`GameHandle.fromFen(rules:position:white:black:language:)`: no such signature"),
    (U + "Previews.swift", "try! GameHandle.fromFen(rules: rules, fen: fen, white: white, black: black, language: .en)",
     "try! GameHandle.fromFEN(rules: rules, fen: fen, white: white, black: black, language: .en)",
     "`GameHandle` has no member `fromFEN` (did you mean `fromFen`?)"),
    (U + "Previews.swift", "static let international = try! presetRules(variant:",
     "static let international = try! presetRule(variant:",
     "unknown function `presetRule` (did you mean DraughtsCore's `presetRules`?)"),
    (U + "Previews.swift", "static let international = try! presetRules(variant:",
     "static let international = presetRules(variant:",
     "`presetRules(variant:)` throws: call it with `try`"),
    (U + "SettingsView.swift", "(try? DraughtsCore.coreVersion())", "(DraughtsCore.coreVersion())",
     "`coreVersion()` throws: call it with `try`"),
    (U + "SettingsView.swift", "DraughtsCore.coreVersion()", "DraughtsCore.coreVersions()",
     "`DraughtsCore.coreVersions` does not exist"),
    (U + "Previews.swift", "GameHandle(rules: PreviewGames.international, white: .human, black: .bot(level: 4)",
     "GameHandle(rule: PreviewGames.international, white: .human, black: .bot(level: 4)",
     "`GameHandle(rule:white:black:language:)`: no such signature"),
    (U + "Previews.swift", "presetRules(variant: .english)", "presetRules(variant: .englsh)",
     "`Variant` has no case `.englsh`"),
    (U + "Previews.swift", "black: .bot(level: 4), language: .fr)", "black: .bot(levl: 4), language: .fr)",
     "`Player.bot(levl:)`: no such signature"),
    (U + "Previews.swift", "PdnContext(date: \"2026-12-01\", site:", "PdnContext(day: \"2026-12-01\", site:",
     "`PdnContext(day:site:)`: no such signature"),
    (U + "Previews.swift", "func syncSearch(wanted: Bool, listener: SearchListener) throws {}",
     "func syncSearch(wanted: Bool, listener: SearchListenr) throws {}",
     "unknown type `SearchListenr`"),
    (U + "BoardGrid.swift", ".accessibilityValue(Text(verbatim: sq.state))",
     ".accessibilityValue(Text(verbatim: sq.stat))",
     "`SquareView` has no member `stat`"),
    (U + "GameScreen.swift", "return Text(verbatim: view.title)", "return Text(verbatim: view.titel)",
     "`GameView` has no member `titel`"),
    (U + "GameScreen.swift", ".fontWeight(player.toMove ? .bold", ".fontWeight(player.toMov ? .bold",
     "`PlayerView` has no member `toMov` (did you mean `toMove`?)"),
    (U + "GameScreen.swift", "Text(verbatim: \"\\(player.men)\")", "Text(verbatim: \"\\(player.man)\")",
     "`PlayerView` has no member `man`"),
    (U + "TutorialView.swift", "board: diagram.board,", "board: diagram.boardView,",
     "`DiagramInfo` has no member `boardView`"),
    (U + "BoardGrid.swift", "import DraughtsCore\n", "",
     "`BoardView` is a DraughtsCore type but this file does not `import DraughtsCore`"),
]

# A file outside CHECKED is read for its declarations only: a broken call
# appended to it is reported by an unrestricted run, and not by the
# restricted one (the compiler reports it in make test-swift).
NOT_CHECKED = ("DraughtsKit/Sources/DraughtsKit/AppModel.swift",
               "\nimport DraughtsCore\nlet broken = presetRule(variant: .international)\n",
               "unknown function `presetRule`")


def run(generated, root, restricted=True):
    checked = ["--check", *(str(root / c) for c in CHECKED)] if restricted else []
    r = subprocess.run([sys.executable, str(CHECK), str(generated), str(root), *checked],
                       capture_output=True, text=True)
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
        rel, appended, expect = NOT_CHECKED
        path = root / rel
        original = path.read_text()
        path.write_text(original + appended)
        unrestricted, out_all = run(generated, root, restricted=False)
        restricted, out = run(generated, root)
        path.write_text(original)
        if unrestricted == 1 and expect in out_all and restricted == 0:
            print(f"ok   {rel}: outside the checked paths, not reported")
        else:
            failures += 1
            print(f"FAIL {rel}: a break outside the checked paths: unrestricted exit {unrestricted}, "
                  f"restricted exit {restricted}; output:\n{out_all}\n{out}")
    print(f"check-ffi-names self-test: {len(MUTATIONS) - failures} of {len(MUTATIONS)} broken calls caught")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
