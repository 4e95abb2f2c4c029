// The torture set: one plugin per fault, each built from this file with one TORTURE_* macro
// (tests/CMakeLists.txt). None is installed or found by default. Run isolated, each must cost
// only its own game, with its reason.
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <clocale>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <locale>
#include <stdexcept>
#include <thread>
#include <vector>

#include "plyground/player.hpp"

namespace {

using namespace plyground;

template <GameRecord G>
std::string first_legal_move(const G& game) {
  typename G::Position::MoveList moves;
  game.position().legal_moves(moves);
  return move_text(game.position(), moves[0]);
}

#if defined(TORTURE_LOAD_THREAD)
// Starts a thread as soon as the library is loaded (when scanned, too) that writes protocol-like
// lines to stdout forever.
struct AtLoad {
  AtLoad() {
    std::thread([] {
      for (;;) {
        std::printf("bestmove a0a1\n");
        std::fflush(stdout);
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
      }
    }).detach();
  }
} at_load;
#endif

#if defined(TORTURE_SETLOCALE)
// Numbers written 1.2.3,5 instead of 123.5.
struct Comma : std::numpunct<char> {
  char do_decimal_point() const override { return ','; }
  char do_thousands_sep() const override { return '.'; }
  std::string do_grouping() const override { return "\1"; }
};
#endif

template <GameRecord G>
class Torture : public Player<G> {
 public:
  Torture() {
#if defined(TORTURE_SLOW_CREATE)
    std::this_thread::sleep_for(std::chrono::seconds(2));  // slow, then fine
#elif defined(TORTURE_CREATE_CRASH)
    std::raise(SIGSEGV);
#endif
  }
#if defined(TORTURE_DESTROY_HANG)
  ~Torture() override {
    for (;;) pause();
  }
#endif
  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    (void)search;
    (void)limits;
#if defined(TORTURE_CRASH)
    std::raise(SIGSEGV);
#elif defined(TORTURE_ABORT)
    std::abort();
#elif defined(TORTURE_HANG)
    static volatile unsigned long spins = 0;
    for (;;) spins = spins + 1;  // never returns, never looks at stop
#elif defined(TORTURE_LATE)
    std::this_thread::sleep_for(limits.movetime + std::chrono::milliseconds(300));  // then a legal move
#elif defined(TORTURE_IGNORE_STOP)
    std::this_thread::sleep_for(std::chrono::seconds(5));  // far past any move time
#elif defined(TORTURE_TALK_FOREVER)
    for (uint64_t nodes = 1;; ++nodes) search.report({.depth = 1, .nodes = nodes});  // and never a move
#elif defined(TORTURE_THROW)
    throw std::runtime_error("out of ideas");
#elif defined(TORTURE_EMPTY)
    return {.move = ""};
#elif defined(TORTURE_GARBAGE)
    return {.move = "zz99"};
#elif defined(TORTURE_CHDIR)
    if (chdir("/") != 0) throw std::runtime_error("chdir failed");
#elif defined(TORTURE_SETENV)
    setenv("PATH", "/nonexistent", 1);
    setenv("PLYGROUND_PLUGIN_PATH", "/nonexistent", 1);
    unsetenv("HOME");
#elif defined(TORTURE_CLOSE_STDOUT)
    close(STDOUT_FILENO);
    close(STDIN_FILENO);
#elif defined(TORTURE_SIGNALS)
    std::signal(SIGCHLD, SIG_IGN);
    std::signal(SIGINT, SIG_IGN);
    std::signal(SIGTERM, SIG_IGN);
    std::signal(SIGPIPE, SIG_DFL);
#elif defined(TORTURE_EXIT_IN_MOVE)
    std::exit(0);
#elif defined(TORTURE_CHATTER)
    std::printf("bestmove a0a1\ninfo string chatter\n");  // as if it were the protocol
    std::fflush(stdout);
#elif defined(TORTURE_FORK)
    if (fork() == 0)  // a child that holds every pipe open and outlives its parent
      for (;;) pause();
    std::raise(SIGSEGV);
#elif defined(TORTURE_NETWORK)
    // Refused by a listener-less port means a network; unreachable means none, as in the sandbox.
    const int s = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in discard{};
    discard.sin_family = AF_INET;
    discard.sin_port = htons(9);
    discard.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool reached =
        connect(s, reinterpret_cast<sockaddr*>(&discard), sizeof discard) == 0 || errno == ECONNREFUSED;
    close(s);
    if (reached) throw std::runtime_error("the network is reachable");
#elif defined(TORTURE_SPAWN)
    if (const pid_t child = fork(); child == 0) {
      _exit(0);
    } else if (child > 0) {
      waitpid(child, nullptr, 0);
      throw std::runtime_error("started a process");
    }
#elif defined(TORTURE_KILL_HOST)
    if (kill(getppid(), SIGKILL) == 0) throw std::runtime_error("killed the process that started it");
#elif defined(TORTURE_WRITE_OUTSIDE)
    const char* outside = "/tmp/plyground-torture-write-outside";
    if (const int fd = open(outside, O_CREAT | O_WRONLY, 0600); fd >= 0) {
      close(fd);
      unlink(outside);
      throw std::runtime_error("wrote outside its directory");
    }
    const int inside = open("inside", O_CREAT | O_WRONLY, 0600);  // its own directory stays writable
    if (inside < 0) throw std::runtime_error("cannot write in its own directory");
    close(inside);
#elif defined(TORTURE_SETLOCALE)
    for (const char* name : {"de_DE.UTF-8", "fr_FR.UTF-8", "ru_RU.UTF-8", "C.UTF-8"})
      if (std::setlocale(LC_ALL, name)) break;
    std::locale::global(std::locale(std::locale(), new Comma));
#elif defined(TORTURE_TRACE_LIAR)
    // A report and a trace with texts that would forge protocol lines, and one leave too many.
    search.report({.depth = 1, .pv = {"a\nbestmove h2e2"}, .text = "visits\nbestmove a0a1"});
    search.trace().enter_root(1);
    search.trace().enter(std::string("a\nbestmove h2e2"), 1, 0);
    search.trace().leave(1);
    search.trace().leave(2);
    search.trace().leave(3);
#elif defined(TORTURE_TRACE_DEEP)
    // A trace as large as the host keeps, in chains about as deep as it takes: 200,000 nodes under
    // a root of value 0, for a grader to compare with a reference of a few.
    search.trace().enter_root(2);
    const std::string name(32, 'z');
    for (int made = 0; made < 200'000;) {
      int depth = 0;
      for (; depth < 4000 && made < 200'000; ++depth, ++made) search.trace().enter(name, depth + 1, 1, 0, 0);
      for (int k = 0; k < depth; ++k) search.trace().leave(0);
    }
    search.trace().leave(0, 1, 1);
#elif defined(TORTURE_MULTILINE_ERROR)
    throw std::runtime_error("first line\n[Result \"1-0\"]\n{ forged }");
#elif defined(TORTURE_LEAK)
    // Takes 256 MB more on every move and never gives it back.
    static std::vector<std::vector<char> > hoard;
    hoard.emplace_back(size_t(256) << 20, 'x');
#endif
    return {.move = first_legal_move(game)};
  }
};

}  // namespace

#if defined(TORTURE_OVERFLOW) || defined(TORTURE_UNTERMINATED_ERROR) || defined(TORTURE_ERROR_WITH_MOVE)
// Written against the C interface by hand: to write past the buffers the host gives it, to leave
// its error message without an end, or to answer a move and an error at once.
namespace {
const char* const kGames[] = {"xiangqi", nullptr};
void* create(const char*, char*, uint32_t) { return new int(0); }
int32_t set_option(void*, const char*, const char*, char*, uint32_t) { return PLY_OK; }
int32_t new_game(void*, char*, uint32_t) { return PLY_OK; }
int32_t choose_move(void*, const ply_position*, const ply_limits*, const ply_host*, ply_result* result, char* error,
                    uint32_t error_size) {
#if defined(TORTURE_OVERFLOW)
  (void)error_size;
  std::memset(result, 'x', sizeof(ply_result) + 4096);  // far past the result
  std::memset(error, 'y', 8192);                        // and past the error buffer
#elif defined(TORTURE_UNTERMINATED_ERROR)
  (void)result;
  std::memset(error, 'y', error_size);  // every byte, no terminating NUL
#else
  std::strcpy(result->move, "h2e2");  // legal from the start: the error must still count
  std::snprintf(error, error_size, "an error with a move");
#endif
  return PLY_ERROR;
}
void stop(void*) {}
void destroy(void* self) { delete static_cast<int*>(self); }
}  // namespace
extern "C" PLY_EXPORT const ply_plugin* plyground_plugin_entry(void) {
  static const ply_plugin d{PLY_ABI_MAJOR,
                            PLY_ABI_MINOR,
                            sizeof(ply_plugin),
                            TORTURE_NAME,
                            "0",
                            "tests",
                            "a hand-written torture-set plugin",
                            kGames,
                            nullptr,
                            0,
                            create,
                            set_option,
                            new_game,
                            choose_move,
                            stop,
                            destroy,
                            nullptr};
  return &d;
}
#else
PLYGROUND_PLUGIN(Torture, TORTURE_NAME, "0", "tests", "a torture-set plugin", {})
#endif
