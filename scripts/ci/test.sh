#!/usr/bin/env bash
# `npm test`: every test, each phase timed (scripts/ci/phases.sh): lint (ESLint, Prettier, knip),
# type check and the client's build side by side, unit and API, then the browser specs against the
# build. Ends with the table of phase times and the slowest test files; under CI (.ci/run) the
# table is CI's, printed once at its end with the installs and the other Node lines in it.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -n "${PHASE_TIMES:-}" ] && nested=1 || nested=
source scripts/ci/phases.sh
[ -n "$nested" ] || trap print_phases EXIT

vitest() {
  FILE_TIMES="$TEST_REPORTS/$1.json" node node_modules/vitest/vitest.mjs run --project "$1" \
    --reporter=default --reporter=./scripts/ci/file-times-reporter.ts
}
# The checks that read the code take one core each side: ESLint (type-aware, about 100 s) on one,
# Prettier, knip, the type check and the client's build on the other. Each side's output is printed
# whole once both are done.
static_checks() {
  local logs status=0 eslint rest
  logs=$(mktemp -d)
  npm run --silent lint:code >"$logs/eslint.log" 2>&1 &
  eslint=$!
  { npm run --silent lint:rest && npm run --silent typecheck && npm run --silent build; } >"$logs/rest.log" 2>&1 &
  rest=$!
  wait "$eslint" || status=1
  wait "$rest" || status=1
  cat "$logs/eslint.log" "$logs/rest.log"
  rm -rf "$logs"
  return "$status"
}
phase "lint, types and build" static_checks
phase "unit and API" vitest unit
phase browser vitest e2e
