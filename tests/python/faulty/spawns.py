# Tries to start a program.
import os


def choose_move(state):
    os.system("touch owned")
    return state.legal_actions()[0]
