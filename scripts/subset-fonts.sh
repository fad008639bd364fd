#!/usr/bin/env bash
# Makes Angle's own cuts of the variable Inter from @fontsource-variable/inter, committed in
# src/web/fonts and declared in src/web/fonts/inter.css. Run again after upgrading the font package.
# Needs fonttools with brotli: `apt-get install fonttools python3-brotli` on Debian.
#
# - inter-latin-wght-normal.woff2: the latin file every page downloads, with its weights axis
#   narrowed to the 400-700 the store sets (regular, medium, semibold, the bold of <strong>) and
#   the default OpenType features plus tabular figures (prices and counts use tabular-nums):
#   48 KB -> 31 KB, downloaded beside the largest image on a first visit (issue #24).
# - inter-rupee-wght-normal.woff2: the ₹ glyph alone, cut from the latin-ext file (its weights
#   axis kept), so prices do not download the whole 85 KB latin-ext subset.
set -euo pipefail
cd "$(dirname "$0")/.."
FILES=node_modules/@fontsource-variable/inter/files
# The unicode-range @fontsource declares for its latin file (inter.css says the same).
LATIN='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fonttools varLib.instancer "$FILES/inter-latin-wght-normal.woff2" wght=400:700 \
  --output="$work/latin-400-700.ttf"
pyftsubset "$work/latin-400-700.ttf" --unicodes="$LATIN" --layout-features+=tnum \
  --flavor=woff2 --output-file=src/web/fonts/inter-latin-wght-normal.woff2
pyftsubset "$FILES/inter-latin-ext-wght-normal.woff2" \
  --unicodes=U+20B9 --layout-features='*' --flavor=woff2 \
  --output-file=src/web/fonts/inter-rupee-wght-normal.woff2
