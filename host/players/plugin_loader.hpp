// Finding and loading player plugins. Keeps Boost.DLL out of every other header: a loaded library
// is held by shared pointer, and each instance keeps its library loaded for as long as it lives.
// Errors: a file that does not load is a LoadFailure with its reason, kept with the scan; creating
// an instance throws std::runtime_error; an instance's calls return "" or the plugin's message.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "plyground/plugin.h"

namespace plyground::host {

class Library;  // a loaded shared library (Boost.DLL), defined in plugin_loader.cpp

struct Plugin {
  std::filesystem::path file;
  std::shared_ptr<const Library> library;
  const ply_plugin* descriptor = nullptr;  // owned by the library
  std::vector<const ply_option*> options;  // the descriptor's, found by their own size
  std::vector<std::string> games;          // the ids of the games it plays
  const ply_option* find_option(std::string_view name) const;
  bool plays(std::string_view game) const;
};

struct LoadFailure {
  std::filesystem::path file;
  std::string reason;  // what a person can act on
};

// Loads one file and checks its descriptor (ABI version, size, required fields).
std::variant<Plugin, LoadFailure> load_plugin(const std::filesystem::path& file);

// Where plugins are looked for, in order: `plugins/` next to the executable, each folder of
// $PLYGROUND_PLUGIN_PATH (colon-separated), then ~/.local/share/plyground/plugins.
std::vector<std::filesystem::path> plugin_folders();

struct PluginScan {
  std::vector<Plugin> plugins;
  std::vector<LoadFailure> failures;
  const Plugin* find(std::string_view name) const;
};
// Every shared library (*.so) in `folders`, then each of `extra_files`. A second plugin with a name
// already found is a failure ("duplicate name").
PluginScan scan_plugins(const std::vector<std::filesystem::path>& folders,
                        const std::vector<std::filesystem::path>& extra_files = {});

// One instance of a plugin's player: created on construction, destroyed with the object.
class PluginInstance {
 public:
  // Throws std::runtime_error with the plugin's message when create fails.
  PluginInstance(const Plugin& plugin, const std::string& game);
  ~PluginInstance();
  PluginInstance(const PluginInstance&) = delete;
  PluginInstance& operator=(const PluginInstance&) = delete;

  const Plugin& plugin() const { return plugin_; }
  // Each returns "" on success, else the plugin's message.
  std::string set_option(const std::string& name, const std::string& value);
  std::string new_game();
  std::string choose_move(const ply_position& position, const ply_limits& limits, const ply_host& host,
                          ply_result& result);
  void stop();  // any thread

 private:
  Plugin plugin_;
  void* self_ = nullptr;
};

}  // namespace plyground::host
