# Tries to reach another process through a socket.
import socket


def choose_move(state):
    socket.socket(socket.AF_UNIX, socket.SOCK_STREAM).connect("/run/dbus/system_bus_socket")
    return state.legal_actions()[0]
