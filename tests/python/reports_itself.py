"""Reports its own search, then answers the move it reported: said once, not again by Plyground."""


def choose_move(state, search):
    action = state.legal_actions()[0]
    search.report(1, score=0, pv=[action], nodes=1)
    return action
