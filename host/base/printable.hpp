// Text from a child, a plugin or a file, made safe to print to a terminal and to write into a
// protocol line, a PGN tag or a CSV cell.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace plyground::host {

// `text` with every control character (C0, DEL, C1 such as the 8-bit CSI that starts a terminal's
// escape sequences, the bidirectional controls that reorder what is shown, the characters that show
// as nothing or break a line: zero-width spaces, line separators, tag characters) and every byte
// that is not part of valid UTF-8 replaced by a space; tabs kept when asked (protocol lines whose
// fields they separate).
std::string printable(std::string_view text, bool keep_tabs = false);

// The most of a plugin's text the host keeps: an error, an info line, a name, its output.
constexpr size_t kPluginTextBytes = 300;
// A text from a plugin as it enters the host: printable, and cut to `most` bytes (at a character's
// start), saying how long it was.
std::string plugin_text(std::string_view text, size_t most = kPluginTextBytes);

// `value` with at most `places` decimals and none it does not need, for people: "2.1", "40.9", "3";
// "0", never "-0".
std::string decimal_text(double value, int places);

// `text` as a JSON string: quoted, quotes and backslashes escaped, control characters left out.
std::string json_string(std::string_view text);

// A warning the host cannot hand back to a caller (a cache not kept, a cut-off game left out, a
// kernel without every wall): written as "warning: ..." on stderr, made printable, whole.
void warn(std::string_view text);
// The same for an error a command ends with: "error: ..." on stderr, printable (a file name or a
// plugin's message may hold escape sequences), whole.
void say_error(std::string_view text);

}  // namespace plyground::host
