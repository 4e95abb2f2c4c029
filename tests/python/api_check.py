# Checks the state API a Python player is given, as OpenSpiel's Python API describes it, on any
# game; raises (and so loses the game, with the line) at the first thing that is not so.
import plyground


def check(condition, what):
    if not condition:
        raise AssertionError(what)


def check_state(state):
    fen = state.fen()
    actions = state.legal_actions()
    check(actions and not state.is_terminal(), "a player is asked only where it can move")
    check(state.current_player() in (0, 1) and state.current_player() == state.side_to_move(), "current_player")
    check(state.returns() == [0.0, 0.0], "no returns before the end")
    check(isinstance(state.evaluate(), int), "evaluate is whole")
    check(state.game in ("xiangqi", "chess", "tictactoe", "tree", "connect4", "othello", "pig"), "game id")
    first = actions[0]
    check(first == str(first) and hash(first) == hash(str(first)), "an action equals its text, hashed alike")
    check(state.action_to_string(first) == str(first), "action_to_string")
    check(repr(first) == "Action('%s')" % first, "repr")
    check(first != None and first != 0 and len(set(actions)) == len(actions), "compared with anything")

    # apply_action and undo_action, by action and by text
    for action in (first, str(first)):
        state.apply_action(action)
        check(state.fen() != fen and state.ply == 1, "apply_action plays")
        state.undo_action()
        check(state.fen() == fen and state.ply == 0, "undo_action restores")
    try:
        state.undo_action()
        check(False, "undo_action with nothing applied raises")
    except ValueError:
        pass
    try:
        state.apply_action("not a move")
        check(False, "an illegal action raises")
    except ValueError:
        pass

    # an action found in another position is played where it is legal there, and refused elsewhere
    here = {str(a) for a in actions}
    for action in state.child(first).legal_actions():
        if str(action) in here:
            state.apply_action(action)
            state.undo_action()
        else:
            try:
                state.apply_action(action)
                check(False, "an action not legal here raises")
            except ValueError:
                pass
    check(state.fen() == fen, "refused actions change nothing")

    # child and clone leave the state alone; a clone cannot take back its original's moves
    child = state.child(first)
    check(state.fen() == fen and child.fen() != fen and child.ply == 1, "child")
    copy = child.clone()
    check(copy.fen() == child.fen() and copy.ply == 1, "clone")
    try:
        copy.undo_action()
        check(False, "a clone takes back nothing of its original")
    except ValueError:
        pass

    # play on to the end: returns are +1/-1/0 by player, current_player -4
    end = state.clone()
    while not end.is_terminal():
        if end.is_chance_node():
            outcomes = end.chance_outcomes()
            check(end.current_player() == -1, "current_player at a chance node")
            check(abs(sum(p for _, p in outcomes) - 1) < 1e-9, "probabilities add up to 1")
            check([str(a) for a, _ in outcomes] == [str(a) for a in end.legal_actions()], "outcomes are the actions")
            end.apply_action(max(outcomes, key=lambda o: o[1])[0])
        else:
            check(end.chance_outcomes() == [], "no outcomes where a player moves")
            end.apply_action(end.legal_actions()[-1])
        if end.ply > 600:
            break
    if end.is_terminal():
        check(end.current_player() == -4, "current_player at the end")
        returns = end.returns()
        check(len(returns) == 2 and returns[0] == -returns[1], "zero-sum returns")
        check(end.legal_actions() == [], "no actions at the end")


def choose_move(state, search):
    check(isinstance(search, plyground.Search) and search.depth >= 1, "the search")
    check(search.elapsed() >= 0 and not search.should_stop(), "the clock")
    check_state(state)
    return state.legal_actions()[0]
