#!/usr/bin/env bash
# Lighthouse (mobile) on the production build: prints performance, accessibility and
# best-practices scores. Needs a build (npm run build). Lighthouse is fetched by npx on first
# use (it is large and only needed for this measurement, so it is not a dependency).
set -euo pipefail
cd "$(dirname "$0")/.."
ROUTE="${1:-/}"
node_modules/.bin/vite preview --host 127.0.0.1 --port 4174 --strictPort >/dev/null 2>&1 &
PREVIEW=$!
trap 'kill $PREVIEW 2>/dev/null || true' EXIT
sleep 2
mkdir -p reports
CHROME_PATH="${CHROMIUM:-/usr/bin/chromium}" npx --yes lighthouse@13.5.0 "http://127.0.0.1:4174${ROUTE}" \
  --only-categories=performance,accessibility,best-practices --form-factor=mobile \
  --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync" \
  --output=json --output-path=reports/lighthouse.json --quiet
node -e '
const r = require("./reports/lighthouse.json");
for (const [k, c] of Object.entries(r.categories)) console.log(`${c.title.padEnd(16)} ${Math.round(c.score * 100)}`);
const fails = Object.values(r.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary");
for (const a of fails) console.log(`  failing: ${a.id}: ${a.title}`);
'
