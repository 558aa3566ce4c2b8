#!/usr/bin/env bash
# The README's main job on the bundled vector_add example, end to end:
#   (a) translate the CUDA source to HIP in a temporary folder and show the translation summary,
#   (b) build it for gfx942 with xlate's toolchain and show the binary's verification,
#   (c) run it on xlate's CPU backend at wave64 and wave32 and check the output with its numpy oracle.
# Needs scripts/setup.sh to have run (.venv with xlate, clang-19, the pinned HIP toolchain).
# Every step runs even if an earlier one failed; the exit status is non-zero if any step failed.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
XLATE="$ROOT/.venv/bin/xlate"
PY="$ROOT/.venv/bin/python"
EXAMPLE="$ROOT/examples/cuda/vector_add/vector_add.cu"
STEP_TIMEOUT=600

for tool in "$XLATE" "$PY"; do
    if [[ ! -x "$tool" ]]; then
        echo "demo: $tool is missing; run scripts/setup.sh first" >&2
        exit 2
    fi
done

WORK="$(mktemp -d "${TMPDIR:-/tmp}/xlate-demo.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

results=()
failed=0

record() {  # record NAME STATUS
    if [[ "$2" -eq 0 ]]; then
        results+=("ok    $1")
    else
        results+=("FAIL  $1 (exit $2)")
        failed=1
    fi
}

echo "== (a) translate: xlate translate vector_add.cu -o $WORK/hip"
mkdir -p "$WORK/hip"
timeout "$STEP_TIMEOUT" "$XLATE" translate "$EXAMPLE" -o "$WORK/hip/" >"$WORK/translate.log" 2>&1
status=$?
grep '^xlate: ' "$WORK/translate.log" || tail -n 5 "$WORK/translate.log"
if [[ $status -eq 0 && -f "$WORK/hip/vector_add.cu" ]]; then
    changed=$(diff "$EXAMPLE" "$WORK/hip/vector_add.cu" | grep -c '^[<>]')
    echo "diff: $changed lines differ between vector_add.cu and its translation, e.g."
    diff "$EXAMPLE" "$WORK/hip/vector_add.cu" | grep '^>' | head -n 3
elif [[ $status -eq 0 ]]; then
    echo "demo: translate reported success but wrote no $WORK/hip/vector_add.cu" >&2
    status=1
fi
record "translate vector_add.cu to HIP" "$status"

echo
echo "== (b) build for gfx942: xlate build vector_add.cu -o $WORK/vector_add"
timeout "$STEP_TIMEOUT" "$XLATE" build "$EXAMPLE" -o "$WORK/vector_add"
record "build for gfx942 and verify" "$?"

for ws in 64 32; do
    echo
    echo "== (c) run on the CPU backend at wave$ws and check with the oracle"
    timeout "$STEP_TIMEOUT" "$PY" "$ROOT/examples/check.py" vector_add --warp-size "$ws"
    record "run on the CPU backend (wave$ws), oracle check" "$?"
done

echo
echo "== summary"
printf '%s\n' "${results[@]}"
if [[ $failed -ne 0 ]]; then
    echo "demo: FAILED"
    exit 1
fi
echo "demo: all steps passed"
