/* Plyground plugin interface: the only thing that crosses between the host and a player plugin.
 *
 * Pure C (C11 and C++17 alike). A plugin is a shared library that exports one symbol,
 * PLY_ENTRY_SYMBOL, returning a descriptor (ply_plugin) that names the player, its games and its
 * options and holds the functions to create and drive instances.
 *
 * Rules of the boundary:
 * - Only plain data crosses: fixed-width integers, NUL-terminated UTF-8 strings, pointer + count
 *   pairs and function pointers. No C++ type, exception or allocation crosses; whoever allocates
 *   frees.
 * - Versioning: every struct that may grow starts with its size as its writer knows it (the
 *   descriptor also with the ABI version), and new members are only ever added at the end. A
 *   reader treats members beyond the size it was given as absent. PLY_ABI_MAJOR changes when a
 *   member changes, moves or goes, or a rule changes; PLY_ABI_MINOR when members or extensions
 *   are added. The host refuses a plugin whose major version differs from its own; any minor
 *   version is fine either way.
 * - Extensions: optional features (such as reporting a search tree) are C structs of function
 *   pointers found by a string id through get_extension on either side, as CLAP does. An id names
 *   its own version ("plyground.trace.1"); an incompatible change takes a new id. NULL means the
 *   other side does not have it.
 * - Errors: functions return PLY_OK (0) or an error code and write a message into the caller's
 *   buffer (error, error_size), always NUL-terminated and truncated to fit.
 * - Threads: [main] means the thread that created the instance (any one thread at a time, never two
 *   at once); [search] the thread that called choose_move; [any] any thread, concurrently.
 *   Different instances may be used from different threads at the same time.
 *
 * Version history: 1.0 Xiangqi only. 2.0 sizes on options, positions and results; the real game id
 * in create and ply_position; get_extension on both sides. 2.1 the host's extension
 * "plyground.trace.1" (ply_trace). 2.2 ply_search_info.text. 2.3 ply_trace.leave_exact. 2.4 the kind
 * PLY_TRACE_MAX_VIEW, exact_score in ply_search_info and ply_result, the plugin's extension
 * "plyground.options.1" (ply_instance_options).
 */
#ifndef PLYGROUND_PLUGIN_H
#define PLYGROUND_PLUGIN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PLY_ABI_MAJOR 2
#define PLY_ABI_MINOR 4

/* The one exported symbol: `const ply_plugin* plyground_plugin_entry(void)`. */
#define PLY_ENTRY_SYMBOL "plyground_plugin_entry"

#if defined(_WIN32)
#define PLY_EXPORT __declspec(dllexport)
#else
#define PLY_EXPORT __attribute__((visibility("default")))
#endif

/* Return codes. */
#define PLY_MOST_OPTIONS 256 /* options a plugin may declare */

#define PLY_OK 0
#define PLY_ERROR 1        /* the call failed; the message says why */
#define PLY_BAD_ARGUMENT 2 /* an argument was refused (unknown option, value out of range, bad FEN) */

/* Option types, as in UCI. Values always cross as text: "12", "true"/"false", a choice, a string. */
#define PLY_OPTION_SPIN 0   /* an integer between min and max */
#define PLY_OPTION_CHECK 1  /* "true" or "false" */
#define PLY_OPTION_COMBO 2  /* one of choices */
#define PLY_OPTION_STRING 3 /* any text */

/* One option of a player. The descriptor holds an array of them; as every element of one array has
 * the same size, the host finds element i at byte offset i * options[0].struct_size. Every pointer
 * is owned by the plugin and lives as long as the library is loaded. */
typedef struct ply_option {
  uint32_t struct_size;       /* sizeof(ply_option) as the plugin knows it */
  const char* name;           /* e.g. "depth"; unique within the plugin; 1-64 printable ASCII
                                 characters without ',' '=' ':' (a spec carries "name=value,...") */
  int32_t type;               /* PLY_OPTION_* */
  const char* default_value;  /* text form of the default, valid for the type */
  int64_t min, max;           /* PLY_OPTION_SPIN only: the inclusive range */
  const char* const* choices; /* PLY_OPTION_COMBO only: NULL-terminated list; else NULL */
  const char* description;    /* one line for people; may be NULL */
} ply_option;

/* Scores. */
#define PLY_SCORE_NONE 0 /* no score given */
#define PLY_SCORE_CP 1   /* centipawns from the side to move's point of view */
#define PLY_SCORE_MATE 2 /* mate in `score` moves (full moves); negative: the side to move is mated */

/* What a search reports while it runs. Passed to ply_host.info; every pointer in it is owned by the
 * plugin and valid only during that call (the host copies what it keeps). */
typedef struct ply_search_info {
  uint32_t struct_size;  /* sizeof(ply_search_info) as the plugin knows it */
  int32_t depth;         /* completed nominal depth in plies */
  int32_t seldepth;      /* deepest ply reached (quiescence, extensions); 0 if unknown */
  int32_t score_kind;    /* PLY_SCORE_* */
  int32_t score;         /* see score_kind */
  uint64_t nodes;        /* positions visited so far in this search */
  uint64_t time_ms;      /* milliseconds since choose_move was called */
  uint64_t nps;          /* nodes per second */
  const char* const* pv; /* principal variation, in the game's coordinate notation */
  uint32_t pv_length;    /* number of moves in pv */
  /* (2.2) A line for people on what the figures above do not say (UCI's "info string"), such as
   * the visit counts of a Monte Carlo search; UTF-8, at most 1024 bytes, no line breaks; NULL for
   * none. */
  const char* text;
  /* (2.4) With PLY_SCORE_CP, the score exactly where it is no whole number (an expectimax's
   * average: 2.1 where `score` says 2); NaN for none. */
  double exact_score;
} ply_search_info;

/* Callbacks from the host, passed to each choose_move. The struct and its context are owned by the
 * host and valid until choose_move returns. Any function may be NULL; a plugin reads a member only
 * when struct_size covers it. */
typedef struct ply_host {
  uint32_t struct_size; /* sizeof(ply_host) as the host knows it */
  void* context;        /* handed back to each callback unchanged */
  /* [search] Progress: call as often as useful (e.g. after each iteration). */
  void (*info)(void* context, const ply_search_info* info);
  /* [search] Nonzero when the host wants the search to end now and answer with its best move. */
  int32_t (*should_stop)(void* context);
  /* [search] The host's extension with this id, or NULL when it has none. The struct returned is
   * owned by the host and valid until choose_move returns. (2.0) */
  const void* (*get_extension)(void* context, const char* id);
} ply_host;

/* Extension "plyground.trace.1" (2.1), offered by a host that wants to see a search node by node
 * (ply_host.get_extension(context, PLY_EXTENSION_TRACE)). A player that supports it reports, on the
 * search thread, each node it visits: enter, then its children's enters and leaves, then its own
 * leave, so the calls nest like the search. Every search tree starts with an enter at ply 0 (move
 * NULL); iterative deepening enters the root once per iteration. Values and windows are in the
 * player's own units, from the point of view of the side to move at that node (negamax), or, where
 * the root is entered with PLY_TRACE_MAX_VIEW, of the root's side throughout (MAX, as a pair of
 * MAX-VALUE and MIN-VALUE functions keeps them). A host that
 * does not trace offers no such extension, which costs a player one test of a null pointer. */
#define PLY_EXTENSION_TRACE "plyground.trace.1"
#define PLY_TRACE_NO_BOUND (-2147483647 - 1) /* alpha or beta of a search without a window (minimax) */
#define PLY_TRACE_QUIESCENCE 1u              /* kind: a node of the quiescence search */
#define PLY_TRACE_MAX_VIEW 2u                /* kind, at a root (2.4): this tree's values are MAX's, the root side's */
#define PLY_TRACE_CUTOFF 1u                  /* leave: a move reached beta; the remaining moves were skipped */
#define PLY_TRACE_HASH_CUTOFF 2u             /* leave: answered by the transposition table, no move searched */
#define PLY_TRACE_STOPPED 4u                 /* leave: the search was told to stop; the value means nothing */
typedef struct ply_trace {
  uint32_t struct_size; /* sizeof(ply_trace) as the host knows it */
  /* [search] Entering a node: reached by `move` (the game's coordinate notation, owned by the player,
   * valid during the call; NULL for a root), `ply` plies below the root, `depth` plies left before
   * the horizon (0 or less at and beyond it), the window (alpha, beta) it is searched with
   * (PLY_TRACE_NO_BOUND for none), `kind` 0 or PLY_TRACE_QUIESCENCE (at a root 0 or PLY_TRACE_MAX_VIEW).
   * `context` is ply_host.context. */
  void (*enter)(void* context, const char* move, int32_t ply, int32_t depth, int32_t alpha, int32_t beta,
                uint32_t kind);
  /* [search] Leaving the node entered last and not yet left, with its value (fail-hard alpha-beta:
   * alpha or beta when it lies outside the window), having searched `searched` of its `total` legal
   * moves (0 of 0 at a leaf or the horizon), `flags` a combination of PLY_TRACE_CUTOFF,
   * PLY_TRACE_HASH_CUTOFF and PLY_TRACE_STOPPED, or 0. */
  void (*leave)(void* context, int32_t value, uint32_t searched, uint32_t total, uint32_t flags);
  /* [search] (2.3) As leave, with a value that need not be a whole number: an expectimax average
   * (2.1 where leave would say 2), which grading compares exactly. Absent (struct_size too small)
   * in an older host: call leave with the value rounded. */
  void (*leave_exact)(void* context, double value, uint32_t searched, uint32_t total, uint32_t flags);
} ply_trace;

/* A position: the game, its start, and the moves played since, so the player sees the history
 * that repetition rules need. All pointers are owned by the host, valid until choose_move returns. */
typedef struct ply_position {
  uint32_t struct_size;     /* sizeof(ply_position) as the host knows it */
  const char* game;         /* the game id the instance was created for, e.g. "xiangqi", "chess" */
  const char* start_fen;    /* the position the moves start from */
  const char* const* moves; /* moves in the game's coordinate notation (ICCS, UCI long algebraic) */
  uint32_t move_count;
} ply_position;

/* Limits for one move. Zero means "no limit" for each member; with no limit at all the player
 * chooses a reasonable one. Owned by the host, valid until choose_move returns. */
typedef struct ply_limits {
  uint32_t struct_size;    /* sizeof(ply_limits) as the host knows it */
  int64_t movetime_ms;     /* think exactly this long (at most) */
  int32_t depth;           /* search at most this many plies */
  uint64_t nodes;          /* visit at most about this many nodes */
  int64_t time_left_ms[2]; /* clocks: time left for the first and second player; 0 = no clock */
  int64_t increment_ms[2]; /* added after each move of that player */
  int32_t moves_to_go;     /* moves until the next time control; 0 = sudden death */
} ply_limits;

/* The answer, written by the plugin into host-owned storage: only the members that lie within the
 * host's struct_size, which the plugin leaves as it found it. */
typedef struct ply_result {
  uint32_t struct_size; /* sizeof(ply_result) as the host knows it; set by the host */
  char move[32];        /* the chosen move, NUL-terminated, in the game's coordinate notation */
  int32_t score_kind;   /* PLY_SCORE_* (PLY_SCORE_NONE when the player does not score) */
  int32_t score;
  int32_t depth;  /* depth the answer comes from; 0 if not applicable */
  uint64_t nodes; /* nodes visited for this move */
  /* (2.4) As ply_search_info.exact_score. */
  double exact_score;
} ply_result;

/* The descriptor. Returned by the entry symbol; owned by the plugin, valid (and constant) while
 * the library is loaded. */
typedef struct ply_plugin {
  uint16_t abi_major;   /* PLY_ABI_MAJOR the plugin was built with */
  uint16_t abi_minor;   /* PLY_ABI_MINOR the plugin was built with */
  uint32_t struct_size; /* sizeof(ply_plugin) as the plugin knows it */
  const char* name;     /* short unique name, e.g. "alphabeta"; 1-64 of [a-z0-9_-] (else refused) */
  const char* version;  /* e.g. "1.0.0"; this text and the next two are shown cut short and
                           with control characters replaced */
  const char* author;
  const char* description;   /* one line */
  const char* const* games;  /* NULL-terminated list of the game ids it plays, e.g. {"xiangqi", "chess", NULL} */
  const ply_option* options; /* option_count entries (see ply_option for the stride); NULL when none */
  uint32_t option_count;     /* at most PLY_MOST_OPTIONS (else refused) */

  /* [main] Creates an instance for `game`, one of `games`, with every option at its default.
   * Returns NULL on failure with a message in error. The host destroys it with destroy. */
  void* (*create)(const char* game, char* error, uint32_t error_size);
  /* [main] Sets an option by name to a value in text form. */
  int32_t (*set_option)(void* self, const char* name, const char* value, char* error, uint32_t error_size);
  /* [main] A new game begins: forget what belongs to the previous one (e.g. hash tables). */
  int32_t (*new_game)(void* self, char* error, uint32_t error_size);
  /* [search] Chooses a move for the side to move in `position` (of the instance's game) within
   * `limits`, reporting through `host`, and writes it into `result`. Blocks until done. Never
   * called when the game is over. */
  int32_t (*choose_move)(void* self, const ply_position* position, const ply_limits* limits, const ply_host* host,
                         ply_result* result, char* error, uint32_t error_size);
  /* [any] Asks a running choose_move to return its best move as soon as it can. Harmless when no
   * search runs. */
  void (*stop)(void* self);
  /* [main] Frees the instance. Not called while choose_move runs. */
  void (*destroy)(void* self);
  /* [any] The plugin's extension with this id, or NULL; may itself be NULL. The struct returned
   * lives as long as the library is loaded. (2.0) */
  const void* (*get_extension)(const char* id);
} ply_plugin;

/* The plugin's extension "plyground.options.1" (2.4): the options an instance has beyond the
 * descriptor's, which an option of its own made (a Python player's script declares its own). */
#define PLY_EXTENSION_OPTIONS "plyground.options.1"
typedef struct ply_instance_options {
  uint32_t struct_size; /* sizeof(ply_instance_options) as the plugin knows it */
  /* [main] The instance's own options, `*count` of them (0 and NULL for none), owned by the
   * instance and valid until its next set_option or destroy; set_option takes their names too. */
  const ply_option* (*options)(void* self, uint32_t* count);
} ply_instance_options;

/* The type of the entry symbol. */
typedef const ply_plugin* (*ply_entry_function)(void);

#ifdef __cplusplus
}
#endif

#endif /* PLYGROUND_PLUGIN_H */
