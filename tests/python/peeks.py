"""A hostile script kept beside a user's files: it plays only if it can see none of them (nor any
other path of the machine but what a player needs), and can read its own data folder (peeks/)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def choose_move(state):
    for path in (os.path.join(HERE, "secret"), os.path.join(HERE, "notes.txt"), "/home", "/root", "/etc/shadow",
                 "/etc/hostname", "/var", "/proc/1/root/etc/shadow", os.path.expanduser("~/.ssh")):
        if os.path.lexists(path):
            raise RuntimeError("it saw " + path)
    with open(os.path.join(HERE, "peeks", "book.txt")) as book:
        book.read()
    return state.legal_actions()[0]
