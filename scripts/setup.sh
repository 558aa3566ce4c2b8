#!/usr/bin/env bash
# Sets up xlate on a fresh Debian bookworm machine that has only Python, gcc and Debian's package
# tools: the host toolchain from Debian (clang-19, lld-19, libclang1-19), a virtual environment in
# .venv with xlate installed, and the pinned portable HIP toolchain (`xlate setup`, cached under
# ${XLATE_CACHE:-~/.cache/xlate}). Safe to run again: each step skips what is already there.
#
#   scripts/setup.sh                 what xlate, its tests and CI need
#   scripts/setup.sh --validation    and, once, the Debian packages that the validation recipes'
#                                    builds need (validation/*.toml [system_packages]; docs/validation.md)
set -euo pipefail
cd "$(dirname "$0")/.."

validation=0
for arg in "$@"; do
  case "$arg" in
    --validation) validation=1 ;;
    *) echo "setup: unknown option $arg (known: --validation)" >&2; exit 2 ;;
  esac
done

# apt-get install of the packages named, as root or through sudo
install_pkgs() {
  echo "setup: installing Debian packages: $*"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

need_pkgs=(clang-19 clang-tools-19 lld-19 libclang1-19 libclang-rt-19-dev libomp-19-dev llvm-19 llvm-19-dev binutils libboost-context-dev liblapack3 strace chromium cmake make g++ patch)
missing=()
for p in "${need_pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  install_pkgs "${missing[@]}"
fi

if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv"
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]'

.venv/bin/xlate setup

if [ "$validation" -eq 1 ]; then
  # the recipes' missing system packages, one a line (xlate/validate/system.py)
  val_out=$(.venv/bin/python -m xlate.validate.system)
  if [ -n "$val_out" ]; then
    mapfile -t val_missing <<< "$val_out"
    install_pkgs "${val_missing[@]}"
  else
    echo "setup: the validation recipes' system packages are installed"
  fi
fi
