#include "gui/language.hpp"

#include <map>
#include <unordered_map>

namespace plyground::gui {
namespace {

Language current = Language::ENGLISH;

const std::unordered_map<std::string_view, const char*>& chinese() {
  static const std::unordered_map<std::string_view, const char*> table = {
      // Panels and buttons.
      {"Players", "棋手"},
      {"Game", "对局"},
      {"Play", "下棋"},
      {"Explore", "探索"},
      {"New game", "新对局"},
      {"Pause", "暂停"},
      {"Resume", "继续"},
      {"Undo", "悔棋"},
      {"Redo", "重做"},
      {"Flip", "翻转"},
      {"Move now", "立即走棋"},
      {"Hint", "提示"},
      {"Step", "单步"},
      {"Clock", "棋钟"},
      {"Back to the game", "回到对局"},
      {"Play from here", "从此处下"},
      {"Play from here?", "从此处下？"},
      {"Start", "开始"},
      {"Cancel", "取消"},
      {"You play", "你执"},
      {"Opponent", "对手"},
      {"Both sides", "双方"},
      {"both sides (two people)", "双方（两人对弈）"},
      {"neither (watch)", "都不（观战）"},
      {"or a player, its options in the Players panel:", "或一个棋手（选项在棋手面板中）："},
      {"Copy FEN", "复制 FEN"},
      {"Paste FEN", "粘贴 FEN"},
      {"Save PGN", "保存 PGN"},
      {"Open PGN", "打开 PGN"},
      {"Rescan plugins", "重新扫描插件"},
      {"(or drop a .so on the window)", "（或把 .so 拖到窗口上）"},
      {"Files that failed to load", "未能加载的文件"},
      {"Compare", "比较"},
      {"own settings", "各自设置"},
      {"equal depth", "相同深度"},
      {"ms each", "每个毫秒"},
      {"ms between moves", "每步间隔毫秒"},
      {"time limit ms", "时限毫秒"},
      {"depth limit", "深度上限"},
      {"its own", "自定"},
      {"depth", "深度"},
      {"human", "人"},
      {"none", "无"},
      {"nobody", "无"},
      {"no clock", "不计时"},
      {"Choose the move", "选择着法"},
      {"player", "棋手"},
      {"move", "着法"},
      {"score", "分数"},
      {"nodes", "节点"},
      {"Chinese", "中文"},
      // The game and the search.
      {"Red", "红方"},
      {"Black", "黑方"},
      {"White", "白方"},
      {"Xiangqi", "象棋"},
      {"Chess", "国际象棋"},
      {"Tic-tac-toe", "井字棋"},
      {"Textbook tree", "教科书树"},
      {"thinks", "思考中"},
      {"searched", "已搜索"},
      {"thinking...", "思考中……"},
      {"searching...", "搜索中……"},
      {"illegal", "非法"},
      {"(an earlier position)", "（之前的局面）"},
      {"Game over: %s %s", "对局结束：%s %s"},
      {"%s to move%s", "轮到%s走%s"},
      {" (paused)", "（暂停）"},
      {"Draw", "和棋"},
      {"%s wins", "%s胜"},
      {"depth %d, selective %d   score %s", "深度 %d，选择性 %d   分数 %s"},
      {"%s for %s", "%s（%s视角）"},
      {"nodes %s   %.1f s   %s nodes/s", "节点 %s   %.1f 秒   每秒 %s 节点"},
      {"line: %s", "主变：%s"},
      {"Move %zu of %zu", "第 %zu 步，共 %zu 步"},
      {"click a move, or Left/Right/Home/End, to look back", "点击着法，或用 左/右/Home/End 键回看"},
      {"asks this player for your move", "请这个棋手为你出招"},
      {"A new time control starts both clocks full", "换用新的时限时，双方棋钟重新计时"},
      {"after move %zu: %s", "第 %zu 步后：%s"},
      {"no score", "无分数"},
      {"The game goes back to this position. The %zu moves after it:", "对局回到此局面。之后的 %zu 步着法："},
      {"Keep them as a variation (in the PGN)", "保留为变着（存入 PGN）"},
      {"Discard them", "舍弃"},
      {"Drag or click to move   Ctrl+Z undo   Ctrl+Y redo   F flip   Space: move now   Left/Right/Home/End: look back   "
       "Esc: put down",
       "拖动或点击走棋   Ctrl+Z 悔棋   Ctrl+Y 重做   F 翻转   空格 立即走棋   左/右/Home/End 回看   Esc 放下"},
      // The explorer.
      {"Search", "搜索"},
      {"beside it", "并列"},
      {"Into", "进入"},
      {"Over", "跳过"},
      {"Back", "返回"},
      {"Next cut-off", "下一个剪枝"},
      {"No cut-off after this node (minimax never cuts off)", "此节点之后没有剪枝（极小化极大从不剪枝）"},
      {"PV", "主变"},
      {"Show:", "显示："},
      {"the whole tree", "整棵树"},
      {"the node", "节点"},
      {"the game", "对局"},
      {"values for %s", "数值以%s计"},
      {"%s, %zu nodes%s. Node %d: %s", "%s，%zu 个节点%s。节点 %d：%s"},
      {" (the first kept)", "（保留前面的）"},
      {"the root", "根节点"},
      {"root", "根"},
      {"%s, depth %d: %zu nodes, value %s", "%s，深度 %d：%zu 个节点，数值 %s"},
      {", plays %s", "，走 %s"},
      {"Too many leaves to draw: see the list.", "叶子太多，画不下：请看列表。"},
      {"depth %d  %s  value %s%s", "深度 %d  %s  数值 %s%s"},
      {"The most time a move may take (without a clock); a player that searches to a set depth may answer sooner",
       "每步最多用时（不计时时）；搜索到固定深度的棋手可能更早给出着法"},
      // Levels.
      {"Beginner", "初学"},
      {"Casual", "休闲"},
      {"Club", "业余"},
      {"Strong", "强手"},
      {"Expert", "专家"},
      {"Master", "大师"},
      {"takes what it sees: one ply", "只看一步，见子就吃"},
      {"looks two plies ahead", "看两步"},
      {"looks four plies ahead", "看四步"},
      {"searches deeper and deeper for a second", "逐层加深搜索一秒"},
      {"searches deeper and deeper for five seconds", "逐层加深搜索五秒"},
  };
  return table;
}

}  // namespace

bool parse_language(std::string_view text, Language& language) {
  if (text.substr(0, 2) == "en") return language = Language::ENGLISH, true;
  if (text.substr(0, 2) == "zh") return language = Language::CHINESE, true;
  return false;
}

void set_language(Language language) { current = language; }
Language language() { return current; }

const char* tr(std::string_view english) {
  static std::map<std::pair<Language, std::string>, std::string> texts;  // stable: they live on
  auto [at, added] = texts.try_emplace({current, std::string(english)});
  if (added) {
    const size_t id = english.find("##");
    const std::string_view label = english.substr(0, id);
    std::string text(label);
    if (current == Language::CHINESE)
      if (const auto found = chinese().find(label); found != chinese().end()) text = found->second;
    if (id != std::string_view::npos) text += english.substr(id);
    at->second = std::move(text);
  }
  return at->second.c_str();
}

std::string chinese_characters() {
  std::string all;
  for (const auto& [english, text] : chinese()) all += text;
  return all;
}

}  // namespace plyground::gui
