#include "protocol/line_input.hpp"

#include <unistd.h>

#include <cerrno>
#include <utility>

namespace plyground::protocol {

std::optional<std::string> LineInput::next() {
  for (;;) {
    if (const size_t end = buffer_.find('\n', start_); end != std::string::npos) {
      std::string line = buffer_.substr(start_, end - start_);
      start_ = end + 1;
      return line;
    }
    buffer_.erase(0, start_);
    start_ = 0;
    char block[4096];
    const ssize_t n = read(fd_, block, sizeof block);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (buffer_.empty()) return std::nullopt;
      return std::exchange(buffer_, {});  // a last line without its end
    }
    buffer_.append(block, size_t(n));
  }
}

}  // namespace plyground::protocol
