# Tries to start a program, which would leave a file beside this one.
import os


def choose_move(state):
    os.system("touch " + os.path.join(os.path.dirname(__file__), "owned"))
    return state.legal_actions()[0]
