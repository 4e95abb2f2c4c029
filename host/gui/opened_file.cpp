#include "gui/opened_file.hpp"

#include <set>

namespace plyground::gui {

std::string OpenedFile::player(int side) const {
  const std::string name = game_.tag(side == 0 ? "White" : "Black");
  return name == "?" ? "" : name;
}

void OpenedFile::unseated(int side, const std::string& why, std::string_view side_name) {
  unseated_ += "; " + player(side) + " cannot play here (" + why + "): a person plays " + std::string(side_name);
}

void OpenedFile::dress(host::PgnGame& record) const {
  const std::vector<std::string>& moves = record.moves;
  for (size_t i = 0; i < game_.comments.size() && i < moves.size() && i < game_.moves.size(); ++i) {
    if (game_.moves[i] != moves[i]) break;
    record.comments.resize(moves.size());
    record.comments[i] = game_.comments[i];
  }
  static const std::set<std::string> kWrittenFromTheGame{"Result", "FEN",    "SetUp",       "Variant",
                                                         "Game",   "Format", "Termination", "PlyCount"};
  for (const auto& [name, value] : game_.tags)
    if (!kWrittenFromTheGame.count(name)) record.set_tag(name, value);
}

}  // namespace plyground::gui
