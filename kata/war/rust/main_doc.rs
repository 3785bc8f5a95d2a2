//! Your `find_winner` on war-kata's line protocol, for `war learn` and
//! `war grade`: reads decks from standard input, one a line (card values
//! separated by spaces, top first; an empty line is an empty deck), and
//! answers each with 1, 0 or -1 on a line of its own.
