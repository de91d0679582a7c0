"""The drawing kit of the two Emilian decks, the Piacentine and the Romagnole (deck-emilia's own): their
printers' flat colours inside a firm black key line, folds as a second flat tone, heads and hands, sleeves
and gowns cut from a pose, hats with curling plumes, open crowns, and a whole horse with jointed legs.

The Piacentine (`ui/cards/piacentine/`) draw half-length figures mirrored on a straight line; the Romagnole
(`ui/cards/romagnole/`) stand theirs full length. Both take their parts from here and give every court its
own pose, cut and colours.
"""
