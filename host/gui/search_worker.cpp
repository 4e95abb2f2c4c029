#include "gui/search_worker.hpp"

namespace plyground::gui {

void SearchWorker::start(std::shared_ptr<host::Engine> engine, const host::GameState& game,
                         const host::Limits& limits) {
  engine_ = std::move(engine);
  game_ = game.clone();
  started_ = std::chrono::steady_clock::now();
  done_ = false;
  live_ = {};
  thread_ = std::thread([this, limits] {
    host::MoveReply reply = engine_->choose_move(*game_, limits, [this](const SearchInfo& info) {
      std::lock_guard lock(mutex_);
      live_ = info;
    });
    std::lock_guard lock(mutex_);
    reply_ = std::move(reply);
    finished_ = std::chrono::steady_clock::now();
    done_ = true;
  });
}

host::MoveReply SearchWorker::take() {
  if (thread_.joinable()) thread_.join();
  engine_.reset();
  std::lock_guard lock(mutex_);
  return std::move(reply_);
}

SearchInfo SearchWorker::live() const {
  std::lock_guard lock(mutex_);
  return live_;
}

double SearchWorker::seconds() const {
  std::lock_guard lock(mutex_);
  const auto end = done_ ? finished_ : std::chrono::steady_clock::now();  // not the wait for the pace
  return std::chrono::duration<double>(end - started_).count();
}

void SearchWorker::stop() {
  if (busy() && engine_) engine_->stop();
}

void SearchWorker::cancel() {
  stop();
  if (busy()) take();
}

}  // namespace plyground::gui
