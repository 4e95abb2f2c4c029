"""Declares options of its own, as a C++ player does; prints them when loud."""
OPTIONS = {
    "first": 0,                            # a whole number: which of the legal moves it plays
    "margin": (50, 0, 400),                # a whole number from 0 to 400
    "loud": False,                         # true or false
    "style": ("calm", ["calm", "wild"]),   # one of a list
    "note": "none",                        # a text
}


def choose_move(state, search):
    actions = state.legal_actions()
    if OPTIONS["loud"]:
        print("options", OPTIONS)
    return actions[OPTIONS["first"] % len(actions)]
