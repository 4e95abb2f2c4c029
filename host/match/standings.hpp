// Results of many games: standings with Elo estimates, a crosstable, and the SPRT.
#pragma once

#include <string>
#include <vector>

#include "plyground/game.hpp"

namespace plyground::host {

struct Tally {
  int wins = 0, draws = 0, losses = 0;
  int games() const { return wins + draws + losses; }
  double points() const { return wins + 0.5 * draws; }
};

// Elo difference from a score, logistic model: score = 1 / (1 + 10^(-elo/400)). The interval is
// 95 %, from the trinomial (win/draw/loss) variance of the per-game score. A score of 100% (or 0%)
// gives no estimate, only a bound: the interval then runs from the exact binomial 95% bound to
// infinity (`known` false; elo and the open end held at +-1200 for a chart's scale).
struct EloEstimate {
  double elo = 0, low = 0, high = 0;
  bool known = true;
};
EloEstimate estimate_elo(const Tally& t);

class Standings {
 public:
  // Lists a player (in order of first mention) before any game.
  void add_player(const std::string& player) { index(player); }
  // Counts a game (players are added when first seen).
  void add(const std::string& white, const std::string& black, Result result);
  const std::vector<std::string>& players() const { return players_; }
  Tally total(int player) const;               // against everyone
  Tally pair(int player, int opponent) const;  // from `player`'s side
  int games() const { return games_; }

  // Rows by score: games, points, score %, draw %, Elo against the field with its interval.
  std::string table() const;
  // Each player's points against each other ("7.5/10"), the players in the table's order.
  std::string crosstable() const;
  // Each player's rating, in Elo with a mean of 0: the maximum likelihood of the logistic
  // (Bradley-Terry) model over all the games among them, a draw counted as half a win, with one
  // draw added to each pair that met, so that a player who won or lost every game still gets a
  // finite rating (as BayesElo's prior does). Unlike table()'s Elo against the field, it weighs
  // whom each score was made against.
  std::vector<double> ratings() const;

 private:
  std::vector<int> by_rank() const;  // the players, best score first (ties in order of mention)
  int index(const std::string& player);
  std::vector<std::string> players_;
  std::vector<std::vector<Tally>> pairs_;
  int games_ = 0;
};

// Sequential probability ratio test between H0: elo = elo0 and H1: elo = elo1 (the first player's
// Elo advantage), with error rates alpha and beta, on the trinomial results of a two-player match
// (normal approximation of the generalised SPRT).
struct Sprt {
  double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
  double llr(const Tally& first) const;  // log-likelihood ratio so far
  double lower() const;                  // accept H0 at or below
  double upper() const;                  // accept H1 at or above
  // "H1 accepted", "H0 accepted" or "" while undecided.
  std::string verdict(const Tally& first) const;
};

}  // namespace plyground::host
