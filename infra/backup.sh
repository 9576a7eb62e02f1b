#!/usr/bin/env bash
# Backs up the PostgreSQL database (custom format) and, for the filesystem storage driver, DATA_DIR/uploads.
# Usage: DATABASE_URL=... DATA_DIR=... infra/backup.sh /path/to/backups
set -euo pipefail
dest=${1:?backup directory}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$dest"
pg_dump --format=custom --no-owner --dbname="${DATABASE_URL:?set DATABASE_URL}" --file="$dest/samity-$stamp.dump"
if [ -d "${DATA_DIR:-./data}/uploads" ]; then tar -C "${DATA_DIR:-./data}" -czf "$dest/uploads-$stamp.tar.gz" uploads; fi
echo "backup written to $dest ($stamp)"
