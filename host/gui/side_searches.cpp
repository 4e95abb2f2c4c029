#include "gui/side_searches.hpp"

namespace plyground::gui {

void HintSearch::start(std::shared_ptr<host::Engine> engine, const std::string& player, const host::GameState& game) {
  worker_.cancel();
  hint_ = {player, host::spec_of(player, {}), game.fen(), {}};
  worker_.start(std::move(engine), game, host::make_limits(1000, 0));
}

host::Status HintSearch::update() {
  if (!worker_.ready()) return {};
  hint_.reply = worker_.take();
  if (!hint_.reply.error.empty()) return host::failure(hint_.player + " failed: " + hint_.reply.error);
  return {};
}

const ComparedMove* HintSearch::answer(const host::GameState& game) const {
  if (worker_.busy() || hint_.fen != game.fen() || hint_.reply.move.empty()) return nullptr;
  return &hint_;
}

void Comparison::start(std::vector<Entry> players) {
  cancel();
  queue_ = std::move(players);
}

void Comparison::cancel() {
  worker_.cancel();
  queue_.clear();
  compared_.clear();
}

void Comparison::update(const host::GameState& game, bool may_start, const MakeEngine& make) {
  if (worker_.ready()) {
    current_.reply = worker_.take();
    compared_.push_back(current_);
  }
  if (worker_.busy() || queue_.empty() || !may_start) return;
  const Entry next = queue_.front();
  queue_.erase(queue_.begin());
  current_ = {next.player, next.spec, game.fen(), {}};
  try {
    worker_.start(std::shared_ptr<host::Engine>(make(next.spec)), game, next.limits);
  } catch (const std::exception& e) {  // a player that cannot start: its row says why
    current_.reply.error = e.what();
    compared_.push_back(current_);
  }
}

}  // namespace plyground::gui
