# Imports the standard library's random, with a random.py beside it.
import random


def choose_move(state, depth=2):  # a parameter with a default is the script's own
    return random.choice(state.legal_actions())
