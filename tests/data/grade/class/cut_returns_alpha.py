"""A cut-off returns the window's alpha as it came in, not the value that reached beta."""
import math


def negamax(state, depth, alpha, beta, search):
    if state.is_terminal() or depth == 0:
        return search.leave(state.evaluate()), None
    actions = state.legal_actions()
    incoming = alpha
    best_value, best_action = -math.inf, None
    for i, action in enumerate(actions):
        search.enter(action, depth - 1, -beta, -alpha)
        value = -negamax(state.child(action), depth - 1, -beta, -alpha, search)[0]
        if value > best_value:
            best_value, best_action = value, action
        alpha = max(alpha, value)
        if alpha >= beta:
            return search.leave(incoming, i + 1, len(actions), cutoff=True), best_action
    return search.leave(best_value, len(actions), len(actions)), best_action


def choose_move(state, search):
    search.enter_root(search.depth, -math.inf, math.inf)
    value, action = negamax(state, search.depth, -math.inf, math.inf, search)
    return action, value
