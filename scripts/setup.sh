#!/usr/bin/env bash
# Sets up xlate on a fresh Debian bookworm machine that has only Python, gcc and Debian's package
# tools: the host toolchain from Debian (clang-19, lld-19, libclang1-19), a virtual environment in
# .venv with xlate installed, and the pinned portable HIP toolchain (`xlate setup`, cached under
# ${XLATE_CACHE:-~/.cache/xlate}). Safe to run again: each step skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

need_pkgs=(clang-19 clang-tools-19 lld-19 libclang1-19 libclang-rt-19-dev libomp-19-dev llvm-19 binutils libboost-context-dev strace chromium cmake make g++ patch)
missing=()
for p in "${need_pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv"
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]'

.venv/bin/xlate setup
