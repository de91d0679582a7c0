#!/bin/sh
# Scopa Desktop from the .tar.gz: add (or, with --remove, take away) the applications-menu launcher and
# the icon for the current user. The game itself runs from wherever you unpacked it; nothing else is
# installed, and no admin rights are needed.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
APPS="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
ICONS="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps"
if [ "${1:-}" = "--remove" ]; then
    rm -f "$APPS/scopa-desktop.desktop" "$ICONS/scopa-desktop.png"
    echo "Removed the Scopa Desktop launcher. Delete $HERE to remove the game."
    exit 0
fi
mkdir -p "$APPS" "$ICONS"
cp "$HERE/scopa-desktop.png" "$ICONS/scopa-desktop.png"
# The launcher names the game by its full path: the unpacked folder is not on PATH.
sed -e "s|^Exec=.*|Exec=\"$HERE/scopa-desktop/scopa-desktop\" %u|" \
    -e "s|^Icon=.*|Icon=$ICONS/scopa-desktop.png|" \
    "$HERE/scopa-desktop.desktop" > "$APPS/scopa-desktop.desktop"
chmod +x "$APPS/scopa-desktop.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$APPS" || true
# Table links (scopa://...) open this game.
command -v xdg-mime >/dev/null 2>&1 && xdg-mime default scopa-desktop.desktop x-scheme-handler/scopa || true
echo "Added Scopa Desktop to your applications menu ($APPS/scopa-desktop.desktop)."
