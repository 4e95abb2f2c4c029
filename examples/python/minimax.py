"""Minimax in negamax form: a value is from the side to move's point of view, so one function
serves both sides by negating its child's value. Each node is reported to the trace, which is what
`plyground trace` shows and `plyground grade` checks.

    plyground trace --game tree --player examples/python/minimax.py --depth 3
"""


def negamax(state, depth, search):
    """The value of `state` for the side to move, searched `depth` plies, and the best action."""
    if state.is_terminal() or depth == 0:
        return search.leave(state.evaluate()), None
    best_value, best_action = -float("inf"), None
    for action in state.legal_actions():
        search.enter(action, depth - 1)
        state.apply_action(action)
        value = -negamax(state, depth - 1, search)[0]
        state.undo_action()
        if value > best_value:
            best_value, best_action = value, action
    return search.leave(best_value), best_action


def choose_move(state, search):
    search.enter_root(search.depth)
    value, action = negamax(state, search.depth, search)
    return action, value
