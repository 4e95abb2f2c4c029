// A file chooser drawn with Dear ImGui: a folder's subfolders and its files of one extension, with a
// name field. By mouse, a click picks an entry and a double click opens a folder or chooses a file;
// by keyboard, the arrows move through the entries, Enter opens a folder or chooses, Backspace in an
// empty name goes up a folder. (Debian ships no file dialog for Dear ImGui 1.86; the desktop's own
// would need a helper program that is not always installed.)
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace plyground::gui {

class FileBrowser {
 public:
  explicit FileBrowser(std::string extension) : extension_(std::move(extension)) {}
  // Shows `folder` (the home folder if it is none), with `name` in the name field.
  void open_at(const std::filesystem::path& folder, const std::string& name);
  // Draws the list and the name field; the path chosen this frame (Enter or a double click on a
  // file), else nullopt. `focus`: the name field takes the keyboard.
  std::optional<std::filesystem::path> draw(bool focus);
  // What Enter or the dialog's button does: the folder picked last, or named, is opened (nullopt);
  // else the file named is chosen.
  std::optional<std::filesystem::path> confirm();
  const std::filesystem::path& folder() const { return folder_; }

 private:
  struct Entry {
    std::string name;  // ".." for the folder above
    bool folder;
  };
  void enter(const std::filesystem::path& folder);
  void select(int index);
  void open_selected_folder();
  bool draw_entries(int moved);

  std::string extension_;
  std::filesystem::path folder_;
  std::vector<Entry> entries_;
  int selected_ = -1;
  bool folder_picked_ = false;  // the last thing done: a folder picked in the list (not a name typed)
  std::string name_;
  std::string error_;  // why the folder cannot be listed
};

}  // namespace plyground::gui
