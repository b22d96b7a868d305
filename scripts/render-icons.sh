#!/bin/sh
# Renders the PNG icons and the Open Graph picture from the generated SVGs with headless Chromium.
# The PNGs are committed; CI does not run this. Usage: sh scripts/render-icons.sh
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
chromium=${CHROMIUM:-/usr/bin/chromium}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Chromium may still be installing on a fresh machine.
tries=0
until [ -x "$chromium" ]; do
  tries=$((tries + 1))
  if [ "$tries" -gt 30 ]; then
    echo "render-icons: $chromium not found" >&2
    exit 1
  fi
  sleep 10
done

cd "$root"
npx --no-install node scripts/generate-images.ts

# render NAME.html OUTPUT WIDTH HEIGHT
render() {
  "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --hide-scrollbars --force-device-scale-factor=1 --user-data-dir="$work/profile" \
    --screenshot="$2" --window-size="$3,$4" "file://$work/$1" 2>/dev/null
  test -s "$2"
}

page() {
  cat >"$work/$1" <<EOF
<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;overflow:hidden;background:#111827}
</style></head><body>$2</body></html>
EOF
}

mkdir -p public/icons public/images
for size in 180 192 512; do
  page "icon-$size.html" "<img src=\"file://$root/public/icons/app-icon.svg\" width=\"$size\" height=\"$size\" style=\"display:block\">"
done
render icon-180.html public/icons/apple-touch-icon.png 180 180
render icon-192.html public/icons/icon-192.png 192 192
render icon-512.html public/icons/icon-512.png 512 512

# Open Graph: a scene with the logo and the word mark on its calm left side.
page og.html "<div style=\"position:relative;width:1200px;height:630px;overflow:hidden\">
<img src=\"file://$root/public/images/scenes/bosphorus.svg\" style=\"position:absolute;inset:0;width:1200px;height:630px;object-fit:cover\">
<div style=\"position:absolute;left:88px;top:150px;display:flex;align-items:center;gap:32px\">
<img src=\"file://$root/public/icons/logo.svg\" width=\"148\" height=\"148\" style=\"filter:drop-shadow(0 10px 24px rgba(0,0,0,.35))\">
<img src=\"file://$root/public/icons/wordmark.svg\" height=\"104\">
</div></div>"
render og.html public/images/og-default.png 1200 630

echo "render-icons: wrote public/icons/apple-touch-icon.png, icon-192.png, icon-512.png, public/images/og-default.png"
