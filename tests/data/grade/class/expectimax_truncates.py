"""A mistake: a chance node's average truncated to a whole number."""
# Expectimax over the state's chance outcomes: the best move where a player chooses, the average
# where chance does. Values are from the side to move's point of view; a child's is negated only
# where the other side moves there (in Pig a 1 passes the turn).
def expectimax(state, depth, search):
    if state.is_terminal() or depth == 0:
        return search.leave(state.evaluate())
    side = state.side_to_move()
    if state.is_chance_node():
        branches = state.chance_outcomes()
    else:
        branches = [(action, None) for action in state.legal_actions()]
    total, best = 0.0, -float("inf")
    for action, probability in branches:
        search.enter(action, depth - 1)
        child = state.child(action)
        value = expectimax(child, depth - 1, search)
        if child.side_to_move() != side:
            value = -value
        if probability is None:
            best = max(best, value)
        else:
            total += probability * value
    return search.leave(best if not state.is_chance_node() else int(total))  # truncated: 2.1 becomes 2


def choose_move(state, search):
    search.enter_root(search.depth)
    side = state.side_to_move()
    best, best_value = None, -float("inf")
    for action in state.legal_actions():
        search.enter(action, search.depth - 1)
        child = state.child(action)
        value = expectimax(child, search.depth - 1, search)
        if child.side_to_move() != side:
            value = -value
        if value > best_value:
            best, best_value = action, value
    search.leave(best_value)
    return best, best_value
