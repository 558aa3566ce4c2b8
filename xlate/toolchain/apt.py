"""A private apt state for Debian suites other than the system's: the system's sources, lists and
package database are never read or written (Dir::Etc::SourceList/SourceParts, Dir::State::Lists,
Dir::Cache and Dir::State::status all point into xlate's cache)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from xlate.core.proc import run
from xlate.errors import ToolchainError
from xlate.toolchain.pins import Archive, Pin

UPDATE_TIMEOUT = 300
DOWNLOAD_TIMEOUT = 900


@dataclass
class PrivateApt:
    """apt-get/apt-cache bound to a state directory `root` (created on demand)."""

    root: Path
    archive: Archive
    updated: bool = False

    @property
    def sources_list(self) -> Path:
        return self.root / "sources.list"

    def options(self) -> list[str]:
        return [
            "-o", f"Dir::Etc::SourceList={self.sources_list}",
            "-o", "Dir::Etc::SourceParts=/dev/null",
            "-o", f"Dir::State::Lists={self.root / 'lists'}",
            "-o", f"Dir::Cache={self.root / 'cache'}",
            "-o", "Dir::State::status=/dev/null",
            "-o", f"APT::Architecture={self.archive.architecture}",
            "-o", "APT::Architectures::=" + self.archive.architecture,
        ]

    def write_sources(self) -> None:
        (self.root / "lists" / "partial").mkdir(parents=True, exist_ok=True)
        (self.root / "cache" / "archives" / "partial").mkdir(parents=True, exist_ok=True)
        a = self.archive
        lines = [f"deb [signed-by={a.keyring}] {a.uri} {suite} {' '.join(a.components)}" for suite in a.suites]
        self.sources_list.write_text("\n".join(lines) + "\n", encoding="utf-8")

    def update(self) -> None:
        if self.updated:
            return
        if not Path(self.archive.keyring).is_file():
            raise ToolchainError(f"the Debian archive keyring {self.archive.keyring} is missing; "
                                 "install it with `apt-get install debian-archive-keyring`")
        self.write_sources()
        run(["apt-get", *self.options(), "-q", "update"], timeout=UPDATE_TIMEOUT,
            what="refreshing the private package lists (network needed; or use `xlate setup --offline`)")
        self.updated = True

    def record(self, pin: Pin) -> dict[str, str] | None:
        """The archive's control record of exactly `pin.name` at `pin.version`, or None when absent."""
        proc = run(["apt-cache", *self.options(), "show", pin.spec], timeout=120, check=False)
        for stanza in proc.stdout.split("\n\n"):
            fields = _parse_stanza(stanza)
            if fields.get("Package") == pin.name and fields.get("Version") == pin.version:
                return fields
        return None

    def available_versions(self, name: str) -> list[str]:
        """'VERSION (suite)' for every version of `name` the private lists know."""
        proc = run(["apt-cache", *self.options(), "madison", name], timeout=120, check=False)
        out = []
        for line in proc.stdout.splitlines():
            parts = [p.strip() for p in line.split("|")]
            if len(parts) >= 3 and parts[0] == name:
                suite = parts[2].split()[1].split("/")[0] if len(parts[2].split()) > 1 else parts[2]
                out.append(f"{parts[1]} ({suite})")
        return out

    def download(self, pin: Pin, dest_dir: Path) -> Path:
        """Download the .deb of `pin` into `dest_dir` (made writable for apt's `_apt` sandbox user)."""
        dest_dir.mkdir(parents=True, exist_ok=True)
        os.chmod(dest_dir, 0o777)
        run(["apt-get", *self.options(), "-q", "download", pin.spec], cwd=dest_dir, timeout=DOWNLOAD_TIMEOUT,
            what=f"downloading {pin.spec}")
        debs = sorted(dest_dir.glob(f"{pin.name}_*.deb"))
        if len(debs) != 1:
            raise ToolchainError(f"downloading {pin.spec}: expected one .deb in {dest_dir}, found "
                                 f"{[d.name for d in debs]}")
        return debs[0]


_FIELD = re.compile(r"^([A-Za-z0-9-]+):\s?(.*)$")


def _parse_stanza(text: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    for line in text.splitlines():
        m = _FIELD.match(line)
        if m and not line.startswith(" "):
            fields[m.group(1)] = m.group(2).strip()
    return fields
