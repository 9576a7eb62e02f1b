#!/usr/bin/env bash
# Restores a backup made by backup.sh into an EMPTY database. Stop the app instances first.
# Usage: DATABASE_URL=... DATA_DIR=... infra/restore.sh samity-<stamp>.dump [uploads-<stamp>.tar.gz]
set -euo pipefail
dump=${1:?dump file}
pg_restore --no-owner --exit-on-error --dbname="${DATABASE_URL:?set DATABASE_URL}" "$dump"
if [ -n "${2:-}" ]; then mkdir -p "${DATA_DIR:-./data}" && tar -C "${DATA_DIR:-./data}" -xzf "$2"; fi
echo "restored $dump"
