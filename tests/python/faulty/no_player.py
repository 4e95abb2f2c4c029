# defines no player
x = 1
