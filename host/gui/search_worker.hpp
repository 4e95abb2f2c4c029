// Runs one player's search on a background thread so the window keeps drawing; the window reads
// the live search info and collects the answer when it is ready.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <thread>

#include "players/engine.hpp"

namespace plyground::gui {

class SearchWorker {
 public:
  ~SearchWorker() { cancel(); }

  // Starts `engine` on a copy of `game`. The worker must be idle.
  void start(std::shared_ptr<host::Engine> engine, const host::GameState& game, const host::Limits& limits);
  bool busy() const { return thread_.joinable(); }
  bool ready() const { return busy() && done_; }  // an answer waits to be taken
  host::MoveReply take();                         // waits for the answer and leaves the worker idle
  SearchInfo live() const;                        // the latest report of the running search
  double seconds() const;                         // the search's time so far, or in all once done
  void stop();                                    // asks for the best move now ("move now")
  void cancel();                                  // stops and throws the answer away

 private:
  std::thread thread_;
  std::chrono::steady_clock::time_point started_, finished_;
  std::atomic<bool> done_{false};
  std::shared_ptr<host::Engine> engine_;
  std::unique_ptr<host::GameState> game_;
  mutable std::mutex mutex_;
  SearchInfo live_;
  host::MoveReply reply_;
};

}  // namespace plyground::gui
