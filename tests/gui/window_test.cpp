// The window, headless: SDL's dummy video driver with the software renderer.
#include <SDL.h>
#include <SDL_image.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <thread>

#include "games/registry.hpp"
#include "gui/board_view.hpp"
#include "gui/drawing.hpp"
#include "gui/language.hpp"
#include "gui/levels.hpp"
#include "gui/widgets.hpp"
#include "gui/window.hpp"
#include "skins/skins.hpp"

namespace plyground::gui {
namespace {

// Plugin scanners are the plyground executable, not this test program.
const bool kChildrenArePlyground = setenv("PLYGROUND_EXECUTABLE", PLYGROUND_EXECUTABLE, 0) == 0;

using ::testing::Contains;
using ::testing::HasSubstr;
using ::testing::Not;

const std::string kGolden = std::string(PLYGROUND_TEST_DATA) + "/gui/start-board.png";

// The square a name names in the game: the tests name squares as people do.
host::Square square(const App& app, const std::string& name) { return app.module().square_named(name); }
host::Square square(Window& window, const std::string& name) { return square(window.app(), name); }

class WindowTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    setenv("SDL_VIDEODRIVER", "dummy", 1);  // no screen needed; pixels are the same everywhere
    setenv("SDL_RENDER_DRIVER", "software", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);  // sounds played, heard by nobody
    setenv("PLYGROUND_PLUGIN_PATH", PLYGROUND_PLUGIN_DIR, 1);
    ASSERT_EQ(SDL_Init(SDL_INIT_VIDEO), 0) << SDL_GetError();
  }
  static void TearDownTestSuite() { SDL_Quit(); }

  static WindowOptions options(const std::string& red, const std::string& black, const std::string& game = "xiangqi",
                               const std::string& fen = "") {
    WindowOptions options;
    options.game = game;
    options.fen = fen;
    options.first = red;
    options.second = black;
    options.width = 1100;
    options.height = 800;
    options.pace_ms = 0;       // AIs against each other play at once
    options.animation_ms = 0;  // and pieces jump, unless a test looks at them sliding
    return options;
  }
  std::unique_ptr<Window> open(const WindowOptions& options) {
    auto window = std::make_unique<Window>(options, make_skin);
    draw(*window);
    return window;
  }
  std::unique_ptr<Window> open(const std::string& red, const std::string& black, const std::string& game = "xiangqi",
                               const std::string& fen = "") {
    return open(options(red, black, game, fen));
  }
  // Two people with a clock (a --tc text).
  std::unique_ptr<Window> open_timed(const std::string& time_control) {
    WindowOptions o = options("human", "human");
    o.time_control = host::parse_time_control(time_control).value();
    return open(o);
  }
  static void draw(Window& window) {
    window.frame();
    window.present();
  }
  // Runs frames until `done` or a few seconds have passed.
  template <class Done>
  static bool frames_until(Window& window, Done done) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!done() && std::chrono::steady_clock::now() < deadline) draw(window);
    return done();
  }
  static void click(Window& window, const std::string& s) {
    const SDL_FPoint p = window.board().center(square(window, s));
    push_click(window, int(p.x), int(p.y));
  }
  // A left click at a pixel, as SDL reports one: the pointer moves there, then down and up.
  static void push_click(Window& window, int x, int y) {
    for (Uint32 type : {Uint32(SDL_MOUSEMOTION), Uint32(SDL_MOUSEBUTTONDOWN), Uint32(SDL_MOUSEBUTTONUP)})
      push_mouse(window, type, x, y);
  }
  // A click on a control the window noted (note_control), as a person clicks it; then a frame.
  static void click_control(Window& window, const std::string& name) {
    ASSERT_TRUE(control_places().count(name)) << name << " is not drawn";
    const SDL_Rect r = control_places().at(name);
    push_click(window, r.x + r.w / 2, r.y + r.h / 2);
    draw(window);
  }
  // The pointer moved to a pixel, or the left button pressed or let go there; then a frame.
  static void push_mouse(Window& window, Uint32 type, int x, int y) {
    SDL_Event e{};
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
      e.motion.x = x, e.motion.y = y;
    } else {
      e.button.button = SDL_BUTTON_LEFT;
      e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
      e.button.x = x, e.button.y = y;
      e.button.clicks = 1;
    }
    SDL_PushEvent(&e);
    draw(window);
  }
  static void push_key(Window& window, SDL_Keycode key, SDL_Scancode code, Uint16 mod = KMOD_NONE) {
    for (Uint32 type : {Uint32(SDL_KEYDOWN), Uint32(SDL_KEYUP)}) {
      SDL_Event e{};
      e.type = type;
      e.key.keysym.sym = key;
      e.key.keysym.scancode = code;
      e.key.keysym.mod = mod;
      e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
      SDL_PushEvent(&e);
      draw(window);
    }
  }
};

// Share of pixels whose colour differs by more than `threshold` in some channel.
double difference(SDL_Surface* a, SDL_Surface* b, int threshold = 24) {
  if (a->w != b->w || a->h != b->h) return 1;
  long differing = 0;
  for (int y = 0; y < a->h; ++y)
    for (int x = 0; x < a->w * 4; x += 4) {
      const auto* pa = static_cast<Uint8*>(a->pixels) + y * a->pitch + x;
      const auto* pb = static_cast<Uint8*>(b->pixels) + y * b->pitch + x;
      for (int c = 0; c < 3; ++c)
        if (std::abs(pa[c] - pb[c]) > threshold) {
          ++differing;
          break;
        }
    }
  return double(differing) / (double(a->w) * a->h);
}

// The mean colour change inside a box around a point between two captures of the board.
double change_near(Window& window, SDL_Surface* before, SDL_Surface* after, const std::string& s) {
  const SDL_FPoint p = window.board().center(square(window, s));
  const SDL_Rect r = window.board().rect();
  const int cx = int(p.x) - r.x, cy = int(p.y) - r.y, half = r.w / 30;
  double total = 0;
  int n = 0;
  for (int y = cy - half; y <= cy + half; ++y)
    for (int x = cx - half; x <= cx + half; ++x) {
      const auto* pa = static_cast<Uint8*>(before->pixels) + y * before->pitch + x * 4;
      const auto* pb = static_cast<Uint8*>(after->pixels) + y * after->pitch + x * 4;
      for (int c = 0; c < 3; ++c) total += std::abs(pa[c] - pb[c]);
      ++n;
    }
  return total / n;
}

TEST_F(WindowTest, StartPositionMatchesGoldenImage) {
  auto window = open("human", "human");
  SDL_Surface* shot = window->capture(true);
  if (std::getenv("PLYGROUND_UPDATE_GOLDEN")) IMG_SavePNG(shot, kGolden.c_str());
  SDL_Surface* golden = IMG_Load(kGolden.c_str());
  ASSERT_NE(golden, nullptr) << "missing " << kGolden << " (PLYGROUND_UPDATE_GOLDEN=1 makes it)";
  SDL_Surface* expected = SDL_ConvertSurfaceFormat(golden, SDL_PIXELFORMAT_RGBA32, 0);
  EXPECT_LT(difference(shot, expected), 0.005);
  // A different position must not pass as the same picture.
  ASSERT_EQ(window->app().load_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b").reason(), "");
  draw(*window);
  SDL_Surface* moved = window->capture(true);
  EXPECT_GT(difference(moved, expected), 0.001);
  for (SDL_Surface* s : {shot, golden, expected, moved}) SDL_FreeSurface(s);
}

TEST_F(WindowTest, HumanPlaysByClickingAndThePictureChanges) {
  auto window = open("human", "human");
  SDL_Surface* before = window->capture(true);
  click(*window, "h2");  // h2: pick up the cannon
  EXPECT_EQ(window->app().selected(), square(*window, "h2"));
  EXPECT_THAT(window->app().targets(), Contains(square(*window, "e2")));
  click(*window, "e2");  // e2
  ASSERT_EQ(window->app().game().moves().size(), 1u);
  EXPECT_EQ(window->app().game().moves()[0], "h2e2");
  SDL_Surface* after = window->capture(true);
  EXPECT_GT(change_near(*window, before, after, "h2"), 10.0);  // the cannon left h2
  EXPECT_GT(change_near(*window, before, after, "e2"), 10.0);  // and stands on e2
  EXPECT_LT(change_near(*window, before, after, "a0"), 1.0);   // a0 is as it was
  SDL_FreeSurface(before);
  SDL_FreeSurface(after);
}

TEST_F(WindowTest, IllegalMoveIsRefusedWithItsReason) {
  auto window = open("human", "human");
  click(*window, "b0");  // b0 horse
  click(*window, "d1");  // d1: its leg c0 is blocked
  EXPECT_TRUE(window->app().game().moves().empty());
  EXPECT_THAT(window->app().message(), HasSubstr("the horse's leg is blocked"));
}

TEST_F(WindowTest, PluginRepliesAndUndoReturnsToTheHumansTurn) {
  auto window = open("human", "greedy");
  click(*window, "h2");
  click(*window, "e2");
  ASSERT_TRUE(frames_until(*window, [&] { return window->app().game().moves().size() == 2; }));
  EXPECT_EQ(window->app().game().side_to_move(), 0);
  window->app().undo();  // takes back the reply and the human's move
  draw(*window);
  EXPECT_TRUE(window->app().game().moves().empty());
  EXPECT_EQ(window->app().game().fen(), host::game_module("xiangqi").start_fen());
  EXPECT_TRUE(window->app().can_redo());
}

// Redo against an AI plays again both plies undo took back, and the AI is not asked to search; a
// move other than the redo line's discards it. The move log holds only moves that were played: each
// of its moves is legal where it stands, and the log replays to the game on the board.
TEST_F(WindowTest, RedoAgainstAnAiReplaysBothPliesAndLogsOnlyWhatWasPlayed) {
  const std::string log = ::testing::TempDir() + "redo-moves.log";
  std::remove(log.c_str());
  WindowOptions options;
  options.second = "greedy";
  options.log_moves = log;
  auto window = std::make_unique<Window>(options, make_skin);
  draw(*window);
  App& app = window->app();
  click(*window, "h2");
  click(*window, "e2");
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 2; }));
  const std::vector<std::string> played = app.game().moves();
  app.undo();
  ASSERT_TRUE(app.game().moves().empty());
  app.redo();
  EXPECT_EQ(app.game().moves(), played);
  EXPECT_FALSE(app.can_redo());
  draw(*window);
  EXPECT_FALSE(app.thinking());  // the human's turn
  app.redo();                    // nothing left: nothing played, nothing logged
  EXPECT_EQ(app.game().moves(), played);

  app.undo();
  click(*window, "b2");  // another move: the redo line goes
  click(*window, "e2");
  EXPECT_FALSE(app.can_redo());
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 2; }));
  window.reset();

  std::ifstream in(log);
  auto replay = host::game_module("xiangqi").new_game();
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("undo ", 0) == 0) {
      while (replay->moves().size() > std::stoul(line.substr(5))) replay->undo();
    } else if (line.size() == 4) {
      EXPECT_EQ(replay->play(line).reason(), "") << line;
    }
  }
  EXPECT_EQ(replay->moves().size(), 2u);
  EXPECT_EQ(replay->moves().front(), "b2e2");
}

// Pause and Resume are for a game that goes on.
TEST_F(WindowTest, NothingToPauseOnceTheGameEnded) {
  auto window = open("human", "human", "tictactoe", "XXX/OO1/3 o");
  EXPECT_TRUE(window->app().end().over());
  EXPECT_FALSE(window->app().can_pause());
  window->app().new_game();
  EXPECT_TRUE(window->app().can_pause());
}

// Escape closes an open list (here the Players panel's choice for X), so the next click cannot
// pick one of its items: the board gets it.
TEST_F(WindowTest, EscapeClosesAnOpenList) {
  auto window = open("human", "human", "tictactoe");
  // The first player's list is on the row of its side's swatch; click down the row until it opens.
  draw(*window);
  const SDL_Rect swatch = control_places().at("swatch-0");
  for (int y = swatch.y + 2; y < swatch.y + 24 && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId); y += 3)
    push_click(*window, 1100 - 200, y);
  ASSERT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId));
  push_key(*window, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE);
  draw(*window);
  EXPECT_FALSE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId));
  click(*window, "b2");  // the centre square: a move on the board
  EXPECT_EQ(window->app().game().moves(), std::vector<std::string>{"b2"});
  EXPECT_TRUE(window->app().seats().setup(0).human());
}

// A click with nothing picked up: on an empty point nothing happens and nothing is said; on the
// other side's piece, why it does not move.
TEST_F(WindowTest, AClickOnAnEmptyPointSaysNothing) {
  auto window = open("human", "human");
  App& app = window->app();
  EXPECT_EQ(app.click(square(app, "e5")).reason(), "");
  EXPECT_EQ(app.message(), "");
  EXPECT_FALSE(app.message_is_error());
  EXPECT_THAT(app.click(square(app, "e9")).reason(), HasSubstr("the other side's piece"));
  EXPECT_TRUE(app.message_is_error());
  EXPECT_EQ(app.click(square(app, "e4")).reason(), "");  // a point again: the message goes
  EXPECT_EQ(app.message(), "");
}

// A player that cannot take a seat is refused with why, and the side keeps the player it had,
// ready to play.
TEST_F(WindowTest, APlayerThatCannotSitLeavesTheSideAsItWas) {
  auto window = open("random", "human");
  App& app = window->app();
  ASSERT_NE(app.seats().engine(0), nullptr);
  EXPECT_THAT(app.set_player(0, "no_such_player").reason(), HasSubstr("no_such_player"));
  EXPECT_THAT(app.message(), HasSubstr("no_such_player"));
  EXPECT_EQ(app.seats().setup(0).player, "random");
  ASSERT_NE(app.seats().engine(0), nullptr);
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 1; }));  // and it plays
}

// The game waits while the New game dialog is open: no clock runs behind it.
TEST_F(WindowTest, TheClocksStopWhileTheNewGameDialogIsOpen) {
  auto window = open_timed("1");  // two people, a second each (room for a loaded machine)
  App& app = window->app();
  click(*window, "h2");
  click(*window, "e2");
  click(*window, "h7");
  click(*window, "e7");
  draw(*window);
  EXPECT_EQ(app.clock().running(), 0);
  window->open_new_game();
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(1300);
  while (std::chrono::steady_clock::now() < until) draw(*window);
  EXPECT_FALSE(app.end().over()) << app.end().reason;
  EXPECT_EQ(app.clock().running(), -1);
  push_key(*window, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE);  // cancelled: the game goes on as it was
  EXPECT_FALSE(window->asking_new_game());
  EXPECT_FALSE(app.paused);
  EXPECT_EQ(app.clock().running(), 0);
}

// Escape closes what is on top: a list open in the New game dialog first, then the dialog.
TEST_F(WindowTest, EscapeClosesAListInADialogBeforeTheDialog) {
  auto window = open("human", "human", "tictactoe");
  window->open_new_game();
  for (int i = 0; i < 3; ++i) draw(*window);  // sized to fit by then
  const ImGuiWindow* dialog = ImGui::FindWindowByName(tr("New game"));
  ASSERT_NE(dialog, nullptr);
  const int x = int(dialog->Pos.x + 0.3f * dialog->Size.x);  // on the lists, clear of the third side choice
  for (int y = int(dialog->Pos.y); y < dialog->Pos.y + dialog->Size.y && !Window::list_open(); y += 4)
    push_click(*window, x, y);
  ASSERT_TRUE(Window::list_open());
  push_key(*window, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE);
  draw(*window);
  EXPECT_FALSE(Window::list_open());
  EXPECT_TRUE(window->asking_new_game());
  EXPECT_EQ(GImGui->OpenPopupStack.Size, 1);  // the dialog
  push_key(*window, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE);
  draw(*window);
  EXPECT_FALSE(window->asking_new_game());
  EXPECT_FALSE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId));
}

// The New game dialog opens on the game as it is, however it was set up: here from the command
// line, with an AI for the second side and a clock.
TEST_F(WindowTest, TheNewGameDialogOpensOnTheGameAsItIs) {
  WindowOptions o = options("human", "alphabeta:depth=2", "chess");
  o.time_control = host::parse_time_control("3+2").value();
  auto window = open(o);
  window->open_new_game();
  const Settings& choices = window->new_game_choices();
  EXPECT_EQ(choices.game, "chess");
  EXPECT_EQ(choices.you, "first");
  EXPECT_EQ(choices.opponent, "alphabeta:depth=2");
  EXPECT_EQ(choices.clock, host::parse_time_control("3+2").value().spec());
  ASSERT_EQ(window->start_game(choices).reason(), "");  // the same game again
  EXPECT_EQ(window->app().seats().setup(1).spec(), "alphabeta:depth=2");
  EXPECT_EQ(window->app().clock().control().spec(), host::parse_time_control("3+2").value().spec());
  ASSERT_EQ(window->app().set_player(0, "random").reason(), "");
  ASSERT_EQ(window->app().set_player(1, "human").reason(), "");
  window->open_new_game();
  EXPECT_EQ(window->new_game_choices().you, "second");
  EXPECT_EQ(window->new_game_choices().opponent, "random");
  // Over a game under way, the dialog says what starting puts aside; over none, nothing.
  control_places().erase("unfinished-warning");
  draw(*window);
  EXPECT_FALSE(control_places().count("unfinished-warning"));
  push_key(*window, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE);
  ASSERT_FALSE(window->asking_new_game());
  ASSERT_EQ(window->app().set_player(0, "human").reason(), "");
  click(*window, "e2"), click(*window, "e4");
  ASSERT_EQ(window->app().game().moves().size(), 1u);
  window->open_new_game();
  draw(*window);
  EXPECT_TRUE(control_places().count("unfinished-warning"));
}

// Plugins that crash, hang or exit as they load sit in the folder: the window opens, lists the
// others, and an AI plays (in its sandbox, as the window runs every plugin).
TEST_F(WindowTest, OpensAndPlaysWithLoadTimeFaultsInTheFolder) {
  setenv("PLYGROUND_PLUGIN_PATH", (std::string(PLYGROUND_PLUGIN_DIR) + ":" + PLYGROUND_LOAD_FAULTS_DIR).c_str(), 1);
  auto window = open("greedy", "random");
  setenv("PLYGROUND_PLUGIN_PATH", PLYGROUND_PLUGIN_DIR, 1);
  EXPECT_NE(window->app().seats().plugins().find("greedy"), nullptr);
  EXPECT_EQ(window->app().seats().plugins().failures.size(), 5u);
  ASSERT_TRUE(frames_until(*window, [&] { return window->app().game().moves().size() >= 2; }));
}

TEST_F(WindowTest, TorturePluginsCostOnlyTheirOwnGames) {
  setenv("PLYGROUND_PLUGIN_PATH", (std::string(PLYGROUND_PLUGIN_DIR) + ":" + PLYGROUND_TORTURE_DIR).c_str(), 1);
  auto window = open("torture_crash", "random");
  ASSERT_TRUE(frames_until(*window, [&] { return window->app().end().over(); }));
  EXPECT_THAT(window->app().end().reason, HasSubstr("torture_crash failed: the engine crashed or quit"));
  // A call the sandbox's filter refuses costs the plugin its game, the call named.
  ASSERT_EQ(window->app().set_player(0, "torture_kill_host").reason(), "");
  window->app().new_game();
  ASSERT_TRUE(frames_until(*window, [&] { return window->app().end().over(); }));
  EXPECT_THAT(window->app().end().reason, HasSubstr("the sandbox refused the system call kill"));
  // What the sandbox refuses quietly, or keeps to the plugin's own process, costs nothing: they play.
  const std::vector<std::string> harmless = {"torture_write_outside", "torture_setlocale",    "torture_load_thread",
                                             "torture_chdir",         "torture_close_stdout", "torture_signals"};
  for (const std::string& fault : harmless) {
    ASSERT_EQ(window->app().set_player(0, fault).reason(), "") << fault;
    window->app().new_game();
    ASSERT_TRUE(frames_until(*window, [&] { return window->app().game().moves().size() >= 4; })) << fault;
    EXPECT_FALSE(window->app().end().over()) << fault << ": " << window->app().end().reason;
  }
  // A move 300 ms past its time plays here (a match scores it lost on time): the window's time per
  // move is a wish.
  ASSERT_EQ(window->app().set_player(0, "torture_late").reason(), "");
  window->app().seats().setup(0).movetime_ms = 100;
  window->app().new_game();
  ASSERT_TRUE(
      frames_until(*window, [&] { return !window->app().game().moves().empty() || window->app().end().over(); }));
  EXPECT_FALSE(window->app().end().over()) << window->app().end().reason;
  setenv("PLYGROUND_PLUGIN_PATH", PLYGROUND_PLUGIN_DIR, 1);  // after: the window watches the folders
}

TEST_F(WindowTest, DroppedPluginThatLiesLosesAndUndoTakesItBack) {
  auto window = open("human", "human");
  SDL_Event drop{};  // a .so dropped on the window
  drop.type = SDL_DROPFILE;
  drop.drop.file = SDL_strdup(PLYGROUND_LIAR);
  SDL_PushEvent(&drop);
  draw(*window);
  ASSERT_NE(window->app().seats().plugins().find("liar"), nullptr) << window->app().message();
  EXPECT_THAT(window->app().message(), HasSubstr("loaded liar"));
  EXPECT_THAT(window->app().add_plugin_file("/no/such/plugin.so").reason(), HasSubstr("no such file"));
  ASSERT_EQ(window->app().set_player(1, "liar").reason(), "");
  click(*window, "h2");
  click(*window, "e2");
  ASSERT_TRUE(frames_until(*window, [&] { return window->app().end().over(); }));
  EXPECT_EQ(window->app().end().result, Result::FIRST_PLAYER_WINS);
  EXPECT_THAT(window->app().end().reason, HasSubstr("illegal move by liar: 'a9a0'"));
  EXPECT_THAT(window->app().title(), HasSubstr("1-0 illegal move by liar"));
  window->app().undo();
  EXPECT_FALSE(window->app().end().over());
  EXPECT_EQ(window->app().game().moves().size(), 1u);
}

TEST_F(WindowTest, OptionControlsComeFromTheDescriptor) {
  auto window = open("alphabeta:depth=5", "deepening");
  window->app().paused = true;
  draw(*window);
  EXPECT_THAT(window->option_controls(), Contains("Red depth: spin 1..10 = 5"));
  EXPECT_THAT(window->option_controls(), Contains("Red ordering: combo none captures-first = captures-first"));
  EXPECT_THAT(window->option_controls(), Contains("Black hash: spin 1..1024 = 16"));
}

// A Python player's own options (its script's OPTIONS) are controls as a C++ player's are, set
// into the spec it plays with.
TEST_F(WindowTest, APythonPlayersOwnOptionsAreControls) {
  auto window = open("human", "human", "tictactoe");
  if (!window->app().seats().plugins().find("python")) GTEST_SKIP() << "built without the python plugin";
  App& app = window->app();
  app.paused = true;
  ASSERT_EQ(app.set_player(0, std::string(PLYGROUND_TEST_DATA) + "/../python/options.py:margin=70").reason(), "");
  draw(*window);
  EXPECT_THAT(window->option_controls(), Contains("X margin: spin 0..400 = 70"));
  EXPECT_THAT(window->option_controls(), Contains("X style: combo calm wild = calm"));
  EXPECT_THAT(window->option_controls(), Not(Contains(HasSubstr("script"))));
}

// A side's player is made from its setup as a value, never written as text and read again: a
// Python file in a folder whose name holds ',' and ':' (dropped on the window) plays.
TEST_F(WindowTest, APlayerFileWithSeparatorsInItsPathPlays) {
  auto window = open("human", "human", "tictactoe");
  if (!window->app().seats().plugins().find("python")) GTEST_SKIP() << "built without the python plugin";
  const std::filesystem::path folder = std::filesystem::path(::testing::TempDir()) / "a,b:c";
  std::filesystem::create_directories(folder);
  std::filesystem::copy_file(std::string(PLYGROUND_TEST_DATA) + "/../python/options.py", folder / "options.py",
                             std::filesystem::copy_options::overwrite_existing);
  App& app = window->app();
  ASSERT_EQ(app.add_plugin_file((folder / "options.py").string()).reason(), "");  // dropped on the window
  app.seats().setup(0).player = (folder / "options.py").string();                 // as the Players list picks it
  app.seats().setup(0).options["first"] = "4";
  ASSERT_EQ(app.apply_setup(0).reason(), "");
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 1 || app.end().over(); }));
  EXPECT_EQ(app.game().moves(), std::vector<std::string>{"b2"})
      << app.end().reason;  // the fifth square, set by its option
}

// What an AI player prints is kept, named, and shown under the score graph, folded until opened.
TEST_F(WindowTest, WhatAPlayerPrintsIsShown) {
  auto window = open("human", "human", "tictactoe");
  if (!window->app().seats().plugins().find("python")) GTEST_SKIP() << "built without the python plugin";
  App& app = window->app();
  ASSERT_EQ(app.set_player(0, std::string(PLYGROUND_TEST_DATA) + "/../python/faulty/chatty.py").reason(), "");
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 1; }));
  draw(*window);
  ASSERT_EQ(app.printed().size(), 2u);  // its stdout is stderr: the protocol never sees a print
  EXPECT_EQ(app.printed()[0], "[chatty.py] bestmove a0a0");
  EXPECT_EQ(app.printed()[1], "[chatty.py] thinking about 3/3/3 x");
  ASSERT_TRUE(control_places().count("printed")) << "its header under the score graph";
  const int folded_at = control_places().at("printed").y;
  click_control(*window, "printed");
  draw(*window);
  // Open, its lines take room from the move list above, and the panel still ends on the window.
  const SDL_Rect open = control_places().at("printed");
  EXPECT_LT(open.y, folded_at - 4 * int(ImGui::GetTextLineHeight()));
  EXPECT_LT(open.y + open.h, 800);
}

TEST_F(WindowTest, FlippedBoardTurnsHalfRound) {
  auto window = open("human", "human");
  const SDL_FPoint a0 = window->board().center(square(*window, "a0"));
  window->board().flipped = true;
  const SDL_FPoint turned = window->board().center(square(*window, "i9"));  // i9 is where a0 was
  EXPECT_FLOAT_EQ(a0.x, turned.x);
  EXPECT_FLOAT_EQ(a0.y, turned.y);
  EXPECT_EQ(window->board().square_at(int(a0.x), int(a0.y)), square(*window, "i9"));
}

TEST_F(WindowTest, BadPgnLeavesTheGameAsItWas) {
  auto window = open("human", "human");
  click(*window, "h2");
  click(*window, "e2");
  const std::string path = ::testing::TempDir() + "/broken.pgn";
  {
    std::ofstream out(path);
    out << "[Event \"x\"]\n1. h2e2 h9h1 *\n";
  }
  EXPECT_THAT(window->app().load_pgn(path).reason(), HasSubstr("line 2"));
  ASSERT_EQ(window->app().game().moves().size(), 1u);
  const std::string saved = ::testing::TempDir() + "/saved.pgn";
  EXPECT_EQ(window->app().save_pgn(saved).reason(), "");
  window->app().new_game();
  EXPECT_EQ(window->app().load_pgn(saved).reason(), "");
  EXPECT_EQ(window->app().game().moves().size(), 1u);
}

TEST_F(WindowTest, ChessCastlesByMovingTheKingTwoSquaresAndPromotesByChoice) {
  auto window = open("human", "human", "chess", "4k3/1P6/8/8/8/8/8/4K2R w K - 0 1");
  click(*window, "e1");
  EXPECT_THAT(window->app().targets(), Contains(square(*window, "g1")));
  click(*window, "g1");
  ASSERT_EQ(window->app().game().moves(), std::vector<std::string>{"e1g1"});
  click(*window, "e8");
  click(*window, "d8");
  click(*window, "b7");
  click(*window, "b8");  // four moves go there: the window asks which
  EXPECT_EQ(window->app().game().moves().size(), 2u);
  EXPECT_EQ(window->app().choices(), (std::vector<std::string>{"b7b8q", "b7b8r", "b7b8b", "b7b8n"}));
  EXPECT_EQ(window->app().choice_texts(1), (std::vector<std::string>{"b8=Q+", "b8=R+", "b8=B", "b8=N"}));
  draw(*window);  // the choice is drawn over the board: a picture of each piece, clicked
  for (const std::string& choice : window->app().choices()) {
    ASSERT_EQ(control_places().count("choice-" + choice), 1u) << choice;
    const SDL_Rect button = control_places()["choice-" + choice];
    EXPECT_NEAR(button.w, button.h, 4) << choice << ": a piece's picture (square), not the move's text";
  }
  const SDL_Rect knight = control_places()["choice-b7b8n"];
  push_click(*window, knight.x + knight.w / 2, knight.y + knight.h / 2);
  ASSERT_EQ(window->app().game().moves().size(), 3u);
  EXPECT_EQ(window->app().game().moves().back(), "b7b8n");
  EXPECT_EQ(window->app().review().move_list(1), (std::vector<std::string>{"O-O", "Kd8", "b8=N"}));
}

TEST_F(WindowTest, ChessBoardTurnsAndRefusesWithReasons) {
  auto window = open("human", "human", "chess");
  const SDL_FPoint a1 = window->board().center(square(*window, "a1"));
  window->board().flipped = true;
  const SDL_FPoint turned = window->board().center(square(*window, "h8"));
  EXPECT_FLOAT_EQ(a1.x, turned.x);
  EXPECT_FLOAT_EQ(a1.y, turned.y);
  EXPECT_EQ(window->board().square_at(int(a1.x), int(a1.y)), square(*window, "h8"));
  window->board().flipped = false;
  click(*window, "e7");
  EXPECT_EQ(window->app().message(), "that is the other side's piece");
  click(*window, "e2");
  click(*window, "e5");
  EXPECT_EQ(window->app().message(), "illegal: the pawn on e2 cannot move to e5");
  EXPECT_TRUE(window->app().game().moves().empty());
}

TEST_F(WindowTest, TicTacToeMarksWithOneClick) {
  auto window = open("human", "human", "tictactoe");
  SDL_Surface* before = window->capture(true);
  click(*window, "b2");
  ASSERT_EQ(window->app().game().moves(), std::vector<std::string>{"b2"});
  SDL_Surface* after = window->capture(true);
  EXPECT_GT(change_near(*window, before, after, "b2"), 10.0);  // the cross is drawn
  EXPECT_LT(change_near(*window, before, after, "a1"), 1.0);
  click(*window, "b2");
  EXPECT_EQ(window->app().message(), "b2 is already marked");
  EXPECT_EQ(window->app().game().moves().size(), 1u);
  SDL_FreeSurface(before);
  SDL_FreeSurface(after);
}

// Dark blobs (pixels darker than 100 in every channel, joined by their sides) inside `box` of a
// capture of the board: the pips on a die, the marks in a cell.
int dark_blobs(SDL_Surface* shot, SDL_Rect box) {
  const auto dark = [&](int x, int y) {
    const auto* p = static_cast<Uint8*>(shot->pixels) + y * shot->pitch + x * 4;
    return p[0] < 100 && p[1] < 100 && p[2] < 100;
  };
  std::vector<char> seen(size_t(box.w) * size_t(box.h), 0);
  int blobs = 0;
  for (int y0 = 0; y0 < box.h; ++y0)
    for (int x0 = 0; x0 < box.w; ++x0) {
      if (seen[size_t(y0 * box.w + x0)] || !dark(box.x + x0, box.y + y0)) continue;
      ++blobs;
      std::vector<std::pair<int, int>> todo{{x0, y0}};
      seen[size_t(y0 * box.w + x0)] = 1;
      while (!todo.empty()) {
        const auto [x, y] = todo.back();
        todo.pop_back();
        for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
          const int nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= box.w || ny >= box.h || seen[size_t(ny * box.w + nx)] ||
              !dark(box.x + nx, box.y + ny))
            continue;
          seen[size_t(ny * box.w + nx)] = 1;
          todo.emplace_back(nx, ny);
        }
      }
    }
  return blobs;
}

// The darkest channel of any pixel of a capture of the board within `half` of `centre`.
int darkest_near(Window& window, SDL_Surface* shot, SDL_FPoint centre, int half) {
  const SDL_Rect r = window.board().rect();
  int darkest = 255;
  for (int y = int(centre.y) - r.y - half; y <= int(centre.y) - r.y + half; ++y)
    for (int x = int(centre.x) - r.x - half; x <= int(centre.x) - r.x + half; ++x) {
      const auto* p = static_cast<Uint8*>(shot->pixels) + y * shot->pitch + x * 4;
      darkest = std::min({darkest, int(p[0]), int(p[1]), int(p[2])});
    }
  return darkest;
}

// Boards drawn on a grid show their coordinates, as the move list names their squares: a letter
// under each of tic-tac-toe's files and a number beside each rank; Othello's letters above (a1 is
// its top left); Connect Four's letters only (a move is a column).
TEST_F(WindowTest, GridBoardsShowTheirCoordinates) {
  for (const auto& [game, files, ranks, letters_above] :
       {std::tuple{"tictactoe", 3, 3, false}, std::tuple{"othello", 8, 8, true}, std::tuple{"connect4", 7, 0, false}}) {
    auto window = open("human", "human", game);
    SDL_Surface* shot = window->capture(true);
    const SDL_Rect r = window->board().rect();
    const auto at = [&](char file, int rank) { return host::Square{file - 'a', ranks ? rank - 1 : 0}; };
    const SDL_FPoint a1 = window->board().center(at('a', 1));
    const int cell = int(window->board().center(at('b', 1)).x - a1.x), band = cell / 2;
    for (int f = 0; f < files; ++f) {  // ink in the band, under (or over) each file
      const SDL_Rect box{int(a1.x) - r.x + f * cell - cell / 3, (letters_above ? 0 : r.h - band) + band / 6,
                         2 * cell / 3, band * 2 / 3};
      EXPECT_GE(dark_blobs(shot, box), 1) << game << " file " << f;
    }
    for (int k = 0; k < ranks; ++k) {  // and beside each rank
      const SDL_Rect box{band / 6, int(window->board().center(at('a', k + 1)).y) - r.y - cell / 3, band * 2 / 3,
                         2 * cell / 3};
      EXPECT_GE(dark_blobs(shot, box), 1) << game << " rank " << k + 1;
    }
    SDL_FreeSurface(shot);
  }
}

// Pig's die shows the face each roll comes up with, as many pips as the move list's face says; Hold
// is drawn greyed out only while there is nothing to hold.
TEST_F(WindowTest, PigsDieShowsTheFaceRolled) {
  auto window = open("human", "human", "pig");
  const auto hold_label = [&] {
    SDL_Surface* shot = window->capture(true);
    const int darkest = darkest_near(*window, shot, window->board().center(square(*window, "hold")), 6);
    SDL_FreeSurface(shot);
    return darkest;
  };
  EXPECT_GT(hold_label(), 120) << "greyed out before a roll";
  const SDL_Rect r = window->board().rect();
  const int unit = std::max(8, std::min(r.w, r.h) / 12);  // the die is two units square
  const SDL_FPoint die = window->board().center(square(*window, "die"));
  const SDL_Rect inside{int(die.x) - r.x - unit + 3, int(die.y) - r.y - unit + 3, 2 * unit - 6, 2 * unit - 6};
  const std::vector<std::string> faces = {"one", "two", "three", "four", "five", "six"};
  for (int roll = 0; roll < 3; ++roll) {
    const size_t before = window->app().game().moves().size();
    click(*window, "roll");
    ASSERT_TRUE(frames_until(*window, [&] { return window->app().game().moves().size() == before + 2; }));
    const std::string face = window->app().game().moves().back();
    const auto pips = std::find(faces.begin(), faces.end(), face);
    ASSERT_NE(pips, faces.end()) << face;
    SDL_Surface* shot = window->capture(true);
    EXPECT_EQ(dark_blobs(shot, inside), int(pips - faces.begin()) + 1) << face;
    SDL_FreeSurface(shot);
    if (face != "one") {
      EXPECT_LT(hold_label(), 80) << "in ink with " << face << " to hold";
    }
  }
}

// A Connect Four move is a column: a click anywhere in it drops the disc to its lowest empty
// cell, and the disc is drawn there (pixels near the bottom of the column change, the top not).
TEST_F(WindowTest, ConnectFourDropsADiscWhereverTheColumnIsClicked) {
  auto window = open("human", "human", "connect4");
  SDL_Surface* before = window->capture(true);
  const SDL_Rect r = window->board().rect();
  const int column_d = r.x + r.w * 7 / 14;           // the middle of the fourth of seven columns
  push_click(*window, column_d, r.y + r.h * 2 / 7);  // high in the column, far above where the disc lands
  ASSERT_EQ(window->app().game().moves(), std::vector<std::string>{"d"});
  draw(*window);
  SDL_Surface* after = window->capture(true);
  auto changed = [&](int y) {  // the mean change of a small box at (column d, y), in board pixels
    double sum = 0;
    int n = 0;
    for (int dy = -3; dy <= 3; ++dy)
      for (int dx = -3; dx <= 3; ++dx, ++n) {
        const int x = column_d - r.x + dx, row = y - r.y + dy;
        const auto* a = static_cast<const Uint8*>(before->pixels) + row * before->pitch + x * 4;
        const auto* b = static_cast<const Uint8*>(after->pixels) + row * after->pitch + x * 4;
        sum += std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]);
      }
    return sum / n;
  };
  EXPECT_GT(changed(r.y + r.h * 13 / 14 - r.h / 28), 30.0);  // d1, the bottom cell: a red disc
  EXPECT_LT(changed(r.y + r.h * 3 / 14), 1.0);               // d6, the top cell: still empty
  push_click(*window, column_d, r.y + r.h - 4);              // Yellow, in the same column, lands on d2
  EXPECT_EQ(window->app().game().moves(), (std::vector<std::string>{"d", "d"}));
  SDL_FreeSurface(before);
  SDL_FreeSurface(after);
}

// Each side's name has a swatch of its pieces' colour: Othello's Black black, White white;
// Connect Four's Red red and Yellow yellow (not the arrows' orange and blue).
TEST_F(WindowTest, SideNamesShowTheirPiecesColours) {
  for (const auto& [game, first, second] :
       {std::tuple{"othello", SDL_Color{20, 20, 20, 255}, SDL_Color{245, 245, 240, 255}},
        std::tuple{"connect4", SDL_Color{210, 40, 30, 255}, SDL_Color{245, 200, 30, 255}}}) {
    auto window = open("human", "human", game);
    draw(*window);
    SDL_Surface* shot = window->capture();
    for (const auto& [side, colour] : {std::pair{0, first}, std::pair{1, second}}) {
      const SDL_Rect r = control_places().at("swatch-" + std::to_string(side));
      const auto* p = static_cast<Uint8*>(shot->pixels) + (r.y + r.h / 2) * shot->pitch + (r.x + r.w / 2) * 4;
      EXPECT_NEAR(p[0], colour.r, 12) << game << " " << side;
      EXPECT_NEAR(p[1], colour.g, 12) << game << " " << side;
      EXPECT_NEAR(p[2], colour.b, 12) << game << " " << side;
    }
    SDL_FreeSurface(shot);
  }
}

// An Othello side without a move is offered its pass over the board, and nothing else: no Cancel.
TEST_F(WindowTest, OthelloOffersTheOnlyMoveLeftAPass) {
  auto window = open("human", "human", "othello", "8/1O6/2X5/3XX3/3XX3/5X2/6X1/7X o");
  EXPECT_EQ(window->app().choices(), std::vector<std::string>{"pass"});
  click(*window, "a1");  // the board waits for the choice
  EXPECT_TRUE(window->app().game().moves().empty());
  const ImGuiWindow* asked = ImGui::FindWindowByName("No move");  // the reason, then the one button
  ASSERT_NE(asked, nullptr);
  EXPECT_TRUE(asked->Active);
  click_control(*window, "choice-pass");
  EXPECT_EQ(window->app().game().moves(), std::vector<std::string>{"pass"});
  EXPECT_TRUE(window->app().choices().empty());  // Black has a move: nothing offered
  click(*window, "a1");
  EXPECT_EQ(window->app().game().moves(), (std::vector<std::string>{"pass", "a1"}));
  EXPECT_EQ(window->app().end().reason, "more discs for Black, 10-0");
}

TEST_F(WindowTest, TheTextbookTreeIsWalkedByClicks) {
  auto window = open("human", "alphabeta", "tree");
  click(*window, "b");  // MAX takes the middle subtree, (2 4 6)
  ASSERT_TRUE(frames_until(*window, [&] { return window->app().end().over(); }));
  EXPECT_EQ(window->app().game().moves(), (std::vector<std::string>{"b", "a"}));  // MIN takes the 2
  EXPECT_EQ(window->app().end().reason, "leaf 2");
  EXPECT_EQ(window->app().end().result, Result::FIRST_PLAYER_WINS);
}

// Compare takes each player as the Players panel sets it up (alphabeta at depth 2 searches depth
// 2), or every player to one depth; colours stay with the player; rows of an earlier position are
// marked and lose their arrows; arrows of the same move lie side by side.
TEST_F(WindowTest, CompareUsesThePanelsSettingsAndKeepsColours) {
  auto window = open("human", "human");
  App& app = window->app();
  app.seats().setup(1).player = "alphabeta";
  app.seats().setup(1).options["depth"] = "2";
  app.seats().setup(1).movetime_ms = 0;  // its own limit: depth 2, however slow the machine
  window->show_tab(Window::Tab::COMPARE);
  app.start_compare({"alphabeta", "minimax"}, {20000, 0});
  ASSERT_TRUE(frames_until(*window, [&] { return !app.comparison().running(); }));
  ASSERT_EQ(app.comparison().compared().size(), 2u);
  EXPECT_EQ(app.comparison().compared()[0].spec.text, "alphabeta:depth=2");
  EXPECT_EQ(app.comparison().compared()[0].reply.depth, 2);
  EXPECT_EQ(app.comparison().compared()[1].spec.text, "minimax");
  EXPECT_EQ(app.comparison().compared()[1].reply.depth, 3);  // its own default
  window->show_tab(Window::Tab::PLAY);                       // the game's arrows only: none between two people
  draw(*window);
  EXPECT_TRUE(window->marks().arrows.empty());
  window->show_tab(Window::Tab::COMPARE);
  draw(*window);
  EXPECT_EQ(window->tab(), Window::Tab::COMPARE);
  const std::vector<Arrow> arrows = window->marks().arrows;
  ASSERT_EQ(arrows.size(), 2u);
  const SDL_Color alphabeta_colour = arrows[0].color;
  if (arrows[0].from == arrows[1].from && arrows[0].to == arrows[1].to) {
    EXPECT_NE(arrows[1].offset, 0.0f);
  }

  app.start_compare({"minimax", "alphabeta"}, {20000, 1});  // equal depth 1, the other order
  ASSERT_TRUE(frames_until(*window, [&] { return !app.comparison().running(); }));
  ASSERT_EQ(app.comparison().compared().size(), 2u);
  EXPECT_EQ(app.comparison().compared()[0].reply.depth, 1);
  EXPECT_EQ(app.comparison().compared()[1].reply.depth, 1);
  const std::vector<Arrow> again = window->marks().arrows;
  ASSERT_EQ(again.size(), 2u);
  EXPECT_EQ(again[1].color.r, alphabeta_colour.r);  // alphabeta's colour, now second
  EXPECT_EQ(again[1].color.g, alphabeta_colour.g);
  EXPECT_EQ(again[1].color.b, alphabeta_colour.b);

  app.seats().setup(1) = SideSetup{};  // human again: nobody answers the move
  click(*window, "h2");
  click(*window, "e2");
  ASSERT_EQ(app.game().moves().size(), 1u);
  EXPECT_NE(app.comparison().compared()[0].fen, app.game().fen());
  EXPECT_TRUE(window->marks().arrows.empty());  // no arrow of an earlier position
}

// Compare ticks the players that can run (not the Python player without a script), each in a
// colour of its own; a player's failure is said under the table, whose columns keep their widths;
// once the game is over, it says why there is nothing to compare.
TEST_F(WindowTest, CompareTicksThePlayersThatCanRunInColoursOfTheirOwn) {
  auto window = open("human", "human", "tictactoe");
  App& app = window->app();
  window->show_tab(Window::Tab::COMPARE);
  draw(*window);
  draw(*window);
  EXPECT_FALSE(control_places().count("compare-pick-python")) << "no script: not offered";
  std::vector<std::string> offered;
  for (const host::PluginInfo& p : app.seats().plugins().plugins)
    if (p.plays("tictactoe") && p.name != "python") {
      offered.push_back(p.name);
      EXPECT_TRUE(control_places().count("compare-pick-" + p.name)) << p.name;
    }
  ASSERT_GE(offered.size(), 6u);
  for (size_t a = 0; a < offered.size(); ++a)
    for (size_t b = a + 1; b < offered.size(); ++b) {
      const SDL_Color x = ComparePanel::color(app, offered[a]), y = ComparePanel::color(app, offered[b]);
      EXPECT_GT(std::abs(x.r - y.r) + std::abs(x.g - y.g) + std::abs(x.b - y.b), 60) << offered[a] << " " << offered[b];
    }
  const int width_before = int(ImGui::FindWindowByName("Plyground")->ContentSize.x);
  click_control(*window, "compare-go");
  ASSERT_TRUE(frames_until(*window, [&] { return !app.comparison().running(); }));
  EXPECT_EQ(app.comparison().compared().size(), offered.size());
  for (const ComparedMove& c : app.comparison().compared()) EXPECT_EQ(c.reply.error, "") << c.player;
  draw(*window);
  EXPECT_LE(int(ImGui::FindWindowByName("Plyground")->ContentSize.x), width_before + 1) << "columns kept";
  // Over: the reason why Compare is greyed out.
  for (const char* s : {"a1", "b1", "a2", "b2", "a3"}) click(*window, s);
  ASSERT_TRUE(app.end().over());
  draw(*window);
  EXPECT_TRUE(control_places().count("compare-why"));
}

// The explorer walks alpha-beta's search of the textbook tree: into, over, back, to the cut-off at
// b (its position on the board), and along the principal variation.
TEST_F(WindowTest, TheExplorerWalksAnAlphaBetaSearch) {
  auto window = open("human", "human", "tree");
  ASSERT_EQ(window->explore("alphabeta", 2).reason(), "");
  ASSERT_TRUE(frames_until(*window, [&] { return window->explorer().ready(); }));
  SearchExplorer& e = window->explorer();
  EXPECT_EQ(e.node(), 0);
  EXPECT_EQ(e.tree().nodes().size(), 11u);
  e.into();
  EXPECT_EQ(e.path(), std::vector<std::string>{"a"});
  e.over();
  EXPECT_EQ(e.path(), std::vector<std::string>{"b"});
  e.back();
  EXPECT_EQ(e.path(), (std::vector<std::string>{"a", "c"}));
  e.go_to(0);
  e.next_cutoff();
  EXPECT_EQ(e.path(), std::vector<std::string>{"b"});
  EXPECT_EQ(e.position()->fen(), "((3 12 8) (2 4 6) (14 5 2)) b");
  EXPECT_EQ(window->explorer_view(), Window::ExplorerView::WHOLE_TREE);  // what a search shows first
  EXPECT_TRUE(window->marks().arrows.empty());
  window->show(Window::ExplorerView::NODE_POSITION);
  EXPECT_EQ(window->marks().arrows.size(), 1u);  // the path, on the board
  e.principal_variation();
  EXPECT_EQ(e.path(), (std::vector<std::string>{"a", "a"}));
  draw(*window);
  EXPECT_TRUE(window->app().game().moves().empty());  // the game itself is untouched
}

// The textbook search drawn whole: 11 nodes searched and the two moves b's cut-off skipped (the
// leaves 4 and 6, drawn after 2), every leaf in the order searched, the principal variation a a.
TEST_F(WindowTest, TheExplorerDrawsTheTextbookSearchWhole) {
  auto window = open("human", "human", "tree");
  ASSERT_EQ(window->explore("alphabeta", 2).reason(), "");
  ASSERT_TRUE(frames_until(*window, [&] { return window->explorer().ready(); }));
  const TreeDrawing& d = window->explorer().drawing();
  ASSERT_EQ(d.nodes.size(), 13u);
  EXPECT_EQ(d.leaves, 9);
  EXPECT_EQ(d.rows, 3);
  std::vector<std::pair<float, std::string>> leaves;
  int skipped = 0;
  for (const TreeDrawing::Node& n : d.nodes) {
    if (n.leaf) leaves.emplace_back(n.x, n.label);
    skipped += n.node < 0;
    if (n.node < 0) {
      EXPECT_EQ(d.nodes[size_t(n.parent)].move, "b");
    }
  }
  EXPECT_EQ(skipped, 2);
  std::sort(leaves.begin(), leaves.end());
  std::vector<std::string> labels;
  for (const auto& [x, label] : leaves) labels.push_back(label);
  EXPECT_EQ(labels, (std::vector<std::string>{"3", "12", "8", "2", "4", "6", "14", "5", "2"}));
  std::vector<std::string> pv;
  for (const TreeDrawing::Node& n : d.nodes)
    if (n.on_pv && !n.move.empty()) pv.push_back(n.move);
  EXPECT_EQ(pv, (std::vector<std::string>{"a", "a"}));
  for (const TreeDrawing::Node& n : d.nodes)
    if (n.parent >= 0) {
      EXPECT_EQ(d.nodes[size_t(n.parent)].ply + 1, n.ply);
    }
  // The tree takes the board's place on the Explore tab only: the Play tab shows the game, and a
  // click there is a move.
  draw(*window);
  EXPECT_EQ(window->explorer_view(), Window::ExplorerView::WHOLE_TREE);
  window->show_tab(Window::Tab::PLAY);
  draw(*window);
  EXPECT_EQ(window->explorer_view(), Window::ExplorerView::GAME);
  EXPECT_EQ(window->tab(), Window::Tab::PLAY);
  click(*window, "b");
  EXPECT_EQ(window->app().game().moves(), std::vector<std::string>{"b"});
  window->show_tab(Window::Tab::EXPLORE);
  draw(*window);
  EXPECT_EQ(window->explorer_view(), Window::ExplorerView::WHOLE_TREE);
}

// minimax and alphabeta side by side on tic-tac-toe at depth 3: the same value, every node of
// minimax's tree drawn, fewer for alphabeta; a click on a drawn node goes there.
TEST_F(WindowTest, TwoSearchesSideBySideAndAClickOnTheTree) {
  auto window = open("human", "human", "tictactoe");
  ASSERT_EQ(window->explore("minimax", 3, "alphabeta").reason(), "");
  ASSERT_TRUE(frames_until(*window, [&] { return window->explorer(0).ready() && window->explorer(1).ready(); }));
  draw(*window);
  const SearchExplorer& minimax = window->explorer(0);
  const SearchExplorer& alphabeta = window->explorer(1);
  EXPECT_EQ(minimax.tree().entered(), 1u + 9 + 72 + 504);
  EXPECT_LT(alphabeta.tree().entered(), minimax.tree().entered());
  EXPECT_EQ(host::shown_value(minimax.tree().nodes()[0]), host::shown_value(alphabeta.tree().nodes()[0]));
  EXPECT_EQ(minimax.drawing().leaves, 504);
  EXPECT_EQ(minimax.drawing().nodes.size(), minimax.tree().nodes().size());
  EXPECT_EQ(minimax.next_cutoff_node(), -1);  // minimax cuts nothing off: "Next cut-off" is disabled
  EXPECT_GT(alphabeta.next_cutoff_node(), 0);
  EXPECT_EQ(window->explorer_view(), Window::ExplorerView::WHOLE_TREE);

  // Find a node of the right-hand tree (alphabeta's) deeper than the root, and click it.
  int x = -1, y = -1, wanted = -1;
  for (int py = 400; py < 800 && wanted < 0; ++py)
    for (int px = 0; px < 1100 && wanted < 0; ++px)
      if (const auto [e, node] = window->tree_node_at(px, py); e == 1 && node > 0) x = px, y = py, wanted = node;
  ASSERT_GE(wanted, 0);
  push_click(*window, x, y);
  EXPECT_EQ(window->explorer(1).node(), wanted);
  EXPECT_EQ(window->explorer(0).node(), 0);
  EXPECT_TRUE(window->app().game().moves().empty());  // no move was played by the click
}

// A player that does not trace its search (random) is said to report nothing, not waited for.
TEST_F(WindowTest, TheExplorerSaysWhenAPlayerReportsNoNode) {
  auto window = open("human", "human", "tictactoe");
  ASSERT_EQ(window->explore("random", 2).reason(), "");
  ASSERT_TRUE(frames_until(*window, [&] { return !window->explorer().failure().empty(); }));
  EXPECT_EQ(window->explorer().failure(), "random reported no node of its search");
  EXPECT_FALSE(window->explorer().ready());
  EXPECT_EQ(window->explorer_view(), Window::ExplorerView::GAME);
}

TEST_F(WindowTest, TheExplorerOnEveryGame) {
  for (const host::GameModule* module : host::game_modules()) {
    const std::string game(module->id());
    auto window = open("human", "human", game);
    ASSERT_EQ(window->explore(module->dice() ? "expectimax" : "alphabeta", 2).reason(), "") << game;
    ASSERT_TRUE(frames_until(*window, [&] { return window->explorer().ready(); })) << game;
    SearchExplorer& e = window->explorer();
    EXPECT_EQ(e.tree().entered(), e.reply().nodes) << game;
    e.into();
    e.into();
    ASSERT_EQ(e.path().size(), 2u) << game;
    const auto position = e.position();
    EXPECT_EQ(position->moves(), e.path()) << game;  // both moves legal, played
    draw(*window);
  }
}

TEST_F(WindowTest, GameChosenInTheWindowKeepsPlayersThatPlayIt) {
  auto window = open("human", "greedy");
  ASSERT_EQ(window->set_game(host::game_module("chess")).reason(), "");
  draw(*window);
  EXPECT_EQ(window->app().module().id(), "chess");
  EXPECT_EQ(window->app().seats().setup(1).player, "greedy");
  EXPECT_EQ(window->app().game().fen(), host::game_module("chess").start_fen());
  EXPECT_THAT(window->app().title(), HasSubstr("Chess - White to move"));
}

// Review: the arrow keys, Home and End show earlier positions while the game stays as it is; a
// click on the board there asks first, and playing from there discards the moves after it.
TEST_F(WindowTest, ReviewShowsEarlierPositionsAndBranchesOnlyWhenAsked) {
  auto window = open("human", "human", "tictactoe");
  App& app = window->app();
  for (const char* s : {"b2", "a1", "c3"}) click(*window, s);
  ASSERT_EQ(app.game().moves().size(), 3u);
  const std::string live = app.game().fen();
  push_key(*window, SDLK_LEFT, SDL_SCANCODE_LEFT);
  EXPECT_TRUE(app.review().reviewing());
  EXPECT_EQ(app.review().viewed_ply(), 2u);
  EXPECT_EQ(app.review().shown().moves(), (std::vector<std::string>{"b2", "a1"}));
  EXPECT_EQ(window->marks().last_to, square(*window, "a1"));  // the last move of the position shown
  push_key(*window, SDLK_HOME, SDL_SCANCODE_HOME);
  EXPECT_EQ(app.review().viewed_ply(), 0u);
  EXPECT_TRUE(app.review().shown().moves().empty());
  push_key(*window, SDLK_RIGHT, SDL_SCANCODE_RIGHT);
  EXPECT_EQ(app.review().viewed_ply(), 1u);
  EXPECT_EQ(app.game().fen(), live);  // the game itself is as it was

  click(*window, "c1");  // a move here would discard two: asked, nothing played
  EXPECT_TRUE(window->asking_to_branch());
  EXPECT_EQ(app.game().moves().size(), 3u);
  push_key(*window, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE);  // no
  EXPECT_FALSE(window->asking_to_branch());
  EXPECT_EQ(app.game().fen(), live);
  click(*window, "c1");
  ASSERT_TRUE(window->asking_to_branch());
  window->play_from_here(false);  // what "Discard them" does: and the click asking is the move
  EXPECT_EQ(app.message(), "back to move 1: the 2 after it discarded");
  draw(*window);
  EXPECT_FALSE(window->asking_to_branch());
  EXPECT_FALSE(app.review().reviewing());
  EXPECT_EQ(app.game().moves(), (std::vector<std::string>{"b2", "c1"}));
  EXPECT_FALSE(app.can_redo());
  push_key(*window, SDLK_END, SDL_SCANCODE_END);
  EXPECT_FALSE(app.review().reviewing());
  EXPECT_TRUE(app.review().variations().empty());
}

// A piece clicked on an earlier position is still picked up once the game goes back there.
TEST_F(WindowTest, PlayingFromAnEarlierPositionKeepsThePiecePicked) {
  auto window = open("human", "human");
  App& app = window->app();
  for (const char* s : {"h2", "e2", "h9", "g7"}) click(*window, s);
  ASSERT_EQ(app.game().moves().size(), 2u);
  app.review().view(0);
  click(*window, "b2");
  ASSERT_TRUE(window->asking_to_branch());
  window->play_from_here(true);
  EXPECT_TRUE(app.game().moves().empty());
  EXPECT_EQ(app.selected(), square(app, "b2"));
  click(*window, "e2");
  EXPECT_EQ(app.game().moves(), std::vector<std::string>{"b2e2"});
}

// A branch may keep the old moves as a variation: in the saved PGN, after the move that replaced
// them, as long as the game still leaves them there.
TEST_F(WindowTest, ABranchKeepsTheOldMovesAsAVariation) {
  auto window = open("human", "human", "tictactoe");
  App& app = window->app();
  for (const char* s : {"b2", "a1", "c3"}) click(*window, s);
  app.review().view(1);
  app.branch(true);  // what "Keep them as a variation" does
  EXPECT_EQ(app.message(), "back to move 1: the 2 after it kept as a variation");
  EXPECT_EQ(app.game().moves(), std::vector<std::string>{"b2"});
  EXPECT_TRUE(app.review().variations().empty());  // nothing in their place yet
  click(*window, "c1");
  ASSERT_EQ(app.review().variations().size(), 1u);
  EXPECT_EQ(app.review().variations()[0].ply, 1u);
  EXPECT_EQ(app.review().variations()[0].moves, (std::vector<std::string>{"a1", "c3"}));
  const std::string path = ::testing::TempDir() + "branch.pgn";
  ASSERT_EQ(app.save_pgn(path).reason(), "");
  std::ifstream in(path);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("1. b2 c1 (1... a1 2. c3) *"), std::string::npos) << text;
  app.undo();  // back to where they left: no other move there, so no variation
  EXPECT_TRUE(app.review().variations().empty());
  app.new_game();
  click(*window, "b2");
  click(*window, "c1");
  EXPECT_TRUE(app.review().variations().empty());  // a new game forgets them
}

static std::string file_text(const std::string& path) {
  std::ifstream in(path);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// Saving asks where (Ctrl+S, then Enter), and asks again before a file is replaced or added to; a
// game opened again keeps its players' names and its variations, and saves to the same text.
TEST_F(WindowTest, ASavedGameOpensAgainAsItWas) {
  auto window = open("human", "human");
  App& app = window->app();
  for (const char* s : {"h2", "e2", "h9", "g7", "h0", "g2"}) click(*window, s);
  app.review().view(2);
  app.branch(true);
  for (const char* s : {"b0", "c2"}) click(*window, s);
  ASSERT_EQ(app.review().variations().size(), 1u);
  const std::string path = ::testing::TempDir() + "saved-by-dialog.pgn";
  std::filesystem::remove(path);
  window->files().set_path(path);
  push_key(*window, SDLK_s, SDL_SCANCODE_S, KMOD_LCTRL);
  ASSERT_TRUE(window->files().dialog_open());
  push_key(*window, SDLK_RETURN, SDL_SCANCODE_RETURN);
  EXPECT_FALSE(window->files().dialog_open()) << app.message();
  const std::string text = file_text(path);
  EXPECT_THAT(text, HasSubstr("[Red \"human\"]"));
  EXPECT_THAT(text, HasSubstr("1. H2-E2 H9-G7 2. B0-C2 (2. H0-G2) *"));
  // Again: the file exists, so the dialog asks.
  push_key(*window, SDLK_s, SDL_SCANCODE_S, KMOD_LCTRL);
  push_key(*window, SDLK_RETURN, SDL_SCANCODE_RETURN);
  EXPECT_TRUE(window->files().asking_to_replace());
  push_key(*window, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE);
  EXPECT_FALSE(window->files().dialog_open());
  EXPECT_EQ(file_text(path), text);  // untouched
  // Added to it: two games, each readable.
  ASSERT_EQ(app.save_pgn(path, true).reason(), "");
  EXPECT_EQ(file_text(path), text + text);
  // Opened again (its names edited as another program would): moves, variation and names as saved.
  {
    std::string edited = text;
    edited.replace(edited.find("[Red \"human\"]"), 13, "[Red \"Hu Ronghua\"]");
    std::ofstream(path) << edited;
  }
  app.new_game();
  ASSERT_EQ(app.load_pgn(path).reason(), "");
  EXPECT_EQ(app.game().moves(), (std::vector<std::string>{"h2e2", "h9g7", "b0c2"}));
  ASSERT_EQ(app.review().variations().size(), 1u);
  EXPECT_EQ(app.review().variations()[0].moves, (std::vector<std::string>{"h0g2"}));
  draw(*window);
  ASSERT_EQ(app.review().variation_list(0).size(), 1u);
  EXPECT_EQ(app.review().variation_list(0)[0].text, "2. h0g2");
  const std::string again = ::testing::TempDir() + "saved-again.pgn";
  ASSERT_EQ(app.save_pgn(again).reason(), "");
  EXPECT_EQ(file_text(again), file_text(path));
  // A result the rules did not reach, and comments, are kept too.
  std::ofstream(path) << "[Game \"Chinese Chess\"]\n[Result \"1-0\"]\n[Termination \"Black resigned\"]\n\n"
                         "1. H2-E2 {a strong start} H9-G7 1-0\n";
  ASSERT_EQ(app.load_pgn(path).reason(), "");
  EXPECT_EQ(app.end().result, Result::FIRST_PLAYER_WINS);
  EXPECT_EQ(app.end().reason, "Black resigned");
  ASSERT_EQ(app.save_pgn(again).reason(), "");
  EXPECT_THAT(file_text(again), HasSubstr("[Result \"1-0\"]"));
  EXPECT_THAT(file_text(again), HasSubstr("[Termination \"Black resigned\"]"));
  EXPECT_THAT(file_text(again), HasSubstr("1. H2-E2 {a strong start} H9-G7 1-0"));
}

// Open shows folders and PGN files: arrows and Enter walk into a folder and choose a file, a click
// picks one; an unfinished game is put aside only when the person says so; the folder is where the
// next dialog starts.
TEST_F(WindowTest, OpenChoosesAFileFromItsFolderAndAsksBeforeAnUnfinishedGameGoes) {
  namespace fs = std::filesystem;
  const fs::path top = fs::path(::testing::TempDir()) / "open-dialog";
  fs::remove_all(top);
  fs::create_directories(top / "games");
  fs::create_directories(top / ".hidden");
  std::ofstream(top / "notes.txt") << "not a game\n";
  std::ofstream(top / "games" / "opening.pgn") << "[Game \"Chinese Chess\"]\n\n1. H2-E2 H9-G7 *\n";
  auto window = open("human", "human");
  App& app = window->app();
  click(*window, "b2"), click(*window, "e2");  // a game under way
  ASSERT_EQ(app.game().moves().size(), 1u);
  window->files().set_folder(top);
  push_key(*window, SDLK_o, SDL_SCANCODE_O, KMOD_LCTRL);
  ASSERT_TRUE(window->files().dialog_open());
  EXPECT_TRUE(control_places().count("file-entry-games"));
  EXPECT_FALSE(control_places().count("file-entry-.hidden"));
  EXPECT_FALSE(control_places().count("file-entry-notes.txt"));
  push_key(*window, SDLK_DOWN, SDL_SCANCODE_DOWN);  // ".."
  push_key(*window, SDLK_DOWN, SDL_SCANCODE_DOWN);  // "games/"
  push_key(*window, SDLK_RETURN, SDL_SCANCODE_RETURN);
  draw(*window);
  ASSERT_TRUE(control_places().count("file-entry-opening.pgn"));
  click_control(*window, "file-entry-opening.pgn");
  click_control(*window, "file-dialog-go");
  EXPECT_EQ(app.game().moves().size(), 1u) << "asked first";
  click_control(*window, "discard");
  EXPECT_FALSE(window->files().dialog_open()) << app.message();
  EXPECT_EQ(app.game().moves(), (std::vector<std::string>{"h2e2", "h9g7"}));
  EXPECT_EQ(window->files().folder(), fs::weakly_canonical(top / "games"));
}

// A game opened from a file shows its players as the file names them, plays on with those found
// here (none else: a name runs nothing), and turns the board as its players sit.
TEST_F(WindowTest, AnOpenedGameShowsItsPlayersAndItsSides) {
  const std::filesystem::path folder = std::filesystem::path(::testing::TempDir()) / "opened-players";
  std::filesystem::create_directories(folder);
  const std::string path = (folder / "players.pgn").string();
  std::ofstream(path) << "[White \"Hou Yifan\"]\n[Black \"greedy\"]\n\n1. e4 e5 *\n";
  auto window = open("alphabeta", "human", "chess");  // the person at the top: the board turned
  App& app = window->app();
  window->board().flipped = true;
  ASSERT_EQ(app.load_pgn(path).reason(), "");
  EXPECT_EQ(app.seats().setup(0).player, "human");
  EXPECT_EQ(app.seats().setup(1).player, "greedy");
  EXPECT_EQ(app.file().player(0), "Hou Yifan");
  control_places().erase("file-player-0");
  draw(*window);
  EXPECT_TRUE(control_places().count("file-player-0")) << "the file's name beside White's player";
  // A name that would run a command, read a file (a text option) or that the player refuses: people.
  for (const char* white :
       {"uci:rm -rf /", "python:script=/etc/hostname", "alphabeta:depth=99", "alphabeta:nosuch=1"}) {
    ASSERT_EQ(app.set_player(0, "alphabeta").reason(), "");
    std::ofstream(path) << "[White \"" << white << "\"]\n[Black \"greedy:seed=7\"]\n\n1. e4 e5 *\n";
    ASSERT_EQ(app.load_pgn(path).reason(), "");
    EXPECT_EQ(app.seats().setup(0).player, "human") << white;
    EXPECT_EQ(app.seats().setup(1).spec(), "greedy:seed=7") << white;
    // A player found here that refuses is said; a name of no player found here is only a name.
    const bool found = !std::string_view(white).starts_with("uci:");
    EXPECT_EQ(app.message().find(std::string(white) + " cannot play here (") != std::string::npos, found)
        << white << ": " << app.message();
  }
  std::ofstream(path) << "[White \"Hou Yifan\"]\n[Black \"greedy\"]\n\n1. e4 e5 *\n";
  // Through the dialog, the board turns as the players sit (White at the bottom).
  window->board().flipped = true;
  app.new_game();
  window->files().set_folder(folder);
  push_key(*window, SDLK_o, SDL_SCANCODE_O, KMOD_LCTRL);
  click_control(*window, "file-entry-players.pgn");
  click_control(*window, "file-dialog-go");
  ASSERT_FALSE(window->files().dialog_open()) << app.message();
  EXPECT_FALSE(window->board().flipped);
}

// The AI's search stays in view after it moves: its side, depth and score, and the rest of its line
// as arrows in the colours of the sides that would play them; each move's score is kept for the
// graph, from the first side's view.
TEST_F(WindowTest, TheLastSearchStaysWithItsSideAndItsLine) {
  auto window = open("human", "alphabeta:depth=3");
  App& app = window->app();
  click(*window, "h2");
  click(*window, "e2");
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 2; }));
  auto before = app.game().clone();
  before->undo();
  const std::string searched = before->fen();
  draw(*window);
  const SearchReport report = app.search_report();
  EXPECT_FALSE(report.running);
  EXPECT_EQ(report.side, 1);
  EXPECT_EQ(report.player.text, "alphabeta:depth=3");
  EXPECT_EQ(report.fen, searched);
  EXPECT_EQ(report.info.depth, 3);
  ASSERT_GE(report.info.pv.size(), 2u);
  EXPECT_EQ(report.info.pv[0], app.game().moves()[1]);
  const std::vector<std::string> rest(report.info.pv.begin() + 1, report.info.pv.end());
  EXPECT_EQ(app.report_line(), rest);
  app.show_thinking(true);  // hidden from the person it plays until asked
  const Marks marks = window->marks();
  ASSERT_FALSE(marks.arrows.empty());
  EXPECT_EQ(std::pair(marks.arrows[0].from, marks.arrows[0].to),
            app.module().squares_of(rest[0]));  // Red's move next: Red's colour
  EXPECT_EQ(marks.arrows[0].color.r, kSideColors[0].r);
  EXPECT_EQ(marks.arrows[0].color.b, kSideColors[0].b);
  if (marks.arrows.size() > 1) {
    EXPECT_EQ(marks.arrows[1].color.b, kSideColors[1].b);
  }
  ASSERT_EQ(app.move_scores().size(), 2u);
  EXPECT_FALSE(app.move_scores()[0].has_value());  // the human's move has no score
  ASSERT_TRUE(app.move_scores()[1].has_value());
  EXPECT_EQ(app.move_scores()[1]->value, -report.info.score.value);  // Black's score, for Red
  app.undo();
  EXPECT_TRUE(app.move_scores().empty());
}

// Against a person the AI's line, score and bar stay hidden (they would give away its reply to every
// move) until the person asks for them or the game ends; between two AIs they show.
// While an AI starts to search, the thinking panel keeps the last search's figures until the new
// one reports: never a frame of "depth 0 ... nodes 0" between two searches.
TEST_F(WindowTest, TheThinkingPanelKeepsItsFiguresUntilNewOnesCome) {
  auto window = open("alphabeta:depth=3", "deepening:movetime=100");
  App& app = window->app();
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() >= 1; }));
  int empty_frames = 0, searching_frames = 0;
  while (app.game().moves().size() < 8 && !app.end().over()) {
    draw(*window);
    const SearchReport report = app.search_report();
    searching_frames += report.running;
    empty_frames += report.info.depth == 0 && report.info.nodes == 0;
  }
  EXPECT_GT(searching_frames, 0);
  EXPECT_EQ(empty_frames, 0);
}

TEST_F(WindowTest, TheAisThinkingIsHiddenFromThePersonItPlays) {
  auto window = open("human", "alphabeta:depth=3");
  App& app = window->app();
  EXPECT_FALSE(app.thinking_shown());
  click(*window, "h2");
  click(*window, "e2");
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 2; }));
  draw(*window);
  EXPECT_FALSE(app.report_line().empty());  // it searched and expects a line
  EXPECT_TRUE(window->marks().arrows.empty());
  const SDL_Rect board = window->board().rect();
  const int x = board.x - int(window->ui_scale() * 16), y = board.y + board.h / 4;  // where the bar would be
  auto bar_drawn = [&] {
    draw(*window);
    SDL_Surface* shot = window->capture(false);
    const Uint8* p = static_cast<const Uint8*>(shot->pixels) + y * shot->pitch + x * 4;
    const bool drawn = (p[0] == 45 && p[1] == 45 && p[2] == 45) || (p[0] == 248 && p[1] == 246 && p[2] == 240);
    SDL_FreeSurface(shot);
    return drawn;
  };
  EXPECT_FALSE(bar_drawn());
  app.show_thinking(true);
  EXPECT_FALSE(window->marks().arrows.empty());
  EXPECT_TRUE(bar_drawn());
  window.reset();  // one window at a time
  EXPECT_TRUE(open("alphabeta:depth=1", "greedy")->app().thinking_shown());
}

// A hint: a chosen player's move for the human, as a green arrow, while the position stays.
TEST_F(WindowTest, AHintShowsAPlayersMoveUntilThePositionChanges) {
  auto window = open("human", "human", "tictactoe", "XX1/OO1/3 x");
  App& app = window->app();
  app.hint("alphabeta");
  ASSERT_TRUE(frames_until(*window, [&] { return !app.review().hints().busy(); }));
  const ComparedMove* hint = app.review().hints().answer(app.game());
  ASSERT_NE(hint, nullptr);
  EXPECT_EQ(hint->reply.move, "c3");  // X wins there at once (and O would win at c2)
  const Marks marks = window->marks();
  ASSERT_EQ(marks.arrows.size(), 1u);
  EXPECT_EQ(marks.arrows[0].color.g, kHintColor.g);
  click(*window, "c3");
  EXPECT_EQ(app.review().hints().answer(app.game()), nullptr);
  EXPECT_TRUE(window->marks().arrows.empty());
}

// Clocks: the side to move's runs; a side whose time runs out loses, with the reason; undo gives
// the game back with full clocks.
TEST_F(WindowTest, ASideWhoseTimeRunsOutLoses) {
  auto window = open_timed("1");  // two people, a second each (room for a loaded machine to click)
  App& app = window->app();
  // No clock runs before both sides have moved, as on lichess.
  EXPECT_EQ(app.clock().running(), -1);
  click(*window, "h2");
  click(*window, "e2");
  draw(*window);
  EXPECT_EQ(app.clock().running(), -1);
  click(*window, "h7");
  click(*window, "e7");
  draw(*window);
  EXPECT_EQ(app.clock().running(), 0);
  EXPECT_EQ(app.clock().left_ms(1, std::chrono::steady_clock::now()), 1000);
  click(*window, "h0");
  click(*window, "g2");
  draw(*window);
  EXPECT_EQ(app.clock().running(), 1);
  ASSERT_TRUE(frames_until(*window, [&] { return app.end().over(); }));
  EXPECT_EQ(app.end().reason, "Black lost on time");
  EXPECT_EQ(app.end().result, Result::FIRST_PLAYER_WINS);
  EXPECT_EQ(app.clock().running(), -1);
  const int64_t red_left = app.clock().left_ms(0, std::chrono::steady_clock::now());
  EXPECT_LT(red_left, 1000);
  // Taking the flag back puts the clocks as they were at the last move, not full again.
  app.undo();
  EXPECT_FALSE(app.end().over());
  EXPECT_EQ(app.clock().left_ms(0, std::chrono::steady_clock::now()), red_left);
  EXPECT_EQ(app.clock().left_ms(1, std::chrono::steady_clock::now()), 1000);
  EXPECT_EQ(app.message(),
            "took back \"Black lost on time\", the clocks as they were at the last move; paused: Resume goes on");
  EXPECT_TRUE(app.paused);
  // And each move taken back, as they were when its position was reached.
  app.undo();
  EXPECT_EQ(app.clock().left_ms(0, std::chrono::steady_clock::now()), 1000);
  EXPECT_EQ(app.game().moves().size(), 2u);
}

// Short of time: the running clock's side is told once, as it falls short.
TEST_F(WindowTest, APersonShortOfTimeIsTold) {
  auto window = open_timed("12");  // short at 10 s
  App& app = window->app();
  click(*window, "h2");
  click(*window, "e2");
  click(*window, "h7");
  click(*window, "e7");
  ASSERT_TRUE(frames_until(*window, [&] { return app.clock().low(0, std::chrono::steady_clock::now()); }));
  draw(*window);
  EXPECT_THAT(app.message(), HasSubstr("Red is short of time: 0:09"));
  EXPECT_FALSE(app.clock().low(1, std::chrono::steady_clock::now()));
  // The running clock is large and lit red, the other grey.
  const SDL_Rect red = control_places().at("clock-0"), black = control_places().at("clock-1");
  EXPECT_GE(red.h, int(2.5f * ImGui::GetFontSize()));
  SDL_Surface* shot = window->capture();
  const auto pixel = [&](const SDL_Rect& r) {
    const auto* p = static_cast<Uint8*>(shot->pixels) + (r.y + r.h - 6) * shot->pitch + (r.x + r.w - 6) * 4;
    return std::array<int, 3>{p[0], p[1], p[2]};
  };
  EXPECT_GT(pixel(red)[0], 180);
  EXPECT_LT(pixel(red)[1], 100);
  EXPECT_GT(pixel(black)[1], 200) << "grey, not lit";
  SDL_FreeSurface(shot);
  app.tell("");
  draw(*window);
  EXPECT_EQ(app.message(), "");  // said once
  // Once the flag falls, the status line says so (not that the side is short of time).
  ASSERT_TRUE(frames_until(*window, [&] { return app.end().over(); }));
  EXPECT_EQ(app.message(), "Red lost on time");
}

// The tabs and the panels under them stay where they are with a clock or without: without one, the
// two boxes name the players, the side to move's lit.
TEST_F(WindowTest, ThePanelsStayPutWithOrWithoutAClock) {
  int new_game_y[2] = {};
  for (const bool timed : {false, true}) {
    auto window = timed ? open_timed("300") : open("human", "human");
    draw(*window);
    new_game_y[timed] = control_places().at("new-game").y;
    if (timed) continue;
    SDL_Surface* shot = window->capture();
    const auto pixel = [&](const SDL_Rect& r) {
      const auto* p = static_cast<Uint8*>(shot->pixels) + (r.y + r.h - 6) * shot->pitch + (r.x + r.w - 6) * 4;
      return std::array<int, 3>{p[0], p[1], p[2]};
    };
    EXPECT_LT(pixel(control_places().at("clock-0"))[0], 100) << "Red, to move: lit";
    EXPECT_GT(pixel(control_places().at("clock-1"))[0], 200) << "Black: grey";
    SDL_FreeSurface(shot);
  }
  EXPECT_EQ(new_game_y[0], new_game_y[1]);
}

// The move list takes the panel's height: a side's settings are folded under an arrow beside it
// (unfolded, the list gives them room).
TEST_F(WindowTest, TheMoveListUsesThePanelsHeight) {
  WindowOptions o = options("human", "alphabeta");
  o.width = 1280, o.height = 860;
  o.time_control = host::parse_time_control("300+3").value();
  auto window = open(o);
  draw(*window);
  const auto list_lines = [] {
    for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
      if (std::string_view(w->Name).find("/moves_") != std::string_view::npos)
        return int(w->Size.y / ImGui::GetTextLineHeightWithSpacing());
    return 0;
  };
  const int folded = list_lines();
  EXPECT_GE(folded, 10);
  click_control(*window, "settings-1");
  draw(*window);
  EXPECT_THAT(window->option_controls(), Contains("Black depth: spin 1..10 = 4"));
  EXPECT_LT(list_lines(), folded) << "unfolded, the settings take room";
}

// A move time chosen with a clock holds: deepening, given 300 ms a move in a five-minute game,
// answers in about that time (with room for a loaded machine) instead of its share of the clock.
TEST_F(WindowTest, AMoveTimeWithAClockHolds) {
  WindowOptions o = options("human", "deepening:movetime=300");
  o.time_control = host::parse_time_control("300+3").value();
  auto window = open(o);
  App& app = window->app();
  click(*window, "h2");
  click(*window, "e2");
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 2; }));
  // Its share of the clock would be about 12 s (300 s over 30 moves, and most of the increment).
  EXPECT_LT(app.search_report().seconds, 4.0);
  // Deepening starts no iteration past half its time, so it may answer from 150 ms on.
  EXPECT_GE(app.search_report().seconds, 0.15);
}

// A person resigns; against an AI, the person's side resigns whoever is to move.
// Resign asks first: Play on leaves the game as it was; Resign ends it.
TEST_F(WindowTest, APersonResigns) {
  auto window = open("human", "greedy");
  App& app = window->app();
  ASSERT_TRUE(app.can_resign());
  click_control(*window, "resign");
  click_control(*window, "resign-no");
  EXPECT_FALSE(app.end().over());
  control_places().erase("resign-yes");
  click_control(*window, "resign");
  click_control(*window, "resign-yes");
  EXPECT_EQ(app.end().result, Result::SECOND_PLAYER_WINS);
  EXPECT_EQ(app.end().reason, "Red resigned");
  EXPECT_FALSE(app.can_resign());
  app.new_game();
  ASSERT_EQ(app.set_player(0, "random").reason(), "");
  EXPECT_FALSE(app.can_resign());  // two AIs: nobody to resign
}

// An AI answers a draw offer by its own evaluation: it declines while it judges itself better,
// and agrees when it judges itself worse. The evaluation is said only where its thinking is shown.
TEST_F(WindowTest, AnAiAnswersADrawByItsEvaluation) {
  auto window = open("human", "alphabeta:depth=2");
  App& app = window->app();
  ASSERT_FALSE(app.thinking_shown());
  ASSERT_EQ(app.load_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1 w - - 0 1").reason(), "");
  ASSERT_EQ(app.try_move(square(app, "a0"), square(app, "a1")).reason(), "");
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 2; }));
  app.offer_draw();
  EXPECT_EQ(app.message(), "alphabeta:depth=2 declines the draw");
  app.show_thinking(true);
  ASSERT_EQ(app.load_fen("").reason(), "");
  app.offer_draw();
  EXPECT_EQ(app.message(), "alphabeta:depth=2 declines the draw: it has no evaluation of the game yet to judge by");
  // Red without a chariot: Black judges itself far better, and plays on.
  ASSERT_EQ(app.load_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1 w - - 0 1").reason(), "");
  ASSERT_EQ(app.try_move(square(app, "a0"), square(app, "a1")).reason(), "");
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 2; }));
  app.offer_draw();
  EXPECT_THAT(app.message(), HasSubstr("alphabeta:depth=2 declines the draw: it judges its position +"));
  EXPECT_FALSE(app.end().over());
  // Black without its chariots: it agrees.
  ASSERT_EQ(app.load_fen("1nbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1").reason(), "");
  ASSERT_EQ(app.try_move(square(app, "a0"), square(app, "a1")).reason(), "");
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 2; }));
  app.offer_draw();
  EXPECT_THAT(app.message(), HasSubstr("alphabeta:depth=2 accepts the draw: it judges its position -"));
  EXPECT_EQ(app.end().result, Result::DRAW);
  EXPECT_EQ(app.end().reason, "draw agreed");
}

// Two people: one offers, the other answers in the window.
TEST_F(WindowTest, APersonAnswersADrawOffer) {
  auto window = open("human", "human");
  App& app = window->app();
  app.offer_draw();
  EXPECT_EQ(app.draw_offered_to(), 1);
  draw(*window);
  ASSERT_EQ(GImGui->OpenPopupStack.Size, 1);  // the question, over the board
  EXPECT_STREQ(GImGui->OpenPopupStack[0].Window->Name, "A draw?");
  app.answer_draw(false);
  EXPECT_EQ(app.message(), "Black declines the draw");
  EXPECT_FALSE(app.end().over());
  click(*window, "h2");
  click(*window, "e2");
  app.offer_draw();  // Black's turn: Black offers, Red answers
  EXPECT_EQ(app.draw_offered_to(), 0);
  click(*window, "h7");  // the board waits for the answer
  EXPECT_FALSE(app.selected());
  app.answer_draw(true);
  EXPECT_EQ(app.end().result, Result::DRAW);
}

// A rematch: the same start, the players' sides swapped, the person at the bottom of the board.
TEST_F(WindowTest, ARematchSwapsTheSides) {
  auto window = open("human", "greedy");
  App& app = window->app();
  click(*window, "h2");
  click(*window, "e2");
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 2; }));
  app.resign();
  draw(*window);
  app.rematch();
  EXPECT_EQ(app.seats().setup(0).player, "greedy");
  EXPECT_TRUE(app.seats().setup(1).human());
  EXPECT_FALSE(app.end().over());
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 1; }));  // greedy opens
}

// An AI is given its clock rather than its move time: iterative deepening with two seconds for the
// whole game spends a little of them on each move (with its move time of a second, it would lose
// on time by its third move).
TEST_F(WindowTest, AnAiIsGivenItsClock) {
  WindowOptions o = options("deepening", "deepening");
  o.time_control = host::parse_time_control("2").value();
  auto window = open(o);
  App& app = window->app();
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() >= 6 || app.end().over(); }));
  EXPECT_FALSE(app.end().over()) << app.end().reason;
  for (int side : {0, 1}) EXPECT_GT(app.clock().left_ms(side, std::chrono::steady_clock::now()), 500) << side;
}

// Pause stops a search at once: no move comes while paused, and Resume searches again.
TEST_F(WindowTest, PauseStopsTheSearch) {
  auto window = open("human", "deepening");  // a second a move
  App& app = window->app();
  click(*window, "h2");
  click(*window, "e2");
  ASSERT_TRUE(frames_until(*window, [&] { return app.thinking(); }));
  app.paused = true;
  draw(*window);
  EXPECT_FALSE(app.thinking());
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(1500);
  while (std::chrono::steady_clock::now() < until) draw(*window);
  EXPECT_EQ(app.game().moves().size(), 1u);
  app.paused = false;
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 2; }));
}

// A search's time is its own, not the wait for the pace after it.
TEST_F(WindowTest, ASearchsTimeLeavesOutThePace) {
  WindowOptions o = options("greedy", "greedy");
  o.pace_ms = 800;
  auto window = open(o);
  App& app = window->app();
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() >= 2; }));
  EXPECT_LT(app.search_report().seconds, 0.5);
}

// Comparing in a game of two AIs pauses it, so that the answers are for the position on the board.
TEST_F(WindowTest, CompareInAGameOfTwoAisPausesIt) {
  WindowOptions o = options("greedy", "random");
  o.pace_ms = 200;
  auto window = open(o);
  App& app = window->app();
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() >= 1; }));
  app.start_compare({"greedy", "alphabeta"}, {100, 0});
  EXPECT_TRUE(app.paused);
  ASSERT_TRUE(frames_until(*window, [&] { return !app.comparison().running(); }));
  ASSERT_EQ(app.comparison().compared().size(), 2u);
  for (const ComparedMove& c : app.comparison().compared()) EXPECT_EQ(c.fen, app.game().fen()) << c.player;
}

// AI against AI at a pace: at least pace_ms between moves; paused, Step lets one move through.
TEST_F(WindowTest, PaceSpacesTheMovesAndStepPlaysOne) {
  WindowOptions o = options("greedy", "random");
  o.pace_ms = 300;
  auto window = open(o);
  App& app = window->app();
  const auto start = std::chrono::steady_clock::now();
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() >= 4; }));
  EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(3 * 300));
  app.paused = true;
  ASSERT_TRUE(frames_until(*window, [&] { return !app.thinking(); }));
  const size_t moves = app.game().moves().size();
  for (int i = 0; i < 40; ++i) draw(*window);  // over half a second: nothing moves
  EXPECT_EQ(app.game().moves().size(), moves);
  ASSERT_TRUE(app.can_step());
  app.step();
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == moves + 1; }));
  for (int i = 0; i < 40; ++i) draw(*window);
  EXPECT_EQ(app.game().moves().size(), moves + 1);
  EXPECT_TRUE(app.paused);
}

// An AI's move slides: the piece is drawn on its way from its square to the other.
TEST_F(WindowTest, AnAisPieceSlidesToItsSquare) {
  WindowOptions o = options("human", "greedy");
  o.animation_ms = 60000;  // slow enough to look at
  auto window = open(o);
  click(*window, "h2");
  click(*window, "e2");
  ASSERT_TRUE(frames_until(*window, [&] { return window->app().game().moves().size() == 2; }));
  draw(*window);
  const auto [from, to] = window->app().module().squares_of(window->app().game().moves()[1]);
  const Marks marks = window->marks();
  EXPECT_EQ(marks.dragged, to);
  const SDL_FPoint f = window->board().center(from);
  EXPECT_NEAR(marks.drag_x, f.x, 2);  // just left its square
  EXPECT_NEAR(marks.drag_y, f.y, 2);
}

// A person's move by two clicks slides too, and so does a step through the game, back or on; a
// piece dragged to its square is already there.
TEST_F(WindowTest, MovesSlideUnlessDraggedThere) {
  WindowOptions o = options("human", "human");
  o.animation_ms = 60000;
  auto window = open(o);
  auto expect_sliding = [&](const std::string& piece_to, const std::string& leaving) {
    const Marks marks = window->marks();
    EXPECT_EQ(marks.dragged, square(*window, piece_to));
    const SDL_FPoint f = window->board().center(square(*window, leaving));
    EXPECT_NEAR(marks.drag_x, f.x, 2);
    EXPECT_NEAR(marks.drag_y, f.y, 2);
  };
  click(*window, "h2");
  click(*window, "e2");
  expect_sliding("e2", "h2");

  // Black's cannon dragged from h7 to e7: down, move, up.
  const SDL_FPoint a = window->board().center(square(*window, "h7")), b = window->board().center(square(*window, "e7"));
  for (const auto& [type, at] : {std::pair{SDL_MOUSEBUTTONDOWN, a}, {SDL_MOUSEMOTION, b}, {SDL_MOUSEBUTTONUP, b}}) {
    SDL_Event e{};
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
      e.motion.x = int(at.x), e.motion.y = int(at.y);
    } else {
      e.button.button = SDL_BUTTON_LEFT;
      e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
      e.button.x = int(at.x), e.button.y = int(at.y);
      e.button.clicks = 1;
    }
    SDL_PushEvent(&e);
    draw(*window);
  }
  ASSERT_EQ(window->app().game().moves().size(), 2u);
  EXPECT_FALSE(window->marks().dragged);  // no slide, and the first move's is over

  push_key(*window, SDLK_LEFT, SDL_SCANCODE_LEFT);  // one back: the cannon slides home
  expect_sliding("h7", "e7");
  push_key(*window, SDLK_RIGHT, SDL_SCANCODE_RIGHT);  // and on again
  expect_sliding("e7", "h7");
}

// Messages go to the status line: refusals red, what was done not; the panel does not move.
TEST_F(WindowTest, TheStatusLineTellsRefusalsFromSuccess) {
  auto window = open("human", "human");
  click(*window, "b0");
  click(*window, "d1");
  EXPECT_THAT(window->status(), HasSubstr("the horse's leg is blocked"));
  EXPECT_TRUE(window->app().message_is_error());
  const std::string path = ::testing::TempDir() + "/status.pgn";
  EXPECT_EQ(window->app().save_pgn(path).reason(), "");
  draw(*window);
  EXPECT_EQ(window->status(), "saved " + std::filesystem::absolute(path).string());
  EXPECT_FALSE(window->app().message_is_error());
  EXPECT_THAT(window->app().save_pgn("/no/such/folder/x.pgn").reason(),
              HasSubstr("cannot write /no/such/folder/x.pgn"));
  EXPECT_TRUE(window->app().message_is_error());
  EXPECT_EQ(window->app().load_pgn(path).reason(), "");
  draw(*window);
  EXPECT_EQ(window->status(), "opened " + path);
  EXPECT_FALSE(window->app().message_is_error());
}

// The panel takes a share of the window and its text scales with the window's size; the board
// keeps to the rest.
TEST_F(WindowTest, ThePanelsScaleWithTheWindow) {
  for (auto [width, height, scale] :
       {std::tuple{900, 650, 0.875f}, std::tuple{1280, 860, 1.0f}, std::tuple{2560, 1400, 1.625f}}) {
    WindowOptions o = options("deepening", "alphabeta");  // the most rows of options
    o.width = width, o.height = height;
    o.time_control = host::parse_time_control("60").value();
    auto window = open(o);
    EXPECT_FLOAT_EQ(window->ui_scale(), scale) << width;
    EXPECT_FLOAT_EQ(ImGui::GetFontSize(), 17.0f * scale) << width;
    EXPECT_GE(ImGui::GetFontSize(), 14.8f) << width;  // never smaller, however small the window
    // A third of a wide window, up to 560 at scale 1; a larger share of a narrow one.
    const double share = width <= 900 ? 0.42 : 0.36;
    EXPECT_NEAR(window->panel_width(), std::min(share * width, 560.0 * scale), 1) << width;
    const SDL_Rect board = window->board().rect();
    EXPECT_LE(board.x + board.w, width - window->panel_width()) << width;
    EXPECT_GT(board.w, width / 3) << width;
    // The Play tab fits, with a search report in it.
    ASSERT_TRUE(
        frames_until(*window, [&] { return window->app().game().moves().size() >= 2 && window->app().thinking(); }));
    for (int i = 0; i < 3; ++i) draw(*window);
    EXPECT_EQ(ImGui::FindWindowByName("Plyground")->ScrollMax.y, 0) << width;
  }
}

// Analysis after the game: each position searched, each move judged by what it gave away. 2. g4
// allows mate at once: a blunder, and White's only one.
TEST_F(WindowTest, AnalysisMarksABlunder) {
  auto window = open("human", "human", "chess");
  App& app = window->app();
  for (const auto& [from, to] : {std::pair{"f2", "f3"}, {"e7", "e5"}, {"g2", "g4"}, {"d8", "h4"}})
    ASSERT_EQ(app.try_move(square(app, from), square(app, to)).reason(), "") << from;
  ASSERT_TRUE(app.end().over());
  app.analyse("deepening", 200);
  EXPECT_TRUE(app.review().analysis().running());
  ASSERT_TRUE(frames_until(*window, [&] { return !app.review().analysis().running(); }));
  EXPECT_EQ(app.message(), "analysis by deepening done");
  const std::vector<std::optional<Score>> scores = app.review().analysis().scores(app.game());
  ASSERT_EQ(scores.size(), 5u);
  ASSERT_TRUE(scores[3]);
  EXPECT_EQ(scores[3]->kind, Score::MATE);  // Black to move, mating
  EXPECT_LT(scores[3]->value, 0);           // from White's side
  const std::vector<Judgement> judgements = app.review().analysis().judgements(app.game());
  ASSERT_EQ(judgements.size(), 4u);
  EXPECT_EQ(judgements[2], Judgement::BLUNDER);
  EXPECT_EQ(judgements[3], Judgement::NONE);  // the mate itself gave nothing away
  EXPECT_EQ(app.review().analysis().judgement_counts(app.game())[0][size_t(Judgement::BLUNDER)], 1);
  EXPECT_EQ(app.review().analysis().judgement_counts(app.game())[1][size_t(Judgement::BLUNDER)], 0);
  draw(*window);
  // The mark sits on its move's text ("g4??"), not at the far end of its cell, by the next move.
  const SDL_Rect move = control_places().at("move-2"), mark = control_places().at("mark-2");
  EXPECT_GT(mark.x, move.x);
  EXPECT_LT(mark.x, move.x + move.w / 3) << "the mark of g4, in a cell " << move.w << " wide";

  // A move taken back: the analysis holds for the moves still played, no further.
  app.undo();
  EXPECT_EQ(app.review().analysis().scores(app.game()).size(), 4u);
  EXPECT_EQ(app.review().analysis().judgements(app.game()).size(), 3u);
  EXPECT_EQ(app.review().analysis().judgements(app.game())[2], Judgement::BLUNDER);
  // A new game ends an analysis under way, and forgets the last.
  app.analyse("deepening", 200);
  EXPECT_TRUE(app.review().analysis().running());
  app.new_game();
  EXPECT_FALSE(app.review().analysis().running());
  EXPECT_TRUE(app.review().analysis().scores(app.game()).empty());
}

// The move list follows the game to its end, until the reader scrolls up: then it stays where they
// read while moves come, and follows again once they scroll back down.
TEST_F(WindowTest, TheMoveListKeepsTheReadersScroll) {
  WindowOptions o = options("random", "random", "othello");
  o.pace_ms = 30;
  o.height = 600;
  auto window = open(o);
  App& app = window->app();
  const auto list = [] {
    for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
      if (std::string_view(w->Name).find("/moves_") != std::string_view::npos) return w;
    return static_cast<ImGuiWindow*>(nullptr);
  };
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() >= 40; }));
  ASSERT_NE(list(), nullptr);
  ASSERT_GT(list()->ScrollMax.y, 0) << "the list must be longer than its window";
  EXPECT_GE(list()->Scroll.y, list()->ScrollMax.y - 1) << "following the end";
  app.paused = true;
  draw(*window);  // the panel as it is paused
  SDL_Event wheel{};
  wheel.type = SDL_MOUSEWHEEL;
  wheel.wheel.y = 5;  // up
  push_mouse(*window, SDL_MOUSEMOTION, int(list()->Pos.x + list()->Size.x / 2),
             int(list()->Pos.y + list()->Size.y / 2));
  for (int i = 0; i < 3; ++i) {
    SDL_PushEvent(&wheel);
    draw(*window);
  }
  draw(*window);
  const float read_at = list()->Scroll.y;
  ASSERT_LT(read_at, list()->ScrollMax.y - 1);
  app.paused = false;
  const size_t played = app.game().moves().size();
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() >= played + 6 || app.end().over(); }));
  draw(*window);
  EXPECT_EQ(list()->Scroll.y, read_at) << "the reader's place kept";
}

// The thresholds: a share of the game lost of 0.05, 0.10, 0.15.
TEST(Judgement, AsLichessJudges) {
  EXPECT_EQ(judge(0.04), Judgement::NONE);
  EXPECT_EQ(judge(0.05), Judgement::INACCURACY);
  EXPECT_EQ(judge(0.12), Judgement::MISTAKE);
  EXPECT_EQ(judge(0.5), Judgement::BLUNDER);
  EXPECT_NEAR(first_side_share({Score::CENTIPAWNS, 100}), 0.64, 0.01);
  EXPECT_EQ(first_side_share({Score::MATE, -3}), 0);
  EXPECT_STREQ(judgement_mark(Judgement::MISTAKE), "?");
}

// A sound for each move, a capture, check and the end; none while muted (M).
TEST_F(WindowTest, MovesAreHeardUnlessMuted) {
  auto window = open("human", "human", "chess");
  App& app = window->app();
  const Sounds& sounds = window->sounds();
  EXPECT_TRUE(sounds.available());
  int heard = sounds.played();
  for (const auto& [from, to] : {std::pair{"e2", "e4"}, {"d7", "d5"}, {"e4", "d5"}}) {
    ASSERT_EQ(app.try_move(square(app, from), square(app, to)).reason(), "");
    draw(*window);
    EXPECT_EQ(sounds.played(), ++heard) << from;
  }
  push_key(*window, SDLK_m, SDL_SCANCODE_M);
  EXPECT_TRUE(sounds.muted);
  ASSERT_EQ(app.try_move(square(app, "d8"), square(app, "d5")).reason(), "");
  draw(*window);
  EXPECT_EQ(sounds.played(), heard);
  push_key(*window, SDLK_m, SDL_SCANCODE_M);
  EXPECT_FALSE(sounds.muted);
  app.resign();
  draw(*window);
  EXPECT_EQ(sounds.played(), heard + 1);  // the end
}

// An installed engine at a chosen Elo: Stockfish limited to that strength plays the other side.
TEST_F(WindowTest, AnEngineAtAChosenElo) {
  const std::string engine = installed_engine(host::game_module("chess"));
  if (engine.empty()) GTEST_SKIP() << "no chess engine installed";
  auto window = open("human", "human", "chess");
  App& app = window->app();
  EXPECT_EQ(elo_of(engine_at_elo(engine, 1600)), 1600);
  EXPECT_EQ(elo_of(engine_at_elo(engine, 100)), kLowestElo);
  EXPECT_EQ(elo_of(host::parse_spec("alphabeta:depth=3").value()), 0);
  EXPECT_EQ(player_label(engine_at_elo(engine, 1600)), engine + " at Elo 1600");  // as people read it
  EXPECT_EQ(player_label(host::parse_spec("alphabeta:depth=3").value()), "alphabeta:depth=3");
  Settings s = window->new_game_choices();
  s.game = "chess", s.you = "second", s.opponent = engine_at_elo(engine, 1600).text;
  ASSERT_EQ(window->start_game(s).reason(), "");
  EXPECT_EQ(app.seats().setup(0).spec(), "uci:" + engine + ":UCI_Elo=1600,UCI_LimitStrength=true");
  ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 1 || app.end().over(); }));
  EXPECT_FALSE(app.end().over()) << app.end().reason;
  window->open_new_game();  // the dialog shows it with its slider, which sets the Elo where it is dragged
  for (int i = 0; i < 3; ++i) draw(*window);  // a dialog takes its place once it knows its size
  ASSERT_EQ(control_places().count("elo-slider"), 1u);
  const SDL_Rect slider = control_places().at("elo-slider");
  push_click(*window, slider.x + slider.w - 2, slider.y + slider.h / 2);
  draw(*window);
  EXPECT_EQ(elo_of(host::parse_spec(window->new_game_choices().opponent).value()), kHighestElo);
  push_click(*window, slider.x + 2, slider.y + slider.h / 2);
  draw(*window);
  EXPECT_EQ(elo_of(host::parse_spec(window->new_game_choices().opponent).value()), kLowestElo);
}

// A board theme chosen in New game tints the board, and is kept with the other choices.
TEST_F(WindowTest, ABoardThemeTintsTheBoard) {
  auto window = open("human", "human", "chess");
  SDL_Surface* wood = window->capture(true);
  Settings green = window->new_game_choices();
  green.game = "chess", green.you = "both", green.theme = "Green";
  ASSERT_EQ(window->start_game(green).reason(), "");
  draw(*window);
  SDL_Surface* tinted = window->capture(true);
  EXPECT_GT(difference(wood, tinted), 0.3);  // the squares, not only a mark
  window->open_new_game();
  EXPECT_EQ(window->new_game_choices().theme, "Green");
  for (SDL_Surface* s : {wood, tinted}) SDL_FreeSurface(s);
}

// A frame is drawn only when it shows something new: a still window costs next to nothing.
TEST_F(WindowTest, AFrameIsDrawnOnlyWhenSomethingChanged) {
  auto window = open("human", "human");
  draw(*window);
  const int drawn = window->frames_drawn();
  for (int i = 0; i < 10; ++i) draw(*window);
  EXPECT_EQ(window->frames_drawn(), drawn);
  click(*window, "h2");  // picked up: the board shows it
  EXPECT_GT(window->frames_drawn(), drawn);
  SDL_Surface* shot = window->capture();  // still the whole picture, drawn or not
  EXPECT_EQ(shot->w, 1100);
  SDL_FreeSurface(shot);
}

// The first run asks for a game; the choices are kept in the user's config folder and the next run
// starts with them. A game remembered wrong is refused with its reason, and the window still opens.
TEST_F(WindowTest, TheFirstRunAsksAndTheNextRemembers) {
  const std::string config = ::testing::TempDir() + "/remembering-config";
  std::filesystem::remove_all(config);
  setenv("XDG_CONFIG_HOME", config.c_str(), 1);
  WindowOptions o = options("human", "human");
  o.remember = true;
  {
    auto window = open(o);
    EXPECT_TRUE(window->asking_new_game());
    click(*window, "e3");  // the board waits for the dialog
    EXPECT_TRUE(window->app().game().moves().empty());
    ASSERT_EQ(window->start_game({"tictactoe", "second", "Beginner", "5/move", 0}).reason(), "");
    App& app = window->app();
    EXPECT_EQ(app.module().id(), "tictactoe");
    EXPECT_EQ(app.seats().setup(0).player, "greedy");
    EXPECT_TRUE(app.seats().setup(1).human());
    EXPECT_FALSE(window->board().flipped);  // both players see tic-tac-toe alike: not turned for the second
    EXPECT_EQ(app.clock().control().kind, TimeControl::Kind::PER_MOVE);
    ASSERT_TRUE(frames_until(*window, [&] { return app.game().moves().size() == 1; }));  // X, the AI, starts
  }
  {
    auto window = open(o);
    EXPECT_FALSE(window->asking_new_game());
    EXPECT_EQ(window->app().module().id(), "tictactoe");
    EXPECT_EQ(window->app().seats().setup(0).player, "greedy");
    EXPECT_EQ(window->app().clock().control().per_move_ms, 5000);
    // The game left unfinished is there again, paused, as it was left.
    EXPECT_EQ(window->app().game().moves().size(), 1u);
    EXPECT_TRUE(window->app().paused);
    EXPECT_THAT(window->status(), HasSubstr("unfinished game"));
    window->app().new_game();  // and once put aside, not kept
  }
  {
    auto window = open(o);
    EXPECT_TRUE(window->app().game().moves().size() <= 1u) << "a new game, its AI may have moved";
    EXPECT_THAT(window->status(), Not(HasSubstr("unfinished game")));
  }
  std::ofstream(config + "/plyground/window.ini") << "[new_game]\ngame=chess\nopponent=nosuch\n";
  {
    auto window = open(o);
    EXPECT_THAT(window->status(), HasSubstr("no player named 'nosuch'"));
    EXPECT_TRUE(window->app().message_is_error());
  }
  // An unfinished game whose player cannot play here now: resumed with a person there, and said.
  std::ofstream(config + "/plyground/window.ini") << "[new_game]\ngame=tictactoe\nyou=second\nopponent=greedy\n";
  std::ofstream(config + "/plyground/unfinished-tictactoe.pgn")
      << "[Game \"Tic-tac-toe\"]\n[White \"greedy:nosuch=1\"]\n[Black \"human\"]\n\n1. b2 *\n";
  {
    auto window = open(o);
    EXPECT_EQ(window->app().game().moves().size(), 1u);
    EXPECT_THAT(window->status(), HasSubstr("unfinished game"));
    EXPECT_THAT(window->status(), HasSubstr("greedy:nosuch=1 cannot play here (a file may not set 'nosuch')"));
    EXPECT_TRUE(window->app().seats().setup(0).human());
  }
  unsetenv("XDG_CONFIG_HOME");
}

// The board's colours chosen in the New game dialog hold for a game the command line sets up too,
// and a theme's squares are light and dark of one hue (Blue's both blue, not wood under blue).
TEST_F(WindowTest, TheBoardTakesTheColoursChosenForIt) {
  const std::string config = ::testing::TempDir() + "/theme-config";
  std::filesystem::remove_all(config);
  std::filesystem::create_directories(config + "/plyground");
  setenv("XDG_CONFIG_HOME", config.c_str(), 1);
  for (const std::string theme : {"Wood", "Blue"}) {
    std::ofstream(config + "/plyground/window.ini") << "[window]\ntheme=" << theme << "\n";
    auto window = open("human", "human", "chess");
    SDL_Surface* shot = window->capture(true);
    const SDL_Rect r = window->board().rect();
    const auto colour = [&](const std::string& name) {  // a pixel inside the empty square, off its centre
      const SDL_FPoint c = window->board().center(square(*window, name));
      const auto* p =
          static_cast<Uint8*>(shot->pixels) + (int(c.y) - r.y + 20) * shot->pitch + (int(c.x) - r.x + 20) * 4;
      return std::array<int, 3>{p[0], p[1], p[2]};
    };
    const auto light = colour("e4"), dark = colour("d4");
    SCOPED_TRACE(theme);
    EXPECT_GT(light[0] + light[1] + light[2], dark[0] + dark[1] + dark[2] + 120);
    for (const auto& square : {light, dark})
      if (theme == "Blue")
        EXPECT_GT(square[2], square[0] + 25) << "blue over red";
      else
        EXPECT_GT(square[0], square[2] + 25) << "wood: red over blue";
    SDL_FreeSurface(shot);
  }
  unsetenv("XDG_CONFIG_HOME");
}

// The board is drawn afresh only where something on it changed (an arrow, a piece picked up), and
// the picture is the same as drawn whole.
TEST_F(WindowTest, TheBoardIsDrawnAfreshOnlyWhereItChanges) {
  auto window = open("human", "human");
  const int first = window->board_redraws();
  for (int i = 0; i < 5; ++i) draw(*window);
  EXPECT_EQ(window->board_redraws(), first);
  window->show_tab(Window::Tab::COMPARE);
  window->app().start_compare({"greedy"}, {50, 0});  // an arrow over the board: drawn around it
  ASSERT_TRUE(frames_until(*window, [&] { return !window->app().comparison().running(); }));
  draw(*window);
  ASSERT_EQ(window->marks().arrows.size(), 1u);
  EXPECT_EQ(window->board_redraws(), first + 1);
  EXPECT_EQ(window->partial_redraws(), window->board_redraws() - first);
  SDL_Surface* with_arrow = window->capture(true);
  click(*window, "h2");  // a piece picked up: drawn around it, then no more while it stays so
  const int picked = window->board_redraws();
  EXPECT_GT(picked, first + 1);
  for (int i = 0; i < 5; ++i) draw(*window);
  EXPECT_EQ(window->board_redraws(), picked);
  click(*window, "h2");
  SDL_Surface* again = window->capture(true);
  EXPECT_LT(difference(with_arrow, again), 0.0001);  // put down: as it was, arrow and all
  EXPECT_EQ(window->partial_redraws(), window->board_redraws() - first);
  SDL_FreeSurface(with_arrow);
  SDL_FreeSurface(again);
}

// Two AIs play: the board, the search's lines and figures and the move list change from frame to
// frame, each drawn only where it changed. Paused, the window drawn in those parts is the window
// drawn whole (as when it is uncovered), to the pixel; and again once the panel shows another,
// shorter tab, where what it showed before is gone.
// `screen`, where given, grabs what the display shows: it must be the picture kept. `in_part`: the
// game's skin names the boxes of its squares, so its changes are drawn in part (else the board is
// drawn whole at each change, which may be most of the window).
void expect_parts_make_the_whole(Window& window, bool in_part = true,
                                 const std::function<SDL_Surface*()>& screen = nullptr) {
  App& app = window.app();
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  auto frame = [&] {
    window.frame();
    window.present();
  };
  auto settle_and_compare = [&] {
    for (int still = 0; still < 20 && std::chrono::steady_clock::now() < deadline;) {  // until nothing changes
      const int drawn = window.frames_drawn();
      frame();
      still = window.frames_drawn() == drawn ? still + 1 : 0;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    SDL_Surface* parts = window.capture();
    if (screen) {
      SDL_Surface* shown = screen();
      ASSERT_NE(shown, nullptr);
      EXPECT_EQ(difference(parts, shown, 0), 0.0);
      SDL_FreeSurface(shown);
    }
    SDL_Event uncovered{};
    uncovered.type = SDL_WINDOWEVENT;
    uncovered.window.event = SDL_WINDOWEVENT_EXPOSED;
    SDL_PushEvent(&uncovered);
    const int drawn = window.frames_drawn();
    frame();
    EXPECT_EQ(window.frames_drawn(), drawn + 1);
    SDL_Surface* whole = window.capture();
    EXPECT_EQ(difference(parts, whole, 0), 0.0);
    if (difference(parts, whole, 0) > 0) {
      IMG_SavePNG(parts, (::testing::TempDir() + "/parts.png").c_str());
      IMG_SavePNG(whole, (::testing::TempDir() + "/whole.png").c_str());
    }
    SDL_FreeSurface(parts);
    SDL_FreeSurface(whole);
  };
  while (app.game().moves().size() < 8 && !app.end().over() && std::chrono::steady_clock::now() < deadline) frame();
  ASSERT_GE(app.game().moves().size(), 4u);
  app.paused = true;
  const int drawn_in_part = window.frames_drawn_in_part();
  if (in_part) {
    EXPECT_GT(drawn_in_part, 0);
  }
  settle_and_compare();
  window.show_tab(Window::Tab::COMPARE);
  settle_and_compare();
  EXPECT_GT(window.frames_drawn_in_part(), drawn_in_part);  // the tab was drawn in part, not whole
}

TEST_F(WindowTest, AWindowDrawnInPartsIsTheWindowDrawnWhole) {
  for (const char* game : {"xiangqi", "chess", "othello"}) {  // boxes by square, and a skin without them
    SCOPED_TRACE(game);
    WindowOptions o = options("deepening:movetime=60", "alphabeta:depth=2", game);
    o.animation_ms = 100;  // pieces slide
    auto window = open(o);
    expect_parts_make_the_whole(*window, std::string(game) != "othello");
  }
}

// A piece carried by hand over the panel and back is drawn where it goes and erased where it was,
// in parts that make the whole.
TEST_F(WindowTest, APieceCarriedOverThePanelIsDrawnInParts) {
  auto window = open("human", "human");
  const SDL_FPoint h2 = window->board().center(square(*window, "h2"));
  const int panel_x = window->board().rect().x + window->board().rect().w + window->panel_width() / 2;
  auto push = [&](Uint32 type, int x, int y) { push_mouse(*window, type, x, y); };
  auto expect_parts_are_the_whole = [&] {
    SDL_Surface* parts = window->capture();
    SDL_Event uncovered{};
    uncovered.type = SDL_WINDOWEVENT;
    uncovered.window.event = SDL_WINDOWEVENT_EXPOSED;
    SDL_PushEvent(&uncovered);
    draw(*window);
    SDL_Surface* whole = window->capture();
    EXPECT_EQ(difference(parts, whole, 0), 0.0);
    SDL_FreeSurface(parts);
    SDL_FreeSurface(whole);
  };
  push(SDL_MOUSEMOTION, int(h2.x), int(h2.y));
  push(SDL_MOUSEBUTTONDOWN, int(h2.x), int(h2.y));
  const int in_part = window->frames_drawn_in_part();
  for (int x = int(h2.x); x < panel_x; x += 40) push(SDL_MOUSEMOTION, x, int(h2.y));  // over the panel
  for (int step = 0; step < 4; ++step) push(SDL_MOUSEMOTION, panel_x + 20 * step, int(h2.y) - 30 * step);
  EXPECT_EQ(window->marks().dragged, square(*window, "h2"));
  EXPECT_GT(window->frames_drawn_in_part(), in_part + 5);
  const SDL_Rect board = window->board().rect();
  EXPECT_GT(window->marks().drag_x - window->board().square_box(square(*window, "h2")).w,
            board.x + board.w);  // beyond the board
  expect_parts_are_the_whole();
  for (int x = panel_x; x > int(h2.x) - 200; x -= 70) push(SDL_MOUSEMOTION, x, int(h2.y) - 30);  // and back
  expect_parts_are_the_whole();
}

// Drawing afresh only around the squares that changed gives the picture drawing it all gives:
// through captures, checks, castling, en passant, promotion, a piece picked up, and undo.
TEST_F(WindowTest, DrawingOnlyWhatChangedGivesTheWholePicture) {
  struct Line {
    std::string game, fen;
    // A move "from-to" (then "=move", the promotion chosen), a square clicked, or "undo".
    std::vector<std::string> steps;
  };
  const std::vector<Line> lines = {
      {"xiangqi", "", {"h2-h9", "i9-h9", "b2-e2", "b9-c7", "a0", "a0", "undo"}},
      {"xiangqi", "3k5/9/9/9/9/9/9/9/9/4K1R2 w - - 0 1", {"g0-g9", "d9-d8", "g9-g8", "d8-d9", "g8", "undo"}},
      {"chess",
       "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
       {"e5-d6", "e8-g8", "e1-c1", "g8-g7", "h1-h2", "a8-a1", "c1-c2", "g7-g6", "b7-b8=b7b8q", "g6", "undo"}},
      {"chess", "2b1k3/8/8/8/8/8/P7/7K w - - 0 1", {"a2-a3", "c8-b7", "h1-g1", "undo"}},  // check from afar
  };
  for (const Line& line : lines) {
    SCOPED_TRACE(line.game + " " + line.fen);
    auto window = open(options("human", "human", line.game, line.fen));
    App& app = window->app();
    const int partial_before = window->partial_redraws();
    for (const std::string& step : line.steps) {
      SCOPED_TRACE(step);
      const size_t plies = app.game().moves().size(), dash = step.find('-'), equals = step.find('=');
      if (step == "undo") {
        app.undo();
      } else if (dash == std::string::npos) {
        EXPECT_EQ(app.click(square(app, step)).reason(), "") << step;
      } else {
        EXPECT_EQ(app.try_move(square(app, step.substr(0, dash)), square(app, step.substr(dash + 1, equals - dash - 1)))
                      .reason(),
                  "");
        if (equals != std::string::npos) app.choose(step.substr(equals + 1));
        EXPECT_EQ(app.game().moves().size(), plies + 1);
      }
      draw(*window);
      SDL_Surface* part = window->capture(true);
      const int redraws = window->board_redraws();
      push_key(*window, SDLK_f, SDL_SCANCODE_F);  // turned and back: drawn whole
      push_key(*window, SDLK_f, SDL_SCANCODE_F);
      EXPECT_EQ(window->board_redraws(), redraws + 2);
      SDL_Surface* whole = window->capture(true);
      EXPECT_EQ(difference(part, whole, 0), 0.0);
      SDL_FreeSurface(part);
      SDL_FreeSurface(whole);
    }
    EXPECT_GE(window->partial_redraws() - partial_before, int(line.steps.size()) - 1);
  }
}

// A game chosen in the New game dialog is drawn in the frame that chose it, after that frame's
// layout: the new skin must be laid out when it arrives, or its first (cached) drawing is blank.
TEST_F(WindowTest, ANewGamesBoardIsDrawnInTheFrameThatChoseIt) {
  SDL_Window* sdl_window = SDL_CreateWindow("board", 0, 0, 400, 400, 0);
  SDL_Renderer* renderer = SDL_CreateRenderer(sdl_window, -1, SDL_RENDERER_SOFTWARE);
  ASSERT_NE(renderer, nullptr) << SDL_GetError();
  {
    BoardView view(renderer, make_skin(host::game_module("xiangqi")), 0);
    ASSERT_EQ(view.skin().open(asset_dir()).reason(), "");
    view.layout({10, 10, 380, 380});
    view.draw(*host::game_module("xiangqi").new_game(), Marks{});
    std::unique_ptr<BoardSkin> chess = make_skin(host::game_module("chess"));
    ASSERT_EQ(chess->open(asset_dir()).reason(), "");
    view.set_skin(std::move(chess));  // no layout before the draw, as when the dialog's Start is clicked
    SDL_SetRenderDrawColor(renderer, 250, 246, 238, 255);
    SDL_RenderClear(renderer);
    view.draw(*host::game_module("chess").new_game(), Marks{});
    const SDL_Rect r = view.skin().rect();
    EXPECT_GT(r.w, 300);  // fitted to the area
    Uint8 pixel[4] = {};
    const host::Square a1_square{0, 0};
    const SDL_Rect a1{int(view.skin().center(a1_square).x), int(view.skin().center(a1_square).y), 1, 1};
    SDL_RenderReadPixels(renderer, &a1, SDL_PIXELFORMAT_RGBA32, pixel, 4);
    EXPECT_FALSE(pixel[0] == 250 && pixel[1] == 246 && pixel[2] == 238) << "a1 shows the window's background";
  }
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(sdl_window);
}

// A board image hides what is under it, so it is copied without blending (half a software
// renderer's work); a piece's corners stay see-through.
TEST_F(WindowTest, OnlyImagesWithSeeThroughPixelsAreBlended) {
  SDL_Window* sdl_window = SDL_CreateWindow("images", 0, 0, 64, 64, 0);
  SDL_Renderer* renderer = SDL_CreateRenderer(sdl_window, -1, SDL_RENDERER_SOFTWARE);
  ASSERT_NE(renderer, nullptr) << SDL_GetError();
  for (const char* game : {"xiangqi", "chess"}) {
    ScaledImage board(asset_dir() / game / "board.png");
    ScaledImage piece(asset_dir() / game / (std::string(game) == "chess" ? "wk.png" : "rk.png"));
    SDL_BlendMode mode = SDL_BLENDMODE_INVALID;
    SDL_GetTextureBlendMode(board.texture(renderer, 300), &mode);
    EXPECT_EQ(mode, SDL_BLENDMODE_NONE) << game;
    SDL_GetTextureBlendMode(piece.texture(renderer, 40), &mode);
    EXPECT_EQ(mode, SDL_BLENDMODE_BLEND) << game;
  }
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(sdl_window);
}

// The result is shown over the winner's half, clear of the mated king; the evaluation bar stands
// beside the board however wide the window.
TEST_F(WindowTest, TheResultLeavesTheMatedKingInViewAndTheBarStaysByTheBoard) {
  WindowOptions o =
      options("human", "greedy", "chess", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  o.width = 2560, o.height = 1400;
  auto window = open(o);
  ASSERT_TRUE(window->app().end().over());
  draw(*window);
  const SDL_Rect board = window->board().rect();
  const ImGuiWindow* banner = ImGui::FindWindowByName("##result");
  ASSERT_NE(banner, nullptr);
  EXPECT_LT(banner->Pos.y + banner->Size.y, board.y + board.h / 2);  // White's king, mated, is at the bottom
  SDL_Surface* shot = window->capture(false);
  const int x = board.x - int(window->ui_scale() * 16), y = board.y + board.h / 4;  // the bar's middle, upper half
  const Uint8* p = static_cast<const Uint8*>(shot->pixels) + y * shot->pitch + x * 4;
  EXPECT_TRUE((p[0] == 45 && p[1] == 45 && p[2] == 45) || (p[0] == 248 && p[1] == 246 && p[2] == 240))
      << int(p[0]) << " " << int(p[1]) << " " << int(p[2]);
  SDL_FreeSurface(shot);
  // Two people and no analysis: no bar, rather than one stuck at half.
  window->app().new_game();
  ASSERT_EQ(window->app().set_player(1, "human").reason(), "");
  draw(*window);
  shot = window->capture(false);
  p = static_cast<const Uint8*>(shot->pixels) + y * shot->pitch + x * 4;
  EXPECT_FALSE((p[0] == 45 && p[1] == 45 && p[2] == 45) || (p[0] == 248 && p[1] == 246 && p[2] == 240))
      << int(p[0]) << " " << int(p[1]) << " " << int(p[2]);
  SDL_FreeSurface(shot);
}

// The result's banner closes (Escape, or Close) and the final position is whole again; the result
// stays in the Game panel, whose Rematch swaps the sides.
TEST_F(WindowTest, TheResultBannerClosesAndTheResultStaysInThePanel) {
  auto window = open("human", "greedy", "chess", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  ASSERT_TRUE(window->app().end().over());
  draw(*window);
  const auto banner_shown = [] {
    const ImGuiWindow* banner = ImGui::FindWindowByName("##result");
    return banner != nullptr && banner->Active;
  };
  EXPECT_TRUE(banner_shown());
  push_key(*window, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE);
  draw(*window);
  EXPECT_FALSE(banner_shown());
  EXPECT_TRUE(window->app().end().over());
  click_control(*window, "panel-rematch");  // from the same start: mated again, the sides swapped
  EXPECT_EQ(window->app().seats().setup(0).player, "greedy");
  EXPECT_EQ(window->app().seats().setup(1).player, "human");
}

// The interface in Chinese: its texts, and a glyph in the panels' font for each of their characters.
TEST_F(WindowTest, TheInterfaceSpeaksChinese) {
  WindowOptions o = options("human", "human");
  o.language = "zh";
  auto window = open(o);
  EXPECT_STREQ(tr("Move now"), "立即走棋");
  EXPECT_EQ(time_control_text(host::parse_time_control("300+3").value()), "5 分钟 + 3 秒");
  EXPECT_EQ(time_control_text(host::parse_time_control("10/move").value()), "每步 10 秒");
  const std::string characters = chinese_characters() + time_control_text(host::parse_time_control("300+3").value()) +
                                 time_control_text(host::parse_time_control("10/move").value());
  ImFont* font = ImGui::GetFont();
  int missing = 0;
  for (const char* at = characters.c_str(); *at;) {
    unsigned int c = 0;
    at += ImTextCharFromUtf8(&c, at, nullptr);
    if (!font->FindGlyphNoFallback(ImWchar(c))) ++missing;
  }
  EXPECT_EQ(missing, 0);
  set_language(Language::ENGLISH);
}

// The same on a real display (Xvfb) with OpenGL: on Mesa's software rasterizer the picture is kept
// in the back buffer and copied to the window where it changed. Run by ctest under xvfb-run
// (gui.parts_make_the_whole_on_a_display); skipped where no display is open.
class WindowOnDisplay : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    setenv("SDL_VIDEODRIVER", "x11", 1);
    setenv("SDL_RENDER_DRIVER", "opengl", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("PLYGROUND_PLUGIN_PATH", PLYGROUND_PLUGIN_DIR, 1);
    opened_ = std::getenv("DISPLAY") && SDL_Init(SDL_INIT_VIDEO) == 0;
  }
  static void TearDownTestSuite() { SDL_Quit(); }
  static inline bool opened_ = false;
};

TEST_F(WindowOnDisplay, AWindowDrawnInPartsIsTheWindowDrawnWhole) {
  if (!opened_) {
    if (std::getenv("PLYGROUND_NEEDS_DISPLAY")) FAIL() << "no display: " << SDL_GetError();
    GTEST_SKIP() << "no display";
  }
  WindowOptions o;
  o.first = "deepening:movetime=60";
  o.second = "alphabeta:depth=2";
  o.pace_ms = 0;
  o.animation_ms = 0;
  o.animation_ms = 100;
  Window window(o, make_skin);
  if (std::getenv("PLYGROUND_NEEDS_DISPLAY")) {
    EXPECT_TRUE(window.keeps_picture());  // Xvfb's GL is Mesa's
  }
  // The window, at the top left of a screen of its size, as the X server shows it.
  const std::string grabbed = ::testing::TempDir() + "/screen-" + std::to_string(getpid()) + ".png";
  auto screen = [&]() -> SDL_Surface* {
    if (std::system(("import -window root " + grabbed).c_str()) != 0) return nullptr;
    SDL_Surface* loaded = IMG_Load(grabbed.c_str());
    if (!loaded) return nullptr;
    SDL_Surface* converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    return converted;
  };
  expect_parts_make_the_whole(window, true, screen);
  std::remove(grabbed.c_str());
}

}  // namespace
}  // namespace plyground::gui
