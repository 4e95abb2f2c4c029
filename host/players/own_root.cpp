#include "players/own_root.hpp"

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <system_error>

#include "base/files.hpp"

namespace plyground::host {
namespace {

namespace fs = std::filesystem;

// Where the new root is built before the move: a tmpfs over /tmp, in this mount namespace only.
constexpr const char* kBuilt = "/tmp";

// The flags of the mount beneath `path` that a bind made in a user namespace must keep (the kernel
// locks them).
unsigned long locked_flags(const std::string& path) {
  struct statvfs s {};
  if (statvfs(path.c_str(), &s) != 0) return 0;
  unsigned long flags = 0;
  if (s.f_flag & ST_NOSUID) flags |= MS_NOSUID;
  if (s.f_flag & ST_NODEV) flags |= MS_NODEV;
  if (s.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
  if (s.f_flag & ST_NOATIME) flags |= MS_NOATIME;
  if (s.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
  if (s.f_flag & ST_RELATIME) flags |= MS_RELATIME;
  return flags;
}

// `path` made in the new root to mount on, as `source` is (a folder, or a file), unless the root
// has it already (beneath a tree bound before).
bool mount_point(const std::string& target, bool folder) {
  struct stat st {};
  if (lstat(target.c_str(), &st) == 0) return true;
  std::error_code ec;
  fs::create_directories(folder ? fs::path(target) : fs::path(target).parent_path(), ec);
  if (ec) return false;
  if (folder) return true;
  const int placeholder = open(target.c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0600);
  if (placeholder < 0) return false;
  close(placeholder);
  return true;
}

// A path of the new root and what it shows: a file or folder of the old root (held open, since
// the new root is built over /tmp, where it may lie), or a link made again (merged /usr's /lib ->
// usr/lib).
struct Shown {
  std::string path;
  int source = -1;  // O_PATH
  bool folder = false, writable = false;
  std::string link;  // what a link points to, when it is one
};

// What `source` (the path itself when "") is, to show at `path`; nothing when there is nothing.
std::optional<Shown> find(const std::string& path, const std::string& source = "", bool writable = false) {
  Shown s{.path = path, .writable = writable};
  struct stat st {};
  if (source.empty() && lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
    std::error_code ec;
    s.link = fs::read_symlink(path, ec).string();
    return ec ? std::nullopt : std::optional(s);
  }
  s.source = open((source.empty() ? path : source).c_str(), O_PATH | O_CLOEXEC);
  if (s.source < 0) return std::nullopt;
  s.folder = fstat(s.source, &st) == 0 && S_ISDIR(st.st_mode);
  return s;
}

// `s` made in the new root: bound (read-only unless writable), or linked. False when refused.
bool show(const Shown& s) {
  const std::string target = kBuilt + s.path;
  if (!s.link.empty()) {
    std::error_code ec;
    fs::create_directories(fs::path(target).parent_path(), ec);
    return !ec && symlink(s.link.c_str(), target.c_str()) == 0;
  }
  const std::string source = "/proc/self/fd/" + std::to_string(s.source);
  if (!mount_point(target, s.folder) || mount(source.c_str(), target.c_str(), nullptr, MS_BIND | MS_REC, nullptr) != 0)
    return false;
  if (s.writable) return true;
  const unsigned long flags = MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | locked_flags(target);
  return mount(nullptr, target.c_str(), nullptr, flags, nullptr) == 0;
}

// Leaves the old root for the new one, and the working directory `here` in it.
bool move_in(const std::string& here) {
  const std::string old = std::string(kBuilt) + "/.old";
  if (mkdir(old.c_str(), 0700) != 0 || syscall(SYS_pivot_root, kBuilt, old.c_str()) != 0) return false;
  if (chdir("/") != 0 || umount2("/.old", MNT_DETACH) != 0) return false;
  rmdir("/.old");
  // Nothing more to make at the root: read-only (its folders' mounts keep their own rights).
  mount(nullptr, "/", nullptr, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr);
  return chdir(here.c_str()) == 0;
}

}  // namespace

std::vector<std::string> system_paths() {
  std::vector<std::string> paths = {
      "/usr", "/lib", "/lib64", "/lib32", "/libx32", "/opt", "/nix/store", "/gnu/store", "/sys/devices/system/cpu"};
  // Files of /etc a player's libraries read (the loader's cache and the links it follows to a
  // library Debian lets the machine choose, time zone, user and group names, Python's own
  // settings), and no other: not the machine's secrets.
  for (const char* file :
       {"alternatives", "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "timezone", "passwd", "group",
        "nsswitch.conf", "host.conf", "gai.conf", "locale.alias", "mime.types", "os-release"})
    paths.push_back(std::string("/etc/") + file);
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator("/etc", ec))
    if (entry.path().filename().string().starts_with("python")) paths.push_back(entry.path());
  return paths;
}

bool enter_own_root(const std::vector<std::string>& readable) {
  char here[PATH_MAX];
  if (!getcwd(here, sizeof here)) return false;
  // Everything found first, while the old root is whole.
  std::vector<std::string> system = system_paths();
  std::error_code ec;
  if (const fs::path self = fs::read_symlink("/proc/self/exe", ec); !ec) system.push_back(self.parent_path());
  for (const fs::path& folder : path_list(std::getenv("LD_LIBRARY_PATH")))
    if (folder.is_absolute()) system.push_back(folder);
  std::vector<Shown> shown;
  const auto add = [&shown](std::optional<Shown> s) {
    if (s) shown.push_back(std::move(*s));
  };
  for (const std::string& path : system) add(find(path));
  for (const std::string& path : readable)  // as written, its links followed
    if (path.starts_with('/')) add(find(path, path));
  add(find("/dev", "/dev", true));
  add(find("/proc", "/proc", true));
  add(find(here, here, true));
  bool built = mount("plyground-root", kBuilt, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,nr_inodes=4096,mode=755") == 0;
  for (const Shown& s : shown) built = built && show(s);
  for (const Shown& s : shown)
    if (s.source >= 0) close(s.source);
  return built && move_in(here);
}

std::vector<std::string> own_files_of(const std::string& file) {
  std::vector<std::string> out;
  std::error_code ec;
  const fs::path given = fs::absolute(file, ec).lexically_normal();
  if (ec) return out;
  const fs::path real = fs::weakly_canonical(given, ec);
  for (const fs::path& f : {given, ec ? given : real}) {
    if (!fs::is_regular_file(f, ec)) continue;
    out.push_back(f);
    if (fs::is_directory(f.parent_path() / f.stem(), ec)) out.push_back(f.parent_path() / f.stem());
    if (f.extension() != ".py") continue;
    for (const auto& entry : fs::directory_iterator(f.parent_path(), ec))
      if (entry.path().extension() == ".py" && entry.is_regular_file(ec)) out.push_back(entry.path());
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace plyground::host
