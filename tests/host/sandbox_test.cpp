// Hostile plugins (tests/plugins/hostile.cpp) against the sandbox, one class of attack at a time:
// each victim (this process, which is the host, its files, the terminal, another process's
// resources) is untouched, and a refused call is named in the game's result. CI runs this program
// as root and again as nobody (tests/as_nobody.sh).
#include <fcntl.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <linux/futex.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "games/registry.hpp"
#include "match/match.hpp"
#include "players/make_engine.hpp"
#include "players/process.hpp"
#include "players/spec.hpp"

namespace plyground::host {
namespace {

using ::testing::HasSubstr;
using ::testing::MatchesRegex;
using ::testing::Not;
namespace fs = std::filesystem;

// Where the programs are: built-in, or moved by the run as another user.
std::string setting(const char* name, const char* built) {
  const char* given = std::getenv(name);
  return given ? given : built;
}
const std::string kExecutable = setting("PLYGROUND_EXECUTABLE", PLYGROUND_EXECUTABLE);
const std::string kHostile = setting("PLYGROUND_HOSTILE_DIR", PLYGROUND_HOSTILE_DIR);
const std::string kShipped = setting("PLYGROUND_PLUGIN_DIR", PLYGROUND_PLUGIN_DIR);
const bool kChildrenArePlyground = setenv("PLYGROUND_EXECUTABLE", kExecutable.c_str(), 1) == 0;

const GameModule& xiangqi() { return game_module("xiangqi"); }

// The fields of /proc/PID/stat after the command's closing parenthesis: state, ppid, pgrp,
// session, tty_nr, ... (proc(5)); none when there is no such process.
std::vector<std::string> stat_fields(const std::string& pid) {
  std::ifstream file("/proc/" + pid + "/stat");
  std::string stat;
  std::getline(file, stat);
  std::vector<std::string> fields;
  if (const size_t end = stat.rfind(')'); end != std::string::npos) {
    std::istringstream in(stat.substr(end + 1));
    for (std::string field; in >> field;) fields.push_back(field);
  }
  return fields;
}

// A fresh folder for victims, removed afterwards.
class Sandbox : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() / ("plyground-victims-" + std::to_string(getpid()));
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }

  // The hostile plugin, making `attack` on `target` before each of its moves, plays random.
  static PlayedGame attack(const std::string& name, const std::string& target = "") {
    auto hostile = make_engine(kHostile + "/hostile.so:attack=" + name + (target.empty() ? "" : ",target=" + target),
                               PluginScan{}, xiangqi(), true);
    auto rival = make_engine(kShipped + "/random.so", PluginScan{}, xiangqi(), true);
    return play_game(*hostile, *rival, xiangqi(), "", make_limits(100, 0));
  }
  // This process, the host, as the attacks name it: a plugin cannot see it (its parent is outside its
  // PID namespace), so the test tells it.
  static std::string host() { return std::to_string(getpid()); }
  // The game was lost because the sandbox refused a call `name` matches.
  static void expect_refused(const PlayedGame& played, const std::string& call) {
    EXPECT_EQ(played.record.result, Result::SECOND_PLAYER_WINS);
    EXPECT_THAT(played.record.tag("Termination"),
                MatchesRegex(".* failed: .*the sandbox refused the system call (" + call + ")\\(.*"));
  }
  static void expect_played_on(const PlayedGame& played) {
    EXPECT_NE(played.record.result, Result::ONGOING);
    EXPECT_THAT(played.record.tag("Termination"), Not(HasSubstr(" failed")));
  }

  fs::path folder_;
};

TEST_F(Sandbox, SignalsByOtherRoutesThanKillAreRefusedAndNamed) {
  const int nice_before = getpriority(PRIO_PROCESS, 0);
  cpu_set_t affinity_before;
  sched_getaffinity(0, sizeof affinity_before, &affinity_before);
  rlimit cpu_before{};
  getrlimit(RLIMIT_CPU, &cpu_before);
  const std::pair<const char*, const char*> cases[] = {
      {"sigio", "fcntl"},      {"prlimit", "prlimit64"}, {"sigqueue", "rt_sigqueueinfo"}, {"kill_group", "kill"},
      {"pidfd", "pidfd_open"}, {"ptrace", "ptrace"},     {"io_uring", "io_uring_setup"},
  };
  for (const auto& [name, call] : cases) {
    SCOPED_TRACE(name);
    expect_refused(attack(name, host()), call);
  }
  // A thread's priority and affinity are set by its id, which a filter cannot tell from another
  // process's: refused with EPERM, and the game goes on.
  for (const char* name : {"renice", "renice_user", "affinity", "realtime"}) {
    SCOPED_TRACE(name);
    expect_played_on(attack(name, host()));
  }
  // This process (the host, the attacks' target) is alive to say so, and as it was.
  EXPECT_EQ(getpriority(PRIO_PROCESS, 0), nice_before);
  cpu_set_t affinity_after;
  sched_getaffinity(0, sizeof affinity_after, &affinity_after);
  EXPECT_TRUE(CPU_EQUAL(&affinity_before, &affinity_after));
  rlimit cpu_after{};
  getrlimit(RLIMIT_CPU, &cpu_after);
  EXPECT_EQ(cpu_after.rlim_cur, cpu_before.rlim_cur);
}

TEST_F(Sandbox, ATimerCannotSignalAnotherProcess) { expect_played_on(attack("timer", host())); }

// Timers hold a queued signal each, counted for the user as a whole: a few only.
TEST_F(Sandbox, APluginCannotUseUpItsUsersSignals) { expect_played_on(attack("timers")); }

TEST_F(Sandbox, AFutexInASharedFileIsOutOfReach) {
  // A lock word in a file this process maps shared, with a waiter: the plugin maps the file too and
  // asks for the waiter to be moved onto a futex of its own, where nobody would wake it.
  const fs::path file = folder_ / "lock";
  std::ofstream(file) << std::string(4096, '\0');
  const int fd = open(file.c_str(), O_RDWR | O_CLOEXEC);
  ASSERT_GE(fd, 0);
  void* mapped = mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  ASSERT_NE(mapped, MAP_FAILED);
  auto* word = static_cast<std::atomic<uint32_t>*>(mapped);
  std::atomic<bool> waiting{false};
  std::thread waiter([&] {
    waiting = true;
    const timespec most{10, 0};
    syscall(SYS_futex, word, FUTEX_WAIT, 0, &most, nullptr, 0);
  });
  while (!waiting) std::this_thread::yield();
  std::this_thread::sleep_for(std::chrono::milliseconds(100));  // in the kernel's queue by now
  expect_refused(attack("futex_requeue", file.string()), "futex");
  word->store(1);
  EXPECT_EQ(syscall(SYS_futex, word, FUTEX_WAKE, 1, nullptr, nullptr, 0), 1) << "its waiter should be where it was";
  waiter.join();
  munmap(mapped, 4096);
  close(fd);
}

TEST_F(Sandbox, AFrozenChildEndsWholeWithTheProcessTheHostStarted) {
  // As when the host dies while a player rests frozen: every process of the child ends with the one
  // the host started, the PID namespace's first among them.
  ChildProcess child({kExecutable, "uci", "--sandboxed", "--player", kShipped + "/random.so"});
  ASSERT_TRUE(child.write_line("uci"));
  while (auto line = child.read_line(std::chrono::seconds(10)))
    if (*line == "uciok") break;
  const std::string pid = std::to_string(child.pid());
  std::ifstream listed("/proc/" + pid + "/task/" + pid + "/children");
  std::vector<std::string> inside;
  for (std::string id; listed >> id;) inside.push_back(id);
  ASSERT_EQ(inside.size(), 2u) << "the namespace's first process and the plugin's";
  // Each by its start time too: beside the whole suite, a number freed may soon be another process's.
  std::vector<std::string> started;
  for (const std::string& id : inside) started.push_back(stat_fields(id).at(19));
  child.freeze();
  ::kill(child.pid(), SIGKILL);  // that process alone, as the kernel does when the host dies
  for (size_t i = 0; i < inside.size(); ++i) {
    SCOPED_TRACE(inside[i]);
    std::vector<std::string> fields;
    const auto ended = [&] { return fields.size() < 20 || fields[0] == "Z" || fields[19] != started[i]; };
    // The kernel takes a while to tear the namespaces down (1.5 to 2 s measured on a 2-core VM, the
    // same under load): up to 15 s; one left behind stays for good.
    for (int tries = 0; tries < 750; ++tries) {
      fields = stat_fields(inside[i]);
      if (ended()) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    std::string command;
    std::getline(std::ifstream("/proc/" + inside[i] + "/cmdline"), command);
    std::replace(command.begin(), command.end(), '\0', ' ');
    EXPECT_TRUE(ended()) << "still there, in state " << fields[0] << ", parent " << fields[1] << ": " << command;
  }
}

TEST_F(Sandbox, APluginReadsOnlyWhatAPlayerNeeds) {
  // A user's secret, a FIFO another process reads from, and (as root) a device node outside /dev.
  std::ofstream(folder_ / "secret") << "password\n";
  ASSERT_EQ(mkfifo((folder_ / "pipe").c_str(), 0666), 0);
  if (geteuid() == 0) {
    ASSERT_EQ(mknod((folder_ / "null").c_str(), S_IFCHR | 0666, makedev(1, 3)), 0);
  }
  fs::permissions(folder_, fs::perms::all);  // so that it is the sandbox that refuses, not the modes
  // Named by an option, a folder or a path that is no file opens nothing (the folder is its target).
  expect_played_on(attack("read_outside", folder_.string()));
  expect_played_on(attack("read_outside", (folder_ / "missing").string()));
  // A file an option names is the user's leave to read that file.
  expect_played_on(attack("read_named", (folder_ / "secret").string()));
}

// A root of its own: kept in a folder beside a user's files (as a download is), a plugin sees
// nothing of the machine but what a player needs, not even a name: not beside it, not a home
// folder, not through /proc/1 (its namespace's first process is in the same root); and it reads
// the folder of its own name beside it, its data.
TEST_F(Sandbox, APluginSeesOnlyItsOwnFiles) {
  const fs::path kept = folder_ / "downloads";
  fs::create_directories(kept / "hostile");
  fs::copy_file(kHostile + "/hostile.so", kept / "hostile.so");
  std::ofstream(kept / "secret") << "password\n";
  std::ofstream(folder_ / "secret") << "password\n";
  std::ofstream(kept / "hostile" / "book.txt") << "e2e4\n";
  for (const std::string attack : {"see_outside", "read_own_data"}) {
    auto hostile = make_engine((kept / "hostile.so").string() + ":attack=" + attack + ",target=" + folder_.string(),
                               PluginScan{}, xiangqi(), true);
    auto rival = make_engine(kShipped + "/random.so", PluginScan{}, xiangqi(), true);
    expect_played_on(play_game(*hostile, *rival, xiangqi(), "", make_limits(100, 0)));
  }
}

TEST_F(Sandbox, APluginMayHandAValueFromOneThreadToAnother) { expect_played_on(attack("future")); }

TEST_F(Sandbox, AChildLeavesNoProcessForItsHostToReap) {
  // As a container's first process, this one adopts orphans: none may come of a child that ends.
  ASSERT_EQ(prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
  {
    ChildProcess child({kExecutable, "uci", "--sandboxed", "--player", kShipped + "/random.so"});
    ASSERT_TRUE(child.write_line("uci\nquit"));
    EXPECT_NE(child.exit_reason(std::chrono::seconds(10)), "");
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  int adopted = 0;
  while (waitpid(-1, nullptr, WNOHANG) > 0) ++adopted;
  prctl(PR_SET_CHILD_SUBREAPER, 0);
  EXPECT_EQ(adopted, 0);
}

TEST_F(Sandbox, APluginSeesNoOtherProcess) {
  // In a PID namespace of its own, with its /proc: itself and that namespace's first process only.
  expect_played_on(attack("processes"));
}

TEST_F(Sandbox, APluginScannedCannotEndTheScan) {
  // Its load-time code asks for SIGIO to be sent here; the scan goes on and names the call.
  const PluginScan scan = scan_plugins({}, {kHostile + "/hostile_at_load.so", kShipped + "/random.so"});
  ASSERT_EQ(scan.failures.size(), 1u);
  EXPECT_THAT(scan.failures[0].reason, HasSubstr("the sandbox refused the system call fcntl"));
  EXPECT_THAT(scan.failures[0].reason, Not(HasSubstr("wrote"))) << "a scanner writes nothing, even in its folder";
  EXPECT_FALSE(fs::exists("/tmp/plyground-left-by-a-scan"));
  EXPECT_EQ(scan.plugins.size(), 1u);
}

TEST_F(Sandbox, AScanRecordForgedAtLoadSaysNothingThePluginCouldNot) {
  // Its load-time code writes records of its own before the scanner's: one about another file, one
  // with a name no plugin may have, one whose description holds a newline and a line of output.
  const PluginScan scan = scan_plugins({}, {kHostile + "/forger.so"});
  EXPECT_TRUE(scan.failures.empty()) << scan.failures[0].file << ": " << scan.failures[0].reason;
  ASSERT_EQ(scan.plugins.size(), 1u);
  const PluginInfo& forger = scan.plugins[0];
  EXPECT_EQ(forger.file, fs::canonical(kHostile + "/forger.so"));
  EXPECT_EQ(forger.name, "forged");
  EXPECT_EQ(forger.description.find_first_of("\n\t\x1b"), std::string::npos) << forger.description;
}

TEST_F(Sandbox, FilesTheHostHasOpenAreOutOfReach) {
  // Open for writing and inherited by anything started without O_CLOEXEC, as a PGN being written.
  const fs::path pgn = folder_ / "games.pgn";
  std::ofstream(pgn) << "[Event \"finished\"]\n";
  const int held = open(pgn.c_str(), O_WRONLY | O_APPEND);
  ASSERT_GE(held, 0);
  expect_played_on(attack("inherited_files", host()));
  expect_played_on(attack("host_descriptors", host()));  // the host is not dumpable: its /proc/PID/fd is closed
  close(held);
  std::ifstream in(pgn);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), "[Event \"finished\"]\n");
}

TEST_F(Sandbox, ChildrenHaveNoTerminalAndCannotTypeIntoOne) {
  ChildProcess child({kExecutable, "uci", "--sandboxed", "--player", kShipped + "/random.so"});
  ASSERT_TRUE(child.write_line("uci"));
  while (auto line = child.read_line(std::chrono::seconds(10)))
    if (*line == "uciok") break;
  const std::vector<std::string> fields = stat_fields(std::to_string(child.pid()));
  ASSERT_GE(fields.size(), 5u);
  const long group = std::stol(fields[2]), session = std::stol(fields[3]), tty = std::stol(fields[4]);
  EXPECT_EQ(session, child.pid()) << "a session of its own";
  EXPECT_EQ(group, child.pid());
  EXPECT_EQ(tty, 0) << "no controlling terminal";
  expect_refused(attack("terminal"), "ioctl");
}

TEST_F(Sandbox, PrivilegedCallsAreRefusedAndNamed) {
  const fs::path victim = folder_ / "victim";
  std::ofstream(victim) << "mine\n";
  fs::permissions(victim, fs::perms::owner_read | fs::perms::owner_write);
  struct stat before {};
  stat(victim.c_str(), &before);
  const std::pair<const char*, const char*> cases[] = {
      {"mknod", "mknod|mknodat"}, {"chmod", "chmod|fchmodat"}, {"chown", "chown|fchownat"}, {"utime", "utimensat"},
      {"xattr", "setxattr"},      {"pdeathsig", "prctl"},      {"setsid", "setsid"},
  };
  for (const auto& [name, call] : cases) {
    SCOPED_TRACE(name);
    expect_refused(attack(name, victim.string()), call);
  }
  struct stat after {};
  stat(victim.c_str(), &after);
  EXPECT_EQ(after.st_mode, before.st_mode);
  EXPECT_EQ(after.st_uid, before.st_uid);
  EXPECT_EQ(after.st_mtim.tv_sec, before.st_mtim.tv_sec);
  EXPECT_EQ(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);
  EXPECT_LT(getxattr(victim.c_str(), "user.plugin", nullptr, 0), 0);
  expect_played_on(attack("capabilities"));  // it holds none, as root too
  expect_played_on(attack("read_devices"));  // only null, zero, random and urandom in its /dev
}

TEST_F(Sandbox, NamedSocketsAndSharedMemoryAreOutOfReach) {
  const fs::path path = folder_ / "bus";
  const int listener = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::strncpy(address.sun_path, path.c_str(), sizeof address.sun_path - 1);
  ASSERT_EQ(bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
  ASSERT_EQ(listen(listener, 4), 0);
  // socket() answers EACCES (the C library's name lookups go on without nscd); what the attack does
  // with no socket, connect, is the call refused.
  expect_refused(attack("unix_socket", path.string()), "connect");
  EXPECT_LT(accept(listener, nullptr, nullptr), 0) << "nobody connected";
  close(listener);

  const key_t key = key_t(0x5059'0000 + (getpid() & 0xffff));
  const int id = shmget(key, 64, IPC_CREAT | 0666);
  ASSERT_GE(id, 0);
  auto* shared = static_cast<char*>(shmat(id, nullptr, 0));
  std::strcpy(shared, "ours");
  expect_refused(attack("sysv_ipc", std::to_string(key)), "shmget");
  EXPECT_STREQ(shared, "ours");
  shmdt(shared);
  shmctl(id, IPC_RMID, nullptr);
}

TEST_F(Sandbox, ALiftedCpuLimitStillLosesOnTime) {
  const PlayedGame played = attack("raise_cpu_limit");
  EXPECT_EQ(played.record.result, Result::SECOND_PLAYER_WINS);
  EXPECT_THAT(played.record.tag("Termination"), HasSubstr("no move within 150 ms"));
}

// The CPU time a process has used, in clock ticks.
long cpu_ticks(pid_t pid) {
  const std::vector<std::string> fields = stat_fields(std::to_string(pid));
  return fields.size() > 12 ? std::stol(fields[11]) + std::stol(fields[12]) : 0;  // utime, stime
}

TEST_F(Sandbox, APlayerWaitingForItsTurnUsesNoCpu) {
  ChildProcess child({kExecutable, "uci", "--sandboxed", "--player", kHostile + "/hostile.so"});
  ASSERT_TRUE(
      child.write_line("uci\nsetoption name attack value spin_between_moves\nisready\nposition startpos\n"
                       "go movetime 20"));
  bool moved = false;
  while (auto line = child.read_line(std::chrono::seconds(10)))
    if ((moved = line->rfind("bestmove", 0) == 0)) break;
  ASSERT_TRUE(moved);
  // Its thread spins on after the move...
  const pid_t runner = plugin_runner(child.pid());
  const long moved_at = cpu_ticks(runner);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_GT(cpu_ticks(runner) - moved_at, 10) << "the spinning thread should run while not frozen";
  // ...until it is frozen, as the host freezes a player after each move.
  child.freeze();
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  const long frozen_at = cpu_ticks(runner);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(cpu_ticks(runner), frozen_at);
  // And it wakes for the next command.
  ASSERT_TRUE(child.write_line("isready"));
  const auto ready = child.read_line(std::chrono::seconds(10));
  ASSERT_TRUE(ready);
  EXPECT_EQ(*ready, "readyok");
}

// The process that plays `plugin` for this one (plugin_runner: in the child's PID namespace).
pid_t child_playing(const std::string& plugin) {
  for (const auto& entry : fs::directory_iterator("/proc")) {
    const std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;  // not a process
    std::ifstream cmdline(entry.path() / "cmdline");
    std::string text((std::istreambuf_iterator<char>(cmdline)), std::istreambuf_iterator<char>());
    const std::vector<std::string> fields = stat_fields(name);
    if (fields.size() > 1 && std::stol(fields[1]) == getpid() && text.find(plugin) != std::string::npos)
      return plugin_runner(pid_t(std::stol(name)));
  }
  return -1;
}

TEST_F(Sandbox, APlayerSeenSpinningBetweenMovesIsFrozenFromThenOn) {
  auto hostile = make_engine(kHostile + "/hostile.so:attack=spin_between_moves", PluginScan{}, xiangqi(), true);
  ASSERT_EQ(hostile->new_game().reason(), "");
  auto game = xiangqi().new_game();
  ASSERT_EQ(game->play(hostile->choose_move(*game, make_limits(20, 0), nullptr).move).reason(), "");
  const pid_t pid = child_playing("hostile.so");
  ASSERT_GT(pid, 0);
  // Its thread spins while the opponent thinks...
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  ASSERT_EQ(game->play(game->legal_moves().front()).reason(), "");
  // ...which the host sees at its next move: from then on it is frozen between its moves.
  ASSERT_EQ(game->play(hostile->choose_move(*game, make_limits(20, 0), nullptr).move).reason(), "");
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  const long resting = cpu_ticks(pid);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(cpu_ticks(pid), resting);
  // And it still plays.
  ASSERT_EQ(game->play(game->legal_moves().front()).reason(), "");
  EXPECT_EQ(game->play(hostile->choose_move(*game, make_limits(20, 0), nullptr).move).reason(), "");
}

TEST_F(Sandbox, APlayerSpinningBetweenGamesIsFrozenFromThenOn) {
  // It leaves a thread spinning and loses at its first move: no move of its comes after to see the
  // spinning by. The CPU it used between games is counted at the next game's start, and from then
  // on it is stopped whenever it owes nothing: after that game too.
  auto hostile = make_engine(kHostile + "/hostile.so:attack=spin_and_fail", PluginScan{}, xiangqi(), true);
  auto rival = make_engine(kShipped + "/random.so", PluginScan{}, xiangqi(), true);
  for (int game = 0; game < 2; ++game) {
    const PlayedGame played = play_game(*hostile, *rival, xiangqi(), "", make_limits(20, 0));
    EXPECT_THAT(played.record.tag("Termination"), HasSubstr("it gives up"));
    std::this_thread::sleep_for(std::chrono::milliseconds(300));  // the other games of a tournament
  }
  const pid_t pid = child_playing("hostile.so");
  ASSERT_GT(pid, 0);
  const long resting = cpu_ticks(pid);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(cpu_ticks(pid), resting) << "it should be stopped after its second game";
}

TEST_F(Sandbox, APlayerSpinningPartOfTheTimeBetweenMovesIsFrozenToo) {
  // A fifth of the time, 90 ms of each 450 ms wait: under a quarter of the time waited, which a
  // player could once use unseen.
  auto hostile =
      make_engine(kHostile + "/hostile.so:attack=spin_part_time_between_moves", PluginScan{}, xiangqi(), true);
  ASSERT_EQ(hostile->new_game().reason(), "");
  auto game = xiangqi().new_game();
  for (int move = 0; move < 4; ++move) {  // about 360 ms spun in all, 100 ms being enough
    ASSERT_EQ(game->play(hostile->choose_move(*game, make_limits(20, 0), nullptr).move).reason(), "");
    std::this_thread::sleep_for(std::chrono::milliseconds(450));
    ASSERT_EQ(game->play(game->legal_moves().front()).reason(), "");
  }
  ASSERT_EQ(game->play(hostile->choose_move(*game, make_limits(20, 0), nullptr).move).reason(), "");
  const pid_t pid = child_playing("hostile.so");
  ASSERT_GT(pid, 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  const long resting = cpu_ticks(pid);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(cpu_ticks(pid), resting) << "it should be frozen between its moves by now";
}

TEST_F(Sandbox, WritesStayInItsFolderBoundedAndGoneAfterwards) {
  const fs::path victim = folder_ / "results.csv";
  std::ofstream(victim) << "kept\n";
  expect_played_on(attack("write_outside", victim.string()));
  expect_played_on(attack("truncate_outside", victim.string()));
  std::ifstream in(victim);
  std::string line;
  std::getline(in, line);
  EXPECT_EQ(line, "kept");

  const PlayedGame filled = attack("fill_disk");
  EXPECT_EQ(filled.record.result, Result::SECOND_PLAYER_WINS);
  const std::string said = filled.record.tag("Termination");
  const size_t at = said.find("wrote ");
  ASSERT_NE(at, std::string::npos) << said;
  EXPECT_LE(std::stol(said.substr(at + 6)), 64) << said;

  expect_refused(attack("lock_own_folder"), "chmod|fchmodat");
  // A thread with a descriptor table of its own would open another 128 files, as many times as it
  // has threads.
  expect_refused(attack("own_descriptor_table"), "clone");
  expect_refused(attack("own_descriptor_table_by_close_range"), "close_range");
  // At most 256 threads, as root too (whose child gets a real user of its own, as the kernel
  // exempts a real root from the limit): a plugin cannot take every process id of the machine.
  const std::string bombed = attack("thread_bomb").record.tag("Termination");
  const size_t made = bombed.find("made ");
  ASSERT_NE(made, std::string::npos) << bombed;
  EXPECT_LE(std::stol(bombed.substr(made + 5)), 256) << bombed;
  // No child's folder outlives its game, whatever the plugin did to it.
  const std::string prefix = "plyground-child-" + std::to_string(getpid()) + "-";
  for (const auto& entry : fs::directory_iterator(fs::temp_directory_path()))
    EXPECT_NE(entry.path().filename().string().rfind(prefix, 0), 0u) << entry.path();
}

TEST_F(Sandbox, AFloodOnStderrCostsItsGameNotTheHost) {
  const auto started = std::chrono::steady_clock::now();
  const PlayedGame flooded = attack("stderr_flood");
  EXPECT_EQ(flooded.record.result, Result::SECOND_PLAYER_WINS);
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(20));
  EXPECT_LE(flooded.record.tag("Termination").size(), 2000u);
}

TEST_F(Sandbox, TheProtocolIsBoundedAndCleaned) {
  const PlayedGame long_line = attack("long_line");
  EXPECT_EQ(long_line.record.result, Result::SECOND_PLAYER_WINS);
  EXPECT_THAT(long_line.record.tag("Termination"), HasSubstr("a line of over 65536 bytes"));

  // A text from a plugin is kept to a few hundred bytes, whatever way it came, and shows what it holds.
  const std::string error = attack("long_error").record.tag("Termination");
  EXPECT_THAT(error, HasSubstr("hidden line zero tag eeee"));
  EXPECT_THAT(error, ::testing::ContainsRegex("\\[600[0-9][0-9] bytes, cut\\]$"));
  EXPECT_LE(error.size(), 450u) << error;

  const PlayedGame escapes = attack("escapes");
  const std::string said = escapes.record.tag("Termination");
  EXPECT_THAT(said, HasSubstr("cleared your screen"));
  EXPECT_EQ(said.find('\x1b'), std::string::npos) << said;
  EXPECT_EQ(said.find("\xc2\x9b"), std::string::npos) << said;
  EXPECT_EQ(said.find('\x07'), std::string::npos) << said;
}

// Lanes: one child serves a player's games at once (make_engines), asked for all their moves
// together. Each lane plays its own game, and a crash or a hang costs only the move that made it.
class Lanes : public ::testing::Test {
 protected:
  // `count` lanes of the plugin `spec`, each with a new game from `fens`' (cycled).
  void start(const std::string& spec, size_t count) {
    lanes_ = make_engines(parse_spec(spec).value(), PluginScan{}, xiangqi(), true, int(count));
    ASSERT_EQ(lanes_.size(), count);
    for (size_t i = 0; i < count; ++i) {
      games_.push_back(std::move(xiangqi().from_fen(kFens[i % std::size(kFens)]).value()));
      ASSERT_EQ(lanes_[i]->new_game().reason(), "");
    }
  }
  // Asks every lane for its move, in order, then takes the answers in `order`.
  std::vector<MoveReply> ask_all(const std::vector<size_t>& order, const Limits& limits = make_limits(0, 1)) {
    for (size_t i = 0; i < lanes_.size(); ++i) lanes_[i]->ask_move(*games_[i], limits);
    std::vector<MoveReply> replies(lanes_.size());
    for (size_t i : order) replies[i] = lanes_[i]->take_move();
    return replies;
  }

  // A king alone against a king, each with one move only: d0d1, f0f1, d9d8, f9f8 (any other
  // would face the other king).
  static constexpr const char* kFens[] = {"4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "4k4/9/9/9/9/9/9/9/9/5K3 w - - 0 1",
                                          "3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1", "5k3/9/9/9/9/9/9/9/9/4K4 b - - 0 1"};
  std::vector<std::unique_ptr<Engine>> lanes_;
  std::vector<std::unique_ptr<GameState>> games_;
};

TEST_F(Lanes, EachPlaysItsOwnGameWhateverTheOrderItsAnswerIsTakenIn) {
  start(kShipped + "/greedy.so", 4);
  const std::vector<MoveReply> first = ask_all({3, 1, 0, 2});
  const char* expected[] = {"d0d1", "f0f1", "d9d8", "f9f8"};
  for (size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(first[i].error, "") << i;
    EXPECT_EQ(first[i].move, expected[i]) << i;
    ASSERT_EQ(games_[i]->play(first[i].move).reason(), "") << i;
  }
  // Then each lane is sent only its own game's new move: its answers are still its own game's.
  const std::vector<MoveReply> second = ask_all({0, 1, 2, 3});
  for (size_t i = 0; i < 4; ++i) {
    const Expected<size_t> legal = checked_move(*games_[i], second[i]);
    EXPECT_TRUE(legal) << i << ": " << legal.reason() << " " << second[i].error;
  }
}

TEST_F(Lanes, ACrashCostsOnlyTheMoveThatMadeIt) {
  start(kHostile + "/hostile.so", 4);
  ASSERT_EQ(lanes_[2]->set_option("attack", "kill_group").reason(), "");  // refused: the child is ended
  const std::vector<MoveReply> replies = ask_all({0, 1, 2, 3});
  for (size_t i : {0, 1, 3}) {  // lanes 0 and 1 answered before the crash, their answers lost with it
    const Expected<size_t> legal = checked_move(*games_[i], replies[i]);
    EXPECT_TRUE(legal) << i << ": " << legal.reason() << " " << replies[i].error;
  }
  EXPECT_THAT(replies[2].error, HasSubstr("the sandbox refused the system call kill"));
  // The next round, without the crash, goes to a process started since: each lane is sent its
  // game whole, where the process before had the game so far.
  for (size_t i : {0, 1, 3}) ASSERT_EQ(games_[i]->play(replies[i].move).reason(), "");
  ASSERT_EQ(lanes_[2]->set_option("attack", "none").reason(), "");
  const std::vector<MoveReply> next = ask_all({3, 2, 1, 0});
  for (size_t i : {0, 1, 2, 3}) {
    const Expected<size_t> legal = checked_move(*games_[i], next[i]);
    EXPECT_TRUE(legal) << i << ": " << legal.reason() << " " << next[i].error;
  }
}

TEST_F(Lanes, AHangCostsOnlyTheMoveThatHung) {
  start(kHostile + "/hostile.so", 4);
  ASSERT_EQ(lanes_[1]->set_option("attack", "hang").reason(), "");  // deaf to stop: ended after its time
  for (const auto& lane : lanes_) lane->limit_answer_time(std::chrono::milliseconds(1000));
  const std::vector<MoveReply> replies = ask_all({0, 1, 2, 3});
  for (size_t i : {0, 2, 3}) {  // lane 0's answer, held while more was asked, is sent when a search lasts
    const Expected<size_t> legal = checked_move(*games_[i], replies[i]);
    EXPECT_TRUE(legal) << i << ": " << legal.reason() << " " << replies[i].error;
  }
  EXPECT_THAT(replies[1].error, HasSubstr("no move within 1000 ms"));
}

}  // namespace
}  // namespace plyground::host
