#!/usr/bin/env bash
# Every test of the project: types, lint, unit + API tests (embedded PostgreSQL, and a
# PostgreSQL server too when TEST_DATABASE_URL is set), then the browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests use: Chromium's headless shell for the browser tests, xmllint
# (libxml2-utils) for the OAI-PMH, SRU and MARCXML schema checks, yaz-client (yaz) as a real SRU
# client.
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
command -v yaz-client >/dev/null || missing+=(yaz)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's ${missing[*]} for the tests…"
    (apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null) || {
      echo "Could not install ${missing[*]}: run 'apt-get install -y ${missing[*]}' as root, then retry."; exit 1; }
  else
    echo "Missing for the tests: run 'sudo apt-get install -y ${missing[*]}' once, then retry 'npm test'."
    exit 1
  fi
fi

[ -d node_modules ] || npm ci --no-audit --no-fund

results=.tmp/test-results
rm -rf "$results" && mkdir -p "$results"

# Type checking and lint side by side: each is one process, and the machine has two cores.
echo "== typecheck and lint"
npm run --silent typecheck >"$results/typecheck.log" 2>&1 &
typecheck=$!
lint=0
npx eslint . && npx prettier --check . >/dev/null || { npx prettier --check .; lint=1; }
wait $typecheck || { cat "$results/typecheck.log"; echo "typecheck failed"; exit 1; }
[ $lint = 0 ] || exit 1

status=0
# The browser tests' web build and demo template, made once for both shards (below) while the
# unit tests run.
npx tsx e2e/prepare.ts >"$results/e2e-prepare.log" 2>&1 &
prepare=$!

echo "== unit and API tests (embedded database)"
# TEST_DATABASE_URL left out here: with it (as CI sets it) this stage ran on the PostgreSQL
# server too, and the embedded database that `npm start` uses was never tested.
TEST_DATABASE_URL= npx vitest run --reporter=default --reporter=json --outputFile="$results/unit.json" || status=1

postgres=
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API and database tests on PostgreSQL ($TEST_DATABASE_URL), beside the browser tests"
  # Every test that reaches the database, again on the server. Left out: tests with no database
  # (pure rules, PDF layout, Cutter marks…), those of the embedded database's own worker and
  # lock and of an unreachable server (the same whatever TEST_DATABASE_URL says; two start the
  # server in a child process), and the two search-quality runs over all shared MARC
  # records (known items, exact facets), which measure ranking and counting, not the server —
  # the embedded run above is PostgreSQL too. It runs while the browser tests do (one worker,
  # its output after theirs): those wait on pages much of the time, and one stage after the
  # other no longer fitted CI's 25 minutes. --no-isolate: the files share one module graph
  # instead of each evaluating the whole app again (alone on the 2-core machine: 439 s and 304 s
  # of CPU isolated, 190 s and 93 s shared; every file makes its own database and app).
  npx vitest run --project server src/modules src/db src/app.test.ts src/robustness.test.ts src/catalogue src/search \
    src/circulation src/private-data.test.ts \
    --exclude 'src/search/{known-item,exact-facets,bitset}.test.ts' \
    --exclude 'src/modules/{oidc/settings,acquisition/order-status,circulation-documents/ics,people/account-settings,sru/cql}.test.ts' \
    --exclude 'src/modules/requests/catalogue-card/*.test.ts' \
    --exclude 'src/{db/data-dir-lock,db/database-open,catalogue/content-key,circulation/rules,circulation/mail}.test.ts' \
    --maxWorkers=1 --no-isolate --reporter=default --reporter=json --outputFile="$results/postgres.json" \
    >"$results/postgres.log" 2>&1 &
  postgres=$!
fi

wait $prepare || { cat "$results/e2e-prepare.log"; echo "preparing the browser tests failed"; exit 1; }
# Three shards side by side (E2E_SHARD, e2e/vitest.config.ts), each with its own server and data
# folder: a browser test waits on pages much of the time (one shard alone used half a core), and
# two shards took 19 of CI's 25 minutes.
SHARDS=3
echo "== browser tests (Chromium), $SHARDS shards side by side"
shards=()
for shard in $(seq 1 $SHARDS); do
  (cd e2e && E2E_SHARD=$shard/$SHARDS npx vitest run --config vitest.config.ts \
    --reporter=default --reporter=json --outputFile="../$results/e2e-$shard.json") \
    >"$results/e2e-$shard.log" 2>&1 &
  shards+=($!)
done
for shard in $(seq 1 $SHARDS); do
  wait "${shards[$((shard - 1))]}" || status=1
  echo "== browser tests, shard $shard of $SHARDS: their output"
  cat "$results/e2e-$shard.log"
done

if [ -n "$postgres" ]; then
  wait "$postgres" || status=1
  echo "== API and database tests on PostgreSQL: their output"
  cat "$results/postgres.log"
fi

# A stage that failed before writing its report still counts as a failure.
for stage in unit $(seq -f e2e-%g 1 $SHARDS) ${TEST_DATABASE_URL:+postgres}; do
  [ -f "$results/$stage.json" ] || echo '{"numPassedTests":0,"numFailedTests":0,"numFailedTestSuites":1}' >"$results/$stage.json"
done
node scripts/test-summary.mjs "$results"
exit $status
