#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <cstdlib>

#include "games/tree/game.hpp"
#include "plyground/zobrist.hpp"

namespace plyground::tree {
namespace {

// A node as read, before the tree is laid out level by level.
struct Parsed {
  int value = 0;
  std::vector<Parsed> children;
  bool leaf = true;
  bool chance = false;
  double probability = 1;        // under a chance node
  std::string probability_text;  // as written, to be written back the same
};

// A word ends at a space, a bracket or a comment.
bool ends_word(char c) {
  return std::isspace(static_cast<unsigned char>(c)) || c == '(' || c == ')' || c == '[' || c == ']' || c == '#';
}

class Reader {
 public:
  // `several_lines`: the text it is part of has several, so faults are told by line and column.
  Reader(std::string_view text, bool several_lines) : text_(text), several_lines_(several_lines) {}

  // The whole text as one node; false with the fault in `error`, with where it is: the line and
  // column in a text of several lines, else the character.
  bool read(Parsed& root, std::string* error) {
    bool ok = node(root, 0);
    skip_space();
    if (ok && at_ < text_.size()) ok = fail("'" + std::string(1, text_[at_]) + "' after the end of the tree");
    if (!ok && error) *error = error_ + " (" + where(error_at_) + ")";
    return ok;
  }

 private:
  bool node(Parsed& out, int level) {
    skip_space();
    if (at_ >= text_.size()) return fail("the tree ends too soon");
    if (++count_ > kMaxNodes) return fail("more than " + std::to_string(kMaxNodes) + " nodes");
    if (text_[at_] != '(' && text_[at_] != '[') return leaf(out);
    if (level >= kMaxDepth) return fail("deeper than " + std::to_string(kMaxDepth) + " levels");
    out.chance = text_[at_] == '[';
    const char close = out.chance ? ']' : ')';
    ++at_;
    out.leaf = false;
    double total = 0;
    for (skip_space(); at_ < text_.size() && text_[at_] != close; skip_space()) {
      if (text_[at_] == (out.chance ? ')' : ']'))
        return fail(out.chance ? "a '[' is closed by ')'" : "a '(' is closed by ']'");
      if (out.children.size() == size_t(kMaxChildren))
        return fail("more than " + std::to_string(kMaxChildren) + " children");
      Parsed child;
      if (out.chance && !probability(child)) return false;
      if (!node(child, level + 1)) return false;
      total += child.probability;
      out.children.push_back(std::move(child));
    }
    if (at_ >= text_.size()) return fail(std::string("a '") + (out.chance ? '[' : '(') + "' is never closed");
    if (out.children.empty()) return fail(out.chance ? "'[]' has no outcomes" : "'()' has no children");
    if (out.chance && std::abs(total - 1) > 1e-9) {
      char sum[32];
      std::snprintf(sum, sizeof sum, "%g", total);
      return fail("the probabilities of a chance node add up to " + std::string(sum) + ", not 1");
    }
    ++at_;
    return true;
  }

  // An outcome's probability: "0.25", ".25" or "1/4", above 0 and at most 1.
  bool probability(Parsed& out) {
    skip_space();
    size_t end = at_;
    while (end < text_.size() && !ends_word(text_[end])) ++end;
    const std::string word(text_.substr(at_, end - at_));
    double p = -1;
    const size_t slash = word.find('/');
    const auto number = [](const std::string& digits, double& value) {
      if (digits.empty() || digits.find_first_not_of("0123456789.") != std::string::npos ||
          std::count(digits.begin(), digits.end(), '.') > 1 || digits == ".")
        return false;
      value = std::strtod(digits.c_str(), nullptr);
      return true;
    };
    double top = 0, bottom = 1;
    if (slash == std::string::npos ? number(word, top)
                                   : number(word.substr(0, slash), top) && number(word.substr(slash + 1), bottom))
      p = bottom > 0 ? top / bottom : -1;
    if (word.empty()) return fail("a chance node's outcome needs its probability first (\"[0.5 (1 2) 0.5 3]\")");
    if (!(p > 0 && p <= 1)) return fail("'" + word + "' is not a probability (0.25, .25 or 1/4; above 0, at most 1)");
    out.probability = p;
    out.probability_text = word;
    at_ = end;
    return true;
  }

  // A leaf: an integer, "-" and digits, ended by a space, a parenthesis, a comment or the end.
  bool leaf(Parsed& out) {
    size_t end = at_ + (text_[at_] == '-');
    while (end < text_.size() && std::isdigit(static_cast<unsigned char>(text_[end]))) ++end;
    const bool ended = end == text_.size() || ends_word(text_[end]);
    size_t word = at_;
    while (word < text_.size() && !ends_word(text_[word])) ++word;
    const std::string token(text_.substr(at_, std::max(word, at_ + 1) - at_));
    if (end == at_ + (text_[at_] == '-') || !ended)
      return fail("'" + token + "' is not a leaf value (an integer such as 3 or -12) or '('");
    const auto [last, ec] = std::from_chars(text_.data() + at_, text_.data() + end, out.value);
    if (ec != std::errc() || std::abs(out.value) > kMaxLeaf)
      return fail("the leaf " + token + " is out of range (" + std::to_string(-kMaxLeaf) + " to " +
                  std::to_string(kMaxLeaf) + ")");
    at_ = end;
    return true;
  }

  // Spaces, and comments: "#" to the end of its line.
  void skip_space() {
    while (at_ < text_.size()) {
      if (text_[at_] == '#') {
        while (at_ < text_.size() && text_[at_] != '\n') ++at_;
      } else if (std::isspace(static_cast<unsigned char>(text_[at_]))) {
        ++at_;
      } else {
        break;
      }
    }
  }
  bool fail(const std::string& why) {
    if (error_.empty()) error_ = why, error_at_ = at_;
    return false;
  }
  // "line 3, column 7" in a text of several lines, "at character 7" in one line.
  std::string where(size_t at) const {
    const size_t line_start = at == 0 ? 0 : text_.rfind('\n', at - 1) + 1;  // npos + 1 is 0
    const auto line = std::count(text_.begin(), text_.begin() + ptrdiff_t(at), '\n') + 1;
    const size_t column = at - line_start + 1;
    if (!several_lines_) return "at character " + std::to_string(column);
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
  }

  std::string_view text_;
  bool several_lines_;
  size_t at_ = 0;
  int count_ = 0;
  std::string error_;
  size_t error_at_ = 0;
};

// A full tree of `depth` levels below the root, `branching` children each, leaves from -20 to 20.
Parsed random_tree(int depth, int branching, uint64_t& state) {
  Parsed node;
  if (depth == 0) {
    node.value = int(zobrist::splitmix64(state) % 41) - 20;
    return node;
  }
  node.leaf = false;
  for (int i = 0; i < branching; ++i) node.children.push_back(random_tree(depth - 1, branching, state));
  return node;
}

void write(const Parsed& node, std::string& out) {
  if (node.leaf) {
    out += std::to_string(node.value);
    return;
  }
  out += node.chance ? '[' : '(';
  for (size_t i = 0; i < node.children.size(); ++i) {
    if (i) out += ' ';
    if (node.chance) out += node.children[i].probability_text + ' ';
    write(node.children[i], out);
  }
  out += node.chance ? ']' : ')';
}

// Lays the nodes out level by level, so that each node's children are consecutive.
std::shared_ptr<const Tree> lay_out(const Parsed& root) {
  auto tree = std::make_shared<Tree>();
  std::vector<const Parsed*> order = {&root};
  tree->nodes.push_back({root.value, -1, 0, 0, 0, 0, root.chance, root.chance, 1});
  for (size_t i = 0; i < order.size(); ++i) {
    Tree::Node& n = tree->nodes[i];
    n.first_child = int(order.size());
    n.children = int(order[i]->children.size());
    const int level = n.level;
    // The player after a chance node is the one who would have moved there.
    const int side = n.chance ? n.side : 1 - n.side;
    for (const Parsed& child : order[i]->children) {
      order.push_back(&child);
      tree->nodes.push_back(
          {child.value, int(i), 0, 0, level + 1, side, child.chance, child.chance, child.probability});
    }
  }
  for (size_t i = tree->nodes.size(); i-- > 1;)  // children come after their parents
    tree->nodes[size_t(tree->nodes[i].parent)].chance_below |= tree->nodes[i].chance_below;
  write(root, tree->text);
  uint64_t state = 0x7472656567616d65ULL;
  tree->key = zobrist::splitmix64(state);
  for (unsigned char c : tree->text) tree->key = (tree->key ^ c) * 0x100000001b3ULL;
  return tree;
}

bool parse_count(std::string_view word, int low, int high, int& out) {
  const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), out);
  return ec == std::errc() && end == word.data() + word.size() && out >= low && out <= high;
}

}  // namespace

namespace {

std::shared_ptr<const Tree> read_tree(std::string_view text, bool several_lines, std::string* error) {
  auto fail = [&](const std::string& why) -> std::shared_ptr<const Tree> {
    if (error) *error = why;
    return nullptr;
  };
  Parsed root;
  if (text.substr(0, 7) == "random ") {
    std::vector<std::string_view> words;
    for (size_t at = 7; at < text.size();) {
      const size_t end = std::min(text.find(' ', at), text.size());
      if (end > at) words.push_back(text.substr(at, end - at));
      at = end + 1;
    }
    int depth = 0, branching = 0, seed = 0;
    if (words.size() != 3 || !parse_count(words[0], 1, 12, depth) ||
        !parse_count(words[1], 1, kMaxChildren, branching) || !parse_count(words[2], 0, 1 << 30, seed))
      return fail("expected \"random DEPTH BRANCHING SEED\" (depth 1-12, branching 1-26)");
    double nodes = 1, level = 1;
    for (int d = 0; d < depth; ++d) nodes += (level *= branching);
    if (nodes > kMaxNodes) return fail("a random tree of " + std::to_string(int64_t(nodes)) + " nodes is too big");
    uint64_t state = uint64_t(seed) * 0x9e3779b97f4a7c15ULL + 1;
    root = random_tree(depth, branching, state);
  } else if (!Reader(text, several_lines).read(root, error)) {
    return nullptr;
  }
  return lay_out(root);
}

}  // namespace

std::shared_ptr<const Tree> read_tree(std::string_view text, std::string* error) {
  return read_tree(text, text.find('\n') != std::string_view::npos, error);
}

Position Position::start() { return *from_fen(kStartFen); }

namespace {

// Russell and Norvig's figures (Artificial Intelligence: A Modern Approach, 3rd edition), by name.
constexpr std::pair<std::string_view, std::string_view> kFigures[] = {
    {"figure-5.2", "((3 12 8) (2 4 6) (14 5 2))"},
    {"figure-5.12a", "([.9 (2 2) .1 (3 3)] [.9 (1 1) .1 (4 4)])"},
    {"figure-5.12b", "([.9 (20 20) .1 (30 30)] [.9 (1 1) .1 (400 400)])"},
};

}  // namespace

std::optional<Position> Position::from_fen(std::string_view fen, std::string* error) {
  // A figure by its name, then perhaps a path.
  for (const auto& [name, figure] : kFigures)
    if (fen.substr(0, name.size()) == name && (fen.size() == name.size() || fen[name.size()] == ' '))
      return from_fen(std::string(figure) + std::string(fen.substr(name.size())), error);
  // The path, if any, follows the last ')' or ']' outside comments (a random tree's text has none).
  // Comments become spaces, so that a fault's line and column stay those of the text given.
  std::string text(fen);
  for (size_t hash = text.find('#'); hash != std::string::npos; hash = text.find('#', hash))
    for (; hash < text.size() && text[hash] != '\n'; ++hash) text[hash] = ' ';
  std::string_view tree_text = text, path;
  if (const size_t close = tree_text.find_last_of(")]"); close != std::string_view::npos) {
    path = tree_text.substr(close + 1);
    tree_text = tree_text.substr(0, close + 1);
  }
  auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
  while (!path.empty() && space(path.front())) path.remove_prefix(1);
  while (!path.empty() && space(path.back())) path.remove_suffix(1);
  const auto tree = read_tree(tree_text, text.find('\n') != std::string::npos, error);
  if (!tree) {
    // A word where a tree was expected, a name perhaps: the names there are.
    const size_t first = text.find_first_not_of(" \t\r\n");
    const bool a_word = first != std::string::npos && std::isalpha(static_cast<unsigned char>(text[first])) &&
                        !std::string_view(text).substr(first).starts_with("random");
    if (error && a_word) {
      std::string names;
      for (const auto& figure : kFigures) names += (names.empty() ? "" : ", ") + std::string(figure.first);
      *error += "; the trees named are " + names;
    }
    return std::nullopt;
  }
  if (path.find_first_not_of("abcdefghijklmnopqrstuvwxyz") != std::string_view::npos) {
    if (error) *error = "after the tree comes the path, letters of children (\"ba\"), not '" + std::string(path) + "'";
    return std::nullopt;
  }
  Position pos(tree, 0);
  for (char letter : path) {
    const Move m = parse_move(pos, std::string_view(&letter, 1), error);
    if (!m) return std::nullopt;
    Undo undo;
    pos.do_move(m, undo);
  }
  return pos;
}

std::string Position::fen() const {
  std::string path;
  for (int n = node_; n > 0; n = tree_->nodes[size_t(n)].parent)
    path.insert(path.begin(), char('a' + n - tree_->nodes[size_t(tree_->nodes[size_t(n)].parent)].first_child));
  return path.empty() ? tree_->text : tree_->text + " " + path;
}

uint64_t Position::hash() const { return tree_->key ^ (uint64_t(node_ + 1) * 0x9e3779b97f4a7c15ULL); }

std::string move_text(const Position&, Move m) { return std::string(1, char('a' + m.child())); }

Move parse_move(const Position& pos, std::string_view text, std::string* error) {
  const int children = pos.count_legal_moves();
  if (text.size() == 1 && text[0] >= 'a' && text[0] - 'a' < children) return Move(text[0] - 'a');
  if (error) {
    *error = children == 0 ? "'" + std::string(text) + "': this node is a leaf, it has no moves"
                           : "'" + std::string(text) + "' is not a child here: the children are a to " +
                                 std::string(1, char('a' + children - 1));
  }
  return Move{};
}

GameEnd judge_position(const Position& now) {
  if (now.count_legal_moves() > 0) return {};
  const int v = now.value();
  const std::string reason = "leaf " + std::to_string(v);
  return {v > 0 ? Result::FIRST_PLAYER_WINS : v < 0 ? Result::SECOND_PLAYER_WINS : Result::DRAW, reason};
}

}  // namespace plyground::tree
