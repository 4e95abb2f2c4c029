"""A player that picks any legal move, each with the same chance: the baseline to beat.

    plyground match --red examples/python/random_player.py --black greedy
"""
import random


def choose_move(state):
    return random.choice(state.legal_actions())
