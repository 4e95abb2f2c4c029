// A search's trace sent to a client as protocol lines (protocol/uci.hpp, `trace`), by the UCI
// server: kept in a buffer written in blocks of 64 KB, and all of it before the move.
#pragma once

#include <cstdio>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>

#include "players/search_tree.hpp"
#include "protocol/uci.hpp"

namespace plyground::cli {

class TraceLines : public host::TraceSink {
 public:
  // `to_client`: a move in the client's dialect. `out`, guarded by `out_mutex`: the client.
  TraceLines(std::function<std::string(const std::string&)> to_client, std::FILE* out, std::mutex& out_mutex)
      : to_client_(std::move(to_client)), out_(out), out_mutex_(out_mutex) {}

  void enter(std::string_view move, int ply, int depth, int alpha, int beta, unsigned kind) override {
    const std::string written = move.empty() ? "" : to_client_(std::string(move));
    add(protocol::write_trace(protocol::TraceEnter{written, ply, depth, alpha, beta, kind}));
  }
  void leave(int value, unsigned searched, unsigned total, unsigned flags) override {
    add(protocol::write_trace(protocol::TraceLeave{value, searched, total, flags, {}}));
  }
  void leave_exact(double value, unsigned searched, unsigned total, unsigned flags) override {
    add(protocol::write_trace(protocol::TraceLeave{0, searched, total, flags, value}));
  }
  // Writes what is kept (not flushed: the move follows it).
  void send() {
    if (lines_.empty()) return;
    std::lock_guard lock(out_mutex_);
    std::fputs(lines_.c_str(), out_);
    lines_.clear();
  }

 private:
  void add(const std::string& line) {
    lines_ += line + "\n";
    if (lines_.size() > (1 << 16)) send();
  }

  std::function<std::string(const std::string&)> to_client_;
  std::FILE* out_;
  std::mutex& out_mutex_;
  std::string lines_;  // not yet sent
};

}  // namespace plyground::cli
