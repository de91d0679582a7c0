"""YAML for the files players may edit by hand (settings.yaml): safe tags only, and no aliases.

    data, refused, twice = read_yaml(text)   # aliases read as empty values; keys given twice
    text = dump_yaml(data)            # block style, keys in order, never an anchor
"""

from __future__ import annotations

from typing import Any

import yaml


class _Loader(yaml.SafeLoader):
    """The safe loader, refusing aliases (`*name`): each is read as an empty value, and counted. A settings
    file has no use for them, and they are how a few hundred bytes become a "billion laughs" (nested
    aliases expanding to megabytes, and seconds per save) or a list that contains itself (`loop: &l [1,
    *l]`, which recursion then never finishes). Refused rather than failing the whole file, so every other
    value is kept; an anchor alone (`&name`) is harmless once no alias can repeat it. The pure-Python
    loader, because libyaml's composer cannot be subclassed: the file is a few dozen lines, read once."""

    refused_aliases = 0
    duplicates: list[str]

    def construct_mapping(self, node, deep=False):  # noqa: ANN001, ANN201 (PyYAML's own signature)
        """A key given twice in one mapping: the last value wins, as YAML loaders do, and the key is noted
        so the player learns which value was dropped."""
        seen: set = set()
        for key_node, _ in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
            if key is not None and key in seen:
                self.duplicates.append(str(key))
            seen.add(key)
        return super().construct_mapping(node, deep)

    def compose_node(self, parent, index):  # noqa: ANN001, ANN201 (PyYAML's own signature)
        if self.check_event(yaml.AliasEvent):
            event = self.get_event()
            self.refused_aliases += 1
            return yaml.ScalarNode("tag:yaml.org,2002:null", "", event.start_mark, event.end_mark)
        return super().compose_node(parent, index)


def read_yaml(text: str) -> tuple[Any, int, list[str]]:
    """The data in `text`, how many aliases were refused in it and the keys given twice (see _Loader)."""
    loader = _Loader(text)
    loader.duplicates = []
    try:
        return loader.get_single_data(), loader.refused_aliases, loader.duplicates
    finally:
        loader.dispose()


class _Dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):  # type: ignore[misc]
    """Never writes anchors, even for a value that appears twice, since the loader refuses them."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def dump_yaml(data: Any) -> str:
    """`data` as YAML the way settings.yaml is written: keys in their order, short lists inline, Unicode
    as is, no anchors."""
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=None)
