// The New game dialog: the game, the person's side, an opponent by level (or any player), the
// clock, on one page. The game waits (its clocks stopped) while it is open.
#pragma once

#include <optional>

#include "gui/app.hpp"
#include "gui/settings.hpp"

namespace plyground::gui {

// The sides a person can take, as the settings file names them.
inline constexpr const char* kYouPlay[] = {"first", "second", "both", "none"};

class NewGameDialog {
 public:
  // Opens on `choices`, pausing the game.
  void open(App& app, Settings choices);
  // Closes without a new game: the game goes on as before.
  void cancel(App& app);
  // Closes once a game was started from it.
  void close() { open_ = false; }
  bool is_open() const { return open_; }
  const Settings& choices() const { return choices_; }
  // Draws it while open; the choices when Start was pressed (the window starts the game).
  std::optional<Settings> draw(App& app);

 private:
  void draw_opponent(const App& app, const host::GameModule& game);
  void draw_clock();
  Settings choices_;
  bool open_ = false;
  bool paused_before_ = false;  // given back when it is cancelled
};

// Whether `settings` name a game, a side and a clock there are, or why not.
host::Status check_settings(const Settings& settings);
// Sets up a new game of the App's game (already `settings.game`) as checked `settings` say: the
// players (a level or a spec against the person's sides), the clock, the pace.
host::Status set_up_game(App& app, const Settings& settings);
// The game in the window as the dialog would choose it (started from the dialog, the command line
// or the panels): `last`, the last choices, where they still hold.
Settings settings_of_game(const App& app, const Settings& last);

}  // namespace plyground::gui
