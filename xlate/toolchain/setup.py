"""`xlate setup`: fetch, verify and unpack the pinned portable toolchain into xlate's cache.

Cache layout (root: ${XLATE_CACHE:-~/.cache/xlate}/toolchain):

    apt/                 private apt state (sources.list, lists/, cache/), see xlate.toolchain.apt
    debs/<sha256>.deb    each verified download, named by its sha256
    prefix/<key>/        the packages unpacked together with `dpkg -x`; <key> hashes the pin list,
                         so changing a pin gives a new prefix; `.xlate-complete` (JSON) marks it done
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from xlate.core.cache import cache_dir
from xlate.core.proc import run
from xlate.errors import OK, ToolchainError
from xlate.toolchain.apt import PrivateApt
from xlate.toolchain.pins import Pin, PinSet, load_pins, prefix_key

MARKER = ".xlate-complete"


def cache_root() -> Path:
    return cache_dir("toolchain")


def prefix_dir(pins: list[Pin], root: Path | None = None) -> Path:
    return (root or cache_root()) / "prefix" / prefix_key(pins)


def complete_prefix(pins: list[Pin] | None = None, root: Path | None = None) -> Path | None:
    """The unpacked prefix for the pins (default: the default groups) if setup finished it, else None."""
    if pins is None:
        pins = load_pins().select()
    d = prefix_dir(pins, root)
    return d if (d / MARKER).is_file() else None


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


@dataclass
class SetupResult:
    prefix: Path
    pins: list[Pin]
    fetched: list[str]  # package names downloaded in this run
    cached: bool  # the prefix was already complete


def ensure_toolchain(*, offline: bool = False, groups: list[str] | None = None, pinset: PinSet | None = None,
                     root: Path | None = None, apt: PrivateApt | None = None,
                     log: Callable[[str], None] = lambda s: None) -> SetupResult:
    """Make the prefix for the selected pin groups exist; network only for debs not yet cached."""
    pinset = pinset or load_pins()
    pins = pinset.select(groups)
    root = root or cache_root()
    prefix = prefix_dir(pins, root)
    if (prefix / MARKER).is_file():
        return SetupResult(prefix=prefix, pins=pins, fetched=[], cached=True)

    debs_dir = root / "debs"
    debs_dir.mkdir(parents=True, exist_ok=True)
    apt = apt or PrivateApt(root / "apt", pinset.archive)
    fetched: list[str] = []
    deb_paths: list[Path] = []
    for pin in pins:
        deb = debs_dir / f"{pin.sha256}.deb"
        if deb.is_file() and sha256_file(deb) == pin.sha256:
            deb_paths.append(deb)
            continue
        if offline:
            raise ToolchainError(
                f"offline, and {pin.spec} ({pin.suite}) is not in the cache {debs_dir}; "
                "run `xlate setup` with network access once")
        deb_paths.append(fetch_pin(pin, apt, debs_dir, log))
        fetched.append(pin.name)

    _unpack(deb_paths, pins, prefix)
    return SetupResult(prefix=prefix, pins=pins, fetched=fetched, cached=False)


def fetch_pin(pin: Pin, apt: PrivateApt, debs_dir: Path, log: Callable[[str], None]) -> Path:
    apt.update()
    rec = apt.record(pin)
    if rec is None:
        avail = apt.available_versions(pin.name)
        raise ToolchainError(
            f"pinned package {pin.name} {pin.version} ({pin.suite}) is no longer in the Debian archive; "
            f"available: {', '.join(avail) if avail else 'none'}; pin an available version and its sha256 "
            "in xlate/data/toolchain/pins.toml")
    archive_sha = rec.get("SHA256", "").lower()
    if archive_sha and archive_sha != pin.sha256:
        raise ToolchainError(
            f"{pin.spec}: the archive's sha256 {archive_sha} differs from the pinned {pin.sha256}; "
            "refusing it (check the pin file xlate/data/toolchain/pins.toml)")
    log(f"downloading {pin.spec} from {pin.suite}")
    with tempfile.TemporaryDirectory(prefix="dl-", dir=debs_dir) as tmp:
        got = apt.download(pin, Path(tmp))
        digest = sha256_file(got)
        if digest != pin.sha256:
            raise ToolchainError(f"{pin.spec}: downloaded file has sha256 {digest}, pinned {pin.sha256}; "
                                 "refusing it (a mirror problem or a changed pin)")
        dest = debs_dir / f"{pin.sha256}.deb"
        os.replace(got, dest)  # atomic within the same file system
    return dest


def _unpack(debs: list[Path], pins: list[Pin], prefix: Path) -> None:
    prefix.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{prefix.name}-", dir=prefix.parent))
    try:
        for deb in debs:
            run(["dpkg-deb", "-x", deb, tmp], timeout=600, what=f"unpacking {deb.name}")
        marker = {"packages": [{"name": p.name, "version": p.version, "suite": p.suite, "sha256": p.sha256}
                               for p in pins]}
        (tmp / MARKER).write_text(json.dumps(marker, indent=1) + "\n", encoding="utf-8")
        try:
            os.rename(tmp, prefix)
        except OSError:
            if not (prefix / MARKER).is_file():  # not a concurrent setup that finished first
                if prefix.exists():
                    shutil.rmtree(prefix)  # a stale, incomplete prefix of ours
                os.rename(tmp, prefix)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def run_setup(offline: bool = False) -> int:
    import click

    res = ensure_toolchain(offline=offline, log=lambda s: click.echo(f"setup: {s}"))
    debs = res.prefix.parent.parent / "debs"
    for p in res.pins:
        click.echo(f"setup: {p.name} {p.version} ({p.suite}) sha256 {p.sha256} -> {debs / (p.sha256 + '.deb')}")
    state = "already cached" if res.cached else f"fetched {len(res.fetched)}, unpacked"
    click.echo(f"setup: portable toolchain ready in {res.prefix} ({len(res.pins)} packages, {state})")
    return OK
