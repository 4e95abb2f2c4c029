def choose_move(state)
    return state.legal_actions()[0]
