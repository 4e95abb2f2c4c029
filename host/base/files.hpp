// Files written whole or not at all, appended one whole record at a time, and read within limits.
// Every failure is a message naming the path and the reason, for the caller to report.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.hpp"

namespace plyground::host {

// Writes `text` to a temporary file beside `path`, syncs it and renames it over `path`: a reader
// sees the old file or the new one, never half of either. Fails with "cannot write PATH: REASON".
Status write_whole_file(const std::filesystem::path& path, std::string_view text);

// The same for a library that writes a file by name (an image, an INI file): `write` fills the
// temporary path it is given, failing with its own reason. Both replace only a regular file
// (anything else, a device or a FIFO, is refused) and, through a symbolic link, the file it names.
Status replace_file(const std::filesystem::path& path,
                    const std::function<Status(const std::filesystem::path& temporary)>& write);

// A file that records (games) are appended to, each in one write and synced to disk: a write that
// fails part way (a full disk) is taken back, so the file never ends in half a record.
class AppendFile {
 public:
  AppendFile() = default;
  ~AppendFile();
  AppendFile(const AppendFile&) = delete;
  AppendFile& operator=(const AppendFile&) = delete;

  Status open(const std::filesystem::path& path);  // fails with "cannot write PATH: REASON"
  bool is_open() const { return fd_ >= 0; }
  Status append(std::string_view record);  // fails with "cannot write PATH: REASON"

 private:
  int fd_ = -1;
  std::filesystem::path path_;
};

// The whole text of `path` when it is a regular file of at most `limit` bytes; else why ("PATH: not
// a regular file", "PATH: over 1048576 bytes", "PATH: REASON"). A FIFO, a device or a directory is
// refused before it is opened for reading. Every file read so is text: a UTF-8 byte-order mark at
// its start is left out.
Expected<std::string> read_file(const std::filesystem::path& path, size_t limit);
// The limit for a text file a person gives (openings, EPD suites, grading suites, tree files).
constexpr size_t kLargestTextFile = size_t(64) << 20;

// Whether `path` is a regular file to read; else why not ("no such file", "a folder", "not a
// regular file": a FIFO, a device).
Status regular_file(const std::filesystem::path& path);

// The folders of a colon-separated list such as $PLYGROUND_PLUGIN_PATH (none for nullptr), in its
// order, empty entries left out.
std::vector<std::filesystem::path> path_list(const char* list);

}  // namespace plyground::host
