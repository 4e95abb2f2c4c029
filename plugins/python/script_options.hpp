// A Python player's own options, as its script declares them in a dict named OPTIONS:
//
//   OPTIONS = {"threats": 30,                        # a whole number
//              "margin": (50, 0, 400),               # a whole number from 0 to 400
//              "aggressive": True,                   # true or false
//              "style": ("calm", ["calm", "wild"]),  # one of a list
//              "book": "book.txt"}                   # a text (a file: found in the script's folder)
//
// Each is then an option like a C++ player's (my.py:threats=40, the window, a GUI's setoption),
// checked by the kit, and the value set is written into the dict, as an int, a bool or a str,
// where the script reads it: OPTIONS["threats"].
#pragma once

#include <pybind11/pybind11.h>

#include <climits>
#include <deque>
#include <filesystem>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "plyground/plugin.h"

namespace plyground::python {

namespace py = pybind11;

class ScriptOptions {
 public:
  ScriptOptions() = default;
  ScriptOptions(ScriptOptions&&) = default;  // what the declarations point to moves with them
  ScriptOptions& operator=(ScriptOptions&&) = default;
  ScriptOptions(const ScriptOptions&) = delete;
  ScriptOptions& operator=(const ScriptOptions&) = delete;
  // The declarations of `options` (the script's OPTIONS, or None) of the script `file`, none of them
  // named as one of the plugin's `reserved`; throws std::invalid_argument naming one it cannot
  // take. Holds the GIL.
  ScriptOptions(const py::object& options, std::span<const ply_option> reserved, const std::filesystem::path& file)
      : script_(file) {
    if (options.is_none()) return;
    if (!py::isinstance<py::dict>(options)) throw std::invalid_argument("OPTIONS is a dict of the player's options");
    dict_ = options;
    for (const py::handle item : py::list(dict_.attr("items")())) {  // a copy: each default is written back
      const py::tuple pair = item.cast<py::tuple>();
      if (!py::isinstance<py::str>(pair[0]))
        throw std::invalid_argument("OPTIONS: a name is a text, not " + repr(pair[0]));
      declare(pair[0].cast<std::string>(), pair[1], reserved);
    }
    for (size_t i = 0; i < options_.size(); ++i)
      if (options_[i].type == PLY_OPTION_COMBO) options_[i].choices = choices_[i].data();
  }

  std::span<const ply_option> declared() const { return options_; }
  void release() { dict_.release(); }  // when no interpreter is left to give it back to
  bool has(std::string_view name) const {
    for (const ply_option& o : options_)
      if (name == o.name) return true;
    return false;
  }
  // The value, checked by the kit against its declaration, into the dict. Holds the GIL.
  void set(std::string_view name, std::string_view value) {
    for (const ply_option& o : options_) {
      if (name != o.name) continue;
      const std::string text(value);
      if (o.type == PLY_OPTION_SPIN)
        dict_[py::str(o.name)] = py::int_(std::stoll(text));
      else if (o.type == PLY_OPTION_CHECK)
        dict_[py::str(o.name)] = py::bool_(value == "true");
      else
        dict_[py::str(o.name)] = py::str(o.type == PLY_OPTION_STRING ? own_path(text) : text);
    }
  }

 private:
  static std::string repr(const py::handle& value) { return py::repr(value).cast<std::string>(); }
  // A text naming a file by a relative path, made whole where the script's data is (my/ beside
  // my.py, which the sandbox lets it read), as the kit's own_path reads a plugin's; any other as it is.
  std::string own_path(const std::string& text) const {
    const std::filesystem::path given(text), data = script_.parent_path() / script_.stem() / given;
    std::error_code ec;
    if (text.empty() || given.is_absolute() || !std::filesystem::is_regular_file(data, ec)) return text;
    return data.string();
  }
  const char* keep(std::string text) { return texts_.emplace_back(std::move(text)).c_str(); }

  void declare(const std::string& name, const py::object& value, std::span<const ply_option> reserved) {
    const std::string where = "OPTIONS['" + name + "']";
    if (name.empty() || name.size() > 64 || name.find_first_of(",=: \t\n") != std::string::npos)
      throw std::invalid_argument(where + ": a name is 1 to 64 characters without spaces, ',', '=' or ':'");
    for (const ply_option& r : reserved)
      if (name == r.name) throw std::invalid_argument(where + ": '" + name + "' is the python player's own option");
    ply_option o{sizeof(ply_option), keep(name), PLY_OPTION_STRING, "", 0, 0, nullptr, keep("declared by the script")};
    std::vector<const char*> choices;
    const auto whole = [&](const py::handle& v) {
      if (!py::isinstance<py::int_>(v) || py::isinstance<py::bool_>(v))
        throw std::invalid_argument(where + ": a bound is a whole number, not " + repr(v));
      return v.cast<long long>();
    };
    if (py::isinstance<py::bool_>(value)) {
      o.type = PLY_OPTION_CHECK, o.default_value = keep(value.cast<bool>() ? "true" : "false");
    } else if (py::isinstance<py::int_>(value)) {
      o.type = PLY_OPTION_SPIN, o.min = INT_MIN, o.max = INT_MAX;
      o.default_value = keep(std::to_string(whole(value)));
    } else if (py::isinstance<py::str>(value)) {
      o.default_value = keep(value.cast<std::string>());
    } else if (py::isinstance<py::tuple>(value) && py::len(value) == 3) {
      const py::tuple t = value.cast<py::tuple>();
      o.type = PLY_OPTION_SPIN, o.min = whole(t[1]), o.max = whole(t[2]);
      const long long first = whole(t[0]);
      if (o.min > o.max || first < o.min || first > o.max)
        throw std::invalid_argument(where + ": (default, least, most) with least <= default <= most");
      o.default_value = keep(std::to_string(first));
    } else if (py::isinstance<py::tuple>(value) && py::len(value) == 2 &&
               py::isinstance<py::list>(value.cast<py::tuple>()[1])) {
      const py::tuple t = value.cast<py::tuple>();
      bool found = false;
      for (const py::handle c : t[1].cast<py::list>()) {
        if (!py::isinstance<py::str>(c)) throw std::invalid_argument(where + ": a choice is a text, not " + repr(c));
        choices.push_back(keep(c.cast<std::string>()));
        found |= c.cast<std::string>() == py::str(t[0]).cast<std::string>();
      }
      if (!py::isinstance<py::str>(t[0]) || !found)
        throw std::invalid_argument(where + ": (default, [choices]) with the default one of the choices");
      o.type = PLY_OPTION_COMBO, o.default_value = keep(t[0].cast<std::string>());
    } else {
      throw std::invalid_argument(where + " = " + repr(value) +
                                  ": an option is a whole number, True or False, a text, (default, least, most) or "
                                  "(default, [choices])");
    }
    choices.push_back(nullptr);
    choices_.push_back(std::move(choices));
    options_.push_back(o);
    // The default as the script reads it: a tuple's first item, a file's whole path.
    dict_[py::str(name)] = py::isinstance<py::tuple>(value) ? py::object(value.cast<py::tuple>()[0])
                           : o.type == PLY_OPTION_STRING    ? py::str(own_path(o.default_value))
                                                            : value;
  }

  std::filesystem::path script_;
  py::object dict_;  // the script's OPTIONS (null, not an empty dict, until there is one: made without the GIL)
  std::deque<std::string> texts_;                  // what the declarations point to
  std::vector<std::vector<const char*>> choices_;  // each combo's, then nullptr
  std::vector<ply_option> options_;
};

}  // namespace plyground::python
