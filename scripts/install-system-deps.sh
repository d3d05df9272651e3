#!/usr/bin/env bash
# Debian packages the test suite needs (bubblewrap: the OS sandbox of rule-allowed bash commands).
# Installs only what is missing; needs root (CI runs as root).
set -euo pipefail
packages=(git bubblewrap chromium espeak-ng sox libportaudio2 pulseaudio pulseaudio-utils libasound2-plugins libspeexdsp1)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "missing Debian packages: ${missing[*]} (run: sudo apt-get install ${missing[*]})" >&2
  exit 1
fi
echo "installing Debian packages: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
