#include "chess_test_support.hpp"
