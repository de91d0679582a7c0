#!/bin/sh
# Wrap the .app in a compressed disk image that opens to the app beside a link to /Applications, so
# installing is one drag. macOS only (hdiutil). Usage: make_dmg.sh "<path>/Scopa Desktop.app" out.dmg
set -eu
APP=$1
DMG=$2
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
# hdiutil now and then fails with "Resource busy" on busy machines (CI runners): try again.
for attempt in 1 2 3; do
    if hdiutil create -volname "Scopa Desktop" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"; then
        exit 0
    fi
    echo "make_dmg: hdiutil failed (attempt $attempt), retrying" >&2
    sleep 5
done
exit 1
