// xlate support header: the CUDA 12 form of the executable-graph update, which HIP 7.2 lacks.
//
// CUDA 12 changed cudaGraphExecUpdate (and the driver's cuGraphExecUpdate) from CUDA 11's
// (exec, graph, cudaGraphNode_t *errorNode, cudaGraphExecUpdateResult *result) to
// (exec, graph, cudaGraphExecUpdateResultInfo *resultInfo), the struct holding `result`, `errorNode`
// and `errorFromNode`. HIP 7.2 kept only CUDA 11's four-argument hipGraphExecUpdate and has no such
// struct. The API table renames cudaGraphExecUpdateResultInfo and CUgraphExecUpdateResultInfo to
// xlate_hipGraphExecUpdateResultInfo (below) and the call to hipGraphExecUpdate, which, with three
// arguments, is the overload below; the call-form rule (XL105, xlate/rewrite/rules/api/xl105_call_forms.py)
// includes this header where a translation uses either. The user's code keeps its shape: the struct
// is declared and read as before (`info.result == hipGraphExecUpdateSuccess`).
//
// What the overload computes: HIP's four-argument update, its result and error node stored into the
// struct. `errorFromNode` is always null: HIP does not report the source node of an edge that made a
// topology change (CUDA sets it for cudaGraphExecUpdateErrorTopologyChanged). A null `resultInfo` is
// accepted (the update is made and nothing is stored), where CUDA leaves the behaviour unspecified.
// C++ only: C has no overloads (in C, call hipGraphExecUpdate with the node and result pointers).
#pragma once
#include <hip/hip_runtime.h>

#ifndef __cplusplus
#error "<xlate/graph.h>: CUDA 12's three-argument cudaGraphExecUpdate is translated to a C++ overload; in C, call hipGraphExecUpdate(exec, graph, &errorNode, &result)"
#endif

struct xlate_hipGraphExecUpdateResultInfo {
  hipGraphExecUpdateResult result;
  hipGraphNode_t errorNode;
  hipGraphNode_t errorFromNode;
};

inline hipError_t hipGraphExecUpdate(hipGraphExec_t hGraphExec, hipGraph_t hGraph,
                                     xlate_hipGraphExecUpdateResultInfo* resultInfo) {
  hipGraphNode_t errorNode = nullptr;
  hipGraphExecUpdateResult result = hipGraphExecUpdateSuccess;
  hipError_t status = hipGraphExecUpdate(hGraphExec, hGraph, &errorNode, &result);
  if (resultInfo != nullptr) {
    resultInfo->result = result;
    resultInfo->errorNode = errorNode;
    resultInfo->errorFromNode = nullptr;
  }
  return status;
}
