#!/usr/bin/env bash
# Nightly backup (cron or a systemd timer): the database and the uploaded images, through the same command an
# operator runs by hand (`npm run db:backup`, apps/server/src/cli/backup.ts), then backups older than
# KEEP_DAYS (default 14) are deleted. Works while the server runs, on PostgreSQL (pg_dump, needs Debian's
# postgresql-client) and on the embedded database (asked of the running server).
# Usage: [DATABASE_URL=...] DATA_DIR=... infra/backup.sh /path/to/backups
set -euo pipefail
mkdir -p "${1:?backup directory}"
dest=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
node apps/server/dist/cli/backup.js "$dest"
find "$dest" -maxdepth 1 -type d -name 'samity-*' -mtime +"${KEEP_DAYS:-14}" -exec rm -rf {} +
