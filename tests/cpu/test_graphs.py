"""Graphs and stream capture on the cpu backend (xlate/cpu/src/graphs.cpp), through
programs/graphs.hip. Expected values come from CUDA's documented semantics and from the arithmetic of
the program's kernels, computed here; error codes are HIP's values (hip_runtime_api.h of HIP 7.2).

What the program does, section by section:
* capture_and_replay: a copy in, scale_add (typed hipLaunchKernel), square (hipLaunchKernelGGL), a
  copy out, captured and launched 3 times on fresh inputs; the host variable passed as an argument is
  changed after the capture (arguments are copied at capture time); Get/SetParams on the graph's
  node; ExecUpdate with the changed graph, with a recapture of the same topology, and with another
  topology; ExecKernelNodeSetParams.
* misuse: what CUDA refuses during capture (synchronising the stream, querying an event recorded in
  it, a launch on an invalidated capture, legacy-stream work while a blocking stream captures,
  capturing the legacy stream), and that nothing recorded runs.
* fork_join: a second stream joins through an event and is joined back; an unjoined fork.
* host_and_fill: a fill, a host function and a wait for an event recorded outside the capture.
* explicit_graph: memset, kernel (by address), 1D copy, host and empty nodes; a dependency cycle.
* never_ended: the process ends normally with a capture in progress, the recorded kernel not run.
"""

from __future__ import annotations

import pytest

from tests.cpu.conftest import PROGRAMS, run

# HIP's values (hip_runtime_api.h, HIP 7.2)
SUCCESS = 0
INVALID_VALUE = 1
INVALID_CONFIGURATION = 9
ILLEGAL_STATE = 401
NOT_SUPPORTED = 801
CAPTURE_UNSUPPORTED = 900
CAPTURE_INVALIDATED = 901
CAPTURE_UNMATCHED = 903
CAPTURE_UNJOINED = 904
CAPTURE_IMPLICIT = 906
CAPTURED_EVENT = 907
EXEC_UPDATE_FAILURE = 910
STATUS_NONE, STATUS_ACTIVE, STATUS_INVALIDATED = 0, 1, 2
# cudaGraphNodeType and hipGraphNodeType number alike: Kernel 0, Memcpy 1, Memset 2, Host 3, WaitEvent 6
NODE_KERNEL, NODE_MEMCPY, NODE_MEMSET, NODE_HOST, NODE_WAIT_EVENT = 0, 1, 2, 3, 6
UPDATE_SUCCESS, UPDATE_TOPOLOGY_CHANGED = 0, 2

PICK = (0, 1, 17, 999)  # the elements the program prints


def pipeline(r: float, a: float, b: float) -> list[float]:
    """copy in x[j] = j/2 + r, then scale_add (x*a + b), then square."""
    return [((j * 0.5 + r) * a + b) ** 2 for j in PICK]


@pytest.fixture(scope="module")
def out(cpu_cache, tmp_path_factory) -> dict[str, list[str]]:
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([PROGRAMS / "graphs.hip"], tmp_path_factory.mktemp("graphs") / "graphs",
                                     warp_size=64, register_kernels=True))
    proc = run(exe)
    assert proc.returncode == 0, proc.stderr
    lines: dict[str, list[str]] = {}
    for line in proc.stdout.splitlines():
        key, *rest = line.split()
        assert key not in lines, f"{key} printed twice"
        lines[key] = rest
    lines["<stderr>"] = proc.stderr.splitlines()
    return lines


def ints(row: list[str]) -> list[int]:
    return [int(v) for v in row]


def floats(row: list[str]) -> list[float]:
    return [float(v) for v in row]


def test_capture_status_and_nodes(out):
    assert ints(out["status_before"]) == [STATUS_NONE]
    assert ints(out["begin"]) == [SUCCESS]
    assert out["status_during"] == [str(STATUS_ACTIVE), "id_nonzero", "1"]
    assert ints(out["begin_again"]) == [ILLEGAL_STATE]  # already capturing
    assert ints(out["launch_typed"]) == [SUCCESS]
    assert ints(out["end"]) == [SUCCESS]
    assert ints(out["status_after"]) == [STATUS_NONE]
    # copy, kernel, kernel, copy; one chain: one root, each node after the previous one
    assert out["nodes"] == ["4", "types", str(NODE_MEMCPY), str(NODE_KERNEL), str(NODE_KERNEL), str(NODE_MEMCPY),
                            "roots", "1", "last_deps", "1"]


def test_replays_run_the_captured_work_with_captured_arguments(out):
    assert ints(out["instantiate"]) == [SUCCESS]
    for r in range(3):
        assert ints(out[f"launch{r}"]) == [SUCCESS]
        # a = 2 as captured, although the host variable was 100 before the first launch
        assert floats(out[f"run{r}"]) == pipeline(r, 2.0, 1.0)


def test_kernel_node_params(out):
    assert ints(out["get_typed"]) == [SUCCESS]
    assert out["params"] == ["func_ok", "1", "grid", "4", "block", "256", "shmem", "0", "a", "2", "n", "1000"]
    # a hipLaunchKernelGGL node knows its arguments only as written: refused, with a message
    assert ints(out["get_ggl"]) == [NOT_SUPPORTED]
    assert any("hipGraphKernelNodeGetParams: not supported" in line and "hipLaunchKernelGGL" in line
               for line in out["<stderr>"])


def test_set_params_update_and_exec_set_params(out):
    assert ints(out["set"]) == [SUCCESS]
    # the executable graph was instantiated before SetParams: still a = 2
    assert floats(out["after_set"]) == pipeline(0, 2.0, 1.0)
    assert out["update"] == [str(SUCCESS), "result", str(UPDATE_SUCCESS)]
    assert floats(out["after_update"]) == pipeline(0, 3.0, 1.0)  # a = 3, copied by SetParams (not 50)
    assert ints(out["exec_set"]) == [SUCCESS]
    assert floats(out["after_exec_set"]) == pipeline(0, 4.0, 1.0)
    assert floats(out["graph_a"]) == [3.0]  # the graph keeps its own parameters
    # a recapture with the same topology and other arguments: the update takes them
    assert out["update2"] == [str(SUCCESS), "result", str(UPDATE_SUCCESS)]
    assert floats(out["after_update2"]) == pipeline(0, 1.0, 5.0)


def test_update_with_another_topology_fails_like_hip(out):
    assert out["update3"] == [str(EXEC_UPDATE_FAILURE), "result", str(UPDATE_TOPOLOGY_CHANGED),
                              "err_node_set", "0", "last", str(EXEC_UPDATE_FAILURE)]
    assert ints(out["reinstantiate"]) == [SUCCESS]
    assert ints(out["destroy"]) == [SUCCESS] * 3


def test_synchronising_a_capturing_stream_fails_and_invalidates(out):
    assert ints(out["not_run"]) == [0]  # the captured kernel did not run
    assert ints(out["event_query"]) == [CAPTURED_EVENT]
    assert ints(out["sync"]) == [CAPTURE_UNSUPPORTED]
    assert ints(out["status_invalidated"]) == [STATUS_INVALIDATED]
    assert ints(out["launch_invalidated"]) == [CAPTURE_INVALIDATED]
    assert out["end_invalidated"] == [str(CAPTURE_INVALIDATED), "graph_null", "1"]
    assert ints(out["end_not_capturing"]) == [ILLEGAL_STATE]
    assert ints(out["runs_after"]) == [42]  # the stream works normally afterwards
    assert any("invalidated: hipStreamSynchronize on a capturing stream" in line for line in out["<stderr>"])


def test_legacy_stream_work_during_a_blocking_capture(out):
    assert ints(out["legacy_launch"]) == [CAPTURE_IMPLICIT]
    assert ints(out["end_implicit"]) == [CAPTURE_INVALIDATED]
    assert ints(out["capture_legacy"]) == [CAPTURE_UNSUPPORTED]


def test_fork_and_join(out):
    assert ints(out["joined"]) == [STATUS_ACTIVE]
    assert ints(out["end_member"]) == [CAPTURE_UNMATCHED]  # only the origin stream ends a capture
    assert ints(out["end_joined"]) == [SUCCESS]
    assert out["fork_nodes"] == ["3", "roots", "1", "last_deps", "2"]
    # put 1 on the origin, shift in 2 on the joined stream, shift in 3 after the join: 123 each launch
    assert ints(out["fork_run0"]) == [123]
    assert ints(out["fork_run1"]) == [123]
    assert ints(out["member_after"]) == [STATUS_NONE]
    assert ints(out["end_unjoined"]) == [CAPTURE_UNJOINED]
    assert ints(out["member_unjoined_after"]) == [STATUS_NONE]


def test_fill_host_function_and_event_wait_are_recorded(out):
    assert ints(out["host_func"]) == [SUCCESS]
    assert ints(out["wait_outside"]) == [SUCCESS]
    assert out["recorded_only"] == ["calls", "0", "value", "0"]
    assert ints(out["end_host"]) == [SUCCESS]
    assert out["host_nodes"] == ["3", "types", str(NODE_MEMSET), str(NODE_HOST), str(NODE_WAIT_EVENT)]
    assert out["host_after"] == ["calls", "2", "value", "11111111"]  # two launches; bytes 0x11


def test_explicit_graph(out):
    for key in ("add_memset", "add_kernel", "add_copy", "add_host", "add_empty", "instantiate_explicit"):
        assert ints(out[key]) == [SUCCESS], key
    for r in range(2):
        assert floats(out[f"explicit{r}"]) == [3.0 * 2.0 - 1.0] * 4  # memset 3.0f, then x*2 - 1
    assert ints(out["host_calls"]) == [2]
    assert ints(out["bad_block"]) == [INVALID_CONFIGURATION]  # 2048 threads per block
    assert ints(out["add_dep"]) == [SUCCESS]
    assert ints(out["instantiate_cycle"]) == [INVALID_VALUE]


def test_capture_never_ended(out):
    assert ints(out["left_capturing"]) == [STATUS_ACTIVE]
    assert ints(out["never_run"]) == [0]
