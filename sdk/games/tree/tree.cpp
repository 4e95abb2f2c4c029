#include <cctype>
#include <charconv>

#include "games/tree/game.hpp"
#include "plyground/zobrist.hpp"

namespace plyground::tree {
namespace {

// A node as read, before the tree is laid out level by level.
struct Parsed {
  int value = 0;
  std::vector<Parsed> children;
  bool leaf = true;
};

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  // The whole text as one node; false with the fault in `error`.
  bool read(Parsed& root, std::string* error) {
    bool ok = node(root, 0);
    skip_space();
    if (ok && at_ < text_.size()) ok = fail("'" + std::string(1, text_[at_]) + "' after the end of the tree");
    if (!ok && error) *error = error_ + " (at character " + std::to_string(at_ + 1) + ")";
    return ok;
  }

 private:
  bool node(Parsed& out, int level) {
    skip_space();
    if (at_ >= text_.size()) return fail("the tree ends too soon");
    if (++count_ > kMaxNodes) return fail("more than " + std::to_string(kMaxNodes) + " nodes");
    if (text_[at_] != '(') {
      const char* begin = text_.data() + at_;
      const auto [end, ec] = std::from_chars(begin + (*begin == '+'), text_.data() + text_.size(), out.value);
      if (ec != std::errc() || end == begin) return fail("expected a number or '('");
      if (std::abs(out.value) > 10000) return fail("a leaf beyond -10000..10000");
      at_ = size_t(end - text_.data());
      return true;
    }
    if (level >= kMaxDepth) return fail("deeper than " + std::to_string(kMaxDepth) + " levels");
    ++at_;
    out.leaf = false;
    for (skip_space(); at_ < text_.size() && text_[at_] != ')'; skip_space()) {
      if (out.children.size() == size_t(kMaxChildren))
        return fail("more than " + std::to_string(kMaxChildren) + " children");
      out.children.emplace_back();
      if (!node(out.children.back(), level + 1)) return false;
    }
    if (at_ >= text_.size()) return fail("a '(' is never closed");
    if (out.children.empty()) return fail("'()' has no children");
    ++at_;
    return true;
  }
  void skip_space() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
  }
  bool fail(const std::string& why) {
    if (error_.empty()) error_ = why;
    return false;
  }

  std::string_view text_;
  size_t at_ = 0;
  int count_ = 0;
  std::string error_;
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
  out += '(';
  for (size_t i = 0; i < node.children.size(); ++i) {
    if (i) out += ' ';
    write(node.children[i], out);
  }
  out += ')';
}

// Lays the nodes out level by level, so that each node's children are consecutive.
std::shared_ptr<const Tree> lay_out(const Parsed& root) {
  auto tree = std::make_shared<Tree>();
  std::vector<const Parsed*> order = {&root};
  tree->nodes.push_back({root.value, -1, 0, 0, 0});
  for (size_t i = 0; i < order.size(); ++i) {
    Tree::Node& n = tree->nodes[i];
    n.first_child = int(order.size());
    n.children = int(order[i]->children.size());
    const int level = n.level;
    for (const Parsed& child : order[i]->children) {
      order.push_back(&child);
      tree->nodes.push_back({child.value, int(i), 0, 0, level + 1});
    }
  }
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

std::shared_ptr<const Tree> read_tree(std::string_view text, std::string* error) {
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
  } else if (!Reader(text).read(root, error)) {
    return nullptr;
  }
  return lay_out(root);
}

Position Position::start() { return *from_fen(kStartFen); }

std::optional<Position> Position::from_fen(std::string_view fen, std::string* error) {
  // The path, if any, follows the last ')' (a random tree's text has none).
  std::string_view tree_text = fen, path;
  if (const size_t close = fen.rfind(')'); close != std::string_view::npos) {
    tree_text = fen.substr(0, close + 1);
    path = fen.substr(close + 1);
  }
  while (!path.empty() && path.front() == ' ') path.remove_prefix(1);
  while (!path.empty() && path.back() == ' ') path.remove_suffix(1);
  const auto tree = read_tree(tree_text, error);
  if (!tree) return std::nullopt;
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

GameEnd Game::judge() const {
  const Position& now = position();
  if (now.count_legal_moves() > 0) return {};
  const int v = now.value();
  const std::string reason = "leaf " + std::to_string(v);
  return {v > 0 ? Result::FIRST_PLAYER_WINS : v < 0 ? Result::SECOND_PLAYER_WINS : Result::DRAW, reason};
}

}  // namespace plyground::tree
