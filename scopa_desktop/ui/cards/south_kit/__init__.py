"""The southern decks' figure kit (deck-south: the Napoletane, Siciliane and Sarde): full-length figures in the
printed manner, flat colours inside a firm black key line, shading by a few hatch strokes.

`ink` holds the palette and the geometry (smoothed lines, tubes, hatching along an edge); `face` the heads
(front, three-quarter, profile; youths, ladies, bearded men); `body` the limbs, hands and torsos; `dress` the
garments (breeches, doublets, gowns, mantles, collars); `hats` the headwear and crowns; `mount` the horses and
donkeys with jointed legs, and the seated rider's leg. Each pattern poses its own figures from these parts.
"""
