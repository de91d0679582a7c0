; Scopa Desktop: a per-user Windows installer (no admin rights), built by scripts/make/build_installer.py:
;   makensis /DVERSION=0.1.0 /DPAYLOAD=<one-folder app> /DOUTFILE=<setup.exe> /DICON=<icon.ico> installer.nsi
; Installs into %LOCALAPPDATA%\Programs\Scopa Desktop (where per-user apps go), adds Start-menu and
; desktop shortcuts, an entry in Settings > Apps and the scopa:// table links, and writes an uninstaller
; that removes exactly what was installed. Players' settings and match history (in %LOCALAPPDATA%\scopa-desktop) are kept.

Unicode true
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "pass /DVERSION=x.y.z"
!endif
!ifndef PAYLOAD
  !error "pass /DPAYLOAD=<folder holding scopa-desktop.exe and _internal>"
!endif
!ifndef OUTFILE
  !define OUTFILE "ScopaDesktop-${VERSION}-setup.exe"
!endif

!define APPNAME "Scopa Desktop"
!define EXENAME "scopa-desktop.exe"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\ScopaDesktop"
; Table links (scopa://server:port/CODE) open the game at that table, for this user only.
!define LINKKEY "Software\Classes\scopa"

Name "${APPNAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APPNAME}"
InstallDirRegKey HKCU "${UNINSTKEY}" "InstallLocation"
BrandingText "${APPNAME} ${VERSION}"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXENAME}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Italian"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${APPNAME} installer"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "MIT licence"

Function .onInit
  ; Per-user shortcuts and folders, whoever runs the installer. (The language follows Windows' own.)
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Section "Scopa Desktop" SecMain
  SectionIn RO
  ; An upgrade replaces the old program files first, so no stale library survives.
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${PAYLOAD}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APPNAME}.lnk" "$INSTDIR\${EXENAME}" "" "$INSTDIR\${EXENAME}" 0
  CreateShortcut "$DESKTOP\${APPNAME}.lnk" "$INSTDIR\${EXENAME}" "" "$INSTDIR\${EXENAME}" 0

  WriteRegStr HKCU "${LINKKEY}" "" "URL:Scopa Desktop table link"
  WriteRegStr HKCU "${LINKKEY}" "URL Protocol" ""
  WriteRegStr HKCU "${LINKKEY}\DefaultIcon" "" '"$INSTDIR\${EXENAME}",0'
  WriteRegStr HKCU "${LINKKEY}\shell\open\command" "" '"$INSTDIR\${EXENAME}" "%1"'

  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${APPNAME}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "Scopa Desktop maintainers"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\${EXENAME}"
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
  ; Size in KiB for Settings > Apps.
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTKEY}" "EstimatedSize" "$0"
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${APPNAME}.lnk"
  Delete "$DESKTOP\${APPNAME}.lnk"
  ; Only what the installer put there: never a recursive delete of $INSTDIR itself, in case a player
  ; chose a folder that holds other files.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXENAME}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTKEY}"
  DeleteRegKey HKCU "${LINKKEY}"
SectionEnd
