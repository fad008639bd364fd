#!/usr/bin/env bash
# Makes src/web/fonts/inter-rupee-wght-normal.woff2: the ₹ glyph alone, cut from the variable
# Inter latin-ext file of @fontsource-variable/inter (its weights axis kept), so prices do not
# download the whole 85 KB latin-ext subset. Run again after upgrading the font package.
# Needs fonttools with brotli: `apt-get install fonttools python3-brotli` on Debian.
set -euo pipefail
cd "$(dirname "$0")/.."
pyftsubset node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2 \
  --unicodes=U+20B9 --layout-features='*' --flavor=woff2 \
  --output-file=src/web/fonts/inter-rupee-wght-normal.woff2
