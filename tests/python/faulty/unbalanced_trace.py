def choose_move(state, search):
    search.enter_root(search.depth)
    return state.legal_actions()[0]
