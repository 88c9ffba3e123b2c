#!/usr/bin/env bash
# `npm run test:stress -- N [unit|e2e|all] [vitest filters...]`: runs the unit and API suite and/or
# the browser suite N times each with two busy processes beside it, as a loaded CI machine would
# be, to find the tests that fail by chance (docs/testing.md). Prints each run's result and the
# tests that failed in it; exits 1 if any run failed. The busy processes end with it. Each run's
# log (vitest's default reporter, so a file that dies is named) and JSON report go to
# $STRESS_REPORTS, or a new temporary folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
which=${2:-all}
shift $(($# < 2 ? $# : 2))

busy=()
for _ in 1 2; do
  node -e 'for (;;) {}' &
  busy+=($!)
done
trap 'kill "${busy[@]}" 2>/dev/null || true' EXIT

reports=${STRESS_REPORTS:-$(mktemp -d)}
mkdir -p "$reports"
failed=0
suite() {
  local project=$1 run=$2 report="$reports/$1-$2.json" status=0 start
  start=$(date +%s)
  node node_modules/vitest/vitest.mjs run --project "$project" "${@:3}" \
    --reporter=default --reporter=json --outputFile.json="$report" >"$reports/$project-$run.log" 2>&1 || status=$?
  echo "$project run $run: $([ "$status" = 0 ] && echo passed || echo FAILED) in $(($(date +%s) - start)) s"
  if [ "$status" != 0 ]; then
    failed=1
    node -e '
      const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      for (const f of r.testResults) {
        if (f.status !== "passed" && f.assertionResults.every((a) => a.status !== "failed")) console.log("  file " + f.name + ": " + (f.message || f.status).split("\n")[0]);
        for (const a of f.assertionResults) if (a.status === "failed") console.log("  " + f.name + " > " + a.fullName + "\n    " + (a.failureMessages[0] || "").split("\n")[0]);
      }' "$report" 2>/dev/null || tail -40 "$reports/$project-$run.log"
  fi
}

if [ "$which" != unit ]; then npm run --silent build; fi
for run in $(seq 1 "$runs"); do
  if [ "$which" != e2e ]; then suite unit "$run" "$@"; fi
  if [ "$which" != unit ]; then suite e2e "$run" "$@"; fi
done
echo "logs and reports: $reports"
exit "$failed"
