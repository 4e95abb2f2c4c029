#include "gui/opened_file.hpp"

#include <set>

namespace plyground::gui {

void OpenedFile::open(const host::PgnGame& game) {
  tags_ = game.tags;
  comments_ = game.comments;
  moves_ = game.moves;
}

std::string OpenedFile::player(int side) const {
  const std::string name = side == 0 ? "White" : "Black";
  for (const auto& [tag, value] : tags_)
    if (tag == name && value != "?") return value;
  return "";
}

void OpenedFile::dress(host::PgnGame& record) const {
  const std::vector<std::string>& moves = record.moves;
  for (size_t i = 0; i < comments_.size() && i < moves.size() && i < moves_.size(); ++i) {
    if (moves_[i] != moves[i]) break;
    record.comments.resize(moves.size());
    record.comments[i] = comments_[i];
  }
  static const std::set<std::string> kWrittenFromTheGame{"Result", "FEN",    "SetUp",       "Variant",
                                                         "Game",   "Format", "Termination", "PlyCount"};
  for (const auto& [name, value] : tags_)
    if (!kWrittenFromTheGame.count(name)) record.set_tag(name, value);
}

}  // namespace plyground::gui
