"""Correct for CS188: alpha-beta as Berkeley's CS188 writes it (no pruning on equality, return v)."""
INF = float("inf")


def value(state, depth, alpha, beta, player, search):
    if state.is_terminal() or depth == 0:
        v = state.evaluate()
        return search.leave(v if state.side_to_move() == player else -v)
    if state.side_to_move() == player:
        return max_value(state, depth, alpha, beta, player, search)
    return min_value(state, depth, alpha, beta, player, search)


def max_value(state, depth, alpha, beta, player, search):
    v = -INF
    actions = state.legal_actions()
    for i, a in enumerate(actions):
        search.enter(a, depth - 1, alpha, beta)
        v = max(v, value(state.child(a), depth - 1, alpha, beta, player, search))
        if v > beta:
            return search.leave(v, i + 1, len(actions), cutoff=True)
        alpha = max(alpha, v)
    return search.leave(v, len(actions), len(actions))


def min_value(state, depth, alpha, beta, player, search):
    v = INF
    actions = state.legal_actions()
    for i, a in enumerate(actions):
        search.enter(a, depth - 1, alpha, beta)
        v = min(v, value(state.child(a), depth - 1, alpha, beta, player, search))
        if v < alpha:
            return search.leave(v, i + 1, len(actions), cutoff=True)
        beta = min(beta, v)
    return search.leave(v, len(actions), len(actions))


def choose_move(state, search):
    player = state.side_to_move()
    search.enter_root(search.depth, -INF, INF, view="max")
    alpha, best, best_value = -INF, None, -INF
    actions = state.legal_actions()
    for a in actions:
        search.enter(a, search.depth - 1, alpha, INF)
        v = value(state.child(a), search.depth - 1, alpha, INF, player, search)
        if v > best_value:
            best, best_value = a, v
        alpha = max(alpha, best_value)
    search.leave(best_value, len(actions), len(actions))
    return best, best_value
