#!/usr/bin/env python3
"""Build Scopa Desktop's double-click installers for the platform this runs on.

    python3 scripts/make/build_installer.py                 # the app, then this platform's installers
    python3 scripts/make/build_installer.py --selftest      # ... and run the frozen app's --selftest
    python3 scripts/make/build_installer.py --targets app   # only the one-folder app (what the tests build)
    python3 scripts/make/build_installer.py --targets nsis --standin-payload   # check the Windows script anywhere

Targets: app (PyInstaller one-folder app, from build/scopa-desktop.spec), deb and tar (Linux), nsis
(Windows per-user installer), dmg (macOS). Everything is written under --out (default dist/, which git
ignores): app/, work/ (PyInstaller's scratch), deb/ (the staged package tree) and the installers.
`--install-check` installs what was built for real, runs the installed app's --selftest and uninstalls
it, checking nothing is left (Linux: needs root for dpkg; Windows: silent per-user install; macOS:
mounts the .dmg).

Needs only Python 3.11+: when PyInstaller is missing it sets up the project's .venv with the `build`
extra (as scripts/play.py does) and runs itself there.
"""

from __future__ import annotations

import argparse
import email.utils
import gzip
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"
SPEC = BUILD / "scopa-desktop.spec"
NAME = "scopa-desktop"
APP_BUNDLE = "Scopa Desktop.app"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)

DEFAULT_TARGETS = {"linux": ["app", "deb", "tar"], "win32": ["app", "nsis"], "darwin": ["app", "dmg"]}
ALL_TARGETS = ("app", "deb", "tar", "nsis", "dmg")


def version() -> str:
    match = re.search(r'^version\s*=\s*"([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M)
    if not match:
        raise SystemExit("build_installer: no version in pyproject.toml")
    return match.group(1)


def platform_key() -> str:
    return "linux" if sys.platform.startswith("linux") else sys.platform


def say(message: str) -> None:
    print(f"[build] {message}", flush=True)


def tree_size(path: Path) -> int:
    """Bytes in the files under `path` (symlinks counted once, as links)."""
    total = 0
    for item in path.rglob("*"):
        if item.is_file() and not item.is_symlink():
            total += item.stat().st_size
    return total


def mb(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


# ---------------------------------------------------------------------------------------------- the app

def app_folder(out: Path) -> Path:
    """The one-folder app (on macOS, the folder inside the .app that holds the executable)."""
    if sys.platform == "darwin":
        return out / "app" / APP_BUNDLE / "Contents" / "MacOS"
    return out / "app" / NAME


def app_executable(folder: Path) -> Path:
    return folder / (NAME + ".exe" if os.name == "nt" else NAME)


def build_app(out: Path) -> Path:
    """Run PyInstaller on the spec; return the app folder. Output and scratch stay under `out`."""
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", str(out / "app"), "--workpath", str(out / "work"), str(SPEC)]
    say("PyInstaller: " + " ".join(cmd[3:]))
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, check=True)
    seconds = time.perf_counter() - start
    folder = app_folder(out)
    exe = app_executable(folder)
    if not exe.exists():
        raise SystemExit(f"build_installer: PyInstaller finished but {exe} is missing")
    shown = out / "app" / (APP_BUNDLE if sys.platform == "darwin" else NAME)
    say(f"app: {shown}  built in {seconds:.0f} s, {mb(tree_size(shown))} on disk")
    return folder


# ------------------------------------------------------------------------------------------------ Linux

def deb_arch() -> str:
    if shutil.which("dpkg"):
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def glibc_floor(folder: Path) -> str | None:
    """The newest GLIBC_x.y symbol version any bundled binary asks for: the oldest libc it runs on."""
    best: tuple[int, ...] = ()
    pattern = re.compile(rb"GLIBC_(\d+)\.(\d+)(?:\.(\d+))?\x00")
    for item in folder.rglob("*"):
        if not item.is_file() or item.is_symlink():
            continue
        with item.open("rb") as handle:
            if handle.read(4) != b"\x7fELF":
                continue
            data = handle.read()
        for found in pattern.finditer(data):
            best = max(best, tuple(int(part) for part in found.groups() if part is not None))
    return ".".join(map(str, best)) if best else None


def _is_executable(name: str, mode: int) -> bool:
    """Programs and scripts keep their x bit; shared libraries don't need one (Debian policy)."""
    return bool(mode & stat.S_IXUSR) and ".so" not in name


def _normalise_modes(tree: Path) -> None:
    """0755 for folders and programs, 0644 for the rest, whatever the builder's umask was."""
    for item in [tree, *tree.rglob("*")]:
        if item.is_symlink():
            continue
        executable = item.is_dir() or _is_executable(item.name, item.stat().st_mode)
        item.chmod(0o755 if executable else 0o644)


def _changelog(ver: str) -> bytes:
    """A one-entry Debian changelog, gzipped reproducibly (no timestamp in the gzip header)."""
    maintainer = re.search(r"^Maintainer: (.+)$", (BUILD / "linux" / "control.in").read_text(), re.M).group(1)
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", time.time()))
    text = (f"{NAME} ({ver}) unstable; urgency=medium\n\n  * Release {ver}.\n\n"
            f" -- {maintainer}  {email.utils.formatdate(epoch)}\n")
    return gzip.compress(text.encode(), compresslevel=9, mtime=0)


def _install_icons(share: Path) -> None:
    for size in ICON_SIZES:
        source = ROOT / "assets" / ("icon.png" if size == 256 else f"icon-{size}.png")
        if source.exists():
            target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def build_deb(out: Path, app: Path) -> Path:
    """A .deb from a staged tree: /opt/scopa-desktop, /usr/bin link, menu entry, icons, copyright."""
    ver, arch = version(), deb_arch()
    stage = out / "deb" / f"{NAME}_{ver}_{arch}"
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(app, stage / "opt" / NAME, symlinks=True)
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / NAME).symlink_to(f"/opt/{NAME}/{NAME}")
    share = stage / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(BUILD / "linux" / f"{NAME}.desktop", share / "applications" / f"{NAME}.desktop")
    _install_icons(share)
    (share / "doc" / NAME).mkdir(parents=True)
    shutil.copy2(ROOT / "LICENSE", share / "doc" / NAME / "copyright")
    (share / "doc" / NAME / "changelog.gz").write_bytes(_changelog(ver))

    debian = stage / "DEBIAN"
    debian.mkdir()
    installed_kib = (tree_size(stage) + 1023) // 1024
    floor = glibc_floor(stage / "opt" / NAME)
    control = (BUILD / "linux" / "control.in").read_text()
    for key, value in {"VERSION": ver, "ARCH": arch, "INSTALLED_SIZE": str(installed_kib),
                       "DEPENDS": f"libc6 (>= {floor})" if floor else "libc6"}.items():
        control = control.replace(f"@{key}@", value)
    (debian / "control").write_text(control)
    for script in ("postinst", "postrm"):
        shutil.copy2(BUILD / "linux" / script, debian / script)
    _normalise_modes(stage)

    deb = out / f"{NAME}_{ver}_{arch}.deb"
    start = time.perf_counter()
    # xz rather than the builder's default (zstd on Ubuntu), so every dpkg can read it.
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(deb)],
                   check=True, stdout=subprocess.DEVNULL)
    say(f"deb: {deb}  {mb(deb.stat().st_size)}, installs {mb(installed_kib * 1024)}, "
        f"packed in {time.perf_counter() - start:.0f} s")
    return deb


def build_tar(out: Path, app: Path) -> Path:
    """A .tar.gz for other distributions: the app folder, a launcher, the icon and a launcher installer."""
    ver = version()
    top = f"{NAME}-{ver}"
    tar_path = out / f"{NAME}-{ver}-linux-{platform.machine()}.tar.gz"

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        if not info.issym():
            executable = info.isdir() or _is_executable(Path(info.name).name, info.mode)
            info.mode = 0o755 if executable else 0o644
        return info

    start = time.perf_counter()
    with tarfile.open(tar_path, "w:gz", compresslevel=9) as tar:
        tar.add(app, arcname=f"{top}/{NAME}", filter=owned_by_root)
        tar.add(BUILD / "linux" / f"{NAME}.desktop", arcname=f"{top}/{NAME}.desktop", filter=owned_by_root)
        tar.add(ROOT / "assets" / "icon.png", arcname=f"{top}/{NAME}.png", filter=owned_by_root)
        tar.add(BUILD / "linux" / "install-launcher.sh", arcname=f"{top}/install-launcher.sh",
                filter=owned_by_root)
        tar.add(ROOT / "LICENSE", arcname=f"{top}/LICENSE", filter=owned_by_root)
    say(f"tar: {tar_path}  {mb(tar_path.stat().st_size)}, packed in {time.perf_counter() - start:.0f} s")
    return tar_path


# ---------------------------------------------------------------------------------------------- Windows

def find_makensis() -> str:
    found = shutil.which("makensis")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base and (Path(base) / "NSIS" / "makensis.exe").exists():
            return str(Path(base) / "NSIS" / "makensis.exe")
    raise SystemExit("build_installer: makensis not found "
                     "(Windows: choco install nsis; Debian/Ubuntu: apt-get install nsis)")


def standin_payload(out: Path) -> Path:
    """A tiny folder shaped like the Windows app, to check the installer script compiles anywhere."""
    folder = out / "standin-windows" / NAME
    shutil.rmtree(folder.parent, ignore_errors=True)
    (folder / "_internal" / "assets").mkdir(parents=True)
    (folder / f"{NAME}.exe").write_bytes(b"MZ stand-in, not a program\n")
    shutil.copy2(ROOT / "assets" / "icon.png", folder / "_internal" / "assets" / "icon.png")
    return folder


def build_nsis(out: Path, payload: Path) -> Path:
    setup = out / f"ScopaDesktop-{version()}-setup.exe"
    cmd = [find_makensis(), "-V2", f"-DVERSION={version()}", f"-DPAYLOAD={payload}", f"-DOUTFILE={setup}",
           f"-DICON={ROOT / 'assets' / 'icon.ico'}", str(BUILD / "windows" / "installer.nsi")]
    subprocess.run(cmd, check=True)
    say(f"nsis: {setup}  {mb(setup.stat().st_size)}")
    return setup


# ------------------------------------------------------------------------------------------------ macOS

def build_dmg(out: Path) -> Path:
    dmg = out / f"ScopaDesktop-{version()}.dmg"
    subprocess.run(["sh", str(BUILD / "macos" / "make_dmg.sh"), str(out / "app" / APP_BUNDLE), str(dmg)],
                   check=True)
    say(f"dmg: {dmg}  {mb(dmg.stat().st_size)}")
    return dmg


# -------------------------------------------------------------------------------------------- self-test

def selftest(exe: Path) -> None:
    """Run `exe --selftest` headless, from a foreign working directory, with a throw-away home."""
    with tempfile.TemporaryDirectory(prefix="scopa-selftest-") as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SCOPA_DESKTOP_HOME=home)
        start = time.perf_counter()
        result = subprocess.run([str(exe), "--selftest", "--home", home], cwd=home, env=env, timeout=600)
        seconds = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"build_installer: {exe} --selftest failed with exit code {result.returncode}")
    say(f"selftest: {exe} passed in {seconds:.1f} s")


def install_check(out: Path, built: dict[str, Path]) -> None:
    """Install what was built, self-test the installed app, uninstall, and check nothing is left."""
    if "deb" in built:
        listing = subprocess.run(["dpkg-deb", "-c", str(built["deb"])], capture_output=True, text=True,
                                 check=True).stdout
        sudo = ["sudo"] if os.geteuid() != 0 and shutil.which("sudo") else []
        subprocess.run([*sudo, "dpkg", "-i", str(built["deb"])], check=True)
        selftest(Path("/usr/bin") / NAME)
        subprocess.run([*sudo, "dpkg", "-r", NAME], check=True)
        paths = [line.split(None, 5)[5].split(" -> ")[0].lstrip(".") for line in listing.splitlines()]
        ours = [p for p in paths if p.startswith(f"/opt/{NAME}") or NAME in Path(p).name]
        left = [p for p in ours if os.path.lexists(p)]
        if left:
            raise SystemExit(f"build_installer: left after dpkg -r: {left[:10]}")
        # Purge drops dpkg's own record too (after -r it keeps the postrm, state "rc", until a purge).
        subprocess.run([*sudo, "dpkg", "-P", NAME], check=True)
        say(f"deb install check: installed, self-tested, removed; none of its {len(ours)} own paths left")
    if "nsis" in built:
        # NSIS wants /D= and _?= last and unquoted, so the command lines are written out by hand (a string
        # goes to Windows as it is) and the folder has no space in its name.
        target = Path(tempfile.mkdtemp(prefix="scopa-install-")) / "ScopaDesktop"
        subprocess.run(f'"{built["nsis"]}" /S /D={target}', check=True)
        selftest(target / f"{NAME}.exe")
        shortcuts = [Path(os.environ["APPDATA"]) / "Microsoft" / "Windows" / "Start Menu" / "Programs",
                     Path(os.environ["USERPROFILE"]) / "Desktop"]
        missing = [str(f) for f in shortcuts if not (f / "Scopa Desktop.lnk").exists()]
        if missing:
            raise SystemExit(f"build_installer: no Scopa Desktop shortcut in {missing}")
        # _?= runs the uninstaller in place and waits (otherwise it copies itself away and returns at once).
        subprocess.run(f'"{target / "uninstall.exe"}" /S _?={target}', check=True)
        left = [str(f) for f in shortcuts if (f / "Scopa Desktop.lnk").exists()]
        if left:
            raise SystemExit(f"build_installer: uninstall left shortcuts in {left}")
        (target / "uninstall.exe").unlink()
        target.rmdir()  # fails if the uninstaller left anything behind
        say("nsis install check: installed silently, shortcuts made, self-tested, uninstalled; all gone")
    if "dmg" in built:
        mount = Path(tempfile.mkdtemp(prefix="scopa-dmg-"))
        subprocess.run(["hdiutil", "attach", "-nobrowse", "-mountpoint", str(mount), str(built["dmg"])],
                       check=True)
        try:
            selftest(mount / APP_BUNDLE / "Contents" / "MacOS" / NAME)
        finally:
            subprocess.run(["hdiutil", "detach", str(mount)], check=True)
        say("dmg check: mounted, self-tested the app inside, detached")


# ------------------------------------------------------------------------------------------------- main

def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default = ",".join(DEFAULT_TARGETS.get(platform_key(), ["app"]))
    parser.add_argument("--targets", help=f"comma-separated, from {', '.join(ALL_TARGETS)} "
                        f"(default here: {default})")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument("--skip-app", action="store_true", help="package the app already built in --out")
    parser.add_argument("--standin-payload", action="store_true",
                        help="nsis: package a tiny stand-in folder (checks the script compiles on any OS)")
    parser.add_argument("--selftest", action="store_true",
                        help="run the frozen app's --selftest after building")
    parser.add_argument("--install-check", action="store_true",
                        help="install the built installers, self-test the installed app, uninstall")
    args = parser.parse_args(argv)
    targets = args.targets.split(",") if args.targets else DEFAULT_TARGETS.get(platform_key(), ["app"])
    bad = [t for t in targets if t not in ALL_TARGETS]
    if bad:
        parser.error(f"unknown target(s) {', '.join(bad)}; targets are: {', '.join(ALL_TARGETS)}")
    args.targets = targets
    return args


def _have_pyinstaller() -> bool:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        return False
    return True


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    needs_app = "app" in args.targets and not args.skip_app
    if needs_app and not _have_pyinstaller():
        # Run again inside the project's .venv, setting it up (with the build extra) only if it lacks
        # PyInstaller, so an existing environment is used as it is.
        sys.path.insert(0, str(ROOT / "scripts"))
        from _venv import ensure_venv, venv_python

        python = venv_python()
        probe = [str(python), "-c", "import PyInstaller"]
        if not python.exists() or subprocess.run(probe, capture_output=True).returncode != 0:
            python = ensure_venv(("build",))
        return subprocess.call([str(python), str(Path(__file__).resolve()), *sys.argv[1:]])

    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    built: dict[str, Path] = {}
    app = build_app(out) if needs_app else app_folder(out)
    wants_app = {"deb", "tar"} & set(args.targets) or args.selftest or (
        "nsis" in args.targets and not args.standin_payload)
    if wants_app and not app_executable(app).exists():
        raise SystemExit(f"build_installer: no app at {app}; build it first (target app)")
    if args.selftest:
        selftest(app_executable(app))
    if "deb" in args.targets:
        built["deb"] = build_deb(out, app)
    if "tar" in args.targets:
        built["tar"] = build_tar(out, app)
    if "nsis" in args.targets:
        built["nsis"] = build_nsis(out, standin_payload(out) if args.standin_payload else app)
    if "dmg" in args.targets:
        built["dmg"] = build_dmg(out)
    if args.install_check:
        if args.standin_payload:
            built.pop("nsis", None)  # a stand-in is not a program to install
        install_check(out, built)
    return 0


if __name__ == "__main__":
    sys.exit(main())
