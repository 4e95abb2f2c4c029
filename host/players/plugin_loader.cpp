#define BOOST_DLL_USE_STD_FS
#include "players/plugin_loader.hpp"

#include <algorithm>
#include <boost/algorithm/string/predicate.hpp>
#include <boost/dll/shared_library.hpp>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <locale>
#include <set>
#include <system_error>

#include "base/files.hpp"
#include "base/printable.hpp"
#include "plyground/player.hpp"

namespace plyground::host {

class Library {
 public:
  explicit Library(boost::dll::shared_library library) : library_(std::move(library)) {}
  const boost::dll::shared_library& get() const { return library_; }

 private:
  boost::dll::shared_library library_;
};

std::string clean_text(const char* text, size_t limit) {
  return text ? printable(std::string_view(text, strnlen(text, limit))) : "";
}

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
  if (d.option_count > PLY_MOST_OPTIONS)
    return "it declares " + std::to_string(d.option_count) + " options, more than " + std::to_string(PLY_MOST_OPTIONS);
  if (d.option_count && d.options[0].struct_size < sizeof(ply_option))
    return "its options are " + std::to_string(d.options[0].struct_size) + " bytes each, expected at least " +
           std::to_string(sizeof(ply_option)) + " (set struct_size to sizeof(ply_option))";
  const std::vector<const ply_option*> options = option_list(d);
  for (uint32_t i = 0; i < d.option_count; ++i) {
    const ply_option& o = *options[i];
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
std::string load_error_reason(const std::filesystem::path& file, std::string what) {
  // The system loader's own words, from Boost's wrapping ("... (dlerror system message: WORDS): Bad
  // file descriptor", where the last part is an unrelated errno).
  constexpr std::string_view kLoader = "dlerror system message: ";
  if (const size_t at = what.find(kLoader); at != std::string::npos) {
    what = what.substr(at + kLoader.size());
    if (const size_t close = what.rfind(')'); close != std::string::npos) what.erase(close);
  }
  if (what.find("file too short") != std::string::npos || what.find("invalid ELF header") != std::string::npos ||
      what.find("not a dynamic") != std::string::npos)
    return "not a shared library (" + what + ")";
  if (what.find("No such file") != std::string::npos) return "no such file";
  if (what.find("undefined symbol") != std::string::npos)
    return "it needs a symbol no loaded library provides; rebuild it against this SDK (" + what + ")";
  return what.empty() ? "cannot load " + file.string() : what;
}

// Names as the ABI documents them: [a-z0-9_-], 1 to 64 characters.
bool is_plain_name(const char* name) {
  if (!name) return false;
  const size_t n = strnlen(name, 65);
  if (n == 0 || n > 64) return false;
  for (size_t i = 0; i < n; ++i)
    if (!std::islower(static_cast<unsigned char>(name[i])) && !std::isdigit(static_cast<unsigned char>(name[i])) &&
        name[i] != '_' && name[i] != '-')
      return false;
  return true;
}

// An option name that a player spec can carry ("name:option=value,..."): printable, without
// ',' '=' ':', at most 64 characters.
bool is_option_name(const char* name) {
  if (!name) return false;
  const size_t n = strnlen(name, 65);
  if (n == 0 || n > 64) return false;
  for (size_t i = 0; i < n; ++i) {
    const auto c = static_cast<unsigned char>(name[i]);
    if (c < 32 || c >= 127 || c == ',' || c == '=' || c == ':') return false;
  }
  return true;
}

// An option as data, or why it cannot be used.
std::variant<OptionInfo, std::string> option_info(const ply_option& o) {
  if (!is_option_name(o.name))
    return "an option name '" + clean_text(o.name, 64) + "' is not 1 to 64 printable characters without , = :";
  OptionInfo option{
      o.name, OptionType(o.type), clean_text(o.default_value, 256), o.min, o.max, {}, clean_text(o.description, 512)};
  for (const char* const* c = o.choices; o.type == PLY_OPTION_COMBO && c && *c; ++c) {
    if (option.choices.size() == 64) return "option '" + option.name + "' has more than 64 choices";
    option.choices.push_back(clean_text(*c, 64));
  }
  return option;
}

// The descriptor as data, or why it cannot be used.
std::variant<PluginInfo, std::string> describe(const std::filesystem::path& file, const ply_plugin& d) {
  if (!is_plain_name(d.name))
    return "its name '" + clean_text(d.name, 64) + "' is not 1 to 64 characters of a-z, 0-9, '_' and '-'";
  PluginInfo info{file, d.name, clean_text(d.version, 64), clean_text(d.author, 128), clean_text(d.description, 512),
                  {},   {}};
  for (const char* const* g = d.games; *g; ++g) {
    if (!is_plain_name(*g)) return "a game id '" + clean_text(*g, 64) + "' is not a-z, 0-9, '_' and '-'";
    if (info.games.size() == 64) return "it names more than 64 games";
    info.games.emplace_back(*g);
  }
  for (const ply_option* o : option_list(d)) {
    std::variant<OptionInfo, std::string> option = option_info(*o);
    if (auto* why = std::get_if<std::string>(&option)) return *why;
    info.options.push_back(std::get<OptionInfo>(std::move(option)));
  }
  return info;
}

// Record fields: tab-separated, with backslash, tab and newline escaped, and every other byte but
// printable ASCII as \xHH, so that a line stays as it was written through a reader that cleans
// what it reads (a file's name may hold any byte but '/' and NUL).
std::string escape(const std::string& text) {
  std::string out;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\\' || c == '\t' || c == '\n') {
      out += c == '\\' ? "\\\\" : c == '\t' ? "\\t" : "\\n";
    } else if (byte < 32 || byte >= 127) {
      static constexpr char kHex[] = "0123456789abcdef";
      out += {'\\', 'x', kHex[byte >> 4], kHex[byte & 15]};
    } else {
      out += c;
    }
  }
  return out;
}

std::vector<std::string> split_fields(const std::string& line) {
  std::vector<std::string> fields(1);
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '\t') {
      fields.emplace_back();
    } else if (line[i] == '\\' && line.compare(i + 1, 1, "x") == 0 && i + 3 < line.size() &&
               std::isxdigit(static_cast<unsigned char>(line[i + 2])) &&
               std::isxdigit(static_cast<unsigned char>(line[i + 3]))) {
      fields.back() += char(std::stoi(line.substr(i + 2, 2), nullptr, 16));
      i += 3;
    } else if (line[i] == '\\' && i + 1 < line.size()) {
      const char next = line[++i];
      fields.back() += next == 't' ? '\t' : next == 'n' ? '\n' : next;
    } else {
      fields.back() += line[i];
    }
  }
  return fields;
}

// The plugin call under way on this thread, for the exit guard below.
thread_local const char* current_call = nullptr;
thread_local const std::string* current_player = nullptr;

// A plugin in this process that calls exit() would end the program with status 0 and no word: this
// says who did it and makes the status a failure. (Games already finished are written.)
void exit_guard() {
  if (!current_call) return;
  std::fprintf(stderr, "error: %s called exit() in %s\n", current_player ? current_player->c_str() : "a plugin",
               current_call);
  std::_Exit(1);
}

// Around each call into a plugin in this process: the exit guard armed, and numbers written the C
// way again afterwards, whatever locale the plugin set.
class PluginCall {
 public:
  PluginCall(const std::string& player, const char* call) {
    static const bool registered = std::atexit(exit_guard) == 0;
    (void)registered;
    current_call = call;
    current_player = &player;
  }
  ~PluginCall() {
    current_call = nullptr;
    std::locale::global(std::locale::classic());  // C++'s and, being named "C", C's too
  }
  PluginCall(const PluginCall&) = delete;
  PluginCall& operator=(const PluginCall&) = delete;
};

}  // namespace

std::string_view uci_type_word(OptionType type) {
  return type == OptionType::SPIN    ? "spin"
         : type == OptionType::CHECK ? "check"
         : type == OptionType::COMBO ? "combo"
                                     : "string";
}

OptionType option_type_of(std::string_view uci_word) {
  for (const OptionType type : {OptionType::SPIN, OptionType::CHECK, OptionType::COMBO})
    if (uci_type_word(type) == uci_word) return type;
  return OptionType::TEXT;
}

Status OptionInfo::value_fault(const std::string& value) const {
  // A value goes to a child as one word of a protocol line: a line break would end the line.
  if (value.find_first_of("\r\n") != std::string::npos)
    return failure("option '" + name + "' takes a value of one line, not one holding a line break");
  std::vector<const char*> choice_texts;
  for (const std::string& c : choices) choice_texts.push_back(c.c_str());
  choice_texts.push_back(nullptr);
  const ply_option declared{sizeof(ply_option),  name.c_str(), int32_t(type), default_value.c_str(), min, max,
                            choice_texts.data(), nullptr};
  if (std::string fault = plugin_detail::option_fault({&declared, 1}, {}, name.c_str(), value.c_str()); !fault.empty())
    return failure(std::move(fault));
  return {};
}

const OptionInfo* PluginInfo::find_option(std::string_view option) const {
  for (const OptionInfo& o : options)
    if (boost::algorithm::iequals(option, o.name)) return &o;
  return nullptr;
}

bool PluginInfo::plays(std::string_view game) const {
  return std::find(games.begin(), games.end(), game) != games.end();
}

std::variant<LoadedPlugin, LoadFailure> load_plugin(const std::filesystem::path& path) {
  std::error_code ec;
  const std::filesystem::path file = std::filesystem::absolute(path, ec);  // never searched in LD paths
  if (const Status readable = regular_file(file); !readable) return LoadFailure{path, readable.reason()};
  boost::dll::shared_library library;
  const std::string who = file.string();
  const PluginCall guard(who, "its load-time code");
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
  auto described = describe(file, *d);
  if (auto* why = std::get_if<std::string>(&described)) return LoadFailure{file, *why};
  return LoadedPlugin{std::move(std::get<PluginInfo>(described)), std::make_shared<const Library>(std::move(library)),
                      d};
}

std::string scan_record(const std::variant<PluginInfo, LoadFailure>& result) {
  std::vector<std::string> fields;
  if (const auto* failure = std::get_if<LoadFailure>(&result)) {
    fields = {"refused", failure->file.string(), failure->reason};
  } else {
    const PluginInfo& p = std::get<PluginInfo>(result);
    fields = {"plugin", p.file.string(), p.name, p.version, p.author, p.description, std::to_string(p.games.size())};
    fields.insert(fields.end(), p.games.begin(), p.games.end());
    fields.push_back(std::to_string(p.options.size()));
    for (const OptionInfo& o : p.options) {
      fields.insert(fields.end(), {o.name, std::to_string(int(o.type)), o.default_value, std::to_string(o.min),
                                   std::to_string(o.max), o.description, std::to_string(o.choices.size())});
      fields.insert(fields.end(), o.choices.begin(), o.choices.end());
    }
  }
  std::string line;
  for (const std::string& f : fields) line += (line.empty() ? "" : "\t") + escape(f);
  return line;
}

namespace {

// A record read back is held to what describe() lets through: a scanner child's answer can be
// written by the plugin's own load-time code, and the cache is a file. Plain names, option names a
// spec can carry, known option types, and texts printable and cut to their sizes; else nothing.
std::optional<std::variant<PluginInfo, LoadFailure>> held_to_rules(PluginInfo p) {
  auto plain = [](const std::string& name) {
    return name.find('\0') == std::string::npos && is_plain_name(name.c_str());
  };
  if (!plain(p.name) || !std::all_of(p.games.begin(), p.games.end(), plain)) return std::nullopt;
  p.version = clean_text(p.version.c_str(), 64), p.author = clean_text(p.author.c_str(), 128);
  p.description = clean_text(p.description.c_str(), 512);
  for (OptionInfo& o : p.options) {
    if (o.name.find('\0') != std::string::npos || !is_option_name(o.name.c_str())) return std::nullopt;
    if (int(o.type) < PLY_OPTION_SPIN || int(o.type) > PLY_OPTION_STRING) return std::nullopt;
    o.default_value = clean_text(o.default_value.c_str(), 256), o.description = clean_text(o.description.c_str(), 512);
    for (std::string& c : o.choices) c = clean_text(c.c_str(), 64);
  }
  return p;
}

}  // namespace

std::optional<std::variant<PluginInfo, LoadFailure>> parse_scan_record(const std::string& line) {
  const std::vector<std::string> f = split_fields(line);
  if (f.size() == 3 && f[0] == "refused") return LoadFailure{f[1], clean_text(f[2].c_str(), 1024)};
  if (f.size() < 8 || f[0] != "plugin") return std::nullopt;
  size_t at = 6;
  // The next field as a count of at most `most`, or nothing.
  auto count = [&](size_t most) -> std::optional<size_t> {
    if (at >= f.size()) return std::nullopt;
    char* end = nullptr;
    const unsigned long n = std::strtoul(f[at].c_str(), &end, 10);
    if (f[at].empty() || *end || n > most) return std::nullopt;
    ++at;
    return n;
  };
  PluginInfo p{f[1], f[2], f[3], f[4], f[5], {}, {}};
  const auto games = count(64);
  if (!games || at + *games > f.size()) return std::nullopt;
  p.games.assign(f.begin() + long(at), f.begin() + long(at + *games));
  at += *games;
  const auto options = count(1024);
  if (!options) return std::nullopt;
  for (size_t i = 0; i < *options; ++i) {
    if (at + 7 > f.size()) return std::nullopt;
    OptionInfo o{f[at],
                 OptionType(std::atoi(f[at + 1].c_str())),
                 f[at + 2],
                 std::atoll(f[at + 3].c_str()),
                 std::atoll(f[at + 4].c_str()),
                 {},
                 f[at + 5]};
    at += 6;
    const auto choices = count(64);
    if (!choices || at + *choices > f.size()) return std::nullopt;
    o.choices.assign(f.begin() + long(at), f.begin() + long(at + *choices));
    at += *choices;
    p.options.push_back(std::move(o));
  }
  if (at != f.size()) return std::nullopt;
  return held_to_rules(std::move(p));
}

std::filesystem::path shipped_plugins() {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::filesystem::path() : exe.parent_path() / "plugins";
}

std::vector<std::filesystem::path> plugin_folders() {
  std::vector<std::filesystem::path> folders;
  if (std::filesystem::path shipped = shipped_plugins(); !shipped.empty()) folders.push_back(std::move(shipped));
  for (std::filesystem::path& folder : path_list(std::getenv("PLYGROUND_PLUGIN_PATH")))
    folders.push_back(std::move(folder));
  if (const char* home = std::getenv("HOME"))
    folders.push_back(std::filesystem::path(home) / ".local/share/plyground/plugins");
  return folders;
}

const PluginInfo* PluginScan::find(std::string_view name) const {
  for (const PluginInfo& p : plugins)
    if (name == p.name) return &p;
  return nullptr;
}

namespace {

// A plugin's message from an error buffer it may have left unterminated: one line, cut short.
std::string message(const char (&error)[512], const char* otherwise) {
  const std::string text = plugin_text(clean_text(error, sizeof error - 1));
  return text.empty() ? otherwise : text;
}

}  // namespace

PluginInstance::PluginInstance(const LoadedPlugin& plugin, const std::string& game) : plugin_(plugin) {
  char error[512] = "";
  const PluginCall guard(plugin_.info.name, "create");
  self_ = plugin_.descriptor->create(game.c_str(), error, sizeof error);
  if (!self_)
    throw std::runtime_error(plugin_.info.name +
                             " could not start: " + message(error, "create failed without a message"));
}

PluginInstance::~PluginInstance() {
  const PluginCall guard(plugin_.info.name, "destroy");
  if (self_) plugin_.descriptor->destroy(self_);
}

Status PluginInstance::set_option(const std::string& name, const std::string& value) {
  char error[512] = "";
  const PluginCall guard(plugin_.info.name, "set_option");
  if (plugin_.descriptor->set_option(self_, name.c_str(), value.c_str(), error, sizeof error) == PLY_OK) return {};
  return failure(message(error, "set_option failed without a message"));
}

std::vector<OptionInfo> PluginInstance::own_options() const {
  const ply_plugin& d = *plugin_.descriptor;
  const void* found = d.struct_size >= offsetof(ply_plugin, get_extension) + sizeof d.get_extension && d.get_extension
                          ? d.get_extension(PLY_EXTENSION_OPTIONS)
                          : nullptr;
  const auto* extension = static_cast<const ply_instance_options*>(found);
  if (!extension || extension->struct_size < sizeof(ply_instance_options) || !extension->options) return {};
  uint32_t count = 0;
  const ply_option* list = extension->options(self_, &count);
  std::vector<OptionInfo> out;
  for (uint32_t i = 0; list && i < std::min<uint32_t>(count, PLY_MOST_OPTIONS); ++i)
    if (std::variant<OptionInfo, std::string> option = option_info(list[i]); option.index() == 0)
      out.push_back(std::get<OptionInfo>(std::move(option)));
  return out;
}

Status PluginInstance::new_game() {
  char error[512] = "";
  const PluginCall guard(plugin_.info.name, "new_game");
  if (plugin_.descriptor->new_game(self_, error, sizeof error) == PLY_OK) return {};
  return failure(message(error, "new_game failed without a message"));
}

Status PluginInstance::choose_move(const ply_position& position, const ply_limits& limits, const ply_host& host,
                                   ply_result& result) {
  char error[512] = "";
  result = ply_result{};
  result.struct_size = sizeof(ply_result);
  const PluginCall guard(plugin_.info.name, "choose_move");
  const int32_t status =
      plugin_.descriptor->choose_move(self_, &position, &limits, &host, &result, error, sizeof error);
  result.move[sizeof result.move - 1] = '\0';  // never trust the plugin to terminate it
  if (status == PLY_OK) return {};
  return failure(message(error, "choose_move failed without a message"));
}

void PluginInstance::stop() { plugin_.descriptor->stop(self_); }

}  // namespace plyground::host
