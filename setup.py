"""The wheel carries the game's data inside the package.

In a checkout the data lives at the top of the repository (assets/, locales/), where the game finds it and
where the scripts that make it write it. An installed game finds it inside the package instead
(scopa_desktop/assets, scopa_desktop/locales: see scopa_desktop/resources.py), so the build copies it
there. Everything else about the package is in pyproject.toml.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DATA = ("assets", "locales")


class BuildWithData(build_py):
    """setuptools' build_py, then the data folders into the built package."""

    def run(self) -> None:
        super().run()
        here = Path(__file__).resolve().parent
        for folder in DATA:
            target = Path(self.build_lib) / "scopa_desktop" / folder
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(here / folder, target)


# Scratch under dist/ (ignored by git): build/ holds the installers' recipes only.
setup(cmdclass={"build_py": BuildWithData}, options={"build": {"build_base": "dist/setuptools"}})
