// What the host makes of text from plugins, files and engines before it shows or keeps it.
#include <gtest/gtest.h>

#include <string>

#include "base/printable.hpp"

namespace plyground::host {
namespace {

// Each character that shows as nothing, breaks a line or reorders text becomes one space; a byte
// that is no character, one space each; what is shown stays.
TEST(Text, PrintableShowsWhatATextHolds) {
  EXPECT_EQ(printable("a\xe2\x80\xa8"
                      "b"),
            "a b");  // line separator
  EXPECT_EQ(printable("a\xe2\x80\xa9"
                      "b"),
            "a b");  // paragraph separator
  EXPECT_EQ(printable("a\xe2\x80\x8b"
                      "b"),
            "a b");  // zero-width space
  EXPECT_EQ(printable("a\xe2\x80\x8d"
                      "b"),
            "a b");  // zero-width joiner
  EXPECT_EQ(printable("a\xef\xbb\xbf"
                      "b"),
            "a b");  // byte-order mark
  EXPECT_EQ(printable("a\xf3\xa0\x80\x81"
                      "b"),
            "a b");  // tag character
  EXPECT_EQ(printable("a\xe2\x80\xae"
                      "b"),
            "a b");  // right-to-left override
  EXPECT_EQ(printable("a\xc2\x9b"
                      "b"),
            "a b");  // 8-bit CSI
  EXPECT_EQ(printable("a\xff\xfe"
                      "b"),
            "a  b");  // not UTF-8: a space a byte
  EXPECT_EQ(printable("a\nb\tc"), "a b c");
  EXPECT_EQ(printable("a\tc", true), "a\tc");
  EXPECT_EQ(printable("炮二平五 é"), "炮二平五 é");
}

// A plugin's text is kept to kPluginTextBytes, cut at a character's start, saying how long it was.
TEST(Text, APluginsTextIsBounded) {
  EXPECT_EQ(plugin_text("short"), "short");
  const std::string long_text(1000, 'x');
  EXPECT_EQ(plugin_text(long_text), std::string(kPluginTextBytes, 'x') + " [1000 bytes, cut]");
  std::string wide;  // three bytes a character: a cut never splits one
  for (int i = 0; i < 200; ++i) wide += "炮";
  const std::string cut = plugin_text(wide);
  EXPECT_EQ(cut, std::string(wide, 0, 300) + " [600 bytes, cut]");
  EXPECT_EQ(plugin_text(wide, 10), std::string(wide, 0, 9) + " [600 bytes, cut]");
}

// Numbers for people: the decimals asked for at most, none it does not need, never "-0".
TEST(Text, DecimalsAsPeopleWriteThem) {
  EXPECT_EQ(decimal_text(2.1, 2), "2.1");
  EXPECT_EQ(decimal_text(40.9, 2), "40.9");
  EXPECT_EQ(decimal_text(3, 2), "3");
  EXPECT_EQ(decimal_text(100, 2), "100");
  EXPECT_EQ(decimal_text(2.0 / 3, 2), "0.67");
  EXPECT_EQ(decimal_text(-0.001, 2), "0");
  EXPECT_EQ(decimal_text(-1.5, 2), "-1.5");
  EXPECT_EQ(decimal_text(3.125, 2), "3.13");  // halves away from zero, as people round: points 3.125 and 1.875
  EXPECT_EQ(decimal_text(1.875, 2), "1.88");
  EXPECT_EQ(decimal_text(-3.125, 2), "-3.13");
}

}  // namespace
}  // namespace plyground::host
