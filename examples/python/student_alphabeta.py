"""A student's alpha-beta, handed in with one of the mistakes students make (planted on purpose:
find it, or let grade name it). Grade it:

    plyground grade --player examples/python/student_alphabeta.py

grade names the mistake and says how to fix it; fix it and grade again.
"""


def alphabeta(state, depth, alpha, beta, search):
    """The value of `state` for the side to move within (alpha, beta), and the best action."""
    if state.is_terminal() or depth == 0:
        return search.leave(state.evaluate()), None
    actions = state.legal_actions()
    best_action = None
    for i, action in enumerate(actions):
        search.enter(action, depth - 1, -alpha, -beta)
        state.apply_action(action)
        value = -alphabeta(state, depth - 1, -alpha, -beta, search)[0]
        state.undo_action()
        if value >= beta:  # the opponent will not allow this position: stop here
            return search.leave(beta, i + 1, len(actions), cutoff=True), action
        if value > alpha:
            alpha, best_action = value, action
    return search.leave(alpha, len(actions), len(actions)), best_action


def choose_move(state, search):
    search.enter_root(search.depth, -float("inf"), float("inf"))
    value, action = alphabeta(state, search.depth, -float("inf"), float("inf"), search)
    return action, value
