#!/usr/bin/env python3
"""Checks that every use of the DraughtsCore module in the iOS Swift code
names something the generated bindings declare.

    check_ffi_names.py GENERATED/DraughtsCore.swift DIR_OR_FILE... [--check DIR_OR_FILE...]

With --check, every file given is read for the app's declarations, but only
the files under the --check paths are checked. `make test-ios-check` checks
the SwiftUI views and the app target this way: the rest (DraughtsKit and its
tests) is compiled by the real Swift compiler in `make test-swift`, but
SwiftUI exists only on Apple systems, so for the views this is the next best
thing to `swiftc` for the one mistake that matters most here: a
call into the FFI that does not exist (a misspelled method, a wrong argument
label, a type or enum case the bindings never had, an API renamed by the
bindings engineer). It parses the generated DraughtsCore.swift and the app's
sources with tree-sitter (tree-sitter-swift from PyPI) and checks:

  1. types: every type name used in a file that imports DraughtsCore is a
     type of DraughtsCore, of the app itself, or of Swift/Foundation/SwiftUI
     (SYSTEM_TYPES below); a file that uses a DraughtsCore type must import
     DraughtsCore;
  2. calls: a DraughtsCore initializer `T(a:b:)`, static function `T.f(...)`,
     free function `f(...)` / `DraughtsCore.f(...)`, or a method or property
     on a value whose type is known to be a DraughtsCore type (see below),
     must exist with exactly these argument labels (an `extension` of a
     DraughtsCore type in the app adds its members and hides nothing);
  3. enum cases: `.case` arguments of those calls, `T.case`, and the cases
     of `switch`/`if case` on a value of a DraughtsCore enum must exist;
  4. throwing calls: a call of a DraughtsCore function, method or
     initializer declared `throws` (every one of them: each export of the
     core reports its panics as DraughtsError.Other) is inside a `try`;
  5. near misses: any `.name` in such a file that is declared nowhere (not
     in DraughtsCore, not in the app) but is one or two letters away from a
     DraughtsCore name is reported with the likely intended name.

Types of values are inferred, file by file, from annotations (`let s:
GameHandle`, parameters, stored properties), initializers and the return
types of DraughtsCore and app functions, `for x in`, `if let`/`guard let`,
and the bindings of enum-case patterns; a name bound to two different types
in one file is left unchecked (2 and 4 are then skipped, 5 still applies).

Exit status 1 with one line per problem (file:line:col: message), else 0.
"""
import re
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import tree_sitter_swift
from tree_sitter import Language, Parser

BLANK = re.compile(rb"@_documentation\(visibility:\s*\w+\)")
PARSER = Parser(Language(tree_sitter_swift.language()))
MODULE = "DraughtsCore"

# Types of the Swift standard library, Foundation, SwiftUI, Observation and
# Swift Testing that the app uses. A name outside this list, the app's own
# types and DraughtsCore's is reported (so a misspelled DraughtsCore type is
# caught even where its use cannot be typed).
SYSTEM_TYPES = set("""
Any AnyObject Array Bool Character Data Date DateFormatter Dictionary Double Error Float Int Int32 Int64
Never Optional Range ClosedRange Result Sendable Set String Substring UInt UInt8 UInt16 UInt32 UInt64 Void
Equatable Hashable Identifiable CaseIterable Codable Comparable CustomStringConvertible LocalizedError
Bundle FileManager JSONDecoder JSONEncoder Locale NSLock Thread URL UUID UserDefaults Task MainActor
ProcessInfo Notification NotificationCenter TimeInterval DispatchQueue
Observable ObservationIgnored Bindable State Binding Environment FocusState ScaledMetric
View App Scene WindowGroup Group Text Image Label Button Toggle Picker Stepper Menu Section Form List
ForEach NavigationStack ScrollView VStack HStack ZStack Grid GridRow GridItem LazyVGrid Spacer Divider
ProgressView GeometryReader Circle Rectangle RoundedRectangle Path Shape Color StrokeStyle CGFloat CGPoint
CGRect CGSize Font ColorScheme ShareLink DisclosureGroup ViewBuilder ToolbarItem ToolbarContent ToolbarContentBuilder
LocalizedStringKey AccessibilityNotification AccessibilityTraits KeyPress EmptyView AnyView
Preview Suite Test Testing Self UTF8
Alignment EdgeInsets KeyPath ObjectIdentifier TimelineView ScrollViewReader ScrollViewProxy LazyHStack
LabelStyle LabelStyleConfiguration KeyEquivalent EventModifiers TextField
Transferable TransferRepresentation DataRepresentation SharePreview
RadialGradient UnitPoint UIColor EnvironmentKey EnvironmentValues
DragGesture UIPasteboard NSPasteboard Gesture ViewModifier Content Layout ProposedViewSize Subviews Canvas
NavigationLink
PasteButton UTType
""".split())


@dataclass
class Member:
    name: str
    kind: str  # func, static, property, case, init
    labels: tuple | None = None  # argument labels (None: not callable)
    type: tuple | None = None  # property type / return type / case payload types
    payload: tuple = ()  # case: payload types, in order
    throws: bool = False  # func/init: declared `throws`


@dataclass
class TypeDecl:
    name: str
    kind: str  # class, struct, enum, protocol, extension
    members: dict = field(default_factory=lambda: defaultdict(list))


@dataclass
class Scope:
    """Declarations of one side: DraughtsCore, or the app."""
    types: dict = field(default_factory=dict)  # name -> TypeDecl
    funcs: dict = field(default_factory=lambda: defaultdict(list))  # top-level name -> [Member]
    names: set = field(default_factory=set)  # every declared name (members included)

    def type(self, name):
        return self.types.setdefault(name, TypeDecl(name, "extension"))


def text(src, n):
    return src[n.start_byte:n.end_byte].decode("utf8", "replace")


def parse(path):
    src = Path(path).read_bytes()
    src = BLANK.sub(lambda m: b" " * len(m.group(0)), src)
    return src, PARSER.parse(src)


def children(n, typ=None):
    return [c for c in n.children if typ is None or c.type == typ]


def first(n, typ):
    for c in n.children:
        if c.type == typ:
            return c
    return None


def is_public(src, n):
    mods = first(n, "modifiers")
    return mods is not None and re.search(r"\b(public|open)\b", text(src, mods)) is not None


def type_of(src, n):
    """A type node as a tuple: ('named', T) ('array', t) ('optional', t) ('dict', k, v) or None."""
    if n is None:
        return None
    t = n.type
    if t == "user_type":
        ids = children(n, "type_identifier")
        return ("named", text(src, ids[-1])) if ids else None
    if t == "array_type":
        inner = [c for c in n.children if c.is_named]
        return ("array", type_of(src, inner[0])) if inner else None
    if t == "optional_type":
        return ("optional", type_of(src, n.child_by_field_name("wrapped")))
    if t == "dictionary_type":
        inner = [c for c in n.children if c.is_named]
        if len(inner) == 2:
            return ("dict", type_of(src, inner[0]), type_of(src, inner[1]))
        return None
    if t in ("type_annotation", "opaque_type", "existential_type", "implicitly_unwrapped_type"):
        inner = [c for c in n.children if c.is_named]
        return type_of(src, inner[-1]) if inner else None
    return None


def params(src, n):
    """Argument labels and parameter types of a function/init declaration."""
    labels, types = [], []
    for p in children(n, "parameter"):
        ext = p.child_by_field_name("external_name")
        names = [c for c in p.children if c.type == "simple_identifier"]
        label = text(src, ext) if ext is not None else (text(src, names[0]) if names else None)
        labels.append(None if label == "_" else label)
        tnode = [c for c in p.children if c.is_named and c.type not in ("simple_identifier", "modifiers", "attribute")]
        types.append(type_of(src, tnode[-1]) if tnode else None)
    return tuple(labels), tuple(types)


def return_type(src, n):
    seen_arrow = False
    for c in n.children:
        if c.type == "->":
            seen_arrow = True
        elif seen_arrow and c.is_named and c.type not in ("function_body", "type_constraints"):
            return type_of(src, c)
    return None


def enum_payload(src, n):
    """(labels, types) of a case's associated values."""
    data = n.child_by_field_name("data_contents")
    if data is None:
        return None, ()
    labels, types, pending, unlabeled = [], [], None, False
    for c in data.children:
        if c.type == "wildcard_pattern":
            unlabeled = True
        elif c.type == "simple_identifier":
            pending = text(src, c)
        elif c.is_named and c.type not in ("multiline_comment", "comment"):
            labels.append(None if unlabeled else pending)
            types.append(type_of(src, c))
            pending, unlabeled = None, False
    return tuple(labels), tuple(types)


def throws(c):
    """Whether a function or initializer declaration is `throws`."""
    return any(ch.type == "throws" for ch in c.children)


def collect(src, root, scope, public_only):
    """Declarations of a file into `scope`."""

    def walk(n, owner):
        for c in n.children:
            t = c.type
            if t in ("class_declaration", "protocol_declaration"):
                name_node = c.child_by_field_name("name")
                if name_node is None:
                    continue
                name = text(src, name_node)
                kind_node = c.child_by_field_name("declaration_kind")
                kind = text(src, kind_node) if kind_node is not None else "protocol"
                if public_only and kind != "extension" and not is_public(src, c):
                    continue
                decl = scope.type(name)
                if kind != "extension":
                    decl.kind = kind
                scope.names.add(name)
                body = c.child_by_field_name("body")
                if body is not None:
                    walk(body, decl)
            elif t == "typealias_declaration":
                nn = c.child_by_field_name("name")
                if nn is not None:
                    scope.type(text(src, nn)).kind = "typealias"
                    scope.names.add(text(src, nn))
            elif t in ("function_declaration", "protocol_function_declaration"):
                if public_only and owner is None and not is_public(src, c):
                    continue
                if public_only and owner is not None and owner.kind != "protocol" and not is_public(src, c):
                    continue
                nn = c.child_by_field_name("name")
                if nn is None:
                    continue
                name = text(src, nn)
                labels, _ = params(src, c)
                mods = first(c, "modifiers")
                static = mods is not None and re.search(r"\b(static|class)\b", text(src, mods))
                m = Member(name, "static" if static else "func", labels, return_type(src, c), throws=throws(c))
                scope.names.add(name)
                if owner is None:
                    scope.funcs[name].append(m)
                else:
                    owner.members[name].append(m)
            elif t == "init_declaration":
                if owner is None or (public_only and owner.kind != "protocol" and not is_public(src, c)):
                    continue
                labels, _ = params(src, c)
                owner.members["init"].append(Member("init", "init", labels, ("named", owner.name), throws=throws(c)))
            elif t in ("property_declaration", "protocol_property_declaration"):
                if public_only and owner is not None and owner.kind not in ("protocol",) and not is_public(src, c):
                    continue
                pat = c.child_by_field_name("name")
                ann = first(c, "type_annotation")
                ptype = type_of(src, ann) if ann is not None else None
                names = []
                if pat is not None:
                    names = [text(src, x) for x in ([pat] if pat.type == "simple_identifier" else
                                                    [d for d in pat.children if d.type == "simple_identifier"])]
                for name in names:
                    scope.names.add(name)
                    if owner is not None:
                        owner.members[name].append(Member(name, "property", None, ptype))
            elif t == "enum_entry":
                if owner is None:
                    continue
                data = c.child_by_field_name("data_contents")
                for nn in [x for x in c.children if x.type == "simple_identifier"]:
                    name = text(src, nn)
                    labels, types = enum_payload(src, c) if data is not None else (None, ())
                    scope.names.add(name)
                    owner.members[name].append(Member(name, "case", labels, ("named", owner.name), types))
            elif t in ("class_body", "enum_class_body", "protocol_body"):
                walk(c, owner)
            elif t in ("statements", "function_body", "computed_property") or not c.is_named:
                continue
            else:
                if owner is None and not public_only:
                    walk(c, owner)

    walk(root, None)


# ---------------------------------------------------------------- the checker


def unwrap(t):
    while t and t[0] == "optional":
        t = t[1]
    return t


def fmt(t):
    if t is None:
        return "?"
    if t[0] == "named":
        return t[1]
    if t[0] == "array":
        return f"[{fmt(t[1])}]"
    if t[0] == "optional":
        return fmt(t[1]) + "?"
    if t[0] == "dict":
        return f"[{fmt(t[1])}: {fmt(t[2])}]"
    if t[0] == "meta":
        return t[1] + ".Type"
    return "?"


def sig(labels):
    return "(" + "".join(f"{x or '_'}:" for x in labels) + ")"


def close(a, b):
    """Levenshtein distance at most 1 (2 for names of 8+ letters), names of 5+ letters."""
    if a != b and a.lower() == b.lower():
        return True
    limit = 2 if min(len(a), len(b)) >= 8 else 1
    if a == b or min(len(a), len(b)) < 5 or abs(len(a) - len(b)) > limit:
        return False
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1] <= limit


def under_try(n):
    """Whether `n` is inside a `try` (or `try?`, `try!`) of its own
    expression: a closure or a statement boundary ends the search, as `try`
    does not reach into a closure."""
    p = n.parent
    while p is not None:
        if p.type == "try_expression":
            return True
        if p.type in ("lambda_literal", "statements", "function_body", "computed_property", "source_file",
                      "class_body", "property_declaration"):
            return False
        p = p.parent
    return False


class FileChecker:
    def __init__(self, path, src, tree, core, app, report):
        self.path, self.src, self.tree = path, src, tree
        self.core, self.app, self.report = core, app, report
        self.env = defaultdict(set)  # name -> {type}
        self.stats = STATS
        self.imports = any(
            c.type == "import_declaration" and text(src, c).split()[-1] == MODULE for c in tree.root_node.children
        )

    def err(self, n, msg):
        self.report(f"{self.path}:{n.start_point[0] + 1}:{n.start_point[1] + 1}: {msg}")

    # ---- type environment

    def bind(self, name, t):
        if t is not None:
            self.env[name].add(t)

    def lookup(self, name):
        ts = self.env.get(name)
        return next(iter(ts)) if ts and len(ts) == 1 else None

    def decl(self, name):
        """A type declaration by name: DraughtsCore's first, then the app's."""
        return self.core.types.get(name) or self.app.types.get(name)

    def owned(self, name):
        """The app declares this type itself (an `extension` of a DraughtsCore
        type leaves the type DraughtsCore's: its uses are still checked)."""
        d = self.app.types.get(name)
        return d is not None and d.kind != "extension"

    def extended(self, name, member):
        """The app's extension of a DraughtsCore type declares this member."""
        d = self.app.types.get(name)
        return d is not None and d.kind == "extension" and member in d.members

    def member_type(self, owner, name):
        d = self.decl(owner)
        if d is None:
            return None
        ms = d.members.get(name)
        if not ms:
            return None
        m = ms[0]
        return m.type

    def infer(self, n):
        if n is None:
            return None
        t = n.type
        s = self.src
        if t == "simple_identifier":
            name = text(s, n)
            if name[:1].isupper() and self.decl(name) is not None and name not in self.env:
                return ("meta", name)
            return self.lookup(name)
        if t in ("try_expression", "await_expression"):
            return self.infer(n.child_by_field_name("expr"))
        if t == "tuple_expression" and n.named_child_count == 1:
            return self.infer(n.named_children[0])
        if t == "postfix_expression":
            inner = n.named_children[0] if n.named_child_count else None
            return unwrap(self.infer(inner))
        if t == "navigation_expression":
            target = n.child_by_field_name("target")
            suffix = n.child_by_field_name("suffix")
            name_node = suffix.child_by_field_name("suffix") if suffix is not None else None
            if target is None or name_node is None:
                return None
            name = text(s, name_node)
            tt = self.infer(target)
            optional = tt is not None and tt[0] == "optional" or any(c.type == "?" for c in n.children)
            base = unwrap(tt)
            if base is None:
                if target.type == "simple_identifier" and text(s, target) == MODULE:
                    return ("module", MODULE)
                return None
            res = None
            if base[0] == "meta":
                d = self.decl(base[1])
                ms = d.members.get(name, []) if d else []
                if ms and ms[0].kind == "case":
                    res = ("named", base[1])
                elif ms:
                    res = ms[0].type
            elif base[0] == "named":
                res = self.member_type(base[1], name)
            elif base[0] == "array":
                if name in ("first", "last", "randomElement"):
                    res = ("optional", base[1])
                elif name in ("reversed", "sorted", "shuffled", "dropFirst", "dropLast"):
                    res = base
            elif base[0] == "module":
                return None
            if res is not None and optional and res[0] != "optional":
                res = ("optional", res)
            return res
        if t == "call_expression":
            callee = n.named_children[0] if n.named_child_count else None
            if callee is None:
                return None
            if callee.type == "simple_identifier":
                name = text(s, callee)
                if self.decl(name) is not None and name[:1].isupper():
                    return ("named", name)
                fs = self.core.funcs.get(name) or self.app.funcs.get(name)
                if fs and name not in self.app_methods():
                    return fs[0].type
                # A method of the app called on `self`: its return type if
                # every app method of that name agrees.
                rts = {m.type for d in self.app.types.values() for m in d.members.get(name, []) if m.kind == "func"}
                return next(iter(rts)) if len(rts) == 1 else None
            if callee.type == "navigation_expression":
                target = callee.child_by_field_name("target")
                if target is not None and target.type == "simple_identifier" and text(s, target) == MODULE:
                    suffix = callee.child_by_field_name("suffix")
                    fname = text(s, suffix.child_by_field_name("suffix"))
                    fs = self.core.funcs.get(fname)
                    return fs[0].type if fs else None
                return self.infer(callee)
            return None
        return None

    _app_methods = None

    def app_methods(self):
        if FileChecker._app_methods is None:
            FileChecker._app_methods = {m for d in self.app.types.values() for m in d.members}
        return FileChecker._app_methods

    def build_env(self):
        s = self.src
        # Stored properties and parameters of every app type: by name.
        for _ in range(3):  # a few passes let inferred types feed each other
            self._env_pass(self.tree.root_node)
        for d in self.app.types.values():
            for name, ms in d.members.items():
                for m in ms:
                    if m.kind == "property" and m.type is not None and name not in self.env:
                        pass
        return s

    def _env_pass(self, root):
        s = self.src
        stack = [root]
        while stack:
            n = stack.pop()
            t = n.type
            if t == "property_declaration":
                pat = n.child_by_field_name("name")
                ann = first(n, "type_annotation")
                val = n.child_by_field_name("value")
                if pat is not None:
                    ident = pat if pat.type == "simple_identifier" else first(pat, "simple_identifier")
                    if ident is not None:
                        name = text(s, ident)
                        ty = type_of(s, ann) if ann is not None else self.infer(val)
                        self.bind(name, ty)
            elif t == "parameter":
                names = [c for c in n.children if c.type == "simple_identifier"]
                tnode = [c for c in n.children if c.is_named and c.type not in ("simple_identifier", "modifiers", "attribute")]
                if names and tnode:
                    self.bind(text(s, names[-1]), type_of(s, tnode[-1]))
            elif t == "for_statement":
                item = n.child_by_field_name("item")
                coll = n.child_by_field_name("collection")
                ct = unwrap(self.infer(coll))
                if item is not None and ct is not None and ct[0] == "array":
                    ident = first(item, "simple_identifier") if item.type != "simple_identifier" else item
                    if ident is not None:
                        self.bind(text(s, ident), ct[1])
            elif t in ("if_statement", "guard_statement", "while_statement"):
                kids = n.children
                for i, c in enumerate(kids):
                    if c.type == "simple_identifier" and n.field_name_for_child(i) == "bound_identifier":
                        # `let x = expr`: the expression follows the `=`.
                        for j in range(i + 1, min(i + 4, len(kids))):
                            if kids[j].type == "=" and j + 1 < len(kids):
                                self.bind(text(s, c), unwrap(self.infer(kids[j + 1])))
                                break
            elif t == "switch_statement":
                self.bind_switch(n)
            elif t == "lambda_literal":
                self.bind_lambda(n)
            stack.extend(n.children)

    ELEMENT_METHODS = {"map", "compactMap", "flatMap", "filter", "forEach", "first", "last", "contains",
                       "allSatisfy", "firstIndex", "lastIndex", "sorted", "min", "max", "reduce", "drop", "prefix"}

    def bind_lambda(self, lam):
        """`xs.map { x in }`, `ForEach(xs) { x in }`, `xs.reduce(a) { acc, x in }`: x is an element of xs."""
        s = self.src
        ftype = lam.child_by_field_name("type")
        tparams = first(ftype, "lambda_function_type_parameters") if ftype is not None else None
        if tparams is None:
            return
        names = []
        for p in children(tparams, "lambda_parameter"):
            ident = first(p, "simple_identifier")
            if ident is not None:
                names.append(text(s, ident))
        if not names:
            return
        holder = lam.parent
        if holder is not None and holder.type == "value_argument":  # `.map({ x in })`
            holder = holder.parent.parent if holder.parent is not None else None
        if holder is None or holder.type != "call_suffix" or holder.parent is None:
            return
        call = holder.parent
        callee = call.named_children[0] if call.named_child_count else None
        if callee is not None and callee.type == "call_expression":  # `xs.reduce(a) { }`
            callee = callee.named_children[0] if callee.named_child_count else None
        if callee is None:
            return
        coll = None
        method = None
        if callee.type == "navigation_expression":
            suffix = callee.child_by_field_name("suffix")
            nn = suffix.child_by_field_name("suffix") if suffix is not None else None
            method = text(s, nn) if nn is not None else None
            if method in self.ELEMENT_METHODS:
                coll = self.infer(callee.child_by_field_name("target"))
        elif callee.type == "simple_identifier" and text(s, callee) == "ForEach":
            args = first(first(call, "call_suffix"), "value_arguments")
            if args is not None and children(args, "value_argument"):
                coll = self.infer(children(args, "value_argument")[0].child_by_field_name("value"))
        coll = unwrap(coll)
        if coll is None or coll[0] != "array":
            return
        if method == "reduce":
            self.bind(names[-1], coll[1])
        elif len(names) == 1:
            self.bind(names[0], coll[1])

    def case_member(self, enum_name, case_name):
        d = self.core.types.get(enum_name)
        if d is None:
            return None
        for m in d.members.get(case_name, []):
            if m.kind == "case":
                return m
        return None

    def bind_switch(self, n):
        st = unwrap(self.infer(n.child_by_field_name("expr")))
        if st is None or st[0] != "named" or st[1] not in self.core.types:
            return
        for entry in children(n, "switch_entry"):
            for sp in children(entry, "switch_pattern"):
                for pat in children(sp, "pattern"):
                    self.bind_pattern(st[1], pat)

    def bind_pattern(self, enum_name, pat):
        s = self.src
        ids = [c for c in pat.children if c.type == "simple_identifier"]
        if not ids or not any(c.type == "." for c in pat.children):
            return
        m = self.case_member(enum_name, text(s, ids[0]))
        if m is None:
            return
        subs = children(pat, "pattern")
        for i, sub in enumerate(subs):
            ident = first(sub, "simple_identifier")
            if ident is not None and i < len(m.payload) and m.payload[i] is not None:
                self.bind(text(s, ident), m.payload[i])

    # ---- checks

    def run(self):
        self.build_env()
        s = self.src
        core_types = set(self.core.types)
        stack = [self.tree.root_node]
        while stack:
            n = stack.pop()
            t = n.type
            if t == "attribute":
                continue  # @MainActor, @unchecked, @testable, @discardableResult
            if t == "type_identifier":
                name = text(s, n)
                if name in core_types:
                    self.stats["types"] += 1
                if name in core_types and not self.owned(name) and not self.imports:
                    self.err(n, f"`{name}` is a {MODULE} type but this file does not `import {MODULE}`")
                elif self.imports and name not in core_types and name not in self.app.types and name not in SYSTEM_TYPES:
                    self.err(n, f"unknown type `{name}`: not in {MODULE}, not declared in the app" + self.hint(name, core_types))
            elif t == "call_expression":
                self.check_call(n)
            elif t == "navigation_expression":
                self.check_navigation(n)
            elif t == "switch_statement":
                self.check_switch(n)
            elif t == "if_statement":
                self.check_if_case(n)
            elif t == "simple_identifier" and self.imports:
                name = text(s, n)
                parent = n.parent
                if (name[:1].isupper() and parent is not None and parent.type in ("call_expression", "navigation_expression")
                        and parent.named_children and parent.named_children[0] == n
                        and name not in core_types and name not in self.app.types and name not in SYSTEM_TYPES
                        and name != MODULE and name not in self.env and name not in self.app.names):
                    self.err(n, f"unknown name `{name}`" + self.hint(name, core_types))
            stack.extend(n.children)

    def hint(self, name, pool):
        near = sorted(x for x in pool if close(name, x))
        return f" (did you mean `{near[0]}`?)" if near else ""

    def call_labels(self, call):
        suffix = first(call, "call_suffix")
        if suffix is None:
            return None, []
        args = first(suffix, "value_arguments")
        labels, values = [], []
        if args is not None:
            for a in children(args, "value_argument"):
                lab = a.child_by_field_name("name")
                labels.append(text(self.src, lab).rstrip(":").strip() if lab is not None else None)
                values.append(a.child_by_field_name("value"))
        for c in suffix.children:
            if c.type in ("lambda_literal", "annotated_lambda"):
                labels.append(None)
                values.append(None)
        return tuple(labels), values

    def match(self, n, what, candidates, labels, values):
        """Reports when no candidate takes these labels; checks `.case` arguments."""
        if not candidates:
            return
        for m in candidates:
            if m.labels == labels:
                self.stats["calls"] += 1
                self.check_args(m, values)
                if m.throws and not under_try(n):
                    self.err(n, f"`{what}{sig(labels)}` throws: call it with `try`")
                return
        sigs = ", ".join(sorted({sig(m.labels or ()) for m in candidates}))
        self.err(n, f"`{what}{sig(labels)}`: no such signature in {MODULE} (has {sigs})")

    def param_types(self, m):
        """Parameter types of a core function/init (re-parsed from its declaration)."""
        return PARAM_TYPES.get(id(m), ())

    def check_args(self, m, values):
        types = self.param_types(m)
        for v, pt in zip(values, types):
            if v is None or pt is None:
                continue
            self.check_implicit(v, unwrap(pt))

    def check_implicit(self, v, pt):
        """`.name` / `.name(labels)` against the expected DraughtsCore enum type."""
        if pt is None or pt[0] != "named" or pt[1] not in self.core.types:
            return
        d = self.core.types[pt[1]]
        call = None
        if v.type == "call_expression" and v.named_children and v.named_children[0].type == "prefix_expression":
            call, v = v, v.named_children[0]
        if v.type != "prefix_expression" or not any(c.type == "." for c in v.children):
            return
        target = v.child_by_field_name("target")
        if target is None or target.type != "simple_identifier":
            return
        name = text(self.src, target)
        ms = [m for m in d.members.get(name, []) if m.kind in ("case", "static")]
        if not ms:
            self.err(v, f"`{pt[1]}` has no case `.{name}`" + self.hint(name, set(d.members)))
            return
        self.stats["cases"] += 1
        if call is not None:
            labels, values = self.call_labels(call)
            self.match(call, f"{pt[1]}.{name}", ms, labels, values)

    def check_call(self, n):
        s = self.src
        callee = n.named_children[0] if n.named_child_count else None
        if callee is None:
            return
        labels, values = self.call_labels(n)
        if callee.type == "simple_identifier":
            name = text(s, callee)
            if name in self.core.types and not self.owned(name):
                d = self.core.types[name]
                if d.kind in ("struct", "class"):
                    self.match(n, name, d.members.get("init", []), labels, values)
            elif name in self.core.funcs and name not in self.app_methods() and name not in self.app.funcs:
                self.match(n, name, self.core.funcs[name], labels, values)
            elif (self.imports and name not in self.core.names and name not in self.app.names
                    and name not in self.env and name not in SYSTEM_TYPES):
                near = sorted(x for x in self.core.funcs if close(name, x))
                if near:
                    self.err(callee, f"unknown function `{name}` (did you mean {MODULE}'s `{near[0]}`?)")
            return
        if callee.type != "navigation_expression":
            return
        target = callee.child_by_field_name("target")
        suffix = callee.child_by_field_name("suffix")
        name_node = suffix.child_by_field_name("suffix") if suffix is not None else None
        if target is None or name_node is None:
            return
        name = text(s, name_node)
        if target.type == "simple_identifier" and text(s, target) == MODULE:
            fs = self.core.funcs.get(name)
            if not fs:
                self.err(name_node, f"`{MODULE}.{name}` does not exist" + self.hint(name, set(self.core.funcs)))
            else:
                self.match(n, name, fs, labels, values)
            return
        base = unwrap(self.infer(target))
        if base is None:
            return
        if base[1:] and self.extended(base[1], name):
            return
        if base[0] == "meta" and base[1] in self.core.types and not self.owned(base[1]):
            d = self.core.types[base[1]]
            ms = [m for m in d.members.get(name, []) if m.kind in ("static", "case", "init")]
            if name == "init":
                ms = d.members.get("init", [])
            self.match(n, f"{base[1]}.{name}", ms, labels, values)
        elif base[0] == "named" and base[1] in self.core.types and not self.owned(base[1]):
            d = self.core.types[base[1]]
            ms = [m for m in d.members.get(name, []) if m.kind == "func"]
            self.match(n, f"{base[1]}.{name}", ms, labels, values)

    def check_navigation(self, n):
        s = self.src
        target = n.child_by_field_name("target")
        suffix = n.child_by_field_name("suffix")
        name_node = suffix.child_by_field_name("suffix") if suffix is not None else None
        if target is None or name_node is None or name_node.type != "simple_identifier":
            return
        name = text(s, name_node)
        if target.type == "simple_identifier" and text(s, target) == MODULE:
            if name not in self.core.funcs and name not in self.core.types:
                self.err(name_node, f"`{MODULE}.{name}` does not exist" + self.hint(name, set(self.core.funcs) | set(self.core.types)))
            return
        base = unwrap(self.infer(target))
        if base is not None and base[0] in ("meta", "named") and base[1] in self.core.types and not self.owned(base[1]):
            d = self.core.types[base[1]]
            known = set(d.members)
            if base[1] in self.app.types:
                known |= set(self.app.types[base[1]].members)
            if base[0] == "named":
                # Protocols the bindings' types conform to add a few members.
                known |= {"hashValue", "hash", "description", "localizedDescription", "errorDescription"}
                known |= set(self.core.types.get(base[1] + "Protocol", TypeDecl("", "")).members)
            else:
                known |= {"self", "init", "allCases"}
            if name not in known:
                self.err(name_node, f"`{base[1]}` has no member `{name}`" + self.hint(name, set(d.members)))
            else:
                self.stats["members"] += 1
            return
        if base is None and self.imports and name in self.core.callables and name not in self.app.names:
            self.stats["untyped"] += 1
            if VERBOSE:
                print(f"{self.path}:{n.start_point[0] + 1}: untyped receiver for `.{name}`: {text(s, target)[:60]}")
        if self.imports and name not in self.core.names and name not in self.app.names and name not in self.env:
            near = sorted(x for x in self.core.callables if close(name, x))
            if near:
                self.err(name_node, f"unknown name `{name}` (did you mean {MODULE}'s `{near[0]}`?)")

    def check_switch(self, n):
        st = unwrap(self.infer(n.child_by_field_name("expr")))
        if st is None or st[0] != "named" or st[1] not in self.core.types or self.core.types[st[1]].kind != "enum":
            return
        for entry in children(n, "switch_entry"):
            for sp in children(entry, "switch_pattern"):
                for pat in children(sp, "pattern"):
                    self.check_case_pattern(st[1], pat)

    def check_case_pattern(self, enum_name, pat):
        s = self.src
        if not any(c.type == "." for c in pat.children):
            return
        ids = [c for c in pat.children if c.type == "simple_identifier"]
        if not ids:
            return
        name = text(s, ids[0])
        if self.case_member(enum_name, name) is None:
            d = self.core.types[enum_name]
            self.err(ids[0], f"`{enum_name}` has no case `.{name}`" + self.hint(name, set(d.members)))
        else:
            self.stats["cases"] += 1

    def check_if_case(self, n):
        kids = n.children
        s = self.src
        for i, c in enumerate(kids):
            if c.type != "case":
                continue
            case_name = None
            for j in range(i + 1, len(kids)):
                k = kids[j]
                if k.type == "." and j + 1 < len(kids) and kids[j + 1].type == "simple_identifier":
                    case_name = kids[j + 1]
                if k.type == "=":
                    if case_name is not None and j + 1 < len(kids):
                        st = unwrap(self.infer(kids[j + 1]))
                        if st and st[0] == "named" and st[1] in self.core.types and self.core.types[st[1]].kind == "enum":
                            if self.case_member(st[1], text(s, case_name)) is None:
                                self.err(case_name, f"`{st[1]}` has no case `.{text(s, case_name)}`")
                    break


PARAM_TYPES = {}
STATS = defaultdict(int)
VERBOSE = bool(__import__("os").environ.get("CHECK_FFI_VERBOSE"))


def load_core(path):
    src, tree = parse(path)
    core = Scope()
    collect(src, tree.root_node, core, public_only=True)
    # Parameter types of callables, for the `.case` argument checks.
    by_labels = {}

    def walk(n, owner):
        for c in n.children:
            if c.type in ("class_declaration", "protocol_declaration"):
                nn = c.child_by_field_name("name")
                body = c.child_by_field_name("body")
                if nn is not None and body is not None:
                    walk(body, text(src, nn))
            elif c.type in ("function_declaration", "init_declaration"):
                nn = c.child_by_field_name("name")
                name = "init" if c.type == "init_declaration" else (text(src, nn) if nn is not None else None)
                labels, types = params(src, c)
                by_labels[(owner, name, labels)] = types
            elif c.type in ("class_body", "enum_class_body", "protocol_body"):
                walk(c, owner)

    walk(tree.root_node, None)
    # `extension Data`, `fileprivate extension NSLock`: not DraughtsCore's
    # types; nor is UniFFI's plumbing (FfiConverter*, uniffi*) for the app.
    for name in [n for n, d in core.types.items() if d.kind == "extension" or n.startswith(("FfiConverter", "Uniffi"))]:
        del core.types[name]
    for name in [n for n in core.funcs if n.startswith(("FfiConverter", "uniffi"))]:
        del core.funcs[name]
    core.callables = {m for d in core.types.values() for n, ms in d.members.items()
                      for m in [n] if any(x.kind in ("func", "static", "property") for x in ms)} | set(core.funcs)
    for name, fs in core.funcs.items():
        for m in fs:
            PARAM_TYPES[id(m)] = by_labels.get((None, name, m.labels), ())
    for tname, d in core.types.items():
        for name, ms in d.members.items():
            for m in ms:
                if m.kind == "case":
                    PARAM_TYPES[id(m)] = m.payload
                else:
                    PARAM_TYPES[id(m)] = by_labels.get((tname, name, m.labels), ())
    # Memberwise initializers of records are written out by UniFFI; enums
    # with payloads take their labels as case "calls" (handled above).
    return core


def swift_files(args, skip):
    for a in args:
        p = Path(a)
        if p.is_dir():
            for f in sorted(p.rglob("*.swift")):
                if ".build" in f.parts or f.resolve() == skip:
                    continue
                yield f
        elif p.suffix == ".swift" and p.resolve() != skip:
            yield p


def main(argv):
    if len(argv) < 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    generated = Path(argv[0])
    if not generated.is_file():
        print(f"check-ffi-names: {generated} not found (run `make bindings` first)", file=sys.stderr)
        return 2
    core = load_core(generated)
    paths, checked = argv[1:], None
    if "--check" in paths:
        i = paths.index("--check")
        paths, checked = paths[:i] + paths[i + 1:], [Path(a).resolve() for a in paths[i + 1:]]
    files = list(dict.fromkeys(
        f for f in swift_files(paths, generated.resolve()) if "Sources/DraughtsCore" not in f.as_posix()))
    parsed = [(f, *parse(f)) for f in files]
    app = Scope()
    for f, src, tree in parsed:
        collect(src, tree.root_node, app, public_only=False)
    if checked is not None:
        parsed = [p for p in parsed if any(c == p[0].resolve() or c in p[0].resolve().parents for c in checked)]
    FileChecker._app_methods = None
    problems = []
    importing = 0
    for f, src, tree in parsed:
        fc = FileChecker(f, src, tree, core, app, problems.append)
        importing += fc.imports
        fc.run()
    for p in sorted(set(problems)):
        print(p)
    ncore = len(core.types) + len(core.funcs)
    also = f", {len(files) - len(parsed)} more read for the app's declarations" if checked is not None else ""
    print(f"check-ffi-names: {len(parsed)} Swift files checked ({importing} import {MODULE}{also}) against "
          f"{len(core.types)} types and {len(core.funcs)} functions of {generated.name}: "
          f"{len(set(problems))} problem(s)")
    print(f"check-ffi-names: verified {STATS['calls']} calls (name and argument labels), {STATS['members']} "
          f"member uses, {STATS['cases']} enum cases, {STATS['types']} type references; "
          f"{STATS['untyped']} uses of DraughtsCore member names on values of unknown type (checked by name only)")
    return 1 if problems or ncore == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
