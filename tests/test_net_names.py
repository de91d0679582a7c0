"""At a network table too, no two seats share a name: a person who sits down named like a bot keeps the name
and the bot takes another; a second person of the same name is numbered. Loopback, bounded waits."""

from __future__ import annotations

from scopa_desktop import net
from scopa_desktop.engine import Rules


def event_of(client, kind, check=lambda e: True):
    for _ in range(80):
        event = client.next_event(0.25)
        if isinstance(event, kind) and check(event):
            return event
    raise AssertionError(f"no {kind.__name__} came")


def test_people_named_like_a_bot_or_like_each_other_get_names_of_their_own():
    handle = net.start_host(port=0, bind="127.0.0.1")
    clients = [net.TableClient() for _ in range(3)]
    try:
        for client in clients:
            client.connect(handle.local_url)
        owner, giulia, anna = clients
        owner.create_table(Rules.preset("classic"), [{"kind": "human", "name": "Anna", "level": ""},
                                                     {"kind": "bot", "name": "Giulia", "level": "easy"},
                                                     {"kind": "human", "name": "", "level": ""},
                                                     {"kind": "human", "name": "", "level": ""}], "Anna")
        code = event_of(owner, net.Seated).code
        giulia.join(code, "Giulia")
        event_of(giulia, net.Seated)
        anna.join(code, "anna")
        lobby = event_of(anna, net.Lobby, lambda e: all(s.taken for s in e.seats))
        names = [s.name for s in lobby.seats]
        assert names[0] == "Anna" and "Giulia" in names and "anna 2" in names
        assert len({n.casefold() for n in names}) == 4  # the bot took another name
        assert lobby.seats[names.index("Giulia")].kind == "human"
    finally:
        for client in clients:
            client.close()
        handle.stop()
