// The lines of a protocol as they arrive on a descriptor.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace plyground::protocol {

// Lines read from a descriptor, with what came ahead of them kept: whether another whole line is
// already here decides whether an answer can wait to be written with the next one.
class LineInput {
 public:
  explicit LineInput(int fd) : fd_(fd) {}
  // The next line, without its end; nothing at the end of input.
  std::optional<std::string> next();
  // Whether a whole line has arrived that next() has not yet given.
  bool has_line() const { return buffer_.find('\n', start_) != std::string::npos; }

 private:
  int fd_;
  std::string buffer_;
  size_t start_ = 0;  // where the unread part of buffer_ begins
};

}  // namespace plyground::protocol
