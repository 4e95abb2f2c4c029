# Prints as it debugs, then fails: its last prints are kept in its game's reason.
def choose_move(state):
    print("looking at", state.fen())
    print("about to divide")
    return 1 / 0
