#include "gui/app.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

#include "gui/levels.hpp"
#include "match/match.hpp"
#include "match/pgn.hpp"
#include "players/make_engine.hpp"

namespace plyground::gui {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

App::App(host::PluginScan scan, const host::GameModule& game, const std::string& log_moves_path, bool isolate)
    : seats_(std::move(scan), isolate), game_(game.new_game()) {
  if (!log_moves_path.empty())
    if (const host::Status opened = log_moves_.open(log_moves_path); !opened) show(opened);
}

App::~App() {
  worker_.cancel();
  comparison_.cancel();
}

host::Status App::add_plugin_file(const std::string& path) {
  const host::Expected<std::string> added = seats_.add_plugin_file(path);
  if (!added) return fail(added.reason());
  tell(*added);
  return {};
}

host::Status App::set_player(int side, const std::string& spec) {
  const host::Expected<host::PlayerSpec> parsed = host::parse_spec(spec);
  return parsed ? set_player(side, *parsed) : fail(parsed.reason());
}

host::Status App::set_player(int side, const host::PlayerSpec& spec) { return seat(side, seats_.setup_of(spec)); }

host::Status App::seat(int side, SideSetup setup) {
  if (worker_.busy() && game_->side_to_move() == side) stop_search();
  const host::Status seated = seats_.seat(side, std::move(setup), module());
  return seated ? seated : fail(seated.reason());
}

void App::seat_person(int side) {
  if (worker_.busy() && game_->side_to_move() == side) stop_search();
  seats_.seat_person(side);
}

host::Status App::apply_setup(int side) { return seat(side, seats_.setup(side)); }

void App::set_game(const host::GameModule& game) {
  stop_search();
  comparison_.cancel();
  game_ = game.new_game();
  std::string refused;
  for (int side : {0, 1})
    if (const host::Status seated = apply_setup(side); !seated) {
      refused += (refused.empty() ? "" : "; ") + seated.reason();
      seat_person(side);  // no engine of the other game is left
    }
  new_game();
  if (!refused.empty()) say_failure(refused);
}

host::Status App::load_fen(const std::string& fen) {
  host::Expected<std::unique_ptr<host::GameState>> start = module().from_fen(fen);
  if (!start) return fail("bad FEN: " + start.reason());
  begin(std::move(*start));
  return {};
}

void App::begin(std::unique_ptr<host::GameState> start) {
  stop_search();
  game_ = std::move(start);
  review_.clear();
  file_.clear();
  forfeit_ = {};
  redo_.clear();
  move_scores_.clear();
  last_search_ = finished_search_ = {};
  selected_ = {};
  choices_.clear();
  message_.clear();
  clock_.reset(clock_.control());
  last_move_at_ = Clock::now();
  draw_offered_to_ = -1;
  for (int side : {0, 1})
    if (const std::shared_ptr<host::Engine>& engine = seats_.engine(side))
      if (const host::Status started = engine->new_game(); !started)
        say_failure(engine->name() + " could not start a game: " + started.reason());
  log("new " + game_->fen());
}

bool App::movable(host::Square square) const {
  for (const auto& m : game_->moves_from(square))
    if (m.to != square) return true;
  return false;
}

bool App::human_to_move() const {
  return seats_.setup(game_->side_to_move()).human() && !end().over() && !game_->is_chance();
}

std::vector<host::Square> App::targets() const {
  std::vector<host::Square> out;
  if (!selected_) return out;
  for (const auto& m : game_->moves_from(selected_))
    if (std::find(out.begin(), out.end(), m.to) == out.end()) out.push_back(m.to);
  return out;
}

host::Status App::click(host::Square square) {
  if (!human_to_move()) return fail(end().over() ? "the game is over" : "it is not your move");
  const auto moves = game_->moves_from(square);
  for (const auto& m : moves)
    if (m.to == square) {  // a mark put on the square: the move itself
      play(m.index);
      return {};
    }
  if (!moves.empty() && square != selected_) {  // pick up (or change) a piece
    selected_ = square;
    message_.clear();
    return {};
  }
  if (square == selected_) {  // put it down again
    selected_ = {};
    return {};
  }
  if (selected_) return try_move(selected_, square);
  // Nothing picked up, and nothing to pick up here: said why where there is a reason (the other
  // side's piece), else nothing happens (an empty square).
  if (const std::string why = game_->why_illegal(square, square); !why.empty()) return fail(why);
  message_.clear();
  return {};
}

host::Status App::try_move(host::Square from, host::Square to) {
  if (!human_to_move()) return fail("it is not your move");
  choices_.clear();
  std::vector<host::GameState::BoardMove> candidates;
  for (const auto& m : game_->moves_from(from))
    if (m.to == to) candidates.push_back(m);
  selected_ = {};
  if (candidates.empty()) return fail("illegal: " + game_->why_illegal(from, to));
  if (candidates.size() == 1) {
    play(candidates.front().index);
  } else {
    for (const auto& m : candidates)  // the window asks which (a pawn's promotion), by their text
      choices_.push_back(game_->legal_move(m.index));
    message_.clear();
  }
  return {};
}

std::vector<std::string> App::choices() const {
  if (!choices_.empty() || !human_to_move() || review_.reviewing()) return choices_;
  std::vector<std::string> moves;
  for (const auto& m : game_->board_moves()) {
    if (m.from || m.to) return {};
    moves.push_back(game_->legal_move(m.index));
  }
  return moves;
}

void App::choose(const std::string& move) {
  const std::vector<std::string> offered_now = choices();
  const bool offered = std::find(offered_now.begin(), offered_now.end(), move) != offered_now.end();
  choices_.clear();
  if (offered && human_to_move()) (void)play_text(move);  // offered: legal
}

// Every move is played here: by hand, by an AI, by redo or from a PGN. The move that redo would
// play next keeps the rest of the redo line; any other move discards it.
void App::play(size_t legal, std::optional<Score> score) {
  const int mover = game_->side_to_move();
  if (game_->end().over()) {
    say_failure("the game is over (" + game_->end().reason + ")");
    return;
  }
  game_->play_legal(legal);
  const std::string move = game_->moves().back();
  const auto now = Clock::now();
  clock_.move_made(mover, now);
  draw_offered_to_ = -1;  // a move declines it
  last_move_at_ = now;
  move_scores_.push_back(score ? std::optional(for_first_side(*score, mover)) : std::nullopt);
  if (step_) paused = true, step_ = false;
  if (!redo_.empty() && redo_.back() == move)
    redo_.pop_back();
  else
    redo_.clear();
  selected_ = {};
  choices_.clear();
  message_.clear();
  log(move);
  if (game_->end().over()) log("end " + std::string(pgn_result(game_->end().result)) + " " + game_->end().reason);
}

host::Status App::play_text(const std::string& move) {
  const std::optional<size_t> legal = game_->find_legal(move);
  if (!legal) {
    std::string why = "the game is over (" + game_->end().reason + ")";
    if (!game_->end().over())
      if (const host::Expected<std::string> parsed = game_->parse(move); !parsed) why = parsed.reason();
    return fail(why);
  }
  play(*legal);
  return {};
}

void App::update() {
  if (paused && worker_.busy()) stop_search();  // no move while paused: Resume searches again
  if (worker_.ready() && !(both_ai() && ms_since(last_move_at_) < pace_ms)) {  // AIs wait for the pace
    last_search_.info = worker_.live();
    last_search_.seconds = worker_.seconds();
    // A move past its time and grace still plays here (MoveReply::late): the window's time per move
    // is a wish, its clocks the rule.
    const host::MoveReply reply = worker_.take();
    if (reply.depth) last_search_.info.depth = reply.depth;
    if (reply.score.kind != Score::NONE) last_search_.info.score = reply.score;
    if (!reply.pv.empty()) last_search_.info.pv = reply.pv;
    last_search_.info.nodes = std::max(last_search_.info.nodes, reply.nodes);
    const int side = game_->side_to_move();
    const std::string named = "[" + player_label(seats_.setup(side).player_spec()) + "] ";
    for (const std::string& line : reply.printed) {
      printed_.push_back(named + line);
      if (printed_.size() > kPrintedKept) printed_.pop_front();
    }
    const host::Expected<size_t> move = host::checked_move(*game_, reply);
    if (!move) {
      // A player that fails or lies loses the game; undo takes the game back to before.
      const std::string who = seats_.setup(side).spec();
      lose(side,
           reply.error.empty() ? "illegal move by " + who + ": " + move.reason() : who + " failed: " + reply.error);
    } else {
      play(*move, reply.score.kind != Score::NONE ? std::optional(reply.score) : std::nullopt);
    }
  }
  run_clock();
  if (const host::Status hinted = review_.hints().update(); !hinted) say_failure("hint: " + hinted.reason());
  comparison_.update(*game_, !worker_.busy(),
                     [this](const host::PlayerSpec& spec) { return seats_.make_engine(spec, module()); });
  // Chance (a die to roll) moves by itself, after a pause to be seen.
  if (game_->is_chance() && !paused && !worker_.busy() && !end().over() && ms_since(last_move_at_) >= kChancePauseMs) {
    play(host::draw_outcome(*game_, dice_));
    return;
  }
  GameAnalysis& analysis = review_.analysis();
  if (analysis.running()) {
    if (const host::Status analysed = analysis.update(); !analysed) say_failure("analysis: " + analysed.reason());
    if (!analysis.running()) tell("analysis by " + analysis.player() + " done");
  }
  const int side = game_->side_to_move();
  if (!paused && !worker_.busy() && !comparison_.running() && !analysis.running() && !end().over() &&
      !seats_.setup(side).human() && !game_->is_chance()) {
    if (!seats_.engine(side) && !apply_setup(side)) {
      paused = true;
      return;
    }
    const SideSetup& s = seats_.setup(side);
    host::Limits limits = host::make_limits(s.movetime_ms, s.depth);
    if (clock_.on()) {  // the AI is given its clock, and its move time as far as the clock allows
      limits = clock_.limits(side, Clock::now(), s.movetime_ms);
      limits.depth = s.depth;
    }
    worker_.start(seats_.engine(side), *game_, limits);
    if (last_search_.side >= 0) finished_search_ = last_search_;
    last_search_ = {side, s.player_spec(), game_->fen(), {}, 0, false};
  }
}

void App::run_clock() {
  if (!clock_.on()) return;
  const auto now = Clock::now();
  if (const int side = clock_.flagged(now); side >= 0 && !end().over()) {
    stop_search();
    lose(side, std::string(module().sides()[side]) + " lost on time");
    lost_on_time_ = true;
    tell(forfeit_.reason);  // the status line no longer says the side is short of time
  }
  // Each side's first move is free; an AI waiting for an analysis is not on the clock.
  const bool runs = !paused && !end().over() && !review_.analysis().running() && game_->moves().size() >= 2;
  if (!runs)
    clock_.stop(now);
  else if (clock_.running() != game_->side_to_move())
    clock_.start(game_->side_to_move(), now);
  // Short of time: a person is told once each time a side falls short.
  for (int side : {0, 1})
    if (clock_.fell_short(side, now) && !end().over() && seats_.setup(side).human() && ++low_time_warnings_)
      tell(std::string(module().sides()[side]) + " is short of time: " + clock_text(clock_.left_ms(side, now)) +
           " left");
}

int App::person() const {
  if (seats_.setup(0).human() && seats_.setup(1).human()) return game_->side_to_move();
  return seats_.setup(0).human() ? 0 : seats_.setup(1).human() ? 1 : -1;
}

void App::resign() {
  const int side = person();
  if (!can_resign() || side < 0) return;
  stop_search();
  lose(side, std::string(module().sides()[side]) + " resigned");
}

void App::offer_draw() {
  const int side = person();
  if (!can_resign() || side < 0) return;
  const int other = 1 - side;
  const std::string who = seats_.setup(other).human() ? std::string(module().sides()[other])
                                                      : player_label(seats_.setup(other).player_spec());
  if (seats_.setup(other).human()) {
    draw_offered_to_ = other;
    tell(std::string(module().sides()[side]) + " offers a draw");
    return;
  }
  // The AI's own last view of the game: it agrees when it judges itself no better off.
  const SearchReport report = search_report();
  const Score score = report.side == other ? report.info.score : Score{};
  if (score.kind == Score::NONE) {
    tell(who + " declines the draw: it has no evaluation of the game yet to judge by");
    return;
  }
  const bool agrees = score.kind == Score::MATE ? score.value < 0 : score.value <= 0;
  // Its judgement is its evaluation: said only where its thinking is shown.
  const std::string why = thinking_shown() ? ": it judges its position " + host::score_text(score) : "";
  if (!agrees) {
    tell(who + " declines the draw" + why);
    return;
  }
  agree_draw();
  tell(who + " accepts the draw" + why);
}

void App::answer_draw(bool accept) {
  const int side = std::exchange(draw_offered_to_, -1);
  if (side < 0 || end().over()) return;
  if (!accept) {
    tell(std::string(module().sides()[side]) + " declines the draw");
    return;
  }
  agree_draw();
}

void App::agree_draw() {
  stop_search();
  finish({Result::DRAW, "draw agreed"});
}

void App::rematch() {
  stop_search();
  seats_.swap_sides();
  begin(game_->at_ply(0));
  paused = false;
  tell("a rematch, the sides swapped");
}

void App::lose(int side, const std::string& reason) { finish({win_for(1 - side), reason}); }

void App::finish(GameEnd end) {
  forfeit_ = std::move(end);
  lost_on_time_ = false;
  log("end " + std::string(pgn_result(forfeit_.result)) + " " + forfeit_.reason);
}

bool App::both_ai() const { return !seats_.setup(0).human() && !seats_.setup(1).human(); }

void App::step() {
  if (!can_step()) return;
  paused = false;
  step_ = true;
}

void App::set_time_control(const TimeControl& control) {
  clock_.reset(control, game_->moves().size());
  if (lost_on_time_ && forfeit_.over()) forfeit_ = {}, lost_on_time_ = false;  // the game goes on, newly timed
}

SearchReport App::search_report() const {
  if (!worker_.busy()) return last_search_;
  // Until the search under way says something, the last one's figures stay: no flash of zeros.
  const SearchInfo live = worker_.live();
  if (live.depth == 0 && live.nodes == 0 && live.pv.empty() && finished_search_.side >= 0) return finished_search_;
  // A running search as of a moment ago: people read a few updates a second, and a window that
  // changes every frame is drawn every frame.
  const auto now = Clock::now();
  if (!live_report_.running || live_report_.side != last_search_.side || live_report_.fen != last_search_.fen ||
      now - live_report_at_ >= std::chrono::milliseconds(kLiveReportMs)) {
    live_report_ = last_search_;
    live_report_.info = live;
    live_report_.seconds = worker_.seconds();
    live_report_.running = true;
    live_report_at_ = now;
  }
  return live_report_;
}

std::vector<std::string> App::report_line() const {
  const SearchReport report = search_report();
  if (report.fen == game_->fen()) return report.info.pv;
  const std::vector<std::string>& pv = report.info.pv;
  if (pv.empty() || game_->moves().empty() || game_->moves().back() != pv.front()) return {};
  std::unique_ptr<host::GameState> before = game_->clone();
  before->undo();
  if (before->fen() != report.fen) return {};
  return {pv.begin() + 1, pv.end()};
}

void App::analyse(const std::string& player, int movetime_ms) {
  stop_search();  // the game's AIs wait for it
  try {
    std::shared_ptr<host::Engine> engine(seats_.make_engine(host::spec_of(player, {}), module()));
    if (const host::Status started = engine->new_game(); !started) throw std::runtime_error(started.reason());
    review_.analysis().start(std::move(engine), player, *game_, movetime_ms);
  } catch (const std::exception& e) {
    review_.analysis().clear();
    say_failure("analysis: " + std::string(e.what()));
  }
}

void App::hint(const std::string& player) {
  try {
    review_.hints().start(std::shared_ptr<host::Engine>(seats_.make_engine(host::spec_of(player, {}), module())),
                          player, *game_);
  } catch (const std::exception& e) {
    review_.hints().cancel();
    say_failure(e.what());
  }
}

void App::stop_search() { worker_.cancel(); }

std::vector<std::string> App::choice_texts(size_t notation) const {
  std::vector<std::string> texts;
  for (const std::string& choice : choices()) texts.push_back(game_->write(choice, notation));
  return texts;
}

void App::start_compare(const std::vector<std::string>& players, CompareLimits limits) {
  std::vector<Comparison::Entry> entries;
  for (const std::string& player : players) entries.push_back(compare_setup(player, limits));
  comparison_.start(std::move(entries));
  if (both_ai() && !paused) {  // else the game moves on before the answers come
    paused = true;
    tell("paused, so that the answers are for this position");
  }
}

// As the Players panel sets it up when it plays a side, unless every player searches to one depth.
Comparison::Entry App::compare_setup(const std::string& player, const CompareLimits& limits) const {
  for (int seat : {0, 1})
    if (const SideSetup& side = seats_.setup(seat); side.player == player)
      return {player, side.player_spec(),
              limits.equal_depth > 0 ? host::make_limits(0, limits.equal_depth)
                                     : host::make_limits(side.movetime_ms, side.depth)};
  return {player, host::spec_of(player, {}),
          host::make_limits(limits.equal_depth > 0 ? 0 : limits.movetime_ms, limits.equal_depth)};
}

std::string App::title() const {
  std::string t = "Plyground - " + std::string(module().name()) + " - ";
  if (end().over()) return t + std::string(pgn_result(end().result)) + " " + end().reason;
  t += std::string(module().sides()[game_->side_to_move()]) + " to move";
  if (!game_->moves().empty()) t += " - last " + game_->moves().back();
  return t + " - ply " + std::to_string(game_->moves().size());
}

}  // namespace plyground::gui
