#include "base/files.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace plyground::host {
namespace {

Failure cannot_write(const std::filesystem::path& path, int error) {
  return failure("cannot write " + path.string() + ": " + std::strerror(error));
}

// All of `text`, or the error number of the write that failed.
int write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return n < 0 ? errno : ENOSPC;
    text.remove_prefix(size_t(n));
  }
  return 0;
}

// A new file beside `path` that nothing else uses ("PATH.tmp-XXXXXX"), or -1.
int temporary_beside(const std::filesystem::path& path, std::string& name) {
  name = path.string() + ".tmp-XXXXXX";
  return mkostemp(name.data(), O_CLOEXEC);
}

}  // namespace

Status write_whole_file(const std::filesystem::path& path, std::string_view text) {
  return replace_file(path, [text](const std::filesystem::path& temporary) -> Status {
    const int fd = open(temporary.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd < 0) return cannot_write(temporary, errno);
    int error = write_all(fd, text);
    if (close(fd) != 0 && !error) error = errno;
    if (error) return cannot_write(temporary, error);
    return {};
  });
}

Status replace_file(const std::filesystem::path& asked,
                    const std::function<Status(const std::filesystem::path& temporary)>& write) {
  // Only a regular file is replaced: a device (/dev/full), a FIFO or a folder is refused, never
  // renamed over (as root, that would put a file in a device's place). A symbolic link stays one:
  // the file it names is replaced.
  std::error_code ec;
  const std::filesystem::file_status status = std::filesystem::status(asked, ec);
  if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))
    return failure("cannot write " + asked.string() + ": not a regular file");
  std::filesystem::path path = asked;
  for (int links = 0; links < 40 && std::filesystem::is_symlink(std::filesystem::symlink_status(path, ec)); ++links) {
    const std::filesystem::path target = std::filesystem::read_symlink(path, ec);
    if (ec) break;
    path = target.is_absolute() ? target : path.parent_path() / target;
  }
  std::string temporary;
  const int fd = temporary_beside(path, temporary);
  if (fd < 0) return cannot_write(asked, errno);
  fchmod(fd, 0644);  // as a new file is under the usual umask (mkostemp makes it 0600)
  close(fd);
  Status written = write(temporary);
  if (written) {  // on disk before it takes the old file's place
    const int synced = ::open(temporary.c_str(), O_RDONLY | O_CLOEXEC);
    if (synced < 0 || fsync(synced) != 0) written = cannot_write(temporary, errno);
    if (synced >= 0) close(synced);
  }
  if (written && rename(temporary.c_str(), path.c_str()) != 0) written = cannot_write(asked, errno);
  if (written) return {};
  unlink(temporary.c_str());
  // The written path names the file the person asked for, not the temporary one.
  std::string error = written.reason();
  if (const size_t at = error.find(temporary); at != std::string::npos)
    error.replace(at, temporary.size(), asked.string());
  return failure(std::move(error));
}

AppendFile::~AppendFile() {
  if (fd_ >= 0) close(fd_);
}

Status AppendFile::open(const std::filesystem::path& path) {
  if (fd_ >= 0) close(fd_);
  path_ = path;
  // /dev/full, a FIFO: appends cannot be taken back. Said before opening, which waits for a FIFO's
  // reader, and opened without waiting, in case one took the file's place meanwhile.
  const Failure special = failure("cannot write " + path.string() + ": not a regular file");
  struct stat st {};
  if (stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) return special;
  fd_ = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0644);
  if (fd_ < 0) return errno == ENXIO ? special : cannot_write(path, errno);
  if (fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode) || fcntl(fd_, F_SETFL, O_APPEND) != 0) {
    close(fd_);
    fd_ = -1;
    return special;
  }
  return {};
}

Status AppendFile::append(std::string_view record) {
  if (fd_ < 0) return cannot_write(path_, EBADF);
  const off_t before = lseek(fd_, 0, SEEK_END);
  int error = write_all(fd_, record);
  if (!error && fdatasync(fd_) != 0) error = errno;
  if (error) {
    if (before >= 0) (void)!ftruncate(fd_, before);  // no half record
    return cannot_write(path_, error);
  }
  return {};
}

Status regular_file(const std::filesystem::path& path) {
  std::error_code ec;
  const std::filesystem::file_status status = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(status)) return failure("no such file");
  if (std::filesystem::is_directory(status)) return failure("a folder");
  if (!std::filesystem::is_regular_file(status)) return failure("not a regular file");
  return {};
}

Expected<std::string> read_file(const std::filesystem::path& path, size_t limit) {
  const auto fail = [&](const std::string& why) { return failure(path.string() + ": " + why); };
  struct stat st {};
  if (stat(path.c_str(), &st) != 0) return fail(std::strerror(errno));
  if (!S_ISREG(st.st_mode)) return fail("not a regular file");
  if (size_t(st.st_size) > limit) return fail("over " + std::to_string(limit) + " bytes");
  // O_NONBLOCK: should it have become a FIFO since, opening it does not wait for a writer.
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) return fail(std::strerror(errno));
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    close(fd);
    return fail("not a regular file");
  }
  std::string text;
  char chunk[65536];
  for (;;) {
    const ssize_t n = read(fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const int e = errno;
      close(fd);
      return fail(std::strerror(e));
    }
    if (n == 0) break;
    if (text.size() + size_t(n) > limit) {  // it grew while being read
      close(fd);
      return fail("over " + std::to_string(limit) + " bytes");
    }
    text.append(chunk, size_t(n));
  }
  close(fd);
  if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);  // a byte-order mark, as some editors write
  return text;
}

std::vector<std::filesystem::path> path_list(const char* list) {
  std::vector<std::filesystem::path> folders;
  for (std::string_view rest = list ? list : ""; !rest.empty();) {
    const size_t colon = std::min(rest.find(':'), rest.size());
    if (colon > 0) folders.emplace_back(rest.substr(0, colon));
    rest.remove_prefix(std::min(colon + 1, rest.size()));
  }
  return folders;
}

}  // namespace plyground::host
