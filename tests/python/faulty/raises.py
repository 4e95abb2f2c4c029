def helper(state):
    return 1 / 0


def choose_move(state):
    return helper(state)
