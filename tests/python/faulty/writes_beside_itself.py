# Tries to overwrite a file next to itself, outside the folder the sandbox lets it write in.
import os


def choose_move(state):
    with open(os.path.join(os.path.dirname(__file__), "victim"), "w") as f:
        f.write("owned")
    return state.legal_actions()[0]
