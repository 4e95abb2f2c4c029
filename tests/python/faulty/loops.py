def choose_move(state):
    while True:
        pass
