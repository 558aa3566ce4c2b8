"""The pinned Debian packages of the portable toolchain (xlate/data/toolchain/pins.toml)."""

from __future__ import annotations

import hashlib
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from xlate.errors import InternalError

PINS_FILE = Path(__file__).resolve().parent.parent / "data" / "toolchain" / "pins.toml"

_SHA256 = re.compile(r"^[0-9a-f]{64}$")
_NAME = re.compile(r"^[a-z0-9][a-z0-9+.-]+$")


@dataclass(frozen=True)
class Pin:
    name: str
    version: str
    suite: str
    sha256: str
    group: str
    provides: str = ""

    @property
    def spec(self) -> str:
        return f"{self.name}={self.version}"


@dataclass(frozen=True)
class Archive:
    uri: str
    keyring: str
    components: tuple[str, ...]
    architecture: str
    suites: tuple[str, ...]


@dataclass(frozen=True)
class PinSet:
    archive: Archive
    groups: dict[str, dict]
    packages: tuple[Pin, ...]
    source: Path

    def default_groups(self) -> list[str]:
        return [g for g, info in self.groups.items() if info.get("default", False)]

    def select(self, groups: list[str] | None = None) -> list[Pin]:
        wanted = self.default_groups() if groups is None else groups
        unknown = [g for g in wanted if g not in self.groups]
        if unknown:
            raise InternalError(f"unknown toolchain package group(s) {unknown} (known: {sorted(self.groups)})")
        return [p for p in self.packages if p.group in wanted]


def prefix_key(pins: list[Pin]) -> str:
    """A short name for the prefix holding exactly these packages (changes when any pin changes)."""
    h = hashlib.sha256()
    for p in sorted(pins, key=lambda p: p.name):
        h.update(f"{p.name}\0{p.version}\0{p.sha256}\n".encode())
    return h.hexdigest()[:16]


def load_pins(path: Path = PINS_FILE) -> PinSet:
    """Read and check the pin file; a malformed file is a bug in xlate's data (exit 70)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise InternalError(f"cannot read the toolchain pin file {path}: {exc}") from None
    where = f"in {path}"
    try:
        a = data["archive"]
        archive = Archive(uri=a["uri"], keyring=a["keyring"], components=tuple(a["components"]),
                          architecture=a["architecture"], suites=tuple(a["suites"]))
        groups = dict(data["groups"])
        pins = []
        for entry in data["package"]:
            pin = Pin(name=entry["name"], version=entry["version"], suite=entry["suite"],
                      sha256=entry["sha256"].lower(), group=entry["group"], provides=entry.get("provides", ""))
            if not _NAME.match(pin.name):
                raise InternalError(f"bad package name {pin.name!r} {where}")
            if not _SHA256.match(pin.sha256):
                raise InternalError(f"bad sha256 for {pin.name} {where}")
            if pin.suite not in archive.suites:
                raise InternalError(f"{pin.name}: suite {pin.suite!r} is not in archive.suites {where}")
            if pin.group not in groups:
                raise InternalError(f"{pin.name}: group {pin.group!r} is not declared {where}")
            pins.append(pin)
    except (KeyError, TypeError) as exc:
        raise InternalError(f"malformed toolchain pin file {path}: missing or bad field {exc}") from None
    names = [p.name for p in pins]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise InternalError(f"package(s) pinned twice {where}: {sorted(dup)}")
    return PinSet(archive=archive, groups=groups, packages=tuple(pins), source=path)
