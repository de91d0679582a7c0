"""Packaging: the PyInstaller spec, the Linux .deb and .tar.gz, the Windows installer script, the icon,
and (slow) a real frozen build whose --selftest must pass.

The installers are built from a small stand-in app folder here, so these tests take seconds; the slow
test builds the real app. Tests that need a system tool (dpkg-deb, desktop-file-validate, makensis) skip
when it is absent; the slow build needs only the project's `build` extra.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "scopa-desktop.spec"
DESKTOP = ROOT / "build" / "linux" / "scopa-desktop.desktop"


def _load_builder():
    spec = importlib.util.spec_from_file_location("build_installer", ROOT / "scripts" / "make" / "build_installer.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


builder = _load_builder()
VERSION = builder.version()


def _needs(tool: str) -> None:
    """Skip without `tool`, except where SCOPA_REQUIRE_TOOLS is set (CI installs them: the check must run)."""
    if shutil.which(tool) is None:
        if os.environ.get("SCOPA_REQUIRE_TOOLS"):
            pytest.fail(f"{tool} is needed here (SCOPA_REQUIRE_TOOLS): install it, see .ci/run")
        pytest.skip(f"{tool} is not installed on this machine")


def _fake_app(folder: Path) -> Path:
    """A stand-in for the one-folder app: an executable shell script and an _internal/ with data."""
    (folder / "_internal" / "assets").mkdir(parents=True)
    exe = folder / "scopa-desktop"
    exe.write_text("#!/bin/sh\necho stand-in\n")
    exe.chmod(0o755)
    shutil.copy2(ROOT / "assets" / "icon.png", folder / "_internal" / "assets" / "icon.png")
    return folder


def _desktop_entry(text: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line and not line.startswith("#"))


# ------------------------------------------------------------------------------------- the .desktop file

def test_desktop_entry_launches_the_command_with_the_icon():
    entry = _desktop_entry(DESKTOP.read_text())
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "scopa-desktop %u"  # a table link opened from a browser or chat comes as %u
    assert "x-scheme-handler/scopa" in entry["MimeType"].split(";")
    assert entry["Icon"] == "scopa-desktop"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")


def test_desktop_file_validates():
    _needs("desktop-file-validate")
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


# ------------------------------------------------------------------------------------------------- spec

class _Recorder:
    """Stands in for PyInstaller's Analysis/PYZ/EXE/COLLECT/BUNDLE and remembers what the spec asked."""

    calls: dict[str, tuple] = {}

    def __init__(self, name: str):
        self.name = name

    def __call__(self, *args, **kwargs):
        _Recorder.calls[self.name] = (args, kwargs)
        return type("Built", (), {"pure": [], "scripts": [], "binaries": [], "datas": []})()


def test_spec_bundles_data_folders_every_module_and_no_dead_weight():
    pytest.importorskip("PyInstaller", reason="the build extra (PyInstaller) is not installed")
    _Recorder.calls = {}
    names = ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
    namespace = {name: _Recorder(name) for name in names}
    namespace |= {"SPECPATH": str(SPEC.parent), "__file__": str(SPEC)}
    exec(compile(SPEC.read_text(), str(SPEC), "exec"), namespace)

    args, analysis = _Recorder.calls["Analysis"]
    assert Path(args[0][0]) == ROOT / "build" / "entry.py"
    datas = {dest: Path(src) for src, dest in analysis["datas"]}
    assert datas["assets"] == ROOT / "assets"  # at the bundle's top: sys._MEIPASS/assets
    if any(p.is_file() for p in (ROOT / "locales").rglob("*")):
        assert datas["locales"] == ROOT / "locales"
    package_data = [p for p in (ROOT / "scopa_desktop").rglob("*")
                    if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts]
    bundled = {Path(src).resolve() for src, _ in analysis["datas"]}
    assert {p.resolve() for p in package_data} <= bundled  # files the code finds beside itself
    hidden = set(analysis["hiddenimports"])
    package = ROOT / "scopa_desktop"
    ours = {"scopa_desktop." + p.relative_to(package).with_suffix("").as_posix().replace("/", ".")
            for p in package.rglob("*.py") if p.name != "__init__.py"}
    assert ours <= hidden, sorted(ours - hidden)
    assert {"tkinter", "numpy", "pygame.examples", "pygame.tests", "psycopg"} <= set(analysis["excludes"])
    assert not {"ssl", "_ssl", "sqlite3"} & set(analysis["excludes"])  # network play imports them

    _, exe = _Recorder.calls["EXE"]
    assert exe["exclude_binaries"] is True  # one-folder mode
    assert exe["argv_emulation"] == (sys.platform == "darwin")  # macOS: a link's open event as sys.argv
    assert exe["console"] is False and exe["upx"] is False
    assert _Recorder.calls["COLLECT"][1]["name"] == "scopa-desktop"


def test_entry_script_supports_frozen_worker_processes():
    text = (ROOT / "build" / "entry.py").read_text()
    assert text.index("multiprocessing.freeze_support()") < text.index("main()")


# ------------------------------------------------------------------------------------------- Linux .deb

def test_deb_holds_the_app_the_command_the_launcher_and_the_icon(tmp_path):
    _needs("dpkg-deb")
    app = _fake_app(tmp_path / "app" / "scopa-desktop")
    deb = builder.build_deb(tmp_path, app)

    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    entries = {}
    for line in listing.splitlines():
        perms, owner, *_, path = line.split(None, 5)
        entries[path.split(" -> ")[0].lstrip(".")] = (perms, owner, line)
    assert "/opt/scopa-desktop/scopa-desktop" in entries
    assert entries["/opt/scopa-desktop/scopa-desktop"][0] == "-rwxr-xr-x"
    assert "/opt/scopa-desktop/_internal/assets/icon.png" in entries
    assert entries["/usr/bin/scopa-desktop"][2].endswith("-> /opt/scopa-desktop/scopa-desktop")
    assert "/usr/share/applications/scopa-desktop.desktop" in entries
    assert "/usr/share/icons/hicolor/256x256/apps/scopa-desktop.png" in entries
    assert "/usr/share/doc/scopa-desktop/copyright" in entries
    assert {owner for _, owner, _ in entries.values()} == {"root/root"}

    def field(name: str) -> str:
        return subprocess.run(["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True,
                              check=True).stdout.strip()

    assert field("Package") == "scopa-desktop"
    assert field("Version") == VERSION
    assert int(field("Installed-Size")) > 0
    assert field("Depends").startswith("libc6")

    control = tmp_path / "control"
    subprocess.run(["dpkg-deb", "-e", str(deb), str(control)], check=True)
    for script in ("postinst", "postrm"):
        assert os.access(control / script, os.X_OK)
        subprocess.run(["sh", "-n", str(control / script)], check=True)  # parses as shell


# ---------------------------------------------------------------------------------------- Linux .tar.gz

@pytest.mark.skipif(os.name != "posix", reason="the .tar.gz and its launcher script are for Linux")
def test_tarball_launcher_installs_and_removes_itself(tmp_path):
    app = _fake_app(tmp_path / "app" / "scopa-desktop")
    tar_path = builder.build_tar(tmp_path, app)
    with tarfile.open(tar_path) as tar:
        names = set(tar.getnames())
        top = f"scopa-desktop-{VERSION}"
        assert {f"{top}/scopa-desktop/scopa-desktop", f"{top}/scopa-desktop.desktop",
                f"{top}/scopa-desktop.png", f"{top}/install-launcher.sh"} <= names
        tar.extractall(tmp_path / "unpacked", filter="tar")
    unpacked = tmp_path / "unpacked" / top

    data_home = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data_home), HOME=str(tmp_path))
    subprocess.run([str(unpacked / "install-launcher.sh")], env=env, check=True, capture_output=True)
    launcher = data_home / "applications" / "scopa-desktop.desktop"
    entry = _desktop_entry(launcher.read_text())
    assert entry["Exec"] == f'"{unpacked / "scopa-desktop" / "scopa-desktop"}" %u'  # and table links
    assert Path(entry["Icon"]).is_file()
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(launcher)], check=True)

    subprocess.run([str(unpacked / "install-launcher.sh"), "--remove"], env=env, check=True,
                   capture_output=True)
    assert not launcher.exists() and not Path(entry["Icon"]).exists()


# ------------------------------------------------------------------------------------ Windows installer

@pytest.mark.slow
def test_windows_installer_script_compiles_against_a_stand_in(tmp_path):
    """Debian's makensis compiles the real script around a stand-in payload: the registry keys of the
    table link and the rest of the script never break unseen (CI installs nsis)."""
    _needs("makensis")
    setup = builder.build_nsis(tmp_path, builder.standin_payload(tmp_path))
    assert setup.read_bytes()[:2] == b"MZ"  # a Windows executable


def test_the_windows_installer_registers_the_table_link_for_this_user_and_removes_it():
    script = (ROOT / "build" / "windows" / "installer.nsi").read_text()
    assert '!define LINKKEY "Software\\Classes\\scopa"' in script
    writes = re.findall(r'WriteRegStr HKCU "\$\{LINKKEY\}([^"]*)" "([^"]*)" (.+)', script)
    values = {(path, name): value for path, name, value in writes}
    assert values[("", "URL Protocol")] == '""'
    assert values[("\\shell\\open\\command", "")] == """'"$INSTDIR\\${EXENAME}" "%1"'"""
    assert 'DeleteRegKey HKCU "${LINKKEY}"' in script.split('Section "Uninstall"')[1]


def test_the_macos_bundle_claims_the_table_links():
    import plistlib

    info = plistlib.loads((ROOT / "build" / "macos" / "Info.plist").read_bytes())
    [kind] = info["CFBundleURLTypes"]
    assert kind["CFBundleURLSchemes"] == ["scopa"]


def test_windows_installer_is_per_user_with_shortcuts_and_an_uninstaller():
    script = (ROOT / "build" / "windows" / "installer.nsi").read_text()
    assert "RequestExecutionLevel user" in script
    assert '"$LOCALAPPDATA\\Programs\\${APPNAME}"' in script
    assert "$SMPROGRAMS\\" in script and "$DESKTOP\\" in script
    assert "WriteUninstaller" in script and "HKCU" in script and "HKLM" not in script


# ------------------------------------------------------------------------------------------------ icons

def test_icons_exist_in_every_format():
    import pygame

    icon = pygame.image.load(str(ROOT / "assets" / "icon.png"))
    assert icon.get_size() == (256, 256)
    ico = (ROOT / "assets" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = {ico[6 + 16 * i] or 256 for i in range(count)}
    assert {16, 32, 48, 256} <= sizes
    icns = (ROOT / "assets" / "icon.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


# ------------------------------------------------------------------------------- the real frozen build

@pytest.mark.slow
def test_frozen_app_builds_and_passes_its_selftest(tmp_path):
    pytest.importorskip("PyInstaller", reason="the build extra (PyInstaller) is not installed")
    out = tmp_path / "dist"
    subprocess.run([sys.executable, str(ROOT / "scripts" / "make" / "build_installer.py"), "--targets", "app",
                    "--out", str(out)], check=True, cwd=ROOT)
    app = out / "app" / "scopa-desktop"
    exe = app / ("scopa-desktop.exe" if os.name == "nt" else "scopa-desktop")
    assert (app / "_internal" / "assets" / "icon.png").is_file()
    for folder in ("sounds", "voice", "music", "fonts"):  # every sound file, the manifests too (#17), the cards' font
        shipped = {p.name for p in (app / "_internal" / "assets" / folder).iterdir()}
        assert {p.name for p in (ROOT / "assets" / folder).iterdir()} <= shipped, folder
    if any((ROOT / "locales").glob("*.yaml")):
        assert {p.name for p in (ROOT / "locales").glob("*.yaml")} <= {
            p.name for p in (app / "_internal" / "locales").glob("*.yaml")}

    home = tmp_path / "home"
    home.mkdir()
    elsewhere = tmp_path / "elsewhere"  # not the repository: assets must not be found through the cwd
    elsewhere.mkdir()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SCOPA_DESKTOP_HOME=str(home))
    result = subprocess.run([str(exe), "--selftest", "--home", str(home)], cwd=elsewhere, env=env,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert not re.search(r"Traceback", result.stderr), result.stderr[-3000:]
    assert "sound 'lay' and phrase 'scopa' loaded" in result.stdout, result.stdout[-3000:]
    assert "card font 'Linux Libertine" in result.stdout, result.stdout[-3000:]
    assert "joined over the loopback" in result.stdout, result.stdout[-3000:]  # ssl and sqlite3 came along


# ----------------------------------------------------------------------------- the wheel, as pip installs it

@pytest.mark.slow
def test_the_wheel_carries_the_data_and_an_installed_game_passes_its_selftest_from_anywhere(tmp_path):
    """`pip install scopa-desktop` (and `pipx install .`) install the wheel: it held no assets/ or locales/,
    so an installed game started without sounds and its self-test failed. Built from a copy of the
    project (nothing written into the checkout), installed into a fresh venv, run from another folder."""
    import venv

    source = tmp_path / "source"
    skip = shutil.ignore_patterns(".venv", ".git", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
                                  ".ruff_cache", ".hypothesis")
    shutil.copytree(ROOT, source, ignore=skip)
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-q", "-w", str(wheels)],
                   check=True, timeout=600)
    [wheel] = wheels.glob("scopa_desktop-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    for folder in ("assets", "locales"):  # every shipped file, inside the package
        shipped = {p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*") if p.is_file()}
        assert {f"scopa_desktop/{name}" for name in shipped} <= names, folder
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / ("Scripts" if os.name == "nt" else "bin") / ("python.exe" if os.name == "nt" else "python")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel)],
                   check=True, timeout=900)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    home = tmp_path / "home"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SCOPA_DESKTOP_HOME=str(home))
    env.pop("PYTHONPATH", None)
    where = subprocess.run([str(python), "-c", "from scopa_desktop.resources import project_path; "
                            "print(project_path('assets', 'voice', 'manifest.json'))"],
                           cwd=elsewhere, env=env, capture_output=True, text=True, check=True).stdout.strip()
    assert Path(where).is_file() and Path(where).is_relative_to(env_dir), where  # the venv's, not the checkout's
    scripts = env_dir / ("Scripts" if os.name == "nt" else "bin")
    result = subprocess.run([str(scripts / "scopa-desktop"), "--selftest"], cwd=elsewhere, env=env,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "sound 'lay' and phrase 'scopa' loaded" in result.stdout, result.stdout[-3000:]
    assert "card font 'Linux Libertine" in result.stdout, result.stdout[-3000:]
