"""XL904-XL909: input files and folders that are skipped or translated specially.

Registered here with their doc pages; emitted by xlate/rewrite/inputs.py, xlate/rewrite/translate.py,
xlate/parse/model.py and xlate/parse/includes.py. No run(): these codes are not rules. An error with one
of them makes `xlate translate` end with exit code 3 after everything else was written
(xlate.rewrite.inputs.INPUT_CODES).
"""

from __future__ import annotations

from xlate.core.model import Fix, RuleInfo

RULES = [
    RuleInfo("XL904", "not-utf8", "a binary file is skipped (error); a text file that is not UTF-8 is translated "
             "byte for byte (note)", fix=Fix.NEVER, doc="""\
- error: a binary file (a NUL byte) or one that is not text, at the first offending byte; skipped.
- note: text that is not UTF-8 (Latin-1, CP-1252 ...): translated byte for byte, at the first byte that
  is not UTF-8 (docs/translate.md). Bytes that are not UTF-8 pass through the rules unchanged.
"""),
    RuleInfo("XL905", "file-too-large", "a file larger than the limit is skipped without being read",
             fix=Fix.NEVER, doc="""\
A file larger than the limit (8 MiB by default; `max_file_bytes=` or `$XLATE_MAX_FILE_BYTES`). Error;
skipped without being read.
"""),
    RuleInfo("XL906", "unreadable", "a file or folder under an input cannot be read, or a symlink loop; skipped",
             fix=Fix.NEVER, doc="""\
A file or folder found under an input folder cannot be read (permissions), a symlink loops, or a file
cannot be copied to the output. Error; skipped.
"""),
    RuleInfo("XL907", "symlink-outside", "a symlink leading outside the input folder (error) or dangling "
             "(warning); neither read nor written", fix=Fix.NEVER, doc="""\
A folder is walked without following symlinks. A symlink whose target lies inside the folder is
translated once, where the target really is (and `-o DIR` recreates the link as a relative link).

- error: a symlink whose target lies outside the input folder (a file or a folder): neither read nor
  written nor copied; also an output path that would write through such a link;
- warning: a dangling symlink; skipped.
"""),
    RuleInfo("XL908", "not-a-regular-file", "a FIFO, socket or device found as an input or named by an #include; "
             "never opened", fix=Fix.NEVER, doc="""\
A FIFO, socket or device is never opened: a FIFO blocks, a device never ends. Error, exit 3.

- found under an input folder: skipped;
- named by an `#include` (quoted, angled or absolute; `-include` of a compile database), found the way
  clang searches (the including file's folder for a quoted name, the `-I` and compile-database folders,
  the prelude, clang's resource headers, /usr/local/include, /usr/include), transitively through the
  regular files included (`xlate/parse/includes.py`; stat only, nothing is opened): at the `#include`'s
  file:line; every file reaching it is not parsed and is lexed with its include directives disarmed:
  token level only (XL902). Not seen: an `#include MACRO`.
"""),
    RuleInfo("XL909", "path-not-utf8", "a project file whose path is not UTF-8 (libclang takes UTF-8 paths); "
             "skipped", fix=Fix.NEVER, doc="""\
A project file (by extension) whose path is not UTF-8: libclang takes UTF-8 paths only. Error; skipped.
The message shows the name with `\\x` escapes. Rename the file.
"""),
]
