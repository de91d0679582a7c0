"""The guided first game ("Learn to play"): `lessons` holds the prepared deals and what each teaches,
`coach` draws the panel that explains them, `scene` (GuideScene, registered as "guide") plays them on the
real table."""

from .lessons import LESSONS, Lesson
from .scene import GuideScene, first_start_scene

__all__ = ["LESSONS", "GuideScene", "Lesson", "first_start_scene"]
