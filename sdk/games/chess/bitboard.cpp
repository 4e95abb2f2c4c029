#include "games/chess/bitboard.hpp"

#include <cstdlib>

namespace plyground::chess {
namespace detail {

Magic rook_magics[SQUARE_NB];
Magic bishop_magics[SQUARE_NB];

}  // namespace detail
namespace {

// The magic numbers, a1 first. They were found once by Stockfish's method (sparse random numbers
// from a fixed-seed xorshift64*, kept when they map every blocker set of the square to a slot
// without two different attack sets colliding) and written down here, so start-up only fills the
// tables (a search costs a quarter of a second). Any other valid magics would do as well.
constexpr Bitboard kRookMagics[SQUARE_NB] = {
    0x6080068010204000ULL, 0x1040002000401000ULL, 0x0100100841002004ULL, 0x0200080600102040ULL, 0x0180040008018002ULL,
    0x0900240008110012ULL, 0x048010800A000900ULL, 0x408000C080082700ULL, 0x0010802040008008ULL, 0x0001806000804000ULL,
    0x4302002840108200ULL, 0x0011000821031000ULL, 0x1C02800400080180ULL, 0x200A000410020008ULL, 0x0000808002000100ULL,
    0x0214800044800100ULL, 0x0001608008864000ULL, 0x1410290040008102ULL, 0x0010002000280402ULL, 0x0004090021001000ULL,
    0x0004250010480100ULL, 0x8800080140042010ULL, 0x0808540031081042ULL, 0x0100520001408B04ULL, 0x1010400080102080ULL,
    0x0010004140002000ULL, 0x850041010020001AULL, 0x0800080080100084ULL, 0x0001011100080005ULL, 0x4054004040020100ULL,
    0x2080111400025008ULL, 0x0092006200040081ULL, 0x0180002000400050ULL, 0x8101200141C01003ULL, 0x0416018022001240ULL,
    0x0400080082801000ULL, 0x1001000801000412ULL, 0x0400800200800400ULL, 0x1000480204000110ULL, 0x00009100B2000044ULL,
    0x410A826240008000ULL, 0x0440100800202004ULL, 0x0020002010008080ULL, 0x0000080010008080ULL, 0x0004004080080800ULL,
    0x4007820004008080ULL, 0x04000810421C0029ULL, 0x242A4084044A0009ULL, 0x0100420021008200ULL, 0x2200400020008480ULL,
    0x0890100820008080ULL, 0x0018800800100080ULL, 0x0009000408001300ULL, 0x0580040002008080ULL, 0x0000021001080400ULL,
    0x0200040100408200ULL, 0x0225008009104061ULL, 0x8080804000110021ULL, 0x0000090040200011ULL, 0x0044100101082005ULL,
    0x0002010420081082ULL, 0x18420008B0010422ULL, 0x49000810150A2084ULL, 0x4200140890204106ULL,
};
constexpr Bitboard kBishopMagics[SQUARE_NB] = {
    0x0404841000421080ULL, 0xF010100A0040DA14ULL, 0x0042020200212000ULL, 0x1224504200080010ULL, 0x0004042000820100ULL,
    0x00042208C0000000ULL, 0x209A080404040040ULL, 0x0400202402201000ULL, 0x0290044830011200ULL, 0x0000681024209428ULL,
    0x02A0240C20821021ULL, 0x00040C0401944A04ULL, 0x08E5020210404004ULL, 0x0003020144200804ULL, 0x8040090410144400ULL,
    0x4C0001004222204AULL, 0x2020404202024200ULL, 0x011C000A08620400ULL, 0x0008001080840308ULL, 0x01008A4802014101ULL,
    0x0001000290400050ULL, 0x8008800108200A00ULL, 0x040080160A104210ULL, 0x1009111820882400ULL, 0x0803100040048800ULL,
    0x1402022028100C4DULL, 0xC680880810142520ULL, 0x0004080010220040ULL, 0x0000802002020040ULL, 0x0820842002021004ULL,
    0xC008108C11008804ULL, 0x3004010044814560ULL, 0x0019884000200404ULL, 0x0122101400107150ULL, 0x040B403000580041ULL,
    0x0320C28080480200ULL, 0x0068010808840020ULL, 0x442C0048800C1004ULL, 0x30080A2080284800ULL, 0x4890808101008404ULL,
    0x00540420084044C0ULL, 0x1302220220104200ULL, 0x0001008201004080ULL, 0x0804102018042100ULL, 0x8004088100402400ULL,
    0x0802040800200200ULL, 0x8042E2040108A401ULL, 0x400A040246004098ULL, 0x05A50801500A0201ULL, 0x0001010150024800ULL,
    0x01418084008801A4ULL, 0x0800000842020208ULL, 0x0020001202020004ULL, 0x380840080104420AULL, 0x040A281004304010ULL,
    0x0C03080104088902ULL, 0x0000220B100F1010ULL, 0x02011A1501011008ULL, 0x0001090201008808ULL, 0x0004108000420204ULL,
    0x0480800010020203ULL, 0x2220020488100112ULL, 0x6901E42084440E80ULL, 0x8184500428088A10ULL,
};

// 102400 rook and 5248 bishop attack sets: the sum over squares of 2^(relevant blockers).
Bitboard rook_table[0x19000];
Bitboard bishop_table[0x1480];

// The squares whose occupancy matters for a slider on `s`: its empty-board rays without the edge
// squares they run into (a piece on the edge blocks nothing further).
Bitboard relevant_mask(Square s, bool diagonal) {
  const Bitboard edges =
      ((rank_bb(0) | rank_bb(7)) & ~rank_bb(rank_of(s))) | ((file_bb(0) | file_bb(7)) & ~file_bb(file_of(s)));
  return detail::slide(s, 0, diagonal) & ~edges;
}

// Fills each square's slice of `table` with the attack set of every subset of its mask
// (carry-rippler enumeration). A magic that sent two different attack sets to one slot would be
// a broken build: stop at once rather than generate wrong moves.
void build(Magic* magics, const Bitboard* numbers, Bitboard* table, bool diagonal) {
  Bitboard* next_slice = table;
  for (Square s = 0; s < SQUARE_NB; ++s) {
    Magic& m = magics[s];
    m.mask = relevant_mask(s, diagonal);
    m.magic = numbers[s];
    m.shift = unsigned(64 - popcount(m.mask));
    m.attacks = next_slice;
    Bitboard blockers = 0;
    do {
      const Bitboard attacks = detail::slide(s, blockers, diagonal);
      Bitboard& slot = next_slice[m.index(blockers)];
      if (slot && slot != attacks) std::abort();
      slot = attacks;
      blockers = (blockers - m.mask) & m.mask;
    } while (blockers);
    next_slice += Bitboard(1) << popcount(m.mask);
  }
}

}  // namespace

void init_bitboards() {
  static const bool built = [] {  // a function-local static: built once, even with threads
    build(detail::rook_magics, kRookMagics, rook_table, false);
    build(detail::bishop_magics, kBishopMagics, bishop_table, true);
    return true;
  }();
  (void)built;
}

}  // namespace plyground::chess
