"""Describers of the Play online screens (see `screens`)."""

from __future__ import annotations

from typing import Any

ONLINE_SCREENS: dict[str, Any] = {}
ONLINE_FOCUS: dict[str, Any] = {}
