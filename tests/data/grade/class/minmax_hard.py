"""Correct: a MAX/MIN pair that returns alpha or beta (fail-hard)."""
INF = float("inf")


def value_of(state, depth, alpha, beta, player, search):
    if state.is_terminal() or depth == 0:
        v = state.evaluate()
        return search.leave(v if state.side_to_move() == player else -v), None
    maximizing = state.side_to_move() == player
    actions = state.legal_actions()
    best = None
    for i, a in enumerate(actions):
        search.enter(a, depth - 1, alpha, beta)
        v, _ = value_of(state.child(a), depth - 1, alpha, beta, player, search)
        if maximizing:
            if v > alpha:
                alpha, best = v, a
        elif v < beta:
            beta, best = v, a
        if alpha >= beta:
            return search.leave(beta if maximizing else alpha, i + 1, len(actions), cutoff=True), best
    return search.leave(alpha if maximizing else beta, len(actions), len(actions)), best


def choose_move(state, search):
    search.enter_root(search.depth, -INF, INF)
    value, move = value_of(state, search.depth, -INF, INF, state.side_to_move(), search)
    return move, value
