#!/usr/bin/env bash
# Restores a backup made by backup.sh / `npm run db:backup` into an EMPTY database (a new PostgreSQL database,
# or a DATA_DIR without pglite/) and an empty DATA_DIR/uploads; it refuses to write over data. Stop the server
# first and start it afterwards. See README ("Backups").
# Usage: [DATABASE_URL=...] DATA_DIR=... infra/restore.sh /path/to/backups/samity-<stamp>
set -euo pipefail
backup=${1:?backup directory (samity-<stamp>)}
cd "$(dirname "$0")/.."
node apps/server/dist/cli/restore.js "$(cd "$(dirname "$backup")" && pwd)/$(basename "$backup")"
