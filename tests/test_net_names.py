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


def test_a_server_operator_sets_a_name_policy_and_names_outside_it_are_refused():
    import asyncio
    import json

    from net_harness import next_of, raw

    from scopa_desktop.net.names import NamePolicy

    policy = NamePolicy(max_length=12, characters="letters", words=frozenset({"scam", "freechips"}))
    assert policy.refusal("Anna") is None and policy.refusal("Ánh Đào") is None and policy.refusal("D'Angelo") is None
    assert policy.refusal("FREE-CHIPS-scam.example")  # too long, a word of the list, and so on
    assert policy.refusal("Free Chips") and policy.refusal("sCaM") and policy.refusal("x" * 13)
    assert policy.refusal("Anna😀") and NamePolicy(characters="latin").refusal("Ánh")

    async def body():
        server = net.TableServer(net.Limits(names=policy))
        url = f"ws://127.0.0.1:{await server.start('127.0.0.1', 0)}"
        ws = await raw(url)
        answers = []
        for rid, (name, bot) in enumerate([("FREE-CHIPS-scam.example", "Giulia"), ("Anna", "scam bot"),
                                           ("Anna", "Giulia")], 1):
            await ws.send(json.dumps({"type": "create", "rid": rid, "rules": Rules().to_dict(), "name": name,
                                      "seats": [{"kind": "human"}, {"kind": "bot", "name": bot, "level": "easy"}]}))
            answer = await next_of(ws, "seated", "error", rid=rid)
            answers.append(answer["code"] if answer["type"] == "error" else "seated")
        await ws.close()
        await server.stop()
        return answers

    assert asyncio.run(asyncio.wait_for(body(), 30)) == ["bad_name", "bad_name", "seated"]


def test_a_word_list_file_is_read_one_word_a_line(tmp_path):
    from scopa_desktop.net.names import NamePolicy, read_words

    words = tmp_path / "words.txt"
    words.write_text("# spam seen in the lobby\nFree chips\n\n  casino  # and its like\n", encoding="utf-8")
    policy = NamePolicy(words=read_words(words))
    assert policy.words == {"freechips", "casino"}
    assert policy.refusal("FREE-CHIPS-scam.example") and policy.refusal("Casinò Royale") and not policy.refusal("Anna")


def test_a_player_can_list_the_open_lobby_without_the_players_names():
    import asyncio
    import json

    from net_harness import ask, next_of, raw

    async def body():
        server = net.TableServer(net.Limits())
        url = f"ws://127.0.0.1:{await server.start('127.0.0.1', 0)}"
        host = await raw(url, "127.0.0.2")
        await host.send(json.dumps({"type": "create", "rid": 1, "rules": Rules().to_dict(), "name": "Spammy",
                                    "open": True, "seats": [{"kind": "human"}, {"kind": "human"}]}))
        await next_of(host, "seated")
        viewer = await raw(url)
        pages = []
        for rid, names in ((1, None), (2, False)):
            await viewer.send(json.dumps({"type": "list", "rid": rid, **({} if names is None else {"names": names})}))
            pages.append(await next_of(viewer, "lobbies", rid=rid))
        assert (await ask(viewer, 3, "list"))["type"] == "ack"
        await host.close()
        await viewer.close()
        await server.stop()
        return pages

    shown, hidden = asyncio.run(asyncio.wait_for(body(), 30))
    assert shown["tables"][0]["seats"][0]["name"] == "Spammy"
    assert [seat["name"] for seat in hidden["tables"][0]["seats"]] == ["", ""]
    assert hidden["tables"][0]["code"] == shown["tables"][0]["code"]
