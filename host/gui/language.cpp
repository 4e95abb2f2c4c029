#include "gui/language.hpp"

#include <map>
#include <optional>
#include <unordered_map>
#include <vector>

namespace plyground::gui {
namespace {

Language current = Language::ENGLISH;

// A phrase table (data, not logic), the one function allowed past 80 lines.
// NOLINTNEXTLINE(readability-function-size)
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
      {"Resign", "认输"},
      {"Resign the game?", "认输吗？"},
      {"The game ends, lost by you.", "对局结束，判你负。"},
      {"Play on", "继续下"},
      {"Close", "关闭"},
      {"in the file: %s", "棋谱中：%s"},
      {"Its options and limits", "它的选项和限制"},
      {"failed", "失败"},
      {"No move", "无棋可走"},
      {"your unfinished game, as you left it: Resume plays on, New game starts another",
       "上次未下完的对局，原样恢复：点“继续”接着下，点“新对局”重新开始"},
      {"%s has no legal move, and passes.", "%s无子可下，只能停一手。"},
      {"The game is over: look back at a position (review) and play from there to compare",
       "对局已结束：回看某个局面并从那里接着下，即可比较"},
      {"Sound: on", "声音：开"},
      {"Board", "棋盘"},
      {"at Elo", "等级分"},
      {"choose", "选择"},
      {"Wood", "木纹"},
      {"Green", "绿色"},
      {"Blue", "蓝色"},
      {"Grey", "灰色"},
      {"Sound: off", "声音：关"},
      {"Moves, captures, check, the end, low time (M)", "走子、吃子、将军、终局、时间不多时发声（M 键）"},
      {"Analyse the game", "分析对局"},
      {"analysing: %zu of %zu positions", "分析中：第 %zu 个局面，共 %zu 个"},
      {"%s searches each position for 0.3 s; the moves that gave most away are marked",
       "%s 对每个局面搜索 0.3 秒；标出失分最多的着法"},
      {"Offer a draw", "提和"},
      {"A draw?", "和棋？"},
      {"%s offers a draw. %s, do you accept?", "%s提和。%s，是否同意？"},
      {"Accept", "同意"},
      {"Decline", "拒绝"},
      {"Rematch, sides swapped", "交换先后再来一局"},
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
      {"Save PGN...", "保存 PGN……"},
      {"Open PGN...", "打开 PGN……"},
      {"Ctrl+S saves, Ctrl+O opens", "Ctrl+S 保存，Ctrl+O 打开"},
      {"Open a game", "打开棋局"},
      {"Save the game", "保存棋局"},
      {"%s already exists.", "%s 已存在。"},
      {"It holds %zu games.", "其中有 %zu 局棋。"},
      {"It holds one game.", "其中有 1 局棋。"},
      {"Name:", "文件名："},
      {"(no folder and no file here)", "（此处没有文件夹和文件）"},
      {"The game in play is not finished: opening another puts it aside.", "当前对局尚未结束：打开另一局将放弃它。"},
      {"Open it all the same", "仍然打开"},
      {"The game in play (%zu moves) is not finished: a new one puts it aside.",
       "当前对局（%zu 步）尚未结束：开始新对局将放弃它。"},
      {"Replace it", "替换它"},
      {"Add the game to it", "把棋局添加到文件末尾"},
      {"Another name", "换个名字"},
      {"PGN file:", "PGN 文件："},
      {"Open", "打开"},
      {"Save", "保存"},
      {"Rescan plugins", "重新扫描插件"},
      {"(or drop a .so or .py on the window)", "（或把 .so 或 .py 拖到窗口上）"},
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
      {"Show the AI's thinking", "显示 AI 的思考"},
      {"What the players printed (%zu lines)", "棋手的输出（%zu 行）"},
      {"Its expected line, score and the evaluation bar; hidden by default while you play against it, as they "
       "show its reply to every move",
       "它预期的着法、评分和评估条；与它对弈时默认隐藏，因为它们会泄露它对每步棋的应着"},
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
      {"Drag or click to move   Ctrl+Z undo   Ctrl+Y redo   F flip   Space: move now   Left/Right/Home/End: look back  "
       " "
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
      // Messages of the rules and of the window (see say()).
      {"it is not your move", "还没轮到你"},
      {"the game is over", "对局已结束"},
      {"checkmate", "将死"},
      {"stalemate", "逼和"},
      {"draw agreed", "双方议和"},
      {"a rematch, the sides swapped", "再来一局，先后交换"},
      {"repetition", "重复局面"},
      {"insufficient material", "子力不足"},
      {"threefold repetition", "三次重复"},
      {"fifty-move rule", "五十回合规则"},
      {"60-move rule: 60 moves by each side without a capture", "六十回合规则：双方各走 60 步未吃子"},
      {"paused, so that the answers are for this position", "已暂停，使各方的答案针对此局面"},
      {"that is not a move", "这不是一步棋"},
      {"there is no piece there", "那里没有棋子"},
      {"it is the other side's turn", "轮到对方走"},
      {"you cannot capture your own piece", "不能吃自己的棋子"},
      {"the kings would face each other", "将帅不能照面"},
      {"your king is in check: this move does not answer it", "你被将军了：这步棋没有应将"},
      {"that would leave your king in check", "这步棋会让你的将帅被将军"},
      {"the king moves one point along a line", "将帅每次沿直线走一格"},
      {"the king may not leave the palace", "将帅不能离开九宫"},
      {"an advisor moves one point diagonally", "士每次斜走一格"},
      {"an advisor may not leave the palace", "士不能离开九宫"},
      {"an elephant moves exactly two points diagonally", "象斜走两格（田字）"},
      {"an elephant may not cross the river", "象不能过河"},
      {"the elephant's eye is blocked", "塞象眼"},
      {"a horse moves one point along a line, then one diagonally outwards", "马走日字：先直走一格，再斜走一格"},
      {"the horse's leg is blocked", "蹩马腿"},
      {"a chariot moves along a line", "车沿直线走"},
      {"the chariot cannot jump over pieces", "车不能越子"},
      {"a cannon moves along a line", "炮沿直线走"},
      {"a cannon captures by jumping exactly one piece", "炮吃子须隔一个棋子"},
      {"a cannon jumps only to capture", "炮只在吃子时翻山"},
      {"a soldier never moves backward", "兵卒不能后退"},
      {"a soldier moves one point at a time", "兵卒每次走一格"},
      {"a soldier moves sideways only after crossing the river", "兵卒过河后才能横走"},
      {"that is the other side's piece", "那是对方的棋子"},
      {"that piece has no legal move", "这个棋子没有合法着法"},
      {"the king is in check, and that move does not get it out", "王被将军，这步棋没有解除将军"},
      {"the king or that rook has moved", "王或那个车已经动过"},
      {"the king is in check", "王正被将军"},
      {"that would leave the king in check", "这步棋会让王被将军"},
      {"check", "将"},
      {"chase", "捉"},
      {"pawn", "兵"},
      {"knight", "马"},
      {"bishop", "象"},
      {"rook", "车"},
      {"queen", "后"},
      {"king", "王"},
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

// Messages with parts: "{}" in the English is a part, said in turn; "{0}", "{1}" in the Chinese
// are where the parts go.
struct Pattern {
  std::string_view english, chinese;
};
constexpr Pattern kPatterns[] = {
    {"illegal: {}", "非法：{0}"},
    {"{} lost on time", "{0}超时判负"},
    {"took back \"{}\", the clocks as they were at the last move; paused: Resume goes on",
     "收回“{0}”，棋钟回到上一步时的样子；已暂停：点“继续”接着下"},
    {"{} resigned", "{0}认输"},
    {"{} offers a draw", "{0}提和"},
    {"{} declines the draw", "{0}拒绝和棋"},
    {"{} accepts the draw", "{0}同意和棋"},
    {"{} declines the draw: it judges its position {}", "{0}拒绝和棋：它对局面的评估是 {1}"},
    {"{} accepts the draw: it judges its position {}", "{0}同意和棋：它对局面的评估是 {1}"},
    {"{} declines the draw: it has no evaluation of the game yet to judge by", "{0}拒绝和棋：它还没有评估过这盘棋"},
    {"{} is short of time: {} left", "{0}时间不多：只剩 {1}"},
    {"took back \"{}\"; paused: Resume goes on", "收回“{0}”；已暂停：点“继续”接着下"},
    {"saved {}", "已保存 {0}"},
    {"analysis by {} done", "{0} 的分析已完成"},
    {"added the game to {}", "已把棋局添加到 {0}"},
    {"opened {}", "已打开 {0}"},
    {"copied {}", "已复制 {0}"},
    {"loaded {} from {}", "已从 {1} 加载 {0}"},
    {"cannot read {}", "无法读取 {0}"},
    {"cannot write {}", "无法写入 {0}"},
    {"checkmate: {} has no legal move", "将死：{0}无棋可走"},
    {"stalemate: {} has no legal move", "困毙：{0}无棋可走"},
    {"perpetual {} by {}", "{1}长{0}"},
    {"repetition: both sides {} perpetually", "重复局面：双方都长{0}"},
    {"three in a row by {}", "{0} 三子连线"},
    {"back to move {}: the {} after it kept as a variation", "回到第 {0} 步：之后的 {1} 步保留为变着"},
    {"back to move {}: the {} after it discarded", "回到第 {0} 步：之后的 {1} 步已舍弃"},
    {"{} at full strength, a second a move", "{0} 全力，每步一秒"},
    {"no castling kingside: {}", "不能王翼易位：{0}"},
    {"no castling queenside: {}", "不能后翼易位：{0}"},
    {"{} is not empty", "{0} 上有棋子"},
    {"the king would pass over {}, which is attacked", "王会经过受攻击的 {0}"},
    {"the king would land on {}, which is attacked", "王会落在受攻击的 {0}"},
    {"the {} on {} cannot move to {}", "{1} 上的{0}不能走到 {2}"},
    {"{} holds your own {}", "{0} 上是你自己的{1}"},
    {"the {} on {} moves in an L: two squares, then one aside", "{1} 上的{0}走日字：直走两格，再横走一格"},
    {"the {} on {} moves one square", "{1} 上的{0}每次只走一格"},
    {"the {} on {} moves straight along a file or a rank", "{1} 上的{0}只能沿直线走"},
    {"the {} on {} moves along a diagonal", "{1} 上的{0}只能沿斜线走"},
    {"the {} on {} moves along a file, a rank or a diagonal", "{1} 上的{0}只能沿直线或斜线走"},
    {"the {} on {} is blocked on {}", "{1} 上的{0}被 {2} 上的棋子挡住"},
    {"{} is attacked: the king may not move into check", "{0} 受到攻击：王不能走进将军"},
    {"there is no piece on {}", "{0} 上没有棋子"},
    {"{} is already marked", "{0} 已有标记"},
    {"the game is over: {} made a line", "对局已结束：{0} 已连成一线"},
};

// The parts of `message` where `pattern` has "{}", or nothing when it does not match. Each literal
// piece is found at its first place after the last.
std::optional<std::vector<std::string>> match(std::string_view pattern, std::string_view message) {
  std::vector<std::string_view> literals;
  for (size_t at = 0;;) {
    const size_t hole = pattern.find("{}", at);
    literals.push_back(pattern.substr(at, hole - at));
    if (hole == std::string_view::npos) break;
    at = hole + 2;
  }
  if (literals.size() < 2 || !message.starts_with(literals.front()) || !message.ends_with(literals.back()) ||
      message.size() < literals.front().size() + literals.back().size())
    return std::nullopt;
  std::vector<std::string> parts;
  size_t at = literals.front().size();
  const size_t end = message.size() - literals.back().size();
  for (size_t i = 1; i + 1 < literals.size(); ++i) {
    const size_t found = message.find(literals[i], at);
    if (found == std::string_view::npos || found > end) return std::nullopt;
    parts.emplace_back(message.substr(at, found - at));
    at = found + literals[i].size();
  }
  if (at > end) return std::nullopt;
  parts.emplace_back(message.substr(at, end - at));
  return parts;
}

}  // namespace

std::string say(const std::string& message) {
  if (current != Language::CHINESE) return message;
  if (const auto found = chinese().find(message); found != chinese().end()) return found->second;
  for (const Pattern& p : kPatterns) {
    const auto parts = match(p.english, message);
    if (!parts) continue;
    std::string out(p.chinese);
    for (size_t i = 0; i < parts->size(); ++i) {
      const std::string hole = "{" + std::to_string(i) + "}";
      if (const size_t at = out.find(hole); at != std::string::npos) out.replace(at, hole.size(), say((*parts)[i]));
    }
    return out;
  }
  return message;
}

std::optional<Language> language_named(std::string_view text) {
  if (text.substr(0, 2) == "en") return Language::ENGLISH;
  if (text.substr(0, 2) == "zh") return Language::CHINESE;
  return std::nullopt;
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
  for (const Pattern& p : kPatterns) all += p.chinese;
  return all;
}

}  // namespace plyground::gui
