// The FEN/PGN tab: the position through the clipboard; the Save and Open dialogs for PGN files.
#include <imgui.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>

#include "gui/language.hpp"
#include "gui/panels.hpp"
#include "gui/widgets.hpp"
#include "match/pgn.hpp"

namespace plyground::gui {
namespace {

// A text field for a path; true when Enter was pressed in it.
bool path_field(std::string& path, bool focus) {
  char text[4096];  // PATH_MAX
  std::snprintf(text, sizeof text, "%s", path.c_str());
  if (focus) ImGui::SetKeyboardFocusHere();
  ImGui::SetNextItemWidth(px(520));
  const bool entered = ImGui::InputText("##path", text, sizeof text, ImGuiInputTextFlags_EnterReturnsTrue);
  path = text;
  return entered;
}

}  // namespace

std::string new_pgn_path(const App& app) {
  namespace fs = std::filesystem;
  const char* home = std::getenv("HOME");
  fs::path folder = home && *home ? fs::path(home) : fs::current_path();
  std::error_code ec;
  if (fs::is_directory(folder / "Documents", ec)) folder /= "Documents";
  const std::time_t now = std::time(nullptr);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M", std::localtime(&now));
  const std::string base = std::string(app.module().id()) + "-" + stamp;
  fs::path path = folder / (base + ".pgn");
  for (int n = 2; fs::exists(path, ec); ++n) path = folder / (base + "-" + std::to_string(n) + ".pgn");
  return path.string();
}

void FilesPanel::draw(App& app) {
  if (ImGui::Button(tr("Copy FEN")) && SDL_SetClipboardText(app.game().fen().c_str()) == 0)
    app.tell("copied " + app.game().fen());
  ImGui::SameLine();
  if (ImGui::Button(tr("Paste FEN"))) {
    char* text = SDL_GetClipboardText();
    app.load_fen(text ? text : "");
    SDL_free(text);
  }
  if (ImGui::Button(tr("Save PGN..."))) ask_save(app);
  ImGui::SameLine();
  if (ImGui::Button(tr("Open PGN..."))) ask_open(app);
  ImGui::TextDisabled("%s", tr("Ctrl+S saves, Ctrl+O opens"));
}

void FilesPanel::ask_save(App& app) {
  if (path_.empty()) path_ = new_pgn_path(app);
  dialog_ = Dialog::SAVE;
  opening_ = true;
  app.tell("");
}

void FilesPanel::ask_open(App& app) {
  dialog_ = Dialog::OPEN;
  opening_ = true;
  app.tell("");
}

void FilesPanel::draw_dialogs(App& app) {
  if (dialog_ == Dialog::NONE && title_.empty()) return;
  if (dialog_ != Dialog::NONE) {
    title_ = tr(dialog_ == Dialog::OPEN ? "Open a game" : "Save the game");
    if (!ImGui::IsPopupOpen(title_.c_str())) ImGui::OpenPopup(title_.c_str());
  }
  if (!ImGui::BeginPopupModal(title_.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    if (dialog_ == Dialog::NONE) title_.clear();
    return;
  }
  bool close = dialog_ == Dialog::NONE;  // cancelled from outside (Escape)
  if (!close && dialog_ == Dialog::REPLACE) {
    ImGui::Text(tr("%s already exists."), path_.c_str());
    ImGui::TextUnformatted(replace_note_.c_str());
    if (ImGui::Button(tr("Replace it"))) close = app.save_pgn(path_).empty();
    note_control("replace");
    ImGui::SameLine();
    if (ImGui::Button(tr("Add the game to it"))) close = app.save_pgn(path_, true).empty();
    ImGui::SameLine();
    if (ImGui::Button(tr("Another name"))) dialog_ = Dialog::SAVE;
  } else if (!close) {
    ImGui::TextUnformatted(tr("PGN file:"));
    const bool entered = path_field(path_, opening_);
    // Enter is the dialog's default button, in the field or not.
    // (Dear ImGui 1.86 asks for keys by the backend's index: ImGuiKey_Enter itself is that of J.)
    const bool enter = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)) ||
                       ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter));
    bool go = ImGui::Button(dialog_ == Dialog::OPEN ? tr("Open") : tr("Save"));
    note_control("file-dialog-go");
    go |= entered || (enter && !opening_);
    std::error_code ec;
    if (go && dialog_ == Dialog::OPEN) close = app.load_pgn(path_).empty();
    if (go && dialog_ == Dialog::SAVE && std::filesystem::exists(path_, ec)) {
      dialog_ = Dialog::REPLACE;
      // What replacing it would lose: how many games it holds.
      const auto games = host::read_pgn_file(app.module(), path_);
      char note[96];
      std::snprintf(note, sizeof note, tr("It holds %zu games."), games ? games->size() : size_t(0));
      replace_note_ = games ? note : say(games.reason());
    } else if (go && dialog_ == Dialog::SAVE)
      close = app.save_pgn(path_).empty();
  }
  opening_ = false;
  ImGui::SameLine();
  if (ImGui::Button(tr("Cancel"))) close = true;
  if (!close && app.message_is_error() && !app.message().empty())  // why it failed, where the person looks
    ImGui::TextColored(kErrorText, "%s", say(app.message()).c_str());
  if (close) {
    dialog_ = Dialog::NONE;
    title_.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace plyground::gui
