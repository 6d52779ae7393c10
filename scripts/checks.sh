#!/usr/bin/env bash
# The checks before the test suites, side by side: each is mostly one thread
# and this machine has two cores (decision 077). Generated types first, since
# knip and tsc read them; then each check's output, in a fixed order, once all
# have ended. Fails if any failed, naming them.
set -uo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# name, then the command (an npm script, or npx for what has none of its own).
checks=(
  "format-lint:npx biome check ."
  "workflows:npm run --silent lint:workflows"
  "dead-code:npx knip"
  "types-node:npx tsc -p tsconfig.node.json"
  "types-worker:npx tsc -p tsconfig.cloudflare.json"
  "build:npm run --silent deploy -- --dry-run"
)

echo "Types générés (wrangler types, react-router typegen)…"
npx wrangler types >"$logs/generate.log" 2>&1 && npx react-router typegen >>"$logs/generate.log" 2>&1 ||
  { cat "$logs/generate.log"; exit 1; }

for check in "${checks[@]}"; do
  name=${check%%:*}
  (bash -c "${check#*:}" >"$logs/$name.log" 2>&1; echo $? >"$logs/$name.rc") &
done
wait

failed=()
for check in "${checks[@]}"; do
  name=${check%%:*}
  echo "── $name : ${check#*:}"
  cat "$logs/$name.log"
  [ "$(cat "$logs/$name.rc")" = 0 ] || failed+=("$name")
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "Échec : ${failed[*]}" >&2
  exit 1
fi
