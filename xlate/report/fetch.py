"""`xlate corpus fetch`: download the pinned archives of the corpus, verify them, unpack them safely.

* PyPI sdists: the sdist file of the pinned version is looked up on the package index pip is
  configured with ($PIP_INDEX_URL / $PIP_EXTRA_INDEX_URL, else `pip config list`, else PyPI) through
  the simple API (PEP 691 JSON, or PEP 503 HTML), and downloaded as a file: nothing is built (building
  the metadata of a PyTorch extension imports torch).
* Debian source packages: `apt-get source --download-only NAME=VERSION` with a private apt state (its
  own sources list with one `deb-src` line, lists, cache; the system's sources and package database
  are never read by apt nor written).
* Every archive's sha256 must match the manifest. Archives are unpacked member by member after
  xlate's own check of each (no absolute paths, no `..`, no links leading out of the tree, even through
  chains of the archive's own symlinks, no device files or FIFOs): tarfile's `data` filter is not
  trusted, Python before 3.11.13 does not enforce it fully (CVE-2025-4517).

Cache: ${XLATE_CACHE:-~/.cache/xlate}/corpus/archives/<sha256>/<file> and .../corpus/src/<sha256>/.
"""

from __future__ import annotations

import hashlib
import html.parser
import json
import os
import re
import shutil
import ssl
import stat
import sys
import tarfile
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from xlate.core.cache import cache_dir
from xlate.core.proc import run
from xlate.errors import INPUT, XlateError
from xlate.report.manifest import Project

DEFAULT_INDEX = "https://pypi.org/simple"
HTTP_TIMEOUT = 120
APT_TIMEOUT = 600
DEBIAN_KEYRING = "/usr/share/keyrings/debian-archive-keyring.gpg"
DEFAULT_DEBIAN_URI = "http://deb.debian.org/debian"
COMPLETE_MARK = ".xlate-complete"


class FetchError(XlateError):
    """A corpus archive could not be fetched, was gone, or did not match its sha256 (exit 3)."""

    exit_code = INPUT


def cache_root() -> Path:
    return cache_dir("corpus")


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


# ------------------------------------------------------------------------------------------ PyPI


def index_urls() -> list[str]:
    """The package indexes pip would use: its index URL first, then the extra ones."""
    env_main = os.environ.get("PIP_INDEX_URL")
    env_extra = os.environ.get("PIP_EXTRA_INDEX_URL")
    main: str | None = env_main
    extra: list[str] = env_extra.split() if env_extra else []
    if main is None or env_extra is None:
        cfg = _pip_config()
        if main is None:
            main = cfg.get("index-url")
        if env_extra is None and cfg.get("extra-index-url"):
            extra = cfg["extra-index-url"].split()
    urls = [main or DEFAULT_INDEX] + extra
    return [u.rstrip("/") for u in urls if u]


def _pip_config() -> dict[str, str]:
    proc = run([sys.executable, "-m", "pip", "config", "list"], timeout=60, check=False)
    out: dict[str, str] = {}
    if proc.returncode != 0:
        return out
    for line in proc.stdout.splitlines():
        m = re.match(r"^(?:[\w:.-]*\.)?(index-url|extra-index-url)='(.*)'$", line.strip())
        if m and m.group(1) not in out:  # the first (most specific, as pip lists them) wins
            out[m.group(1)] = m.group(2)
    return out


def _norm_name(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _ssl_context() -> ssl.SSLContext:
    cafile = os.environ.get("PIP_CERT") or os.environ.get("REQUESTS_CA_BUNDLE") or os.environ.get("SSL_CERT_FILE")
    return ssl.create_default_context(cafile=cafile if cafile and Path(cafile).is_file() else None)


def _open(url: str, accept: str | None = None):
    req = urllib.request.Request(url, headers={"Accept": accept} if accept else {})
    return urllib.request.urlopen(req, timeout=HTTP_TIMEOUT, context=_ssl_context())


class _Anchors(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[tuple[str, str]] = []  # (text, href)
        self._href: str | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self._href = dict(attrs).get("href") or ""
            self._text = []

    def handle_data(self, data: str) -> None:
        if self._href is not None:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._href is not None:
            self.links.append(("".join(self._text).strip(), self._href))
            self._href = None


def index_files(index: str, package: str) -> dict[str, tuple[str, str | None]] | None:
    """filename -> (absolute URL, sha256 or None) of `package` on one simple index; None if absent."""
    base = f"{index}/{_norm_name(package)}/"
    if base.startswith("file:"):
        local = Path(urllib.parse.unquote(urllib.parse.urlparse(base).path))
        if not local.is_dir():
            return None
        page = local / "index.html"
        if not page.is_file():
            return {p.name: (p.as_uri(), None) for p in sorted(local.iterdir()) if p.is_file()}
        body, ctype = page.read_text(encoding="utf-8", errors="replace"), "text/html"
    else:
        try:
            with _open(base, "application/vnd.pypi.simple.v1+json, text/html;q=0.1") as resp:
                ctype = resp.headers.get("Content-Type", "")
                body = resp.read().decode("utf-8", errors="replace")
        except urllib.error.HTTPError as exc:
            if exc.code == 404:
                return None
            raise FetchError(f"package index {base} answered HTTP {exc.code}; check the index URL "
                             "(pip config list) or try again later") from None
        except (urllib.error.URLError, TimeoutError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            raise FetchError(f"cannot reach the package index {base}: {reason}; check the network or "
                             "PIP_INDEX_URL") from None
    files: dict[str, tuple[str, str | None]] = {}
    if "json" in ctype:
        for f in json.loads(body).get("files", []):
            files[f["filename"]] = (urllib.parse.urljoin(base, f["url"]), f.get("hashes", {}).get("sha256"))
        return files
    parser = _Anchors()
    parser.feed(body)
    for text, href in parser.links:
        url, _, frag = href.partition("#")
        sha = frag[len("sha256="):] if frag.startswith("sha256=") else None
        name = text or Path(urllib.parse.urlparse(url).path).name
        files[name] = (urllib.parse.urljoin(base, url), sha)
    return files


def _sdist_versions(package: str, filenames: list[str]) -> list[str]:
    stem = _norm_name(package).replace("-", "_")
    vers = set()
    for fn in filenames:
        m = re.match(r"^(.+?)-(\d[^-]*?)\.(tar\.gz|tar\.bz2|tar\.xz|zip)$", fn)
        if m and _norm_name(m.group(1)).replace("-", "_") == stem:
            vers.add(m.group(2))
    return sorted(vers, key=_version_key)


def _version_key(v: str) -> tuple:
    return tuple(int(p) if p.isdigit() else -1 for p in re.split(r"[.+-]", v))


def _download(url: str, dest: Path, expected_sha: str, what: str) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".part", dir=dest.parent)
    h = hashlib.sha256()
    try:
        with os.fdopen(fd, "wb") as out:
            try:
                with _open(url) as resp:
                    for chunk in iter(lambda: resp.read(1 << 20), b""):
                        out.write(chunk)
                        h.update(chunk)
            except (urllib.error.URLError, TimeoutError, OSError) as exc:
                reason = getattr(exc, "reason", exc)
                raise FetchError(f"downloading {what} from {url} failed: {reason}; try again") from None
        got = h.hexdigest()
        if got != expected_sha:
            raise FetchError(f"{what}: sha256 of {url} is {got}, the manifest pins {expected_sha}; the file "
                             "changed upstream: check it and update corpus/manifest.toml")
        os.replace(tmp, dest)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def fetch_pypi(p: Project, dest: Path) -> None:
    found_any = False
    available: list[str] = []
    for index in index_urls():
        files = index_files(index, p.package)
        if files is None:
            continue
        found_any = True
        if p.archive in files:
            url, sha = files[p.archive]
            if sha is not None and sha.lower() != p.sha256:
                raise FetchError(f"{p.name}: the index {index} lists sha256 {sha} for {p.archive}, the manifest "
                                 f"pins {p.sha256}; check the file and update corpus/manifest.toml")
            _download(url, dest, p.sha256, f"{p.name} ({p.archive})")
            return
        available += _sdist_versions(p.package, list(files))
    if not found_any:
        raise FetchError(f"{p.name}: package {p.package!r} is not on the package index "
                         f"({', '.join(index_urls())}); it may have been removed: drop it from corpus/manifest.toml")
    vers = sorted(set(available), key=_version_key)
    raise FetchError(f"{p.name}: {p.archive} (version {p.version}) is gone from the package index; source "
                     f"distributions available: {', '.join(vers[-8:]) if vers else 'none'}; pin one of them in "
                     "corpus/manifest.toml")


# ---------------------------------------------------------------------------------------- Debian


def debian_uri() -> str:
    """The URI of the system's Debian archive (read from its sources, never changed), else deb.debian.org."""
    cands: list[Path] = [Path("/etc/apt/sources.list")]
    d = Path("/etc/apt/sources.list.d")
    if d.is_dir():
        cands += sorted(d.glob("*.sources")) + sorted(d.glob("*.list"))
    for f in cands:
        try:
            text = f.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if f.suffix == ".sources":
            for stanza in re.split(r"\n\s*\n", text):
                fields = dict(re.findall(r"^([A-Za-z-]+):\s*(.*)$", stanza, re.MULTILINE))
                if "deb" in fields.get("Types", "").split() and "main" in fields.get("Components", "").split():
                    for uri in fields.get("URIs", "").split():
                        if uri.rstrip("/").endswith("/debian"):
                            return uri.rstrip("/")
        else:
            for line in text.splitlines():
                m = re.match(r"^deb\s+(?:\[[^]]*\]\s+)?(\S+)\s+\S+\s+.*\bmain\b", line.strip())
                if m and m.group(1).rstrip("/").endswith("/debian"):
                    return m.group(1).rstrip("/")
    return DEFAULT_DEBIAN_URI


class SourceApt:
    """apt-get bound to a private state under `root`, with one deb-src line per suite."""

    def __init__(self, root: Path, suite: str):
        self.root = root / suite
        self.suite = suite
        self.updated = False

    def options(self) -> list[str]:
        return ["-o", f"Dir::Etc::SourceList={self.root / 'sources.list'}", "-o", "Dir::Etc::SourceParts=/dev/null",
                "-o", f"Dir::State::Lists={self.root / 'lists'}", "-o", f"Dir::Cache={self.root / 'cache'}",
                "-o", "Dir::State::status=/dev/null"]

    def update(self) -> None:
        if self.updated:
            return
        if not Path(DEBIAN_KEYRING).is_file():
            raise FetchError(f"the Debian archive keyring {DEBIAN_KEYRING} is missing; install it with "
                             "`apt-get install debian-archive-keyring`")
        (self.root / "lists" / "partial").mkdir(parents=True, exist_ok=True)
        (self.root / "cache" / "archives" / "partial").mkdir(parents=True, exist_ok=True)
        (self.root / "sources.list").write_text(
            f"deb-src [signed-by={DEBIAN_KEYRING}] {debian_uri()} {self.suite} main\n", encoding="utf-8")
        run(["apt-get", *self.options(), "-q", "update"], timeout=APT_TIMEOUT, error=FetchError,
            what="refreshing the private Debian source lists (network needed)")
        self.updated = True

    def versions(self, package: str) -> list[str]:
        proc = run(["apt-cache", *self.options(), "showsrc", package], timeout=120, check=False, error=FetchError)
        return sorted(set(re.findall(r"^Version:\s*(\S+)", proc.stdout, re.MULTILINE)), key=_version_key)

    def download(self, package: str, version: str, workdir: Path) -> None:
        # `workdir` stays private (never group- or world-writable: another user could swap the file
        # between its check and its move). Run as root, apt then cannot hand the download to its
        # `_apt` sandbox user and downloads as root, with a notice.
        workdir.mkdir(mode=0o700, parents=True, exist_ok=True)
        proc = run(["apt-get", *self.options(), "-q", "source", "--download-only", f"{package}={version}"],
                   cwd=workdir, timeout=APT_TIMEOUT, check=False, error=FetchError)
        if proc.returncode != 0 and not list(workdir.glob("*.orig.tar.*")):
            vers = self.versions(package)
            if not vers:
                raise FetchError(f"Debian source package {package!r} is not in {self.suite}; drop it from "
                                 "corpus/manifest.toml")
            if version not in vers:
                raise FetchError(f"Debian source package {package}={version} is gone from {self.suite}; available: "
                                 f"{', '.join(vers)}; pin one of them in corpus/manifest.toml")
            cmd = " ".join(["apt-get", "source", "--download-only", f"{package}={version}"])
            raise FetchError(f"`{cmd}` (private apt state {self.root}) failed with exit code {proc.returncode}",
                             detail=(proc.stderr or proc.stdout)[-2000:])


def fetch_debian(p: Project, dest: Path, apts: dict[str, SourceApt]) -> None:
    apt = apts.setdefault(p.suite, SourceApt(cache_root() / "apt", p.suite))
    apt.update()
    with tempfile.TemporaryDirectory(prefix="xlate-src-", dir=cache_root()) as tmp:
        work = Path(tmp)
        apt.download(p.package, p.version, work)
        got = work / p.archive
        if not got.is_file():
            names = ", ".join(sorted(x.name for x in work.iterdir()))
            raise FetchError(f"{p.name}: apt downloaded {names or 'nothing'} but not {p.archive}; fix archive in "
                             "corpus/manifest.toml")
        _store_checked(got, dest, p)


def _store_checked(got: Path, dest: Path, p: Project) -> None:
    """Copy `got` to `dest`, hashing the bytes copied: what is stored is exactly what was checked."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".part", dir=dest.parent)
    h = hashlib.sha256()
    try:
        with os.fdopen(fd, "wb") as out, open(os.open(got, os.O_RDONLY | os.O_NOFOLLOW), "rb") as src:
            for chunk in iter(lambda: src.read(1 << 20), b""):
                out.write(chunk)
                h.update(chunk)
        sha = h.hexdigest()
        if sha != p.sha256:
            raise FetchError(f"{p.name}: sha256 of {p.archive} is {sha}, the manifest pins {p.sha256}; check "
                             "it and update corpus/manifest.toml")
        os.chmod(tmp, 0o644)
        os.replace(tmp, dest)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


# ------------------------------------------------------------------------------------ extraction
#
# Every member is checked by xlate itself before anything is written, against what the archive has
# already created (its own table of directories, files and symlinks), and written without following
# any link: tarfile's `data` filter is not relied on (Python before 3.11.13 / 3.12.11 resolves paths
# with os.path.realpath, which a chain of long symlinks can push past PATH_MAX so that it stops
# resolving: CVE-2025-4517), nor needed (Python 3.11.2 has no filter at all).

MAX_LINK_HOPS = 40  # like the kernel's ELOOP limit
MAX_PATH_CHARS = 4000  # a resolved path longer than this (PATH_MAX is 4096) is refused
MAX_NAME_CHARS = 255  # one path component


class _Unsafe(Exception):
    """A member that must not be unpacked (the reason)."""


def _member_parts(name: str) -> list[str]:
    """The components of a member name, refusing absolute names, `..`, and odd names."""
    if not name or "\0" in name:
        raise _Unsafe("empty name or NUL byte in name")
    if name.startswith(("/", "\\")) or re.match(r"^[A-Za-z]:", name):
        raise _Unsafe("absolute path")
    parts = [p for p in name.split("/") if p not in ("", ".")]
    if not parts:
        raise _Unsafe("names the destination folder itself")
    if ".." in parts:
        raise _Unsafe("`..` in the path")
    if len(name) > MAX_PATH_CHARS or any(len(p) > MAX_NAME_CHARS for p in parts):
        raise _Unsafe("path too long")
    return parts


class _Tree:
    """What the archive has unpacked so far: path components -> "dir" | "file" | ("link", target)."""

    def __init__(self) -> None:
        self.entries: dict[tuple[str, ...], object] = {(): "dir"}

    def resolve(self, start: tuple[str, ...], target: str, hops: list[int]) -> tuple[str, ...]:
        """Where `target` (a symlink's text, relative to the folder `start`) leads, following the
        archive's own symlinks; _Unsafe when it leaves the tree, loops, or gets too deep or long."""
        if not target or "\0" in target:
            raise _Unsafe("empty link target")
        if target.startswith(("/", "\\")) or re.match(r"^[A-Za-z]:", target):
            raise _Unsafe(f"link to the absolute path {target!r}")
        cur = list(start)
        missing = False  # a component not (yet) in the archive: only plain names may follow it
        for comp in target.split("/"):
            if comp in ("", "."):
                continue
            if comp == "..":
                if missing:
                    raise _Unsafe(f"link target {target!r} goes up (`..`) after a path not in the archive")
                if not cur:
                    raise _Unsafe(f"link target {target!r} leads outside the destination")
                cur.pop()
                continue
            cur.append(comp)
            if missing:
                continue
            kind = self.entries.get(tuple(cur))
            if kind is None:
                missing = True
            elif isinstance(kind, tuple):  # a symlink: continue from where it leads
                hops[0] += 1
                if hops[0] > MAX_LINK_HOPS:
                    raise _Unsafe("symlink chain too long (a loop?)")
                cur = list(self.resolve(tuple(cur[:-1]), str(kind[1]), hops))
            if sum(len(c) + 1 for c in cur) > MAX_PATH_CHARS:
                raise _Unsafe("symlink chain leads to a path longer than PATH_MAX")
        return tuple(cur)

    def check(self, member: tarfile.TarInfo) -> tuple[tuple[str, ...], tuple[str, ...] | None]:
        """(where the member goes, for a hard link: the regular file it names), or _Unsafe."""
        parts = tuple(_member_parts(member.name))
        for i in range(1, len(parts)):
            kind = self.entries.get(parts[:i])
            if kind is None:
                continue  # an implicit folder, made on the way
            if kind != "dir":
                raise _Unsafe(f"its folder {'/'.join(parts[:i])!r} is a "
                              f"{'symlink' if isinstance(kind, tuple) else 'file'} in the archive")
        old = self.entries.get(parts)
        if old is not None and not (old == "dir" and member.isdir()):
            raise _Unsafe("a second member with the same name")
        if member.isdir() or member.isreg():
            return parts, None
        if member.issym():
            self.resolve(parts[:-1], member.linkname, [0])
            return parts, None
        if member.islnk():  # the name is relative to the archive's root
            hops = [0]
            dest = self.resolve((), member.linkname, hops)
            if self.entries.get(dest) != "file":
                raise _Unsafe(f"hard link to {member.linkname!r}, which is not a regular file of the archive")
            return parts, dest
        kind = "device file" if (member.ischr() or member.isblk()) else "FIFO" if member.isfifo() else "special file"
        raise _Unsafe(kind)


def _check_real_parents(root: Path, parts: tuple[str, ...]) -> Path:
    """Make the member's folders (never through a link) and return its full path."""
    cur = root
    for comp in parts[:-1]:
        cur = cur / comp
        try:
            st = os.lstat(cur)
        except FileNotFoundError:
            os.mkdir(cur, 0o755)
            continue
        if not stat.S_ISDIR(st.st_mode):
            raise _Unsafe(f"{cur.relative_to(root)} on disk is not a folder")
    return cur / parts[-1]


def _unpack_member(tar: tarfile.TarFile, member: tarfile.TarInfo, root: Path, tree: _Tree) -> None:
    parts, link_to = tree.check(member)
    path = _check_real_parents(root, parts)
    for i in range(1, len(parts)):
        tree.entries.setdefault(parts[:i], "dir")
    if member.isdir():
        if not os.path.lexists(path):
            os.mkdir(path, 0o755)
        elif not stat.S_ISDIR(os.lstat(path).st_mode):
            raise _Unsafe("on disk it is not a folder")
        tree.entries[parts] = "dir"
    elif member.issym():
        os.symlink(member.linkname, path)
        tree.entries[parts] = ("link", member.linkname)
    elif link_to is not None:
        os.link(root.joinpath(*link_to), path, follow_symlinks=False)
        tree.entries[parts] = "file"
    else:
        src = tar.extractfile(member)
        if src is None:
            raise _Unsafe("unreadable member")
        mode = 0o755 if member.mode & 0o100 else 0o644
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, mode)
        with os.fdopen(fd, "wb") as out, src:
            shutil.copyfileobj(src, out, 1 << 20)
        os.chmod(path, mode)  # the umask may have taken bits away; never more than this
        tree.entries[parts] = "file"


def safe_extract(archive: Path, dest: Path) -> None:
    """Unpack a tar archive into `dest` (which must not exist), atomically, member by member.

    Each member is checked first: a relative name without `..`, folders that are folders (never a
    symlink or file of the archive), no device file or FIFO, a symlink whose target (followed through
    the archive's earlier symlinks, at most 40 hops and 4000 characters) stays inside, a hard link to a
    regular file of the archive. Raises FetchError naming the first unsafe member or a broken
    archive; nothing is left at `dest` then."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{dest.name}.", dir=dest.parent))
    try:
        tree = _Tree()
        try:
            with tarfile.open(archive) as tar:
                for member in tar:
                    try:
                        _unpack_member(tar, member, tmp, tree)
                    except _Unsafe as exc:
                        raise FetchError(f"{archive.name}: refusing unsafe archive member {member.name!r} "
                                         f"({exc}); the archive is not safe to unpack") from None
        except (tarfile.TarError, EOFError, OSError) as exc:
            raise FetchError(f"{archive}: cannot unpack: {exc}; delete it and fetch again") from None
        (tmp / COMPLETE_MARK).write_text(archive.name + "\n", encoding="utf-8")
        os.replace(tmp, dest)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def archive_path(p: Project) -> Path:
    return cache_root() / "archives" / p.sha256 / p.archive


def source_dir(p: Project) -> Path:
    """The unpacked tree of `p` (the archive's single top folder, if it has one)."""
    if p.source == "local":
        if p.path is None or not p.path.is_dir():
            raise FetchError(f"project {p.name}: folder {p.path} does not exist; check path in the manifest")
        return p.path
    base = cache_root() / "src" / p.sha256
    if not (base / COMPLETE_MARK).is_file():
        raise FetchError(f"project {p.name} is not fetched; run `xlate corpus fetch --project {p.name}`")
    tops = [c for c in base.iterdir() if c.name != COMPLETE_MARK]
    return tops[0] if len(tops) == 1 and tops[0].is_dir() else base


def is_fetched(p: Project) -> bool:
    if p.source == "local":
        return p.path is not None and p.path.is_dir()
    return (cache_root() / "src" / p.sha256 / COMPLETE_MARK).is_file()


def fetch_project(p: Project, apts: dict[str, SourceApt] | None = None) -> tuple[Path, bool]:
    """Make sure `p` is downloaded, verified and unpacked. Returns (source folder, downloaded now)."""
    if is_fetched(p):
        return source_dir(p), False
    arch = archive_path(p)
    fresh = False
    if not arch.is_file() or sha256_file(arch) != p.sha256:
        if p.source == "pypi-sdist":
            fetch_pypi(p, arch)
        else:
            fetch_debian(p, arch, apts if apts is not None else {})
        fresh = True
    dest = cache_root() / "src" / p.sha256
    if dest.exists():
        shutil.rmtree(dest)  # an incomplete earlier unpack
    safe_extract(arch, dest)
    return source_dir(p), fresh


def run_fetch(projects: list[Project], echo=print) -> int:
    apts: dict[str, SourceApt] = {}
    for p in projects:
        src, fresh = fetch_project(p, apts)
        echo(f"{'fetched' if fresh else 'cached '} {p.name} {p.version} ({p.tier}) -> {src}")
    return 0
