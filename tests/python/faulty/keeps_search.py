# Keeps the search it was given for one move and uses it in the next.
kept = []


def choose_move(state, search):
    if kept:
        kept[0].should_stop()
    kept.append(search)
    return state.legal_actions()[0]
