"""A mistake: the moves are searched from the last."""
INF = float("inf")


def alphabeta(state, depth, alpha, beta, search):
    if state.is_terminal() or depth == 0:
        return search.leave(state.evaluate()), None
    actions = state.legal_actions()
    best = None
    for i, action in enumerate(reversed(actions)):
        search.enter(action, depth - 1, -beta, -alpha)
        state.apply_action(action)
        score = -alphabeta(state, depth - 1, -beta, -alpha, search)[0]
        state.undo_action()
        if score >= beta:
            return search.leave(beta, i + 1, len(actions), cutoff=True), action
        if score > alpha:
            alpha, best = score, action
    return search.leave(alpha, len(actions), len(actions)), best


def choose_move(state, search):
    search.enter_root(search.depth, -INF, INF)
    value, action = alphabeta(state, search.depth, -INF, INF, search)
    return action, value
