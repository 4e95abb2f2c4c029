"""A mistake: plain minimax handed in as alpha-beta (the assignment's starting point)."""


def minimax(state, depth, search):
    if state.is_terminal() or depth == 0:
        return search.leave(state.evaluate()), None
    best_value, best_action = float("-inf"), None
    actions = state.legal_actions()
    for action in actions:
        search.enter(action, depth - 1)
        value = -minimax(state.child(action), depth - 1, search)[0]
        if value > best_value:
            best_value, best_action = value, action
    return search.leave(best_value, len(actions), len(actions)), best_action


def choose_move(state, search):
    search.enter_root(search.depth)
    value, action = minimax(state, search.depth, search)
    return action, value
