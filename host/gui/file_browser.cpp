#include "gui/file_browser.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "gui/language.hpp"
#include "gui/widgets.hpp"

namespace plyground::gui {
namespace {

namespace fs = std::filesystem;

// Dear ImGui 1.86 asks for keys by the backend's index.
bool pressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key)); }

fs::path home_folder() {
  const char* home = std::getenv("HOME");
  return home && *home ? fs::path(home) : fs::current_path();
}

}  // namespace

void FileBrowser::open_at(const fs::path& folder, const std::string& name) {
  std::error_code ec;
  enter(!folder.empty() && fs::is_directory(folder, ec) ? folder : home_folder());
  name_ = name;
  if (!name.empty())  // the file named, picked in the list where it is there
    for (size_t i = 0; i < entries_.size(); ++i)
      if (!entries_[i].folder && entries_[i].name == name) selected_ = int(i);
}

// The folder's entries: the one above, then its folders and its files of the extension, each by name;
// hidden ones left out, as file choosers do.
void FileBrowser::enter(const fs::path& folder) {
  std::error_code ec;
  fs::path canonical = fs::weakly_canonical(folder, ec);
  folder_ = ec ? folder : canonical;
  entries_.clear();
  selected_ = -1;
  error_.clear();
  std::vector<Entry> found;
  fs::directory_iterator it(folder_, fs::directory_options::skip_permission_denied, ec);
  if (ec) error_ = ec.message();
  for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.starts_with(".")) continue;
    std::error_code kind;
    if (it->is_directory(kind))
      found.push_back({name, true});
    else if (it->path().extension() == extension_)
      found.push_back({name, false});
  }
  std::sort(found.begin(), found.end(), [](const Entry& a, const Entry& b) {
    return a.folder != b.folder ? a.folder : a.name < b.name;  // folders first
  });
  if (folder_.has_parent_path() && folder_.parent_path() != folder_) entries_.push_back({"..", true});
  entries_.insert(entries_.end(), found.begin(), found.end());
}

void FileBrowser::select(int index) {
  if (entries_.empty()) return;
  selected_ = std::clamp(index, 0, int(entries_.size()) - 1);
  const Entry& e = entries_[size_t(selected_)];
  folder_picked_ = e.folder;
  if (!e.folder) name_ = e.name;
}

void FileBrowser::open_selected_folder() {
  const std::string& name = entries_[size_t(selected_)].name;
  enter(name == ".." ? folder_.parent_path() : folder_ / name);
}

std::optional<fs::path> FileBrowser::confirm() {
  std::error_code ec;
  if (folder_picked_ && selected_ >= 0) {  // a folder picked since the name was typed
    open_selected_folder();
    return std::nullopt;
  }
  if (!name_.empty()) {
    const fs::path named = folder_ / name_;  // an absolute name stays as it is
    if (fs::is_directory(named, ec)) {
      enter(named);
      name_.clear();
      return std::nullopt;
    }
    return named;
  }
  return std::nullopt;
}

std::optional<fs::path> FileBrowser::draw(bool focus) {
  ImGui::TextUnformatted(folder_.string().c_str());
  int moved = 0;
  if (pressed(ImGuiKey_DownArrow)) moved = 1;
  if (pressed(ImGuiKey_UpArrow)) moved = -1;
  if (pressed(ImGuiKey_Backspace) && name_.empty() && folder_.has_parent_path()) enter(folder_.parent_path());
  if (moved) select(selected_ < 0 ? 0 : selected_ + moved);
  const bool double_clicked_file = draw_entries(moved);
  if (!error_.empty()) ImGui::TextColored(kErrorText, "%s", say(error_).c_str());
  ImGui::TextUnformatted(tr("Name:"));
  ImGui::SameLine();
  char text[4096];  // PATH_MAX
  std::snprintf(text, sizeof text, "%s", name_.c_str());
  if (focus || moved) ImGui::SetKeyboardFocusHere();
  ImGui::SetNextItemWidth(px(440));
  const bool entered = ImGui::InputText("##name", text, sizeof text, ImGuiInputTextFlags_EnterReturnsTrue);
  name_ = text;
  if (ImGui::IsItemEdited()) folder_picked_ = false;
  note_control("file-name");
  if (double_clicked_file) return folder_ / name_;
  const bool enter = pressed(ImGuiKey_Enter) || pressed(ImGuiKey_KeyPadEnter);
  return entered || (enter && !focus) ? confirm() : std::nullopt;
}

// The entries in a scrolled list, the one moved to by a key kept in view; whether a file was double
// clicked (a folder double clicked is opened). Only the rows in view are drawn: a folder may hold
// thousands of files. A name is shown as text, never read as a label's format or ID ("a##b.pgn").
bool FileBrowser::draw_entries(int moved) {
  ImGui::BeginChild("##entries", ImVec2(px(520), px(240)), true);
  const float row = ImGui::GetTextLineHeightWithSpacing();
  if (moved && selected_ >= 0) {  // scrolled just enough to show it
    const float top = float(selected_) * row, view = ImGui::GetWindowHeight() - 2 * ImGui::GetStyle().WindowPadding.y;
    if (top < ImGui::GetScrollY()) ImGui::SetScrollY(top);
    if (top + row > ImGui::GetScrollY() + view) ImGui::SetScrollY(top + row - view);
  }
  std::optional<int> opened;
  ImGuiListClipper clipper;
  clipper.Begin(int(entries_.size()), row);
  while (clipper.Step())
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const Entry& e = entries_[size_t(i)];
      const float x = ImGui::GetCursorPosX();
      ImGui::PushID(i);
      if (ImGui::Selectable("##entry", selected_ == i, ImGuiSelectableFlags_AllowDoubleClick)) {
        select(i);
        if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) opened = i;
      }
      ImGui::PopID();
      note_control("file-entry-" + e.name);
      ImGui::SameLine(x);
      ImGui::TextUnformatted((e.folder ? e.name + "/" : e.name).c_str());
    }
  if (entries_.empty()) ImGui::TextDisabled("%s", tr("(no folder and no file here)"));
  ImGui::EndChild();
  const bool file = opened && !entries_[size_t(*opened)].folder;
  if (opened && !file) open_selected_folder();
  return file;
}

}  // namespace plyground::gui
