#define BOOST_DLL_USE_STD_FS
#include "players/plugin_loader.hpp"

#include <algorithm>
#include <boost/dll/shared_library.hpp>
#include <cstdlib>
#include <set>
#include <system_error>

namespace plyground::host {

class Library {
 public:
  explicit Library(boost::dll::shared_library library) : library_(std::move(library)) {}
  const boost::dll::shared_library& get() const { return library_; }

 private:
  boost::dll::shared_library library_;
};

namespace {

// The descriptor's options, each found at the stride of the plugin's own struct size.
std::vector<const ply_option*> option_list(const ply_plugin& d) {
  std::vector<const ply_option*> list;
  const auto* bytes = reinterpret_cast<const char*>(d.options);
  for (uint32_t i = 0; i < d.option_count; ++i)
    list.push_back(reinterpret_cast<const ply_option*>(bytes + size_t(i) * d.options[0].struct_size));
  return list;
}

// The fields a descriptor must hold for the host to use it.
std::string descriptor_fault(const ply_plugin& d) {
  if (!d.name || !*d.name) return "the descriptor has no name";
  if (!d.games || !d.games[0]) return "the descriptor names no game";
  if (!d.create || !d.set_option || !d.new_game || !d.choose_move || !d.stop || !d.destroy)
    return "the descriptor lacks a function (create, set_option, new_game, choose_move, stop or destroy)";
  if (d.option_count && !d.options) return "the descriptor counts options but gives none";
  if (d.option_count && d.options[0].struct_size < sizeof(ply_option))
    return "its options are " + std::to_string(d.options[0].struct_size) + " bytes each, expected at least " +
           std::to_string(sizeof(ply_option)) + " (set struct_size to sizeof(ply_option))";
  for (uint32_t i = 0; i < d.option_count; ++i) {
    const ply_option& o = *option_list(d)[i];
    const std::string which = "option " + std::to_string(i + 1);
    if (!o.name || !*o.name || !o.default_value) return which + " has no name or no default";
    const std::string name = std::string("option '") + o.name + "'";
    const std::string value = o.default_value;
    switch (o.type) {
      case PLY_OPTION_SPIN: {
        char* end = nullptr;
        const long long v = std::strtoll(value.c_str(), &end, 10);
        if (o.min > o.max) return name + " has min " + std::to_string(o.min) + " above max " + std::to_string(o.max);
        if (value.empty() || *end || v < o.min || v > o.max)
          return name + " has default '" + value + "' outside " + std::to_string(o.min) + ".." + std::to_string(o.max);
        break;
      }
      case PLY_OPTION_CHECK:
        if (value != "true" && value != "false") return name + " is a check with default '" + value + "'";
        break;
      case PLY_OPTION_COMBO: {
        bool found = false;
        for (const char* const* c = o.choices; c && *c; ++c) found |= value == *c;
        if (!found) return name + " has default '" + value + "' that is not one of its choices";
        break;
      }
      case PLY_OPTION_STRING:
        break;
      default:
        return name + " has an unknown type " + std::to_string(o.type);
    }
  }
  return "";
}

// Turns the loader's error into a reason a person can act on.
std::string load_error_reason(const std::filesystem::path& file, const std::string& what) {
  if (what.find("file too short") != std::string::npos || what.find("invalid ELF header") != std::string::npos ||
      what.find("not a dynamic") != std::string::npos)
    return "not a shared library (" + what + ")";
  if (what.find("No such file") != std::string::npos) return "no such file";
  if (what.find("undefined symbol") != std::string::npos)
    return "it needs a symbol no loaded library provides; rebuild it against this SDK (" + what + ")";
  return what.empty() ? "cannot load " + file.string() : what;
}

}  // namespace

const ply_option* Plugin::find_option(std::string_view name) const {
  for (const ply_option* o : options)
    if (name == o->name) return o;
  return nullptr;
}

bool Plugin::plays(std::string_view game) const { return std::find(games.begin(), games.end(), game) != games.end(); }

std::variant<Plugin, LoadFailure> load_plugin(const std::filesystem::path& path) {
  std::error_code ec;
  const std::filesystem::path file = std::filesystem::absolute(path, ec);  // never searched in LD paths
  if (!std::filesystem::is_regular_file(file, ec)) return LoadFailure{path, "no such file"};
  boost::dll::shared_library library;
  try {  // the throwing form carries the system loader's own message
    library.load(file, boost::dll::load_mode::rtld_now | boost::dll::load_mode::rtld_local);
  } catch (const std::system_error& e) {
    return LoadFailure{file, load_error_reason(file, e.what())};
  }
  if (!library.has(PLY_ENTRY_SYMBOL))
    return LoadFailure{file, std::string("no entry symbol '") + PLY_ENTRY_SYMBOL +
                                 "': not a Plyground plugin (export it with PLYGROUND_PLUGIN)"};
  const auto entry = library.get<const ply_plugin*()>(PLY_ENTRY_SYMBOL);
  const ply_plugin* d = entry();
  if (!d) return LoadFailure{file, "the entry symbol returned no descriptor"};
  if (d->abi_major != PLY_ABI_MAJOR)
    return LoadFailure{file, "built for plugin ABI " + std::to_string(d->abi_major) + "." +
                                 std::to_string(d->abi_minor) + ", this Plyground speaks " +
                                 std::to_string(PLY_ABI_MAJOR) + "." + std::to_string(PLY_ABI_MINOR) +
                                 ": rebuild the plugin against this SDK"};
  if (d->struct_size < sizeof(ply_plugin))
    return LoadFailure{file, "descriptor too small (" + std::to_string(d->struct_size) + " bytes, expected at least " +
                                 std::to_string(sizeof(ply_plugin)) + ")"};
  if (const std::string fault = descriptor_fault(*d); !fault.empty()) return LoadFailure{file, fault};
  std::vector<std::string> games;
  for (const char* const* g = d->games; *g; ++g) games.emplace_back(*g);
  return Plugin{file, std::make_shared<const Library>(std::move(library)), d, option_list(*d), std::move(games)};
}

std::vector<std::filesystem::path> plugin_folders() {
  std::vector<std::filesystem::path> folders;
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) folders.push_back(exe.parent_path() / "plugins");
  if (const char* path = std::getenv("PLYGROUND_PLUGIN_PATH")) {
    std::string list = path;
    for (size_t start = 0; start <= list.size();) {
      const size_t end = std::min(list.find(':', start), list.size());
      if (end > start) folders.emplace_back(list.substr(start, end - start));
      start = end + 1;
    }
  }
  if (const char* home = std::getenv("HOME")) folders.push_back(std::filesystem::path(home) / ".local/share/plyground/plugins");
  return folders;
}

const Plugin* PluginScan::find(std::string_view name) const {
  for (const Plugin& p : plugins)
    if (name == p.descriptor->name) return &p;
  return nullptr;
}

PluginScan scan_plugins(const std::vector<std::filesystem::path>& folders,
                        const std::vector<std::filesystem::path>& extra_files) {
  std::vector<std::filesystem::path> files;
  for (const auto& folder : folders) {
    std::error_code ec;
    std::vector<std::filesystem::path> found;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
      if (entry.path().extension() == ".so") found.push_back(entry.path());
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  files.insert(files.end(), extra_files.begin(), extra_files.end());

  PluginScan scan;
  std::set<std::filesystem::path> seen;
  for (const auto& file : files) {
    std::error_code ec;
    const auto canonical = std::filesystem::weakly_canonical(file, ec);
    if (!seen.insert(ec ? file : canonical).second) continue;  // the same file twice
    auto loaded = load_plugin(file);
    if (auto* failure = std::get_if<LoadFailure>(&loaded)) {
      scan.failures.push_back(std::move(*failure));
      continue;
    }
    Plugin& plugin = std::get<Plugin>(loaded);
    if (const Plugin* first = scan.find(plugin.descriptor->name)) {
      scan.failures.push_back({plugin.file, std::string("duplicate name '") + plugin.descriptor->name +
                                                "': already loaded from " + first->file.string()});
      continue;
    }
    scan.plugins.push_back(std::move(plugin));
  }
  return scan;
}

PluginInstance::PluginInstance(const Plugin& plugin, const std::string& game) : plugin_(plugin) {
  char error[512] = "";
  self_ = plugin_.descriptor->create(game.c_str(), error, sizeof error);
  if (!self_)
    throw std::runtime_error(std::string(plugin_.descriptor->name) + " could not start: " +
                             (error[0] ? error : "create failed without a message"));
}

PluginInstance::~PluginInstance() {
  if (self_) plugin_.descriptor->destroy(self_);
}

std::string PluginInstance::set_option(const std::string& name, const std::string& value) {
  char error[512] = "";
  if (plugin_.descriptor->set_option(self_, name.c_str(), value.c_str(), error, sizeof error) == PLY_OK) return "";
  return error[0] ? error : "set_option failed without a message";
}

std::string PluginInstance::new_game() {
  char error[512] = "";
  if (plugin_.descriptor->new_game(self_, error, sizeof error) == PLY_OK) return "";
  return error[0] ? error : "new_game failed without a message";
}

std::string PluginInstance::choose_move(const ply_position& position, const ply_limits& limits,
                                        const ply_host& host, ply_result& result) {
  char error[512] = "";
  result = ply_result{};
  result.struct_size = sizeof(ply_result);
  if (plugin_.descriptor->choose_move(self_, &position, &limits, &host, &result, error, sizeof error) == PLY_OK) {
    result.move[sizeof result.move - 1] = '\0';  // never trust the plugin to terminate it
    return "";
  }
  return error[0] ? error : "choose_move failed without a message";
}

void PluginInstance::stop() { plugin_.descriptor->stop(self_); }

}  // namespace plyground::host
