"""Deliberate translation bugs (mutants) applied to translated cases: the suite must catch each."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

Mutation = Callable[[str], str]
from xlate.conformance.build import Translated, cpu_build, run_exe
from xlate.conformance.verdict import check_run


def _split_args(text: str, open_paren: int) -> tuple[list[tuple[int, int]], int] | None:
    """Argument spans of the call whose '(' is at `open_paren`, and the index of its ')'."""
    depth, start, spans = 0, open_paren + 1, []
    i = open_paren
    while i < len(text):
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                spans.append((start, i))
                return spans, i
        elif ch == "," and depth == 1:
            spans.append((start, i))
            start = i + 1
        i += 1
    return None


def _rewrite_calls(text: str, pattern: str, fn: Callable[[str, list[str]], str | None]) -> str:
    """Replace every call matching `pattern` (name up to '(') by fn(name, args) when not None."""
    out, pos = [], 0
    for m in re.finditer(pattern, text):
        if m.start() < pos:
            continue
        paren = text.index("(", m.end() - 1)
        parsed = _split_args(text, paren)
        if parsed is None:
            continue
        spans, close = parsed
        args = [text[a:b] for a, b in spans]
        new = fn(m.group(0)[:-1].rstrip(), args)
        if new is None:
            continue
        out.append(text[pos:m.start()])
        out.append(new)
        pos = close + 1
    out.append(text[pos:])
    return "".join(out)


# Warp operations as the translator emits them: HIP's names, and compat32's helpers (<xlate/compat32.h>).
BALLOT_SYNC = r"(?<![\w:])(?:__ballot_sync|xlate_c32::ballot_sync)\s*\("
SHUFFLES = r"(?<![\w:])(?:__shfl(?:_up|_down|_xor)?(?:_sync)?|xlate_c32::shfl(?:_up|_down|_xor)?(?:_sync)?)\s*\("


def mut_drop_syncthreads(text: str) -> str:
    """Drop the first __syncthreads() of the file."""
    return re.sub(r"__syncthreads\s*\(\s*\)\s*;", ";", text, count=1)


def mut_halve_ballot_mask(text: str) -> str:
    """Every __ballot_sync's mask keeps only the lower half of each 32-lane group."""
    return _rewrite_calls(text, BALLOT_SYNC,
                          lambda n, a: f"{n}(({a[0].strip()}) & 0x0000ffff0000ffffULL,{','.join(a[1:])})"
                          if len(a) == 2 else None)


def mut_shuffle_width(text: str) -> str:
    """Every shuffle works on 16-lane segments (explicit width 16); cooperative-groups tiles of 32
    become tiles of 16, and so does the declared tile type (`thread_block_tile<32> t =
    tiled_partition<16>(b)` would not compile: a mutant must build to be judged)."""
    def fn(name: str, a: list[str]) -> str | None:
        sync = name.endswith("_sync")
        n_base = 3 if sync else 2
        if len(a) == n_base:
            return f"{name}({','.join(a)}, 16)"
        if len(a) == n_base + 1:
            return f"{name}({','.join(a[:-1])}, 16)"
        return None
    text = _rewrite_calls(text, SHUFFLES, fn)
    return re.sub(r"\b(tiled_partition|thread_block_tile)\s*<\s*32\s*(?=[,>])", r"\1<16", text)


def mut_ballot_32bit(text: str) -> str:
    """Ballots are the whole wavefront's ballot truncated to 32 bits (a naive CUDA→HIP mapping)."""
    text = _rewrite_calls(text, BALLOT_SYNC,
                          lambda n, a: f"((unsigned int)__ballot({a[-1].strip()}))" if len(a) == 2 else None)
    text = _rewrite_calls(text, r"\bxlate_c32::ballot\s*\(",
                          lambda n, a: f"((unsigned int)__ballot({a[0].strip()}))" if len(a) == 1 else None)
    return _rewrite_calls(text, r"\.\s*ballot\s*\(",
                          lambda n, a: f".thread_rank() * 0 + ((unsigned int)__ballot({a[0].strip()}))"
                          if len(a) == 1 else None)


def mut_launch_grid_minus_one(text: str) -> str:
    """The first kernel launch of the file runs one block fewer in x."""
    def fn(name: str, a: list[str]) -> str | None:
        if len(a) < 5:
            return None
        grid = a[1].strip()
        a = list(a)
        a[1] = f" [&]{{ dim3 xlate_mut_g({grid}); xlate_mut_g.x -= 1; return xlate_mut_g; }}()"
        return f"{name}({','.join(a)})"
    done = []

    def once(name: str, a: list[str]) -> str | None:
        if done:
            return None
        r = fn(name, a)
        if r is not None:
            done.append(1)
        return r
    return _rewrite_calls(text, r"\bhipLaunchKernelGGL\s*\(", once)


def mut_memcpy_kind(text: str) -> str:
    """hipMemcpyHostToDevice and hipMemcpyDeviceToHost swapped everywhere."""
    return re.sub(r"\bhipMemcpy(HostToDevice|DeviceToHost)\b",
                  lambda m: "hipMemcpy" + ("DeviceToHost" if m.group(1) == "HostToDevice" else "HostToDevice"),
                  text)


MUTATIONS: dict[str, Mutation] = {
    "drop __syncthreads": mut_drop_syncthreads,
    "halve a ballot mask": mut_halve_ballot_mask,
    "wrong shuffle width": mut_shuffle_width,
    "32-bit ballot result": mut_ballot_32bit,
    "launch grid off by one": mut_launch_grid_minus_one,
    "wrong memcpy kind": mut_memcpy_kind,
}


@dataclass
class MutationResult:
    name: str
    caught_by: str | None  # "case/waveN: first failure message" — a WRONG RESULT, never a build failure
    tried: list[str]  # case/waveN runs whose translation the mutation changed
    let_through: list[str] = field(default_factory=list)  # ... that built, ran and passed anyway
    build_failed: list[str] = field(default_factory=list)  # ... whose mutated text did not compile (no verdict)
    killed_by: list[str] = field(default_factory=list)  # ... that built, ran and failed

    def summary(self) -> str:
        head = f"caught by {self.caught_by}" if self.caught_by else "NOT caught"
        return (f"{self.name}: {head}; killed in {len(self.killed_by)}, let through by {len(self.let_through)}"
                f", build failed in {len(self.build_failed)} of {len(self.tried)} case runs tried")


def mutate(tr: Translated, m: Mutation) -> dict[Path, str] | None:
    new = {p: m(t) for p, t in tr.texts.items()}
    return new if new != tr.texts else None


def hunt_mutation(name: str, m: Mutation, candidates: list[tuple[Translated, int]],
                  exhaustive: bool = False) -> MutationResult:
    """Apply `m` to each (translated case, warp size) that passes unmutated. A case KILLS the mutant
    only when the mutated program builds, runs and disagrees with the references; a mutant whose text
    does not compile is counted apart (build_failed), never as caught. Stops at the first kill unless
    `exhaustive` (then every case that lets the mutant through is counted)."""
    r = MutationResult(name, None, [])
    for tr, ws in candidates:
        texts = mutate(tr, m)
        if texts is None:
            continue
        where = f"{tr.case.name}/wave{ws}"
        r.tried.append(where)
        try:
            exe, _, _ = cpu_build(tr, ws, texts)
        except Exception:  # noqa: BLE001 - a mutant that does not build says nothing about semantics
            r.build_failed.append(where)
            continue
        msgs = check_run(tr.case, run_exe(exe, tr.case))
        if not msgs:
            r.let_through.append(where)
            continue
        r.killed_by.append(where)
        if r.caught_by is None:
            r.caught_by = f"{where}: {msgs[0][:200]}"
        if not exhaustive:
            break
    return r
