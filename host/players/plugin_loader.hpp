// Player plugins: what the host knows of one (PluginInfo, plain data), how folders are scanned, and
// how a plugin is loaded and run in this process (only in a child process, unless a person asks
// for --in-process).
//
// Scanning never loads a plugin into the host: each file is opened by a child process
// (`plyground scan-plugin FILE`) that reports its descriptor as text, so a plugin that crashes,
// hangs or exits while loading costs only that file, which is listed as refused with the reason.
// Results are cached by path, size and modification time.
//
// Errors: a file that cannot be used is a LoadFailure with its reason, kept with the scan; creating
// an instance throws std::runtime_error; an instance's calls return a Status with the plugin's message.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "base/status.hpp"
#include "plyground/plugin.h"

namespace plyground::host {

// The kinds of option, as UCI has them: the plugin interface's PLY_OPTION_*.
enum class OptionType : int32_t {
  SPIN = PLY_OPTION_SPIN,    // a whole number within min..max
  CHECK = PLY_OPTION_CHECK,  // true or false
  COMBO = PLY_OPTION_COMBO,  // one of its choices
  TEXT = PLY_OPTION_STRING,  // any text
};
// A kind as UCI's `option ... type` names it ("spin", "check", "combo", "string"), and back (a
// word of no other kind is text).
std::string_view uci_type_word(OptionType type);
OptionType option_type_of(std::string_view uci_word);

struct OptionInfo {
  std::string name;
  OptionType type = OptionType::TEXT;
  std::string default_value;
  int64_t min = 0, max = 0;          // spin
  std::vector<std::string> choices;  // combo
  std::string description;
  // What the plugin itself would say of `value` (the kit's checker, on this declaration): whether
  // it takes it, else the fault ("option 'seed' must be between 0 and 2147483647, not -5").
  Status value_fault(const std::string& value) const;
};

// A plugin's descriptor, checked and copied as data: names as the ABI documents them, texts
// length-limited and free of control characters.
struct PluginInfo {
  std::filesystem::path file;
  std::string name, version, author, description;
  std::vector<std::string> games;  // the ids of the games it plays
  std::vector<OptionInfo> options;
  const OptionInfo* find_option(std::string_view option) const;
  bool plays(std::string_view game) const;
};

struct LoadFailure {
  std::filesystem::path file;
  std::string reason;  // what a person can act on
};

// Where plugins are looked for, in order: `plugins/` next to the executable (shipped_plugins()),
// each folder of $PLYGROUND_PLUGIN_PATH (colon-separated), then ~/.local/share/plyground/plugins.
std::vector<std::filesystem::path> plugin_folders();
// The shipped players' folder, `plugins/` next to the executable: the only plugins a command may
// load into the host without being asked (--in-process), as the benchmarks do.
std::filesystem::path shipped_plugins();

struct PluginScan {
  std::vector<PluginInfo> plugins;
  std::vector<LoadFailure> failures;
  const PluginInfo* find(std::string_view name) const;
};
// Every shared library (*.so) in `folders`, then each of `extra_files`, each described by a scanner
// child (a few per core at once, each given `timeout` from its start). A second plugin with a name
// already found is a failure ("duplicate name").
PluginScan scan_plugins(const std::vector<std::filesystem::path>& folders,
                        const std::vector<std::filesystem::path>& extra_files = {},
                        std::chrono::milliseconds timeout = std::chrono::milliseconds(2000));
// The memory a scanner child may use, in MB.
constexpr int kScannerMemoryMb = 1024;

// Loads one file into this process and checks its descriptor: what a scanner child does, and what
// --in-process does. The plugin's load-time code runs here.
class Library;
struct LoadedPlugin {
  PluginInfo info;
  std::shared_ptr<const Library> library;
  const ply_plugin* descriptor = nullptr;  // owned by the library
};
std::variant<LoadedPlugin, LoadFailure> load_plugin(const std::filesystem::path& file);

// Text from a plugin, made safe to print, to write into PGN and to send as one protocol line:
// control characters become spaces and it is cut to `limit` bytes.
std::string clean_text(const char* text, size_t limit);

// One file's scan result as one line of text, and back (nothing when the line is not one).
std::string scan_record(const std::variant<PluginInfo, LoadFailure>& result);
std::optional<std::variant<PluginInfo, LoadFailure>> parse_scan_record(const std::string& line);

// One instance of a plugin's player in this process: created on construction, destroyed with the
// object.
class PluginInstance {
 public:
  // Throws std::runtime_error with the plugin's message when create fails.
  PluginInstance(const LoadedPlugin& plugin, const std::string& game);
  ~PluginInstance();
  PluginInstance(const PluginInstance&) = delete;
  PluginInstance& operator=(const PluginInstance&) = delete;

  const PluginInfo& info() const { return plugin_.info; }
  // Each fails with the plugin's message (one line, length-limited).
  Status set_option(const std::string& name, const std::string& value);
  // Its options beyond the plugin's, which an option made (plyground.options.1: a script's own).
  std::vector<OptionInfo> own_options() const;
  Status new_game();
  Status choose_move(const ply_position& position, const ply_limits& limits, const ply_host& host, ply_result& result);
  void stop();  // any thread

 private:
  LoadedPlugin plugin_;
  void* self_ = nullptr;
};

}  // namespace plyground::host
