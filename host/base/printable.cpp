#include "base/printable.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace plyground::host {

namespace {

// The controls that reorder text when shown (embeddings, overrides, isolates), and the characters
// that show as nothing (zero-width spaces and joiners, word joiner and invisible operators, the
// byte-order mark, interlinear annotation, tag characters) or break a line (line and paragraph
// separators): a name could otherwise display as something other than what it is, or hide text.
bool is_hidden_or_reordering(char32_t code) {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code == 0x200e || code == 0x200f ||
         code == 0x061c || (code >= 0x200b && code <= 0x200d) || code == 0x2028 || code == 0x2029 ||
         (code >= 0x2060 && code <= 0x2064) || code == 0xfeff || (code >= 0xfff9 && code <= 0xfffb) ||
         (code >= 0xe0000 && code <= 0xe007f);
}

}  // namespace

std::string printable(std::string_view text, bool keep_tabs) {
  // Most text is printable ASCII already.
  if (std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7f; })) return std::string(text);
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80) {
      out += (byte < 0x20 && !(keep_tabs && byte == '\t')) || byte == 0x7f ? ' ' : char(byte);
      ++i;
      continue;
    }
    // The length a lead byte announces, and the smallest code point that length may carry.
    const size_t length = byte >= 0xf0 && byte <= 0xf4  ? 4
                          : byte >= 0xe0 && byte < 0xf0 ? 3
                          : byte >= 0xc2 && byte < 0xe0 ? 2
                                                        : 0;
    char32_t code = length == 4 ? byte & 0x07 : length == 3 ? byte & 0x0f : byte & 0x1f;
    bool valid = length > 0 && i + length <= text.size();
    for (size_t k = 1; valid && k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      valid = (next & 0xc0) == 0x80;
      code = (code << 6) | (next & 0x3f);
    }
    constexpr char32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
    valid = valid && code >= kSmallest[length] && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    if (valid && !(code >= 0x80 && code <= 0x9f) && !is_hidden_or_reordering(code))
      out.append(text.substr(i, length));
    else
      out += ' ';  // a character shown as nothing is one space; a byte that is none, one each
    i += valid ? length : 1;
  }
  return out;
}

std::string plugin_text(std::string_view text, size_t most) {
  std::string out = printable(text);
  if (out.size() <= most) return out;
  size_t cut = most;
  while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xc0) == 0x80) --cut;  // not inside a character
  out.resize(cut);
  return out + " [" + std::to_string(text.size()) + " bytes, cut]";
}

std::string decimal_text(double value, int places) {
  // Halves away from zero, as people round (3.125 is 3.13, as 1.875 is 1.88): printf rounds the
  // binary value, which falls either side of a written half.
  const double scale = std::pow(10.0, places);
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", places, std::round(value * scale) / scale);
  std::string out = text;
  if (out.find('.') != std::string::npos) {
    while (out.back() == '0') out.pop_back();
    if (out.back() == '.') out.pop_back();
  }
  return out == "-0" ? "0" : out;
}

std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) >= 0x20) out += c;
  }
  return out + "\"";
}

namespace {

void say_on_stderr(std::string_view prefix, std::string_view text) {
  const std::string line = std::string(prefix) + printable(text) + "\n";
  std::fwrite(line.data(), 1, line.size(), stderr);  // one write: whole even beside other threads
}

}  // namespace

void warn(std::string_view text) { say_on_stderr("warning: ", text); }

void say_error(std::string_view text) { say_on_stderr("error: ", text); }

}  // namespace plyground::host
