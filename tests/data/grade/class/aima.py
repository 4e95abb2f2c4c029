"""Correct: ALPHA-BETA-SEARCH as Russell and Norvig write it (4th edition, figure 5.7)."""
INF = float("inf")


def utility(state, player):
    value = state.evaluate()
    return value if state.side_to_move() == player else -value


def max_value(state, depth, alpha, beta, player, search):
    if state.is_terminal() or depth == 0:
        return search.leave(utility(state, player)), None
    v, move = -INF, None
    actions = state.legal_actions()
    for i, a in enumerate(actions):
        search.enter(a, depth - 1, alpha, beta)
        v2, _ = min_value(state.child(a), depth - 1, alpha, beta, player, search)
        if v2 > v:
            v, move = v2, a
            alpha = max(alpha, v)
        if v >= beta:
            return search.leave(v, i + 1, len(actions), cutoff=True), move
    return search.leave(v, len(actions), len(actions)), move


def min_value(state, depth, alpha, beta, player, search):
    if state.is_terminal() or depth == 0:
        return search.leave(utility(state, player)), None
    v, move = INF, None
    actions = state.legal_actions()
    for i, a in enumerate(actions):
        search.enter(a, depth - 1, alpha, beta)
        v2, _ = max_value(state.child(a), depth - 1, alpha, beta, player, search)
        if v2 < v:
            v, move = v2, a
            beta = min(beta, v)
        if v <= alpha:
            return search.leave(v, i + 1, len(actions), cutoff=True), move
    return search.leave(v, len(actions), len(actions)), move


def choose_move(state, search):
    search.enter_root(search.depth, -INF, INF, view="max")
    value, move = max_value(state, search.depth, -INF, INF, state.side_to_move(), search)
    return move, value
