"""Minimax in negamax form: a value is from the side to move's point of view, so one function
serves both sides by negating its child's value. Each node is reported to the trace, which is what
`plyground trace` shows and `plyground grade` checks: the caller enters a node (search.enter) and
the node leaves itself with its value (search.leave returns that value). For games without chance.

    plyground trace --game tree --player examples/python/minimax.py --depth 3
"""


def negamax(state, depth, search):
    """The value of `state` for the side to move, searched `depth` plies, and the best action."""
    if state.is_terminal() or depth == 0:
        value = search.leave(state.evaluate())  # this node, entered by the caller, is left here
        return value, None
    best_value, best_action = -float("inf"), None
    for action in state.legal_actions():
        search.enter(action, depth - 1)
        state.apply_action(action)
        value = -negamax(state, depth - 1, search)[0]
        state.undo_action()
        if value > best_value:
            best_value, best_action = value, action
    search.leave(best_value)
    return best_value, best_action


def choose_move(state, search):
    search.enter_root(search.depth)
    value, action = negamax(state, search.depth, search)
    return action, value
