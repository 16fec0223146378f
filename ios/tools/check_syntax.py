#!/usr/bin/env python3
"""Swift *syntax* check without a Swift compiler.

Parses every given .swift file (directories are searched recursively) with
tree-sitter and the tree-sitter-swift grammar from PyPI, and reports each
ERROR or MISSING node as file:line:col. Exit status 1 if any file has one.

This is a syntax check only: names, types and labels are not resolved, so a
call to a method that does not exist still passes. It is run on the Swift
that cannot be compiled here (the SwiftUI views and the app target); the
rest is compiled by Swift on Linux (make test-swift).

Pre-processing, for two constructs UniFFI emits that the grammar
(tree-sitter-swift 0.7.4) rejects although Swift accepts them; each is
blanked to spaces of the same length, so line:col positions stay right:
  * `@_documentation(visibility: private)` before its internal converters
    (an underscored attribute the grammar does not know);
  * `{ () }`, the empty-tuple closure of callback interfaces
    (`let writeReturn = { () }`); `{    }` has the same type, `() -> ()`.
"""
import re
import sys
from pathlib import Path

import tree_sitter_swift
from tree_sitter import Language, Parser

BLANK = re.compile(rb"@_documentation\(visibility:\s*\w+\)")
EMPTY_TUPLE_CLOSURE = re.compile(rb"\{ \(\) \}")


def swift_files(args):
    for a in args:
        p = Path(a)
        if p.is_dir():
            yield from sorted(f for f in p.rglob("*.swift") if ".build" not in f.parts)
        elif p.suffix == ".swift":
            yield p


def problems(tree):
    out = []
    stack = [tree.root_node]
    while stack:
        n = stack.pop()
        if n.is_error or n.is_missing:
            kind = "missing " + n.type if n.is_missing else "syntax error"
            out.append((n.start_point[0] + 1, n.start_point[1] + 1, kind))
            if n.is_error:
                continue  # one report per error node
        stack.extend(reversed(n.children))
    return sorted(out)


def main(argv):
    if not argv:
        print("usage: check_syntax.py FILE_OR_DIR...", file=sys.stderr)
        return 2
    parser = Parser(Language(tree_sitter_swift.language()))
    files = list(swift_files(argv))
    bad = 0
    for f in files:
        src = f.read_bytes()
        src = BLANK.sub(lambda m: b" " * len(m.group(0)), src)
        src = EMPTY_TUPLE_CLOSURE.sub(b"{    }", src)
        errs = problems(parser.parse(src))
        for line, col, kind in errs:
            print(f"{f}:{line}:{col}: {kind}")
        if errs:
            bad += 1
    ok = len(files) - bad
    print(f"swift-syntax: {ok} passed, {bad} failed")
    if not files:
        print("swift-syntax: no Swift files found", file=sys.stderr)
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
