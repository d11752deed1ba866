#!/usr/bin/env bash
# Rebuilds app/fonts/ from @fontsource's files (decision 098). Run it after updating @fontsource/anton
# or @fontsource-variable/archivo; the site itself never runs it. Needs fonttools with brotli:
#   python3 -m pip install 'fonttools[woff]'
# Every character and typographic feature of fontsource's Latin files stays; what changes: Anton without its hinting (TrueType
# instructions that only Windows' small sizes use; Anton is set large), Archivo's weight axis cut to
# the 400–700 the site uses. Every name record, the licence's included, is kept.
set -euo pipefail
cd "$(dirname "$0")/../.."

ANTON=node_modules/@fontsource/anton/files/anton-latin-400-normal.woff2
ARCHIVO=node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pyftsubset "$ANTON" --unicodes='*' --layout-features='*' --no-hinting --name-IDs='*' --name-languages='*' \
  --flavor=woff2 --output-file=app/fonts/anton-latin-400.woff2
fonttools varLib.instancer "$ARCHIVO" wght=400:700 --quiet -o "$work/archivo.ttf"
pyftsubset "$work/archivo.ttf" --unicodes='*' --layout-features='*' --no-hinting --name-IDs='*' --name-languages='*' \
  --flavor=woff2 --output-file=app/fonts/archivo-latin-wght-400-700.woff2
ls -l app/fonts/*.woff2
