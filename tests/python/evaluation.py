"""An evaluation-function assignment handed in: only evaluate(state), which Plyground's alpha-beta
plays with (search=alphabeta). This one counts the moves the side to move has, less the opponent's,
as a first idea; a real one would weigh threats."""


def evaluate(state):
    mine = len(state.legal_actions())
    if state.is_terminal():
        return state.evaluate()
    theirs = min((len(state.child(a).legal_actions()) for a in state.legal_actions()), default=0)
    return mine - theirs
