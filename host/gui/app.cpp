#include "gui/app.hpp"


#include "games/xiangqi/notation.hpp"
#include "games/xiangqi/pgn.hpp"

namespace plyground::gui {

using namespace xiangqi;

std::string write_move(Notation notation, const Position& pos, Move m) {
  return notation == Notation::ICCS ? to_iccs(m) : notation == Notation::WXF ? to_wxf(pos, m) : to_chinese(pos, m);
}

std::string SideSetup::spec() const {
  std::string s = player;
  char sep = ':';
  for (const auto& [name, value] : options) {
    s += sep + name + "=" + value;
    sep = ',';
  }
  return s;
}

App::App(host::PluginScan scan, const std::string& log_moves_path, bool isolate)
    : scan_(std::move(scan)), isolate_(isolate) {
  if (!log_moves_path.empty()) log_moves_.open(log_moves_path, std::ios::app);
}

App::~App() {
  worker_.cancel();
  compare_worker_.cancel();
}

void App::rescan() {
  std::vector<std::filesystem::path> files(dropped_files_.begin(), dropped_files_.end());
  host::PluginScan fresh = host::scan_plugins(host::plugin_folders(), files);
  scan_ = std::move(fresh);  // running engines keep their own libraries loaded
}

std::string App::add_plugin_file(const std::string& path) {
  auto loaded = host::load_plugin(path);
  if (auto* failure = std::get_if<host::LoadFailure>(&loaded)) return message_ = path + ": " + failure->reason;
  const std::string name = std::get<host::Plugin>(loaded).descriptor->name;
  if (scan_.find(name)) return message_ = "a player named '" + name + "' is already loaded";
  dropped_files_.push_back(path);
  scan_.plugins.push_back(std::move(std::get<host::Plugin>(loaded)));
  message_ = "loaded " + name + " from " + path;
  return "";
}

std::string App::set_player(Color side, const std::string& spec) {
  SideSetup s;
  try {
    const host::ParsedSpec parsed = host::parse_spec(spec);
    s.player = parsed.player;
    s.options.insert(parsed.options.begin(), parsed.options.end());
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  // movetime= is the window's own limit for the side, unless the player has an option so named.
  if (s.options.count("movetime")) {
    const host::Plugin* plugin = scan_.find(s.player);
    if (!plugin || !plugin->find_option("movetime")) {
      s.movetime_ms = std::atoi(s.options["movetime"].c_str());
      s.options.erase("movetime");
    }
  }
  const SideSetup old = setup_[side];
  setup_[side] = s;
  if (std::string error = apply_setup(side); !error.empty()) {
    setup_[side] = old;
    return error;
  }
  return "";
}

std::string App::apply_setup(Color side) {
  if (worker_.busy() && game_.position().side_to_move() == side) stop_search();
  engines_[side].reset();
  if (setup_[side].human()) return "";
  try {
    engines_[side] = host::make_engine(setup_[side].spec(), scan_, isolate_);
    engines_[side]->new_game();
  } catch (const std::exception& e) {
    return message_ = e.what();
  }
  return "";
}

void App::new_game(const Position& start) {
  stop_search();
  game_ = Game(start);
  forfeit_ = {};
  redo_.clear();
  selected_ = NO_SQUARE;
  message_.clear();
  for (auto& engine : engines_)
    if (engine) engine->new_game();
  log("new " + start.fen());
}

bool App::human_to_move() const { return setup_[game_.position().side_to_move()].human() && !end().over(); }

std::vector<Square> App::targets() const {
  std::vector<Square> out;
  if (!selected_) return out;
  MoveList moves;
  game_.position().legal_moves(moves);
  for (Move m : moves)
    if (m.from() == selected_) out.push_back(m.to());
  return out;
}

std::string App::click(Square s) {
  if (!human_to_move()) return message_ = end().over() ? "the game is over" : "it is not your move";
  const Position& pos = game_.position();
  const Piece p = s ? pos.piece_on(s) : NO_PIECE;
  if (p != NO_PIECE && color_of(p) == pos.side_to_move()) {  // pick up (or change) a piece
    selected_ = s == selected_ ? NO_SQUARE : s;
    message_.clear();
    return "";
  }
  if (!selected_) return message_ = p == NO_PIECE ? "" : "that is the other side's piece";
  return try_move(Move(selected_, s));
}

std::string App::try_move(Move m) {
  if (!human_to_move()) return message_ = "it is not your move";
  const std::string why = illegal_reason(game_.position(), m);
  if (!why.empty()) {
    selected_ = NO_SQUARE;
    return message_ = "illegal: " + why;
  }
  redo_.clear();
  play(m);
  return "";
}

void App::play(Move m) {
  const std::string text = to_iccs(m);
  game_.play(m);
  selected_ = NO_SQUARE;
  message_.clear();
  log(text);
  if (game_.end().over()) log("end " + std::string(pgn_result(game_.end().result)) + " " + game_.end().reason);
}

void App::update() {
  if (worker_.ready()) {
    const host::MoveReply reply = worker_.take();
    const Color side = game_.position().side_to_move();
    std::string why;
    const Move m = parse_legal_iccs(game_.position(), reply.move, &why);
    if (!reply.error.empty() || !m) {
      // A player that fails or lies loses the game; undo takes the game back to before.
      const std::string who = setup_[side].spec();
      forfeit_ = {side == RED ? Result::SECOND_PLAYER_WINS : Result::FIRST_PLAYER_WINS,
                  reply.error.empty() ? "illegal move by " + who + ": " + why : who + " failed: " + reply.error};
      log("end " + std::string(pgn_result(forfeit_.result)) + " " + forfeit_.reason);
    } else {
      play(m);
    }
  }
  if (compare_worker_.ready()) {
    compared_.push_back({compare_current_, compare_worker_.take()});
  }
  if (!compare_worker_.busy() && !compare_queue_.empty() && !worker_.busy()) {
    compare_current_ = compare_queue_.front();
    compare_queue_.erase(compare_queue_.begin());
    try {
      auto engine = std::shared_ptr<host::Engine>(host::make_engine(compare_current_, scan_, isolate_));
      compare_worker_.start(engine, game_, host::make_limits(compare_movetime_, 0));
    } catch (const std::exception& e) {
      compared_.push_back({compare_current_, {.error = e.what()}});
    }
  }
  const Color side = game_.position().side_to_move();
  if (!paused && !worker_.busy() && !comparing() && !end().over() && !setup_[side].human()) {
    if (!engines_[side] && !apply_setup(side).empty()) {
      paused = true;
      return;
    }
    const SideSetup& s = setup_[side];
    worker_.start(engines_[side], game_, host::make_limits(s.movetime_ms, s.depth));
  }
}

void App::stop_search() { worker_.cancel(); }

void App::undo() {
  stop_search();
  if (forfeit_.over()) {  // first, take back the failure itself
    forfeit_ = {};
    paused = true;
    return;
  }
  if (game_.moves().empty()) return;
  auto take_back = [&] {
    redo_.push_back(game_.moves().back());
    game_.undo();
  };
  take_back();
  // Against an AI, go back to the human's turn.
  const bool ai_now = !setup_[game_.position().side_to_move()].human();
  const bool human_other = setup_[~game_.position().side_to_move()].human();
  if (ai_now && human_other && !game_.moves().empty()) take_back();
  if (ai_now && human_other) paused = false;
  selected_ = NO_SQUARE;
  message_.clear();
  log("undo " + std::to_string(game_.moves().size()));
}

void App::redo() {
  stop_search();
  if (redo_.empty()) return;
  const Move m = redo_.back();
  redo_.pop_back();
  play(m);
}

std::vector<std::string> App::move_list(Notation notation) const {
  std::vector<std::string> out;
  Position pos = game_.start_position();
  for (Move m : game_.moves()) {
    out.push_back(write_move(notation, pos, m));
    Position::Undo undo;
    pos.do_move(m, undo);
  }
  return out;
}

std::string App::load_fen(const std::string& fen) {
  std::string error;
  const auto pos = Position::from_fen(fen, &error);
  if (!pos) return message_ = "bad FEN: " + error;
  new_game(*pos);
  return "";
}

std::string App::save_pgn(const std::string& path) const {
  PgnGame record;
  record.start = game_.start_position();
  record.moves = game_.moves();
  record.result = end().result;
  record.set_tag("Event", "Plyground game");
  record.set_tag("White", setup_[RED].spec());
  record.set_tag("Black", setup_[BLACK].spec());
  if (end().over()) record.set_tag("Termination", end().reason);
  std::ofstream out(path);
  if (!(out << write_pgn(record))) return "cannot write " + path;
  return "";
}

std::string App::load_pgn(const std::string& path) {
  std::ifstream in(path);
  if (!in) return message_ = "cannot read " + path;
  std::string error;
  const auto games = read_pgn(in, &error);
  if (!games) return message_ = path + ": " + error;  // the current game stays as it was
  if (games->empty()) return message_ = path + ": no game in the file";
  const PgnGame& g = games->front();
  new_game(g.start);
  for (Move m : g.moves) play(m);
  paused = true;  // look at it first; resume to let an AI continue
  message_ = "opened " + path;
  return "";
}

void App::start_compare(const std::vector<std::string>& specs, int movetime_ms) {
  compare_worker_.cancel();
  compared_.clear();
  compare_queue_ = specs;
  compare_movetime_ = movetime_ms;
}

void App::log(const std::string& line) {
  if (log_moves_.is_open()) log_moves_ << line << std::endl;
}

std::string App::title() const {
  std::string t = "Plyground - ";
  if (end().over()) return t + std::string(pgn_result(end().result)) + " " + end().reason;
  t += game_.position().side_to_move() == RED ? "Red to move" : "Black to move";
  if (!game_.moves().empty()) t += " - last " + to_iccs(game_.moves().back());
  return t + " - ply " + std::to_string(game_.moves().size());
}

}  // namespace plyground::gui
