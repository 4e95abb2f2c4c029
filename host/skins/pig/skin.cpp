// Pig in the window: each player's score as a bar towards the goal (the turn total on the end of the
// roller's bar, lighter: what holding would bank), the die as last rolled, and two buttons, Roll and
// Hold: a move is a click on one of them.
#include <algorithm>

#include "base/typed_module.hpp"
#include "games/pig/game.hpp"
#include "gui/board_skin.hpp"
#include "gui/drawing.hpp"

namespace plyground::gui {
namespace {

using namespace pig;

constexpr SDL_Color kPaper{250, 246, 238, 255}, kTrack{225, 218, 205, 255}, kInk{30, 30, 30, 255},
    kSide[2] = {{200, 60, 45, 255}, {40, 90, 180, 255}}, kHand[2] = {{235, 160, 150, 255}, {150, 180, 230, 255}},
    kButton{245, 240, 230, 255}, kDisabled{170, 165, 155, 255}, kDie{255, 255, 255, 255};

class PigSkin : public BoardSkin {
 public:
  SDL_Color side_colour(int side) const override { return kSide[side]; }
  host::Status open(const std::filesystem::path&) override { return {}; }  // no images
  void layout(SDL_Rect area) override { rect_ = area; }
  SDL_Rect rect() const override { return rect_; }

  // Roll and Hold are their buttons (places 0 and 1, as the game's module names them); a face is the die.
  SDL_FPoint center(host::Square place) const override {
    const SDL_Rect r = place && place.file <= 1 ? button(place.file) : die();
    return {r.x + r.w / 2.0f, r.y + r.h / 2.0f};
  }
  host::Square square_at(int x, int y) const override {
    const SDL_Point p{x, y};
    for (int i : {0, 1})
      if (const SDL_Rect b = button(i); SDL_PointInRect(&p, &b)) return {i, 0};
    return {};
  }

  void draw(SDL_Renderer* renderer, const host::GameState& game, const Marks&) override {
    const Position& pos = host::position_of<Game>(game);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    fill(renderer, rect_, kPaper);
    const int text = std::max(10, unit() / 2);
    for (int player : {0, 1}) {
      const SDL_Rect track = bar(player);
      fill(renderer, track, kTrack);
      const auto width = [&](int points) {
        return int(float(track.w) * float(std::min(points, pos.goal())) / float(pos.goal()));
      };
      const int banked = width(pos.score(player));
      if (player == pos.side_to_move() && !pos.over())
        fill(renderer, {track.x, track.y, width(pos.score(player) + pos.turn_total()), track.h}, kHand[player]);
      fill(renderer, {track.x, track.y, banked, track.h}, kSide[player]);
      const std::string label = std::string(player == 0 ? "Red " : "Blue ") + std::to_string(pos.score(player)) +
                                (player == pos.side_to_move() && pos.turn_total() > 0 && !pos.over()
                                     ? "  (+" + std::to_string(pos.turn_total()) + ")"
                                     : "");
      labels_.draw(renderer, label, {float(track.x) + float(track.w) / 2, float(track.y - text)}, text, kInk);
    }
    labels_.draw(renderer, "goal " + std::to_string(pos.goal()),
                 {float(rect_.x) + float(rect_.w) / 2, float(rect_.y + unit())}, text, kInk);
    const int face = pos.is_chance() || game.moves().empty() ? 0 : last_face(game.moves().back());
    draw_die(renderer, face);
    note_text("die", face ? std::to_string(face) : "blank");
    for (int i : {0, 1}) {
      const bool legal = !pos.over() && !pos.is_chance() && (i == 0 || pos.turn_total() > 0);
      const SDL_Rect b = button(i);
      fill(renderer, b, kButton);
      frame(renderer, b, legal ? kInk : kDisabled);
      labels_.draw(renderer, i == 0 ? "Roll" : "Hold", {b.x + b.w / 2.0f, b.y + b.h / 2.0f}, text,
                   legal ? kInk : kDisabled);
    }
  }

  // The searched moves ring their buttons.
  void draw_over(SDL_Renderer* renderer, const host::GameState&, const Marks& marks) override {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    for (const Arrow& a : marks.arrows)
      if (a.to && a.to.file <= 1) {
        const SDL_Rect b = button(a.to.file);
        for (int grow = 3; grow <= 6; ++grow)
          frame(renderer, {b.x - grow, b.y - grow, b.w + 2 * grow, b.h + 2 * grow}, a.color);
      }
  }

 private:
  int unit() const { return std::max(8, std::min(rect_.w, rect_.h) / 12); }
  SDL_Rect bar(int player) const {
    const int u = unit();
    return {rect_.x + u, rect_.y + (3 + 2 * player) * u, rect_.w - 2 * u, u};
  }
  SDL_Rect die() const {
    const int u = unit();
    return {rect_.x + rect_.w / 2 - u, rect_.y + 7 * u, 2 * u, 2 * u};
  }
  SDL_Rect button(int i) const {
    const int u = unit();
    return {rect_.x + rect_.w / 2 + (i == 0 ? -4 * u : u), rect_.y + 10 * u, 3 * u, u + u / 2};
  }
  // The face a move shows ("four", or its digit), 0 for a roll or a hold.
  static int last_face(const std::string& move) {
    static const Position rolling = *Position::from_fen("0 0 0 1 r 100");
    return parse_move(rolling, move).face();
  }

  // The die showing `face` (0: a blank face, before the first roll and after a hold).
  void draw_die(SDL_Renderer* renderer, int face) {
    const SDL_Rect d = die();
    fill(renderer, d, kDie);
    frame(renderer, d, kInk);
    static constexpr float kPips[7][6][2] = {
        {},
        {{.5f, .5f}},
        {{.25f, .25f}, {.75f, .75f}},
        {{.25f, .25f}, {.5f, .5f}, {.75f, .75f}},
        {{.25f, .25f}, {.75f, .25f}, {.25f, .75f}, {.75f, .75f}},
        {{.25f, .25f}, {.75f, .25f}, {.5f, .5f}, {.25f, .75f}, {.75f, .75f}},
        {{.25f, .25f}, {.75f, .25f}, {.25f, .5f}, {.75f, .5f}, {.25f, .75f}, {.75f, .75f}}};
    for (int i = 0; i < face; ++i)
      disc(renderer, {d.x + kPips[face][i][0] * float(d.w), d.y + kPips[face][i][1] * float(d.h)}, float(d.w) / 11,
           kInk);
  }
  static void fill(SDL_Renderer* renderer, const SDL_Rect& r, SDL_Color c) {
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(renderer, &r);
  }
  static void frame(SDL_Renderer* renderer, const SDL_Rect& r, SDL_Color c) {
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a);
    SDL_RenderDrawRect(renderer, &r);
  }

  SDL_Rect rect_{0, 0, 1, 1};
  Labels labels_;
};

}  // namespace

std::unique_ptr<BoardSkin> pig_skin() { return std::make_unique<PigSkin>(); }

}  // namespace plyground::gui
