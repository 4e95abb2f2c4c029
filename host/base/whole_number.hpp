// Whole numbers read from text as people and protocols write them: in decimal, the whole text.
#pragma once

#include <charconv>
#include <string_view>

namespace plyground::host {

// `text` as a whole number in decimal, all of it ("12", "-3"; not "", "+1", "1x", "0x10", "1e3" or
// a number past T's range): whether it was one.
template <class T>
bool read_whole(std::string_view text, T& number) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
  return !text.empty() && ec == std::errc() && end == text.data() + text.size();
}

}  // namespace plyground::host
