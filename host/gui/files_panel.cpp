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
    (void)app.load_fen(text ? text : "");  // a bad FEN: the App says why
    SDL_free(text);
  }
  if (ImGui::Button(tr("Save PGN..."))) ask_save(app);
  ImGui::SameLine();
  if (ImGui::Button(tr("Open PGN..."))) ask_open(app);
  ImGui::TextDisabled("%s", tr("Ctrl+S saves, Ctrl+O opens"));
}

void FilesPanel::ask_save(App& app) {
  if (path_.empty()) path_ = new_pgn_path(app);
  const std::filesystem::path last(path_);
  browser_.open_at(folder_.empty() ? last.parent_path() : folder_, last.filename().string());
  dialog_ = Dialog::SAVE;
  opening_ = true;
  app.tell("");
}

void FilesPanel::ask_open(App& app) {
  const std::filesystem::path last = path_.empty() ? new_pgn_path(app) : path_;  // else where saving would go
  browser_.open_at(folder_.empty() ? last.parent_path() : folder_, "");
  dialog_ = Dialog::OPEN;
  opening_ = true;
  app.tell("");
}

void FilesPanel::draw_dialogs(App& app) {
  if (dialog_ == Dialog::NONE && title_.empty()) return;
  if (dialog_ != Dialog::NONE) {
    const bool opening = dialog_ == Dialog::OPEN || dialog_ == Dialog::DISCARD;
    title_ = tr(opening ? "Open a game" : "Save the game");
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
    note_text("replace-note", replace_note_);
    if (ImGui::Button(tr("Replace it"))) done(app.save_pgn(path_), close);
    note_control("replace");
    ImGui::SameLine();
    if (ImGui::Button(tr("Add the game to it"))) done(app.save_pgn(path_, true), close);
    ImGui::SameLine();
    if (ImGui::Button(tr("Another name"))) dialog_ = Dialog::SAVE;
  } else if (!close && dialog_ == Dialog::DISCARD) {
    ImGui::TextUnformatted(tr("The game in play is not finished: opening another puts it aside."));
    if (ImGui::Button(tr("Open it all the same"))) done(app.load_pgn(path_), close);
    note_control("discard");
  } else if (!close) {
    draw_chooser(app, close);
  }
  opening_ = false;
  ImGui::SameLine();
  if (ImGui::Button(tr("Cancel"))) close = true;
  note_control("file-dialog-cancel");
  if (!close && app.message_is_error() && !app.message().empty())  // why it failed, where the person looks
    ImGui::TextColored(kErrorText, "%s", say(app.message()).c_str());
  if (close) {
    dialog_ = Dialog::NONE;
    title_.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

// The file chooser, and what its choice leads to: the game opened (once an unfinished one may be put
// aside), or saved (once a file there may be replaced).
void FilesPanel::draw_chooser(App& app, bool& close) {
  std::optional<std::filesystem::path> chosen = browser_.draw(opening_);
  if (ImGui::Button(dialog_ == Dialog::OPEN ? tr("Open") : tr("Save"))) chosen = browser_.confirm();
  note_control("file-dialog-go");
  if (!chosen) return;
  path_ = chosen->string();
  std::error_code ec;
  if (dialog_ == Dialog::OPEN) {
    if (!app.end().over() && !app.game().moves().empty())
      dialog_ = Dialog::DISCARD;
    else
      done(app.load_pgn(path_), close);
  } else if (std::filesystem::exists(path_, ec)) {
    dialog_ = Dialog::REPLACE;
    // What replacing it would lose: how many games it holds.
    const auto games = host::read_pgn_file(app.module(), path_);
    char note[96];
    std::snprintf(note, sizeof note, tr("It holds %zu games."), games ? games->size() : size_t(0));
    replace_note_ = !games ? say(games.reason()) : games->size() == 1 ? tr("It holds one game.") : note;
  } else {
    done(app.save_pgn(path_), close);
  }
}

// A file opened or saved: the dialog closes and its folder is the next one's. (Refused, it stays
// open, under the App's message of why.)
void FilesPanel::done(const host::Status& status, bool& close) {
  if (!status) return;
  close = true;
  opened_ = dialog_ == Dialog::OPEN || dialog_ == Dialog::DISCARD;
  folder_ = std::filesystem::path(path_).parent_path();
}

}  // namespace plyground::gui
