// xlate CPU backend: hipRTC (what a CUDA program's nvrtc* calls become; <hip/hiprtc.h> of xlate/cpu/libs).
//
// A program is its source, its headers (name and text) and its name expressions. hiprtcCompileProgram
// hands them to the xlate that built this runtime, in a private folder, by running
//     <python> -m xlate.runtime_shim.rtc_helper <folder>
// (XLATE_RTC_PYTHON and XLATE_RTC_PYTHONPATH are baked in by xlate/cpu/build.py; the environment
// variable XLATE_RTC_PYTHON overrides the interpreter). The helper translates the source with xlate,
// builds it for this backend at this process's warp size, against this runtime library (it refuses
// another one), and writes back a status, the log, the code image in its text form and the lowered
// names (xlate/runtime_shim/rtc_helper.py has the file layout). Successful builds are cached by the
// helper ($XLATE_CACHE/shim), so a program that compiles the same source again waits only for the
// helper's start.

#include <dirent.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "hip/hiprtc.h"
#include "runtime_internal.h"

extern char** environ;

#ifndef XLATE_RTC_PYTHON
#define XLATE_RTC_PYTHON "python3"
#endif
#ifndef XLATE_RTC_PYTHONPATH
#define XLATE_RTC_PYTHONPATH ""
#endif
#ifndef XLATE_RTC_CUDA_MAJOR
#define XLATE_RTC_CUDA_MAJOR 12
#define XLATE_RTC_CUDA_MINOR 9
#endif

struct _hiprtcProgram {
  std::string source, name;
  std::vector<std::pair<std::string, std::string>> headers;  // include name, text
  std::vector<std::string> name_expressions;
  std::vector<std::pair<std::string, std::string>> lowered;  // name expression, lowered name
  std::string log, code;
  bool compiled = false;
};

namespace {

bool write_file(const std::string& path, const std::string& data) {
  std::ofstream f(path, std::ios::binary);
  f.write(data.data(), static_cast<std::streamsize>(data.size()));
  return static_cast<bool>(f);
}

bool read_file(const std::string& path, std::string* out) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  std::ostringstream s;
  s << f.rdbuf();
  *out = s.str();
  return true;
}

void remove_tree(const std::string& dir) {
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* e = readdir(d)) {
      if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
      unlink((dir + "/" + e->d_name).c_str());  // the helper writes only plain files here
    }
    closedir(d);
  }
  rmdir(dir.c_str());
}

// A JSON string literal of arbitrary bytes (bytes >= 0x80 pass through: the helper decodes them as
// UTF-8 with surrogate escapes, so non-UTF-8 bytes survive).
std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char buf[8];
      snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string json_list(const std::vector<std::string>& items) {
  std::string out = "[";
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + json_string(items[i]);
  return out + "]";
}

// The file this runtime library was loaded from.
std::string runtime_path() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<void*>(&hiprtcCompileProgram), &info) && info.dli_fname) return info.dli_fname;
  return "";
}

// The width the program's kernels run at; a program with none of its own yet (host code over NVRTC) uses
// XLATE_SHIM_WARP_SIZE (64 or 32, as the Python shim does), else 64. Its first module then sets it.
int program_warp_size() {
  if (const int ws = xlate_rt::registered_warp_size()) return ws;
  const char* env = getenv("XLATE_SHIM_WARP_SIZE");
  return env && !strcmp(env, "32") ? 32 : 64;
}

std::string helper_python() {
  const char* env = getenv("XLATE_RTC_PYTHON");
  return env && *env ? env : XLATE_RTC_PYTHON;
}

// Runs the helper on `dir`; its output goes to dir/helper.out. Returns its exit status, or -1.
int run_helper(const std::string& dir, std::string* problem) {
  const std::string python = helper_python();
  std::vector<std::string> env_store;
  const std::string baked = XLATE_RTC_PYTHONPATH;
  bool saw_path = false;
  for (char** e = environ; *e; ++e) {
    std::string v = *e;
    if (v.rfind("PYTHONPATH=", 0) == 0) {
      saw_path = true;
      if (!baked.empty()) v = "PYTHONPATH=" + baked + (v.size() > 11 ? ":" + v.substr(11) : "");
    }
    if (v.rfind("XLATE_SHIM_WARP_SIZE=", 0) == 0) continue;
    env_store.push_back(v);
  }
  if (!saw_path && !baked.empty()) env_store.push_back("PYTHONPATH=" + baked);
  env_store.push_back("XLATE_SHIM_WARP_SIZE=" + std::to_string(program_warp_size()));
  std::vector<char*> envp;
  for (std::string& s : env_store) envp.push_back(&s[0]);
  envp.push_back(nullptr);
  std::string a0 = python, a1 = "-m", a2 = "xlate.runtime_shim.rtc_helper", a3 = dir;
  char* argv[] = {&a0[0], &a1[0], &a2[0], &a3[0], nullptr};
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  const std::string out = dir + "/helper.out";
  posix_spawn_file_actions_addopen(&fa, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  pid_t pid;
  const int rc = posix_spawnp(&pid, python.c_str(), &fa, nullptr, argv, envp.data());
  posix_spawn_file_actions_destroy(&fa);
  if (rc != 0) {
    *problem = "cannot start xlate's compiler helper " + python + ": " + strerror(rc) +
               " (set XLATE_RTC_PYTHON to the Python of an xlate installation)";
    return -1;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) {
      *problem = std::string("waiting for xlate's compiler helper: ") + strerror(errno);
      return -1;
    }
  if (WIFSIGNALED(status)) {
    *problem = "xlate's compiler helper was killed by signal " + std::to_string(WTERMSIG(status));
    return -1;
  }
  return WEXITSTATUS(status);
}

hiprtcResult compile(_hiprtcProgram* p, const std::vector<std::string>& options) {
  const char* tmp = getenv("TMPDIR");
  std::string templ = std::string(tmp && *tmp ? tmp : "/tmp") + "/xlate-rtc-XXXXXX";
  std::vector<char> buf(templ.begin(), templ.end());
  buf.push_back('\0');
  if (!mkdtemp(buf.data())) {
    p->log = std::string("hiprtc: error: cannot create a folder for the compile: ") + strerror(errno) + "\n";
    return HIPRTC_ERROR_INTERNAL_ERROR;
  }
  const std::string dir = buf.data();
  std::vector<std::string> include_names;
  bool ok = write_file(dir + "/source", p->source);
  for (size_t i = 0; i < p->headers.size(); ++i) {
    ok = ok && write_file(dir + "/header." + std::to_string(i), p->headers[i].second);
    include_names.push_back(p->headers[i].first);
  }
  std::string req = "{\"name\": " + json_string(p->name) + ", \"include_names\": " + json_list(include_names) +
                    ", \"options\": " + json_list(options) +
                    ", \"name_expressions\": " + json_list(p->name_expressions) +
                    ", \"warp_size\": " + std::to_string(program_warp_size()) +
                    ", \"runtime\": " + json_string(runtime_path()) + "}\n";
  ok = ok && write_file(dir + "/request.json", req);
  if (!ok) {
    remove_tree(dir);
    p->log = "hiprtc: error: cannot write the program to " + dir + "\n";
    return HIPRTC_ERROR_INTERNAL_ERROR;
  }
  std::string problem, status_text, helper_out;
  const int rc = run_helper(dir, &problem);
  read_file(dir + "/helper.out", &helper_out);
  hiprtcResult result = HIPRTC_ERROR_INTERNAL_ERROR;
  if (rc < 0) {
    p->log = "hiprtc: error: " + problem + "\n";
  } else if (!read_file(dir + "/result", &status_text) || status_text.empty()) {
    p->log = "hiprtc: error: xlate's compiler helper (" + helper_python() +
             " -m xlate.runtime_shim.rtc_helper) ended with exit code " + std::to_string(rc) +
             " and no result; its output:\n" + helper_out;
  } else {
    result = static_cast<hiprtcResult>(atoi(status_text.c_str()));
    read_file(dir + "/log", &p->log);
    if (result == HIPRTC_SUCCESS) {
      std::string lowered;
      if (!read_file(dir + "/image", &p->code)) {
        result = HIPRTC_ERROR_INTERNAL_ERROR;
        p->log += "hiprtc: error: the helper reported success but wrote no image\n";
      }
      read_file(dir + "/lowered", &lowered);
      std::istringstream lines(lowered);
      std::string line;
      while (std::getline(lines, line)) {
        const size_t tab = line.find('\t');
        if (tab != std::string::npos) p->lowered.emplace_back(line.substr(0, tab), line.substr(tab + 1));
      }
    }
  }
  remove_tree(dir);
  return result;
}

}  // namespace

extern "C" {

const char* hiprtcGetErrorString(hiprtcResult r) {
  switch (r) {
    case HIPRTC_SUCCESS: return "HIPRTC_SUCCESS";
    case HIPRTC_ERROR_OUT_OF_MEMORY: return "HIPRTC_ERROR_OUT_OF_MEMORY";
    case HIPRTC_ERROR_PROGRAM_CREATION_FAILURE: return "HIPRTC_ERROR_PROGRAM_CREATION_FAILURE";
    case HIPRTC_ERROR_INVALID_INPUT: return "HIPRTC_ERROR_INVALID_INPUT";
    case HIPRTC_ERROR_INVALID_PROGRAM: return "HIPRTC_ERROR_INVALID_PROGRAM";
    case HIPRTC_ERROR_INVALID_OPTION: return "HIPRTC_ERROR_INVALID_OPTION";
    case HIPRTC_ERROR_COMPILATION: return "HIPRTC_ERROR_COMPILATION";
    case HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE: return "HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE";
    case HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION: return "HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION";
    case HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION: return "HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION";
    case HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID: return "HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID";
    case HIPRTC_ERROR_INTERNAL_ERROR: return "HIPRTC_ERROR_INTERNAL_ERROR";
    case HIPRTC_ERROR_LINKING: return "HIPRTC_ERROR_LINKING";
  }
  return "HIPRTC_ERROR_UNKNOWN";
}

// NVRTC's version is the CUDA version: the one xlate reports by default, or $XLATE_CUDA_VERSION.
hiprtcResult hiprtcVersion(int* major, int* minor) {
  if (!major || !minor) return HIPRTC_ERROR_INVALID_INPUT;
  *major = XLATE_RTC_CUDA_MAJOR;
  *minor = XLATE_RTC_CUDA_MINOR;
  const char* env = getenv("XLATE_CUDA_VERSION");
  int a = 0, b = 0;
  if (env && sscanf(env, "%d.%d", &a, &b) == 2) {
    *major = a;
    *minor = b;
  }
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcCreateProgram(hiprtcProgram* prog, const char* src, const char* name, int numHeaders,
                                 const char* const* headers, const char* const* includeNames) {
  if (!prog || !src || numHeaders < 0 || (numHeaders > 0 && (!headers || !includeNames)))
    return HIPRTC_ERROR_INVALID_INPUT;
  auto* p = new _hiprtcProgram;
  p->source = src;
  p->name = name ? name : "default_program";
  for (int i = 0; i < numHeaders; ++i) {
    if (!headers[i] || !includeNames[i]) {
      delete p;
      return HIPRTC_ERROR_INVALID_INPUT;
    }
    p->headers.emplace_back(includeNames[i], headers[i]);
  }
  *prog = p;
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcDestroyProgram(hiprtcProgram* prog) {
  if (!prog || !*prog) return HIPRTC_ERROR_INVALID_PROGRAM;
  delete *prog;
  *prog = nullptr;
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcAddNameExpression(hiprtcProgram prog, const char* name_expression) {
  if (!prog) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!name_expression || !*name_expression) return HIPRTC_ERROR_INVALID_INPUT;
  if (prog->compiled) return HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
  prog->name_expressions.emplace_back(name_expression);
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcCompileProgram(hiprtcProgram prog, int numOptions, const char* const* options) {
  if (!prog) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (numOptions < 0 || (numOptions > 0 && !options)) return HIPRTC_ERROR_INVALID_INPUT;
  std::vector<std::string> opts;
  for (int i = 0; i < numOptions; ++i) {
    if (!options[i]) return HIPRTC_ERROR_INVALID_INPUT;
    opts.emplace_back(options[i]);
  }
  prog->lowered.clear();
  prog->code.clear();
  const hiprtcResult r = compile(prog, opts);
  prog->compiled = true;
  return r;
}

hiprtcResult hiprtcGetLoweredName(hiprtcProgram prog, const char* name_expression, const char** lowered_name) {
  if (!prog) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!name_expression || !lowered_name) return HIPRTC_ERROR_INVALID_INPUT;
  if (!prog->compiled) return HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION;
  for (const auto& e : prog->lowered)
    if (e.first == name_expression) {
      *lowered_name = e.second.c_str();
      return HIPRTC_SUCCESS;
    }
  return HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
}

hiprtcResult hiprtcGetProgramLogSize(hiprtcProgram prog, size_t* size) {
  if (!prog) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!size) return HIPRTC_ERROR_INVALID_INPUT;
  *size = prog->log.size() + 1;
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcGetProgramLog(hiprtcProgram prog, char* log) {
  if (!prog) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!log) return HIPRTC_ERROR_INVALID_INPUT;
  memcpy(log, prog->log.c_str(), prog->log.size() + 1);
  return HIPRTC_SUCCESS;
}

// The code image's text form, with its terminating NUL counted, as NVRTC counts PTX's.
hiprtcResult hiprtcGetCodeSize(hiprtcProgram prog, size_t* size) {
  if (!prog) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!size) return HIPRTC_ERROR_INVALID_INPUT;
  if (prog->code.empty()) return HIPRTC_ERROR_INVALID_PROGRAM;  // not compiled, or the compile failed
  *size = prog->code.size() + 1;
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcGetCode(hiprtcProgram prog, char* code) {
  if (!prog) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!code) return HIPRTC_ERROR_INVALID_INPUT;
  if (prog->code.empty()) return HIPRTC_ERROR_INVALID_PROGRAM;
  memcpy(code, prog->code.c_str(), prog->code.size() + 1);
  return HIPRTC_SUCCESS;
}

static hiprtcResult rtc_not_supported(const char* what) {
  fprintf(stderr, "xlate-cpu: %s: not supported on the cpu backend (xlate's hipRTC builds one program into "
          "one module; LLVM bitcode and linking several programs are not available)\n", what);
  return HIPRTC_ERROR_INVALID_INPUT;
}

hiprtcResult hiprtcGetBitcodeSize(hiprtcProgram, size_t*) { return rtc_not_supported("hiprtcGetBitcodeSize"); }
hiprtcResult hiprtcGetBitcode(hiprtcProgram, char*) { return rtc_not_supported("hiprtcGetBitcode"); }

hiprtcResult hiprtcLinkCreate(unsigned int, hiprtcJIT_option*, void**, hiprtcLinkState*) {
  rtc_not_supported("hiprtcLinkCreate");
  return HIPRTC_ERROR_LINKING;
}
hiprtcResult hiprtcLinkAddFile(hiprtcLinkState, hiprtcJITInputType, const char*, unsigned int, hiprtcJIT_option*,
                               void**) {
  rtc_not_supported("hiprtcLinkAddFile");
  return HIPRTC_ERROR_LINKING;
}
hiprtcResult hiprtcLinkAddData(hiprtcLinkState, hiprtcJITInputType, void*, size_t, const char*, unsigned int,
                               hiprtcJIT_option*, void**) {
  rtc_not_supported("hiprtcLinkAddData");
  return HIPRTC_ERROR_LINKING;
}
hiprtcResult hiprtcLinkComplete(hiprtcLinkState, void**, size_t*) {
  rtc_not_supported("hiprtcLinkComplete");
  return HIPRTC_ERROR_LINKING;
}
hiprtcResult hiprtcLinkDestroy(hiprtcLinkState) {
  rtc_not_supported("hiprtcLinkDestroy");
  return HIPRTC_ERROR_LINKING;
}

}  // extern "C"
