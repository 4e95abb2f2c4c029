// The FEN/PGN tab: the position through the clipboard, games to and from PGN files.
#include <imgui.h>

#include <cstdio>

#include "gui/language.hpp"
#include "gui/panels.hpp"
#include "gui/widgets.hpp"

namespace plyground::gui {

// The FEN/PGN tab.
void FilesPanel::draw(App& app) {
  if (ImGui::Button(tr("Copy FEN")) && SDL_SetClipboardText(app.game().fen().c_str()) == 0)
    app.tell("copied " + app.game().fen());
  ImGui::SameLine();
  if (ImGui::Button(tr("Paste FEN"))) {
    char* text = SDL_GetClipboardText();
    app.load_fen(text ? text : "");
    SDL_free(text);
  }
  char path[512];
  std::snprintf(path, sizeof path, "%s", pgn_path_.c_str());
  ImGui::SetNextItemWidth(px(220));
  if (ImGui::InputText("##pgn", path, sizeof path)) pgn_path_ = path;
  ImGui::SameLine();
  if (ImGui::Button(tr("Save PGN"))) app.save_pgn(pgn_path_);
  ImGui::SameLine();
  if (ImGui::Button(tr("Open PGN"))) app.load_pgn(pgn_path_);
}

}  // namespace plyground::gui
