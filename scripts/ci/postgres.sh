#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster (creating it if needed) and a role the tests log in as.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -V | tail -n1)
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main >/dev/null
fi
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 1
done
su postgres -c "psql -q -tAc \"select 1 from pg_roles where rolname='avs'\"" | grep -q 1 ||
  su postgres -c "psql -q -c \"create role avs login createdb password 'avs'\""
