#!/usr/bin/env bash
# `npm test`: every test, each phase timed (scripts/ci/phases.sh): lint (ESLint, Prettier, knip),
# type check, unit and API, the client's build, then the browser specs against it. Ends with the
# table of phase times and the slowest test files; under CI (.ci/run) the table is CI's, printed
# once at its end with the installs and the other Node lines in it.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -n "${PHASE_TIMES:-}" ] && nested=1 || nested=
source scripts/ci/phases.sh
[ -n "$nested" ] || trap print_phases EXIT

vitest() {
  FILE_TIMES="$TEST_REPORTS/$1.json" node node_modules/vitest/vitest.mjs run --project "$1" \
    --reporter=default --reporter=./scripts/ci/file-times-reporter.ts
}
phase lint npm run --silent lint
phase typecheck npm run --silent typecheck
phase "unit and API" vitest unit
phase build npm run --silent build
phase browser vitest e2e
