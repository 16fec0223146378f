#!/usr/bin/env python3
"""Checks the String Catalog against the Swift code.

    check_strings.py CATALOG.xcstrings DIR_OR_FILE...

Every localized key the code uses — `Text("key", bundle: .module)`,
`String(localized: "key", bundle: .module)`, and the LocalizedStringKey
arguments of the rules editor's `knob("title", "help")` — must be in the
catalog. Every key of the catalog must have a translated value in each of
the app's languages (LANGS), and a key with an interpolation must carry the
same format specifiers in every language (`\\(Int(x))` is `%lld`, anything
else `%@`). A value may instead be plural variations
(`variations.plural.CATEGORY.stringUnit`): then it needs the CLDR cardinal
categories of its language (PLURALS), each translated, each with the key's
specifiers, and the key must have a number (`%lld`) to choose by. Keys in
the catalog that no code uses are listed as a warning. Exit status 1 on any
missing key or translation.
"""
import json
import re
import sys
from pathlib import Path

import tree_sitter_swift
from tree_sitter import Language, Parser

PARSER = Parser(Language(tree_sitter_swift.language()))
LANGS = ("en", "fr", "nl", "ru", "pt-BR")
# The CLDR cardinal categories each language's integers fall into
# (unicode-org/cldr common/supplemental/plurals.xml); "many" in French and
# Portuguese is for whole millions, which a count of pieces or moves never is.
PLURALS = {
    "en": ("one", "other"),
    "fr": ("one", "other"),
    "nl": ("one", "other"),
    "ru": ("one", "few", "many", "other"),
    "pt-BR": ("one", "other"),
}
# Categories a language may also have: Xcode offers "many" for French and
# Portuguese (newer CLDR), which is harmless.
ALSO = {"fr": ("many",), "pt-BR": ("many",)}
SPEC = re.compile(r"%(?:\d+\$)?(?:lld|@|d|ld)")


def text(src, n):
    return src[n.start_byte:n.end_byte].decode("utf8")


def key_of(src, lit):
    """The catalog key of a string literal: interpolations become specifiers."""
    out = []
    for c in lit.children:
        if c.type == "line_str_text":
            out.append(text(src, c))
        elif c.type == "interpolated_expression":
            expr = text(src, c).strip()
            out.append("%lld" if expr.startswith("Int(") else "%@")
        elif c.type == "str_escaped_char":
            out.append(text(src, c))
    return "".join(out)


def uses(path):
    src = Path(path).read_bytes()
    tree = PARSER.parse(src)
    found = []
    stack = [tree.root_node]
    while stack:
        n = stack.pop()
        stack.extend(n.children)
        if n.type != "call_expression" or not n.named_child_count:
            continue
        callee = text(src, n.named_children[0])
        suffix = next((c for c in n.children if c.type == "call_suffix"), None)
        args = next((c for c in suffix.children if c.type == "value_arguments"), None) if suffix else None
        if args is None:
            continue
        vals = [a for a in args.children if a.type == "value_argument"]
        labelled = {}
        plain = []
        for a in vals:
            lab = a.child_by_field_name("name")
            val = a.child_by_field_name("value")
            if lab is not None:
                labelled[text(src, lab).strip()] = val
            else:
                plain.append(val)
        bundle = labelled.get("bundle")
        in_module = bundle is not None and text(src, bundle) == ".module"
        lits = []
        if callee == "Text" and in_module and plain:
            lits = plain[:1]
        elif callee == "String" and in_module and "localized" in labelled:
            lits = [labelled["localized"]]
        elif callee == "knob":
            lits = plain[:2]
        for lit in lits:
            if lit is not None and lit.type == "line_string_literal":
                found.append((key_of(src, lit), path, lit.start_point[0] + 1))
    return found


def unit_problem(key, lang, unit, specs, what):
    """What is wrong with one stringUnit, or None."""
    value = unit.get("value")
    if not value or unit.get("state") != "translated":
        return f"key `{key}` has no translated {lang} {what}"
    if sorted(SPEC.findall(value)) != specs:
        return f"key `{key}`: the {lang} {what} `{value}` does not have the specifiers {specs}"
    return None


def entry_problems(key, entry):
    """Every language's value of one catalog key: a plain string or the plural categories of the language."""
    specs = sorted(SPEC.findall(key))
    out = []
    for lang in LANGS:
        loc = entry.get("localizations", {}).get(lang, {})
        plural = loc.get("variations", {}).get("plural")
        if plural is None:
            out.append(unit_problem(key, lang, loc.get("stringUnit", {}), specs, "value"))
            continue
        if "%lld" not in specs:
            out.append(f"key `{key}` has {lang} plural variations but no number (%lld) to choose by")
        for cat in PLURALS[lang]:
            unit = plural.get(cat, {}).get("stringUnit", {})
            out.append(unit_problem(key, lang, unit, specs, f"plural `{cat}`"))
        for cat in sorted(set(plural) - set(PLURALS[lang]) - set(ALSO.get(lang, ()))):
            out.append(f"key `{key}`: {lang} has no plural category `{cat}`")
    return [p for p in out if p]


def main(argv):
    if len(argv) < 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    catalog = json.loads(Path(argv[0]).read_text())
    strings = catalog.get("strings", {})
    files = []
    for a in argv[1:]:
        p = Path(a)
        files += sorted(f for f in p.rglob("*.swift") if ".build" not in f.parts) if p.is_dir() else [p]
    used = {}
    for f in files:
        for key, path, line in uses(f):
            used.setdefault(key, (path, line))
    problems = []
    for key, (path, line) in sorted(used.items()):
        if key not in strings:
            problems.append(f"{path}:{line}: key `{key}` is not in {argv[0]}")
    for key, entry in sorted(strings.items()):
        where = "{}:{}".format(*used[key]) if key in used else argv[0]
        problems += [f"{where}: {p}" for p in entry_problems(key, entry)]
    unused = sorted(set(strings) - set(used))
    for p in problems:
        print(p)
    for k in unused:
        print(f"warning: catalog key `{k}` is used by no Swift file")
    print(f"check-strings: {len(used)} keys used in {len(files)} Swift files, {len(strings)} in the catalog "
          f"({', '.join(LANGS)}): {len(problems)} problem(s), {len(unused)} unused")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
