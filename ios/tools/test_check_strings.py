#!/usr/bin/env python3
"""Tests of check_strings.py's catalog checks on hand-made entries.

    test_check_strings.py

A complete entry passes; a missing language, an untranslated state, a
missing specifier, a Russian plural without `few`, a plural without a
number and a category the language does not have are each reported.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import check_strings as cs  # noqa: E402


def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}


def plain(values):
    return {"localizations": {lang: unit(v) for lang, v in values.items()}}


FIVE = {"en": "Moves", "fr": "Coups", "nl": "Zetten", "ru": "Ходы", "pt-BR": "Lances"}


def plural(ru_categories):
    loc = {lang: unit(f"{v} %lld") for lang, v in FIVE.items()}
    loc["ru"] = {"variations": {"plural": {c: unit(f"%lld {c}") for c in ru_categories}}}
    return {"localizations": loc}


CASES = [
    ("complete", "k", plain(FIVE), None),
    ("a language missing", "k", plain({k: v for k, v in FIVE.items() if k != "nl"}), "no translated nl value"),
    ("not translated", "k", {"localizations": {**plain(FIVE)["localizations"], "ru": unit("Ходы", "new")}},
     "no translated ru value"),
    ("a specifier missing", "k %lld", plain({k: v + " %lld" for k, v in FIVE.items()} | {"fr": "Coups"}),
     "the fr value `Coups` does not have the specifiers"),
    ("Russian plural complete", "k %lld", plural(("one", "few", "many", "other")), None),
    ("Russian plural without few", "k %lld", plural(("one", "many", "other")), "no translated ru plural `few`"),
    ("a plural without a number", "k", {"localizations": {**plain(FIVE)["localizations"],
                                                          "ru": plural(cs.PLURALS["ru"])["localizations"]["ru"]}},
     "no number (%lld)"),
    ("a category Russian lacks", "k %lld", plural(("one", "two", "few", "many", "other")),
     "no plural category `two`"),
]


def main():
    failed = 0
    for name, key, entry, expected in CASES:
        problems = cs.entry_problems(key, entry)
        ok = not problems if expected is None else any(expected in p for p in problems)
        if not ok:
            failed += 1
            print(f"FAIL {name}: expected {expected or 'no problem'}, got {problems}")
    print(f"test-check-strings: {len(CASES) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
