"""Declares an option of a kind there is none of (a fraction)."""
OPTIONS = {"weight": 1.5}


def choose_move(state):
    return state.legal_actions()[0]
