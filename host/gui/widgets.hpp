// What the window's panels share: sizes that scale with the font, and colours.
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <cstdint>
#include <map>
#include <string>

namespace plyground::gui {

constexpr float kFontSize = 17.0f;  // the panels' text at scale 1

// `n` pixels at scale 1, at the scale the panels are drawn now.
inline float px(float n) { return n * ImGui::GetFontSize() / kFontSize; }

inline ImVec4 to_imgui(SDL_Color c) { return ImVec4(c.r / 255.f, c.g / 255.f, c.b / 255.f, 1); }

inline const ImVec4 kErrorText(0.75f, 0.1f, 0.1f, 1);

inline std::string number_text(uint64_t n) {  // 1234567 as "1,234,567"
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// Where the last item drawn (a button) is, by a name of its own: the window writes each place to
// its --log-moves file when it changes, so that scripts (the end-to-end test) can click there.
inline std::map<std::string, SDL_Rect>& control_places() {
  static std::map<std::string, SDL_Rect> places;
  return places;
}
inline void note_place(const std::string& name, ImVec2 a, ImVec2 b) {
  control_places()[name] = {int(a.x), int(a.y), int(b.x - a.x), int(b.y - a.y)};
}
inline void note_control(const std::string& name) {
  note_place(name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

// What a named place last showed in words (the status line, the die's face, the move list): the
// window writes it to its --log-moves file when it changes ("shown NAME TEXT", on one line), so
// that a script reads what a person sees there. A place no longer drawn keeps its last words.
inline std::map<std::string, std::string>& shown_texts() {
  static std::map<std::string, std::string> texts;
  return texts;
}
inline void note_text(const std::string& name, const std::string& text) { shown_texts()[name] = text; }

// Arrow colours: each side's moves, the hint.
constexpr SDL_Color kSideColors[2] = {{225, 80, 20, 190}, {30, 100, 220, 190}};
constexpr SDL_Color kHintColor{20, 160, 70, 200};
// Arrow colours of compared players.
constexpr SDL_Color kCompareColors[] = {{220, 60, 40, 190},  {40, 150, 60, 190},  {30, 110, 220, 190},
                                        {200, 140, 20, 190}, {150, 60, 190, 190}, {20, 160, 170, 190}};

}  // namespace plyground::gui
