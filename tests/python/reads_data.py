"""Reads its book from the folder of its own name beside it (reads_data/book.txt), named by an
option's default: Plyground gives the script its whole path."""
OPTIONS = {"book": "book.txt"}


def choose_move(state):
    with open(OPTIONS["book"]) as book:
        wanted = book.read().split()
    print("book:", " ".join(wanted))
    actions = state.legal_actions()
    return next((a for a in actions if a in wanted), actions[0])
