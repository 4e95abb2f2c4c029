"""Names enter_root's view in capitals: refused with the two names it takes."""


def choose_move(state, search):
    actions = state.legal_actions()
    search.enter_root(search.depth, view="MAX")
    search.leave(0)
    return actions[0]
