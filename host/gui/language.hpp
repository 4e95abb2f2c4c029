// The window's interface in English or Chinese. Texts are written in English in the code and looked
// up here; a text without a translation stays as it is. (Move and piece names have their own
// notations in each game.)
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace plyground::gui {

enum class Language { ENGLISH, CHINESE };

// The language "en" or "zh" names (also "zh_CN.UTF-8" as LANG gives it); none for any other.
std::optional<Language> language_named(std::string_view text);
void set_language(Language language);
Language language();

// `english` in the current language. "label##id" keeps its id after the translated label. The
// text lives as long as the program.
const char* tr(std::string_view english);

// A message of the program's or a game's (the status line, why a game ended) in the current
// language: a known message whole, else by a known pattern with its parts said in turn ("illegal:
// " and a rule's reason); the English as it is when neither is known.
std::string say(const std::string& message);

// Every character the Chinese texts use, for the font.
std::string chinese_characters();

}  // namespace plyground::gui
