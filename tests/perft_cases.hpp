// Perft entries of tests/data/xiangqi-perft.epd as test parameters, selected by node count.
#pragma once

#include "plyground/perft.hpp"
#include "test_support.hpp"

namespace plyground::test {

struct PerftCase {
  int line;
  std::string fen;
  int depth;
  uint64_t nodes;
  friend void PrintTo(const PerftCase& c, std::ostream* os) { *os << c.fen << " ;D" << c.depth << " " << c.nodes; }
};

inline std::vector<PerftCase> perft_cases(uint64_t above, uint64_t up_to) {
  std::vector<PerftCase> cases;
  int line = 0;
  for (const EpdLine& epd : read_epd("xiangqi-perft.epd")) {
    ++line;
    for (const auto& [name, value] : epd.operations) {
      const uint64_t nodes = std::stoull(value);
      if (name[0] == 'D' && nodes > above && nodes <= up_to) cases.push_back({line, epd.fen, std::stoi(name.substr(1)), nodes});
    }
  }
  return cases;
}

inline std::string perft_case_name(const ::testing::TestParamInfo<PerftCase>& info) {
  return "line" + std::to_string(info.param.line) + "_depth" + std::to_string(info.param.depth);
}

}  // namespace plyground::test
