#include "match/standings.hpp"

#include "base/printable.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace plyground::host {
namespace {

double elo_of(double score) {
  score = std::clamp(score, 1e-3, 1 - 1e-3);  // a perfect score is at least +-1200, not infinite
  return -400.0 * std::log10(1.0 / score - 1.0);
}

std::string format_points(double points) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", points);
  return text;
}

double score_of(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

// Mean and variance of the per-game score (1, 0.5, 0).
void moments(const Tally& t, double& mean, double& variance) {
  const double n = t.games();
  mean = t.points() / n;
  variance = (t.wins * std::pow(1 - mean, 2) + t.draws * std::pow(0.5 - mean, 2) + t.losses * mean * mean) / n;
}

}  // namespace

EloEstimate estimate_elo(const Tally& t) {
  if (t.games() == 0) return {};
  if (t.wins == t.games() || t.losses == t.games()) {
    // n games all won: the score's exact (Clopper-Pearson) 95% lower bound is 0.025^(1/n).
    const double bound = elo_of(std::pow(0.025, 1.0 / t.games()));
    return t.wins ? EloEstimate{elo_of(1), bound, elo_of(1), false} : EloEstimate{elo_of(0), elo_of(0), -bound, false};
  }
  double mean = 0, variance = 0;
  moments(t, mean, variance);
  const double margin = 1.959964 * std::sqrt(variance / t.games());
  return {elo_of(mean), elo_of(mean - margin), elo_of(mean + margin)};
}

std::vector<double> Standings::ratings() const {
  // Zermelo's iteration (minorization-maximization): each player's strength is its score over the
  // games it played, each weighed by the two strengths; it converges to the maximum likelihood.
  const size_t n = players_.size();
  std::vector<double> strength(n, 1.0);
  for (int iteration = 0; iteration < 100'000; ++iteration) {
    double change = 0;
    for (size_t i = 0; i < n; ++i) {
      double score = 0, weight = 0;
      for (size_t j = 0; j < n; ++j) {
        const Tally& t = pairs_[i][j];
        if (j == i || t.games() == 0) continue;
        score += t.points() + 0.5;
        weight += (t.games() + 1) / (strength[i] + strength[j]);
      }
      if (weight == 0) continue;  // no games: it stays at the mean
      const double next = score / weight;
      change = std::max(change, std::abs(std::log(next / strength[i])));
      strength[i] = next;
    }
    double log_mean = 0;
    for (double s : strength) log_mean += std::log(s) / double(n);
    for (double& s : strength) s /= std::exp(log_mean);
    if (change < 1e-10) break;
  }
  std::vector<double> out;
  for (double s : strength) out.push_back(400.0 * std::log10(s));
  return out;
}

int Standings::index(const std::string& name) {
  const std::string player = printable(name);  // the tables are printed: no escape sequence in them
  const auto it = std::find(players_.begin(), players_.end(), player);
  if (it != players_.end()) return int(it - players_.begin());
  players_.push_back(player);
  for (auto& row : pairs_) row.emplace_back();
  pairs_.emplace_back(players_.size());
  return int(players_.size()) - 1;
}

void Standings::add(const std::string& white, const std::string& black, Result result) {
  if (result == Result::ONGOING) return;
  const int w = index(white), b = index(black);
  Tally& wt = pairs_[w][b];
  Tally& bt = pairs_[b][w];
  if (result == Result::FIRST_PLAYER_WINS) ++wt.wins, ++bt.losses;
  if (result == Result::SECOND_PLAYER_WINS) ++wt.losses, ++bt.wins;
  if (result == Result::DRAW) ++wt.draws, ++bt.draws;
  ++games_;
}

Tally Standings::pair(int player, int opponent) const { return pairs_[player][opponent]; }

Tally Standings::total(int player) const {
  Tally t;
  for (const Tally& p : pairs_[player]) t.wins += p.wins, t.draws += p.draws, t.losses += p.losses;
  return t;
}

std::vector<int> Standings::by_rank() const {
  std::vector<int> order(players_.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return total(a).points() / std::max(1, total(a).games()) > total(b).points() / std::max(1, total(b).games());
  });
  return order;
}

std::string Standings::table() const {
  const std::vector<int> order = by_rank();
  size_t width = 6;
  for (const std::string& p : players_) width = std::max(width, p.size());
  std::string out;
  char line[512];
  std::snprintf(line, sizeof line, "%-4s %-*s %6s %8s %7s %6s %7s %17s\n", "rank", int(width), "player", "games",
                "points", "score", "draws", "Elo", "95% interval");
  out += line;
  auto signed_whole = [](double elo) {  // -0.3 is "+0", not "-0"
    char text[16];
    std::snprintf(text, sizeof text, "%+.0f", std::round(elo) + 0.0);
    return std::string(text);
  };
  for (size_t r = 0; r < order.size(); ++r) {
    const Tally t = total(order[r]);
    const EloEstimate e = estimate_elo(t);
    const double n = std::max(1, t.games());
    // A score of 100% or 0%: no Elo, and an interval open at one end.
    const std::string elo = e.known ? signed_whole(e.elo) : "?";
    const std::string low = e.known || t.wins ? signed_whole(e.low) : "-inf";
    const std::string high = e.known || t.losses ? signed_whole(e.high) : "+inf";
    std::snprintf(line, sizeof line, "%-4zu %-*s %6d %8.1f %6.1f%% %5.1f%% %7s %8s..%s\n", r + 1, int(width),
                  players_[order[r]].c_str(), t.games(), t.points(), 100 * t.points() / n, 100 * t.draws / n,
                  elo.c_str(), low.c_str(), high.c_str());
    out += line;
  }
  out +=
      "Elo: logistic, each player against its opponents together, from win/draw/loss counts; 95% interval\n"
      "from the trinomial variance (normal approximation); a score of 100% or 0% gives no Elo ('?'), only\n"
      "the exact binomial bound.\n";
  return out;
}

std::string Standings::crosstable() const {
  const std::vector<int> order = by_rank();  // numbered as the table ranks them
  const size_t n = order.size();
  // Each cell "points/games" (a player against itself "--"), as wide as the widest with a space
  // before it, so that "100.0/200" and its neighbour never run together.
  std::vector<std::vector<std::string>> cells(n, std::vector<std::string>(n));
  size_t cell_width = 8;
  for (size_t row = 0; row < n; ++row)
    for (size_t column = 0; column < n; ++column) {
      const size_t i = size_t(order[row]), j = size_t(order[column]);
      const Tally t = pairs_[i][j];
      std::string& cell = cells[row][column];
      if (i == j)
        cell = "--";
      else if (t.games() > 0)
        cell = format_points(t.points()) + "/" + std::to_string(t.games());
      cell_width = std::max(cell_width, cell.size() + 1);
    }
  size_t width = 6;
  for (const std::string& p : players_) width = std::max(width, p.size());
  const int number_width = int(std::to_string(n).size());
  auto right = [](const std::string& text, size_t w) { return std::string(w - std::min(w, text.size()), ' ') + text; };
  std::string out = std::string(size_t(number_width) + 1 + width, ' ');
  for (size_t column = 0; column < n; ++column) out += right(std::to_string(column + 1), cell_width);
  out += "\n";
  for (size_t row = 0; row < n; ++row) {
    const std::string& name = players_[size_t(order[row])];
    out += right(std::to_string(row + 1), size_t(number_width)) + " " + name + std::string(width - name.size(), ' ');
    for (const std::string& cell : cells[row]) out += right(cell, cell_width);
    out += "\n";
  }
  return out;
}

double Sprt::llr(const Tally& first) const {
  if (first.games() == 0) return 0;
  double mean = 0, variance = 0;
  moments(first, mean, variance);
  if (variance <= 0) return 0;
  const double s0 = score_of(elo0), s1 = score_of(elo1);
  return first.games() * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
}

double Sprt::lower() const { return std::log(beta / (1 - alpha)); }
double Sprt::upper() const { return std::log((1 - beta) / alpha); }

std::string Sprt::verdict(const Tally& first) const {
  const double l = llr(first);
  if (l >= upper()) return "H1 accepted";
  if (l <= lower()) return "H0 accepted";
  return "";
}

}  // namespace plyground::host
