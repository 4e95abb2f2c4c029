// Test data files of every game: reading EPD lines, and perft entries as test parameters.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "plyground/epd.hpp"

namespace plyground::test {

inline std::string data_path(const std::string& name) { return std::string(PLYGROUND_TEST_DATA) + "/" + name; }

inline std::vector<EpdLine> read_epd(const std::string& name) {
  std::ifstream in(data_path(name));
  EXPECT_TRUE(in) << "cannot read " << name;
  std::vector<EpdLine> lines;
  for (std::string line; std::getline(in, line);)
    if (auto epd = parse_epd_line(line)) lines.push_back(*epd);
  return lines;
}

struct PerftCase {
  int line;
  std::string fen;
  int depth;
  uint64_t nodes;
  friend void PrintTo(const PerftCase& c, std::ostream* os) { *os << c.fen << " ;D" << c.depth << " " << c.nodes; }
};

// The perft entries of `file` with above < nodes <= up_to.
inline std::vector<PerftCase> perft_cases(const std::string& file, uint64_t above, uint64_t up_to) {
  std::vector<PerftCase> cases;
  int line = 0;
  for (const EpdLine& epd : read_epd(file)) {
    ++line;
    for (const auto& [name, value] : epd.operations) {
      const uint64_t nodes = std::stoull(value);
      if (name[0] == 'D' && nodes > above && nodes <= up_to)
        cases.push_back({line, epd.fen, std::stoi(name.substr(1)), nodes});
    }
  }
  return cases;
}

inline std::string perft_case_name(const ::testing::TestParamInfo<PerftCase>& info) {
  return "line" + std::to_string(info.param.line) + "_depth" + std::to_string(info.param.depth);
}

}  // namespace plyground::test
